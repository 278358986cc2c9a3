"""The results desk at 80x24 by keys (issue #38, 9): every part two keys away from any field
with the message line saying where the cursor went, a correction that keeps what it shows,
no highlight lost on a line of the game's log, a refused decision that keeps what was typed,
no protest time still to come, and the penalty's 8.5.x explained and typed as its digit."""

from __future__ import annotations

from textual.widgets import Input, OptionList

from mafia_tui.ui.app import MafiaApp
from tests.ui.conftest import MakeApp, focused_id
from tests.ui.test_results_desk import desk, extra, message

FIELDS: tuple[str, ...] = ("x-seat", "x-points", "x-reason", "p-seat", "p-rule", "p-reason")
FIELDS += ("r-filer", "r-at", "r-text", "comments")
ROWS = {"1": ("x-seat", "«Доп. баллы»"), "2": ("p-seat", "«Штраф 8.5»")}
ROWS |= {"3": ("r-filer", "«Протест»"), "4": ("comments", "пояснениях")}


def entries(app: MafiaApp) -> OptionList:
    return app.screen.query_one("#end-entries", OptionList)


async def test_every_part_is_two_keys_from_any_field(make_app: MakeApp) -> None:
    """From each field F3 (or Ctrl+N) is the list of entries, and a digit there a row: each
    row is reached from several fields, every field reaches the list."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await desk(app, pilot)
        await extra(pilot, "5", "0,3", "лидер")
        digits = list(ROWS)
        for n, start in enumerate(FIELDS):
            key, digit = ("f3", "ctrl+n")[n % 2], digits[n % len(digits)]
            field, said = ROWS[digit]
            app.screen.query_one(f"#{start}").focus()
            await pilot.pause()
            await pilot.press(key)
            await pilot.pause()
            assert focused_id(app) == "end-entries", start
            assert message(app).startswith("Курсор в записях")
            await pilot.press(digit)
            await pilot.pause()
            assert focused_id(app) == field, (start, digit)
            assert said in message(app), message(app)


async def test_the_highlight_never_rests_on_a_line_of_the_games_log(make_app: MakeApp) -> None:
    """The first lines are seat 2's and 6's disqualifications, from the game: shown, not
    picked; the list highlights the extra after them."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await desk(app, pilot)
        await extra(pilot, "7", "0,3", "лидер")
        await pilot.press("f3")
        await pilot.pause()
        options = entries(app)
        assert options.get_option_at_index(0).disabled  # seat 2, from the game
        highlighted = options.highlighted
        assert highlighted is not None and not options.get_option_at_index(highlighted).disabled
        assert "Место 7: +0,3" in str(options.get_option_at_index(highlighted).prompt)


async def test_a_correction_keeps_its_points_and_the_next_key_adds_to_them(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await desk(app, pilot)
        await extra(pilot, "5", "0,2", "лидер")
        await pilot.press("f3", "enter")
        await pilot.pause()
        assert focused_id(app) == "x-points"
        assert "места 5" in message(app) and "курсор после баллов" in message(app)
        await pilot.press("5")  # 0,2 -> 0,25: added to, not replaced
        assert app.screen.query_one("#x-points", Input).value == "0,25"
        await pilot.press("tab", "enter")
        assert [str(e.points) for e in session.game.after.extras] == ["0.25"]


async def test_a_refused_decision_keeps_the_explanation_and_the_name(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await desk(app, pilot)
        await extra(pilot, "5", "0,3", "лидер")
        app.screen.query_one("#r-filer").focus()
        await pilot.press("5", "tab", "tab", *"Фол не по делу", "enter")
        await pilot.press("f3", "end", "enter")
        await pilot.pause()
        assert app.screen.id == "decide"
        await pilot.press("5", *"Пересмотр", "enter", *"Сидоров", "enter")  # a draw: 8.4.6
        await pilot.pause()
        assert app.screen.id == "decide"  # refused: the dialog stays, with what was typed
        assert "8.4.6" in str(app.screen.query_one("#decide-message").render())
        assert app.screen.query_one("#decide-reason", Input).value == "Пересмотр"
        assert app.screen.query_one("#decide-name", Input).value == "Сидоров"
        assert session.game.after.protests[0].decision is None
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.id == "end"


async def test_a_protest_time_still_to_come_is_refused(make_app: MakeApp) -> None:
    """At 19:00 a protest «at 19:40» was taken, and its decision then showed a time before
    it."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await desk(app, pilot)
        app.screen.query_one("#r-filer").focus()
        await pilot.press("5", "tab", *"19:40", "tab", *"Фол не по делу", "enter")
        assert session.game.after.protests == []
        assert "19:40 ещё не наступило (сейчас 19:00)" in message(app)
        assert focused_id(app) == "r-at"


async def test_the_penalty_is_explained_and_its_digit_is_enough(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await desk(app, pilot)
        app.screen.query_one("#p-seat").focus()
        await pilot.press("7", "tab")
        await pilot.pause()
        assert focused_id(app) == "p-rule"
        assert "1 — красный или шериф сломал в красного на 10" in message(app)
        await pilot.press("1", "tab", *"сломал в красного", "enter")  # but the reds won
        await pilot.pause()
        assert "8.5.1" in message(app) and focused_id(app) == "p-rule"
        assert "красный или шериф сломал" not in message(app)  # the refusal stays said
        app.screen.query_one("#p-seat", Input).value = "8"
        await pilot.press("4", "tab", "enter")  # seat 8, a black, and black lost: 8.5.4
        await pilot.pause()
        (penalty,) = session.game.after.penalties
        assert (penalty.seat, penalty.rule) == (8, "8.5.4")

"""The results desk by keys: several extras a seat, corrections, removals, protests and the
head judge's decision, consent and check, the message line and where the cursor goes."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable, Input, OptionList, Static

from mafia_tui.rules.desk import checked
from mafia_tui.session import GameSession
from mafia_tui.ui.app import MafiaApp
from tests.ui.conftest import MakeApp, focused_id
from tests.ui.test_game_screen import start

RED_WINS = "dq 2 6.7.4; dq 6 6.7.4"
"""Two blacks out; the third (seat 8) disqualified by keys ends it: the reds win at 19:00."""


async def desk(app: MafiaApp, pilot: Pilot[None], script: str = RED_WINS) -> GameSession:
    session = await start(app, pilot, script)
    await pilot.press("d", "8", "down", "down", "down", "enter")  # 6.7.4 to seat 8
    await pilot.pause()
    await pilot.press("enter")  # it ends the game: confirmed
    await pilot.pause()
    assert app.screen.id == "end"
    return session


def message(app: MafiaApp) -> str:
    return str(app.screen.query_one("#end-message").render())


def table(app: MafiaApp) -> list[str]:
    """The seat table's lines as text."""
    from rich.console import Console

    console = Console(width=100, record=True)
    console.print(app.screen.query_one("#end-table", Static).content)
    return console.export_text().splitlines()


def entries(app: MafiaApp) -> list[str]:
    options = app.screen.query_one("#end-entries", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def extra(pilot: Pilot[None], seat: str, points: str, reason: str) -> None:
    await pilot.press(*seat, "tab", *points, "tab", *reason, "enter")


async def test_two_extras_for_one_seat_are_both_kept_listed_and_saved(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """The defect: a second extra for seat 5 replaced the first, silently."""
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        await extra(pilot, "5", "0,5", "Лидер игры")
        await extra(pilot, "5", "0,1", "голосование")
        stored = app.store.load(session.game.id).after.extras
        assert [(e.seat, e.points, e.reason) for e in stored] == [
            (5, Decimal("0.5"), "Лидер игры"),
            (5, Decimal("0.1"), "голосование"),
        ]
        assert "у места 0,6 из 0,7" in message(app)
        listed = entries(app)
        assert "Место 5: +0,5 от судьи — Лидер игры" in listed
        assert "Место 5: +0,1 от судьи — голосование" in listed
        assert "0,6/0,7 !" in table(app)[5]
        assert focused_id(app) == "x-seat"  # ready for the next entry

        from mafia_tui.export.protocol import write_protocol
        from tests.export.pdf_read import flat, pdf_text

        pages, _ = pdf_text(write_protocol(session.game, tmp_path / "p.pdf"))
        back = flat(pages[1])
        assert "+0,5 от судьи (п. 8.4) — Лидер игры" in back
        assert "+0,1 от судьи (п. 8.4) — голосование" in back
        assert "5 Кот К 1 0,6" in flat(pages[0])

        from mafia_tui.export.standings import to_csv
        from mafia_tui.tournament.standings import compute

        standings = compute([app.store.load(session.game.id)])
        assert standings.row("Кот").extra == Decimal("0.6")  # both entries count in the table
        (row,) = [line for line in to_csv(standings, "ru").splitlines() if ";Кот;" in line]
        assert ";0,60;" in row

        app.screen.query_one("#end-entries").focus()
        await pilot.press("end", "f8", "up", "f8")  # each can be removed
        assert app.store.load(session.game.id).after.extras == []


async def test_f8_picks_first_then_removes_the_picked_entry(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        await extra(pilot, "5", "0,3", "a")
        await extra(pilot, "7", "0,2", "b")
        await pilot.press("f8")  # from a field: only picks the last entry and says which
        assert len(session.game.after.extras) == 2
        assert "Место 7: +0,2 от судьи — b" in message(app)
        await pilot.press("up", "f8")  # another one, then remove it
        assert [e.reason for e in session.game.after.extras] == ["b"]
        assert [e.reason for e in app.store.load(session.game.id).after.extras] == ["b"]
        assert message(app) == "Удалено: Место 5: +0,3 от судьи — a"


async def test_an_entry_is_corrected_in_place_not_added(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        await extra(pilot, "5", "0,3", "лидер")
        app.screen.query_one("#end-entries").focus()
        await pilot.press("end", "enter")  # the extra, into the row
        assert focused_id(app) == "x-points"
        assert str(app.screen.query_one("#x-label").render()) == "Исправить"
        await pilot.press("backspace", "4", "tab", "enter")  # the cursor is after 0,3
        assert [(e.seat, e.points) for e in session.game.after.extras] == [(5, Decimal("0.4"))]
        assert "запись исправлена" in message(app)
        assert str(app.screen.query_one("#x-label").render()) == "Доп. баллы"


async def test_a_refusal_keeps_the_entry_and_puts_the_cursor_at_the_fault(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        await pilot.press("5", "tab", *"0,3", "tab", "enter")  # no reason (9.10)
        assert session.game.after.extras == []
        assert "причина" in message(app) and focused_id(app) == "x-reason"
        await pilot.press(*"лидер", "enter")
        assert len(session.game.after.extras) == 1
        await pilot.press("1", "1", "tab", *"0,1", "tab", *"x", "enter")  # seat 11
        assert "Нет места 11" in message(app) and focused_id(app) == "x-seat"
        await pilot.press("escape")  # clears the row first ...
        assert app.screen.id == "end" and app.screen.query_one("#x-seat", Input).value == ""
        await pilot.press("escape")  # ... then leaves
        assert app.screen.id == "game"


async def test_a_protest_is_filed_with_its_deadline_and_decided(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        status = str(app.screen.query_one("#end-status").render())
        assert "протест до 19:10 (10 мин)" in status
        app.screen.query_one("#r-filer").focus()
        await pilot.press("5", "tab", "tab", *"Фол не по делу", "enter")
        (protest,) = session.game.after.protests
        assert (protest.filer, protest.text, protest.at) == (
            5,
            "Фол не по делу",
            "2026-12-03T19:00:00+03:00",
        )
        assert "Протест 1 ещё не рассмотрен" in str(app.screen.query_one("#end-check").render())
        app.screen.query_one("#end-entries").focus()
        await pilot.press("end", "enter")
        await pilot.pause()
        assert app.screen.id == "decide"
        await pilot.press("2", *"Фол дан верно", "enter", *"Сидоров", "enter")
        await pilot.pause()
        assert app.screen.id == "end"
        decision = app.store.load(session.game.id).after.protests[0].decision
        assert decision is not None
        assert (decision.outcome, decision.reason, decision.by) == (
            "rejected",
            "Фол дан верно",
            "Сидоров",
        )
        assert "Протест 1 отклонён" in message(app)
        assert "не рассмотрен" not in str(app.screen.query_one("#end-check").render())
        assert app.settings.head_judge == "Сидоров"  # offered next time


async def test_a_decision_can_change_the_result_and_the_points(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        app.screen.query_one("#r-filer").focus()
        await pilot.press("ч", "tab", "tab", *"Подсказка из зала", "enter")
        assert session.game.after.protests[0].filer == "black"
        app.screen.query_one("#end-entries").focus()
        await pilot.press("end", "enter")
        await pilot.pause()
        await pilot.press("4", *"Подсказка подтверждена видео", "enter", *"Сидоров", "enter")
        await pilot.pause()
        assert session.game.result == "black" and session.game.state.result == "red"
        status = str(app.screen.query_one("#end-status").render())
        assert "чёрные" in status and "за столом: красные" in status
        assert table(app)[2].split()[:4] == ["2", "Мастер", "Ч", "1"]  # a black: now a win


async def test_consent_and_check_are_recorded_with_name_and_time(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        await extra(pilot, "3", "0,7", "вела красных")
        check = str(app.screen.query_one("#end-check").render())
        assert "Место 3: 0,7 от судьи — нужно согласие главного судьи (п. 8.4.3)" in check
        await pilot.press("f6")
        await pilot.pause()
        await pilot.press(*"Сидоров", "enter")
        await pilot.pause()
        (consent,) = session.game.after.consents
        assert (consent.seat, consent.points, consent.name, consent.at) == (
            3,
            Decimal("0.7"),
            "Сидоров",
            "2026-12-03T19:00:00+03:00",
        )
        assert "нужно согласие" not in str(app.screen.query_one("#end-check").render())
        await pilot.press("f9")
        await pilot.pause()
        await pilot.press("enter")  # the name is offered: Сидоров
        await pilot.pause()
        game = app.store.load(session.game.id)
        assert game.after.signoff is not None
        assert game.after.signoff.name == "Сидоров" and checked(game)
        assert "проверено ГС: Сидоров" in str(app.screen.query_one("#end-status").render())
        await extra(pilot, "1", "0,1", "речь")  # the record changes: the check is stale
        assert not checked(session.game)
        assert "надо повторить" in str(app.screen.query_one("#end-check").render())


async def test_the_pdf_is_told_on_the_message_line_not_over_the_form(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await desk(app, pilot)
        await pilot.press("f4")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "Протокол:" in message(app) and ".pdf" in message(app)
        assert not list(app._notifications)  # no toast over the form
        line = app.screen.query_one("#end-message").region
        form = app.screen.query_one("#end-form").region
        assert line.height >= 1 and line.y >= form.bottom  # under the form, never over it


async def test_keys_typed_while_the_pdf_is_made_are_entries_not_lost(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await desk(app, pilot)
        await pilot.press("f4")  # the PDF is made in a child process meanwhile
        await extra(pilot, "5", "0,3", "лидер")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert [(e.seat, e.reason) for e in app.store.load(session.game.id).after.extras] == [
            (5, "лидер")
        ]
        assert list((app.root / "protocols").glob("*.pdf"))


async def test_the_desk_in_english(make_app: MakeApp) -> None:
    app = make_app("en")
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        await extra(pilot, "5", "0.3", "leader")
        await extra(pilot, "5", "0.2", "vote")
        assert len(session.game.after.extras) == 2
        assert "the seat has 0.5 of 0.7" in message(app)
        assert "Seat 5: +0.2 from the judge: vote" in entries(app)


async def test_the_games_list_marks_a_game_the_head_judge_has_not_checked(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = await desk(app, pilot)

        async def mark() -> str:
            await pilot.press("escape")  # the desk, then the game ...
            await pilot.press("q")  # ... then the menu
            await pilot.pause()
            await pilot.press("l")
            await app.workers.wait_for_complete()
            await pilot.pause()
            table = app.screen.query_one(DataTable)
            return str(table.get_cell(session.game.id, "col_checked"))

        assert await mark() == "нет"
        await pilot.press("enter", "e")
        await pilot.pause()
        await pilot.press("f9")
        await pilot.pause()
        await pilot.press(*"Сидоров", "enter")
        await pilot.pause()
        assert await mark() == "✓"


async def test_f1_on_the_results_says_how_to_file_and_decide_a_protest(make_app: MakeApp) -> None:
    """A newcomer pressed F1 on the results and found the keys but not how a protest is
    written down or decided; the list line reads as one sentence."""
    from mafia_tui.ui.strings import Tr

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await desk(app, pilot)
        app.screen.query_one("#r-filer").focus()
        await pilot.press("к", "tab", "tab", *"Голоса посчитаны неверно", "enter")
        line = next(e for e in entries(app) if e.startswith("Протест 1"))
        assert (
            line == "Протест 1 (команда красных, 19:00): не рассмотрен — Голоса посчитаны неверно"
        )
        await pilot.press("f1")
        await pilot.pause()
        assert app.screen.id == "help"
        shown = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert Tr("ru")("help_results") in shown and "Протест (8.9)" in shown


async def test_the_status_line_fits_one_line_at_80_columns_in_both_languages(
    make_app: MakeApp,
) -> None:
    """A newcomer saw the English status wrap at 80 columns, pushing the form down."""
    for lang in ("ru", "en"):
        app = make_app(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await desk(app, pilot)
            status = app.screen.query_one("#end-status")
            assert status.region.height == 1, str(status.render())

"""A timer a judge can trust (issue #10, defect 5): the same auto-start on every timed step,
two distinct signals, minus time, undo gives the time back, nothing shown when there is none."""

from typing import Any

import pytest

from mafia_tui.rules import Game
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.keys import LATIN_TO_CYRILLIC
from mafia_tui.ui.screens.game import GameScreen
from mafia_tui.ui.widgets.timer_panel import TimerPanel
from tests.conftest import new_game
from tests.ui.conftest import FakeClock, MakeApp, screen_as
from tests.ui.test_forms import fill_form
from tests.ui.test_game_screen import start

LAYOUTS = ["en", "ru"]


def key(letter: str, layout: str) -> str:
    return LATIN_TO_CYRILLIC[letter] if layout == "ru" else letter


def timer(app: MafiaApp) -> TimerPanel:
    return app.screen.query_one(TimerPanel)


async def test_a_new_games_agreement_starts_by_itself(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await fill_form(pilot, ["к", "ч", "к", "ш", "к", "д", "к", "ч", "к", "к"])
        await pilot.press("f2")
        await pilot.pause()
        cd = timer(app).countdown
        assert screen_as(app, GameScreen).session.game.state.step.kind.value == "agreement"
        assert cd.running and cd.length == 60


async def test_a_game_opened_again_keeps_its_timer_paused(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        assert not timer(app).countdown.running  # resumed, not a fresh step


@pytest.mark.parametrize(
    ("script", "keys", "kind"),
    [
        ("nom 4; n; nom 5; n*9", ["5", "enter"], "tie_speech"),  # 4:5 5:5, the first tie speech
        ("nom 4; n; nom 5; n*9", ["6", "enter"], "last_word"),  # 4 voted out: his last word
        ("n*10; shot -; don 3", ["8"], "speech"),  # a night ending with a check
        ("n*10", ["1"], "don_check"),  # after a kill
        ("n*10", ["minus"], "don_check"),  # the Don's check
        ("n*10; shot 1", ["minus"], "sheriff_check"),  # the Sheriff's check
    ],
)
async def test_every_timed_step_starts_the_same_way_however_it_was_reached(
    make_app: MakeApp, script: str, keys: list[str], kind: str
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, script)
        await pilot.press(*keys)
        await pilot.pause()
        if app.screen.id != "game":
            await pilot.press("escape")
        assert session.game.state.step.kind.value == kind
        cd = timer(app).countdown
        assert cd.running and cd.length == session.game.state.step.seconds


async def test_auto_start_off_leaves_every_step_paused(make_app: MakeApp) -> None:
    app = make_app()
    app.settings.auto_start = False
    async with app.run_test() as pilot:
        await start(app, pilot, "nom 4; n; nom 5; n*9")
        await pilot.press("5", "enter")
        assert not timer(app).countdown.running


async def test_ten_seconds_left_and_time_up_are_two_different_signals(
    make_app: MakeApp, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        panel = timer(app)
        await pilot.press("space")
        clock.advance(51)
        panel.redraw()
        await pilot.pause()
        caption = str(app.screen.query_one("#timer-caption").render())
        assert panel.has_class("-warning") and "10 секунд" in caption
        assert not app.bells  # the warning is seen, not heard
        clock.advance(10)
        panel.redraw()
        await pilot.pause()
        caption = str(app.screen.query_one("#timer-caption").render())
        assert len(app.bells) == 1 and "ВРЕМЯ ВЫШЛО" in caption
        assert panel.has_class("-overtime") and not panel.has_class("-warning")
        assert panel.has_class("-flash")  # blinks, visible from across the table


async def test_a_refused_key_flashes_the_message_and_never_rings(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        await pilot.press("minus")  # no miss in a speech
        assert "Сейчас нельзя" in str(app.screen.query_one("#prompt").render())
        assert app.screen.query_one("#prompt").has_class("-flash") and not app.bells


async def test_plus_and_minus_time(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        cd = timer(app).countdown
        await pilot.press("plus")
        assert cd.remaining == 70
        await pilot.press("underscore", "underscore")
        assert cd.remaining == 50
        assert "−10" in str(app.screen.query_one("#prompt").render())
        for _ in range(6):
            await pilot.press("underscore")
        assert cd.remaining == 0  # never below zero


@pytest.mark.parametrize("layout", LAYOUTS)
async def test_undo_of_an_accidental_next_gives_the_time_back(
    make_app: MakeApp, clock: FakeClock, layout: str
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        await pilot.press("space")
        clock.advance(25)  # seat 1 has spoken 25 s
        await pilot.press("enter")  # by accident: seat 2's speech starts
        assert timer(app).countdown.remaining == 60
        clock.advance(3)  # seat 1 went on talking meanwhile
        await pilot.press(key("u", layout))
        cd = timer(app).countdown
        assert session.game.state.step.seat == 1
        assert cd.running and cd.remaining == pytest.approx(32)
        assert "Таймер вернулся" in str(app.screen.query_one("#prompt").render())


async def test_undo_of_a_paused_speech_gives_its_paused_time_back(
    make_app: MakeApp, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        await pilot.press("space")
        clock.advance(40)
        await pilot.press("space", "enter")
        clock.advance(5)
        await pilot.press("u")
        cd = timer(app).countdown
        assert not cd.running and cd.remaining == pytest.approx(20)


@pytest.mark.parametrize(("script", "kind"), [("nom 4; n; nom 5; n*9", "vote"), ("n*10", "shot")])
async def test_no_timer_is_shown_during_votes_and_the_shot(
    make_app: MakeApp, script: str, kind: str
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, script)
        assert session.game.state.step.kind.value == kind
        panel = timer(app)
        panel.redraw()
        assert panel.has_class("-none")
        assert "0:00" not in str(app.screen.query_one("#clock").render())
        assert "без таймера" in str(app.screen.query_one("#timer-caption").render())
        await pilot.press("space")
        assert "Сейчас нельзя" in str(app.screen.query_one("#prompt").render())


@pytest.mark.parametrize(("size", "rows"), [((80, 24), 3), ((120, 40), 10), ((200, 50), 15)])
async def test_the_digits_grow_with_the_terminal(
    make_app: MakeApp, size: tuple[int, int], rows: int
) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await start(app, pilot)
        await pilot.pause()
        clock_widget = app.screen.query_one("#clock")
        assert clock_widget.size.height == rows
        drawn = [line for line in str(clock_widget.render()).splitlines() if line.strip()]
        assert len(drawn) >= min(rows, 10) - 1 if rows > 3 else len(drawn) == 3


@pytest.mark.textual_idle
@pytest.mark.parametrize("layout", LAYOUTS)
async def test_a_key_that_starts_a_speech_is_one_write_with_its_timer(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, layout: str
) -> None:
    """Issue #26: the action and the new step's timer go to disk together, once."""
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        writes: list[dict[str, Any]] = []
        real_write = session.store.write

        def counted(game: Game, extras: dict[str, Any] | None = None) -> None:
            writes.append(dict((extras or {}).get("resume", {})))
            real_write(game, extras)

        monkeypatch.setattr(session.store, "write", counted)
        await pilot.press(key("n", layout))  # the next speaker: a new timed step
        await pilot.pause()
        assert session.game.state.step.seat == 2
        assert len(writes) == 1
        assert writes[0]["actions"] == len(session.game.log)
        assert writes[0]["running"] is True
        await pilot.press(key("u", layout))  # undo: back to seat 1's speech, one write
        await pilot.pause()
        assert session.game.state.step.seat == 1
        assert len(writes) == 2
        assert writes[1]["actions"] == len(session.game.log)


@pytest.mark.parametrize("layout", LAYOUTS)
async def test_undo_into_a_step_without_a_timer_says_no_timer_came_back(
    make_app: MakeApp, layout: str
) -> None:
    """Issue #26 point 6: undo back into a vote said «Таймер вернулся: 0:00»."""
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, "nom 4; n; nom 5; n*9")
        await pilot.press("3", "enter")  # 4:3, 5:7 — 5 is voted out: his last word
        await pilot.pause()
        if app.screen.id != "game":
            await pilot.press("escape")
        assert session.game.state.step.kind.value == "last_word"
        await pilot.press(key("u", layout))
        await pilot.pause()
        assert session.game.state.step.kind.value == "vote"
        text = screen_as(app, GameScreen).message.plain
        assert text and "Таймер вернулся" not in text and "timer is back" not in text


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_a_speech_resumed_after_a_crash_says_why_its_timer_stands_where_it_does(
    make_app: MakeApp, lang: str
) -> None:
    """Issue #38 (13): after kill -9 at 0:47 of a speech, --continue showed 0:45, paused,
    and nothing said why: the players' display had gone on counting while the app was gone."""
    import time

    app = make_app(lang)
    session = app.store.create(new_game())
    session.extras["resume"] = {
        "actions": len(session.game.log),
        "remaining": 49.0,
        "running": True,
        "at": time.time() - 4,  # the last save, 4 s before: the kill, then the restart
    }
    session.save()
    gid = session.game.id
    session.close()
    async with app.run_test() as pilot:
        app.play(app.store.open(gid))
        await pilot.pause()
        cd = timer(app).countdown
        assert not cd.running and 44 <= cd.remaining <= 45.5
        said = screen_as(app, GameScreen).message.plain
        assert cd.label() in said
        assert ("после сбоя" in said and "Space" in said) if lang == "ru" else "crash" in said

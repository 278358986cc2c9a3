"""What a key press costs the judge's screen, counted rather than timed (issue #11): a layout
pass of the whole screen is the dearest step of a repaint, so keys that change no panel's
height, and the timer ticking, must not ask for one; the footer repaints only on a change."""

from pathlib import Path
from typing import Any

import pytest

from mafia_tui.ui.screens.game import GameScreen
from mafia_tui.ui.widgets.footer import KeyFooter
from tests.conftest import new_game
from tests.ui.conftest import FakeClock, MakeApp, screen_as


async def test_fouls_undos_and_the_running_timer_cause_no_layout_pass(
    make_app: MakeApp, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = app.store.create(new_game())
        app.play(session)
        await pilot.pause()
        await pilot.press("f", "3", "u")  # the first message line and log line settle
        await pilot.pause()
        layouts: list[object] = []
        app.screen.screen_layout_refresh_signal.subscribe(
            app.screen, layouts.append, immediate=True
        )
        for _ in range(10):
            await pilot.press("f", "3")
            await pilot.pause()
            await pilot.press("u")
            await pilot.pause()
        assert session.game.state.player(3).fouls == 0
        countdown = screen_as(app, GameScreen).timer.countdown
        if not countdown.running:
            await pilot.press("space")
        assert countdown.running
        for _ in range(4):  # the digits and the caption redraw five times a second
            clock.advance(1)
            await pilot.pause(0.25)
        assert countdown.remaining < countdown.length - 3
        assert layouts == []


async def test_the_footer_repaints_only_when_legality_changes(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.play(app.store.create(new_game()))
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        drawn = footer._drawn
        refreshed: list[bool] = []
        original = footer.refresh

        def counted(*a: Any, **k: Any) -> KeyFooter:
            refreshed.append(True)
            return original(*a, **k)

        monkeypatch.setattr(footer, "refresh", counted)
        await pilot.press("а", "3")  # F on the Russian layout the footer already shows
        await pilot.pause()
        assert footer._drawn == drawn
        assert refreshed == []


async def test_continue_styles_the_game_screen_for_the_terminal_before_its_first_layout(
    tmp_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--continue`` pushes the game screen before the terminal's first Resize, which is when
    Textual hands out breakpoint classes: the screen was styled, laid out and painted for no
    size, then again for the real one. It must mount with them; its log fills the panel in the
    first frame (the lines are asked for at render time, for the size then)."""
    from mafia_tui.session import Archive
    from mafia_tui.ui.app import MafiaApp

    Archive(tmp_path / "d").create(new_game("foul 2; n")).close()
    at_mount: list[frozenset[str]] = []
    mounted = GameScreen.on_mount

    def on_mount(screen: GameScreen) -> None:
        at_mount.append(screen.classes)
        mounted(screen)

    monkeypatch.setattr(GameScreen, "on_mount", on_mount)
    app = MafiaApp(data_dir=tmp_path / "d", lang="ru", clock=clock, resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.id == "game"
        assert at_mount == [frozenset({"-wide", "-tall"})]
        log = app.screen.query_one("#log")
        shown = [line for line in str(log.render()).splitlines() if line.strip()]
        assert len(shown) == min(
            len(screen_as(app, GameScreen).session.game.log), log.content_size.height
        )

"""The game screen driven by the real keys: layouts, timer, warnings, saving, resume."""

import json
from pathlib import Path
from typing import NoReturn

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList

from mafia_tui.rules import StepKind
from mafia_tui.session import Archive, GameSession
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.game import GameScreen
from mafia_tui.ui.widgets.seat_table import SeatTable
from mafia_tui.ui.widgets.timer_panel import TimerPanel
from tests.conftest import new_game
from tests.ui.conftest import FakeClock, MakeApp, screen_as


async def start(app: MafiaApp, pilot: Pilot[None], script: str = "") -> GameSession:
    session = app.store.create(new_game(script))
    app.play(session)
    await pilot.pause()
    return session


async def test_cyrillic_layout_keys_work_like_latin(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        await pilot.press("а", "3")  # Ф on a Russian keyboard: foul to 3
        assert session.game.state.player(3).fouls == 1
        await pilot.press("f", "0")
        assert session.game.state.player(10).fouls == 1
        await pilot.press("г")  # Г = U: undo
        assert session.game.state.player(10).fouls == 0
        await pilot.press("т")  # Т = N: next speaker
        assert session.game.state.step.seat == 2


async def test_digit_in_a_speech_nominates_and_enter_moves_on(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        await pilot.press("8", "enter", "8")
        day = session.game.state.days[0]
        assert day.candidates == [8]
        prompt = str(app.screen.query_one("#prompt").render())
        assert "уже выставлен" in prompt  # the judge is told it does not count (4.4.3)
        assert day.candidates == [8]  # a no-op the engine accepts, so no bell (issue #15)
        assert not app.bells  # the bell means "time is up", never a key


async def test_illegal_key_is_explained_not_ignored(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        await pilot.press("minus")
        assert "Сейчас нельзя" in str(app.screen.query_one("#prompt").render())
        await pilot.press("b")
        assert "Сейчас нельзя" in str(app.screen.query_one("#prompt").render())


async def test_nicknames_are_shown_literally(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        assert "[b]x[/b]" in app.screen.query_one(SeatTable).row(10).plain


async def test_timer_warns_at_ten_seconds_and_rings_at_zero(
    make_app: MakeApp, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        timer = app.screen.query_one(TimerPanel)
        await pilot.press("space")
        assert timer.countdown.running
        clock.advance(51)
        timer.redraw()
        await pilot.pause()
        assert timer.has_class("-warning") and not app.bells
        clock.advance(12)
        timer.redraw()
        await pilot.pause()
        assert app.bells and timer.has_class("-overtime")
        assert timer.countdown.label() == "+0:03"
        await pilot.press("plus")
        assert timer.countdown.label() == "0:07"


async def test_next_speech_starts_the_timer_with_the_engines_length(
    make_app: MakeApp, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot, "foul 2; foul 2; foul 2")
        await pilot.press("enter")  # seat 2 has 3 fouls: his speech is 0 s (6.4)
        timer = app.screen.query_one(TimerPanel)
        assert timer.countdown.length == 0
        caption = str(app.screen.query_one("#timer-caption").render())
        assert "3 фола" in caption and "6.4" in caption
        await pilot.press("enter")
        assert timer.countdown.length == 60 and timer.countdown.running


async def test_vote_counts_typed_the_rest_to_the_last(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        await pilot.press("5", "enter", "3", *["enter"] * 9)
        assert session.game.state.step.kind is StepKind.VOTE
        await pilot.press("enter")
        assert "Введите число" in str(app.screen.query_one("#prompt").render())
        await pilot.press("6", "backspace", "7", "enter")
        rnd = session.game.state.days[0].rounds[0]
        assert rnd.counts == [7, 3]


async def test_warning_panel_shows_rule_7_1(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot, "nom 4")
        await pilot.press(*"f9f9f9f9")
        text = str(app.screen.query_one("#warnings").render())
        assert "Голосование сегодня не проводится" in text and "7.1" in text


async def test_failed_save_is_shown_and_retried(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        real = session.store.write

        def refuse(*a: object, **k: object) -> NoReturn:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(session.store, "write", refuse)
        await pilot.press("f", "4")
        assert "НЕ СОХРАНЕНО" in str(app.screen.query_one("#prompt").render())
        assert session.game.state.player(4).fouls == 1  # kept in memory
        monkeypatch.setattr(session.store, "write", real)
        await pilot.press("f", "5")
        assert not session.unsaved
        assert app.store.load(session.game.id).state.player(4).fouls == 1


async def test_resume_after_a_crash_where_it_stopped(
    make_app: MakeApp, tmp_path: Path, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, "nom 4; n")
        await pilot.press("space")
        clock.advance(20)
        screen_as(app, GameScreen)._save_timer()
        gid = session.game.id
    # A new app on the same data dir (the old one "died" holding nothing locked, its timer
    # running as last saved).
    path = app.store.path(gid)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["resume"]["running"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    app2 = make_app()
    async with app2.run_test() as pilot:
        await pilot.pause()
        assert app2.screen.id == "start"
        await pilot.press("enter")  # "continue" is first and highlighted
        await pilot.pause()
        assert app2.screen.id == "game"
        game = screen_as(app2, GameScreen).session.game
        assert game.id == gid and game.state.step.seat == 2
        timer = app2.screen.query_one(TimerPanel)
        assert not timer.countdown.running and 39 <= timer.countdown.remaining <= 41
        # Saved once the screen showed: paused now, so the players' display stops counting.
        saved = json.loads(app2.store.path(gid).read_text(encoding="utf-8"))["resume"]
        assert saved["running"] is False and 39 <= saved["remaining"] <= 41
    assert Archive(tmp_path / "data").load(gid).state.step.seat == 2


async def test_help_screen_lists_keys_in_both_layouts(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await start(app, pilot)
        await pilot.press("f1")  # in the Russian layout "?" is Shift+7: a foul
        assert app.screen.__class__.__name__ == "HelpScreen"
        from rich.console import Console

        from mafia_tui.ui.screens.help import key_table

        console = Console(width=100, record=True)
        console.print(key_table(app.tr))
        text = console.export_text()
        assert "F / А" in text and "фол игроку" in text and "U / Г" in text and "Ctrl+Z" in text
        await pilot.press("escape")
        assert app.screen.id == "game"


async def test_english_ui(make_app: MakeApp) -> None:
    app = make_app("en")
    async with app.run_test() as pilot:
        await start(app, pilot)
        await pilot.press("minus")
        assert "Not now" in str(app.screen.query_one("#prompt").render())
        assert "Day 1: player 1 speaks" in str(app.screen.query_one("#stepbar").render())


async def test_leaving_to_the_menu_releases_the_game(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, "foul 2")
        await pilot.press("й")
        await pilot.pause()
        assert app.screen.id == "start"
        again = app.store.open(session.game.id)  # not locked any more
        assert again.game.state.player(2).fouls == 1
        again.close()


async def test_fixing_a_nickname_typo_by_keys(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, "foul 3")
        await pilot.press("f6", "3")
        await pilot.pause()
        app.screen.query_one("#text", Input).value = "Лиса-2"
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.players[2].nick == "Лиса-2"
        assert "Лиса-2" in app.screen.query_one(SeatTable).row(3).plain
        assert app.store.load(session.game.id).players[2].nick == "Лиса-2"
        assert session.game.state.player(3).fouls == 1


async def test_continue_flag_opens_the_unfinished_game_at_once(
    tmp_path: Path, clock: FakeClock
) -> None:
    from mafia_tui.ui.app import MafiaApp

    store = Archive(tmp_path / "d")
    store.create(new_game("foul 2; n")).close()
    app = MafiaApp(data_dir=tmp_path / "d", lang="ru", clock=clock, resume=True)
    async with app.run_test() as pilot:
        assert (
            app.screen.id == "game" and screen_as(app, GameScreen).session.game.state.step.seat == 2
        )
        game_screen = screen_as(app, GameScreen)
        assert app.screen_stack == [game_screen]  # no menu is made before the judge leaves
        await pilot.press("q")
        await pilot.pause()
        assert [s.id for s in app.screen_stack] == ["start"]
        assert game_screen.closed and not game_screen.is_attached  # its lock let go
        menu = app.screen.query_one("#start-menu", OptionList)
        assert menu.get_option_at_index(0).id == "continue" and menu.has_focus
        await pilot.press("c")  # and on from the menu as after any start
        await pilot.pause()
        assert [s.id for s in app.screen_stack] == ["start", "game"]
        assert screen_as(app, GameScreen).session.game.state.step.seat == 2
        await pilot.press("q")
        await pilot.pause()
        assert [s.id for s in app.screen_stack] == ["start"]


async def test_night_steps_say_what_a_digit_means_in_words(make_app: MakeApp) -> None:
    """The night's prompts were shown as raw keys ("prompt_shot") until they had texts."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = await start(app, pilot, "n*10")
        seen = {}
        for _ in range(3):
            kind = session.game.state.step.kind
            seen[kind] = str(app.screen.query_one("#prompt").render())
            await pilot.press("minus")
            await pilot.pause()
        assert set(seen) == {StepKind.SHOT, StepKind.DON_CHECK, StepKind.SHERIFF_CHECK}
        assert seen[StepKind.SHOT].startswith("Выстрел: номер игрока")
        assert seen[StepKind.DON_CHECK].startswith("Проверка Дона")
        assert seen[StepKind.SHERIFF_CHECK].startswith("Проверка Шерифа")
        assert not any("prompt_" in text for text in seen.values())

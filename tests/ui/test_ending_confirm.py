"""A ruling that ends the game asks first (issue #21, 6): a team defeat, a disqualification or a
fourth foul that decides the game shows the result it gives; Enter applies it, Esc leaves the
game as it was. Rulings that leave the game going on keep their one key, and keys typed fast
reach the screen they were meant for. Driven by the real keys, in both layouts."""

import pytest
from textual import events
from textual.pilot import Pilot

from mafia_tui.rules import Disqualify, Foul, TeamDefeat
from mafia_tui.session import GameSession
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.help import HelpScreen
from tests.ui.conftest import MakeApp, screen_as
from tests.ui.test_game_screen import start
from tests.ui.test_table_defects import LAYOUTS, key, text_of

LAST_BLACK = "dq 2 6.7.4; dq 6 6.7.4"
"""Seat 8 is the last black at the table."""


def question(app: MafiaApp) -> str:
    assert app.screen.id == "confirm", app.screen
    return text_of(app, "#confirm-what") + " " + text_of(app, "#confirm-keys")


def on_disk(app: MafiaApp, session: GameSession) -> bytes:
    return app.store.path(session.game.id).read_bytes()


async def burst(app: MafiaApp, pilot: Pilot[None], *keys: str) -> None:
    """Keys that arrive together, as a terminal delivers fast typing (or a paste) in one read:
    each reaches the screen that has the keys when the app gets to it."""
    driver = app._driver
    assert driver is not None
    for name in keys:
        driver.send_message(events.Key(name, name if len(name) == 1 else None))
    for _ in range(5):
        await pilot.pause()


@pytest.mark.textual_idle
@pytest.mark.parametrize("layout", LAYOUTS)
async def test_a_team_defeat_asks_esc_changes_nothing_enter_ends_the_game(
    make_app: MakeApp, layout: str
) -> None:
    app = make_app("ru" if layout == "ru" else "en")
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, "nom 8; n")
        game = session.game
        log, saved = game.log, on_disk(app, session)
        await pilot.press(key("x", layout), "6", "1")
        shown = question(app)
        if layout == "ru":
            assert "Поражение команде" in shown and "победа красных" in shown
            assert "Enter — подтвердить" in shown and "Esc — отмена" in shown
        else:
            assert "Team defeat" in shown and "red win" in shown
            assert "Enter confirms" in shown and "Esc cancels" in shown
        assert "6.8.1" in shown and "Дон Корлеоне" in shown
        await pilot.press("escape")
        assert app.screen.id == "game"
        assert game.log == log and not game.state.over  # nothing applied
        assert on_disk(app, session) == saved  # nothing saved
        assert "6.8.1" in text_of(app, "#prompt")  # the message line says what was dropped

        await pilot.press(key("x", layout), "6", "1", "enter")
        assert game.state.over and game.state.result == "red"
        assert game.log[-1] == TeamDefeat(6, "6.8.1", ts=game.log[-1].ts)
        assert app.store.load(game.id).state.over  # saved before it is shown
        assert app.screen.id == "end"

        await pilot.press("escape")  # back to the game screen: the ending can be undone
        await pilot.press(key("u", layout))
        assert game.log == log and not game.state.over
        assert not app.store.load(game.id).state.over


async def test_a_disqualification_of_the_last_black_asks_and_names_the_red_win(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, LAST_BLACK)
        game = session.game
        await pilot.press("d", "8", "4")
        shown = question(app)
        assert "Дисквалификация" in shown and "6.7.4" in shown and "победа красных" in shown
        await pilot.press("escape")
        assert game.state.player(8).alive and not game.state.over
        await pilot.press("d", "8", "4", "enter")
        assert game.state.over and game.state.result == "red"
        assert game.log[-1] == Disqualify(8, "6.7.4", ts=game.log[-1].ts)


async def test_a_disqualification_that_gives_the_blacks_the_majority_asks(
    make_app: MakeApp,
) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, "dq 1 6.7.1; dq 3 6.7.1; dq 5 6.7.1")
        await pilot.press("d", "7", "1")
        assert "black win" in question(app)
        await pilot.press("enter")
        assert session.game.state.result == "black"


async def test_in_a_last_word_it_says_the_game_ends_after_it(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, "dq 1 6.7.1; dq 3 6.7.1; n*8; shot 4; don 5; sher 2")
        await pilot.press("d", "5", "1")
        shown = question(app)
        assert "победа чёрных" in shown and "после последнего слова" in shown
        await pilot.press("enter")
        state = session.game.state
        assert state.result == "black" and not state.over and app.screen.id == "game"


@pytest.mark.parametrize("layout", LAYOUTS)
async def test_rulings_that_leave_the_game_going_keep_one_step(
    make_app: MakeApp, layout: str
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, "foul 7; foul 7; foul 7")
        await pilot.press(key("d", layout), "5", "4")  # six reds and three blacks stay
        assert app.screen.id == "game" and session.game.state.player(5).disqualified
        await pilot.press("&")  # Shift+7: the 4th foul removes 7, the game goes on
        assert app.screen.id == "game" and session.game.state.player(7).fouls == 4


async def test_a_fourth_foul_that_removes_the_last_black_asks(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, f"{LAST_BLACK}; foul 8; foul 8; foul 8")
        game = session.game
        await pilot.press("*")  # Shift+8
        shown = question(app)
        assert "фол" in shown and "6.5" in shown and "победа красных" in shown
        await pilot.press("escape")
        assert game.state.player(8).fouls == 3 and not game.state.over
        await pilot.press("*", "enter")
        assert game.state.over and game.log[-1] == Foul(8, ts=game.log[-1].ts)


async def test_keys_on_the_question_do_not_reach_the_game(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, "nom 8; n")
        game = session.game
        log = game.log
        await pilot.press("x", "0", "1")
        assert "[b]x[/b]" in question(app) and "победа чёрных" in question(app)  # literal nick
        await pilot.press("5", "f", "3", "space", "n", "u")  # no nomination, foul, undo...
        assert app.screen.id == "confirm" and game.log == log
        await pilot.press("f1")  # help works here too (a modal hides the app's bindings)
        assert app.screen.id == "help" and screen_as(app, HelpScreen).for_screen == "confirm"
        await pilot.press("escape")
        assert app.screen.id == "confirm"
        await pilot.press("escape")
        assert app.screen.id == "game" and game.log == log


async def test_a_sub_rule_digit_typed_fast_is_no_nomination(make_app: MakeApp) -> None:
    """The digit after ``d 5`` reached the game screen before the sub-rule dialog opened and
    nominated player 4; it picks 6.7.4 now, as a judge typing at any speed means."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, "nom 8; n")
        await burst(app, pilot, "d", "5", "4")
        state = session.game.state
        assert app.screen.id == "game" and state.player(5).disqualified == "6.7.4"
        assert 4 not in state.days[-1].candidates


async def test_keys_typed_in_one_burst_go_where_they_were_meant(make_app: MakeApp) -> None:
    """x, the seat and the digit arrive before the sub-rule dialog opens: the digit still picks
    the sub-rule (it is no nomination), and an Enter right after it answers the question."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, "nom 8; n")
        game = session.game
        log = game.log
        await burst(app, pilot, "x", "6", "1")
        assert "6.8.1" in question(app) and game.log == log
        await burst(app, pilot, "escape", "x", "6", "1", "enter")
        assert game.state.over and game.log[-1] == TeamDefeat(6, "6.8.1", ts=game.log[-1].ts)
        assert len(game.log) == len(log) + 1


async def test_a_letter_on_the_sub_rule_dialog_is_refused_once(make_app: MakeApp) -> None:
    """Textual calls each class's key handler in turn: the dialog's own and then Keyed's used
    to refuse the same letter twice (two toasts)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "nom 8; n")
        await pilot.press("x", "6")
        before = len(app._notifications)
        await pilot.press("k")
        assert app.screen.id == "pick" and len(app._notifications) == before + 1

"""Keys typed fast reach the screen they were meant for (issue #21, 6)."""

from textual import events

from tests.ui.test_game_screen import start
from tests.ui.test_table_defects import text_of

LAST_BLACK = "dq 2 6.7.4; dq 6 6.7.4"
"""Seat 8 is the last black at the table."""


def question(app) -> str:
    assert app.screen.id == "confirm", app.screen
    return text_of(app, "#confirm-what") + " " + text_of(app, "#confirm-keys")


def on_disk(app, session) -> bytes:
    return app.store.path(session.game.id).read_bytes()


async def burst(app, pilot, *keys):
    """Keys that arrive together, as a terminal delivers fast typing (or a paste) in one read:
    each reaches the screen that has the keys when the app gets to it."""
    for name in keys:
        app._driver.send_message(events.Key(name, name if len(name) == 1 else None))
    for _ in range(5):
        await pilot.pause()


async def test_a_sub_rule_digit_typed_fast_is_no_nomination(make_app):
    """The digit after ``d 5`` reached the game screen before the sub-rule dialog opened and
    nominated player 4; it picks 6.7.4 now, as a judge typing at any speed means."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, "nom 8; n")
        await burst(app, pilot, "d", "5", "4")
        state = session.game.state
        assert app.screen.id == "game" and state.player(5).disqualified == "6.7.4"
        assert 4 not in state.days[-1].candidates


async def test_a_letter_on_the_sub_rule_dialog_is_refused_once(make_app):
    """Textual calls each class's key handler in turn: the dialog's own and then Keyed's used
    to refuse the same letter twice (two toasts)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "nom 8; n")
        await pilot.press("x", "6")
        before = len(app._notifications)
        await pilot.press("k")
        assert app.screen.id == "pick" and len(app._notifications) == before + 1

"""One route per command (issue #26): every record of the registry leads to what runs it — an
action builder, the key grammar's own method, or one method of each screen that has it, taking
as many seats as the record says are typed after its key."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest
from textual.app import App

import mafia_tui.ui.screens as screens_package
from mafia_tui.rules import Foul, WithdrawFoul
from mafia_tui.ui.command_actions import Refused, withdraw
from mafia_tui.ui.commands import BY_ID, COMMANDS, Command
from mafia_tui.ui.grammar import KeyGrammar
from mafia_tui.ui.screens.base import Keyed
from tests.conftest import new_game

GRAMMAR_METHODS = {"digits": "digit"}


def screen_classes() -> dict[str, list[type]]:
    """SCREEN_KEY -> the screen classes that carry it."""
    for info in pkgutil.iter_modules(screens_package.__path__):
        importlib.import_module(f"{screens_package.__name__}.{info.name}")
    found: dict[str, list[type]] = {}
    stack = list(Keyed.__subclasses__())
    while stack:
        cls = stack.pop()
        stack += cls.__subclasses__()
        if cls.SCREEN_KEY and "SCREEN_KEY" in vars(cls):
            found.setdefault(cls.SCREEN_KEY, []).append(cls)
    return found


SCREENS = screen_classes()


def test_the_screens_are_found() -> None:
    assert {"game", "start", "end", "standings", "list", "settings"} <= set(SCREENS)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.id)
def test_every_command_leads_to_what_runs_it(command: Command) -> None:
    keys = set(SCREENS) if "*" in command.screens else set(command.screens)
    assert keys, command.id
    if command.own_keys:
        for key in keys:
            for cls in SCREENS[key]:
                if key == "game":
                    method = GRAMMAR_METHODS.get(command.id, command.id)
                    assert callable(getattr(KeyGrammar, method)), command.id
                elif command.keys == ("tab",):
                    assert callable(App.action_focus_next)  # Textual's own Tab, the app's
                else:
                    assert "on_key" in vars(cls), f"{cls.__name__} reads no keys itself"
        return
    if command.act is not None:
        assert keys == {"game"} and list(inspect.signature(command.act).parameters) == [
            "game",
            "seats",
        ]
        return
    for key in keys:
        assert key in SCREENS, f"{command.id}: no screen has the key {key!r}"
        for cls in SCREENS[key]:
            runner = getattr(cls, command.handler, None)
            assert callable(runner), f"{cls.__name__} lacks {command.handler}"
            params = list(inspect.signature(runner).parameters)[1:]

            assert len(params) == command.seats, f"{cls.__name__}.{command.handler}"


def test_a_seat_command_reaches_its_builder_and_a_refusal_is_said() -> None:
    g = KeyGrammar(new_game(""))
    assert g.press("f").action is None and g.pending == "foul"
    assert g.press("3").action == Foul(3)
    refused = KeyGrammar(g.game)
    refused.press("w")
    result = refused.press("4")
    assert result.error and result.say == "no_foul_to_withdraw" and result.params == {"seat": 4}
    with pytest.raises(Refused):
        withdraw(g.game, (4,))


def test_a_dialog_command_reaches_the_screen_with_its_seat() -> None:
    g = KeyGrammar(new_game(""))
    g.press("y")
    result = g.press("0")
    assert (result.command, result.args) == ("rename", (10,))
    assert BY_ID["rename"].handler == "action_rename"


def test_withdraw_builds_the_seats_last_foul() -> None:
    game = new_game("foul 4; foul 2")
    action = withdraw(game, (4,))
    assert isinstance(action, WithdrawFoul)
    game.apply(action)
    assert game.state.player(4).fouls == 0 and game.state.player(2).fouls == 1

"""The one strict reader of a game file: its limits, its refusals, and only RuleError out."""

from __future__ import annotations

from mafia_tui.rules import game_from_dict, game_to_dict
from mafia_tui.rules.script import play
from tests.conftest import new_game, speeches


def test_a_night_entered_shot_by_shot_round_trips_in_memory():
    game = new_game()
    speeches(game)
    play(game, "shot 2:1,6:1,8:1")
    data = game_to_dict(game)
    assert data["actions"][-1]["shots"] == [[2, 1], [6, 1], [8, 1]]
    again = game_from_dict(data)
    assert again.log == game.log and again.state == game.state
    assert again.state.player(1).alive is False

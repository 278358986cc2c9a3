"""Would this ruling end the game, and how? The dry run the judge's screen asks before it lets a
team defeat, a disqualification or a fourth foul end the game with one key (issue #21, 6)."""

from collections.abc import Callable
from copy import deepcopy
from typing import TypeVar

import pytest

from mafia_tui.rules import Disqualify, Foul, Game, Next, Shot, TeamDefeat
from mafia_tui.rules.queries import Ending, ruling_ending
from mafia_tui.rules.script import play
from tests.conftest import new_game

T = TypeVar("T")

LAST_BLACK = "dq 2 6.7.4; dq 6 6.7.4"
"""Seat 8 is the last black at the table."""
FOUR_REDS = "dq 1 6.7.1; dq 3 6.7.1; dq 5 6.7.1"
"""Four reds (4, 7, 9, 10) against three blacks: one red less is a black majority."""


def unchanged(game: Game, ask: Callable[[], T]) -> T:
    """``ask`` answers about ``game`` and changes nothing in it."""
    state, log, copy = game.state, game.log, deepcopy(game.state)
    answer = ask()
    assert game.state is state and game.log == log
    assert state == copy and state.events == copy.events  # not changed in place either
    return answer


@pytest.mark.parametrize(("seat", "winner"), [(6, "red"), (5, "black")])
def test_a_team_defeat_ends_the_game_with_the_other_teams_win(seat: int, winner: str) -> None:
    game = new_game("nom 8; n")
    answer = unchanged(game, lambda: ruling_ending(game, TeamDefeat(seat, "6.8.1")))
    assert answer == Ending(winner, "6.8", now=True)
    game.apply(TeamDefeat(seat, "6.8.1"))  # what was foretold is what happens
    assert game.state.over and game.state.result == winner and game.state.end_rule == "6.8"


def test_a_disqualification_of_the_last_black_ends_it_and_another_does_not() -> None:
    game = new_game(LAST_BLACK)
    assert unchanged(game, lambda: ruling_ending(game, Disqualify(8, "6.7.4"))) == Ending(
        "red", "1.4", now=True
    )
    assert ruling_ending(game, Disqualify(5, "6.7.4")) is None  # six reds against one black


def test_a_disqualification_that_gives_the_blacks_the_majority_ends_it() -> None:
    game = new_game(FOUR_REDS)
    assert ruling_ending(game, Disqualify(7, "6.7.1")) == Ending("black", "1.4", now=True)
    assert ruling_ending(game, Disqualify(8, "6.7.1")) is None  # a black: 4 against 2


def test_a_fourth_foul_that_removes_the_last_black_ends_it_a_third_does_not() -> None:
    game = new_game(f"{LAST_BLACK}; foul 8; foul 8")
    assert ruling_ending(game, Foul(8)) is None  # the third: a warning, no removal
    play(game, "foul 8")
    assert ruling_ending(game, Foul(8)) == Ending("red", "1.4", now=True)
    assert ruling_ending(game, Foul(7)) is None


def test_in_a_last_word_the_result_is_fixed_and_the_game_ends_after_it() -> None:
    """7.10: a removal in a last word fixes the result; the last word itself runs on."""
    game = new_game("dq 1 6.7.1; dq 3 6.7.1; n*8; shot 4; don 5; sher 2")
    assert game.state.step.kind.value == "last_word" and game.state.result is None
    assert ruling_ending(game, Disqualify(5, "6.7.1")) == Ending("black", "1.4", now=False)


def test_once_the_result_is_fixed_a_ruling_changes_nothing_and_is_not_asked_about() -> None:
    game = new_game(f"{LAST_BLACK}; dq 8 6.7.4")
    assert game.state.over
    assert ruling_ending(game, Disqualify(5, "6.7.4")) is None
    assert ruling_ending(game, TeamDefeat(5, "6.8.1")) is None
    game = new_game("dq 1 6.7.1; dq 3 6.7.1; n*8; shot 4; don 5; sher 2; dq 5 6.7.1")
    assert game.state.result == "black" and not game.state.over  # the last word runs on
    assert ruling_ending(game, TeamDefeat(7, "6.8.1")) is None


def test_the_normal_flow_and_refused_rulings_are_not_asked_about() -> None:
    game = new_game(f"{FOUR_REDS}; n*7")  # the day's speeches; the vote was cancelled (7.1)
    assert game.state.step.kind.value == "shot"
    assert ruling_ending(game, Shot(4)) is None  # a kill that fixes a black win: the game's flow
    game = new_game(LAST_BLACK)
    assert ruling_ending(game, TeamDefeat(5, "6.9")) is None  # the engine refuses it
    assert ruling_ending(game, Disqualify(2, "6.7.4")) is None  # already disqualified
    assert ruling_ending(game, Next()) is None

"""A stand-in's game counts the way the tournament says: for the stand-in, or for nobody."""

import pytest

from mafia_tui.rules import Game
from mafia_tui.rules.errors import RuleError
from mafia_tui.rules.game_result import GameResult
from mafia_tui.rules.tournament import compute
from mafia_tui.rules.tournament_rules import TournamentRules
from tests.unit.test_tournament import PEOPLE, game


def with_stand_in(kind: str = "red", number: int = 2) -> Game:
    """A game where P11 sits in seat 4 for the planned P4."""
    nicks = PEOPLE[:10]
    nicks[3] = "P11"
    g = game(kind, nicks, number=number)
    g.state.players[3].stand_in_for = "P4"
    return g


def test_by_default_the_stand_in_plays_for_himself() -> None:
    st = compute([game("red"), with_stand_in()])
    assert st.row("P11").games == 1 and st.row("P4").games == 1


def test_for_nobody_the_seat_counts_in_no_row_but_the_game_counts_for_the_rest() -> None:
    rules = TournamentRules(stand_in="nobody")
    st = compute([game("red"), with_stand_in()], rules)
    assert "p11" not in {r.nick.casefold() for r in st.rows}
    assert st.row("P4").games == 1  # his own game only: the stand-in's is not his
    assert st.row("P1").games == 2 and st.games == 2


def test_the_mark_survives_the_results_cache() -> None:
    result = GameResult.of(with_stand_in())
    back = GameResult.from_dict(result.to_dict())
    assert back == result and back.seats[3].stand_in_for == "P4"
    plain = GameResult.of(game("red"))
    assert len(plain.to_dict()["seats"][0]) == 11  # unchanged for games without a stand-in


@pytest.mark.parametrize("value", ["stand_in", "nobody"])
def test_the_rule_is_read_from_the_rules_block(value: str) -> None:
    assert TournamentRules.from_dict({"stand_in": value}).stand_in == value


def test_an_unknown_stand_in_rule_is_refused() -> None:
    with pytest.raises(RuleError):
        TournamentRules.from_dict({"stand_in": "half"})

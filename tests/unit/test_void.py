"""Voiding a game (issue #36, finding 4): the head judge's mark in the record, and a voided
game counting nowhere in the tournament table: points, games played, K (8.7), Ci (8.6), the
table before a round, the final's ten, the games waiting for a check."""

from __future__ import annotations

import json
from fractions import Fraction as F

import pytest

from mafia_tui.rules import Game, RuleError, game_from_dict, game_to_dict, record_digest
from mafia_tui.rules.after import AfterGame, Void
from mafia_tui.rules.desk import checked, sign
from mafia_tui.rules.voiding import counted, counts, unvoid, void, void_of
from mafia_tui.tournament.game_result import GameResult
from mafia_tui.tournament.stages import final_cut, games_before, rounds_of
from mafia_tui.tournament.standings import compute
from tests.unit.test_tournament import game

AT = "2026-12-01T20:00:00+03:00"


def voided(g: Game, reason: str = "игра по чужой рассадке") -> Game:
    g.after = void(g, reason, "Сидоров", AT)
    return g


# --- the mark in the record ------------------------------------------------------------------


def test_the_void_is_kept_in_the_record_and_read_back() -> None:
    g = voided(game("red"))
    data = json.loads(json.dumps(game_to_dict(g), ensure_ascii=False))
    assert data["after"]["void"] == {"reason": "игра по чужой рассадке", "by": "Сидоров", "at": AT}
    back = game_from_dict(data)
    assert void_of(back) == Void("игра по чужой рассадке", "Сидоров", AT)
    assert not counts(back)


def test_a_record_without_a_void_writes_no_void_key() -> None:
    assert "void" not in game_to_dict(game("red"))["after"]
    assert counts(game("red"))


@pytest.mark.parametrize(
    "bad",
    [
        "x",
        {"reason": "r", "by": "Сидоров"},
        {"reason": "", "by": "Сидоров", "at": AT},
        {"reason": "r", "by": " ", "at": AT},
        {"reason": "r", "by": "Сидоров", "at": "вчера"},
        {"reason": "r\u202e", "by": "Сидоров", "at": AT},
        {"reason": "r" * 501, "by": "Сидоров", "at": AT},
    ],
)
def test_a_malformed_void_is_refused_on_reading(bad: object) -> None:
    data = game_to_dict(game("red"))
    data["after"]["void"] = bad
    with pytest.raises(RuleError):
        game_from_dict(data)


def test_voiding_needs_a_reason_and_a_name_and_is_done_once() -> None:
    g = game("red")
    with pytest.raises(RuleError) as err:
        void(g, "  ", "Сидоров", AT)
    assert err.value.code == "void_reason_missing"
    with pytest.raises(RuleError) as err:
        void(g, "тест", " ", AT)
    assert err.value.code == "bad_name"
    g.after = void(g, "тест", "Сидоров", AT)
    with pytest.raises(RuleError) as err:
        void(g, "ещё раз", "Сидоров", AT)
    assert err.value.code == "already_void"
    assert void_of(g) == Void("тест", "Сидоров", AT)


def test_unvoid_brings_the_record_back_as_it_was() -> None:
    g = game("red")
    before = game_to_dict(g)
    g.after = void(g, "тест", "Сидоров", AT)
    g.after = unvoid(g)
    assert game_to_dict(g) == before
    with pytest.raises(RuleError) as err:
        unvoid(g)
    assert err.value.code == "not_void"


def test_an_unfinished_test_game_can_be_voided() -> None:
    from tests.conftest import new_game

    g = new_game()
    assert not g.state.over
    g.after = void(g, "тестовая игра", "Сидоров", AT)
    assert game_from_dict(game_to_dict(g)).after.void is not None


def test_voiding_leaves_the_head_judges_check_as_it_was() -> None:
    """The void is a decision about the game's place in the tournament, not a change of its
    record: the check covers the same record before and after."""
    g = game("red")
    g.after = sign(g, "Сидоров", AT)
    digest = record_digest(g)
    g.after = void(g, "тест", "Сидоров", AT)
    assert record_digest(g) == digest and checked(g)


def test_the_results_cache_keeps_the_void() -> None:
    result = GameResult.of(voided(game("red")))
    assert result.void == "игра по чужой рассадке"
    assert GameResult.from_dict(json.loads(json.dumps(result.to_dict()))) == result
    assert "void" not in GameResult.of(game("red")).to_dict()


def test_a_voided_game_is_asked_by_one_query() -> None:
    plain, gone = GameResult.of(game("red")), GameResult.of(voided(game("black", number=2)))
    assert counted([plain, gone]) == [plain]


# --- the tournament table --------------------------------------------------------------------


def test_a_voided_game_gives_no_points_and_is_no_game_played() -> None:
    games = [game("red"), voided(game("black", number=2))]
    st = compute(games)
    assert st.games == 1
    assert st.row("P1").games == 1 and st.row("P2").games == 1
    assert st.row("P2").main == 0  # the black win of the voided game gives nothing
    assert [g.id for g in st.voided] == [games[1].id]


def test_a_voided_game_is_no_game_for_k() -> None:
    """3 red wins and a black win give K = 1.5 to the black win (8.7.2); voiding one red win
    leaves N = 3, n = 1: K = 1 + (1.5 - 1) / 1.5 = 4/3."""
    games = [game("red", number=i) for i in range(1, 4)] + [game("black", number=4)]
    assert compute(games).k["tournament"] == F(3, 2)
    games[0] = voided(games[0])
    st = compute(games)
    assert st.k["tournament"] == F(4, 3) and st.row("P2").main == F(4, 3)


def test_a_voided_game_is_not_on_the_ci_distance() -> None:
    """P1 killed on the first night of a black win: Ci over his games (8.6). With a voided
    game among them his distance is shorter, and a voided first-night kill is not counted."""
    games = [game("black"), *(game("red", number=i) for i in range(2, 6))]
    st = compute(games)
    assert st.row("P1").ci_games == 5 and st.row("P1").ci_i == 1
    games[0] = voided(games[0])
    st = compute(games)
    assert st.row("P1").ci_games == 4 and st.row("P1").ci_i == 0 and st.row("P1").ci == 0


def test_a_voided_game_waits_for_no_check_and_is_not_an_unfinished_one() -> None:
    from tests.conftest import new_game

    unfinished = new_game()
    unfinished.after = void(unfinished, "тест", "Сидоров", AT)
    st = compute([game("red"), voided(game("black", number=2)), unfinished])
    assert [g.id for g in st.unsigned] == [game("red").id]
    assert st.ignored == [] and len(st.voided) == 2


def test_a_voided_game_makes_no_round_before_n() -> None:
    """A voided test game numbered 9 does not count as a round: "before game 3" is still the
    table after rounds 1 and 2."""
    results = [
        GameResult.of(g)
        for g in (
            game("red", number=1),
            game("black", number=2),
            voided(game("red", number=9)),
            game("red", number=10),
        )
    ]
    assert rounds_of(results) == [(0, 1), (0, 2), (0, 10)]
    assert [g.game_number for g in games_before(results, 3)] == [1, 2]


def test_a_voided_game_does_not_decide_the_final() -> None:
    """P1 wins a second game that was voided: counted, it would make him the one finalist;
    voided, the cut is game 1's alone (its Sheriff, by 8.8.3)."""
    first = game("red", number=1)
    second = game("red", ["P1", *(f"X{i}" for i in range(1, 10))], number=2)
    assert final_cut(compute([first, second]), 1).finalists == ("P1",)
    cut = final_cut(compute([first, voided(second)]), 1)
    assert cut == final_cut(compute([first]), 1) and cut.finalists == ("P4",)


def test_an_after_block_from_an_older_file_reads_without_a_void() -> None:
    assert AfterGame.from_dict({"extras": [], "penalties": [], "comments": ""}).void is None

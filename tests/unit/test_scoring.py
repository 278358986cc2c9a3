"""Points of a game (8.2-8.5) and the limits on the judge's extra points."""

from collections.abc import Iterable
from decimal import Decimal as D

import pytest

from mafia_tui.rules import AfterGame, Extra, Game, Penalty, RuleError, check, score
from mafia_tui.rules.script import play
from tests.conftest import new_game


def red_win() -> Game:
    g = new_game()
    play(g, "dq 2 6.7.4; dq 8 6.7.4; dq 6 6.7.4")
    return g


def after(*extras: tuple[int, str], penalties: Iterable[Penalty] = ()) -> AfterGame:
    return AfterGame([Extra(s, D(p), "хорошая игра") for s, p in extras], list(penalties))


def test_8_2_winners_get_one_point_losers_none() -> None:
    g = red_win()
    rows = score(g.state, g.profile)
    assert [int(r.main) for r in rows] == [1, 0, 1, 1, 1, 0, 1, 0, 1, 1]
    assert rows[1].extra == D("-0.5")


def test_8_4_extra_points_within_the_limits() -> None:
    g = red_win()
    a = after((1, "0.5"), (2, "0.3"), (3, "0.2"))
    assert check(g.state, g.profile, a) == []
    rows = score(g.state, g.profile, a)
    assert rows[0].total == D("1.5") and rows[1].extra == D("-0.2")


def test_8_4_1_at_most_three_players() -> None:
    g = red_win()
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, after((1, "0.1"), (3, "0.1"), (4, "0.1"), (5, "0.1")))
    assert err.value.rule == "8.4.1"


def test_8_4_2_sum_at_most_one() -> None:
    g = red_win()
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, after((1, "0.7"), (3, "0.4")))
    assert err.value.rule == "8.4.2"


def test_8_4_3_winner_at_most_0_7_and_0_6_needs_the_head_judge() -> None:
    g = red_win()
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, after((1, "0.75")))
    assert err.value.rule == "8.4.3"
    assert check(g.state, g.profile, after((1, "0.6"))) == ["1"]
    assert score(g.state, g.profile, after((1, "0.6")))[0].needs_head_judge


def test_8_4_4_loser_at_most_0_4() -> None:
    g = red_win()
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, after((2, "0.45")))
    assert err.value.rule == "8.4.4"


def test_8_4_6_no_extra_points_in_a_draw() -> None:
    g = new_game()
    for _ in range(3):
        play(g, "n*10; shot -; don 1; sher 1")
    play(g, "n*10")
    assert g.state.result == "draw"
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, after((1, "0.1")))
    assert err.value.rule == "8.4.6"


def test_9_10_each_extra_needs_a_reason_and_a_sane_value() -> None:
    g = red_win()
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, AfterGame([Extra(1, D("0.3"), "  ")]))
    assert err.value.rule == "9.10"
    with pytest.raises(RuleError):
        check(g.state, g.profile, after((1, "0.33")))
    with pytest.raises(RuleError):
        check(g.state, g.profile, after((1, "-0.1")))


def test_8_5_penalty_fits_role_and_result() -> None:
    g = red_win()
    ok = Penalty(8, "8.5.4", "вскрылся шерифом")
    assert check(g.state, g.profile, AfterGame(penalties=[ok])) == []
    assert score(g.state, g.profile, AfterGame(penalties=[ok]))[7].extra == D("-0.9")
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, AfterGame(penalties=[Penalty(1, "8.5.1", "сломал")]))
    assert err.value.rule == "8.5.1"  # red won, so 8.5.1 cannot apply
    with pytest.raises(RuleError):
        check(g.state, g.profile, AfterGame(penalties=[Penalty(1, "8.5.9", "x")]))


def test_removal_by_four_fouls_scores_like_a_disqualification() -> None:
    g = new_game()
    play(g, "foul 5; foul 5; foul 5; foul 5")
    assert score(g.state, g.profile)[4].disqualification == D("-0.5")

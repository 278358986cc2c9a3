"""Boundaries and exact outputs a wrong rule would change (issue #15 G)."""

from decimal import Decimal as D
from fractions import Fraction as F

import pytest

from mafia_tui.rules import (
    PRESETS,
    Action,
    AfterGame,
    DonCheck,
    Extra,
    Game,
    LiftVote,
    Nominate,
    Penalty,
    Profile,
    RuleError,
    Status,
    StepKind,
    TeamDefeat,
    Vote,
    check,
)
from mafia_tui.rules.script import play
from mafia_tui.tournament.standings import _b_of, _ci, compute
from mafia_tui.tournament.tournament_rules import TournamentRules
from tests.conftest import new_game, said, speeches
from tests.unit.test_day import four_at_table
from tests.unit.test_tournament import PEOPLE
from tests.unit.test_tournament import game as finished


def refused(game: Game, action: Action) -> RuleError:
    before = game.state
    with pytest.raises(RuleError) as err:
        game.apply(action)
    assert game.state is before
    return err.value


# --- the tournament table -----------------------------------------------------------------


def test_8_8_the_table_is_best_first_with_extras_and_penalties_counted() -> None:
    red = finished("red", number=1)
    red.after = AfterGame(
        [Extra(1, D("0.3"), "лидер"), Extra(2, D("0.2"), "старался")],
        [Penalty(8, "8.5.4", "вскрылся шерифом")],
    )
    assert check(red.state, red.profile, red.after) == []
    black = finished("black", PEOPLE[2:12], number=2)
    st = compute([red, black], TournamentRules(k_max_participants=0))
    # P3..P12 sat at seats 1..10 of the black win; K is off (k_max_participants=0).
    assert [(r.nick, r.total, r.place, r.place_to) for r in st.rows] == [
        ("P4", 2, 1, 1),  # two wins, one as Sheriff (8.8.3) ...
        ("P10", 2, 2, 2),  # ... ahead of two plain wins
        ("P3", F(7, 5), 3, 3),  # a win, and Ci 0.4 for the first-night kill (N=2, B=1)
        ("P1", F(13, 10), 4, 4),  # a win and the judge's 0.3 (8.4)
        ("P5", 1, 5, 7),
        ("P7", 1, 5, 7),
        ("P9", 1, 5, 7),  # equal on all: a lot (8.8.5)
        ("P8", F(3, 5), 8, 8),  # a win, and an 8.5.4 penalty of -0.4
        ("P2", F(1, 5), 9, 9),  # no win, the judge's 0.2
        ("P6", 0, 10, 12),
        ("P11", 0, 10, 12),
        ("P12", 0, 10, 12),
    ]
    assert st.row("P8").extra == F(-2, 5)  # 8.5: -0.4 counts in the extras (8.8.1)
    assert st.row("P2").extra == F(1, 5)  # 8.4: the judge's 0.2


def test_8_7_k_applies_at_exactly_twenty_participants() -> None:
    games = [finished("red", number=i) for i in range(1, 4)] + [finished("black", number=4)]
    twenty = [f"X{i}" for i in range(10)] + PEOPLE[:10]
    assert compute(games, participants=twenty).k["tournament"] == F(3, 2)
    assert compute(games, participants=[*twenty, "X99"]).k["tournament"] == 1


def test_8_7_2_k_when_one_side_never_won() -> None:
    games = [finished("red", number=i) for i in range(1, 3)]
    st = compute(games)
    assert (st.k["tournament"], st.heavy_side["tournament"]) == (F(2), "black")


@pytest.mark.parametrize(
    "n,b",
    [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 2), (7, 3), (8, 3), (9, 4), (10, 4), (12, 5)],
)
def test_8_6_1_b_is_forty_percent_of_the_games_rounded(n: int, b: int) -> None:
    assert _b_of(n) == b


def test_8_6_1_ci_at_i_equal_to_b_and_either_side() -> None:
    rules = TournamentRules()
    assert [_ci(i, 4, rules) for i in range(6)] == [
        0,
        F(1, 10),
        F(1, 5),
        F(3, 10),
        F(2, 5),
        F(2, 5),
    ]
    assert _ci(0, 0, rules) == 0 and _ci(1, 0, rules) == F(2, 5)


def test_8_6_ci_with_b_at_forty_percent_of_four_games() -> None:
    # N = 4, B = round(1.6) = 2; P1 killed first night in 2 lost games: i = B, Ci = 0.4 each.
    games = [finished("black", number=n) for n in (1, 2)] + [
        finished("red", number=n) for n in (3, 4)
    ]
    p1 = compute(games, TournamentRules(k_max_participants=0)).row("P1")
    assert (p1.ci_games, p1.ci_b, p1.ci_i) == (4, 2, 2)
    assert [x.ci for x in p1.lines] == [F(2, 5), F(2, 5), 0, 0]


# --- the day --------------------------------------------------------------------------------


def test_4_4_2_a_nomination_in_someone_elses_speech_is_refused(game: Game) -> None:
    err = refused(game, Nominate(2, 5))
    assert (err.code, err.rule, err.params) == ("not_speaker", "4.4.2", {"seat": 2, "speaker": 1})


@pytest.mark.parametrize(
    "script,step",
    [
        ("nom 5; n; nom 3; n*9; vote 7", "last_word"),
        ("nom 5; n; nom 3; n*9", "vote"),
        ("nom 5; n; nom 3; n*9; vote 5", "tie_speech"),
        ("n*10", "shot"),
        ("n*10; shot -", "don_check"),
    ],
)
def test_4_4_2_a_nomination_outside_a_speech_is_refused(game: Game, script: str, step: str) -> None:
    play(game, script)
    assert game.state.step.kind.value == step
    err = refused(game, Nominate(game.state.step.seat or 1, 4))
    assert (err.code, err.params) == ("wrong_step", {"action": "nominate", "step": step})


def test_4_4_8_a_count_of_all_at_the_table_is_accepted_and_one_more_is_not(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9})
    err = refused(game, Vote(5, 11))
    assert err.params == {"count": 11, "left": 10}
    game.apply(Vote(5, 10))
    assert game.state.days[0].rounds[0].counts == [10, 0, 0]


def test_4_4_8_the_hands_left_are_exact_after_a_count(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9})
    play(game, "vote 3")
    assert refused(game, Vote(3, 8)).params == {"count": 8, "left": 7}
    game.apply(Vote(3, 7))
    assert game.state.days[0].rounds[0].counts == [3, 7, 0]


def test_4_4_15_a_lift_of_everyone_at_the_table_is_accepted(game: Game) -> None:
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 5; n*2; vote 5")
    assert refused(game, LiftVote(11)).params == {"count": 11, "left": 10}
    assert refused(game, LiftVote(-1)).code == "too_many_votes"
    game.apply(LiftVote(10))
    assert game.state.days[0].left == [5, 3]


def test_4_4_15_a_lift_needs_more_than_half(game: Game) -> None:
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 5; n*2; vote 5; lift 5")
    assert game.state.days[0].outcome == "lift_failed"
    play(game, "undo; lift 6")
    assert game.state.days[0].outcome == "voted_out"


def nine_three_tied(profile: Profile) -> Game:
    g = speeches(new_game(profile=profile))
    play(g, "shot 1; don 3; sher 2; n")  # nine at the table, day 2 opens with 2
    speeches(g, {2: 5, 3: 7, 4: 9})
    play(g, "vote 3; vote 3")  # 5:3 7:3 9:3
    play(g, "n*3; vote 3; vote 3")
    return g


def test_4_4_15_nine_players_three_tied_twice_go_to_the_lift_under_2018() -> None:
    g = nine_three_tied(Profile())
    assert len(g.state.alive) == 9
    assert (g.state.step.kind, g.state.step.candidates) == (StepKind.LIFT_VOTE, (5, 7, 9))


def test_nine_players_three_tied_twice_no_lift_when_set() -> None:
    g = nine_three_tied(PRESETS["fiim-mafiaratings-2025"])
    assert said(g.events)[-1] == ("no_vote_tie_nine", "", {})
    assert g.state.days[-1].outcome == "tie_nine" and g.state.step.kind is StepKind.SHOT


def test_7_10_a_deciding_vote_with_no_last_word_ends_the_game_at_once() -> None:
    g = four_at_table(Profile(last_word_at_game_end=False))
    speeches(g, {0: 6})
    assert g.state.over and g.state.result == "red"
    assert g.state.player(6).status is Status.VOTED_OUT
    g2 = four_at_table()
    speeches(g2, {0: 6})
    assert not g2.state.over and g2.state.step.kind is StepKind.LAST_WORD


def test_7_7_thirty_seconds_at_three_players() -> None:
    g = new_game(
        "dq 2 6.7.4; dq 8 6.7.4; dq 1 6.7.4; dq 3 6.7.4; dq 4 6.7.4; dq 5 6.7.4;dq 7 6.7.4"
    )
    assert [p.seat for p in g.state.alive] == [6, 9, 10] and g.state.result is None
    assert g.state.step.seat == 6
    play(g, "foul 9; foul 9; foul 9")
    assert said(g.warnings()) == [
        ("w_vote_cancelled", "7.1", {}),
        ("w_removal_wins", "1.4", {"seat": 9, "result": "black"}),  # the Don against 10
        ("w_short", "7.7", {"seat": 9}),
        ("w_fourth_removes", "6.5", {"seat": 9}),
    ]
    play(g, "n")
    assert (g.state.step.seat, g.state.step.seconds, g.state.step.reason) == (9, 30, "short")


def test_7_7_the_mute_at_five_players() -> None:
    g = new_game("dq 2 6.7.4; dq 1 6.7.4; dq 3 6.7.4; dq 4 6.7.4; dq 5 6.7.4")
    assert [p.seat for p in g.state.alive] == [6, 7, 8, 9, 10] and g.state.result is None
    play(g, "foul 9; foul 9; foul 9")
    while g.state.step.seat != 9:
        play(g, "n")
    assert (g.state.step.seconds, g.state.step.reason) == (0, "mute")


def test_6_8_team_defeat_by_a_black_player_gives_red_the_win(game: Game) -> None:
    game.apply(TeamDefeat(6, "6.8.2"))
    assert (game.state.result, game.state.end_rule, game.state.over) == ("red", "6.8", True)
    assert said(game.events) == [("game_decided", "6.8", {"result": "red"})]


# --- the night --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "script,step", [("", "speech"), ("n*10", "shot"), ("n*10; shot -; don 1", "sheriff_check")]
)
def test_10_4_a_dons_check_at_a_wrong_step_is_refused(game: Game, script: str, step: str) -> None:
    play(game, script)
    err = refused(game, DonCheck(4))
    assert (err.code, err.params) == ("wrong_step", {"action": "don_check", "step": step})


def test_10_4_the_don_checks_after_the_shot_and_before_the_sheriff(game: Game) -> None:
    play(game, "n*10; shot -")
    assert (game.state.step.kind, game.state.step.seat) == (StepKind.DON_CHECK, 6)
    play(game, "don 4")
    assert (game.state.step.kind, game.state.step.seat) == (StepKind.SHERIFF_CHECK, 4)
    play(game, "sher 2")
    assert game.state.step.kind is StepKind.SPEECH and game.state.day == 2


def test_8_4_limits_are_inclusive() -> None:
    g = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    assert check(
        g.state, g.profile, AfterGame([Extra(1, D("0.7"), "r"), Extra(3, D("0.3"), "r")])
    ) == ["1"]
    assert check(g.state, g.profile, AfterGame([Extra(2, D("0.4"), "r")])) == []
    assert check(g.state, g.profile, AfterGame([Extra(1, D("0.55"), "r")])) == []
    three = AfterGame([Extra(s, D("0.1"), "r") for s in (1, 3, 4)])
    assert check(g.state, g.profile, three) == []

"""Day flow: speaking order, nominations, votes, ties and the lift (RULES.md §1.5-§1.8)."""

import pytest

from mafia_tui.rules import (
    FIIM_2018,
    Game,
    LiftVote,
    Next,
    Nominate,
    Profile,
    RuleError,
    Shot,
    Status,
    StepKind,
    Vote,
)
from mafia_tui.rules.script import play
from tests.conftest import new_game, said, speeches


def test_1_4_zero_night_has_three_timed_steps_and_no_shot() -> None:
    g = new_game(zero=False)
    assert g.state.step.kind is StepKind.AGREEMENT and g.state.step.seconds == 60
    with pytest.raises(RuleError) as err:
        g.apply(Shot(3))
    assert err.value.code == "wrong_step"
    play(g, "n")
    assert (g.state.step.kind, g.state.step.seconds) == (StepKind.SHERIFF_LOOK, 20)
    play(g, "n")
    step = g.state.step  # read again: mypy keeps the kind narrowed across play()
    assert step.kind is StepKind.FREE_SEATING
    play(g, "n")
    assert (g.state.step.kind, g.state.step.seat, g.state.step.day) == (StepKind.SPEECH, 1, 1)


def test_1_4_zero_length_steps_are_skipped() -> None:
    g = new_game(zero=False, profile=Profile(sheriff_look_seconds=0, free_seating_seconds=0))
    play(g, "n")
    assert g.state.step.kind is StepKind.SPEECH


def test_1_5_day_one_opens_with_seat_one_and_runs_round_the_table(game: Game) -> None:
    seen = []
    while game.state.step.kind is StepKind.SPEECH:
        seen.append((game.state.step.seat, game.state.step.seconds))
        game.apply(Next())
    assert seen == [(s, 60) for s in range(1, 11)]
    assert game.state.step.kind is StepKind.SHOT  # no nominations: night (§1.7)


def test_1_5_later_days_open_after_the_previous_opener_skipping_those_out() -> None:
    g = speeches(new_game(), {})
    play(g, "shot 2; don 3; sher 5")  # seat 2 (black) is killed: day 2 would open with 2
    assert g.state.step.kind is StepKind.LAST_WORD and g.state.step.seat == 2
    play(g, "n")
    assert g.state.step.seat == 3 and g.state.days[-1].opener == 3
    speeches(g)
    play(g, "shot 3; don 4; sher 6")
    play(g, "n")
    # Day 3 opens after day 2's opener (3): seat 4.
    assert g.state.step.seat == 4
    order: list[int | None] = []
    while (step := g.state.step).kind is StepKind.SPEECH:
        order.append(step.seat)
        play(g, "n")
    assert order == [4, 5, 6, 7, 8, 9, 10, 1]


def test_1_6_only_the_speaker_nominates_once_a_day(game: Game) -> None:
    with pytest.raises(RuleError) as err:
        game.apply(Nominate(5, 3))
    assert err.value.code == "not_speaker" and err.value.rule == "4.4.2"
    game.apply(Nominate(1, 3))
    game.apply(Nominate(1, 4))  # 4.4.3: the judge does not count it; a no-op with a note
    assert game.state.days[0].nominations == [(1, 3)]
    assert [(e.code, e.rule, e.param_dict()) for e in game.events] == [
        ("already_nominated_by", "4.4.3", {"seat": 1})
    ]
    assert game.events[0].message("ru") == (
        "Игрок 1 уже выставил кандидатуру сегодня: не засчитывается (п. 4.4.3)"
    )
    assert "nominate" not in game.legal()  # a nomination would no longer count


def test_1_6_naming_a_nominee_again_does_not_count_and_keeps_the_right(game: Game) -> None:
    play(game, "nom 3; n")
    game.apply(Nominate(2, 3))  # accepted as a no-op: the judge stays silent (S1 7.5)
    assert [(e.code, e.rule, e.param_dict()) for e in game.events] == [
        ("already_candidate", "", {"seat": 3})
    ]
    assert game.events[0].message("ru") == "Игрок 3 уже выставлен: не засчитывается"
    assert game.state.days[0].nominations == [(1, 3)]
    assert "nominate" in game.legal()  # his own nomination is still to come
    game.apply(Nominate(2, 5))
    assert game.state.days[0].candidates == [3, 5]


def test_1_6_a_player_not_at_the_table_cannot_be_nominated(game: Game) -> None:
    play(game, "dq 7 6.7.4")
    with pytest.raises(RuleError) as err:
        game.apply(Nominate(1, 7))
    assert (err.value.code, err.value.params) == ("not_at_table", {"seat": 7})


def test_1_7_votes_in_nomination_order_and_the_rest_go_to_the_last(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9})
    step = game.state.step
    assert step.kind is StepKind.VOTE and step.candidates == (5, 3, 9) and step.seat == 5
    with pytest.raises(RuleError) as err:
        game.apply(Vote(3, 2))
    assert err.value.code == "wrong_candidate"
    play(game, "vote 2; vote 3")
    rnd = game.state.days[0].rounds[0]
    assert rnd.counts == [2, 3, 5] and sum(rnd.counts) == 10
    assert game.state.player(9).status is Status.VOTED_OUT
    assert game.state.step.kind is StepKind.LAST_WORD and game.state.step.seat == 9


def test_1_7_counts_can_never_exceed_the_players_at_the_table(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9})
    play(game, "vote 7")
    with pytest.raises(RuleError) as err:
        game.apply(Vote(3, 4))
    assert err.value.code == "too_many_votes" and err.value.params["left"] == 3
    with pytest.raises(RuleError):
        game.apply(Vote(3, -1))


def test_1_7_when_all_hands_are_counted_the_rest_get_zero(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9})
    play(game, "vote 10")
    assert game.state.days[0].rounds[0].counts == [10, 0, 0]
    assert game.state.player(5).status is Status.VOTED_OUT


def test_1_7_day_one_single_candidate_no_vote(game: Game) -> None:
    speeches(game, {3: 8})
    assert game.state.step.kind is StepKind.SHOT
    assert game.state.days[0].outcome == "single_day1"
    assert said(game.events) == [("no_vote_single_day1", "4.4.10", {})]


def test_1_7_day_two_single_candidate_leaves_without_a_vote(game: Game) -> None:
    speeches(game, {})
    play(game, "shot -; don 1; sher 2")
    speeches(game, {5: 8})
    assert game.state.player(8).status is Status.VOTED_OUT
    assert game.state.step.kind is StepKind.LAST_WORD and game.state.step.seat == 8
    assert game.state.days[1].rounds == []


def test_1_8_tie_gives_30s_speeches_then_a_revote_among_the_tied(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9})
    play(game, "vote 4; vote 4")  # 5:4, 3:4, 9:2
    step = game.state.step
    assert (step.kind, step.seat, step.seconds) == (StepKind.TIE_SPEECH, 5, 30)
    play(game, "n")
    assert game.state.step.seat == 3
    play(game, "n")
    assert game.state.step.kind is StepKind.VOTE and game.state.step.candidates == (5, 3)
    assert game.state.step.round == 2
    play(game, "vote 6")
    assert game.state.player(5).status is Status.VOTED_OUT


def test_1_8_smaller_tie_repeats_speeches_and_revote(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9})
    play(game, "vote 3; vote 3")  # 5:3 3:3 9:4? no: 9 gets 4 -> 9 leaves
    assert game.state.player(9).status is Status.VOTED_OUT
    g = new_game()
    speeches(g, {1: 5, 2: 3, 4: 9, 6: 7})
    play(g, "vote 3; vote 3; vote 3")  # 5:3 3:3 9:3 7:1 -> three tied
    play(g, "n*3")
    assert g.state.step.candidates == (5, 3, 9)
    play(g, "vote 4; vote 4")  # 5:4 3:4 9:2 -> smaller tie
    assert g.state.step.kind is StepKind.TIE_SPEECH
    play(g, "n*2")
    step = g.state.step
    assert step.candidates == (5, 3) and step.round == 3


def test_1_8_same_tie_again_goes_to_the_lift_vote_with_strict_majority(game: Game) -> None:
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 5; n*2; vote 5")
    step = game.state.step
    assert step.kind is StepKind.LIFT_VOTE and step.candidates == (5, 3)
    with pytest.raises(RuleError):
        game.apply(LiftVote(11))
    play(game, "lift 5")  # 5 of 10 is not a majority
    assert game.state.days[0].outcome == "lift_failed"
    assert game.state.step.kind is StepKind.SHOT
    play(game, "undo; lift 6")
    assert game.state.player(5).status is Status.VOTED_OUT
    assert game.state.player(3).status is Status.VOTED_OUT
    assert game.state.step.seat == 5  # last words in nomination order
    play(game, "n")
    assert game.state.step.seat == 3


def test_7_9_no_lift_vote_when_everyone_at_the_table_is_tied(game: Game) -> None:
    speeches(game, {seat: seat % 10 + 1 for seat in range(1, 11)})
    assert len(game.state.step.candidates) == 10
    play(game, "vote 1;" * 9)
    assert said(game.warnings()) == [("w_lift_not_held", "7.9", {})]
    play(game, "n*10")
    assert game.state.step.kind is StepKind.VOTE and game.state.step.round == 2
    play(game, "vote 1;" * 9)
    assert game.state.days[0].outcome == "lift_not_held"
    assert said(game.events) == [
        ("votes_counted", "4.4.8", {"counts": tuple((s % 10 + 1, 1) for s in range(1, 11))}),
        ("no_vote_lift_not_held", "7.9", {}),
    ]
    step = game.state.step
    assert step.kind is StepKind.SHOT


def four_at_table(profile: Profile = FIIM_2018) -> Game:
    """Reds 1, 3, 5, 7 and blacks 2, 8 gone: the Don (6) and reds 4, 9, 10 on day 5."""
    g = new_game(profile=profile)
    speeches(g)
    play(g, "shot 1; don 3; sher 2")
    speeches(g, {0: 2})
    play(g, "n; shot 3; don 4; sher 6")
    speeches(g, {0: 8})
    play(g, "n; shot 5; don 9; sher 6")
    speeches(g, {0: 7})
    play(g, "n; shot -; don 9; sher 10")
    assert [p.seat for p in g.state.alive] == [4, 6, 9, 10]
    assert g.state.step.kind is StepKind.SPEECH and g.state.day == 5
    return g


def test_7_6_four_players_two_tied_twice_no_further_vote() -> None:
    g = four_at_table()
    speeches(g, {0: 9, 4: 6})
    cands = g.state.step.candidates
    assert len(cands) == 2
    play(g, "vote 2; n*2")
    assert said(g.warnings()) == [
        ("w_leaves_wins", "1.4", {"seat": 6, "result": "red"}),  # 6 is the last black
        ("w_tie_four", "7.6", {}),
        ("w_misses_at_four", "7.6", {"count": 1}),
    ]
    play(g, "vote 2")
    assert g.state.days[-1].outcome == "tie_four" and g.state.days[-1].outcome_rule == "7.6"
    assert g.state.step.kind is StepKind.SHOT
    g2 = four_at_table(Profile(rule_7_6=False))
    speeches(g2, {0: 9, 4: 6})
    play(g2, "vote 2; n*2; vote 2")
    assert g2.state.step.kind is StepKind.LIFT_VOTE and g2.state.step.candidates == cands


def test_7_6_three_misses_in_a_row_at_four_players_give_red_the_win() -> None:
    g = four_at_table()
    speeches(g)
    play(g, "shot -; don 9; sher 10")
    assert said(g.warnings()) == [("w_misses_at_four", "7.6", {"count": 2})]
    speeches(g)
    play(g, "shot -")
    assert g.state.result == "red" and g.state.end_rule == "7.6"
    assert g.state.over

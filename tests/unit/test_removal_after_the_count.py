"""A removal and the vote where the field and the old engine parted (issue #38, rulings 1-4):
7.2's "after the result was determined" by the count that fixes the leader, 7.6's two halves
under a rules code, day 1's leader who stays, and the day's record when the game ends on it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mafia_tui.rules import FIIM_2018, Game, Profile, Status, StepKind, TechFoul
from mafia_tui.rules.codes import profile_from_code
from mafia_tui.rules.script import play
from mafia_tui.rules.settled import count_leader
from tests.conftest import new_game, said, speeches
from tests.unit.test_day import four_at_table

TECH = replace(FIIM_2018, technical_fouls="two_remove")


def day1_count(first: int, profile: Profile = FIIM_2018) -> Game:
    """Day 1, candidates 3, 5 and 8; ``first`` hands for 3 counted, 5's count next."""
    g = new_game(profile=profile)
    speeches(g, {1: 3, 2: 5, 4: 8})
    play(g, f"vote {first}")
    assert (g.state.step.kind, g.state.step.seat) == (StepKind.VOTE, 5)
    return g


def remove_9(g: Game, how: str) -> None:
    """Seat 9 (a red) leaves the table: a 4th foul, a 2nd technical foul or 6.7."""
    if how == "fourth":
        play(g, "foul 9; foul 9; foul 9; foul 9")
    elif how == "tech":
        g.apply(TechFoul(9))
        g.apply(TechFoul(9))
    else:
        play(g, "dq 9 6.7.4")
    assert not g.state.player(9).alive


@pytest.mark.parametrize("how", ["fourth", "tech", "dq"])
def test_7_2_removed_after_six_of_ten_fixed_the_count_the_vote_stands(how: str) -> None:
    g = day1_count(6, TECH if how == "tech" else FIIM_2018)
    assert count_leader(g.state) == 3  # 4 hands left: neither 5 nor 8 can reach 6
    remove_9(g, how)
    day = g.state.days[0]
    assert g.state.player(3).status is Status.VOTED_OUT
    assert (day.cancelled, day.outcome, day.left, day.rounds[0].counts) == (
        "",
        "voted_out",
        [3],
        [6],
    )
    assert g.state.cancel_next_vote == "7.2"
    assert (g.state.step.kind, g.state.step.seat) == (StepKind.LAST_WORD, 3)
    assert ("next_vote_cancelled", "7.2", {}) in said(g.events)
    play(g, "n; shot -; don 1; sher 1")
    assert g.state.days[1].cancelled == "7.2"  # day 2 loses its vote, not day 1


def test_7_1_removed_before_the_count_fixes_anything_the_vote_is_not_held() -> None:
    g = day1_count(5)  # 5 of 10: 5 may still get the other 5
    assert count_leader(g.state) is None
    remove_9(g, "fourth")
    day = g.state.days[0]
    assert (day.cancelled, day.outcome, g.state.cancel_next_vote) == ("7.1", "cancelled", "")
    assert g.state.player(3).alive and g.state.step.kind is StepKind.SHOT


def test_7_2_the_warning_ahead_names_the_next_days_vote_once_the_count_fixed_it() -> None:
    g = new_game(profile=FIIM_2018)
    play(g, "foul 9; foul 9; foul 9")
    speeches(g, {1: 3, 2: 5, 4: 8})
    assert ("w_fourth_cancels_today", "7.1", {"seat": 9}) in said(g.warnings())
    play(g, "vote 6")
    assert ("w_fourth_cancels_next", "7.2", {"seat": 9}) in said(g.warnings())


def test_7_2_the_leader_himself_removed_after_the_fixing_count_cancels_nothing() -> None:
    g = day1_count(6)
    play(g, "foul 3; foul 3; foul 3; foul 3")
    day = g.state.days[0]
    assert g.state.player(3).status is Status.REMOVED
    assert (day.outcome, day.outcome_rule, day.left) == ("leader_removed", "7.2", [])
    assert g.state.cancel_next_vote == "" and g.state.step.kind is StepKind.SHOT
    play(g, "shot -; don 1; sher 1")
    assert g.state.days[1].cancelled == ""


def test_7_2_the_last_candidate_fixed_by_the_rest_stays_fixed_after_a_removal() -> None:
    g = new_game(profile=replace(FIIM_2018, enter_last_count=True))
    speeches(g, {1: 3, 2: 5, 4: 8})
    play(g, "vote 1; vote 1")  # 8 hands left, all for 8 (4.4.8)
    assert count_leader(g.state) == 8
    remove_9(g, "fourth")
    assert g.state.player(8).status is Status.VOTED_OUT and g.state.cancel_next_vote == "7.2"


def test_7_2_a_tie_fixed_by_the_count_is_no_result() -> None:
    g = day1_count(5)
    play(g, "vote 5")  # 5:5, 8 gets 0: a tie, the re-vote follows
    assert g.state.step.kind is StepKind.TIE_SPEECH and count_leader(g.state) is None
    remove_9(g, "fourth")
    assert g.state.days[0].cancelled == "7.1"


def four_reds_three_blacks_day2() -> Game:
    """Reds 1, 3, 5 disqualified on day 1 (its vote cancelled): reds 4, 7, 9, 10 and blacks 2,
    6, 8 on day 2, candidates 2 (black), 4 and 7, the first count not yet given."""
    g = new_game()
    play(g, "dq 1 6.7.4; dq 3 6.7.4; dq 5 6.7.4")
    speeches(g)
    play(g, "shot -; don 4; sher 2")
    speeches(g, {4: 2, 7: 4, 9: 7})
    assert g.state.step.kind is StepKind.VOTE and len(g.state.alive) == 7
    return g


def test_7_2_the_games_end_is_judged_with_the_fixed_leader_gone() -> None:
    g = four_reds_three_blacks_day2()
    play(g, "vote 5")  # 2 has 5 of 7: fixed
    play(g, "foul 9; foul 9; foul 9")
    assert "w_removal_wins" not in [w.code for w in g.warnings()]  # 3 v 3, but 2 leaves too
    play(g, "foul 9")
    assert g.state.result is None  # not the blacks' parity: 2 leaves by the standing vote
    assert g.state.player(2).status is Status.VOTED_OUT
    assert g.state.cancel_next_vote == "7.2"


def test_7_1_a_removal_before_any_count_that_ends_the_game_marks_the_day() -> None:
    g = four_reds_three_blacks_day2()
    play(g, "foul 9; foul 9; foul 9; foul 9")  # 3 v 3 (as real game 4872)
    day = g.state.days[1]
    assert g.state.result == "black" and g.state.over
    assert (day.cancelled, day.outcome, day.outcome_rule) == ("7.1", "cancelled", "7.1")


def test_a_team_defeat_before_the_vote_leaves_no_empty_result_on_the_day() -> None:
    g = new_game("nom 3; n; team 5 6.8.1")
    day = g.state.days[0]
    assert g.state.over and (day.outcome, day.outcome_rule) == ("game_over", "6.8")


def test_split_on_four_prohibited_from_a_code_brings_no_three_misses_win() -> None:
    for code in ("0002000110000", "0002000100000", "0000100101000"):
        profile = profile_from_code(code)
        assert profile is not None and profile.rule_7_6 and not profile.rule_7_6_misses, code
        g = four_at_table(profile)
        speeches(g)
        play(g, "shot -; don 9; sher 10")
        speeches(g)
        play(g, "shot -")
        assert g.state.result is None and not g.state.over, code
        assert "w_misses_at_four" not in [w.code for w in g.warnings()]
    g = four_at_table(FIIM_2018)  # FIIM's own 7.6 still has both halves
    speeches(g)
    play(g, "shot -; don 9; sher 10")
    speeches(g)
    play(g, "shot -")
    assert (g.state.result, g.state.end_rule) == ("red", "7.6")


def test_split_on_four_prohibited_still_keeps_two_tied_twice_from_the_lift() -> None:
    profile = profile_from_code("0002000110000")
    assert profile is not None
    g = four_at_table(profile)
    speeches(g, {0: 9, 4: 6})
    play(g, "vote 2; n*2; vote 2")
    assert g.state.days[-1].outcome == "tie_four"


def to_talk_leader_removed(profile: Profile) -> Game:
    """Day 1 under "to-talk": 3 wins 7-3, stays, and takes his 4th foul in his 30 s."""
    g = new_game(profile=profile)
    speeches(g, {1: 3, 2: 5})
    play(g, "vote 7")
    assert (g.state.step.reason, g.state.step.seat) == ("to_talk", 3)
    play(g, "foul 3; foul 3; foul 3; foul 3")
    assert not g.state.player(3).alive and g.state.step.kind is StepKind.SHOT
    return g


def test_to_talk_the_leader_removed_in_his_speech_cancels_nothing_under_the_code() -> None:
    profile = profile_from_code("0002100010000")
    assert profile is not None and not profile.kept_leader_removal_cancels
    assert to_talk_leader_removed(profile).state.cancel_next_vote == ""
    fiim_reading = replace(FIIM_2018, day1_vote="to_talk")  # 7.2 as written
    assert to_talk_leader_removed(fiim_reading).state.cancel_next_vote == "7.2"


def test_to_talk_another_removed_in_the_leaders_speech_cancels_the_next_vote() -> None:
    profile = profile_from_code("0002100010000")
    assert profile is not None
    g = new_game(profile=profile)
    speeches(g, {1: 3, 2: 5})
    play(g, "vote 7; foul 9; foul 9; foul 9; foul 9")
    assert g.state.cancel_next_vote == "7.2" and g.state.step.seat == 3


def test_a_profile_saved_before_these_settings_replays_as_it_was_judged() -> None:
    old = FIIM_2018.to_dict()
    for key in ("rule_7_6_misses", "vote_fixed_by_count", "kept_leader_removal_cancels"):
        del old[key]
    read = Profile.from_dict({**old, "rule_7_6": False})
    assert (read.rule_7_6_misses, read.vote_fixed_by_count) == (False, False)
    assert read.kept_leader_removal_cancels
    g = day1_count(6, read)
    remove_9(g, "fourth")
    assert g.state.days[0].cancelled == "7.1"  # the old engine's reading, kept for its files
    partial = Profile.from_dict({"rule_7_6": False})  # written by hand: FIIM's defaults
    assert not partial.rule_7_6_misses and partial.vote_fixed_by_count


def test_the_code_and_the_league_presets_play_the_sites_readings() -> None:
    from mafia_tui.rules.profile import LEAGUES

    for name, preset in LEAGUES.items():
        code = {"FIIM": "0002000010000", "AML": "0432000001110", "MafClub": "1001000000100"}
        assert profile_from_code(code[name], name=name) == preset

"""What a judge can now record (issue #15 D): 7.3, offences off the table or after the end,
the last candidate's count."""

from decimal import Decimal
from fractions import Fraction as F

import pytest

from mafia_tui.rules import (
    Disqualify,
    Foul,
    Game,
    Profile,
    RuleError,
    Status,
    StepKind,
    Vote,
    game_from_dict,
    game_to_dict,
    score,
)
from mafia_tui.rules.script import play
from mafia_tui.tournament.standings import compute
from mafia_tui.tournament.tournament_rules import TournamentRules
from tests.conftest import new_game, speeches


def codes(game: Game) -> list[tuple[str, str, dict[str, object]]]:
    return [(e.code, e.rule, e.param_dict()) for e in game.events]


def test_7_3_removal_from_the_tournament_leaves_the_table_like_6_7(game: Game) -> None:
    game.apply(Disqualify(9, "7.3"))
    p = game.state.player(9)
    assert (p.status, p.disqualified, p.removed_from_tournament) == (
        Status.DISQUALIFIED,
        "7.3",
        True,
    )
    assert codes(game) == [
        ("removed_from_tournament", "7.3", {"seat": 9}),
        ("vote_cancelled", "7.1", {}),
        ("removed_no_last_word", "6.7", {"seat": 9}),
    ]
    assert game.state.days[0].cancelled == "7.1"
    assert score(game.state, game.profile)[8].disqualification == Decimal("-0.5")


def test_7_3_marks_a_6_7_disqualification_once(game: Game) -> None:
    game.apply(Disqualify(9, "6.7.10", tournament=True))
    assert game.state.player(9).disqualified == "6.7.10"
    assert game.state.player(9).removed_from_tournament
    with pytest.raises(RuleError) as err:
        game.apply(Disqualify(9, "7.3"))
    assert err.value.code == "already_disqualified"
    g = new_game("dq 4 6.7.4")
    g.apply(Disqualify(4, "7.3"))  # the judge decides on 7.3 later: only the mark is added
    assert g.state.player(4).disqualified == "6.7.4"
    assert codes(g) == [("removed_from_tournament", "7.3", {"seat": 4})]
    with pytest.raises(RuleError) as err:
        g.apply(Disqualify(4, "6.7.1"))
    assert err.value.code == "already_disqualified"


def test_8_2_4_a_killed_player_insulting_the_judge_takes_the_penalty_only(game: Game) -> None:
    speeches(game)
    play(game, "shot 1; don 3; sher 2; n")  # 1 gave his last word; day 2 speeches
    game.apply(Disqualify(1, "6.7.4"))
    assert codes(game) == [("disqualified_off_table", "6.7.4", {"seat": 1})]
    p = game.state.player(1)
    assert (p.status, p.disqualified) == (Status.KILLED, "6.7.4")
    assert not game.state.days[-1].cancelled and not game.state.cancel_next_vote  # 7.1
    assert score(game.state, game.profile)[0].extra == Decimal("-0.5")
    with pytest.raises(RuleError) as err:
        game.apply(Foul(1))  # a foul is for the table only
    assert err.value.code == "not_at_table"


def test_8_2_4_an_offence_after_the_game_ended_is_recorded() -> None:
    g = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    assert g.state.over and g.state.result == "red"
    g.apply(Disqualify(5, "6.7.4", tournament=True))
    assert codes(g) == [
        ("disqualified_off_table", "6.7.4", {"seat": 5}),
        ("removed_from_tournament", "7.3", {"seat": 5}),
    ]
    assert g.state.player(5).status is Status.ALIVE  # he was at the table when it ended
    assert g.state.result == "red" and g.state.over
    row = score(g.state, g.profile)[4]
    assert (row.main, row.disqualification) == (Decimal(1), Decimal("-0.5"))
    with pytest.raises(RuleError) as err:
        g.apply(Foul(5))
    assert err.value.code == "game_over"
    again = game_from_dict(game_to_dict(g))
    assert again.state == g.state


def test_7_3_in_the_standings_his_further_games_give_nothing() -> None:
    from tests.unit.test_tournament import game as finished

    first = finished("black", number=1)  # P1: seat 1, killed on the first night, red lost
    g = first.__class__(
        first.header, first.players, first.profile, first.log, first.after, "removed-here"
    )
    g.apply(Disqualify(3, "6.7.4", tournament=True))  # P3, after the end
    later = [finished("red", number=n) for n in (2, 3)]
    st = compute([g, *later], TournamentRules(k_max_participants=0))
    p3 = st.row("P3")
    assert p3.removed_in == "removed-here"
    assert [x.void for x in p3.lines] == [False, True, True]
    assert [x.total for x in p3.lines] == [F(-1, 2), 0, 0]
    assert (p3.total, p3.wins, p3.games) == (F(-1, 2), 0, 3)
    assert st.row("P4").wins == 2  # the others keep theirs
    assert st.row("P4").removed_in is None


def vote_to_last(profile: Profile) -> Game:
    g = new_game(profile=profile)
    speeches(g, {1: 5, 2: 3, 4: 9})
    play(g, "vote 2; vote 3")
    return g


def test_4_4_8_the_last_count_is_the_rest_and_is_not_asked_by_default() -> None:
    g = vote_to_last(Profile())
    assert g.state.days[0].rounds[0].counts == [2, 3, 5]
    assert g.state.step.kind is StepKind.LAST_WORD


def test_4_4_8_the_last_count_entered_equal_to_the_rest_passes_silently() -> None:
    g = vote_to_last(Profile(enter_last_count=True))
    assert (g.state.step.kind, g.state.step.seat) == (StepKind.VOTE, 9)
    assert [(w.code, w.rule, w.param_dict()) for w in g.warnings()] == [
        ("w_last_rest", "4.4.8", {"seat": 9, "rest": 5})
    ]
    g.apply(Vote(9, 5))
    assert codes(g)[0] == ("votes_counted", "4.4.8", {"counts": ((5, 2), (3, 3), (9, 5))})
    assert g.state.player(9).status is Status.VOTED_OUT


def test_4_4_8_a_last_count_other_than_the_rest_is_noted_and_the_rest_stands() -> None:
    g = vote_to_last(Profile(enter_last_count=True))
    with pytest.raises(RuleError) as err:
        g.apply(Vote(9, 6))  # more than the hands left
    assert (err.value.code, err.value.params) == ("too_many_votes", {"count": 6, "left": 5})
    g.apply(Vote(9, 4))
    assert codes(g)[:2] == [
        ("last_count_differs", "4.4.8", {"seat": 9, "count": 4, "rest": 5}),
        ("votes_counted", "4.4.8", {"counts": ((5, 2), (3, 3), (9, 5))}),
    ]
    assert g.state.days[0].rounds[0].counts == [2, 3, 5]
    assert g.state.player(9).status is Status.VOTED_OUT


def test_4_4_8_when_every_hand_is_counted_the_last_is_not_asked() -> None:
    g = new_game(profile=Profile(enter_last_count=True))
    speeches(g, {1: 5, 2: 3})
    play(g, "vote 10")
    assert g.state.days[0].rounds[0].counts == [10, 0]
    assert g.state.step.kind is StepKind.LAST_WORD


def test_new_fields_round_trip_and_old_files_without_them_load() -> None:
    g = vote_to_last(Profile(enter_last_count=True))
    play(g, "vote 5; dq 4 7.3")
    data = game_to_dict(g)
    assert data["profile"]["enter_last_count"] is True
    assert data["actions"][-1] == {
        "type": "disqualify",
        "seat": 4,
        "rule": "7.3",
        "tournament": False,
    }
    assert game_from_dict(data).state == g.state
    del data["profile"]["enter_last_count"]
    data["actions"] = data["actions"][:3]
    old = game_from_dict(data)  # a file from before: the default holds
    assert old.profile.enter_last_count is False
    data["actions"] = [{"type": "next"}] * 3 + [{"type": "disqualify", "seat": 4, "tournament": 1}]
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert "'tournament' is not a boolean" in err.value.message("en")

"""A vote entered by the voters' seats (RULES.md §1.7, §1.8): the count follows from the seats,
every candidate is asked (the last one's voters are the rest, 4.4.8), the record keeps who
voted for whom, and a vote entered by its count is written and read as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.rules import (
    Game,
    LiftVote,
    Profile,
    RuleError,
    Shot,
    StepKind,
    Vote,
    game_from_dict,
    game_to_dict,
)
from mafia_tui.rules.script import play
from tests.conftest import new_game, said, speeches

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _day1(noms: dict[int, int]) -> Game:
    return speeches(new_game(), noms)


def test_1_7_by_seats_the_count_follows_and_the_voters_are_kept() -> None:
    g = _day1({1: 3, 2: 5})
    g.apply(Vote(3, 4, (1, 2, 4, 6)))
    # unlike a count alone (4.4.8 fills the last), the last candidate is asked too
    assert (g.state.step.kind, g.state.step.seat) == (StepKind.VOTE, 5)
    g.apply(Vote(5, 6, (3, 5, 7, 8, 9, 10)))
    rnd = g.state.days[0].rounds[0]
    assert rnd.counts == [4, 6] and rnd.hands == [(1, 2, 4, 6), (3, 5, 7, 8, 9, 10)]
    assert g.state.player(5).alive is False  # 6 of 10 for seat 5: he leaves (4.4.11)


def test_1_7_by_count_the_last_candidate_is_still_not_asked() -> None:
    g = _day1({1: 3, 2: 5})
    g.apply(Vote(3, 4))
    rnd = g.state.days[0].rounds[0]
    assert rnd.counts == [4, 6] and rnd.hands == [None, None]
    assert g.state.step.kind is not StepKind.VOTE


def test_4_4_8_the_last_candidates_voters_are_the_rest_whatever_is_entered() -> None:
    g = _day1({1: 3, 2: 5})
    g.apply(Vote(3, 4, (1, 2, 4, 6)))
    g.apply(Vote(5, 2, (7, 8)))  # the judge saw two hands: the rest count anyway
    rnd = g.state.days[0].rounds[0]
    assert rnd.counts == [4, 6] and rnd.hands[1] == (3, 5, 7, 8, 9, 10)
    assert ("last_count_differs", "4.4.8", {"seat": 5, "count": 2, "rest": 6}) in said(g.events)


def test_1_7_by_seats_every_candidate_is_asked_even_with_every_hand_counted() -> None:
    g = _day1({1: 3, 2: 5, 3: 7})
    play(g, "hands 1 2 3 4 5 6 7 8 9 10")
    assert (g.state.step.kind, g.state.step.seat) == (StepKind.VOTE, 5)
    play(g, "hands")
    assert (g.state.step.kind, g.state.step.seat) == (StepKind.VOTE, 7)
    play(g, "hands")
    rnd = g.state.days[0].rounds[0]
    assert rnd.counts == [10, 0, 0] and rnd.hands == [tuple(range(1, 11)), (), ()]


@pytest.mark.parametrize(
    ("vote", "code", "params"),
    [
        (Vote(3, 2, (1, 1)), "voter_twice", {"seat": 1}),
        (Vote(3, 1, (11,)), "voter_not_at_table", {"seat": 11}),
        (Vote(3, 3, (1, 2)), "voters_not_count", {"count": 3, "seats": 2}),
    ],
)
def test_1_7_voters_who_cannot_be_are_refused_and_nothing_changes(
    vote: Vote, code: str, params: dict[str, int]
) -> None:
    g = _day1({1: 3, 2: 5})
    with pytest.raises(RuleError) as err:
        g.apply(vote)
    assert (err.value.code, err.value.params) == (code, params)
    assert g.state.days[0].rounds[0].counts == []


def test_1_7_one_vote_each_in_one_show_of_hands() -> None:
    g = _day1({1: 3, 2: 5, 3: 7})
    play(g, "hands 1 2")
    with pytest.raises(RuleError) as err:
        play(g, "hands 2 4")
    assert err.value.code == "voter_twice" and err.value.params == {"seat": 2}


def test_1_7_a_player_who_left_does_not_vote() -> None:
    g = _day1({1: 3, 2: 5})
    play(g, "hands 1 2 3 4 5; hands 6 7 8 9 10")  # a tie: 30 s each, then the re-vote
    assert g.state.step.kind is StepKind.TIE_SPEECH
    play(g, "n; n")
    g.apply(Vote(3, 0, ()))
    play(g, "hands 1 2 3 4 5 6 7 8 9 10")
    step = g.state.step  # read again: mypy keeps the kind narrowed across play()
    assert step.kind is StepKind.LAST_WORD and step.seat == 5
    play(g, "n; shot 1; don -; sher -; n")
    speeches(g, {2: 4, 3: 6})
    with pytest.raises(RuleError) as err:
        g.apply(Vote(4, 1, (5,)))
    assert err.value.code == "voter_not_at_table"


def test_1_8_3_the_lift_by_seats_keeps_who_raised_a_hand() -> None:
    g = _day1({1: 3, 2: 5})
    play(g, "hands 1 2 3 4 5; hands 6 7 8 9 10; n; n; hands 1 2 3 4 5; hands 6 7 8 9 10")
    assert g.state.step.kind is StepKind.LIFT_VOTE
    play(g, "lifthands 1 2 4 6 7 9")
    lift = g.state.days[0].rounds[-1]
    assert lift.lift and lift.counts == [6] and lift.hands == [(1, 2, 4, 6, 7, 9)]
    assert not g.state.player(3).alive and not g.state.player(5).alive


def test_day1_self_break_is_a_yes_or_no_not_a_show_of_hands() -> None:
    g = speeches(new_game(profile=Profile(day1_vote="self_break")), {1: 3, 2: 5})
    play(g, "hands 1 2 3 4 5 6; hands 7 8 9 10")
    assert g.state.step.kind is StepKind.LIFT_VOTE and g.state.step.reason == "self_vote"
    with pytest.raises(RuleError) as err:
        g.apply(LiftVote(1, (3,)))
    assert err.value.code == "self_vote_yes_no"


def test_the_file_keeps_the_voters_and_a_count_is_written_as_before() -> None:
    g = _day1({1: 3, 2: 5})
    play(g, "hands 1 2 4 6; hands 3 5 7 8 9 10")
    data = game_to_dict(g)
    votes = [a for a in data["actions"] if a["type"] == "vote"]
    assert votes == [
        {"type": "vote", "seat": 3, "count": 4, "voters": [1, 2, 4, 6]},
        {"type": "vote", "seat": 5, "count": 6, "voters": [3, 5, 7, 8, 9, 10]},
    ]
    back = game_from_dict(json.loads(json.dumps(data)))
    assert back.state.days[0].rounds[0].hands == g.state.days[0].rounds[0].hands
    counted = _day1({1: 3, 2: 5})
    counted.apply(Vote(3, 4))
    assert [a for a in game_to_dict(counted)["actions"] if a["type"] == "vote"] == [
        {"type": "vote", "seat": 3, "count": 4}
    ]


def test_an_older_file_reads_as_it_was() -> None:
    for name in ("red-win", "black-win", "draw"):
        data = json.loads((EXAMPLES / f"{name}.json").read_text("utf-8"))
        game = game_from_dict(data)
        assert game_to_dict(game)["actions"] == data["actions"]


def test_voters_of_the_wrong_shape_are_refused_by_the_reader() -> None:
    g = _day1({1: 3, 2: 5})
    play(g, "hands 1 2 4 6; hands 3 5 7 8 9 10")
    data = game_to_dict(g)
    vote = next(a for a in data["actions"] if a["type"] == "vote")
    vote["voters"] = "1,2"
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.code == "bad_action"


def test_4_5_5_a_killed_blacks_unrecorded_shot_stays_unknown() -> None:
    g = speeches(new_game(), {})
    # the record holds the shots of 6 and 8 at 2, none of 2's own: the kill is the record's
    g.apply(Shot(2, shots=((6, 2), (8, 2))))
    night = g.state.nights[0]
    assert night.killed == 2 and night.shots == ((6, 2), (8, 2))
    back = game_from_dict(json.loads(json.dumps(game_to_dict(g))))
    assert back.state.nights[0].shots == ((6, 2), (8, 2))


@pytest.mark.parametrize(
    "shot",
    [
        Shot(2, shots=((6, 2),)),  # two blacks' shots missing
        Shot(2, shots=((6, 2), (8, 5))),  # a recorded shot elsewhere: no kill of 2
        Shot(5, shots=((6, 5), (8, 5))),  # the missing one is not the one killed
        Shot(None, shots=((6, 2), (8, 2))),  # no kill named
    ],
)
def test_4_5_5_only_the_killed_blacks_own_shot_may_be_missing(shot: Shot) -> None:
    g = speeches(new_game(), {})
    with pytest.raises(RuleError) as err:
        g.apply(shot)
    assert err.value.code == "shots_not_blacks"
    assert not g.state.nights[0].shot_done

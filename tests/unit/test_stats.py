"""Players' statistics across tournaments, and the game facts they (and every scoring) come
from: read off real games, kept and read back exactly."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.rules import game_from_dict
from mafia_tui.rules.roles import Role
from mafia_tui.tournament.facts import DEATHS, GameFacts, SeatFacts
from mafia_tui.tournament.stats import by_tournament, compute

from .scoring_support import game

EX = Path(__file__).resolve().parents[2] / "examples"


def load(name: str) -> GameFacts:
    return GameFacts.of(game_from_dict(json.loads((EX / name).read_text("utf-8"))))


def test_facts_of_a_real_game() -> None:
    f = load("red-win.json")
    assert f.over and f.result == "red" and len(f.seats) == 10
    killed = [s for s in f.seats if s.death == "night"]
    assert killed and all(s.death_round >= 1 for s in killed)
    voted = [s for s in f.seats if s.death == "day"]
    assert voted and all(s.death_round >= 0 for s in voted)
    assert sum(s.points for s in f.seats) > 0
    assert not f.votes_recorded or all(not s.votes for s in f.seats)


def test_removed_by_fouls_is_a_warnings_departure() -> None:
    f = load("removal-cancels-vote.json")
    assert any(s.death == "warnings" and s.fouls == 4 for s in f.seats)


def test_unfinished_games_count_nowhere() -> None:
    f = load("in-progress.json")
    assert not f.over
    assert compute([f]) == []


def test_a_voided_game_counts_nowhere() -> None:
    """Voided by the head judge: in no one's statistics, in no table under any scoring; the
    mark is kept with the facts."""
    from mafia_tui.tournament.catalogue import find
    from mafia_tui.tournament.table import compute as table_of

    kept = game("red", gid="a")
    voided = game("black", gid="b", void="played under the wrong seating")
    assert [p.games for p in compute([kept, voided])] == [1] * 10
    entry = find("19v7")
    assert entry is not None
    table = table_of([kept, voided], entry.scoring())
    assert table.games == 1 and table.ignored == []
    assert all(r.games == 1 for r in table.rows)
    back = GameFacts.from_dict(json.loads(json.dumps(voided.to_dict())))
    assert back == voided and not back.counts


def test_the_facts_are_kept_and_read_back() -> None:
    for name in ("red-win.json", "black-win.json", "draw.json", "removal-cancels-vote.json"):
        f = load(name)
        assert GameFacts.from_dict(json.loads(json.dumps(f.to_dict()))) == f


_SEAT = st.builds(
    SeatFacts,
    seat=st.integers(1, 10),
    nick=st.text(min_size=1, max_size=8),
    role=st.sampled_from(list(Role)),
    death=st.sampled_from(DEATHS),
    death_round=st.integers(-1, 9),
    fouls=st.integers(0, 4),
    tech_fouls=st.integers(0, 2),
    disqualified=st.booleans(),
    legacy=st.integers(-1, 3),
    sheriff_night=st.integers(0, 9),
    don_night=st.integers(0, 9),
    bonus=st.floats(-2, 2, allow_nan=False),
    has_bonus=st.booleans(),
    titles=st.lists(st.sampled_from(["best_player", "best_move", "worst_move"]), max_size=2).map(
        tuple
    ),
    points=st.decimals(-3, 3, places=2),
    votes=st.lists(st.tuples(st.integers(1, 9), st.integers(1, 10)), max_size=4).map(tuple),
    stand_in_for=st.text(max_size=4),
)


@given(st.lists(_SEAT, min_size=10, max_size=10))
def test_any_facts_read_back_the_same(seats: list[SeatFacts]) -> None:
    f = GameFacts("g", "T", "final", 2, 3, "2026-01-01", "", True, "red", False, True, tuple(seats))
    assert GameFacts.from_dict(json.loads(json.dumps(f.to_dict()))) == f


@pytest.mark.parametrize(
    "broken",
    [
        {"v": 0},
        {"seats": [[1, "x", "q"]] * 10},
        {"seats": [[1, "x", "c", "flew"]] * 10},
        {"seats": [[1, "x", "c"]] * 9},
        {"result": "maf"},
        {"seats": [[1, "x", "c", "", -1, 0, 0, False, -1, 0, 0, 0.0, False, [], "NaN"]] * 10},
    ],
)
def test_a_broken_cache_entry_is_refused(broken: dict[str, object]) -> None:
    data = load("red-win.json").to_dict()
    data.update(broken)
    with pytest.raises(ValueError):
        GameFacts.from_dict(data)


# --- the statistics, worked by hand ----------------------------------------------------------


def test_statistics_worked_by_hand() -> None:
    """P5 is the Sheriff in both games: he checked 3 seats in G1 (two blacks), none in G2; P1
    made a best move of 2 blacks in G1, was killed the first night twice, voted 3 times in
    G1 (twice against blacks) and his G2 has no voters recorded."""
    g1 = game(
        "red",
        gid="g1",
        s1={"death": "night", "death_round": 1, "legacy": 2, "fouls": 2, "points": 1.25,
            "votes": ((1, 3), (2, 9), (3, 4))},
        s3={"sheriff_night": 1}, s4={"sheriff_night": 2}, s9={"sheriff_night": 3},
        s7={"death": "kickOut", "death_round": 2, "disqualified": True},
    )  # fmt: skip
    g2 = game(
        "black",
        gid="g2",
        tournament="U",
        votes_recorded=False,
        s1={"death": "night", "death_round": 1, "tech_fouls": 1, "points": 0},
        s2={"death": "warnings", "death_round": 2},
    )
    p1 = compute([g1, g2], "p1")[0]
    assert (p1.games, p1.wins) == (2, 1)
    assert p1.role_games[Role.CIVILIAN] == 2 and p1.role_wins[Role.CIVILIAN] == 1
    assert p1.points == Decimal("1.25") and p1.points_per_game == Decimal("0.625")
    assert (p1.best_moves, p1.best_move_blacks) == (1, 2)
    assert p1.best_move_accuracy == Decimal(2) / 3
    assert p1.first_night == 2
    assert (p1.fouls, p1.tech_fouls, p1.removals) == (2, 1, 0)
    assert (p1.vote_games, p1.votes, p1.votes_opposite) == (1, 3, 2)
    assert p1.tournaments == {"T", "U"}
    everyone = {p.nick: p for p in compute([g1, g2])}
    assert (everyone["P5"].checks, everyone["P5"].checks_black) == (3, 2)
    assert everyone["P7"].removals == 1 and everyone["P2"].removals == 1
    assert everyone["P7"].role_games[Role.DON] == 2 and everyone["P7"].role_wins[Role.DON] == 1
    per = by_tournament([g1, g2], "P1")
    assert [(name, st.games) for name, st in per] == [("T", 1), ("U", 1)]


def test_nicknames_meet_without_case() -> None:
    g1 = game("red", gid="a", nicks={1: "Гроза"})
    g2 = game("red", gid="b", nicks={1: "гроза"})
    assert compute([g1, g2], "ГРОЗА")[0].games == 2


def test_a_sole_candidate_is_everyones_vote_only_where_every_vote_is_known() -> None:
    """From day 2 a sole candidate leaves without a show of hands (4.4.10): the site's
    document (and our export) writes everyone at the table voting for him. But in a game
    with a vote entered by its count, no voter is known at all."""
    g = game_from_dict(json.loads((EX / "removal-cancels-vote.json").read_text("utf-8")))
    f = GameFacts.of(g)
    assert not f.votes_recorded and all(not s.votes for s in f.seats)
    from mafia_tui.tournament.facts import _at_table, _votes

    state = g.state
    assert set(_at_table(state, 2, 6)) == {1, 2, 4, 5, 6, 7, 8, 9}, "3 killed, 10 removed"
    day2 = next(d for d in state.days if d.number == 2)
    assert day2.outcome_rule == "4.4.10" and day2.left == [6]
    assert _votes(state) == ({}, False)

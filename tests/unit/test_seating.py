"""The seating generator and scorer (issue #23): validity, constraints, reproducibility, quality."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_tui.tournament.seating import (
    Fixed,
    SeatingError,
    SeatingRequest,
    check_divisible,
    generate,
    rounds_for,
)
from mafia_tui.tournament.seating_score import SEATS, Seating, score


def assert_valid(seating: Seating, req: SeatingRequest) -> None:
    """Every table of ten, nobody twice in a round, everyone exactly G games."""
    assert [len(rnd) for rnd in seating] == list(req.tables)
    games: Counter[int] = Counter()
    for rnd in seating:
        ids = [p for table in rnd for p in table]
        assert all(len(table) == SEATS for table in rnd)
        assert len(ids) == len(set(ids)), "a player twice in one round"
        assert all(0 <= p < req.players for p in ids)
        games.update(ids)
    assert games == Counter({p: req.games for p in range(req.players)})


def test_rounds_for_uneven_counts_ends_with_a_short_round() -> None:
    assert rounds_for(21, 2, 10) == (2,) * 10 + (1,)
    assert rounds_for(20, 2, 10) == (2,) * 10
    assert rounds_for(23, 2, 10) == (2,) * 11 + (1,)


def test_not_divisible_says_what_would_fit() -> None:
    with pytest.raises(SeatingError) as err:
        check_divisible(22, 7)
    assert err.value.code == "not_divisible"
    assert err.value.values["games_fit"] == "5 / 10"
    assert err.value.values["players_fit"] == 30
    with pytest.raises(SeatingError, match="a table needs 10"):
        check_divisible(9, 10)


def test_too_many_tables_for_the_players_is_refused() -> None:
    with pytest.raises(SeatingError) as err:
        generate(SeatingRequest(players=20, tables=(3, 1), games=2))
    assert err.value.code == "too_many_tables"


def test_the_scorer_counts_the_figures_of_a_known_seating() -> None:
    # Two rounds, 20 players: the same two tables twice, seats rotated by one in round 2.
    first = (tuple(range(10)), tuple(range(10, 20)))
    second = (tuple(range(1, 10)) + (0,), tuple(range(11, 20)) + (10,))
    q = score((first, second))
    assert q.players == 20 and q.games == (2,) * 20
    assert q.seat_cells_ideal == 20 * 10  # 2 games: 0 or 1 in a seat is the ideal
    assert (q.meetings_min, q.meetings_max) == (0, 2)
    assert q.never_met == 100  # every cross-table pair
    # Each player sits twice at one table number and never at the other: 1 from his share.
    assert (q.table_low, q.table_high, q.table_off, q.table_fair) == (0, 2, 1.0, 1.0)
    # 90 pairs meet twice, 100 never: the mean 90·2/190, the variance of the 0s and 2s.
    mean = 180 / 190
    assert q.meetings_mean == pytest.approx(mean)
    assert q.variance == pytest.approx(90 * 4 / 190 - mean * mean)


def test_the_scorer_of_nothing_reports_zeros() -> None:
    """A seating with no pairs (no rounds yet, one player) has no meetings: 0, not a default."""
    for q in (score(()), score((), 1)):
        assert (q.meetings_min, q.meetings_max, q.meetings_mean, q.never_met) == (0, 0, 0.0, 0)
        assert q.seat_cells_ideal == q.seat_cells == 10 * q.players


def test_same_seed_same_seating_other_seed_other_seating() -> None:
    req = SeatingRequest(players=20, tables=(2,) * 4, games=4, seed=7, iterations=3000)
    assert generate(req) == generate(req)
    other = SeatingRequest(players=20, tables=(2,) * 4, games=4, seed=8, iterations=3000)
    assert generate(req) != generate(other)


def test_fixed_placements_are_honoured() -> None:
    fixed = (Fixed(player=3, round=0, table=1), Fixed(player=5, round=5, table=0, seat=9))
    req = SeatingRequest(players=22, tables=rounds_for(22, 2, 5), games=5, fixed=fixed)
    s = generate(replace(req, iterations=5000))
    assert_valid(s, req)
    assert 3 in s[0][1]
    assert s[5][0][9] == 5


def test_kept_apart_pairs_never_share_a_table() -> None:
    apart = ((0, 1), (2, 3), (4, 5))
    req = SeatingRequest(players=20, tables=(2,) * 6, games=6, apart=apart, iterations=20000)
    s = generate(req)
    assert_valid(s, req)
    for rnd in s:
        for table in rnd:
            for a, b in apart:
                assert not (a in table and b in table)


def test_a_full_run_balances_seats_and_meetings() -> None:
    req = SeatingRequest(players=20, tables=(2,) * 10, games=10, seed=1, iterations=150_000)
    q = score(generate(req), 20)
    assert q.seat_cells_ideal == 200
    assert q.never_met == 0
    assert q.meetings_max - q.meetings_min <= 5


@st.composite
def shapes(draw: st.DrawFn) -> SeatingRequest:
    players = draw(st.integers(10, 34))
    tables = draw(st.integers(1, players // SEATS))
    games = draw(st.integers(1, 6).filter(lambda g: players * g % SEATS == 0))
    return SeatingRequest(
        players=players,
        tables=rounds_for(players, tables, games),
        games=games,
        seed=draw(st.integers(0, 2**32)),
        iterations=draw(st.integers(0, 300)) or 1,
    )


@settings(max_examples=40, deadline=None)
@given(shapes())
def test_any_valid_shape_gives_a_valid_seating(req: SeatingRequest) -> None:
    if any(t * SEATS > req.players for t in req.tables):
        return
    assert_valid(generate(req), req)


@settings(max_examples=25, deadline=None)
@given(shapes(), st.data())
def test_constraints_are_kept_or_refused_with_the_pair_named(
    req: SeatingRequest, data: st.DataObject
) -> None:
    """Issue #37: a kept-apart pair meets 0 times, or the request is refused naming it."""
    r = data.draw(st.integers(0, len(req.tables) - 1))
    t = data.draw(st.integers(0, req.tables[r] - 1))
    p, a, b = data.draw(st.permutations(range(req.players)))[:3]
    req = replace(req, iterations=2000, fixed=(Fixed(p, r, t),), apart=((a, b),))
    try:
        s = generate(req)
    except SeatingError as err:
        assert err.code in ("apart_single", "unkept")
        assert (a, b) in err.pairs or (b, a) in err.pairs
        # With two tables or more in each round a pair can always be split.
        assert 1 in req.tables
        return
    assert_valid(s, req)
    assert p in s[r][t]
    assert all(not (a in table and b in table) for rnd in s for table in rnd)


def test_meetings_are_counted_per_pair() -> None:
    s = generate(SeatingRequest(players=20, tables=(2,) * 2, games=2, iterations=10))
    q = score(s, 20)
    pairs = Counter(frozenset(c) for rnd in s for table in rnd for c in combinations(table, 2))
    assert q.meetings_max == max(pairs.values())
    assert q.never_met == 190 - len(pairs)

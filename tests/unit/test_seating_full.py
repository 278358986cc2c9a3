"""The tabu search of a cyclic base of full rounds (issue #37, "What to build" 1: 40/4/10 at
range 3 and variance ≤ 0.71 on every seed; docs/SEATING.md, "How a seating is made")."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from mafia_tui.tournament import seating_full
from mafia_tui.tournament.seating import SeatingRequest, generate, rounds_for
from mafia_tui.tournament.seating_bounds import aim, floor
from mafia_tui.tournament.seating_cyclic import Base, fill
from mafia_tui.tournament.seating_score import score
from mafia_tui.tournament.seating_search import Tables, group, meetings, pair_cost

PRODUCTION = 200_000 * 10
"""The moves a 10-round request leaves to the shape in production (200,000 a round)."""


def test_forty_players_at_four_tables_reach_the_floor_on_the_seed_that_missed() -> None:
    """Seed 2 ended at 0.726 with the annealing and kicks (the target is 0.71); the tabu
    search reaches the floor, 0.675 at 1–4, with every count in range (at the production
    effort, which the suite's fixture lowers for the other seating tests)."""
    rounds = rounds_for(40, 4, 10)
    req = SeatingRequest(players=40, tables=rounds, games=10, seed=2, iterations=PRODUCTION)
    q = score(generate(req), 40)
    assert (q.meetings_min, q.meetings_max) == (1, 4)
    assert q.variance <= 0.71
    assert q.table_off <= 2 + 1e-9
    assert q.seat_cells_ideal == q.seat_cells


def _search(seed: int, moves: int, tick: seating_full.Tick | None = None) -> Tables:
    flo = floor(40, [4] * 10, 10)
    low, high = aim(flo)
    cost = pair_cost(low, high, 11, 4.0)
    return seating_full.search_full(
        40, 10, 4, cost, moves, random.Random(seed), (), high - low, flo.sum_sq, tick
    )


def _sum_sq(tables: Tables) -> int:
    return sum(m * m * c for m, c in meetings(40, group(40, tables)).items())


def test_every_round_is_full_and_every_player_plays_each_round() -> None:
    tables = _search(3, 50 * seating_full.STEP_MOVES)
    assert len(tables) == 10
    for rnd in tables:
        assert [len(t) for t in rnd] == [10] * 4
        assert sorted(p for t in rnd for p in t) == list(range(40))


def test_a_stop_keeps_the_best_base_so_far() -> None:
    """``tick`` answering False ends the search there, with the best base it had found (the
    one the progress line showed last)."""
    heard: list[float] = []
    shown: list[Tables] = []

    def tick(done: float, best: Callable[[], Tables]) -> bool:
        heard.append(done)
        shown.append(best())
        return len(heard) < 3

    tables = _search(4, 10_000 * seating_full.STEP_MOVES, tick)
    assert len(heard) == 3 and heard == sorted(heard) and heard[-1] < 0.01
    assert tables == shown[-1]
    assert _sum_sq(tables) < _sum_sq(shown[0])


def test_the_first_order_rating_is_exact_where_no_pattern_is_touched_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The shortlist's rating of an exchange is the exact cost change whenever the 36
    patterns it touches are all different, the cost is m² and no table count is priced (it
    only orders the exchanges checked exactly, so it must at least be right there)."""
    monkeypatch.setattr(seating_full, "SHORTLIST", 10**6)  # every exchange, rated
    cost = [float(m * m) for m in range(13)]
    base = Base(10, 4, 4, cost, False)
    rng = random.Random(5)
    fill(base, [0] * 4, rng)
    search = seating_full._Tabu(base, 40, 3, rng)
    checked = 0
    for rating, e, f in search._shortlist():
        touched = [
            base.key[x][z]
            for x, y in ((e, f), (f, e))
            for z in base.members[base.slot[x]] + base.members[base.slot[y]]
            if z not in (x, y)
        ]
        if len(set(touched)) == len(touched):
            assert abs(rating - base.delta(e, f)) < 1e-9
            checked += 1
    assert checked > 0

"""The twisted circulant array behind 100 players at 10 tables in 10 rounds (issue #37: 0–2
meetings with at most 400 pairs meeting twice; the annealed array stalled at 420)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from mafia_tui.export.seating_formats import dump
from mafia_tui.tournament.seating import SeatingRequest, generate, rounds_for
from mafia_tui.tournament.seating_circulant import REPEATS, SIZE, circulant_array
from mafia_tui.tournament.seating_designs import transversal
from mafia_tui.tournament.seating_score import score


def pair_meetings(tables: list[list[list[int]]]) -> Counter[tuple[int, int]]:
    """Meetings of each pair that meets, counted table by table."""
    met: Counter[tuple[int, int]] = Counter()
    for rnd in tables:
        for table in rnd:
            met.update(combinations(sorted(table), 2))
    return met


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_ten_rounds_at_ten_tables_meet_at_most_twice_and_400_pairs_twice(seed: int) -> None:
    tables = transversal(SIZE, SIZE, 1000, random.Random(seed))
    for rnd in tables:
        assert sorted(p for table in rnd for p in table) == list(range(100))
    met = pair_meetings(tables)
    assert max(met.values()) == 2
    assert sum(1 for m in met.values() if m == 2) <= 10 * REPEATS == 400
    assert len(met) == 4950 - 450 - sum(1 for m in met.values() if m == 2)


@pytest.mark.parametrize("seed", [1, 7])
def test_a_pairs_repeats_depend_on_its_columns_distance_alone(seed: int) -> None:
    col = circulant_array(random.Random(seed))

    def repeats(x: int, y: int) -> int:
        diffs = Counter((a - b) % SIZE for a, b in zip(col[x], col[y], strict=True))
        assert max(diffs.values()) <= 2
        return sum(c * (c - 1) // 2 for c in diffs.values())

    by_distance: dict[int, set[int]] = {}
    for x, y in combinations(range(SIZE), 2):
        by_distance.setdefault(min(y - x, SIZE - (y - x)), set()).add(repeats(x, y))
    assert all(len(found) == 1 for found in by_distance.values())
    total = sum(repeats(x, y) for x, y in combinations(range(SIZE), 2))
    assert total <= REPEATS


def test_the_same_seed_gives_the_same_array_and_seeds_differ() -> None:
    arrays = [circulant_array(random.Random(s)) for s in (1, 1, 2, 3)]
    assert arrays[0] == arrays[1]
    assert len({str(a) for a in arrays}) == 3


def test_a_generated_seating_of_the_shape_keeps_the_figures_and_its_bytes() -> None:
    req = SeatingRequest(players=100, tables=rounds_for(100, 10, 10), games=10, iterations=2000)
    seating = generate(req)
    assert dump(generate(req), 100, "dimtom") == dump(seating, 100, "dimtom")
    q = score(seating, 100)
    met = pair_meetings([[list(t) for t in rnd] for rnd in seating])
    assert (q.meetings_min, q.meetings_max) == (0, 2)
    assert sum(1 for m in met.values() if m == 2) <= 400
    assert q.seat_cells_ideal == q.seat_cells

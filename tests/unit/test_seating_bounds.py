"""The floors of a seating's shape (issue #37): what counting allows, checked against the
issue's figures, against the algebra of Paley's matrix, and against random seatings."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_tui.tournament.seating import SeatingRequest, generate, rounds_for
from mafia_tui.tournament.seating_bounds import aim, even_sum_sq, floor, widest_sum_sq
from mafia_tui.tournament.seating_designs import paley, paley_rows
from mafia_tui.tournament.seating_score import SEATS, score
from mafia_tui.tournament.seating_search import Rules
from mafia_tui.tournament.seating_start import start


@pytest.mark.parametrize(
    ("shape", "width", "variance"),
    [
        ("20/2/10", 3, 1.246),
        ("21/2/10", 3, 1.202),
        ("26/2/10", 2, 0.720),
        ("30/3/10", 2, 0.920),
        ("36/3/10", 2, 0.588),
        ("40/4/10", 2, 0.675),
        ("50/5/12", 1, 0.162),
        ("13/1/10", 1, 0.250),
    ],
)
def test_the_floors_of_the_issues_shapes(shape: str, width: int, variance: float) -> None:
    n, t, g = (int(x) for x in shape.split("/"))
    f = floor(n, rounds_for(n, t, g), g)
    assert f.width == width
    assert f.variance == pytest.approx(variance, abs=1e-3)


def test_a_net_of_order_ten_is_excluded() -> None:
    """0–1 for 100 players at 10 tables in 10 rounds passes the counting but would complete
    to an affine plane of order 10: the floor is 0–2, and 450 pairs at least never meet."""
    f = floor(100, (10,) * 10, 10)
    assert (f.low, f.high, f.never) == (0, 2, 450)
    assert (floor(100, (10,) * 8, 8).low, floor(100, (10,) * 8, 8).high) == (0, 1)


def test_the_window_sums_by_hand() -> None:
    assert even_sum_sq(900, 190) == 140 * 25 + 50 * 16  # 4.74 a pair: 140 fives, 50 fours
    # 20/2/10: 4–6 holds Σm² at most 4 440 and 3–5 at most 4 350, under the floor of 4 500.
    assert widest_sum_sq(900, 190, 4, 6) == 4440
    assert widest_sum_sq(900, 190, 3, 5) == 4350
    assert widest_sum_sq(900, 190, 3, 6) >= 4500
    assert widest_sum_sq(900, 190, 5, 6) == -1  # the mean is outside


def test_the_window_a_search_aims_at_leans_to_the_mean() -> None:
    assert aim(floor(20, (2,) * 10, 10)) == (3, 7)
    assert aim(floor(26, (2,) * 13, 10)) == (2, 5)
    assert aim(floor(100, (10,) * 10, 10)) == (0, 2)


def test_paleys_matrix_is_hadamard_and_its_columns_reach_the_floor() -> None:
    rows = paley_rows()
    for a, b in combinations(range(20), 2):
        assert sum(x * y for x, y in zip(rows[a], rows[b], strict=True)) == 0
    for games in (4, 10, 15):
        seating = paley(games, random.Random(games), tries=300)
        q = score(seating, 20)
        f = floor(20, (2,) * games, games)
        assert q.variance == pytest.approx(f.variance)  # equality in the Gram bound


def test_a_generated_seating_never_beats_its_floor() -> None:
    for shape in ((26, 2, 10), (21, 2, 10), (13, 1, 10)):
        n, t, g = shape
        req = SeatingRequest(players=n, tables=rounds_for(n, t, g), games=g, iterations=20_000)
        q = score(generate(req), n)
        assert q.floor is not None
        assert q.variance >= q.floor.variance - 1e-9
        assert q.meetings_max - q.meetings_min >= q.floor.width


@st.composite
def random_seatings(draw: st.DrawFn) -> tuple[int, tuple[int, ...], int, int]:
    players = draw(st.integers(10, 40))
    tables = draw(st.integers(1, players // SEATS))
    games = draw(st.integers(1, 5).filter(lambda g: players * g % SEATS == 0))
    return players, rounds_for(players, tables, games), games, draw(st.integers(0, 10**6))


@settings(max_examples=60, deadline=None)
@given(random_seatings())
def test_no_seating_goes_below_the_floor(case: tuple[int, tuple[int, ...], int, int]) -> None:
    """Any seating of the shape, here random groups, has Σm² and a range at least the
    floor's: the floor is a lower bound, not a guess."""
    players, rounds, games, seed = case
    if any(t * SEATS > players for t in rounds):
        return
    none: frozenset[int] = frozenset()
    rules = Rules(apart=(none,) * players, banned=(none,) * players, pinned=(none,) * len(rounds))
    seating = start(players, rounds, games, {}, rules, random.Random(seed))
    q = score(seating, players)
    f = floor(players, rounds, games)
    squares = round((q.variance + q.meetings_mean**2) * f.pairs)
    assert squares >= f.sum_sq
    assert q.meetings_max - q.meetings_min >= f.width

"""Which construction starts the seating of a shape, if any (docs/SEATING.md, "How a seating
is made"): Paley's matrix, a cyclic base, a transversal array, an orthogonal array (50/5/12),
each with the settings that suit it. :mod:`.seating` anneals from what this returns.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Literal

from . import seating_cyclic, seating_designs, seating_full, seating_orthogonal
from .seating_bounds import aim, floor
from .seating_search import Tables, pair_cost
from .seating_spread import steps
from .seating_tables import WITHIN, farthest, renumber

SEATS = 10
STEEP = 8.0
"""The extra cost of a meeting count outside the window, per step squared."""
SPREAD_WEIGHT = 30.0
"""The cyclic base's cost of an orbit's count a step beyond the fair share ± 2, per round."""
FULL_STEEP = 4.0
"""Every round full, cyclic: the tails' cost per step squared outside the window the search
aims at (steep enough that the tabu search keeps the range, as gentle as still lets it reach
the floor: 40/4/10 at the floor on seeds 1–12, 30/3/10 at 2–5 on seeds 1–3)."""
FULL_SHARE = 0.7
"""Every round full, cyclic: the base's share of the moves."""
CYCLIC_PLAYERS = 400
"""Cyclic bases up to this many players (their tables of patterns grow with the square)."""

Kind = Literal["paley", "cyclic", "full", "transversal", "orthogonal"]
"""Which construction: ``full`` is a cyclic base whose every round is full."""


def built(
    n: int,
    rounds: Sequence[int],
    games: int,
    budget: int,
    rng: random.Random,
    tick: seating_full.Tick | None = None,
) -> tuple[Tables, Kind] | None:
    """A construction's seating for the shape and its kind, or None when none fits;
    ``tick`` hears of the progress of a cyclic base of full rounds (the longest to search)
    and may stop it there."""
    if seating_orthogonal.fits(n, tuple(rounds), games):
        return seating_orthogonal.orthogonal(rng), "orthogonal"
    if len(set(rounds)) == 1 and full_cyclic(n, rounds, games):
        return _full(n, rounds, games, budget, rng, tick), "full"
    if cyclic(n, rounds, games):
        flo = floor(n, rounds, games)
        cost = pair_cost(*aim(flo), len(rounds) + 1, STEEP)
        spread = orbit_spread(n, rounds, games)
        found = seating_cyclic.search(
            n, len(rounds), rounds[0], games, cost, budget // 3, rng, flo.sum_sq, _balanced, spread
        )
        return found, "cyclic"
    if len(set(rounds)) != 1:
        return None
    t, count = rounds[0], len(rounds)
    if n == 2 * SEATS and t == 2 and count < seating_designs.PALEY_Q + 1:
        return seating_designs.paley(count, rng), "paley"
    if n == SEATS * t and 9 * count <= n - t:
        return seating_designs.transversal(t, count, 5 * budget, rng), "transversal"
    return None


def _full(
    n: int,
    rounds: Sequence[int],
    games: int,
    budget: int,
    rng: random.Random,
    tick: seating_full.Tick | None = None,
) -> Tables:
    """A cyclic seating of full rounds: its base found by a tabu search, the narrowest range
    of meetings first (:mod:`.seating_full`)."""
    flo = floor(n, rounds, games)
    low, high = aim(flo)
    cost = pair_cost(low, high, len(rounds) + 1, FULL_STEEP)
    spread = orbit_spread(n, rounds, games)
    moves = int(budget * FULL_SHARE)
    return seating_full.search_full(
        n, len(rounds), rounds[0], cost, moves, rng, spread, high - low, flo.sum_sq, tick
    )


def orbit_spread(n: int, rounds: Sequence[int], games: int) -> list[float]:
    """At three tables or more, when every round turns (R divides the players), the cost of
    an orbit's count at a table of the base: a player of that orbit sits at each table
    number as often as his orbit has elements at that table of the base, so a base whose
    counts are all within 2 of the fair share has its table numbers in range as built.
    Empty (no cost) otherwise; at two tables :func:`_balanced` judges the bases."""
    t = rounds[0]
    if t < 3 or n % len(rounds):
        return []
    weight = SPREAD_WEIGHT * len(rounds)
    return [weight * steps(c - games / t, WITHIN) ** 2 for c in range(games + 2)]


def _balanced(tables: Tables) -> bool:
    """Whether the table numbers of ``tables`` can be spread within 2 of the fair share
    (asked at two tables a round only, where every choice of numbers is tried at once)."""
    if max(len(rnd) for rnd in tables) > 2:
        return True
    players = 1 + max(p for rnd in tables for table in rnd for p in table)
    none = frozenset[int]()
    spread = renumber(tables, players, [none] * len(tables), [none] * players, random.Random(0))
    return farthest(spread, players) <= WITHIN + 1e-9


def full_cyclic(players: int, rounds: Sequence[int], games: int) -> bool:
    """Whether a cyclic base of full rounds fits: every round full at three tables or more
    (where no renumbering of random groups reaches the fair share ± 2 of the table numbers,
    and the base's orbits keep it), the rounds dividing the players, too many rounds for a
    transversal array."""
    count, t = len(rounds), rounds[0]
    return (
        players <= CYCLIC_PLAYERS
        and t >= 3
        and count == games
        and players == SEATS * t
        and players % count == 0
        and 9 * count > players - t
    )


def cyclic(players: int, rounds: Sequence[int], games: int) -> bool:
    """Whether a cyclic base with byes fits: equal rounds that divide the players, some
    sitting out, or ten turned rounds of t tables and one of a single table for 10t + 1
    players of ten games."""
    count, t = len(rounds), rounds[0]
    if players > CYCLIC_PLAYERS:
        return False
    if len(set(rounds)) == 1:
        return count > games and players % count == 0
    shape = (t,) * SEATS + (1,)
    return tuple(rounds) == shape and games == SEATS and players == SEATS * t + 1

"""A cyclic seating of full rounds, searched by an iterated local search (docs/SEATING.md,
"How a seating is made").

Every round full at three tables or more, the rounds dividing the players (30/3/10,
40/4/10): the turned base of :mod:`.seating_cyclic`, its orbits keeping the table numbers in
range. One annealing from a random base, then kicks: a few random swaps of the best base and
a short annealing from there, kept when no costlier; after :data:`STALE` kicks without a
cheaper base it starts again from a random one. The tails cost gently while it searches;
of the bases it meets, the one whose range of meetings is narrowest wins, then the one with
the least Σ meetings².
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .seating_cyclic import RUN, Base, descend, develop, fill
from .seating_search import Tables, group, meetings

Tick = Callable[[float, Callable[[], Tables]], bool]
"""Told the share of the search done and a function giving the best seating so far;
returns False to stop there."""
KICK = 20_000
"""Moves of one re-annealing from the best base after a kick (every round full)."""
KICK_SWAPS = 8
"""Random swaps of a kick."""
KICK_HEAT = (2.0, 0.2)
"""Temperatures per round of a re-annealing after a kick."""
RESTART = 40_000
"""Moves of the annealing from a new random base."""
STALE = 10
"""Kicks without a cheaper base before the search starts again from a random one."""


def search_full(
    players: int,
    rounds: int,
    tables: int,
    cost: Sequence[float],
    moves: int,
    rng: random.Random,
    spread: Sequence[float],
    heat: tuple[float, float],
    width: int,
    tick: Tick | None = None,
) -> Tables:
    """The best cyclic seating of full rounds found in ``moves`` swaps of its base (see the
    module); ``tick`` hears of the progress and may stop the search, keeping the best."""
    base = Base(rounds, players // rounds, tables, cost, False, spread)
    return _kicked(base, players, moves, rng, heat, width, tick)


def _load(base: Base, members: Sequence[Sequence[int]]) -> None:
    """Put ``base`` at the tables ``members`` (every element at a table, none sitting out)."""
    base.count = list(base.offset)
    base.hist = [[0] * base.t for _ in range(base.k)]
    base.members = [[] for _ in range(base.t + 1)]
    for j, table in enumerate(members):
        for e in table:
            base.slot[e] = j
    for j, table in enumerate(members):
        for e in table:
            base.shift(e, j, 1)
            base.members[j].append(e)


def _strict(
    players: int, base: Sequence[Sequence[int]], rounds: int, width: int
) -> tuple[int, int]:
    """How far the meetings' range of ``base`` exceeds ``width``, then its Σ meetings²."""
    counts = meetings(players, group(players, develop(base, rounds)))
    over = max(0, max(counts) - min(counts) - width)
    return over, sum(m * m * c for m, c in counts.items())


def _kicked(
    base: Base,
    players: int,
    moves: int,
    rng: random.Random,
    heat: tuple[float, float],
    width: int,
    tick: Tick | None = None,
) -> Tables:
    """Every round full: one annealing from a random base, then an iterated local search
    (a few random swaps of the best base, annealed again briefly, kept when no costlier),
    in ``moves`` swaps in all. The result is the base met whose meetings' range exceeds
    ``width`` least, then with the least Σ meetings² (the cost, with gentle tails, guides
    the search better than the strict figures would)."""
    first = min(RUN // 2, moves // 3)
    held: list[list[list[int]]] = []

    def heard(done: int) -> bool:
        if tick is None:
            return True
        best = held[0] if held else [list(m) for m in base.members[: base.t]]
        return tick(min(1.0, done / max(1, moves)), lambda: develop(best, base.r))

    fill(base, [0] * base.k, rng)
    found, members, going = descend(base, first, rng, heat, heard)
    strict = (_strict(players, members, base.r, width), members)
    held.append(members)
    size = len(base.slot)
    idle = 0
    for k in range(max(0, moves - first) // KICK if going else 0):
        if not heard(first + k * KICK):
            break
        if idle >= STALE:
            fill(base, [0] * base.k, rng)
            found, members, _ = descend(base, RESTART, rng, heat)
            idle = 0
        _load(base, members)
        for _ in range(KICK_SWAPS):
            e, f = int(rng.random() * size), int(rng.random() * size)
            if base.slot[e] != base.slot[f]:
                base.trade(e, f)
        again, tried, _ = descend(base, KICK, rng, KICK_HEAT)
        idle = 0 if again < found - 1e-9 else idle + 1
        if again <= found + 1e-9:
            found, members = again, tried
        key = _strict(players, tried, base.r, width)
        if key < strict[0]:
            strict = (key, tried)
            held[0] = tried
    return develop(strict[1], base.r)

"""The annealing of the seating's groups (:mod:`.seating_search` holds the state and its
moves): a schedule of temperatures, the best grouping met (fewest broken constraints, then
lowest cost), a stop at the floor's cost, and a caller who hears of the progress now and then
and may stop it, keeping the best.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial

from ..rules.values import frozen, mutable
from .seating_search import BYE, Annealer, Tables, breaks, copy, group, meetings

CHUNK = 4096
"""Moves between two looks at the clock of the caller (progress and stop)."""


@frozen
class Snapshot:
    """The best grouping so far, as the caller's progress line shows it."""

    low: int
    high: int
    variance: float
    breaks: int
    """Constraints still broken (kept-apart pairs together, judges' bans)."""


Watch = Callable[[float, Callable[[], Snapshot]], bool]
"""Called now and then with the share of the work done (0..1) and a function giving the best
figures so far (worth a few milliseconds, so called only when shown); returns False to stop
the search there, keeping the best."""


@mutable(slots=True)
class Schedule:
    """One annealing: its moves, its temperatures, and the caller's share of the work."""

    moves: int
    hot: float
    cold: float
    least: float = -math.inf
    """A cost no grouping can go below (the floor's): the annealing stops on reaching it."""
    start: float = 0.0
    """The share of the whole search done before this annealing."""
    share: float = 1.0
    """This annealing's share of the whole search."""


def anneal(s: Annealer, plan: Schedule, watch: Watch | None = None) -> tuple[Tables, int, bool]:
    """Run ``plan`` from the current grouping; return the best tables met (fewest broken
    constraints, then lowest cost), their broken-constraint count, and False when ``watch``
    stopped it."""
    g, rng = s.g, s.rng
    n = len(g.rows)
    multi = [r for r, rnd in enumerate(g.tables) if len(rnd) > 1 and len(s.movable[r]) > 1]
    has_byes = any(s.out) and any(s.movable)
    broken = len(breaks(g, s.rules))
    best_broken, best_tables = broken, copy(g.tables)
    if plan.moves < 1 or not (multi or has_byes) or (not broken and s.total() <= plan.least):
        return best_tables, best_broken, True
    cost = s.total()
    best = cost
    random, rounds = rng.random, len(multi)
    cool = (plan.cold / plan.hot) ** (1.0 / plan.moves)
    temp = plan.hot
    for it in range(plan.moves):
        temp *= cool
        if has_byes and (not multi or it % BYE == 0):
            made = s.bye_swap(temp)
        else:
            made = s.swap(multi[int(random() * rounds)], temp)
        if made is not None:
            cost += made[0]
            broken += made[1]
            if (broken, cost) < (best_broken, best - 1e-9):
                best, best_broken, best_tables = cost, broken, copy(g.tables)
                if not broken and cost <= plan.least + 1e-9:
                    break
        if watch is not None and it % CHUNK == CHUNK - 1:
            done = min(1.0, plan.start + plan.share * (it + 1) / plan.moves)
            if not watch(done, partial(snapshot, n, best_tables, best_broken, s.rules.apart)):
                return best_tables, best_broken, False
    return best_tables, best_broken, True


def snapshot(n: int, tables: Tables, broken: int, apart: Sequence[frozenset[int]] = ()) -> Snapshot:
    """The figures of ``tables`` for a progress line: the variance over every pair, the
    min–max over the pairs not kept apart (as the seating's figures count them)."""
    g = group(n, tables)
    counts = meetings(n, g)
    pairs = sum(counts.values())
    total = sum(m * c for m, c in counts.items())
    squares = sum(m * m * c for m, c in counts.items())
    mean = total / pairs if pairs else 0.0
    others = dict(counts)
    for a, partners in enumerate(apart):
        for b in partners:
            if b > a:
                m = g.rows[a].get(b, 0)
                others[m] -= 1
                if not others[m]:
                    del others[m]
    return Snapshot(
        low=min(others, default=0),
        high=max(others, default=0),
        variance=squares / pairs - mean * mean if pairs else 0.0,
        breaks=broken,
    )

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
from .seating_assign import Spreader, allowed_numbers, placed
from .seating_search import BYE, Annealer, Tables, breaks, copy, group, meetings

RELABEL = 8
"""One move in this many exchanges two groups' table numbers, when the table counts share
the cost."""
RENUMBERS = 16
"""Times an annealing whose cost weighs the table counts renumbers every round exactly."""
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


def _moves(s: Annealer) -> tuple[list[int], bool]:
    """The moves the grouping allows: the rounds with two tables or more and two movable
    players or more (a swap between tables), and whether a player sits out a round with a
    movable one (a swap with the bye)."""
    multi = [r for r, rnd in enumerate(s.g.tables) if len(rnd) > 1 and len(s.movable[r]) > 1]
    return multi, any(s.out) and any(s.movable)


def _idle(s: Annealer, plan: Schedule, movable: bool, broken: int) -> bool:
    """Nothing to anneal: no moves planned, none possible, or the grouping already at the
    floor's cost with every constraint kept."""
    return plan.moves < 1 or not movable or (not broken and s.total() <= plan.least)


def anneal(s: Annealer, plan: Schedule, watch: Watch | None = None) -> tuple[Tables, int, bool]:
    """Run ``plan`` from the current grouping; return the best tables met (fewest broken
    constraints, then lowest cost), their broken-constraint count, and False when ``watch``
    stopped it."""
    g = s.g
    n = len(g.rows)
    multi, has_byes = _moves(s)
    broken = len(breaks(g, s.rules))
    best_broken, best_tables = broken, copy(g.tables)
    if _idle(s, plan, bool(multi or has_byes), broken):
        return best_tables, best_broken, True
    cost = s.total()
    best = cost
    relabels = s.spread is not None and bool(multi)
    every = max(1, plan.moves // RENUMBERS)
    cool = (plan.cold / plan.hot) ** (1.0 / plan.moves)
    temp = plan.hot
    for it in range(plan.moves):
        temp *= cool
        made = _move(s, it, temp, multi, has_byes, relabels)
        if made is not None:
            cost += made[0]
            broken += made[1]
            if (broken, cost) < (best_broken, best - 1e-9):
                best, best_broken, best_tables = cost, broken, copy(g.tables)
                if not broken and cost <= plan.least + 1e-9:
                    break
        if relabels and it % every == every - 1:
            cost += renumber(s)
            if (broken, cost) < (best_broken, best - 1e-9):
                best, best_broken, best_tables = cost, broken, copy(g.tables)
        if watch is not None and it % CHUNK == CHUNK - 1:
            done = min(1.0, plan.start + plan.share * (it + 1) / plan.moves)
            if not watch(done, partial(snapshot, n, best_tables, best_broken, s.rules.apart)):
                return best_tables, best_broken, False
    return best_tables, best_broken, True


def _move(
    s: Annealer, it: int, temp: float, multi: list[int], has_byes: bool, relabels: bool
) -> tuple[float, int] | None:
    """The ``it``-th move at ``temp``: a bye swap one in :data:`BYE` (when the shape has
    byes), an exchange of table numbers one in :data:`RELABEL` (when the table counts share
    the cost), else a swap in a random round; its changes, or None."""
    if has_byes and (not multi or it % BYE == 0):
        return s.bye_swap(temp)
    r = multi[int(s.rng.random() * len(multi))]
    if relabels and it % RELABEL == 1:
        return s.relabel(r, temp)
    return s.swap(r, temp)


def renumber(s: Annealer) -> float:
    """Renumber each round's tables at the least cost of the table counts given the other
    rounds (:mod:`.seating_assign`), until no round changes; the cost change. No meeting
    changes; a group with a fixed player keeps its number, none takes a banned one."""
    spread, g, rules = s.spread, s.g, s.rules
    if spread is None:
        return 0.0
    width = len(spread.count[0])
    allowed = allowed_numbers(g.tables, rules.pinned, rules.banned, width)
    at = [list(range(len(rnd))) for rnd in g.tables]
    spreader = Spreader(g.tables, at, width, spread.cost, allowed)
    before = spreader.total()
    spreader.descend(s.rng)
    for r, numbers in enumerate(spreader.at):
        if numbers != list(range(len(numbers))):
            g.tables[r][:] = placed(g.tables[r], numbers)
            row = g.at[r]
            for k, table in enumerate(g.tables[r]):
                for p in table:
                    row[p] = k
    spread.count = [list(c) for c in spreader.count]
    return spreader.total() - before


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

"""The seating's first phase: who plays whom, by simulated annealing over swaps.

The seats inside a table do not change who meets whom, so this phase works on the tables
alone (:mod:`.seating_seats` then seats each table). A round is its tables as sets of
players plus the players who sit it out (the byes). Two moves:

* **swap**: two players of one round at different tables change tables;
* **bye swap**: a player who plays round r but sits out round r2 trades places with one who
  sits out r but plays r2, so both still play the same number of games.

The cost is a sum over pairs of players of a convex function of their meeting count ``m``:
the squared distance from the mean (the sum of meetings is fixed, so this is mafiaratings'
squared deviation), a quartic term so the tails cost more, a penalty for a pair that never
meets, and for a pair kept apart a large cost per meeting instead. A swap's cost change is
read from the 36 meeting counts it touches. Several annealings from new random groupings
share the moves and the best is kept (narrowest range first); everything comes from the
seeded generator, so the same request gives the same grouping.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from .values import mutable

QUARTIC = 0.3
"""The weight of the quartic term of a pair's cost: the tails cost more than squared."""
BYE = 8
"""One move in this many is a bye swap, when the shape has byes."""
HOT, COLD = 2.0, 0.05
"""Temperatures: each annealing cools from HOT to COLD."""
RESTARTS = 8
"""Annealings from a new grouping each; the best is kept."""


@mutable(slots=True)
class Grouping:
    """Rounds of tables as player lists, with the meeting counts they imply."""

    n: int
    tables: list[list[list[int]]]
    """round → table → players (unordered here)."""
    at: list[list[int]]
    """round → player → table index, or -1 for a bye."""
    meet: list[list[int]]
    """player × player → tables shared."""


def group(n: int, tables: list[list[list[int]]]) -> Grouping:
    """The grouping of ``tables`` with its table index and meeting counts."""
    at = [[-1] * n for _ in tables]
    meet = [[0] * n for _ in range(n)]
    for r, rnd in enumerate(tables):
        for t, table in enumerate(rnd):
            for p in table:
                at[r][p] = t
                row = meet[p]
                for q in table:
                    if q != p:
                        row[q] += 1
    return Grouping(n=n, tables=tables, at=at, meet=meet)


def pair_costs(mean: float, top: int, w_zero: int) -> tuple[list[float], list[float]]:
    """``(inc, dec)``: the cost change of a pair meeting once more (``inc[m]``) or once less
    (``dec[m]``) from ``m`` meetings, ``m`` in 0..``top``.

    A pair costs its squared distance from the mean, plus a quartic term (so the tails cost
    more than the squares alone say), plus ``w_zero`` when it never meets.
    """

    def cost(m: int) -> float:
        d = abs(m - mean)
        return d * d + QUARTIC * d**4 + (w_zero if m == 0 else 0)

    costs = [cost(m) for m in range(top + 2)]
    inc = [costs[m + 1] - costs[m] for m in range(top + 1)]
    dec = [costs[m - 1] - costs[m] if m else 0.0 for m in range(top + 1)]
    return inc, dec


@mutable(slots=True)
class Search:
    """The annealing state: the grouping, what may move, and the pair costs."""

    g: Grouping
    movable: list[list[int]]
    """round → players that may change table in it (playing, not fixed there)."""
    free_byes: list[list[int]]
    """round → players who sit it out (never fixed there)."""
    pinned: list[set[int]]
    """round → players fixed to their table in it."""
    apart: list[set[int]]
    inc: list[float]
    dec: list[float]
    w_apart: int
    rng: random.Random

    def total(self) -> float:
        """The whole cost, for the best-so-far bookkeeping after a reheat."""
        n, meet = self.g.n, self.g.meet
        base = [0.0]
        for m in range(1, len(self.inc) + 1):
            base.append(base[-1] + self.inc[m - 1])
        cost = 0.0
        for p in range(n):
            for q in range(p + 1, n):
                m = meet[p][q]
                cost += self.w_apart * m if q in self.apart[p] else base[m]
        return cost

    def swap_delta(self, r: int, a: int, b: int) -> float:
        """The cost change of ``a`` and ``b`` (different tables of round ``r``) trading."""
        g = self.g
        A, B = g.tables[r][g.at[r][a]], g.tables[r][g.at[r][b]]
        ma, mb = g.meet[a], g.meet[b]
        inc, dec = self.inc, self.dec
        d = 0.0
        for x in A:
            if x != a:
                d += dec[ma[x]] + inc[mb[x]]
        for y in B:
            if y != b:
                d += dec[mb[y]] + inc[ma[y]]
        if self.apart[a] or self.apart[b]:
            d += self._apart_fix(a, A, B, -1) + self._apart_fix(a, B, A, 1, skip=b)
            d += self._apart_fix(b, B, A, -1) + self._apart_fix(b, A, B, 1, skip=a)
        return d

    def _apart_fix(
        self, p: int, table: list[int], other: list[int], step: int, skip: int = -1
    ) -> float:
        """Replace the pair cost by the kept-apart cost for ``p``'s partners at ``table``."""
        d = 0.0
        row = self.g.meet[p]
        for q in self.apart[p]:
            if q != p and q != skip and q in table:
                m = row[q]
                d -= self.inc[m] if step > 0 else self.dec[m]
                d += self.w_apart * step
        return d

    def move(self, r: int, a: int, b: int) -> None:
        """Put ``b`` where ``a`` is in round ``r`` and ``a`` where ``b`` is (or sits out)."""
        g = self.g
        ta, tb = g.at[r][a], g.at[r][b]
        meet = g.meet
        if ta >= 0:
            A = g.tables[r][ta]
            A[A.index(a)] = b
            for x in A:
                if x != b:
                    meet[a][x] -= 1
                    meet[x][a] -= 1
                    meet[b][x] += 1
                    meet[x][b] += 1
        if tb >= 0:
            B = g.tables[r][tb]
            B[B.index(b)] = a
            for y in B:
                if y != a:
                    meet[b][y] -= 1
                    meet[y][b] -= 1
                    meet[a][y] += 1
                    meet[y][a] += 1
        g.at[r][a], g.at[r][b] = tb, ta

    def bye_swap(self, temp: float, cost: float) -> float:
        """Try one bye swap; return the new cost."""
        rng, g = self.rng, self.g
        r = rng.randrange(len(g.tables))
        if not self.free_byes[r] or not self.movable[r]:
            return cost
        a = rng.choice(self.movable[r])
        b = rng.choice(self.free_byes[r])
        r2 = rng.randrange(len(g.tables))
        if g.at[r2][a] >= 0 or g.at[r2][b] < 0 or b in self.pinned[r2]:
            return cost
        before = cost
        cost += self.replace_delta(r, a, b)
        self.move(r, a, b)
        cost += self.replace_delta(r2, b, a)
        self.move(r2, b, a)
        delta = cost - before
        if delta > 0 and rng.random() >= math.exp(-delta / temp):
            self.move(r2, a, b)
            self.move(r, b, a)
            return before
        self._rebye(r, a, b)
        self._rebye(r2, b, a)
        return cost

    def replace_delta(self, r: int, a: int, b: int) -> float:
        """The cost change of ``b`` (sitting out round ``r``) taking ``a``'s place in it."""
        g = self.g
        A = g.tables[r][g.at[r][a]]
        ma, mb = g.meet[a], g.meet[b]
        d = 0.0
        for x in A:
            if x != a:
                d += self._step(a, x, ma[x], -1) + self._step(b, x, mb[x], 1)
        return d

    def _step(self, p: int, q: int, m: int, step: int) -> float:
        if q in self.apart[p]:
            return float(self.w_apart * step)
        return self.inc[m] if step > 0 else self.dec[m]

    def _rebye(self, r: int, out: int, into: int) -> None:
        """``out`` now sits out round ``r`` and ``into`` plays it."""
        mv, fb = self.movable[r], self.free_byes[r]
        mv[mv.index(out)] = into
        fb[fb.index(into)] = out


def anneal(s: Search, iterations: int, temp0: float, temp1: float) -> list[list[list[int]]]:
    """Run ``iterations`` moves from the current grouping; return the best tables met."""
    g, rng = s.g, s.rng
    rounds = [r for r, rnd in enumerate(g.tables) if len(rnd) > 1 and len(s.movable[r]) > 1]
    has_byes = any(s.free_byes) and any(s.movable)
    if iterations < 1 or not (rounds or has_byes):
        return _copy(g.tables)
    cost = s.total()
    best, best_tables = cost, _copy(g.tables)
    cool = (temp1 / temp0) ** (1.0 / iterations)
    temp = temp0
    for it in range(iterations):
        temp *= cool
        if has_byes and (not rounds or it % BYE == 0):
            cost = s.bye_swap(temp, cost)
        else:
            r = rng.choice(rounds)
            mv = s.movable[r]
            a, b = rng.choice(mv), rng.choice(mv)
            if g.at[r][a] == g.at[r][b]:
                continue
            delta = s.swap_delta(r, a, b)
            if delta > 0 and rng.random() >= math.exp(-delta / temp):
                continue
            s.move(r, a, b)
            cost += delta
        if cost < best - 1e-9:
            best, best_tables = cost, _copy(g.tables)
    return best_tables


def _copy(tables: Sequence[Sequence[Sequence[int]]]) -> list[list[list[int]]]:
    return [[list(t) for t in rnd] for rnd in tables]


def arrange(
    fresh: Callable[[], list[list[list[int]]]],
    n: int,
    pinned: list[set[int]],
    apart: list[set[int]],
    rng: random.Random,
    iterations: int,
    weights: tuple[int, int],
) -> list[list[list[int]]]:
    """Tables for even meetings, from ``RESTARTS`` annealings of ``iterations`` moves in all.

    Each annealing starts from a new grouping ``fresh()`` (byes and fixed tables honoured);
    the best of them is kept: the narrowest range of meetings, then the fewest pairs at its
    two ends, then the lowest cost. ``weights`` are a never-meeting pair's extra cost and a
    kept-apart pair's cost per meeting.
    """
    w_zero, w_apart = weights
    best: list[list[list[int]]] = []
    best_key: tuple[float, ...] = ()
    for k in range(RESTARTS):
        start = fresh()
        if not best:
            best = start
        rounds = len(start)
        mean = sum(len(rnd) for rnd in start) * 45 / (n * (n - 1) / 2)
        inc, dec = pair_costs(mean, rounds, w_zero)
        s = _search(start, n, pinned, apart, inc, dec, w_apart, rng)
        share = iterations // RESTARTS + (k < iterations % RESTARTS)
        tables = anneal(s, share, HOT, COLD)
        key = _rank(tables, n, apart, mean)
        if not best_key or key < best_key:
            best, best_key = tables, key
    return best


def _rank(
    tables: list[list[list[int]]], n: int, apart: list[set[int]], mean: float
) -> tuple[float, ...]:
    """What makes one grouping better than another: the range first, then its ends."""
    meet = group(n, _copy(tables)).meet
    vals = [meet[p][q] for p in range(n) for q in range(p + 1, n) if q not in apart[p]]
    if not vals:
        return (0, 0, 0.0)
    low, high = min(vals), max(vals)
    ends = vals.count(low) + vals.count(high)
    together = sum(meet[p][q] for p in range(n) for q in apart[p])
    return (together, high - low, ends, sum((m - mean) ** 2 for m in vals))


def _search(
    tables: list[list[list[int]]],
    n: int,
    pinned: list[set[int]],
    apart: list[set[int]],
    inc: list[float],
    dec: list[float],
    w_apart: int,
    rng: random.Random,
) -> Search:
    g = group(n, _copy(tables))
    movable = [
        [p for p in range(n) if row[p] >= 0 and p not in pinned[r]] for r, row in enumerate(g.at)
    ]
    byes = [[p for p in range(n) if row[p] < 0] for row in g.at]
    return Search(
        g=g,
        movable=movable,
        free_byes=byes,
        pinned=pinned,
        apart=apart,
        inc=inc,
        dec=dec,
        w_apart=w_apart,
        rng=rng,
    )

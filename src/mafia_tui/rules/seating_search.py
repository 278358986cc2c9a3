"""The seating's first phase: who plays whom, by simulated annealing over swaps.

The seats inside a table do not change who meets whom, so this phase works on the tables
alone (:mod:`.seating_seats` then seats each table). A round is its tables as sets of
players plus the players who sit it out (the byes). Two moves:

* **swap**: two players of one round at different tables change tables;
* **bye swap**: a player who plays round r but sits out round r2 trades places with one who
  sits out r but plays r2, so both still play the same number of games.

The cost is a sum over pairs of players of a convex function of their meeting count ``m``:
the squared distance from the mean (the sum of meetings is fixed, so this is mafiaratings'
squared deviation), a steep extra cost beyond one meeting from the mean (so the range
min–max narrows, not only the sum), a penalty for a pair that never meets, and for a pair
kept apart a large cost per meeting instead. A swap's cost change is read from the 36
meeting counts it touches. The search keeps the best grouping it met, reheats when it has
not improved for a while, and stops early once the range is within the target; everything
comes from the seeded generator, so the same request gives the same grouping.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from .values import mutable

TOP_SPREAD = 2
"""The target: pair meetings within this of each other (issue #23)."""
QUARTIC = 0.3
"""The weight of the quartic term of a pair's cost: the tails cost more than squared."""
WINDOW = 4.0
"""The weight of a pair's squared distance outside the window aimed for."""
BYE = 8
"""One move in this many is a bye swap, when the shape has byes."""
HOT, COLD, WARM = 2.0, 0.05, 0.6
"""Temperatures: the first annealing runs from HOT to COLD, each narrowing from WARM."""


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


def pair_costs(mean: float, top: int, low: int, high: int, w_zero: int) -> tuple[list[float], ...]:
    """``(inc, dec)``: the cost change of a pair meeting once more (``inc[m]``) or once less
    (``dec[m]``) from ``m`` meetings, ``m`` in 0..``top``.

    A pair costs its squared distance from the mean, plus a steep quartic term, plus a heavy
    square of its distance outside the window ``low``..``high`` (the meetings aimed for), plus
    ``w_zero`` when it never meets.
    """

    def cost(m: int) -> float:
        d = abs(m - mean)
        out = max(0, low - m, m - high)
        return d * d + QUARTIC * d**4 + WINDOW * out * out + (w_zero if m == 0 else 0)

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


def spread(
    tables: Sequence[Sequence[Sequence[int]]], n: int, apart: list[set[int]]
) -> tuple[int, int]:
    """The meetings' (min, max) over the pairs not kept apart."""
    meet = group(n, _copy(tables)).meet
    vals = [meet[p][q] for p in range(n) for q in range(p + 1, n) if q not in apart[p]]
    return (min(vals), max(vals)) if vals else (0, 0)


def _copy(tables: Sequence[Sequence[Sequence[int]]]) -> list[list[list[int]]]:
    return [[list(t) for t in rnd] for rnd in tables]


def arrange(
    tables: list[list[list[int]]],
    n: int,
    pinned: list[set[int]],
    apart: list[set[int]],
    rng: random.Random,
    iterations: int,
    w_zero: int,
    w_apart: int,
) -> list[list[list[int]]]:
    """The tables of ``tables`` rearranged for even meetings, ``iterations`` moves in all.

    A first annealing spends half the moves on the whole cost; then, while the meetings'
    range is wider than the target, each further run (an eighth of the moves) aims at a
    window one narrower, dropping the side with fewer pairs first, and is kept only if it
    gets every pair inside.
    """
    rounds_total = sum(len(rnd) for rnd in tables)
    mean = rounds_total * 45 / (n * (n - 1) / 2)

    def run(
        start: list[list[list[int]]], window: tuple[int, int], k: int, hot: float
    ) -> list[list[list[int]]]:
        inc, dec = pair_costs(mean, len(tables), window[0], window[1], w_zero)
        s = _search(start, n, pinned, apart, inc, dec, w_apart, rng)
        return anneal(s, k, hot, COLD)

    best = run(tables, (0, len(tables)), iterations // 2, HOT)
    step = iterations // 8
    for _ in range(4):
        low, high = spread(best, n, apart)
        if high - low <= TOP_SPREAD or step < 1:
            break
        for window in _narrower(best, n, apart, low, high):
            tried = run(best, window, step, WARM)
            lo2, hi2 = spread(tried, n, apart)
            if window[0] <= lo2 and hi2 <= window[1]:
                best = tried
                break
        else:
            break
    return best


def _narrower(
    tables: list[list[list[int]]], n: int, apart: list[set[int]], low: int, high: int
) -> list[tuple[int, int]]:
    """The two windows one narrower than ``low``..``high``, the thinner side cut first."""
    meet = group(n, _copy(tables)).meet
    vals = [meet[p][q] for p in range(n) for q in range(p + 1, n) if q not in apart[p]]
    cut_low, cut_high = (low + 1, high), (low, high - 1)
    return [cut_low, cut_high] if vals.count(low) <= vals.count(high) else [cut_high, cut_low]


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

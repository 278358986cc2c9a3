"""The seating's first phase: who plays whom, by simulated annealing over swaps.

The seats inside a table do not change who meets whom, so this phase works on the tables
alone (:mod:`.seating_seats` seats them afterwards). A round is its tables as lists of players
plus the players who sit it out (the byes). Two moves:

* **swap**: two players of one round at different tables change tables;
* **bye swap**: a player who plays round r but sits out round r2 trades places with one who
  sits out r but plays r2, so both still play the same number of games.

The cost is a sum over pairs of a convex function of their meetings m: m² (the meetings add
up to a fixed total, so this is their variance), plus a steep term outside the window the
floor allows (:mod:`.seating_bounds`), so the tails cost more. The constraints are kept by a
large cost per break (a kept-apart pair at one table, a player at the table of a judge kept
from him) that the annealing drives to zero first; fixed players never move in their round.

A pair's meetings live in the two players' rows, dictionaries of partners met, so memory
grows with the seats, not with the square of the players. A move's cost change is read from
the 36 meeting counts it touches, each lookup done in C (``sum(map(...))``). The schedule and
the best-so-far bookkeeping are :mod:`.seating_anneal`'s.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from itertools import repeat

from ..rules.values import frozen, mutable
from .seating_spread import Spread

Tables = list[list[list[int]]]
"""round → table → players."""

BREAK = 1000.0
"""The cost of one broken constraint: far above any meeting cost a move can change."""
BYE = 8
"""One move in this many is a bye swap, when the shape has byes."""
_ZERO = repeat(0)


@frozen
class Rules:
    """What the search must keep: per player, the partners kept apart and the banned
    table indices (a judge kept from him); per round, the players fixed to their table."""

    apart: tuple[frozenset[int], ...]
    banned: tuple[frozenset[int], ...]
    pinned: tuple[frozenset[int], ...]


@mutable(slots=True)
class Grouping:
    """Rounds of tables as player lists, with the table of each player and his meetings."""

    tables: Tables
    at: list[list[int]]
    """round → player → table index, or -1 for a bye."""
    rows: list[dict[int, int]]
    """player → partner → tables shared (partners never met are absent)."""


def group(n: int, tables: Tables) -> Grouping:
    """The grouping of ``tables`` (copied) with its table index and meetings."""
    tables = copy(tables)
    at = [[-1] * n for _ in tables]
    rows: list[dict[int, int]] = [{} for _ in range(n)]
    for r, rnd in enumerate(tables):
        for t, table in enumerate(rnd):
            for p in table:
                at[r][p] = t
                row = rows[p]
                for q in table:
                    if q != p:
                        row[q] = row.get(q, 0) + 1
    return Grouping(tables=tables, at=at, rows=rows)


def copy(tables: Sequence[Sequence[Sequence[int]]]) -> Tables:
    return [[list(t) for t in rnd] for rnd in tables]


def pair_cost(low: int, high: int, top: int, steep: float) -> list[float]:
    """A pair's cost at ``m`` meetings, ``m`` in 0..``top`` + 1: m², plus ``steep`` times the
    square of its distance outside ``[low, high]``."""
    return [float(m * m + steep * max(0, low - m, m - high) ** 2) for m in range(top + 2)]


def meetings(n: int, g: Grouping) -> dict[int, int]:
    """How many pairs meet how many times (0 included)."""
    counts: dict[int, int] = {}
    met = 0
    for p, row in enumerate(g.rows):
        for q, m in row.items():
            if q > p:
                counts[m] = counts.get(m, 0) + 1
                met += 1
    zero = n * (n - 1) // 2 - met
    if zero:
        counts[0] = zero
    return counts


def breaks(g: Grouping, rules: Rules) -> list[tuple[int, int]]:
    """The constraints ``g`` breaks: kept-apart pairs ``(a, b)`` at one table (a < b), and
    ``(player, -1 - table)`` for a player at a table whose judge is kept from him."""
    out: list[tuple[int, int]] = []
    for at in g.at:
        for a, partners in enumerate(rules.apart):
            t = at[a]
            if t < 0:
                continue
            out.extend((a, b) for b in sorted(partners) if b > a and at[b] == t)
            if t in rules.banned[a]:
                out.append((a, -1 - t))
    return out


@mutable(slots=True)
class Annealer:
    """The annealing state: the grouping, who may move where, the pair costs."""

    g: Grouping
    rules: Rules
    cost: list[float]
    """A pair's cost at m meetings."""
    inc: list[float]
    dec: list[float]
    rng: random.Random
    movable: list[list[int]]
    """round → players at a table who are not fixed there."""
    out: list[list[int]]
    """round → players who sit it out."""
    spread: Spread | None = None
    """Each player's games at each table index, when they share the cost."""

    def total(self) -> float:
        """The cost of the grouping: every pair's, the pairs never met at ``m = 0``."""
        cost = self.cost
        n = len(self.g.rows)
        met = 0
        total = 0.0
        for p, row in enumerate(self.g.rows):
            for q, m in row.items():
                if q > p:
                    total += cost[m]
                    met += 1
        extra = self.spread.total() if self.spread is not None else 0.0
        return total + (n * (n - 1) // 2 - met) * cost[0] + extra

    def swap_delta(self, r: int, a: int, b: int) -> tuple[float, int]:
        """The cost change and the change in broken constraints of ``a`` and ``b`` (at
        different tables of round ``r``) trading tables."""
        g, inc, dec = self.g, self.inc, self.dec
        at = g.at[r]
        ta, tb = at[a], at[b]
        A, B = g.tables[r][ta], g.tables[r][tb]
        ra, rb = g.rows[a], g.rows[b]
        mab = ra.get(b, 0)
        d = (
            sum(map(inc.__getitem__, map(rb.get, A, _ZERO)))
            + sum(map(dec.__getitem__, map(ra.get, A, _ZERO)))
            + sum(map(inc.__getitem__, map(ra.get, B, _ZERO)))
            + sum(map(dec.__getitem__, map(rb.get, B, _ZERO)))
            - 2 * inc[mab]
        )
        if self.spread is not None:
            d += self.spread.swap(a, ta, b, tb)
        v = 0
        rules = self.rules
        if rules.apart[a] or rules.apart[b] or rules.banned[a] or rules.banned[b]:
            v = self._moved(at, a, ta, tb, b) + self._moved(at, b, tb, ta, a)
        return d, v

    def _moved(self, at: list[int], p: int, old: int, new: int, other: int) -> int:
        """Breaks gained by ``p`` going from table ``old`` to ``new`` while ``other`` goes
        the opposite way."""
        rules = self.rules
        v = (new in rules.banned[p]) - (old in rules.banned[p])
        for q in rules.apart[p]:
            if q != other:
                tq = at[q]
                v += (tq == new) - (tq == old)
        return v

    def enter_delta(self, r: int, a: int, b: int) -> tuple[float, int]:
        """The changes of ``b`` (sitting out round ``r``) taking ``a``'s place in it."""
        g, inc, dec = self.g, self.inc, self.dec
        at = g.at[r]
        ta = at[a]
        A = g.tables[r][ta]
        ra, rb = g.rows[a], g.rows[b]
        d = (
            sum(map(dec.__getitem__, map(ra.get, A, _ZERO)))
            + sum(map(inc.__getitem__, map(rb.get, A, _ZERO)))
            - inc[rb.get(a, 0)]
        )
        if self.spread is not None:
            d += self.spread.swap(a, ta, b, -1)
        rules = self.rules
        v = (ta in rules.banned[b]) - (ta in rules.banned[a])
        v += sum(1 for q in rules.apart[b] if q != a and at[q] == ta)
        v -= sum(1 for q in rules.apart[a] if at[q] == ta)
        return d, v

    def move(self, r: int, a: int, b: int) -> None:
        """Put ``b`` where ``a`` is in round ``r`` and ``a`` where ``b`` is (or sits out)."""
        g = self.g
        at = g.at[r]
        ta, tb = at[a], at[b]
        if ta >= 0:
            self._leave(g.tables[r][ta], a, b)
        if tb >= 0:
            self._leave(g.tables[r][tb], b, a)
        at[a], at[b] = tb, ta
        if self.spread is not None:
            self.spread.move(a, ta, tb)
            self.spread.move(b, tb, ta)

    def _leave(self, table: list[int], p: int, q: int) -> None:
        """``q`` takes ``p``'s place at ``table``: the meetings follow."""
        rows = self.g.rows
        rp, rq = rows[p], rows[q]
        table[table.index(p)] = q
        for x in table:
            if x == q:
                continue
            rx = rows[x]
            m = rp[x] - 1
            if m:
                rp[x] = rx[p] = m
            else:
                del rp[x], rx[p]
            rq[x] = rx[q] = rq.get(x, 0) + 1

    def bye_swap(self, temp: float) -> tuple[float, int] | None:
        """Try one bye swap at ``temp``; the changes made, or None when none was."""
        rng, at = self.rng, self.g.at
        random = rng.random
        rounds = len(at)
        r, r2 = int(random() * rounds), int(random() * rounds)
        mv, out = self.movable[r], self.out[r]
        if not mv or not out:
            return None
        a, b = mv[int(random() * len(mv))], out[int(random() * len(out))]
        if at[r2][a] >= 0 or at[r2][b] < 0 or b in self.rules.pinned[r2]:
            return None
        d1, v1 = self.enter_delta(r, a, b)
        self.move(r, a, b)
        d2, v2 = self.enter_delta(r2, b, a)
        d, v = d1 + d2, v1 + v2
        cost = d + BREAK * v
        if cost > 0 and rng.random() >= math.exp(-cost / temp):
            self.move(r, b, a)
            return None
        self.move(r2, b, a)
        _trade(self.movable[r], self.out[r], a, b)
        _trade(self.movable[r2], self.out[r2], b, a)
        return d, v

    def swap(self, r: int, temp: float) -> tuple[float, int] | None:
        """Try one swap in round ``r`` at ``temp``; the changes made, or None. The second
        player is drawn again once when the first draw sits at the same table."""
        random = self.rng.random
        mv = self.movable[r]
        size = len(mv)
        at = self.g.at[r]
        a = mv[int(random() * size)]
        b = mv[int(random() * size)]
        if at[a] == at[b]:
            b = mv[int(random() * size)]
            if at[a] == at[b]:
                return None
        d, v = self.swap_delta(r, a, b)
        cost = d + BREAK * v
        if cost > 0 and random() >= math.exp(-cost / temp):
            return None
        self.move(r, a, b)
        return d, v

    def relabel(self, r: int, temp: float) -> tuple[float, int] | None:
        """Try exchanging the table numbers of two groups of round ``r`` (no fixed player in
        either) at ``temp``: no meeting changes, only the table counts' cost (:attr:`spread`)
        and the judges' bans; the changes made, or None."""
        spread, random = self.spread, self.rng.random
        rnd = self.g.tables[r]
        i, j = int(random() * len(rnd)), int(random() * len(rnd))
        A, B = rnd[i], rnd[j]
        pins, banned = self.rules.pinned[r], self.rules.banned
        if spread is None or i == j or (pins and any(p in pins for p in A + B)):
            return None
        d = sum(spread.shift(p, i, j) for p in A) + sum(spread.shift(p, j, i) for p in B)
        v = sum((j in banned[p]) - (i in banned[p]) for p in A)
        v += sum((i in banned[p]) - (j in banned[p]) for p in B)
        cost = d + BREAK * v
        if cost > 0 and random() >= math.exp(-cost / temp):
            return None
        at = self.g.at[r]
        for group, old, new in ((A, i, j), (B, j, i)):
            for p in group:
                spread.move(p, old, new)
                at[p] = new
        rnd[i], rnd[j] = B, A
        return d, v


def _trade(playing: list[int], out: list[int], leaves: int, enters: int) -> None:
    playing[playing.index(leaves)] = enters
    out[out.index(enters)] = leaves


def annealer(
    tables: Tables,
    n: int,
    rules: Rules,
    cost: list[float],
    rng: random.Random,
    spread: Spread | None = None,
) -> Annealer:
    """The annealing state of ``tables`` under ``rules``; ``spread`` (of ``tables``) adds
    the table counts' cost."""
    g = group(n, tables)
    movable = [
        [p for p in range(n) if row[p] >= 0 and p not in pins]
        for row, pins in zip(g.at, rules.pinned, strict=True)
    ]
    out = [[p for p in range(n) if row[p] < 0] for row in g.at]
    inc = [cost[m + 1] - cost[m] for m in range(len(cost) - 1)]
    dec = [0.0] + [cost[m - 1] - cost[m] for m in range(1, len(cost) - 1)]
    return Annealer(
        g=g,
        rules=rules,
        cost=cost,
        inc=inc,
        dec=dec,
        rng=rng,
        movable=movable,
        out=out,
        spread=spread,
    )

"""A cyclic seating: one base round, turned round by round (docs/SEATING.md, "Cyclic").

When the R rounds all have the same tables and R divides the players, number the players
(x, s), x in 0..R-1, s in 0..n/R-1, and seat round r as the base round with every x moved on
by r. Two players then meet as often as their difference (s, s', x' - x) occurs inside the
base's tables, so the whole seating is judged by the base alone: the search below swaps
elements of the base (two at different tables, or one at a table with one of its own orbit
sitting out, so that every player keeps G games) and counts the meetings by differences.
With byes the best bases found reach the floor of docs/SEATING.md or come close (26 players
at 2 tables in 13 rounds: 3-5 at the floor's variance; one table: 7-8 for 13 players).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from .seating_search import Tables

SEATS = 10


class Base:
    """The base round: each element's slot (a table, or ``t`` for sitting out) and the
    counts of every difference pattern inside the tables.

    Elements ``s·R + x`` are the orbits' (x moves on each round); with ``fixed``, element
    ``k·R`` is a player who stays (his meetings with an orbit are the orbit's elements at his
    table, whatever the round), and orbit 0 also plays one more round all together (every
    pair of it meets once more)."""

    def __init__(
        self,
        rounds: int,
        orbits: int,
        tables: int,
        cost: Sequence[float],
        fixed: bool,
        spread: Sequence[float] = (),
    ) -> None:
        self.r, self.k, self.t = rounds, orbits, tables
        self.cost = cost
        self.fixed = fixed
        self.spread = spread
        self.hist = [[0] * tables for _ in range(orbits)]
        size = rounds * orbits + fixed
        self.key: list[list[int]] = [[0] * size for _ in range(size)]
        self.step: list[list[int]] = [[0] * size for _ in range(size)]
        self.weight: list[float] = [0.0] * (orbits * orbits * rounds + orbits)
        self.offset = [0] * len(self.weight)
        for e in range(size):
            for f in range(size):
                if e != f:
                    self.key[e][f], self.step[e][f] = self._pattern(e, f)
                    self.weight[self.key[e][f]] = self._pairs(e, f)
        if fixed:
            for d in range(1, rounds // 2 + 1):
                self.offset[d] = 1
        self.count = list(self.offset)
        self.slot = [tables] * size
        self.members: list[list[int]] = [[] for _ in range(tables + 1)]

    def _pattern(self, e: int, f: int) -> tuple[int, int]:
        """The pattern of elements ``e`` and ``f`` at one table, and by how much a meeting
        count of that pattern grows (2 for the half-turn difference inside an orbit)."""
        r, k = self.r, self.k
        if max(e, f) == r * k:
            return k * k * r + min(e, f) // r, 1
        (s, x), (s2, y) = divmod(e, r), divmod(f, r)
        if s == s2:
            d = (y - x) % r
            d = min(d, r - d)
            return (s * k + s) * r + d, 2 if 2 * d == r else 1
        if s < s2:
            return (s * k + s2) * r + (y - x) % r, 1
        return (s2 * k + s) * r + (x - y) % r, 1

    def _pairs(self, e: int, f: int) -> float:
        """How many pairs of players share the pattern of ``e`` and ``f``."""
        if max(e, f) == self.r * self.k:
            return float(self.r)
        (s, x), (s2, y) = divmod(e, self.r), divmod(f, self.r)
        half = s == s2 and 2 * ((y - x) % self.r) == self.r
        return self.r / 2 if half else float(self.r)

    def total(self) -> float:
        """The whole cost: every pattern, the unseen ones at 0 meetings, and each orbit's
        count at each table (with :attr:`spread`)."""
        total = sum(w * self.cost[c] for w, c in zip(self.weight, self.count, strict=True) if w)
        if self.spread:
            total += sum(self.spread[c] for row in self.hist for c in row)
        return total

    def shift(self, e: int, table: int, sign: int) -> float:
        """Count ``e`` out of (-1) or into (+1) ``table``; the cost change."""
        if table == self.t:
            return 0.0
        d = 0.0
        if self.spread and e < self.r * self.k:
            row = self.hist[e // self.r]
            c = row[table]
            d = self.spread[c + sign] - self.spread[c]
            row[table] = c + sign
        keys, steps, count, weight, cost = (
            self.key[e],
            self.step[e],
            self.count,
            self.weight,
            self.cost,
        )
        for f in self.members[table]:
            if f != e:
                kk = keys[f]
                old = count[kk]
                new = old + sign * steps[f]
                d += weight[kk] * (cost[new] - cost[old])
                count[kk] = new
        return d

    def delta(self, e: int, f: int) -> float:
        """The cost change :meth:`trade` would make, nothing changed (a pattern met twice
        among the 36 touched is counted once with both steps)."""
        je, jf = self.slot[e], self.slot[f]
        key, step, t = self.key, self.step, self.t
        change: dict[int, int] = {}
        get = change.get
        for x, y, table in ((e, f, je), (f, e, jf)):
            if table == t:
                continue
            kx, sx, ky, sy = key[x], step[x], key[y], step[y]
            for z in self.members[table]:
                if z != x:
                    k = kx[z]
                    change[k] = get(k, 0) - sx[z]
                    k = ky[z]
                    change[k] = get(k, 0) + sy[z]
        count, weight, cost = self.count, self.weight, self.cost
        d = 0.0
        for k, c in change.items():
            if c:
                old = count[k]
                d += weight[k] * (cost[old + c] - cost[old])
        if self.spread and je != jf:
            d += self._spread_delta(e, f, je, jf)
        return d

    def _spread_delta(self, e: int, f: int, je: int, jf: int) -> float:
        """The orbits' count cost change of ``e`` (at ``je``) and ``f`` (at ``jf``) trading."""
        r, t, spread = self.r, self.t, self.spread
        moved: dict[tuple[int, int], int] = {}
        for x, old, new in ((e, je, jf), (f, jf, je)):
            if x >= r * self.k:
                continue
            s = x // r
            if old != t:
                moved[s, old] = moved.get((s, old), 0) - 1
            if new != t:
                moved[s, new] = moved.get((s, new), 0) + 1
        d = 0.0
        for (s, j), c in moved.items():
            if c:
                old = self.hist[s][j]
                d += spread[old + c] - spread[old]
        return d

    def trade(self, e: int, f: int) -> float:
        """Exchange the slots of ``e`` and ``f``; the cost change."""
        je, jf = self.slot[e], self.slot[f]
        d = self.shift(e, je, -1) + self.shift(f, jf, -1)
        me, mf = self.members[je], self.members[jf]
        me[me.index(e)] = f
        mf[mf.index(f)] = e
        self.slot[e], self.slot[f] = jf, je
        return d + self.shift(e, jf, 1) + self.shift(f, je, 1)


def fill(base: Base, byes: Sequence[int], rng: random.Random) -> None:
    """A random base: orbit s sits out ``byes[s]`` times, the rest fill the tables."""
    r, t = base.r, base.t
    playing, out = [], []
    for s, k in enumerate(byes):
        xs = [s * r + x for x in range(r)]
        rng.shuffle(xs)
        out.extend(xs[:k])
        playing.extend(xs[k:])
    if base.fixed:
        playing.append(r * base.k)
    rng.shuffle(playing)
    base.members = [[] for _ in range(t)] + [out]
    base.count = list(base.offset)
    base.hist = [[0] * t for _ in range(base.k)]
    for e in out:
        base.slot[e] = t
    for j in range(t):
        for e in playing[j * SEATS : (j + 1) * SEATS]:
            base.shift(e, j, 1)
            base.members[j].append(e)
            base.slot[e] = j


HOT, COLD = 1.5, 0.04
"""Temperatures of the base's annealing, per round (a pattern's cost counts R pairs)."""
TICK = 4096
"""Moves between two calls of a search's ``heard`` (progress and stop)."""
RUN = 120_000
"""Moves of one annealing of the base; a longer budget starts it again from a new base."""


def search(
    players: int,
    rounds: int,
    tables: int,
    games: int,
    cost: Sequence[float],
    moves: int,
    rng: random.Random,
    least: float = 0.0,
    accept: Callable[[Tables], bool] = lambda _: True,
    spread: Sequence[float] = (),
    heat: tuple[float, float] = (HOT, COLD),
) -> Tables:
    """The best cyclic seating found in ``moves`` swaps of its base round's elements, in runs
    of at most :data:`RUN` from new bases, stopping at a cost of ``least`` (the floor) once
    ``accept`` takes the seating (its table numbers spread well enough).

    ``spread[c]`` is the cost of an orbit's count ``c`` at a table of the base (none when
    empty). ``rounds`` is R when R divides the players; with ``players = 10·tables + 1`` and ten
    games each, ``rounds`` is 11: ten turned rounds and one of a single table (orbit 0), the
    last player staying put. ``cost[m]`` is a pair's cost at ``m`` meetings; ``heat`` the
    temperatures per round. (Every round full: :mod:`.seating_full`.)
    """
    fixed = players % rounds != 0
    turned = rounds - fixed
    orbits = players // turned
    base = Base(turned, orbits, tables, cost, fixed, spread)
    byes = [1] + [0] * (orbits - 1) if fixed else [turned - games] * orbits
    runs = max(1, -(-moves // RUN))
    best: tuple[float, bool] = (math.inf, True)
    best_tables: Tables = []
    for _ in range(runs):
        found, members = _anneal(base, byes, moves // runs, rng, heat)
        tables_found = develop(members, turned, turned * orbits if fixed else -1)
        if fixed:
            tables_found.append([list(range(turned))])
        at_floor = found <= least + 1e-9
        key = (found, at_floor and not accept(tables_found))
        if key < best:
            best, best_tables = key, tables_found
        if at_floor and not best[1]:
            break
    return best_tables


def descend(
    base: Base,
    moves: int,
    rng: random.Random,
    heat: tuple[float, float],
    heard: Callable[[int], bool] | None = None,
) -> tuple[float, list[list[int]], bool]:
    """Anneal ``base`` from where it is; its best cost and tables, and False when ``heard``
    (told the moves made every :data:`TICK`) stopped it."""
    rounds, tables = base.r, base.t
    current = base.total()
    best, best_members = current, [list(m) for m in base.members[:tables]]
    size = len(base.slot)
    hot, cold = heat[0] * rounds, heat[1] * rounds
    cool = (cold / hot) ** (1.0 / max(1, moves))
    temp = hot
    random = rng.random
    for it in range(moves):
        if heard is not None and it % TICK == TICK - 1 and not heard(it + 1):
            return best, best_members, False
        temp *= cool
        e, f = int(random() * size), int(random() * size)
        je, jf = base.slot[e], base.slot[f]
        if je == jf or ((je == tables or jf == tables) and e // rounds != f // rounds):
            continue
        d = base.delta(e, f)
        if d > 0 and random() >= math.exp(-d / temp):
            continue
        base.trade(e, f)
        current += d
        if current < best - 1e-9:
            best, best_members = current, [list(m) for m in base.members[:tables]]
    return best, best_members, True


def _anneal(
    base: Base,
    byes: Sequence[int],
    moves: int,
    rng: random.Random,
    heat: tuple[float, float] = (HOT, COLD),
) -> tuple[float, list[list[int]]]:
    """One annealing from a random base: its best cost and tables."""
    fill(base, byes, rng)
    found, members, _ = descend(base, moves, rng, heat)
    return found, members


def develop(base: Sequence[Sequence[int]], rounds: int, stay: int = -1) -> Tables:
    """Every round of the base's tables: element (s, x) is player ``s·R + x``, moved on by
    the round's number; element ``stay`` stays."""
    return [
        [[e if e == stay else e - e % rounds + (e % rounds + r) % rounds for e in t] for t in base]
        for r in range(rounds)
    ]

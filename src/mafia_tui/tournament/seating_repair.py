"""Table numbers that renumbering alone cannot bring in range (docs/SEATING.md, "Table
numbers").

Renumbering a round's tables changes no meeting, but some groupings have no numbering at
all within 2 of every player's fair share: a depth-first search over every numbering of the
36/3/10 groupings the meeting search ends with finds none. Then the groups themselves change,
as little as the meetings allow: a conflict-directed descent takes a player whose count at
a table number is out of range, tries every swap of him, in a round where moving him mends
that count, with a player of another table, and makes the one that costs least in meetings
plus a steep cost per count out of range (the best one not tabu, a moved player tabu in his
round for a while). It stops when every count is in range or its moves are spent, keeping
the best grouping met (fewest counts out, then the lowest meeting cost).

Only swaps inside a round move: who sits out stays, and a fixed player never moves.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from .seating_search import Annealer, Rules, Tables, annealer, copy
from .seating_spread import steps
from .seating_tables import CLIMB_TABLES, WITHIN, fair_shares, farthest, renumber

OUT = 100.0
"""The cost of a count one whole step out of range, squared: above any swap's meetings."""
TENURE = 7
"""Moves for which a moved player stays tabu in his round."""
REPAIRS = 3
"""Rounds of renumbering and mending the groups at most."""
REPAIR_MOVES = 400
"""Swaps of one mending of the groups."""
HOT, COLD = 0.8, 0.5
"""Temperatures of the annealing that follows a mending (those of a construction's)."""


class Repair:
    """Each player's games at each table index of ``s``'s grouping, against ``fair``."""

    def __init__(self, s: Annealer, fair: Sequence[Sequence[float]]) -> None:
        self.s, self.fair = s, fair
        width = len(fair[0])
        self.count = [[0] * width for _ in fair]
        for rnd in s.g.tables:
            for t, table in enumerate(rnd):
                for p in table:
                    self.count[p][t] += 1

    def out(self) -> list[tuple[int, int]]:
        """The (player, table index) counts out of range."""
        return [
            (p, t)
            for p, (row, fair) in enumerate(zip(self.count, self.fair, strict=True))
            for t, c in enumerate(row)
            if steps(c - fair[t], WITHIN)
        ]

    def cost(self, p: int, t: int, c: int) -> float:
        return OUT * steps(c - self.fair[p][t], WITHIN) ** 2

    def delta(self, p: int, old: int, new: int) -> float:
        """The change in ``p``'s cost moving from table index ``old`` to ``new``."""
        c = self.count[p]
        return (
            self.cost(p, old, c[old] - 1)
            - self.cost(p, old, c[old])
            + self.cost(p, new, c[new] + 1)
            - self.cost(p, new, c[new])
        )

    def candidates(self, p: int, t: int) -> list[tuple[int, int]]:
        """The swaps ``(round, other)`` that move ``p`` off index ``t`` (his count there too
        high) or onto it (too low)."""
        s = self.s
        high = self.count[p][t] > self.fair[p][t]
        out: list[tuple[int, int]] = []
        for r, rnd in enumerate(s.g.tables):
            at = s.g.at[r][p]
            if at < 0 or p in s.rules.pinned[r] or (at == t) != high or t >= len(rnd):
                continue
            pinned = s.rules.pinned[r]
            tables = [u for u in range(len(rnd)) if u != at] if high else [t]
            out.extend((r, b) for u in tables for b in rnd[u] if b not in pinned)
        return out

    def swap(self, r: int, a: int, b: int) -> None:
        at = self.s.g.at[r]
        ta, tb = at[a], at[b]
        self.count[a][ta] -= 1
        self.count[a][tb] += 1
        self.count[b][tb] -= 1
        self.count[b][ta] += 1
        self.s.move(r, a, b)


def repair(s: Annealer, fair: Sequence[Sequence[float]], moves: int, rng: random.Random) -> Tables:
    """The grouping of ``s`` with its counts out of range mended (see the module); the best
    tables met."""
    fix = Repair(s, fair)
    wrong = fix.out()
    meeting = s.total()
    best_key, best = (len(wrong), meeting), copy(s.g.tables)
    tabu: dict[tuple[int, int], int] = {}
    for it in range(moves):
        if not wrong:
            break
        p, t = wrong[int(rng.random() * len(wrong))]
        choice: tuple[float, float, int, int] | None = None
        for r, b in fix.candidates(p, t):
            d, v = s.swap_delta(r, p, b)
            if v > 0:
                continue
            at = s.g.at[r]
            d_out = fix.delta(p, at[p], at[b]) + fix.delta(b, at[b], at[p])
            total = d + d_out
            if tabu.get((r, b), -1) >= it and d_out >= 0:
                continue
            if choice is None or total < choice[0]:
                choice = (total, d, r, b)
        if choice is None:
            continue
        _, d, r, b = choice
        fix.swap(r, p, b)
        meeting += d
        tabu[(r, p)] = tabu[(r, b)] = it + TENURE
        wrong = fix.out()
        if (len(wrong), meeting) < best_key:
            best_key, best = (len(wrong), meeting), copy(s.g.tables)
    return best


def polish(
    s: Annealer,
    fair: Sequence[Sequence[float]],
    moves: int,
    hot: float,
    cold: float,
) -> Tables:
    """Anneal the meetings of ``s`` by swaps that bring no count out of range; the best
    tables met (fewest counts out, then the lowest meeting cost)."""
    fix = Repair(s, fair)
    g, rng = s.g, s.rng
    random = rng.random
    multi = [r for r, rnd in enumerate(g.tables) if len(rnd) > 1 and len(s.movable[r]) > 1]
    meeting = s.total()
    best_key, best = (len(fix.out()), meeting), copy(g.tables)
    if not multi or moves < 1:
        return best
    cool = (cold / hot) ** (1.0 / moves)
    temp = hot
    rounds = len(multi)
    for _ in range(moves):
        temp *= cool
        r = multi[int(random() * rounds)]
        mv = s.movable[r]
        a, b = mv[int(random() * len(mv))], mv[int(random() * len(mv))]
        at = g.at[r]
        ta, tb = at[a], at[b]
        if ta == tb:
            continue
        d_out = fix.delta(a, ta, tb) + fix.delta(b, tb, ta)
        if d_out > 0:
            continue
        d, v = s.swap_delta(r, a, b)
        if v > 0:
            continue
        cost = d + d_out
        if cost > 0 and random() >= math.exp(-cost / temp):
            continue
        fix.swap(r, a, b)
        meeting += d
        if d_out < 0 or meeting < best_key[1] - 1e-9:
            key = (len(fix.out()), meeting)
            if key < best_key:
                best_key, best = key, copy(g.tables)
    return best


def numbered(
    tables: Tables,
    n: int,
    width: int,
    rules: Rules,
    cost: list[float],
    rng: random.Random,
    moves: int = 100_000,
) -> Tables:
    """``tables`` renumbered to spread each player's table numbers (:mod:`.seating_tables`);
    where no numbering brings every count within 2 of the fair share (at two tables only
    when a judge kept from a player or a fixed place pins a round's numbers; ``width`` the
    most tables a round), the groups are mended, their meetings annealed again in
    ``moves`` swaps that keep every count in range, and renumbered."""
    tables = renumber(tables, n, rules.pinned, rules.banned, rng)
    for _ in range(REPAIRS if 2 <= width <= CLIMB_TABLES else 0):
        if farthest(tables, n, rules.banned) <= WITHIN + 1e-9:
            break
        fair = fair_shares(tables, n, rules.banned)
        tables = repair(annealer(tables, n, rules, cost, rng), fair, REPAIR_MOVES, rng)
        tables = polish(annealer(tables, n, rules, cost, rng), fair, moves, HOT, COLD)
        tables = renumber(tables, n, rules.pinned, rules.banned, rng)
    return tables

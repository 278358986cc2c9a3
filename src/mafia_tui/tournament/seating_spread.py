"""Each player's games at each table index, as a share of the meeting search's cost
(docs/SEATING.md, "Table numbers").

Renumbering a round's tables changes no meeting, so the search normally leaves the numbers
to :mod:`.seating_tables`. But some groupings have no numbering within 2 of every player's
fair share; a search that starts from a construction whose own numbers are in range then
keeps them so: a count a whole step beyond the fair share ± 2 costs :data:`WEIGHT` per step
squared, above what any swap gains in meetings near the end, and moves inside the range cost
nothing here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..rules.values import mutable

WEIGHT = 30.0
"""The cost of a count one whole step beyond the fair share ± 2."""


def steps(dev: float, within: float) -> int:
    """Whole steps of a count ``dev`` from its fair share beyond ``within``."""
    return math.ceil(max(0.0, abs(dev) - within) - 1e-9)


@mutable(slots=True)
class Spread:
    """Each player's games at each table index, and the cost of each count."""

    count: list[list[int]]
    cost: list[list[list[float]]]
    """player → table index → count → its cost."""

    def total(self) -> float:
        return sum(
            k[c]
            for row, ks in zip(self.count, self.cost, strict=True)
            for c, k in zip(row, ks, strict=True)
        )

    def shift(self, p: int, old: int, new: int) -> float:
        """The cost change of ``p`` going from table index ``old`` to ``new`` (-1: none)."""
        c, k = self.count[p], self.cost[p]
        d = 0.0
        if old >= 0:
            d += k[old][c[old] - 1] - k[old][c[old]]
        if new >= 0:
            d += k[new][c[new] + 1] - k[new][c[new]]
        return d

    def swap(self, a: int, ta: int, b: int, tb: int) -> float:
        """The cost change of ``a`` and ``b`` trading places (``ta``, ``tb``; -1: a bye)."""
        return self.shift(a, ta, tb) + self.shift(b, tb, ta)

    def move(self, p: int, old: int, new: int) -> None:
        if old >= 0:
            self.count[p][old] -= 1
        if new >= 0:
            self.count[p][new] += 1


def spread_of(
    tables: list[list[list[int]]], fair: Sequence[Sequence[float]], within: float
) -> Spread:
    """The table counts of ``tables`` and their costs against each player's ``fair`` share
    at each index."""
    width = len(fair[0]) if fair else 1
    count = [[0] * width for _ in fair]
    for rnd in tables:
        for t, table in enumerate(rnd):
            for p in table:
                count[p][t] += 1
    top = max((round(sum(row)) for row in fair), default=0) + 2
    cost = [[[WEIGHT * steps(c - f, within) ** 2 for c in range(top)] for f in row] for row in fair]
    return Spread(count=count, cost=cost)

"""Table numbers as an assignment per round (docs/SEATING.md, "Table numbers").

Renumbering a round's tables changes no meeting and no seat. With every other round's
numbers held, the cost of putting group g of round r at number k is the sum over g's players
of the change in their cost at k, one count more: it depends on g and k alone, so the best
numbering of that round is a linear assignment problem, solved exactly (Hungarian method,
O(t³)). The rounds are visited in turn until none changes (a local optimum over every
renumbering of one round), then a few rounds are renumbered at random and the descent run
again, keeping the better (an iterated local search). Deterministic for a given ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

BLOCKED = 1e12
"""The cost of a number a group may not take (a fixed player's own, a judge kept from one)."""
PASSES = 100
"""Passes over the rounds at most in one descent (one usually ends in a few)."""


def hungarian(cost: Sequence[Sequence[float]]) -> list[int]:
    """The column of each row in a least-cost perfect matching of the square ``cost``
    (the shortest augmenting path form of the Hungarian method, with potentials)."""
    n = len(cost)
    inf = float("inf")
    u = [0.0] * (n + 1)
    v = [0.0] * (n + 1)
    match = [0] * (n + 1)  # match[j]: the row (1-based) at column j, 0 for none
    way = [0] * (n + 1)
    for i in range(1, n + 1):
        match[0] = i
        j0 = 0
        least = [inf] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[j0] = True
            i0, delta, j1 = match[j0], inf, 0
            row = cost[i0 - 1]
            for j in range(1, n + 1):
                if not used[j]:
                    cur = row[j - 1] - u[i0] - v[j]
                    if cur < least[j]:
                        least[j], way[j] = cur, j0
                    if least[j] < delta:
                        delta, j1 = least[j], j
            for j in range(n + 1):
                if used[j]:
                    u[match[j]] += delta
                    v[j] -= delta
                else:
                    least[j] -= delta
            j0 = j1
            if match[j0] == 0:
                break
        while j0:
            j1 = way[j0]
            match[j0] = match[j1]
            j0 = j1
    out = [0] * n
    for j in range(1, n + 1):
        out[match[j] - 1] = j - 1
    return out


class Spreader:
    """Each player's count at each table number and the cost of the whole numbering.

    ``groups[r][g]`` are the players of round r's group g, ``at[r][g]`` its number;
    ``costs[p][t][c]`` the cost of player p at count c of number t, ``allowed[r][g]`` the
    numbers group g of round r may take (None: any)."""

    def __init__(
        self,
        groups: list[list[list[int]]],
        at: list[list[int]],
        width: int,
        costs: Sequence[Sequence[Sequence[float]]],
        allowed: list[list[frozenset[int] | None]],
    ) -> None:
        self.groups, self.at, self.width = groups, at, width
        self.costs, self.allowed = costs, allowed
        self.count = [[0] * width for _ in costs]
        for r, rnd in enumerate(groups):
            for g, players in enumerate(rnd):
                for p in players:
                    self.count[p][at[r][g]] += 1

    def total(self) -> float:
        return sum(
            self.costs[p][t][c] for p, row in enumerate(self.count) for t, c in enumerate(row)
        )

    def _matrix(self, r: int) -> list[list[float]]:
        """Round r's assignment costs, its own numbers taken out of the counts."""
        count, costs, width = self.count, self.costs, self.width
        rnd, at = self.groups[r], self.at[r]
        size = len(rnd)
        matrix = []
        for g, players in enumerate(rnd):
            row = [0.0] * width
            for p in players:
                c, k = count[p], costs[p]
                mine = at[g]
                for t in range(width):
                    n = c[t] - (t == mine)
                    row[t] += k[t][n + 1] - k[t][n]
            allowed = self.allowed[r][g]
            if allowed is not None or size < width:
                row = [
                    x if t < size and (allowed is None or t in allowed) else BLOCKED
                    for t, x in enumerate(row)
                ]
            matrix.append(row)
        # A round of fewer tables than numbers: dummy groups take the numbers left free.
        matrix.extend([0.0] * width for _ in range(width - size))
        return matrix

    def place(self, r: int, numbers: Sequence[int]) -> None:
        """Give round r's groups ``numbers``, updating the counts."""
        at = self.at[r]
        for g, players in enumerate(self.groups[r]):
            old, new = at[g], numbers[g]
            if old != new:
                for p in players:
                    self.count[p][old] -= 1
                    self.count[p][new] += 1
                at[g] = new

    def best(self, r: int) -> bool:
        """Renumber round r at its least cost given the others; whether it changed."""
        numbers = hungarian(self._matrix(r))[: len(self.groups[r])]
        changed = numbers != self.at[r]
        self.place(r, numbers)
        return changed

    def descend(self, rng: random.Random) -> None:
        """Visit the rounds in a random order until a whole pass changes none, or
        :data:`PASSES` passes: a round whose cheapest numbering ties with another may
        change back and forth for ever (50/5/12 did)."""
        rounds = list(range(len(self.groups)))
        changed = True
        for _ in range(PASSES):
            if not changed:
                break
            changed = False
            rng.shuffle(rounds)
            for r in rounds:
                changed |= self.best(r)

    def shake(self, rounds: int, rng: random.Random) -> None:
        """Renumber ``rounds`` random rounds at random (within what each group may take)."""
        for r in rng.sample(range(len(self.groups)), min(rounds, len(self.groups))):
            rnd = self.groups[r]
            order = rng.sample(range(len(rnd)), len(rnd))
            if all(a is None or o in a for o, a in zip(order, self.allowed[r], strict=True)):
                self.place(r, order)


def spread(spreader: Spreader, kicks: int, rng: random.Random) -> list[list[int]]:
    """An iterated local search from the numbering held: descend, then ``kicks`` times shake
    two or three rounds and descend again, keeping a result no worse; the best numbering."""
    spreader.descend(rng)
    best = spreader.total()
    best_at = [list(a) for a in spreader.at]
    for _ in range(kicks):
        spreader.shake(2 + int(rng.random() * 2), rng)
        spreader.descend(rng)
        now = spreader.total()
        if now <= best + 1e-9:
            best, best_at = now, [list(a) for a in spreader.at]
        else:
            for r, a in enumerate(best_at):
                spreader.place(r, a)
    return best_at


def allowed_numbers(
    tables: Sequence[Sequence[Sequence[int]]],
    pinned: Sequence[frozenset[int]],
    banned: Sequence[frozenset[int]],
    width: int,
) -> list[list[frozenset[int] | None]]:
    """The numbers each group of each round may take (None: any): a group holding a player
    fixed in that round keeps its own, none takes one its players are kept from."""
    everything = frozenset(range(width))
    allowed: list[list[frozenset[int] | None]] = []
    for r, rnd in enumerate(tables):
        pins = pinned[r]
        mine: list[frozenset[int] | None] = []
        for t, table in enumerate(rnd):
            if pins and any(p in pins for p in table):
                mine.append(frozenset({t}))
                continue
            kept = frozenset[int]().union(*(banned[p] for p in table))
            mine.append(everything - kept if kept else None)
        allowed.append(mine)
    return allowed


def placed(rnd: Sequence[list[int]], numbers: Sequence[int]) -> list[list[int]]:
    """The groups of ``rnd`` each at its number in ``numbers``."""
    out: list[list[int]] = [[] for _ in rnd]
    for table, k in zip(rnd, numbers, strict=True):
        out[k] = table
    return out

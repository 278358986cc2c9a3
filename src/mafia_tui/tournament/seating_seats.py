"""The seating's second phase: the seats inside each table, balanced exactly.

Who sits at which table is settled by then (:mod:`.seating_search`); the order inside a
table changes no meeting. Seat balance is then an edge colouring: tables on one side,
players on the other, an edge for each game a player plays at a table, ten colours for the
ten seats. A colouring where no two edges at a node share a colour seats each table once
in every seat and a player in a seat at most once; by König's theorem a bipartite graph of
degree ten has one, found here edge by edge with alternating-path flips. A player of more
than ten games is split into copies of ten games each (the last one shorter), so every
player sits in every seat ⌊G/10⌋ or ⌈G/10⌉ times, the ideal of the scorer.

A fixed seat is then brought in by a Kempe swap (the two colours exchanged along the path
or cycle holding its edge, which keeps the colouring proper); when fixed seats get in each
other's way the seat is forced and a hill climb over swaps of two free seats of one table
mends the balance as far as it can.
"""

from __future__ import annotations

from .seating_score import SEATS

Tables = list[list[list[int]]]
"""round → table → players."""


class _Colouring:
    """A proper edge colouring of the table–player graph with ``SEATS`` colours."""

    def __init__(self, nodes: int) -> None:
        self.ends: list[tuple[int, int]] = []
        self.colour: list[int] = []
        self.at: list[list[int]] = [[-1] * SEATS for _ in range(nodes)]

    def add(self, u: int, v: int) -> int:
        """Colour a new edge ``u``–``v``; both ends have fewer than ``SEATS`` edges."""
        e = len(self.ends)
        self.ends.append((u, v))
        self.colour.append(-1)
        a = self.at[u].index(-1)
        if self.at[v][a] >= 0:
            b = self.at[v].index(-1)
            self._flip(v, a, b)
        self._set(e, a)
        return e

    def _set(self, e: int, c: int) -> None:
        u, v = self.ends[e]
        self.colour[e] = c
        self.at[u][c] = self.at[v][c] = e

    def _flip(self, node: int, a: int, b: int) -> None:
        """Exchange ``a`` and ``b`` on the path from ``node`` (which lacks ``b``)."""
        path = []
        c, e = a, self.at[node][a]
        while e >= 0:
            path.append(e)
            u, v = self.ends[e]
            node = v if u == node else u
            c = b if c == a else a
            e = self.at[node][c]
        for e in path:
            for end in self.ends[e]:
                if self.at[end][self.colour[e]] == e:
                    self.at[end][self.colour[e]] = -1
        for e in path:
            self._set(e, b if self.colour[e] == a else a)

    def kempe(self, e: int, want: int) -> None:
        """Give ``e`` colour ``want`` by exchanging it with its colour on ``e``'s component."""
        have = self.colour[e]
        if have == want:
            return
        seen, stack = {e}, [e]
        while stack:
            for end in self.ends[stack.pop()]:
                for c in (have, want):
                    f = self.at[end][c]
                    if f >= 0 and f not in seen:
                        seen.add(f)
                        stack.append(f)
        for f in seen:
            for end in self.ends[f]:
                self.at[end][self.colour[f]] = -1
        for f in seen:
            self._set(f, want if self.colour[f] == have else have)


def seat(tables: Tables, players: int, pins: dict[tuple[int, int], int]) -> Tables:
    """Order each table of ``tables`` into seats; ``pins[(round, player)]`` is a fixed seat."""
    flat = [(r, t) for r, rnd in enumerate(tables) for t in range(len(rnd))]
    graph = _Colouring(len(flat) + players * (len(tables) // SEATS + 1))
    played = [0] * players
    edges: dict[tuple[int, int], int] = {}
    for k, (r, t) in enumerate(flat):
        for p in tables[r][t]:
            copy = len(flat) + p + players * (played[p] // SEATS)
            played[p] += 1
            edges[(r, p)] = graph.add(k, copy)
    for _ in range(3):
        for (r, p), s in pins.items():
            graph.kempe(edges[(r, p)], s)
    out: Tables = [[[-1] * SEATS for _ in rnd] for rnd in tables]
    where: dict[tuple[int, int], int] = {}
    for r, t in flat:
        for p in tables[r][t]:
            out[r][t][graph.colour[edges[(r, p)]]] = p
            where[(r, p)] = t
    if any(out[r][where[(r, p)]][s] != p for (r, p), s in pins.items()):
        _force(out, players, {(r, where[(r, p)], s): p for (r, p), s in pins.items()})
    return out


def _force(out: Tables, players: int, pins: dict[tuple[int, int, int], int]) -> None:
    """Put every pinned player (``pins[(round, table, seat)]``) in its seat, then mend the
    seat balance by swaps of two free seats of one table."""
    for (r, t, s), p in pins.items():
        table = out[r][t]
        i = table.index(p)
        table[i], table[s] = table[s], table[i]
    counts = [[0] * SEATS for _ in range(players)]
    for rnd in out:
        for table in rnd:
            for s, p in enumerate(table):
                counts[p][s] += 1
    free = [
        [[s for s in range(SEATS) if (r, t, s) not in pins] for t in range(len(rnd))]
        for r, rnd in enumerate(out)
    ]
    better = True
    while better:
        better = False
        for r, rnd in enumerate(out):
            for t, table in enumerate(rnd):
                better |= _climb(table, free[r][t], counts)


def _climb(table: list[int], free: list[int], counts: list[list[int]]) -> bool:
    """Swap two free seats of ``table`` wherever that lowers the squared seat counts."""
    moved = False
    for i, sa in enumerate(free):
        for sb in free[i + 1 :]:
            a, b = table[sa], table[sb]
            ca, cb = counts[a], counts[b]
            if ca[sb] - ca[sa] + cb[sa] - cb[sb] + 2 < 0:
                ca[sa] -= 1
                ca[sb] += 1
                cb[sb] -= 1
                cb[sa] += 1
                table[sa], table[sb] = b, a
                moved = True
    return moved

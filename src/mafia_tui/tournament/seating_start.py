"""Where the search starts when no construction fits: who sits out each round, and groups
that honour the fixed places and, as far as a short backtracking finds, the kept-apart pairs
and the judges' bans (docs/SEATING.md, "Constraints").

Random groups break a ring of kept-apart pairs (1+2, 2+3, …, 20+1) in every round, and a
swap at a time rarely finds the one split that keeps them all (odd and even players); a
depth-first placement, the most constrained player first, finds it at once. Whatever it
cannot place is placed at random, and the annealing has the rest to clear.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from .seating_checks import SeatingError
from .seating_search import Rules, Tables

SEATS = 10


class _Place(Protocol):
    """A fixed place (:class:`.seating.Fixed`, which imports this module)."""

    @property
    def player(self) -> int: ...
    @property
    def round(self) -> int: ...
    @property
    def table(self) -> int: ...


NODES = 20_000
"""Placements the backtracking of one round may try before giving up on it."""


def spread_byes(
    players: int,
    tables: Sequence[int],
    games: int,
    fixed_in: Sequence[set[int]],
    rng: random.Random,
) -> list[set[int]]:
    """Who sits out each round: spread so every player ends with exactly ``games`` games, no
    player sitting out a round he is fixed in."""
    n, rounds = players, len(tables)
    need = [rounds - games] * n
    # free[r][p]: rounds from r on in which p is not fixed, so can still sit out.
    free = [[0] * n for _ in range(rounds + 1)]
    for r in range(rounds - 1, -1, -1):
        for p in range(n):
            free[r][p] = free[r + 1][p] + (p not in fixed_in[r])
    out: list[set[int]] = []
    order = list(range(n))
    rng.shuffle(order)
    for r, t in enumerate(tables):
        k = n - t * SEATS
        cand = [p for p in order if p not in fixed_in[r] and need[p] > 0]
        # Least slack first (a player who must sit out every free round left); among equals
        # the most byes still owed, then the shuffled order, rotated each round.
        cand.sort(key=lambda p: (free[r][p] - need[p], -need[p]))
        if len(cand) < k or (len(cand) > k and free[r][cand[k]] - need[cand[k]] <= 0):
            raise SeatingError("byes", f"round {r + 1}: the byes cannot be spread", round=r + 1)
        for p in cand[:k]:
            need[p] -= 1
        order = order[1:] + order[:1]
        out.append(set(cand[:k]))
    if any(need):
        raise SeatingError("byes", "the byes cannot be spread", round=rounds)
    return out


def start(
    players: int,
    tables: Sequence[int],
    games: int,
    fixed: dict[tuple[int, int], int],
    rules: Rules,
    rng: random.Random,
) -> Tables:
    """Groups for every round: the byes spread, ``fixed[(round, player)]`` tables kept, the
    constraints of ``rules`` honoured where the backtracking finds how, the rest random."""
    fixed_in = [{p for (r, p) in fixed if r == k} for k in range(len(tables))]
    byes = spread_byes(players, tables, games, fixed_in, rng)
    out: Tables = []
    for r, t in enumerate(tables):
        playing = [p for p in range(players) if p not in byes[r]]
        rng.shuffle(playing)
        pins = {p: fixed[(r, p)] for p in fixed_in[r]}
        placed = _place(playing, t, pins, rules) if _constrained(playing, rules) else None
        out.append(placed or _random(playing, t, pins))
    return out


def _constrained(playing: list[int], rules: Rules) -> bool:
    return any(rules.apart[p] or rules.banned[p] for p in playing)


def _random(playing: list[int], count: int, pins: dict[int, int]) -> list[list[int]]:
    tables: list[list[int]] = [[] for _ in range(count)]
    for p, t in pins.items():
        tables[t].append(p)
    rest = iter(p for p in playing if p not in pins)
    for table in tables:
        table.extend(next(rest) for _ in range(SEATS - len(table)))
    return tables


def _place(
    playing: list[int], count: int, pins: dict[int, int], rules: Rules
) -> list[list[int]] | None:
    """The round's players at ``count`` tables, no kept-apart pair together and nobody at a
    banned table: the constrained players by depth-first placement (the most constrained
    first), the others after them at random; None when :data:`NODES` tries find none."""
    tables: list[list[int]] = [[] for _ in range(count)]
    at: dict[int, int] = {}
    for p, t in pins.items():
        tables[t].append(p)
        at[p] = t
    hard = [p for p in playing if p not in pins and (rules.apart[p] or rules.banned[p])]
    hard.sort(key=lambda p: -(len(rules.apart[p]) + len(rules.banned[p])))
    tried = [0] * len(hard)
    i, nodes = 0, NODES
    while 0 <= i < len(hard):
        p = hard[i]
        if p in at:
            tables[at.pop(p)].pop()
        t = tried[i]
        while t < count and not _fits(p, t, tables, at, rules):
            t += 1
        nodes -= t - tried[i] + 1
        if nodes < 0:
            return None
        if t == count:
            tried[i] = 0
            i -= 1
            continue
        tables[t].append(p)
        at[p] = t
        tried[i] = t + 1
        i += 1
    if i < 0:
        return None
    rest = iter(p for p in playing if p not in at)
    for table in tables:
        table.extend(next(rest) for _ in range(SEATS - len(table)))
    return tables


def _fits(p: int, t: int, tables: list[list[int]], at: dict[int, int], rules: Rules) -> bool:
    if len(tables[t]) >= SEATS or t in rules.banned[p]:
        return False
    return not any(at.get(q) == t for q in rules.apart[p])


def pin(built: Tables, players: int, fixed: Sequence[_Place]) -> Tables | None:
    """``built`` with its players renamed and each round's tables renumbered so that every
    fixed place holds (its seat aside), or None when a greedy choice finds no way. A
    construction is as good under any names and numbers, so nothing is lost."""
    wanted: dict[int, list[tuple[int, int]]] = {}
    for f in fixed:
        wanted.setdefault(f.player, []).append((f.round, f.table))
    where = [{p: t for t, table in enumerate(rnd) for p in table} for rnd in built]
    label: list[dict[int, int]] = [{} for _ in built]
    taken: list[set[int]] = [set() for _ in built]
    name: dict[int, int] = {}
    for player, places in sorted(wanted.items(), key=lambda kv: -len(kv[1])):
        for c in range(players):
            if c not in name.values() and _fits_places(c, places, where, label, taken):
                for r, t in places:
                    label[r][where[r][c]] = t
                    taken[r].add(t)
                name[player] = c
                break
        else:
            return None
    rest = iter(c for c in range(players) if c not in name.values())
    for p in range(players):
        if p not in name:
            name[p] = next(rest)
    renamed = {c: p for p, c in name.items()}
    out: Tables = []
    for r, rnd in enumerate(built):
        free = iter(t for t in range(len(rnd)) if t not in taken[r])
        numbers = [label[r][t] if t in label[r] else next(free) for t in range(len(rnd))]
        tables: list[list[int]] = [[] for _ in rnd]
        for t, table in enumerate(rnd):
            tables[numbers[t]] = [renamed[c] for c in table]
        out.append(tables)
    return out


def _fits_places(
    c: int,
    places: list[tuple[int, int]],
    where: list[dict[int, int]],
    label: list[dict[int, int]],
    taken: list[set[int]],
) -> bool:
    """Whether construction player ``c`` can be the one fixed at ``places``: he plays each of
    those rounds at a table already numbered as wanted or still free to be."""
    for r, t in places:
        if c not in where[r]:
            return False
        own = where[r][c]
        if own in label[r] and label[r][own] != t:
            return False
        if own not in label[r] and t in taken[r]:
            return False
    return len({r for r, _ in places}) == len(places)

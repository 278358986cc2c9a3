"""Table numbers: which of a round's groups sits at table 1, 2, ... (docs/SEATING.md).

The numbers change no meeting and no seat, so once the groups are settled each round's
numbers are exchanged to bring every player's count at each table number near his fair share
(his games over the table numbers: 5 of 10 at two tables), steeply beyond 2 from it: without
it a player could sit at table 1 in all ten of his games (Paley's first row). At two tables every
choice of rounds to swap is tried; at more, exchanges are annealed. A group holding a fixed
player keeps its number, and no exchange puts a player at the table of a judge kept from him.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from .seating_assign import Spreader, allowed_numbers, placed, spread
from .seating_search import Tables, copy
from .seating_spread import steps

CLIMB_TABLES = 40
"""Rounds of more tables than this keep their numbers (a festival's counts are 0 or 1)."""
MOVES = 20_000
"""Exchanges tried in one annealing."""
STARTS = 4
"""Annealings, the first from the numbers as they are, the others from random ones."""
HOT, COLD = 50.0, 0.5
EXHAUSTIVE = 16
"""Two tables a round: up to this many rounds every choice of swaps is tried."""
WITHIN = 2.0
"""How far from his fair share a player's count at a table number may be before it costs
steeply: the target of docs/SEATING.md."""
BEYOND = 1000.0
"""The exact renumbering's cost of a count one whole step beyond :data:`WITHIN`."""
KICKS = 200
"""Shakes of the iterated local search over the rounds' numberings (three tables or more),
for a seating of ten rounds of three tables; fewer as the tables grow (its cost)."""


def _shares(tables: Tables) -> list[float]:
    """Each table number's fair share of a player's games: one over the table numbers."""
    width = max(len(rnd) for rnd in tables)
    return [1 / width] * width


def _cost(dev: float) -> float:
    """A count's cost at ``dev`` from its fair share: squared, steep beyond :data:`WITHIN`."""
    over = max(0.0, abs(dev) - WITHIN)
    return dev * dev + 50.0 * over * over


def _step_cost(dev: float) -> float:
    """A count's cost at ``dev`` from its fair share for the exact renumbering: squared, and
    :data:`BEYOND` for each whole step beyond :data:`WITHIN`, squared, so that no gain in
    squares pays for a count out of range (6 of 10 games at three tables is 2.67 from 3.33:
    one step beyond)."""
    beyond = steps(dev, WITHIN)
    return dev * dev + BEYOND * beyond * beyond


def _fair(games: int, width: int, banned: frozenset[int]) -> list[float]:
    """A player's fair share at each table number: his games over the numbers he may sit at
    (none at those of judges kept from him)."""
    allowed = [t for t in range(width) if t not in banned] or list(range(width))
    return [games / len(allowed) if t in allowed else 0.0 for t in range(width)]


def fair_shares(
    tables: Tables, players: int, banned: Sequence[frozenset[int]]
) -> list[list[float]]:
    """Each player's fair share at each table number of ``tables``."""
    width = len(_shares(tables))
    games = [sum(row) for row in _counts(tables, players, width)]
    return [_fair(g, width, banned[p]) for p, g in enumerate(games)]


def farthest(tables: Tables, players: int, banned: Sequence[frozenset[int]] | None = None) -> float:
    """The largest distance of a player's count at a table number from his fair share (with
    ``banned``, each player's share left out of the tables he is kept from)."""
    width = len(_shares(tables))
    fair = fair_shares(tables, players, banned or [frozenset()] * players)
    return max(
        abs(c - f)
        for row, due in zip(_counts(tables, players, width), fair, strict=True)
        for c, f in zip(row, due, strict=True)
    )


def renumber(
    tables: Tables,
    players: int,
    fixed: Sequence[frozenset[int]],
    banned: Sequence[frozenset[int]],
    rng: random.Random,
) -> Tables:
    """``tables`` with each round's table numbers exchanged to spread every player's table
    numbers; ``fixed[r]`` are the players fixed to their table in round ``r``, ``banned[p]``
    the tables player ``p`` is kept from."""
    out = copy(tables)
    if not out or max(len(rnd) for rnd in out) > CLIMB_TABLES:
        return out
    width = len(_shares(out))
    fair = fair_shares(out, players, banned)
    free, rounds = _free(out, fixed)
    if not rounds:
        return out
    if width == 2 and len(rounds) <= EXHAUSTIVE:
        _flip_best(out, rounds, players, fair, banned)
        return out
    best: tuple[float, Tables] = (farthest(out, players), copy(out))
    for k in range(STARTS):
        trial = _shuffled(out, rounds, free, banned, rng) if k else copy(out)
        counts = _counts(trial, players, width)
        found = _anneal(trial, rounds, free, counts, fair, banned, rng)
        best = min(best, (farthest(found, players), found), key=lambda b: b[0])
    if best[0] <= WITHIN + 1e-9:
        return best[1]
    found = _assigned(best[1], fair, fixed, banned, rng)
    return min(best, (farthest(found, players), found), key=lambda b: b[0])[1]


def _assigned(
    out: Tables,
    fair: list[list[float]],
    fixed: Sequence[frozenset[int]],
    banned: Sequence[frozenset[int]],
    rng: random.Random,
) -> Tables:
    """Each round's numbering an exact assignment given the others, in an iterated local
    search (:mod:`.seating_assign`) from ``out``. A group holding a fixed player keeps its
    number; a group never takes a number one of its players is kept from."""
    width = len(fair[0])
    games = max(round(sum(row)) for row in fair)
    costs = [[[_step_cost(c - f) for c in range(games + 2)] for f in row] for row in fair]
    allowed = allowed_numbers(out, fixed, banned, width)
    at = [list(range(len(rnd))) for rnd in out]
    spreader = Spreader(copy(out), at, width, costs, allowed)
    kicks = max(10, KICKS * 9 // (width * width))
    numbers = spread(spreader, kicks, rng)
    return [placed([list(t) for t in rnd], nums) for rnd, nums in zip(out, numbers, strict=True)]


def _counts(tables: Tables, players: int, width: int) -> list[list[int]]:
    """Each player's games at each of the ``width`` table numbers."""
    count = [[0] * width for _ in range(players)]
    for rnd in tables:
        for t, table in enumerate(rnd):
            for p in table:
                count[p][t] += 1
    return count


def _free(out: Tables, fixed: Sequence[frozenset[int]]) -> tuple[list[list[int]], list[int]]:
    """The tables of each round free to change number (no fixed player at them), and the
    rounds with two of them or more."""
    free = [
        [t for t, table in enumerate(rnd) if not fixed[r] & set(table)] for r, rnd in enumerate(out)
    ]
    return free, [r for r, ts in enumerate(free) if len(ts) > 1]


def _shuffled(
    out: Tables,
    rounds: list[int],
    free: list[list[int]],
    banned: Sequence[frozenset[int]],
    rng: random.Random,
) -> Tables:
    """``out`` with each round's free tables at random numbers, where no player comes to the
    table of a judge kept from him (else the round keeps its numbers)."""
    trial = copy(out)
    for r in rounds:
        order = rng.sample(free[r], len(free[r]))
        groups = [trial[r][t] for t in free[r]]
        if not any(o in banned[p] for o, g in zip(order, groups, strict=True) for p in g):
            for o, g in zip(order, groups, strict=True):
                trial[r][o] = g
    return trial


def _anneal(
    out: Tables,
    rounds: list[int],
    free: list[list[int]],
    count: list[list[int]],
    fair: list[list[float]],
    banned: Sequence[frozenset[int]],
    rng: random.Random,
) -> Tables:
    """Exchanges of two free tables' numbers in one round, annealed; the best numbering met.

    A player's fair share is the same at every number he may sit at (and he never comes to
    one he may not), so his cost at each count is read from a table of his own."""
    costs = [
        [_cost(c - max(row)) for c in range(round(2 * max(row) * len(row)) + 3)] for row in fair
    ]
    best_out = [[list(t) for t in rnd] for rnd in out]
    current = best = 0.0
    random = rng.random
    temp, cool = HOT, (COLD / HOT) ** (1.0 / MOVES)
    for _ in range(MOVES):
        temp *= cool
        r = rounds[int(random() * len(rounds))]
        i, j = rng.sample(free[r], 2)
        rnd = out[r]
        if not _allowed(rnd, i, j, banned):
            continue
        d = 0.0
        for group, old, new in ((rnd[i], i, j), (rnd[j], j, i)):
            for p in group:
                c, k = count[p], costs[p]
                d += k[c[old] - 1] - k[c[old]] + k[c[new] + 1] - k[c[new]]
        if d <= 0 or random() < math.exp(-d / temp):
            _exchange(rnd, i, j, count)
            current += d
            if current < best - 1e-9:
                best, best_out = current, [[list(t) for t in rnd] for rnd in out]
    return best_out


def _flip_best(
    out: Tables,
    rounds: list[int],
    players: int,
    fair: list[list[float]],
    banned: Sequence[frozenset[int]],
) -> None:
    """Two tables: try every choice of rounds to swap numbers in (the first kept) and keep
    the one whose farthest count from a fair share is least, then whose squares are."""
    bits, base = _at_first(out, rounds, players)
    allowed = [k for k, r in enumerate(rounds) if _allowed(out[r], 0, 1, banned)]
    best_key, best_mask = (math.inf, math.inf), 0
    for choice in range(1 << max(0, len(allowed) - 1)):
        mask = sum(1 << allowed[i + 1] for i in range(len(allowed) - 1) if choice >> i & 1)
        worst, squares = 0.0, 0.0
        for p in range(players):
            dev = base[p] + (bits[p] ^ mask).bit_count() - fair[p][0]
            worst = max(worst, abs(dev))
            squares += dev * dev
        if (worst, squares) < best_key:
            best_key, best_mask = (worst, squares), mask
    for k, r in enumerate(rounds):
        if best_mask >> k & 1:
            out[r][0], out[r][1] = out[r][1], out[r][0]


def _at_first(out: Tables, rounds: list[int], players: int) -> tuple[list[int], list[int]]:
    """For each player: a bit for each of ``rounds`` he sits at table 1 in, and his games at
    table 1 in the other rounds."""
    bits = [0] * players
    base = [0] * players
    for k, r in enumerate(rounds):
        for p in out[r][0]:
            bits[p] |= 1 << k
    for r, rnd in enumerate(out):
        if r not in rounds and rnd:
            for p in rnd[0]:
                base[p] += 1
    return bits, base


def _allowed(rnd: list[list[int]], i: int, j: int, banned: Sequence[frozenset[int]]) -> bool:
    return not any(j in banned[p] for p in rnd[i]) and not any(i in banned[p] for p in rnd[j])


def _gain(
    a: list[int], b: list[int], i: int, j: int, count: list[list[int]], fair: list[list[float]]
) -> float:
    """The cost change when group ``a`` moves from table i to j and ``b`` from j to i."""
    d = 0.0
    for group, old, new in ((a, i, j), (b, j, i)):
        for p in group:
            c, f = count[p], fair[p]
            d += _cost(c[old] - 1 - f[old]) - _cost(c[old] - f[old])
            d += _cost(c[new] + 1 - f[new]) - _cost(c[new] - f[new])
    return d


def _exchange(rnd: list[list[int]], i: int, j: int, count: list[list[int]]) -> None:
    for p in rnd[i]:
        count[p][i] -= 1
        count[p][j] += 1
    for p in rnd[j]:
        count[p][j] -= 1
        count[p][i] += 1
    rnd[i], rnd[j] = rnd[j], rnd[i]

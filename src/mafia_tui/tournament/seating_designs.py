"""Two seatings built from algebra, each at or near the floor of its shape (docs/SEATING.md).

* **Paley's Hadamard matrix** (20 players at 2 tables, up to 19 rounds): the matrix of order
  20 from the squares modulo 19, its first column made all +1, has 19 further columns with
  ten +1 and ten -1, pairwise orthogonal. A column is a round (+1: table 1). Orthogonal
  columns put the players' Gram matrix exactly at the counting bound, so any G of them give
  the floor's variance; a short search picks the G whose meetings have the narrowest range
  (for ten rounds: 3-7, the best of all 92,378 choices).
* **A transversal seating** (n = 10t players at t tables, every round full, few rounds for
  the players): player (x, u), x in 0..9 (his column), u in 0..t-1, sits in round r at table
  ``u - F[r][x]`` (mod t). Every table then holds one player of each column; two players of
  columns x and y meet as often as ``F[r][x] - F[r][y]`` equals their difference u - v, so the
  meetings are those of the small array F, searched for differences that repeat least. The
  players of one column never meet, t - 1 each: exactly the pairs that no seating of such a
  shape can meet when every other pair meets at most once. At ten tables in ten rounds F is
  the twisted circulant array of :mod:`.seating_circulant` (40 repeats, where annealing
  F stalls at 42); elsewhere it is annealed.
"""

from __future__ import annotations

import math
import random
from itertools import combinations

from .seating_circulant import SIZE, circulant_array
from .seating_search import Tables

SEATS = 10
PALEY_Q = 19
"""The prime of Paley's construction: q ≡ 3 (mod 4) gives a Hadamard matrix of order q + 1."""
RUNS = 6
"""Climbs from new random choices of columns; the best is kept."""
BALANCE_ROUNDS = 12
"""Up to this many rounds the choice of columns also weighs how well the table numbers
spread (every swap of numbers is tried: 2^(rounds - 1))."""


def paley_rows() -> list[list[int]]:
    """Paley's Hadamard matrix of order 20, normalised so its first column is all +1."""
    q = PALEY_Q
    squares = {x * x % q for x in range(1, q)}

    def chi(a: int) -> int:
        a %= q
        return 0 if a == 0 else (1 if a in squares else -1)

    rows = [[1] * (q + 1)]
    for i in range(q):
        rows.append([1] + [-(chi(j - i) + (i == j)) for j in range(q)])
    return rows


def _spread(agree: list[int], mask: int) -> int:
    """The range of meetings of the rounds in ``mask``."""
    met = [(a & mask).bit_count() for a in agree]
    return max(met) - min(met)


def _balance(plus: list[int], chosen: list[int]) -> int:
    """The least, over every choice of rounds to swap table numbers in, of the largest
    |games at table 1 - games at table 2| of a player (4 keeps every player within 3-7)."""
    vectors = [sum(1 << k for k, c in enumerate(chosen) if p >> c & 1) for p in plus]
    games = len(chosen)
    best = games
    for mask in range(1 << max(0, games - 1)):
        worst = max(abs(2 * (v ^ mask).bit_count() - games) for v in vectors)
        best = min(best, worst)
    return best


def _columns(
    agree: list[int], plus: list[int], games: int, tries: int, rng: random.Random
) -> tuple[tuple[int, int], list[int]]:
    """One climb over choices of ``games`` columns: the narrowest range of meetings, then the
    best spread of table numbers; its key and columns."""
    cols = PALEY_Q
    chosen = rng.sample(range(cols), games)

    def key_of(choice: list[int]) -> tuple[int, int]:
        spread = _spread(agree, sum(1 << c for c in choice))
        return spread, _balance(plus, choice) if games <= BALANCE_ROUNDS else 0

    key = key_of(chosen)
    for _ in range(tries if 0 < games < cols else 0):
        other = list(chosen)
        other[rng.randrange(games)] = rng.choice([c for c in range(cols) if c not in chosen])
        if _spread(agree, sum(1 << c for c in other)) > key[0]:
            continue
        other_key = key_of(other)
        if other_key <= key:
            chosen, key = other, other_key
    return key, chosen


def _masks(rows: list[list[int]]) -> tuple[list[int], list[int]]:
    """The matrix's columns as bit masks: for each pair of players the columns where they
    sit at one table, and for each player the columns where he sits at the first."""
    cols = PALEY_Q
    agree = [
        sum(1 << c for c in range(cols) if rows[a][c + 1] == rows[b][c + 1])
        for a, b in combinations(range(len(rows)), 2)
    ]
    plus = [sum(1 << c for c in range(cols) if row[c + 1] > 0) for row in rows]
    return agree, plus


def paley(games: int, rng: random.Random, tries: int = 3000) -> Tables:
    """Twenty players at two tables in ``games`` rounds (``games`` ≤ 19) from Paley's matrix:
    the columns whose meetings have the narrowest range found in ``tries`` exchanges, then
    whose table numbers can be spread best (each player's |table 1 - table 2| at most 4)."""
    rows = paley_rows()
    players = len(rows)
    agree, plus = _masks(rows)
    best: tuple[tuple[int, int], list[int]] | None = None
    for _ in range(RUNS):
        found = _columns(agree, plus, games, tries // RUNS, rng)
        if best is None or found[0] < best[0]:
            best = found
    assert best is not None
    chosen = best[1]
    order = list(range(players))
    rng.shuffle(order)
    out: Tables = []
    for c in sorted(chosen, key=lambda _: rng.random()):
        out.append(
            [[p for p in order if rows[p][c + 1] > 0], [p for p in order if rows[p][c + 1] < 0]]
        )
    return out


ARRAY_HOT, ARRAY_COLD = 0.7, 0.15
"""Temperatures of the annealing of the transversal array."""
ARRAY_RUN = 2_000_000
"""Moves of one annealing of the array; a longer budget starts again from a new array."""


def _collisions(col: list[list[int]], t: int) -> int:
    """Σ over the columns' pairs and differences of count·(count - 1)/2."""
    total = 0
    width = len(col)
    for x in range(width):
        for y in range(x + 1, width):
            counts = [0] * t
            for a, b in zip(col[x], col[y], strict=True):
                counts[(a - b) % t] += 1
            total += sum(c * (c - 1) // 2 for c in counts)
    return total


def transversal(tables: int, rounds: int, moves: int, rng: random.Random) -> Tables:
    """``10·tables`` players at ``tables`` tables in ``rounds`` full rounds, from the array F
    (``rounds`` × 10 over Z_tables) with the fewest repeated differences: at ten tables in
    ten rounds the twisted circulant array (:mod:`.seating_circulant`, 40 repeats, where
    annealing stalls at 42), elsewhere the best of ``moves`` annealed changes of one entry."""
    t = tables
    if t == rounds == SIZE:
        best_col = circulant_array(rng)
    else:
        best_col = _annealed(t, rounds, moves, rng)
    return [
        [[x * t + (b + best_col[x][r]) % t for x in range(SEATS)] for b in range(t)]
        for r in range(rounds)
    ]


def _annealed(t: int, rounds: int, moves: int, rng: random.Random) -> list[list[int]]:
    """The array (as columns) with the fewest repeats in ``moves`` annealed changes, in runs
    of :data:`ARRAY_RUN` from new arrays, ended by one at the fewest counting allows."""
    q, rem = divmod(rounds, t)
    least = 45 * (rem * (q + 1) * q // 2 + (t - rem) * q * (q - 1) // 2)
    runs = max(1, -(-moves // ARRAY_RUN))
    best, best_col = math.inf, [[0] * rounds for _ in range(SEATS)]
    for _ in range(runs):
        found, col = _array(t, rounds, moves // runs, least, rng)
        if found < best:
            best, best_col = found, col
        if best <= least:
            break
    return best_col


_OTHERS = [[y for y in range(SEATS) if y != x] for x in range(SEATS)]
"""The other columns of each column of the array."""


def _differences(col: list[list[int]], t: int) -> list[list[list[int]]]:
    """``diff[x][y][d]``: the rounds r with ``col[x][r] - col[y][r] == d`` (mod t), x != y."""
    diff = [[[0] * t for _ in range(SEATS)] for _ in range(SEATS)]
    for x in range(SEATS):
        for y in _OTHERS[x]:
            for a, b in zip(col[x], col[y], strict=True):
                diff[x][y][(a - b) % t] += 1
    return diff


def _array(
    t: int, rounds: int, moves: int, least: int, rng: random.Random
) -> tuple[int, list[list[int]]]:
    """One annealing of a random array: its fewest repeated differences and the array."""
    col = [[rng.randrange(t) for _ in range(rounds)] for _ in range(SEATS)]
    diff = _differences(col, t)
    current = best = _collisions(col, t)
    best_col = [list(c) for c in col]
    cool = (ARRAY_COLD / ARRAY_HOT) ** (1.0 / max(1, moves))
    temp = ARRAY_HOT
    random = rng.random
    for _ in range(moves if t > 1 and best > least else 0):
        temp *= cool
        r, x, v = int(random() * rounds), int(random() * SEATS), int(random() * t)
        old = col[x][r]
        if v == old:
            continue
        d = 0
        for y in _OTHERS[x]:
            row = diff[x][y]
            w = col[y][r]
            d += row[(v - w) % t] - row[(old - w) % t] + 1
        if d > 0 and random() >= math.exp(-d / temp):
            continue
        for y in _OTHERS[x]:
            w = col[y][r]
            diff[x][y][(old - w) % t] -= 1
            diff[x][y][(v - w) % t] += 1
            diff[y][x][(w - old) % t] -= 1
            diff[y][x][(w - v) % t] += 1
        col[x][r] = v
        current += d
        if current < best:
            best, best_col = current, [list(c) for c in col]
            if best <= least:
                break
    return best, best_col

"""A seating of 50 players at 5 tables in 12 rounds at the floor of its shape, from an
orthogonal array (docs/SEATING.md, "How a seating is made").

Addelman and Kempthorne's orthogonal array of strength 2 with 2·5² = 50 rows and 2·5 + 1 = 11
columns over the integers modulo 5 puts every pair of columns' symbols together exactly twice.
Read a row as a player, a column as a round and its symbol as the table he sits at: every
table then seats ten players, and any two games of different rounds share exactly two
players (the games' overlaps as even as they can be, bound 3 of docs/SEATING.md). Two players
meet as often as their rows agree, and in this array every pair agrees 1, 2 or 3 times:

* 1 time: the five players of one half h (0 or 1) and one i (the row index below) agree only
  in the last column, which is i;
* 3 times: the five of half 0 and the five of half 1 with the same i;
* 2 times: every other pair.

A twelfth round seats group (h, i) at table i + h (mod 5): the groups of one half at
different tables, group (0, i) with group (1, i − 1). It brings each group's own pairs from 1
to 2 and the pairs across the table from 2 to 3 (never those at 3, which sit apart). Every
pair then meets 2 or 3 times: the whole-number floor of the shape, variance 0.162.

The seed renames the players and orders the rounds (neither changes a meeting). Its table
numbers are the catch: no numbering of these groups keeps every player within 1–4 games at
each of the five numbers (an integer program over every numbering of the twelve rounds,
run while this was built, has no solution; nor has one of the eleven array rounds alone),
so :func:`numbers` mends the groups as :mod:`.seating_repair` does, where a pair that would
never meet costs steeply, and keeps the best of a few tries.
"""

from __future__ import annotations

import random

from .seating_repair import numbered
from .seating_search import Rules, Tables, group, meetings, pair_cost
from .seating_tables import WITHIN, farthest

Q = 5
"""The field's order: tables a round, and half the players of a table."""
NON_SQUARE = 2
"""A number that is not a square modulo 5 (the squares are 1 and 4)."""
PLAYERS = 2 * Q * Q
ROUNDS = 2 * Q + 2
"""The array's 2q + 1 columns and the twelfth round that joins the groups."""
TRIES = 8
"""Mendings of the table numbers at most, each from where the last left the random stream;
the best is kept (seeds 1–3: 0.35–0.37 in 14 s CPU; five tries gave 0.35–0.41 in 9 s)."""
TRY_MOVES = 25_000
"""The moves of the budget one try takes (about a second whatever its moves: the mending's
own steps are fixed), so a small budget (``--iterations``, the tests) makes fewer tries."""
WINDOW = (1, 4)
"""The meetings the mending keeps to: a pair that never meets is the flaw a judge sees at
once, while one more pair at 4 costs only its square (steep at 3 as well, the mending
leaves pairs that never meet: 0–4 at variance 0.38–0.44, against 1–4 at 0.35–0.43)."""
STEEP = 100.0
"""The mending's cost of a pair a step outside :data:`WINDOW`, beyond its square."""


def _inverse(x: int) -> int:
    return pow(x % Q, Q - 2, Q)


def row(h: int, i: int, j: int) -> list[int]:
    """The array's row of player (h, i, j), h in 0..1, i and j in 0..4: his table in each of
    the 11 rounds (Addelman and Kempthorne, 1961; arithmetic modulo 5).

    Half 0 is Bose's array extended by the parabola columns ``j + m·i + i²``; half 1 is the
    same shifted by constants chosen with a non-square k so that every pair of columns
    still holds each pair of symbols exactly twice over both halves."""
    k = NON_SQUARE if h else 1
    out = [j]
    for m in range(1, Q):
        shift = h * (NON_SQUARE - 1) * _inverse(4 * NON_SQUARE * m)
        out.append((i + m * j + shift) % Q)
    for m in range(Q):
        shift = h * m * m * (NON_SQUARE - 1) * _inverse(4)
        out.append((j + k * m * i + k * i * i + shift) % Q)
    out.append(i)
    return out


def array() -> list[list[int]]:
    """The 50 × 12 table indices: the orthogonal array's 11 columns and the joining round."""
    return [[*row(h, i, j), (i + h) % Q] for h in range(2) for i in range(Q) for j in range(Q)]


def fits(players: int, rounds: tuple[int, ...], games: int) -> bool:
    """Whether the shape is the one this construction seats: 50 players at 5 tables, 12
    full rounds."""
    return players == PLAYERS and rounds == (Q,) * ROUNDS and games == ROUNDS


def orthogonal(rng: random.Random) -> Tables:
    """The seating of the array, its players renamed and its rounds ordered by ``rng``."""
    rows = array()
    names = list(range(PLAYERS))
    rng.shuffle(names)
    order = list(range(ROUNDS))
    rng.shuffle(order)
    tables: Tables = []
    for c in order:
        rnd: list[list[int]] = [[] for _ in range(Q)]
        for p, symbols in enumerate(rows):
            rnd[symbols[c]].append(names[p])
        tables.append([sorted(t) for t in rnd])
    return tables


def numbers(tables: Tables, rules: Rules, rng: random.Random, moves: int) -> Tables:
    """``tables`` with every player's table numbers within 2 of his fair share: the best of
    up to :data:`TRIES` mendings, one per :data:`TRY_MOVES` of ``moves``
    (:func:`.seating_repair.numbered`, ``moves`` swaps each), judged by
    the numbers in range, then the narrowest range of meetings, then the least Σ meetings²."""
    cost = pair_cost(*WINDOW, ROUNDS + 1, STEEP)
    best: tuple[tuple[bool, int, int], Tables] | None = None
    for _ in range(min(TRIES, max(1, moves // TRY_MOVES))):
        found = numbered(tables, PLAYERS, Q, rules, cost, rng, moves)
        counts = meetings(PLAYERS, group(PLAYERS, found))
        key = (
            farthest(found, PLAYERS) > WITHIN + 1e-9,
            max(counts) - min(counts),
            sum(m * m * c for m, c in counts.items()),
        )
        if best is None or key < best[0]:
            best = (key, found)
    assert best is not None
    return best[1]

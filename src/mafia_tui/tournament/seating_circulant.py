"""A transversal array for ten rounds at ten tables, built from one function on Z_10
(docs/SEATING.md, "Transversal").

A transversal seating of 100 players at 10 tables (:func:`.seating_designs.transversal`)
is an array F, rounds × columns over Z_10: player (x, u) sits in round r at table
u − F[r][x], and two players of columns x and y meet as often as F[r][x] − F[r][y] equals
their u − v. Every repeated difference of two columns makes ten pairs meet twice.

Here rounds and columns are both Z_10 and

    F[r][x] = h(x − r) + λ·x·r   (mod 10),   λ odd.

Put s = x − r: the differences of the columns x and x + δ are
h(s) − h(s + δ) + λδs − λδx, the same multiset for every x shifted by λδx, so their
repeats depend on δ alone. The 45 pairs of columns fall into five classes (δ = 1..4 hold
ten pairs each, δ = 5 five), and the repeats of the array are
10·(rep₁ + rep₂ + rep₃ + rep₄) + 5·rep₅: five small counts over one function h instead of 45
over a hundred entries.

Why the twist λ·x·r: without it a class's ten differences sum to 0 (the h terms telescope),
while a permutation of Z_10 sums to 45 ≡ 5, so every class would repeat (at least 45
repeats). With λ odd the twist adds λδ·45 ≡ 5 to the odd classes, which may then be
permutations (the columns of odd and even x are the two sides of the bipartite graph of
repeat-free pairs that the proof in docs/SEATING.md asks for).

The function h is found at generation time by a depth-first search over h(1..9) (h(0) = 0:
a constant added to h changes no difference), its values tried in an order drawn from the
seed, a branch left as soon as the differences it fixes weigh more than :data:`REPEATS`
repeats or one occurs three times (a pair meeting three times). An exhaustive search found
40 the fewest repeats this family allows, for each λ (1 600 functions h each, with
h(0) = 0): 400 pairs meeting twice, against 420 for the best annealed array.
"""

from __future__ import annotations

import random

SIZE = 10
"""Rounds, tables and columns: Z_10 for all three."""
REPEATS = 40
"""The fewest repeated differences of the family (an exhaustive search of every h)."""
TWISTS = (1, 3, 7, 9)
"""The odd λ: each makes the odd classes' differences sum to 5, as a permutation's do."""
WEIGHT = (0, 10, 10, 10, 10, 5)
"""Pairs of columns in the class of each δ (δ and 10 − δ are one class)."""


def circulant_array(rng: random.Random) -> list[list[int]]:
    """The array as columns (``col[x][r]``) with at most :data:`REPEATS` repeated
    differences, no difference three times, from a seeded search of h and λ."""
    twist = rng.choice(TWISTS)
    h = _function(twist, rng)
    return [[(h[(x - r) % SIZE] + twist * x * r) % SIZE for r in range(SIZE)] for x in range(SIZE)]


def _fixed_by(h: list[int], i: int, twist: int) -> list[tuple[int, int]]:
    """The differences (δ, h(s + δ) − h(s) − λδs) that h(i) makes known, the values of h
    being set in the order 0, 1, …; at i = 9 also those that wrap round."""
    out = [(d, (h[i] - h[i - d] - twist * d * (i - d)) % SIZE) for d in range(1, 6) if i >= d]
    if i == SIZE - 1:
        for d in range(1, 6):
            for s in range(SIZE - d, SIZE):
                out.append((d, (h[(s + d) % SIZE] - h[s] - twist * d * s) % SIZE))
    return out


def _function(twist: int, rng: random.Random) -> list[int]:
    """The first h (h(0) = 0) in a seeded order of values whose array has at most
    :data:`REPEATS` repeats and no difference three times in a class."""
    h = [0] * SIZE
    seen = [[0] * SIZE for _ in range(6)]
    orders = [rng.sample(range(SIZE), SIZE) for _ in range(SIZE)]

    def place(i: int, cost: int) -> bool:
        if i == SIZE:
            return True
        for v in orders[i]:
            h[i] = v
            made: list[tuple[int, int]] = []
            added = 0
            for d, w in _fixed_by(h, i, twist):
                if seen[d][w] >= 2:
                    break
                added += WEIGHT[d] * seen[d][w]
                seen[d][w] += 1
                made.append((d, w))
            else:
                if cost + added <= REPEATS and place(i + 1, cost + added):
                    return True
            for d, w in made:
                seen[d][w] -= 1
        return False

    if not place(1, 0):  # pragma: no cover - 1 600 such h exist for every λ
        raise AssertionError("no circulant array within the repeats")
    return h

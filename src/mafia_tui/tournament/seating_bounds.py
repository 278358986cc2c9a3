"""How evenly a seating of a given shape can spread the pair meetings: floors from counting.

The shape is the player count n, the tables of each round and the games G each player plays.
The pairs' meetings m add up to 45 per table-game whatever the seating, so their mean is
fixed and their variance is ``Σm² / P − mean²`` (P pairs). Three counts bound ``Σm²`` from
below (the proofs are in docs/SEATING.md):

* **whole numbers**: the meetings are integers, so at best each is the mean rounded down or up;
* **the players' Gram matrix** M = N·Nᵀ (N: player × table-game, 0/1): M·1 = 10G·1, and M
  has rank at most the table-games less the rounds without byes plus one, so the part of M
  orthogonal to 1 has a trace of nG − 10G spread over that rank;
* **the games' overlaps**: ``trace(M²) = trace((NᵀN)²)``, and each game shares 10(G − 1)
  player-games with the games of the other rounds, at best evenly.

The narrowest window of meetings that counting allows is the narrowest ``[low, high]`` in
which P integers with the fixed sum can reach that ``Σm²``. One case is known to be narrower
than counting says: 100 players at 10 tables in 10 or 11 rounds cannot keep every pair to
0 or 1 meeting (that would be a net of order 10 completing to an affine plane of order 10,
which does not exist), so their window is at least 0–2.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.values import frozen

SEATS = 10


@frozen
class Floor:
    """The best figures counting allows for one shape."""

    pairs: int
    total: int
    """Σ of the pairs' meetings: 45 per table-game."""
    sum_sq: int
    """The least Σ over pairs of meetings² any seating of the shape can have."""
    low: int
    high: int
    """The narrowest window of meetings counting allows (one of them, the lowest)."""
    never: int
    """The fewest pairs that can never meet: pairs beyond 45 a table-game."""

    @property
    def mean(self) -> float:
        return self.total / self.pairs if self.pairs else 0.0

    @property
    def variance(self) -> float:
        """The variance of the meetings at ``sum_sq``."""
        return self.sum_sq / self.pairs - self.mean**2 if self.pairs else 0.0

    @property
    def width(self) -> int:
        return self.high - self.low


def even_sum_sq(total: int, slots: int) -> int:
    """The least Σx² of ``slots`` non-negative integers adding up to ``total``."""
    if slots <= 0:
        return 0
    q, rem = divmod(total, slots)
    return rem * (q + 1) ** 2 + (slots - rem) * q * q


def widest_sum_sq(total: int, slots: int, low: int, high: int) -> int:
    """The largest Σx² of ``slots`` integers in ``[low, high]`` adding up to ``total``
    (-1 when no such integers exist): as many at the two ends as the sum lets."""
    if not low * slots <= total <= high * slots:
        return -1
    if high == low:
        return slots * low * low
    k, extra = divmod(total - low * slots, high - low)
    rest = slots - k - (1 if extra else 0)
    return k * high * high + rest * low * low + ((low + extra) ** 2 if extra else 0)


def _gram(players: int, tables: Sequence[int], games: int) -> int:
    """The players' Gram-matrix bound on Σ over ordered pairs of meetings², with ``trace(M²)``
    at least (10G)² plus (nG − 10G)² over the rank of M's part orthogonal to 1."""
    full = sum(1 for t in tables if t * SEATS == players)
    rank = min(players, sum(tables) - max(full - 1, 0)) - 1
    trace = players * games - SEATS * games
    if rank <= 0 or trace <= 0:
        return 0
    squares = (SEATS * games) ** 2 + -(-(trace * trace) // rank)
    return squares - players * games * games


def _overlaps(players: int, tables: Sequence[int], games: int) -> int:
    """The games' overlap bound on Σ over ordered pairs of meetings²: each game meets the
    games of the other rounds in 10(G − 1) player-games, at best spread evenly."""
    count = sum(tables)
    squares = SEATS * SEATS * count
    for t in tables:
        squares += t * even_sum_sq(SEATS * (games - 1), count - t)
    return squares - players * games * games


def floor(players: int, tables: Sequence[int], games: int) -> Floor:
    """The floor of ``players`` at ``tables`` (one entry a round), ``games`` each."""
    pairs = players * (players - 1) // 2
    total = 45 * sum(tables)
    ordered = max(_gram(players, tables, games), _overlaps(players, tables, games))
    sum_sq = max(even_sum_sq(total, pairs), -(-ordered // 2))
    low, high = _window(total, pairs, sum_sq)
    if (players, set(tables), low, high) == (100, {10}, 0, 1) and len(tables) >= 10:
        low, high = _window(total, pairs, sum_sq, width=2)
    return Floor(
        pairs=pairs,
        total=total,
        sum_sq=sum_sq,
        low=low,
        high=high,
        never=max(0, pairs - total),
    )


def aim(flo: Floor) -> tuple[int, int]:
    """The window a search aims at: of the floor's narrowest windows the one centred nearest
    the mean, one wider on the side the mean leans to (on the low side, never below 0)."""
    mean = flo.mean
    best = (flo.low, flo.high)
    for low in range(max(0, flo.low - flo.width), flo.high + 1):
        high = low + flo.width
        if low <= mean <= high and widest_sum_sq(flo.total, flo.pairs, low, high) >= flo.sum_sq:
            if abs((low + high) / 2 - mean) < abs(sum(best) / 2 - mean):
                best = (low, high)
    low, high = best
    if mean < (low + high) / 2:
        return max(0, low - 1), high
    return low, high + 1


def _window(total: int, pairs: int, sum_sq: int, width: int = 0) -> tuple[int, int]:
    """The narrowest (then lowest) window of at least ``width`` in which ``pairs`` integers
    adding up to ``total`` can reach ``sum_sq``."""
    if pairs == 0:
        return 0, 0
    below = total // pairs
    while True:
        for low in range(max(0, below - width), below + 1):
            if widest_sum_sq(total, pairs, low, low + width) >= sum_sq:
                return low, low + width
        width += 1

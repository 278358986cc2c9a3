"""The quality of a seating: seat balance, opponent meetings, tables per player.

A seating is rounds × tables × 10 seats of player indices (0-based). The figures are the
ones a head judge compares seatings by (issue #23): how many (player, seat) cells hold the
ideal count, the spread of pair meetings against their mean, the pairs that never meet, and
how many different tables each player sat at.
"""

from __future__ import annotations

from collections.abc import Sequence

from .values import frozen

SEATS = 10
"""Seats at a sports mafia table."""

Seating = tuple[tuple[tuple[int, ...], ...], ...]
"""rounds → tables → the ten players in seat order."""


@frozen
class SeatingQuality:
    """The figures of one seating."""

    players: int
    games: tuple[int, ...]
    """Games played by each player."""
    seat_cells_ideal: int
    """(player, seat) cells whose count is the ideal: games/10, rounded either way."""
    seat_cells: int
    """All (player, seat) cells: players × 10."""
    meetings_min: int
    meetings_max: int
    meetings_mean: float
    never_met: int
    """Pairs of players who never share a table."""
    tables_min: int
    """The fewest different table numbers a player sat at."""
    tables_max: int


def players_of(seating: Sequence[Sequence[Sequence[int]]]) -> int:
    """The player count a seating implies: one more than its largest index."""
    return 1 + max((p for rnd in seating for table in rnd for p in table), default=-1)


def score(seating: Sequence[Sequence[Sequence[int]]], players: int | None = None) -> SeatingQuality:
    """Score ``seating``; ``players`` defaults to the count the indices imply."""
    n = players_of(seating) if players is None else players
    games = [0] * n
    seats = [[0] * SEATS for _ in range(n)]
    meet = [[0] * n for _ in range(n)]
    tables: list[set[int]] = [set() for _ in range(n)]
    for rnd in seating:
        for t, table in enumerate(rnd):
            for s, p in enumerate(table):
                games[p] += 1
                seats[p][s] += 1
                tables[p].add(t)
            for i, p in enumerate(table):
                for q in table[i + 1 :]:
                    meet[p][q] += 1
                    meet[q][p] += 1
    ideal = 0
    for p in range(n):
        low, high = games[p] // SEATS, -(-games[p] // SEATS)
        ideal += sum(1 for c in seats[p] if low <= c <= high)
    pairs = [meet[p][q] for p in range(n) for q in range(p + 1, n)]
    counts = [len(t) for t in tables] or [0]
    return SeatingQuality(
        players=n,
        games=tuple(games),
        seat_cells_ideal=ideal,
        seat_cells=n * SEATS,
        meetings_min=min(pairs, default=0),
        meetings_max=max(pairs, default=0),
        meetings_mean=sum(pairs) / len(pairs) if pairs else 0.0,
        never_met=sum(1 for m in pairs if m == 0),
        tables_min=min(counts),
        tables_max=max(counts),
    )

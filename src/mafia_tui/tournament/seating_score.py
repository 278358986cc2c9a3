"""The quality of a seating: the figures a head judge compares seatings by (docs/SEATING.md).

A seating is rounds × tables × 10 seats of player indices (0-based). The figures: how many
(player, seat) cells hold the ideal count; the pair meetings' min–max, mean and variance
beside the floor of the shape (:mod:`.seating_bounds`); the pairs that never meet, with the
kept-apart pairs counted apart; and how often each player sits at each table number against
his fair share. Meetings are counted per player in dictionaries of partners met, so scoring
a festival of 1,000 players needs memory for its seats, not for a million pairs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..rules.values import frozen
from .seating_bounds import Floor, floor

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
    """The fewest meetings of a pair, the kept-apart pairs not counted."""
    meetings_max: int
    meetings_mean: float
    variance: float
    """The variance of the pairs' meetings (kept-apart pairs included)."""
    never_met: int
    """Pairs of players who never share a table, the kept-apart pairs not counted."""
    apart: int
    """Pairs asked to be kept apart."""
    apart_met: int
    """Kept-apart pairs that shared a table all the same."""
    table_low: int
    """The fewest games a player played at one table number (over players and numbers)."""
    table_high: int
    table_off: float
    """The largest distance of a player's count at a table number from his fair share."""
    table_fair: float
    """The fair share of a player of the most games at one table number: his games over the
    table numbers."""
    floor: Floor | None
    """The floor of the shape (None when the players play different numbers of games)."""
    banned: int = 0
    """Players kept from a table's judge (a family, a club), each (player, table) once."""
    banned_met: int = 0
    """Of those, the players who sat at that judge's table all the same."""


def players_of(seating: Sequence[Sequence[Sequence[int]]]) -> int:
    """The player count a seating implies: one more than its largest index."""
    return 1 + max((p for rnd in seating for table in rnd for p in table), default=-1)


def _meetings(seating: Sequence[Sequence[Sequence[int]]], n: int) -> list[dict[int, int]]:
    rows: list[dict[int, int]] = [{} for _ in range(n)]
    for rnd in seating:
        for table in rnd:
            for p in table:
                row = rows[p]
                for q in table:
                    if q != p:
                        row[q] = row.get(q, 0) + 1
    return rows


def _table_counts(
    seating: Sequence[Sequence[Sequence[int]]], n: int
) -> tuple[list[list[int]], list[float]]:
    """Each player's games at each table number, and each number's fair share of a player's
    games: one over the table numbers (a round of fewer tables uses the first numbers)."""
    width = max((len(rnd) for rnd in seating), default=0)
    counts = [[0] * width for _ in range(n)]
    for rnd in seating:
        for t, table in enumerate(rnd):
            for p in table:
                counts[p][t] += 1
    return counts, [1 / width] * width if width else []


def score(
    seating: Sequence[Sequence[Sequence[int]]],
    players: int | None = None,
    apart: Iterable[tuple[int, int]] = (),
    banned: Iterable[tuple[int, int]] = (),
) -> SeatingQuality:
    """Score ``seating``; ``players`` defaults to the count the indices imply; ``apart`` are
    the pairs asked to be kept apart (counted apart from the pairs that never meet),
    ``banned`` the ``(player, table)`` of judges kept from players (those tables left out of
    the player's table numbers)."""
    n = players_of(seating) if players is None else players
    rows = _meetings(seating, n)
    counts, shares = _table_counts(seating, n)
    games = [sum(c) for c in counts]
    ideal = _ideal_cells(seating, n, games)
    pairs = n * (n - 1) // 2
    hist = _histogram(rows, pairs)
    zero = hist.get(0, 0)
    kept = {(min(a, b), max(a, b)) for a, b in apart if a != b}
    apart_met = sum(1 for a, b in kept if rows[a].get(b, 0))
    others = _without(hist, [rows[a].get(b, 0) for a, b in kept])
    mean, variance = _moments(hist, pairs)
    bans = set(banned)
    off, low, high = _spread(counts, len(shares), games, _bans(bans))
    even = bool(games) and len(set(games)) == 1 and games[0] > 0
    return SeatingQuality(
        players=n,
        games=tuple(games),
        seat_cells_ideal=ideal,
        seat_cells=n * SEATS,
        meetings_min=min(others, default=0),
        meetings_max=max(others, default=0),
        meetings_mean=mean,
        variance=variance,
        never_met=zero - (len(kept) - apart_met),
        apart=len(kept),
        apart_met=apart_met,
        table_low=low,
        table_high=high,
        table_off=off,
        table_fair=max(games, default=0) * (shares[0] if shares else 0.0),
        floor=floor(n, [len(rnd) for rnd in seating], games[0]) if even else None,
        banned=len(bans),
        banned_met=_banned_met(bans, counts),
    )


def _ideal_cells(seating: Sequence[Sequence[Sequence[int]]], n: int, games: list[int]) -> int:
    """The (player, seat) cells whose count is the ideal: his games over 10, rounded either
    way."""
    seats = [[0] * SEATS for _ in range(n)]
    for rnd in seating:
        for table in rnd:
            for s, p in enumerate(table):
                seats[p][s] += 1
    return sum(
        1 for p in range(n) for c in seats[p] if games[p] // SEATS <= c <= -(-games[p] // SEATS)
    )


def _histogram(rows: list[dict[int, int]], pairs: int) -> dict[int, int]:
    """How many of the ``pairs`` meet how many times (0 only when some never meet)."""
    hist: dict[int, int] = {}
    for p, row in enumerate(rows):
        for q, m in row.items():
            if q > p:
                hist[m] = hist.get(m, 0) + 1
    zero = pairs - sum(hist.values())
    if zero:
        hist[0] = zero
    return hist


def _moments(hist: dict[int, int], pairs: int) -> tuple[float, float]:
    """The mean and the variance of the pairs' meetings."""
    total = sum(m * c for m, c in hist.items())
    squares = sum(m * m * c for m, c in hist.items())
    mean = total / pairs if pairs else 0.0
    return mean, squares / pairs - mean * mean if pairs else 0.0


def _banned_met(bans: set[tuple[int, int]], counts: list[list[int]]) -> int:
    """How many players kept from a table's judge sat at that table all the same."""
    return sum(1 for p, t in bans if t < len(counts[p]) and counts[p][t])


def _bans(banned: Iterable[tuple[int, int]]) -> dict[int, set[int]]:
    """The tables each player is kept from."""
    bans: dict[int, set[int]] = {}
    for p, t in banned:
        bans.setdefault(p, set()).add(t)
    return bans


def _without(hist: dict[int, int], meetings: list[int]) -> dict[int, int]:
    """``hist`` less one pair at each count of ``meetings`` (the kept-apart pairs')."""
    others = dict(hist)
    for m in meetings:
        others[m] -= 1
        if not others[m]:
            del others[m]
    return others


def _spread(
    counts: list[list[int]], width: int, games: list[int], banned: dict[int, set[int]]
) -> tuple[float, int, int]:
    """The largest distance from a fair share, and the fewest and most games at one number
    of the players free to sit anywhere; a player kept from some tables (their judges) is
    measured over the others only, and left out of the fewest and most."""
    off, low, high = 0.0, 0, 0
    first = True
    for p, (c, g) in enumerate(zip(counts, games, strict=True)):
        numbers = [k for k in range(width) if k not in banned.get(p, ())] or list(range(width))
        for k in numbers:
            off = max(off, abs(c[k] - g / len(numbers)))
            if p not in banned:
                low, high = (c[k], c[k]) if first else (min(low, c[k]), max(high, c[k]))
                first = False
    return off, low, high

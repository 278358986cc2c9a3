"""What a seating request must satisfy before any search: every number within its range, the
fixed places inside the seating, and the constraints no seating can keep, each refused with
what is wrong and what would do (docs/SEATING.md, "Constraints").

A refusal is a :class:`SeatingError` whose ``code`` names the text to show and whose
``values`` fill it; ``pairs`` lists the constraints concerned, as ``(a, b)`` for a kept-apart
pair and ``(player, -1 - table)`` for a judge kept from a player, so that the caller can name
them by nickname.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .seating_score import SEATS

MAX_PLAYERS = 2000
"""The most players one seating takes (a festival of 1,000 fits twice over)."""
MAX_TABLES = 200
"""The most tables in one round."""
MAX_GAMES = 100
"""The most games one player plays."""
MAX_ITERATIONS = 1_000_000_000
"""The most moves one search may be asked for."""


class SeatingError(ValueError):
    """A shape or constraint no seating can meet; ``code`` and ``values`` name it for texts,
    ``pairs`` the constraints it is about."""

    def __init__(
        self, code: str, message: str, pairs: Sequence[tuple[int, int]] = (), **values: int | str
    ) -> None:
        super().__init__(message)
        self.code = code
        self.values = values
        self.pairs = tuple(pairs)


def check_number(name: str, value: int, low: int, high: int) -> None:
    """Refuse ``value`` outside ``low..high``, naming the field and the range."""
    if not low <= value <= high:
        raise SeatingError(
            "number_range",
            f"{name} = {value}: from {low} to {high}",
            field=name,
            value=value,
            low=low,
            high=high,
        )


def check_shape(players: int, tables: int, games: int) -> None:
    """Refuse a player count, tables a round or games each out of range, or a product that is
    not a whole number of tables (naming the games and the players that would fit)."""
    if players < SEATS:
        raise SeatingError("too_few", f"{players} players: a table needs {SEATS}", players=players)
    if games < 1:
        raise SeatingError("no_games", "games per player must be at least 1", games=games)
    check_number("players", players, SEATS, MAX_PLAYERS)
    check_number("tables", tables, 1, MAX_TABLES)
    check_number("games", games, 1, MAX_GAMES)
    if players * games % SEATS:
        step = SEATS // math.gcd(players, SEATS)
        low = games - games % step
        fits = [g for g in (low, low + step) if g > 0]
        near = next(n for n in range(players, players + SEATS + 1) if n * games % SEATS == 0)
        raise SeatingError(
            "not_divisible",
            f"{players} players × {games} games is not a whole number of tables; "
            f"games per player that fit: {' or '.join(map(str, fits))}; players that fit: {near}",
            players=players,
            games=games,
            games_fit=" / ".join(map(str, fits)),
            players_fit=near,
        )


def check_rounds(players: int, rounds: Sequence[int], games: int) -> None:
    """Refuse rounds that do not seat ``players`` × ``games`` exactly, or a round with more
    tables than the players fill."""
    if not rounds or min(rounds) < 1:
        raise SeatingError("no_tables", "every round needs a table", tables=0)
    check_number("rounds", len(rounds), 1, 2 * MAX_GAMES)
    if sum(rounds) * SEATS != players * games:
        raise SeatingError(
            "seats_mismatch",
            f"{sum(rounds)} tables seat {sum(rounds) * SEATS}, "
            f"but {players} players × {games} games need {players * games}",
            seats=sum(rounds) * SEATS,
            needed=players * games,
        )
    for r, t in enumerate(rounds):
        if t * SEATS > players:
            raise SeatingError(
                "too_many_tables",
                f"round {r + 1}: {t} tables need {t * SEATS} players",
                round=r + 1,
                tables=t,
            )


def check_place(player: int, rnd: int, table: int, seat: int | None, rounds: Sequence[int]) -> None:
    """Refuse a fixed place outside the seating, naming which number and its valid range
    (all shown 1-based)."""
    for what, value, high in (
        ("round", rnd, len(rounds)),
        ("table", table, rounds[rnd] if 0 <= rnd < len(rounds) else 0),
        ("seat", SEATS - 1 if seat is None else seat, SEATS),
    ):
        if not 0 <= value < high:
            raise SeatingError(
                "fixed_range",
                f"player {player + 1}: {what} {value + 1} is not within 1-{high}",
                player=player + 1,
                what=what,
                value=value + 1,
                high=high,
                round=rnd + 1,
            )


def check_split(
    pairs: Sequence[tuple[int, int]], rounds: Sequence[int], games: int, pinned: Sequence[set[int]]
) -> None:
    """Refuse kept-apart pairs that no seating can split: a round of one table seats both
    unless one of them sits it out, and each sits out only ``len(rounds) - games`` rounds
    (fewer when fixed to play)."""
    single = [r for r, t in enumerate(rounds) if t == 1]
    byes = len(rounds) - games
    stuck: list[tuple[int, int]] = []
    for a, b in pairs:
        free_a = sum(1 for r in single if a not in pinned[r])
        free_b = sum(1 for r in single if b not in pinned[r])
        if len(single) > min(byes, free_a) + min(byes, free_b):
            stuck.append((a, b))
    if stuck:
        raise SeatingError(
            "apart_single",
            "kept-apart pairs that a one-table round must seat together",
            pairs=stuck,
            single=len(single),
            byes=byes,
        )


def check_bans(
    banned: Sequence[tuple[int, int]], rounds: Sequence[int], games: int, pinned: Sequence[set[int]]
) -> None:
    """Refuse a judge kept from a player who cannot avoid his table: every table of more
    rounds than the player may sit out is one the player is kept from."""
    by_player: dict[int, set[int]] = {}
    for p, t in banned:
        by_player.setdefault(p, set()).add(t)
    stuck: list[tuple[int, int]] = []
    for p, tables in sorted(by_player.items()):
        blocked = [r for r, t in enumerate(rounds) if set(range(t)) <= tables]
        if len(blocked) > len(rounds) - games or any(p in pinned[r] for r in blocked):
            stuck.extend((p, -1 - t) for t in sorted(tables))
    if stuck:
        raise SeatingError(
            "judge_blocked",
            "a player kept from the judges of every table of too many rounds",
            pairs=stuck,
        )

"""The seating generator: rounds × tables × 10 seats, meetings and seats balanced.

Every player plays the same number of games G; a round with fewer tables than the player
count needs leaves some players out (a bye), spread first so everyone ends with G games.
The search then runs in two phases, since the order inside a table changes no meeting:

1. who plays whom (:mod:`.seating_search`): simulated annealing over swaps of two players
   of one round between tables (and of a player with one sitting out), on the squared
   deviation of pair meetings, steeper in the tails, then narrowed window by window; pairs
   kept apart cost heavily for each meeting;
2. the seats (:mod:`.seating_seats`): an exact edge colouring, so every player sits in every
   seat ⌊G/10⌋ or ⌈G/10⌉ times, fixed seats brought in by Kempe swaps.

Same input and seed, same seating.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import field

from .seating_score import SEATS, Seating
from .seating_search import arrange
from .seating_seats import seat
from .values import frozen

ITERATIONS_PER_ROUND = 400_000
"""Moves of the meeting search per round when the request leaves it to the shape."""


class SeatingError(ValueError):
    """A shape or constraint no seating can meet; ``code`` and ``values`` name it for texts."""

    def __init__(self, code: str, message: str, **values: int | str) -> None:
        super().__init__(message)
        self.code = code
        self.values = values


@frozen
class Fixed:
    """Player ``player`` sits at ``table`` in ``round`` (all 0-based), at ``seat`` if given."""

    player: int
    round: int
    table: int
    seat: int | None = None


@frozen
class SeatingRequest:
    """What the head judge asks for."""

    players: int
    tables: tuple[int, ...]
    """Tables in each round; its length is the number of rounds."""
    games: int
    """Games each player plays."""
    seed: int = 0
    fixed: tuple[Fixed, ...] = ()
    apart: tuple[tuple[int, int], ...] = ()
    """Pairs of players who must never share a table."""
    iterations: int = 0
    """Swaps tried; 0 picks a number from the shape."""
    weights: tuple[int, int, int, int] = field(default=(6, 1, 6, 1000))
    """Seat balance, meetings squared, a never-meeting pair, a kept-apart pair together; the
    seats are balanced exactly and the meetings' cost is fixed, so only the last two count."""


def rounds_for(players: int, tables: int, games: int) -> tuple[int, ...]:
    """Tables per round for ``players`` × ``games`` with at most ``tables`` a round.

    Full rounds first, then one round with the remaining tables (21 players × 10 games on 2
    tables: ten rounds of two tables and one of one).
    """
    check_divisible(players, games)
    total = players * games // SEATS
    full, rest = divmod(total, tables)
    return (tables,) * full + ((rest,) if rest else ())


def check_divisible(players: int, games: int) -> None:
    """Refuse ``players`` × ``games`` not a whole number of tables, naming what would fit."""
    if players < SEATS:
        raise SeatingError("too_few", f"{players} players: a table needs {SEATS}", players=players)
    if games < 1:
        raise SeatingError("no_games", "games per player must be at least 1", games=games)
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


def _byes(req: SeatingRequest, rng: random.Random) -> list[set[int]]:
    """Who sits out each round: spread so every player ends with exactly G games."""
    n, rounds = req.players, len(req.tables)
    need = [rounds - req.games] * n
    fixed_in = [set() for _ in range(rounds)]  # type: list[set[int]]
    for f in req.fixed:
        fixed_in[f.round].add(f.player)
    # free[r][p]: rounds from r on in which p is not fixed, so can still sit out.
    free = [[0] * n for _ in range(rounds + 1)]
    for r in range(rounds - 1, -1, -1):
        for p in range(n):
            free[r][p] = free[r + 1][p] + (p not in fixed_in[r])
    out: list[set[int]] = []
    order = list(range(n))
    rng.shuffle(order)
    for r, t in enumerate(req.tables):
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


def validate(req: SeatingRequest) -> None:
    """Refuse a request no seating can meet."""
    check_divisible(req.players, req.games)
    _check_tables(req)
    _check_fixed(req)
    _check_apart(req)


def _check_tables(req: SeatingRequest) -> None:
    if not req.tables or min(req.tables) < 1:
        raise SeatingError("no_tables", "every round needs a table", tables=0)
    if sum(req.tables) * SEATS != req.players * req.games:
        raise SeatingError(
            "seats_mismatch",
            f"{sum(req.tables)} tables seat {sum(req.tables) * SEATS}, "
            f"but {req.players} players × {req.games} games need {req.players * req.games}",
            seats=sum(req.tables) * SEATS,
            needed=req.players * req.games,
        )
    for r, t in enumerate(req.tables):
        if t * SEATS > req.players:
            raise SeatingError(
                "too_many_tables",
                f"round {r + 1}: {t} tables need {t * SEATS} players",
                round=r + 1,
                tables=t,
            )


def _check_fixed(req: SeatingRequest) -> None:
    seen: set[tuple[int, int]] = set()
    per_table: dict[tuple[int, int], int] = {}
    for f in req.fixed:
        in_range = 0 <= f.player < req.players and 0 <= f.round < len(req.tables)
        if not in_range or not 0 <= f.table < req.tables[f.round]:
            raise SeatingError("fixed_range", "a fixed placement is out of range", round=f.round)
        if not (f.seat is None or 0 <= f.seat < SEATS):
            raise SeatingError("fixed_range", "a fixed placement is out of range", round=f.round)
        if (f.player, f.round) in seen:
            raise SeatingError("fixed_twice", "a player is fixed twice in one round", round=f.round)
        seen.add((f.player, f.round))
        key = (f.round, f.table)
        per_table[key] = per_table.get(key, 0) + 1
        if per_table[key] > SEATS:
            raise SeatingError(
                "fixed_full", "more than ten players fixed at a table", round=f.round
            )
    seats_taken = {(f.round, f.table, f.seat) for f in req.fixed if f.seat is not None}
    if len(seats_taken) != sum(1 for f in req.fixed if f.seat is not None):
        raise SeatingError("fixed_seat", "two players fixed in one seat", round=0)


def _check_apart(req: SeatingRequest) -> None:
    where = {(f.player, f.round): f.table for f in req.fixed}
    for a, b in req.apart:
        if a == b or not (0 <= a < req.players and 0 <= b < req.players):
            raise SeatingError("apart_range", "a kept-apart pair is not two players", players=a)
        for f in req.fixed:
            if f.player == a and where.get((b, f.round)) == f.table:
                raise SeatingError(
                    "apart_fixed", "a kept-apart pair is fixed together", round=f.round
                )


def _initial(req: SeatingRequest, rng: random.Random) -> list[list[list[int]]]:
    """A first grouping honouring the byes and the fixed tables, otherwise random."""
    byes = _byes(req, rng)
    rounds: list[list[list[int]]] = []
    for r, t in enumerate(req.tables):
        tables: list[list[int]] = [[] for _ in range(t)]
        placed = set()
        for f in req.fixed:
            if f.round == r:
                tables[f.table].append(f.player)
                placed.add(f.player)
        rest = [p for p in range(req.players) if p not in byes[r] and p not in placed]
        rng.shuffle(rest)
        it = iter(rest)
        for table in tables:
            table.extend(next(it) for _ in range(SEATS - len(table)))
        rounds.append(tables)
    return rounds


def generate(req: SeatingRequest) -> Seating:
    """A seating for ``req``, the same for the same request (the seed included)."""
    validate(req)
    rng = random.Random(req.seed)
    n = req.players
    _, _, w_zero, w_apart = req.weights
    pinned: list[set[int]] = [set() for _ in req.tables]
    for f in req.fixed:
        pinned[f.round].add(f.player)
    apart: list[set[int]] = [set() for _ in range(n)]
    for a, b in req.apart:
        apart[a].add(b)
        apart[b].add(a)
    iterations = req.iterations or ITERATIONS_PER_ROUND * len(req.tables)
    tables = arrange(
        lambda: _initial(req, rng), n, pinned, apart, rng, iterations, (w_zero, w_apart)
    )
    pins = {(f.round, f.player): f.seat for f in req.fixed if f.seat is not None}
    return _freeze(seat(tables, n, pins))


def _freeze(grid: Sequence[Sequence[Sequence[int]]]) -> Seating:
    return tuple(tuple(tuple(table) for table in rnd) for rnd in grid)

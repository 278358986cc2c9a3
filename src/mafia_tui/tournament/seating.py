"""The seating generator: rounds × tables × 10 seats, meetings and seats balanced.

Every player plays the same number of games G; a round with fewer tables than the player
count needs leaves some players out (a bye), spread so everyone ends with G games. The method
(docs/SEATING.md) runs in four steps, since neither the table numbers nor the order inside a
table change who meets whom:

1. a start: a construction where one fits the shape and no place is fixed (Paley's Hadamard
   matrix for 20 players at 2 tables, a cyclic seating when the rounds divide the players and
   some sit out, an orthogonal array for 50 players at 5 tables in 12 rounds, a transversal
   seating for large full rounds), else random groups honouring
   the byes and the fixed places;
2. who plays whom (:mod:`.seating_search`): annealing over swaps from that start, on the
   squared meetings with steep tails outside the floor's window (:mod:`.seating_bounds`);
   kept-apart pairs and judges' bans are broken constraints it clears first; a grouping that
   still breaks one is refused, naming them;
3. the table numbers (:mod:`.seating_tables`): each player's table numbers spread;
4. the seats (:mod:`.seating_seats`): an exact edge colouring, so every player sits in every
   seat ⌊G/10⌋ or ⌈G/10⌉ times, fixed seats brought in by Kempe swaps.

Same request and seed, same seating; a search stopped early (``watch``) keeps its best.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..rules.values import frozen
from . import seating_orthogonal, seating_start
from .seating_anneal import Schedule, Watch, anneal, snapshot
from .seating_bounds import Floor, aim, floor
from .seating_built import STEEP, Kind, built
from .seating_checks import (
    MAX_ITERATIONS,
    SeatingError,
    check_bans,
    check_number,
    check_place,
    check_rounds,
    check_shape,
    check_split,
)
from .seating_full import Tick
from .seating_repair import numbered
from .seating_score import SEATS, Seating
from .seating_search import Rules, Tables, annealer, breaks, group, pair_cost
from .seating_seats import seat
from .seating_spread import Spread, spread_of
from .seating_tables import WITHIN, fair_shares, farthest

__all__ = [
    "ITERATIONS_PER_ROUND",
    "Fixed",
    "SeatingError",
    "SeatingRequest",
    "check_divisible",
    "generate",
    "rounds_for",
]

ITERATIONS_PER_ROUND = 200_000
"""Moves of the search per round when the request leaves it to the shape (a test lowers it)."""
HOT, WARM, COLD = 6.0, 0.8, 0.5
"""Temperatures of the annealing: from HOT after a random start, from WARM after a
construction, down to COLD."""
FULL_POLISH = 20
"""A cyclic base of full rounds is polished in the budget over this (its base had half)."""
BUILT = 0.9
"""A cyclic base of full rounds: its search's share of the progress shown (its polishing
has the rest)."""
ORTHOGONAL_SHARE = 12
"""The orthogonal array's seating (50/5/12) mends its table numbers in the budget over this,
a try (:mod:`.seating_orthogonal`; its meetings need no search)."""
SPREAD_TABLES = 10
"""Up to this many tables a round the table counts share the search's cost."""


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
    banned: tuple[tuple[int, int], ...] = ()
    """``(player, table)``: the player never sits at that table (its judge is kept from him)."""
    iterations: int = 0
    """Moves of the search; 0 picks a number from the shape."""


def rounds_for(players: int, tables: int, games: int) -> tuple[int, ...]:
    """Tables per round for ``players`` × ``games`` with at most ``tables`` a round.

    Full rounds first, then one round with the remaining tables (21 players × 10 games on 2
    tables: ten rounds of two tables and one of one).
    """
    check_shape(players, tables, games)
    total = players * games // SEATS
    full, rest = divmod(total, tables)
    return (tables,) * full + ((rest,) if rest else ())


def check_divisible(players: int, games: int) -> None:
    """Refuse ``players`` × ``games`` not a whole number of tables, naming what would fit."""
    check_shape(players, 1, games)


def validate(req: SeatingRequest) -> None:
    """Refuse a request no seating can meet, naming what is wrong."""
    check_shape(req.players, max(req.tables, default=1), req.games)
    check_rounds(req.players, req.tables, req.games)
    check_number("iterations", req.iterations, 0, MAX_ITERATIONS)
    check_number("seed", req.seed, 0, 2**63 - 1)
    _check_fixed(req)
    _check_apart_pairs(req)
    _check_judge_bans(req)
    pinned = [{f.player for f in req.fixed if f.round == r} for r in range(len(req.tables))]
    check_split(req.apart, req.tables, req.games, pinned)
    check_bans(req.banned, req.tables, req.games, pinned)


def _check_fixed(req: SeatingRequest) -> None:
    seen: set[tuple[int, int]] = set()
    per_table: dict[tuple[int, int], int] = {}
    seats: set[tuple[int, int, int]] = set()
    for f in req.fixed:
        check_number("player", f.player + 1, 1, req.players)
        check_place(f.player, f.round, f.table, f.seat, req.tables)
        if (f.player, f.round) in seen:
            raise SeatingError("fixed_twice", "a player fixed twice in a round", round=f.round + 1)
        seen.add((f.player, f.round))
        key = (f.round, f.table)
        per_table[key] = per_table.get(key, 0) + 1
        if per_table[key] > SEATS:
            raise SeatingError("fixed_full", "more than ten fixed at a table", round=f.round + 1)
        if f.seat is not None:
            if (f.round, f.table, f.seat) in seats:
                raise SeatingError("fixed_seat", "two fixed in one seat", round=f.round + 1)
            seats.add((f.round, f.table, f.seat))
    fixed_games = {p: sum(1 for q, _ in seen if q == p) for p, _ in seen}
    for p, count in fixed_games.items():
        if count > req.games:
            raise SeatingError(
                "fixed_games", "fixed in more rounds than games", player=p + 1, games=req.games
            )


def _check_apart_pairs(req: SeatingRequest) -> None:
    """Each kept-apart pair two players, not fixed at one table in any round."""
    where = {(f.player, f.round): f.table for f in req.fixed}
    for a, b in req.apart:
        if a == b or not (0 <= a < req.players and 0 <= b < req.players):
            raise SeatingError("apart_range", "a kept-apart pair is not two players", players=a)
        together = [
            r for r in range(len(req.tables)) if where.get((a, r), -1) == where.get((b, r), -2)
        ]
        if together:
            raise SeatingError(
                "apart_fixed",
                "a kept-apart pair fixed at one table",
                [(a, b)],
                round=together[0] + 1,
            )


def _check_judge_bans(req: SeatingRequest) -> None:
    """Each judge's ban a player and a table, the player not fixed at that table."""
    width = max(req.tables)
    for p, t in req.banned:
        if not (0 <= p < req.players and 0 <= t < width):
            raise SeatingError(
                "apart_range", "a judge's ban is not a player and a table", players=p
            )
        clash = [f.round for f in req.fixed if f.player == p and f.table == t]
        if clash:
            raise SeatingError(
                "judge_fixed",
                "a player fixed at the table of a judge kept from him",
                [(p, -1 - t)],
                round=clash[0] + 1,
            )


def _construction(
    req: SeatingRequest, rng: random.Random, budget: int, tick: Tick | None = None
) -> tuple[Tables, Kind] | None:
    """A construction's seating for the shape (:mod:`.seating_built`) with the fixed places
    brought in by renaming its players and renumbering its tables, or None when none fits."""
    found = built(req.players, req.tables, req.games, budget, rng, tick)
    if found is None or not req.fixed:
        return found
    pinned = seating_start.pin(found[0], req.players, req.fixed)
    return None if pinned is None else (pinned, found[1])


def _rules(req: SeatingRequest) -> Rules:
    n = req.players
    apart: list[set[int]] = [set() for _ in range(n)]
    for a, b in req.apart:
        apart[a].add(b)
        apart[b].add(a)
    banned: list[set[int]] = [set() for _ in range(n)]
    for p, t in req.banned:
        banned[p].add(t)
    pinned: list[set[int]] = [set() for _ in req.tables]
    for f in req.fixed:
        pinned[f.round].add(f.player)
    return Rules(
        apart=tuple(frozenset(s) for s in apart),
        banned=tuple(frozenset(s) for s in banned),
        pinned=tuple(frozenset(s) for s in pinned),
    )


def generate(req: SeatingRequest, watch: Watch | None = None) -> Seating:
    """A seating for ``req``, the same for the same request (the seed included); ``watch``
    hears of the search's progress and may stop it, keeping the best found.

    Raises:
        SeatingError: a number out of range, a shape or constraint no seating can meet, or
            constraints the search could not keep (named in ``pairs``).
    """
    validate(req)
    rng = random.Random(req.seed)
    budget = req.iterations or ITERATIONS_PER_ROUND * len(req.tables)
    rules = _rules(req)
    flo = floor(req.players, req.tables, req.games)
    top = len(req.tables) + 1
    # A construction knows nothing of pairs kept apart or judges' bans: repairing it costs
    # more than it brings, so those start from groups that honour them.
    stopped: list[bool] = []
    tick = None if watch is None else _tick(watch, req.players, rules, stopped)
    made = None if req.apart or req.banned else _construction(req, rng, budget, tick)
    tables, kind = (_start(req, rules, rng), None) if made is None else made
    window, hot, moves = _polish(flo, budget, kind)
    cost = pair_cost(*window, top, STEEP)
    spread = _spread(tables, req, rules, kind)
    s = annealer(tables, req.players, rules, cost, rng, spread)
    # A cyclic base of full rounds told the watch of its share of the work (:data:`BUILT`).
    done = BUILT if kind == "full" else 0.0
    plan = Schedule(0 if stopped else moves, hot, COLD, flo.sum_sq, done, 1 - done)
    tables, broken, _ = anneal(s, plan, watch)
    if broken:
        found = sorted(set(breaks(group(req.players, tables), rules)))
        raise SeatingError("unkept", "constraints the search could not keep", found)
    if kind == "orthogonal":
        tables = seating_orthogonal.numbers(tables, rules, rng, budget // ORTHOGONAL_SHARE)
    else:
        tables = numbered(tables, req.players, max(req.tables), rules, cost, rng, budget // 4)
    pins = {(f.round, f.player): f.seat for f in req.fixed if f.seat is not None}
    return _freeze(seat(tables, req.players, pins))


def _polish(flo: Floor, budget: int, kind: Kind | None) -> tuple[tuple[int, int], float, int]:
    """The window, the starting heat and the moves of the annealing after the start: from
    random groups the tails are steep only a step beyond the floor's window (a narrower
    window costs more variance than it saves range) and the whole budget; a construction is
    polished at the window a search aims at, warm enough not to lose it, in a share of it."""
    if kind is None:
        return _wide(flo), HOT, budget
    return aim(flo), WARM, budget // (FULL_POLISH if kind == "full" else 4)


def _spread(tables: Tables, req: SeatingRequest, rules: Rules, kind: Kind | None) -> Spread | None:
    """The table counts as a share of the search's cost (:mod:`.seating_spread`), where
    renumbering afterwards cannot be relied on: random groups at 3 to :data:`SPREAD_TABLES`
    tables (some have no numbering in range), and a cyclic base whose orbits put its own
    numbers in range (kept so, at no cost while they stay). None elsewhere: two tables,
    where :mod:`.seating_tables` tries every numbering, Paley's and the transversal
    seatings, and festivals."""
    width = max(req.tables)
    if kind in ("paley", "transversal") or not 3 <= width <= SPREAD_TABLES:
        return None
    if kind is not None and farthest(tables, req.players) > WITHIN + 1e-9:
        return None
    return spread_of(tables, fair_shares(tables, req.players, rules.banned), WITHIN)


def _tick(watch: Watch, n: int, rules: Rules, stopped: list[bool]) -> Tick:
    """The construction's ticks told to ``watch`` as its share of the whole; a stop there is
    noted in ``stopped`` (the annealing then makes no move)."""

    def tick(done: float, best: Callable[[], Tables]) -> bool:
        going = watch(done * BUILT, lambda: snapshot(n, best(), 0, rules.apart))
        if not going:
            stopped.append(True)
        return going

    return tick


def _wide(flo: Floor) -> tuple[int, int]:
    """The floor's window, one wider on each side; never down to 0 when the floor itself
    keeps every pair meeting (a pair that never meets is worse than a wider top: at 40
    players 0–4 is 0.70 against 1–4 at 0.73, with nine pairs never met)."""
    return max(1 if flo.low else 0, flo.low - 1), flo.high + 1


def _start(req: SeatingRequest, rules: Rules, rng: random.Random) -> Tables:
    fixed = {(f.round, f.player): f.table for f in req.fixed}
    return seating_start.start(req.players, req.tables, req.games, fixed, rules, rng)


def _freeze(grid: Sequence[Sequence[Sequence[int]]]) -> Seating:
    return tuple(tuple(tuple(table) for table in rnd) for rnd in grid)

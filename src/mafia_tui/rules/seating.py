"""The seating generator: rounds × tables × 10 seats, balanced by simulated annealing.

Every player plays the same number of games G; a round with fewer tables than the player
count needs leaves some players out (a bye), and the byes are spread first, fixed for the
rest of the search. The search then swaps two players of one round (across tables, or two
seats of one table) and keeps a swap by the Metropolis rule on a cost of

* seat balance: the sum over players and seats of the squared count (its minimum is the
  even spread, since every player's seat counts add up to G);
* meetings: the sum over pairs of the squared meeting count (the sum of meetings is fixed,
  so this is the squared deviation from the mean, as mafiaratings scores it), plus a
  penalty for each pair that never meets;
* kept-apart pairs sharing a table: a large penalty.

Each swap's cost change is computed from the counts it touches (18 meeting cells and 4 seat
cells), never by rescoring the whole seating. Same input and seed, same seating.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import field

from .seating_score import SEATS, Seating
from .values import frozen


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
    """Seat balance, meetings squared, a never-meeting pair, a kept-apart pair together."""


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
    seen: dict[tuple[int, int], Fixed] = {}
    for f in req.fixed:
        if not (0 <= f.player < req.players and 0 <= f.round < len(req.tables)):
            raise SeatingError("fixed_range", "a fixed placement is out of range", round=f.round)
        if not 0 <= f.table < req.tables[f.round] or not (f.seat is None or 0 <= f.seat < SEATS):
            raise SeatingError("fixed_range", "a fixed placement is out of range", round=f.round)
        if (f.player, f.round) in seen:
            raise SeatingError("fixed_twice", "a player is fixed twice in one round", round=f.round)
        seen[(f.player, f.round)] = f
    per_table: dict[tuple[int, int], int] = {}
    for f in req.fixed:
        key = (f.round, f.table)
        per_table[key] = per_table.get(key, 0) + 1
        if per_table[key] > SEATS:
            raise SeatingError(
                "fixed_full", "more than ten players fixed at a table", round=f.round
            )
    seats_taken = {(f.round, f.table, f.seat) for f in req.fixed if f.seat is not None}
    if len(seats_taken) != sum(1 for f in req.fixed if f.seat is not None):
        raise SeatingError("fixed_seat", "two players fixed in one seat", round=0)
    for a, b in req.apart:
        if a == b or not (0 <= a < req.players and 0 <= b < req.players):
            raise SeatingError("apart_range", "a kept-apart pair is not two players", players=a)
        for f in req.fixed:
            for g in req.fixed:
                if (f.player, g.player) == (a, b) and (f.round, f.table) == (g.round, g.table):
                    raise SeatingError(
                        "apart_fixed", "a kept-apart pair is fixed together", round=f.round
                    )


def _initial(req: SeatingRequest, rng: random.Random) -> list[list[list[int]]]:
    """A first seating honouring the byes and the fixed placements, otherwise random."""
    byes = _byes(req, rng)
    rounds: list[list[list[int]]] = []
    for r, t in enumerate(req.tables):
        grid: list[list[int]] = [[-1] * SEATS for _ in range(t)]
        mine = [f for f in req.fixed if f.round == r]
        placed = set()
        for f in mine:
            if f.seat is not None:
                grid[f.table][f.seat] = f.player
                placed.add(f.player)
        for f in mine:
            if f.seat is None:
                free = [s for s in range(SEATS) if grid[f.table][s] < 0]
                grid[f.table][rng.choice(free)] = f.player
                placed.add(f.player)
        rest = [p for p in range(req.players) if p not in byes[r] and p not in placed]
        rng.shuffle(rest)
        it = iter(rest)
        for table in grid:
            for s in range(SEATS):
                if table[s] < 0:
                    table[s] = next(it)
        rounds.append(grid)
    return rounds


def generate(req: SeatingRequest) -> Seating:
    """A seating for ``req``, the same for the same request (the seed included)."""
    validate(req)
    rng = random.Random(req.seed)
    grid = _initial(req, rng)
    n = req.players
    w_seat, w_meet, w_zero, w_apart = req.weights
    seats = [[0] * SEATS for _ in range(n)]
    meet = [[0] * n for _ in range(n)]
    for rnd in grid:
        for table in rnd:
            for s, p in enumerate(table):
                seats[p][s] += 1
                for q in table:
                    if q != p:
                        meet[p][q] += 1
    apart: list[set[int]] = [set() for _ in range(n)]
    for a, b in req.apart:
        apart[a].add(b)
        apart[b].add(a)
    # pin[r][t][s]: 2 = seat fixed, 1 = table fixed (the seat may move within it), 0 = free.
    pin = [[[0] * SEATS for _ in rnd] for rnd in grid]
    where = {(f.round, f.player): f for f in req.fixed}
    for r, rnd in enumerate(grid):
        for t, table in enumerate(rnd):
            for s, p in enumerate(table):
                f = where.get((r, p))
                if f is not None:
                    pin[r][t][s] = 2 if f.seat is not None else 1
    movable = [
        [(t, s) for t, table in enumerate(rnd) for s in range(SEATS) if pin[r][t][s] < 2]
        for r, rnd in enumerate(grid)
    ]
    rounds = [r for r in range(len(grid)) if len(movable[r]) >= 2]
    if not rounds:
        return _freeze(grid)
    inc, dec = _pair_costs(req, w_meet, w_zero)
    iterations = req.iterations or 60_000 * len(grid)
    temp0, temp1 = 8.0, 0.05
    cool = (temp1 / temp0) ** (1.0 / iterations)
    temp = temp0
    rand = rng.random
    choice = rng.choice
    exp = math.exp
    for _ in range(iterations):
        temp *= cool
        r = choice(rounds)
        cells = movable[r]
        ta, sa = choice(cells)
        tb, sb = choice(cells)
        if ta == tb and sa == sb:
            continue
        rnd = grid[r]
        A, B = rnd[ta], rnd[tb]
        a, b = A[sa], B[sb]
        if ta != tb and (pin[r][ta][sa] or pin[r][tb][sb]):
            continue
        sa_a, sb_a, sa_b, sb_b = seats[a][sa], seats[a][sb], seats[b][sa], seats[b][sb]
        delta = 0.0
        if sa != sb:
            delta += w_seat * 2 * (sb_a - sa_a + 1 + sa_b - sb_b + 1)
        if ta != tb:
            ma, mb = meet[a], meet[b]
            d = 0.0
            for x in A:
                if x != a:
                    d += dec[ma[x]] + inc[mb[x]]
            for y in B:
                if y != b:
                    d += dec[mb[y]] + inc[ma[y]]
            delta += d
            if apart[a] or apart[b]:
                k = 0
                for q in apart[a]:
                    k += (q in B and q != b) - (q in A)
                for q in apart[b]:
                    k += (q in A and q != a) - (q in B)
                delta += w_apart * k
        if delta > 0 and rand() >= exp(-delta / temp):
            continue
        A[sa], B[sb] = b, a
        if ta == tb:  # a table pin travels with its player
            pr = pin[r][ta]
            pr[sa], pr[sb] = pr[sb], pr[sa]
        seats[a][sa] -= 1
        seats[a][sb] += 1
        seats[b][sb] -= 1
        seats[b][sa] += 1
        if ta != tb:
            for x in A:
                if x != b:
                    meet[a][x] -= 1
                    meet[x][a] -= 1
                    meet[b][x] += 1
                    meet[x][b] += 1
            for y in B:
                if y != a:
                    meet[b][y] -= 1
                    meet[y][b] -= 1
                    meet[a][y] += 1
                    meet[y][a] += 1
    return _freeze(grid)


def _pair_costs(req: SeatingRequest, w_meet: int, w_zero: int) -> tuple[list[float], list[float]]:
    """The cost change of a pair's meeting count going up (``inc[m]``) or down (``dec[m]``).

    The pair cost is the squared distance from the mean meeting count, steeper (a fourth
    power) beyond one meeting from it, so the search narrows the min-max range rather than
    only the sum of squares; a pair that never meets costs ``w_zero`` more.
    """
    n = req.players
    mean = sum(req.tables) * SEATS * (SEATS - 1) / (n * (n - 1))
    top = len(req.tables) + 2

    def cost(m: int) -> float:
        far = max(0.0, abs(m - mean) - 1.0)
        return w_meet * ((m - mean) ** 2 + 4 * far**4) + (w_zero if m == 0 else 0)

    inc = [cost(m + 1) - cost(m) for m in range(top)]
    dec = [cost(m - 1) - cost(m) if m > 0 else 0.0 for m in range(top)]
    return inc, dec


def _freeze(grid: Sequence[Sequence[Sequence[int]]]) -> Seating:
    return tuple(tuple(tuple(table) for table in rnd) for rnd in grid)

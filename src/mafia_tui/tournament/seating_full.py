"""A cyclic seating of full rounds, its base found by a tabu search (docs/SEATING.md, "How a
seating is made").

Every round full at three tables or more, the rounds dividing the players (30/3/10,
40/4/10): the turned base of :mod:`.seating_cyclic`, its orbits keeping the table numbers in
range. Each step rates every exchange of two elements at different tables of the base by the
first-order change of its cost (each element's sum over a table of its patterns' costs as
they stand), checks the :data:`SHORTLIST` most promising exactly, and makes the cheapest one
that is not tabu; a tabu one only when it would beat the cheapest base met (aspiration).
After an exchange, putting either element back at the table it left is tabu for a few
steps. :data:`IDLE` steps without a cheaper base start it again from a random one.

Why a tabu search: the annealing with kicks it replaces reached 0.71 or less at 40/4/10 on
five of seeds 1–10 in its 10 s; this reaches the floor 0.675 on nine of them and 0.687 on
the tenth, in 0.9–8.6 s. Of the bases it meets, the one whose range of meetings is
narrowest wins, then the one with the least Σ meetings²; it stops at the floor.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .seating_cyclic import Base, develop, fill
from .seating_search import Tables, group, meetings

Tick = Callable[[float, Callable[[], Tables]], bool]
"""Told the share of the search done and a function giving the best seating so far;
returns False to stop there."""
STEP_MOVES = 160
"""Moves of the budget one step of the tabu search counts for (it weighs every exchange)."""
SHORTLIST = 40
"""Exchanges of the best first-order rating checked exactly at each step."""
TENURE = (8, 8)
"""Steps an element may not go back to the table it left: the first, plus a random share
of the second."""
IDLE = 3000
"""Steps without a cheaper base before the search starts again from a random one."""
TICK_STEPS = 32
"""Steps between two calls of ``tick``."""


def search_full(
    players: int,
    rounds: int,
    tables: int,
    cost: Sequence[float],
    moves: int,
    rng: random.Random,
    spread: Sequence[float],
    width: int,
    least: int,
    tick: Tick | None = None,
) -> Tables:
    """The best cyclic seating of full rounds found in ``moves`` (a step counting
    :data:`STEP_MOVES`) of the tabu search over its base (see the module), stopping at a
    range within ``width`` and Σ meetings² of ``least`` (the floor); ``tick`` hears of the
    progress and may stop the search, keeping the best."""
    base = Base(rounds, players // rounds, tables, cost, False, spread)
    search = _Tabu(base, players, width, rng)
    total = max(1, moves // STEP_MOVES)
    for done in range(total):
        if tick is not None and done % TICK_STEPS == 0 and not tick(done / total, search.seating):
            break
        search.step()
        if search.strict <= (0, least):
            break
    return search.seating()


class _Tabu:
    """The state of the tabu search over ``base``: the current base, the cheapest cost met
    since the last start, the tabu list, and the best base by the strict figures."""

    def __init__(self, base: Base, players: int, width: int, rng: random.Random) -> None:
        self.base, self.players, self.width, self.rng = base, players, width, rng
        self.size = len(base.slot)
        self.pairs = [(e, f) for e in range(self.size) for f in range(e + 1, self.size)]
        self.strict = (1 << 30, 0)
        self.best: list[list[int]] = []
        self._restart()

    def seating(self) -> Tables:
        """The seating of the best base found so far."""
        return develop(self.best, self.base.r)

    def _restart(self) -> None:
        fill(self.base, [0] * self.base.k, self.rng)
        self.current = self.cheapest = self.base.total()
        self.idle, self.steps = 0, 0
        self.forbid: dict[tuple[int, int], int] = {}
        self._judge()

    def _judge(self) -> None:
        """Keep the base if its range exceeds ``width`` less, or as little with less Σ m²."""
        members = [list(m) for m in self.base.members[: self.base.t]]
        counts = meetings(self.players, group(self.players, develop(members, self.base.r)))
        over = max(0, max(counts) - min(counts) - self.width)
        key = (over, sum(m * m * c for m, c in counts.items()))
        if key < self.strict:
            self.strict, self.best = key, members

    def step(self) -> None:
        """One exchange: the cheapest of the shortlist not tabu, or one beating the cheapest
        base met; a base as cheap as that is judged by the strict figures."""
        base, rng = self.base, self.rng
        self.steps += 1
        chosen: tuple[float, int, int] | None = None
        for _, e, f in self._shortlist():
            d = base.delta(e, f)
            if chosen is not None and d >= chosen[0]:
                continue
            tabu = self.forbid.get((e, base.slot[f]), 0) > self.steps
            tabu |= self.forbid.get((f, base.slot[e]), 0) > self.steps
            if not tabu or self.current + d < self.cheapest - 1e-9:
                chosen = (d, e, f)
        if chosen is None:
            return
        d, e, f = chosen
        self.forbid[e, base.slot[e]] = self.steps + TENURE[0] + rng.randrange(TENURE[1])
        self.forbid[f, base.slot[f]] = self.steps + TENURE[0] + rng.randrange(TENURE[1])
        base.trade(e, f)
        self.current += d
        if self.current < self.cheapest - 1e-9:
            self.cheapest, self.idle = self.current, 0
        else:
            self.idle += 1
        if self.current <= self.cheapest + 1e-9:
            self._judge()
        if self.idle > IDLE:
            self._restart()

    def _shortlist(self) -> list[tuple[float, int, int]]:
        """The :data:`SHORTLIST` exchanges of the best first-order rating: each pattern's
        cost change taken as 2·count + 1 per meeting (the square's), ignoring two changes
        of one pattern and the table counts (the shortlist is checked exactly)."""
        base = self.base
        key, step, weight, count, slot = base.key, base.step, base.weight, base.count, base.slot
        tables = base.members[: base.t]
        lin: list[list[float]] = []
        sq: list[list[float]] = []
        for e in range(self.size):
            ke, se = key[e], step[e]
            lin_e, sq_e = [], []
            for members in tables:
                a = q = 0.0
                for z in members:
                    if z != e:
                        p, s = ke[z], se[z]
                        w = weight[p]
                        a += w * count[p] * s
                        q += w * s * s
                lin_e.append(a)
                sq_e.append(q)
            lin.append(lin_e)
            sq.append(sq_e)
        rated = []
        for e, f in self.pairs:
            a, b = slot[e], slot[f]
            if a == b:
                continue
            p, s = key[e][f], step[e][f]
            w = weight[p]
            le, lf, qe, qf = lin[e], lin[f], sq[e], sq[f]
            first = le[b] - le[a] + lf[a] - lf[b] - 2 * w * count[p] * s
            second = qe[a] + qf[b] + qe[b] + qf[a] - 2 * w * s * s
            rated.append((2 * first + second, e, f))
        rated.sort()
        return rated[:SHORTLIST]

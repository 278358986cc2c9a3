"""The search behind the seating (issue #37): memory by the seats, progress and an early stop
that keeps the best, the constructions valid and at their floors, the same seed the same
bytes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mafia_tui.export.seating_formats import dump
from mafia_tui.tournament import seating_cyclic
from mafia_tui.tournament.seating import SeatingRequest, generate, rounds_for
from mafia_tui.tournament.seating_anneal import Snapshot
from mafia_tui.tournament.seating_built import orbit_spread
from mafia_tui.tournament.seating_checks import SeatingError
from mafia_tui.tournament.seating_score import SEATS, Seating, score
from mafia_tui.tournament.seating_search import group, pair_cost


def assert_valid(seating: Seating, players: int, rounds: tuple[int, ...], games: int) -> None:
    assert [len(rnd) for rnd in seating] == list(rounds)
    count: Counter[int] = Counter()
    for rnd in seating:
        ids = [p for table in rnd for p in table]
        assert all(len(table) == SEATS for table in rnd)
        assert len(ids) == len(set(ids))
        count.update(ids)
    assert count == Counter({p: games for p in range(players)})


def test_meetings_are_kept_by_partner_so_memory_grows_with_the_seats() -> None:
    """The last pass kept a players × players table: 0.8 GiB for 10 000 players. A player's
    row now holds only the partners he met, at most 9 a game."""
    req = SeatingRequest(players=1000, tables=rounds_for(1000, 100, 3), games=3, iterations=500)
    seating = generate(req)
    assert_valid(seating, 1000, req.tables, 3)
    rows = group(1000, [[list(t) for t in rnd] for rnd in seating]).rows
    assert max(len(row) for row in rows) <= 9 * 3


def test_a_festival_gets_an_answer_and_an_absurd_one_a_refusal() -> None:
    req = SeatingRequest(players=1000, tables=rounds_for(1000, 100, 10), games=10, iterations=2000)
    q = score(generate(req), 1000)
    assert (q.meetings_min, q.meetings_max) == (0, 1)  # a transversal array without repeats
    with pytest.raises(SeatingError) as err:
        rounds_for(10_000, 1000, 10)
    assert err.value.code == "number_range" and err.value.values["field"] == "players"


def test_the_watch_hears_the_progress_and_a_stop_keeps_the_best() -> None:
    heard: list[float] = []
    figures: list[Snapshot] = []

    def watch(done: float, best: object) -> bool:
        heard.append(done)
        if len(heard) == 3:
            figures.append(best())  # type: ignore[operator]
        return len(heard) < 5

    req = SeatingRequest(players=30, tables=(3,) * 10, games=10, iterations=1_000_000)
    seating = generate(req, watch)
    assert_valid(seating, 30, req.tables, 10)
    assert len(heard) == 5 and heard == sorted(heard) and heard[-1] < 0.1
    best = figures[0]
    assert 0 <= best.low <= best.high and best.variance > 0 and best.breaks == 0


@pytest.mark.parametrize(
    ("players", "tables", "games"),
    [(20, 2, 10), (20, 2, 6), (21, 2, 10), (31, 3, 10), (26, 2, 10), (13, 1, 10), (200, 20, 10)],
)
def test_the_constructions_give_valid_seatings(players: int, tables: int, games: int) -> None:
    rounds = rounds_for(players, tables, games)
    req = SeatingRequest(players=players, tables=rounds, games=games, seed=5, iterations=30_000)
    seating = generate(req)
    assert_valid(seating, players, rounds, games)
    q = score(seating, players)
    assert q.seat_cells_ideal == q.seat_cells


def test_the_floor_shapes_reach_their_floor() -> None:
    """Paley for 20/2/10, the cyclic base with a player who stays for 21/2/10, the cyclic
    base for 13/1/10: each exactly at the variance floor, the table numbers within 3-7."""
    for players, tables in ((20, 2), (21, 2), (13, 1)):
        rounds = rounds_for(players, tables, 10)
        req = SeatingRequest(players=players, tables=rounds, games=10, iterations=2_000_000)
        q = score(generate(req), players)
        assert q.floor is not None
        assert q.variance == pytest.approx(q.floor.variance)
        assert q.table_off <= 2


def test_the_same_seed_gives_the_same_bytes() -> None:
    req = SeatingRequest(players=30, tables=(3,) * 10, games=10, seed=11, iterations=20_000)
    first, second = generate(req), generate(req)
    assert dump(first, 30, "dimtom") == dump(second, 30, "dimtom")


@pytest.mark.parametrize(("players", "rounds", "tables", "byes"), [(40, 10, 4, 0), (36, 12, 3, 2)])
def test_a_cyclic_bases_cost_change_is_read_without_moving(
    players: int, rounds: int, tables: int, byes: int
) -> None:
    """The base's search reads a swap's cost change before making it (a rejected swap then
    costs nothing to undo): it must equal what the swap changes, orbits' counts included."""
    base = seating_cyclic.Base(
        rounds,
        players // rounds,
        tables,
        pair_cost(1, 4, rounds + 1, 3.0),
        False,
        orbit_spread(players, [tables] * rounds, 10),
    )
    rng = random.Random(5)
    seating_cyclic.fill(base, [byes] * (players // rounds), rng)
    tried = 0
    for _ in range(2000):
        e, f = rng.randrange(players), rng.randrange(players)
        je, jf = base.slot[e], base.slot[f]
        if je == jf or ((tables in (je, jf)) and e // rounds != f // rounds):
            continue
        before = base.total()
        d = base.delta(e, f)
        assert d == pytest.approx(base.trade(e, f))
        assert base.total() - before == pytest.approx(d)
        tried += 1
    assert tried > 500

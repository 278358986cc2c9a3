"""The tournament table from a data dir replays only the games that changed since last time."""

from pathlib import Path

import pytest

from mafia_tui.rules import Game, Header
from mafia_tui.session import Archive, tournament_table
from mafia_tui.storage.machine import per_machine
from mafia_tui.storage.store import GameFile, GameStore
from mafia_tui.tournament.game_result import GameResult
from mafia_tui.tournament.standings import Standings, compute
from tests.conftest import new_game

Cup = tuple[Archive, list[Game]]
"""The ``cup`` fixture: a data dir holding four finished games, and those games."""


def summary(standings: Standings) -> list[tuple[object, ...]]:
    return [(r.nick, r.place, r.total, sorted(x.game_id for x in r.lines)) for r in standings.rows]


def finished(n: int) -> Game:
    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    game.header = Header(tournament="Кубок", game_number=n, table=1, date="2026-12-03")
    return game


@pytest.fixture
def cup(tmp_path: Path) -> Cup:
    archive = Archive(tmp_path / "data")
    games = [finished(n) for n in range(1, 5)]
    for g in games:
        archive.create(g).close()
    return archive, games


def test_the_table_from_cached_results_equals_the_table_from_games(cup: Cup) -> None:
    archive, games = cup
    first = tournament_table("Кубок", archive.root, name_only=True).standings
    assert summary(first) == summary(compute(games))
    again = tournament_table("Кубок", archive.root, name_only=True).standings
    assert summary(again) == summary(first)


def test_a_second_opening_reads_no_unchanged_game(
    cup: Cup, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive, _ = cup
    tournament_table("Кубок", archive.root, name_only=True)
    reads: list[str] = []
    real = GameStore.read

    def counted(self: GameStore, game_id: str, own: bool = False) -> GameFile:
        reads.append(game_id)
        return real(self, game_id, own)

    monkeypatch.setattr(GameStore, "read", counted)
    tournament_table("Кубок", archive.root, name_only=True)
    assert reads == []
    changed = archive.listings()[0].id
    session = archive.open(changed)
    session.set_after(session.game.after)  # saved again: a new stamp
    session.close()
    reads.clear()
    tournament_table("Кубок", archive.root, name_only=True)
    assert set(reads) == {changed}  # the list and the table may each read it; no other game


@pytest.mark.parametrize("content", [b"{", b"[]", b'{"x": {"stamp": [1, 2], "result": 5}}'])
def test_a_broken_cache_costs_a_replay_not_a_wrong_table(cup: Cup, content: bytes) -> None:
    archive, games = cup
    (archive.root / per_machine("results-cache.json")).write_bytes(content)
    table = tournament_table("Кубок", archive.root, name_only=True).standings
    assert summary(table) == summary(compute(games))


def test_a_result_round_trips_exactly(cup: Cup) -> None:
    _, games = cup
    result = GameResult.of(games[0])
    assert GameResult.from_dict(result.to_dict()) == result

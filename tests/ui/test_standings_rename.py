"""Renaming a player from the tournament table, by keys at 80×24: N (Т on a Russian
keyboard) on his row, the right nickname, Enter; every game of the tournament follows."""

from __future__ import annotations

import json
from pathlib import Path

from textual.coordinate import Coordinate
from textual.pilot import Pilot
from textual.widgets import DataTable, Input

from mafia_tui.storage.roster import open_roster
from mafia_tui.storage.store import GameStore
from mafia_tui.ui.app import MafiaApp
from tests.ui.conftest import MakeApp

EX = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"
TYPO = "Гроза-77"


async def _open_on(app: MafiaApp, pilot: Pilot[None], nick: str) -> None:
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    await pilot.press("t")
    await pilot.pause()
    await pilot.press("enter")
    await app.workers.wait_for_complete()
    await pilot.pause()
    table = app.screen.query_one(DataTable)
    keys = [
        table.coordinate_to_cell_key(Coordinate(r, 0)).row_key.value for r in range(table.row_count)
    ]
    table.move_cursor(row=keys.index(nick))


def _nicks(app: MafiaApp) -> set[str]:
    files = (app.root / "games").glob("*.json")
    return {
        p["nick"]
        for f in files
        if not f.name.endswith(".tournament.json")
        for p in json.loads(f.read_text(encoding="utf-8"))["players"]
    }


async def test_n_renames_a_player_in_every_game_and_the_table_follows(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_on(app, pilot, TYPO)
        await pilot.press("т")  # N on the Russian layout
        await pilot.pause()
        assert app.screen.query_one(Input).value == TYPO
        await pilot.press("ctrl+u", *"Гроза", "enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen.id == "standings"
        assert any(
            "«Гроза-77» теперь «Гроза»: игр переписано — 10" in n.message
            for n in app._notifications
        )
        table = app.screen.query_one(DataTable)
        keys = {
            table.coordinate_to_cell_key(Coordinate(r, 0)).row_key.value
            for r in range(table.row_count)
        }
        assert "Гроза" in keys and TYPO not in keys and table.row_count == 12
    assert "Гроза" in _nicks(app) and TYPO not in _nicks(app)
    kept = open_roster(app.root).find(TYPO)
    assert kept is not None and kept.nick == "Гроза"  # the old name kept as an alias


async def test_a_game_open_elsewhere_refuses_and_nothing_changes(make_app: MakeApp) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_on(app, pilot, TYPO)
        game_id = next(r.id for r in app.store.listings(True) if TYPO in r.nicks)
        lock = GameStore(app.root).lock(game_id)
        lock.acquire()  # another window judges that game
        try:
            await pilot.press("n", "ctrl+u", *"Гроза", "enter")
            await pilot.pause()
        finally:
            lock.release()
        assert any("open in another window" in n.message for n in app._notifications)
        assert app.screen.id == "standings"
    assert TYPO in _nicks(app) and "Гроза" not in _nicks(app)

"""The new-game form by keys: seats filled from the seating, by hand and as a stand-in take
each player's platform ids from the roster into the game file (issue 36, item 1)."""

from __future__ import annotations

import json
from pathlib import Path

from mafia_tui.storage.roster import RosterEntry, open_roster
from mafia_tui.ui.screens.game import GameScreen
from tests.ui.conftest import MakeApp, screen_as
from tests.ui.test_seating_form import SEATING, _store_plan


async def test_seated_typed_and_stand_in_players_carry_their_roster_ids(
    make_app: MakeApp, tmp_path: Path
) -> None:
    root = tmp_path / "data"
    app = make_app()
    _store_plan(root)
    table = SEATING[1][1]  # round 2, table 2
    open_roster(root).merge(
        [RosterEntry(nick, mafiaratings=str(500 + n)) for n, nick in enumerate(table, 1)]
        + [RosterEntry("Замена", mafiaratings="999", polemica="77")]
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Кубок Осени", "f4")
        await pilot.pause()
        await pilot.press(*"2 2", "enter")
        await pilot.pause()
        await pilot.press("tab", "tab", "tab", "end", "ctrl+u", *"ЗАМЕНА")  # seat 3, in caps
        await pilot.press("f3")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.id == "game"
        game = screen_as(app, GameScreen).session.game
    saved = json.loads(app.store.path(game.id).read_text(encoding="utf-8"))
    ids = [p.get("ids") for p in saved["players"]]
    assert ids[2] == {"mafiaratings": "999", "polemica": "77"}
    assert saved["players"][2]["stand_in_for"] == table[2]
    assert [i and i["mafiaratings"] for n, i in enumerate(ids) if n != 2] == [
        str(500 + n) for n in range(1, 11) if n != 3
    ]

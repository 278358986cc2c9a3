"""U (Г in the Russian layout) in the games list queues the highlighted finished game for
mafiaratings; it writes only the outbox and never touches a network."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafia_tui.session import Archive, publish
from mafia_tui.storage.outbox import Outbox
from mafia_tui.ui.commands import for_screen
from tests.ui.test_never_lose import listed
from tests.unit.test_publish import fake_build

EX = Path(__file__).resolve().parents[2] / "examples"


def test_the_key_clashes_with_nothing_on_the_games_list():
    names = [n for c in for_screen("list") for n in c.key_names()]
    assert len(names) == len(set(names))
    [queue] = [c for c in for_screen("list") if c.id == "queue_publish"]
    assert {"u", "U", "г", "Г"} <= set(queue.key_names())


@pytest.mark.parametrize("key", ["u", "г"])
async def test_the_key_queues_the_finished_game(make_app, tmp_path, monkeypatch, key):
    monkeypatch.setattr(publish, "build_document", fake_build)
    [done] = Archive(tmp_path / "data").import_path(EX / "red-win.json")
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await listed(app, pilot)
        await pilot.press(key)
        await app.workers.wait_for_complete()
        await pilot.pause()
        entry = Outbox(tmp_path / "data").get(done.game_id)
        assert entry is not None and entry.state == "queued"
        shown = [n.message for n in app._notifications]
        assert any("queued for mafiaratings" in m for m in shown)
        assert any("No mafiaratings event id" in m for m in shown), "no event id: said so"


async def test_a_game_in_progress_is_not_queued(make_app, tmp_path, monkeypatch):
    monkeypatch.setattr(publish, "build_document", fake_build)
    Archive(tmp_path / "data").import_path(EX / "in-progress.json")
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await listed(app, pilot)
        await pilot.press("u")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert not (tmp_path / "data" / "outbox").exists()
        assert any("Only a finished game" in n.message for n in app._notifications)

"""U (Г in the Russian layout) in the games list queues the highlighted finished game for
mafiaratings, writing only the outbox; O (Щ) sends the outbox in a worker thread, to the
local server of tests/hub_server.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input

from mafia_tui.session import Archive, publish
from mafia_tui.session.publish import configure
from mafia_tui.storage.outbox import Outbox
from mafia_tui.ui.commands import for_screen
from tests.hub_server import Hub, running
from tests.ui.conftest import MakeApp
from tests.ui.test_never_lose import listed
from tests.unit.test_publish import fake_build

EX = Path(__file__).resolve().parents[2] / "examples"


def state_of(box: Outbox, game_id: str) -> str:
    """The outbox entry's state (the entry must be there)."""
    entry = box.get(game_id)
    assert entry is not None, f"{game_id} is not in the outbox"
    return entry.state


def test_the_key_clashes_with_nothing_on_the_games_list() -> None:

    names = [n for c in for_screen("list") for n in c.key_names()]
    assert len(names) == len(set(names))
    [queue] = [c for c in for_screen("list") if c.id == "queue_publish"]
    assert {"u", "U", "г", "Г"} <= set(queue.key_names())


@pytest.mark.parametrize("key", ["u", "г"])
async def test_the_key_queues_the_finished_game(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
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
        assert done.game_id is not None
        entry = Outbox(tmp_path / "data").get(done.game_id)
        assert entry is not None and entry.state == "queued"
        shown = [n.message for n in app._notifications]
        assert any("queued for mafiaratings" in m for m in shown)
        assert any("No mafiaratings event id" in m for m in shown), "no event id: said so"


async def test_a_game_in_progress_is_not_queued(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
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


DOC = {"eventId": 7, "clubId": 1, "winner": "civ", "moderator": {"id": 3}}


@pytest.mark.parametrize("key", ["o", "щ"])
async def test_o_sends_the_queue_in_the_background(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    root = tmp_path / "data"
    box = Outbox(root)
    box.queue("g1", DOC, "2026-12-05T21:00:00+00:00")
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    with running(Hub(give_id=7)) as hub:
        configure(root, hub.url, "judge")
        app = make_app("en")
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await listed(app, pilot)
            await pilot.press(key)
            await app.workers.wait_for_complete()
            await pilot.pause()
            shown = [n.message for n in app._notifications]
    assert state_of(box, "g1") == "sent" and hub.received == [DOC]
    assert any("g1: sent to" in m and "server game id 7" in m for m in shown)


async def test_the_password_is_asked_masked_when_the_environment_has_none(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MAFIA_TUI_HUB_PASSWORD", raising=False)
    root = tmp_path / "data"
    box = Outbox(root)
    box.queue("g1", DOC, "2026-12-05T21:00:00+00:00")
    with running(Hub()) as hub:
        configure(root, hub.url, "judge")
        app = make_app("en")
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await listed(app, pilot)
            await pilot.press("o")
            await pilot.pause()
            field = app.screen.query_one("#text", Input)
            assert field.password
            await pilot.press(*"wrong", "enter")
            await app.workers.wait_for_complete()
            await pilot.pause()
            shown = [n.message for n in app._notifications]
    entry = box.get("g1")
    assert entry is not None and entry.state == "failed" and entry.code == "hub_auth"
    assert any("Logging in to" in m for m in shown)


async def test_without_a_server_nothing_is_asked_or_sent(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    Outbox(tmp_path / "data").queue("g1", DOC, "t")
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await listed(app, pilot)
        await pilot.press("o")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen.id == "games-list"
        assert any("No server to publish to" in n.message for n in app._notifications)
    assert state_of(Outbox(tmp_path / "data"), "g1") == "queued"


def test_the_app_loads_no_network_code_until_a_publishing_key_is_pressed() -> None:
    """Offline first: starting the judge's screen (and the games list) imports neither our
    HTTP client nor ``urllib.request``; a fresh interpreter proves it."""
    import subprocess
    import sys

    code = (
        "import sys, mafia_tui.ui.app, mafia_tui.ui.screens.games_list;"
        "print([m for m in sys.modules if m.startswith(('mafia_tui.hub', 'urllib.request',"
        " 'mafia_tui.session.publish', 'mafia_tui.storage.outbox'))])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    ).stdout
    assert out.strip() == "[]"

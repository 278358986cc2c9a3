"""The games list's publishing keys, pressed in both layouts: U (Г) queues the highlighted
finished game, T (Е) its whole tournament, O (Щ) sends the outbox in a worker thread to the
local stand-in of tests/hub_server.py; the mafiaratings column says where each game is; a
voided game the server holds is deleted there only after the judge types yes; quitting during
a send ends at once and leaves the game "outcome unknown", never "sent"."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import DataTable, Input

from mafia_tui.session import Archive, publish
from mafia_tui.session.publish import ServerIds, configure, queue_game, send_pending
from mafia_tui.storage.outbox import Outbox
from mafia_tui.ui.commands import for_screen
from tests.hub_server import Hub, running
from tests.ui.conftest import MakeApp
from tests.ui.test_never_lose import listed
from tests.unit.test_publish import fake_build, void

EX = Path(__file__).resolve().parents[2] / "examples"


def state_of(box: Outbox, game_id: str) -> str:
    """The outbox entry's state (the entry must be there)."""
    entry = box.get(game_id)
    assert entry is not None, f"{game_id} is not in the outbox"
    return entry.state


def finished(root: Path) -> str:
    [done] = Archive(root).import_path(EX / "red-win.json")
    assert done.game_id is not None
    return done.game_id


def column(app: object, game_id: str) -> str:
    table = app.screen.query_one(DataTable)  # type: ignore[attr-defined]
    return str(table.get_cell(game_id, "col_hub"))


def test_the_keys_clash_with_nothing_on_the_games_list() -> None:
    names = [n for c in for_screen("list") for n in c.key_names()]
    assert len(names) == len(set(names))
    keys = {c.id: set(c.key_names()) for c in for_screen("list")}
    assert {"u", "U", "г", "Г"} <= keys["queue_publish"]
    assert {"t", "T", "е", "Е"} <= keys["queue_tournament"]


@pytest.mark.parametrize("key", ["u", "г"])
async def test_the_key_queues_the_finished_game(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    monkeypatch.setattr(publish, "build_document", fake_build)
    gid = finished(tmp_path / "data")
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await listed(app, pilot)
        await pilot.press(key)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert state_of(Outbox(tmp_path / "data"), gid) == "queued"
        shown = [n.message for n in app._notifications]
        assert any("queued for mafiaratings" in m for m in shown)
        assert any("No mafiaratings event id" in m for m in shown), "no event id: said so"
        app.screen.reload()  # type: ignore[attr-defined]
        await listed(app, pilot)
        assert column(app, gid) == "queued"


@pytest.mark.parametrize("key", ["t", "е"])
async def test_t_queues_the_whole_tournament(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    monkeypatch.setattr(publish, "build_document", fake_build)
    Archive(tmp_path / "data").import_path(EX / "tournament-cup")
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await listed(app, pilot)
        await pilot.press(key)
        await app.workers.wait_for_complete()
        await pilot.pause()
        shown = [n.message for n in app._notifications]
    assert len(Outbox(tmp_path / "data").entries()[0]) == 12
    assert any("12 queued" in m for m in shown)


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


@pytest.mark.parametrize("key", ["o", "щ"])
async def test_o_sends_the_queue_in_the_background(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    root = tmp_path / "data"
    gid = finished(root)
    queue_game(root, gid, ids=ServerIds(event=7, club=1, moderator=3))
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    with running(Hub()) as hub:
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
            app.screen.reload()  # type: ignore[attr-defined]
            await listed(app, pilot)
            assert column(app, gid) == "✓ online"
    assert state_of(Outbox(root), gid) == "sent" and len(hub.stored()) == 1
    named = "Кубок Примера, table 1, game 1: sent to"  # the game by its table and number
    assert any(named in m and "server game id 1000" in m for m in shown), shown
    assert not any(gid in m for m in shown), "the game's id is not how a judge names it"


async def test_a_changed_game_shows_in_the_column(make_app: MakeApp, tmp_path: Path) -> None:
    root = tmp_path / "data"
    gid = finished(root)
    queue_game(root, gid, ids=ServerIds(event=7, club=1, moderator=3))
    with running(Hub()) as hub:
        configure(root, hub.url, "judge")
        send_pending(root, "секрет")
    from mafia_tui.session.desk import Desk

    session = Archive(root).open(gid)
    try:
        Desk(session).add_extra(5, "0,3", "Лидер")
    finally:
        session.close()
    app = make_app("ru")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await listed(app, pilot)
        assert column(app, gid) == "изменена"


async def test_the_password_is_asked_masked_when_the_environment_has_none(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MAFIA_TUI_HUB_PASSWORD", raising=False)
    root = tmp_path / "data"
    gid = finished(root)
    queue_game(root, gid, ids=ServerIds(event=7, club=1))
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
    entry = Outbox(root).get(gid)
    assert entry is not None and entry.state == "failed" and entry.code == "hub_auth"
    assert any("Logging in to" in m for m in shown)


async def test_without_a_server_nothing_is_asked_or_sent(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    gid = finished(tmp_path / "data")
    queue_game(tmp_path / "data", gid, ids=ServerIds(event=7))
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
    assert state_of(Outbox(tmp_path / "data"), gid) == "queued"


@pytest.mark.parametrize("key", ["u", "г"])
async def test_a_voided_game_on_the_server_is_deleted_only_after_yes(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    root = tmp_path / "data"
    gid = finished(root)
    queue_game(root, gid, ids=ServerIds(event=7, club=1, moderator=3))
    with running(Hub()) as hub:
        configure(root, hub.url, "judge")
        send_pending(root, "секрет")
        void(root, gid)
        app = make_app("en")
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await listed(app, pilot)
            assert column(app, gid) == "delete?"
            await pilot.press(key)
            await pilot.pause()
            await pilot.press(*"no", "enter")
            await pilot.pause()
            assert Outbox(root).get(gid).want == "publish"  # type: ignore[union-attr]
            await pilot.press(key)
            await pilot.pause()
            await pilot.press(*"yes", "enter")
            await pilot.pause()
        assert Outbox(root).get(gid).want == "delete"  # type: ignore[union-attr]
        send_pending(root, "секрет")
    assert hub.stored() == []


async def test_quitting_during_a_send_ends_at_once_and_the_game_is_not_called_sent(
    make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A server that drips its answer for a minute: the app's quit cancels the request in
    flight; the sending thread ends within a second and the outbox says "outcome unknown"."""
    from mafia_tui.ui.screens import publish_job

    root = tmp_path / "data"
    gid = finished(root)
    queue_game(root, gid, ids=ServerIds(event=7, club=1, moderator=3))
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    ended = threading.Event()
    real = publish_job._send

    def send(*args: Any) -> None:
        try:
            real(*args)
        finally:
            ended.set()

    monkeypatch.setattr(publish_job, "_send", send)
    with running(Hub(drip=1.0)) as hub:
        configure(root, hub.url, "judge")
        app = make_app("en")
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("l")
            await listed(app, pilot)
            await pilot.press("o")
            for _ in range(200):
                await pilot.pause(0.02)
                if hub.stored():
                    break
            assert hub.stored(), "the game reached the server"
            app.exit()
        assert ended.wait(1.0), "the sending outlived the app (the answer drips for a minute)"
    assert state_of(Outbox(root), gid) == "unknown"


def test_the_app_loads_no_network_code_until_a_publishing_key_is_pressed() -> None:
    """Offline first: starting the judge's screen (and the games list) imports neither our
    HTTP client nor ``urllib.request``; a fresh interpreter proves it."""
    import subprocess
    import sys

    code = (
        "import sys, mafia_tui.ui.app, mafia_tui.ui.screens.games_list;"
        "print([m for m in sys.modules if m.startswith(('mafia_tui.hub', 'urllib.request',"
        " 'mafia_tui.session.publish', 'mafia_tui.storage.outbox', 'http.client'))])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    ).stdout
    assert out.strip() == "[]"

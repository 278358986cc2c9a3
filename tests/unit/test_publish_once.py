"""Every game reaches the server once, in its current state (issue 36, "exactly once, always
current"): each path by which a game used to arrive twice or stale, against the local
stand-in of tests/hub_server.py, which keeps what it stores so the copies can be counted.

These tests use only what the command line's ``publish`` uses (queue, configure, send), so
each can be run against the code before the fix: there each one fails (two copies, or the old
document on the server).
"""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.session import Archive
from mafia_tui.session.desk import Desk
from mafia_tui.session.publish import ServerIds, configure, queue_game, send_pending
from tests.hub_server import Hub, running

EX = Path(__file__).resolve().parents[2] / "examples"
IDS = ServerIds(event=7, club=1, moderator=3)
PASSWORD = "секрет"


def cup(root: Path, count: int = 12) -> list[str]:
    """The example tournament's finished games, ``count`` of them, queued."""
    results = Archive(root).import_path(EX / "tournament-cup")
    games = sorted(r.game_id for r in results if r.game_id and r.outcome == "imported")
    for gid in games[:count]:
        queue_game(root, gid, ids=IDS)
    return games[:count]


def publish(root: Path, hub: Hub, timeout: float = 5.0) -> Any:
    configure(root, hub.url, "judge")
    return send_pending(root, PASSWORD, timeout=timeout)


def once_each(hub: Hub, count: int) -> None:
    """The server holds ``count`` games, none twice (event, table, game number, start and
    players: the example tournament's final reuses the rounds' table and game numbers)."""
    keys = [
        (
            g.json["eventId"],
            g.json["tableNum"],
            g.json["gameNum"],
            g.json["startTime"],
            tuple(p["name"] for p in g.json["players"]),
        )
        for g in hub.stored()
    ]
    assert len(keys) == len(set(keys)), f"a game is on the server twice: {sorted(keys)}"
    assert len(keys) == count


def test_an_answer_slower_than_the_deadline_does_not_send_the_game_twice(tmp_path: Path) -> None:
    cup(tmp_path, 2)
    with running(Hub(slow=1.0)) as hub:  # the server stores the game, then answers late
        publish(tmp_path, hub, timeout=0.3)
        assert len(hub.stored()) == 2
        hub.slow = 0.0
        publish(tmp_path, hub)
    once_each(hub, 2)


def test_a_success_answer_over_1_mib_does_not_send_the_game_twice(tmp_path: Path) -> None:
    cup(tmp_path, 2)
    with running(Hub(big=True)) as hub:
        publish(tmp_path, hub)
        hub.big = False
        publish(tmp_path, hub)
    once_each(hub, 2)


def test_a_dripping_answer_ends_at_the_deadline_and_is_not_sent_again(tmp_path: Path) -> None:
    """A server that drips its answer a byte at a time: the deadline is for the whole request
    (before, 15 s per read kept a publish waiting for minutes), and the game stays once."""
    cup(tmp_path, 1)
    with running(Hub(drip=0.1)) as hub:  # about 60 bytes: 6 s in all, 0.1 s per read
        first = publish(tmp_path, hub, timeout=0.5)
        hub.drip = 0.0
        publish(tmp_path, hub)
    [attempt] = first.attempts
    assert (attempt.key, attempt.params.get("code")) == ("unknown", "hub_timeout")
    once_each(hub, 1)


def test_a_full_disk_while_the_outcome_is_written_does_not_send_the_game_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import mafia_tui.storage.outbox as outbox_module
    from mafia_tui.storage.atomic import atomic_write_bytes as real

    cup(tmp_path, 2)
    with running(Hub()) as hub:

        def full_once_stored(path: Path, data: bytes) -> None:
            if hub.stored():  # the server has the game: the outcome cannot be written
                raise OSError(errno.ENOSPC, "No space left on device", str(path))
            real(path, data)

        monkeypatch.setattr(outbox_module, "atomic_write_bytes", full_once_stored)
        publish(tmp_path, hub)
        assert len(hub.stored()) == 1, "the run stops when the outcome cannot be written"
        monkeypatch.setattr(outbox_module, "atomic_write_bytes", real)
        publish(tmp_path, hub)
    once_each(hub, 2)


def test_two_senders_at_once_on_a_folder_without_locks_post_each_game_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two tables of one shared data dir publish at the same moment, on a filesystem that
    cannot lock (a network or FUSE mount): the sending lock keeps nobody out there, and each
    game must still be posted by one of them only."""
    import mafia_tui.storage.lock as lock_module

    def cannot_lock(fd: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(lock_module, "_lock", cannot_lock)
    cup(tmp_path, 6)
    with running(Hub(slow=0.1)) as hub:
        configure(tmp_path, hub.url, "judge")
        senders = [
            threading.Thread(target=send_pending, args=(tmp_path, PASSWORD), daemon=True)
            for _ in range(2)
        ]
        for sender in senders:
            sender.start()
        for sender in senders:
            sender.join(60)
        send_pending(tmp_path, PASSWORD)
    once_each(hub, 6)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no kill -9 here")
def test_kill_9_during_a_send_does_not_send_the_game_twice(tmp_path: Path) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("SIGKILL is POSIX")
    games = cup(tmp_path, 2)
    hold = threading.Event()
    with running(Hub(hold=hold)) as hub:
        configure(tmp_path, hub.url, "judge")
        env = {**os.environ, "MAFIA_TUI_HUB_PASSWORD": PASSWORD}
        child = subprocess.Popen(
            [sys.executable, "-m", "mafia_tui", "publish", "--data-dir", str(tmp_path)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            end = time.monotonic() + 60
            while not hub.stored() and time.monotonic() < end:
                time.sleep(0.02)
            assert hub.stored(), "the child never reached the server"
            child.send_signal(signal.SIGKILL)  # the answer is still held back
        finally:
            child.wait(30)
        hold.set()
        after = publish(tmp_path, hub)
    once_each(hub, 2)
    # every game is reported, the one found stored too (before: 2 games, 1 reported)
    assert sorted(a.game_id for a in after.attempts) == games
    assert {a.key for a in after.attempts} <= {"found", "sent"}


def test_a_protest_decided_after_queuing_is_what_the_server_gets(tmp_path: Path) -> None:
    [gid] = cup(tmp_path, 1)
    session = Archive(tmp_path).open(gid)
    try:
        Desk(session).add_extra(5, "0,3", "Лидер игры")
    finally:
        session.close()
    with running(Hub()) as hub:
        publish(tmp_path, hub)
    [stored] = hub.stored()
    assert stored.json["players"][4].get("bonus") == pytest.approx(0.3)


def test_a_game_changed_after_it_was_sent_goes_as_a_change_of_the_same_server_game(
    tmp_path: Path,
) -> None:
    [gid] = cup(tmp_path, 1)
    with running(Hub()) as hub:
        publish(tmp_path, hub)
        [first] = hub.stored()
        assert "bonus" not in first.json["players"][4]
        session = Archive(tmp_path).open(gid)
        try:
            Desk(session).add_extra(5, "0,3", "Лидер игры")
        finally:
            session.close()
        publish(tmp_path, hub)
    [stored] = hub.stored()
    assert stored.id == first.id, "the same server game, changed"
    assert stored.json["players"][4].get("bonus") == pytest.approx(0.3)

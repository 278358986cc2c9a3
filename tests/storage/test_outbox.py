"""The outbox folder: one entry per game, changed only by a read-modify-write under its lock,
written atomically, read without trusting the disk."""

from __future__ import annotations

import errno
import json
import os
import sys
import threading
from pathlib import Path

import pytest

from mafia_tui.storage import lock as lock_module
from mafia_tui.storage.outbox import Claim, Entry, Outbox, OutboxError

DOC = {"eventId": 7, "winner": "civ", "players": [{"name": "Ёжик"}]}


def queued(box: Outbox, game_id: str, at: str = "2026-12-05T21:00:00+00:00") -> Entry:
    made = box.update(game_id, lambda old: old or Entry(game_id, at, ids={"event": 7}))
    assert made is not None
    return made


def test_a_queued_game_is_one_file_named_by_its_id(tmp_path: Path) -> None:
    box = Outbox(tmp_path)
    queued(box, "g1")
    data = json.loads((tmp_path / "outbox" / "g1.json").read_text("utf-8"))
    assert (data["state"], data["game"], data["ids"], data["version"]) == (
        "queued",
        "g1",
        {"event": 7},
        2,
    )
    [entry], problems = box.entries()
    assert problems == [] and entry.queued_at.startswith("2026-12-05")
    names = sorted(p.name for p in (tmp_path / "outbox").iterdir() if "lock" not in p.name)
    assert names == ["g1.json"], "no temp file left"


def test_every_field_of_an_entry_reads_back(tmp_path: Path) -> None:
    box = Outbox(tmp_path)
    claim = Claim("run", "machine", 42, 1.5)
    full = Entry(
        "g",
        "t1",
        "sending",
        "delete",
        {"event": 7, "club": 1},
        "change",
        DOC,
        "digest",
        "t2",
        "https://x",
        12,
        "msg",
        "hub_timeout",
        3,
        claim,
        (13, 14),
    )
    box.update("g", lambda old: full)
    got = box.get("g")
    assert got == full and got is not None and got.document == DOC and got.ids == full.ids


def test_a_change_sees_the_entry_as_it_is_and_can_leave_it(tmp_path: Path) -> None:
    box = Outbox(tmp_path)
    first = queued(box, "g")
    seen: list[Entry | None] = []
    assert box.update("g", lambda old: seen.append(old)) == first
    assert seen == [first]


def test_concurrent_changes_of_one_entry_never_lose_one(tmp_path: Path) -> None:
    """Forty increments from four threads: each read-modify-write is whole."""
    box = Outbox(tmp_path)
    queued(box, "g")

    def bump() -> None:
        for _ in range(10):
            box.update("g", lambda old: old.but(attempts=old.attempts + 1) if old else None)

    threads = [threading.Thread(target=bump) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    got = box.get("g")
    assert got is not None and got.attempts == 40


def test_without_os_locks_a_fresh_exclusive_file_still_serialises_the_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def cannot_lock(fd: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(lock_module, "_lock", cannot_lock)
    test_concurrent_changes_of_one_entry_never_lose_one(tmp_path)
    assert not (tmp_path / "outbox" / ".entries.mutex").exists(), "the mutex file is gone"


def test_a_planted_link_in_place_of_the_mutex_is_never_written_through(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def cannot_lock(fd: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(lock_module, "_lock", cannot_lock)
    box = Outbox(tmp_path)
    queued(box, "g")
    outside = tmp_path / "outside.txt"
    outside.write_text("keep")
    os.link(outside, tmp_path / "outbox" / ".entries.mutex")
    os.utime(outside, (0, 0))  # an old file: taken as a dead holder's and removed
    queued(box, "h")
    assert outside.read_text() == "keep" and box.get("h") is not None


def test_the_first_format_reads_as_the_second(tmp_path: Path) -> None:
    (tmp_path / "outbox").mkdir()
    base = {
        "format": "mafia-tui/outbox",
        "version": 1,
        "queued_at": "t",
        "at": "",
        "server": "",
        "server_game_id": None,
        "message": "",
        "code": "",
        "attempts": 0,
        "document": {"eventId": 7, "clubId": 2, "moderator": {"id": 3}},
    }
    files = {
        "q": {**base, "state": "queued"},
        "f": {**base, "state": "failed", "code": "hub_timeout", "attempts": 1},
        "a": {**base, "state": "failed", "code": "hub_auth", "attempts": 1},
        "s": {**base, "state": "sent", "attempts": 1, "server_game_id": 9},
    }
    for name, data in files.items():
        (tmp_path / "outbox" / f"{name}.json").write_text(json.dumps({**data, "game": name}))
    got = {e.game_id: e for e in Outbox(tmp_path).entries()[0]}
    assert got["q"].state == "queued" and got["q"].document == {}
    assert got["q"].ids == {"event": 7, "club": 2, "moderator": 3}
    assert got["f"].state == "unknown", "a timeout may have been stored: asked about first"
    assert got["a"].state == "failed"
    assert (got["s"].state, got["s"].server_game_id, got["s"].op) == ("sent", 9, "create")


@pytest.mark.parametrize(
    "content,code",
    [
        (b"{not json", "outbox_invalid"),
        (b"", "outbox_invalid"),
        (b"[" * 100 + b"]" * 100, "outbox_invalid"),
        (json.dumps({"format": "something/else", "game": "g"}).encode(), "outbox_foreign"),
        (
            json.dumps({"format": "mafia-tui/outbox", "version": 2, "game": "other"}).encode(),
            "outbox_foreign",
        ),
    ],
)
def test_a_damaged_or_foreign_file_is_reported_skipped_and_left_alone(
    tmp_path: Path, content: bytes, code: str
) -> None:
    box = Outbox(tmp_path)
    queued(box, "good")
    bad = tmp_path / "outbox" / "g.json"
    bad.write_bytes(content)
    entries, problems = box.entries()
    assert [e.game_id for e in entries] == ["good"]
    assert [(p.name, p.code) for p in problems] == [("g.json", code)]
    assert bad.read_bytes() == content
    with pytest.raises(OutboxError):
        box.get("g")
    with pytest.raises(OutboxError):
        queued(box, "g")
    box.update("g", lambda old: Entry("g", "t2"), damaged_as_none=True)
    assert box.get("g") is not None


def test_names_that_are_not_game_ids_are_reported_and_dot_files_ignored(tmp_path: Path) -> None:
    box = Outbox(tmp_path)
    queued(box, "good")
    (tmp_path / "outbox" / "notes.txt").write_text("hi")
    (tmp_path / "outbox" / ".tmp-abc.json").write_text("{")
    _, problems = box.entries()
    assert [(p.name, p.code) for p in problems] == [("notes.txt", "outbox_foreign")]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_symlink_or_a_fifo_is_never_opened(tmp_path: Path) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("FIFOs are POSIX")
    box = Outbox(tmp_path)
    good = queued(box, "good")
    outside = tmp_path / "secret.json"
    outside.write_text(json.dumps(good.to_dict() | {"game": "link"}))
    (tmp_path / "outbox" / "link.json").symlink_to(outside)
    os.mkfifo(tmp_path / "outbox" / "fifo.json")  # opening it blocking would hang the test
    entries, problems = box.entries()
    assert [e.game_id for e in entries] == ["good"]
    assert sorted((p.name, p.code) for p in problems) == [
        ("fifo.json", "outbox_special"),
        ("link.json", "outbox_special"),
    ]


def test_a_path_outside_the_outbox_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        Outbox(tmp_path).path("../x")


def test_a_disk_that_refuses_leaves_the_entry_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import mafia_tui.storage.outbox as outbox_module

    box = Outbox(tmp_path)
    first = queued(box, "g")

    def full(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(outbox_module, "atomic_write_bytes", full)
    with pytest.raises(OSError):
        box.update("g", lambda old: first.but(state="sent"))
    assert box.get("g") == first


def test_a_claim_is_live_while_its_sender_may_still_be_sending() -> None:
    import subprocess
    import sys
    import time

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    dead = Claim("r", "here", int(gone.stdout), time.time())
    assert not dead.live("here", exclusive=False, fresh=60), "its process is gone"
    mine = Claim("r", "here", os.getpid(), time.time())
    assert mine.live("here", exclusive=False, fresh=60), "another thread of this process"
    assert not mine.live("here", exclusive=True, fresh=60), "the lock holder knows better"
    other = Claim("r", "there", 1, time.time() - 10)
    assert other.live("here", exclusive=True, fresh=60)
    assert not other.live("here", exclusive=True, fresh=5), "another machine's, long ago"

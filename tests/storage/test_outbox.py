"""The outbox folder: one entry per game, written atomically, read without trusting the disk."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from mafia_tui.storage.outbox import AlreadySent, Outbox, OutboxError

DOC = {"eventId": 7, "winner": "civ", "players": [{"name": "Ёжик"}]}


def test_a_queued_game_is_one_file_named_by_its_id_with_the_document(tmp_path: Path) -> None:
    box = Outbox(tmp_path)
    box.queue("g1", DOC, "2026-12-05T21:00:00+00:00")
    data = json.loads((tmp_path / "outbox" / "g1.json").read_text("utf-8"))
    assert data["state"] == "queued" and data["document"] == DOC and data["game"] == "g1"
    [entry], problems = box.entries()
    assert problems == [] and entry.document == DOC and entry.queued_at.startswith("2026-12-05")
    assert [p.name for p in (tmp_path / "outbox").iterdir()] == ["g1.json"], "no temp file left"


def test_each_outcome_is_recorded_and_only_queued_and_failed_are_pending(tmp_path: Path) -> None:
    box = Outbox(tmp_path)
    a = box.queue("a", DOC, "t1")
    b = box.queue("b", DOC, "t2")
    c = box.queue("c", DOC, "t3")
    box.queue("d", DOC, "t4")
    box.record(a, "sent", "t5", "https://x", server_game_id=12)
    box.record(b, "refused", "t6", "https://x", "Unknown result")
    box.record(c, "failed", "t7", "https://x", "timed out", code="hub_timeout")
    pending, _ = box.pending()
    assert [e.game_id for e in pending] == ["c", "d"]
    sent = box.get("a")
    assert sent is not None and (sent.state, sent.server_game_id, sent.attempts) == ("sent", 12, 1)
    failed = box.get("c")
    assert failed is not None and (failed.code, failed.message) == ("hub_timeout", "timed out")


def test_queuing_a_sent_game_again_needs_again_and_replaces_an_unsent_one(tmp_path: Path) -> None:
    box = Outbox(tmp_path)
    entry = box.queue("g", DOC, "t1")
    box.queue("g", dict(DOC, winner="maf"), "t2")  # not sent yet: simply replaced
    got = box.get("g")
    assert got is not None and got.document["winner"] == "maf"
    box.record(entry, "sent", "t3", "https://x")
    with pytest.raises(AlreadySent):
        box.queue("g", DOC, "t4")
    assert box.queue("g", DOC, "t4", again=True).state == "queued"


@pytest.mark.parametrize(
    "content,code",
    [
        (b"{not json", "outbox_invalid"),
        (b"", "outbox_invalid"),
        (b"[" * 100 + b"]" * 100, "outbox_invalid"),
        (json.dumps({"format": "something/else", "game": "g"}).encode(), "outbox_foreign"),
        (
            json.dumps({"format": "mafia-tui/outbox", "version": 1, "game": "other"}).encode(),
            "outbox_foreign",
        ),
    ],
)
def test_a_damaged_or_foreign_file_is_reported_skipped_and_left_alone(
    tmp_path: Path, content: bytes, code: str
) -> None:
    box = Outbox(tmp_path)
    box.queue("good", DOC, "t")
    bad = tmp_path / "outbox" / "g.json"
    bad.write_bytes(content)
    entries, problems = box.entries()
    assert [e.game_id for e in entries] == ["good"]
    assert [(p.name, p.code) for p in problems] == [("g.json", code)]
    assert bad.read_bytes() == content
    with pytest.raises(OutboxError):
        box.get("g")
    box.queue("g", DOC, "t2")  # queuing the game again writes a good entry over it
    assert box.get("g") is not None


def test_names_that_are_not_game_ids_are_reported_and_temp_files_ignored(tmp_path: Path) -> None:
    box = Outbox(tmp_path)
    box.queue("good", DOC, "t")
    (tmp_path / "outbox" / "notes.txt").write_text("hi")
    (tmp_path / "outbox" / ".tmp-abc.json").write_text("{")
    _, problems = box.entries()
    assert [(p.name, p.code) for p in problems] == [("notes.txt", "outbox_foreign")]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_symlink_or_a_fifo_is_never_opened(tmp_path: Path) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("FIFOs are POSIX")
    box = Outbox(tmp_path)
    box.queue("good", DOC, "t")
    outside = tmp_path / "secret.json"
    good = box.get("good")
    assert good is not None
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

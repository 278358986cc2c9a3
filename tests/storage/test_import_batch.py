"""An import's new games written together (issue #36: one durable write per batch, not two
fsyncs per game): every file whole and readable, the data on the disk before any name appears,
a failure at any step or a kill leaving only whole games, and the same import run again
bringing in the rest."""

from __future__ import annotations

import copy
import errno
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.session.foreign_import import import_any
from mafia_tui.storage import atomic
from mafia_tui.storage.names import is_our_temp
from mafia_tui.storage.records import read_game_path
from mafia_tui.storage.store import GameStore
from mafia_tui.storage.transfer import NewGames

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = json.loads((ROOT / "tests/data/mafiaratings/sample-db-games.json").read_text("utf-8"))


def documents(count: int) -> list[dict[str, Any]]:
    out = []
    for n in range(count):
        doc = copy.deepcopy(SAMPLES[n % len(SAMPLES)])
        doc["id"] = 500_000 + n
        out.append(doc)
    return out


def source(tmp_path: Path, docs: list[dict[str, Any]]) -> Path:
    path = tmp_path / "games.json"
    path.write_text(json.dumps(docs, ensure_ascii=False), encoding="utf-8")
    return path


def whole_games(store: GameStore) -> list[str]:
    """The ids of the game files, each read by the one reader (a torn one raises); no temp
    file may be left beside them."""
    assert not [p.name for p in store.games_dir.iterdir() if is_our_temp(p.name)]
    return sorted(read_game_path(p).game.id for p in store.games_dir.glob("*.json"))


def test_every_game_is_written_whole_in_batches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(NewGames, "LIMIT", 100)
    count = 230  # three commits
    store = GameStore(tmp_path / "data")
    results = import_any(store, source(tmp_path, documents(count)))
    assert [r.outcome for r in results] == ["imported"] * count
    assert whole_games(store) == sorted(f"mr-{500_000 + n}" for n in range(count))


def test_the_data_is_on_the_disk_before_any_name_appears(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    for name in ("sync", "fsync", "replace"):
        real = getattr(os, name)

        def spy(*args: Any, _real: Callable[..., Any] = real, _name: str = name) -> Any:
            calls.append(_name)
            return _real(*args)

        monkeypatch.setattr(os, name, spy)
    store = GameStore(tmp_path / "data")
    import_any(store, source(tmp_path, documents(12)))
    first_rename = calls.index("replace")
    flushed = calls[:first_rename]
    assert "sync" in flushed or flushed.count("fsync") >= 12  # every file, before any rename
    assert calls.count("replace") == 12 and calls[-1] == "fsync"  # the folder, once at the end
    assert calls.count("fsync") + calls.count("sync") <= 2 or sys.platform != "linux"


def test_the_same_id_twice_in_one_import(tmp_path: Path) -> None:
    docs = documents(3)
    changed = copy.deepcopy(docs[1])
    changed["players"][0]["name"] = "Другой"
    store = GameStore(tmp_path / "data")
    results = import_any(store, source(tmp_path, [*docs, docs[0], changed]))
    assert [r.outcome for r in results] == [
        "imported", "imported", "imported", "duplicate", "conflict"]  # fmt: skip
    assert len(whole_games(store)) == 3


@pytest.mark.parametrize("fail_at", range(6))
def test_a_failure_at_any_step_leaves_whole_games_and_a_rerun_brings_the_rest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fail_at: int
) -> None:
    """Fail the n-th replace (a rename), or the flush, or the folder's sync."""
    calls = {"n": 0}
    real_replace, real_sync, real_fsync = os.replace, atomic._sync_all, atomic._fsync_dir

    def failing(real: Callable[..., Any], at: set[int]) -> Callable[..., Any]:
        def inner(*args: Any, **kw: Any) -> Any:
            calls["n"] += 1
            if calls["n"] in at:
                raise OSError(errno.ENOSPC, "injected")
            return real(*args, **kw)

        return inner

    # call order for one commit: the sync (1), the renames (2..13), the folder's sync (14)
    at = {1: {1}, 2: {2}, 3: {7}, 4: {13}, 5: {14}}.get(fail_at, set())
    monkeypatch.setattr(atomic, "_sync_all", failing(real_sync, at))
    monkeypatch.setattr(os, "replace", failing(real_replace, at))
    monkeypatch.setattr(atomic, "_fsync_dir", failing(real_fsync, at))
    store = GameStore(tmp_path / "data")
    src = source(tmp_path, documents(12))
    if at:
        with pytest.raises(OSError):
            import_any(store, src)
    else:
        import_any(store, src)
    kept = whole_games(store)
    monkeypatch.undo()
    again = import_any(store, src)
    assert sum(r.outcome == "duplicate" for r in again) == len(kept)
    assert sum(r.outcome == "imported" for r in again) == 12 - len(kept)
    assert len(whole_games(store)) == 12


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_a_kill_at_any_moment_leaves_only_whole_games(tmp_path: Path) -> None:
    rnd = random.Random(36)
    src = source(tmp_path, documents(260))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join((str(ROOT), str(ROOT / "src")))}
    for trial in range(4):
        root = tmp_path / f"t{trial}"
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.storage.import_writer", str(root), str(src)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(rnd.uniform(0.05, 1.5))
        proc.kill()  # SIGKILL on POSIX
        proc.communicate()
        store = GameStore(root)
        games = store.games_dir
        games.mkdir(parents=True, exist_ok=True)
        for p in games.iterdir():  # a killed writer's temp files: never a game, swept when stale
            if is_our_temp(p.name):
                p.unlink()
        kept = whole_games(store)  # every other file reads whole
        again = import_any(store, src)
        assert sum(r.outcome == "imported" for r in again) == 260 - len(kept), trial
        assert len(whole_games(store)) == 260


def test_a_write_refused_midway_leaves_nothing_half_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk at the 5th game's file: the four written are not committed, their
    temporary files go, nothing appears; the import run again brings all in."""
    real_write, calls = os.write, {"n": 0}

    def write(fd: int, data: Any) -> int:
        calls["n"] += 1
        if calls["n"] == 5:
            raise OSError(errno.ENOSPC, "injected")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", write)
    store = GameStore(tmp_path / "data")
    src = source(tmp_path, documents(12))
    with pytest.raises(OSError):
        import_any(store, src)
    assert whole_games(store) == []
    monkeypatch.undo()
    assert [r.outcome for r in import_any(store, src)] == ["imported"] * 12


def test_files_waiting_long_are_committed_before_a_sweep_could_take_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(NewGames, "AGE", 0.0)  # every file is "old": a commit each
    syncs: list[int] = []
    real = atomic._sync_all

    def counted() -> None:
        syncs.append(1)
        real()

    monkeypatch.setattr(atomic, "_sync_all", counted)
    store = GameStore(tmp_path / "data")
    import_any(store, source(tmp_path, documents(5)))
    assert len(whole_games(store)) == 5
    assert len(syncs) == 5 or sys.platform != "linux"
    assert NewGames.AGE < atomic.STALE_SECONDS  # the real one: well before a sweep


def test_the_same_id_after_a_commit_is_still_a_duplicate_or_a_conflict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(NewGames, "LIMIT", 2)  # a commit after every second game
    docs = documents(3)
    changed = copy.deepcopy(docs[0])
    changed["players"][0]["name"] = "Другой"
    store = GameStore(tmp_path / "data")
    results = import_any(store, source(tmp_path, [*docs, docs[0], changed]))
    assert [r.outcome for r in results] == [
        "imported", "imported", "imported", "duplicate", "conflict"]  # fmt: skip
    assert read_game_path(store.path("mr-500000")).game.players[0].nick != "Другой"

"""A lock file a shared folder turned into a link, a FIFO or a device is never written
through (issue #24, finding 1): the game opens with the warning that a second window is not
stopped, and the file the link points at keeps every byte. A hard link (issue #39, finding 1)
is refused the same way, for each of the app's locks."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.session import Archive
from mafia_tui.storage.lock import GameLock, LockedError
from mafia_tui.storage.machine import per_machine
from mafia_tui.storage.outbox import SENDING_LOCK, Outbox
from mafia_tui.storage.plan import data_dir_plan, read_plan
from mafia_tui.storage.roster import open_roster
from tests.conftest import new_game


@pytest.fixture
def stored(tmp_path: Path) -> tuple[Archive, str]:
    archive = Archive(tmp_path / "data")
    session = archive.create(new_game("foul 3"))
    game_id = session.game.id
    session.close()
    return archive, game_id


def test_a_symlinked_lock_truncates_nothing_outside_the_data_dir(
    stored: tuple[Archive, str], tmp_path: Path
) -> None:
    archive, game_id = stored
    precious = tmp_path / "precious.txt"
    precious.write_bytes(b"the head judge's notes\n")
    lock = archive.files.lock(game_id).path
    lock.unlink(missing_ok=True)
    lock.symlink_to(precious)
    session = archive.open(game_id)
    try:
        assert precious.read_bytes() == b"the head judge's notes\n"
        assert session.warning is not None and session.warning.code == "lock_not_regular"
        assert session.game.state.player(3).fouls == 1  # the game itself is judged as ever
    finally:
        session.close()
    assert precious.read_bytes() == b"the head judge's notes\n"


def test_a_fifo_as_the_lock_never_blocks(stored: tuple[Archive, str]) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("FIFOs are POSIX")
    archive, game_id = stored
    lock = archive.files.lock(game_id).path
    lock.unlink(missing_ok=True)
    os.mkfifo(lock)
    session = archive.open(game_id)
    try:
        assert session.warning is not None and session.warning.code == "lock_not_regular"
    finally:
        session.close()


# --- hard links (issue #39, finding 1): a lock file that is another file under a second name


OUTSIDE = b"the head judge's notes\n"


def _hard_link_from_outside(lock: Path, tmp_path: Path) -> Path:
    """``ln outside/notes.txt <lock>``: the lock's name is now a second name of a file
    outside the data dir (a shared folder, or a hostile one, can do it)."""
    outside = tmp_path / "outside" / "notes.txt"
    outside.parent.mkdir(exist_ok=True)
    outside.write_bytes(OUTSIDE)
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.unlink(missing_ok=True)
    os.link(outside, lock)
    return outside


def test_a_hard_linked_game_lock_is_never_written_through(
    stored: tuple[Archive, str], tmp_path: Path
) -> None:
    archive, game_id = stored
    outside = _hard_link_from_outside(archive.files.lock(game_id).path, tmp_path)
    session = archive.open(game_id)
    try:
        assert session.warning is not None and session.warning.code == "lock_not_regular"
        assert session.game.state.player(3).fouls == 1
    finally:
        session.close()
    assert outside.read_bytes() == OUTSIDE


def test_a_hard_linked_roster_lock_is_never_written_through(tmp_path: Path) -> None:
    data = tmp_path / "data"
    log = open_roster(data).path
    outside = _hard_link_from_outside(log.with_name(log.name + ".lock"), tmp_path)
    assert main(["roster", "add", "Гроза", "--data-dir", str(data), "--lang", "ru"]) == 0
    assert outside.read_bytes() == OUTSIDE
    assert open_roster(data).find("гроза") is not None


def test_a_hard_linked_tournament_lock_is_never_written_through(tmp_path: Path) -> None:
    data = tmp_path / "data"
    plan = data_dir_plan(data, "Кубок")
    outside = _hard_link_from_outside(plan.with_name(per_machine(plan.name + ".lock")), tmp_path)
    names = tmp_path / "names.txt"
    names.write_text("\n".join(f"Игрок {n}" for n in range(1, 21)), encoding="utf-8")
    args = ["seating", "--tables", "2", "--games", "10", "--tournament", "Кубок"]
    args += ["--names", str(names), "--data-dir", str(data), "--lang", "ru"]
    assert main(args) == 0
    assert outside.read_bytes() == OUTSIDE
    assert read_plan(plan) is not None


def test_a_hard_linked_sending_lock_is_never_written_through(tmp_path: Path) -> None:
    outbox = Outbox(tmp_path / "data")
    outside = _hard_link_from_outside(outbox.folder / SENDING_LOCK, tmp_path)
    with outbox.sending():
        pass
    assert outside.read_bytes() == OUTSIDE


def test_a_lock_file_left_by_another_run_is_used_but_never_written(tmp_path: Path) -> None:
    lock_path = tmp_path / "x.lock"
    lock_path.write_bytes(b"4242")  # a killed app's, or another machine's through a sync tool
    lock = GameLock(lock_path)
    lock.acquire()
    try:
        assert lock.held and lock_path.read_bytes() == b"4242"
        with pytest.raises(LockedError):
            GameLock(lock_path).acquire()
    finally:
        lock.release()
    fresh = GameLock(tmp_path / "fresh.lock")
    fresh.acquire()
    fresh.release()
    assert (tmp_path / "fresh.lock").read_bytes() == str(os.getpid()).encode()

"""A lock file a shared folder turned into a link, a FIFO or a device is never written
through (issue #24, finding 1): the game opens with the warning that a second window is not
stopped, and the file the link points at keeps every byte."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from mafia_tui.session import Archive
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

"""Links and special files the data dir holds in itself (issue #24, findings 3, 5 and 7): a
symlinked ``quarantine/`` or ``.prev`` never leads outside, a pipe as the "last game" never
blocks, the sweep of temp files works without locks and never follows a link, and what the
OS refused is said in the judge's language."""

from __future__ import annotations

import errno
import os
import sys
import time
from pathlib import Path

import pytest

from mafia_tui.rules import Foul, Game, RuleError
from mafia_tui.session import Archive
from mafia_tui.storage import atomic as atomic_mod
from mafia_tui.storage.atomic import STALE_SECONDS, sweep_temp_files
from mafia_tui.storage.machine import last_game_path
from mafia_tui.storage.notices import os_error_text
from mafia_tui.storage.safe_open import NotRegularFile
from tests.conftest import new_game


@pytest.fixture
def archive(tmp_path: Path) -> Archive:
    return Archive(tmp_path / "data")


def damaged_game(archive: Archive, fouls: int = 2) -> tuple[Game, Path]:
    session = archive.create(new_game())
    for seat in range(1, fouls + 1):
        session.apply(Foul(seat))
    session.close()
    path = archive.path(session.game.id)
    path.write_bytes(path.read_bytes()[:100])
    return session.game, path


def test_a_symlinked_quarantine_receives_nothing(archive: Archive, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    archive.quarantine_dir.symlink_to(outside, target_is_directory=True)
    game, path = damaged_game(archive)
    opened = archive.open(game.id)  # mended from .prev; the copy had nowhere to go
    opened.close()
    assert list(outside.iterdir()) == []
    assert archive.unacknowledged() == []
    [problem] = archive.problems
    assert problem.notice.code == "file_recovered_no_copy"
    assert "сохранить не удалось" in problem.notice.message("ru")


def test_notes_in_a_symlinked_quarantine_are_not_shown(archive: Archive, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "x.json.1.why.txt").write_text("not ours", encoding="utf-8")
    archive.quarantine_dir.symlink_to(outside, target_is_directory=True)
    assert archive.unacknowledged() == []
    archive.acknowledge()
    assert (outside / "x.json.1.why.txt").exists()


def test_a_symlinked_previous_version_is_never_read_as_the_game(
    archive: Archive, tmp_path: Path
) -> None:
    game, path = damaged_game(archive)
    foreign = archive.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"))
    foreign.close()
    outside = tmp_path / "foreign.json"
    outside.write_bytes(archive.path(foreign.game.id).read_bytes())
    prev = path.with_name(path.name + ".prev")
    prev.unlink()
    prev.symlink_to(outside)
    with pytest.raises(RuleError):
        archive.open(game.id)
    assert path.read_bytes()[:100] == path.read_bytes()  # left as it was, not overwritten
    assert outside.read_bytes() == archive.path(foreign.game.id).read_bytes()


def test_a_pipe_as_the_last_game_never_blocks(archive: Archive) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("FIFOs are POSIX")
    session = archive.create(new_game())
    session.close()
    last = last_game_path(archive.root)
    last.unlink()
    os.mkfifo(last)
    (archive.root / "last-game.json").unlink(missing_ok=True)
    fresh = Archive(archive.root)
    assert fresh.last_game() is None  # answered at once: the test would hang otherwise
    assert fresh.continue_candidate() is None


def test_temp_files_are_swept_where_the_filesystem_cannot_lock(
    archive: Archive, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(atomic_mod, "lock_fd", lambda fd: "unsupported")
    old = archive.games_dir / ".tmp-old.json"
    recent = archive.games_dir / ".tmp-recent.json"
    for path, seconds in ((old, STALE_SECONDS * 11), (recent, STALE_SECONDS * 2)):
        path.write_text("{", encoding="utf-8")
        then = time.time() - seconds
        os.utime(path, (then, then))
    assert sweep_temp_files(archive.games_dir) == 1
    assert not old.exists() and recent.exists()  # a possible live writer is given time


def test_the_sweep_never_follows_a_link(archive: Archive, tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep", encoding="utf-8")
    link = archive.games_dir / ".tmp-link.json"
    link.symlink_to(target)
    then = time.time() - STALE_SECONDS * 20
    os.utime(target, (then, then))
    os.utime(link, (then, then), follow_symlinks=False)
    assert sweep_temp_files(archive.games_dir) == 0
    assert target.read_text(encoding="utf-8") == "keep"


@pytest.mark.parametrize(
    ("exc", "ru", "en"),
    [
        (IsADirectoryError(errno.EISDIR, "Is a directory"), "это папка", "is a folder"),
        (FileNotFoundError(errno.ENOENT, "No such file or directory"), "нет", "no such"),
        (OSError(errno.ELOOP, "Too many levels"), "ссылка", "link"),
        (OSError(errno.ENXIO, "No such device or address"), "канал", "pipe"),
        (NotRegularFile(Path("x")), "не обычный файл", "not a regular"),
    ],
)
def test_os_errors_are_said_in_the_judges_language(exc: OSError, ru: str, en: str) -> None:
    assert ru in os_error_text(exc, "ru") and "directory" not in os_error_text(exc, "ru")
    assert en in os_error_text(exc, "en")


def test_the_command_line_says_a_missing_file_in_russian(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from mafia_tui.__main__ import main

    with pytest.raises(SystemExit) as done:
        main(["--lang", "ru", "replay", str(tmp_path / "none.json")])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "папки или файла нет" in err and "No such file" not in err


def test_a_folder_named_as_a_game_is_said_not_skipped(archive: Archive) -> None:
    (archive.games_dir / "abcdef.json").mkdir()
    assert archive.listings() == []
    [problem] = archive.problems
    assert "abcdef.json" in problem.notice.message("ru")
    assert "не обычный файл" in problem.notice.message("ru")

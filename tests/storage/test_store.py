"""The store on a temporary data dir: save, resume, list, faults, import and export."""

import errno
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

import pytest

from mafia_tui.rules import Foul, Header, Next, RuleError
from mafia_tui.session import Archive, LockedError
from mafia_tui.storage import data_dir
from mafia_tui.storage.notices import os_error_text
from tests.conftest import new_game


@pytest.fixture
def store(tmp_path: Path) -> Archive:
    return Archive(tmp_path / "data")


def test_data_dir_order_flag_then_env_then_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAFIA_TUI_DATA_DIR", str(tmp_path / "env"))
    assert data_dir(tmp_path / "flag") == tmp_path / "flag"
    assert data_dir() == tmp_path / "env"
    monkeypatch.delenv("MAFIA_TUI_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "mafia-tui"


def test_every_action_is_on_disk_when_apply_returns(store: Archive) -> None:
    session = store.create(new_game())
    session.apply(Foul(3))
    on_disk = json.loads(store.path(session.game.id).read_text(encoding="utf-8"))
    assert on_disk["actions"][-1]["type"] == "foul" and on_disk["actions"][-1]["ts"]
    assert "Ёжик" in store.path(session.game.id).read_text(encoding="utf-8")  # not \\u-escaped


def test_resume_where_it_stopped_with_the_timer(store: Archive) -> None:
    session = store.create(new_game())
    session.apply(Next())
    session.save_timer(37.24)
    session.close()
    again = store.open(session.game.id)
    assert again.game.state == session.game.state
    assert again.timer_remaining() == 37.2
    again.apply(Next())
    assert again.timer_remaining() is None  # the saved time was for the earlier speech


def test_second_app_cannot_open_the_same_game(store: Archive) -> None:
    session = store.create(new_game())
    with pytest.raises(LockedError):
        Archive(store.root).open(session.game.id)
    session.close()
    Archive(store.root).open(session.game.id).close()


def test_listing_shows_status_and_finished_games(store: Archive) -> None:
    a = store.create(new_game())
    b = store.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"))
    rows = {r.id: r for r in store.listings()}
    assert rows[a.game.id].finished is False and rows[a.game.id].result is None
    assert rows[b.game.id].finished and rows[b.game.id].result == "red"
    assert [r.id for r in store.unfinished()] == [a.game.id]
    b.close()  # a game open in a window cannot be archived
    store.set_archived(b.game.id, True)
    assert [r.id for r in store.listings()] == [a.game.id]
    assert len(store.listings(include_archived=True)) == 2


def test_a_game_file_missing_from_the_catalogue_is_listed(store: Archive) -> None:
    session = store.create(new_game())
    store.files.catalogue.path.unlink(missing_ok=True)
    assert [r.id for r in Archive(store.root).listings()] == [session.game.id]


def test_corrupt_file_is_left_in_place_and_others_still_load(store: Archive) -> None:
    good = store.create(new_game())
    bad = store.create(new_game())
    good.close()
    bad.close()
    text = store.path(bad.game.id).read_text(encoding="utf-8")
    store.path(bad.game.id).write_text(text[: len(text) // 2], encoding="utf-8")
    fresh = Archive(store.root)
    assert [r.id for r in fresh.listings()] == [good.game.id]
    with pytest.raises(RuleError):
        fresh.open(bad.game.id)
    assert store.path(bad.game.id).read_text(encoding="utf-8") == text[: len(text) // 2]
    kept = list((store.root / "quarantine").glob(f"{bad.game.id}.json.*"))
    assert any(p.name.endswith(".why.txt") for p in kept)
    copy = [p for p in kept if not p.name.endswith(".why.txt")][0]
    assert copy.read_text(encoding="utf-8") == text[: len(text) // 2]


def test_a_newer_version_is_said_as_such_and_never_mended_over(store: Archive) -> None:
    session = store.create(new_game())
    session.apply(Foul(2))  # a previous version exists: it must not be restored over
    session.close()
    data = json.loads(store.path(session.game.id).read_text(encoding="utf-8"))
    data["version"] = 7
    newer = json.dumps(data)
    store.path(session.game.id).write_text(newer, encoding="utf-8")
    fresh = Archive(store.root)
    with pytest.raises(RuleError) as err:
        fresh.open(session.game.id)
    assert err.value.code == "newer_version"
    assert fresh.listings() == []
    [problem] = fresh.problems
    assert "более новой версией" in problem.notice.message("ru") and "7" in problem.notice.message(
        "ru"
    )
    assert store.path(session.game.id).read_text(encoding="utf-8") == newer
    assert not (store.root / "quarantine").exists()  # not damage: no copy, no note


def test_disk_full_keeps_the_game_in_memory_and_retries(
    store: Archive, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = store.create(new_game())
    real = os.replace

    def full(*_: object) -> NoReturn:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert session.apply(Foul(5)) is False
    assert session.unsaved and session.game.state.player(5).fouls == 1
    assert not list(store.games_dir.glob(".tmp-*"))
    on_disk = json.loads(store.path(session.game.id).read_text(encoding="utf-8"))
    assert on_disk["actions"][-1]["type"] != "foul"  # the old file is intact
    monkeypatch.setattr(os, "replace", real)
    assert session.retry() is True and not session.unsaved
    assert store.load(session.game.id).state == session.game.state


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="root ignores permissions")
def test_read_only_folder(store: Archive) -> None:
    session = store.create(new_game())
    os.chmod(store.games_dir, 0o500)
    try:
        assert session.apply(Foul(1)) is False and isinstance(session.error, OSError)
    finally:
        os.chmod(store.games_dir, 0o700)
    assert session.retry()


def test_read_only_folder_simulated(store: Archive, monkeypatch: pytest.MonkeyPatch) -> None:
    session = store.create(new_game())

    def refuse(*_: object, **__: object) -> NoReturn:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    assert session.apply(Foul(1)) is False
    assert session.error is not None and session.error.errno == errno.EROFS
    monkeypatch.undo()
    assert session.retry() and store.load(session.game.id).state.player(1).fouls == 1


@pytest.mark.parametrize("fail_at", range(5))
def test_a_failure_at_any_step_of_a_write_leaves_the_old_file(
    store: Archive, monkeypatch: pytest.MonkeyPatch, fail_at: int
) -> None:
    session = store.create(new_game())
    before = store.path(session.game.id).read_bytes()
    calls = {"n": 0}

    def boom(real: Callable[..., None]) -> Callable[..., None]:
        def inner(*args: Any, **kw: Any) -> None:

            calls["n"] += 1
            if calls["n"] == fail_at + 1:
                raise OSError(errno.EIO, "injected")
            return real(*args, **kw)

        return inner

    monkeypatch.setattr(os, "fsync", boom(os.fsync))
    monkeypatch.setattr(os, "replace", boom(os.replace))
    ok = session.apply(Foul(2))
    after = store.path(session.game.id).read_bytes()
    # Calls: fsync(file), replace(the previous version's link), replace, fsync(dir). Only the
    # previous version may fail quietly (it is extra safety); any other failure is reported.
    assert ok is (fail_at in (1, 4))
    if fail_at in (0, 2):
        assert after == before
    else:
        assert store.load(session.game.id).state == session.game.state
    assert not list(store.games_dir.glob(".tmp-*"))


def test_export_and_import_between_laptops(store: Archive, tmp_path: Path) -> None:
    session = store.create(new_game("foul 3"))
    exported = store.export(session.game.id, tmp_path)
    other = Archive(tmp_path / "other")
    assert other.import_file(exported).outcome == "imported"
    assert other.import_file(exported).outcome == "duplicate"
    assert other.load(session.game.id).state == session.game.state
    there = other.open(session.game.id)
    there.apply(Foul(5))  # the two laptops' versions now differ
    there.close()
    session.apply(Foul(4))
    conflict = store.export(session.game.id, tmp_path / "changed.json")
    assert other.import_file(conflict).outcome == "conflict"
    assert other.load(session.game.id).state.player(4).fouls == 0  # never merged silently
    (tmp_path / "junk.json").write_text("{not json", encoding="utf-8")
    result = other.import_file(tmp_path / "junk.json")
    assert result.outcome == "invalid" and result.error is not None
    assert result.error.message("ru")


def test_a_game_the_reader_would_refuse_is_never_created(store: Archive) -> None:
    """Issue #24, finding 6: a header with a bidi override was written, then refused at the
    next start while the start menu still offered to continue it."""
    game = new_game()
    game.header = Header(tournament="Cup \u202eevil", date="2026-12-03")
    with pytest.raises(RuleError) as err:
        store.create(game)
    assert err.value.code == "invisible_char" and "U+202E" in err.value.message("ru")
    assert not store.path(game.id).exists() and store.last_game() is None


def test_a_file_past_the_readers_size_is_not_written(
    store: Archive, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafia_tui.rules import record as record_mod

    session = store.create(new_game())
    before = store.path(session.game.id).read_bytes()
    monkeypatch.setattr(record_mod, "MAX_FILE_BYTES", len(before) + 10)
    assert session.apply(Foul(1)) is False and session.unsaved
    assert "слишком велик" in os_error_text(session.error, "ru")
    assert store.path(session.game.id).read_bytes() == before


def test_a_new_game_takes_its_preset_and_an_unknown_name_plays_fiim(tmp_path: Path) -> None:
    """#26: the session layer, not the new-game form, owns the preset fallback."""
    from mafia_tui.rules import Header, make_players
    from mafia_tui.rules.profile import FIIM_2018, PRESETS
    from mafia_tui.session import Archive
    from tests.conftest import NICKS, SEATING

    archive = Archive(tmp_path / "data")
    rows = [{"seat": i + 1, "nick": NICKS[i], "role": SEATING[i]} for i in range(10)]
    chosen = archive.new_game(Header(tournament="Кубок"), make_players(rows), "day1-no-vote")
    assert chosen.game.profile == PRESETS["day1-no-vote"] != FIIM_2018
    chosen.close()
    newer = archive.new_game(Header(tournament="Кубок"), make_players(rows), "from-a-newer-app")
    assert newer.game.profile == FIIM_2018
    assert archive.load(newer.game.id).profile == FIIM_2018
    newer.close()

"""Import touches nothing outside games/; sync tools' files and conflict copies are handled;
only lock contention reads as "open in another window"."""

import errno
import hashlib
import json
import os
import shutil
from pathlib import Path
from typing import NoReturn

import pytest

from mafia_tui.rules import Header, Next
from mafia_tui.session import Archive, LockedError, tournament_table
from mafia_tui.storage import lock as lock_mod
from tests.conftest import new_game


def tree(root: Path) -> dict[str, str]:
    """Every file under ``root`` with a hash of its bytes."""
    out = {}
    for folder, _, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                out[os.path.relpath(path, root)] = hashlib.sha256(handle.read()).hexdigest()
    return out


@pytest.mark.parametrize(
    "crafted",
    [
        "../../elsewhere/x",
        "/tmp/abs-game",
        "../catalogue",
        "../quarantine/x",
        "..",
        "a/../../b",
        "x" * 65,
    ],
)
def test_import_with_a_crafted_id_changes_nothing(tmp_path: Path, crafted: str) -> None:
    home = tmp_path / "home"
    archive = Archive(home / "data")
    (home / "elsewhere").mkdir(parents=True)
    (home / "elsewhere" / "x.json").write_text("user file", encoding="utf-8")
    archive.create(new_game()).close()
    archive.listings()
    data = json.loads(archive.path(archive.listings()[0].id).read_text(encoding="utf-8"))
    data["id"] = crafted
    hostile = tmp_path / "hostile.json"
    hostile.write_text(json.dumps(data), encoding="utf-8")
    before = tree(tmp_path)
    result = archive.import_file(hostile)
    assert result.outcome == "invalid" and result.error is not None
    assert result.error.message("ru")
    assert tree(tmp_path) == before


def test_import_never_overwrites_an_existing_file_even_a_damaged_one(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "data")
    session = archive.create(new_game("foul 3"))
    session.close()
    exported = archive.export(session.game.id, tmp_path / "out.json")
    archive.path(session.game.id).write_text("{damaged", encoding="utf-8")
    before = tree(tmp_path / "data")
    assert archive.import_file(exported).outcome == "conflict"
    assert tree(tmp_path / "data") == before


def test_only_contention_means_another_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = Archive(tmp_path / "data")
    session = archive.create(new_game())
    with pytest.raises(LockedError):
        Archive(archive.root).open(session.game.id)
    session.close()

    def no_locks(*_: object) -> NoReturn:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(lock_mod, "_lock", no_locks)
    opened = Archive(archive.root).open(session.game.id)
    assert opened.warning is not None and opened.warning.code == "lock_unavailable"
    assert "no locks available" in opened.warning.message("en")
    assert "блокировки недоступны" in opened.warning.message("ru")
    assert opened.apply(_next())  # and it saves


def _next() -> Next:
    return Next()


def test_a_sync_conflict_copy_is_two_versions_and_one_can_be_kept(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "data")
    session = archive.create(new_game("foul 3"))
    gid = session.game.id
    copy = archive.games_dir / f"{gid}.sync-conflict-20261203-101010-ABCDEFG.json"
    shutil.copyfile(archive.path(gid), copy)
    session.apply(_next())
    session.close()
    assert [r.id for r in archive.listings()] == [gid]  # the copy is not a second game
    assert archive.conflicts() == [(gid, copy)]
    archive.keep_version(gid, copy, keep_copy=True)
    assert archive.conflicts() == []
    assert len(archive.load(gid).log) == len(session.game.log) - 1  # the copy's version
    assert len(list(archive.quarantine_dir.glob(f"{gid}.json.*.why.txt"))) == 1


def test_keeping_the_current_version_sets_the_copy_aside(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "data")
    session = archive.create(new_game())
    session.close()
    gid = session.game.id
    copy = archive.games_dir / f"{gid} (conflicted copy 2026-12-03).json"
    shutil.copyfile(archive.path(gid), copy)
    archive.keep_version(gid, copy, keep_copy=False)
    assert not copy.exists() and archive.path(gid).exists() and archive.conflicts() == []


def sync(a: Path, b: Path) -> None:
    """Copy each side's game files to the other as a sync tool does: temp file, rename."""
    for src, dst in ((a, b), (b, a)):
        for f in (src / "games").glob("*.json"):
            target = dst / "games" / f.name
            tmp = dst / "games" / f".syncthing.{f.name}.tmp"
            shutil.copyfile(f, tmp)
            os.replace(tmp, target)


def test_two_tables_sharing_by_sync_give_identical_standings(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    table1, table2 = Archive(a), Archive(b)
    for n in range(3):
        g = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
        g.header = Header(tournament="Кубок", game_number=n + 1, table=1, date="2026-12-03")
        table1.create(g).close()
        h = new_game("dq 1 6.7.4")
        h.header = Header(tournament="Кубок", game_number=n + 1, table=2, date="2026-12-03")
        table2.create(h).close()
    sync(a, b)
    side_a = tournament_table("Кубок", a, name_only=True).standings
    side_b = tournament_table("Кубок", b, name_only=True).standings
    assert side_a.games + len(side_a.ignored) == side_b.games + len(side_b.ignored) == 6
    assert sorted(side_a.ignored) == sorted(side_b.ignored)
    assert side_a.rows == side_b.rows


def test_a_copy_saved_elsewhere_comes_back_as_the_same_game_further_on(tmp_path: Path) -> None:
    from mafia_tui.rules import Foul

    archive = Archive(tmp_path / "data")
    session = archive.create(new_game())
    session.apply(Foul(2))
    session.close()
    later = Archive(tmp_path / "data").open(session.game.id)
    later.apply(Foul(3))
    copy = later.save_copy(tmp_path / "usb")
    later.undo()  # the data dir holds less than the copy (as after a failed save)
    later.close()
    assert archive.import_file(copy).outcome == "updated"
    assert archive.load(session.game.id).state.player(3).fouls == 1
    assert archive.import_file(copy).outcome == "duplicate"
    held = archive.open(session.game.id)
    held.undo()
    assert archive.import_file(copy).outcome == "locked"  # open in a window: not replaced
    held.close()


CUP = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "tournament-cup")


def test_a_tournament_folder_gives_its_games_and_its_tournament_file_is_no_error(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "cup"
    shutil.copytree(CUP, folder)
    (folder / ".~sync-temp.json").write_text("{", encoding="utf-8")  # a sync tool's file
    archive = Archive(tmp_path / "data")
    results = archive.import_path(folder)
    outcomes = {r.file.rsplit(os.sep, 1)[-1]: r.outcome for r in results}
    assert outcomes.pop("tournament.json") == "tournament"
    assert len(outcomes) == 12 and set(outcomes.values()) == {"imported"}
    (tournament,) = [r for r in results if r.outcome == "tournament"]
    assert tournament.tournament == "Кубок Примера 2026" and tournament.error is None
    assert len(archive.listings()) == 12 and not (tmp_path / "data" / "quarantine").exists()
    assert sorted(os.listdir(tmp_path / "data" / "games")) == sorted(
        f"{r.game_id}.json" for r in results if r.game_id
    )
    again = archive.import_path(folder / "tournament.json")  # the file alone, the same
    assert [r.outcome for r in again] == ["tournament"]


def test_a_file_that_only_looks_like_a_tournament_file_is_still_invalid(tmp_path: Path) -> None:
    fake = tmp_path / "tournament.json"
    fake.write_text(json.dumps({"format": "mafia-tui/tournaments", "name": "x"}), "utf-8")
    result = Archive(tmp_path / "data").import_file(fake)
    assert result.outcome == "invalid" and result.error is not None

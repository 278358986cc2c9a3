"""The games list's cache in its array layout (issue #11): the first screenful is read
without opening a game file, and the first landing's catalogue is kept, not rebuilt."""

import json
from pathlib import Path
from typing import NoReturn

import pytest

from mafia_tui.session import Archive
from mafia_tui.storage import store as store_mod
from tests.conftest import new_game


def _games(archive: Archive, n: int) -> None:
    for i in range(n):
        game = new_game()
        game.header = game.header.__class__(**{**game.header.to_dict(), "game_number": i + 1})
        archive.create(game).close()


def _no_file_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_a: object, **_k: object) -> NoReturn:
        raise AssertionError("a game file was read")

    monkeypatch.setattr(store_mod.GameStore, "read", refuse)


def test_the_head_is_the_listings_first_rows_without_reading_a_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = Archive(tmp_path / "data")
    _games(archive, 6)
    listed = archive.listings()
    assert [r.game_number for r in listed] == [6, 5, 4, 3, 2, 1]  # newest first
    _no_file_reads(monkeypatch)
    assert Archive(tmp_path / "data").head(4) == listed[:4]
    assert Archive(tmp_path / "data").listings() == listed  # nothing changed: the cache holds


def test_archived_games_stay_out_of_the_head_unless_asked(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "data")
    _games(archive, 3)
    newest = archive.listings()[0]
    archive.set_archived(newest.id, True)
    archive.listings()
    assert newest.id not in [r.id for r in archive.head(5)]
    assert archive.head(5, include_archived=True)[0].id == newest.id


def test_a_damaged_line_costs_only_its_own_row(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "data")
    _games(archive, 3)
    listed = archive.listings()
    path = archive.files.catalogue.path
    lines = path.read_bytes().splitlines()
    lines[2] = b'["half a row'
    path.write_bytes(b"\n".join(lines) + b"\n")
    assert [r.id for r in archive.head(3)] == [listed[0].id, listed[2].id]
    assert archive.listings() == listed  # the row is read from its game file again


def test_the_first_landings_catalogue_is_kept_not_rebuilt(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = Archive(tmp_path / "data")
    _games(archive, 3)
    listed = archive.listings()
    path = archive.files.catalogue.path
    columns = json.loads(path.read_bytes().splitlines()[0])["columns"]
    old = {}
    for n, line in enumerate(path.read_bytes().splitlines()[1:], start=1):
        row = dict(zip(columns, json.loads(line), strict=True))
        row["stamp"] = [row.pop("size"), row.pop("mtime_ns")]
        old[str(n)] = row
    path.write_text(json.dumps({"_default": old}, ensure_ascii=False), "utf-8")
    _no_file_reads(monkeypatch)
    assert Archive(tmp_path / "data").listings() == listed
    assert json.loads(path.read_bytes().splitlines()[0])["version"] == 4  # written anew


def test_a_version_2_catalogue_is_kept_with_no_game_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Version 3 adds whether the head judge's check covers the record; no game written
    before it can have one, so the rows of version 2 are kept as they are, unchecked."""
    archive = Archive(tmp_path / "data")
    _games(archive, 3)
    listed = archive.listings()
    path = archive.files.catalogue.path
    lines = path.read_bytes().splitlines()
    header = json.loads(lines[0])
    header["version"], header["columns"] = 2, header["columns"][:13]
    rows = [json.dumps(json.loads(line)[:13], ensure_ascii=False) for line in lines[1:]]
    path.write_text("\n".join([json.dumps(header), *rows]) + "\n", "utf-8")
    _no_file_reads(monkeypatch)
    again = Archive(tmp_path / "data").listings()
    assert again == listed and not any(r.signed for r in again)
    assert json.loads(path.read_bytes().splitlines()[0])["version"] == 4


def test_a_version_3_catalogue_is_kept_and_finds_its_stand_ins_without_a_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Version 4 adds the void and the stand-ins (#36). No earlier version read a voided
    game, so its rows have none; the stand-ins come from each file's players, read as JSON
    (no game is replayed), so the games list marks them from the first listing on."""
    archive = Archive(tmp_path / "data")
    _games(archive, 2)
    archive.create(new_game(stand_ins={4: "Планный"})).close()
    listed = archive.listings()
    assert [r.stand_ins for r in listed if r.stand_ins] == [((4, "Планный"),)]
    path = archive.files.catalogue.path
    lines = path.read_bytes().splitlines()
    header = json.loads(lines[0])
    header["version"], header["columns"] = 3, header["columns"][:14]
    rows = [json.dumps(json.loads(line)[:14], ensure_ascii=False) for line in lines[1:]]
    path.write_text("\n".join([json.dumps(header), *rows]) + "\n", "utf-8")
    _no_file_reads(monkeypatch)
    assert Archive(tmp_path / "data").listings() == listed
    assert json.loads(path.read_bytes().splitlines()[0])["version"] == 4

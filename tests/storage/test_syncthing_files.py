"""Syncthing's own files are never read as ours, and its conflict copies are read as what they
are (issue #39, item 6): a copy of a laptop's roster log or players file is the same laptop's
changes, read with it, each change once."""

from __future__ import annotations

import shutil
from pathlib import Path

from mafia_tui.session import Archive, tournament_table
from mafia_tui.session.roster import enrol
from mafia_tui.storage.plan import data_dir_plan, read_plan
from mafia_tui.storage.plan_players import players_path
from mafia_tui.storage.roster import RosterEntry, open_roster
from tests.conftest import new_game

SYNCTHING_FILES = (
    ".stfolder/.stfolder-marker",
    ".stignore",
    "games/.syncthing.abc123.json.tmp",
    "games/~syncthing~abc123.json.tmp",
    "roster/.syncthing.f00.json.tmp",
    "roster/~syncthing~f00.json.tmp",
    ".stversions/games/abc123~20261203-101010.json",
)


def test_syncthings_own_files_are_never_read(tmp_path: Path) -> None:
    root = tmp_path / "data"
    archive = Archive(root)
    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    archive.create(game).close()
    open_roster(root).add(RosterEntry("Дельта"))
    for name in SYNCTHING_FILES:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{ half a file", encoding="utf-8")
    fresh = Archive(root)
    assert [r.id for r in fresh.listings(include_archived=True)] == [game.id]
    assert fresh.problems == [] and fresh.conflicts() == []
    roster = open_roster(root)
    assert roster.problem is None and roster.damaged_copies == []
    assert roster.nicknames() == ["Дельта"]
    table = tournament_table(game.header.tournament, root, name_only=True)
    assert table.source.invalid == [] and table.source.header_problem is None
    for name in SYNCTHING_FILES:  # left where they are
        assert (root / name).exists()


def test_a_conflict_copy_of_a_roster_log_or_players_file_is_read_with_it(tmp_path: Path) -> None:
    """Two laptops with one machine id (a cloned system) write one log: Syncthing keeps both
    versions; each change of either counts once."""
    root = tmp_path / "data"
    open_roster(root).add(RosterEntry("Дельта"))
    log = open_roster(root).path
    both_had = log.read_bytes()
    open_roster(root).add(RosterEntry("Эпсилон"))  # one laptop's version: Дельта, Эпсилон
    theirs = log.read_bytes()
    log.write_bytes(both_had)
    open_roster(root).add(RosterEntry("Гамма"))  # the other's: Дельта, Гамма
    copy = log.with_name(log.stem + ".sync-conflict-20261203-101010-ABCDEFG.json")
    copy.write_bytes(theirs)  # Syncthing keeps both
    roster = open_roster(root)
    assert roster.nicknames() == ["Гамма", "Дельта", "Эпсилон"]  # Дельта once
    assert roster.damaged_copies == []
    cup = "Кубок"
    enrol(root, cup, ["Альфа"])
    mine = players_path(data_dir_plan(root, cup))
    twin = mine.with_name(mine.stem + ".sync-conflict-20261203-101010-ABCDEFG.json")
    shutil.copy(mine, twin)
    enrol(root, cup, ["Бета"])
    plan = read_plan(data_dir_plan(root, cup))
    assert plan is not None and plan.participants == ("Альфа", "Бета")

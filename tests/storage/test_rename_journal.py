"""A rename across a tournament is all or nothing (issue #36, item 5): killed (``kill -9``)
at each of its disk changes in turn, or refused by a full disk from each of them on, the
tournament reads afterwards with the player under one name everywhere — every game, the
tournament file and the roster — never split in two rows of the table."""

from __future__ import annotations

import json
import shutil
import sys
from functools import partial
from pathlib import Path

import pytest

from mafia_tui.rules import Header
from mafia_tui.session.roster import rename_player
from mafia_tui.session.standings import tournament_table
from mafia_tui.storage.journal import recover
from mafia_tui.storage.machine import machine_key
from mafia_tui.storage.plan import TournamentPlan, data_dir_plan, read_plan, write_plan
from mafia_tui.storage.records import read_game_path
from mafia_tui.storage.roster import RosterEntry, RosterError, open_roster
from mafia_tui.storage.store import GameStore
from tests.conftest import NICKS, new_game
from tests.storage.rename_faults import faults, killed_at

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL: POSIX")

TYPO = "Грозa"  # a Latin "a" at the end
NEW = "Гроза"
CUP = "Кубок Москвы"


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data dir: three finished games of the cup (red wins) seating the typo, the cup's
    tournament file with the typo among its participants, the roster knowing the typo."""
    root = tmp_path_factory.mktemp("template") / "data"
    store = GameStore(root)
    for n in range(1, 4):
        game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4", nicks=[TYPO, *NICKS[1:]])
        game.header = Header(tournament=CUP, date="2026-12-03", judge="Судья", game_number=n)
        store.write(game)
    write_plan(data_dir_plan(root, CUP), TournamentPlan(CUP, (TYPO, *NICKS[1:])))
    open_roster(root).add(RosterEntry(TYPO, club="Полночь"))
    return root


def _copy(template: Path, tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(template, root, symlinks=True)
    return root


def _names(root: Path) -> dict[str, str]:
    """Which name each file gives the player, read as a judge's next start reads them (a
    store opened first)."""
    store = GameStore(root)
    out: dict[str, str] = {}
    for row in store.listings(include_archived=True):
        out[row.id] = read_game_path(store.path(row.id)).game.players[0].nick
    plan = read_plan(data_dir_plan(root, CUP))
    assert plan is not None
    out["plan"] = plan.participants[0]
    roster = open_roster(root)
    assert roster.problem is None
    entry = roster.find(TYPO)
    assert entry is not None
    out["roster"] = entry.nick
    return out


def _pending(root: Path) -> bool:
    """A committed rename waits to be rolled forward (its journal is there)."""
    folder = root / "journal"
    return folder.is_dir() and any(p.suffix == ".json" for p in folder.iterdir())


def _one_name(root: Path) -> str:
    names = _names(root)
    assert len(names) == 5, names
    assert len(set(names.values())) == 1, f"split: {names}"
    return next(iter(names.values()))


def test_a_rename_killed_at_every_disk_change_is_all_or_nothing(
    template: Path, tmp_path: Path
) -> None:
    """Killed at its first, second, ... disk change until it runs to the end: after each
    kill the tournament table, the first thing read (no store opened before it), shows the
    player in one row, and every file gives him the same name."""
    outcomes: list[str] = []
    at = 1
    while True:
        root = _copy(template, tmp_path)
        if not killed_at(at, partial(rename_player, root, TYPO, NEW, CUP)):
            break
        if _pending(root) or at % 5 == 0:  # a journal to roll forward: the table must
            rows = [r.nick for r in tournament_table(CUP, root, name_only=True).standings.rows]
            assert (TYPO in rows) != (NEW in rows), (at, rows)
        outcomes.append(_one_name(root))
        at += 1
    assert _one_name(root) == NEW  # the run that was not killed renamed everything
    assert at > 20, "the harness counted the rename's writes"
    assert outcomes[0] == TYPO and outcomes[-1] == NEW
    rows = [r.nick for r in tournament_table(CUP, root, name_only=True).standings.rows]
    assert rows.count(NEW) == 1 and TYPO not in rows


def test_a_full_disk_at_any_write_leaves_the_old_names_and_says_so(
    template: Path, tmp_path: Path
) -> None:
    at = 1
    while True:
        root = _copy(template, tmp_path)
        try:
            with faults(at, kill=False):
                rename_player(root, TYPO, NEW, CUP)
        except RosterError as err:
            assert err.code in ("rename_undone", "plan_refused", "not_saved"), err.code
            assert "Traceback" not in err.message("ru")
            assert _one_name(root) == TYPO, at
            at += 1
            continue
        except OSError as exc:  # noqa: PERF203 - the test names what escaped
            raise AssertionError(f"a raw OS error escaped at write {at}: {exc}") from exc
        # no refusal: the disk filled only after every write that needs room
        assert _one_name(root) == NEW, at
        break
    assert at > 10


def test_no_space_is_said_in_the_judges_language(template: Path, tmp_path: Path) -> None:
    root = _copy(template, tmp_path)
    with pytest.raises(RosterError) as err, faults(1, kill=False):
        rename_player(root, TYPO, NEW, CUP)
    assert "на диске нет места" in err.value.message("ru")
    assert "no space left on the disk" in err.value.message("en")
    assert _one_name(root) == TYPO
    assert not [p for p in (root / "games").iterdir() if p.name.startswith(".tmp-")]


@pytest.mark.parametrize(
    "target",
    ["../outside.json", "settings.json", "games/../../x.json", "/etc/passwd", "quarantine/a.json"],
)
def test_a_journal_naming_a_file_it_may_not_is_left_alone(tmp_path: Path, target: str) -> None:
    """A journal is read as a hostile file: one naming anything but a game, a tournament file
    or the roster (or a temp file not ours, not beside it) is never applied."""
    root = tmp_path / "data"
    (root / "journal").mkdir(parents=True)
    (root / "games").mkdir()
    temp = Path(target.lstrip("/")).parent / ".tmp-abc.json"  # inside the test's folder
    (root / temp).parent.mkdir(parents=True, exist_ok=True)
    (root / temp).write_bytes(b"hostile")
    doc = {
        "format": "mafia-tui/journal",
        "version": 1,
        "files": [{"temp": str(temp), "target": target}],
    }
    journal = root / "journal" / f"{machine_key()}-0a0b0c.json"
    journal.write_text(json.dumps(doc), encoding="utf-8")
    assert recover(root) == 0
    assert journal.exists() and (root / temp).read_bytes() == b"hostile"
    assert not (tmp_path / "outside.json").exists()


def test_another_machines_journal_is_left_to_that_machine(template: Path, tmp_path: Path) -> None:
    """A journal a sync tool brought names another table's staged files: only that table
    rolls it forward."""
    root = _copy(template, tmp_path)
    game = next(p for p in (root / "games").iterdir() if p.suffix == ".json" and len(p.stem) == 32)
    staged = game.with_name(".tmp-other.json")
    staged.write_bytes(b"{}")
    doc = {
        "format": "mafia-tui/journal",
        "version": 1,
        "files": [{"temp": f"games/{staged.name}", "target": f"games/{game.name}"}],
    }
    (root / "journal").mkdir()
    (root / "journal" / "0123456789ab-0a0b0c.json").write_text(json.dumps(doc), encoding="utf-8")
    assert machine_key() != "0123456789ab"
    assert recover(root) == 0 and staged.exists() and _one_name(root) == TYPO

"""Two tables share one data dir through a sync tool that carries deletions (issue #24,
findings 2 and 4): a file one table cannot read is never moved away, so the other table
never loses it; the game judged last stays per machine."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mafia_tui.rules import Foul, Game, RuleError
from mafia_tui.session import Archive, tournament_table
from mafia_tui.storage.machine import MACHINE_VAR, last_game_path
from mafia_tui.storage.store import read_game_path
from tests.conftest import new_game
from tests.storage.sync_copier import Sync


@pytest.fixture
def tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Tables:
    """Table A's and table B's data dirs, joined by a sync of the whole data dir."""
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()

    @contextlib.contextmanager
    def at(root: Path) -> Iterator[Archive]:
        monkeypatch.setenv(MACHINE_VAR, root.name)
        yield Archive(root)

    return a, b, at, Sync(a, b)


At = Callable[[Path], contextlib.AbstractContextManager[Archive]]
"""Work as the table whose data dir is the given folder: ``with at(root) as archive``."""
Tables = tuple[Path, Path, At, Sync]
"""The ``tables`` fixture: table A's data dir, table B's, ``at``, and the sync between them."""


def game_files(root: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in (root / "games").glob("*.json")}


def judged(at: At, root: Path, fouls: int = 3) -> Game:
    with at(root) as archive:
        session = archive.create(new_game())
        for seat in range(1, fouls + 1):
            session.apply(Foul(seat))
        session.close()
    return session.game


def look_at_everything(at: At, root: Path, game_id: str) -> None:
    """What a table does with a game it did not write: the list, the tournament table, a
    restart, the "Continue" line; none of it may write."""
    with at(root) as archive:
        archive.listings(include_archived=True)
        with contextlib.suppress(RuleError):  # "no such tournament" when nothing reads
            tournament_table("Кубок Москвы", root, name_only=True)
        archive.continue_candidate()
        with contextlib.suppress(RuleError):
            archive.load(game_id)


def test_a_file_torn_in_place_on_one_table_is_not_lost_on_the_other(tables: Tables) -> None:
    a, b, at, sync = tables
    game = judged(at, a)
    sync.run()
    path_b = b / "games" / f"{game.id}.json"
    st = path_b.stat()
    payload = bytearray(path_b.read_bytes())
    payload[len(payload) // 3 :] = b"\0" * (len(payload) - len(payload) // 3)
    path_b.write_bytes(bytes(payload))  # half written in place, the size already final
    os.utime(path_b, ns=(st.st_atime_ns, st.st_mtime_ns))
    look_at_everything(at, b, game.id)
    assert path_b.read_bytes() == bytes(payload)
    with at(b) as archive:
        assert [p.notice.code for p in archive.problems] == []  # a fresh store, not yet read
        archive.listings()
        assert {p.notice.code for p in archive.problems} == {"file_prev_shown"}
    sync.run()
    assert sync.deleted == [] and f"{game.id}.json" in game_files(a)
    with at(a) as archive:  # the judge at A goes on; the next sync mends B
        session = archive.open(game.id)
        session.apply(Foul(9))
        session.close()
    sync.run()
    assert game_files(a) == game_files(b)
    with at(b) as archive:
        assert archive.load(game.id).state.player(9).fouls == 1 and archive.problems == []


def test_a_file_of_a_newer_version_stays_on_both_tables(tables: Tables) -> None:
    a, b, at, sync = tables
    game = judged(at, a)
    path_a = a / "games" / f"{game.id}.json"
    data = json.loads(path_a.read_text(encoding="utf-8"))
    data["version"] = 2  # table A runs a newer app
    path_a.write_text(json.dumps(data), encoding="utf-8")
    sync.run()
    look_at_everything(at, b, game.id)
    with at(b) as archive:
        with pytest.raises(RuleError) as err:
            archive.open(game.id)
        assert err.value.code == "newer_version"
        assert [p.notice.code for p in archive.problems] == ["file_newer"]
    sync.run()
    assert sync.deleted == [] and game_files(a) == game_files(b)
    assert json.loads(path_a.read_text(encoding="utf-8"))["version"] == 2
    assert not (b / "quarantine").exists()


def test_a_file_that_is_no_game_stays_on_both_tables(tables: Tables) -> None:
    a, b, at, sync = tables
    judged(at, a)
    (a / "games" / "abcdef.json").write_text('{"format": "something-else"}', encoding="utf-8")
    sync.run()
    look_at_everything(at, b, "abcdef")
    with at(b) as archive:  # even the judge's attempt to open it keeps it in place
        with pytest.raises(RuleError):
            archive.open("abcdef")
    sync.run()
    assert sync.deleted == [] and "abcdef.json" in game_files(a)
    assert game_files(a) == game_files(b)


def test_both_tables_judging_one_game_keep_both_versions(tables: Tables) -> None:
    a, b, at, sync = tables
    game = judged(at, a)
    sync.run()
    for root, seat in ((a, 5), (b, 6)):
        with at(root) as archive:
            session = archive.open(game.id)
            session.apply(Foul(seat))
            session.close()
    sync.run()
    assert sync.deleted == []
    with at(a) as archive:
        [(gid, copy)] = archive.conflicts()
        versions = [archive.load(game.id), read_game_path(copy).game]
    fouls = {seat for v in versions for seat in (5, 6) if v.state.player(seat).fouls}
    assert gid == game.id and fouls == {5, 6}  # neither table's foul is lost


def test_the_game_judged_last_stays_per_machine(tables: Tables) -> None:
    a, b, at, sync = tables
    first = judged(at, a)
    sync.run()
    second = judged(at, b)
    sync.run()
    with at(a) as archive:
        assert archive.last_game() == first.id
        assert archive.resume_target().game_id == first.id
    with at(b) as archive:
        assert archive.last_game() == second.id
    assert last_game_path(a) != (a / "last-game.json")
    names = sorted(p.name for p in a.glob("last-game*.json"))
    assert len(names) == 2  # each table's own file, both carried, neither read by the other


def test_an_older_data_dirs_last_game_is_still_continued(tmp_path: Path) -> None:
    archive = Archive(tmp_path / "d")
    session = archive.create(new_game())
    session.close()
    last_game_path(archive.root).unlink()
    (archive.root / "last-game.json").write_text(json.dumps({"id": session.game.id}))
    candidate = Archive(archive.root).continue_candidate()
    assert candidate is not None and candidate.id == session.game.id


def test_continue_never_opens_another_tables_live_game(tables: Tables) -> None:
    """#39, finding 4: table A's last game is finished; table B has just started one in the
    shared folder. A's ``--continue`` used to fall back to the newest unfinished game, B's;
    now it opens only a game judged on A, or says there is none."""
    a, b, at, sync = tables
    with at(a) as archive:
        mine = archive.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"))  # red wins
        mine.close()
        assert archive.load(mine.game.id).state.over
    sync.run()
    theirs = judged(at, b)  # unfinished, newer than anything of A's
    sync.run()
    with at(a) as archive:
        target = archive.resume_target()
        assert target.game_id is None
        assert target.notice is not None and target.notice.code == "resume_none"
        assert "нет начатой и не законченной игры" in target.notice.message("ru")
    with at(b) as archive:
        assert archive.resume_target().game_id == theirs.id


def test_continue_falls_back_to_an_unfinished_game_of_this_machine(tables: Tables) -> None:
    a, b, at, sync = tables
    first = judged(at, a)  # left unfinished
    with at(a) as archive:
        done = archive.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"))
        done.close()
    judged(at, b)
    sync.run()
    with at(a) as archive:
        assert archive.last_game() == done.game.id
        assert archive.resume_target().game_id == first.id


@pytest.mark.parametrize("keep_conflicts", [True, False], ids=["conflict_copy", "newer_wins"])
def test_players_added_on_two_tables_at_once_are_all_kept(
    tables: Tables, keep_conflicts: bool
) -> None:
    """#39, finding 8 and item 5: Дельта added on table A and Эпсилон on table B at the same
    moment; a sync that keeps only the newer version of a file lost Дельта. Each table now
    writes only its own roster file, so no sync has two versions of one file to choose from."""
    from mafia_tui.storage.roster import RosterEntry, open_roster

    a, b, at, sync = tables
    sync.keep_conflicts = keep_conflicts
    with at(a):
        open_roster(a).add(RosterEntry("Альфа"))
    sync.run()
    with at(a):
        open_roster(a).add(RosterEntry("Дельта"))
    with at(b):
        open_roster(b).add(RosterEntry("Эпсилон", club="Полночь"))
    sync.run()
    for root in (a, b):
        with at(root):
            assert open_roster(root).nicknames() == ["Альфа", "Дельта", "Эпсилон"]
    assert sync.conflicts == 0  # no file had two writers
    with at(b):  # a rename on one table reaches the other
        open_roster(b).rename("Дельта", "Дельта-2")
    sync.run()
    with at(a):
        found = open_roster(a).find("дельта")
        assert found is not None and found.nick == "Дельта-2"


def test_a_table_enters_a_tournament_player_without_writing_the_tournament_file(
    tables: Tables,
) -> None:
    """#39, item 5: the tournament file has one writer, the head judge's machine (A). Table B
    entering a late player wrote the tournament file (refused: another machine writes it);
    now B writes its own players file, and both tables count the player once, also after A
    renames him."""
    from mafia_tui.session.roster import enrol, rename_player
    from mafia_tui.storage.plan import TournamentPlan, data_dir_plan, read_plan, write_plan

    a, b, at, sync = tables
    cup = "Кубок Москвы"
    with at(a):
        write_plan(data_dir_plan(a, cup), TournamentPlan(cup, ("Альфа", "Бета")))
    sync.run()
    plan_bytes = data_dir_plan(a, cup).read_bytes()
    with at(b):
        assert enrol(b, cup, ["Грозa", "альфа"]) == 1  # Альфа is in already
    sync.run()
    assert data_dir_plan(b, cup).read_bytes() == plan_bytes  # the head judge's file untouched
    for root in (a, b):
        with at(root):
            plan = read_plan(data_dir_plan(root, cup))
            assert plan is not None and plan.participants == ("Альфа", "Бета", "Грозa")
    with at(a):  # the head judge renames the late player
        done = rename_player(a, "Грозa", "Гроза", cup)
        assert done.plan
    sync.run()
    for root in (a, b):
        with at(root):
            plan = read_plan(data_dir_plan(root, cup))
            assert plan is not None and plan.participants == ("Альфа", "Бета", "Гроза")
    assert sync.conflicts == 0

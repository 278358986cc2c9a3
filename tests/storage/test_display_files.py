"""The judge's session saves what the players' display needs; the display's follower reads it
without ever writing, and keeps the last good version."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from mafia_tui.rules import Disqualify, Foul, Next
from mafia_tui.session import Archive, GameSession
from mafia_tui.session.follow import GameFollower, last_game_id
from mafia_tui.storage import data_dir, read_game_path
from tests.display_support import safe_game


def session_at(tmp_path: Path, script: str = "") -> GameSession:
    session = Archive(tmp_path / "data").create(safe_game(script))
    session.wall = lambda: 1000.0
    return session


def on_disk(session: GameSession) -> dict[str, Any]:

    return read_game_path(session.store.path(session.game.id)).extras


def test_the_timer_is_saved_with_its_running_state_and_wall_clock(tmp_path: Path) -> None:
    session = session_at(tmp_path)
    session.save_timer(42.26, running=True)
    assert on_disk(session)["resume"] == {
        "actions": 3,
        "remaining": 42.3,
        "running": True,
        "at": 1000.0,
    }
    assert session.timer_remaining() == 42.3


def test_an_old_resume_block_still_resumes(tmp_path: Path) -> None:
    session = session_at(tmp_path)
    session.extras["resume"] = {"actions": 3, "remaining": 37.2}
    session.save()
    session.close()
    again = Archive(tmp_path / "data").open(session.game.id)
    assert again.timer_remaining() == 37.2


def test_a_foul_in_a_speech_keeps_the_timer_a_new_step_drops_it(tmp_path: Path) -> None:
    session = session_at(tmp_path)
    session.save_timer(30, running=True)
    session.apply(Foul(5))
    assert on_disk(session)["resume"]["actions"] == 4  # still this speech's timer
    assert session.timer_remaining() == 30
    session.undo()
    assert on_disk(session)["resume"]["actions"] == 3
    session.apply(Next())
    assert "resume" not in on_disk(session)


def test_reveal_only_after_the_game_and_hidden_again_by_undo(tmp_path: Path) -> None:
    session = session_at(tmp_path, "dq 2 6.7.4; dq 6 6.7.4")
    assert session.set_reveal(True) is False and "reveal" not in on_disk(session)
    session.apply(Disqualify(8, "6.7.4"))  # the third black leaves: the reds win
    assert session.game.state.over
    assert session.set_reveal(True) is True and on_disk(session)["reveal"] is True
    assert session.set_reveal(False) is False and "reveal" not in on_disk(session)
    session.set_reveal(True)
    session.undo()
    assert not session.revealed and "reveal" not in on_disk(session)


def snapshot_dir(root: Path) -> list[tuple[Path, int]]:
    return sorted(
        (p.relative_to(root), p.stat().st_mtime_ns) for p in root.rglob("*") if p.is_file()
    )


def test_the_follower_reads_only_when_the_file_changed_and_never_writes(tmp_path: Path) -> None:
    session = session_at(tmp_path)
    root = tmp_path / "data"
    before = snapshot_dir(root)
    follower = GameFollower(root)
    assert (
        follower.poll()
        and follower.current is not None
        and follower.current.game.log == session.game.log
    )
    assert not follower.poll() and not follower.poll()
    assert follower.reads == 1
    assert snapshot_dir(root) == before
    session.apply(Foul(3))
    assert (
        follower.poll()
        and follower.current is not None
        and follower.current.game.state.player(3).fouls == 1
    )
    assert follower.reads == 2


def test_a_damaged_or_missing_file_keeps_the_last_good_version(tmp_path: Path) -> None:
    session = session_at(tmp_path, "foul 4")
    follower = GameFollower(tmp_path / "data")
    follower.poll()
    path = session.store.path(session.game.id)
    path.write_bytes(b'{"format": "mafia-tui/game", "vers')  # a half-written copy
    assert not follower.poll() and follower.failing
    assert follower.current is not None
    assert follower.current.game.state.player(4).fouls == 1
    os.unlink(path)
    assert not follower.poll() and follower.current is not None
    session.apply(Foul(4))  # the judge saves again: followed at once
    assert follower.poll() and not follower.failing
    assert follower.current is not None
    assert follower.current.game.state.player(4).fouls == 2


def test_the_follower_moves_to_the_game_the_judge_opens_next(tmp_path: Path) -> None:
    first = session_at(tmp_path)
    follower = GameFollower(tmp_path / "data")
    follower.poll()
    second = Archive(tmp_path / "data").create(safe_game("foul 1"))
    assert (
        follower.poll()
        and follower.current is not None
        and follower.current.game.id == second.game.id
    )
    assert last_game_id(tmp_path / "data") == second.game.id
    fixed = GameFollower(tmp_path / "data", first.game.id)
    assert fixed.poll() and fixed.current is not None and fixed.current.game.id == first.game.id


def test_the_follower_of_a_missing_data_dir_creates_nothing(tmp_path: Path) -> None:
    root = data_dir(tmp_path / "nowhere", create=False)
    follower = GameFollower(root)
    assert not follower.poll() and follower.current is None
    assert not (tmp_path / "nowhere").exists()
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "last-game.json").write_text(json.dumps({"id": "../../etc/passwd"}))
    assert last_game_id(tmp_path / "x") is None

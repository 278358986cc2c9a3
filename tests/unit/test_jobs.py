"""Long jobs (PDFs) run as a child `mafia-tui` process at a lower priority (issue #11), and a
failing child is reported, not ignored."""

import os
import sys
from pathlib import Path

import pytest

from mafia_tui.session import jobs


def test_a_failing_child_is_a_job_error_with_its_message(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    spec = {"game": "/no/such/file.json", "out": str(tmp_path / "p.pdf"), "lang": "ru"}
    with pytest.raises(jobs.JobError) as caught:
        jobs._run("protocol", spec)
    assert "файла нет" in str(caught.value)
    assert not (tmp_path / "p.pdf").exists()


def test_the_child_runs_a_function_of_ours_not_a_command_line(tmp_path: Path) -> None:
    """#26: the child is entered through a job function with JSON arguments."""
    from mafia_tui.rules import game_to_json
    from mafia_tui.session.job_child import JOBS
    from tests.conftest import new_game

    assert set(JOBS) == {"protocol", "standings", "seating"}
    game_file = tmp_path / "g.json"
    game_file.write_bytes(game_to_json(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")))
    out = tmp_path / "p.pdf"
    jobs._run("protocol", {"game": str(game_file), "out": str(out), "lang": "ru"})
    assert out.read_bytes().startswith(b"%PDF")


@pytest.mark.skipif(not hasattr(os, "setpriority"), reason="POSIX priorities only")
def test_the_child_gives_way_to_the_judges_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("process priorities are POSIX")
    asked = []
    real = os.setpriority

    def record(which: int, pid: int, value: int) -> None:
        asked.append((which, pid, value))
        real(which, pid, value)

    monkeypatch.setattr(os, "setpriority", record)
    with pytest.raises(jobs.JobError):
        jobs._run("protocol", {"game": "/no/such/file.json", "out": "/no/such/p.pdf"})
    assert len(asked) == 1
    which, pid, value = asked[0]
    assert which == os.PRIO_PROCESS and pid != os.getpid() and value == jobs.NICE > 0


def test_a_protocol_in_the_data_dir_replaces_a_hard_link_never_writes_through_it(
    tmp_path: Path,
) -> None:
    """#39: a file of the data dir's protocols/ that is a second name of an outside file is
    replaced by the new protocol; the outside file keeps its bytes."""
    from mafia_tui.export.protocol import protocol_path
    from tests.conftest import new_game

    game = new_game("foul 3")
    root = tmp_path / "data"
    out = protocol_path(root, game)
    outside = tmp_path / "notes.txt"
    outside.write_bytes(b"notes\n")
    os.link(outside, out)
    assert jobs.protocol_in_process(game, root) == out
    assert outside.read_bytes() == b"notes\n"
    assert out.read_bytes().startswith(b"%PDF") and os.stat(out).st_nlink == 1
    assert [p.name for p in out.parent.iterdir()] == [out.name]  # no temp file left


def test_write_fresh_leaves_the_old_file_and_no_temp_when_the_writer_fails(
    tmp_path: Path,
) -> None:
    from mafia_tui.session import write_fresh

    out = tmp_path / "table.csv"
    out.write_bytes(b"old")

    def broken(path: Path) -> None:
        path.write_bytes(b"half")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        write_fresh(out, broken)
    assert out.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["table.csv"]

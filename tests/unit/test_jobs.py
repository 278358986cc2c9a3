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

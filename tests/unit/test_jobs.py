"""Long jobs (PDFs) run as a child `mafia-tui` process at a lower priority (issue #11), and a
failing child is reported, not ignored."""

import os

import pytest

from mafia_tui.session import jobs


def test_a_failing_child_is_a_job_error_with_its_message(monkeypatch):
    with pytest.raises(jobs.JobError) as caught:
        jobs._run(["replay", "/no/such/file.json"])
    assert str(caught.value)


@pytest.mark.skipif(not hasattr(os, "setpriority"), reason="POSIX priorities only")
def test_the_child_gives_way_to_the_judges_keys(monkeypatch):
    asked = []
    real = os.setpriority

    def record(which, pid, value):
        asked.append((which, pid, value))
        real(which, pid, value)

    monkeypatch.setattr(os, "setpriority", record)
    with pytest.raises(jobs.JobError):
        jobs._run(["replay", "/no/such/file.json"])
    assert len(asked) == 1
    which, pid, value = asked[0]
    assert which == os.PRIO_PROCESS and pid != os.getpid() and value == jobs.NICE > 0

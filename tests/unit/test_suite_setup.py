"""How the suite itself runs: the README's command in CI, Hypothesis derandomized there so a
failure reproduces."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import settings

from tests.conftest import hypothesis_profile

ROOT = Path(__file__).resolve().parents[2]


def test_ci_picks_the_derandomized_profile_and_a_desk_the_recording_one() -> None:
    assert hypothesis_profile({"CI": "true"}) == "ci"
    assert hypothesis_profile({}) == "dev"
    assert hypothesis_profile({"CI": ""}) == "dev"
    assert hypothesis_profile({"CI": "1", "HYPOTHESIS_PROFILE": "dev"}) == "dev"
    assert settings.get_current_profile_name() == hypothesis_profile(os.environ)


def test_the_ci_profile_replays_the_same_examples_and_prints_how_to_reproduce() -> None:
    ci = settings.get_profile("ci")
    assert ci.derandomize and ci.print_blob and ci.database is None
    dev = settings.get_profile("dev")
    assert not dev.derandomize and dev.database is not None  # failures recorded at a desk
    assert ci.deadline is None and dev.deadline is None  # a test times nothing


def test_ci_runs_the_readmes_test_command_verbatim() -> None:
    """.ci/run proves the README's command works on a clean clone: the same line, so the
    workers and the distribution a newcomer runs are CI's."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    command = [line for line in readme if "pip install -e '.[test]'" in line]
    assert len(command) == 1 and "-m pytest" in command[0]
    assert command[0] in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert "--dist worksteal" in command[0]


def test_every_svg_snapshot_checks_out_byte_for_byte() -> None:
    """.gitattributes keeps the snapshots LF and unmerged: Git for Windows would otherwise
    check them out as CRLF and fail every snapshot test there."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout (an unpacked source archive)")
    svgs = sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("tests/ui/__snapshots__/*/*.svg"))
    assert svgs
    out = subprocess.run(
        ["git", "check-attr", "eol", "merge", "--", *svgs],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for svg in svgs:
        assert f"{svg}: eol: lf" in out and f"{svg}: merge: unset" in out, svg

"""``mafia-tui -V`` answers from the package alone (mafia_tui.entry); every other command goes
to the full command line unchanged."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import mafia_tui
from mafia_tui.entry import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("flag", ["-V", "--version"])
def test_the_version_alone_loads_nothing_but_the_package(flag: str) -> None:
    code = (
        f"import json, sys; from mafia_tui.entry import main; code = main([{flag!r}]);"
        " print(json.dumps([code, sorted(sys.modules)]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
        timeout=60,
        check=True,
    )
    said, report = done.stdout.splitlines()
    status, loaded = json.loads(report)
    assert said == f"mafia-tui {mafia_tui.__version__}" and status == 0
    ours = [m for m in loaded if m.startswith("mafia_tui")]
    assert ours == ["mafia_tui", "mafia_tui.entry"]
    assert "argparse" not in loaded and "importlib.metadata" not in loaded


def test_the_version_among_other_words_goes_to_the_full_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["-V", "--lang", "en"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"mafia-tui {mafia_tui.__version__}"
    assert main(["rules", "--lang", "en"]) == 0
    assert "fiim-2018" in capsys.readouterr().out  # the rule sets, by the full parser

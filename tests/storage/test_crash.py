"""Pull the plug: SIGKILL a writer at random moments; the game always loads, a prefix, nothing
acknowledged is missing, and a restart shows the judge nothing wrong (never lose a game)."""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mafia_tui.session import Archive
from tests.storage.crash_writer import accepted_actions, what_a_judge_sees

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("MAFIA_CRASH_KILLS", "30"))


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_sigkill_at_random_moments_loses_no_acknowledged_action(tmp_path: Path) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("SIGKILL is POSIX")
    rnd = random.Random(1234)
    reference = {}
    acks = []
    for trial in range(KILLS):
        seed = trial % 5
        if seed not in reference:
            reference[seed] = [a.to_dict() for a in accepted_actions(seed, 100_000)]
        root = tmp_path / f"t{trial}"
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.storage.crash_writer", str(root), str(seed)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": os.pathsep.join((str(ROOT), str(ROOT / "src")))},
        )
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rnd.uniform(0.0, 0.25))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        acknowledged = max(
            [int(line.split()[1]) for line in out.split("\n") if line.startswith("saved")],
            default=0,
        )
        store = Archive(root)
        game = store.load(f"crash{seed}")
        saved = [a.to_dict() for a in game.log]
        for a in saved:
            a.pop("ts", None)
        assert not store.problems
        assert what_a_judge_sees(root) == {
            "doubles": 0,
            "not_loaded": 0,
            "stale_status": 0,
            "temp_listed": 0,
            "notices": 0,
        }, trial
        assert len(saved) >= acknowledged, (trial, len(saved), acknowledged)
        assert saved == reference[seed][: len(saved)]
        acks.append(acknowledged)
    assert sum(1 for a in acks if a > 0) >= KILLS // 2  # most kills landed mid-game

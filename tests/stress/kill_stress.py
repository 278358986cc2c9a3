"""Pull the plug many times: SIGKILL a writer at random moments and count what is left.

    .venv/bin/python tests/stress/kill_stress.py [KILLS]      (default 200; POSIX only)

Prints, over all kills: acknowledged actions lost, damaged game files, and everything a judge
would see on the next start (doubles, files not loaded, stale "in progress", temp files listed,
data-dir notices). Every count but "kills" and "mid-game" should be 0.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.storage.crash_writer import accepted_actions, what_a_judge_sees  # noqa: E402

from mafia_tui.session import Archive  # noqa: E402


def main(kills: int) -> int:
    if sys.platform == "win32":  # the type checker skips the rest there too
        raise SystemExit("SIGKILL is POSIX")
    rnd = random.Random(2026)
    totals: Counter[str] = Counter()
    reference = {}
    with tempfile.TemporaryDirectory() as tmp:
        for trial in range(kills):
            seed = trial % 7
            if seed not in reference:
                reference[seed] = [a.to_dict() for a in accepted_actions(seed, 100_000)]
            root = Path(tmp) / f"t{trial}"
            proc = subprocess.Popen(
                [sys.executable, "-m", "tests.storage.crash_writer", str(root), str(seed)],
                cwd=ROOT,
                stdout=subprocess.PIPE,
                text=True,
                env={**os.environ, "PYTHONPATH": os.pathsep.join((str(ROOT), str(ROOT / "src")))},
            )
            assert proc.stdout is not None
            proc.stdout.readline()
            time.sleep(rnd.uniform(0.0, 0.3))
            proc.send_signal(signal.SIGKILL)
            out, _ = proc.communicate()
            acknowledged = max(
                [int(x.split()[1]) for x in out.split("\n") if x.startswith("saved")], default=0
            )
            totals["kills"] += 1
            totals["mid-game"] += 0 < acknowledged < len(reference[seed])
            try:
                game = Archive(root).load(f"crash{seed}")
            except Exception:  # noqa: BLE001 - counted, the run goes on
                totals["damaged files"] += 1
                continue
            saved = [a.to_dict() for a in game.log]
            for a in saved:
                a.pop("ts", None)
            totals["acknowledged actions lost"] += max(0, acknowledged - len(saved))
            totals["log not a prefix"] += saved != reference[seed][: len(saved)]
            totals["damaged files"] += 0
            for key, value in what_a_judge_sees(root).items():
                totals[key] += value
            totals["temp files left on disk"] += sum(
                1 for p in (root / "games").iterdir() if p.name.startswith(".tmp-")
            )
    width = max(len(k) for k in totals)
    for key, value in totals.items():
        print(f"{key:<{width}}  {value}")
    bad = sum(
        v for k, v in totals.items() if k not in ("kills", "mid-game", "temp files left on disk")
    )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 200))

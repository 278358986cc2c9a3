"""Importing mafiaratings games against replaying the same games, paired in one run (issue #36:
an import of 1,000 games cost 5.3x their replay; the goal is at most 1.5x).

N game documents (the 11 of mafiaratings' sample database, tests/data/mafiaratings/, each
copied with its own id) are one JSON file. Each run, in turn:

* **import**: ``mafia-tui import``'s own path (:func:`session.foreign_import.import_any`)
  into a fresh data dir: read the file, convert and replay every game, write every game file
  durably;
* **replay**: the N game files that import wrote, each read from the data dir and replayed
  by the one reader (:func:`rules.record.game_from_bytes`: decode, check, every action
  applied), as ``mafia-tui replay FILE`` or opening a game does;
* **replay in memory**: the same without reading the files (their bytes read beforehand):
  the stricter baseline, printed as a second ratio.

R runs alternate the order (import first in odd runs, last in even ones); the medians, their
min-max, and the median and min-max of the run-by-run ratios are printed.

    nice -n 10 .venv/bin/python bench/import_bench.py [--games 1000] [--runs 7] [--dir DIR]

``--dir`` puts the data dirs on the disk to measure (a USB stick's fsync costs far more).
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from mafia_tui.rules.record import game_from_bytes
from mafia_tui.session.foreign_import import import_any
from mafia_tui.storage.store import GameStore

SAMPLES = Path(__file__).resolve().parents[1] / "tests/data/mafiaratings/sample-db-games.json"


def documents(count: int) -> list[dict[str, object]]:
    """``count`` game documents: the sample games in turn, each with an id of its own."""
    samples = json.loads(SAMPLES.read_text(encoding="utf-8"))
    out = []
    for n in range(count):
        doc = copy.deepcopy(samples[n % len(samples)])
        doc["id"] = 1_000_000 + n
        out.append(doc)
    return out


def import_once(src: Path, where: Path) -> tuple[float, list[Path]]:
    """Seconds to import ``src`` into a fresh data dir under ``where``; the files written."""
    store = GameStore(Path(tempfile.mkdtemp(dir=where)))
    start = time.perf_counter()
    results = import_any(store, src)
    took = time.perf_counter() - start
    bad = [r for r in results if r.outcome != "imported"]
    if bad:
        sys.exit(f"not imported: {bad[0]}")
    return took, sorted(store.games_dir.glob("*.json"))


def replay_files(paths: list[Path]) -> float:
    start = time.perf_counter()
    for path in paths:
        game_from_bytes(path.read_bytes())
    return time.perf_counter() - start


def replay_memory(files: list[bytes]) -> float:
    start = time.perf_counter()
    for payload in files:
        game_from_bytes(payload)
    return time.perf_counter() - start


def spread(values: list[float], unit: float = 1.0) -> str:
    low, mid, high = min(values), statistics.median(values), max(values)
    return f"{mid * unit:.2f}  ({low * unit:.2f}-{high * unit:.2f})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--dir", help="where the data dirs go (default: the system's temp)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        where = Path(tmp)
        src = where / "games.json"
        src.write_text(json.dumps(documents(args.games), ensure_ascii=False), encoding="utf-8")
        _, paths = import_once(src, where)  # warm up; the files replayed in every run
        files = [p.read_bytes() for p in paths]
        imports: list[float] = []
        replays: list[float] = []
        memory: list[float] = []
        for run in range(args.runs):
            if run % 2:
                replays.append(replay_files(paths))
                memory.append(replay_memory(files))
                imports.append(import_once(src, where)[0])
            else:
                imports.append(import_once(src, where)[0])
                memory.append(replay_memory(files))
                replays.append(replay_files(paths))
    ratios = [i / r for i, r in zip(imports, replays, strict=True)]
    strict = [i / r for i, r in zip(imports, memory, strict=True)]
    per_game = 1e3 / args.games
    print(f"{args.games} mafiaratings games, {args.runs} paired runs; median (min-max)")
    print(f"  import, seconds:            {spread(imports)}")
    print(f"  replay, seconds:            {spread(replays)}")
    print(f"  replay in memory, seconds:  {spread(memory)}")
    print(f"  import per game, ms:        {spread(imports, per_game)}")
    print(f"  replay per game, ms:        {spread(replays, per_game)}")
    print(f"  import / replay:            {spread(ratios)}   (goal: at most 1.50)")
    print(f"  import / replay in memory:  {spread(strict)}")


if __name__ == "__main__":
    main()

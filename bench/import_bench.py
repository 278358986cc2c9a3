"""Importing mafiaratings games against replaying the same games, paired in one run (issue #36:
an import of 1,000 games cost 5.3x their replay; the goal is at most 1.5x).

N game documents (the 11 of mafiaratings' sample database, tests/data/mafiaratings/, each
copied with its own id) are split into files of K games. For each file, in turn:

* **import**: ``mafia-tui import``'s own path (:func:`session.foreign_import.import_any`)
  into a fresh data dir: read the file, convert and replay every game, write every game file
  durably;
* **replay**: the K game files that import wrote, each read from the data dir and replayed by
  the one reader (:func:`rules.record.game_from_bytes`: decode, check, every action applied),
  as ``mafia-tui replay FILE`` or opening a game does;
* **replay in memory**: the same without reading the files (their bytes read beforehand): the
  stricter baseline.

The three alternate file by file (the order turns each time), so a load that comes and goes on
a shared machine falls on all three alike. Each run sums the N games; the medians and min-max
of the runs, and of the run-by-run ratios, are printed.

    nice -n 10 .venv/bin/python bench/import_bench.py [--games 1000] [--per-file 100]
        [--runs 5] [--dir DIR]

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
from collections.abc import Callable
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


CPU: list[float] = [0.0, 0.0]
"""The processor time of the imports and of the replays of the files, added up as they run:
the part of the wall-clock time that is the program's own, not the disk's or the other
processes' of a shared machine."""


def import_once(src: Path, where: Path, timed: bool = True) -> tuple[float, list[Path]]:
    """Seconds to import ``src`` into a fresh data dir under ``where``; the files written."""
    store = GameStore(Path(tempfile.mkdtemp(dir=where)))
    start, cpu = time.perf_counter(), time.process_time()
    results = import_any(store, src)
    took = time.perf_counter() - start
    if timed:
        CPU[0] += time.process_time() - cpu
    bad = [r for r in results if r.outcome != "imported"]
    if bad:
        sys.exit(f"not imported: {bad[0]}")
    return took, sorted(store.games_dir.glob("*.json"))


def replay_files(paths: list[Path]) -> float:
    start, cpu = time.perf_counter(), time.process_time()
    for path in paths:
        game_from_bytes(path.read_bytes())
    CPU[1] += time.process_time() - cpu
    return time.perf_counter() - start


def replay_memory(files: list[bytes]) -> float:
    start = time.perf_counter()
    for payload in files:
        game_from_bytes(payload)
    return time.perf_counter() - start


def spread(values: list[float], unit: float = 1.0) -> str:
    low, mid, high = min(values), statistics.median(values), max(values)
    return f"{mid * unit:.2f}  ({low * unit:.2f}-{high * unit:.2f})"


def one_run(sources: list[Path], where: Path, turn: int) -> tuple[float, float, float]:
    """Seconds of the import, the replay and the replay in memory of every file, alternated."""
    totals = [0.0, 0.0, 0.0]
    for n, src in enumerate(sources):
        paths: list[Path] = []
        files: list[bytes] = []

        def imported(
            src: Path = src, paths: list[Path] = paths, files: list[bytes] = files
        ) -> float:
            took, found = import_once(src, where)
            paths[:], files[:] = found, [p.read_bytes() for p in found]
            return took

        steps: list[tuple[int, Callable[[], float]]] = [
            (0, imported),
            (1, lambda paths=paths: replay_files(paths)),
            (2, lambda files=files: replay_memory(files)),
        ]
        if (turn + n) % 2:  # the replays first: on the files the previous run imported
            _, paths[:] = import_once(src, where, timed=False)
            files[:] = [p.read_bytes() for p in paths]
            steps = [steps[1], steps[2], steps[0]]
        for which, step in steps:
            totals[which] += step()
    return totals[0], totals[1], totals[2]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--per-file", type=int, default=100)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", help="where the data dirs go (default: the system's temp)")
    args = parser.parse_args()
    docs = documents(args.games)
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        where = Path(tmp)
        sources = []
        for n in range(0, args.games, args.per_file):
            src = where / f"games-{n:05d}.json"
            src.write_text(json.dumps(docs[n : n + args.per_file], ensure_ascii=False), "utf-8")
            sources.append(src)
        one_run(sources[:1], where, 0)  # warm up
        CPU[:] = [0.0, 0.0]
        runs = [one_run(sources, where, turn) for turn in range(args.runs)]
    imports, replays, memory = ([r[i] for r in runs] for i in range(3))
    ratios = [i / r for i, r in zip(imports, replays, strict=True)]
    strict = [i / r for i, r in zip(imports, memory, strict=True)]
    per_game = 1e3 / args.games
    print(f"{args.games} mafiaratings games in files of {args.per_file}, {args.runs} runs; "
          "median (min-max)")  # fmt: skip
    print(f"  import, seconds:            {spread(imports)}")
    print(f"  replay, seconds:            {spread(replays)}")
    print(f"  replay in memory, seconds:  {spread(memory)}")
    print(f"  import per game, ms:        {spread(imports, per_game)}")
    print(f"  replay per game, ms:        {spread(replays, per_game)}")
    print(f"  import / replay:            {spread(ratios)}   (goal: at most 1.50)")
    print(f"  import / replay in memory:  {spread(strict)}")
    print(f"  processor time, import / replay (all runs): {CPU[0] / CPU[1]:.2f}")


if __name__ == "__main__":
    main()

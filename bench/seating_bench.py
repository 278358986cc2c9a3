"""The seating generator against the floor of each shape, its target, the published seatings
and the best other tools reached (issue #37).

For each shape (players / tables a round / games each) and each seed the generator runs in a
child process of its own (so its CPU seconds and its peak memory are its own) and the table
prints, beside the floor that counting allows (docs/SEATING.md) and the issue's target:

* the pair meetings min–max and their variance, the pairs that never meet (and, where the
  shape allows at most two meetings, the pairs that meet twice);
* the seat cells at the ideal, the table numbers (fewest–most games of a player at one
  number, and the farthest count from the fair share);
* the CPU seconds and the peak memory (RSS) of the child.

The published seatings are kept in ``bench/seatings/`` as published (DimTom JSON, minified):
``bf2021-20_seats.json``, ``bf2021-22p_seats.json``, ``vawaca2021_seats.json`` from
github.com/dimtom/MafiaScheduleDb ``data/*.txt`` at commit 62393cd3, and
``web_schedule_sample.json`` from github.com/dimtom/web_schedule ``src/data/schedule.json``
at commit 6c6c3c07. "Best known" is the best figure of any tool the issue measured
(mafiaratings' optimiser, the ``mafia-schedule`` package, the published seatings), as the
issue reports it. The proofs of the floors, and why a target is out of reach where it is,
are in docs/SEATING.md.

    PYTHONPATH=src nice -n 10 .venv/bin/python bench/seating_bench.py [--seeds 1 2 3]
        [--shapes 20/2/10 ...] [--iterations K]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

from mafia_tui.export.seating_formats import load
from mafia_tui.tournament.seating import SeatingError, SeatingRequest, generate, rounds_for
from mafia_tui.tournament.seating_bounds import floor
from mafia_tui.tournament.seating_score import SeatingQuality, score
from mafia_tui.tournament.seating_search import group, meetings

HERE = Path(__file__).resolve().parent / "seatings"


class Shape:
    """A shape, its target (meetings window or range, variance, extra), what others reached."""

    def __init__(
        self,
        name: str,
        target: str,
        low: int | None,
        high: int | None,
        width: int | None,
        variance: float | None,
        published: str = "",
        best: str = "",
        twice: int | None = None,
    ) -> None:
        players, tables, games = (int(x) for x in name.split("/"))
        self.name, self.players, self.tables, self.games = name, players, tables, games
        self.target, self.low, self.high, self.width = target, low, high, width
        self.variance, self.published, self.best, self.twice = variance, published, best, twice

    def met(self, q: SeatingQuality, twice: int) -> bool:
        """Whether one run meets the target (the seats ideal, the table numbers within 2)."""
        ok = q.seat_cells_ideal == q.seat_cells and q.table_off <= 2 + 1e-9
        if self.low is not None:
            ok &= q.meetings_min >= self.low
        if self.high is not None:
            ok &= q.meetings_max <= self.high
        if self.width is not None:
            ok &= q.meetings_max - q.meetings_min <= self.width
        if self.variance is not None:
            ok &= q.variance <= self.variance + 1e-9
        if self.twice is not None:
            ok &= twice <= self.twice
        return ok


SHAPES = (
    Shape("20/2/10", "3–7, ≤1.25", 3, 7, None, 1.25, "bf2021-20_seats.json", "3–7 1.246"),
    Shape("21/2/10", "3–7, ≤1.23", 3, 7, None, 1.23, "bf2021-22p_seats.json", "2–7 1.221"),
    Shape("26/2/10", "2–5, ≤0.85", 2, 5, None, 0.85, "web_schedule_sample.json", "2–5 0.843"),
    Shape("30/3/10", "range 3, ≤0.94", None, None, 3, 0.94, "", "1–5 0.948"),
    Shape("36/3/10", "1–4, ≤0.72", 1, 4, None, 0.72, "vawaca2021_seats.json", "1–4 0.724"),
    Shape("40/4/10", "range 3, ≤0.71", None, None, 3, 0.71, "", "1–4 0.734"),
    Shape("50/5/12", "range 2, ≤0.40", None, None, 2, 0.40, "", "1–4 0.585"),
    Shape("100/10/10", "0–2, ≤400 twice", 0, 2, None, None, "", "0–3, 1127 never", twice=400),
    Shape("13/1/10", "7–8", 7, 8, None, None, "", "7–8"),
)
LARGE = ("200/20/10", "1000/100/10")
"""Shapes run for time and memory only (no target of meetings)."""


def one(name: str, seed: int, iterations: int) -> dict[str, object]:
    """One generation in this process: its figures, CPU seconds and peak memory."""
    players, tables, games = (int(x) for x in name.split("/"))
    start = time.process_time()
    try:
        req = SeatingRequest(
            players=players,
            tables=rounds_for(players, tables, games),
            games=games,
            seed=seed,
            iterations=iterations,
        )
        seating = generate(req)
    except SeatingError as err:
        return {"refused": err.code, "cpu": time.process_time() - start}
    cpu = time.process_time() - start
    q = score(seating, players)
    twice = meetings(players, group(players, [[list(t) for t in rnd] for rnd in seating])).get(2, 0)
    return {
        "cpu": cpu,
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "min": q.meetings_min,
        "max": q.meetings_max,
        "variance": q.variance,
        "never": q.never_met,
        "twice": twice,
        "ideal": q.seat_cells_ideal,
        "cells": q.seat_cells,
        "table_low": q.table_low,
        "table_high": q.table_high,
        "table_off": q.table_off,
    }


def child(name: str, seed: int, iterations: int) -> dict[str, object]:
    """:func:`one` in a fresh interpreter."""
    cmd = [sys.executable, __file__, "--one", name, str(seed), str(iterations)]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


def _published(file: str) -> str:
    if not file:
        return "—"
    q = score(load(HERE / file))
    return (
        f"{q.meetings_min}–{q.meetings_max} {q.variance:.3f} "
        f"never {q.never_met} seats {q.seat_cells_ideal}/{q.seat_cells}"
    )


def _floor(shape: Shape) -> str:
    f = floor(shape.players, rounds_for(shape.players, shape.tables, shape.games), shape.games)
    never = f" never≥{f.never}" if f.never else ""
    return f"range≥{f.width} ({f.low}–{f.high}) var≥{f.variance:.3f}{never}"


def _run_line(shape: Shape, seed: int, r: dict[str, object]) -> str:
    if "refused" in r:
        return f"  seed {seed}: refused ({r['refused']}) {r['cpu']:.1f} s"
    q = SeatingQuality(
        players=shape.players,
        games=(),
        seat_cells_ideal=int(str(r["ideal"])),
        seat_cells=int(str(r["cells"])),
        meetings_min=int(str(r["min"])),
        meetings_max=int(str(r["max"])),
        meetings_mean=0.0,
        variance=float(str(r["variance"])),
        never_met=int(str(r["never"])),
        apart=0,
        apart_met=0,
        table_low=int(str(r["table_low"])),
        table_high=int(str(r["table_high"])),
        table_off=float(str(r["table_off"])),
        table_fair=0.0,
        floor=None,
    )
    twice = int(str(r["twice"]))
    met = "met" if shape.met(q, twice) else "NOT met"
    extra = f" twice {twice}" if shape.twice is not None else ""
    return (
        f"  seed {seed}: {q.meetings_min}–{q.meetings_max} var {q.variance:.3f} "
        f"never {q.never_met}{extra} seats {q.seat_cells_ideal}/{q.seat_cells} "
        f"tables {q.table_low}–{q.table_high} (off {q.table_off:.1f}) "
        f"{r['cpu']:.1f} s CPU {r['rss_mb']:.0f} MB  {met}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--shapes", nargs="+", default=None)
    parser.add_argument("--iterations", type=int, default=0)
    parser.add_argument("--one", nargs=3, metavar=("SHAPE", "SEED", "ITERATIONS"))
    args = parser.parse_args()
    if args.one:
        print(json.dumps(one(args.one[0], int(args.one[1]), int(args.one[2]))))
        return
    wanted = args.shapes
    for shape in SHAPES:
        if wanted and shape.name not in wanted:
            continue
        print(f"{shape.name}: floor {_floor(shape)}; target {shape.target}")
        print(f"  published: {_published(shape.published)}; best known: {shape.best or '—'}")
        for seed in args.seeds:
            print(_run_line(shape, seed, child(shape.name, seed, args.iterations)), flush=True)
    for name in LARGE:
        if wanted and name not in wanted:
            continue
        r = child(name, args.seeds[0], args.iterations)
        print(
            f"{name}: {r.get('min')}–{r.get('max')} var {float(str(r.get('variance', 0))):.3f} "
            f"never {r.get('never')} {float(str(r['cpu'])):.1f} s CPU "
            f"{float(str(r.get('rss_mb', 0))):.0f} MB",
            flush=True,
        )
    start = time.process_time()
    try:
        rounds_for(10_000, 1_000, 10)
        refused = "not refused"
    except SeatingError as err:
        refused = f"refused ({err.code}: {err})"
    print(f"10000/1000/10: {refused} in {time.process_time() - start:.3f} s")


if __name__ == "__main__":
    main()

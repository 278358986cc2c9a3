"""The seating generator against four real published seatings (issue #23's target).

For each shape (players / tables / rounds, ten games a player) the generator runs with a few
seeds; the table prints the medians of seat cells at the ideal, the pair meetings' min–max
against the mean, the pairs that never meet and the time, beside the same figures of the real
seating of that shape, and whether the target is met (every seat cell at the ideal, meetings
within 2 of each other, no pair that never meets, under 30 s).

The real seatings are kept in ``bench/seatings/`` as published (DimTom JSON, minified):

* ``bf2021-20_seats.json``, ``bf2021-22p_seats.json``, ``vawaca2021_seats.json`` — from
  github.com/dimtom/MafiaScheduleDb, ``data/*.txt`` at commit 62393cd3;
* ``web_schedule_sample.json`` — from github.com/dimtom/web_schedule,
  ``src/data/schedule.json`` at commit 6c6c3c07.

For 20/2/10 the target's range of 2 cannot be met by any seating. Every round seats all 20
at two tables, so give each player a vector v of ±1 (table 1 or 2, one entry a round): each
entry column sums to 0 and two players meet m = (10 + v·w) / 2 times. The 20 × 20 Gram
matrix of these vectors has rank at most 10 and trace 200, so the squares of its entries
add up to at least 200² / 10 = 4000, of which the diagonal gives 2000: the 190 pairs have
Σ(v·w)² ≥ 1000, a mean of 5.26. A range of 2 (4–6 or 3–5) allows (v·w)² of at most 4 for
4–6, and for 3–5 the sum Σ v·w = −100 leaves too few pairs at −4; so a range of 3 is the
floor there. Of the 92378 choices of 10 columns of the Paley Hadamard matrix of order 20
(balanced, orthogonal, so exactly at that bound) the best range is 4 (3–7).

For 26/2/13 a range of 2 needs a near-design. With N the 26 × 26 player-by-game incidence,
trace((NᵀN)²) = trace((NNᵀ)²). Each game shares 90 player-games with the 24 games of other
rounds, so Σ over them of its overlaps squared is at least 6·3² + 18·4² = 342, and the 325
pairs have Σm² ≥ (26·100 + 26·342 − 26·100) / 2 = 4446 (Σm = 1170). Meetings 2–4 would
give Σm² ≤ 4420: impossible. Meetings 3–5 give Σm² = 4290 + 2·x5 ≤ 4484, so only a seating
whose games all overlap each other in 3 or 4 players (within 38 of the bound) has them; ours
reach Σm² ≈ 4494 (2–5). Band, power-law and pair-aimed costs were tried for 36/3/12 too: the
fewest pairs outside 2–4 found was 47 of 630.

    PYTHONPATH=src .venv/bin/python bench/seating_bench.py [--seeds 5] [--iterations K]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from mafia_tui.export.seating_formats import parse
from mafia_tui.rules.seating import SeatingRequest, generate, rounds_for
from mafia_tui.rules.seating_score import SeatingQuality, score

HERE = Path(__file__).resolve().parent / "seatings"
SHAPES = (
    (20, 2, 10, "bf2021-20_seats.json"),
    (21, 2, 10, "bf2021-22p_seats.json"),
    (36, 3, 10, "vawaca2021_seats.json"),
    (26, 2, 10, "web_schedule_sample.json"),
)
"""players, tables a round, games a player, the real seating of that shape."""


def figures(q: SeatingQuality) -> str:
    """One seating's figures as the table shows them."""
    return (
        f"{q.seat_cells_ideal:>3}/{q.seat_cells:<3} "
        f"{q.meetings_min}–{q.meetings_max} ({q.meetings_mean:.2f}) "
        f"never {q.never_met}"
    )


def target_met(q: SeatingQuality, seconds: float) -> bool:
    """The issue's target for one run."""
    return (
        q.seat_cells_ideal == q.seat_cells
        and q.meetings_max - q.meetings_min <= 2
        and q.never_met == 0
        and seconds < 30
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=0)
    args = parser.parse_args()
    print(
        f"{'shape':<10} {'real seating':<30} {'ours, median of ' + str(args.seeds):<30} "
        f"{'worst range':<11} {'time':>6}  target"
    )
    for players, tables, games, real_file in SHAPES:
        real = score(parse((HERE / real_file).read_text(encoding="utf-8")))
        shape = rounds_for(players, tables, games)
        runs: list[tuple[SeatingQuality, float]] = []
        for seed in range(args.seeds):
            start = time.perf_counter()
            seating = generate(
                SeatingRequest(
                    players=players,
                    tables=shape,
                    games=games,
                    seed=seed,
                    iterations=args.iterations,
                )
            )
            runs.append((score(seating, players), time.perf_counter() - start))
        qs = [q for q, _ in runs]
        med = SeatingQuality(
            players=players,
            games=qs[0].games,
            seat_cells_ideal=int(statistics.median(q.seat_cells_ideal for q in qs)),
            seat_cells=qs[0].seat_cells,
            meetings_min=int(statistics.median(q.meetings_min for q in qs)),
            meetings_max=int(statistics.median(q.meetings_max for q in qs)),
            meetings_mean=qs[0].meetings_mean,
            never_met=int(statistics.median(q.never_met for q in qs)),
            tables_min=min(q.tables_min for q in qs),
            tables_max=max(q.tables_max for q in qs),
        )
        worst = max(q.meetings_max - q.meetings_min for q in qs)
        seconds = statistics.median(t for _, t in runs)
        met = sum(target_met(q, t) for q, t in runs)
        name = f"{players}/{tables}/{len(shape)}"
        print(
            f"{name:<10} {figures(real):<30} {figures(med):<30} {worst:<11} "
            f"{seconds:>5.1f}s  {met}/{len(runs)} seeds"
        )


if __name__ == "__main__":
    main()

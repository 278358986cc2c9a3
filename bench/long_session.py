"""A long game stays fast (issue #39, item 7): the CPU one judged action costs as one session
grows from its first action to the game file's limit of 10,000, and the CPU of reopening a
10,000-action game, quiet or full of withdrawn fouls.

    .venv/bin/python bench/long_session.py [--repeats 3]

CPU is the process's own (``time.process_time``: user and system), so a slow disk does not
hide a growing cost. Each action is what the judge's key does: the engine's step, the game
file written atomically with its fsync (``GameSession.apply``).

- **per action**: the median CPU of 100 actions at each mark (1-100, 1,000, 5,000, 9,900),
  each action taken in turn with one of a short game's first 200 (a second session, started
  again when it gets there), so both see the same disk and load: the ratio of the two
  medians is the goal (at most 1.5 at every mark). Repeated ``--repeats`` times; the
  medians, their spread and the ratios' min-max are printed.
- **reopening**: ``Archive.open`` of a 10,000-action game (CPU, median of the repeats), quiet
  (speeches, votes, nights) and with a foul given and withdrawn every tenth action; goal
  under 0.3 s each; paired with the opening of a 300-action game in the same run (the
  ratio says how it grows).

A real game has 200-400 actions; 10,000 is the file's limit, far past any recorded game.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from long_game import long_game  # noqa: E402

from mafia_tui.rules import Foul, Game, WithdrawFoul  # noqa: E402
from mafia_tui.rules.game import MAX_ACTIONS  # noqa: E402
from mafia_tui.session import Archive  # noqa: E402

WINDOW = 100
SHORT = 200
"""The reference: actions 1 to 200 of a short game, taken in turn with the long session's."""
MARKS = (WINDOW, 1000, 5000, MAX_ACTIONS - WINDOW)
"""The end of each measured window of actions."""
GOAL_RATIO = 1.5
GOAL_REOPEN = 0.3


def with_withdrawn_fouls(game: Game, every: int = 10) -> Game:
    """``game``'s actions with a foul given and withdrawn after every ``every`` of them (a
    judge correcting himself), up to the file's limit."""
    out = Game(game.header, game.players, game.profile)
    for action in game.log:
        if len(out.log) >= MAX_ACTIONS - 1:
            break
        out.apply(action)
        if len(out.log) % every == 0 and len(out.log) < MAX_ACTIONS - 2 and not out.state.over:
            seat = next(p.seat for p in out.state.players if p.alive)
            out.apply(Foul(seat))
            out.apply(WithdrawFoul(len(out.log) - 1))
    return out


class _Short:
    """A session of a short game, started again from its first action whenever it reaches
    :data:`SHORT`: the reference each action of the long session is paired with."""

    def __init__(self, archive: Archive, script: Game) -> None:
        self.archive, self.script = archive, script
        self.session = archive.create(Game(script.header, script.players, script.profile))

    def timed_action(self) -> float:
        if self.session.game.length >= SHORT:
            self.session.close()
            game = self.script
            self.session = self.archive.create(Game(game.header, game.players, game.profile))
        action = self.script.log[self.session.game.length]
        t0 = time.process_time()
        assert self.session.apply(action)
        return time.process_time() - t0


def per_action(script: Game, short: Game) -> tuple[list[float], list[float]]:
    """For each window of :data:`MARKS` in one long session: the median CPU ms of its
    actions, and its ratio to a short game's actions taken in turn with them (one long, one
    short: both see the same disk and the same load)."""
    medians, ratios = [], []
    with tempfile.TemporaryDirectory() as tmp:
        archive = Archive(Path(tmp))
        session = archive.create(Game(script.header, script.players, script.profile))
        reference = _Short(archive, short)
        log = script.log
        gc.collect()
        for mark in MARKS:
            while session.game.length < mark - WINDOW:
                session.apply(log[session.game.length])
            times, others = [], []
            for _ in range(WINDOW):
                action = log[session.game.length]
                t0 = time.process_time()
                assert session.apply(action)
                times.append(time.process_time() - t0)
                others.append(reference.timed_action())
            medians.append(statistics.median(times) * 1e3)
            ratios.append(statistics.median(times) / statistics.median(others))
        session.close()
        reference.session.close()
    return medians, ratios


def reopen(game: Game) -> float:
    """CPU seconds of opening ``game``'s file for judging (read, replay, lock)."""
    with tempfile.TemporaryDirectory() as tmp:
        archive = Archive(Path(tmp))
        archive.create(game).close()
        gc.collect()
        t0 = time.process_time()
        session = Archive(Path(tmp)).open(game.id)
        spent = time.process_time() - t0
        assert len(session.game.log) == len(game.log)
        session.close()
    return spent


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):8.3f}  ({min(values):.3f}-{max(values):.3f})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    quiet = long_game(MAX_ACTIONS - 60)  # it stops at a day's end: short of the limit
    assert len(quiet.log) >= MARKS[-1]
    fouls = with_withdrawn_fouls(long_game(MAX_ACTIONS - MAX_ACTIONS // 5))
    short = long_game(300)
    print(f"games: quiet {len(quiet.log)} actions, with fouls {len(fouls.log)} actions "
          f"({len(fouls.withdrawn())} withdrawn), short {len(short.log)}")  # fmt: skip
    windows: list[list[float]] = [[] for _ in MARKS]
    ratios: list[list[float]] = [[] for _ in MARKS]
    opens: dict[str, list[float]] = {"short (300)": [], "quiet": [], "withdrawn fouls": []}
    for _ in range(args.repeats):
        ms, paired = per_action(quiet, short)
        for i, value in enumerate(ms):
            windows[i].append(value)
            ratios[i].append(paired[i])
        opens["short (300)"].append(reopen(short))
        opens["quiet"].append(reopen(quiet))
        opens["withdrawn fouls"].append(reopen(fouls))
    print(f"\nCPU per action, median of {WINDOW} actions (ms; {args.repeats} sessions)")
    print(f"{'up to action':>13}  {'median':>8}  (min-max)      ratio to a short game's "
          "(min-max)")  # fmt: skip
    for i, mark in enumerate(MARKS):
        r = ratios[i]
        print(f"{mark:>13}  {spread(windows[i])}  {statistics.median(r):5.2f} "
              f"({min(r):.2f}-{max(r):.2f})")  # fmt: skip
    worst = max(statistics.median(r) for r in ratios)
    print(f"goal: median ratio at most {GOAL_RATIO} at every mark: "
          f"{'met' if worst <= GOAL_RATIO else 'NOT met'} (highest {worst:.2f})")  # fmt: skip
    print(f"\nreopening for judging, CPU s ({args.repeats} runs)")
    base = opens["short (300)"]
    for name, values in opens.items():
        ratio = statistics.median(v / b for v, b in zip(values, base, strict=True))
        print(f"{name:>16}  {spread(values)}  ×{ratio:.1f} the short game")
    slowest = max(statistics.median(opens["quiet"]), statistics.median(opens["withdrawn fouls"]))
    print(f"goal: a median under {GOAL_REOPEN} s: "
          f"{'met' if slowest < GOAL_REOPEN else 'NOT met'} (highest {slowest:.3f} s)")  # fmt: skip


if __name__ == "__main__":
    main()

"""A judge that never stops: applies seeded random actions to a stored game, saying each save.

Run by test_crash.py and tests/stress/kill_stress.py, which kill it with SIGKILL at a random
moment; :func:`what_a_judge_sees` then counts anything the kill left that a judge would see.
"""

import random
import sys
from pathlib import Path

from mafia_tui.rules import Action, RuleError
from mafia_tui.session import Archive
from tests.conftest import new_game
from tests.unit.test_properties import random_action


def accepted_actions(seed: int, count: int) -> list[Action]:
    """The actions the writer will get accepted, in order (a reference for the parent)."""
    rnd, game = random.Random(seed), new_game(zero=False)
    out: list[Action] = []

    while len(out) < count and not game.state.over:
        action = random_action(game, rnd)
        try:
            game.apply(action)
        except RuleError:
            continue
        out.append(action)
    return out


def what_a_judge_sees(root: Path) -> dict[str, int]:
    """After a kill, a fresh start on ``root``: what would be wrong on the judge's screens.

    Every count must be 0: doubles in the games list, files reported as not loaded or set
    aside, a listing whose "finished" disagrees with the game, temp files listed as games.
    """
    archive = Archive(root)
    rows = archive.listings(include_archived=True)
    ids = [r.id for r in rows]
    stale = 0
    for row in rows:
        if archive.load(row.id).state.over != row.finished:
            stale += 1
    again = Archive(root).listings(include_archived=True)  # the cache agrees on a restart
    return {
        "doubles": len(ids) - len(set(ids)),
        "not_loaded": len(archive.problems) + len(archive.unacknowledged()),
        "stale_status": stale + sum(1 for a, b in zip(rows, again, strict=False) if a != b),
        "temp_listed": sum(1 for i in ids if i.startswith((".", "~"))),
        "notices": len(archive.notices),
    }


def main() -> None:
    root, seed = Path(sys.argv[1]), int(sys.argv[2])
    store = Archive(root)
    game = new_game(zero=False)
    game.id = f"crash{seed}"
    session = store.create(game)
    print("ready", flush=True)
    for n, action in enumerate(accepted_actions(seed, 100_000), start=1):
        assert session.apply(action)
        print(f"saved {n}", flush=True)
        if n % 7 == 0:
            session.save_timer(30.0)  # the timer's resume block: another write in the mix
    print("done", flush=True)


if __name__ == "__main__":
    main()

"""A judge that never stops: applies seeded random actions to a stored game, saying each save.

Run by test_crash.py, which kills it with SIGKILL at a random moment.
"""

import random
import sys
from pathlib import Path

from mafia_tui.rules import RuleError
from mafia_tui.session import Archive
from tests.conftest import new_game
from tests.unit.test_properties import random_action


def accepted_actions(seed: int, count: int):
    """The actions the writer will get accepted, in order (a reference for the parent)."""
    rnd, game, out = random.Random(seed), new_game(zero=False), []
    while len(out) < count and not game.state.over:
        action = random_action(game, rnd)
        try:
            game.apply(action)
        except RuleError:
            continue
        out.append(action)
    return out


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
    print("done", flush=True)


if __name__ == "__main__":
    main()

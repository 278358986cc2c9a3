"""How far the players' display is behind the judge's key.

A judge process applies actions through a GameSession (a foul, then its undo, ...) at random
moments and prints the wall-clock time of each key and what the table must then see; this
process runs the real players' display (headless, its real 100 ms poll) on the same data dir and
notes when each change has been painted. Lag = painted - key, over ``N`` actions (default 50).

    .venv/bin/python bench/display_lag.py [N]
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from mafia_tui.rules import Foul, Game, Header, make_players  # noqa: E402
from mafia_tui.rules.script import play  # noqa: E402
from mafia_tui.session import Archive  # noqa: E402

ROLES = [
    "civilian",
    "mafia",
    "civilian",
    "sheriff",
    "civilian",
    "don",
    "civilian",
    "mafia",
    "civilian",
    "civilian",
]


def judge(root: str, count: int) -> None:
    """The judge's side: one process, one session, a key every 150-350 ms."""
    rows = [{"seat": i + 1, "nick": f"Игрок {i + 1}", "role": r} for i, r in enumerate(ROLES)]
    session = Archive(Path(root)).create(play(Game(Header(), make_players(rows)), "n*3"))
    print(json.dumps({"ready": True}), flush=True)
    time.sleep(1.0)
    rnd = random.Random(7)
    for i in range(count):
        time.sleep(rnd.uniform(0.15, 0.35))  # never in step with the display's poll
        key = time.time()
        if i % 2 == 0:
            session.apply(Foul(i // 2 % 10 + 1))
        else:
            session.undo()
        saved = time.time()
        fouls = [p.fouls for p in session.game.state.players]
        print(json.dumps({"key": key, "saved": saved, "fouls": fouls}), flush=True)
    session.close()


async def watch(count: int) -> None:
    from mafia_tui.ui.display import DisplayApp

    with tempfile.TemporaryDirectory() as root:
        app = DisplayApp(data_dir=root, lang="ru")
        painted: list[tuple[float, tuple[int, ...]]] = []
        show = app.show

        def noting_show(view):  # noqa: ANN001, ANN202
            show(view)
            if view is not None:
                fouls = tuple(s.fouls for s in view.seats)
                if not painted or painted[-1][1] != fouls:
                    app.call_after_refresh(lambda: painted.append((time.time(), fouls)))

        app.show = noting_show  # type: ignore[method-assign]
        async with app.run_test(size=(200, 60)):
            proc = await asyncio.create_subprocess_exec(
                sys.executable,
                __file__,
                "--judge",
                root,
                str(count),
                stdout=asyncio.subprocess.PIPE,
            )
            keys = []
            assert proc.stdout is not None
            async for line in proc.stdout:
                data = json.loads(line)
                if "key" in data:
                    keys.append(data)
            await proc.wait()
            await asyncio.sleep(0.5)
    lags, saves = [], []
    for k in keys:
        want = tuple(k["fouls"])
        seen = next(t for t, fouls in painted if t >= k["key"] and fouls == want)
        lags.append((seen - k["key"]) * 1000)
        saves.append((k["saved"] - k["key"]) * 1000)
    lags.sort()
    print(f"actions: {len(lags)}  display poll: 100 ms")
    print(
        f"judge's save (key to file on disk): median {statistics.median(saves):.1f} ms, "
        f"max {max(saves):.1f} ms"
    )
    print(
        f"display lag (key to painted frame): median {statistics.median(lags):.0f} ms, "
        f"p90 {lags[int(len(lags) * 0.9) - 1]:.0f} ms, max {lags[-1]:.0f} ms, "
        f"min {lags[0]:.0f} ms"
    )


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--judge":
        judge(sys.argv[2], int(sys.argv[3]))
    else:
        asyncio.run(watch(int(sys.argv[1]) if len(sys.argv) > 1 else 50))

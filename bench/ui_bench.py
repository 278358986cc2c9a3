"""UI speed: start-up to the first frame (against a minimal Textual app, same run), a key press
to the first repaint that shows it (measured inside the app, so the test harness's idle waits
do not count) at action 300, and the key presses each example game needs.

    .venv/bin/python bench/ui_bench.py
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

from long_game import long_game  # noqa: E402

from mafia_tui.session import Archive  # noqa: E402


def startup(mode: str, data: str, runs: int = 7) -> tuple[float, bool]:
    times, fpdf = [], False
    for _ in range(runs):
        out = subprocess.run([sys.executable, str(HERE / "ui_startup_child.py"), mode, data],
                             capture_output=True, text=True, check=True).stdout
        line = [x for x in out.splitlines() if "fpdf=" in x][-1]
        fpdf = fpdf or line.endswith("True")
        # From the child's first line to its first frame: the interpreter's own start is the
        # same for both apps, and tearing an app down is not start-up.
        times.append(float(line.split()[0]))
    return statistics.median(times), fpdf


async def key_latency(data: Path) -> list[float]:
    from mafia_tui.ui.app import MafiaApp

    app = MafiaApp(data_dir=data)
    gid = Archive(data).unfinished()[0].id
    out = []
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_game(gid)
        await pilot.pause()
        screen = app.screen
        painted: list[float] = []
        original = screen._compositor_refresh

        def timed_refresh() -> None:
            original()
            painted.append(time.perf_counter())

        screen._compositor_refresh = timed_refresh  # type: ignore[method-assign]
        for i in range(200):
            key = "3" if i % 2 == 0 else "u"
            if key == "3":
                await pilot.press("f")  # the prefix; the timed key completes the foul
                await pilot.pause()
            t0 = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            after = [t for t in painted if t > t0]
            out.append(after[0] - t0 if after else float("nan"))
    return out


def example_presses() -> dict[str, int]:
    import importlib.util

    from tests.ui.keys_for import keys_for, tokens

    from mafia_tui.rules import Game, game_from_dict
    from mafia_tui.rules.script import parse_one as parse

    spec = importlib.util.spec_from_file_location("build", ROOT / "examples" / "build.py")
    build = importlib.util.module_from_spec(spec)
    assert spec.loader
    spec.loader.exec_module(build)
    import json

    counts = {}
    for name, (script, *_rest) in build.GAMES.items():
        recorded = game_from_dict(json.loads((ROOT / "examples" / f"{name}.json").read_text(
            "utf-8")))
        shadow = Game(recorded.header, recorded.players, recorded.profile)
        total = 0
        for token in tokens(script):
            total += len(keys_for(token, shadow))
            shadow.apply(parse(token, shadow))
        counts[name] = (total, len(recorded.log))
    return counts


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        game = long_game(300)
        while len(game.log) > 300:
            game.undo()
        Archive(data).create(game).close()
        minimal, _ = startup("minimal", tmp)
        start, fpdf1 = startup("start", tmp)
        resumed, fpdf2 = startup("game", tmp)
        lat = sorted(asyncio.run(key_latency(data)))
    print(f"start-up, minimal Textual app      median {minimal * 1e3:6.0f} ms")
    print(f"start-up, mafia-tui start screen   median {start * 1e3:6.0f} ms   "
          f"ratio {start / minimal:.2f}")
    print(f"start-up, game screen (--continue) median {resumed * 1e3:6.0f} ms   "
          f"ratio {resumed / minimal:.2f}")
    print(f"fpdf2 imported at start-up: {fpdf1 or fpdf2}")
    print(f"key press -> repaint @300 actions  median {statistics.median(lat) * 1e3:6.1f} ms   "
          f"p99 {lat[int(len(lat) * 0.99)] * 1e3:6.1f} ms")
    for name, (keys, actions) in example_presses().items():
        print(f"example {name:<22} {keys:4d} key presses for {actions} actions")


if __name__ == "__main__":
    main()

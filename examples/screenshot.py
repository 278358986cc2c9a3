"""The README's picture of the judge's screen: ``python examples/screenshot.py OUT.svg``.

Opens ``examples/in-progress.json`` as a judge would (imported into a fresh data dir, then the
game screen at 100×30), lets its timer run for 12 s on a fake clock so the picture shows a
speech under way, and saves what the terminal shows as SVG. Nothing of the user's is read or
written; the same file gives the same picture.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

from mafia_tui.session import Archive
from mafia_tui.ui.app import MafiaApp

HERE = Path(__file__).parent
SIZE = (100, 30)


class FakeClock:
    """Seconds that pass only when told to."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def shoot(out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        archive = Archive(Path(tmp))
        game_id = archive.import_file(HERE / "in-progress.json").game_id
        assert game_id is not None, "examples/in-progress.json no longer imports"
        clock = FakeClock()
        app = MafiaApp(
            data_dir=tmp,
            lang="ru",
            clock=clock,
            wallclock=lambda: "2026-12-03T19:00:00+03:00",
        )
        async with app.run_test(size=SIZE) as pilot:
            app.open_game(game_id)
            await pilot.pause()
            await pilot.press("space")  # the speech's timer starts
            clock.now += 12
            await pilot.pause(0.3)
            app.save_screenshot(filename=out.name, path=str(out.parent))


if __name__ == "__main__":
    asyncio.run(shoot(Path(sys.argv[1]).resolve()))

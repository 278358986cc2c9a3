"""SVG snapshots of the players' display at 80×24 and 200×60 (a judge's laptop and a big screen).

Update after a deliberate change: ``pytest tests/ui/test_display_snapshots.py --snapshot-update``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from mafia_tui.session import Archive
from mafia_tui.ui.display import DisplayApp
from tests.display_support import WallClock, safe_game
from tests.ui.conftest import RunBefore

SIZES = pytest.mark.parametrize("size", [(80, 24), (200, 60)], ids=["80x24", "200x60"])


def shot(
    tmp_path: Path,
    script: str,
    timer: tuple[float, bool] | None = None,
    elapsed: float = 0.0,
    reveal: bool = False,
    lang: str = "ru",
) -> tuple[DisplayApp, RunBefore]:
    """A display of a game judged up to ``script``, its timer saved as (seconds, running)."""
    wall = WallClock()
    session = Archive(tmp_path).create(safe_game(script))
    session.wall = wall
    if timer is not None:
        session.save_timer(*timer)
    if reveal:
        session.set_reveal(True)
    if timer is not None and timer[1] and elapsed > 3:  # the judge's app saves as it runs
        wall.advance(elapsed - 3)
        session.save_timer(timer[0] - (elapsed - 3), True)
        elapsed = 3
    wall.advance(elapsed)
    app = DisplayApp(data_dir=tmp_path, lang=lang, wall=wall, poll_seconds=3600)

    async def run_before(pilot: Pilot[None]) -> None:
        app.tick()
        await pilot.pause()

    return app, run_before


@SIZES
def test_display_speech(
    tmp_path: Path, snap_compare: Callable[..., bool], size: tuple[int, int]
) -> None:
    app, run_before = shot(tmp_path, "nom 8; n; foul 3; foul 2; foul 2", (60, True), 17.3)
    assert snap_compare(app, run_before=run_before, terminal_size=size)


def test_display_last_seconds(tmp_path: Path, snap_compare: Callable[..., bool]) -> None:
    app, run_before = shot(tmp_path, "nom 8; n", (60, True), 52.5)
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


def test_display_time_up(tmp_path: Path, snap_compare: Callable[..., bool]) -> None:
    app, run_before = shot(tmp_path, "nom 8; n", (60, True), 64.2)
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


@SIZES
def test_display_vote(
    tmp_path: Path, snap_compare: Callable[..., bool], size: tuple[int, int]
) -> None:
    app, run_before = shot(tmp_path, "nom 8; n; nom 2; n; nom 7; n*8; vote 4")
    assert snap_compare(app, run_before=run_before, terminal_size=size)


def test_display_night(tmp_path: Path, snap_compare: Callable[..., bool]) -> None:
    app, run_before = shot(tmp_path, "nom 8; n; nom 2; n*9; vote 3; n; shot 5")
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


@SIZES
def test_display_result_revealed(
    tmp_path: Path, snap_compare: Callable[..., bool], size: tuple[int, int]
) -> None:
    app, run_before = shot(
        tmp_path,
        "foul 5; dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4",
        reveal=True,
        lang="en" if size[0] > 100 else "ru",
    )
    assert snap_compare(app, run_before=run_before, terminal_size=size)

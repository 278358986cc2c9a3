"""A key repaints what it changed, and nothing else (issue #40, item 5; ui/repaint.py): counted
rather than timed, and held to Textual's own drawing cell for cell.

A foul changes a seat's row, the log and the message line. Textual's compositor drew every
widget in the box around those three (the warnings, the timer, the step bar, the footer...),
and the log styled all of its rows again although all but one only moved down a row.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from rich.cells import cell_len
from rich.style import Style
from textual._compositor import ChopsUpdate, Compositor
from textual._styles_cache import StylesCache
from textual.geometry import Region
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widget import Widget

from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.widgets.panels import LogPanel
from tests.conftest import new_game
from tests.ui.conftest import MakeApp

FULL_LOG = (
    "; ".join(f"foul {seat}" for seat in (1, 2, 4, 6, 7, 8, 9, 10) for _ in range(2)) + "; n*9"
)
"""25 actions (seats 3 and 5 without a foul): more than the log has rows at 120x40 in a
speech, so every action moves it."""

UNCHANGED_BY_A_FOUL = {"stepbar", "warnings", "timer", "clock", "timer-caption", "footer"}
"""What a first foul in a speech, or its undo, leaves as it was."""


async def _open(app: MafiaApp, pilot: Pilot[None], script: str = FULL_LOG) -> LogPanel:
    app.play(app.store.create(new_game(script)))
    await pilot.pause()
    await pilot.press("f", "3", "u")  # the message line and the log settle
    await pilot.pause()
    log = app.screen.query_one(LogPanel)
    assert log.content_size.height < len(app.screen.session.game.log)  # type: ignore[attr-defined]
    return log


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The ids of the widgets drawn (their rows asked for) since the list was last cleared."""
    ids: list[str] = []
    render_lines = Widget.render_lines

    def counted(widget: Widget, crop: Region) -> list[Strip]:
        ids.append(widget.id or type(widget).__name__)
        return render_lines(widget, crop)

    monkeypatch.setattr(Widget, "render_lines", counted)
    yield ids


async def test_a_foul_and_its_undo_draw_only_what_they_changed(
    make_app: MakeApp, drawn: list[str]
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot)
        for keys in (("f", "3"), ("u",)):
            drawn.clear()
            await pilot.press(*keys)
            await pilot.pause()
            assert {"seats", "log", "prompt"} <= set(drawn), keys
            assert not UNCHANGED_BY_A_FOUL & set(drawn), (keys, drawn)


async def test_the_log_styles_only_the_row_an_action_brings(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        log = await _open(app, pilot)
        styled: list[int] = []
        render_line = StylesCache.render_line

        def counted(cache: StylesCache, styles: Any, y: int, *rest: Any) -> Strip:
            if cache is log._styles_cache:
                styled.append(y)
            return render_line(cache, styles, y, *rest)

        monkeypatch.setattr(StylesCache, "render_line", counted)
        for keys, row in ((("f", "3"), 0), (("u",), log.content_size.height - 1)):
            styled.clear()
            await pilot.press(*keys)
            await pilot.pause()
            # the new action on top; after the undo, the older one back at the bottom
            assert styled == [row + log.styles.gutter.top], keys


async def test_the_logs_rows_are_the_rows_textual_would_style(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        log = await _open(app, pilot)
        for keys in (("f", "3"), ("u",), ("f", "5"), ("v", "4"), ("u",), ("u",)):
            await pilot.press(*keys)
            await pilot.pause()
            area = Region(0, 0, *log.outer_size)
            fresh = StylesCache().render_widget(log, area)
            assert [list(strip) for strip in log.render_lines(area)] == [
                list(strip) for strip in fresh
            ], keys


def cells(update: ChopsUpdate) -> dict[tuple[int, int], tuple[str, Style | None]]:
    """What ``update`` writes on the terminal, cell by cell: it is read as Textual's
    ``ChopsUpdate.render_segments`` writes it (each chop that meets a span, from its start,
    cut at the span's end), so a cursor moved to write nothing counts for nothing."""
    out: dict[tuple[int, int], tuple[str, Style | None]] = {}
    for y, x1, x2 in update.spans:
        for end, (x, strip) in zip(update.chop_ends[y], update.chops[y].items(), strict=False):
            if strip is None or x > x2 or end <= x1:
                continue
            if not (x2 > x >= x1 and end <= x2):
                strip = strip.crop(0, min(end, x2) - x)
            for segment in strip:
                for char in segment.text:
                    out[(x, y)] = (char, segment.style)
                    x += cell_len(char)
    return out


async def test_every_partial_update_shows_what_textuals_own_would(make_app: MakeApp) -> None:
    """Each update the judge's screen sends is compared with the one Textual's compositor
    makes of the same changes: every cell on the terminal the same."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot)
        compositor = app.screen._compositor
        ours = compositor.render_partial_update
        pairs: list[tuple[ChopsUpdate | None, ChopsUpdate | None]] = []

        def both() -> ChopsUpdate | None:
            changed = set(compositor._dirty_regions)
            textuals = Compositor.render_partial_update(compositor)
            compositor._dirty_regions.update(changed)
            update = ours()
            pairs.append((textuals, update))
            return update

        compositor.render_partial_update = both  # type: ignore[method-assign]
        keys = "f 3 u f 5 v 4 u space f 7 u u enter f 2 u escape f 0 u".split()
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        assert sum(update is not None for _, update in pairs) >= len(keys) // 2
        for textuals, update in pairs:
            if textuals is None or update is None:
                assert textuals is update
                continue
            assert cells(update) == cells(textuals)

"""Repaint only what changed: a compositor that, between two frames, draws the rows of the
widgets a change touched and nothing else; and a styles cache that keeps a row of text as
styled when it only moved.

A key on the judge's screen changes a seat's row (top left), the log (right) and the message
line (bottom). Textual's compositor draws such an update from the box around all of them, so
every widget inside that box (the warnings, the timer, the step bar, the footer and the
containers under them: 11 widgets for a foul) was drawn again at every key, each a pass over
its rows through its cache and its line filters. :class:`ChangedOnly` draws, for each widget,
only the rows where one of the changed regions overlaps it, and leaves out a widget no changed
region overlaps, or whose part of the change lies inside a widget in front of it (a container
under the changed widget: the whole of the log's rows were drawn again by the side column, the
main area and the screen). What reaches the terminal is the same: the update writes the changed
spans only, and every cell of a span is drawn by the front-most widget there, which is drawn
(``tests/ui/test_repaint.py`` compares both compositors' updates cell by cell). A full update
(a resize, a new screen, a layout) is Textual's own.

The log moves down a row at each action; Textual's cache keeps a row by its place, so all of its
rows were styled again (border, padding, colours) at every key: the largest part of drawing a
key. :class:`StyledRows` keeps them by their text. bench/key_repaint.py pairs both ways key by
key.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from textual._compositor import ChopsUpdate, Compositor
from textual._styles_cache import StylesCache
from textual.geometry import Region, Size
from textual.strip import Strip

if TYPE_CHECKING:
    from textual.css.styles import StylesBase


class ChangedOnly(Compositor):
    """:class:`textual._compositor.Compositor` whose partial updates draw changed rows only."""

    _changed: list[Region] | None = None
    """The regions of the partial update being drawn (None outside one)."""

    def render_partial_update(self) -> ChopsUpdate | None:
        self._changed = list(self._dirty_regions)
        try:
            return super().render_partial_update()
        finally:
            self._changed = None

    def _get_renders(
        self, crop: Region | None = None
    ) -> Iterable[tuple[Region, Region, list[Strip]]]:
        changed = self._changed
        if not changed or crop is None:
            yield from super()._get_renders(crop)
            return
        drawn: list[Region] = []
        """What the widgets before (in front) cover: a part of a change inside one of them is
        theirs (every cell in it is drawn by them), so a container behind skips it."""
        for widget, (region, clip) in self.visible_widgets.items():
            visible = region.intersection(clip)
            parts = [
                part
                for part in (r.intersection(visible) for r in changed if r.overlaps(visible))
                if not any(front.contains_region(part) for front in drawn)
            ]
            drawn.append(visible)
            for top, bottom in _bands(parts):
                # The widget's own columns, the changed rows: cuts stay where they are.
                band = Region(clip.x, top, clip.width, bottom - top)
                x, y, width, height = region.intersection(band)
                if width and height:
                    crop_in_widget = Region(x - region.x, y - region.y, width, height)
                    yield region, band, widget.render_lines(crop_in_widget)


def _bands(parts: list[Region]) -> list[tuple[int, int]]:
    """The runs of rows (top, bottom) that ``parts`` cover."""
    rows: set[int] = set()
    for part in parts:
        rows.update(range(part.y, part.bottom))
    bands: list[tuple[int, int]] = []
    for y in sorted(rows):
        if bands and bands[-1][1] == y:
            bands[-1] = (bands[-1][0], y + 1)
        else:
            bands.append((y, y + 1))
    return bands


class StyledRows(StylesCache):
    """The styles cache of a widget of rows (:class:`.widgets.panels.TextRows`) that keeps
    each row as styled in the last frame, by its text and width, and takes it again when that
    row comes back in another place.

    The log moves down one row at each action: every row changed place, one is new. Textual's
    cache keeps a row by its place, so all of them were styled again (border, padding,
    colours) at every key. A row inside the border looks the same wherever it stands, so a
    row drawn in the frame before is taken as it was. Anything else that changes how rows
    look (a style, a theme, a size) refreshes the whole widget, which empties this cache.
    """

    def __init__(self, row_text: Callable[[int, Size], str | None]) -> None:
        super().__init__()
        self._row_text = row_text
        """The text of a content row (0 = the first under the border) for a content area of
        the size given, None where there is none."""
        self._now: dict[tuple[str, int], Strip] = {}
        self._before: dict[tuple[str, int], Strip] = {}

    def next_frame(self) -> None:
        """The rows change: what was styled so far may be taken once more."""
        self._before, self._now = self._now, {}

    def clear(self) -> None:
        super().clear()
        self._now, self._before = {}, {}

    def render_line(
        self, styles: StylesBase, y: int, size: Size, content_size: Size, *rest: Any
    ) -> Strip:
        text = self._row_text(y - styles.gutter.top, content_size)
        if text is None:  # the border, the padding, an empty row: by its place
            return super().render_line(styles, y, size, content_size, *rest)
        key = (text, size.width)
        strip = self._now.get(key) or self._before.get(key)
        if strip is None:
            strip = super().render_line(styles, y, size, content_size, *rest)
        self._now[key] = strip
        return strip

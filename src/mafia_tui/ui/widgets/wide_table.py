"""A table wider than the screen that says so: the tournament table at 80 columns.

It never shows part of a column (a number cut in half, "7,9" of "7,97", would be read aloud
wrong): the table is as wide as the whole columns that fit. ``←``/``→`` scroll a page of whole
columns (a plain DataTable with a row cursor moves one character a key), the first
``fixed_columns`` (place and player) stay in view, and :meth:`hidden_text` names the columns
out of view on each side: the "more columns →" line.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget
from textual.widgets import DataTable, Static

from ..strings import Tr


class WideTable(DataTable[str | Text]):
    """A DataTable that scrolls by whole columns and tells which are out of view."""

    def _edges(self) -> list[tuple[int, int]]:
        """Where each column starts and ends in the full row (fixed columns included)."""
        out, x = [], 0
        for column in self.ordered_columns:
            width = column.get_render_width(self)
            out.append((x, x + width))
            x += width
        return out

    def _fixed(self) -> int:
        return sum(c.get_render_width(self) for c in self.ordered_columns[: self.fixed_columns])

    def _room(self) -> int:
        """The width the columns may take: the container's, less a vertical scrollbar."""
        parent = self.parent
        width = parent.content_region.width if isinstance(parent, Widget) else self.size.width
        bar = self.styles.scrollbar_size_vertical if self.scrollbars_enabled[0] else 0
        return max(0, width - bar)

    def _shown(self, x: int | None = None) -> tuple[int, int]:
        """The part of the full row shown beside the fixed columns when scrolled to ``x``
        (now, by default): from, to, whole columns only (see :meth:`fit`)."""
        x = round(self.scroll_x) if x is None else x
        start, right = x + self._fixed(), x + self._room()
        ends = [end for begin, end in self._edges()[self.fixed_columns :] if begin >= start]
        return start, max((e for e in ends if e <= right), default=start)

    def _width_at(self, x: int) -> int | None:
        """How wide to be scrolled to ``x``: None (all the container) when the whole table
        fits, else the fixed columns and the whole columns that fit beside them."""
        edges = self._edges()
        if not edges or edges[-1][1] <= self._room():
            return None
        start, end = self._shown(x)
        bar = self.styles.scrollbar_size_vertical if self.scrollbars_enabled[0] else 0
        return self._fixed() + end - start + bar

    def fit(self) -> None:
        """Be as wide as the whole columns that fit: the right edge never cuts a column."""
        self.styles.max_width = self._width_at(round(self.scroll_x))

    def hidden(self) -> tuple[list[str], list[str]]:
        """The labels of the columns out of view: left, right."""
        start, end = self._shown()
        before, after = [], []
        pairs = list(zip(self._edges(), self.ordered_columns, strict=True))
        for (begin, finish), column in pairs[self.fixed_columns :]:
            if begin < start:
                before.append(column.label.plain)
            elif finish > end:
                after.append(column.label.plain)
        return before, after

    def hidden_text(self, tr: Tr) -> str:
        """The "more columns" line: what is out of view, on which side, and the key that shows
        it; empty when every column is in view."""
        left, right = self.hidden()
        parts = []
        if left:
            parts.append(tr("more_left", columns=", ".join(left)))
        if right:
            parts.append(tr("more_right", columns=", ".join(right)))
        return " · ".join(parts)

    def show_hidden(self, more: Static, tr: Tr) -> None:
        """Fit the table to its container and put :meth:`hidden_text` in ``more``, the line
        under it, shown only when some column is out of view."""
        self.fit()
        text = self.hidden_text(tr)
        more.update(text)
        more.display = bool(text)

    def _scroll(self, x: int) -> None:
        """Scroll to ``x`` (a column's edge) at the width that shows whole columns from there;
        the scroll waits for the new width, which bounds how far it may go."""
        x = max(0, x)
        self.styles.max_width = self._width_at(x)
        self.call_after_refresh(self.scroll_to, x=x, animate=False, immediate=True)

    def action_cursor_right(self) -> None:
        """A page right: the first column out of view on the right comes next to the fixed
        ones (or the table's end into view)."""
        _, end = self._shown()
        fixed = self._fixed()
        for begin, finish in self._edges()[self.fixed_columns :]:
            if finish > end:
                # no further than the table's end: the last columns that fit, whole
                edges = self._edges()
                room, table_end = self._room() - fixed, edges[-1][1]
                tail = [b for b, _ in edges[self.fixed_columns :] if table_end - b <= room]
                self._scroll(min(begin, *tail) - fixed)
                return

    def action_cursor_left(self) -> None:
        """A page left: the columns out of view on the left, as many as fit, come back."""
        start, _ = self._shown()
        room = self._room() - self._fixed()
        earlier = [(b, f) for b, f in self._edges()[self.fixed_columns :] if b < start]
        if not earlier:
            return
        first = start
        for begin, _ in reversed(earlier):
            if start - begin > room:
                break
            first = begin
        self._scroll(first - self._fixed())

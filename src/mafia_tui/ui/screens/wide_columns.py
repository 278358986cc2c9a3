"""What every screen with a :class:`~..widgets.wide_table.WideTable` shares: the line naming
the columns out of view follows the table's scroll, and the palette scrolls it by columns (the
table takes ← and → itself when focused)."""

from __future__ import annotations

from typing import ClassVar

from textual.widgets import Static

from ..widgets.wide_table import WideTable
from .base import Keyed


class WideColumns(Keyed):
    """A mixin for a screen with one WideTable; ``MORE_ID`` names its "columns out of view"
    line (none: the screen has no such line)."""

    MORE_ID: ClassVar[str] = ""

    def follow_columns(self) -> None:
        """Keep the "columns out of view" line true as the table scrolls (from ``on_mount``)."""
        self.watch(self.query_one(WideTable), "scroll_x", self._show_hidden, init=False)

    def _show_hidden(self) -> None:
        """Name the columns out of view, on the side they are on (the table is wider than an
        80-column terminal)."""
        if self.MORE_ID:
            more = self.query_one(f"#{self.MORE_ID}", Static)
            self.query_one(WideTable).show_hidden(more, self.mafia_app.tr)

    def action_columns_right(self) -> None:
        self.query_one(WideTable).action_cursor_right()

    def action_columns_left(self) -> None:
        self.query_one(WideTable).action_cursor_left()

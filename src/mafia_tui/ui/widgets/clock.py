"""The speech timer's big digits on the judge's screen, as big as the space the screen gives
them (the font is :mod:`.big_font`, shared with the players' display)."""

from __future__ import annotations

from collections.abc import Sequence

from .big_font import fit
from .panels import TextRows


class BigClock(TextRows):
    """Draws the time ("1:00", "+0:05", its content) centred, as big as it fits; it changes
    every second while a speech runs, so it is drawn straight to strips (:class:`TextRows`)."""

    DEFAULT_CSS = "BigClock { height: 3; width: 100%; }"

    def __init__(self) -> None:
        super().__init__("clock")
        self.content = "0:00"

    def rows(self, width: int, height: int) -> Sequence[str]:
        width, height = width or 20, height or 3
        lines = fit(str(self.content), width, height)
        pad_top = max(0, (height - len(lines)) // 2)
        return [""] * pad_top + [line.center(width)[:width] for line in lines]

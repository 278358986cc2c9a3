"""Textual's ``Digits``, grown to fill its box on the players' display: the shapes are the
app's one big-digit font (:mod:`..widgets.big_font`); colours come from CSS."""

from __future__ import annotations

from rich.text import Text
from textual.app import RenderResult
from textual.widgets import Digits

from ..widgets.big_font import fit


class BigDigits(Digits):
    """``Digits`` that grows with its box (give it a size in CSS, e.g. ``1fr``)."""

    DEFAULT_CSS = "BigDigits { width: 1fr; height: 1fr; }"

    def render(self) -> RenderResult:
        size = self.content_region.size
        lines = fit(self.value, size.width - 2, size.height)  # a margin at the sides
        top = max(0, (size.height - len(lines)) // 2)
        width = len(lines[0]) if lines else 0
        left = " " * max(0, (size.width - width) // 2)
        body = [""] * top + [left + line for line in lines]
        return Text("\n".join(body), style=self.rich_style, no_wrap=True, overflow="crop")

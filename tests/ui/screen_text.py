"""What a Pilot app shows, as lines of text: read from Textual's own screenshot (its SVG), so
a test sees what is drawn, cut or not, rather than what a widget holds."""

from __future__ import annotations

import html
import re
from typing import Any

_RUN = re.compile(
    r'<text class="terminal-[^"]*" x="([\d.]+)" y="[\d.]+" textLength="[\d.]+" '
    r'clip-path="url\(#terminal-(?:\d+-)?line-(\d+)\)">([^<]*)</text>'
)
CELL = 12.2
"""The width of one cell in Textual's SVG (0.61 of its 20 px font)."""


def screen_lines(app: Any) -> list[str]:
    """The screen's rows as text, each run at its column."""
    rows: dict[int, list[str]] = {}
    for x, line, text in _RUN.findall(app.export_screenshot()):
        row = rows.setdefault(int(line), [" "] * app.size.width)
        column = round(float(x) / CELL)
        for i, ch in enumerate(html.unescape(text).replace("\u00a0", " ").rstrip("\n")):
            if column + i < len(row):
                row[column + i] = ch
    return ["".join(rows.get(n, [])).rstrip() for n in range(app.size.height)]


def screen_text(app: Any) -> str:
    """The whole screen as one text, a line a row."""
    return "\n".join(screen_lines(app))

"""How a player's counts look (his fouls, his technical fouls...), on the judge's screen and on
the players' display alike."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text

from ...rules.texts import COUNT

FOUL_MARKS = ("●", "●", "▲", "✖")
"""The 3rd and 4th fouls look different from the first two."""


def count_marks(counts: Iterable[tuple[str, int]], lang: str) -> Text:
    """Four places for the fouls: a mark per foul, a dot for the rest; then the mark of each
    other count (its ``mark_<count>`` in the engine's catalogue) once per unit, nothing for a
    count at 0, so a table without them keeps its width. ``counts``: ``(name, value)`` pairs,
    as ``Player.counts()`` gives them."""
    values = dict(counts)
    fouls = values.pop("fouls", 0)
    text = Text()
    for i in range(4):
        if i < fouls:
            text.append(FOUL_MARKS[i], style="bold red" if i >= 2 else "bold")
        else:
            text.append("·", style="dim")
    for name, value in values.items():
        if value:
            text.append(COUNT.text(f"mark_{name}", lang) * value, style="bold yellow")
    return text

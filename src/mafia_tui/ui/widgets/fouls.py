"""How a player's fouls look, on the judge's screen and on the players' display alike."""

from __future__ import annotations

from rich.text import Text

FOUL_MARKS = ("●", "●", "▲", "✖")
"""The 3rd and 4th fouls look different from the first two."""


def foul_marks(fouls: int) -> Text:
    """Four places: a mark per foul, a dot for the rest."""
    text = Text()
    for i in range(4):
        if i < fouls:
            text.append(FOUL_MARKS[i], style="bold red" if i >= 2 else "bold")
        else:
            text.append("·", style="dim")
    return text

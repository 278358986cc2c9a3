"""How a player's fouls look, on the judge's screen and on the players' display alike."""

from __future__ import annotations

from rich.text import Text

FOUL_MARKS = ("●", "●", "▲", "✖")
"""The 3rd and 4th fouls look different from the first two."""


TECH_MARK = "T"
"""A technical foul (where the rules have them), after the four places of the fouls."""


def foul_marks(fouls: int, tech: int = 0) -> Text:
    """Four places: a mark per foul, a dot for the rest; then a T per technical foul (none
    shown where there are none, so a table without them keeps its width)."""
    text = Text()
    for i in range(4):
        if i < fouls:
            text.append(FOUL_MARKS[i], style="bold red" if i >= 2 else "bold")
        else:
            text.append("·", style="dim")
    if tech:
        text.append(TECH_MARK * tech, style="bold yellow")
    return text

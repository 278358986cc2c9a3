"""What a view of the tournament table says about the games it shows: the title of a table
"as of before game N" or without a hidden stage (a blind final), and the cut to the final."""

from __future__ import annotations

from ..rules.texts import STAGE
from ..tournament.stages import FinalCut
from .texts import EXPORT


def table_title(
    name: str, lang: str, before: int | None = None, hidden_from: str = "", hiding: bool = True
) -> str:
    """The title every view of the table prints: the tournament's name, and what this view
    leaves out (the games from round ``before`` on; a hidden stage) or, for the head judge's
    own look at a hidden stage, that it is in."""
    if hidden_from:
        key = "title_hidden" if hiding else "title_revealed"
        name = EXPORT.text(key, lang, name=name, stage=stage_word(hidden_from, lang))
    if before is not None:
        name = EXPORT.text("title_before", lang, name=name, n=before)
    return name


def cut_lines(cut: FinalCut, lang: str) -> list[str]:
    """Who goes to the final, and the lot a tie across the cut needs (8.8.5)."""
    lines = [
        EXPORT.text("finalists", lang, count=len(cut.finalists), names=", ".join(cut.finalists))
    ]
    if cut.tied:
        lines.append(
            EXPORT.text("final_lot", lang, left=cut.places_left, names=", ".join(cut.tied))
        )
    return lines


def stage_word(stage: str, lang: str) -> str:
    """A stage's name in ``lang``; an unknown one as it is written."""
    return STAGE.text(stage, lang) if stage in STAGE else stage

"""The games list's columns and their cells, at any width.

What a judge acts on comes first: the game (date, tournament, stage, table, number), its
result, the head judge's check and its place on mafiaratings; the judge's name last. Below
:data:`NARROW` columns (an 80-column terminal) the tournament's name is cut to
:data:`TOURNAMENT_NARROW` characters, so the mafiaratings column still fits; whatever does not
fit is out of view whole (``widgets.wide_table``), named on the "more columns →" line, and
``→`` shows it. A voided game's and a stand-in's result are marked short there ("✗ чёрные*"):
the line under the table says what the highlighted game's marks are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from ...rules.setup import number_shown
from ..widgets.list_marks import checked_mark, result_cell
from .games_list_publish import mark_text

if TYPE_CHECKING:
    from ...session import Listing
    from ...session.publish_list import Status
    from ..strings import Tr

COLUMNS = (
    "col_date",
    "col_tournament",
    "col_stage",
    "col_table",
    "col_game",
    "col_result",
    "col_checked",
    "col_hub",
    "col_judge",
)
NARROW = 100
"""Below this many columns of terminal, the narrow layout."""
TOURNAMENT_NARROW = 12


def tournament_text(name: str, narrow: bool) -> Text:
    """The tournament's cell: cut with "…" in the narrow layout (the note line and the
    standings name it whole)."""
    if narrow and len(name) > TOURNAMENT_NARROW:
        name = name[: TOURNAMENT_NARROW - 1] + "…"
    return Text(name)


def row_cells(r: Listing, tr: Tr, marks: dict[str, Status], narrow: bool) -> tuple[str | Text, ...]:
    """A game's cells in :data:`COLUMNS` order."""
    void = bool(r.void) and r.finished
    hub = mark_text(marks.get(r.id), tr, void) if marks or void else ""
    return (
        r.date,
        tournament_text(r.tournament, narrow),
        tr.stage(r.stage),
        number_shown(r.table),
        number_shown(r.game_number),
        result_cell(r, tr, narrow),
        checked_mark(r, tr),
        hub,
        Text(r.judge),
    )


def conflict_cells(text: Text) -> tuple[str | Text, ...]:
    """A sync conflict's row: its words where the tournament goes."""
    return ("", text, *([""] * (len(COLUMNS) - 2)))

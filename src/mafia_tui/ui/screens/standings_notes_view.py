"""The notes under the tournament table on screen: the paper's notes (K, the legend and the
rounding rule, lots, stand-ins, voided games, a slot played twice, the games waiting for the
head judge's check) as long as every row still shows. Rows first: on a short terminal (80×24)
the legend gives way to a line pointing to F1, then the notes to one line naming what they
speak of, the most pressing first; F1 shows them all above the keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.widgets import Static

from ...export.standings_notes import notes, topics
from ...tournament.standings import Standings
from .base import Keyed

if TYPE_CHECKING:
    from ...session import TournamentTable

CHROME = 6
"""Lines of the screen that are not rows or notes: title, header, scrollbar, the more-columns
line, the footer, a spare."""


class NotesUnderTable(Keyed):
    """The table's notes (a mixin of ``StandingsScreen``, as Keyed is): ``_table`` is the
    screen's own, the table shown (None while it is computed)."""

    _table: TournamentTable | None

    def _show_notes(self) -> None:
        """The paper's notes under the table, as long as every row still shows: on a short
        terminal (80×24) first the legend and the rounding rule give way to a line saying F1
        shows them, then the notes to one line naming what they speak of; F1 shows them all
        (:meth:`help_lines`). The rows come first."""
        table = self._table
        if table is None:
            return
        tr = self.mafia_app.tr
        st, rules = table.standings, table.rules
        problem = table.source.header_problem  # the tournament file: said first, never hidden
        first = [problem.message(tr.lang)] if problem is not None else []
        width = max(self.size.width - 2, 20)
        room = self.size.height - len(st.rows) - CHROME - len(first)
        lines = []
        for legend in ([tr("st_legend"), tr("st_rounding")], [tr("st_legend_f1")]):
            lines = notes(st, tr.lang, rules, counts=False, legend=legend, name_unsigned=False)
            if not self.size.height or sum(len(line) // width + 1 for line in lines) <= room:
                break
        else:
            lines = [self._notes_line(st, width)]
        self.query_one("#st-info", Static).update("\n".join(first + lines))

    def _notes_line(self, st: Standings, width: int) -> str:
        """One line for the notes: what they speak of (as many as the width takes) and F1."""
        tr = self.mafia_app.tr
        said = [
            tr(
                f"st_topic_{topic}",
                unsigned=len(st.unsigned),
                total=st.games,
                voided=len(st.voided),
            )
            for topic in topics(st)
        ]
        for keep in range(len(said), 0, -1):
            what = ", ".join(said[:keep]) + ("" if keep == len(said) else ", …")
            if len(tr("st_notes_f1", what=what)) <= width:
                break
        return tr("st_notes_f1", what=what)

    def help_lines(self) -> list[str]:
        """F1 on this screen: every note under the table, the legend and the rounding rule
        in full (the unchecked games named), whatever the terminal's height."""
        tr = self.mafia_app.tr
        legend = [tr("st_legend"), tr("st_rounding")]
        if self._table is None:
            return legend
        table = self._table
        return notes(table.standings, tr.lang, table.rules, counts=False, legend=legend)

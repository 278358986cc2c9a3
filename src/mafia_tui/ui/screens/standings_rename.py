"""Rename a player from the tournament table: the typo the head judge sees after three games.

`N` on a player's row asks for the right nickname; the session renames him in every game of
the tournament, its participants and seating and the roster (the old name kept there as an
alias), all or none (session/roster.py), and the table is read again.
"""

from __future__ import annotations

from collections.abc import Callable

from ...session.roster import RosterError, rename_player
from ..widgets.wide_table import WideTable
from .base import Keyed


class RenameFromTable(Keyed):
    """The table's part that renames the player under the cursor (a mixin of
    ``StandingsScreen``, as Keyed is)."""

    tournament: str
    load: Callable[[], None]
    """The screen's own: read the tournament again."""

    def action_rename_player(self) -> None:
        """N: ask for the right nickname of the player under the cursor."""
        from .modals import TextModal

        table = self.query_one(WideTable)
        if not table.row_count:
            return
        old = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        if not old:
            return
        title = self.mafia_app.tr("st_rename_title", nick=old)
        self.app.push_screen(TextModal(title, old), lambda new: self._rename(old, new))

    def _rename(self, old: str, new: str | None) -> None:
        app = self.mafia_app
        tr = app.tr
        if new is None or new == old:
            return
        try:
            done = rename_player(app.root, old, new, self.tournament)
        except RosterError as err:
            self.notify(err.message(app.lang), severity="error", markup=False, timeout=12)
            return
        said = tr("st_renamed", old=old, new=done.entry.nick, games=len(done.games))
        self.notify(said, markup=False)
        if done.stale_checks:
            stale = tr("st_renamed_stale", count=done.stale_checks)
            self.notify(stale, severity="warning", markup=False, timeout=12)
        self.load()

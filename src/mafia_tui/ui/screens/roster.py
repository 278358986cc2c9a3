"""The players (P on the start screen): the club's roster, and every other nickname the data
dir's games hold, each with how many games; P or Enter opens a player's statistics."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...session.roster import open_roster
from ..commands import bindings
from ..widgets.wide_table import WideTable
from .base import Keyed


class RosterScreen(Keyed, Screen[None]):
    """P or Enter: the highlighted player's statistics; Esc: back."""

    SCREEN_KEY = "roster"
    BINDINGS = bindings("roster")

    def __init__(self) -> None:
        super().__init__(id="roster")

    def compose(self) -> ComposeResult:
        yield Static(self.mafia_app.tr("roster_title"), classes="title", markup=False)
        yield WideTable(id="ro-table", cursor_type="row", zebra_stripes=True, fixed_columns=1)
        yield Static("", id="ro-info", classes="hint", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        app = self.mafia_app
        tr = app.tr
        roster = open_roster(app.root)
        games: dict[str, int] = {}
        names: dict[str, str] = {}
        for listing in app.store.listings(True):
            if not listing.finished:
                continue
            for nick in listing.nicks:
                key = nick.casefold()
                games[key] = games.get(key, 0) + 1
                names.setdefault(key, nick)
        entries = {e.nick.casefold(): e for e in roster.entries()}
        table = self.query_one(WideTable)
        for key in ("ro_nick", "ro_name", "ro_club", "ro_games"):
            table.add_column(tr(key), key=key)
        everyone = sorted({*entries, *names}, key=lambda k: (-games.get(k, 0), k))
        for key in everyone:
            entry = entries.get(key)
            nick = entry.nick if entry else names[key]
            table.add_row(
                Text(nick),
                Text(entry.name if entry else ""),
                Text(entry.club if entry else ""),
                Text(str(games.get(key, 0)), justify="right"),
                key=nick,
            )
        info = tr("ro_hint", roster=len(entries), players=len(everyone))
        if roster.problem is not None:
            info += "\n" + roster.problem.message(app.lang)
        self.query_one("#ro-info", Static).update(info)
        table.focus()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value:
            self._open(str(event.row_key.value))

    def action_player_stats(self) -> None:
        table = self.query_one(WideTable)
        if table.row_count:
            key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
            if key:
                self._open(str(key))

    def _open(self, nick: str) -> None:
        from .player_stats import PlayerStatsScreen

        self.app.push_screen(PlayerStatsScreen(nick))

    def action_back(self) -> None:
        self.app.pop_screen()

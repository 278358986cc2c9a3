"""One player's statistics across the data dir's tournaments (P from the table, the scored table
and the players' list): games and wins by role, points a game, best moves, first-night deaths,
fouls, removals, checks, votes, and a line per tournament. Read off the event loop: the first
time, his games are replayed; after that they come from the facts cache."""

from __future__ import annotations

from textual import work
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, Static

from ...export.stats import player_text
from ...session.facts import data_dir_facts
from ...tournament.texts import STATS
from ..commands import bindings
from .base import Keyed


class PlayerStatsScreen(Keyed, Screen[None]):
    """Esc goes back; the figures scroll with ↑↓ on a short terminal."""

    SCREEN_KEY = "stats"
    BINDINGS = bindings("stats")

    def __init__(self, nick: str) -> None:
        super().__init__(id="player-stats")
        self.nick = nick

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label(self.mafia_app.tr("stats_title", nick=self.nick), classes="title")
            with VerticalScroll(id="ps-scroll"):
                yield Static(self.mafia_app.tr("stats_reading"), id="ps-body", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        self.query_one("#ps-scroll").focus()
        self._read()

    @work(thread=True, exclusive=True, group="player-stats")
    def _read(self) -> None:
        app = self.mafia_app
        facts, _ = data_dir_facts(app.root, nick=self.nick)
        text = player_text(facts, self.nick, app.lang) or STATS.text(
            "none", app.lang, nick=self.nick
        )
        self.app.call_from_thread(self._show, text)

    def _show(self, text: str) -> None:
        self.query_one("#ps-body", Static).update(text)

    def action_back(self) -> None:
        self.app.pop_screen()

"""The random deal: each role shown to its seat one at a time, hidden before the next."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...rules import Player


class DealScreen(Screen[bool]):
    """Space shows, space hides and moves on; Enter at the end starts the game."""

    BINDINGS = [("space", "flip", ""), ("enter", "finish", ""), ("escape", "cancel", "")]

    def __init__(self, players: list[Player]) -> None:
        super().__init__(id="deal")
        self.players = players
        self.index = 0
        self.shown = False

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static("", id="deal-seat", markup=False, classes="title")
            yield Static("", id="deal-role", markup=False)
            yield Static("", id="deal-hint", markup=False, classes="hint")

    def on_mount(self) -> None:
        self.redraw()

    def redraw(self) -> None:
        tr = self.app.tr  # type: ignore[attr-defined]
        role = self.query_one("#deal-role", Static)
        if self.index >= len(self.players):
            self.query_one("#deal-seat", Static).update(tr("deal_title"))
            role.update("")
            self.query_one("#deal-hint", Static).update(tr("deal_done"))
            return
        p = self.players[self.index]
        self.query_one("#deal-seat", Static).update(tr("deal_seat", seat=p.seat, nick=p.nick))
        if self.shown:
            role.update(Text(f"{p.role.letter} — {tr('role_' + p.role.value)}",
                             style="bold reverse", justify="center"))
        else:
            role.update(Text("? ? ?", justify="center"))
        self.query_one("#deal-hint", Static).update(tr("deal_shown" if self.shown
                                                       else "deal_hidden"))

    def action_flip(self) -> None:
        if self.index >= len(self.players):
            return
        if self.shown:
            self.index += 1
        self.shown = not self.shown
        self.redraw()

    def action_finish(self) -> None:
        if self.index >= len(self.players):
            self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)

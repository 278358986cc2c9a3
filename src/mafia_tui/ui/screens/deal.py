"""The random deal: the whole table at once for the judge, or seat by seat for the players."""

from __future__ import annotations

from collections.abc import Callable

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...rules import Player
from ..commands import bindings
from .base import Keyed


class DealScreen(Keyed, Screen[list[Player] | None]):
    """Enter starts the game with this deal; Space shows one seat at a time (show, hide and
    go on); R deals again; Esc goes back to the form."""

    SCREEN_KEY = "deal"
    BINDINGS = bindings("deal")

    def __init__(self, players: list[Player], redeal: Callable[[], list[Player]]) -> None:
        super().__init__(id="deal")
        self.players = players
        self.redeal = redeal
        self.one_by_one = False
        self.index = 0
        self.shown = False

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static("", id="deal-seat", markup=False, classes="title")
            yield Static("", id="deal-role", markup=False)
            yield Static("", id="deal-hint", markup=False, classes="hint")
        yield self.key_footer()

    def on_mount(self) -> None:
        self.redraw()

    def redraw(self) -> None:
        tr = self.mafia_app.tr
        seat, role, hint = (self.query_one(f"#deal-{n}", Static) for n in ("seat", "role", "hint"))
        if not self.one_by_one:
            seat.update(tr("deal_title"))
            table = Table(show_header=False, box=None, padding=(0, 2))
            for p in self.players:
                table.add_row(
                    str(p.seat),
                    Text(p.nick),
                    Text(
                        f"{tr.role_letter(p.role)} {tr.word('card', p.role)}",
                        style="bold" if p.role.team.value == "black" else "",
                    ),
                )
            role.update(table)
            hint.update(tr("deal_all"))
            return
        if self.index >= len(self.players):
            seat.update(tr("deal_title"))
            role.update("")
            hint.update(tr("deal_done"))
            return
        p = self.players[self.index]
        seat.update(tr("deal_seat", seat=p.seat, nick=p.nick))
        if self.shown:
            role.update(
                Text(
                    f"{tr.role_letter(p.role)} — {tr.word('card', p.role)}",
                    style="bold reverse",
                    justify="center",
                )
            )
        else:
            role.update(Text("? ? ?", justify="center"))
        hint.update(tr("deal_shown" if self.shown else "deal_hidden"))

    def action_deal_reveal(self) -> None:
        """Space: seat by seat: show, then hide and go to the next."""
        if not self.one_by_one:
            self.one_by_one, self.index, self.shown = True, 0, False
        elif self.index < len(self.players):
            if self.shown:
                self.index += 1
            self.shown = not self.shown
        self.redraw()

    def action_deal_again(self) -> None:
        self.players = self.redeal()
        self.one_by_one, self.index, self.shown = False, 0, False
        self.redraw()

    def action_deal_start(self) -> None:
        self.dismiss(self.players)

    def action_deal_cancel(self) -> None:
        self.dismiss(None)

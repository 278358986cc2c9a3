"""One seat of the table: number, nickname (literal, never markup), fouls, status, role."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ...rules import Player, Status
from ..strings import Tr

FOUL_MARKS = ("●", "●", "▲", "✖")
"""The 3rd and 4th fouls look different from the first two."""


class SeatRow(Widget):
    """A one-line row, redrawn by :meth:`show`; state lives in CSS classes."""

    DEFAULT_CSS = "SeatRow { height: 1; }"

    def __init__(self, seat: int, tr: Tr) -> None:
        super().__init__(id=f"seat-{seat}", classes="seat")
        self.seat = seat
        self.tr = tr
        self.player: Player | None = None
        self.nominated = False
        self.show_role = False
        self._signature: tuple[object, ...] = ()

    def show(self, player: Player, *, speaking: bool, nominated: bool, show_role: bool) -> None:
        """Update what the row shows (and repaint only if something changed)."""
        signature = (player.nick, player.fouls, player.status, player.left_at, player.disqualified,
                     speaking, nominated, show_role)
        if self.player is not None and signature == self._signature:
            return
        self._signature = signature
        self.player = player
        self.nominated = nominated
        self.show_role = show_role
        self.set_class(speaking, "-speaking")
        self.set_class(not player.alive, "-out")
        self.set_class(nominated, "-nominated")
        self.set_class(player.fouls >= 3, "-fouls3")
        self.refresh()

    def status_text(self) -> str:
        """How this player left, briefly."""
        p = self.player
        if p is None or p.status is Status.ALIVE:
            return ""
        if p.status is Status.DISQUALIFIED:
            return self.tr("status_disqualified", rule=p.disqualified)
        n = p.left_at[1] if p.left_at else 0
        return self.tr(f"status_{p.status.value}", n=n)

    def render(self) -> Text:
        p = self.player
        if p is None:
            return Text("")
        width = max(self.size.width, 30)
        marker = "▶" if self.has_class("-speaking") else " "
        fouls = Text()
        for i in range(4):
            if i < p.fouls:
                fouls.append(FOUL_MARKS[i], style="bold red" if i >= 2 else "bold")
            else:
                fouls.append("·", style="dim")
        status = self.status_text()
        nom = self.tr("nominated_mark") if self.nominated else ""
        role = p.role.letter if self.show_role else ""
        tail_width = 4 + 1 + 16 + 1 + 5 + 2
        nick_width = max(6, width - 5 - tail_width)
        nick = p.nick if len(p.nick) <= nick_width else p.nick[: nick_width - 1] + "…"
        line = Text(no_wrap=True, overflow="ellipsis")
        line.append(f"{marker}{p.seat:>2}  ")
        line.append(nick.ljust(nick_width), style="bold" if p.alive else "")  # plain text
        line.append(" ")
        line.append_text(fouls)
        line.append(f" {status[:16]:<16} ")
        line.append(f"{nom:<5}", style="bold yellow")
        line.append(f" {role}", style="bold magenta")
        return line

"""One seat of the table: number, nickname (literal, never markup), fouls, status, role."""

from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual.strip import Strip
from textual.widget import Widget

from ...rules import Player, Status
from ..strings import Tr

FOUL_MARKS = ("●", "●", "▲", "✖")
"""The 3rd and 4th fouls look different from the first two."""

FIXED = 1 + 2 + 2 + 1 + 4 + 1 + 1
"""Columns that are not the nickname, status, mark or role: the speaker's marker, the seat,
two spaces, a space, the four foul marks, a space, a space."""


def widths(total: int, show_role: bool) -> tuple[int, int, int, int]:
    """(nickname, status, mark, role) widths that add up to ``total`` with :data:`FIXED`."""
    role = 2 if show_role else 0
    mark = 5 if total >= 44 else 2
    status = 16 if total >= 46 else 11
    nick = max(4, total - FIXED - status - mark - role)
    return nick, status, mark, role


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
        signature = (
            player.nick,
            player.fouls,
            player.status,
            player.left_at,
            player.disqualified,
            speaking,
            nominated,
            show_role,
        )
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

    def render_line(self, y: int) -> Strip:
        """The row, drawn straight to a strip (Textual's line API): ten rows repaint at every
        step, and the text layout that ``render`` would go through cost most of a frame."""
        width = self.size.width
        base = self.visual_style.rich_style
        if y or self.player is None:
            return Strip.blank(width, base)
        segments = Segment.apply_style(self.render().render(self.app.console), base)
        return Strip(segments).adjust_cell_length(width, base)

    def render(self) -> Text:
        """The row as text (what :meth:`render_line` draws; for selection and tests)."""
        p = self.player
        if p is None:
            return Text("")
        nick_w, status_w, mark_w, role_w = widths(self.size.width or 60, self.show_role)
        marker = "▶" if self.has_class("-speaking") else " "
        nick = p.nick if len(p.nick) <= nick_w else p.nick[: nick_w - 1] + "…"
        status = self.status_text()
        if len(status) > status_w:
            status = status[: status_w - 1] + "…"
        mark = "" if not self.nominated else self.tr("nominated_mark") if mark_w >= 5 else "◆"
        line = Text(no_wrap=True, overflow="crop")
        line.append(f"{marker}{p.seat:>2}  ")
        line.append(nick.ljust(nick_w), style="bold" if p.alive else "")  # plain text
        line.append(" ")
        for i in range(4):
            if i < p.fouls:
                line.append(FOUL_MARKS[i], style="bold red" if i >= 2 else "bold")
            else:
                line.append("·", style="dim")
        line.append(f" {status:<{status_w}} ")
        line.append(f"{mark[:mark_w]:<{mark_w}}", style="bold")
        if role_w:
            line.append(f" {self.tr.role_letter(p.role)}", style="bold reverse")
        return line

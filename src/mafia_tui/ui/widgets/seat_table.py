"""The ten seats of the table: number, nickname (literal, never markup), fouls, status, role.

One widget draws all ten rows (Textual's line API), not a widget per row: every widget costs
a style pass, a layout entry and a compositor region at each start, and ten rows made the
judge's screen 5 ms slower to first show under ``--continue``. A row's state (speaking, out,
nominated) picks component styles, so the colours still come from the stylesheet.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from ...rules import Player, Status
from ..strings import Tr
from .fouls import count_marks

FIXED = 1 + 2 + 2 + 1 + 4 + 1 + 1
"""Columns that are not the nickname, status, mark or role: the speaker's marker, the seat,
two spaces, a space, the four foul marks, a space, a space."""

SEATS = 10


def widths(total: int, show_role: bool) -> tuple[int, int, int, int]:
    """(nickname, status, mark, role) widths that add up to ``total`` with :data:`FIXED`."""
    role = 2 if show_role else 0
    mark = 5 if total >= 44 else 2
    status = 16 if total >= 46 else 11
    nick = max(4, total - FIXED - status - mark - role)
    return nick, status, mark, role


class SeatTable(Widget):
    """The table, a row per seat, redrawn row by row by :meth:`show`."""

    DEFAULT_CSS = "SeatTable { height: auto; }"
    COMPONENT_CLASSES = {"seat-table--speaking", "seat-table--out", "seat-table--nominated"}
    """A row's state; when several apply, the later one's colour wins."""

    def __init__(self, tr: Tr) -> None:
        super().__init__(id="seats")
        self.tr = tr
        self.players: list[Player | None] = [None] * SEATS
        self.speaking: int | None = None
        self.nominated: frozenset[int] = frozenset()
        self.show_role = False
        self._signatures: list[tuple[object, ...]] = [()] * SEATS

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return SEATS

    def show(
        self, players: list[Player], *, speaking: int | None, nominated: set[int], show_role: bool
    ) -> None:
        """Show the seats as they are now; only the rows that changed are repainted."""
        self.speaking, self.nominated, self.show_role = speaking, frozenset(nominated), show_role
        for y, player in enumerate(players):
            # Everything the player holds (a counted key added to Player is in it by itself),
            # then what the table itself marks.
            signature = (
                player.values(),
                player.seat == speaking,
                player.seat in nominated,
                show_role,
            )
            if signature != self._signatures[y]:
                self._signatures[y] = signature
                self.players[y] = player
                self.refresh(Region(0, y, self.size.width, 1))

    def states(self, seat: int) -> tuple[str, ...]:
        """The component classes of a seat's row, in the order they are layered."""
        player = self.players[seat - 1]
        if player is None:
            return ()
        return tuple(
            f"seat-table--{name}"
            for name, on in (
                ("speaking", seat == self.speaking),
                ("out", not player.alive),
                ("nominated", seat in self.nominated),
            )
            if on
        )

    def status_text(self, player: Player) -> str:
        """How this player left, briefly."""
        if player.status is Status.ALIVE:
            return ""
        if player.status is Status.DISQUALIFIED:
            return self.tr("status_disqualified", rule=player.disqualified)
        n = player.left_at[1] if player.left_at else 0
        if player.removed_by_tech:
            return self.tr("status_removed_tech", n=n)
        return self.tr(f"status_{player.status.value}", n=n)

    def render_line(self, y: int) -> Strip:
        """Row ``y``, drawn straight to a strip."""
        width = self.size.width
        if not 0 <= y < SEATS or self.players[y] is None:
            return Strip.blank(width, self.visual_style.rich_style)
        style = self.get_visual_style(*self.states(y + 1)).rich_style
        segments = Segment.apply_style(self.row(y + 1).render(self.app.console), style)
        return Strip(segments).adjust_cell_length(width, style)

    def nick_text(self, p: Player, width: int) -> str:
        """The nickname in ``width`` columns; a stand-in's says whom he replaces, as fully as
        the width allows ("Петя (вместо игрока Вася)", "Петя (вместо Вася)", "Петя ⇄ Вася",
        "Петя ⇄")."""
        if not p.stand_in_for:
            return p.nick if len(p.nick) <= width else p.nick[: width - 1] + "…"
        absent = p.stand_in_for
        for shown in (
            self.tr("seat_stand_in", nick=p.nick, absent=absent),
            self.tr("seat_stand_in_short", nick=p.nick, absent=absent),
            f"{p.nick} ⇄ {absent}",
        ):
            if len(shown) <= width:
                return shown
        nick = p.nick if len(p.nick) + 2 <= width else p.nick[: max(width - 3, 1)] + "…"
        return f"{nick} ⇄"

    def row(self, seat: int) -> Text:
        """A seat's row as text (what :meth:`render_line` draws; for selection and tests)."""
        p = self.players[seat - 1]
        if p is None:
            return Text("")
        nick_w, status_w, mark_w, role_w = widths(self.size.width or 60, self.show_role)
        marker = "▶" if seat == self.speaking else " "
        nick = self.nick_text(p, nick_w)
        status = self.status_text(p)
        if len(status) > status_w:
            status = status[: status_w - 1] + "…"
        nominated = seat in self.nominated
        mark = "" if not nominated else self.tr("nominated_mark") if mark_w >= 5 else "◆"
        line = Text(no_wrap=True, overflow="crop")
        line.append(f"{marker}{p.seat:>2}  ")
        line.append(nick.ljust(nick_w), style="bold" if p.alive else "")  # plain text
        line.append(" ")
        line.append_text(count_marks(p.counts(), self.tr.lang))
        line.append(f" {status:<{status_w}} ")
        line.append(f"{mark[:mark_w]:<{mark_w}}", style="bold")
        if role_w:
            line.append(f" {self.tr.role_letter(p.role)}", style="bold reverse")
        return line

    def render(self) -> Text:
        """Every row, one per line (for selection and tests)."""
        return Text("\n").join(self.row(seat) for seat in range(1, SEATS + 1))

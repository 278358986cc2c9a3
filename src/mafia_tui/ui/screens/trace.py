"""One player's games and what each gave: every figure of his line of the tournament table,
traced. The same figures as the per-game trace on paper: a game's points to 0.0001 (K and Ci
are fractions), their exact sum, and the line as the table prints it (rules/figures.py)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ...tournament.figures import Figures, number, rounded
from ...tournament.standings import Standings
from ..commands import bindings
from ..widgets.wide_table import WideTable
from .wide_columns import WideColumns


class TraceScreen(WideColumns, ModalScreen[None]):
    """One player's games, one row a game, then the exact sums and the table's line."""

    SCREEN_KEY = "trace"
    MORE_ID = "tr-more"
    BINDINGS = [*bindings("trace"), ("enter", "run('close')", "")]

    def __init__(self, standings: Standings, nick: str) -> None:
        super().__init__(id="trace", classes="modal")
        self.row = standings.row(nick)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield WideTable(id="tr-table", cursor_type="row", fixed_columns=1)
            yield Static("", id="tr-more", classes="more", markup=False)

    def on_resize(self) -> None:
        self.call_after_refresh(self._show_hidden)

    def on_mount(self) -> None:
        tr = self.mafia_app.tr
        comma = tr.lang == "ru"
        table = self.query_one(WideTable)
        self.follow_columns()
        for head in (
            "tr_game",
            "tr_stage",
            "tr_seat",
            "tr_role",
            "tr_result",
            "tr_main",
            "tr_ci",
            "tr_extra",
            "tr_total",
        ):
            table.add_column(tr(head))
        row = self.row
        for x in row.lines:
            table.add_row(
                tr("trace_game", table=x.table, game=x.game_number),
                tr.stage(x.stage),
                str(x.seat) + (tr("tr_stand_in", absent=x.stand_in_for) if x.stand_in_for else ""),
                tr.role_letter(x.role),
                (tr("tr_won") if x.won else "—") + (tr("tr_heavy") if x.heavy else ""),
                number(rounded(x.main, 4), comma),
                number(rounded(x.ci, 4), comma),
                number(rounded(x.extra), comma),
                number(rounded(x.total, 4), comma),
            )
        f = Figures.of(row)
        sums = (
            (
                "tr_sum",
                [
                    rounded(row.main, 4),
                    rounded(row.ci, 4),
                    rounded(row.extra),
                    rounded(row.total, 4),
                ],
            ),
            ("tr_in_table", [f.main, f.ci, f.extra, f.total]),
        )
        for label, values in sums:
            table.add_row(
                Text(row.nick, style="bold"),
                "",
                "",
                "",
                Text(tr(label), style="bold"),
                *(Text(number(v, comma), style="bold") for v in values),
            )
        table.focus()
        self.call_after_refresh(self._show_hidden)

    def action_close(self) -> None:
        self.dismiss(None)

"""The tournament table in the TUI: sortable, and every player's figures traced to games."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, OptionList, Static
from textual.widgets.option_list import Option

from ...export.standings import COLUMNS, HEADS, row_dict, write_csv
from ...rules.errors import RuleError
from ...rules.tournament import Row, Standings
from ...session import os_error_text, tournament_table
from ..commands import bindings
from .base import Keyed

NUMERIC = {
    "games",
    "wins",
    "wins_red",
    "wins_black",
    "wins_sheriff",
    "wins_don",
    "first_night",
    "main",
    "ci",
    "best_move",
    "extra",
    "total",
    "fouls",
    "dq",
}
POINTS = ("main", "ci", "best_move", "extra", "total")
"""Columns of points: shown in the judge's number format, sorted by their exact value."""


def cell_values(row: Row) -> dict[str, Any]:
    """A player's figures as values (points as exact fractions; the rest as :func:`row_dict`
    gives them: counts, places, text)."""
    values = row_dict(row)
    for key in POINTS:
        values[key] = getattr(row, key)
    return values


class TournamentPick(Keyed, ModalScreen[str | None]):
    """Choose one of the tournaments named in the stored games."""

    SCREEN_KEY = "tournaments"
    BINDINGS = bindings("tournaments")

    def __init__(self, names: list[str]) -> None:
        super().__init__(classes="modal")
        self.names = names

    def compose(self) -> ComposeResult:
        yield OptionList(
            *[Option(Text(n), id=str(i)) for i, n in enumerate(self.names)], classes="dialog"
        )
        yield self.key_footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.names[int(event.option.id or 0)])

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def action_accept(self) -> None:
        menu = self.query_one(OptionList)
        if menu.highlighted is not None:
            self.dismiss(self.names[menu.highlighted])

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)


class StandingsScreen(Keyed, Screen[None]):
    """S sorts by the next column, R reverses, Enter shows a player's games, P/C export."""

    SCREEN_KEY = "standings"
    BINDINGS = bindings("standings")

    def __init__(self, name: str) -> None:
        super().__init__(id="standings")
        self.tournament = name
        self.sort_index = 0
        self.reverse = False
        self.standings: Standings | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="st-title", classes="title", markup=False)
        yield DataTable(id="st-table", cursor_type="row", zebra_stripes=True)
        yield Static("", id="st-info", classes="hint", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        tr = self.mafia_app.tr
        table = self.query_one(DataTable)
        for key, _, _ in COLUMNS:
            table.add_column(HEADS.text(key, tr.lang), key=key)
        self.query_one("#st-title", Static).update(self.tournament)
        self.load()
        self.set_interval(3, self._poll)

    def _poll(self) -> None:
        """Games another table's laptop (a sync tool) brings in count as they arrive."""
        if self.mafia_app.store.signature() != self._signature:
            self.load()

    def load(self) -> None:
        """Read the tournament's games and compute the table off the event loop (the first
        opening of a big tournament reads every game; the keys stay free meanwhile)."""
        self._signature = self.mafia_app.store.signature()
        self._compute()

    @work(thread=True, exclusive=True, group="standings")
    def _compute(self) -> None:
        app = self.mafia_app
        tr = app.tr
        info = self.query_one("#st-info", Static)

        def progress(done: int, total: int) -> None:
            if done % 25 == 0 or done == total:
                app.call_from_thread(info.update, tr("st_reading", done=done, total=total))

        try:
            table = tournament_table(
                self.tournament,
                app.root,
                name_only=True,
                progress=progress,
            )
        except RuleError as err:
            app.call_from_thread(self.notify, err.message(tr.lang), severity="error")
            return
        app.call_from_thread(self._show, table.standings)

    def _show(self, st: Standings) -> None:
        """A bad file is left out (said by the reader); the table of the rest is shown."""
        tr = self.mafia_app.tr
        self.standings = st
        k = ", ".join(f"K={tr.num(v, 3)}" for v in st.k.values())
        self.query_one("#st-info", Static).update(
            tr("st_summary", games=st.games, participants=st.participants, k=k)
        )
        self.fill()

    def fill(self) -> None:
        if self.standings is None:  # still being computed: shown when it is
            return
        key = COLUMNS[self.sort_index][0]
        rows = list(self.standings.rows)
        if self.sort_index:

            def value(r: Row) -> Fraction | int | str:
                v: Fraction | int | str = cell_values(r)[key]
                return v if key in NUMERIC else str(v).casefold()

            rows.sort(key=value, reverse=not self.reverse if key in NUMERIC else self.reverse)
        elif self.reverse:
            rows.reverse()
        tr = self.mafia_app.tr
        table = self.query_one(DataTable)
        table.clear()
        for r in rows:
            d = cell_values(r)
            cells = [
                Text(
                    tr.num(d[k]) if k in POINTS else str(d[k]),
                    style="bold yellow" if r.needs_lot and k == "place" else "",
                    justify="right" if k in NUMERIC else "left",
                )
                for k, _, _ in COLUMNS
            ]
            table.add_row(*cells, key=r.nick)
        table.focus()

    def action_sort(self) -> None:
        self.sort_index = (self.sort_index + 1) % len(COLUMNS)
        self.fill()

    def action_reverse(self) -> None:
        self.reverse = not self.reverse
        self.fill()

    def on_data_table_header_selected(self, event: DataTable.HeaderSelected) -> None:
        self.sort_index = event.column_index
        self.fill()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if self.standings and event.row_key.value:
            self.app.push_screen(TraceScreen(self.standings, event.row_key.value))

    def action_trace(self) -> None:
        table = self.query_one(DataTable)
        if self.standings and table.row_count:
            key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
            if key:
                self.app.push_screen(TraceScreen(self.standings, key))

    def _out(self, suffix: str) -> Path:
        folder = Path(self.mafia_app.root) / "standings"
        folder.mkdir(parents=True, exist_ok=True)
        safe = "".join(c if c.isalnum() else "-" for c in self.tournament)[:60]
        return folder / f"{safe}.{suffix}"

    def action_csv(self) -> None:
        if self.standings is None:
            return
        tr = self.mafia_app.tr
        try:
            path = self._out("csv")
            write_csv(self.standings, path, tr.lang)
        except OSError as exc:
            self.notify(tr("save_failed", error=os_error_text(exc, tr.lang)), severity="error")
            return
        self.notify(str(path))

    def action_pdf(self) -> None:
        if self.standings is not None:
            self.notify(self.mafia_app.tr("pdf_working"))
            self._pdf()

    @work(thread=True, exclusive=True)
    def _pdf(self) -> None:
        """Waits in a thread for the child process that writes the PDF (session.jobs)."""
        from ...session.jobs import standings_pdf_in_process

        app = self.mafia_app
        tr = app.tr
        try:
            path = standings_pdf_in_process(
                self.tournament,
                app.root,
                self._out("pdf"),
                tr.lang,
            )
        except Exception as exc:  # noqa: BLE001 - told to the judge, nothing else to do
            text = os_error_text(exc, tr.lang) if isinstance(exc, OSError) else str(exc)
            app.call_from_thread(self.notify, tr("pdf_failed", error=text), severity="error")
            return
        app.call_from_thread(self.notify, tr("pdf_done", path=str(path)), timeout=12)

    def action_back(self) -> None:
        self.app.pop_screen()


class TraceScreen(Keyed, ModalScreen[None]):
    """One player's games and what each gave: every figure of the table, traced."""

    SCREEN_KEY = "trace"
    BINDINGS = [*bindings("trace"), ("enter", "run('close')", "")]

    def __init__(self, standings: Standings, nick: str) -> None:
        super().__init__(classes="modal")
        self.row = standings.row(nick)

    def compose(self) -> ComposeResult:
        table: DataTable[str | Text] = DataTable(classes="dialog wide", cursor_type="row")
        yield table

    def on_mount(self) -> None:
        tr = self.mafia_app.tr
        table = self.query_one(DataTable)
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
        num = tr.num
        for x in self.row.lines:
            table.add_row(
                tr("trace_game", table=x.table, game=x.game_number),
                tr(f"stage_{x.stage}"),
                str(x.seat),
                tr.role_letter(x.role),
                (tr("tr_won") if x.won else "—") + (tr("tr_heavy") if x.heavy else ""),
                num(x.main),
                num(x.ci),
                num(x.extra),
                num(x.total),
            )
        table.add_row(
            "",
            "",
            "",
            "",
            Text(self.row.nick, style="bold"),
            num(self.row.main),
            num(self.row.ci),
            num(self.row.extra),
            num(self.row.total),
        )
        table.focus()

    def action_close(self) -> None:
        self.dismiss(None)

"""The tournament table in the TUI: as complete as the paper (the same cells, the lot flag,
the legend and notes under it), sortable, and every player's figures traced to games."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...export.stage_view import table_title
from ...export.standings import write_csv
from ...export.standings_notes import nick_text
from ...export.texts import EXPORT, HEADS
from ...rules.errors import RuleError
from ...session import TournamentTable, os_error_text, tournament_table, write_fresh
from ...tournament.figures import KEYS, POINTS, cells, number
from ...tournament.standings import Row, Standings
from ..commands import bindings
from ..pdf_job import make_pdf
from ..widgets.wide_table import WideTable
from .standings_notes_view import NotesUnderTable
from .standings_rename import RenameFromTable
from .trace import TraceScreen
from .wide_columns import WideColumns

SHOWN = (*KEYS, "needs_lot")
"""The screen's columns: the paper's, then the lot flag (8.8.5) the CSV also ends with."""
TEXT = {"place", "nick", "needs_lot"}
"""Columns of text (left-aligned, sorted A to Z); the rest are numbers."""
FIXED = 2
"""Place and player stay in view when the table scrolls sideways."""


def sort_value(row: Row, key: str) -> Fraction | Decimal | int | str | bool:
    """What a column sorts by: points by their exact value (as the places are decided, 8.8),
    the rest by the cell."""
    if key in POINTS:
        value: Fraction = getattr(row, key)
        return value
    cell = cells(row)[key]
    return str(cell).casefold() if key in ("place", "nick") else cell


class StandingsScreen(WideColumns, NotesUnderTable, RenameFromTable, Screen[None]):
    """S sorts by the next column, R reverses, Enter shows a player's games, P/C export,
    ←/→ bring the columns a narrow terminal cuts off into view, N renames a player."""

    SCREEN_KEY = "standings"
    MORE_ID = "st-more"
    BINDINGS = bindings("standings")

    def __init__(self, name: str) -> None:
        super().__init__(id="standings")
        self.tournament = name
        self.sort_index = 0
        self.reverse = False
        self.standings: Standings | None = None
        self.before: int | None = None
        """The table as of before this round (None: every game); − and + move it."""
        self.rounds = 0
        self._table: TournamentTable | None = None
        self._scoring_shown = False
        """The tournament's own scoring was opened once (not again at each reload)."""

    def compose(self) -> ComposeResult:
        yield Static("", id="st-title", classes="title", markup=False)
        yield WideTable(id="st-table", cursor_type="row", zebra_stripes=True, fixed_columns=FIXED)
        yield Static("", id="st-more", markup=False)
        yield Static("", id="st-info", classes="hint", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        tr = self.mafia_app.tr
        table = self.query_one(WideTable)
        for key in SHOWN:
            table.add_column(HEADS.text(key, tr.lang), key=key)
        self.query_one("#st-title", Static).update(self.tournament)
        self.follow_columns()
        self.load()
        self.set_interval(3, self._poll)

    def on_resize(self) -> None:
        self.call_after_refresh(self._show_hidden)
        self._show_notes()

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
                self.app.call_from_thread(info.update, tr("st_reading", done=done, total=total))

        try:
            table = tournament_table(
                self.tournament,
                app.root,
                name_only=True,
                progress=progress,
                before=self.before,
            )
        except RuleError as err:
            self.app.call_from_thread(self.notify, err.message(tr.lang), severity="error")
            return
        self.app.call_from_thread(self._show, table)

    def _show(self, table: TournamentTable) -> None:
        """A bad file is left out (said by the reader); the table of the rest is shown, with
        the paper's notes under it (K, legend, rounding, lots), and a title that says what
        it leaves out (a hidden stage, the games from round ``before`` on)."""
        tr = self.mafia_app.tr
        st = table.standings
        self.standings, self.rounds = st, table.rounds
        counts = EXPORT.text("counts", tr.lang, games=st.games, participants=st.participants)
        title = table_title(self.tournament, tr.lang, table.before, table.hidden_from)
        self.query_one("#st-title", Static).update(f"{title} · {counts}")
        self._table = table
        self._show_notes()
        self.fill()
        if not self._scoring_shown:
            self._scoring_shown = True
            from .scored import open_named_scoring

            open_named_scoring(self, self.tournament, table)

    def action_player_stats(self) -> None:
        """P: the highlighted player's statistics across the tournaments."""
        from .player_stats import PlayerStatsScreen

        table = self.query_one(WideTable)
        if self.standings and table.row_count:
            key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
            if key:
                self.app.push_screen(PlayerStatsScreen(key))

    def action_scoring_choose(self) -> None:
        """O: the table under another scoring system."""
        from .scored import choose_scoring

        choose_scoring(self, self.tournament, "fiim")

    def fill(self) -> None:
        if self.standings is None:  # still being computed: shown when it is
            return
        key = SHOWN[self.sort_index]
        rows = list(self.standings.rows)
        if self.sort_index:
            # numbers (and the lot flag) highest first, text A to Z; R turns either round
            down = key not in ("place", "nick")
            rows.sort(key=lambda r: sort_value(r, key), reverse=down != self.reverse)
        elif self.reverse:
            rows.reverse()
        comma = self.mafia_app.tr.lang == "ru"
        lot = EXPORT.text("lot_cell", self.mafia_app.tr.lang)
        table = self.query_one(WideTable)
        table.clear()
        for r in rows:
            d = cells(r)
            d["nick"] = nick_text(r)
            shown = [d[k] if k != "needs_lot" else lot if d[k] else "" for k in SHOWN]
            table.add_row(
                *(
                    Text(
                        v if isinstance(v, str) else number(v, comma),
                        style="bold yellow" if r.needs_lot and k in ("place", "needs_lot") else "",
                        justify="left" if k in TEXT else "right",
                    )
                    for k, v in zip(SHOWN, shown, strict=True)
                ),
                key=r.nick,
            )
        table.focus()
        self.call_after_refresh(self._show_hidden)

    def action_sort(self) -> None:
        self.sort_index = (self.sort_index + 1) % len(SHOWN)
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
        table = self.query_one(WideTable)
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
            rules = self._table.rules if self._table is not None else None
            standings = self.standings
            write_fresh(path, lambda out: write_csv(standings, out, tr.lang, rules=rules))
        except OSError as exc:
            self.notify(tr("save_failed", error=os_error_text(exc, tr.lang)), severity="error")
            return
        self.notify(tr("st_csv_done", path=str(path)))

    def action_table_pdf(self) -> None:
        """F4 (Ctrl+E): the table as a PDF, as F4 prints on the other screens."""
        if self.standings is not None:
            self.notify(self.mafia_app.tr("st_pdf_working"))
            self._pdf()

    def _pdf(self) -> None:
        from ...session.jobs import standings_pdf_in_process

        app = self.mafia_app
        tr = app.tr
        out = self._out("pdf")
        make_pdf(
            self,
            lambda: standings_pdf_in_process(self.tournament, app.root, out, tr.lang, self.before),
            lambda path: self.notify(tr("st_pdf_done", path=path), timeout=12),
            lambda why: self.notify(tr("st_pdf_failed", error=why), severity="error"),
            tr.lang,
        )

    def action_earlier(self) -> None:
        """−: the table as it stood one game earlier (from the whole table: before the last
        round played)."""
        if self.rounds:
            self.before = max((self.before or self.rounds + 1) - 1, 1)
            self._compute()

    def action_later(self) -> None:
        """+: one game later; past the last round, the whole table again."""
        if self.before is not None:
            self.before = None if self.before >= self.rounds else self.before + 1
            self._compute()

    def action_back(self) -> None:
        self.app.pop_screen()

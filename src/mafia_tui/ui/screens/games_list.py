"""All stored games: open or continue, archive, PDF protocol, the mafiaratings file, import
from another judge."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import DataTable, Static

from ...session import Listing
from ..commands import bindings
from ..widgets.list_marks import row_note
from ..widgets.wide_table import WideTable
from .games_list_columns import COLUMNS, NARROW, conflict_cells, row_cells
from .wide_columns import WideColumns

if TYPE_CHECKING:
    from ...session.publish_list import Status

BATCH_ROWS = 400
"""Rows added between two frames after that (a few milliseconds each)."""


class GamesListScreen(WideColumns, Screen[None]):
    """A sortable table of games; Enter opens the highlighted one."""

    SCREEN_KEY = "list"
    MORE_ID = "list-more"
    BINDINGS = bindings("list")

    def __init__(self) -> None:
        super().__init__(id="games-list")
        self.show_archived = False
        self.conflicts: list[tuple[str, Path]] = []
        self._by_id: dict[str, Listing] = {}
        self._pending: list[Listing] = []
        self._signature = (0, 0)
        self._listed = False
        self.publish_marks: dict[str, Status] = {}
        self.narrow = False
        """The narrow layout (``games_list_columns``) the rows were drawn in."""

    def compose(self) -> ComposeResult:
        yield Static("", id="list-title", classes="title", markup=False)
        yield WideTable(id="games", cursor_type="row", zebra_stripes=True)
        yield Static("", id="list-more", classes="more", markup=False)
        yield Static("", id="list-note", classes="hint", markup=False)
        yield self.key_footer()

    @property
    def first_rows(self) -> int:
        """Rows in the first frame: as many as the terminal has lines, so the table is full
        (the rest follow between frames; each row costs the first frame about 0.1 ms)."""
        return max(self.app.size.height, 24)

    def on_mount(self) -> None:
        self._columns()
        self.narrow = self.app.size.width < NARROW
        self.follow_columns()
        # The first screenful as last listed, at once; the full listing (which looks at every
        # file) follows off the event loop after the first frame and replaces it.
        head = self.mafia_app.store.head(self.first_rows, self.show_archived)
        if head:
            self._show(head, [], complete=False)
        self.call_after_refresh(self.reload)
        self.set_interval(2, self._poll)

    def on_screen_resume(self) -> None:
        """Back from a game (or a dialog): list again; the first showing is on_mount's."""
        if self._listed:
            self.reload()

    def _poll(self) -> None:
        """Files a sync tool brings (or another table's app writes) appear by themselves."""
        if self.mafia_app.store.signature() != self._signature:
            self.reload()

    def reload(self) -> None:
        """List the games off the event loop (thousands of files take a while), then show
        them: the first screenful at once, the rest in batches between key presses."""
        store = self.mafia_app.store
        self._listed = True
        self._signature = store.signature()
        self._list(self.show_archived)

    @work(thread=True, exclusive=True, group="list")
    def _list(self, archived: bool) -> None:
        from .games_list_publish import publish_marks

        store = self.mafia_app.store
        rows, conflicts = store.listings(archived), store.conflicts()
        marks = publish_marks(store.root)
        self.app.call_from_thread(self._show, rows, conflicts, True, marks)

    def _show(
        self,
        rows: list[Listing],
        conflicts: list[tuple[str, Path]],
        complete: bool = True,
        marks: dict[str, Status] | None = None,
    ) -> None:
        if marks is not None:
            self.publish_marks = marks
        tr = self.mafia_app.tr
        count = len(rows) if complete else "…"
        self.query_one("#list-title", Static).update(f"{tr('list_title')} ({count})")
        table = self.query_one(DataTable)
        keep = self._current()
        table.clear()
        labels = self._by_id = {r.id: r for r in rows}
        for n, (gid, _copy) in enumerate(conflicts):
            r = labels.get(gid)
            what = tr("game_label", **r.label()) if r else gid
            text = Text(tr("two_versions", what=what), style="bold yellow")
            table.add_row(*conflict_cells(text), key=f"conflict:{n}")
        self.conflicts = conflicts
        self._pending = list(rows)
        self._add_rows(self.first_rows)
        if keep is not None and keep in table.rows:
            table.move_cursor(row=table.get_row_index(keep))
        table.focus()
        self._show_note()
        self.call_after_refresh(self._show_hidden)

    def on_resize(self) -> None:
        """Across :data:`NARROW` the rows are drawn again (the tournament's name cut or
        whole); the "more columns" line follows the width."""
        narrow = self.app.size.width < NARROW
        if narrow != self.narrow and self._by_id:
            self.narrow = narrow
            keep = self._current()
            self._columns()  # a column keeps the width of its widest cell ever: anew
            self._show(list(self._by_id.values()), self.conflicts)
            table = self.query_one(WideTable)
            if keep is not None and keep in table.rows:
                table.move_cursor(row=table.get_row_index(keep))
        self.narrow = narrow
        self.call_after_refresh(self._show_hidden)

    def _columns(self) -> None:
        """The table's columns, empty (``games_list_columns.COLUMNS``)."""
        tr = self.mafia_app.tr
        table = self.query_one(WideTable)
        table.clear(columns=True)
        for key in COLUMNS:
            table.add_column(tr(key), key=key)

    def _show_note(self) -> None:
        """The line under the table: the highlighted game's void and stand-ins, and in the
        archive whether archived games count."""
        gid = self._current()
        row = self._by_id.get(gid) if gid else None
        text = row_note(row, self.mafia_app.tr, self.show_archived)
        note = self.query_one("#list-note", Static)
        note.update(text)
        note.display = bool(text)

    def _add_rows(self, count: int) -> None:
        """Add the next ``count`` rows; the rest follow after the next refresh."""
        tr = self.mafia_app.tr
        table = self.query_one(DataTable)
        batch, self._pending = self._pending[:count], self._pending[count:]
        for r in batch:
            table.add_row(*row_cells(r, tr, self.publish_marks, self.narrow), key=r.id)
        if self._pending:
            self.call_after_refresh(self._add_rows, BATCH_ROWS)

    def _current(self) -> str | None:
        table = self.query_one(DataTable)
        if table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return None if key is None or key.startswith("conflict:") else key

    def action_open(self) -> None:
        """Enter (or the palette): open the highlighted game or compare two versions."""
        table = self.query_one(DataTable)
        if table.row_count:
            key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
            self._open(key)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self._open(event.row_key.value)

    def _open(self, key: str | None) -> None:
        if key and key.startswith("conflict:"):
            from .conflict import ConflictScreen

            gid, copy = self.conflicts[int(key.split(":")[1])]
            row = self._by_id.get(gid)
            tr = self.mafia_app.tr
            self.app.push_screen(
                ConflictScreen(gid, copy, tr("game_label", **row.label()) if row else gid)
            )
        elif key:
            self.mafia_app.open_game(key)

    def action_archive(self) -> None:
        from .games_list_keys import archive_key

        archive_key(self)

    def action_toggle_archived(self) -> None:
        self.show_archived = not self.show_archived
        self.reload()

    def action_pdf(self) -> None:
        from .games_list_keys import pdf_key

        pdf_key(self)

    def action_mafiaratings(self) -> None:
        """M: the highlighted finished game's mafiaratings document, into the data dir."""
        from .games_list_publish import mafiaratings_file_key

        mafiaratings_file_key(self)

    def action_import(self) -> None:
        from .games_list_keys import import_key

        import_key(self)

    def legal_token(self, token: str) -> bool:
        """``finished``: the highlighted row is a finished game (what can be published)."""
        if token == "finished":
            row = self.highlighted()
            return row is not None and row.finished
        if token == "tournament":
            row = self.highlighted()
            return row is not None and bool(row.tournament)
        return True

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        self.refresh_footer()
        self._show_note()

    def current_id(self) -> str | None:
        """The highlighted game's id (None on a conflict's row or an empty list)."""
        return self._current()

    def highlighted(self) -> Listing | None:
        """The highlighted game's row (None on a conflict's row or an empty list)."""
        gid = self._current()
        return self._by_id.get(gid) if gid else None

    def action_queue_publish(self) -> None:
        """U: queue the highlighted finished game for mafiaratings (``games_list_publish``)."""
        from .games_list_publish import queue_key

        queue_key(self)

    def action_queue_tournament(self) -> None:
        """T: queue every finished game of the highlighted game's tournament."""
        from .games_list_publish import queue_tournament_key

        queue_tournament_key(self)

    def action_send_publish(self) -> None:
        """O: send the outbox to the configured server, in the background."""
        from .publish_job import send_to_hub

        send_to_hub(self, self.mafia_app.store.root, self.mafia_app.tr.lang)

    def action_back(self) -> None:
        self.app.pop_screen()

"""The tournament table under a scoring system other than section 8 (a mafiaratings
definition): per player the points of each group and the total, ranked by the definition's
sorting string, the notes under it, and Enter for a player's games as the definition counted
them (the matters each set, what each policy paid). The same figures as
``mafia-tui standings --scoring``."""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from ...export.scored import cells, columns, heading, notes, title, trace_lines
from ...rules.errors import RuleError
from ...session.scoring import ScoredTable, scored_table, scoring_error_text
from ...session.standings import TournamentTable
from ...tournament.catalogue import Entry
from ...tournament.definition import ScoringError
from ..commands import bindings
from ..widgets.wide_table import WideTable
from .base import Keyed
from .scoring_pick import Choice, ScoringPick
from .wide_columns import WideColumns

TEXT_COLUMNS = {"place", "nick"}


class ScoredScreen(WideColumns, Screen[None]):
    """Enter: a player's games; P: his statistics; O: another scoring; Esc: back."""

    SCREEN_KEY = "scored"
    MORE_ID = "sc-more"
    BINDINGS = bindings("scored")

    def __init__(self, name: str, entry: Entry) -> None:
        super().__init__(id="scored")
        self.tournament = name
        self.entry = entry
        self.scored: ScoredTable | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="sc-title", classes="title", markup=False)
        yield WideTable(id="sc-table", cursor_type="row", zebra_stripes=True, fixed_columns=2)
        yield Static("", id="sc-more", markup=False)
        yield Static("", id="sc-info", classes="hint", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        tr = self.mafia_app.tr
        self.query_one("#sc-title", Static).update(title(self.tournament, self.entry, tr.lang))
        self.query_one("#sc-info", Static).update(tr("st_reading", done=0, total="…"))
        self.follow_columns()
        self._compute()

    def on_resize(self) -> None:
        self.call_after_refresh(self._show_hidden)

    @work(thread=True, exclusive=True, group="scored")
    def _compute(self) -> None:
        app = self.mafia_app
        try:
            scored = scored_table(self.tournament, app.root, self.entry, name_only=True)
        except (RuleError, ScoringError) as err:
            self.app.call_from_thread(
                self.notify, scoring_error_text(err, app.lang), severity="error", markup=False
            )
            return
        self.app.call_from_thread(self._show, scored)

    def _show(self, scored: ScoredTable) -> None:
        self.scored = scored
        lang = self.mafia_app.lang
        t = scored.table
        table = self.query_one(WideTable)
        table.clear(columns=True)
        keys = columns(t)
        for key in keys:
            table.add_column(heading(key, lang), key=key)
        for row in t.rows:
            values = cells(row, t, lang)
            table.add_row(
                *(
                    Text(v, justify="left" if k in TEXT_COLUMNS else "right")
                    for k, v in zip(keys, values, strict=True)
                ),
                key=row.nick,
            )
        self.query_one("#sc-info", Static).update("\n".join(notes(t, lang)))
        table.focus()
        self.call_after_refresh(self._show_hidden)

    def selected(self) -> str | None:
        """The nickname of the highlighted row."""
        table = self.query_one(WideTable)
        if self.scored is None or not table.row_count:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return str(key) if key else None

    def on_data_table_row_selected(self, event: WideTable.RowSelected) -> None:
        if self.scored and event.row_key.value:
            self._trace(str(event.row_key.value))

    def action_trace(self) -> None:
        nick = self.selected()
        if nick:
            self._trace(nick)

    def _trace(self, nick: str) -> None:
        assert self.scored is not None
        t = self.scored.table
        text = "\n".join(trace_lines(t.row(nick), t, self.mafia_app.lang))
        self.app.push_screen(ScoredTraceScreen(text))

    def action_player_stats(self) -> None:
        from .player_stats import PlayerStatsScreen

        nick = self.selected()
        if nick:
            self.app.push_screen(PlayerStatsScreen(nick))

    def action_scoring_choose(self) -> None:
        choose_scoring(self, self.tournament, self.entry.key, replace=True)

    def action_back(self) -> None:
        self.app.pop_screen()


class ScoredTraceScreen(Keyed, ModalScreen[None]):
    """A player's games under the definition, as text that scrolls; Esc or Enter closes."""

    SCREEN_KEY = "trace"
    BINDINGS = [*bindings("trace"), ("enter", "run('close')", "")]

    def __init__(self, text: str) -> None:
        super().__init__(classes="modal")
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            with VerticalScroll(id="sct-scroll"):
                yield Static(self.text, markup=False)

    def on_mount(self) -> None:
        self.query_one("#sct-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def action_columns_right(self) -> None:
        pass

    def action_columns_left(self) -> None:
        pass


def choose_scoring(screen: Keyed, tournament: str, current: str, replace: bool = False) -> None:
    """O on a table: the list; the one chosen is shown (section 8 on its own screen, any other
    on :class:`ScoredScreen`), and with F3 also written into the tournament's file.
    ``replace``: the screen asking is a scored table, which the choice replaces."""
    from ...export.seating_texts import SEATING
    from ...session.scoring import resolve, scoring_error_text, store_tournament_scoring
    from ...storage.plan import PlanError
    from ...tournament.definition import ScoringError

    app = screen.mafia_app

    def chosen(choice: Choice | None) -> None:
        if choice is None:
            return
        key, store = choice
        if store:
            try:
                store_tournament_scoring(tournament, app.root, key)
            except PlanError as err:
                app.notify(SEATING.text(err.code, app.lang, **err.values), severity="error")
                return
            app.notify(app.tr("scoring_stored", tournament=tournament, key=key))
        try:
            entry = resolve(key, app.root)
        except ScoringError as err:
            app.notify(scoring_error_text(err, app.lang), severity="error", markup=False)
            return
        if entry is None:
            if replace:
                screen.app.pop_screen()
            return
        shown = ScoredScreen(tournament, entry)
        if replace:
            screen.app.switch_screen(shown)
        else:
            screen.app.push_screen(shown)

    screen.app.push_screen(ScoringPick(current), chosen)


def open_named_scoring(screen: Keyed, tournament: str, table: TournamentTable) -> None:
    """A tournament whose file names another scoring opens its table under it, once (Esc
    comes back to section 8's)."""
    if "scoring" not in table.source.meta:
        return
    from ...rules.errors import RuleError
    from ...session.scoring import resolve, scoring_error_text, tournament_scoring
    from ...tournament.definition import ScoringError

    app = screen.mafia_app
    named = tournament_scoring(table)
    try:
        entry = resolve(named, app.root) if named else None
    except (ScoringError, RuleError, OSError) as err:
        text = str(err) if isinstance(err, OSError) else scoring_error_text(err, app.lang)
        app.notify(f"{named}: {text}", severity="error", markup=False)
        return
    if entry is not None:
        screen.app.push_screen(ScoredScreen(tournament, entry))

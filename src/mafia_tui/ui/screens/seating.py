"""The tournament's seating on screen: participants, tables a round, games each and a seed →
a seating of rounds × tables × seats, its quality beside it (seat balance, pair meetings
against their mean, pairs that never meet, tables per player); F3 stores it in the
tournament's plan, where the new-game form's F4 ("round, table") finds it; F4 prints it.

The seating is made in a worker thread (a big tournament's search takes seconds); storing
and printing go through the session layer and a child process, as every PDF does.
"""

from __future__ import annotations

from textual import work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.widgets import Input, Label, Static

from ...export.seating_texts import SEATING, quality_text
from ...rules.seating import SeatingError
from ...rules.seating_score import Seating
from ...session.scoring import (
    scoring_error_text,
    scoring_key,
    scoring_suggester_words,
    store_tournament_scoring,
)
from ...session.seating_plan import (
    make_seating,
    parse_apart,
    participants,
    split_names,
    store_seating,
)
from ...storage.plan import PlanError, seating_by_name
from ...tournament.definition import ScoringError
from ..commands import bindings
from ..pdf_job import make_pdf
from .base import Keyed

NUMBERS = (("tables", "2"), ("games", "10"), ("seed", "0"))
"""The number fields and what they hold at first."""


def scoring_suggester() -> SuggestFromList:
    """The scoring field completes from the systems' keys and names."""
    return SuggestFromList(scoring_suggester_words(), case_sensitive=False)


class SeatingScreen(Keyed, Screen[None]):
    """F2 makes, F3 stores in the tournament, F4 prints; Tab moves between fields."""

    SCREEN_KEY = "seating"
    BINDINGS = bindings("seating")

    def __init__(self) -> None:
        super().__init__(id="seating")
        self.seating: Seating | None = None
        self.names: list[str] = []

    def compose(self) -> ComposeResult:
        tr = self.mafia_app.tr
        with Vertical(classes="dialog wide form"):
            yield Label(tr("seat_title"), classes="title")
            yield Label(tr("seat_tournament"))
            yield Input(self.mafia_app.settings.tournament, id="seat-tournament")
            yield Label(tr("seat_names"))
            yield Input("", id="seat-names")
            yield Label(tr("seat_apart"))
            yield Input("", id="seat-apart")
            yield Label(tr("seat_scoring"))
            yield Input("", id="seat-scoring", placeholder="fiim", suggester=scoring_suggester())
            with Horizontal(classes="row"):
                for key, value in NUMBERS:
                    with Vertical():
                        yield Label(tr(f"seat_{key}"))
                        yield Input(value, id=f"seat-{key}", restrict=r"\d*", max_length=6)
            yield Static(tr("seat_hint"), classes="hint", markup=False)
            with VerticalScroll(id="seat-out"):
                yield Static("", id="seat-quality", markup=False)
                yield Static("", id="seat-rounds", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        self.query_one("#seat-tournament", Input).focus()

    def _say(self, text: str, error: bool = False) -> None:
        self.notify(text, severity="error" if error else "information", markup=False)

    def _number(self, key: str) -> int | None:
        text = self.query_one(f"#seat-{key}", Input).value.strip()
        if not text.isdigit():
            self._say(
                self.mafia_app.tr("seat_bad_number", field=self.mafia_app.tr(f"seat_{key}")), True
            )
            return None
        return int(text)

    def _participants(self) -> list[str] | None:
        """The typed nicknames, else the tournament file's participants; None (said) when
        there are none or one is typed twice."""
        app = self.mafia_app
        lang = app.tr.lang
        try:
            names = split_names(self.query_one("#seat-names", Input).value)
            if not names:
                tournament = self.query_one("#seat-tournament", Input).value.strip()
                names = list(participants(tournament, app.root)) if tournament else []
        except PlanError as err:
            self._say(SEATING.text(err.code, lang, **err.values), True)
            return None
        if not names:
            self._say(app.tr("seat_need_names"), True)
            return None
        return names

    def action_seating_make(self) -> None:
        """F2: read the form and make the seating in a worker thread."""
        names = self._participants()
        numbers = [self._number(key) for key, _ in NUMBERS]
        if names is None or None in numbers:
            return
        typed = self.query_one("#seat-apart", Input).value.replace(";", ",").split(",")
        try:
            apart = parse_apart([t for t in typed if t.strip()], names)
        except PlanError as err:
            self._say(SEATING.text(err.code, self.mafia_app.tr.lang, **err.values), True)
            return
        tables, games, seed = (n or 0 for n in numbers)
        self._say(self.mafia_app.tr("seat_working"))
        self._make(names, tables, games, seed, apart)

    @work(thread=True, exclusive=True, group="seating")
    def _make(
        self,
        names: list[str],
        tables: int,
        games: int,
        seed: int,
        apart: tuple[tuple[int, int], ...],
    ) -> None:
        lang = self.mafia_app.tr.lang
        try:
            seating = make_seating(len(names), tables, games, seed, apart)
        except SeatingError as err:
            self.app.call_from_thread(self._say, SEATING.text(err.code, lang, **err.values), True)
            return
        self.app.call_from_thread(self._show, names, seating)

    def _show(self, names: list[str], seating: Seating) -> None:
        """The quality figures, then every round: table → the ten nicknames in seat order."""
        tr = self.mafia_app.tr
        self.seating, self.names = seating, names
        self.query_one("#seat-quality", Static).update(quality_text(seating, tr.lang, len(names)))
        lines: list[str] = []
        for r, rnd in enumerate(seating_by_name(seating, names), 1):
            lines.append(tr("seat_round", round=r))
            for t, table in enumerate(rnd, 1):
                lines.append(tr("seat_table", table=t, names=", ".join(table)))
        self.query_one("#seat-rounds", Static).update("\n".join(lines))

    def action_seating_store(self) -> None:
        """F3: store the seating, with its participants, in the tournament's plan."""
        tr = self.mafia_app.tr
        tournament = self.query_one("#seat-tournament", Input).value.strip()
        if self.seating is None:
            self._say(tr("seat_make_first"), True)
            return
        if not tournament:
            self._say(tr("seat_name_first"), True)
            return
        scoring = self.query_one("#seat-scoring", Input).value.strip()
        try:
            key = scoring_key(scoring, self.mafia_app.root) if scoring else ""
        except ScoringError as err:
            self._say(scoring_error_text(err, tr.lang), True)
            return
        try:
            path, _ = store_seating(tournament, self.mafia_app.root, self.names, self.seating)
            if key:
                store_tournament_scoring(tournament, self.mafia_app.root, key)
        except PlanError as err:
            self._say(SEATING.text(err.code, tr.lang, **err.values), True)
            return
        self._say(tr("seat_stored", path=str(path)))

    def action_seating_pdf(self) -> None:
        """F4: the seating's PDF under the data dir's ``seating/`` (a child process)."""
        from ...session.jobs import seating_pdf_in_process

        app = self.mafia_app
        tr = app.tr
        if self.seating is None:
            self._say(tr("seat_make_first"), True)
            return
        name = self.query_one("#seat-tournament", Input).value.strip() or tr("seat_title")
        safe = "".join(c if c.isalnum() else "-" for c in name)[:60]
        out = app.root / "seating" / f"{safe}.pdf"
        named = seating_by_name(self.seating, self.names)
        make_pdf(
            self,
            lambda: seating_pdf_in_process(name, named, (), out, tr.lang),
            lambda path: self._say(tr("seat_pdf_done", path=path)),
            lambda why: self._say(tr("seat_pdf_failed", error=why), True),
            tr.lang,
        )

    def action_back(self) -> None:
        self.app.pop_screen()

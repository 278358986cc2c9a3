"""The tournament's seating on screen: participants, the tables' judges, pairs kept apart (a
family, a club, a judge and a player), fixed places, tables a round, games each and a seed →
a seating of rounds × tables × seats, its quality beside it (seat balance, pair meetings and
their variance against the floor of the shape, pairs that never meet, table numbers per
player); F3 stores it in the tournament's plan, where the new-game form's F4 ("round, table")
finds it; F4 prints it.

The seating is made in a worker thread (a big tournament's search takes seconds): a progress
line under the form shows how far it is and the best figures so far until the result comes,
and F5 stops it there, keeping the best. Storing and printing go through the session layer
and a child process, as every PDF does.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from textual import work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.widgets import Input, Label, Static

from ...export.seating_texts import SEATING, quality_text, refusal
from ...session.scoring import scoring_suggester_words
from ...session.seating_plan import (
    Apart,
    make_seating,
    parse_apart,
    parse_fixed,
    people,
    split_names,
)
from ...storage.plan import PlanError, seating_by_name
from ...tournament.seating import Fixed, SeatingError
from ...tournament.seating_anneal import Snapshot
from ...tournament.seating_score import Seating
from ..commands import bindings
from .base import Keyed
from .seating_output import print_pdf, store

NUMBERS = (("tables", "2"), ("games", "10"), ("seed", "0"))
"""The number fields and what they hold at first."""
TEXTS = ("tournament", "names", "judges", "apart", "fixed")
"""The text fields, top to bottom."""
SHOW_EVERY = 0.25
"""Seconds between two repaints of the progress line."""


def scoring_suggester() -> SuggestFromList:
    """The scoring field completes from the systems' keys and names."""
    return SuggestFromList(scoring_suggester_words(), case_sensitive=False)


class SeatingScreen(Keyed, Screen[None]):
    """F2 makes, F5 stops keeping the best, F3 stores in the tournament, F4 prints."""

    SCREEN_KEY = "seating"
    BINDINGS = bindings("seating")

    def __init__(self) -> None:
        super().__init__(id="seating")
        self.seating: Seating | None = None
        self.names: list[str] = []
        self.judges: list[str] = []
        self.apart = Apart()
        self.making = False
        self.replacing: tuple[str, Seating] | None = None
        self._made_from: tuple[str, ...] = ()
        self._making_from: tuple[str, ...] = ()
        self._stop = threading.Event()
        self._shown = 0.0

    def compose(self) -> ComposeResult:
        tr = self.mafia_app.tr
        with Vertical(classes="dialog wide form"):
            yield Label(tr("seat_title"), classes="title")
            for key in TEXTS:
                yield Label(tr(f"seat_{key}"))
                value = self.mafia_app.settings.tournament if key == "tournament" else ""
                yield Input(value, id=f"seat-{key}")
            yield Label(tr("seat_scoring"))
            yield Input("", id="seat-scoring", placeholder="fiim", suggester=scoring_suggester())
            with Horizontal(classes="row"):
                for key, value in NUMBERS:
                    with Vertical():
                        yield Label(tr(f"seat_{key}"))
                        yield Input(value, id=f"seat-{key}", restrict=r"\d*", max_length=6)
            yield Static(tr("seat_hint"), id="seat-progress", classes="hint", markup=False)
            with VerticalScroll(id="seat-out"):
                yield Static("", id="seat-quality", markup=False)
                yield Static("", id="seat-rounds", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        self.query_one("#seat-tournament", Input).focus()

    def say(self, text: str, error: bool = False) -> None:
        self.notify(text, severity="error" if error else "information", markup=False)

    def field(self, key: str) -> str:
        return self.query_one(f"#seat-{key}", Input).value

    def _form(self) -> tuple[str, ...]:
        """The fields a seating is made from; the tournament's name too while the players or
        the judges come from its file."""
        shaping = ("names", "judges", "apart", "fixed") + tuple(key for key, _ in NUMBERS)
        values = tuple(self.field(key).strip() for key in shaping)
        from_file = not (values[0] and values[1])
        return values + ((self.field("tournament").strip(),) if from_file else ())

    def _number(self, key: str) -> int | None:
        text = self.field(key).strip()
        if not text.isdigit():
            self._failed(
                self.mafia_app.tr("seat_bad_number", field=self.mafia_app.tr(f"seat_{key}"))
            )
            return None
        return int(text)

    def _participants(self) -> tuple[list[str], list[str]] | None:
        """The typed nicknames and judges, else the tournament file's; None (said) when there
        are no participants or a name is typed twice."""
        app = self.mafia_app
        tournament = self.field("tournament").strip()
        try:
            names = split_names(self.field("names"))
            judges = [j.strip() for j in self.field("judges").replace(";", ",").split(",")]
            while judges and not judges[-1]:
                judges.pop()
            if tournament and not (names and judges):
                known, known_judges = people(tournament, app.root)
                names = names or list(known)
                judges = judges or list(known_judges)
        except PlanError as err:
            self._failed(SEATING.text(err.code, app.tr.lang, **err.values))
            return None
        if not names:
            self._failed(app.tr("seat_need_names"))
            return None
        return names, judges

    def action_seating_make(self) -> None:
        """F2: read the form and make the seating in a worker thread."""
        if self.making:
            self.say(self.mafia_app.tr("seat_busy"), True)
            return
        found = self._participants()
        numbers = [self._number(key) for key, _ in NUMBERS]
        if found is None or None in numbers:
            return
        names, judges = found
        lang = self.mafia_app.tr.lang
        try:
            apart = parse_apart(_items(self.field("apart")), names, judges)
            fixed = parse_fixed(_items(self.field("fixed")), names)
        except PlanError as err:
            self._failed(SEATING.text(err.code, lang, **err.values))
            return
        tables, games, seed = (n or 0 for n in numbers)
        self.making = True
        self._stop.clear()
        self._progress_line(self.mafia_app.tr("seat_working"))
        self._making_from = self._form()
        self._make(names, judges, tables, games, seed, apart, fixed)

    @work(thread=True, exclusive=True, group="seating")
    def _make(
        self,
        names: list[str],
        judges: list[str],
        tables: int,
        games: int,
        seed: int,
        apart: Apart,
        fixed: tuple[Fixed, ...],
    ) -> None:
        lang = self.mafia_app.tr.lang
        began = time.process_time()
        try:
            seating = make_seating(len(names), tables, games, seed, apart, fixed, watch=self._watch)
        except SeatingError as err:
            self.app.call_from_thread(self._failed, refusal(err, lang, names, judges))
            return
        spent = time.process_time() - began
        self.app.call_from_thread(self._show, names, judges, apart, seating, spent)

    def _watch(self, done: float, figures: Callable[[], Snapshot]) -> bool:
        """The search's progress, from the worker thread: the line repainted now and then."""
        if self._stop.is_set():
            return False
        now = time.monotonic()
        if now - self._shown >= SHOW_EVERY:
            self._shown = now
            self.app.call_from_thread(self._progress, done, figures())
        return not self._stop.is_set()

    def _progress(self, done: float, best: Snapshot) -> None:
        tr = self.mafia_app.tr
        variance = f"{best.variance:.3f}".replace(".", "," if tr.lang == "ru" else ".")
        broken = tr("seat_progress_breaks", count=best.breaks) if best.breaks else ""
        self._progress_line(
            tr(
                "seat_progress",
                done=int(done * 100),
                low=best.low,
                high=best.high,
                variance=variance,
                breaks=broken,
            )
        )

    def _progress_line(self, text: str) -> None:
        self.query_one("#seat-progress", Static).update(text)

    def _failed(self, text: str) -> None:
        self.making = False
        self._progress_line(text)
        self.say(text, True)

    def _show(
        self, names: list[str], judges: list[str], apart: Apart, seating: Seating, spent: float
    ) -> None:
        """The quality figures, then every round: table → the ten nicknames in seat order."""
        tr = self.mafia_app.tr
        self.making = False
        self.seating, self.names, self.judges, self.apart = seating, names, judges, apart
        self._made_from = self._making_from  # F3 and F4 refuse once the fields change
        seconds = f"{spent:.1f}".replace(".", "," if tr.lang == "ru" else ".")
        done = tr("seat_stopped" if self._stop.is_set() else "seat_done", seconds=seconds)
        self._progress_line(done)
        figures = quality_text(seating, tr.lang, len(names), apart.pairs, apart.banned)
        self.query_one("#seat-quality", Static).update(figures)
        lines: list[str] = []
        for r, rnd in enumerate(seating_by_name(seating, names), 1):
            lines.append(tr("seat_round", round=r))
            for t, table in enumerate(rnd, 1):
                judge = judges[t - 1] if t <= len(judges) else ""
                key = "seat_table_judge" if judge else "seat_table"
                lines.append(tr(key, table=t, names=", ".join(table), judge=judge))
        self.query_one("#seat-rounds", Static).update("\n".join(lines))
        self.query_one("#seat-out", VerticalScroll).focus()  # ↑ ↓ PgUp PgDn read it all

    def action_seating_stop(self) -> None:
        """F5: stop the search now and keep the best seating it has found."""
        if not self.making:
            self.say(self.mafia_app.tr("seat_not_making"), True)
            return
        self._stop.set()

    def ready(self) -> bool:
        """Whether a seating is there to store or print (said when not)."""
        tr = self.mafia_app.tr
        if self.making:
            self.say(tr("seat_busy"), True)
            return False
        if self.seating is None:
            self.say(tr("seat_make_first"), True)
            return False
        if self._form() != self._made_from:
            self.say(tr("seat_form_changed"), True)
            return False
        return True

    def action_seating_store(self) -> None:
        """F3: store the seating, with its participants and judges, in the tournament's plan."""
        store(self)

    def action_seating_pdf(self) -> None:
        """F4: the seating's PDF under the data dir's ``seating/`` (a child process)."""
        print_pdf(self, self)

    def action_back(self) -> None:
        self._stop.set()
        self.app.pop_screen()


def _items(text: str) -> list[str]:
    """The comma- (or semicolon-) separated entries of a field, blanks dropped."""
    return [t for t in text.replace(";", ",").split(",") if t.strip()]

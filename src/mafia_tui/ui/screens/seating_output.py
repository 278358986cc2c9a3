"""The seating screen's outputs: F3 stores the seating, its participants, judges and
scoring in the tournament's plan (where the new-game form's F4 finds it), asking for a
second F3 before it replaces another seating stored there (games may have been played from
it); F4 prints it as a
PDF in a child process, as every PDF is made. Both refuse while a seating is being made,
before one is made, or once the fields it was made from have changed
(``ready`` of :class:`Outputs`)."""

from __future__ import annotations

from typing import Protocol

from textual.widget import Widget

from ...export.seating_texts import SEATING
from ...session.scoring import scoring_error_text, scoring_key, store_tournament_scoring
from ...session.seating_plan import replaced_rounds, store_seating
from ...storage.plan import PlanError, seating_by_name
from ...tournament.definition import ScoringError
from ...tournament.seating_score import Seating
from ..pdf_job import make_pdf
from ..services import Services


class Outputs(Protocol):
    """What storing and printing ask of the seating screen."""

    seating: Seating | None
    names: list[str]
    judges: list[str]
    replacing: tuple[str, Seating] | None
    """The tournament and seating whose replacing of another stored seating was said once
    (F3 again stores it)."""

    @property
    def mafia_app(self) -> Services: ...

    def ready(self) -> bool:
        """Whether a seating is there to store or print (said when not)."""
        ...

    def field(self, key: str) -> str:
        """The text of the form's field ``key``."""
        ...

    def say(self, text: str, error: bool = False) -> None:
        """A note to the judge."""
        ...


def store(screen: Outputs) -> None:
    """F3: store the seating, with its participants and judges, in the tournament's plan."""
    tr = screen.mafia_app.tr
    if not screen.ready() or screen.seating is None:
        return
    tournament = screen.field("tournament").strip()
    if not tournament:
        screen.say(tr("seat_name_first"), True)
        return
    scoring = screen.field("scoring").strip()
    try:
        key = scoring_key(scoring, screen.mafia_app.root) if scoring else ""
    except ScoringError as err:
        screen.say(scoring_error_text(err, tr.lang), True)
        return
    try:
        replaces = replaced_rounds(tournament, screen.mafia_app.root, screen.names, screen.seating)
    except PlanError as err:
        screen.say(SEATING.text(err.code, tr.lang, **err.values), True)
        return
    if replaces and screen.replacing != (tournament, screen.seating):
        screen.replacing = (tournament, screen.seating)
        screen.say(tr("seat_replace", tournament=tournament, rounds=replaces), True)
        return
    try:
        path, _ = store_seating(
            tournament, screen.mafia_app.root, screen.names, screen.seating, tuple(screen.judges)
        )
        if key:
            store_tournament_scoring(tournament, screen.mafia_app.root, key)
    except PlanError as err:
        screen.say(SEATING.text(err.code, tr.lang, **err.values), True)
        return
    screen.say(tr("seat_stored", path=str(path)))


def print_pdf(screen: Outputs, owner: Widget) -> None:
    """F4: the seating's PDF under the data dir's ``seating/`` (a child process that
    ``owner`` waits for)."""
    from ...session.jobs import seating_pdf_in_process

    app = screen.mafia_app
    tr = app.tr
    if not screen.ready() or screen.seating is None:
        return
    name = screen.field("tournament").strip() or tr("seat_title")
    safe = "".join(c if c.isalnum() else "-" for c in name)[:60]
    out = app.root / "seating" / f"{safe}.pdf"
    named = seating_by_name(screen.seating, screen.names)
    judges = tuple(screen.judges)
    make_pdf(
        owner,
        lambda: seating_pdf_in_process(name, named, judges, out, tr.lang),
        lambda path: screen.say(tr("seat_pdf_done", path=path)),
        lambda why: screen.say(tr("seat_pdf_failed", error=why), True),
        tr.lang,
    )

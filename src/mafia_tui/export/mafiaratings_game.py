"""What an imported mafiaratings game is beside its log: the header the document gives, the
after-game record (extras, titles, times), its id, and the check that the replay reached the
document's result and departures (:mod:`.mafiaratings_import` replays the log)."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from ..rules.after import AfterGame, Extra, Title
from ..rules.after_checks import read_points
from ..rules.errors import RuleError
from ..rules.game import Game
from ..rules.scoring import check
from ..rules.setup import Header
from ..rules.state import Status
from .foreign import Refusal, Said
from .import_texts import IMPORT as T
from .mafiaratings_doc import Doc, Seat
from .mafiaratings_times import round_of

_WON = {"civ": "red", "maf": "black", "tie": "draw"}
_HOW = {Status.KILLED: "night", Status.VOTED_OUT: "day", Status.REMOVED: "warnings"}


def check_against(d: Doc, game: Game) -> None:
    """The same winner and the same departures as the document, or a refusal saying which."""
    ours = game.state.result
    if ours != _WON[d.winner]:
        raise Refusal("mismatch_winner", theirs=_WON[d.winner], ours=ours or "-")
    for s in d.seats:
        p = game.state.player(s.seat)
        theirs = _described(s)
        mine = "-" if p.alive else _ours(p.status, p.left_at, game, s.seat)
        if theirs != mine and not (theirs.startswith("?") and mine != "-"):
            raise Refusal("mismatch_departure", seat=s.seat, theirs=theirs, ours=mine)


def _described(s: Seat) -> str:
    if s.death is None:
        return "-"
    kind = {"teamKickOut": "kickOut"}.get(s.death.type, s.death.type) or "?"
    return f"{kind} {s.death.round}" if s.death.round is not None else f"?{kind}"


def _ours(status: Status, left_at: tuple[str, int] | None, game: Game, seat: int) -> str:
    phase, number = left_at or ("zero", 0)
    return f"{_HOW.get(status, 'kickOut')} {round_of(phase, number)}"


def header_of(d: Doc, tournament: str) -> Header:
    """The header the document gives: its tournament (or event), table and game number (0:
    the document has none, and none is made up), the date of its start."""
    name = tournament or (
        f"mafiaratings-{d.tournament_id or d.event_id}"
        if (d.tournament_id or d.event_id)
        else "mafiaratings"
    )
    date = datetime.fromtimestamp(d.start, UTC).date().isoformat() if d.start else ""
    return Header(
        tournament=name[:120],
        stage="qualifying",
        game_number=min(d.game_number or 0, 9999),
        table=min(d.table or 0, 9999),
        date=date,
        judge="",
    )


def finish(d: Doc, game: Game, notes: list[Said]) -> None:
    """The start and end times on the first and last entries; the extras, titles and
    comments of the document as the after-game record, held to the reader's limits."""
    if d.times_dropped:
        notes.append(Said(T, "times_dropped"))
    if game.log and d.start:
        game.restamp(0, datetime.fromtimestamp(d.start, UTC).isoformat())
    if game.log and d.end:
        game.restamp(len(game.log) - 1, datetime.fromtimestamp(d.end, UTC).isoformat())
    if any(s.arranged is not None for s in d.seats):
        notes.append(Said(T, "arrangement_dropped"))
    extras = []
    for s in d.seats:
        if s.bonus:  # as the reader reads the points a file of ours holds
            points = float(Decimal(str(s.bonus)).quantize(Decimal("0.01")))
            extras.append(Extra(s.seat, read_points(points, "bonus"), s.comment))
    titles = list(dict.fromkeys(Title(s.seat, _TITLE[t]) for s in d.seats for t in s.titles))
    after = AfterGame(extras=extras, titles=titles)
    try:
        check(game.state, game.profile, after)
    except RuleError as err:
        # 8.4's limits are ours; the game itself stands without the extras, which are said
        notes.append(Said(T, "extras_dropped", {"why": err}))
        after = AfterGame(titles=titles)
    game.after = after


_TITLE = {"bestPlayer": "best_player", "bestMove": "best_move", "worstMove": "worst_move"}
"""The document's titles by our record's names (:data:`..rules.after.TITLES`)."""


def game_id_of(d: Doc, g: dict[str, Any]) -> str:
    if d.source_id is not None:
        return f"mr-{d.source_id}"
    digest = hashlib.sha256(json.dumps(g, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    return f"mr-{digest[:32]}"

"""The results desk: each seat's entries and running total against 8.4's limits, the protest
deadline of 8.9.1, the head judge's consents and check, and the record check — what is wrong
or missing in a finished record before it goes to paper.

The record check never blocks: the judge may print and sign a record it questions; it only
lists what a head judge would ask about, each item with its rule number.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from decimal import Decimal

from .after import AfterGame, Consent, Decision, Extra, Penalty, Protest, Signoff
from .errors import RuleError
from .game import Game
from .roles import SEATS, Team
from .scoring import PlayerScore, check, score
from .state import Event, Player, State, Status
from .values import frozen


@frozen
class SeatDesk:
    """One seat on the desk: its points and every entry that makes them."""

    seat: int
    points: PlayerScore
    extras: tuple[tuple[int, Extra], ...]
    """(index in the record's extras, entry), in the order entered."""
    penalties: tuple[tuple[int, Penalty], ...]
    winner: bool
    limit: Decimal
    """8.4.3 / 8.4.4: the most this seat may get from the judge."""
    needs_consent: bool
    """8.4.3: a winner's 0.6 or 0.7 from the judge."""
    consent: Consent | None
    """The head judge's consent for exactly the seat's points, if given."""
    left: str
    """How he left the table and by which rule, as a code: "" (sat to the end), "killed",
    "voted_out", "fouls" (6.5), "tech_fouls" (a second technical foul), "disqualified",
    "team_defeat" (6.8), "tournament" (7.3)."""

    @property
    def room(self) -> Decimal:
        """How much more the judge may give this seat (never below zero)."""
        return max(self.limit - self.points.judge, Decimal(0))


def seats(game: Game) -> list[SeatDesk]:
    """The ten seats of the desk, in seat order."""
    state, profile, after = game.state, game.profile, game.after
    result = game.result
    rows = []
    for row in score(state, profile, after):
        player = state.player(row.seat)
        winner = result in ("red", "black") and player.team.value == result
        judge = row.judge
        consent = next(
            (c for c in reversed(after.consents) if c.seat == row.seat and c.points == judge),
            None,
        )
        rows.append(
            SeatDesk(
                row.seat,
                row,
                tuple((i, e) for i, e in enumerate(after.extras) if e.seat == row.seat),
                tuple((i, p) for i, p in enumerate(after.penalties) if p.seat == row.seat),
                winner,
                profile.extra_winner_max if winner else profile.extra_loser_max,
                row.needs_head_judge,
                consent,
                _left(player, player.status, player.disqualified, player.removed_from_tournament),
            )
        )
    return rows


def _left(player: Player, status: Status, disqualified: str, tournament: bool) -> str:
    if tournament:
        return "tournament"
    if disqualified.startswith("6.8"):
        return "team_defeat"
    if disqualified:
        return "disqualified"
    return {
        Status.KILLED: "killed",
        Status.VOTED_OUT: "voted_out",
        Status.REMOVED: "tech_fouls" if player.removed_by_tech else "fouls",
    }.get(status, "")


def judge_total(after: AfterGame) -> Decimal:
    """The judge's extra points of the whole game (8.4.2 limits it)."""
    return sum((e.points for e in after.extras), Decimal(0))


def protest_deadline(game: Game) -> datetime | None:
    """When the time for a protest ends (8.9.1: the profile's minutes after the end of the
    game), or None while the game goes on or its end has no stamp."""
    ended = game.ended_at()
    if ended is None:
        return None
    try:
        end = datetime.fromisoformat(ended)
    except ValueError:
        return None
    if end.tzinfo is None:  # a stamp without its offset cannot be compared with a filing
        return None
    return end + timedelta(minutes=game.profile.protest_minutes)


def filed_late(game: Game, protest: Protest) -> bool:
    """Filed after 8.9.1's deadline (the head judge decides whether to hear it)."""
    deadline = protest_deadline(game)
    if deadline is None or protest.at is None:
        return False
    return datetime.fromisoformat(protest.at) > deadline


def clock(stamp: str | None) -> str:
    """ "21:40" of an ISO stamp; "" for none or one that does not read."""
    if stamp is None:
        return ""
    try:
        return datetime.fromisoformat(stamp).strftime("%H:%M")
    except ValueError:
        return ""


def checked(game: Game) -> bool:
    """The head judge's check covers the record as it is now."""
    from .record import record_digest

    signoff = game.after.signoff
    return signoff is not None and signoff.record == record_digest(game)


# --- changes: each returns a new record, checked as a whole ------------------------------


def add_extra(game: Game, extra: Extra, replace_index: int | None = None) -> AfterGame:
    """The record with ``extra`` added (or put in place of the entry at ``replace_index``).

    Raises:
        RuleError: ``bad_entry`` for an index that is not there; any limit of 8.4 broken by
            the record as a whole (the seat's sum, the three players, the total).
    """
    extras = list(game.after.extras)
    if replace_index is None:
        extras.append(extra)
    else:
        _index(extras, replace_index)
        extras[replace_index] = extra
    return _checked(game, game.after.copy(extras=extras))


def add_penalty(game: Game, penalty: Penalty) -> AfterGame:
    """The record with ``penalty`` added (8.5).

    Raises:
        RuleError: the penalty does not fit the player's role or the result.
    """
    return _checked(game, game.after.copy(penalties=[*game.after.penalties, penalty]))


def remove(game: Game, kind: str, index: int) -> AfterGame:
    """The record without the entry ``index`` of ``kind`` ("extras", "penalties",
    "protests").

    Raises:
        RuleError: ``bad_entry`` for an index that is not there.
    """
    items = list(getattr(game.after, kind))
    _index(items, index)
    del items[index]
    return _checked(game, game.after.copy(**{kind: items}))


def file_protest(game: Game, filer: int | str, text: str, at: str) -> AfterGame:
    """The record with a protest filed by a seat or a team (8.9.1).

    Raises:
        RuleError: ``protest_text_missing``, ``bad_filer``, or ``not_finished``.
    """
    if not text.strip():
        raise RuleError("protest_text_missing", "8.9.1")
    if not ((isinstance(filer, int) and filer in SEATS) or filer in (Team.RED, Team.BLACK)):
        raise RuleError("bad_filer")
    protest = Protest(filer if isinstance(filer, int) else str(filer), text.strip(), at)
    return _checked(game, game.after.copy(protests=[*game.after.protests, protest]))


def decide(game: Game, index: int, decision: Decision) -> AfterGame:
    """The record with the head judge's ``decision`` on protest ``index`` (8.9.2); a second
    decision replaces the first (a correction of the record, not an appeal: 8.9.4).

    A decision that changes the result is checked with the record: the extras and penalties
    already entered must fit the new result (a draw allows no extras, 8.4.6).

    Raises:
        RuleError: ``bad_entry``, ``decision_reason_missing``, or what the new result breaks.
    """
    protests = list(game.after.protests)
    _index(protests, index)
    if not decision.reason.strip():
        raise RuleError("decision_reason_missing", "9.10")
    old = protests[index]
    protests[index] = Protest(old.filer, old.text, old.at, decision)
    return _checked(game, game.after.copy(protests=protests))


def consent(game: Game, name: str, at: str) -> tuple[AfterGame, list[int]]:
    """The record with the head judge's consent (8.4.3) for every seat that needs it and
    has none for its present points.

    Returns:
        The new record and the seats consented.

    Raises:
        RuleError: ``consent_not_needed`` when no seat needs one.
    """
    due = [s for s in seats(game) if s.needs_consent and s.consent is None]
    if not due:
        raise RuleError("consent_not_needed", "8.4.3")
    added = [Consent(s.seat, s.points.judge, name.strip(), at) for s in due]
    return _checked(game, game.after.copy(consents=[*game.after.consents, *added])), [
        s.seat for s in due
    ]


def sign(game: Game, name: str, at: str) -> AfterGame:
    """The record with the head judge's check of the whole game (9.11), covering the record
    as it is now.

    Raises:
        RuleError: ``not_finished``.
    """
    from .record import record_digest

    if not game.state.over:
        raise RuleError("not_finished")
    return _checked(game, game.after.copy(signoff=Signoff(name.strip(), at, record_digest(game))))


def _index(items: Sequence[object], index: int) -> None:
    if not 0 <= index < len(items):
        raise RuleError("bad_entry", index=index + 1)


def _checked(game: Game, after: AfterGame) -> AfterGame:
    check(game.state, game.profile, after)
    return after


# --- the record check ---------------------------------------------------------------------


def problems(game: Game) -> list[Event]:
    """What is wrong or missing in the record, each with its rule; empty when nothing is.

    Looked at: the game not over; the 8.4/8.5 limits (a record read from elsewhere); a
    winner's 0.6-0.7 without the head judge's consent, or a consent for other points (8.4.3);
    the first-night victim's best move not entered (8.3, 9.6); a protest undecided (8.9.2) or
    filed after the deadline (8.9.1); a vote whose counts the game's end left blank; the head
    judge's check made stale by a later change.
    """
    state, after = game.state, game.after
    found: list[Event] = []
    if not state.over:
        return [Event("desk_not_over")]
    try:
        check(state, game.profile, after)
    except RuleError as err:
        found.append(Event("desk_limit", "", (("why", err),)))
    found += _consents(game)
    found += _best_move(game)
    found += _protests(game)
    found += _blank_counts(state)
    if after.signoff is not None and not checked(game):
        found.append(Event("desk_signoff_stale", "9.11", (("name", after.signoff.name),)))
    return found


def _consents(game: Game) -> list[Event]:
    """A winner's 0.6-0.7 without the head judge's consent, or with one for other points
    (8.4.3)."""
    found = []
    for s in seats(game):
        if s.needs_consent and s.consent is None:
            stale = any(c.seat == s.seat for c in game.after.consents)
            code = "desk_consent_stale" if stale else "desk_consent_missing"
            found.append(Event(code, "8.4.3", (("seat", s.seat), ("points", s.points.judge))))
    return found


def _protests(game: Game) -> list[Event]:
    """A protest filed after the deadline (8.9.1) or not decided (8.9.2)."""
    found = []
    for i, p in enumerate(game.after.protests, start=1):
        if filed_late(game, p):
            minutes = game.profile.protest_minutes
            found.append(Event("desk_protest_late", "8.9.1", (("n", i), ("minutes", minutes))))
        if p.decision is None:
            found.append(Event("desk_protest_open", "8.9.2", (("n", i),)))
    return found


def _blank_counts(state: State) -> list[Event]:
    """A held day's vote whose counts the game's end left blank (9.5): one a day."""
    found = []
    for day in state.days:
        if day.cancelled or day.outcome not in ("", "game_over"):
            continue  # not held (7.1/7.2), or carried out (a count a removal fixed, 7.2)
        for rnd in day.rounds:
            if len(rnd.counts) < (1 if rnd.lift else max(len(rnd.candidates) - 1, 0)):
                code = "desk_lift_blank" if rnd.lift else "desk_vote_blank"
                found.append(Event(code, "9.5", (("day", day.number),)))
                break
    return found


def _best_move(game: Game) -> list[Event]:
    """The first-night victim gave his last word (8.3) and no best move is recorded."""
    from .nighttime import best_move_void

    state = game.state
    if state.best_move is not None or not state.nights or not game.profile.best_move_recorded:
        return []
    victim = state.nights[0].killed
    if victim is None or best_move_void(state, game.profile):
        return []
    return [Event("desk_best_move_missing", "9.6", (("seat", victim),))]

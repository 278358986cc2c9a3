"""The results desk as a service: every entry after the game, for the results screen and the
command line alike. Each call reads what the judge typed, asks the rules core for the new
record (:mod:`mafia_tui.rules.desk`), saves it, and answers with an event to show: what was
done, or (raised) why not. Nothing changes on a refusal.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING

from ..i18n import folded
from ..rules import desk as rules_desk
from ..rules import voiding
from ..rules.after import OUTCOMES, RESULTS, AfterGame, Decision, Extra, Penalty
from ..rules.errors import RuleError
from ..rules.state import Event
from ..rules.team_texts import pair
from .desk_texts import TYPED

if TYPE_CHECKING:
    from .game_session import GameSession

REMOVED = {
    "extras": "desk_removed_extras",
    "penalties": "desk_removed_penalties",
    "protests": "desk_removed_protests",
}
"""The entries that can be removed, as the record names its lists, and what is said."""

DECIDED = {
    "accepted": "desk_decided_accepted",
    "rejected": "desk_decided_rejected",
    "result_changed": "desk_decided_result_changed",
}


def parse_points(text: str) -> Decimal:
    """Points as a judge types them: "0,3", "0.3", ".3", "+0,3".

    Raises:
        RuleError: ``bad_points``.
    """
    cleaned = text.strip().replace(",", ".").lstrip("+")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise RuleError("bad_points", text=text.strip()[:20]) from None
    if not value.is_finite():
        raise RuleError("bad_points", text=text.strip()[:20])
    return value


def parse_seat(text: str) -> int:
    """A seat as typed: 1-10, and 0 for 10 as at the table.

    Raises:
        RuleError: ``bad_seat``.
    """
    text = text.strip()
    if not text.isdigit() or int(text) > 10:
        raise RuleError("bad_seat", seat=text[:10] or "—")
    return int(text) or 10


def parse_filer(text: str) -> int | str:
    """Who files a protest: a seat ("5", "0" for 10) or a team's letter in either layout
    (К/R red, Ч/B black) or word.

    Raises:
        RuleError: ``bad_filer``.
    """
    typed = folded(text.strip())
    if typed.isdigit():
        seat = int(typed)
        return 10 if seat == 0 else seat
    for team, names in _TEAM_WORDS.items():
        if typed in names:
            return team
    raise RuleError("bad_filer")


def _words(*pairs: tuple[str, str]) -> frozenset[str]:
    """Every word of ``pairs`` in both languages, folded as a judge's typing is."""
    return frozenset(folded(w) for texts in pairs for text in texts for w in text.split())


_TEAM_WORDS = {
    team: _words(pair("letter", team), pair("typed", team))
    | {folded(letter) + "." for letter in pair("letter", team)}
    for team in ("red", "black")
}
"""A team as a filer: its letter in either layout (with a dot or without), or its words."""


def parse_outcome(text: str) -> str:
    """The head judge's decision as typed: a digit as on the screen (1 accepted, 2 rejected,
    3 red, 4 black, 5 draw) or a word in either language ("принят", "чёрные", "draw"); the
    outcome or new result :meth:`Desk.decide` takes, or ``text`` itself when it is none (the
    refusal then names it)."""
    typed = folded(text.strip())
    return next((key for key, words in _OUTCOME_WORDS.items() if typed in words), text)


_OUTCOME_WORDS = {
    key: {str(digit)} | _words(TYPED.entries[key] if key in TYPED else pair("typed", key))
    for digit, key in enumerate(("accepted", "rejected", "red", "black", "draw"), start=1)
}
"""The digit and the words of each decision (folded)."""


def parse_clock(text: str, now: str, ended: str | None = None) -> str:
    """A time the judge types ("21:40") as a stamp: on the date and offset of the game's end
    (``ended``; the next day when the time is before the end, past midnight), else of
    ``now``; an empty text is ``now`` itself. A time still to come is refused: what is
    recorded has happened (a protest at 10:40 typed at 10:19 would precede its decision).

    Raises:
        RuleError: ``bad_clock``, ``clock_future``.
    """
    if not text.strip():
        return now
    try:
        base = datetime.fromisoformat(ended or now)
        hours, minutes = (int(part) for part in text.strip().replace(".", ":").split(":"))
        moment = base.replace(hour=hours, minute=minutes, second=0, microsecond=0)
    except ValueError:
        raise RuleError("bad_clock", text=text.strip()[:20]) from None
    if ended is not None and moment < base.replace(second=0, microsecond=0):
        moment += timedelta(days=1)
    current = datetime.fromisoformat(now)
    comparable = (moment.tzinfo is None) == (current.tzinfo is None)
    if comparable and base <= current < moment:  # (a game that ends after "now": a clock off)
        raise RuleError("clock_future", text=text.strip()[:20], now=f"{current:%H:%M}")
    return moment.isoformat(timespec="seconds")


class Desk:
    """The after-game entries of one open game (its :class:`GameSession` saves them)."""

    def __init__(self, session: GameSession) -> None:
        self.session = session

    @property
    def after(self) -> AfterGame:
        return self.session.game.after

    def _save(self, after: AfterGame) -> None:
        """Put the checked record in place and save it (``session.unsaved`` tells whether
        the disk took it)."""
        self.session.set_after(after)

    def add_extra(self, seat: int, points: str, reason: str, replace: int | None = None) -> Event:
        """Give the judge's extra points (8.4): a new entry, or entry ``replace`` corrected.

        Raises:
            RuleError: a bad number, or a limit of 8.4 the record would break.
        """
        game = self.session.game
        value = parse_points(points)
        self._save(rules_desk.add_extra(game, Extra(seat, value, reason.strip()), replace))
        row = rules_desk.seats(game)[seat - 1]
        code = "desk_extra_changed" if replace is not None else "desk_extra_added"
        return Event(
            code,
            "",
            (
                ("seat", seat),
                ("points", value),
                ("sum", row.points.judge),
                ("limit", row.limit),
                ("total", rules_desk.judge_total(game.after)),
                ("max", game.profile.extra_total_max),
            ),
        )

    def add_penalty(self, seat: int, rule: str, reason: str) -> Event:
        """A -0.4 penalty of 8.5.x with its reason (the sub-rule's digit alone is enough: "1"
        is 8.5.1).

        Raises:
            RuleError: the penalty does not fit the player or the result.
        """
        game = self.session.game
        rule = rule.strip()
        if rule in ("1", "2", "3", "4", "8.5.1.", "8.5.2.", "8.5.3.", "8.5.4."):
            rule = "8.5." + rule.removeprefix("8.5.").rstrip(".")  # the sub-rule's digit
        self._save(rules_desk.add_penalty(game, Penalty(seat, rule, reason.strip())))
        return Event("desk_penalty_added", rule, (("seat", seat),))

    def remove(self, kind: str, index: int) -> Event:
        """Remove entry ``index`` (0-based) of ``kind`` ("extras", "penalties", "protests").

        Raises:
            RuleError: ``bad_entry``.
        """
        if kind not in REMOVED:
            raise RuleError("bad_entry", index=index + 1)
        self._save(rules_desk.remove(self.session.game, kind, index))
        return Event(REMOVED[kind], "", (("n", index + 1),))

    def file_protest(self, filer: str, text: str, at: str = "") -> Event:
        """Record a protest (8.9.1): who (a seat or a team), the text, when (typed "HH:MM",
        or now).

        Raises:
            RuleError: a bad filer, time or an empty text.
        """
        session = self.session
        when = parse_clock(at, session.now(), session.game.ended_at())
        self._save(rules_desk.file_protest(session.game, parse_filer(filer), text, when))
        n = len(session.game.after.protests)
        late = rules_desk.filed_late(session.game, session.game.after.protests[-1])
        return Event(
            "desk_protest_filed_late" if late else "desk_protest_filed", "8.9.1", (("n", n),)
        )

    def decide(self, index: int, outcome: str, reason: str, by: str) -> Event:
        """The head judge's decision on protest ``index`` (0-based): "accepted", "rejected",
        or a new result ("red", "black", "draw"), with the explanation and his name.

        Raises:
            RuleError: ``bad_outcome``, ``bad_entry``, a missing reason or name, or what the
                new result breaks in the entries already made.
        """
        session = self.session
        outcome = parse_outcome(outcome)
        result = outcome if outcome in RESULTS else None
        kind = "result_changed" if result else outcome
        if kind not in OUTCOMES:
            raise RuleError("bad_outcome", outcome=outcome[:20])
        decision = Decision(kind, reason.strip(), by.strip(), session.now(), result)
        self._save(rules_desk.decide(session.game, index, decision))
        return Event(DECIDED[kind], "8.9.2", (("n", index + 1), ("result", result)))

    def consent(self, name: str) -> Event:
        """The head judge's consent (8.4.3) to every winner's 0.6-0.7 that has none.

        Raises:
            RuleError: ``consent_not_needed``, ``bad_name``.
        """
        session = self.session
        after, consented = rules_desk.consent(session.game, name, session.now())
        self._save(after)
        return Event(
            "desk_consented", "8.4.3", (("seats", tuple(consented)), ("name", name.strip()))
        )

    def sign(self, name: str) -> Event:
        """The head judge's check of the whole record (9.11), stamped now.

        Raises:
            RuleError: ``not_finished``, ``bad_name``.
        """
        session = self.session
        self._save(rules_desk.sign(session.game, name, session.now()))
        return Event("desk_signed", "", (("name", name.strip()),))

    def void(self, reason: str, by: str) -> Event:
        """The head judge voids the game (docs/TOURNAMENT.md, "Voiding a game"), stamped now:
        it stays on disk and in the games list, and counts nowhere.

        Raises:
            RuleError: ``already_void``, ``void_reason_missing``, ``bad_name`` and the like.
        """
        session = self.session
        self._save(voiding.void(session.game, reason, by, session.now()))
        return Event("desk_voided", "", (("name", by.strip()), ("reason", reason.strip())))

    def unvoid(self) -> Event:
        """The game counts again, as before it was voided.

        Raises:
            RuleError: ``not_void``.
        """
        self._save(voiding.unvoid(self.session.game))
        return Event("desk_unvoided")

    def set_comments(self, text: str) -> bool:
        """The judge's notes for the protocol's back (9.10); True when they changed.

        Raises:
            RuleError: ``text_too_long`` and the like; nothing changes.
        """
        if text == self.after.comments:
            return False
        self._save(self.after.copy(comments=text))
        return True

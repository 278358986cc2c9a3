"""The record after the last word: what the judge and the head judge enter once the game is
over (8.4, 8.5, 8.9, 9.9, 9.10), as plain data, and its JSON form (docs/FORMAT.md, ``after``).

The limits of 8.4/8.5 need the game's state and are :func:`scoring.check`'s; what the record
still lacks is :func:`desk.problems`'. Here every entry is only checked for what any record
must be, entered or read: its types, texts short enough for the protocol and free of lone
surrogates, names free of invisible characters, times that read as ISO 8601.
"""

from __future__ import annotations

from dataclasses import field, replace
from datetime import datetime
from decimal import Decimal
from typing import Any

from .errors import RuleError, shown
from .setup import invisible_char
from .values import frozen, mutable

TEXT_MAX = 10_000
"""The longest comments or protest text accepted (characters): pages of the protocol's back."""

REASON_MAX = 500
"""The longest written reason of an extra, a penalty or a decision (9.10)."""

NAME_MAX = 64
"""The longest name of a head judge (9.11's signature line holds a surname)."""

POINTS_MAX = 100
"""Points read from a file lie within plus or minus this; 8.4 then allows far less."""

TEAMS = ("red", "black")
"""A protest may be filed by a seat or in a team's name."""

OUTCOMES = ("accepted", "rejected", "result_changed")
"""The head judge's decision on a protest (8.9.2): upheld, dismissed, or the game's result
changed (then :attr:`Decision.result` is the new one)."""

RESULTS = ("red", "black", "draw")


@frozen
class Extra:
    """One entry of the judge's extra points for a player (8.4), with the written reason (9.10).
    A player may have several; 8.4's limits apply to his sum."""

    seat: int
    points: Decimal
    reason: str


@frozen
class Penalty:
    """A -0.4 penalty under one of 8.5.1–8.5.4, with the written reason."""

    seat: int
    rule: str
    reason: str


@frozen
class Decision:
    """The head judge's (or the appeals committee's) decision on a protest (8.9.2, 8.9.4)."""

    outcome: str
    """One of :data:`OUTCOMES`."""
    reason: str
    """The explanation for the protocol's back (9.10)."""
    by: str
    """Who decided: the head judge's name."""
    at: str
    """When (ISO 8601)."""
    result: str | None = None
    """For ``result_changed``: the game's result from now on ("red", "black", "draw")."""


@frozen
class Protest:
    """A protest on the game's result (8.9): who filed it, what it says, when."""

    filer: int | str | None
    """A seat (1-10), or a team ("red", "black"); None in a file of the versions that kept
    the protest as one text, which named nobody."""
    text: str
    at: str | None
    """When it was filed (ISO 8601; None as ``filer``); 8.9.1 allows 10 minutes from the end
    of the game."""
    decision: Decision | None = None


@frozen
class Consent:
    """The head judge's consent to a winner's 0.6 or 0.7 from the judge (8.4.3), for the
    points the seat had when it was given."""

    seat: int
    points: Decimal
    name: str
    at: str


@frozen
class Signoff:
    """The head judge's "checked" for the whole record (9.11's signature, in the file).

    ``record`` is the digest of the record as it was checked (:func:`record.record_digest`):
    any later change of the log or of the after-game data makes the check stale.
    """

    name: str
    at: str
    record: str


@mutable
class AfterGame:
    """What is entered after the game: extras, penalties, protests, the head judge's consents
    and check, and the judge's comments (8.4, 8.5, 8.9, 9.10, 9.11)."""

    extras: list[Extra] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    protests: list[Protest] = field(default_factory=list)
    comments: str = ""
    """The judge's notes for the back page (9.10)."""
    consents: list[Consent] = field(default_factory=list)
    signoff: Signoff | None = None

    def copy(self, **changes: Any) -> AfterGame:
        """A new record with ``changes``; lists are copied, so neither record changes the
        other."""
        fresh = replace(self, **changes)
        for name in ("extras", "penalties", "protests", "consents"):
            if name not in changes:
                setattr(fresh, name, list(getattr(self, name)))
        return fresh

    def judge_points(self, seat: int) -> Decimal:
        """The sum of the judge's extra points for ``seat`` (8.4)."""
        return sum((e.points for e in self.extras if e.seat == seat), Decimal(0))

    def to_dict(self) -> dict[str, Any]:
        """JSON form (points as numbers). Protests, consents and the check are written only
        when there are some, so a record without them reads in the versions before them."""
        out: dict[str, Any] = {
            "extras": [
                {"seat": e.seat, "points": float(e.points), "reason": e.reason} for e in self.extras
            ],
            "penalties": [
                {"seat": p.seat, "rule": p.rule, "reason": p.reason} for p in self.penalties
            ],
            "comments": self.comments,
        }
        if self.protests:
            out["protests"] = [_protest_dict(p) for p in self.protests]
        if self.consents:
            out["consents"] = [
                {"seat": c.seat, "points": float(c.points), "name": c.name, "at": c.at}
                for c in self.consents
            ]
        if self.signoff is not None:
            s = self.signoff
            out["signoff"] = {"name": s.name, "at": s.at, "record": s.record}
        return out

    def validate(self) -> None:
        """Check what any after-game data must be, entered or read.

        Raises:
            RuleError: ``bad_after`` (a wrong type or value), ``text_too_long``,
                ``reason_too_long``, ``invisible_char`` or ``bad_name``.
        """
        for name, items, kind in (
            ("extras", self.extras, Extra),
            ("penalties", self.penalties, Penalty),
            ("protests", self.protests, Protest),
            ("consents", self.consents, Consent),
        ):
            if not isinstance(items, list):
                raise RuleError("bad_after", why=_field(name))
            for i, item in enumerate(items):
                if not isinstance(item, kind):
                    raise RuleError("bad_after", why=_field(f"{name}[{i}]"))
        for i, e in enumerate(self.extras):
            _check_extra(e, f"extras[{i}]")
        for i, p in enumerate(self.penalties):
            _check_penalty(p, f"penalties[{i}]")
        for i, pr in enumerate(self.protests):
            _check_protest(pr, f"protests[{i}]")
        for i, c in enumerate(self.consents):
            _check_consent(c, f"consents[{i}]")
        if self.signoff is not None:
            _check_signoff(self.signoff)
        _text(self.comments, "comments")

    @classmethod
    def from_dict(cls, data: Any) -> AfterGame:
        """Read the after-game block of a game file: its shape, then :meth:`validate`.

        A file of the versions before protests were a list holds ``protest``, one free text:
        read as a protest that names no filer and no time. The limits of 8.4/8.5 need the
        game's state; the reader applies :func:`scoring.check` once the log is replayed.

        Raises:
            RuleError: ``bad_after`` naming the first wrong field, or a :meth:`validate` error.
        """
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise RuleError("bad_after", why=_field("after"))
        unknown = set(data) - _KEYS
        if unknown:
            raise RuleError(
                "bad_after",
                why=RuleError("why_unknown_field", field=shown(sorted(unknown, key=repr)[0])),
            )
        extras = [
            Extra(e["seat"], _points(e["points"], f"extras[{i}].points"), e["reason"])
            for i, e in enumerate(_rows(data, "extras", {"seat", "points", "reason"}))
        ]
        penalties = [
            Penalty(p["seat"], p["rule"], p["reason"])
            for p in _rows(data, "penalties", {"seat", "rule", "reason"})
        ]
        protests = [
            Protest(p["filer"], p["text"], p["at"], _decision(p.get("decision"), i))
            for i, p in enumerate(
                _rows(data, "protests", {"filer", "text", "at"}, frozenset({"decision"}))
            )
        ]
        consents = [
            Consent(c["seat"], _points(c["points"], f"consents[{i}].points"), c["name"], c["at"])
            for i, c in enumerate(_rows(data, "consents", {"seat", "points", "name", "at"}))
        ]
        signoff = data.get("signoff")
        if signoff is not None:
            if not isinstance(signoff, dict) or set(signoff) != {"name", "at", "record"}:
                raise RuleError("bad_after", why=_field("signoff"))
            signoff = Signoff(signoff["name"], signoff["at"], signoff["record"])
        legacy = data.get("protest", "")
        _text(legacy, "protest")
        if legacy.strip():
            protests.insert(0, Protest(None, legacy.strip(), None))
        after = cls(extras, penalties, protests, data.get("comments", ""), consents, signoff)
        after.validate()
        return after


_KEYS = {"extras", "penalties", "protest", "protests", "comments", "consents", "signoff"}


def _protest_dict(p: Protest) -> dict[str, Any]:
    out: dict[str, Any] = {"filer": p.filer, "text": p.text, "at": p.at}
    d = p.decision
    if d is not None:
        out["decision"] = {"outcome": d.outcome, "reason": d.reason, "by": d.by, "at": d.at}
        if d.result is not None:
            out["decision"]["result"] = d.result
    return out


def _rows(
    data: dict[str, Any], name: str, keys: set[str], optional: frozenset[str] = frozenset()
) -> list[dict[str, Any]]:
    """The list ``name`` of objects with exactly ``keys`` (and maybe ``optional`` ones)."""
    items = data.get(name, [])
    if not isinstance(items, list):
        raise RuleError("bad_after", why=_field(name))
    for i, item in enumerate(items):
        if not isinstance(item, dict) or not keys <= set(item) <= keys | optional:
            raise RuleError("bad_after", why=_field(f"{name}[{i}]"))
    return items


def _decision(data: Any, i: int) -> Decision | None:
    if data is None:
        return None
    keys = {"outcome", "reason", "by", "at"}
    if not isinstance(data, dict) or not keys <= set(data) <= keys | {"result"}:
        raise RuleError("bad_after", why=_field(f"protests[{i}].decision"))
    return Decision(data["outcome"], data["reason"], data["by"], data["at"], data.get("result"))


def _points(value: Any, where: str) -> Decimal:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not -POINTS_MAX <= value <= POINTS_MAX
    ):  # NaN fails this too
        raise RuleError("bad_after", why=_field(where))
    return Decimal(str(value))


def _check_extra(e: Extra, where: str) -> None:
    _seat(e.seat, f"{where}.seat")
    _reason(e.reason, e.seat, f"{where}.reason")
    if not isinstance(e.points, Decimal):
        raise RuleError("bad_after", why=_field(f"{where}.points"))


def _check_penalty(p: Penalty, where: str) -> None:
    _seat(p.seat, f"{where}.seat")
    _reason(p.reason, p.seat, f"{where}.reason")
    if not isinstance(p.rule, str):
        raise RuleError("bad_after", why=_field(f"{where}.rule"))


def _check_protest(pr: Protest, where: str) -> None:
    if pr.filer is not None and not (
        (_is_number(pr.filer) and 1 <= int(pr.filer) <= 10) or pr.filer in TEAMS
    ):
        raise RuleError("bad_after", why=_field(f"{where}.filer"))
    _text(pr.text, f"{where}.text")
    if pr.at is not None:
        _time(pr.at, f"{where}.at")
    d = pr.decision
    if d is None:
        return
    if not isinstance(d, Decision) or d.outcome not in OUTCOMES:
        raise RuleError("bad_after", why=_field(f"{where}.decision"))
    if (d.outcome == "result_changed") != (d.result is not None) or (
        d.result is not None and d.result not in RESULTS
    ):
        raise RuleError("bad_after", why=_field(f"{where}.decision.result"))
    _reason(d.reason, 0, f"{where}.decision.reason")
    _name(d.by, f"{where}.decision.by")
    _time(d.at, f"{where}.decision.at")


def _check_consent(c: Consent, where: str) -> None:
    _seat(c.seat, f"{where}.seat")
    if not isinstance(c.points, Decimal):
        raise RuleError("bad_after", why=_field(f"{where}.points"))
    _name(c.name, f"{where}.name")
    _time(c.at, f"{where}.at")


def _check_signoff(s: Signoff) -> None:
    if not isinstance(s, Signoff) or not isinstance(s.record, str) or not s.record:
        raise RuleError("bad_after", why=_field("signoff"))
    if len(s.record) > 64 or not all(ch in "0123456789abcdef" for ch in s.record):
        raise RuleError("bad_after", why=_field("signoff.record"))
    _name(s.name, "signoff.name")
    _time(s.at, "signoff.at")


def _field(path: str) -> RuleError:
    """The reason of a ``bad_after``: the field of the block that is wrong, as written."""
    return RuleError("why_field", field=shown(path, 60))


def _is_number(value: Any) -> bool:
    """A whole number small enough to print (a seat; 1-10 is :func:`check`'s to say)."""
    return isinstance(value, int) and not isinstance(value, bool) and -1000 <= value <= 1000


def _seat(value: Any, where: str) -> None:
    if not _is_number(value):
        raise RuleError("bad_after", why=_field(where))


_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""The bidi marks, embeddings, overrides and isolates: they reorder the text after them."""


def _no_surrogate(text: str, name: str) -> None:
    """A free text (comments, protests, reasons): any line of visible text, with line breaks
    and tabs, but no other control character (ESC, BEL would reach the terminal and the
    PDF), no bidi control (a line could read backwards on the signed protocol), no
    surrogate. Joiners and variation selectors stay: emoji and scripts need them."""
    for ch in text:
        if ch in "\n\t":
            continue
        if ch in _BIDI or invisible_char(ch, frozenset({"Cc", "Cs"})):
            raise RuleError("invisible_char", field=name, char=f"U+{ord(ch):04X}")


def _reason(text: Any, seat: int, where: str) -> None:
    if not isinstance(text, str):
        raise RuleError("bad_after", why=_field(where))
    if len(text) > REASON_MAX:
        raise RuleError("reason_too_long", seat=seat, length=len(text), max=REASON_MAX)
    _no_surrogate(text, where)


def _text(text: Any, where: str) -> None:
    if not isinstance(text, str):
        raise RuleError("bad_after", why=_field(where))
    if len(text) > TEXT_MAX:
        raise RuleError("text_too_long", field=where, length=len(text), max=TEXT_MAX)
    _no_surrogate(text, where)


def _name(text: Any, where: str) -> None:
    """A person's name as entered for a signature: visible characters, at most NAME_MAX."""
    if not isinstance(text, str):
        raise RuleError("bad_after", why=_field(where))
    if not text.strip() or len(text) > NAME_MAX:
        raise RuleError("bad_name", max=NAME_MAX)
    char = invisible_char(text)
    if char:
        raise RuleError("invisible_char", field=where, char=char)


def _time(text: Any, where: str) -> None:
    """An ISO 8601 moment with its offset, as the actions' stamps are written."""
    if not isinstance(text, str) or len(text) > 40:
        raise RuleError("bad_after", why=_field(where))
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise RuleError("bad_after", why=_field(where)) from None
    if moment.tzinfo is None:
        raise RuleError("bad_after", why=_field(where))

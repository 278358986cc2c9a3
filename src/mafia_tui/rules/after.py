"""The record after the last word: what the judge and the head judge enter once the game is
over (8.4, 8.5, 8.9, 9.9, 9.10), as plain data, and its JSON form (docs/FORMAT.md, ``after``).

The limits of 8.4/8.5 need the game's state and are :func:`scoring.check`'s; what the record
still lacks is :func:`desk.problems`'. Here every entry is only checked for what any record
must be, entered or read: its types, texts short enough for the protocol and free of lone
surrogates, names free of invisible characters, times that read as ISO 8601.
"""

from __future__ import annotations

from dataclasses import field, replace
from decimal import Decimal
from typing import Any

from .after_checks import (  # noqa: F401  (the limits are the record's, read from here)
    NAME_MAX,
    POINTS_MAX,
    REASON_MAX,
    TEXT_MAX,
    check_consent,
    check_extra,
    check_name,
    check_penalty,
    check_reason,
    check_seat,
    check_signoff,
    check_text,
    check_time,
    field_error,
    is_number,
    no_surrogate,
    read_points,
)
from .errors import RuleError, shown
from .values import frozen, mutable

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


TITLES = ("best_player", "best_move", "worst_move")
"""The titles a judge may give beside the points, as mafiaratings keeps them (``bestPlayer``,
``bestMove``, ``worstMove``): kept with the record, they score nothing under FIIM."""


@frozen
class Title:
    """A title given to a player (:data:`TITLES`)."""

    seat: int
    title: str


@frozen
class Void:
    """The head judge's decision that the game counts nowhere in the tournament (a game
    judged under the wrong seating, a replayed game, a test game): the game stays on disk and
    in the games list, and :mod:`.voiding` leaves it out of every table, export and publish.
    Not a ruling of the game: its record and its check stay as they are."""

    reason: str
    by: str
    """The head judge's name."""
    at: str
    """When (ISO 8601)."""


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
    void: Void | None = None
    """The head judge voided the game (see :class:`Void`); None while it counts."""
    titles: list[Title] = field(default_factory=list)

    def copy(self, **changes: Any) -> AfterGame:
        """A new record with ``changes``; lists are copied, so neither record changes the
        other."""
        fresh = replace(self, **changes)
        for name in ("extras", "penalties", "protests", "consents", "titles"):
            if name not in changes:
                setattr(fresh, name, list(getattr(self, name)))
        return fresh

    def judge_points(self, seat: int) -> Decimal:
        """The sum of the judge's extra points for ``seat`` (8.4)."""
        return sum((e.points for e in self.extras if e.seat == seat), Decimal(0))

    def to_dict(self) -> dict[str, Any]:
        """JSON form (points as numbers). Protests, consents, the check and the titles are
        written only when there are some, so a record without them reads in the versions
        before them."""
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
        if self.titles:
            out["titles"] = [{"seat": t.seat, "title": t.title} for t in self.titles]
        if self.void is not None:
            v = self.void
            out["void"] = {"reason": v.reason, "by": v.by, "at": v.at}
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
            ("titles", self.titles, Title),
        ):
            if not isinstance(items, list):
                raise RuleError("bad_after", why=field_error(name))
            for i, item in enumerate(items):
                if not isinstance(item, kind):
                    raise RuleError("bad_after", why=field_error(f"{name}[{i}]"))
        for i, e in enumerate(self.extras):
            check_extra(e, f"extras[{i}]")
        for i, p in enumerate(self.penalties):
            check_penalty(p, f"penalties[{i}]")
        for i, pr in enumerate(self.protests):
            _check_protest(pr, f"protests[{i}]")
        for i, c in enumerate(self.consents):
            check_consent(c, f"consents[{i}]")
        if self.signoff is not None:
            check_signoff(self.signoff)
        if self.void is not None:
            _check_void(self.void)
        check_text(self.comments, "comments")
        _check_titles(self.titles)

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
            raise RuleError("bad_after", why=field_error("after"))
        unknown = set(data) - _KEYS
        if unknown:
            raise RuleError(
                "bad_after",
                why=RuleError("why_unknown_field", field=shown(sorted(unknown, key=repr)[0])),
            )
        extras = [
            Extra(e["seat"], read_points(e["points"], f"extras[{i}].points"), e["reason"])
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
            Consent(
                c["seat"], read_points(c["points"], f"consents[{i}].points"), c["name"], c["at"]
            )
            for i, c in enumerate(_rows(data, "consents", {"seat", "points", "name", "at"}))
        ]
        checked = _one(data, "signoff", {"name", "at", "record"})
        signoff = Signoff(checked["name"], checked["at"], checked["record"]) if checked else None
        voided = _one(data, "void", {"reason", "by", "at"})
        void = Void(voided["reason"], voided["by"], voided["at"]) if voided else None
        legacy = data.get("protest", "")
        check_text(legacy, "protest")
        if legacy.strip():
            protests.insert(0, Protest(None, legacy.strip(), None))
        titles = [Title(t["seat"], t["title"]) for t in _rows(data, "titles", {"seat", "title"})]
        after = cls(
            extras,
            penalties,
            protests,
            data.get("comments", ""),
            consents,
            signoff,
            void,
            titles,
        )
        after.validate()
        return after


_KEYS = {
    "extras",
    "penalties",
    "protest",
    "protests",
    "comments",
    "consents",
    "signoff",
    "void",
    "titles",
}


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
        raise RuleError("bad_after", why=field_error(name))
    for i, item in enumerate(items):
        if not isinstance(item, dict) or not keys <= set(item) <= keys | optional:
            raise RuleError("bad_after", why=field_error(f"{name}[{i}]"))
    return items


def _one(data: dict[str, Any], name: str, keys: set[str]) -> dict[str, Any] | None:
    """The object ``name`` with exactly ``keys``; None when the block has none."""
    item = data.get(name)
    if item is not None and (not isinstance(item, dict) or set(item) != keys):
        raise RuleError("bad_after", why=field_error(name))
    return item


def _decision(data: Any, i: int) -> Decision | None:
    if data is None:
        return None
    keys = {"outcome", "reason", "by", "at"}
    if not isinstance(data, dict) or not keys <= set(data) <= keys | {"result"}:
        raise RuleError("bad_after", why=field_error(f"protests[{i}].decision"))
    return Decision(data["outcome"], data["reason"], data["by"], data["at"], data.get("result"))


def _check_titles(titles: list[Title]) -> None:
    """Each title one of :data:`TITLES`, for a seat 1-10, a seat's title once."""
    for i, t in enumerate(titles):
        seat_ok = is_number(t.seat) and 1 <= t.seat <= 10
        if not seat_ok or t.title not in TITLES or titles.index(t) != i:
            raise RuleError("bad_after", why=field_error(f"titles[{i}]"))


def _check_protest(pr: Protest, where: str) -> None:
    if pr.filer is not None and not (
        (is_number(pr.filer) and 1 <= int(pr.filer) <= 10) or pr.filer in TEAMS
    ):
        raise RuleError("bad_after", why=field_error(f"{where}.filer"))
    check_text(pr.text, f"{where}.text")
    if pr.at is not None:
        check_time(pr.at, f"{where}.at")
    d = pr.decision
    if d is None:
        return
    if not isinstance(d, Decision) or d.outcome not in OUTCOMES:
        raise RuleError("bad_after", why=field_error(f"{where}.decision"))
    if (d.outcome == "result_changed") != (d.result is not None) or (
        d.result is not None and d.result not in RESULTS
    ):
        raise RuleError("bad_after", why=field_error(f"{where}.decision.result"))
    check_reason(d.reason, 0, f"{where}.decision.reason")
    check_name(d.by, f"{where}.decision.by")
    check_time(d.at, f"{where}.decision.at")


def _check_void(v: Void) -> None:
    """A void names its reason (9.10's written reasons: at most :data:`REASON_MAX`), who
    voided the game and when."""
    if not isinstance(v, Void) or not isinstance(v.reason, str):
        raise RuleError("bad_after", why=field_error("void"))
    if not v.reason.strip():
        raise RuleError("void_reason_missing")
    if len(v.reason) > REASON_MAX:
        raise RuleError("void_reason_too_long", length=len(v.reason), max=REASON_MAX)
    no_surrogate(v.reason, "void.reason")
    check_name(v.by, "void.by")
    check_time(v.at, "void.at")

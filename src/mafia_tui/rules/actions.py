"""The judge's actions: the entries of a game's log, and their JSON form (docs/FORMAT.md).

An action says what the judge saw happen; :mod:`engine` decides what it means. Each action
keeps the wall-clock time it was entered (``ts``), which plays no part in the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, field, fields
from typing import Any, ClassVar

from .errors import RuleError, shown
from .values import frozen


@frozen
class Action:
    """Base of all actions."""

    TYPE: ClassVar[str] = ""
    ts: str | None = field(default=None, kw_only=True, compare=False)
    """When the judge entered it (ISO 8601), or None."""

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: ``{"type": ..., <fields>, "ts": ...}``.

        Tuples become lists all the way down (``shots`` is a tuple of pairs), so the result is
        the same plain data a file gives back and the reader accepts it as is.
        """
        out: dict[str, Any] = {"type": self.TYPE}
        for name in _fields_of(type(self))[0]:
            value = getattr(self, name)
            if value is None and name in _WRITTEN_WHEN_GIVEN:
                continue
            out[name] = _plain(value) if isinstance(value, tuple) else value
        return out


@frozen
class Next(Action):
    """End the current speech or step and go on (the judge's "Спасибо")."""

    TYPE: ClassVar[str] = "next"


@frozen
class Foul(Action):
    """A foul to the player at ``seat`` (§2)."""

    TYPE: ClassVar[str] = "foul"
    seat: int


@frozen
class TechFoul(Action):
    """A technical foul to the player at ``seat``, where the rules have them: for heated
    emotions, arguing with the judge, knocking on the table, rude words to other players.
    Counted apart from the fouls of §2; the second removes the player (docs/RULES-CHOICES.md,
    "technical fouls")."""

    TYPE: ClassVar[str] = "tech_foul"
    seat: int


@frozen
class OnRecord(Action):
    """The speaker leaves colours on record (where the rules record them): ``colours`` are
    seats, ``-n`` for black and ``+n`` for red."""

    TYPE: ClassVar[str] = "on_record"
    seat: int
    colours: tuple[int, ...]


@frozen
class Disqualify(Action):
    """A disqualifying foul (6.7): the player leaves at once, no last word, -0.5 (8.2.4)."""

    TYPE: ClassVar[str] = "disqualify"
    seat: int
    rule: str = "6.7"
    """The sub-rule broken, e.g. ``"6.7.4"``, or ``"7.3"`` (removal from the tournament)."""
    tournament: bool = False
    """7.3: he is also removed from the tournament (deliberate peeking, insulting a judge).
    Given for a player already disqualified, it adds only that mark."""


@frozen
class TeamDefeat(Action):
    """6.8: the player is disqualified and his team loses at once."""

    TYPE: ClassVar[str] = "team_defeat"
    seat: int
    rule: str = "6.8"


@frozen
class Nominate(Action):
    """The speaker ``by`` nominates ``target`` (§1.6)."""

    TYPE: ClassVar[str] = "nominate"
    by: int
    target: int


@frozen
class Vote(Action):
    """``count`` hands for candidate ``seat`` (§1.7); ``voters``, when the judge entered the
    vote by the voters' seats, are whose hands they were (then ``count`` is their number)."""

    TYPE: ClassVar[str] = "vote"
    seat: int
    count: int
    voters: tuple[int, ...] | None = None


@frozen
class LiftVote(Action):
    """``count`` hands for raising all the tied players (§1.8.3); ``voters`` as for
    :class:`Vote`."""

    TYPE: ClassVar[str] = "lift_vote"
    count: int
    voters: tuple[int, ...] | None = None


@frozen
class Shot(Action):
    """The night's shot (§1.10): ``target`` when all blacks agree, None for a miss.

    ``shots`` may list each black's shot as ``(black_seat, target_or_None)`` pairs; the engine
    then decides kill or miss itself.
    """

    TYPE: ClassVar[str] = "shot"
    target: int | None = None
    shots: tuple[tuple[int, int | None], ...] = ()


@frozen
class DonCheck(Action):
    """The Don shows ``target`` (None: he showed nothing)."""

    TYPE: ClassVar[str] = "don_check"
    target: int | None = None


@frozen
class SheriffCheck(Action):
    """The Sheriff shows ``target`` (None: he showed nothing)."""

    TYPE: ClassVar[str] = "sheriff_check"
    target: int | None = None


@frozen
class BestMove(Action):
    """8.3: the first-night victim names three seats."""

    TYPE: ClassVar[str] = "best_move"
    seats: tuple[int, ...] = ()


@frozen
class WithdrawFoul(Action):
    """A correction: the foul at log index ``ref`` is taken back; what came after stays."""

    TYPE: ClassVar[str] = "withdraw_foul"
    ref: int


ACTION_TYPES: dict[str, type[Action]] = {
    cls.TYPE: cls
    for cls in (
        Next,
        Foul,
        TechFoul,
        OnRecord,
        Disqualify,
        TeamDefeat,
        Nominate,
        Vote,
        LiftVote,
        Shot,
        DonCheck,
        SheriffCheck,
        BestMove,
        WithdrawFoul,
    )
}


TS_MAX = 64
"""The longest ``ts`` accepted (an ISO 8601 time is about 32 characters)."""

RULE_MAX = 16
"""The longest sub-rule number accepted (``"6.7.4"``)."""

NUMBER_MAX = 1_000_000
"""Whole numbers in an action (seats, hands, log indices) lie within plus or minus this: the
engine refuses what is out of the game, but a number too long to print must not reach it."""


_WRITTEN_WHEN_GIVEN = frozenset({"ts", "voters"})
"""Fields left out of the JSON form while None: a vote entered by its count is written as
before per-voter votes existed, so its file (and fingerprint) stays as it was."""

_Fields = tuple[tuple[str, ...], frozenset[str], frozenset[str]]
_FIELDS: dict[type[Action], _Fields] = {}


def _fields_of(cls: type[Action]) -> _Fields:
    """An action kind's field names in order, as a set, and those that may be left out
    (they have a default): asked once per kind, not per action read (a replay reads
    thousands)."""
    known = _FIELDS.get(cls)
    if known is None:
        own = fields(cls)
        names = tuple(f.name for f in own)
        optional = {
            f.name for f in own if f.default is not MISSING or f.default_factory is not MISSING
        }
        known = _FIELDS[cls] = (names, frozenset(names), frozenset(optional))
    return known


def action_from_dict(data: Any, index: int | None = None) -> Action:
    """Read one action of a game file: every field there, of its type, nothing else.

    Only fields that have a default (``ts``, ``rule``, ``tournament``, ``target``, ``shots``,
    ``seats``, ``voters``) may be left out; whether the action applies is the engine's business.

    Raises:
        RuleError: ``bad_action`` naming the action's index and what is wrong with it.
    """

    def bad(code: str, **params: Any) -> RuleError:
        # The reason is a message of its own, so it is told in the language of the whole.
        return RuleError(
            "bad_action", index=index if index is not None else "?", why=RuleError(code, **params)
        )

    if not isinstance(data, dict):
        raise bad("why_not_object")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise bad("why_unknown_type", type=shown(kind))
    names, known, optional = _fields_of(cls)
    extra = set(data) - known - {"type"}
    if extra:
        raise bad("why_unknown_field", field=shown(sorted(extra, key=repr)[0]))
    kwargs: dict[str, Any] = {}
    for name in names:
        if name not in data:
            if name in optional:
                continue
            raise bad("why_missing_field", field=shown(name))
        read, code = _READERS.get(name, (_number, "why_not_number"))
        try:
            kwargs[name] = read(data[name])
        except ValueError:
            raise bad(code, field=shown(name)) from None
    return cls(**kwargs)


def _ts(value: Any) -> Any:
    if value is not None and not _is_text(value, TS_MAX):
        raise ValueError
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError
    return value


def _rule(value: Any) -> str:
    if not _is_text(value, RULE_MAX):
        raise ValueError
    return str(value)


def _target(value: Any) -> int | None:
    if value is not None and not _is_int(value):
        raise ValueError
    return value  # type: ignore[no-any-return]  # an int or None, checked above


def _seats(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(_is_int(v) for v in value):
        raise ValueError
    return tuple(value)


def _shots(value: Any) -> tuple[tuple[int, int | None], ...]:
    if not isinstance(value, list) or not all(
        isinstance(p, list) and len(p) == 2 and _is_int(p[0]) and (p[1] is None or _is_int(p[1]))
        for p in value
    ):
        raise ValueError
    return tuple((p[0], p[1]) for p in value)


def _number(value: Any) -> int:
    if not _is_int(value):
        raise ValueError
    return int(value)


_READERS: dict[str, tuple[Callable[[Any], Any], str]] = {
    "ts": (_ts, "why_not_time"),
    "tournament": (_flag, "why_not_flag"),
    "rule": (_rule, "why_not_rule"),
    "target": (_target, "why_not_seat"),
    "seats": (_seats, "why_not_seats"),
    "colours": (_seats, "why_not_seats"),
    "voters": (_seats, "why_not_seats"),
    "shots": (_shots, "why_not_shots"),
}
"""How each field of an action is read, and the reason a wrong value is refused with; any
other field is a whole number (a seat, a count)."""


def _plain(value: Any) -> Any:
    """``value`` with every tuple, however deep, turned into a list."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _is_int(value: Any) -> bool:
    return (
        isinstance(value, int)
        and not isinstance(value, bool)
        and -NUMBER_MAX <= value <= NUMBER_MAX
    )


def _is_text(value: Any, limit: int) -> bool:
    """A short string of visible characters (a time, a rule number)."""
    return isinstance(value, str) and len(value) <= limit and value.isprintable()

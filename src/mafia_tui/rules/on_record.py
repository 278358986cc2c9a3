"""Colours left "on record" (оставить под протокол), where the rules record them: in the
speeches the profile's ``on_record`` allows, at most ``on_record_count`` seats a speech
(mafiaratings' rule options 6.7 and 6.8; docs/RULES-CHOICES.md, "on record").

They are recorded only: the rules leave their points to each tournament's regulations, so
the table gives none by itself (the judge's extra points, 8.4, carry them where a
regulation says so).
"""

from __future__ import annotations

from . import outcome
from .actions import OnRecord
from .errors import RuleError
from .profile import Profile
from .state import Record, State, StepKind

SPEECHES = {
    "night_killed": frozenset({"killed"}),
    "killed": frozenset({"killed", "voted_out"}),
}
"""For the settings that allow only last words: the last words' reasons they allow."""


def record_open(s: State, profile: Profile) -> bool:
    """The speaker may leave colours on record now."""
    kind, setting = s.step.kind, profile.on_record
    if setting == "no" or s.step.seat is None or s.over:
        return False
    if setting in SPEECHES:
        return kind is StepKind.LAST_WORD and s.step.reason in SPEECHES[setting]
    if setting == "except_split":
        return kind in (StepKind.SPEECH, StepKind.LAST_WORD)
    return kind in (StepKind.SPEECH, StepKind.LAST_WORD, StepKind.TIE_SPEECH)


def colours_refused(s: State, colours: tuple[int, ...], profile: Profile) -> RuleError | None:
    """Why the speaker cannot leave ``colours`` on record — a seat twice, his own, one that is
    no seat, more than the profile's count — or None. Asked of a list still being typed too,
    so the key past the count is refused and what was typed stays."""
    try:
        seats = [outcome.check_seat(abs(c)) for c in colours]
    except RuleError as err:
        return err
    if len(set(seats)) != len(seats) or s.step.seat in seats:
        return RuleError("on_record_seats")
    limit = profile.on_record_count
    if limit and len(seats) > limit:
        return RuleError("on_record_too_many", count=limit)
    return None


def on_on_record(s: State, a: OnRecord, profile: Profile) -> None:
    """Record the speaker's colours: seats other than his own, each once, at most the
    profile's count; one record a speech (a second in the same speech replaces the first,
    as a judge corrects what he wrote)."""
    if not record_open(s, profile):
        raise RuleError("on_record_not_now" if profile.on_record != "no" else "on_record_none")
    speaker = s.step.seat
    assert speaker is not None  # record_open checked it
    if a.seat != speaker:
        raise RuleError("on_record_speaker", seat=speaker)
    refused = colours_refused(s, a.colours, profile)
    if refused is not None or not a.colours:
        raise refused or RuleError("on_record_seats")
    where = ("night", s.night) if s.phase == "night" else ("day", s.day)
    record = Record(speaker, tuple(a.colours), where[0], where[1], s.step.kind.value)
    kept = tuple(r for r in s.records if not _same_speech(r, record))
    s.records = (*kept, record)
    blacks, reds = colour_lists(a.colours)
    outcome.add_event(s, "on_record", "", seat=speaker, blacks=blacks, reds=reds)


def colour_lists(colours: tuple[int, ...] | list[int]) -> tuple[str, str]:
    """("3, 7", "5"): the black and the red seats of a record as written, "—" for none."""
    blacks = ", ".join(str(-c) for c in colours if c < 0) or "—"
    reds = ", ".join(str(c) for c in colours if c > 0) or "—"
    return blacks, reds


def speech_record(s: State) -> Record | None:
    """What the current speaker has left on record in this speech so far (a second entry
    replaces it: the keys start from it, so the judge adds to it or corrects it)."""
    if s.step.seat is None:
        return None
    where = ("night", s.night) if s.phase == "night" else ("day", s.day)
    now = Record(s.step.seat, (), where[0], where[1], s.step.kind.value)
    return next((r for r in reversed(s.records) if _same_speech(r, now)), None)


def _same_speech(a: Record, b: Record) -> bool:
    return (a.speaker, a.phase, a.number, a.step) == (b.speaker, b.phase, b.number, b.step)

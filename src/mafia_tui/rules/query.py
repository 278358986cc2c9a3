"""Questions the UI may ask the engine without applying anything and undoing it: who speaks
and in what order, how long a seat's next speech is, how many hands are left, who shoots.

Pure reads of a :class:`State`; nothing here changes it.
"""

from __future__ import annotations

from . import outcome
from .daytime import speech_length
from .profile import Profile
from .roles import Team
from .state import State, StepKind

__all__ = ["next_speech", "shooters", "speakers_left", "speaking_order", "votes_left"]


def speaking_order(s: State) -> tuple[int, ...]:
    """The speaking order of the day, players at the table only.

    During tie speeches: the tied players, in nomination order (1.8). During a day: from the
    day's opener round the table (4.3). At night, in the zero night or after the game: the
    order the next day would have with the table as it is now (a forecast: a kill changes it);
    empty once the game is over.
    """
    if s.over:
        return ()
    alive = {p.seat for p in s.alive}
    if s.step.kind is StepKind.TIE_SPEECH:
        return tuple(seat for seat in s.order if seat in alive)
    day = s.today
    if day is not None and day.opener is not None:
        opener = day.opener
    else:
        previous = s.days[-1].opener if s.days else None
        opener = 1 if previous is None else previous % 10 + 1
    return tuple(seat for seat in outcome.circle_from(opener) if seat in alive)


def speakers_left(s: State) -> tuple[int, ...]:
    """Who is still to speak today (or in the tie speeches), the current speaker first."""
    kind = s.step.kind
    if kind is StepKind.TIE_SPEECH or kind is StepKind.SPEECH:
        rest = s.order[s.order_pos :]
    elif kind is StepKind.LAST_WORD and s.after_last_words == "speeches" and s.today:
        rest = s.order[s.order_pos + 1 :]
    else:
        return ()
    return tuple(seat for seat in rest if s.player(seat).alive)


def next_speech(s: State, seat: int, profile: Profile) -> tuple[int, str] | None:
    """(seconds, reason) of ``seat``'s next speech, or None for a player not at the table.

    The reason is as in :class:`Step`: "" (a full minute), "mute" (3rd foul, 6.4), "short"
    (7.7), "cut" (a profile's 30 s instead of the mute), "tie" (a 3-foul player's tie
    speech, 7.5). His speech now is the current step's length; a tie speech still to come is
    30 s; otherwise it is his next day speech with the table as it is now.
    """
    p = s.player(outcome.check_seat(seat))
    if not p.alive or s.over:
        return None
    step = s.step
    if step.kind in (StepKind.SPEECH, StepKind.TIE_SPEECH) and step.seat == seat:
        return step.seconds, step.reason
    if step.kind is StepKind.TIE_SPEECH and seat in s.order[s.order_pos + 1 :]:
        return profile.tie_speech_seconds, "tie" if p.fouls >= 3 else ""
    return speech_length(s, seat, profile)


def votes_left(s: State) -> int | None:
    """Hands not yet counted in the current show of hands, or None when none is on."""
    if s.step.kind is StepKind.LIFT_VOTE:
        return len(s.alive)
    if s.step.kind is not StepKind.VOTE or not s.days:
        return None
    return len(s.alive) - sum(s.days[-1].rounds[-1].counts)


def shooters(s: State) -> tuple[int, ...]:
    """The blacks at the table, who shoot at night (4.5.5)."""
    return tuple(p.seat for p in s.alive if p.team is Team.BLACK)

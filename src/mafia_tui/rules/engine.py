"""The rules engine: ``apply(state, action, profile)`` returns the next state or raises.

The engine is a pure function over :class:`State`. It works on a clone, so the state passed in
is never changed, and a :class:`RuleError` leaves nothing half-applied. A replay may use
:func:`advance`, which changes a state that only the replay holds.

Rule numbers are what a judge reads beside a message, so they are always FIIM's: those of the
fragment (6.7-10), and for what it does not cover the full rules' numbers docs/RULES.md
gives (§0: S5's articles are FIIM-numbered, e.g. 4.4.8 "the rest go to the last", 4.5.5 "a
kill needs every black", 1.4 the win). Where no FIIM number is known (a choice of ours, a
later edition's rule) the rule is "" and no reference is shown; docs/RULES.md itself is never
cited.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from . import daytime, discipline, nighttime, on_record, voting
from .actions import (
    Action,
    BestMove,
    Disqualify,
    DonCheck,
    Foul,
    LiftVote,
    Next,
    Nominate,
    OnRecord,
    SheriffCheck,
    Shot,
    TeamDefeat,
    TechFoul,
    Vote,
)
from .daytime import TIMED, may_nominate
from .errors import RuleError
from .nighttime import best_move_open, best_move_void
from .profile import Profile
from .state import Player, State, Step, StepKind

_STEP_ACTION = {
    StepKind.VOTE: "vote",
    StepKind.LIFT_VOTE: "lift_vote",
    StepKind.SHOT: "shot",
    StepKind.DON_CHECK: "don_check",
    StepKind.SHERIFF_CHECK: "sheriff_check",
}


def initial_state(players: list[Player], profile: Profile) -> State:
    """The state before the first action: the agreement of the zero night (§1.4)."""
    return State(
        players=[p.clone() for p in players],
        step=Step(StepKind.AGREEMENT, seconds=profile.agreement_seconds),
    )


RULED_OUT: dict[str, tuple[str, Callable[[Profile], bool]]] = {
    "tech_foul": ("no_tech_fouls", lambda p: p.technical_fouls == "none"),
    "on_record": ("on_record_none", lambda p: p.on_record == "no"),
    "best_move": ("best_move_not_recorded", lambda p: not p.best_move_recorded),
}
"""Actions the rules in force never allow, and the message that says so: a judge pressing
their key learns it is the rules, not the moment."""


def ruled_out(kind: str, profile: Profile) -> str | None:
    """The message code when ``profile`` never allows actions of ``kind``, else None."""
    if kind not in RULED_OUT:
        return None
    code, never = RULED_OUT[kind]
    return code if never(profile) else None


def legal_actions(state: State, profile: Profile) -> frozenset[str]:
    """The action types the judge may enter now (a foul correction and undo are always open)."""
    kind = state.step.kind
    legal = {"withdraw_foul", "disqualify", "team_defeat"}
    if kind is StepKind.GAME_OVER:
        return frozenset(legal)
    legal.add("foul")
    if profile.technical_fouls != "none":
        legal.add("tech_foul")
    if on_record.record_open(state, profile):
        legal.add("on_record")
    if kind in TIMED:
        legal.add("next")
    if may_nominate(state, profile):
        legal.add("nominate")
    if best_move_open(state, profile):
        legal.add("best_move")
    if kind in _STEP_ACTION:
        legal.add(_STEP_ACTION[kind])
    return frozenset(legal)


def apply(state: State, action: Action, profile: Profile) -> State:
    """Apply one action and return the new state.

    Raises:
        RuleError: the action is not legal now; ``state`` is untouched.
    """
    handler = _handler(state, action)
    s = state.clone()
    handler(s, action, profile)
    return s


def advance(state: State, action: Action, profile: Profile) -> None:
    """Apply one action to ``state`` itself: for a replay's running state, which no one else
    holds and which is thrown away if an action does not apply (no copy per action).

    Raises:
        RuleError: the action is not legal now; ``state`` may be half-changed.
    """
    handler = _handler(state, action)
    state.events = []
    handler(state, action, profile)


def _handler(state: State, action: Action) -> _Handler:
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise RuleError("needs_log", action=action.TYPE)
    if state.over and not isinstance(action, _AFTER_THE_END):
        raise RuleError("game_over")
    return handler


_AFTER_THE_END = (Disqualify, TeamDefeat)
"""Offences a judge may still record once the game is over (8.2.4 after the end, 7.3)."""

_A = TypeVar("_A", bound=Action)
_Handler = Callable[[State, Action, Profile], None]


def _on(
    kind: type[_A], handler: Callable[[State, _A, Profile], None]
) -> tuple[type[Action], _Handler]:
    """One entry of :data:`_HANDLERS`: the checker sees that ``handler`` takes a ``kind``.

    The table itself is keyed by ``type(action)``, so a handler only ever gets its own kind; the
    cast says that once, here, for a table whose values must share one type.
    """
    return kind, cast(_Handler, handler)


_HANDLERS: dict[type[Action], _Handler] = dict(
    [
        _on(Next, daytime.on_next),
        _on(Foul, discipline.on_foul),
        _on(TechFoul, discipline.on_tech_foul),
        _on(OnRecord, on_record.on_on_record),
        _on(Disqualify, discipline.on_disqualify),
        _on(TeamDefeat, discipline.on_team_defeat),
        _on(Nominate, daytime.on_nominate),
        _on(Vote, voting.on_vote),
        _on(LiftVote, voting.on_lift_vote),
        _on(Shot, nighttime.on_shot),
        _on(DonCheck, nighttime.on_don_check),
        _on(SheriffCheck, nighttime.on_sheriff_check),
        _on(BestMove, nighttime.on_best_move),
    ]
)

__all__ = [
    "TIMED",
    "advance",
    "apply",
    "best_move_open",
    "best_move_void",
    "initial_state",
    "legal_actions",
    "may_nominate",
]

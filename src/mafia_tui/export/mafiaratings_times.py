"""Where in a game each logged action happened, in mafiaratings' words: its round and gametime.

mafiaratings (``include/game.php``, ``Game::api_help`` and ``add_time_help``) numbers rounds
from 0: round 0 is our zero night and day 1; round n (n >= 1) is our night n and day n + 1. A
gametime is ``{"round", "time"}`` plus ``speaker`` for a speech or a last word, and
``votingRound`` (0 for the first vote of a day) with ``nominee`` during a vote. A speech of
the tied players carries the ``votingRound`` of the vote it precedes (1 before the first
re-vote): ``api_help``'s own example says otherwise, but the server's ``compare_gametimes``
puts a speaker before the nominees of the same ``votingRound``, and its recorded games agree.

The time of an action is read from the step the engine was at just before it: the log is
replayed once with the engine's own functions, as the game itself replays it (a withdrawn foul
and its correction are skipped, as :meth:`..rules.game.Game._replay_without` does). The other
way, for an import, :func:`place_of` puts a document's gametime among our steps.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..rules.actions import Action, WithdrawFoul
from ..rules.engine import advance, initial_state
from ..rules.game import Game
from ..rules.state import State, Status, StepKind
from ..rules.values import frozen

_STEP_TIME = {
    StepKind.AGREEMENT: "arrangement",
    StepKind.SHERIFF_LOOK: "arrangement",
    StepKind.FREE_SEATING: "relaxed sitting",
    StepKind.SPEECH: "speaking",
    StepKind.TIE_SPEECH: "voting",
    StepKind.VOTE: "voting",
    StepKind.LIFT_VOTE: "voting kill all",
    StepKind.SHOT: "shooting",
    StepKind.DON_CHECK: "don",
    StepKind.SHERIFF_CHECK: "sheriff",
    StepKind.GAME_OVER: "end",
}


def round_of(phase: str, number: int) -> int:
    """The mafiaratings round of our ``("day", n)``, ``("night", n)`` or ``("zero", 0)``."""
    return number - 1 if phase == "day" else number if phase == "night" else 0


def moment(state: State) -> tuple[int, str]:
    """The round and the ``time`` of the step ``state`` is at: a gametime without the
    speaker, the candidate and the vote round (a cheap test of what may be due now)."""
    step = state.step
    if state.phase == "over" or step.kind is StepKind.GAME_OVER:
        return max(round_of("day", state.day), round_of("night", state.night), 0), "end"
    number = state.day if state.phase == "day" else state.night
    if step.kind is StepKind.LAST_WORD or step.reason == "to_talk":
        # day 1's leader's 30 s ("to-talk") is the site's own "day kill speaking" too
        killed = step.reason == "killed"
        return round_of(state.phase, number), "night kill speaking" if killed else (
            "day kill speaking")  # fmt: skip
    return round_of(state.phase, number), _STEP_TIME[step.kind]


def gametime(state: State) -> dict[str, Any]:
    """The gametime of the step ``state`` is at."""
    step = state.step
    number, time = moment(state)
    here: dict[str, Any] = {"round": number, "time": time}
    if time == "end":
        return here
    if step.kind is StepKind.LAST_WORD or step.reason == "to_talk":
        here["speaker"] = step.seat
        return here
    today = state.today
    held = len(today.rounds) if today is not None else 0
    if step.kind is StepKind.SPEECH:
        here["speaker"] = step.seat
    elif step.kind is StepKind.TIE_SPEECH:
        here["speaker"] = step.seat
        here["votingRound"] = held  # the vote it comes before, as the server's client counts
    elif step.kind is StepKind.VOTE:
        here["votingRound"] = max(step.round - 1, 0)
        if step.seat is not None:
            here["nominee"] = step.seat
    elif step.kind is StepKind.LIFT_VOTE and step.reason == "self_vote":
        here["time"] = "voting"  # the judge's question after day 1's vote: still the vote
        here["votingRound"] = max(held - 1, 0)
    elif step.kind is StepKind.LIFT_VOTE:
        here["votingRound"] = max(held - 1, 0)
    return here


@frozen
class Timed:
    """One action that counts in the game, where it happened, and who left the table by it
    (with how: the player's status just after it)."""

    action: Action
    time: dict[str, Any]
    over: bool
    """The game was over before it (a disqualification then is a penalty only, 7.10)."""
    left: tuple[tuple[int, Status], ...]
    alive: tuple[int, ...] = ()
    """Who was at the table just before it."""


def timed_actions(game: Game) -> Iterator[Timed]:
    """The game's actions in order, each :class:`Timed`."""
    skip = game.withdrawn()
    state = initial_state(game.players, game.profile)
    for index, action in enumerate(game.log):
        if index in skip or isinstance(action, WithdrawFoul):
            continue
        time, over = gametime(state), state.over
        before = tuple(p.seat for p in state.players if p.alive)
        advance(state, action, game.profile)
        left = tuple((s, state.player(s).status) for s in before if not state.player(s).alive)
        yield Timed(action, time, over, left, before)


# --- a document's gametime among our steps (the import) ------------------------------------

MOMENTS = {t: n for n, t in enumerate((
    "start", "arrangement", "relaxed sitting", "night start", "shooting", "don", "sheriff",
    "night end", "day start", "night kill speaking", "speaking", "voting start", "voting",
    "voting kill all", "day kill speaking"))}  # fmt: skip
"""mafiaratings' ``gametime_to_int``: the order of a round's moments ("end" last)."""


def moment_of(gt: dict[str, Any]) -> tuple[int, int]:
    """The round and the moment of a gametime: the start of its :func:`place_of`."""
    return (gt.get("round", 0), MOMENTS.get(gt.get("time", "start"), len(MOMENTS)))


def place_of(gt: dict[str, Any], state: State) -> tuple[Any, ...]:
    """A gametime's place in the game, comparable with the current step's (the speaking
    order and the candidates of the day being played break ties within a moment)."""
    time = gt.get("time", "start")
    moment = MOMENTS.get(time, len(MOMENTS))
    sub: tuple[int, ...] = ()
    if time == "speaking":
        sub = (_pos(state.order, gt.get("speaker")),)
    elif time == "voting" and "nominee" in gt:
        pool = state.step.candidates or state.order
        sub = (gt.get("votingRound", 0), 1, _pos(pool, gt["nominee"]))
    elif time == "voting" and "speaker" in gt:  # a tied player's speech before the re-vote
        sub = (gt.get("votingRound", 0), 0, _pos(state.order, gt["speaker"]))
    elif time == "voting":  # neither: the vote round's start, before its speeches and counts
        sub = (gt.get("votingRound", 0), -1, -1)
    elif time == "voting kill all":
        sub = (gt.get("votingRound", 0), 2)
    return (gt.get("round", 0), moment, sub)


def _pos(order: Any, seat: Any) -> int:
    return order.index(seat) if seat in order else -1  # order: a list or a tuple of seats

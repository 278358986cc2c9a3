"""The one replay driver of every importer of another tool's games (mafiaratings, Polemica).

Neither tool keeps the judge's log: each says what every player did, round by round. The log
is rebuilt by asking the engine at each step what it waits for and answering from the
document, as a judge would enter it: first a foul or removal whose time has come, then the
step's own answer (a speaker's nomination, the voters, the lift, the night's shots, the
checks, a killed player's best move), each action fed to the engine at once
(:meth:`..rules.game.Game.feed`: the game is replayed once, as it is built). The driver holds
the loop, what each kind of step asks the document, and how a refused action is reported;
an importer holds only how its document answers (:class:`Answers`), which is where the two
tools really differ: their records of time and of votes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from ..rules.actions import (
    Action,
    BestMove,
    DonCheck,
    LiftVote,
    Next,
    Nominate,
    SheriffCheck,
    Shot,
    Vote,
)
from ..rules.errors import RuleError
from ..rules.game import Game
from ..rules.state import State, StepKind
from .foreign import Refusal

MAX_STEPS = 5000
"""More actions than any game has: a document that keeps the engine going is refused."""

_NEXT = Next()
"""The judge's "next", one for every step that needs no more (an action is immutable)."""

Due = tuple[dict[str, Any], Action | None]
"""A foul or removal whose time has come: its time as the document writes it (said if the
engine refuses the action), and the action, or None when it is dropped (the importer notes
why)."""

Late = tuple[dict[str, Any], Action]
"""A removal the document records after the game's end: its time, and the action."""


class Answers(Protocol):
    """What a document answers when the engine asks: one per importer."""

    def due(self, state: State) -> Due | None:
        """The first foul or removal whose time has come, taken off the list; None when none
        has come."""

    def late(self) -> list[Late]:
        """Once the game is over: the removals still to apply, with their times (a foul still
        to come is noted, not applied)."""

    def nomination(self, state: State, seat: int) -> Nominate | None:
        """The speaker's nomination in this speech, if any."""

    def best_move(self, state: State, seat: int) -> BestMove | None:
        """The best move of the player killed in the first night, if he named a legal one
        (asked only where the rules let him name one now)."""

    def vote(self, state: State, seat: int) -> Vote:
        """The count of the candidate at ``seat``, whom the vote is at."""

    def lift(self, state: State) -> LiftVote:
        """The hands for lifting all the tied players."""

    def shot(self, state: State) -> Shot:
        """The night's shot."""

    def checked(self, state: State, role: str) -> int | None:
        """Whom the ``"don"`` or the ``"sheriff"`` checked this night (None: nobody)."""


def replay(game: Game, answers: Answers) -> Game:
    """Drive ``game`` to its end by ``answers``, then the removals that come after it.

    Raises:
        Refusal: ``stuck`` (more than :data:`MAX_STEPS` steps), ``action_refused`` (the
            engine refused an action: where and why).
    """
    for _ in range(MAX_STEPS):
        state = game.state
        due = answers.due(state)
        if due is not None:
            when, action = due
            if action is not None:
                _feed(game, action, when)
            continue
        if state.over:
            break
        _answer(game, answers, state)
    else:
        raise Refusal("stuck", step=game.state.step.kind.value)
    for when, action in answers.late():
        _feed(game, action, when)
    return game


def _feed(game: Game, action: Action, when: dict[str, Any] | tuple[str, int, int]) -> None:
    """Feed ``action``; refused, the game is refused saying where: the document's time of a
    foul or removal, else the phase the step was in (``(phase, day, night)``)."""
    try:
        game.feed(action)  # in place: the game is dropped if any action is refused
    except RuleError as err:
        if isinstance(when, dict):
            where = json.dumps(when, ensure_ascii=False)
        else:
            where = f"{when[0]} {when[1] if when[0] == 'day' else when[2]}"
        raise Refusal("action_refused", where=where, why=err) from err


def _answer(game: Game, answers: Answers, state: State) -> None:
    """The step's answer: an action that ends the step, or (a speech, a last word) what
    the player did in it, then the judge's "next"."""
    step = state.step
    kind = step.kind
    # said if the engine refuses: the phase as the step began (a refused action may leave the
    # state half-changed, :meth:`..rules.game.Game.feed`)
    where = (state.phase, state.day, state.night)
    said: Action | None = None
    if kind is StepKind.SPEECH and step.seat:  # the most frequent step first
        said = answers.nomination(state, step.seat)
    elif kind is StepKind.LAST_WORD and step.reason == "killed" and step.seat:
        if state.best_move is None and "best_move" in game.legal():
            said = answers.best_move(state, step.seat)
    elif kind is StepKind.VOTE and step.seat:
        _feed(game, answers.vote(state, step.seat), where)
        return
    elif kind in _ENDS_STEP:
        _feed(game, _ENDS_STEP[kind](answers, state), where)
        return
    if said is not None:
        _feed(game, said, where)
    _feed(game, _NEXT, where)


_ENDS_STEP: dict[StepKind, Callable[[Answers, State], Action]] = {
    StepKind.LIFT_VOTE: lambda answers, state: answers.lift(state),
    StepKind.SHOT: lambda answers, state: answers.shot(state),
    StepKind.DON_CHECK: lambda answers, state: DonCheck(answers.checked(state, "don")),
    StepKind.SHERIFF_CHECK: lambda answers, state: SheriffCheck(answers.checked(state, "sheriff")),
}
"""The steps a document's answer ends (no "next" after it), by what it answers."""

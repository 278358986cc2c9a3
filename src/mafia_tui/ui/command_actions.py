"""What the game screen's action commands build: one function per registry record that makes
an engine action from the game and the seats typed (no Textual here, so the key grammar and
its tests use them with a :class:`~mafia_tui.rules.Game` alone).

A record of :data:`.commands.COMMANDS` names its builder in ``act``; the grammar calls it when
the command's seats are complete, and the engine then rules on the action as on any other.

The registry imports this module, and every screen imports the registry (its keys), so the
engine's classes are reached through the ``rules`` package, which loads them at a builder's
first call: the menu starts without the engine (bench/continue_bench.py --menu: 19 fewer
modules, about 5 % of its start-up's CPU).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeAlias

from .. import rules

if TYPE_CHECKING:
    from ..rules import Action, Game, Vote

Build: TypeAlias = "Callable[[Game, tuple[int, ...]], Action]"
"""An action command's builder: the game and the seats typed after the key."""


class Refused(Exception):
    """A builder cannot make an action of what was typed: ``say`` is the message key of
    :mod:`.strings` to show, with ``params``."""

    def __init__(self, say: str, **params: Any) -> None:
        super().__init__(say)
        self.say, self.params = say, params


def foul(game: Game, seats: tuple[int, ...]) -> Action:
    """F + seat: a foul."""
    return rules.Foul(seats[0])


def tech_foul(game: Game, seats: tuple[int, ...]) -> Action:
    """G + seat: a technical foul (where the rules have them)."""
    return rules.TechFoul(seats[0])


def on_record(game: Game, seats: tuple[int, ...]) -> Action:
    """O + seats + Enter: the speaker's colours on record; the grammar gives a black seat as
    itself and a red one (Shift + digit) negated, so each colour is the seat negated (the
    record's sign: -n black, +n red)."""
    return rules.OnRecord(game.state.step.seat or 0, tuple(-s for s in seats))


def nominate(game: Game, seats: tuple[int, ...]) -> Action:
    """V + seat: the speaker nominates."""
    return rules.Nominate(game.state.step.seat or 0, seats[0])


def best_move(game: Game, seats: tuple[int, ...]) -> Action:
    """B + three seats: the best move of the first night's victim."""
    return rules.BestMove(seats)


def withdraw(game: Game, seats: tuple[int, ...]) -> Action:
    """W + seat: the seat's last foul is taken back."""
    from ..rules.queries import last_foul

    index = last_foul(game, seats[0])
    if index is None:
        raise Refused("no_foul_to_withdraw", seat=seats[0])
    return rules.WithdrawFoul(index)


def miss(game: Game, seats: tuple[int, ...]) -> Action:
    """Minus: the shot missed, or the check was not made, whichever the step is."""
    kind = game.state.step.kind
    if kind is rules.StepKind.SHOT:
        return rules.Shot(None)
    return rules.DonCheck(None) if kind is rules.StepKind.DON_CHECK else rules.SheriffCheck(None)


def voters(game: Game, seats: tuple[int, ...]) -> Action:
    """H + the voters' seats + Enter: the vote (or the lift) by the voters' seats; the count
    is their number. H and Enter with no seat: nobody's hand."""
    state = game.state
    if state.step.kind is rules.StepKind.LIFT_VOTE:
        return rules.LiftVote(len(seats), seats)
    return rules.Vote(state.step.seat or 0, len(seats), seats)


def closing_vote(game: Game) -> Vote:
    """The count of a candidate once the result can no longer change: nobody's hands, or at
    the last candidate of a vote by the voters' seats, the rest's (4.4.8)."""
    state = game.state
    seat = state.step.seat or 0
    rest = game.seats_rest()
    if rest is None:
        return rules.Vote(seat, 0)
    if state.step.candidates and seat == state.step.candidates[-1]:
        return rules.Vote(seat, len(rest), rest)
    return rules.Vote(seat, 0, ())


def counted_vote(game: Game, count: int) -> Action:
    """A count typed and Enter: the lift's or the candidate's. In a vote entered by the voters'
    seats, 0 is nobody's hand (no seat to know), so the vote stays one by seats."""
    state = game.state
    if state.step.kind is rules.StepKind.LIFT_VOTE:
        return rules.LiftVote(count)
    seat = state.step.seat or 0
    if count == 0 and game.seats_rest() is not None:
        return rules.Vote(seat, 0, ())
    return rules.Vote(seat, count)

"""The one replay driver of the importers (:mod:`mafia_tui.export.foreign_replay`), driven by
made-up answers: it plays a game to its end asking only what each step needs, asks a best
move only where the rules let one be named, refuses a game that never ends, and says where an
answer was refused (the step's phase, or the document's own time of a foul or removal)."""

from __future__ import annotations

from typing import Any

import pytest

from mafia_tui.export.foreign import Refusal
from mafia_tui.export.foreign_replay import MAX_STEPS, Due, Late, replay
from mafia_tui.rules.actions import BestMove, Disqualify, Foul, LiftVote, Nominate, Shot, Vote
from mafia_tui.rules.game import Game
from mafia_tui.rules.roles import Role
from mafia_tui.rules.state import State
from tests.conftest import new_game


class _Quiet:
    """A document where nobody nominates and the blacks shoot the first red seat each night."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, Any]] = []
        self.events: list[Due] = []
        self.after: list[Late] = []

    def due(self, state: State) -> Due | None:
        return self.events.pop(0) if self.events else None

    def late(self) -> list[Late]:
        return self.after

    def nomination(self, state: State, seat: int) -> Nominate | None:
        self.asked.append(("nomination", seat))
        return None

    def best_move(self, state: State, seat: int) -> BestMove | None:
        self.asked.append(("best_move", seat))
        return BestMove((2, 6, 8))

    def vote(self, state: State, seat: int) -> Vote:
        raise AssertionError("no one stands for the vote")

    def lift(self, state: State) -> LiftVote:
        raise AssertionError("no one stands for the vote")

    def shot(self, state: State) -> Shot:
        self.asked.append(("shot", state.night))
        blacks = [p.seat for p in state.players if p.alive and p.role in (Role.MAFIA, Role.DON)]
        red = next(p.seat for p in state.players if p.alive and p.role is Role.CIVILIAN)
        return Shot(shots=tuple((seat, red) for seat in blacks))

    def checked(self, state: State, role: str) -> int | None:
        self.asked.append((role, state.night))
        return None


def test_the_answers_play_the_game_to_its_end() -> None:
    answers = _Quiet()
    game = replay(new_game(zero=False), answers)
    assert game.state.over and game.state.result == "black"
    shots = [a for a in game.log if isinstance(a, Shot)]
    assert len(shots) == 4  # 7 reds against 3 blacks: one killed a night until 3 against 3
    asked = [kind for kind, _ in answers.asked]
    assert asked.count("shot") == 4  # the fourth night's shot ends the game: no checks then
    assert asked.count("don") == asked.count("sheriff") == 3
    assert asked.count("nomination") == 10 + 9 + 8 + 7  # each speech of days 1-4
    # only the first night's victim may name a best move, and he is asked once
    assert [a for a in answers.asked if a[0] == "best_move"] == [("best_move", 1)]
    assert [a.seats for a in game.log if isinstance(a, BestMove)] == [(2, 6, 8)]


def test_a_dropped_event_is_not_fed_a_late_removal_is() -> None:
    answers = _Quiet()
    answers.events = [({"at": "dropped"}, None), ({"at": "now"}, Foul(3))]
    answers.after = [({"at": "after"}, Disqualify(2))]
    game = replay(new_game(zero=False), answers)
    assert [a for a in game.log if isinstance(a, Foul)] == [Foul(3)]
    assert game.log[-1] == Disqualify(2) and game.state.over


def test_a_document_that_never_ends_is_refused() -> None:
    answers = _Quiet()
    answers.events = [({"at": n}, None) for n in range(MAX_STEPS + 1)]
    with pytest.raises(Refusal) as refused:
        replay(new_game(zero=False), answers)
    assert refused.value.said.key == "stuck"


class _RedShoots(_Quiet):
    def shot(self, state: State) -> Shot:
        return Shot(shots=((1, 5),))  # seat 1 is a civilian


def test_a_refused_answer_names_the_phase_of_its_step() -> None:
    with pytest.raises(Refusal) as refused:
        replay(new_game(zero=False), _RedShoots())
    said = refused.value.said
    assert said.key == "action_refused" and said.params["where"] == "night 1"


def test_a_refused_event_names_its_time_as_the_document_writes_it() -> None:
    game: Game = new_game(zero=False)
    answers = _Quiet()
    answers.after = [({"round": "после игры"}, Nominate(1, 2))]  # no nomination after the end
    with pytest.raises(Refusal) as refused:
        replay(game, answers)
    said = refused.value.said
    assert said.key == "action_refused" and said.params["where"] == '{"round": "после игры"}'

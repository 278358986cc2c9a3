"""Property tests: random judge input never crashes the engine and the invariants hold."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from copy import deepcopy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_tui.rules import (
    Action,
    BestMove,
    Disqualify,
    DonCheck,
    Foul,
    Game,
    LiftVote,
    Next,
    Nominate,
    RuleError,
    SheriffCheck,
    Shot,
    State,
    Status,
    StepKind,
    TeamDefeat,
    Vote,
    WithdrawFoul,
    game_from_dict,
    game_to_dict,
    game_to_json,
)
from tests.conftest import new_game


def random_action(game: Game, rnd: random.Random) -> Action:
    """A plausible action: mostly legal now, sometimes not, never a crash."""
    s = game.state
    step = s.step
    seat = rnd.randint(0, 11) if rnd.random() < 0.05 else rnd.randint(1, 10)
    alive = [p.seat for p in s.alive] or [1]
    pick = rnd.random()
    if pick < 0.07:
        return Foul(rnd.choice(alive) if rnd.random() < 0.9 else seat)
    if pick < 0.075:
        return Disqualify(rnd.choice(alive), "6.7.4")
    if pick < 0.077:
        return TeamDefeat(rnd.choice(alive), "6.8.1")
    if pick < 0.08:
        fouls = [i for i, a in enumerate(game.log) if isinstance(a, Foul)]
        return WithdrawFoul(rnd.choice(fouls) if fouls else 0)
    kind = step.kind
    if kind is StepKind.SPEECH and rnd.random() < 0.4:
        return Nominate(step.seat or 0, rnd.choice(alive))
    if kind is StepKind.VOTE:
        left = len(s.alive) - sum(s.days[-1].rounds[-1].counts)
        if rnd.random() < 0.5:  # an even split: ties, re-votes and lifts get explored
            return Vote(step.seat or 0, len(s.alive) // len(step.candidates))
        return Vote(step.seat or 0, rnd.randint(0, max(left, 0)))
    if kind is StepKind.LIFT_VOTE:
        return LiftVote(rnd.randint(0, len(s.alive)))
    if kind is StepKind.SHOT:
        blacks = [p.seat for p in s.alive if p.team.value == "black"]
        if rnd.random() < 0.3:
            return Shot(shots=tuple((b, rnd.choice(alive)) for b in blacks))
        return Shot(rnd.choice(alive) if rnd.random() < 0.5 else None)
    if kind is StepKind.DON_CHECK:
        return DonCheck(rnd.choice([None, seat]))
    if kind is StepKind.SHERIFF_CHECK:
        return SheriffCheck(rnd.choice([None, seat]))
    if kind is StepKind.LAST_WORD and rnd.random() < 0.3:
        return BestMove(tuple(rnd.sample(range(1, 11), 3)))
    return Next()


def judged(game: Game, rnd: random.Random, steps: int = 250) -> Iterator[Game]:
    """Judge ``game`` with :func:`random_action` input; the game after each action taken."""
    for _ in range(steps):
        if game.state.over:
            return
        try:
            game.apply(random_action(game, rnd))
        except RuleError:
            continue
        yield game


def check_invariants(game: Game) -> None:
    s = game.state
    assert len(s.players) == 10
    for p in s.players:
        assert 0 <= p.fouls <= 4
        assert (p.status is Status.ALIVE) == (p.left_at is None)
        if p.fouls == 4:
            assert p.status is not Status.ALIVE
    for day in s.days:
        for rnd in day.rounds:
            if rnd.lift:
                assert len(rnd.counts) <= 1 and all(0 <= c <= rnd.voters for c in rnd.counts)
            elif len(rnd.counts) == len(rnd.candidates):
                assert sum(rnd.counts) == rnd.voters  # every hand is counted (§1.7)
            else:
                assert sum(rnd.counts) <= rnd.voters
    today = s.today
    if today is not None and today.cancelled:  # 7.1/7.2: a cancelled vote is never held
        assert s.step.kind not in (StepKind.VOTE, StepKind.LIFT_VOTE, StepKind.TIE_SPEECH)
    if s.step.kind in (StepKind.SPEECH, StepKind.TIE_SPEECH):
        assert s.step.seat is not None and s.player(s.step.seat).alive
    if today is not None:
        targets = [t for _, t in today.nominations]
        assert len(targets) == len(set(targets))  # a nominee counts once (§1.6)
        assert len({b for b, _ in day.nominations}) == len(day.nominations)  # one each
    blacks = sum(1 for p in s.alive if p.team.value == "black")
    reds = len(s.alive) - blacks
    if s.result is None:
        assert 0 < blacks < reds
    if s.over:
        assert s.result is not None and s.step.kind is StepKind.GAME_OVER
    assert game.legal() >= {"withdraw_foul"}


EXAMPLES = int(os.environ.get("MAFIA_HYPOTHESIS_EXAMPLES", "60"))
"""Raise for a long local run; CI keeps the default."""


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.integers(50, 400))
def test_random_judging_never_crashes_and_invariants_hold(rnd: random.Random, steps: int) -> None:
    game = new_game(zero=False)
    for _ in range(steps):
        if game.state.over:
            break
        before = game.state
        action = random_action(game, rnd)
        try:
            game.apply(action)
        except RuleError as err:
            assert game.state is before  # nothing half-applied
            assert err.message("ru") and err.message("en")
            continue
        check_invariants(game)
        if rnd.random() < 0.05:
            undone = game.undo()
            assert game.state == before
            game.apply(undone)


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False))
def test_replay_is_deterministic_and_the_file_round_trips(rnd: random.Random) -> None:
    game = new_game(zero=False)
    for _ in judged(game, rnd):
        pass
    data = json.loads(json.dumps(game_to_dict(game), ensure_ascii=False))
    again = game_from_dict(data)
    assert again.state == game.state
    assert again.log == game.log
    assert game_to_dict(again) == game_to_dict(game)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_no_action_changes_an_earlier_state(rnd: random.Random) -> None:
    """States share the players an action does not change (State.edit copies the others):
    every state kept for undo must still be what its prefix of the log gives, however many
    fouls, removals, kills and speeches spent a 3rd foul came after it."""
    game = new_game(zero=False)
    kept: list[tuple[int, State]] = []
    for _ in judged(game, rnd):
        if rnd.random() < 0.2:
            kept.append((len(game.log), deepcopy(game.state)))
    for length, then in kept:  # thinned states (KEPT_RECENT) are replayed from a kept one
        assert (game._states[length] or game._state_after(length)) == then


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)
@given(st.randoms(use_true_random=False))
def test_a_game_read_from_its_file_undoes_to_the_same_states(rnd: random.Random) -> None:
    """A game read from a file keeps only every KEPT_EVERY-th state (its replay changes one
    state in place): each undo must still give the state its prefix of the log gives, and
    judging may go on from there (corrections of fouls included)."""
    game = new_game(zero=False)
    for _ in judged(game, rnd, steps=rnd.choice([40, 250])):
        pass
    dense = [deepcopy(s or game._state_after(n)) for n, s in enumerate(game._states)]
    read = game_from_dict(json.loads(json.dumps(game_to_dict(game), ensure_ascii=False)))
    kept = sum(s is not None for s in read._states)
    assert read.state == game.state and (kept < len(dense) or len(read.log) < 2)  # first, last
    while read.log:
        if rnd.random() < 0.05:  # judge on from here, then undo what was added
            added = sum(1 for _ in judged(read, rnd, steps=5))
            for _ in range(added):
                read.undo()
        read.undo()
        assert read.state == dense[len(read.log)]
        check_invariants(read)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.large_base_example, HealthCheck.too_slow],
)
@given(st.randoms(use_true_random=False))
def test_the_saved_bytes_are_the_games_data_after_any_undo_and_redo(rnd: random.Random) -> None:
    """game_to_json encodes each action once per game; an undo, or an undo followed by a
    different action at the same place, must never leave a stale action in the file."""
    game = new_game(zero=False)
    extras = {"resume": {"actions": 3, "remaining": 12.5}}
    for _ in range(150):
        if game.state.over:
            break
        if game.log and rnd.random() < 0.2:
            game.undo()
        else:
            try:
                game.apply(random_action(game, rnd))
            except RuleError:
                continue
        if rnd.random() < 0.3:
            saved = json.loads(game_to_json(game, extras).decode("utf-8"))
            assert saved == {**game_to_dict(game), **extras}
    assert json.loads(game_to_json(game)) == game_to_dict(game)


def _full_replay(game: Game, upto: int) -> State:
    """The oracle: the state after the first ``upto`` actions of ``game``'s log replayed from
    the start, every foul withdrawn in that prefix left out (how a correction was computed
    before it replayed from the last state it can trust, issue #39)."""
    from mafia_tui.rules.engine import advance, initial_state

    log = game.log[:upto]
    skip = {a.ref for a in log if isinstance(a, WithdrawFoul)}
    state = initial_state(game.players, game.profile)
    for index, action in enumerate(log):
        if index not in skip and not isinstance(action, WithdrawFoul):
            advance(state, action, game.profile)
    return state


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)
@given(st.randoms(use_true_random=False))
def test_a_correction_gives_the_state_of_a_full_replay_without_the_foul(
    rnd: random.Random,
) -> None:
    """Fouls given and taken back at any distance, some withdrawn long after, others crossing
    earlier corrections: each correction's state (live, read from the file, after undo) is
    the full replay's, and a refused one is refused alike."""
    game = new_game(zero=False)
    for _ in range(300):
        if game.state.over:
            break
        fouls = [i for i, a in enumerate(game.log) if isinstance(a, Foul)]
        if fouls and rnd.random() < 0.25:
            ref = rnd.choice(fouls[-3:] if rnd.random() < 0.6 else fouls)
            try:
                game.apply(WithdrawFoul(ref))
            except RuleError as err:
                assert err.code in ("withdraw_twice", "withdraw_conflict", "withdraw_not_foul")
                continue
            assert game.state == _full_replay(game, len(game.log))
            continue
        try:
            game.apply(random_action(game, rnd))
        except RuleError:
            continue
    read = game_from_dict(json.loads(json.dumps(game_to_dict(game), ensure_ascii=False)))
    assert read.state == game.state == _full_replay(game, len(game.log))
    while read.log:
        read.undo()
        assert read.state == _full_replay(read, len(read.log))

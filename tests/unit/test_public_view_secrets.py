"""Property: over random legal games, the public view never holds a role, a team, a check
answer or a shot before the judge reveals the result, and nothing done at night changes it
until the morning."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_tui.rules import Action, DonCheck, Game, RuleError, SheriffCheck, Shot, StepKind
from mafia_tui.session.public_view import PublicView, public_view
from tests.display_support import safe_game, secrets_in
from tests.unit.test_properties import EXAMPLES, random_action

NOW = 1_800_000_000.0
PLAIN = (str, int, float, bool, type(None))


def leaves(value: object) -> Iterator[object]:
    """Every plain value inside a view (dataclasses and tuples opened)."""
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            yield from leaves(getattr(value, f.name))
    elif isinstance(value, tuple):
        for item in value:
            yield from leaves(item)
    else:
        yield value


def assert_public(game: Game, view: PublicView) -> None:
    for leaf in leaves(view):
        assert type(leaf) in PLAIN, leaf  # never a Role or Team enum, never an object
        if isinstance(leaf, str):
            assert not secrets_in(leaf), leaf
    assert all(s.role == "" for s in view.seats) and view.result is None
    assert not view.revealed
    state = game.state
    if state.phase in ("zero", "night"):
        assert (view.step, view.seat, view.nick, view.timer) == ("night", None, "", None)
        assert not view.nominations and not view.rounds
        victim = state.nights[-1].killed if state.nights and state.phase == "night" else None
        if victim is not None:
            assert view.seats[victim - 1].status == "alive"


def night_alternatives(game: Game, rnd: random.Random) -> list[Action]:
    kind = game.state.step.kind
    seats = [None, *rnd.sample(range(1, 11), 3)]
    if kind is StepKind.SHOT:
        return [Shot(t) for t in seats]
    if kind is StepKind.DON_CHECK:
        return [DonCheck(t) for t in seats]
    if kind is StepKind.SHERIFF_CHECK:
        return [SheriffCheck(t) for t in seats]
    return []


def views_after(game: Game, actions: list[Action]) -> list[PublicView]:
    """The views after each alternative night action that keeps it night (then undone)."""
    out = []
    for action in actions:
        try:
            game.apply(action)
        except RuleError:
            continue
        if game.state.phase == "night":
            out.append(public_view(game, {"reveal": True}, NOW))
        game.undo()
    return out


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.integers(50, 400))
def test_no_secret_in_any_public_view_before_the_reveal(rnd: random.Random, steps: int) -> None:
    game = safe_game(zero=False)
    for _ in range(steps):
        if game.state.over:
            break
        alternatives = views_after(game, night_alternatives(game, rnd))
        assert all(v == alternatives[0] for v in alternatives)  # the night's secrets
        try:
            game.apply(random_action(game, rnd))
        except RuleError:
            continue
        view = public_view(game, {}, NOW)
        assert_public(game, view)
        if not game.state.over:  # a reveal flag before the end reveals nothing
            assert public_view(game, {"reveal": True}, NOW) == view
    if game.state.over:
        shown = public_view(game, {"reveal": True}, NOW)
        assert shown.result == game.state.result
        assert [s.role for s in shown.seats] == [p.role.value for p in game.state.players]

"""The warnings ahead of a departure that ends the game (1.4): a candidate whose leaving
decides it, the tied players leaving together, tonight's kill of a red."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_tui.rules import PRESETS, Game, Status, StepKind
from mafia_tui.rules.script import play
from tests.conftest import new_game, said, speeches
from tests.unit.test_properties import judged

STAKES = (
    "w_leaves_wins",
    "w_leaves_wins_any",
    "w_lift_wins",
    "w_shot_wins",
    "w_removal_wins",
    "w_removal_wins_any",
)

Said = list[tuple[str, str, dict[str, object]]]


def stakes(game: Game) -> Said:
    return [w for w in said(game.warnings()) if w[0] in STAKES]


def to_day_3(noms: dict[int, int] | None = None) -> Game:
    """Red 1 shot, red 3 voted out, red 5 shot: blacks 2, 6, 8 against reds 4, 7, 9, 10,
    day 3's speeches played (``noms``: who nominates whom)."""
    g = new_game()
    speeches(g)
    play(g, "shot 1; don 3; sher 2")
    speeches(g, {0: 3})
    play(g, "n; shot 5; don 4; sher 6")
    speeches(g, noms)
    return g


def test_a_kill_that_gives_black_the_win_is_warned_at_the_shot() -> None:
    g = new_game()
    speeches(g)
    play(g, "shot 1; don 3; sher 2")
    speeches(g, {0: 3})
    play(g, "n")
    assert g.state.step.kind is StepKind.SHOT and len(g.state.alive) == 8
    assert stakes(g) == []  # 3 blacks, 5 reds: a kill leaves 3 against 4
    g = to_day_3()
    assert g.state.step.kind is StepKind.SHOT  # nobody nominated: still 3 against 4
    assert stakes(g) == [("w_shot_wins", "1.4", {})]
    play(g, "shot 4")
    assert g.state.result == "black"


def test_the_candidates_whose_leaving_ends_the_game_are_named() -> None:
    g = to_day_3({7: 9, 8: 2, 9: 7})  # red 9, black 2, red 7
    assert g.state.step.kind is StepKind.VOTE
    assert stakes(g) == [("w_leaves_wins_any", "1.4", {"seats": "9, 7", "result": "black"})]
    play(g, "vote 2; vote 1")  # the rest, 4 of 7, for seat 7
    assert g.state.player(7).status is Status.VOTED_OUT
    assert g.state.result == "black"
    assert stakes(g) == []  # decided: 7.10's warning takes over
    one = to_day_3({7: 9, 8: 2})
    assert stakes(one) == [("w_leaves_wins", "1.4", {"seat": 9, "result": "black"})]


def test_the_tied_players_leaving_together_are_warned_in_the_lift_vote() -> None:
    g = to_day_3({7: 2, 8: 9})
    play(g, "vote 4; n; shot -; don 4; sher 6")  # black 2 out, a miss: 2 blacks, 4 reds
    speeches(g, {4: 7, 7: 4})
    assert stakes(g) == []  # one red leaving leaves 2 against 3
    play(g, "vote 3; n*2; vote 3")  # reds 4 and 7 tie twice
    assert g.state.step.kind is StepKind.LIFT_VOTE
    assert stakes(g) == [("w_lift_wins", "1.4", {"seats": "4, 7", "result": "black"})]
    play(g, "lift 4")
    assert g.state.result == "black"


def test_no_warning_once_the_vote_is_cancelled() -> None:
    g = new_game()
    speeches(g)
    play(g, "shot 1; don 3; sher 2")
    speeches(g, {0: 3})
    play(g, "n; shot 5; don 4; sher 6; n; nom 9")
    assert stakes(g) == [("w_leaves_wins", "1.4", {"seat": 9, "result": "black"})]
    play(g, "foul 8; foul 8; foul 8; foul 8")  # black 8 removed in the day: no vote (7.1)
    assert said(g.warnings()) == [("w_vote_cancelled", "7.1", {})]


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.sampled_from(sorted(PRESETS)))
def test_every_vote_or_kill_that_ends_the_game_was_warned_ahead(
    rnd: random.Random, preset: str
) -> None:
    """Judge at random under each preset; whenever a vote or a kill decides the game by the
    count, the warnings just before it named that departure and that winner."""
    game = new_game(profile=replace(PRESETS[preset]))
    before, alive = stakes(game), {p.seat for p in game.state.alive}
    for g in judged(game, rnd, 400):
        s = g.state
        now = {p.seat for p in s.alive}
        if s.result in ("red", "black") and s.end_rule == "1.4" and alive - now:
            gone = sorted(alive - now)
            statuses = {s.player(seat).status for seat in gone}
            if statuses == {Status.VOTED_OUT}:
                assert _names(before, gone, s.result), (before, gone, s.result)
            elif statuses == {Status.KILLED} and s.player(gone[0]).team.value == "red":
                assert ("w_shot_wins", "1.4", {}) in before
            elif statuses == {Status.REMOVED}:  # by a 4th foul or a 2nd technical foul
                assert _names(before, gone, s.result, "w_removal_wins"), (before, gone)
            return
        before, alive = stakes(g), now


def _names(warned: Said, gone: list[int], result: str, one: str = "w_leaves_wins") -> bool:
    for code, _, params in warned:
        if params.get("result") != result:
            continue
        if code == one and [params["seat"]] == gone:
            return True
        seats = sorted(int(x) for x in str(params.get("seats", "")).split(", ") if x)
        if code == one + "_any" and len(gone) == 1 and gone[0] in seats:
            return True
        if code == "w_lift_wins" and seats == gone:
            return True
    return False


def test_a_removal_by_the_next_foul_that_ends_the_game_is_warned() -> None:
    g = to_day_3({7: 9, 8: 2})  # blacks 2, 6, 8 against reds 4, 7, 9, 10
    play(g, "foul 10; foul 10; foul 10; foul 6; foul 6; foul 6")
    assert stakes(g) == [  # 10 removed: 3 against 3; the Don removed: 2 against 4, no end
        ("w_removal_wins", "1.4", {"seat": 10, "result": "black"}),
        ("w_leaves_wins", "1.4", {"seat": 9, "result": "black"}),
    ]
    play(g, "foul 4; foul 4; foul 4")
    assert stakes(g)[0] == ("w_removal_wins_any", "1.4", {"seats": "4, 10", "result": "black"})
    play(g, "foul 10")
    assert g.state.result == "black"

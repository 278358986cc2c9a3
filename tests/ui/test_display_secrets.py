"""Property: over random legal games judged through a session, no frame the players' display
draws holds a role, a team, a check answer or a shot before the judge reveals the result."""

from __future__ import annotations

import asyncio
import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_tui.rules import RuleError, StepKind
from mafia_tui.session import Archive
from mafia_tui.ui.display import DisplayApp
from tests.display_support import WallClock, frame_text, safe_game, secrets_in
from tests.unit.test_properties import random_action

FRAME_EXAMPLES = int(os.environ.get("MAFIA_HYPOTHESIS_FRAMES", "6"))
"""Each example draws every frame of a whole game; raise for a long local run."""


async def judge_and_watch(root: Path, rnd: random.Random, steps: int, size: tuple[int, int]) -> int:
    wall = WallClock()
    session = Archive(root).create(safe_game(zero=False))
    session.wall = wall
    app = DisplayApp(data_dir=root, lang=rnd.choice(["ru", "en"]), wall=wall, poll_seconds=3600)
    frames = 0
    async with app.run_test(size=size) as pilot:
        for _ in range(steps):
            if session.game.state.over:
                break
            try:
                session.apply(random_action(session.game, rnd))
            except RuleError:
                continue
            if (
                session.game.state.step.kind
                in (StepKind.SPEECH, StepKind.LAST_WORD, StepKind.TIE_SPEECH)
                and rnd.random() < 0.5
            ):
                session.save_timer(rnd.choice([60, 30, 8, 0.5]), running=rnd.random() < 0.7)
                wall.advance(rnd.choice([0, 1, 5, 12]))  # warning, time up, overtime
            app.tick()
            await pilot.pause()
            frame = frame_text(app)
            assert not secrets_in(frame), frame
            frames += 1
        session.set_reveal(True)  # refused before the end: still nothing to see
        app.tick()
        await pilot.pause()
        if not session.game.state.over:
            assert not secrets_in(frame_text(app))
    return frames


@settings(
    max_examples=FRAME_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    st.randoms(use_true_random=False), st.integers(60, 250), st.sampled_from([(80, 24), (200, 60)])
)
def test_no_frame_shows_a_secret_before_the_reveal(
    tmp_path_factory: pytest.TempPathFactory, rnd: random.Random, steps: int, size: tuple[int, int]
) -> None:
    root = tmp_path_factory.mktemp("display")
    assert asyncio.run(judge_and_watch(root, rnd, steps, size)) > 0

"""How the suite itself runs: Hypothesis derandomized in CI, so a failure there reproduces."""

from __future__ import annotations

import os

from hypothesis import settings

from tests.conftest import hypothesis_profile


def test_ci_picks_the_derandomized_profile_and_a_desk_the_recording_one() -> None:
    assert hypothesis_profile({"CI": "true"}) == "ci"
    assert hypothesis_profile({}) == "dev"
    assert hypothesis_profile({"CI": ""}) == "dev"
    assert hypothesis_profile({"CI": "1", "HYPOTHESIS_PROFILE": "dev"}) == "dev"
    assert settings.get_current_profile_name() == hypothesis_profile(os.environ)


def test_the_ci_profile_replays_the_same_examples_and_prints_how_to_reproduce() -> None:
    ci = settings.get_profile("ci")
    assert ci.derandomize and ci.print_blob and ci.database is None
    dev = settings.get_profile("dev")
    assert not dev.derandomize and dev.database is not None  # failures recorded at a desk
    assert ci.deadline is None and dev.deadline is None  # a test times nothing

"""Shared test helpers: a standard table and short ways to play a day or a night."""

from __future__ import annotations

import compileall
import os
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from mafia_tui import i18n
from mafia_tui.rules import (
    FIIM_2018,
    Event,
    Game,
    Header,
    Nominate,
    Profile,
    StepKind,
    make_players,
)
from mafia_tui.rules.script import play
from mafia_tui.tournament import seating as seating_generator

# A missing text or an unfilled placeholder raises rather than showing the key: in this
# process and in the CLI subprocesses the tests start (tests/unit/test_texts.py).
os.environ["MAFIA_TUI_STRICT_TEXTS"] = "1"
i18n.STRICT = True


def hypothesis_profile(environ: Mapping[str, str]) -> str:
    """The Hypothesis profile a run uses: ``HYPOTHESIS_PROFILE`` when set, else ``ci`` where
    ``CI`` is set (every CI service sets it, and ``.ci/run`` does), else ``dev``."""
    return environ.get("HYPOTHESIS_PROFILE") or ("ci" if environ.get("CI") else "dev")


# ci: derandomized, so a property that fails in CI fails again on every run and every machine
# (``CI=1 .venv/bin/python -m pytest <the test>``), and the failing example is printed with
# the ``@reproduce_failure`` blob that replays it exactly. Hypothesis refuses an example
# database beside derandomize (the database would make the run depend on the last one), so
# CI's record is the blob and the seed, the test's own name.
# dev: random, and the failing examples recorded in ``.hypothesis/`` and tried first on the
# next run, so a failure found at a desk stays found until it is fixed.
# Neither has a deadline: a test times nothing (speed is bench/'s), and an example that takes
# 200 ms on a loaded machine (the suite's workers share it) is no failure.
settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", settings.get_profile("default"), deadline=None)
settings.load_profile(hypothesis_profile(os.environ))

# Compile the package once, as an install does: the suite starts many ``python -m mafia_tui``
# children (the CLI, the PDF jobs, the kill tests), and where PYTHONDONTWRITEBYTECODE is set
# each of them would otherwise compile every module again.
compileall.compile_dir(Path(i18n.__file__).parent, quiet=1)

SEATING = [
    "civilian",
    "mafia",
    "civilian",
    "sheriff",
    "civilian",
    "don",
    "civilian",
    "mafia",
    "civilian",
    "civilian",
]
"""Blacks at 2, 6 (Don) and 8; the Sheriff at 4."""
NICKS = [
    "Ёжик",
    "Мастер",
    "Лиса",
    "Шерлок",
    "Кот",
    "Дон Корлеоне",
    "Белка",
    "Тень",
    "Сова",
    "[b]x[/b]",
]


def new_game(
    script: str = "",
    profile: Profile = FIIM_2018,
    roles: list[str] | None = None,
    zero: bool = True,
    nicks: list[str] | None = None,
    stand_ins: dict[int, str] | None = None,
) -> Game:
    """A game at the standard table; ``zero`` skips the zero night's three steps;
    ``stand_ins`` maps a seat to the planned player its player replaces."""
    names = nicks or NICKS
    rows: list[dict[str, object]] = [
        {"seat": i + 1, "nick": names[i], "role": (roles or SEATING)[i]} for i in range(10)
    ]
    for seat, absent in (stand_ins or {}).items():
        rows[seat - 1]["stand_in_for"] = absent
    game = Game(
        Header(
            tournament="Кубок Москвы",
            date="2026-12-03",
            judge="Судья Петров",
            game_number=3,
            table=2,
        ),
        make_players(rows),
        profile,
    )
    if zero:
        play(game, "n*3")
    return game if not script else play(game, script)


def speeches(game: Game, noms: dict[int, int] | None = None) -> Game:
    """Play the morning last word and the day's speeches; speakers in ``noms`` nominate."""
    noms = dict(noms or {})
    while True:
        step = game.state.step
        if step.kind is not StepKind.SPEECH and not (
            step.kind is StepKind.LAST_WORD and step.reason == "killed"
        ):
            return game
        if step.kind is StepKind.SPEECH and step.seat in noms:
            game.apply(Nominate(step.seat, noms.pop(step.seat)))
        elif step.kind is StepKind.SPEECH and 0 in noms:  # 0: whoever speaks first
            assert step.seat is not None, "a speech has its speaker"
            game.apply(Nominate(step.seat, noms.pop(0)))
        play(game, "n")


def said(items: Iterable[Event]) -> list[tuple[str, str, dict[str, object]]]:
    """Events or warnings as (code, rule, params): compared whole, so an extra or a missing
    one fails a test as surely as a wrong one."""
    return [(e.code, e.rule, e.param_dict()) for e in items]


@pytest.fixture(autouse=True)
def _never_the_real_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every test gets a throwaway data dir, whatever code path resolves one."""
    root = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("MAFIA_TUI_DATA_DIR", str(root / "data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(root / "xdg"))


SEATING_TEST_EFFORT = 5_000
"""Moves of the seating search per round in the tests, where the request leaves the effort
to the shape: the production effort (``ITERATIONS_PER_ROUND``, 200,000) made a dozen tests
of the seating screen and the ``seating`` verb a quarter of the suite's CPU. What those
tests check (the pairs kept apart, the places fixed, the files and the PDF) holds at this
effort; the quality of a full search is the seating benchmark's and of the tests that ask
for their own ``iterations``."""


@pytest.fixture(autouse=True)
def _seating_at_test_effort(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seating the request leaves to the shape searches at :data:`SEATING_TEST_EFFORT`."""
    monkeypatch.setattr(seating_generator, "ITERATIONS_PER_ROUND", SEATING_TEST_EFFORT)


@pytest.fixture
def game() -> Game:
    """A fresh game at day 1, seat 1 speaking."""
    return new_game()

"""Helpers for the players' display tests: a table whose nicknames name no role, no team and no
night action (so a secret found in a frame is a real leak), and what counts as a secret."""

from __future__ import annotations

import re
from typing import Any

from textual.app import App

from mafia_tui.rules import Game
from tests.conftest import new_game

SAFE_NICKS = ["Ёжик", "Мастер", "Лиса", "Гром", "Кот", "Ветер", "Белка", "Тень", "Сова", "Луна"]
"""Blacks at 2, 6 (Don) and 8; the Sheriff at 4 (tests.conftest.SEATING)."""

SECRET_WORDS = re.compile(
    r"мирн|мафи|шериф|\bдон|civilian|mafia|sheriff|\bdon\b|красн|чёрн|черн|\bred\b|\bblack\b"
    r"|провер|\bcheck|выстрел|\bshot|\bshoot|промах|\bmiss|лучш|best move",
    re.IGNORECASE,
)
"""Words that name a role, a team, a check, a shot or the best move (ru and en)."""
ROLE_LETTER = re.compile(r"(?<![\w])[КЧШД](?![\w])")
"""A protocol letter (9.4.1) standing alone."""


def safe_game(script: str = "", zero: bool = True) -> Game:
    """A game at the standard seating with safe nicknames; ``zero`` plays the zero night."""
    return new_game(script, zero=zero, nicks=SAFE_NICKS)


def secrets_in(text: str) -> list[str]:
    """Every secret word or lone role letter in ``text``."""
    return SECRET_WORDS.findall(text) + ROLE_LETTER.findall(text)


def frame_text(app: App[Any]) -> str:
    """The whole screen of a running (headless) app as plain text."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


class WallClock:
    """A wall clock (seconds since the epoch) the test moves by hand."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds

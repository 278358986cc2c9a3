"""Every screen in one language (issue #38, 3): the judge's screens as drawn (Textual's own
screenshot, tests/ui/screen_text.py) in Russian and in English, at 80x24 and 120x40, scanned
for the other alphabet and for identifiers of the code (tests/one_language.py): the start,
the new-game form, the game (a speech, a vote, the night, the end), the help, the results
desk, the games list, the tournament table and the settings."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable

import pytest
from textual.pilot import Pilot

from mafia_tui.rules.codes import profile_from_code
from mafia_tui.ui.app import MafiaApp
from tests.conftest import NICKS, new_game
from tests.one_language import foreign
from tests.ui.conftest import MakeApp
from tests.ui.screen_text import screen_text

TYPED = (*NICKS, "Кубок Москвы", "Кубок…", "Судья Петров", "Точная речь")
KEY_TWIN = re.compile(r"(?<![А-Яа-яЁё])[А-ЯЁ](?![А-Яа-яЁё])")
"""A lone Cyrillic capital: a key's twin on a Russian keyboard («F / А»), or a role's letter
the form takes (К Ч Ш Д): a key's name, not a word."""

Visit = Callable[[MafiaApp, Pilot[None]], Awaitable[None]]


async def _keys(pilot: Pilot[None], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def _game(app: MafiaApp, pilot: Pilot[None], script: str, code: str = "") -> None:
    profile = profile_from_code(code) if code else None
    game = new_game(script, profile) if profile else new_game(script)
    app.play(app.store.create(game))
    await pilot.pause()


async def start(app: MafiaApp, pilot: Pilot[None]) -> None:
    await pilot.pause()


async def new_form(app: MafiaApp, pilot: Pilot[None]) -> None:
    await _keys(pilot, "n")


async def speech(app: MafiaApp, pilot: Pilot[None]) -> None:
    await _game(app, pilot, "foul 3; foul 3; foul 3; nom 5", "0432000100001")


async def vote(app: MafiaApp, pilot: Pilot[None]) -> None:
    await _game(app, pilot, "nom 5; n; nom 3; n; nom 8; n*8; vote 6")


async def night(app: MafiaApp, pilot: Pilot[None]) -> None:
    await _game(app, pilot, "n*10; shot 4; don 1")


async def help_screen(app: MafiaApp, pilot: Pilot[None]) -> None:
    await _game(app, pilot, "")
    await _keys(pilot, "f1")


async def game_over(app: MafiaApp, pilot: Pilot[None]) -> None:
    await _game(app, pilot, "dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")


async def desk(app: MafiaApp, pilot: Pilot[None]) -> None:
    await _game(app, pilot, "foul 1; foul 1; foul 1; foul 1; dq 2 6.7.4; dq 6 6.7.4; team 8 6.8.1")
    await _keys(pilot, "e")


async def games_list(app: MafiaApp, pilot: Pilot[None]) -> None:
    app.store.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")).close()
    await _keys(pilot, "l")


async def standings(app: MafiaApp, pilot: Pilot[None]) -> None:
    app.store.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")).close()
    await _keys(pilot, "t", "enter")
    await app.workers.wait_for_complete()
    await pilot.pause()


async def settings(app: MafiaApp, pilot: Pilot[None]) -> None:
    await _keys(pilot, "s")


SCREENS: dict[str, Visit] = {
    "start": start,
    "new-game": new_form,
    "speech": speech,
    "vote": vote,
    "night": night,
    "help": help_screen,
    "game-over": game_over,
    "desk": desk,
    "games": games_list,
    "standings": standings,
    "settings": settings,
}


def _without_path(text: str, path: str) -> str:
    """The screen's text with the data dir's path taken out, also where a narrow screen wraps
    it inside its box (the path is the test's temporary folder, not a word of the app)."""
    gap = r"[\s│]*"
    return re.sub(gap.join(re.escape(c) for c in path), " ", text)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("name", list(SCREENS))
async def test_every_screen_is_in_one_language(
    make_app: MakeApp, name: str, lang: str, size: tuple[int, int]
) -> None:
    app = make_app(lang)
    async with app.run_test(size=size) as pilot:
        await SCREENS[name](app, pilot)
        text = _without_path(screen_text(app), str(app.root))
        if lang == "en":
            text = KEY_TWIN.sub(" ", text)
        assert foreign(text, lang, TYPED) == [], text

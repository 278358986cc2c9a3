"""The seating screen after the form changed (found trying #37 on screen as a head judge): a
refused F2 left the last seating below the refusal, and F3 then stored that old seating
(«Рассадка сохранена в турнир») while the line above said «ничего не записано»; a nickname
typo or a bad field only flashed in a toast, the line under the form going on saying the
seating was ready or naming a fixed place already mended."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator

import pytest
import textual.app
from textual.pilot import Pilot
from textual.widgets import Static

from mafia_tui.storage.plan import data_dir_plan, read_plan
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.seating import SeatingScreen
from tests.ui.conftest import MakeApp, screen_as

RU = ("Алиса", "Борис", "Вера", "Галина", "Дмитрий", "Елена", "Жанна", "Зоя", "Игорь", "Кирилл")
NAMES = {
    "ru": RU
    + ("Лариса", "Максим", "Нина", "Олег", "Павел", "Раиса", "Семён", "Тамара", "Ульяна", "Фёдор"),
    "en": tuple("Alice Bob Carol Dave Eve Frank Grace Heidi Ivan Judy Ken Laura".split())
    + tuple("Mike Nina Oscar Peggy Quinn Rita Sam Tina".split()),
}
SAID = {
    "changed": {"ru": "составьте её заново (F2)", "en": "make it again (F2)"},
    "typo": {"ru": "«Барис» нет среди участников", "en": "«Bbo» is not a participant"},
}


def _progress(app: MafiaApp) -> str:
    return str(app.screen.query_one("#seat-progress", Static).render())


def _said(app: MafiaApp) -> list[str]:
    return [n.message for n in app._notifications]


IDLE = "wait_for_idle"
"""Textual's wait after each key it sends (in ``textual.app``)."""


async def _yield(min_sleep: float = 0.0, max_sleep: float = 1.0) -> None:
    await asyncio.sleep(0)


@contextlib.contextmanager
def _quick_keys() -> Iterator[None]:
    """Textual waits for the process to go idle twice after every key it sends (at least
    20 ms each: 8 s for a list of twenty nicknames); typed into one field the characters
    need no such wait between them, only the pause after the last."""
    waiting = getattr(textual.app, IDLE)
    setattr(textual.app, IDLE, _yield)
    try:
        yield
    finally:
        setattr(textual.app, IDLE, waiting)


async def _type(pilot: Pilot[None], text: str) -> None:
    """``text`` typed key by key into the focused field."""
    with _quick_keys():
        await pilot.press(*(" " if ch == " " else ch for ch in text))
    await pilot.pause()


async def _make(app: MafiaApp, pilot: Pilot[None]) -> None:
    await pilot.press("f2")
    await app.workers.wait_for_complete()
    await pilot.pause()


async def _form(app: MafiaApp, pilot: Pilot[None], lang: str) -> None:
    """The form filled by keys, top to bottom: tournament, players, two judges, a family kept
    apart and a judge kept from a player, a fixed place; 20 players at 2 tables × 10 games."""
    names = NAMES[lang]
    await pilot.press("r")
    await pilot.pause()
    assert app.screen.id == "seating"
    await _type(pilot, "Кубок" if lang == "ru" else "Cup")
    await pilot.press("tab")
    await _type(pilot, ", ".join(names))
    await pilot.press("tab")
    await _type(pilot, "Иванов, Петров" if lang == "ru" else "Smith, Jones")
    await pilot.press("tab")
    judge = "Иванов" if lang == "ru" else "Smith"
    await _type(pilot, f"{names[0]}+{names[1]}, {judge}+{names[2]}")
    await pilot.press("tab")
    await _type(pilot, f"{names[3]}:1:2:5")


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_a_refused_make_leaves_no_old_seating_to_store(make_app: MakeApp, lang: str) -> None:
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await _form(app, pilot, lang)
        await _make(app, pilot)
        first = screen_as(app, SeatingScreen).seating
        assert first is not None
        quality = str(app.screen.query_one("#seat-quality", Static).render())
        judged = {
            "ru": "Судья не к игроку: 1, из них игрок за столом этого судьи: 0",
            "en": "A judge kept from a player: 1, of them the player at that judge's table: 0",
        }
        assert judged[lang] in quality
        # The fixed place moved out of range: F2 is refused, the old seating stays below.
        await pilot.press(*["tab"] * 5, "end", "ctrl+u")
        await _type(pilot, f"{NAMES[lang][3]}:11:2:5")
        await _make(app, pilot)
        assert ("тур 11 вне 1–10" if lang == "ru" else "round 11 is not within 1–10") in _progress(
            app
        )
        await pilot.press("f3")
        await pilot.pause()
        assert read_plan(data_dir_plan(app.root, "Кубок" if lang == "ru" else "Cup")) is None
        assert SAID["changed"][lang] in _said(app)[-1]
        await pilot.press("f4")
        await pilot.pause()
        assert SAID["changed"][lang] in _said(app)[-1]
        assert not (app.root / "seating").exists()
        # Put back as it was, the form is the seating's again: F3 stores it.
        await pilot.press("end", "ctrl+u")
        await _type(pilot, f"{NAMES[lang][3]}:1:2:5")
        await pilot.press("f3")
        await pilot.pause()
        plan = read_plan(data_dir_plan(app.root, "Кубок" if lang == "ru" else "Cup"))
        assert plan is not None and len(plan.seating) == 10


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_a_nickname_typo_is_said_on_the_line_under_the_form(
    make_app: MakeApp, lang: str
) -> None:
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await _form(app, pilot, lang)
        await _make(app, pilot)
        assert ("готова" if lang == "ru" else "ready") in _progress(app)
        await pilot.press(*["tab"] * 4, "end", "ctrl+u")
        await _type(pilot, "Алиса+Барис" if lang == "ru" else "Alice+Bbo")
        await pilot.press("f2")
        await pilot.pause()
        assert SAID["typo"][lang] in _progress(app)
        await pilot.press("f3")
        await pilot.pause()
        assert SAID["changed"][lang] in _said(app)[-1]

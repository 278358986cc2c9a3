"""The seating screen while it works (issue #37): a progress line with the best figures so
far that lasts until the result, F5 (Ctrl+O) stopping the search and keeping the best, F3 and
F4 saying the seating is still being made, and the judges, kept-apart pairs and fixed places
typed on screen."""

from __future__ import annotations

import asyncio

import pytest
import textual.app
import textual.pilot
from textual.widgets import Input, Static

from mafia_tui.storage.plan import data_dir_plan, read_plan
from mafia_tui.tournament import seating as seating_rules
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.seating import SeatingScreen
from tests.ui.conftest import MakeApp, screen_as

NAMES = [f"Игрок {i}" for i in range(1, 31)]


def _set(app: MafiaApp, field: str, value: str) -> None:
    app.screen.query_one(f"#seat-{field}", Input).value = value


def _progress(app: MafiaApp) -> str:
    return str(app.screen.query_one("#seat-progress", Static).render())


async def _busy_idle(min_sleep: float = 0.0, max_sleep: float = 1.0) -> None:
    """Textual's wait for an idle process, while the search's thread keeps the process busy:
    the idle wait would always run to its one-second cap, so a short fixed wait instead (the
    screen's thread gets its turns meanwhile)."""
    await asyncio.sleep(0.05)


async def _until(app: MafiaApp, pilot: object, test: object, seconds: float = 60.0) -> None:
    """Wait (pausing the pilot) until ``test()`` holds."""
    waited = 0.0
    while not test():  # type: ignore[operator]
        await asyncio.sleep(0.1)
        await pilot.pause()  # type: ignore[attr-defined]
        waited += 0.1
        assert waited < seconds, _progress(app)


@pytest.mark.parametrize(("lang", "stop"), [("ru", "f5"), ("en", "ctrl+o")])
async def test_the_progress_line_lasts_until_the_result_and_stop_keeps_the_best(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str, stop: str
) -> None:
    """The last pass: a note that vanished after 5 s while the search ran 20 s, and F3
    saying «Сначала составьте рассадку (F2)» meanwhile."""
    monkeypatch.setattr(seating_rules, "ITERATIONS_PER_ROUND", 50_000_000)
    monkeypatch.setattr(textual.pilot, "wait_for_idle", _busy_idle)
    monkeypatch.setattr(textual.app, "wait_for_idle", _busy_idle)
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        _set(app, "names", ", ".join(NAMES))
        _set(app, "tables", "3")
        await pilot.press("f2")
        making = "Составляю:" if lang == "ru" else "Making:"
        await _until(app, pilot, lambda: making in _progress(app) and "%" in _progress(app))
        assert ("лучшая пока: встречи" if lang == "ru" else "best so far: meetings") in _progress(
            app
        )
        await asyncio.sleep(0.6)
        await pilot.pause()
        assert making in _progress(app)  # still there, repainted, while the search runs
        await pilot.press("f3")
        await pilot.pause()
        busy = "ещё составляется" if lang == "ru" else "still being made"
        assert any(busy in n.message for n in app._notifications)
        await pilot.press(stop)
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = screen_as(app, SeatingScreen)
        assert screen.seating is not None and not screen.making
        assert ("Остановлено по F5" if lang == "ru" else "Stopped by F5") in _progress(app)
        quality = str(app.screen.query_one("#seat-quality", Static).render())
        assert ("30 игроков" if lang == "ru" else "30 players") in quality


async def test_judges_a_family_and_a_fixed_place_typed_on_screen_are_kept(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(seating_rules, "ITERATIONS_PER_ROUND", 5_000)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        _set(app, "tournament", "Кубок")
        _set(app, "names", ", ".join(NAMES[:20]))
        _set(app, "judges", "Иванов, Петров")
        _set(app, "apart", "Игрок 1+Игрок 2, Петров+Игрок 3")
        _set(app, "fixed", "Игрок 5:1:2:3")
        await pilot.press("f2")
        await app.workers.wait_for_complete()
        await pilot.pause()
        seating = screen_as(app, SeatingScreen).seating
        assert seating is not None
        assert all(not {0, 1} <= set(t) for rnd in seating for t in rnd)
        assert all(2 not in rnd[1] for rnd in seating)
        assert seating[0][1][2] == 4
        rounds = str(app.screen.query_one("#seat-rounds", Static).render())
        assert "стол 2 (судья Петров):" in rounds
        quality = str(app.screen.query_one("#seat-quality", Static).render())
        assert "Пары «не вместе»: 1, из них за одним столом: 0" in quality
        await pilot.press("f3")
        await pilot.pause()
        plan = read_plan(data_dir_plan(app.root, "Кубок"))
        assert plan is not None and plan.judges == ("Иванов", "Петров")


async def test_a_fixed_place_out_of_range_is_said_with_its_range(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(seating_rules, "ITERATIONS_PER_ROUND", 5_000)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        _set(app, "names", ", ".join(NAMES[:20]))
        _set(app, "fixed", "Игрок 5:12:1")
        await pilot.press("f2")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen_as(app, SeatingScreen).seating is None
        said = [n.message for n in app._notifications]
        assert any("закреплённое место игрока Игрок 5: тур 12 вне 1–10" in m for m in said)

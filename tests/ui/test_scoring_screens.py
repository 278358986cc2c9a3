"""The table under another scoring system, the list of systems, a player's statistics and the
players' list, pressing the real keys in both keyboard layouts, at 80×24 in both languages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, OptionList, Static

from mafia_tui.storage.plan import data_dir_plan
from mafia_tui.ui.app import MafiaApp
from tests.ui.conftest import MakeApp

EX = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"
CUP = "Кубок Примера 2026"


def _with_cup(make_app: MakeApp, lang: str = "ru") -> MafiaApp:
    app = make_app(lang)
    for f in sorted(EX.glob("cup-*.json")):
        app.store.import_file(f)
    return app


async def _settle(app: MafiaApp, pilot: Pilot[None]) -> None:
    await app.workers.wait_for_complete()
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def open_table(app: MafiaApp, pilot: Pilot[None], screen: str = "standings") -> None:
    await pilot.press("t")
    await pilot.pause()
    await pilot.press("enter")
    await _settle(app, pilot)
    assert app.screen.id == screen


async def pick(app: MafiaApp, pilot: Pilot[None], key: str, store: bool = False) -> None:
    """O, then the system ``key`` in the list: Enter shows it, F3 also stores it."""
    await pilot.press("o")
    await pilot.pause()
    menu = app.screen.query_one(OptionList)
    menu.highlighted = menu.get_option_index(key)
    await pilot.press("f3" if store else "enter")
    await _settle(app, pilot)


def _text(app: MafiaApp, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_o_shows_the_table_under_a_definition(make_app: MakeApp, lang: str) -> None:
    app = _with_cup(make_app, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(app, pilot)
        await pick(app, pilot, "19v7")
        assert app.screen.id == "scored"
        table = app.screen.query_one(DataTable)
        assert table.row_count == 12
        assert [str(c) for c in table.get_row_at(0)][:2] == ["1", "Ёжик"]
        title = _text(app, "#sc-title")
        assert ("ФИИМ, версия 7" if lang == "ru" else "ФИИМ, version 7") in title
        notes = _text(app, "#sc-info")
        assert ("игр: 12" if lang == "ru" else "games: 12") in notes
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.__class__.__name__ == "ScoredTraceScreen"
        await pilot.press("escape")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.id == "standings"


async def test_f3_makes_it_the_tournaments_and_the_table_opens_under_it(
    make_app: MakeApp,
) -> None:
    app = _with_cup(make_app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(app, pilot)
        await pick(app, pilot, "22v1", store=True)
        assert app.screen.id == "scored"
    plan = json.loads(data_dir_plan(app.root, CUP).read_text("utf-8"))
    assert plan["scoring"] == "22v1"
    again = _with_cup(make_app)
    async with again.run_test(size=(80, 24)) as pilot:
        await open_table(again, pilot, "scored")  # the tournament's own scoring opens by itself
        assert "MafClub" in _text(again, "#sc-title")
        await pilot.press("escape")
        await pilot.pause()
        assert again.screen.id == "standings", "section 8's table is under it"
        await pick(again, pilot, "fiim", store=True)
    assert "scoring" not in json.loads(data_dir_plan(again.root, CUP).read_text("utf-8"))


async def test_a_tournament_naming_an_unknown_system_says_so(make_app: MakeApp) -> None:
    app = _with_cup(make_app)
    plan = data_dir_plan(app.root, CUP)
    plan.write_text(
        json.dumps({"format": "mafia-tui/tournament", "version": 1, "name": CUP, "scoring": "XYZ"}),
        "utf-8",
    )
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await open_table(app, pilot)
        await _settle(app, pilot)
        assert app.screen.id == "standings"
        assert any("XYZ" in n.message for n in app._notifications)


@pytest.mark.parametrize("key", ["p", "з"])
async def test_p_on_the_table_shows_the_players_statistics(make_app: MakeApp, key: str) -> None:
    app = _with_cup(make_app)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(app, pilot)
        await pilot.press(key)
        await _settle(app, pilot)
        assert app.screen.id == "player-stats"
        body = _text(app, "#ps-body")
        assert body.startswith("Ёжик: игр 10") and "Мирный" in body
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.id == "standings"


@pytest.mark.parametrize(("lang", "word"), [("ru", "Роль"), ("en", "Role")])
async def test_p_on_the_scored_table_too(make_app: MakeApp, lang: str, word: str) -> None:
    app = _with_cup(make_app, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(app, pilot)
        await pick(app, pilot, "33v1")
        await pilot.press("p")
        await _settle(app, pilot)
        assert app.screen.id == "player-stats" and word in _text(app, "#ps-body")


@pytest.mark.parametrize(("lang", "keys"), [("ru", ("з", "з")), ("en", ("p", "enter"))])
async def test_the_players_list_from_the_start_screen(
    make_app: MakeApp, lang: str, keys: tuple[str, str]
) -> None:
    app = _with_cup(make_app, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(keys[0])
        await pilot.pause()
        assert app.screen.id == "roster"
        table = app.screen.query_one(DataTable)
        assert table.row_count == 12
        assert str(table.get_row_at(0)[3]) == "10"
        await pilot.press(keys[1])
        await _settle(app, pilot)
        assert app.screen.id == "player-stats"
        assert "10" in _text(app, "#ps-body")


@pytest.mark.parametrize(("typed", "stored"), [("ФИИМ v6", "19v6"), ("", None), ("fiim", None)])
async def test_the_seating_form_names_the_tournaments_scoring(
    make_app: MakeApp, typed: str, stored: str | None
) -> None:
    """The form that makes a tournament offers the list (the field completes from it); F3
    writes the system into the tournament's file with the seating."""
    from textual.widgets import Input

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#seat-tournament", Input).value = "Кубок Осени"
        screen.query_one("#seat-names", Input).value = ", ".join(f"И{i}" for i in range(20))
        screen.query_one("#seat-scoring", Input).value = typed
        await pilot.press("f2")
        await _settle(app, pilot)
        await pilot.press("f3")
        await pilot.pause()
    data = json.loads(data_dir_plan(app.root, "Кубок Осени").read_text("utf-8"))
    assert data.get("scoring") == (stored if stored != "fiim" else None)
    assert len(data["participants"]) == 20


async def test_an_unknown_scoring_on_the_seating_form_stores_nothing(make_app: MakeApp) -> None:
    from textual.widgets import Input

    app = make_app("en")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("r")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#seat-tournament", Input).value = "Cup"
        screen.query_one("#seat-names", Input).value = ", ".join(f"P{i}" for i in range(20))
        screen.query_one("#seat-scoring", Input).value = "AML 2099"
        await pilot.press("f2")
        await _settle(app, pilot)
        await pilot.press("f3")
        await pilot.pause()
        assert any("AML 2099" in n.message for n in app._notifications)
    assert not data_dir_plan(app.root, "Cup").exists()

"""The mafiaratings file by keys: F7 on the results desk, M (Ь) in the games list."""

from __future__ import annotations

import json

from tests.conftest import new_game
from tests.export.mafiaratings_schema import problems
from tests.ui.conftest import MakeApp
from tests.ui.test_results_desk import desk, extra, message


async def test_f7_writes_the_record_as_saved_and_says_what_is_left_out(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await desk(app, pilot)
        await extra(pilot, "5", "0,3", "лидер")
        await pilot.press("f7")
        await pilot.pause()
        (made,) = (app.root / "mafiaratings").glob("*.json")
        assert made.name == f"{session.game.id}.mafiaratings.json"
        doc = json.loads(made.read_text(encoding="utf-8"))
        assert problems(doc) == []
        assert doc["players"][4]["bonus"] == 0.3 and doc["players"][4]["comment"] == "лидер"
        assert doc["winner"] == "civ"
        said = message(app)
        assert str(made) in said and "голоса (v)" not in said  # no vote held
        assert not list(app._notifications)  # the message line, not a toast over the form


async def test_m_in_the_games_list_in_either_layout(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        unfinished = new_game("foul 3")
        app.store.create(unfinished).close()
        await pilot.press("l")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("ь")  # M in the Russian layout
        await pilot.pause()
        (told,) = [n for n in app._notifications if "mafiaratings" in n.message]
        assert "не выгружено" in told.message and "не окончена" in told.message
        assert told.severity == "error"
        assert not (app.root / "mafiaratings").exists()


async def test_m_writes_a_finished_games_file(make_app: MakeApp) -> None:
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "red-win.json"
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        assert app.store.import_file(example).outcome == "imported"
        await pilot.press("l")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        made = app.root / "mafiaratings" / "example-red-win.mafiaratings.json"
        assert problems(json.loads(made.read_text(encoding="utf-8"))) == []
        (told,) = [n for n in app._notifications if "mafiaratings" in n.message]
        assert str(made) in told.message and "не вошло: выстрелы (h), голоса (v)" in told.message


async def test_the_games_lists_import_takes_mafiaratings_documents(make_app: MakeApp) -> None:
    from pathlib import Path

    from textual.widgets import Input

    data = Path(__file__).resolve().parents[1] / "data/mafiaratings/sample-db-games.json"
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("l")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("ш")  # I in the Russian layout
        await pilot.pause()
        app.screen.query_one(Input).value = str(data)
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        (told,) = [n for n in app._notifications if "Импорт" in n.message]
        assert "новых 11" in told.message and "ошибок 0" in told.message
        assert "замечаний к переносу" in told.message
        assert len(app.store.listings()) == 11

"""Voiding a game and the stand-ins on the screens (issue #36, findings 4 and 5), by keys.

The head judge voids a game on the results desk (F3 or Ctrl+N: the same keys in the Latin
and the Russian layouts; the reason and name are typed as text), asked first; the games list
marks it and says why, the tournament table leaves it out and names it, and the archive says
that archiving is not voiding. A stand-in shows on the game screen, the results desk, the
games list and the tournament table (a mark with a legend)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Input, Static

from mafia_tui.rules.voiding import void_of
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.game import GameScreen
from mafia_tui.ui.widgets.seat_table import SeatTable
from tests.conftest import new_game
from tests.ui.conftest import MakeApp, screen_as
from tests.ui.test_results_desk import desk, message, table
from tests.ui.test_standings_screen import open_table

EX = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"
CUP = "Кубок Примера 2026"


def status(app: MafiaApp) -> str:
    return str(app.screen.query_one("#end-status", Static).render())


async def type_text(pilot: Pilot[None], text: str) -> None:
    await pilot.press(*("space" if ch == " " else ch for ch in text))


# --- the results desk: the void, asked first -------------------------------------------------


@pytest.mark.parametrize("key", ["f10", "ctrl+k"])
async def test_the_head_judge_voids_a_game_on_the_desk_and_counts_it_again(
    make_app: MakeApp, key: str
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        await pilot.press(key)
        await pilot.pause()
        assert app.screen.id == "void"
        assert "не будет учитываться нигде" in str(app.screen.query_one("#void-what").render())
        await type_text(pilot, "Тестовая игра")
        await pilot.press("enter")  # to the name
        app.screen.query_one("#void-name", Input).value = ""
        await type_text(pilot, "Сидоров")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.id == "end"
        stored = void_of(app.store.load(session.game.id))
        assert stored is not None and (stored.reason, stored.by) == ("Тестовая игра", "Сидоров")
        assert "Игра аннулирована (Сидоров: «Тестовая игра»)" in message(app)
        assert "АННУЛИРОВАНА (Сидоров): «Тестовая игра»" in status(app)

        await pilot.press(key)  # the same key on a voided game: count it again?
        await pilot.pause()
        assert "Вернуть игру в зачёт" in str(app.screen.query_one(".title").render())
        assert "«Тестовая игра»" in str(app.screen.query_one("#void-what").render())
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.id == "end"
        assert void_of(app.store.load(session.game.id)) is None
        assert "снова идёт в зачёт" in message(app) and "АННУЛИРОВАНА" not in status(app)


async def test_esc_in_the_void_dialog_changes_nothing(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        before = app.store.path(session.game.id).read_bytes()
        await pilot.press("f10")
        await pilot.pause()
        await type_text(pilot, "Ошибка")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.id == "end" and "Ничего не изменено" in message(app)
        assert app.store.path(session.game.id).read_bytes() == before


async def test_a_void_without_a_reason_is_refused_with_a_message(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        await pilot.press("f10")
        await pilot.pause()
        await pilot.press("enter")  # no reason
        app.screen.query_one("#void-name", Input).value = "Сидоров"
        await pilot.press("enter")
        await pilot.pause()
        assert "с письменной причиной" in message(app)
        assert void_of(app.store.load(session.game.id)) is None


async def test_f7_refuses_the_mafiaratings_file_of_a_voided_game(make_app: MakeApp) -> None:
    from mafia_tui.session.desk import Desk

    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await desk(app, pilot)
        Desk(session).void("Тест", "Сидоров")
        await pilot.press("f7")
        await pilot.pause()
        assert "аннулирована главным судьёй (Сидоров: «Тест»)" in message(app)
        assert not (app.root / "mafiaratings").exists()


# --- stand-ins: the game screen and the desk -------------------------------------------------


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_game_screen_shows_whom_a_stand_in_replaces(
    make_app: MakeApp, size: tuple[int, int]
) -> None:
    """Before, the game screen showed only the stand-in's nickname."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        app.play(app.store.create(new_game(stand_ins={4: "Планный"})))
        await pilot.pause()
        seats = screen_as(app, GameScreen).query_one(SeatTable)
        row = seats.row(4).plain
        assert "Шерлок" in row and ("Планный" in row or "⇄" in row)
        assert "⇄" not in seats.row(3).plain and "Планный" not in seats.row(3).plain
        if size[0] >= 120:
            assert "Шерлок (вместо Планный)" in row
        shown = str(app.screen.query_one("#warnings").render())
        assert "замена: место 4 — Шерлок вместо игрока Планный" in shown


async def test_the_desk_shows_whom_a_stand_in_replaces(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = app.store.create(
            new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4", stand_ins={4: "Планный"})
        )
        app.play(session)
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        assert app.screen.id == "end"
        lines = table(app)
        row = next(line for line in lines if "Шерлок" in line)
        assert "(вместо игрока Планный)" in row
        assert not any("вместо игрока" in line for line in lines if "Ёжик" in line)


# --- the games list --------------------------------------------------------------------------


def list_rows(app: MafiaApp) -> dict[str, dict[str, str]]:
    """Each game's row of the games list, its cells by column key."""
    grid = app.screen.query_one(DataTable)
    names = [str(c.key.value) for c in grid.ordered_columns]
    return {
        str(key.value): dict(zip(names, map(str, grid.get_row(key)), strict=True))
        for key in grid.rows
        if key.value is not None
    }


async def open_list(app: MafiaApp, pilot: Pilot[None]) -> None:
    await pilot.press("l")
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()
    assert app.screen.id == "games-list"


async def move_to(app: MafiaApp, pilot: Pilot[None], game_id: str) -> str:
    grid = app.screen.query_one(DataTable)
    grid.move_cursor(row=grid.get_row_index(game_id))
    await pilot.pause()
    return str(app.screen.query_one("#list-note", Static).render())


async def test_the_games_list_marks_a_voided_game_and_a_stand_in(make_app: MakeApp) -> None:
    """Before, a voided game could not exist and the list showed no stand-in."""
    from mafia_tui.session.desk import Desk

    app = make_app()
    plain = app.store.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"))
    plain.close()
    voided = app.store.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"))
    Desk(voided).void("Сыграна не по рассадке", "Сидоров")
    voided.close()
    sub = app.store.create(new_game(stand_ins={4: "Планный"}))
    sub.close()
    async with app.run_test(size=(120, 30)) as pilot:
        await open_list(app, pilot)
        rows = list_rows(app)
        assert rows[voided.game.id]["col_result"].startswith("аннулирована · ")
        assert rows[voided.game.id]["col_checked"] == "—"  # waits for no check
        assert rows[voided.game.id]["col_hub"] == "аннулир."  # never published
        assert "аннулирована" not in rows[plain.game.id]["col_result"]
        assert rows[sub.game.id]["col_result"].endswith("· замена")
        note = await move_to(app, pilot, voided.game.id)
        assert "«Сыграна не по рассадке»" in note and "не учитывается нигде" in note
        note = await move_to(app, pilot, sub.game.id)
        assert "Замена: место 4 — Шерлок вместо игрока Планный" in note
        assert await move_to(app, pilot, plain.game.id) == ""


async def test_the_archive_says_that_archived_games_still_count(make_app: MakeApp) -> None:
    app = make_app()
    session = app.store.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"))
    session.close()
    app.store.set_archived(session.game.id, True)
    async with app.run_test(size=(120, 30)) as pilot:
        await open_list(app, pilot)
        assert session.game.id not in list_rows(app)
        await pilot.press("h")  # show the archive
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "(архив)" in list_rows(app)[session.game.id]["col_result"]
        note = str(app.screen.query_one("#list-note", Static).render())
        assert "Архивная игра идёт в зачёт турнира" in note
        assert "аннулированная" in note


# --- the tournament table --------------------------------------------------------------------


def cup_with(app: MafiaApp, tmp_path: Path, stand_in: bool = False) -> None:
    """The example cup in the app's data dir; with ``stand_in`` the Sheriff of game 3 at
    table 1 is a stand-in for Вьюга."""
    folder = tmp_path / "cup"
    shutil.copytree(EX, folder)
    if stand_in:
        import json

        path = folder / "cup-q3-t1.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        seat = next(p for p in data["players"] if p["nick"] == "Вьюга")
        seat["nick"], seat["stand_in_for"] = "Гость", "Вьюга"
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    for f in sorted(folder.glob("cup-*.json")):
        assert app.store.import_file(f).outcome == "imported"


async def test_the_tournament_table_leaves_a_voided_game_out_and_names_it(
    make_app: MakeApp, tmp_path: Path
) -> None:
    from mafia_tui.session.desk import Desk

    app = make_app()
    cup_with(app, tmp_path)
    session = app.store.open("cup-q2-t1")
    Desk(session).void("Сыграна не по рассадке", "Сидоров")
    session.close()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_table(app, pilot)
        title = str(app.screen.query_one("#st-title").render())
        assert "Игр: 11" in title
        notes = str(app.screen.query_one("#st-info").render())
        assert "Аннулированы главным судьёй" in notes and "Сыграна не по рассадке" in notes


async def test_the_tournament_table_marks_a_stand_in_and_says_how_he_counts(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = make_app()
    cup_with(app, tmp_path, stand_in=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_table(app, pilot)
        grid = app.screen.query_one(DataTable)
        nicks = [str(grid.get_row_at(i)[1]) for i in range(grid.row_count)]
        assert "Гость*" in nicks and "Вьюга" in nicks
        notes = str(app.screen.query_one("#st-info").render())
        assert "* — играл заменой" in notes and "Гость вместо игрока Вьюга" in notes
        assert "засчитана заменяющему" in notes and "заменяющие не считаются" in notes
        grid.move_cursor(row=nicks.index("Гость*"))
        await pilot.press("enter")  # his games: the one he played as a stand-in says so
        await pilot.pause()
        trace = app.screen.query_one(DataTable)
        assert "4 * вместо игрока Вьюга" in [str(c) for c in trace.get_row_at(0)]

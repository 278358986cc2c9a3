"""The tournament table screen: pick a tournament, sort, drill into a player."""

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable

from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.standings import StandingsScreen
from mafia_tui.ui.screens.trace import TraceScreen
from mafia_tui.ui.widgets.wide_table import WideTable
from tests.ui.conftest import MakeApp, screen_as

EX = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"


async def test_standings_screen_sorts_and_traces(make_app: MakeApp) -> None:
    app = make_app()
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")
        await app.workers.wait_for_complete()  # computed off the event loop
        await pilot.pause()
        assert app.screen.id == "standings"
        table = app.screen.query_one(DataTable)
        assert table.row_count == 12
        first = table.get_row_at(0)
        assert str(first[0]) == "1"
        await pilot.press("s", "s")  # sort by games played
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.__class__.__name__ == "TraceScreen"
        trace = app.screen.query_one(DataTable)
        games = screen_as(app, TraceScreen).row.games
        assert trace.row_count == games + 2  # the exact sums, the table's line

        await pilot.press("escape")
        assert app.screen.id == "standings"
        await pilot.press("c")  # CSV for Excel: BOM, CRLF (never CR CR LF), no formulas
        await pilot.pause()
        raw = next((app.root / "standings").glob("*.csv")).read_bytes()
        assert raw.startswith("\ufeffМесто;Игрок".encode()) and b"\r\r\n" not in raw


async def test_standings_pdf_is_made_in_a_child_process(make_app: MakeApp) -> None:
    app = make_app()
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("f4")
        await app.workers.wait_for_complete()
        await pilot.pause()
        made = list((app.root / "standings").glob("*.pdf"))
        assert len(made) == 1 and made[0].read_bytes().startswith(b"%PDF")


TIES = [EX.parent / f"{n}.json" for n in ("red-win", "black-win", "draw")]
"""Three games in which seven players tie on every criterion of 8.8.1-8.8.4."""


async def open_table(app: MafiaApp, pilot: Pilot[None]) -> None:
    await pilot.press("t")
    await pilot.pause()
    await pilot.press("enter")
    await app.workers.wait_for_complete()
    await pilot.pause()
    assert app.screen.id == "standings"


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_the_screen_shows_the_lot_flag_and_the_legend(make_app: MakeApp, lang: str) -> None:
    from mafia_tui.export.texts import EXPORT
    from mafia_tui.ui.strings import Tr

    app = make_app(lang)
    for f in TIES:
        app.store.import_file(f)
    tr = Tr(lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await open_table(app, pilot)
        table = app.screen.query_one("#st-table", WideTable)
        keys = [c.key.value for c in table.ordered_columns]
        rows = [dict(zip(keys, map(str, table.get_row_at(i)), strict=True)) for i in range(10)]
        tied = [r for r in rows if "–" in r["place"]]
        assert len(tied) == 7
        for r in rows:  # the flag is on every tied row and on no other
            assert r["needs_lot"] == (EXPORT.text("lot_cell", lang) if r in tied else "")
        notes = str(app.screen.query_one("#st-info").render())
        assert tr("st_legend").split(" · ")[1] in notes  # ПУ / FN explained
        assert tr("st_rounding") in notes  # the rounding rule, stated
        lot = EXPORT.text("lot_note", lang, groups="4–10 — " + ", ".join(r["nick"] for r in tied))
        assert lot in notes


def games_in(screen: StandingsScreen) -> int:
    """How many games the screen's table counts (it has one once computed)."""
    assert screen.standings is not None
    return screen.standings.games


def header_words(table: WideTable) -> list[str]:
    return str(table.render_line(0).text).split()


@pytest.mark.textual_idle
@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_at_80x24_no_column_is_cut_and_the_rest_are_named(
    make_app: MakeApp, lang: str
) -> None:
    from mafia_tui.export.texts import HEADS
    from mafia_tui.ui.screens.standings import SHOWN

    app = make_app(lang)
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    labels = [HEADS.text(k, lang) for k in SHOWN]
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(app, pilot)
        table = app.screen.query_one("#st-table", WideTable)
        more = app.screen.query_one("#st-more")
        seen = header_words(table)
        assert seen == labels[: len(seen)] and len(seen) < len(labels)  # whole columns only
        hint = str(more.render())
        assert "→" in hint and all(label in hint for label in labels[len(seen) :])
        await pilot.press("right")
        await pilot.pause()
        after = header_words(table)
        assert after[:2] == labels[:2] and after[-1] == labels[-1]  # place, player; the end
        assert after == labels[:2] + labels[len(labels) - len(after) + 2 :]
        hint = str(more.render())
        assert "←" in hint and "→" not in hint.replace("←", "")
        total = table.get_row_at(0)[SHOWN.index("total")]
        assert str(total) in str(table.render_line(1).text)  # Итого of the first row, whole
        await pilot.press("left")
        await pilot.pause()
        assert header_words(table) == seen


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_at_80x24_every_row_shows_and_the_legend_waits_behind_f1(
    make_app: MakeApp, lang: str
) -> None:
    """A newcomer saw 9 of 12 rows at 80×24: the legend pushed the rest off. Short terminals
    get one line pointing to F1, and F1 holds the legend; a tall one keeps it under the
    table."""
    from mafia_tui.ui.strings import Tr

    tr = Tr(lang)
    app = make_app(lang)
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(app, pilot)
        table = app.screen.query_one("#st-table", WideTable)
        assert table.row_count == 12
        assert table.region.height >= table.row_count + 1  # the header and every row
        notes = str(app.screen.query_one("#st-info").render())
        assert tr("st_legend_f1") in notes and tr("st_rounding") not in notes
        await pilot.press("f1")
        await pilot.pause()
        shown = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert tr("st_rounding") in shown
        await pilot.press("escape")
        await pilot.pause()
        await pilot.resize_terminal(120, 50)
        await pilot.pause()
        notes = str(app.screen.query_one("#st-info").render())
        assert tr("st_rounding") in notes and tr("st_legend_f1") not in notes


async def test_f4_names_the_standings_pdf_as_such(make_app: MakeApp) -> None:
    from mafia_tui.ui.strings import Tr

    app = make_app()
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    async with app.run_test(size=(120, 36), notifications=True) as pilot:
        await open_table(app, pilot)
        await pilot.press("f4")
        await app.workers.wait_for_complete()
        await pilot.pause()
        messages = [n.message for n in app._notifications]
    path = next((app.root / "standings").glob("*.pdf"))
    assert Tr("ru")("st_pdf_done", path=str(path)) in messages
    assert not any(m.startswith("Протокол") for m in messages)


async def test_minus_and_plus_walk_the_table_through_the_rounds(make_app: MakeApp) -> None:
    """#23 point 4: the table "as of before game N" on screen: − one game earlier, + later,
    past the last round the whole table again; the title says which it is."""
    app = make_app()
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = screen_as(app, StandingsScreen)
        whole = games_in(screen)
        title = screen.query_one("#st-title")
        assert "до игры" not in str(title.render())
        await pilot.press("minus")
        await app.workers.wait_for_complete()
        await pilot.pause()
        rounds = screen.rounds
        assert screen.before == rounds and f"таблица до игры {rounds}" in str(title.render())
        assert games_in(screen) < whole
        for _ in range(rounds + 2):  # never below "before game 1"
            await pilot.press("minus")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.before == 1 and games_in(screen) == 0
        for _ in range(rounds + 2):
            await pilot.press("plus")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.before is None and games_in(screen) == whole


async def test_a_damaged_tournament_file_is_named_above_the_table(make_app: MakeApp) -> None:
    """#39, finding 5: the table of the games, and first under it, which file is damaged."""
    from mafia_tui.storage.plan import data_dir_plan

    app = make_app()
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    name = app.store.listings()[0].tournament
    data_dir_plan(app.root, name).write_text("{", encoding="utf-8")
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen.query_one(DataTable).row_count == 12
        info = str(app.screen.query_one("#st-info").render())
        assert info.startswith("Файл турнира не читается")

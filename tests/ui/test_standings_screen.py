"""The tournament table screen: pick a tournament, sort, drill into a player."""

from pathlib import Path

EX = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"


async def test_standings_screen_sorts_and_traces(make_app):
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
        table = app.screen.query_one("DataTable")
        assert table.row_count == 12
        first = table.get_row_at(0)
        assert str(first[0]) == "1"
        await pilot.press("s", "s")  # sort by games played
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.__class__.__name__ == "TraceScreen"
        trace = app.screen.query_one("DataTable")
        assert trace.row_count == app.screen.row.games + 1
        await pilot.press("escape")
        assert app.screen.id == "standings"
        await pilot.press("c")  # CSV for Excel: BOM, CRLF (never CR CR LF), no formulas
        await pilot.pause()
        raw = next((app.root / "standings").glob("*.csv")).read_bytes()
        assert raw.startswith("\ufeffМесто;Игрок".encode()) and b"\r\r\n" not in raw


async def test_standings_pdf_is_made_in_a_child_process(make_app):
    app = make_app()
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("p")
        await app.workers.wait_for_complete()
        await pilot.pause()
        made = list((app.root / "standings").glob("*.pdf"))
        assert len(made) == 1 and made[0].read_bytes().startswith(b"%PDF")

"""The tournament table at 80×24 (issue #36, found after items 3-4): a new head judge saw 6
of 21 rows, the notes under them taking 13 lines. Rows first: on a short terminal the notes
are one line naming what they speak of, and F1 shows them whole."""

from __future__ import annotations

import pytest

from mafia_tui.ui.strings import Tr
from mafia_tui.ui.widgets.wide_table import WideTable
from tests import autumn
from tests.ui.conftest import MakeApp
from tests.ui.test_standings_screen import open_table


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_at_80x24_the_rows_come_first_and_f1_shows_every_note(
    make_app: MakeApp, lang: str
) -> None:
    tr = Tr(lang)
    app = make_app(lang)
    autumn.into(app.root)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_table(app, pilot)
        table = app.screen.query_one("#st-table", WideTable)
        assert table.row_count == 21
        info = app.screen.query_one("#st-info")
        assert info.region.height == 1
        line = str(info.render())
        assert line.startswith(tr("st_notes_f1", what="")) and len(line) <= 78
        assert tr("st_topic_unsigned", unsigned=6, total=6) in line  # provisional: said first
        assert table.region.height >= 24 - 6  # title, more columns, notes, footer, scrollbar
        await pilot.press("f1")
        await pilot.pause()
        shown = "\n".join(str(w.render()) for w in app.screen.query("Static"))
        flat = " ".join(shown.split())
        assert autumn.VOID_REASON in flat
        assert tr("st_rounding").split()[0] in flat
        await pilot.press("escape")
        await pilot.pause()
        await pilot.resize_terminal(120, 50)  # tall enough: the notes under the table again
        await pilot.pause()
        info = app.screen.query_one("#st-info")
        assert autumn.VOID_REASON in str(info.render()) and info.region.height > 1

"""The log says what a nomination did when it did not simply count: under MafClub's
withdrawal a nominee named twice read as the same nomination typed twice."""

from __future__ import annotations

from mafia_tui.rules import PRESETS
from tests.conftest import new_game
from tests.ui.conftest import MakeApp


async def test_a_withdrawal_and_a_replacement_read_as_such(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.play(app.store.create(new_game("", PRESETS["MafClub"])))
        await pilot.pause()
        await pilot.press("4", "5", "5")  # 4; 5 replaces it; 5 again withdraws it
        await pilot.pause()
        log = str(app.screen.query_one("#log").render())
        assert "1 выставил 5 — это отзыв выдвижения" in log
        assert "1 выставил 5 (вместо 4)" in log
        assert "1 выставил 4\n" in log + "\n"


async def test_a_nomination_that_does_not_count_is_marked(make_app: MakeApp) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        app.play(app.store.create(new_game("")))
        await pilot.press("4", "5")  # FIIM: one a speech (4.4.3), the second does not count
        await pilot.pause()
        log = str(app.screen.query_one("#log").render())
        assert "1 nominated 5 — not counted" in log and "1 nominated 4 —" not in log

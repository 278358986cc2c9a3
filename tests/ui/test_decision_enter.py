"""The protest-decision dialog's Enter (issue #36, found after items 3-4): the footer says
«Enter Принять», but Enter in «Пояснение» only moved the cursor to «Главный судья» (already
filled with the remembered name), and nothing visible happened. Now Enter there records the
decision when the name is filled, and otherwise says, in the dialog, that the name is what
is missing."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.strings import Tr
from tests.ui.conftest import MakeApp, focused_id
from tests.ui.test_results_desk import desk


async def open_decision(app: MafiaApp, pilot: Pilot[None]) -> None:
    app.screen.query_one("#r-filer").focus()
    await pilot.press("5", "tab", "tab", *"Фол не по делу", "enter")
    app.screen.query_one("#end-entries").focus()
    await pilot.press("end", "enter")
    await pilot.pause()
    assert app.screen.id == "decide"


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_enter_in_the_explanation_records_with_the_remembered_name(
    make_app: MakeApp, lang: str
) -> None:
    app = make_app(lang)
    app.settings.head_judge = "Сидоров"
    async with app.run_test(size=(80, 24)) as pilot:
        session = await desk(app, pilot)
        await open_decision(app, pilot)
        assert app.screen.query_one("#decide-name", Input).value == "Сидоров"
        await pilot.press("2", *"Фол дан верно", "enter")
        await pilot.pause()
        assert app.screen.id == "end"
        decision = app.store.load(session.game.id).after.protests[0].decision
        assert decision is not None and (decision.reason, decision.by) == (
            "Фол дан верно",
            "Сидоров",
        )


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_enter_in_the_explanation_without_a_name_says_what_is_missing(
    make_app: MakeApp, lang: str
) -> None:
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        session = await desk(app, pilot)
        await open_decision(app, pilot)
        await pilot.press("2", *"Фол дан верно", "enter")
        await pilot.pause()
        assert app.screen.id == "decide" and focused_id(app) == "decide-name"
        said = str(app.screen.query_one("#decide-message", Static).render())
        assert said == Tr(lang)("decide_name_next")
        await pilot.press(*"Сидоров", "enter")
        await pilot.pause()
        assert app.screen.id == "end"
        assert app.store.load(session.game.id).after.protests[0].decision is not None

"""The seating screen (#23 point 2): make a seating by keyboard, see its quality, store it in
the tournament, and start a table's game from it in the new-game form."""

from __future__ import annotations

import re

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from mafia_tui.storage.plan import data_dir_plan, read_plan
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.seating import SeatingScreen
from tests.ui.conftest import MakeApp, screen_as

NAMES = ", ".join(f"Игрок {i}" for i in range(1, 21))


async def open_seating(app: MafiaApp, pilot: Pilot[None]) -> None:
    await pilot.press("r")
    await pilot.pause()
    assert app.screen.id == "seating"


async def fill(app: MafiaApp, pilot: Pilot[None], field: str, text: str) -> None:
    box = app.screen.query_one(f"#seat-{field}", Input)
    box.value = ""
    box.focus()
    await pilot.pause()
    for ch in text:
        await pilot.press(ch if ch != " " else "space")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_make_store_and_start_a_game_from_the_seating(
    make_app: MakeApp, size: tuple[int, int]
) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await open_seating(app, pilot)
        app.screen.query_one("#seat-tournament", Input).value = "Кубок Осени"
        app.screen.query_one("#seat-names", Input).value = NAMES
        await fill(app, pilot, "games", "5")
        await pilot.press("f2")
        await app.workers.wait_for_complete()
        await pilot.pause()
        quality = str(app.screen.query_one("#seat-quality", Static).render())
        assert "20 игроков" in quality and "Места в норме" in quality
        assert re.search(r"среднее \d+,\d\d\)", quality)  # a decimal comma in Russian
        rounds = str(app.screen.query_one("#seat-rounds", Static).render())
        assert "Тур 1" in rounds and "стол 2:" in rounds and "Тур 6" not in rounds
        await pilot.press("f3")
        await pilot.pause()
        plan = read_plan(data_dir_plan(app.root, "Кубок Осени"))
        assert plan is not None and len(plan.seating) == 5 and len(plan.participants) == 20
        first_table = plan.seating[0][0]
        assert first_table[0] in rounds
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.id == "start"
        # the new-game form fills round 2, table 1 from what the screen stored
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Кубок Осени", "f4")
        await pilot.pause()
        await pilot.press(*"2 1", "enter")
        await pilot.pause()
        nicks = [app.screen.query_one(f"#nick-{s}", Input).value for s in range(1, 11)]
        assert nicks == list(plan.seating[1][0])


async def test_a_shape_that_does_not_divide_says_what_would_fit(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await open_seating(app, pilot)
        app.screen.query_one("#seat-names", Input).value = ", ".join(f"И{i}" for i in range(21))
        await fill(app, pilot, "games", "5")
        await pilot.press("f2")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen_as(app, SeatingScreen).seating is None
        said = [n.message for n in app._notifications]
        assert any("не целое число столов" in m for m in said)
        await pilot.press("f3")
        await pilot.pause()
        assert any("Сначала составьте" in n.message for n in app._notifications)


async def test_no_participants_is_said(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await open_seating(app, pilot)
        await pilot.press("f2")
        await pilot.pause()
        assert any("Нужны участники" in n.message for n in app._notifications)


async def test_pairs_typed_apart_never_share_a_table(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_seating(app, pilot)
        app.screen.query_one("#seat-names", Input).value = NAMES
        app.screen.query_one("#seat-apart", Input).value = "Игрок 1+Игрок 2, игрок 3+Игрок 4"
        await pilot.press("f2")
        await app.workers.wait_for_complete()
        await pilot.pause()
        seating = screen_as(app, SeatingScreen).seating
        assert seating is not None
        for rnd in seating:
            for table in rnd:
                assert not {0, 1} <= set(table) and not {2, 3} <= set(table)
        app.screen.query_one("#seat-apart", Input).value = "Игрок 1+Никто"
        await pilot.press("f2")
        await pilot.pause()
        assert any("«Никто» нет среди участников" in n.message for n in app._notifications)


async def test_the_start_menu_names_the_seating_and_opens_it_from_its_row(
    make_app: MakeApp,
) -> None:
    """A newcomer found R (К) in the footer only: the start menu now lists the seating, and
    its row opens it like any other."""
    from textual.widgets import OptionList

    app = make_app("ru")
    async with app.run_test(size=(80, 24)) as pilot:
        menu = app.screen.query_one("#start-menu", OptionList)
        rows = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        row = next(i for i, text in enumerate(rows) if "Рассадка" in text)
        assert rows[row].startswith("R / К")
        menu.highlighted = row
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.id == "seating"

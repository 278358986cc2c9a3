"""The footer writes letters as the judge's keyboard types them and runs a command on a click
(issue #26 point 6 and "a clickable footer")."""

from __future__ import annotations

from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.base import Keyed
from mafia_tui.ui.widgets.footer import KeyFooter
from tests.conftest import new_game
from tests.ui.conftest import MakeApp, screen_as


def footer_text(app: MafiaApp) -> str:
    footer = app.screen.query_one(KeyFooter)
    return footer.render().plain


async def test_the_footer_follows_the_layout_the_judge_types_in(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.play(app.store.create(new_game()))
        await pilot.pause()
        assert app.lang == "ru"
        assert " А Фол " in footer_text(app) and " F Фол " not in footer_text(app)
        await pilot.press("f", "3")  # a Latin layout: F
        await pilot.pause()
        assert " F Фол " in footer_text(app)
        await pilot.press("г")  # Г (U) on the Russian layout: undo
        await pilot.pause()
        assert " А Фол " in footer_text(app) and " Г Отмена " in footer_text(app)


async def test_a_click_on_a_footer_key_runs_its_command(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        session = app.store.create(new_game())
        app.play(session)
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        footer.render()
        x = next(start for start, _end, cid in footer._spans if cid == "next")
        assert footer.command_at(x + 1) == "next" and footer.command_at(500) == ""
        await pilot.click(KeyFooter, offset=(x + 1, 0))
        await pilot.pause()
        assert session.game.state.step.seat == 2  # Enter's command: the next speaker
        help_x = next(start for start, _end, cid in footer._spans if cid == "help")
        await pilot.click(KeyFooter, offset=(help_x + 1, 0))
        await pilot.pause()
        assert app.screen.id != "game"  # the help screen is open


async def test_a_click_on_the_start_screens_footer_opens_the_new_game_form(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        footer.render()
        x = next(start for start, _end, cid in footer._spans if cid == "new")
        await pilot.click(KeyFooter, offset=(x + 1, 0))
        await pilot.pause()
        assert screen_as(app, Keyed).SCREEN_KEY == "new"

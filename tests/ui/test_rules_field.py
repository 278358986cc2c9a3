"""A new game's rules from the form (a preset's name or a rules code) and from the command
line's --preset/--rules (#25 point 4)."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from mafia_tui.__main__ import main
from mafia_tui.rules import Profile
from mafia_tui.rules.codes import code_of
from mafia_tui.rules.profile import PRESETS
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.game import GameScreen
from tests.ui.conftest import MakeApp, screen_as
from tests.ui.test_forms import fill_form

ROLES = ["к", "ч", "к", "ш", "к", "д", "к", "ч", "к", "к"]


async def start_with(app: MafiaApp, pilot: Pilot[None], rules: str | None) -> None:
    await fill_form(pilot, ROLES)
    if rules is not None:
        app.screen.query_one("#rules", Input).value = rules
    await pilot.press("f2")
    await pilot.pause()


@pytest.mark.parametrize(
    ("typed", "expect"),
    [("AML", PRESETS["AML"]), ("MafClub", PRESETS["MafClub"])],
)
async def test_a_preset_typed_plays_that_preset(
    make_app: MakeApp, typed: str, expect: Profile
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start_with(app, pilot, typed)
        assert app.screen.id == "game"
        assert screen_as(app, GameScreen).session.game.profile == expect


async def test_a_rules_code_builds_the_profile_it_names(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start_with(app, pilot, "0432000001110")
        profile = screen_as(app, GameScreen).session.game.profile
        assert code_of(profile) == ("0432000001110", "") and profile.on_record == "all"


async def test_neither_is_refused_and_nothing_is_created(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start_with(app, pilot, "Лига Кота")
        assert app.screen.id == "new-game"
        assert "Правила «Лига Кота»" in str(app.screen.query_one("#form-error").render())
        assert app.store.listings(True) == []


async def test_the_field_starts_with_the_command_lines_choice(make_app: MakeApp) -> None:
    app = make_app()
    app.new_rules = "MafClub"  # as --preset MafClub sets it
    async with app.run_test(size=(100, 32)) as pilot:
        await start_with(app, pilot, None)
        assert screen_as(app, GameScreen).session.game.profile == PRESETS["MafClub"]


def test_the_command_line_refuses_an_unknown_choice(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ru", "--preset", "нет"]) == 2
    assert "ни набор правил" in capsys.readouterr().err
    assert main(["--lang", "ru", "--rules", "12"]) == 2

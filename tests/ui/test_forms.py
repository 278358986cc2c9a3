"""Start, new game, the random deal and the end-of-game screen, by keys."""

from decimal import Decimal

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, OptionList, Select, Static

from mafia_tui.rules import Role
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.deal import DealScreen
from mafia_tui.ui.screens.game import GameScreen
from tests.conftest import new_game
from tests.ui.conftest import MakeApp, focused_id, screen_as
from tests.ui.test_game_screen import start

NICKS = ["Ёжик", "Мастер", "Лиса", "Шерлок", "Кот", "Дон", "Белка", "Тень", "Сова", "Гроза"]


async def fill_form(pilot: Pilot[None], roles: list[str]) -> None:
    await pilot.press("n")
    await pilot.pause()
    await pilot.press(*"Кубок", "tab", "tab", "tab", "tab", "tab", *"Петров", "tab")
    for nick, role in zip(NICKS, roles, strict=True):
        await pilot.press(*nick, "tab")
        if role:
            await pilot.press(role)
        await pilot.press("tab")


async def test_new_game_with_roles_typed_in_either_layout(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        # К Ч К Ш К Д К Ч К К, some typed on a Latin layout (r = К, x = Ч, i = Ш, l = Д).
        await fill_form(pilot, ["к", "x", "r", "ш", "к", "l", "к", "ч", "к", "к"])
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.id == "game"
        game = screen_as(app, GameScreen).session.game
        assert [p.nick for p in game.players] == NICKS
        assert [p.role for p in game.players][:6] == [
            Role.CIVILIAN,
            Role.MAFIA,
            Role.CIVILIAN,
            Role.SHERIFF,
            Role.CIVILIAN,
            Role.DON,
        ]
        assert game.header.tournament == "Кубок" and game.header.judge == "Петров"
        assert app.store.listings()[0].id == game.id


async def test_new_game_errors_are_told_and_nothing_is_created(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await fill_form(pilot, ["к"] * 10)
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.id == "new-game"
        error = str(app.screen.query_one("#form-error").render())
        assert "6 К, 2 Ч, 1 Ш, 1 Д" in error
        assert app.store.listings() == []


def deal_text(app: MafiaApp) -> str:
    from rich.console import Console

    console = Console(width=100, record=True)
    console.print(app.screen.query_one("#deal-role", Static).content)
    return console.export_text()


async def test_random_deal_is_shown_in_one_step_then_starts(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await fill_form(pilot, [""] * 10)
        await pilot.press("f3")
        await pilot.pause()
        assert app.screen.id == "deal"
        shown = deal_text(app)  # the whole table at once: one key, not twenty
        assert shown.count("Мирный житель") == 6 and shown.count("Мафия") == 2
        assert "Шериф" in shown and "Дон" in shown and "Гроза" in shown
        dealt = [p.role for p in screen_as(app, DealScreen).players]
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.id == "game"
        players = screen_as(app, GameScreen).session.game.players
        assert [p.role for p in players] == dealt  # the game is the deal shown
        roles = sorted(p.role.value for p in players)
        assert roles.count("civilian") == 6 and roles.count("mafia") == 2


async def test_random_deal_can_still_be_shown_seat_by_seat(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await fill_form(pilot, [""] * 10)
        await pilot.press("f3")
        await pilot.pause()
        await pilot.press("space")  # one seat at a time, hidden first
        assert "? ? ?" in deal_text(app)
        for _ in range(10):
            await pilot.press("space")  # show
            assert "—" in deal_text(app)
            await pilot.press("space")  # hide, next
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.id == "game"


async def test_end_screen_enforces_8_4_as_typed_and_saves(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        session = await start(app, pilot, "dq 2 6.7.4; dq 6 6.7.4")
        await pilot.press("d", "8", "down", "down", "down", "enter")  # 6.7.4: red wins?
        await pilot.press("enter")  # yes
        await pilot.pause()
        assert app.screen.id == "end"
        assert "красные" in str(app.screen.query_one("#end-status").render())
        await pilot.press("1", "tab", *"0,8", "tab", *"молодец", "enter")
        message = str(app.screen.query_one("#end-message").render())
        assert "8.4.3" in message and session.game.after.extras == []
        assert focused_id(app) == "x-points"  # the field the refusal is about

        await pilot.press(*"0,6", "tab", "enter")
        assert session.game.after.extras[0].points == Decimal("0.6")
        check = str(app.screen.query_one("#end-check").render())
        assert "главного судьи" in check
        assert app.store.load(session.game.id).after.extras[0].reason == "молодец"
        await pilot.press("f4")  # the PDF protocol, made off the event loop
        await app.workers.wait_for_complete()
        await pilot.pause()
        made = list((app.root / "protocols").glob("*.pdf"))
        assert len(made) == 1 and made[0].read_bytes().startswith(b"%PDF")
        assert str(made[0]) in str(app.screen.query_one("#end-message").render())


async def test_games_list_opens_a_stored_game(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.store.create(new_game("foul 3")).close()
        await pilot.press("l")
        await app.workers.wait_for_complete()  # the list is read off the event loop
        await pilot.pause()
        assert app.screen.id == "games-list"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.id == "game"
        assert screen_as(app, GameScreen).session.game.state.player(3).fouls == 1


async def test_importing_a_tournament_folder_takes_its_games_and_names_its_file(
    make_app: MakeApp,
) -> None:
    from pathlib import Path

    from textual.widgets import Input

    cup = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("l")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("I")  # import, asks for a path
        await pilot.pause()
        app.screen.query_one(Input).value = str(cup)
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        (told,) = [n for n in app._notifications if "Импорт" in n.message]
        assert "новых 12" in told.message and "ошибок 0" in told.message
        assert "tournament.json: описание турнира «Кубок Примера 2026», не игра" in told.message
        assert "не читается" not in told.message and told.severity == "information"
        assert len(app.store.listings()) == 12


async def test_settings_switch_language_and_show_the_data_dir(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        texts = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert str(app.root) in texts
        app.screen.query_one("#lang", Select).value = "en"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.lang == "en" and app.screen.id == "start"
        assert "New game" in str(
            app.screen.query_one("#start-menu", OptionList).get_option_at_index(0).prompt
        )
    from mafia_tui.storage import load_settings

    assert load_settings(app.root).lang == "en"


async def test_settings_say_when_this_run_plays_other_rules(make_app: MakeApp) -> None:
    """A newcomer started with --preset AML and saw «fiim-2018» in the settings: the screen
    holds the saved default, and now says what this run's new games play."""
    app = make_app()
    app.new_rules = "AML"  # as `mafia-tui --preset AML` sets it
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        texts = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert "В этом запуске новые игры — по «АМЛ»" in texts
        assert app.screen.query_one("#profile", Select).value == "fiim-2018"
    plain = make_app()
    async with plain.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        texts = " ".join(str(w.render()) for w in plain.screen.query("Static"))
        assert "В этом запуске" not in texts


@pytest.mark.parametrize(("typed", "kept"), [("б", ""), ("й", ""), ("ч", "ч"), ("x", "x")])
async def test_a_role_field_takes_only_a_role_letter(
    make_app: MakeApp, typed: str, kept: str
) -> None:
    """Issue #26 point 6: a role field accepted Б and the form refused it only at the start."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await fill_form(pilot, [""] * 10)
        field = app.screen.query_one("#role-1", Input)
        field.focus()
        await pilot.press(typed)
        await pilot.pause()
        assert field.value == kept


async def test_a_game_number_already_stored_is_asked_about_then_allowed(
    make_app: MakeApp,
) -> None:
    """Tried as a new judge: the seating's round typed twice started a second "game 2" of
    table 1 without a word. The form asks (the slot is played: open it, replay voiding it,
    or replay keeping both); 3 starts the game anyway (issue #36)."""
    from mafia_tui.rules import Header

    app = make_app()
    stored = new_game("")
    stored.header = Header(tournament="Кубок", table=1, game_number=1)
    app.store.create(stored).close()
    async with app.run_test(size=(100, 32)) as pilot:
        await fill_form(pilot, ["к", "ч", "к", "ш", "к", "д", "к", "ч", "к", "к"])
        app.screen.query_one("#game_number", Input).value = "1"
        app.screen.query_one("#table", Input).value = "1"
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.id == "slot"
        assert stored.id in str(app.screen.query_one("#slot-what").render())
        await pilot.press("3")
        await pilot.pause()
        assert app.screen.id == "game"
        assert len(app.store.listings(True)) == 2


async def test_table_or_game_zero_is_refused_by_the_form(make_app: MakeApp) -> None:
    """0 in a header is an imported game's "not given" (issue #36); a judge's new game has
    a number, 1 or more."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await fill_form(pilot, ["к", "ч", "к", "ш", "к", "д", "к", "ч", "к", "к"])
        app.screen.query_one("#table", Input).value = "0"
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.id == "new-game"
        assert "Неверное поле заголовка" in str(app.screen.query_one("#form-error").render())
        assert app.store.listings(True) == []

"""The technical foul by keyboard (#25 point 2): G (П on the Russian layout) + seat, where
the rules have them; shown on the seat table; hidden and refused where they have none."""

from dataclasses import replace

import pytest
from textual.pilot import Pilot

from mafia_tui.rules import FIIM_2018, Profile, Status
from mafia_tui.session import GameSession
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.widgets.seat_table import SeatTable
from tests.conftest import new_game
from tests.ui.conftest import MakeApp

TWO = replace(FIIM_2018, technical_fouls="two_remove")


async def start(
    app: MafiaApp, pilot: Pilot[None], profile: Profile = TWO, script: str = ""
) -> GameSession:
    session = app.store.create(new_game(script, profile))
    app.play(session)
    await pilot.pause()
    return session


@pytest.mark.parametrize("key", ["g", "п"])
async def test_two_technical_fouls_remove_the_player(make_app: MakeApp, key: str) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot)
        await pilot.press(key, "4")
        await pilot.pause()
        assert session.game.state.player(4).tech_fouls == 1
        assert "Технический фол игроку 4" in str(app.screen.query_one("#prompt").render())
        row = str(app.screen.query_one(SeatTable).render()).splitlines()[3]
        assert "T" in row
        await pilot.press(key, "4")
        await pilot.pause()
        assert session.game.state.player(4).status is Status.REMOVED
        row = str(app.screen.query_one(SeatTable).render()).splitlines()[3]
        assert "удалён (2 тех.)" in row
        saved = app.store.load(session.game.id)
        assert saved.state.player(4).tech_fouls == 2


async def test_where_the_rules_have_none_the_key_says_so(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, FIIM_2018)
        await pilot.press("g")
        await pilot.pause()
        # the rules, not the moment: the key says why it is refused
        said = str(app.screen.query_one("#prompt").render())
        assert "Тех. фол — нет: В этих правилах технических фолов нет" in said, said
        assert session.game.state.player(4).tech_fouls == 0
        footer = str(app.screen.query_one("KeyFooter").render())
        assert "Тех. фол" not in footer


async def test_w_takes_back_the_last_foul_of_either_kind(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot)
        await pilot.press("f", "6", "g", "6")
        await pilot.press("w", "6")
        await pilot.pause()
        p = session.game.state.player(6)
        assert (p.fouls, p.tech_fouls) == (1, 0)
        assert "Технический фол игрока 6" in str(app.screen.query_one("#prompt").render())


async def test_other_rules_are_named_in_the_step_bar(make_app: MakeApp) -> None:
    """A newcomer judged a whole AML game and never saw which rules were in force."""
    from mafia_tui.rules.profile import PRESETS
    from tests.ui.test_layouts import text_of

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, PRESETS["AML"])
        assert "Кубок Москвы · АМЛ · Стол 2 · Игра 3" in text_of(app, "#stepbar")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, FIIM_2018)
        assert "fiim" not in text_of(app, "#stepbar").casefold()


@pytest.mark.parametrize("width", [80, 100])
async def test_a_code_built_rules_never_pushes_out_the_tournaments_name(
    make_app: MakeApp, width: int
) -> None:
    """Issue #38 (10): at 80 columns «code-0432000100001» stood where the tournament's name
    belongs, and at 100 the name was cut mid-word."""
    from dataclasses import replace as replaced

    from mafia_tui.rules.codes import profile_from_code
    from tests.ui.test_layouts import text_of

    profile = profile_from_code("0432000100001")
    assert profile is not None
    app = make_app()
    async with app.run_test(size=(width, 24)) as pilot:
        session = app.store.create(new_game("", profile))
        session.game.header = replaced(session.game.header, tournament="Кубок Москвы Осень 2026")
        app.play(session)
        await pilot.pause()
        bar = text_of(app, "#stepbar")
        assert "code" not in bar and "Стол 2 · Игра 3" in bar
        assert "Кубок Москвы Осень 2026" in bar or "Кубок Москвы Осень…" in bar, bar
        words = bar.split("·")[0].split()
        assert all(w in ("Кубок", "Москвы", "Осень", "Осень…", "2026") for w in words[-4:])
        if width == 100:
            assert "по коду 0432000100001" in bar

"""The new-game form from the tournament's seating, by keys at 80×24: F4, "round table"."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Input, Static

from mafia_tui.storage.plan import TournamentPlan, data_dir_plan, write_plan
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.game import GameScreen
from mafia_tui.ui.screens.new_game import NewGameScreen
from tests.ui.conftest import MakeApp, screen_as

NICKS = tuple(f"Игрок {i}" for i in range(1, 21))
SEATING = ((NICKS[:10], NICKS[10:]), (NICKS[5:15], NICKS[15:] + NICKS[:5]))


def _store_plan(root: Path) -> TournamentPlan:
    plan = TournamentPlan(
        name="Кубок Осени", participants=NICKS, seating=SEATING, judges=("Иванов", "Петров")
    )
    write_plan(data_dir_plan(root, "Кубок Осени"), plan)
    return plan


def _value(app: MafiaApp, name: str) -> str:
    return app.screen.query_one(f"#{name}", Input).value


async def test_round_and_table_fill_the_form_and_a_stand_in_is_marked(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = make_app()
    _store_plan(tmp_path / "data")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Кубок Осени", "f4")
        await pilot.pause()
        await pilot.press(*"2 2", "enter")
        await pilot.pause()
        assert app.screen.id == "new-game"
        assert [_value(app, f"nick-{s}") for s in range(1, 11)] == list(SEATING[1][1])
        assert (_value(app, "game_number"), _value(app, "table")) == ("2", "2")
        assert _value(app, "judge") == "Петров"
        # Seat 3's player did not come: the judge types the stand-in over him.
        await pilot.press("tab", "tab", "tab", "end", "ctrl+u", *"Замена")
        assert _value(app, "nick-3") == "Замена"
        # The seating's names are the tournament's list: leaving seat 2 offers nothing for
        # the roster; the stand-in, typed here, is offered.
        offer = app.screen.query_one("#roster-offer", Static)
        assert str(offer.render()) == ""
        await pilot.press("tab")
        await pilot.pause()
        assert "«Замена» нет в списке игроков" in str(offer.render())
        # Seats 1 and 2 swapped places at the table: no stand-in there.
        await pilot.press("f3")
        await pilot.pause()
        assert app.screen.id == "deal"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.id == "game"
        game = screen_as(app, GameScreen).session.game
        assert game.header.tournament == "Кубок Осени" and game.header.table == 2
        assert game.header.game_number == 2 and game.header.judge == "Петров"
        assert [p.stand_in_for for p in game.players] == ["", "", SEATING[1][1][2]] + [""] * 7
        saved = json.loads(app.store.path(game.id).read_text(encoding="utf-8"))
        assert saved["players"][2]["stand_in_for"] == SEATING[1][1][2]
        assert "stand_in_for" not in saved["players"][0]


async def test_a_seat_swap_is_no_stand_in_and_bad_picks_are_told(
    make_app: MakeApp, tmp_path: Path
) -> None:
    app = make_app("en")
    _store_plan(tmp_path / "data")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Кубок Осени", "f4")
        await pilot.pause()
        await pilot.press(*"3 1", "enter")  # no round 3: told, nothing filled
        await pilot.pause()
        assert app.screen.id == "new-game" and _value(app, "nick-1") == ""
        assert any("no round 3, table 1" in n.message for n in app._notifications)
        await pilot.press("ctrl+t")  # the Ctrl twin
        await pilot.pause()
        await pilot.press(*"1 1", "enter")
        await pilot.pause()
        assert _value(app, "nick-1") == NICKS[0]
        screen = screen_as(app, NewGameScreen)
        screen.query_one("#nick-1", Input).value = NICKS[1]
        screen.query_one("#nick-2", Input).value = NICKS[0]
        nicks = [screen.query_one(f"#nick-{s}", Input).value for s in range(1, 11)]
        assert [screen.stand_in_for(s, nicks) for s in range(1, 11)] == [""] * 10


async def test_a_tournament_without_a_seating_says_so(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Нет такого", "f4")
        await pilot.pause()
        assert app.screen.id == "new-game"
        assert any("нет рассадки: составьте её (R / К" in n.message for n in app._notifications)


async def test_the_english_round_and_table_question_is_whole_at_80x24(
    make_app: MakeApp, tmp_path: Path
) -> None:
    """Issue #38 (11): the English question ended at "e.g." (the dialog's title was cut)."""
    from tests.ui.screen_text import screen_text

    app = make_app("en")
    _store_plan(tmp_path / "data")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Кубок Осени", "f4")
        await pilot.pause()
        shown = " ".join(screen_text(app).replace("│", " ").split())
        assert "round and table (2 rounds, up to 2 tables), e.g. «3 2»" in shown, shown

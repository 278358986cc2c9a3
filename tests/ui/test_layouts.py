"""Layouts and context (issue #10, defects 7, 8, 11, 12): nothing cut at 80x24, space used at
120x40, votes that say which round and what is needed, English letters, one number format."""

from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, Static

from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.game import GameScreen
from mafia_tui.ui.widgets.seat_table import SeatTable
from tests.ui.conftest import MakeApp, screen_as
from tests.ui.test_game_screen import start
from tests.ui.test_table_defects import palette_hits

EX = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"


def text_of(app: MafiaApp, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


# --- 7. 80x24: nothing cut; 120x40: the space goes to the timer, warnings and the log ---------


async def test_7_at_80x24_the_game_number_message_and_warnings_are_all_visible(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await start(
            app,
            pilot,
            "nom 4; n; foul 3; foul 3; foul 3; foul 5; foul 5; foul 5; nom 5; n; nom 6; n*8",
        )
        await pilot.press("f", "9", "f", "9", "f", "9")
        await pilot.pause()
        bar = app.screen.query_one("#stepbar")
        assert "Игра 3" in text_of(app, "#stepbar") and "Стол 2" in text_of(app, "#stepbar")
        assert bar.region.y == 0
        prompt = app.screen.query_one("#prompt")
        assert "Фол игроку 9" in text_of(app, "#prompt")
        assert prompt.region.bottom <= 23 and prompt.region.height >= 1
        warnings = app.screen.query_one("#warnings")
        lines = [w.message("ru") for w in screen_as(app, GameScreen).session.game.warnings()]
        assert len(lines) >= 2 and "Игроки 3, 5, 9" in lines[-1]
        shown = text_of(app, "#warnings")
        for line in lines:
            assert line in shown
        # every wrapped line fits in the panel: nothing hidden below its border
        from rich.console import Console
        from rich.text import Text

        width = warnings.content_size.width
        wrapped = Text(shown).wrap(Console(width=width), width)
        assert len(wrapped) <= warnings.content_size.height


@pytest.mark.parametrize("size", [(120, 40), (160, 45), (200, 50)])
async def test_7_a_large_terminal_gives_big_digits_warnings_and_log(
    make_app: MakeApp, size: tuple[int, int]
) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await start(app, pilot, "nom 4; n; foul 3; n; n; n")
        await pilot.pause()
        screen = screen_as(app, GameScreen)
        assert screen.query_one("#clock").size.height >= 10
        log = screen.query_one("#log")
        entries = [line for line in text_of(app, "#log").splitlines() if line.strip()]
        assert len(entries) == min(len(screen.session.game.log), log.content_size.height)
        assert screen.query_one("#warnings").size.height >= 10


# --- 8. votes: which round, what the lift needs, the current candidates ------------------------


async def test_8_a_re_vote_is_marked_as_such(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start(app, pilot, "nom 4; n; nom 5; n*9; vote 5; n; n")
        # the first re-vote is «Переголосование 1», and the question reads as a sentence
        assert "Переголосование 1: кто за игрока 4?" in text_of(app, "#stepbar")
        assert "Кандидаты: 4, 5" in text_of(app, "#noms")


async def test_8_the_lift_says_how_many_hands_it_needs(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        session = await start(app, pilot, "nom 4; n; nom 5; n*9; vote 5; n; n; vote 5")
        assert session.game.state.step.kind.value == "lift_vote"
        assert "нужно 6 из 10" in text_of(app, "#prompt")
        assert "Подъём" in text_of(app, "#stepbar")
        await pilot.press("5", "enter")
        assert "За подъём: 5" in text_of(app, "#prompt")


async def test_8_nominations_show_only_who_can_still_be_voted_out(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start(app, pilot, "nom 4; n; nom 5; n; nom 6; n*8")
        await pilot.press("4", "enter", "4", "enter")  # 4:4 5:4 6:2 -> 4 and 5 tied
        await pilot.pause()
        noms = text_of(app, "#noms")
        assert "4, 5" in noms and "6" not in noms.replace("30 с", "")


async def test_8_a_decided_vote_says_so_and_closes_with_one_key(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        session = await start(app, pilot, "nom 4; n; nom 5; n; nom 6; n*8")
        await pilot.press("6", "enter")  # 6 of 10 for 4: nobody can catch up
        assert "Исход решён" in text_of(app, "#prompt")
        await pilot.press("enter")
        assert session.game.state.days[0].left == [4]
        assert "Голосование закрыто" in text_of(app, "#prompt")


# --- 11. English letters; the tournament table in the judge's words and numbers ----------------


async def test_11_english_ui_shows_english_role_letters(make_app: MakeApp) -> None:
    app = make_app("en")
    async with app.run_test(size=(100, 32)) as pilot:
        await start(app, pilot)
        await pilot.press("t")
        await pilot.pause()
        table = app.screen.query_one(SeatTable)
        letters = {str(table.row(seat))[-1] for seat in range(1, 11)}
        assert letters == {"C", "M", "S", "D"}


async def test_11_the_form_says_which_latin_letters_it_accepts(make_app: MakeApp) -> None:
    app = make_app("en")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        texts = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert "C M S D" in texts and "R X I L" in texts
        assert app.screen.query_one("#role-1", Input).placeholder == "Role C/M/S/D"


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_11_a_players_games_by_table_and_game_and_numbers_in_one_format(
    make_app: MakeApp, lang: str, size: tuple[int, int]
) -> None:
    app = make_app(lang)
    for f in EX.glob("cup-*.json"):
        app.store.import_file(f)
    async with app.run_test(size=size) as pilot:
        await pilot.press("t", "enter")
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        cells = [str(c) for r in range(table.row_count) for c in table.get_row_at(r)]
        sep, other = (",", ".") if lang == "ru" else (".", ",")
        assert any(sep in c for c in cells) and not any(
            other in c and c.replace(other, "").lstrip("-").isdigit() for c in cells
        )
        await pilot.press("enter")
        await pilot.pause()
        trace = app.screen.query_one(DataTable)
        first = str(trace.get_row_at(0)[0])
        assert first.startswith("стол " if lang == "ru" else "table ") and len(first) < 20
        assert trace.virtual_size.width <= trace.size.width  # no column cut


async def test_11_the_results_screen_uses_the_same_number_format(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot, "n*10; shot 4; don 1; sher 1; best 2 6 8")
        await pilot.press("x", "2", "1", "enter")  # a team defeat, confirmed: the results open
        await pilot.pause()
        assert app.screen.id == "end"
        from rich.console import Console

        console = Console(width=120, record=True)
        console.print(app.screen.query_one("#end-table", Static).content)
        shown = console.export_text()
        assert "0," in shown or "1,5" in shown
        assert "0." not in shown.replace("6.8", "")


# --- 12. themes: the switcher is left out (colours are theme variables) ------------------------


async def test_12_the_theme_switcher_is_not_offered(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start(app, pilot)
        for query in ("theme", "тема"):
            hits = await palette_hits(app, pilot, query)
            assert not any("Theme" in h or "Тема" in h for h in hits)


def test_12_the_stylesheet_uses_theme_variables_only() -> None:
    css = Path(__file__).resolve().parents[2] / "src" / "mafia_tui" / "ui" / "app.tcss"
    named = {"yellow", "red", "green", "white", "black", "blue", "magenta", "cyan"}
    for line in css.read_text(encoding="utf-8").splitlines():
        if line.strip().endswith(";") and ":" in line:
            value = line.split(":", 1)[1].replace(";", " ")
            tokens = value.split()
            assert not named & set(tokens), line
            assert not any(t.startswith("#") for t in tokens), line


async def test_8_after_the_vote_nobody_is_marked_a_candidate(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start(app, pilot, "nom 4; n; nom 5; n; nom 6; n*8")
        await pilot.press("3", "enter", "4", "enter")  # 4:3 5:4 6:3 -> 5 leaves
        await pilot.pause()
        assert screen_as(app, GameScreen).session.game.state.step.kind.value == "last_word"
        assert "никого" in text_of(app, "#noms")
        assert app.screen.query_one(SeatTable).nominated == frozenset()

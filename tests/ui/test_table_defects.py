"""Defects met at the table (issue #10), each driven by the real keys, in both layouts where keys
are involved."""

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import Checkbox, Input, Static

from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.keys import LATIN_TO_CYRILLIC
from mafia_tui.ui.screens.base import Keyed
from mafia_tui.ui.screens.help import HelpScreen
from mafia_tui.ui.widgets.seat_table import SeatTable
from tests.ui.conftest import MakeApp, screen_as
from tests.ui.test_game_screen import start

LAYOUTS = ["en", "ru"]


def key(letter: str, layout: str) -> str:
    """The key a judge presses for QWERTY ``letter`` in ``layout``."""
    return LATIN_TO_CYRILLIC[letter] if layout == "ru" else letter


def text_of(app: MafiaApp, selector: str) -> str:
    return str(app.screen.query_one(selector).render())


def prompt(app: MafiaApp) -> str:
    return text_of(app, "#prompt")


def rich_text(renderable: object, width: int = 120) -> str:
    console = Console(width=width, record=True)
    console.print(renderable)
    return console.export_text()


# --- 1. the foul key is А, and a wrong letter is not silent -----------------------------------


async def test_1_help_and_hints_name_the_right_russian_foul_key(make_app: MakeApp) -> None:
    from mafia_tui.ui.screens.help import key_table
    from mafia_tui.ui.strings import S

    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        table = rich_text(key_table(app.tr))
        assert "F / А" in table and "Ф" not in table.replace("ФИИМ", "")
    words = " ".join(ru for ru, _ in S.values())
    assert "Ф + номер" not in words and "Ф = F" not in words
    assert "А + номер" in S["digit_meaningless"][0]


@pytest.mark.parametrize("layout", LAYOUTS)
async def test_1_a_letter_that_is_no_command_is_said_and_its_digit_nominates_nobody(
    make_app: MakeApp, layout: str
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        await pilot.press(key("a", layout))  # Ф in the Russian layout: no command
        assert "не команда" in prompt(app)
        await pilot.press("7")
        day = session.game.state.days[0]
        assert day.candidates == [] and session.game.state.player(7).fouls == 0
        assert "не принята" in prompt(app)
        await pilot.press(key("f", layout), "7")  # the foul key of this layout
        assert session.game.state.player(7).fouls == 1


# --- 2. the role letter is drawn inside the row at every width ---------------------------------


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("size", [(80, 24), (100, 32), (120, 40), (160, 45), (200, 50)])
async def test_2_show_roles_shows_every_role_at_any_width(
    make_app: MakeApp, layout: str, size: tuple[int, int]
) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await start(app, pilot)
        await pilot.press(key("t", layout))
        await pilot.pause()
        table = app.screen.query_one(SeatTable)
        for seat in range(1, 11):
            line = table.row(seat)
            assert line.cell_len <= table.size.width
            assert line.plain.rstrip()[-1] in "КЧШД", line.plain
        await pilot.press(key("t", layout))
        await pilot.pause()
        table = app.screen.query_one(SeatTable)
        assert not table.show_role and all(
            table.row(s).plain[-1] not in "КЧШД" for s in range(1, 11)
        )


# --- 3. help and a footer on every screen ------------------------------------------------------


async def open_screen(app: MafiaApp, pilot: Pilot[None], name: str) -> None:
    """Go from the start screen to ``name``."""
    from tests.conftest import new_game

    if name in ("list", "standings", "game", "end"):
        app.store.create(new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")).close()
    await pilot.pause()
    keys = {
        "start": [],
        "list": ["l"],
        "settings": ["s"],
        "new": ["n"],
        "standings": ["t", "enter"],
        "end": ["l", "enter", "e"],
    }[name]
    for k in keys:
        await pilot.press(k)
        await pilot.pause()


@pytest.mark.parametrize("name", ["start", "list", "standings", "settings"])
@pytest.mark.parametrize("help_key", ["question_mark", "f1", "ctrl+g"])
async def test_3_help_opens_on_every_screen(make_app: MakeApp, name: str, help_key: str) -> None:
    from tests.conftest import new_game

    app = make_app()
    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    app.store.create(game).close()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        for k in {"start": [], "list": ["l"], "settings": ["s"], "standings": ["t", "enter"]}[name]:
            await pilot.press(k)
            await pilot.pause()
        screen = screen_as(app, Keyed)
        await pilot.press(help_key)
        await pilot.pause()
        assert (
            app.screen.id == "help" and screen_as(app, HelpScreen).for_screen == screen.SCREEN_KEY
        )
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen


@pytest.mark.parametrize("name", ["new", "end"])
async def test_3_on_forms_question_mark_is_text_and_f1_opens_help(
    make_app: MakeApp, name: str
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await open_screen(app, pilot, name)
        screen = app.screen
        if name == "end":
            screen.query_one("#x-reason").focus()
            await pilot.pause()
        field = screen.focused
        assert isinstance(field, Input)
        await pilot.press("question_mark")
        assert app.screen is screen and "?" in field.value
        await pilot.press("f1")
        await pilot.pause()
        assert app.screen.id == "help"
        assert "F1" in rich_text(app.screen.query_one(Static).content)


@pytest.mark.parametrize("name", ["start", "list", "settings", "new", "end", "standings"])
async def test_3_every_screen_has_a_footer_with_its_keys(make_app: MakeApp, name: str) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_screen(app, pilot, name)
        footer = app.screen.query_one("#footer")
        text = str(footer.render())
        assert "F1" in text and "Справка" in text
        assert footer.region.y == 23  # on screen at 80x24, not below the fold
        if name == "end":
            assert "F2" in text and "F4" in text


# --- 4. the palette: Russian, lists the screen's commands with keys, finds both languages ------


async def palette_hits(app: MafiaApp, pilot: Pilot[None], query: str) -> list[str]:
    from textual.command import CommandList

    await pilot.press("ctrl+p")
    await pilot.pause()
    if query:
        await pilot.press(*query)
    await pilot.pause(0.5)
    options = app.screen.query_one(CommandList)
    hits = [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
    await pilot.press("escape")
    await pilot.pause()
    return hits


async def test_4_palette_lists_the_screens_commands_with_keys_in_russian(make_app: MakeApp) -> None:
    from textual.command import CommandInput

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await start(app, pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        placeholder = str(app.screen.query_one(CommandInput).placeholder)
        assert "Команда" in placeholder
        await pilot.press("escape")
        await pilot.pause()
        hits = await palette_hits(app, pilot, "")
        joined = " ".join(hits)
        assert "Фол  ·  F / А" in joined and "Таймер  ·  Space" in joined
        for english in ("Keys", "Quit", "Screenshot", "Theme"):
            assert english not in joined
        assert any("Фол" in h for h in await palette_hits(app, pilot, "foul"))
        assert any("Фол" in h for h in await palette_hits(app, pilot, "фол"))


# --- 6. every action confirmed; Shift+digit, arrows, Backspace ---------------------------------


@pytest.mark.parametrize("layout", LAYOUTS)
async def test_6_foul_withdraw_and_no_check_are_confirmed(make_app: MakeApp, layout: str) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, "n*10; shot 1")
        await pilot.press(key("f", layout), "4")
        assert "Фол игроку 4" in prompt(app) and "1-й" in prompt(app)
        await pilot.press(key("w", layout), "4")
        assert "Снят фол игрока 4" in prompt(app)
        assert session.game.state.player(4).fouls == 0
        await pilot.press("minus")  # the Don checks nobody
        assert "Дон не проверял" in prompt(app)


@pytest.mark.parametrize(
    ("keys", "seat"),
    [
        (["!"], 1),
        (["@"], 2),
        (['"'], 2),
        (["#"], 3),
        (["№"], 3),
        (["$"], 4),
        ([";"], 4),
        (["%"], 5),
        (["^"], 6),
        ([":"], 6),
        (["&"], 7),
        (["т", "question_mark"], 7),
        (["*"], 8),
        (["("], 9),
        ([")"], 10),
    ],
)
async def test_6_shift_digit_gives_a_foul_in_either_layout(
    make_app: MakeApp, keys: list[str], seat: int
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, "nom 4")
        await pilot.press(*keys)
        assert session.game.state.player(seat).fouls == 1
        assert f"Фол игроку {seat}" in prompt(app)


@pytest.mark.parametrize("pressed", ["left", "up", "backspace", "delete", "z", "я"])
async def test_6_keys_that_do_nothing_say_so(make_app: MakeApp, pressed: str) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await start(app, pilot)
        await pilot.press(pressed)
        assert prompt(app).strip(), pressed
        assert not app.bells


# --- 9. forms: Esc asks; the deal in one step; a sub-rule by its digit -------------------------


@pytest.mark.parametrize("leave_key", ["l", "д"])
async def test_9_escape_on_a_filled_form_asks_before_discarding(
    make_app: MakeApp, leave_key: str
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("tab", "tab", "tab", "tab", "tab", "tab", *"Ёжик")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.id == "discard"
        assert "ников 1" in str(app.screen.query_one("#discard-what").render())
        await pilot.press("escape")  # stay: nothing lost
        await pilot.pause()
        assert app.screen.id == "new-game"
        assert app.screen.query_one("#nick-1", Input).value == "Ёжик"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press(leave_key)
        await pilot.pause()
        assert app.screen.id == "start"


async def test_9_escape_on_an_untouched_form_just_goes_back(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.id == "start"


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize(("digit", "rule"), [("0", "6.7.10"), ("4", "6.7.4"), ("1", "6.7.1")])
async def test_9_a_disqualification_sub_rule_is_typed_by_its_digit(
    make_app: MakeApp, layout: str, digit: str, rule: str
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        await pilot.press(key("d", layout), "5", digit)
        await pilot.pause()
        assert session.game.state.player(5).disqualified == rule
        assert rule in prompt(app)


@pytest.mark.parametrize("layout", LAYOUTS)
async def test_9_a_team_defeat_sub_rule_is_typed_by_its_digit(
    make_app: MakeApp, layout: str
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot)
        await pilot.press(key("x", layout), "5", "3", "enter")  # Enter: the game ends, yes
        await pilot.pause()
        assert session.game.state.player(5).disqualified == "6.8.3"


# --- 13. Caps Lock and the Ukrainian/Belarusian letters -----------------------------------------


@pytest.mark.parametrize(
    ("pressed", "screen"),
    [
        ("N", "new-game"),
        ("Т", "new-game"),
        ("т", "new-game"),
        ("S", "settings"),
        ("Ы", "settings"),
        ("і", "settings"),
        ("І", "settings"),
        ("L", "games-list"),
        ("Д", "games-list"),
    ],
)
async def test_13_start_screen_letters_with_caps_lock_and_other_cyrillic_layouts(
    make_app: MakeApp, pressed: str, screen: str
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press(pressed)
        await pilot.pause()
        assert app.screen.id == screen


@pytest.mark.parametrize("pressed", ["Ґ", "ґ"])
async def test_13_ukrainian_ghe_is_the_u_key_undo(make_app: MakeApp, pressed: str) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        session = await start(app, pilot, "foul 3")
        await pilot.press(pressed)
        assert session.game.state.player(3).fouls == 0


async def test_9_escape_in_changed_settings_asks_first(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        app.screen.query_one("#auto_start", Checkbox).value = False
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.id == "discard"
        await pilot.press("l")
        await pilot.pause()
        assert app.screen.id == "start" and app.settings.auto_start


@pytest.mark.parametrize("pressed", ["z", "я", "Z"])
async def test_6_a_letter_that_is_no_command_on_other_screens_is_said(
    make_app: MakeApp, pressed: str
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press(pressed)
        await pilot.pause()
        assert app.screen.id == "start"
        assert any("не команда" in n.message for n in app._notifications)


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_shift_7_is_a_foul_from_the_first_key_in_the_russian_screens(
    make_app: MakeApp, lang: str
) -> None:
    """Issue #38 (7): in the Russian layout «?» (Shift+7) opened help until a Cyrillic letter
    had been typed in that run; «"%*:» worked at once. The Russian screens now take the
    Russian layout until a letter says otherwise; the English ones keep «?» for help."""
    app = make_app(lang)
    async with app.run_test() as pilot:
        session = await start(app, pilot, "nom 4")
        await pilot.press("question_mark")
        await pilot.pause()
        if lang == "ru":
            assert session.game.state.player(7).fouls == 1 and app.screen.id == "game"
        else:
            assert session.game.state.player(7).fouls == 0 and app.screen.id == "help"

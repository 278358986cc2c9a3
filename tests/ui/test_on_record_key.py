"""Colours on record by keyboard (#25 point 3): O (Щ) + black seats as digits, red as
Shift+digit, Enter records; shown in the log; refused where the rules record none."""

from dataclasses import replace

import pytest
from textual.pilot import Pilot

from mafia_tui.rules import FIIM_2018, Profile
from mafia_tui.session import GameSession
from mafia_tui.ui.app import MafiaApp
from tests.conftest import new_game
from tests.ui.conftest import MakeApp

AML_LIKE = replace(FIIM_2018, on_record="all", on_record_count=3)


async def start(app: MafiaApp, pilot: Pilot[None], profile: Profile = AML_LIKE) -> GameSession:
    session = app.store.create(new_game("", profile))
    app.play(session)
    await pilot.pause()
    return session


def prompt(app: MafiaApp) -> str:
    return str(app.screen.query_one("#prompt").render())


@pytest.mark.parametrize("key", ["o", "щ"])
async def test_blacks_and_a_red_on_record(make_app: MakeApp, key: str) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot)
        await pilot.press(key, "3", "7")
        assert "3ч 7ч" in prompt(app)
        await pilot.press("percent_sign")  # Shift+5: seat 5 as red
        assert "5к" in prompt(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.state.records[-1].colours == (-3, -7, 5)
        assert "оставил под протокол: чёрные 3, 7; красные 5" in prompt(app)
        assert session.game.state.step.seat == 1  # Enter recorded; it did not end the speech
        noms = str(app.screen.query_one("#noms").render())
        assert "Под протокол: 1→3ч 7ч 5к" in noms  # beside today's candidates
        saved = app.store.load(session.game.id)
        assert saved.state.records == session.game.state.records


async def test_fiim_records_none(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot, FIIM_2018)
        await pilot.press("o")
        await pilot.pause()
        assert "Под протокол — нет: В этих правилах цвета под протокол не записываются" in prompt(
            app
        )
        assert session.game.state.records == ()


async def test_a_seat_past_the_count_is_refused_at_its_key_and_the_typing_stays(
    make_app: MakeApp,
) -> None:
    """A newcomer typed a 4th seat under AML's count of 3: it was refused only at Enter,
    and the three seats typed were gone with it."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot)
        await pilot.press("o", "3", "7", "5", "2")
        await pilot.pause()
        assert "не больше 3 мест. Набранное осталось" in prompt(app)
        await pilot.press("1")  # the speaker's own seat: refused the same way
        await pilot.pause()
        assert "разные места 1–10, кроме своего. Набранное осталось" in prompt(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.state.records[-1].colours == (-3, -7, -5)
        await pilot.press("o", "backspace", "backspace", "backspace")  # starts from 3 7 5
        await pilot.press("4", "dollar_sign")  # 4 black, then 4 red: a seat twice
        await pilot.pause()
        assert "Набранное осталось" in prompt(app)
        await pilot.press("enter")
        await pilot.pause()
        replaced = session.game.state.records[-1]
        assert replaced.colours == (-4,)  # it replaces the speech's record


async def test_a_second_entry_in_the_speech_starts_from_the_first(make_app: MakeApp) -> None:
    """A newcomer typed O 2 6 8 Enter, then O Shift+4 Enter: the second replaced the first
    without a word, and four seats stood in one speech under a count of three."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        session = await start(app, pilot)
        await pilot.press("o", "2", "6", "8", "enter")
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        assert "2ч 6ч 8ч" in prompt(app)
        await pilot.press("dollar_sign")  # Shift+4: a 4th seat, past AML's three
        await pilot.pause()
        assert "не больше 3 мест" in prompt(app)
        await pilot.press("backspace", "dollar_sign", "enter")  # 8 out, 4 red in
        await pilot.pause()
        assert [r.colours for r in session.game.state.records] == [(-2, -6, 4)]

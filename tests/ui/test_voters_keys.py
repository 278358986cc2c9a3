"""The vote by the voters' seats at the keyboard (issue #36): H (Р) + the seats + Enter, the
count following; the last candidate's rest by Enter; nobody by 0 or H + Enter; a seat that
cannot vote said at its key, the typing kept; the lift by seats; in both layouts, and on the
screen at 80x24 and 120x40."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from mafia_tui.rules import Game, LiftVote, StepKind, Vote
from mafia_tui.rules.script import play
from mafia_tui.session import GameSession
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.grammar import KeyGrammar
from mafia_tui.ui.keys import LATIN_TO_CYRILLIC
from tests.conftest import new_game, speeches
from tests.ui.conftest import MakeApp

LAYOUTS = ["en", "ru"]


def key(letter: str, layout: str) -> str:
    return LATIN_TO_CYRILLIC[letter] if layout == "ru" else letter


def at_vote(noms: dict[int, int] | None = None) -> Game:
    return speeches(new_game(), noms or {1: 3, 2: 5})


def press(g: KeyGrammar, *keys: str) -> list[object]:
    """The actions the keys made, applied to the grammar's game as the screen does."""
    made: list[object] = []
    for k in keys:
        result = g.press(k)
        assert not result.error, (k, result.say, result.params)
        if result.action is not None:
            g.game.apply(result.action)
            made.append(result.action)
    return made


@pytest.mark.parametrize("layout", LAYOUTS)
def test_h_then_the_seats_then_enter_is_the_vote_by_seats(layout: str) -> None:
    g = KeyGrammar(at_vote())
    made = press(g, key("h", layout), "1", "2", "4", "0", "enter")
    assert made == [Vote(3, 4, (1, 2, 4, 10))]
    # the last candidate: Enter alone gives the rest (4.4.8)
    assert press(g, "enter") == [Vote(5, 6, (3, 5, 6, 7, 8, 9))]
    assert g.game.state.days[0].rounds[0].hands == [(1, 2, 4, 10), (3, 5, 6, 7, 8, 9)]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_nobody_by_zero_or_by_h_and_enter_keeps_the_vote_by_seats(layout: str) -> None:
    g = KeyGrammar(at_vote({1: 3, 2: 5, 3: 7}))
    press(g, key("h", layout), "1", "2", "enter")
    assert press(g, "0", "enter") == [Vote(5, 0, ())]
    assert g.game.seats_rest() == (3, 4, 5, 6, 7, 8, 9, 10)
    g2 = KeyGrammar(at_vote({1: 3, 2: 5, 3: 7}))
    press(g2, key("h", layout), "1", "2", "enter")
    assert press(g2, key("h", layout), "enter") == [Vote(5, 0, ())]


def test_a_seat_that_cannot_vote_is_said_at_its_key_and_the_typing_stays() -> None:
    g = KeyGrammar(at_vote({1: 3, 2: 5, 3: 7}))
    press(g, "h", "1", "2", "enter")
    g.press("h")
    g.press("4")
    twice = g.press("2")  # 2 has voted in this show of hands already
    assert twice.error and twice.say == "voters_kept" and g.seats == [4]
    again = g.press("4")  # a seat typed twice
    assert again.error and g.seats == [4]
    assert press(g, "6", "enter") == [Vote(5, 2, (4, 6))]


def test_a_count_typed_as_before_still_works_and_the_last_is_not_asked() -> None:
    g = KeyGrammar(at_vote())
    assert press(g, "4", "enter") == [Vote(3, 4)]
    assert g.game.state.step.kind is not StepKind.VOTE


def test_the_lift_by_seats() -> None:
    game = at_vote()
    play(game, "hands 1 2 3 4 5; hands 6 7 8 9 10; n; n; hands 1 2 3 4 5; hands 6 7 8 9 10")
    assert game.state.step.kind is StepKind.LIFT_VOTE
    g = KeyGrammar(game)
    assert press(g, "h", "1", "2", "4", "6", "7", "9", "enter") == [LiftVote(6, (1, 2, 4, 6, 7, 9))]


def test_h_is_no_command_outside_a_vote() -> None:
    g = KeyGrammar(new_game())
    result = g.press("h")
    assert result.error and result.say == "not_now"


# --- on the screen ---------------------------------------------------------------------


async def start(app: MafiaApp, pilot: Pilot[None]) -> GameSession:
    session = app.store.create(at_vote())
    app.play(session)
    await pilot.pause()
    return session


def shown(app: MafiaApp, widget: str) -> str:
    return str(app.screen.query_one(widget).render())


@pytest.mark.parametrize(("layout", "size"), [("en", (80, 24)), ("ru", (120, 40))])
async def test_the_judge_votes_by_seats_on_the_screen(
    make_app: MakeApp, layout: str, size: tuple[int, int]
) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        session = await start(app, pilot)
        assert "Р По местам" in shown(app, "#footer")  # the footer shows the Russian letter
        await pilot.press(key("h", layout), "1", "2", "4")
        await pilot.pause()
        assert "Голосовали за 3: 1, 2, 4_" in shown(app, "#prompt")
        assert "голосов будет 3" in shown(app, "#prompt")
        await pilot.press("enter")
        await pilot.pause()
        prompt = shown(app, "#prompt")  # the confirmation, and the last candidate's question
        assert "За 3: 3 (1, 2, 4)" in prompt
        assert "кто не голосовал — за последнего: 3, 5, 6, 7, 8, 9, 10 (7)" in prompt
        assert "За 3: 3 (1, 2, 4)" in shown(app, "#log")
        await pilot.press("enter")
        await pilot.pause()
        assert "За 5: 7 (3, 5, 6, 7, 8, 9, 10)" in shown(app, "#log")
        assert session.game.state.days[0].rounds[0].hands == [(1, 2, 4), (3, 5, 6, 7, 8, 9, 10)]
        saved = app.store.load(session.game.id)  # on the disk at once, with the voters
        assert saved.state.days[0].rounds[0].hands == [(1, 2, 4), (3, 5, 6, 7, 8, 9, 10)]

"""A slot of the seating played twice (issue #36, found after items 3-4): new game → F4 →
«1 1» after round 1 at table 1 was finished → play it: nothing warned (a line at the foot of
the form, under a toast, and the same key again started anyway), and both games counted. The
form now asks: open the game played, play it again voiding the earlier one in one step, or
play it again keeping both (the table names the repeat); Esc goes back."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from mafia_tui.rules.voiding import void_of
from mafia_tui.storage.plan import TournamentPlan, data_dir_plan, write_plan
from mafia_tui.storage.store import GameStore
from mafia_tui.tournament.standings import compute
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.screens.game import GameScreen
from mafia_tui.ui.strings import Tr
from tests import autumn
from tests.ui.conftest import BellApp, MakeApp, notified, screen_as

PLAYED = "autumn-r1-t1"


def played_round_one(root: Path) -> None:
    """The cup's seating, and round 1 at table 1 finished."""
    plan = TournamentPlan(
        name=autumn.NAME, participants=tuple(autumn.PEOPLE), seating=autumn.PLAN_TUPLES
    )
    write_plan(data_dir_plan(root, autumn.NAME), plan)
    GameStore(root).write(autumn.finished("red", list(autumn.PLAN[0][0]), 1, 1, PLAYED))


async def fill_round_one(app: MafiaApp, pilot: Pilot[None]) -> None:
    """New game, F4, «1 1»: the form holds round 1 at table 1."""
    await pilot.press("n")
    await pilot.pause()
    await pilot.press(*autumn.NAME, "f4")
    await pilot.pause()
    await pilot.press(*"1 1", "enter")
    await pilot.pause()
    assert app.screen.query_one("#nick-1", Input).value == autumn.PLAN[0][0][0]


def slot_games(app: MafiaApp) -> list[str]:
    return sorted(r.id for r in app.store.listings(True) if r.tournament == autumn.NAME)


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_a_played_slot_is_said_at_f4_and_asked_at_the_start(
    make_app: MakeApp, lang: str
) -> None:
    app = make_app(lang)
    played_round_one(app.root)
    tr = Tr(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await fill_round_one(app, pilot)
        assert notified(app, tr("slot_hint", game=1, table=1, id=PLAYED))
        await pilot.press("f3")  # deal the roles and start
        await pilot.pause()
        assert app.screen.id == "slot"
        what = str(app.screen.query_one("#slot-what").render())
        assert PLAYED in what and tr("slot_title", game=1, table=1) in " ".join(
            str(w.render()) for w in app.screen.query("Static")
        )
        await pilot.press("escape")  # back to the form: nothing started, nothing written
        await pilot.pause()
        assert app.screen.id == "new-game"
        assert tr("slot_back") in str(app.screen.query_one("#form-error").render())
        await pilot.press("f3")  # asked again: the same key does not start it
        await pilot.pause()
        assert app.screen.id == "slot"
        await pilot.press("escape")
        await pilot.pause()
        for seat, role in enumerate("ККЧКШКЧКДК", 1):  # the roles typed, then F2
            app.screen.query_one(f"#role-{seat}", Input).value = role
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.id == "slot"
        await pilot.press("escape")
        await pilot.pause()
    assert slot_games(app) == [PLAYED]


async def test_replay_and_void_the_earlier_game_in_one_step(make_app: MakeApp) -> None:
    app = make_app()
    played_round_one(app.root)
    async with app.run_test(size=(80, 24)) as pilot:
        await fill_round_one(app, pilot)
        await pilot.press("f3", "2")
        await pilot.pause()
        assert app.screen.id == "void"
        reason = app.screen.query_one("#void-reason", Input).value
        assert reason == "Переиграна: игра № 1 стола 1 сыграна заново"
        await pilot.press("enter", *"Сидоров", "enter")  # the name, and it is done
        await pilot.pause()
        assert app.screen.id == "deal"
        await pilot.press("enter")
        await pilot.pause()
        new = screen_as(app, GameScreen).session.game
        assert (new.header.game_number, new.header.table) == (1, 1) and new.id != PLAYED
    old = app.store.load(PLAYED)
    assert void_of(old) is not None and void_of(old).by == "Сидоров"  # type: ignore[union-attr]
    assert app.settings.head_judge == "Сидоров"  # offered next time


async def test_a_refused_void_starts_nothing_and_keeps_the_game(make_app: MakeApp) -> None:
    app = make_app()
    played_round_one(app.root)
    async with app.run_test(size=(80, 24)) as pilot:
        await fill_round_one(app, pilot)
        await pilot.press("f3", "2")
        await pilot.pause()
        await pilot.press("enter", "enter")  # no head judge's name
        await pilot.pause()
        assert app.screen.id == "new-game"
        assert str(app.screen.query_one("#form-error").render())
    assert void_of(app.store.load(PLAYED)) is None and slot_games(app) == [PLAYED]


async def test_replay_keeping_both_and_the_table_names_the_slot(make_app: MakeApp) -> None:
    app = make_app()
    played_round_one(app.root)
    async with app.run_test(size=(80, 24)) as pilot:
        await fill_round_one(app, pilot)
        await pilot.press("f3", "3")
        await pilot.pause()
        assert app.screen.id == "deal"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
    assert void_of(app.store.load(PLAYED)) is None and len(slot_games(app)) == 2
    st = compute([app.store.load(i) for i in slot_games(app)])  # the new one, unfinished,
    assert st.repeats == []  # is no repeat yet: a slot counts twice once both are finished
    assert st.unfinished and st.unfinished[0].game_number == 1


async def test_open_the_game_played(make_app: MakeApp) -> None:
    app: BellApp = make_app()
    played_round_one(app.root)
    async with app.run_test(size=(80, 24)) as pilot:
        await fill_round_one(app, pilot)
        await pilot.press("f3", "1")
        await pilot.pause()
        assert screen_as(app, GameScreen).session.game.id == PLAYED
        assert not any(s.id == "new-game" for s in app.screen_stack)
    assert slot_games(app) == [PLAYED]


def test_a_voided_game_leaves_its_slot_free() -> None:
    from mafia_tui.rules.voiding import void
    from mafia_tui.session.slots import played_in_slot, slot_of
    from mafia_tui.storage import Listing

    g = autumn.finished("red", list(autumn.PLAN[0][0]), 1, 1, PLAYED)
    slot = slot_of(autumn.NAME.upper(), "qualifying", 1, 1)  # the name in any case
    assert [r.id for r in played_in_slot([Listing.of(g)], slot)] == [PLAYED]
    g.after = void(g, "тест", "Сидоров", "2026-10-01T20:00:00+03:00")
    assert played_in_slot([Listing.of(g)], slot) == []
    assert slot_of(autumn.NAME, "qualifying", 0, 1) is None
    assert compute([g]).repeats == []

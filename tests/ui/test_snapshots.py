"""SVG snapshots of the main states at 80×24 (the smallest screen a judge may have), 120×40 and
200×50 (where the timer's digits grow).

Update after a deliberate change: ``pytest tests/ui/test_snapshots.py --snapshot-update``.
"""

from collections.abc import Callable

import pytest
from textual.pilot import Pilot

from mafia_tui.ui.app import MafiaApp
from tests.conftest import new_game
from tests.ui.conftest import MakeApp, RunBefore

SIZES = [(80, 24), (120, 40), (200, 50)]
IDS = ["80x24", "120x40", "200x50"]


def shot(
    make_app: MakeApp, script: str, keys: tuple[str, ...] = (), lang: str = "ru"
) -> tuple[MafiaApp, RunBefore]:
    app = make_app(lang)

    async def run_before(pilot: Pilot[None]) -> None:
        session = app.store.create(new_game(script))
        app.play(session)
        await pilot.pause()
        if keys:
            await pilot.press(*keys)
        await pilot.pause()

    return app, run_before


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_snapshot_day_speech(
    make_app: MakeApp, snap_compare: Callable[..., bool], size: tuple[int, int]
) -> None:
    app, run_before = shot(make_app, "nom 8; n; foul 3; foul 3; foul 3; n", keys=("f", "5"))
    assert snap_compare(app, run_before=run_before, terminal_size=size)


@pytest.mark.parametrize("size", SIZES[:2], ids=IDS[:2])
def test_snapshot_decided_vote(
    make_app: MakeApp, snap_compare: Callable[..., bool], size: tuple[int, int]
) -> None:
    app, run_before = shot(make_app, "nom 8; n; nom 2; n; nom 5; n*8", keys=("6", "enter"))
    assert snap_compare(app, run_before=run_before, terminal_size=size)


def test_snapshot_lift_vote(make_app: MakeApp, snap_compare: Callable[..., bool]) -> None:
    app, run_before = shot(make_app, "nom 4; n; nom 5; n*9; vote 5; n; n; vote 5")
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


def test_snapshot_sheriff_check_answer(
    make_app: MakeApp, snap_compare: Callable[..., bool]
) -> None:
    app, run_before = shot(make_app, "n*10; shot 1; don 3", keys=("8",))
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


@pytest.mark.parametrize("size", [(80, 24), (100, 32)], ids=["80x24", "100x32"])
def test_snapshot_end_of_game(
    make_app: MakeApp, snap_compare: Callable[..., bool], size: tuple[int, int]
) -> None:
    app, run_before = shot(make_app, "dq 2 6.7.4; dq 6 6.7.4", keys=("d", "8", "4", "enter"))
    assert snap_compare(app, run_before=run_before, terminal_size=size)


def test_snapshot_question_before_a_team_defeat(
    make_app: MakeApp, snap_compare: Callable[..., bool]
) -> None:
    """At the smallest screen the ruling, the result it gives and both keys are all shown."""
    app, run_before = shot(make_app, "nom 8; n", keys=("x", "6", "1"))
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


def test_snapshot_english(make_app: MakeApp, snap_compare: Callable[..., bool]) -> None:
    app, run_before = shot(make_app, "nom 8; n", keys=("t",), lang="en")
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


def test_snapshot_help_of_the_game_screen(
    make_app: MakeApp, snap_compare: Callable[..., bool]
) -> None:
    app, run_before = shot(make_app, "nom 8; n", keys=("f1",))
    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))


@pytest.mark.parametrize("size", SIZES[:2], ids=IDS[:2])
def test_snapshot_standings_with_a_lot_needed(
    make_app: MakeApp, snap_compare: Callable[..., bool], size: tuple[int, int]
) -> None:
    """The tournament table: the lot flag (8.8.5), the legend and rounding rule under it, and
    at 80 columns the line naming the columns out of view."""
    from tests.ui.test_standings_screen import TIES

    app = make_app()
    for f in TIES:
        app.store.import_file(f)

    async def run_before(pilot: Pilot[None]) -> None:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()

    assert snap_compare(app, run_before=run_before, terminal_size=size)


@pytest.mark.parametrize(("lang", "keys"), [("ru", ("enter",)), ("en", ("p",))])
def test_snapshot_table_under_a_scoring_and_statistics(
    make_app: MakeApp, snap_compare: Callable[..., bool], lang: str, keys: tuple[str, ...]
) -> None:
    """80×24: the example cup under ФИИМ version 7 of mafiaratings (the groups, the notes
    under it), then a player's games as it counted them (ru) or his statistics (en)."""
    from textual.widgets import OptionList

    from tests.ui.test_standings_screen import EX

    app = make_app(lang)
    for f in sorted(EX.glob("cup-*.json")):
        app.store.import_file(f)

    async def run_before(pilot: Pilot[None]) -> None:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        menu = app.screen.query_one(OptionList)
        menu.highlighted = menu.get_option_index("19v7")
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press(*keys)
        await app.workers.wait_for_complete()
        await pilot.pause()

    assert snap_compare(app, run_before=run_before, terminal_size=(80, 24))

"""The garbage collector waits for the judge to pause (ui/memory.py): a full collection is
never started in the middle of a burst of keys, and nothing it should free is kept."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from mafia_tui.ui.memory import IDLE_SECONDS, LONGEST_WAIT, Collector
from tests.conftest import new_game
from tests.ui.conftest import FakeClock, MakeApp


class Node:
    """An object in a reference cycle: only the collector can free it."""

    def __init__(self) -> None:
        self.me = self


class MovedCollector(Collector):
    """The collector and the clock it reads, which the test moves: ``now[0]``."""

    now: list[float]


@pytest.fixture
def collector() -> Iterator[MovedCollector]:
    now = [100.0]
    was_enabled = gc.isenabled()
    c = MovedCollector(lambda: now[0])
    c.now = now  # the test moves the clock
    c.settle()
    yield c
    gc.unfreeze()
    if not was_enabled:
        gc.disable()


def garbage_cycle() -> weakref.ref[Node]:
    return weakref.ref(Node())


def test_a_cycle_frozen_by_a_key_is_freed_once_the_judge_pauses(collector: MovedCollector) -> None:
    ref = garbage_cycle()
    collector.input()  # a key: what came before is frozen, the cycle with it
    gc.collect()
    assert ref() is not None  # frozen: no collection looks at it while keys come
    collector.now[0] += IDLE_SECONDS / 2
    assert collector.tick() is False and ref() is not None  # still typing
    collector.now[0] += IDLE_SECONDS
    assert collector.tick() is True and ref() is None  # paused: freed
    collector.now[0] += LONGEST_WAIT
    assert collector.tick() is False  # no input since: nothing to do


def test_a_judge_who_never_pauses_still_gets_a_collection(collector: MovedCollector) -> None:
    ref = garbage_cycle()
    ran = []
    for _ in range(int(LONGEST_WAIT / 0.5) + 2):
        collector.input()
        collector.now[0] += 0.5
        ran.append(collector.tick())
    assert ran.count(True) == 1 and ref() is None


async def test_keys_reach_the_collector(make_app: MakeApp, clock: FakeClock) -> None:
    """The app's collector reads the app's clock, so only the test says when the judge has
    paused: on the real clock a loaded machine made the key's handling last past
    ``IDLE_SECONDS``, the interval's collection ran first and cleared what the key had set."""
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        app.collector.pending = False
        await pilot.press("n")
        assert app.collector.pending
        assert app.collector.tick() is False  # no pause on the app's clock yet
        clock.advance(IDLE_SECONDS)
        assert app.collector.tick() is True and not app.collector.pending
    gc.unfreeze()


def test_with_a_game_open_only_what_is_not_frozen_is_collected(
    collector: MovedCollector,
) -> None:
    frozen = garbage_cycle()
    collector.input()  # freezes it
    fresh = garbage_cycle()  # made after the key: not frozen
    collector.now[0] += IDLE_SECONDS
    assert collector.tick(whole=False) is True
    assert fresh() is None and frozen() is not None  # the frozen walk waits
    collector.input()
    collector.now[0] += IDLE_SECONDS
    assert collector.tick() is True and frozen() is None  # the whole one frees it


async def test_the_app_walks_the_frozen_only_once_the_game_is_left(
    make_app: MakeApp, clock: FakeClock
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        app.play(app.store.create(new_game()))
        await pilot.pause()
        ref = garbage_cycle()
        await pilot.press("f", "3")  # a key freezes what is there, the cycle with it
        clock.advance(IDLE_SECONDS)
        assert app.collect() is True and ref() is not None  # the game is open
        app.leave_game()
        await pilot.pause()
        app.collector.input()
        clock.advance(IDLE_SECONDS)
        assert app.collect() is True and ref() is None
    gc.unfreeze()

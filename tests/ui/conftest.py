"""UI test fixtures: a temporary data dir, a fake clock, the app."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from time import monotonic, process_time
from typing import Any, Protocol, TypeVar

import pytest
import textual._wait
import textual.app
import textual.pilot
import textual.screen
from textual._context import active_app
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import DataTable

from mafia_tui.ui.app import MafiaApp

SAMPLE = 0.005
"""Seconds of one sample of the process's CPU clock while a key settles."""
IDLE_CPU = 0.00025
"""A sample with less CPU than this, and nothing else ready to run, is idle."""
FRAME = 0.002
"""Seconds between two screen updates under test (Textual's 1/60 s at a real terminal): a
frame asked for is drawn before the next sample ends."""
SOON = 0.025
WORKER_WAIT = 0.3
"""Seconds a settling key waits for the app's running workers (a longer one, as a seating's
search, runs on while the keys go on)."""
"""A timer due within this many seconds is waited for: a frame (Textual refreshes the screen
on a timer, and ``call_after_refresh`` runs after it), a short debounce."""


def _busy(loop: asyncio.AbstractEventLoop, elapsed: float) -> bool:
    """Whether the loop has a callback ready, or a timer due within :data:`SOON`, or (for the
    first :data:`WORKER_WAIT` seconds) one of the app's workers still runs: a table computed
    in a thread may wait on the disk, which no CPU clock shows."""
    if getattr(loop, "_ready", ()):
        return True
    app = active_app.get(None)
    if app is not None and elapsed < WORKER_WAIT and any(w.is_running for w in app.workers):
        return True
    if app is not None and _tables_unsized(app):
        return True
    soon = loop.time() + SOON
    return any(h.when() < soon and not h.cancelled() for h in getattr(loop, "_scheduled", ()))


def _tables_unsized(app: App[Any]) -> bool:
    """Whether a table on the screen has rows or cells it has not measured yet: Textual's
    DataTable sizes its columns on its own Idle event, after the sample that looked idle, so a
    loaded machine read a nickname cut at the column's old width ("Дон Ко", CI of
    2026-12-08). The flags are Textual's own, read only."""
    try:
        tables = app.screen.query(DataTable)
    except Exception:  # no screen yet, or the app is closing
        return False
    return any(t._require_update_dimensions or t._updated_cells for t in tables)


async def _settle(min_sleep: float = SAMPLE, max_sleep: float = 1) -> None:
    """Wait until the app is idle: :func:`textual._wait.wait_for_idle` with 5 ms samples in
    place of 20 ms; a sample counts as idle only when the event loop has nothing ready and no
    timer due soon, so neither a process the machine did not schedule during a sample (a
    loaded CI machine) nor a frame about to be drawn is taken for an idle app."""
    loop = asyncio.get_running_loop()
    start = monotonic()
    while True:
        cpu = process_time()
        await asyncio.sleep(SAMPLE)
        elapsed = monotonic() - start
        if elapsed >= max_sleep:
            return
        if elapsed > min_sleep and process_time() - cpu < IDLE_CPU and not _busy(loop, elapsed):
            return


@pytest.fixture(autouse=True)
def _quick_idle(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot settles each key by sampling the process's CPU clock until a sample shows it
    idle (``textual._wait``: 20 ms samples, twice a key). :func:`_settle`'s 5 ms samples tell
    idle from busy as well and make a typed form about three times quicker in wall time (the
    suite: 258 s to some 160 s on 2 cores). A test marked ``textual_idle`` keeps Textual's
    own: it counts on the app's timers (a save's coalescing, the first frame's sweep) firing
    while a key settles."""
    if request.node.get_closest_marker("textual_idle") is None:
        for module in (textual._wait, textual.pilot, textual.app):
            monkeypatch.setattr(module, "wait_for_idle", _settle)
        monkeypatch.setattr(textual.screen, "UPDATE_PERIOD", FRAME)


S = TypeVar("S", bound=Screen[Any])

RunBefore = Callable[[Pilot[None]], Awaitable[None]]
"""What ``snap_compare`` runs in the app before it takes its picture."""


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class BellApp(MafiaApp):
    """The app whose bell is counted, not sounded: ``bells`` holds the fake clock's time of
    each ring, so a test can say whether (and when) the judge was rung."""

    def __init__(self, *, clock: FakeClock, data_dir: Path, lang: str) -> None:
        super().__init__(
            data_dir=data_dir,
            lang=lang,
            clock=clock,
            wallclock=lambda: "2026-12-03T19:00:00+03:00",
        )
        self.fake_clock = clock
        self.bells: list[float] = []
        self.toasts: list[str] = []
        """Every toast's message, in order, as the app was asked to show it: Textual drops a
        toast from ``_notifications`` when its seconds are up, which a loaded machine can
        spend before the test looks (see :func:`notified`)."""

    def bell(self) -> None:
        self.bells.append(self.fake_clock.now)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: Any = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        self.toasts.append(message)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)


class MakeApp(Protocol):
    """The ``make_app`` fixture: a new app in the test's data dir, in ``lang``."""

    def __call__(self, lang: str = "ru") -> BellApp: ...


def screen_as(app: App[Any], kind: type[S]) -> S:
    """The app's current screen, checked to be a ``kind``: Textual types ``app.screen`` as any
    screen, and a test that reaches into one says which it expects (and fails if it is not)."""
    screen = app.screen
    assert isinstance(screen, kind), f"{screen!r} is no {kind.__name__}"
    return screen


async def until(pilot: Pilot[Any], happened: Callable[[], bool], what: str) -> None:
    """Wait for an event, not the clock: let the app work, one pause at a time, until
    ``happened()`` holds. A key's consequence may be several messages away (the key, the
    screen's binding, the toast's message to the app), and one ``pilot.pause()`` waits for
    the CPU to look idle, which a loaded machine fakes; so a test that checks at once passes
    alone and fails under load. The bound is on the pauses, not on seconds, and only stops a
    test that would otherwise wait for ever."""
    for _ in range(UNTIL_PAUSES):
        if happened():
            return
        await pilot.pause()
    assert happened(), f"never happened: {what}"


UNTIL_PAUSES = 200
"""Pauses :func:`until` lets pass before it calls the event missing (each drains every
message queued when it began; a key's consequences take a handful)."""


def notified(app: BellApp, text: str) -> bool:
    """The app was asked for a toast holding ``text`` (shown, or shown and gone)."""
    return any(text in toast for toast in app.toasts)


def focused_id(app: App[Any]) -> str | None:
    """The id of the widget that has the focus on the app's screen (None: nothing has it)."""
    focused = app.screen.focused
    return focused.id if focused is not None else None


@pytest.fixture
def clock() -> FakeClock:

    return FakeClock()


@pytest.fixture
def make_app(tmp_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> MakeApp:
    monkeypatch.delenv("MAFIA_TUI_DATA_DIR", raising=False)

    def make(lang: str = "ru") -> BellApp:
        return BellApp(clock=clock, data_dir=tmp_path / "data", lang=lang)

    return make

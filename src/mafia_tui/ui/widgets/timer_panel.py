"""The speech timer panel: big digits and a caption drawn from a :class:`SpeechTimer`.

It only redraws (five times a second) and reports crossings: ten seconds left and time up are
two different signals, both visible from across the table (the whole panel changes colour;
time up also blinks and rings the bell, which nothing else rings).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message

from ...rules.timer import Countdown
from ..timing import SpeechTimer
from .clock import BigClock
from .panels import TextLine

FLASHES = 6
"""Blinks at time up (half a second each)."""


class TimerPanel(Vertical):
    """Digits plus a caption; posts :class:`TimerPanel.Signal` at the warning and at zero."""

    class Signal(Message):
        """The countdown crossed ``event`` ("warning" or "zero")."""

        def __init__(self, event: str) -> None:
            super().__init__()
            self.event = event

    def __init__(self, timer: SpeechTimer, caption: Callable[[], str]) -> None:
        super().__init__(id="timer")
        self.timer = timer
        self._caption = caption
        self._flashes = 0
        self._clock = BigClock()
        self._caption_line = TextLine("timer-caption")

    @property
    def countdown(self) -> Countdown:
        """The countdown shown."""
        return self.timer.countdown

    def compose(self) -> ComposeResult:
        yield self._clock
        yield self._caption_line

    def on_mount(self) -> None:
        self.set_interval(0.2, self.redraw)

    def redraw(self) -> None:
        """Show the time; report crossings; set the state classes."""
        cd = self.timer.countdown
        active = self.timer.active
        for event in cd.poll() if active else ():
            self.post_message(self.Signal(event))
        left = cd.remaining
        self.set_class(not active, "-none")
        self.set_class(active and cd.length > cd.warn_at and 0 < left <= cd.warn_at, "-warning")
        self.set_class(active and left <= 0, "-overtime")
        self.set_class(active and cd.running, "-running")
        self._clock.set_content(cd.label() if active else "")
        self._caption_line.show(Text(self._caption()))

    def flash(self) -> None:
        """Time is up: blink the panel for a few seconds."""
        self._flashes = FLASHES
        self._blink()

    def _blink(self) -> None:
        if self._flashes <= 0:
            self.remove_class("-flash")
            return
        self._flashes -= 1
        self.toggle_class("-flash")
        self.set_timer(0.5, self._blink)

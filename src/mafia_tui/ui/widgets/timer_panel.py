"""The speech timer: large digits drawn from a :class:`Countdown`; it only redraws."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Digits, Static

from ...rules.timer import Clock, Countdown


class TimerPanel(Vertical):
    """Digits plus a caption; posts :class:`TimerPanel.Signal` at the warning and at zero."""

    class Signal(Message):
        """The countdown crossed ``event`` ("warning" or "zero")."""

        def __init__(self, event: str) -> None:
            super().__init__()
            self.event = event

    def __init__(self, clock: Clock, warn: float, caption: Callable[[Countdown], str]) -> None:
        super().__init__(id="timer")
        self.countdown = Countdown(0, clock, warn)
        self._caption = caption

    def compose(self) -> ComposeResult:
        yield Digits("0:00", id="digits")
        yield Static("", id="timer-caption")

    def on_mount(self) -> None:
        self.set_interval(0.2, self.redraw)

    def redraw(self) -> None:
        """Show the time; report crossings; style warning and overtime."""
        cd = self.countdown
        for event in cd.poll():
            self.post_message(self.Signal(event))
        left = cd.remaining
        self.set_class(cd.length > 0 and 0 <= left <= cd.warn_at, "-warning")
        self.set_class(left < 0, "-overtime")
        self.set_class(cd.running, "-running")
        self.query_one("#digits", Digits).update(cd.label())
        self.query_one("#timer-caption", Static).update(self._caption(cd))

    def flash(self) -> None:
        """A visual signal at zero (the bell is the app's)."""
        self.add_class("-flash")
        self.set_timer(0.8, lambda: self.remove_class("-flash"))

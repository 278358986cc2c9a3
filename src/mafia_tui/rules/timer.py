"""The speech timer as a model: a deadline over an injected monotonic clock.

It never counts ticks (Textual drops late ones); a widget only redraws what this says. Crossing
the warning threshold and zero are reported once each by :meth:`Countdown.poll`.
"""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]


class Countdown:
    """A countdown that can pause, resume, take extra time and run into overtime."""

    def __init__(self, seconds: float = 0, clock: Clock = time.monotonic, warn: float = 10):
        self._clock = clock
        self.warn_at = warn
        self.reset(seconds)

    def reset(self, seconds: float) -> None:
        """Stop and set a new length (a new speech)."""
        self.length = float(seconds)
        self._left = float(seconds)
        self._deadline: float | None = None
        self._warned = seconds <= self.warn_at
        self._rang = seconds <= 0

    @property
    def running(self) -> bool:
        """Counting down now."""
        return self._deadline is not None

    @property
    def remaining(self) -> float:
        """Seconds left; negative in overtime."""
        if self._deadline is None:
            return self._left
        return self._deadline - self._clock()

    @property
    def overtime(self) -> float:
        """Seconds past zero (0 before)."""
        return max(0.0, -self.remaining)

    def start(self) -> None:
        """Start or resume (no effect while running or for a zero-length speech)."""
        if self._deadline is None and self.length > 0:
            self._deadline = self._clock() + self._left

    resume = start

    def pause(self) -> None:
        """Freeze the remaining time."""
        if self._deadline is not None:
            self._left = self._deadline - self._clock()
            self._deadline = None

    def toggle(self) -> None:
        """Space: start or pause."""
        if self.running:
            self.pause()
        else:
            self.start()

    def add(self, seconds: float) -> None:
        """Give extra time (may re-arm the warning and the signal)."""
        if self._deadline is not None:
            self._deadline += seconds
        else:
            self._left += seconds
        self.length = max(self.length, 0) + seconds
        left = self.remaining
        if left > self.warn_at:
            self._warned = False
        if left > 0:
            self._rang = False

    def poll(self) -> list[str]:
        """Events since the last poll: "warning" (threshold crossed) and "zero"."""
        left = self.remaining
        events = []
        if not self._warned and left <= self.warn_at:
            self._warned = True
            events.append("warning")
        if not self._rang and left <= 0:
            self._rang = True
            events.append("zero")
        return events

    def label(self) -> str:
        """ "1:00", "0:07", or "+0:05" in overtime."""
        left = self.remaining
        if left < 0:
            whole = int(-left)
            return f"+{whole // 60}:{whole % 60:02d}"
        whole = int(left + 0.999)  # 59.2 s left shows as 1:00 until a full second has gone
        return f"{whole // 60}:{whole % 60:02d}"

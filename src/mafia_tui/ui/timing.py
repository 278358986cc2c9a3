"""The speech timer of the game screen, as the judge expects it to behave. No Textual here.

- Every step with a timer (an agreement, a speech, a last word, a tie speech, a check...) is
  treated the same way: reached by any action, it starts by itself when auto-start is on.
- Undo of the action that moved on gives back the time the step had, as if the key had never
  been pressed (a running timer keeps running: the speaker went on talking).
- Plus and minus time; minus never goes below zero (zero is "time is up").
- Steps without a timer (votes, the shot) have none: nothing to show, nothing to start.
"""

from __future__ import annotations

from ..rules import Step
from ..rules.timer import Clock, Countdown
from ..rules.values import frozen


@frozen
class Snapshot:
    """The timer just before an action was applied."""

    step: Step
    remaining: float
    running: bool
    at: float
    """The clock when it was taken."""


class SpeechTimer:
    """A :class:`Countdown` following the game's steps."""

    def __init__(self, clock: Clock, warn: float, auto_start: bool) -> None:
        self.clock = clock
        self.countdown = Countdown(0, clock, warn)
        self.auto_start = auto_start
        self.step: Step | None = None
        self._snapshots: dict[int, Snapshot] = {}
        """Log length before an action -> the timer then (for undo)."""

    @property
    def active(self) -> bool:
        """This step has a timer."""
        return self.step is not None and self.step.seconds > 0

    def show(self, step: Step, remaining: float | None = None, start: bool = False) -> None:
        """Set the timer for ``step`` (a game opened, or a new game): its full length, or the
        ``remaining`` seconds saved for a resume; paused unless ``start``."""
        self.step = step
        cd = self.countdown
        cd.reset(step.seconds)
        if remaining is not None and step.seconds > 0:
            self._set_remaining(remaining)
        if start and step.seconds > 0:
            cd.start()

    def before(self, log_length: int) -> None:
        """Remember the timer before the action that will make the log ``log_length + 1``."""
        if self.step is not None:
            cd = self.countdown
            self._snapshots[log_length] = Snapshot(
                self.step, cd.remaining, cd.running, self.clock()
            )

    def after(self, step: Step) -> bool:
        """An action was applied: a new step starts its timer (auto-start); the same step keeps
        it running. Returns True when the step changed."""
        if step == self.step:
            return False
        self.show(step, start=self.auto_start)
        return True

    def undone(self, log_length: int, step: Step) -> bool:
        """The action that made the log longer than ``log_length`` was undone. Returns True
        when the time the step had was given back (never for a step without a timer: a vote
        has no time to give back)."""
        snap = self._snapshots.pop(log_length, None)
        for key in [k for k in self._snapshots if k > log_length]:
            del self._snapshots[key]
        if step == self.step:
            return False
        if snap is None or snap.step != step:
            self.show(step)
            return False
        self.step = step
        cd = self.countdown
        cd.reset(step.seconds)
        if snap.running:
            self._set_remaining(snap.remaining - (self.clock() - snap.at))
            cd.start()
        else:
            self._set_remaining(snap.remaining)
        return step.seconds > 0

    def toggle(self) -> None:
        """Space: start or pause."""
        self.countdown.toggle()

    def add(self, seconds: float) -> None:
        """More time (or less, never below zero)."""
        cd = self.countdown
        if seconds < 0:
            seconds = -min(-seconds, max(0.0, cd.remaining))
        if seconds:
            cd.add(seconds)

    def restart(self) -> None:
        """The step's full length again, paused."""
        if self.step is not None:
            self.show(self.step)

    def _set_remaining(self, seconds: float) -> None:
        cd = self.countdown
        cd.add(seconds - cd.remaining)

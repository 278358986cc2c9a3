"""When the garbage collector may look at everything: when the judge pauses, never mid-key.

A full collection walks every object the collector tracks; with a game open that took 15-28 ms
and, started by the interpreter whenever enough objects had piled up, it landed in a key press
(the worst two of 200 keys in the benchmark). So:

- at the first frame everything loaded so far is frozen (``gc.freeze``): the collector skips it
  from then on, and reference counting still frees it;
- each key or mouse event freezes what the one before made, so a collection the interpreter
  starts in a burst of keys walks only what is new;
- once the judge has paused (no input for :data:`IDLE_SECONDS`), or at the latest every
  :data:`LONGEST_WAIT` seconds, what is not frozen is collected; and where no game is open (the
  menu, the lists), everything is unfrozen, collected once and frozen again: a cycle that
  became garbage after it was frozen (a closed screen) is freed then, never kept for good.

While a game is open no collection walks the frozen objects: the whole walk took 30 ms with a
game of 1,000 actions open on a loaded machine, and up to 380 ms after a long session, and it
could land on a key (a pause that ends as the collection starts, or the 60 s one in a burst).
What a game leaves frozen as garbage (a closed help screen, a modal) waits until the judge
leaves the game, a key away; bench/gc_pause.py measures both policies in one run.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable

IDLE_SECONDS = 1.5
"""No key or mouse for this long counts as a pause."""

LONGEST_WAIT = 60.0
"""A full collection comes at the latest this long after the last, pause or not."""


class Collector:
    """The garbage-collection policy of the judge's app (see the module's docstring)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.last_input = clock()
        self.last_full = clock()
        self.pending = False
        """Input came since the last full collection."""

    def settle(self) -> None:
        """After the first frame: the collector on, everything loaded so far frozen."""
        gc.enable()
        gc.freeze()

    def input(self) -> None:
        """A key or mouse event arrived: freeze what the last one made (a constant-time
        splice of the collector's lists)."""
        self.last_input = self.clock()
        self.pending = True
        if gc.isenabled():
            gc.freeze()

    def tick(self, whole: bool = True) -> bool:
        """Called every second or so: after some input, one collection once the judge has
        paused, or once the last one is :data:`LONGEST_WAIT` old. ``whole``: of everything
        (unfrozen first); else of what is not frozen only (a game is open: well under a frame).
        Returns whether it ran."""
        now = self.clock()
        if not self.pending or not gc.isenabled():
            return False
        if now - self.last_input < IDLE_SECONDS and now - self.last_full < LONGEST_WAIT:
            return False
        if whole:
            gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.pending = False
        self.last_full = now
        return True

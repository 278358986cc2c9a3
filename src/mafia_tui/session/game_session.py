"""A game open for judging: every change is on disk before it is shown.

If the disk refuses (full, read-only, the data dir deleted), the change stays in memory,
``unsaved`` is set, and every later change or :meth:`GameSession.retry` tries again; the judge
can also write a copy to another folder (:meth:`GameSession.save_copy`) before leaving.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..storage.atomic import atomic_write_bytes
from ..storage.lock import GameLock
from ..storage.notices import Notice
from ..storage.store import GameStore

if TYPE_CHECKING:
    from ..rules import Action, AfterGame, Game

TimerHook = Callable[[], "tuple[float, bool] | None"] | None
"""Asked once the action is in memory, before it is written: the speech timer of the new step
(seconds left, running), or None to keep the saved one as the action left it."""


class GameSession:
    """One game being judged, holding its writer's lock until :meth:`close`."""

    def __init__(
        self,
        store: GameStore,
        game: Game,
        lock: GameLock,
        extras: dict[str, Any] | None = None,
        warning: Notice | None = None,
    ) -> None:
        self.store = store
        self.game = game
        self._lock = lock
        self.unsaved = False
        """True while the last change is only in memory."""
        self.pending = 0
        """How many changes the disk has not taken yet (0 when saved)."""
        self.error: OSError | None = None
        self.extras: dict[str, Any] = dict(extras or {})
        """Storage's own blocks of the file (``resume``, ``archived``, ``reveal``), written back
        each save."""
        self.warning = warning
        """Said once when the game opens (e.g. the filesystem cannot lock)."""
        self.now: Callable[[], str] = lambda: (
            datetime.now().astimezone().isoformat(timespec="seconds")
        )
        """The wall-clock stamp put on each action (replaceable in tests)."""
        self.wall: Callable[[], float] = time.time
        """Wall-clock seconds stamped on the saved timer, so the players' display (another
        process) counts down from the same deadline (replaceable in tests)."""

    @property
    def resume(self) -> dict[str, Any]:
        """The saved timer block (empty when none)."""
        value = self.extras.get("resume")
        return value if isinstance(value, dict) else {}

    def apply(self, action: Action, ts: str | None = None, timer: TimerHook = None) -> bool:
        """Apply ``action`` stamped with the wall-clock time, then save.

        Args:
            timer: asked after the action, before the write, for the speech timer of the new
                step (seconds left, running) or None: a key that moves to a new speech is
                then one write and one fsync, the action and the timer together.

        Returns:
            True when saved; False when kept in memory only (see ``error``).

        Raises:
            RuleError: the action is not legal; nothing changed, nothing written.
        """
        stamp = ts or self.now()
        before = (self.game.state.step, self.game.length)
        self.game.apply(replace(action, ts=stamp))
        self._log_moved(*before)
        self._keep_timer(timer)
        return self._changed()

    def undo(self, timer: TimerHook = None) -> Action:
        """Undo the last action, then save (with ``timer`` as in :meth:`apply`); returns it
        (``unsaved`` tells if the save failed).

        Raises:
            RuleError: ``nothing_to_undo``.
        """
        before = (self.game.state.step, self.game.length)
        action = self.game.undo()
        self._log_moved(*before)
        self._keep_timer(timer)
        self._changed()
        return action

    def _keep_timer(self, timer: TimerHook) -> None:
        kept = timer() if timer is not None else None
        if kept is not None:
            self._set_timer(*kept)

    def _log_moved(self, step: object, count: int) -> None:
        """The log changed: a timer whose step goes on (a foul or a nomination in a speech)
        is carried to the new length, so the players' display keeps counting; any other is
        dropped. A result shown to the players is hidden again."""
        resume = self.resume
        if resume.get("actions") == count and self.game.state.step == step:
            self.extras["resume"] = {**resume, "actions": self.game.length}
        else:
            self.extras.pop("resume", None)
        self.extras.pop("reveal", None)

    def _changed(self) -> bool:
        self.pending += 1
        return self.save()

    def save(self) -> bool:
        """Write the game now; remember a failure instead of raising it."""
        try:
            self.store.write(self.game, self.extras)
        except OSError as exc:
            self.unsaved, self.error = True, exc
            self.pending = max(self.pending, 1)
            return False
        self.unsaved, self.error, self.pending = False, None, 0
        return True

    retry = save

    def save_copy(self, folder: str | Path) -> Path:
        """Write the game, as it is in memory, to another folder the judge names (a USB
        stick when the data dir's disk has failed). The file is a normal game file that
        ``import`` brings back.

        Raises:
            OSError: that folder refused too.
        """
        from ..rules import game_to_json

        target = Path(folder).expanduser()
        if target.is_dir() or not target.suffix:
            target.mkdir(parents=True, exist_ok=True)
            target = target / f"{self.game.id}.json"
        atomic_write_bytes(target, game_to_json(self.game))
        return target

    def rename(self, seat: int, nick: str) -> bool:
        """Correct a nickname, then save (RuleError for a bad or repeated one); the seat's
        platform ids become the new name's on the roster (session/player_ids.py)."""
        from .player_ids import roster_ids_of

        self.game.rename(seat, nick, roster_ids_of(self.store.root, nick))
        return self._changed()

    def set_after(self, after: AfterGame) -> list[str]:
        """Replace the after-game data once it passes 8.4/8.5, then save (``unsaved`` tells
        whether the disk took it).

        Returns:
            Seats whose extra points need the head judge (8.4.3).

        Raises:
            RuleError: a limit is broken; nothing changes.
        """
        from ..rules import check

        flags = check(self.game.state, self.game.profile, after)
        self.game.after = after
        self._changed()
        return flags

    def save_timer(self, remaining: float, running: bool = False) -> bool:
        """Keep the speech timer for a resume after a crash and for the players' display:
        the seconds left, whether it runs, and the wall-clock moment of the save (``at``; a
        running timer's deadline is ``at + remaining``). Called whenever the timer changes."""
        self._set_timer(remaining, running)
        return self.save()

    def _set_timer(self, remaining: float, running: bool = False) -> None:
        self.extras["resume"] = {
            "actions": self.game.length,
            "remaining": round(remaining, 1),
            "running": bool(running),
            "at": round(self.wall(), 3),
        }

    def timer_was_running(self) -> bool:
        """The saved timer of the current step was running: the app stopped mid-speech (a
        crash, a killed process), so the time since its last save counted on the players'
        display and counts here too (:meth:`timer_remaining`)."""
        resume = self.resume
        return resume.get("actions") == len(self.game.log) and resume.get("running") is True

    def timer_remaining(self) -> float | None:
        """The remaining seconds saved for the current step, if any. A timer saved running
        (the app died during a speech) resumes where the players' display froze, not at the
        last save (:func:`.public_view.running_remaining`)."""
        if self.resume.get("actions") == self.game.length:
            value = self.resume.get("remaining")
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                at = self.resume.get("at")
                if self.resume.get("running") is True and isinstance(at, (int, float)):
                    if not isinstance(at, bool):
                        # Only here: the players' display's module is 3 ms of a resume.
                        from .public_view import running_remaining

                        return running_remaining(float(value), float(at), self.wall())[0]
                return float(value)
        return None

    @property
    def revealed(self) -> bool:
        """The judge let the players' display show the result and the roles."""
        return self.extras.get("reveal") is True

    def set_reveal(self, reveal: bool) -> bool:
        """Show the result and the roles on the players' display (only once the game is over)
        or hide them again, then save (``unsaved`` tells whether the disk took it).

        Returns:
            Whether they are shown now (False for a game still going on: nothing changes).
        """
        if reveal and not self.game.state.over:
            return False
        if reveal == self.revealed:
            return reveal
        if reveal:
            self.extras["reveal"] = True
        else:
            self.extras.pop("reveal", None)
        self._changed()
        return reveal

    def close(self) -> None:
        """Release the game for other apps (safe to call twice)."""
        self._lock.release()

"""Two versions of one game (a sync tool's conflict copy): compare them and keep one.

The other version is never deleted: it goes to quarantine with a note.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...rules.errors import RuleError
from ...session import GameFileError, LockedError, os_error_text, read_game_path
from ..commands import bindings
from .base import Keyed


class ConflictScreen(Keyed, Screen[None]):
    """1 keeps the version in the games folder, 2 keeps the sync tool's copy; Esc goes back."""

    SCREEN_KEY = "conflict"
    BINDINGS = bindings("conflict")
    DEFAULT_CSS = """
    ConflictScreen Horizontal { height: auto; }
    ConflictScreen .version { width: 1fr; padding: 0 1; }
    """

    def __init__(self, game_id: str, copy: Path, label: str = "") -> None:
        super().__init__(id="conflict")
        self.game_id, self.copy, self.label = game_id, copy, label or game_id

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static(id="conflict-title", classes="title", markup=False)
            with Horizontal():
                yield Static(id="version-1", markup=False, classes="version")
                yield Static(id="version-2", markup=False, classes="version")
            yield Static(id="conflict-keys", classes="hint", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        tr = self.mafia_app.tr
        store = self.mafia_app.store
        self.query_one("#conflict-title", Static).update(tr("conflict_title", what=self.label))
        self.query_one("#version-1", Static).update(self._describe(1, store.path(self.game_id)))
        self.query_one("#version-2", Static).update(self._describe(2, self.copy))
        self.query_one("#conflict-keys", Static).update(tr("conflict_keys"))

    def _describe(self, n: int, path: Path) -> Text:
        tr = self.mafia_app.tr
        text = Text(f"{n}. {path.name}\n", style="bold")
        try:
            found = read_game_path(path)
            changed = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M:%S")
        except (OSError, GameFileError) as exc:
            message = exc.message(tr.lang) if isinstance(exc, GameFileError) else ""
            message = message or os_error_text(exc, tr.lang)
            return text.append(message, style="red")
        game = found.game
        last = game.log[-1].ts if game.log else "—"
        text.append(
            tr(
                "version_info",
                actions=len(game.log),
                changed=changed,
                last=last or "—",
                result=tr.result(game.result) or tr("in_progress"),
            )
        )
        return text

    def _keep(self, keep_copy: bool) -> None:
        tr = self.mafia_app.tr
        try:
            self.mafia_app.store.keep_version(self.game_id, self.copy, keep_copy)
        except LockedError:
            self.notify(tr("locked"), severity="error")
            return
        except (RuleError, OSError) as exc:
            message = exc.message(tr.lang) if isinstance(exc, RuleError) else ""
            message = message or os_error_text(exc, tr.lang)
            self.notify(message, severity="error", markup=False)
            return
        self.notify(tr("version_kept"))
        self.app.pop_screen()

    def action_keep_current(self) -> None:
        self._keep(False)

    def action_keep_copy(self) -> None:
        self._keep(True)

    def action_back(self) -> None:
        self.app.pop_screen()

"""Leaving a game whose last changes the disk has not taken: retry, a copy elsewhere, or leave
knowing exactly what is lost. Never a silent loss."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from ...session import GameSession, os_error_text
from ..commands import bindings
from ..strings import Tr
from .base import Keyed


class UnsavedModal(Keyed, ModalScreen[bool]):
    """Dismisses with True when the judge may leave (saved now, copied, or chose to lose)."""

    SCREEN_KEY = "unsaved"
    BINDINGS = bindings("unsaved")

    def __init__(self, session: GameSession, tr: Tr) -> None:
        super().__init__(classes="modal")
        self.session, self.tr = session, tr

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label(self.tr("unsaved_title"), classes="title")
            yield Static(id="unsaved-what", markup=False)
            yield Static(Text(self.tr("unsaved_choices")), classes="hint")
        yield self.key_footer()

    def on_mount(self) -> None:
        self._describe()

    def _describe(self, extra: str = "") -> None:
        err = self.session.error
        text = self.tr(
            "unsaved_what",
            n=self.session.pending,
            error=os_error_text(err, self.tr.lang),
            path=str(self.session.store.path(self.session.game.id)),
        )
        self.query_one("#unsaved-what", Static).update(f"{text}\n{extra}".rstrip())

    def action_retry(self) -> None:
        if self.session.retry():
            self.app.notify(self.tr("saved_again"))
            self.dismiss(True)
        else:
            self._describe(self.tr("unsaved_still"))

    def action_copy(self) -> None:
        from .modals import TextModal

        self.app.push_screen(TextModal(self.tr("unsaved_copy_prompt")), self._copy)

    def _copy(self, folder: str | None) -> None:
        if not folder:
            return
        try:
            path = self.session.save_copy(folder)
        except OSError as exc:
            self._describe(self.tr("unsaved_copy_failed", error=os_error_text(exc, self.tr.lang)))
            return
        self.app.notify(self.tr("unsaved_copied", path=str(path)), timeout=20)
        self.dismiss(True)

    def action_lose(self) -> None:
        self.dismiss(True)

    def action_stay(self) -> None:
        self.dismiss(False)

"""The head judge's void on the results desk (F3, Ctrl+N): a game that must not count (judged
under the wrong seating, replayed, a test) is voided with his reason and name, asked first in
a dialog that says what it means; the same key on a voided game asks whether to count it
again. The game stays on disk and in the games list; the session's desk records the mark
(docs/TOURNAMENT.md, "Voiding a game")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from ...rules import RuleError
from ...rules.desk import clock
from ...rules.voiding import void_of
from ...session import GameSession
from ...session.desk import Desk
from ..commands import bindings
from ..strings import Tr
from .base import Keyed


class VoidModal(Keyed, ModalScreen[tuple[str, str] | None]):
    """Void the game: what it means, then the reason and the head judge's name; Enter in the
    name records it, Esc leaves everything as it was. For a voided game (``voided`` given):
    what the void says, and Enter counts the game again. Dismissed with (reason, name), or
    ("", "") to count it again, or None."""

    SCREEN_KEY = "text"
    BINDINGS = bindings("text")

    def __init__(
        self, tr: Tr, name: str, voided: str = "", offer: tuple[str, str, str] | None = None
    ) -> None:
        super().__init__(classes="modal", id="void")
        self.tr, self.judge, self.voided = tr, name, voided
        self.title_text, self.what, self.reason = offer or (tr("void_title"), tr("void_what"), "")
        """``offer``: another game's title and words, and a reason he may change (the
        new-game form voiding the earlier game of a slot played again)."""

    def compose(self) -> ComposeResult:
        tr = self.tr
        with Vertical(classes="dialog wide"):
            if self.voided:
                yield Static(tr("unvoid_title"), markup=False, classes="title")
                yield Static(self.voided, markup=False, id="void-what")
                yield Static(tr("unvoid_keys"), markup=False, classes="hint")
            else:
                yield Static(self.title_text, markup=False, classes="title")
                yield Static(self.what, markup=False, id="void-what")
                yield Label(tr("void_reason"))
                yield Input(self.reason, id="void-reason", max_length=500)
                yield Label(tr("head_judge_name"))
                yield Input(self.judge, id="void-name", max_length=64)
        yield self.key_footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "void-reason":
            self.query_one("#void-name", Input).focus()
        else:
            self.action_accept()

    def action_accept(self) -> None:
        if self.voided:
            self.dismiss(("", ""))
            return
        reason = self.query_one("#void-reason", Input).value
        self.dismiss((reason, self.query_one("#void-name", Input).value))

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)


class DeskVoid:
    """A mixin of :class:`~.end.EndScreen`: it provides ``session``, ``desk``, ``tr``,
    ``say``, ``redraw``-ing ``_done`` and the head judge's name."""

    session: GameSession
    desk: Desk
    tr: Tr

    if TYPE_CHECKING:

        def say(self, text: str, kind: str = "ok") -> None: ...

        def _done(self, text: str) -> None: ...

        def _head_judge(self) -> str: ...

        def _remember_head_judge(self, name: str) -> None: ...

    def action_end_void(self) -> None:
        """F3: void the game (or, voided, count it again), asked first."""
        tr = self.tr
        void = void_of(self.session.game)
        shown = (
            tr("unvoid_what", name=void.by, at=clock(void.at), reason=void.reason)
            if void is not None
            else ""
        )

        def done(answer: tuple[str, str] | None) -> None:
            if answer is None:
                self.say(tr("void_cancelled"), "warn")
                return
            reason, name = answer
            try:
                reply = self.desk.unvoid() if void is not None else self.desk.void(reason, name)
            except RuleError as err:
                self.say(err.message(tr.lang), "error")
                return
            if void is None:
                self._remember_head_judge(name)
            self._done(reply.message(tr.lang))

        self.app.push_screen(VoidModal(tr, self._head_judge(), shown), done)  # type: ignore[attr-defined]

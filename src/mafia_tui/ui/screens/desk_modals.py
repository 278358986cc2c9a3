"""The head judge's dialogs on the results desk: the decision on a protest (8.9.2), and a name
for a consent (8.4.3) or the check of the whole record (9.11)."""

from __future__ import annotations

from collections.abc import Callable

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from ..commands import bindings
from ..strings import Tr
from .base import Keyed

OUTCOME_KEYS = ("accepted", "rejected", "red", "black", "draw")
"""The decision's choices in the order of their digits 1-5."""


def outcome_text(tr: Tr, key: str) -> str:
    """A choice's words: the protest accepted or rejected, or the result it changes to."""
    if key in ("accepted", "rejected"):
        return tr("decide_accepted" if key == "accepted" else "decide_rejected")
    return tr("decide_result", result=tr.word("win", key))


Attempt = Callable[[str, str, str], "tuple[str, str] | None"]
"""Records a decision (outcome, reason, name): None when done, else (the refusal's message,
the field at fault: "reason" or "name")."""


class DecisionModal(Keyed, ModalScreen[tuple[str, str, str] | None]):
    """The head judge's decision: a digit (1 accepted, 2 rejected, 3-5 the new result) or the
    arrows, then the explanation and his name (offered: the one remembered); Enter records it.
    A refusal is said in the dialog, which stays with everything typed, the cursor in the field
    at fault.

    Dismissed with (outcome, reason, name) once recorded, or None on Esc."""

    SCREEN_KEY = "decide"
    BINDINGS = bindings("decide")

    def __init__(self, tr: Tr, title: str, name: str, attempt: Attempt) -> None:
        super().__init__(classes="modal", id="decide")
        self.tr, self.title_text, self.judge, self.attempt = tr, title, name, attempt

    def compose(self) -> ComposeResult:
        tr = self.tr
        with Vertical(classes="dialog wide"):
            yield Static(self.title_text, markup=False, classes="title")
            yield OptionList(
                *[
                    Option(f"{i}  {outcome_text(tr, key)}", id=key)
                    for i, key in enumerate(OUTCOME_KEYS, start=1)
                ],
                id="decide-outcome",
            )
            yield Label(tr("decide_reason"))
            yield Input(id="decide-reason", max_length=500)
            yield Label(tr("head_judge_name"))
            yield Input(self.judge, id="decide-name", max_length=64)
            yield Static("", id="decide-message", markup=False, classes="error")
        yield self.key_footer()

    def on_key(self, event: events.Key) -> None:
        if isinstance(self.focused, OptionList) and event.key in "12345" and len(event.key) == 1:
            event.stop()
            self.query_one(OptionList).highlighted = int(event.key) - 1
            self.query_one("#decide-reason", Input).focus()
            return
        super().on_key(event)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.query_one("#decide-reason", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter does what the footer says, «Принять», from either field; only while the
        head judge's name is still empty does Enter in the explanation go to it instead, and
        the dialog says so."""
        name = self.query_one("#decide-name", Input)
        if event.input.id == "decide-reason" and not name.value.strip():
            name.focus()
            self.query_one("#decide-message", Static).update(self.tr("decide_name_next"))
        else:
            self.action_accept()

    def action_accept(self) -> None:
        """Give the three answers to the desk, which checks them (and says why not)."""
        index = self.query_one(OptionList).highlighted
        if index is None:
            self.query_one("#decide-message", Static).update(self.tr("decide_pick"))
            self.query_one(OptionList).focus()
            return
        reason = self.query_one("#decide-reason", Input).value
        name = self.query_one("#decide-name", Input).value
        refused = self.attempt(OUTCOME_KEYS[index], reason, name)
        if refused is not None:
            message, field = refused
            self.query_one("#decide-message", Static).update(message)
            self.query_one(f"#decide-{field}", Input).focus()
            return
        self.dismiss((OUTCOME_KEYS[index], reason, name))

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)


class NameModal(Keyed, ModalScreen[str | None]):
    """Who consents or checks: what is being signed (and what the record check found), then
    the head judge's name; Enter records it."""

    SCREEN_KEY = "text"
    BINDINGS = bindings("text")

    def __init__(self, title: str, body: object, name: str) -> None:
        super().__init__(classes="modal", id="sign")
        self.title_text, self.body, self.judge = title, body, name

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static(self.title_text, markup=False, classes="title")
            yield Static(self.body, id="sign-body")  # type: ignore[arg-type]
            yield Input(self.judge, id="sign-name", max_length=64)
        yield self.key_footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def action_accept(self) -> None:
        self.dismiss(self.query_one(Input).value)

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)

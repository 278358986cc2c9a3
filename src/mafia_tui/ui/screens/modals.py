"""Small dialogs: the sub-rule of a disqualification, per-black shots, a line of text, "leave
the form?", and "end the game?"."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from ...rules.queries import sub_rule_by_digit, sub_rule_name, sub_rules
from ..commands import bindings, for_screen
from ..strings import Tr
from .base import Keyed


class RulePickModal(Keyed, ModalScreen[str | None]):
    """Pick the sub-rule of 6.7 or 6.8: its digit (0 = the tenth), or the arrows and Enter."""

    SCREEN_KEY = "pick"
    BINDINGS = bindings("pick")

    def __init__(self, tr: Tr, seat: int, section: str) -> None:
        super().__init__(classes="modal", id="pick")
        self.tr, self.seat, self.section = tr, seat, section

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.tr("pick_rule", seat=self.seat), classes="title")
            yield OptionList(
                *[
                    Option(f"{index % 10}  {rule}  {sub_rule_name(rule, self.tr.lang)}", id=rule)
                    for index, rule in enumerate(sub_rules(self.section), start=1)
                ]
            )
            yield Label(self.tr("pick_hint"), classes="hint")
        yield self.key_footer()

    def on_key(self, event: events.Key) -> None:
        # Textual calls each class's on_key in turn: prevent_default keeps Keyed's from
        # reading the key a second time (a bubbling key still reaches the app's bindings).
        if self.pass_on(event):
            return
        event.prevent_default()
        if len(event.key) == 1 and event.key.isdigit():
            event.stop()
            rule = sub_rule_by_digit(self.section, int(event.key))
            if rule is not None:
                self.dismiss(rule)
            else:
                self.notify(self.tr("pick_hint"), severity="warning", timeout=3)
            return
        super().on_key(event)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)


class ShotsModal(Keyed, ModalScreen[tuple[tuple[int, int | None], ...] | None]):
    """Each black's shot, when they differ (the engine decides kill or miss)."""

    SCREEN_KEY = "shots"
    BINDINGS = bindings("shots")

    def __init__(self, tr: Tr, blacks: tuple[int, ...]) -> None:
        super().__init__(classes="modal")
        self.tr, self.blacks = tr, blacks

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.tr("shots_title"), classes="title")
            for seat in self.blacks:
                yield Label(self.tr("shots_black", seat=seat))
                yield Input(id=f"shot-{seat}", restrict=r"[0-9]{0,2}", max_length=2)
            yield Label(self.tr("shots_hint"), classes="hint")
        yield self.key_footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        inputs = list(self.query(Input))
        index = inputs.index(event.input)
        if index + 1 < len(inputs):
            inputs[index + 1].focus()
            return
        self.action_accept()

    def action_accept(self) -> None:
        shots = []
        for seat, field in zip(self.blacks, self.query(Input), strict=True):
            value = field.value.strip()
            target = int(value) if value else None
            shots.append((seat, 10 if target == 0 else target))
        self.dismiss(tuple(shots))

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)


class TextModal(Keyed, ModalScreen[str | None]):
    """Ask for one line of text (a path to import, a corrected nickname)."""

    SCREEN_KEY = "text"
    BINDINGS = bindings("text")

    def __init__(self, title: str, value: str = "", password: bool = False, hint: str = "") -> None:
        """``password``: the typing is masked and kept as typed (spaces are not trimmed);
        ``hint``: what to type (the answer a question wants), under the question. The
        question wraps: it is read whole at 80 columns."""
        super().__init__(classes="modal")
        self.title_text = title
        self.value = value
        self.password = password
        self.hint = hint

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, classes="title", id="text-title", markup=False)
            if self.hint:
                yield Static(self.hint, classes="hint", id="text-hint", markup=False)
            yield Input(self.value, id="text", password=self.password)
        yield self.key_footer()

    def _result(self, text: str) -> str | None:
        return (text if self.password else text.strip()) or None

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(self._result(event.value))

    def action_accept(self) -> None:
        self.dismiss(self._result(self.query_one(Input).value))

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)


class DiscardModal(Keyed, ModalScreen[bool]):
    """Leave a filled form? L (Д on the same key) leaves, Esc or Enter stays."""

    SCREEN_KEY = "discard"
    BINDINGS = bindings("discard")

    def __init__(self, tr: Tr, what: str) -> None:
        super().__init__(classes="modal", id="discard")
        self.tr, self.what = tr, what

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.tr("discard_title"), classes="title")
            yield Static(self.tr("discard_what", what=self.what), markup=False, id="discard-what")
            yield Static(self.tr("discard_keys"), markup=False, classes="hint")
        yield self.key_footer()

    def action_discard_leave(self) -> None:
        self.dismiss(True)

    def action_discard_stay(self) -> None:
        self.dismiss(False)


class ConfirmModal(Keyed, ModalScreen[bool]):
    """A ruling that would end the game, asked first: Enter applies it, Esc drops it.

    Its keys are read as they come, not when a binding bubbles up to the app: keys typed right
    after the answer then find the game screen already back (see :meth:`~.base.Keyed.pass_on`),
    and help and the palette work here too (a modal screen hides the app's own bindings). Any
    other key is refused with the hint: it reaches neither the game below nor the answer."""

    SCREEN_KEY = "confirm"
    BINDINGS = bindings("confirm")
    KEYS = {name: c.id for c in for_screen("confirm") for name in c.key_names()}
    """Key name -> command: Enter, Esc, help, the palette."""

    def __init__(self, tr: Tr, title: str, what: str) -> None:
        super().__init__(classes="modal", id="confirm")
        self.tr, self.title_text, self.what = tr, title, what

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(self.title_text, markup=False, classes="title")
            yield Static(self.what, markup=False, id="confirm-what")
            yield Static(self.tr("confirm_keys"), markup=False, classes="hint", id="confirm-keys")
        yield self.key_footer()

    def on_key(self, event: events.Key) -> None:
        if self.pass_on(event):
            return
        event.stop()
        event.prevent_default()  # as in RulePickModal.on_key
        command = self.KEYS.get(event.key)
        if command is not None:
            self.run_command(command)
        else:
            self.notify(self.tr("confirm_other_key"), severity="warning", timeout=3)

    def action_confirm_yes(self) -> None:
        self.dismiss(True)

    def action_confirm_no(self) -> None:
        self.dismiss(False)

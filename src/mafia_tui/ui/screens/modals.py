"""Small dialogs of the game screen: the sub-rule of a disqualification, per-black shots, a path."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList
from textual.widgets.option_list import Option

from ..strings import Tr

RULES_6_7 = ["6.7.1", "6.7.2", "6.7.3", "6.7.4", "6.7.5", "6.7.6", "6.7.7", "6.7.8", "6.7.9",
             "6.7.10"]
RULES_6_8 = ["6.8.1", "6.8.2", "6.8.3", "6.8.4"]


class RulePickModal(ModalScreen[str | None]):
    """Pick the sub-rule of 6.7 or 6.8."""

    BINDINGS = [("escape", "dismiss_none", "")]

    def __init__(self, tr: Tr, seat: int, section: str) -> None:
        super().__init__(classes="modal")
        self.tr, self.seat, self.section = tr, seat, section

    def compose(self) -> ComposeResult:
        rules = RULES_6_7 if self.section == "6.7" else RULES_6_8
        with Vertical(classes="dialog"):
            yield Label(self.tr("pick_rule", seat=self.seat), classes="title")
            yield OptionList(*[Option(f"{r}  {self.tr('rule_' + r)}", id=r) for r in rules])
            yield Label(self.tr("pick_hint"), classes="hint")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class ShotsModal(ModalScreen[tuple[tuple[int, int | None], ...] | None]):
    """Each black's shot, when they differ (the engine decides kill or miss)."""

    BINDINGS = [("escape", "dismiss_none", "")]

    def __init__(self, tr: Tr, blacks: list[int]) -> None:
        super().__init__(classes="modal")
        self.tr, self.blacks = tr, blacks

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.tr("shots_title"), classes="title")
            for seat in self.blacks:
                yield Label(self.tr("shots_black", seat=seat))
                yield Input(id=f"shot-{seat}", restrict=r"[0-9]{0,2}", max_length=2)
            yield Label(self.tr("shots_hint"), classes="hint")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        inputs = list(self.query(Input))
        index = inputs.index(event.input)
        if index + 1 < len(inputs):
            inputs[index + 1].focus()
            return
        shots = []
        for seat, field in zip(self.blacks, inputs, strict=True):
            value = field.value.strip()
            target = int(value) if value else None
            shots.append((seat, 10 if target == 0 else target))
        self.dismiss(tuple(shots))

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class TextModal(ModalScreen[str | None]):
    """Ask for one line of text (a path to import, a corrected nickname)."""

    BINDINGS = [("escape", "dismiss_none", "")]

    def __init__(self, title: str, value: str = "") -> None:
        super().__init__(classes="modal")
        self.title_text = title
        self.value = value

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="title")
            yield Input(self.value, id="text")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)

"""Choosing a scoring system (O on the tournament table): section 8, every definition of the
mafiaratings repository, the data dir's imports. Enter shows the table under it; F3 also
writes it into the tournament's file (``"scoring"``), so every table of the tournament, on
every laptop the folder is shared with, counts by it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from ...session.scoring import imported
from ...tournament.catalogue import FIIM, label, shipped
from ..commands import bindings
from .base import Keyed

Choice = tuple[str, bool]
"""The key chosen, and whether to store it in the tournament's file."""


class ScoringPick(Keyed, ModalScreen[Choice | None]):
    """The list, the current one highlighted."""

    SCREEN_KEY = "scorings"
    BINDINGS = bindings("scorings")

    def __init__(self, current: str = FIIM) -> None:
        super().__init__(classes="modal")
        self.current = current
        self.keys: list[str] = []

    def compose(self) -> ComposeResult:
        lang = self.mafia_app.lang
        options = [Option(Text(f"{FIIM:<12} {label(None, lang)}"), id=FIIM)]
        self.keys = [FIIM]
        for e in (*shipped(), *imported(self.mafia_app.root)):
            self.keys.append(e.key)
            options.append(Option(Text(f"{e.key:<12} {label(e, lang)}"), id=e.key))
        with Vertical(classes="dialog wide"):
            yield Label(self.mafia_app.tr("scoring_pick_title"), classes="title")
            yield OptionList(*options, id="scoring-list")
        yield self.key_footer()

    def on_mount(self) -> None:
        menu = self.query_one(OptionList)
        if self.current in self.keys:
            menu.highlighted = self.keys.index(self.current)
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss((str(event.option.id), False))

    def _highlighted(self) -> str | None:
        menu = self.query_one(OptionList)
        return None if menu.highlighted is None else self.keys[menu.highlighted]

    def action_accept(self) -> None:
        key = self._highlighted()
        if key is not None:
            self.dismiss((key, False))

    def action_scoring_store(self) -> None:
        """F3: this one, and it becomes the tournament's scoring."""
        key = self._highlighted()
        if key is not None:
            self.dismiss((key, True))

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)

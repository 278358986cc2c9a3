"""Choosing a tournament: the names found in the stored games, one per line."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ..commands import bindings
from .base import Keyed


class TournamentPick(Keyed, ModalScreen[str | None]):
    """Choose one of the tournaments named in the stored games."""

    SCREEN_KEY = "tournaments"
    BINDINGS = bindings("tournaments")

    def __init__(self, names: list[str]) -> None:
        super().__init__(classes="modal")
        self.names = names

    def compose(self) -> ComposeResult:
        yield OptionList(
            *[Option(Text(n), id=str(i)) for i, n in enumerate(self.names)], classes="dialog"
        )
        yield self.key_footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.names[int(event.option.id or 0)])

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def action_accept(self) -> None:
        menu = self.query_one(OptionList)
        if menu.highlighted is not None:
            self.dismiss(self.names[menu.highlighted])

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)

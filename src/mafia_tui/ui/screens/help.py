"""The help screen: every key of the screen the judge is on, from the registry."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ..commands import SCREENS, bindings, for_screen
from ..strings import Tr
from .base import Keyed

TEXT_SCREENS = {"new", "end", "text", "shots"}
"""Screens whose text fields take ``?`` as text."""


def key_table(tr: Tr, screen: str = "game") -> Table:
    """The keys of ``screen`` and what they do, in the judge's language."""
    name = SCREENS.text(screen, tr.lang) if screen in SCREENS else ""
    table = Table(
        title=tr("help_title", screen=name),
        expand=True,
        show_header=False,
    )
    table.add_column("", no_wrap=True)
    table.add_column("")
    own = for_screen(screen, include_global=False)
    for command in own + [c for c in for_screen(screen) if c not in own]:
        table.add_row(command.keys_text(), command.describe(tr.lang))
    return table


class HelpScreen(Keyed, ModalScreen[None]):
    """Shown with F1 or ?; closed with Esc, F1 or ?."""

    SCREEN_KEY = "help"
    BINDINGS = [*bindings("help"), ("f1,question_mark,ctrl+g", "run('close')", "")]

    def __init__(self, screen: str, tr: Tr, notes: list[str] | None = None) -> None:
        super().__init__(classes="modal", id="help")
        self.for_screen = screen
        self.tr = tr
        self.notes = notes or []
        """What the screen says under its keys (:meth:`.base.Keyed.help_lines`)."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog wide"):
            for line in self.notes:  # what the screen had no room for comes first
                yield Static(line, markup=False)
            yield Static(key_table(self.tr, self.for_screen))
            yield Static(self.tr("help_layout"), markup=False)
            if self.for_screen == "game":
                root = getattr(self.app, "root", None)
                cmd = "mafia-tui display" + (f" --data-dir {root}" if root else "")
                yield Static(self.tr("help_display", cmd=cmd), markup=False)
                yield Static(self.tr("help_question"), markup=False)
            if self.for_screen == "end":
                yield Static(self.tr("help_results"), markup=False)
            if self.for_screen in TEXT_SCREENS:
                yield Static(self.tr("help_text_fields"), markup=False)
            yield Static(self.tr("help_close"), markup=False, classes="hint")
        yield self.key_footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()  # arrows and PgUp/PgDn scroll a long list

    def action_close(self) -> None:
        self.dismiss(None)

"""The help screen: every key of the game screen, in the judge's language."""

from __future__ import annotations

from rich.table import Table
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ..keys import GAME_KEYS, LATIN_TO_CYRILLIC
from ..strings import Tr

NAMES = {"enter": "Enter", "space": "Space", "minus": "-", "plus": "+", "equals_sign": "=",
         "question_mark": "?", "escape": "Esc", "backspace": "Backspace", "ctrl+z": "Ctrl+Z"}


def key_table(tr: Tr) -> Table:
    """Keys and what they do (also the source of the README's table)."""
    table = Table(title=tr("help_title"), expand=True)
    table.add_column("", no_wrap=True)
    table.add_column("")
    by_cmd: dict[str, list[str]] = {}
    for key, cmd in GAME_KEYS.items():
        label = NAMES.get(key, key.upper())
        if key in LATIN_TO_CYRILLIC:
            label += f" / {LATIN_TO_CYRILLIC[key].upper()}"
        by_cmd.setdefault(cmd, []).append(label)
    table.add_row("0-9", tr("k_digits"))
    for cmd, keys in by_cmd.items():
        table.add_row(", ".join(keys), tr("k_" + cmd))
    table.add_row("Ctrl+P", tr("palette"))
    table.add_row("Ctrl+Q", tr("quit"))
    return table


class HelpScreen(ModalScreen[None]):
    """Shown with ?; closed with Esc or ?."""

    BINDINGS = [("escape,question_mark,q,й", "close", "")]

    def __init__(self, tr: Tr) -> None:
        super().__init__(classes="modal")
        self.tr = tr

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog wide"):
            yield Static(key_table(self.tr))
            yield Static(self.tr("help_digits"), markup=False)
            yield Static(self.tr("help_layout"), markup=False)
            root = getattr(self.app, "root", None)
            cmd = "mafia-tui display" + (f" --data-dir {root}" if root else "")
            yield Static(self.tr("help_display", cmd=cmd), markup=False)
            yield Static(self.tr("help_close"), markup=False, classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)

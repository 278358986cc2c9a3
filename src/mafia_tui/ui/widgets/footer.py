"""The footer of every screen: its main keys, in the judge's language, from the registry.

Textual's own Footer shows English "palette" and only what a binding's description says; ours
reads :mod:`..commands`, dims what is not legal now, leaves out what is hidden when illegal,
and, when the line is too narrow, drops the least important keys but never help. A letter is
written as the judge's keyboard types it (А on a Russian layout, F on a Latin one), and a
click on a key runs its command, as the key would.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual import events
from textual.widget import Widget

from ..commands import Command, for_screen

Legal = Callable[[Command], bool]
Layout = Callable[[], str]


class KeyFooter(Widget):
    """One line: ``KEY label`` for each footer command of the screen."""

    DEFAULT_CSS = """
    KeyFooter { dock: bottom; height: 1; background: $panel; }
    """

    def __init__(
        self, screen_key: str, lang: str, legal: Legal | None = None, layout: Layout | None = None
    ) -> None:
        super().__init__(id="footer")
        self.screen_key = screen_key
        self.lang = lang
        self.legal = legal or (lambda _c: True)
        self.keyboard = layout or (lambda: getattr(self.app, "lang", self.lang))
        """The judge's keyboard layout ("ru" or "en"): the screen's guess from the keys typed,
        else the language of the screens."""
        self._drawn: tuple[object, ...] | None = None
        self._spans: list[tuple[int, int, str]] = []
        """(first cell, cell after the last, command id) of each key drawn."""

    def items(self) -> list[tuple[Command, bool]]:
        """(command, legal now) in footer order, hidden ones left out."""
        out = []
        for command in sorted(
            (c for c in for_screen(self.screen_key) if c.footer), key=lambda c: c.footer
        ):
            legal = self.legal(command)
            if legal or not command.hide_illegal:
                out.append((command, legal))
        return out

    def render(self) -> Text:
        width = self.size.width or 80
        items = self.items()
        self._drawn = self._signature(items)
        while True:
            line = self._line(items)
            if line.cell_len <= width or len(items) <= 1:
                return line
            droppable = [i for i, (c, _) in enumerate(items) if c.id != "help"]
            if not droppable:
                return line
            del items[droppable[-1]]

    def _line(self, items: list[tuple[Command, bool]]) -> Text:
        line = Text(no_wrap=True, overflow="crop")
        layout = self.keyboard()
        self._spans = []
        for command, legal in items:
            key = command.keys_text(short=True, layout=layout).replace("Ctrl+", "^")
            label = command.text(getattr(self.app, "lang", self.lang))  # after a switch too
            start = line.cell_len
            line.append(f" {key} ", style="bold reverse" if legal else "dim reverse")
            line.append(f"{label} ", style="" if legal else "dim")
            self._spans.append((start, line.cell_len, command.id))
        return line

    def _signature(self, items: list[tuple[Command, bool]]) -> tuple[object, ...]:
        lang = getattr(self.app, "lang", self.lang)
        return (lang, self.keyboard(), *((command.id, legal) for command, legal in items))

    def command_at(self, x: int) -> str:
        """The id of the command drawn at cell ``x`` ("" between or after them)."""
        return next((c for start, end, c in self._spans if start <= x < end), "")

    def on_click(self, event: events.Click) -> None:
        """A click on a key runs its command through the screen, as the key itself would
        (the screen says "not now" for one that is not legal)."""
        command = self.command_at(event.x)
        run = getattr(self.screen, "run_command", None)
        if command and run is not None:
            event.stop()
            run(command)

    def update_state(self) -> None:
        """Legality may have changed: draw again if it did (a repaint of the footer's line
        costs more than asking the engine again)."""
        if self._signature(self.items()) != self._drawn:
            self.refresh()

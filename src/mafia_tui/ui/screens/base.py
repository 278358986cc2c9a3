"""What every screen shares: commands from the registry, help, the footer, unknown keys."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, ClassVar

from textual import events
from textual.widget import Widget
from textual.widgets import Input

from ..commands import Command, for_screen, handler_name
from ..keys import physical
from ..services import Services, mafia_app
from ..widgets.footer import KeyFooter

if TYPE_CHECKING:
    from textual.screen import Screen

    # For the type checker the mixin is the Screen it is always mixed into (so ``self.app``,
    # ``self.query``, ``self.focused`` are known); at run time it stays a plain mixin and each
    # screen's bases, hence its MRO and CSS, are unchanged.
    _ScreenBase = Screen[Any]
else:
    _ScreenBase = object


class Keyed(_ScreenBase):
    """A mixin for a Screen or ModalScreen whose commands are declared in the registry.

    The screen sets ``SCREEN_KEY`` and ``BINDINGS = bindings(SCREEN_KEY)``; each command runs
    its record's handler, ``action_<id>`` (the palette and the footer go through
    :meth:`run_command` too). Help, the palette and quitting are every screen's, here.
    """

    SCREEN_KEY: ClassVar[str] = ""

    @property
    def mafia_app(self) -> Services:
        """The app's services (store, settings, ``tr``...), typed: see :mod:`..services`."""
        return mafia_app(self.app)

    def action_run(self, command: str) -> None:
        """A key bound to a registry command."""
        self.run_command(command)

    def run_command(self, command: str) -> None:
        """Run one of this screen's commands (keys, palette and footer all come here)."""
        self.carry_out(command)

    def carry_out(self, command: str, args: tuple[Any, ...] = ()) -> None:
        """The one route from a command to what runs: its handler method, given the seats
        typed after the key (``args``)."""
        getattr(self, handler_name(command))(*args)

    def action_help(self) -> None:
        """F1: the keys of this screen."""
        self.mafia_app.show_help(self.SCREEN_KEY)

    def help_lines(self) -> list[str]:
        """What F1 shows under this screen's keys (the tournament table: its notes)."""
        return []

    def action_palette(self) -> None:
        """Ctrl+P: every command of the screen, searched."""
        self.mafia_app.action_command_palette()

    def action_quit(self) -> None:
        """Ctrl+Q: quit (the app asks first when something is unsaved)."""
        self.app.run_worker(self.mafia_app.action_quit())

    def command_legal(self, command: Command) -> bool:
        """Whether ``command`` may run now (the footer dims it otherwise)."""
        return not command.legal or any(self.legal_token(t) for t in command.legal)

    def legal_token(self, token: str) -> bool:
        """A screen's own legality tokens (``unfinished``, ``notes``...)."""
        return True

    def key_footer(self) -> KeyFooter:
        """The footer for this screen."""
        return KeyFooter(self.SCREEN_KEY, self.mafia_app.lang, self.command_legal)

    def refresh_footer(self) -> None:
        """Legality changed: redraw the footer (looked for among the screen's own children
        first: a query of the whole screen at every key cost more than the redraw)."""
        footers = [w for w in self.children if isinstance(w, KeyFooter)]
        for footer in footers or self.query(KeyFooter):
            footer.update_state()

    def pass_on(self, event: events.Key) -> bool:
        """Pass on a key that came here after another screen took the keys (True if so).

        The app hands each key to the screen on top when it reads it; keys typed fast (or
        pasted) may be read before this screen has opened the dialog the first of them asks
        for, or after this dialog has closed. Such a key goes on to the screen that has the
        keys now, in the order typed, so it is neither lost nor misread: a digit typed right
        after ``x 6`` picks the sub-rule in the dialog instead of nominating at the table.
        """
        if self.is_active:
            return False
        event.stop()
        event.prevent_default()
        screen = self.app.screen
        (screen.focused or screen).post_message(events.Key(event.key, event.character))
        return True

    def on_key(self, event: events.Key) -> None:
        """A letter that is no command of this screen is said to be one, not ignored."""
        if self.pass_on(event):
            return
        focused = self.focused
        if _takes_text(focused) or not event.is_printable:
            return
        name = physical(event.key)
        for command in for_screen(self.SCREEN_KEY):
            if name in command.keys or event.key in command.keys:
                return
        if not (len(name) == 1 and name.isalpha()):
            return
        app = self.mafia_app
        app.notify(
            app.tr("screen_unknown_key", key=event.character or event.key),
            severity="warning",
            timeout=3,
        )


def _takes_text(widget: Widget | None) -> bool:
    """A text field has the printable keys. Textual's TextArea is looked up rather than
    imported: it costs every start-up several milliseconds, and none can be focused before the
    one screen that has them (the results) was imported."""
    if isinstance(widget, Input):
        return True
    text_area = sys.modules.get("textual.widgets._text_area")
    return text_area is not None and isinstance(widget, text_area.TextArea)

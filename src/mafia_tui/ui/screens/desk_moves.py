"""Moving about the results desk by keys: F3 (Ctrl+N) to the list of entries from any field,
a digit there to a row, so every part of the desk is two keys away at 80x24, where the form
scrolls; the message line says where the cursor went. Also: a field reached so keeps its
text (the next key adds to it), the list's highlight never rests on a line of the game's log,
and the penalty's rule field explains 8.5.1-8.5.4."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual import events
from textual.widgets import Input, OptionList

from ..strings import Tr
from ..widgets.desk_view import pickable

if TYPE_CHECKING:
    from textual.screen import Screen
    from textual.widget import Widget

ROWS = {"1": "#x-seat", "2": "#p-seat", "3": "#r-filer", "4": "#comments"}
"""From the list of entries, a digit goes to a row's first field (or the comments)."""


class DeskMoves:
    """A mixin of :class:`~.end.EndScreen`: it provides ``tr``, ``said``, ``say`` and
    ``focused`` (and is the screen the queries go to)."""

    tr: Tr
    said: str

    @property
    def _screen(self) -> Screen[None]:
        return cast("Screen[None]", self)

    if TYPE_CHECKING:
        focused: Widget | None

        def say(self, text: str, kind: str = "ok") -> None: ...

    def focus_at_end(self, field: Input) -> None:
        """Focus ``field`` with the cursor after its text and nothing selected, so the next
        key adds to it rather than replacing it (until it loses the focus: :meth:`blurred`)."""
        field.select_on_focus = False
        field.cursor_position = len(field.value)
        field.focus()

    def blurred(self, widget: Widget) -> None:
        """A field left: reached again by Tab or a refusal, typing replaces its text."""
        if isinstance(widget, Input):
            widget.select_on_focus = True

    def action_end_goto(self) -> None:
        """F3: the list of entries, from any field; the message says so and what next."""
        self._screen.query_one("#end-entries", OptionList).focus()
        self.say(self.tr("desk_at_entries"))

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """The list of entries, however reached, highlights one that can be picked (a line
        of the game's log shows none); the penalty's rule field explains 8.5.1-8.5.4."""
        if event.widget.id == "end-entries":
            entries = self._screen.query_one("#end-entries", OptionList)
            entries.highlighted = pickable(entries, entries.highlighted)
        elif event.widget.id == "p-rule" and self.said != "error":  # a refusal stays said
            self.say(self.tr("desk_penalty_rules"), "warn")

    def on_key(self, event: events.Key) -> None:
        """In the list of entries a digit goes to a row (:data:`ROWS`), and says where."""
        if self.focused is self._screen.query_one("#end-entries", OptionList) and event.key in ROWS:
            event.stop()
            target = self._screen.query_one(ROWS[event.key])
            if isinstance(target, Input):
                self.focus_at_end(target)
            else:
                target.focus()
            self.say(self.tr(f"desk_at_row_{event.key}"))

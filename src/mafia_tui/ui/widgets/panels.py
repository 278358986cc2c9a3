"""The game screen's text panels: the step bar, a titled panel, the log, the message line.

Each takes finished text (all rule questions are asked by the screen) and repaints only when
the text changed: every update costs a layout pass.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Static

from ..repaint import StyledRows


def _key(text: Text) -> tuple[object, ...]:
    return (text.plain, tuple(text.spans), str(text.style))


class TextLine(Static):
    """Text that repaints only when it changed, and asks for a layout pass (the whole
    screen's) only when its height changed: most updates keep the height, and a layout of the
    judge's screen costs more than the rest of a key press."""

    def __init__(self, name: str) -> None:
        super().__init__("", id=name, markup=False)
        self._shown: tuple[object, ...] = ()

    def show(self, text: Text) -> None:
        """Show ``text`` (nothing happens when it is what is shown)."""
        key = _key(text)
        if key == self._shown:
            return
        self._shown = key
        height = self.styles.height
        sized_by_text = height is None or height.is_auto
        before = self.content_size
        self.update(text, layout=False)
        if not sized_by_text:
            return  # "1fr" or fixed: the text never moves anything
        if not before.width or self.get_content_height(before, before, before.width) != (
            before.height
        ):
            self.refresh(layout=True)


class Panel(TextLine):
    """A bordered panel of text (nominations, warnings, the check's answer)."""

    def __init__(self, name: str, title: str = "") -> None:
        super().__init__(name)
        self.border_title = title or None


class StepBar(Widget):
    """What happens now on the left; on the right the table and game number, never cut, after
    the tournament's name and the rules when there is room: the rules give way first, then
    the tournament's name is shortened at a word (never cut inside one), then it goes too;
    the left part gives way last."""

    DEFAULT_CSS = "StepBar { height: 1; }"

    def __init__(self) -> None:
        super().__init__(id="stepbar")
        self._left, self._right = Text(""), Text("")
        self._tournament, self._rules = "", Text("")

    def show(
        self, left: Text, right: Text, tournament: str = "", rules: Text | None = None
    ) -> None:
        """Update the bar (repaint only on a change): ``right`` the table and game,
        ``tournament`` the tournament's name, ``rules`` the rules when they are not FIIM's."""
        rules = rules or Text("")
        new = (_key(left), _key(right), tournament, _key(rules))
        old = (_key(self._left), _key(self._right), self._tournament, _key(self._rules))
        if new != old:
            self._left, self._right, self._tournament, self._rules = left, right, tournament, rules
            self.refresh()

    def _right_part(self, width: int) -> Text:
        """The right part for ``width``: what fits beside the left part of the bar."""
        right = self._right
        if right.cell_len > width // 2:
            return right[-(width // 2) :]
        room = width - self._left.cell_len - 1 - right.cell_len
        name = shortened(self._tournament, room - 3) if self._tournament else ""
        room -= cell_len(name) + 3 if name else 0
        if self._rules.plain and self._rules.cell_len + 3 <= room:
            right = Text.assemble(self._rules, (" · ", self._rules.style), right)
        if name:
            right = Text.assemble((f"{name} · ", "dim"), right)
        return right

    def render(self) -> Text:
        width = self.size.width or 80
        right = self._right_part(width)
        left = self._left.copy()
        room = width - right.cell_len - 1
        if left.cell_len > room:
            left.truncate(max(0, room - 1))
            left.append("…")
        line = Text(no_wrap=True)
        line.append_text(left)
        line.append(" " * max(1, width - left.cell_len - right.cell_len))
        line.append_text(right)
        return line


def shortened(name: str, room: int) -> str:
    """``name`` whole when it fits ``room`` cells; else its first words that fit with "…"
    (never a word cut inside); "" when not even its first word and "…" fit."""
    if cell_len(name) <= room:
        return name
    words = name.split(" ")
    for n in range(len(words) - 1, 0, -1):
        head = " ".join(words[:n]).rstrip(" ,.;:-–—·") + "…"
        if cell_len(head) <= room:
            return head
    return ""


class TextRows(Widget):
    """Rows of text in one style, drawn straight to strips (Textual's line API) for the
    widget's size at the time: the first frame is already the right one, a change of size
    needs no second pass, and a repaint costs no text layout of the whole block.

    A subclass says what the rows are (:meth:`rows`) from what they are made of (the
    value given to :meth:`set_content`); the rows are made once per size and content, and a
    row already styled in the frame before is taken again wherever it moved
    (:class:`..repaint.StyledRows`): a new action moves the whole log down one row.
    """

    ROW_STYLE = Style()
    """Added to the widget's own style for every row."""

    def __init__(self, name: str) -> None:
        super().__init__(id=name)
        self.content: object = None
        """What the rows are made of now."""
        self._drawn_size = Size(0, 0)
        self._drawn_content: object = None
        """What :attr:`_texts` were made for (the content itself: it is replaced, never
        changed in place, so a new one is a new object)."""
        self._texts: list[str] = []
        self._strips: dict[int, Strip] = {}
        self._styled = StyledRows(self._row_text)
        self._styles_cache = self._styled

    def set_content(self, content: object) -> None:
        """Repaint the rows when ``content`` differs from what is shown (the border and its
        title stay as they are)."""
        if content != self.content:
            self.content = content
            self._styled.next_frame()
            self.refresh(self.size.region)

    def rows(self, width: int, height: int) -> Sequence[str]:
        """The rows for a content area of ``width`` x ``height`` (top first)."""
        raise NotImplementedError

    def _current(self, size: Size) -> list[str]:
        """The rows for a content area of ``size`` and the content now, each exactly as wide
        as the area, no more of them than it has rows."""
        if size != self._drawn_size or self.content is not self._drawn_content:
            self._drawn_size, self._drawn_content = size, self.content
            width, height = size
            self._texts = [_fit(row, width) for row in self.rows(width, height)][:height]
            self._strips = {}
        return self._texts

    def _row_text(self, y: int, size: Size) -> str | None:
        """The text of row ``y`` of a content area of ``size``, None where there is none."""
        texts = self._current(size)
        return texts[y] if 0 <= y < len(texts) else None

    def render_line(self, y: int) -> Strip:
        size = self.size
        width = size.width
        text = self._row_text(y, size)
        if text is None:
            return Strip.blank(width, self.visual_style.rich_style)
        strip = self._strips.get(y)
        if strip is None:
            style = self.visual_style.rich_style + self.ROW_STYLE
            strip = self._strips[y] = Strip([Segment(text, style)], width)
        return strip

    def render(self) -> Text:
        """The rows as text (what is drawn; for selection and copying)."""
        width, height = self.size
        return Text("\n".join(self.rows(width, height)), style=self.ROW_STYLE, no_wrap=True)


def _fit(line: str, width: int) -> str:
    """``line`` padded or cut (with an ellipsis) to exactly ``width`` cells."""
    if cell_len(line) <= width:
        return set_cell_size(line, width)
    return set_cell_size(line, max(0, width - 1)) + "…" if width else ""


class LogPanel(TextRows):
    """The last actions, newest first, as many as the panel has rows for."""

    ROW_STYLE = Style(dim=True)

    def __init__(self, title: str, lines: Callable[[int, int], Sequence[str]]) -> None:
        super().__init__("log")
        self.border_title = title
        self._lines = lines

    def rows(self, width: int, height: int) -> Sequence[str]:
        return self._lines(max(1, height), width)


class MessageLine(TextLine):
    """The one line that confirms every action or says why a key was refused.

    A refused key flashes it instead of ringing the bell (the bell means "time is up").
    """

    def __init__(self) -> None:
        super().__init__("prompt")

    def show(self, text: Text, flash: bool = False) -> None:
        """Show ``text``; ``flash`` makes it blink once, even when the text is the same."""
        super().show(text)
        if flash:
            self.add_class("-flash")
            self.set_timer(0.6, lambda: self.remove_class("-flash"))

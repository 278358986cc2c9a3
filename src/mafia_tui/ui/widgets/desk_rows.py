"""The results desk's three entry rows (extra points, a penalty, a protest): their fields, what
is typed in them, and where the cursor goes after a refusal."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label

from ..strings import Tr

FIELD_OF = {
    "bad_seat": "seat",
    "extra_players": "seat",
    "penalty_role": "seat",
    "not_finished": "seat",
    "bad_points": "points",
    "extra_positive": "points",
    "extra_winner": "points",
    "extra_loser": "points",
    "extra_total": "points",
    "extra_draw": "points",
    "reason_missing": "reason",
    "reason_too_long": "reason",
    "invisible_char": "reason",
    "penalty_unknown": "rule",
    "penalty_result": "rule",
    "bad_filer": "filer",
    "bad_clock": "at",
    "clock_future": "at",
    "protest_text_missing": "text",
}
"""Where the cursor goes after a refusal: the field the message is about."""

FIELDS = {
    "x-": ("seat", "points", "reason"),
    "p-": ("seat", "rule", "reason"),
    "r-": ("filer", "at", "text"),
}
"""Each row's fields, by the prefix of their ids; the last one's Enter makes the entry."""

RULE_START = "8.5."
"""The penalty row's rule field starts filled: only the last digit is typed."""


class EntryRows(Vertical):
    """Extra points (seat, points, reason), a penalty (seat, 8.5.x, reason) and a protest
    (a seat or a team's letter, the time, the text), one row each."""

    DEFAULT_CSS = "EntryRows { height: auto; }"

    def __init__(self, tr: Tr) -> None:
        super().__init__(id="end-rows")
        self.tr = tr

    def compose(self) -> ComposeResult:
        tr, seat = self.tr, r"[0-9]{0,2}"
        with Horizontal(classes="entry"):
            yield Label(tr("desk_row_extra"), id="x-label", classes="entry-label")
            yield Input(placeholder="№", id="x-seat", restrict=seat, classes="small")
            yield Input(
                placeholder=tr("f_points"), id="x-points", restrict=r"[0-9.,+]*", classes="small"
            )
            yield Input(placeholder=tr("f_reason"), id="x-reason", max_length=500)
        with Horizontal(classes="entry"):
            yield Label(tr("desk_row_penalty"), classes="entry-label")
            yield Input(placeholder="№", id="p-seat", restrict=seat, classes="small")
            yield Input(RULE_START, id="p-rule", classes="small")
            yield Input(placeholder=tr("f_reason"), id="p-reason", max_length=500)
        with Horizontal(classes="entry"):
            yield Label(tr("desk_row_protest"), classes="entry-label")
            yield Input(placeholder=tr("f_filer"), id="r-filer", classes="small")
            yield Input(placeholder=tr("f_time"), id="r-at", classes="small")
            yield Input(placeholder=tr("f_protest_text"), id="r-text", max_length=2000)

    def field(self, prefix: str, name: str) -> Input:
        return self.query_one(f"#{prefix}{name}", Input)

    def value(self, prefix: str, name: str) -> str:
        return self.field(prefix, name).value

    def clear(self, prefix: str) -> None:
        """Empty a row after its entry was made (the rule keeps its «8.5.»)."""
        for name in FIELDS[prefix]:
            self.field(prefix, name).value = RULE_START if name == "rule" else ""

    def start(self, prefix: str) -> None:
        """The cursor to the row's first field, for the next entry."""
        self.field(prefix, FIELDS[prefix][0]).focus()

    def at_fault(self, prefix: str, code: str) -> None:
        """The cursor to the field a refusal is about (the row's first when it names none);
        its text is selected, so typing replaces it."""
        name = FIELD_OF.get(code, FIELDS[prefix][0])
        if name not in FIELDS[prefix]:
            name = FIELDS[prefix][0]
        self.field(prefix, name).focus()

    def typed(self) -> list[Input]:
        """Fields holding what was typed and not entered."""
        return [
            f
            for f in self.query(Input).results(Input)
            if f.value.strip() and not (f.id == "p-rule" and f.value == RULE_START)
        ]

    def editing(self, index: int | None) -> None:
        """The extra row's label: a new entry, or the correction of one."""
        key = "desk_row_extra" if index is None else "desk_row_fix"
        self.query_one("#x-label", Label).update(self.tr(key))

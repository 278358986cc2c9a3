"""What every entry of the record after the game must be, entered or read (the checks of
:mod:`.after`): its types, seats, texts short enough for the protocol and free of lone
surrogates and bidi controls, names free of invisible characters, times that read as ISO
8601. Each refusal is a ``bad_after`` error naming the field."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from .errors import RuleError, shown
from .setup import invisible_char

if TYPE_CHECKING:
    from .after import Consent, Extra, Penalty, Signoff

TEXT_MAX = 10_000
"""The longest comments or protest text accepted (characters): pages of the protocol's back."""

REASON_MAX = 500
"""The longest written reason of an extra, a penalty or a decision (9.10)."""

NAME_MAX = 64
"""The longest name of a head judge (9.11's signature line holds a surname)."""

POINTS_MAX = 100
"""Points read from a file lie within plus or minus this; 8.4 then allows far less."""


def read_points(value: Any, where: str) -> Decimal:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not -POINTS_MAX <= value <= POINTS_MAX
    ):  # NaN fails this too
        raise RuleError("bad_after", why=field_error(where))
    return Decimal(str(value))


def check_extra(e: Extra, where: str) -> None:
    check_seat(e.seat, f"{where}.seat")
    check_reason(e.reason, e.seat, f"{where}.reason")
    if not isinstance(e.points, Decimal):
        raise RuleError("bad_after", why=field_error(f"{where}.points"))


def check_penalty(p: Penalty, where: str) -> None:
    check_seat(p.seat, f"{where}.seat")
    check_reason(p.reason, p.seat, f"{where}.reason")
    if not isinstance(p.rule, str):
        raise RuleError("bad_after", why=field_error(f"{where}.rule"))


def check_consent(c: Consent, where: str) -> None:
    check_seat(c.seat, f"{where}.seat")
    if not isinstance(c.points, Decimal):
        raise RuleError("bad_after", why=field_error(f"{where}.points"))
    check_name(c.name, f"{where}.name")
    check_time(c.at, f"{where}.at")


def check_signoff(s: Signoff) -> None:
    from .after import Signoff  # a record type of .after, which imports these checks

    if not isinstance(s, Signoff) or not isinstance(s.record, str) or not s.record:
        raise RuleError("bad_after", why=field_error("signoff"))
    if len(s.record) > 64 or not all(ch in "0123456789abcdef" for ch in s.record):
        raise RuleError("bad_after", why=field_error("signoff.record"))
    check_name(s.name, "signoff.name")
    check_time(s.at, "signoff.at")


def field_error(path: str) -> RuleError:
    """The reason of a ``bad_after``: the field of the block that is wrong, as written."""
    return RuleError("why_field", field=shown(path, 60))


def is_number(value: Any) -> bool:
    """A whole number small enough to print (a seat; 1-10 is :func:`check`'s to say)."""
    return isinstance(value, int) and not isinstance(value, bool) and -1000 <= value <= 1000


def check_seat(value: Any, where: str) -> None:
    if not is_number(value):
        raise RuleError("bad_after", why=field_error(where))


_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""The bidi marks, embeddings, overrides and isolates: they reorder the text after them."""


def no_surrogate(text: str, name: str) -> None:
    """A free text (comments, protests, reasons): any line of visible text, with line breaks
    and tabs, but no other control character (ESC, BEL would reach the terminal and the
    PDF), no bidi control (a line could read backwards on the signed protocol), no
    surrogate. Joiners and variation selectors stay: emoji and scripts need them."""
    for ch in text:
        if ch in "\n\t":
            continue
        if ch in _BIDI or invisible_char(ch, frozenset({"Cc", "Cs"})):
            raise RuleError("invisible_char", field=name, char=f"U+{ord(ch):04X}")


def check_reason(text: Any, seat: int, where: str) -> None:
    if not isinstance(text, str):
        raise RuleError("bad_after", why=field_error(where))
    if len(text) > REASON_MAX:
        raise RuleError("reason_too_long", seat=seat, length=len(text), max=REASON_MAX)
    no_surrogate(text, where)


def check_text(text: Any, where: str) -> None:
    if not isinstance(text, str):
        raise RuleError("bad_after", why=field_error(where))
    if len(text) > TEXT_MAX:
        raise RuleError("text_too_long", field=where, length=len(text), max=TEXT_MAX)
    no_surrogate(text, where)


def check_name(text: Any, where: str) -> None:
    """A person's name as entered for a signature: visible characters, at most NAME_MAX."""
    if not isinstance(text, str):
        raise RuleError("bad_after", why=field_error(where))
    if not text.strip() or len(text) > NAME_MAX:
        raise RuleError("bad_name", max=NAME_MAX)
    char = invisible_char(text)
    if char:
        raise RuleError("invisible_char", field=where, char=char)


def check_time(text: Any, where: str) -> None:
    """An ISO 8601 moment with its offset, as the actions' stamps are written."""
    if not isinstance(text, str) or len(text) > 40:
        raise RuleError("bad_after", why=field_error(where))
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise RuleError("bad_after", why=field_error(where)) from None
    if moment.tzinfo is None:
        raise RuleError("bad_after", why=field_error(where))

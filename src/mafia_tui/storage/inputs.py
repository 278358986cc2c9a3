"""The one reader of a file the judge names on the command line: a seating to score, a list of
names, an ids file, a roster to import, a game or a tournament file to read (issue #39).

Every such file is read as the data dir's own files are (:func:`.safe_open.read_regular`):
only a regular file, opened without waiting (a FIFO with no writer, ``/dev/zero``, a terminal
or a folder is refused before a byte is read), at most ``limit`` bytes; then, for text, UTF-8
(a byte order mark allowed), and for JSON the strict reader of game files (finite numbers,
no integer of more than 30 digits, at most 32 levels deep). Whatever is wrong is one
:class:`InputError`: a stable code, the path, and a message in the judge's language that says
what the file is and, for a file too big, its real size.
"""

from __future__ import annotations

import codecs
from decimal import ROUND_UP, Decimal
from pathlib import Path
from typing import Any

from ..rules.errors import RuleError
from .notices import INPUTS, OsReason
from .safe_open import NotRegularFile, read_regular

INPUT_LIMIT = 5 * 1024 * 1024
"""The largest file named on the command line read by default (the game file's limit)."""

_MB = Decimal(1024 * 1024)
_JSON_CODES = {
    "file_empty": "input_empty",
    "file_not_utf8": "input_not_utf8",
    "file_not_json": "input_not_json",
    "file_too_deep": "input_too_deep",
    "file_not_finite": "input_not_finite",
}
"""The strict JSON reader's refusals, said of any file rather than of a game file."""


class InputError(Exception):
    """A file named on the command line that was not read: ``code`` (a key of
    :data:`.notices.INPUTS`), the path, and the code's parameters."""

    def __init__(self, code: str, path: Path, **params: Any) -> None:
        super().__init__(f"{path}: {code}")
        self.code = code
        self.path = Path(path)
        self.params = params

    def reason(self, lang: str = "ru") -> str:
        """What is wrong, without the path (inside a message that names the file)."""
        values = {k: _said(v, lang) for k, v in self.params.items()}
        return INPUTS.text(self.code, lang, **values)

    def message(self, lang: str = "ru") -> str:
        """The path and what is wrong with it."""
        return f"{self.path}: {self.reason(lang)}"


class Reason:
    """An :class:`InputError` as the reason inside another message (``why=``), which names
    the file itself."""

    def __init__(self, error: InputError) -> None:
        self.error = error

    def message(self, lang: str = "ru") -> str:
        return self.error.reason(lang)

    def __str__(self) -> str:
        return self.message("en")


def _said(value: Any, lang: str) -> Any:
    """A parameter as the judge reads it: a message in ``lang``, a size with a decimal comma
    in Russian."""
    if isinstance(value, Decimal):
        return str(value).replace(".", ",") if lang != "en" else str(value)
    speak = getattr(value, "message", None)
    return speak(lang) if callable(speak) else value


def megabytes(size: int) -> Decimal:
    """A size in MB, one decimal, rounded up (a file a byte over the limit is not "5.0")."""
    return (Decimal(size) / _MB).quantize(Decimal("0.1"), rounding=ROUND_UP)


def read_input(path: Path, limit: int = INPUT_LIMIT) -> bytes:
    """The bytes of the regular file at ``path`` (symbolic links followed: the judge named
    it), at most ``limit`` of them.

    Raises:
        InputError: ``input_missing``, ``input_not_regular``, ``input_unreadable`` or
            ``input_too_big`` (with the file's real size).
    """
    path = Path(path)
    try:
        payload, info = read_regular(path, limit + 1)
    except FileNotFoundError:
        raise InputError("input_missing", path) from None
    except NotRegularFile:
        raise InputError("input_not_regular", path) from None
    except OSError as exc:
        raise InputError("input_unreadable", path, error=OsReason(exc)) from None
    if len(payload) > limit:
        size = max(info.st_size, len(payload))
        raise InputError("input_too_big", path, size=megabytes(size), limit=megabytes(limit))
    return payload


def read_input_text(path: Path, limit: int = INPUT_LIMIT) -> str:
    """The text of the file at ``path``: UTF-8, a leading byte order mark dropped.

    Raises:
        InputError: as :func:`read_input`, or ``input_not_utf8``.
    """
    payload = read_input(path, limit)
    skipped = 0
    if payload.startswith(codecs.BOM_UTF8):
        payload, skipped = payload[len(codecs.BOM_UTF8) :], len(codecs.BOM_UTF8)
    try:
        return payload.decode("utf-8")
    except UnicodeDecodeError as err:
        raise InputError("input_not_utf8", path, offset=err.start + skipped) from None


def read_input_json(path: Path, limit: int = INPUT_LIMIT) -> Any:
    """The JSON value of the file at ``path``, read by the strict reader of game files
    (``limit`` at most :data:`INPUT_LIMIT`, that reader's own).

    Raises:
        InputError: as :func:`read_input`, or ``input_empty``, ``input_not_utf8``,
            ``input_not_json``, ``input_too_deep``, ``input_not_finite``.
    """
    from ..rules.record import decode_json

    payload = read_input(path, min(limit, INPUT_LIMIT))
    try:
        return decode_json(payload)
    except RuleError as err:
        raise json_refusal(path, err) from None


def json_refusal(path: Path, err: RuleError) -> InputError:
    """The strict JSON reader's refusal of the file at ``path``, said of any file (its own
    words speak of a game file)."""
    code = _JSON_CODES.get(err.code)
    if code is None:  # a refusal this reader does not know: said as it is
        return InputError("input_unreadable", path, error=err)
    return InputError(code, path, **err.params)

"""Physical keys: a letter typed in any layout the judge may have, with Caps Lock or without.

Commands are declared by their QWERTY key (``f``); the judge's keyboard may be in the Russian
layout (``а`` on that key), Ukrainian or Belarusian (``і`` where Russian has ``ы``), with Caps
Lock on (``F``, ``А``). :func:`physical` maps any of them back to the QWERTY name, and
:func:`variants` lists every key name a binding must accept.
"""

from __future__ import annotations

CYRILLIC_TO_LATIN: dict[str, str] = dict(
    zip(
        "йцукенгшщзхъфывапролджэячсмитьбюё",
        "qwertyuiop[]asdfghjkl;'zxcvbnm,.`",
        strict=True,
    )
)
"""ЙЦУКЕН to QWERTY, lower case, by physical key."""

EXTRA_CYRILLIC: dict[str, str] = {"і": "s", "ї": "]", "є": "'", "ґ": "u", "ў": "o"}
"""Ukrainian and Belarusian letters that replace a Russian one on the same key: і (S), ї (]),
є ('), ў (O); ґ is AltGr+Г in the Ukrainian layouts of Windows and Linux, so it counts as U."""

LATIN_TO_CYRILLIC: dict[str, str] = {v: k for k, v in CYRILLIC_TO_LATIN.items()}

PUNCTUATION: dict[str, str] = {
    "[": "left_square_bracket",
    "]": "right_square_bracket",
    ";": "semicolon",
    "'": "apostrophe",
    ",": "comma",
    ".": "full_stop",
    "`": "grave_accent",
}
"""Textual's names of the QWERTY punctuation keys that carry Cyrillic letters."""

SHIFTED_DIGITS: dict[str, int] = {
    "exclamation_mark": 1,
    "at": 2,
    "quotation_mark": 2,
    "number_sign": 3,
    "numero_sign": 3,
    "dollar_sign": 4,
    "semicolon": 4,
    "percent_sign": 5,
    "circumflex_accent": 6,
    "colon": 6,
    "ampersand": 7,
    "question_mark": 7,
    "asterisk": 8,
    "left_parenthesis": 9,
    "right_parenthesis": 0,
}
"""Shift + a digit key in the Latin (``!@#$%^&*()``) and Russian (``!"№;%:?*()``) layouts.
``?`` is Shift+7 only in the Russian layout (see :func:`shifted_digit`)."""

RUSSIAN_ONLY = {"numero_sign"}
"""A key only the Russian layout gives (``"``, ``;``, ``:`` and ``?`` exist in both)."""

LATIN_ONLY = {"at", "number_sign", "dollar_sign", "circumflex_accent", "ampersand"}
"""Shifted digits only the Latin layout gives."""

ARROWS = {"up", "down", "left", "right", "pageup", "pagedown", "home", "end"}


def physical(key: str) -> str:
    """The QWERTY name of a key pressed in any layout, Caps Lock or not ("А" -> "f")."""
    if len(key) != 1:
        return key
    lower = key.lower()
    if lower in CYRILLIC_TO_LATIN:
        return _named(CYRILLIC_TO_LATIN[lower])
    if lower in EXTRA_CYRILLIC:
        return _named(EXTRA_CYRILLIC[lower])
    return lower


def _named(char: str) -> str:
    return PUNCTUATION.get(char, char)


def layout_of(key: str) -> str:
    """ "ru" for a Cyrillic letter or a Russian-only symbol, "en" for a Latin letter or a
    Latin-only symbol, "" when the key says nothing about the layout (digits, Enter...)."""
    if len(key) == 1 and key.isalpha():
        lower = key.lower()
        if lower in CYRILLIC_TO_LATIN or lower in EXTRA_CYRILLIC:
            return "ru"
        return "en" if lower.isascii() else ""
    if key in RUSSIAN_ONLY:
        return "ru"
    if key in LATIN_ONLY:
        return "en"
    return ""


def shifted_digit(key: str, layout: str) -> int | None:
    """The digit under Shift for a shifted-digit key, or None. ``?`` counts only when the
    judge's layout is known to be Russian (in the Latin layout it is the help key)."""
    if key not in SHIFTED_DIGITS:
        return None
    if key == "question_mark" and layout != "ru":
        return None
    return SHIFTED_DIGITS[key]


def variants(key: str) -> list[str]:
    """Every key name that stands for QWERTY ``key``: both cases, the Cyrillic letters on the
    same physical key ("f" -> ["f", "F", "а", "А"]). Other keys are returned as they are."""
    if len(key) != 1 or not key.isalpha():
        return [key]
    names = [key, key.upper()]
    for table in (CYRILLIC_TO_LATIN, EXTRA_CYRILLIC):
        for cyrillic, latin in table.items():
            if latin == key:
                names += [cyrillic, cyrillic.upper()]
    return names


def cyrillic(key: str) -> str:
    """The Russian letter on a QWERTY letter key ("f" -> "а"), or ""."""
    return LATIN_TO_CYRILLIC.get(key, "") if len(key) == 1 else ""


QWERTY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def nearest(key: str, candidates: list[str]) -> str | None:
    """The candidate letter physically closest to ``key`` on the keyboard (a slip of a finger),
    or None when ``key`` is not a letter key."""
    where = _position(key)
    if where is None:
        return None
    best, best_distance = None, 99.0
    for other in candidates:
        pos = _position(other)
        if pos is None:
            continue
        distance = ((pos[0] - where[0]) ** 2 + (pos[1] - where[1]) ** 2) ** 0.5
        if distance < best_distance:
            best, best_distance = other, distance
    return best


def _position(key: str) -> tuple[float, float] | None:
    for row, letters in enumerate(QWERTY_ROWS):
        if key in letters:
            return float(row), letters.index(key) + row * 0.5
    return None

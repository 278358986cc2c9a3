"""One language per document and screen (issue #38, 3): what a text may hold besides the
judge's language, and a scan that names the rest.

A Russian text holds no Latin word but the few a Russian judge reads as they are (key names,
brands, the formula's Ci); an English one no Cyrillic at all; neither an identifier of the
code (a message key, a profile's id, a setting's name, an errno's words). What the judge or
the players typed (nicknames, the tournament's name, reasons) is data, taken out first."""

from __future__ import annotations

import re
from collections.abc import Iterable

CYRILLIC = re.compile(r"[А-Яа-яЁё]+")
LATIN_WORD = re.compile(r"(?<![\w])[A-Za-z][A-Za-z]*(?![\w])")
IDENTIFIER = re.compile(
    r"\b[a-z]+(?:_[a-z0-9]+)+\b"  # a message key or a setting: desk_left_tech, needs_lot
    r"|\b(?:fiim|emf|day1|code)-[\w-]+"  # a profile's id: fiim-2018, code-0432000100001
    r"|Errno|Traceback|\bNone\b|\bTrue\b|\bFalse\b"
)
RUSSIAN_MAY_HOLD = frozenset(
    {
        # keys, as the keyboard names them
        *"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
        *(f"F{n}" for n in range(1, 13)),
        "Enter", "Esc", "Tab", "Space", "Ctrl", "Shift", "Backspace", "Del", "Caps", "Lock",
        "Alt", "PgUp", "PgDn", "Home", "End",
        # names that are names in Russian too
        "mafiaratings", "Polemica", "MWT", "iMafia", "mafia", "tui", "PDF", "CSV", "JSON",
        "Excel", "UTF", "BOM",
        # the rules' own letters: compensation Ci (8.6), the coefficient K (8.7)
        "Ci", "K",
    }
)  # fmt: skip
"""Latin words a Russian text may hold (a key's letter is its Latin name, "F / А")."""


def without(text: str, data: Iterable[str]) -> str:
    """``text`` with every piece of typed data taken out (longest first)."""
    for piece in sorted({d for d in data if d}, key=len, reverse=True):
        text = text.replace(piece, " ")
    return text


def foreign(text: str, lang: str, data: Iterable[str] = ()) -> list[str]:
    """What in ``text`` is not of ``lang`` or is an identifier of the code (empty: clean)."""
    text = without(text, data)
    found = [m.group(0) for m in IDENTIFIER.finditer(text)]
    if lang == "en":
        found += CYRILLIC.findall(text)
    else:
        found += [w for w in LATIN_WORD.findall(text) if w not in RUSSIAN_MAY_HOLD]
    return sorted(set(found))

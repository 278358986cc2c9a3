"""What a folder of game files holds, wherever it comes from (another judge's laptop, a
tournament's folder): its game files, and perhaps a tournament file beside them
(docs/FORMAT.md). One rule for the import and for the tournament table alike."""

from __future__ import annotations

from pathlib import Path

from ..rules.errors import RuleError
from .safe_open import read_regular

TOURNAMENT_FORMAT = "mafia-tui/tournament"
"""The ``format`` of a tournament file (``tournament.json``)."""


def game_files(folder: Path) -> list[Path]:
    """The game files of a folder: ``*.json`` but never a sync tool's or our temp file."""
    return sorted(p for p in Path(folder).glob("*.json") if not p.name.startswith((".", "~")))


def tournament_name(path: Path) -> str | None:
    """The tournament's name (maybe "") when ``path`` is a tournament file, else None: a
    file that is not one, or does not read at all, is the game reader's to judge."""
    from ..rules.record import MAX_FILE_BYTES, decode_json

    try:
        data = decode_json(read_regular(path, MAX_FILE_BYTES + 1)[0])
    except (OSError, RuleError):
        return None
    if not isinstance(data, dict) or data.get("format") != TOURNAMENT_FORMAT:
        return None
    name = data.get("name")
    return name[:120] if isinstance(name, str) else ""

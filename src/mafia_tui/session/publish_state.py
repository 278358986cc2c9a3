"""Three small facts the outbox's run and its listing share: whether a game is voided,
whether two documents say the same, and a digest of a game's file as it is on disk."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ..rules.game import Game
from ..rules.voiding import counts


def voided(game: Game) -> bool:
    """The head judge voided the game (``rules.voiding``): it is never published, and its
    server copy is deleted when the judge confirms."""
    return not counts(game)


def same_document(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two documents say the same (compared as the JSON that is sent)."""
    return bool(b) and _canonical(a) == _canonical(b)


def _canonical(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def record_digest(root: Path, game_id: str, ids: object = None) -> str:
    """A digest of the game's file as it is on disk and of the mafiaratings ids its document
    is built with ("" when the file cannot be read): equal digests, equal documents."""
    from ..rules.record import MAX_FILE_BYTES
    from ..storage.safe_open import read_regular
    from .archive import Archive

    try:
        payload, _ = read_regular(Archive(root, sweep=False).path(game_id), MAX_FILE_BYTES, False)
    except OSError:
        return ""
    return hashlib.sha256(payload + repr(ids).encode("utf-8")).hexdigest()[:32]

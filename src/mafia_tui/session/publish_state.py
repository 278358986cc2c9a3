"""Small facts the outbox's run and its listing share: whether a game is voided, whether two
documents say the same, a digest of a game's file as it is on disk, and how a game is named
to the judge (tournament, table, game number; never the bare id where those are known)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from ..rules.game import Game
from ..rules.values import frozen
from ..rules.voiding import counts
from ..storage.records import Listing


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


@frozen
class GameRef:
    """How a judge names a game in publishing's messages: tournament, stage (other than the
    qualifying one), table and game number; the bare id only for a game not in the data dir."""

    id: str
    tournament: str = ""
    stage: str = ""
    table: int = 0
    number: int = 0
    date: str = ""

    @classmethod
    def of(cls, row: Listing | None, game_id: str) -> GameRef:
        if row is None:
            return cls(game_id)
        return cls(game_id, row.tournament, row.stage, row.table, row.game_number, row.date)

    def text(self, lang: str) -> str:
        if not self.table:
            return self.id
        from ..rules.texts import STAGE
        from .publish_texts import PUBLISH

        where = self.tournament or self.date or "—"
        if self.stage and self.stage != "qualifying" and self.stage in STAGE:
            where += ", " + STAGE.text(self.stage, lang)
        return PUBLISH.text("game_ref", lang, where=where, table=self.table, number=self.number)


def game_refs(root: Path) -> dict[str, GameRef]:
    """Every game of the data dir (archived too) by id, as publishing names it."""
    from .archive import Archive

    return {r.id: GameRef.of(r, r.id) for r in Archive(root, sweep=False).listings(True)}

"""The mafiaratings document of a game, written where the judge's screen keeps its files:
``<data dir>/mafiaratings/<game id>.mafiaratings.json`` (beside ``protocols/``).

The export is pure and quick (a few milliseconds), so the screens call it directly; the file
is written atomically, so a crash leaves the previous document or none.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..export.mafiaratings import Exported, game_document
from ..rules import Game
from ..storage.atomic import atomic_write_bytes


def mafiaratings_path(root: Path, game: Game) -> Path:
    """Where the screens put a game's mafiaratings document."""
    return Path(root) / "mafiaratings" / f"{game.id}.mafiaratings.json"


def write_mafiaratings(game: Game, root: Path) -> tuple[Path | None, Exported]:
    """Export ``game`` into the data dir ``root``: the path written (None when the game has
    no document: see :attr:`Exported.refused`) and what was left out. The players' ids are
    the game file's, else ``root``'s roster's.

    Raises:
        OSError: the folder or the file could not be written.
    """
    from .player_ids import document_ids

    exported = game_document(game, document_ids(root, game))  # ids: the game's, the roster's
    if exported.document is None:
        return None, exported
    out = mafiaratings_path(root, game)
    out.parent.mkdir(parents=True, exist_ok=True)
    payload = json.dumps(exported.document, ensure_ascii=False, indent=1) + "\n"
    atomic_write_bytes(out, payload.encode("utf-8"))
    return out, exported

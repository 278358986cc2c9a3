"""What a game id may be: letters, digits, ``-`` and ``_``, at most 64, never a path.

A game's id names its file, so an id read from a file is checked against this before it is
ever used to build a path (a crafted ``../../x`` must never leave the games folder). Kept apart
from the reader so that listing games does not load the engine.
"""

from __future__ import annotations

import re

GAME_ID_PATTERN = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]{0,63}")


def valid_game_id(text: object) -> bool:
    """True when ``text`` is a string that may be a game id."""
    return isinstance(text, str) and GAME_ID_PATTERN.fullmatch(text) is not None

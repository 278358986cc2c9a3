"""Which names in ``games/`` are games, which are ours in passing, and which are sync tools'.

Only a name that is a valid game id plus ``.json`` is a game. Everything else is left alone by
the games list: our temp files (``.tmp-*``), our previous versions (``<id>.json.prev``), lock
files, and the files sync tools write while they work (``.syncthing.*.tmp``,
``~syncthing~*.tmp``, Dropbox's ``.~*``...). A sync tool's *conflict copy* of a game
(``<id>.sync-conflict-….json``, ``<id> (conflicted copy …).json``) is recognised as such, so
the judge can be shown "two versions of game N".
"""

from __future__ import annotations

import re

from ..rules.ids import GAME_ID_PATTERN

TEMP_PREFIX = ".tmp-"
"""Our temp files: written, fsynced, then renamed over the real file."""
PREV_SUFFIX = ".prev"
"""``<id>.json.prev``: the previous good version of a game file."""
LOCK_SUFFIX = ".lock"

_CONFLICT = re.compile(
    rf"(?P<id>{GAME_ID_PATTERN.pattern})"
    r"(?:\.sync-conflict-[0-9A-Za-z-]+| \((?:[^)]*conflicted copy[^)]*|\d+)\))\.json"
)
"""Syncthing: ``<id>.sync-conflict-20261203-101010-ABCDEFG.json``; Dropbox and others:
``<id> (conflicted copy 2026-12-03).json``, ``<id> (1).json``."""


def game_id_of(name: str) -> str | None:
    """The game id when ``name`` is a game file's name, else None."""
    if name.endswith(".json"):
        stem = name[:-5]
        if GAME_ID_PATTERN.fullmatch(stem):
            return stem
    return None


def conflict_of(name: str) -> str | None:
    """The game id when ``name`` is a sync tool's conflict copy of a game file, else None."""
    if ".sync-conflict-" not in name and " (" not in name:
        return None  # nearly every name: decided without the pattern (5,000 games at start)
    match = _CONFLICT.fullmatch(name)
    return match.group("id") if match else None


def is_our_temp(name: str) -> bool:
    """A temp file of ours (a killed writer may leave one behind)."""
    return name.startswith(TEMP_PREFIX)

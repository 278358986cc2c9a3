"""The app's settings: a small JSON file in the data dir, written atomically."""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from pathlib import Path

from ..rules.values import mutable
from .atomic import atomic_write_bytes, dumps
from .safe_open import read_regular

SETTINGS_LIMIT = 1024 * 1024
"""A settings file is a few hundred bytes; a larger one is not ours."""


@mutable
class Settings:
    """What the judge chose once and keeps."""

    lang: str = ""
    """"ru" or "en"; empty: from --lang or the locale."""
    profile: str = "fiim-2018"
    """The rules preset for new games."""
    auto_start: bool = True
    """Start the timer by itself when the judge moves to the next speech."""
    tournament: str = ""
    """Remembered from the last new game."""
    judge: str = ""
    stage: str = "qualifying"
    table: int = 1
    head_judge: str = ""
    """Offered on the results desk for a consent or a check (the last name given)."""
    hub_server: str = ""
    """The mafiaratings server ``publish`` posts to (base address, e.g.
    ``https://mafiaratings.com``); empty: nothing is ever sent."""
    hub_user: str = ""
    """The judge's user name (or e-mail) there. The password is never stored: it is read from
    ``$MAFIA_TUI_HUB_PASSWORD`` or asked each time (``session.publish``)."""
    hub_event: int = 0
    """The mafiaratings ids written into the documents queued next (0: not known): the
    event the games are filed under, its club, tournament, and the judge's user id there."""
    hub_club: int = 0
    hub_tournament: int = 0
    hub_moderator: int = 0


def load_settings(root: Path) -> Settings:
    """Read settings; a missing or unreadable file gives the defaults (it is not overwritten
    until the judge changes a setting)."""
    try:
        payload, _ = read_regular(root / "settings.json", SETTINGS_LIMIT, follow=False)
        data = json.loads(payload)
    except (OSError, ValueError, RecursionError):
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    known = {f.name: f.type for f in fields(Settings)}
    values = {}
    defaults = Settings()
    for key, value in data.items():
        if key in known and isinstance(value, type(getattr(defaults, key))):
            values[key] = value
    return Settings(**values)


def save_settings(root: Path, settings: Settings) -> None:
    """Write settings atomically (OSError if the disk refuses)."""
    atomic_write_bytes(root / "settings.json", dumps(asdict(settings)))

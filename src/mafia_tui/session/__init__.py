"""Application services between the screens (or the command line) and storage/export.

Opening, creating, resuming and saving games, the after-game data, the timer's resume block,
the tournament table from a data dir, the settings: the UI and the command line both call
these, and neither reaches past them into files. (Storage's few plain readers and the settings
file are re-exported here, so the UI has one way down.)
"""

from typing import TYPE_CHECKING, Any

from ..storage import (
    GameFileError,
    Listing,
    Settings,
    data_dir,
    load_settings,
    read_game_path,
    save_settings,
)
from ..storage.atomic import write_fresh
from ..storage.lock import LockedError
from ..storage.notices import Notice, os_error_text
from .archive import Archive, ResumeTarget
from .game_session import GameSession

if TYPE_CHECKING:
    from .standings import TournamentTable, tournament_table


def __getattr__(name: str) -> Any:
    """The tournament table loads the scoring code on first use, not at start (the judge's
    screen opens without it)."""
    if name in ("TournamentTable", "tournament_table"):
        from . import standings

        return getattr(standings, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Archive",
    "GameFileError",
    "GameSession",
    "Listing",
    "LockedError",
    "Notice",
    "ResumeTarget",
    "Settings",
    "TournamentTable",
    "data_dir",
    "load_settings",
    "os_error_text",
    "read_game_path",
    "save_settings",
    "tournament_table",
    "write_fresh",
]

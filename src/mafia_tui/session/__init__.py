"""Application services between the screens (or the command line) and storage/export.

Opening, creating, resuming and saving games, the after-game data, the timer's resume block,
the tournament table from a data dir, the settings: the UI and the command line both call
these, and neither reaches past them into files. (Storage's few plain readers and the settings
file are re-exported here, so the UI has one way down.)
"""

from ..storage import (
    GameFileError,
    Listing,
    Settings,
    data_dir,
    load_settings,
    read_game_path,
    save_settings,
)
from ..storage.lock import LockedError
from ..storage.notices import Notice, os_error_text
from .archive import Archive, ResumeTarget
from .game_session import GameSession
from .standings import TournamentTable, tournament_table

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
]

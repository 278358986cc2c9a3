"""Storage: files only — crash-safe game files, the games list's cache, the data dir,
locks, quarantine. The game session on top of it lives in ``mafia_tui.session``."""

from .lock import LockedError, LockUnavailable
from .notices import Notice
from .paths import data_dir
from .settings import Settings, load_settings, save_settings
from .store import (
    GameFile,
    GameFileError,
    GameStore,
    ImportResult,
    Listing,
    Problem,
    read_game_bytes,
    read_game_path,
)

__all__ = [
    "GameFile",
    "GameFileError",
    "GameStore",
    "ImportResult",
    "Listing",
    "LockUnavailable",
    "LockedError",
    "Notice",
    "Problem",
    "Settings",
    "data_dir",
    "load_settings",
    "read_game_bytes",
    "read_game_path",
    "save_settings",
]

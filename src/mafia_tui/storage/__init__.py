"""Storage: crash-safe game files, the games catalogue, the data dir."""

from .lock import LockedError
from .paths import data_dir
from .settings import Settings, load_settings, save_settings
from .store import GameSession, GameStore, ImportResult, Listing, Problem

__all__ = ["GameSession", "GameStore", "ImportResult", "Listing", "LockedError", "Problem",
           "Settings", "data_dir", "load_settings", "save_settings"]

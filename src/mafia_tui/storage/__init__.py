"""Storage: crash-safe game files, the games catalogue, the data dir."""

from .lock import LockedError
from .paths import data_dir
from .store import GameSession, GameStore, ImportResult, Listing, Problem

__all__ = ["GameSession", "GameStore", "ImportResult", "Listing", "LockedError", "Problem",
           "data_dir"]

"""Application services between the screens (or the command line) and storage/export.

Opening, creating, resuming and saving games, the after-game data, the timer's resume block:
the UI and the command line both call these, and neither reaches past them into files.
"""

from ..storage.lock import LockedError
from ..storage.notices import Notice, os_error_text
from .archive import Archive, ResumeTarget
from .game_session import GameSession

__all__ = ["Archive", "GameSession", "LockedError", "Notice", "ResumeTarget", "os_error_text"]

"""The players' display: a read-only second window that follows the game being judged."""

from .app import DisplayApp, run_display

__all__ = ["DisplayApp", "run_display"]

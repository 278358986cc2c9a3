"""The one typed way from a screen, widget or palette provider to the app's services.

Textual types ``node.app`` as ``App[object]``: it cannot know which app a screen runs in. Ours
always run in :class:`~.app.MafiaApp` (the store, the settings, ``tr``, ``open_game``...), so
the narrowing is said once, here, instead of an ``Any`` or a ``type: ignore`` at every read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from textual.app import App

    from .app import MafiaApp


def mafia_app(app: App[Any]) -> MafiaApp:
    """``app`` (a node's ``self.app``) as the :class:`~.app.MafiaApp` it is."""
    return cast("MafiaApp", app)

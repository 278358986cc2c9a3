"""The one typed way from a screen, widget or palette provider to the app's services.

Textual types ``node.app`` as ``App[object]``: it cannot know which app a screen runs in. Ours
always run in :class:`~.app.MafiaApp` (the store, the settings, ``tr``, ``open_game``...), so
the narrowing is said once, here, instead of an ``Any`` or a ``type: ignore`` at every read.

It narrows to :class:`Services`, the services a screen uses, not to the app itself: the app
imports the screens, so a screen that named the app, even for the type checker alone, would
close a circle through every screen (an import contract in pyproject.toml keeps it open).
The type checker holds the app to this protocol (at the end of ``ui/app.py``). What is
Textual's own (``push_screen``, ``call_from_thread``, ``run_worker``...) a screen reaches as
``self.app``, typed by Textual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from pathlib import Path

    from textual.app import App

    from ..session import Archive, GameSession
    from ..storage.settings import Settings
    from .strings import Tr


class Services(Protocol):
    """What a screen asks of the app it runs in (:class:`~.app.MafiaApp` gives it)."""

    root: Path
    """The data dir."""
    store: Archive
    """The games of the data dir."""
    settings: Settings
    """The judge's settings as loaded (a screen that saves them sets them here too)."""
    lang: str
    """The judge's language now."""
    tr: Tr
    """The screens' words in :attr:`lang`."""
    new_rules: str
    """What new games are played by (a preset or a rules code)."""

    def set_lang(self, lang: str) -> None: ...

    def open_game(self, game_id: str) -> None: ...

    def play(self, session: GameSession, fresh: bool = False) -> None: ...

    def leave_game(self) -> None: ...

    def show_help(self, screen_key: str) -> None: ...

    def action_command_palette(self) -> None: ...

    async def action_quit(self) -> None: ...

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: Any = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None: ...


def mafia_app(app: App[Any]) -> Services:
    """``app`` (a node's ``self.app``) as the :class:`Services` of the app it is."""
    return cast("Services", app)

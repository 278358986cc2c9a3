"""The command palette: the commands of the screen it was opened on, from the registry.

With an empty query it lists them all with their keys; a query matches the Russian and the
English names and help texts alike, whatever the UI language.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from rich.text import Text
from textual.command import DiscoveryHit, Hit, Hits, Provider

from .commands import Command, for_screen
from .services import mafia_app


class CommandsProvider(Provider):
    """Hits for every palette command of the current screen."""

    def _screen_commands(self) -> list[Command]:
        key = getattr(self.screen, "SCREEN_KEY", "")
        own = [c for c in for_screen(key, include_global=False) if c.palette]
        return own + [c for c in for_screen(key) if c.palette and c not in own]

    def _run(self, command: str) -> None:
        screen: Any = self.screen
        screen.run_command(command)

    def _title(self, command: Command) -> str:
        app = mafia_app(self.app)
        legal = getattr(self.screen, "command_legal", lambda _c: True)(command)
        title = f"{command.text(app.lang)}  ·  {command.keys_text()}"  # no [...]: markup
        return title if legal else f"{title}  ({app.tr('palette_not_now')})"

    def _help(self, command: Command) -> str:
        app = mafia_app(self.app)
        return command.describe(app.lang)

    async def discover(self) -> Hits:
        for command in self._screen_commands():
            # Text, not a str: "[Space]" would be read as markup and vanish.
            yield DiscoveryHit(
                Text(self._title(command)),
                partial(self._run, command.id),
                text=self._title(command),
                help=self._help(command),
            )

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        found = False
        for command in self._screen_commands():
            texts = [*command.label, *command.help, command.keys_text(), command.id]
            score = max(matcher.match(text) for text in texts)
            if score > 0:
                found = True
                title = self._title(command)
                yield Hit(
                    score,
                    matcher.highlight(title),
                    partial(self._run, command.id),
                    text=title,
                    help=self._help(command),
                )
        if not found:
            app = mafia_app(self.app)
            yield Hit(
                0.01,
                app.tr("palette_nothing"),
                partial(self._run, "help"),
                text=app.tr("palette_nothing"),
            )

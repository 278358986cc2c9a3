"""The server's operations as one publishing run uses them: each bound to the run's deadline
per request and its cancel event (a test may stand in for the whole object)."""

from __future__ import annotations

import threading
from typing import Any

from .client import TIMEOUT, Answer, Login, change_game, create_game, delete_game
from .lookup import Found, event_games, find_game, game_by_id


class HubOps:
    """Create, change, delete and look up games on one server."""

    def __init__(self, seconds: float = TIMEOUT, cancel: threading.Event | None = None) -> None:
        self.seconds = seconds
        self.cancel = cancel

    def create(self, login: Login, document: dict[str, Any]) -> Answer:
        return create_game(login, document, self.seconds, self.cancel)

    def change(self, login: Login, game_id: int, document: dict[str, Any]) -> Answer:
        return change_game(login, game_id, document, self.seconds, self.cancel)

    def delete(self, login: Login, game_id: int) -> Answer:
        return delete_game(login, game_id, self.seconds, self.cancel)

    def find(self, server: str, document: dict[str, Any]) -> Found:
        return find_game(server, document, self.seconds, self.cancel)

    def by_id(self, server: str, game_id: int) -> Found:
        return game_by_id(server, game_id, self.seconds, self.cancel)

    def event(self, server: str, event: int, first: int, last: int) -> Found:
        return event_games(server, event, first, last, self.seconds, self.cancel)

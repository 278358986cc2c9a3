"""Asking a mafiaratings server which of its games is this one: ``api/get/games.php``.

``create`` answers without the new game's id and the server keeps no duplicate check, so the
id is learnt here, and before anything is posted whose outcome is not known the server is
asked whether it holds the game already. mafiaratings ``api/get/games.php`` (a
``GetApiPageBase``: no login needed) filters by ``event_id`` or ``game_id``;
``started_after``/``started_before`` with a leading ``+`` are inclusive and read by
``get_datetime`` (minutes); ``filter_flags=0`` shows cancelled games too, which the default
hides; ``page``/``page_size`` page. Each game comes back as the JSON the server stored, with
its ``id`` and ``startTime`` rewritten as ``Y-m-d\\TH:i:sO`` in the event's time zone. A
game is the same when its table, game number, start and players (names in seat order) are:
two stages of a tournament may reuse a table's game numbers.
"""

from __future__ import annotations

import urllib.parse
from datetime import UTC, datetime
from typing import Any

from ..rules.values import frozen
from .client import TIMEOUT, Answer, Cancel, endpoint, json_object, status_answer, unix_seconds
from .http import HttpFailure, exchange

GAMES_PATH = "api/get/games.php"
MAX_LIST_BYTES = 8 * 1024 * 1024
"""A page of the event's games: each is the whole game as stored (a few kilobytes)."""
PAGE_SIZE = 20
MAX_PAGES = 50
WINDOW = 120
"""Seconds either side of a game's start asked for (``get_datetime`` reads minutes)."""


@frozen
class ServerGame:
    """One game the server holds, as ``api/get/games.php`` gives it."""

    id: int
    table: Any
    game: Any
    start: int | None
    players: int
    """Players with a mafiaratings id (the server keeps a player row only for those)."""
    names: tuple[Any, ...] = ()
    """The players' names in seat order."""
    winner: Any = None


@frozen
class Found:
    """The server's games that are this game (``games``), or why it could not be asked
    (``failure``: an Answer whose outcome is not ``sent``)."""

    games: tuple[ServerGame, ...] = ()
    failure: Answer | None = None


def find_game(
    server: str, document: dict[str, Any], seconds: float = TIMEOUT, cancel: Cancel = None
) -> Found:
    """The server's games of ``document``'s event with its table, game number and start.

    The event's games around the start are read page by page (each page one request with its
    own deadline) and matched here, exactly."""
    start = unix_seconds(document.get("startTime"))
    event = document.get("eventId")
    if start is None or not isinstance(event, int):
        return Found(failure=Answer("failed", "", "hub_cannot_match"))
    query = {
        "event_id": str(event),
        "started_after": "+" + _iso(start - WINDOW),
        "started_before": "+" + _iso(start + WINDOW),
        "filter_flags": "0",
        "page_size": str(PAGE_SIZE),
    }
    games: list[ServerGame] = []
    for page in range(MAX_PAGES):
        listed = _games_page(server, {**query, "page": str(page)}, seconds, cancel)
        if isinstance(listed, Answer):
            return Found(failure=listed)
        games += [g for g in listed if _same(g, document, start)]
        if len(listed) < PAGE_SIZE:
            break
    return Found(tuple(sorted(games, key=lambda g: g.id)))


def game_by_id(server: str, game_id: int, seconds: float = TIMEOUT, cancel: Cancel = None) -> Found:
    """The server's game ``game_id``, if it still holds it."""
    query = {"game_id": str(game_id), "filter_flags": "0"}
    listed = _games_page(server, query, seconds, cancel)
    if isinstance(listed, Answer):
        return Found(failure=listed)
    return Found(tuple(g for g in listed if g.id == game_id))


def _games_page(
    server: str, query: dict[str, str], seconds: float, cancel: Cancel
) -> list[ServerGame] | Answer:
    url = endpoint(server, GAMES_PATH) + "?" + urllib.parse.urlencode(query)
    try:
        reply = exchange(
            url, "GET", None, {"Accept": "application/json"}, seconds, MAX_LIST_BYTES, cancel
        )
    except HttpFailure as failure:
        return Answer("failed", failure.detail, failure.code)
    bad = status_answer(reply)
    if bad is not None:
        return Answer("failed", bad.text, bad.code)
    data = json_object(reply.body)
    if data is None or not isinstance(data.get("games", []), list):
        return Answer("failed", reply.body[:80].decode("utf-8", "replace"), "hub_not_api")
    if "error" in data:
        return Answer("refused", str(data["error"]), "hub_refused_get")
    return [g for g in map(_server_game, data.get("games", [])) if g is not None]


def _server_game(item: Any) -> ServerGame | None:
    if not isinstance(item, dict):
        return None
    gid = item.get("id")
    if not isinstance(gid, int) or isinstance(gid, bool):
        return None
    players = item.get("players")
    seats = [p for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    count = sum(1 for p in seats if _positive(p.get("id")))
    start = unix_seconds(item.get("startTime"))
    names = tuple(p.get("name") for p in seats)
    return ServerGame(
        gid, item.get("tableNum"), item.get("gameNum"), start, count, names, item.get("winner")
    )


def _same(game: ServerGame, document: dict[str, Any], start: int) -> bool:
    """The same game: table, game number and start, and the same players in the same seats
    (two stages of a tournament may reuse a table's game numbers)."""
    players = document.get("players")
    seats = [p for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    return (
        game.start == start
        and game.table == document.get("tableNum")
        and game.game == document.get("gameNum")
        and game.names == tuple(p.get("name") for p in seats)
    )


def _positive(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _iso(seconds: int) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")

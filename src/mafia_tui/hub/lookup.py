"""Asking a mafiaratings server which of its games is this one: ``api/get/games.php``.

``create`` answers without the new game's id and the server keeps no duplicate check, so the
id is learnt here, and before anything is posted whose outcome is not known the server is
asked whether it holds the game already. mafiaratings ``api/get/games.php`` (a
``GetApiPageBase``: no login needed) filters by ``event_id`` or ``game_id``;
``started_after``/``started_before`` with a leading ``+`` are inclusive and read by
``get_datetime`` (minutes); ``filter_flags=0`` shows cancelled games too, which the default
hides; ``page``/``page_size`` page. Each game comes back as the JSON the server stored, with
its ``id`` and ``startTime`` rewritten as ``Y-m-d\\TH:i:sO`` in the event's time zone.

Here the server's games are only read: which of them is this game (its players by id or by
name through the roster, ``session.publish_match``) and whether its copy is still what was
sent (``hub.compare``) is decided above.
"""

from __future__ import annotations

import urllib.parse
from dataclasses import field
from datetime import UTC, datetime
from typing import Any

from ..rules.values import frozen
from .client import TIMEOUT, Answer, Cancel, endpoint, json_object, status_answer, unix_seconds
from .http import HttpFailure, exchange

GAMES_PATH = "api/get/games.php"
MAX_LIST_BYTES = 8 * 1024 * 1024
"""A page of the event's games: each is the whole game as stored (a few kilobytes)."""
PAGE_SIZE = 50
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
    data: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """The game as the server gives it back (what ``hub.compare`` reads)."""


@frozen
class Found:
    """The server's games that are this game (``games``), or why it could not be asked
    (``failure``: an Answer whose outcome is not ``sent``)."""

    games: tuple[ServerGame, ...] = ()
    failure: Answer | None = None


def find_game(
    server: str, document: dict[str, Any], seconds: float = TIMEOUT, cancel: Cancel = None
) -> Found:
    """The server's games of ``document``'s event with its table, game number and start (its
    players are compared above: a renamed player must not make it another game)."""
    start = unix_seconds(document.get("startTime"))
    event = document.get("eventId")
    if start is None or not isinstance(event, int):
        return Found(failure=Answer("failed", "", "hub_cannot_match"))
    found = event_games(server, event, start, start, seconds, cancel)
    if found.failure is not None:
        return found
    return Found(tuple(g for g in found.games if _same_place(g, document, start)))


def event_games(
    server: str,
    event: int,
    first: int,
    last: int,
    seconds: float = TIMEOUT,
    cancel: Cancel = None,
) -> Found:
    """Every game of the event started between ``first`` and ``last`` (unix seconds, a
    margin either side), oldest id first; read page by page, each page one request with its
    own deadline (at most ``MAX_PAGES``: a game beyond them is asked for by its id)."""
    query = {
        "event_id": str(event),
        "started_after": "+" + _iso(first - WINDOW),
        "started_before": "+" + _iso(last + WINDOW),
        "filter_flags": "0",
        "page_size": str(PAGE_SIZE),
    }
    games: list[ServerGame] = []
    for page in range(MAX_PAGES):
        listed = _games_page(server, {**query, "page": str(page)}, seconds, cancel)
        if isinstance(listed, Answer):
            return Found(failure=listed)
        games += listed
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
        gid,
        item.get("tableNum"),
        item.get("gameNum"),
        start,
        count,
        names,
        item.get("winner"),
        item,
    )


def _same_place(game: ServerGame, document: dict[str, Any], start: int) -> bool:
    """The same table, game number and start as the document's."""
    return (
        game.start == start
        and game.table == document.get("tableNum")
        and game.game == document.get("gameNum")
    )


def _positive(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def _iso(seconds: int) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%S+00:00")

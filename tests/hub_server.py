"""A local stand-in for a mafiaratings server's game API, on 127.0.0.1, that keeps what it
stores so a test can count it.

It follows the source of szotin/mafiaratings (read, not copied; mirror at commit 0ab7207),
not what our client does:

- ``POST /api/ops/game.php`` (mafiaratings ``api/ops/game.php``, ``include/api.php``,
  ``include/game.php``): HTTP Basic logs in first (a wrong user or password answers
  ``{"error": "Authorization failed"}``); the op comes from the form field ``op``
  ("Operation is not specified…", "Unknown operation…"); a missing field answers
  ``"<name>" must be set in /api/ops/game.php``; ``json`` must parse ("Syntax error").
  ``create``: without a positive ``eventId`` nothing is stored and the answer is success;
  otherwise no login answers "You do not have enough permissions. Please sign in.", a winner
  other than maf/civ/tie "Unknown result", a missing ``clubId``/``startTime``/``endTime``
  "Club id is not set." / "Game start time is not set." / "Game end time is not set.", and a
  stored game gets the next id, which the answer does **not** name. ``change``: ``game_id``
  must name a stored game ("Unable to find game."), a ``json.id`` other than it is refused
  ("Game id does not match the one in the game"), and the game is stored anew. ``delete``
  removes it. Every answer is HTTP 200 JSON with ``version`` 4, success with
  ``rebuild_ratings`` (and ``logged_in`` after a login).
- ``GET /api/get/games.php`` (mafiaratings ``api/get/games.php``): ``game_id``, ``event_id``,
  ``started_after``/``started_before`` (unix seconds or ISO 8601; a leading ``+`` makes them
  inclusive), ``filter_flags`` (default 128: cancelled games hidden; 0 shows all), ``page``,
  ``page_size`` (default 30; 0 = all), ``count``. Games come newest start first, each the JSON
  as stored with its ``id``, ``startTime``/``endTime`` rewritten as ``Y-m-d\\TH:i:sO`` in the
  event's time zone and ``timezone`` added; ``count`` is always there; ``version`` 0.

A player row is kept only for a player with a positive ``id`` (``GamePlayersStats::save``),
so :meth:`Hub.player_rows` says how many players a game has on the server.

The ways an answer goes wrong, each *after* the game was stored: ``slow`` (seconds before
the answer), ``drip`` (seconds between two bytes of it), ``big`` (a success over 1 MiB),
``hold`` (an event the answer waits for: the test kills the client meanwhile).
"""

from __future__ import annotations

import base64
import json
import threading
import time
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

TZ = timezone(timedelta(hours=3), "Europe/Moscow")
"""The stand-in's events' time zone (the answer's ``startTime`` is in it)."""


class _Refused(Exception):
    """The server's ``Exc``: its message becomes the answer's ``error``."""


@dataclass
class Stored:
    """One row of the stand-in's ``games`` table."""

    id: int
    json: dict[str, Any]
    user: str
    cancelled: bool = False


@dataclass
class Hub:
    user: str = "judge"
    password: str = "секрет"
    refuse: str = ""
    """Answer this ``error`` to every create and change (a game the server will not take)."""
    slow: float = 0.0
    drip: float = 0.0
    big: bool = False
    hold: threading.Event | None = None
    raw: bytes | None = None
    """Answer these bytes to every request instead (a wrong address: some web page)."""
    redirect: str = ""
    games: dict[int, Stored] = field(default_factory=dict)
    requests: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    """Every request: the op (``get`` for a look-up) and its fields."""
    url: str = ""
    next_id: int = 1000
    lock: threading.Lock = field(default_factory=threading.Lock)

    # --- what a test counts -------------------------------------------------------------

    def stored(self, event: int | None = None) -> list[Stored]:
        return [g for g in self.games.values() if event is None or g.json.get("eventId") == event]

    def copies(self, table: int, game: int, event: int | None = None) -> int:
        """How many stored games are this table's game ``game``."""
        return sum(
            1
            for g in self.stored(event)
            if g.json.get("tableNum") == table and g.json.get("gameNum") == game
        )

    def player_rows(self, game_id: int) -> int:
        players = self.games[game_id].json.get("players") or []
        return sum(1 for p in players if isinstance(p.get("id"), int) and p["id"] > 0)

    def ops(self, *names: str) -> list[dict[str, str]]:
        return [fields for op, fields in self.requests if op in names]

    # --- the API ------------------------------------------------------------------------

    def login(self, headers: Any) -> str | None:
        """The logged-in user (None without credentials); _Refused for wrong ones."""
        auth = headers.get("Authorization", "")
        if not auth.startswith("Basic "):
            return None
        user, _, password = base64.b64decode(auth[6:]).decode("utf-8").partition(":")
        if (user, password) != (self.user, self.password):
            raise _Refused("Authorization failed")
        return user

    def ops_answer(self, headers: Any, form: dict[str, str]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        try:
            user = self.login(headers)
            if user is not None:
                out["logged_in"] = user
            op = form.get("op")
            with self.lock:
                self.requests.append((op or "", dict(form)))
                if op is None:
                    raise _Refused(
                        "Operation is not specified for the Game Operations web request."
                    )
                if op not in ("create", "change", "delete"):
                    raise _Refused(f'Unknown operation "{op}" in the Game Operations web request.')
                out.update(getattr(self, f"_{op}")(form, user))
        except _Refused as refused:
            out = {"error": str(refused)}
        out["version"] = 4
        return out

    def _create(self, form: dict[str, str], user: str | None) -> dict[str, Any]:
        game = _json(_required(form, "json"))
        event = game.get("eventId")
        if not (isinstance(event, int) and event > 0):
            return {"rebuild_ratings": False}  # the live client's demo game: nothing stored
        if user is None:
            raise _Refused("You do not have enough permissions. Please sign in.")
        _check(game, self.refuse)
        game["id"] = self.next_id
        self.games[self.next_id] = Stored(self.next_id, game, user)
        self.next_id += 1
        return {"rebuild_ratings": False}

    def _change(self, form: dict[str, str], user: str | None) -> dict[str, Any]:
        game_id = _int(_required(form, "game_id"))
        game = _json(_required(form, "json"))
        if game_id not in self.games:
            raise _Refused("Unable to find game.")
        if user is None:
            raise _Refused("You do not have enough permissions. Please sign in.")
        if "id" not in game:
            game["id"] = game_id
        elif game["id"] != game_id:
            raise _Refused("Game id does not match the one in the game")
        _check(game, self.refuse)
        self.games[game_id].json = game
        return {"rebuild_ratings": False}

    def _delete(self, form: dict[str, str], user: str | None) -> dict[str, Any]:
        game_id = _int(_required(form, "game_id"))
        if game_id not in self.games:
            raise _Refused("Unable to find game.")
        if user is None:
            raise _Refused("You do not have enough permissions. Please sign in.")
        del self.games[game_id]
        return {}

    def games_answer(self, headers: Any, query: dict[str, str]) -> dict[str, Any]:
        try:
            self.login(headers)
        except _Refused as refused:
            return {"error": str(refused), "version": 0}
        with self.lock:
            self.requests.append(("get", dict(query)))
            rows = [g for g in self.games.values() if _selected(g, query)]
        rows.sort(key=lambda g: (_start(g.json), g.id), reverse=True)
        out: dict[str, Any] = {"count": len(rows)}
        if "count" not in query:
            page, size = _int(query.get("page", "0")), _int(query.get("page_size", "30"))
            if size > 0:
                rows = rows[page * size : page * size + size]
            out["games"] = [_shown(g) for g in rows]
        out["version"] = 0
        return out


def _required(form: dict[str, str], name: str) -> str:
    if name not in form:
        raise _Refused(f'"{name}" must be set in /api/ops/game.php')
    return form[name]


def _json(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        raise _Refused("Syntax error") from None
    if not isinstance(value, dict):
        raise _Refused("Syntax error")
    return value


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        return 0  # PHP's (int) cast


def _check(game: dict[str, Any], refuse: str) -> None:
    """``Game::create``/``update``'s refusals, in their order."""
    if game.get("winner") not in ("maf", "civ", "tie"):
        raise _Refused("Unknown result")
    if "clubId" not in game:
        raise _Refused("Club id is not set.")
    if "startTime" not in game:
        raise _Refused("Game start time is not set.")
    if "endTime" not in game:
        raise _Refused("Game end time is not set.")
    if refuse:
        raise _Refused(refuse)


def _start(game: dict[str, Any]) -> int:
    value = game.get("startTime")
    return int(value) if isinstance(value, int | float) else 0


def _when(text: str) -> tuple[int, bool]:
    """A time parameter as ``get_datetime`` reads it: unix seconds or a date, and whether it
    is inclusive (a leading ``+``)."""
    inclusive = text.startswith("+")
    text = text[1:].strip() if inclusive else text
    if text.lstrip("-").isdigit():
        return int(text), inclusive
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=TZ)
    return int(moment.timestamp()), inclusive


def _selected(game: Stored, query: dict[str, str]) -> bool:
    data, start = game.json, _start(game.json)
    if "game_id" in query and _int(query["game_id"]) > 0 and game.id != _int(query["game_id"]):
        return False
    if "event_id" in query and _int(query["event_id"]) > 0:
        if data.get("eventId") != _int(query["event_id"]):
            return False
    for name, after in (("started_after", True), ("started_before", False)):
        if query.get(name):
            limit, inclusive = _when(query[name])
            if after and (start < limit or (start == limit and not inclusive)):
                return False
            if not after and (start > limit or (start == limit and not inclusive)):
                return False
    flags = _int(query.get("filter_flags", "128"))
    if flags & 64 and not game.cancelled:
        return False
    return not (flags & 128 and game.cancelled)


def _shown(game: Stored) -> dict[str, Any]:
    data = dict(game.json)
    for name in ("startTime", "endTime"):
        if isinstance(data.get(name), int | float):
            moment = datetime.fromtimestamp(data[name], UTC).astimezone(TZ)
            data[name] = moment.strftime("%Y-%m-%dT%H:%M:%S%z")
    data["timezone"] = "Europe/Moscow"
    return data


@contextmanager
def running(hub: Hub) -> Iterator[Hub]:
    """Serve ``hub`` on a free port of 127.0.0.1 in a thread; ``hub.url`` is its base."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:  # noqa: N802 - http.server's name
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            if self.path != "/api/ops/game.php":
                self.send_error(404)
                return
            if hub.redirect:
                self._redirect()
                return
            form = {k: v[-1] for k, v in urllib.parse.parse_qs(body.decode("ascii")).items()}
            answer = hub.ops_answer(self.headers, form)
            self._answer(answer, late=True)

        def do_GET(self) -> None:  # noqa: N802
            path, _, query = self.path.partition("?")
            if path != "/api/get/games.php":
                self.send_error(404)
                return
            if hub.redirect:
                self._redirect()
                return
            fields = {k: v[-1] for k, v in urllib.parse.parse_qs(query).items()}
            if "count" in urllib.parse.parse_qs(query, keep_blank_values=True):
                fields["count"] = ""
            self._answer(hub.games_answer(self.headers, fields), late=False)

        def _redirect(self) -> None:
            self.send_response(302)
            self.send_header("Location", hub.redirect)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def _answer(self, answer: dict[str, Any], late: bool) -> None:
            if late and hub.big and "error" not in answer:
                answer["message"] = "<ul>" + "<li>fixed</li>" * 90_000 + "</ul>"
            payload = hub.raw if hub.raw is not None else json.dumps(answer).encode()
            if late and hub.hold is not None:
                hub.hold.wait(30)
            if late and hub.slow:
                time.sleep(hub.slow)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            try:
                if late and hub.drip:
                    for n in range(len(payload)):
                        self.wfile.write(payload[n : n + 1])
                        self.wfile.flush()
                        time.sleep(hub.drip)
                else:
                    self.wfile.write(payload)
            except OSError:
                pass  # the client went away

        def log_message(self, *_: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    hub.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield hub
    finally:
        if hub.hold is not None:
            hub.hold.set()
        server.shutdown()
        server.server_close()
        thread.join(5)

"""The mafiaratings server's game operations, seen from here: create, change and delete.

The contract, as read in the source of szotin/mafiaratings (mirror at commit 0ab7207):

- mafiaratings ``api/ops/game.php``: ``OpsApiPageBase::prepare_response`` (mafiaratings
  ``include/api.php``) dispatches on the request field ``op`` to ``<op>_op``. ``create`` reads
  ``json`` (``get_required_param``, i.e. PHP's ``$_REQUEST``: a form-encoded POST body works),
  checks it with ``check_json`` and stores it with ``Game::create`` (mafiaratings
  ``include/game.php``), which inserts a row and then runs ``Game::update``. ``change`` reads
  ``game_id`` and ``json`` (a ``json.id`` other than ``game_id`` is refused) and runs
  ``Game::update`` on that row; ``delete`` reads ``game_id`` and removes the game with its
  player rows. A ``game_id`` the server does not hold is refused ("Unable to find game.").
- **``create`` does not return the new game's id** (``create_op_help`` declares a response
  field ``json`` but ``create_op`` never sets it) and the server has no duplicate check: the
  id is learnt by asking (``hub.lookup``).
- Authentication: ``ApiPageBase::_run`` logs in with HTTP Basic (user name or e-mail); a wrong
  one answers ``{"error": "Authorization failed"}``. Every answer is HTTP 200 with JSON; any
  exception becomes ``error`` ("Successful requests never have this field").

What an attempt became (:class:`Answer`): ``sent`` (no ``error``), ``refused`` (the server's
``error``, verbatim), ``failed`` (the request cannot have been acted on: nothing left this
machine, or a web server answered 3xx/4xx before the API ran) or ``unknown`` (the request
left and no readable answer came back: a timeout, a cut, an answer too big or not JSON, a
5xx). ``unknown`` is what makes a game reach the server twice if it is simply sent again, so
the session asks the server first.

Basic auth sends the password with every request, so plain ``http://`` is refused except to
this machine (the tests' servers); redirects are never followed.
"""

from __future__ import annotations

import base64
import json
import threading
import urllib.parse
from dataclasses import field
from datetime import datetime
from typing import Any

from ..rules.values import frozen
from .http import HttpFailure, Reply, exchange

API_PATH = "api/ops/game.php"
TIMEOUT = 15.0
"""Seconds for one whole request: connecting, sending and the complete answer."""
MAX_ANSWER_BYTES = 1024 * 1024
LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})

Cancel = threading.Event | None
"""Set from another thread (the app's quit) to end a request within a tenth of a second."""


class AddressError(ValueError):
    """A server address we will not post to: ``code`` is ``hub_bad_address`` or
    ``hub_plain_http``."""

    def __init__(self, code: str, address: str) -> None:
        super().__init__(address)
        self.code = code
        self.address = address


def check_address(address: str) -> str:
    """The base address normalised (no trailing ``/``), or AddressError.

    https anywhere; http only to this machine; no user info, query or fragment (a password in
    the address would be saved in the settings)."""
    text = address.strip()
    try:
        parts = urllib.parse.urlsplit(text)
        host = parts.hostname or ""
        parts.port  # noqa: B018 - a bad port raises here
    except ValueError:
        raise AddressError("hub_bad_address", address) from None
    if parts.scheme not in ("https", "http") or not host:
        raise AddressError("hub_bad_address", address)
    if parts.username or parts.password or parts.query or parts.fragment:
        raise AddressError("hub_bad_address", address)
    if parts.scheme == "http" and host not in LOCAL_HOSTS:
        raise AddressError("hub_plain_http", address)
    return text.rstrip("/")


def endpoint(base: str, path: str = API_PATH) -> str:
    """An API URL of a server: ``<base>/api/ops/game.php`` by default."""
    return f"{check_address(base)}/{path}"


@frozen
class Answer:
    """What one request gave: ``outcome`` is ``sent``, ``refused``, ``failed`` or
    ``unknown`` (see the module); ``text`` the server's ``error`` or ``message`` or the
    detail of a failure, ``code`` why it failed (a text key of ``session.publish``)."""

    outcome: str
    text: str = ""
    code: str = ""
    fields: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)


@frozen
class Login:
    """Where and as whom: the server's base address, the user and this run's password."""

    server: str
    user: str
    password: str

    def authorization(self) -> str:
        token = base64.b64encode(f"{self.user}:{self.password}".encode()).decode("ascii")
        return f"Basic {token}"


def refuse_locally(document: dict[str, Any]) -> str:
    """Why ``document`` must not be posted ("" when it may): without a positive ``eventId``
    ``Game::create`` answers success and stores nothing; without ``startTime`` ``update``
    refuses it ("Game start time is not set."), and the game could not be found again."""
    event = document.get("eventId")
    if not isinstance(event, int) or isinstance(event, bool) or event <= 0:
        return "hub_no_event"
    if unix_seconds(document.get("startTime")) is None:
        return "hub_no_start"
    return ""


def create_game(
    login: Login, document: dict[str, Any], seconds: float = TIMEOUT, cancel: Cancel = None
) -> Answer:
    """``op=create`` with the document."""
    fields = {"op": "create", "json": json.dumps(document, ensure_ascii=False)}
    return post_op(login, fields, seconds, cancel)


def change_game(
    login: Login,
    game_id: int,
    document: dict[str, Any],
    seconds: float = TIMEOUT,
    cancel: Cancel = None,
) -> Answer:
    """``op=change`` of the server's game ``game_id`` to the document."""
    text = json.dumps(document, ensure_ascii=False)
    return post_op(login, {"op": "change", "game_id": str(game_id), "json": text}, seconds, cancel)


def delete_game(
    login: Login, game_id: int, seconds: float = TIMEOUT, cancel: Cancel = None
) -> Answer:
    """``op=delete`` of the server's game ``game_id``."""
    return post_op(login, {"op": "delete", "game_id": str(game_id)}, seconds, cancel)


def post_op(
    login: Login, fields: dict[str, str], seconds: float = TIMEOUT, cancel: Cancel = None
) -> Answer:
    """POST one operation to ``api/ops/game.php`` with HTTP Basic auth.

    Never raises for the network's or the server's sake: every outcome is an :class:`Answer`.
    AddressError is raised for an address :func:`check_address` refuses.
    """
    url = endpoint(login.server)
    body = urllib.parse.urlencode(fields).encode("ascii")
    headers = {
        "Content-Type": "application/x-www-form-urlencoded; charset=utf-8",
        "Accept": "application/json",
        "Authorization": login.authorization(),
    }
    try:
        reply = exchange(url, "POST", body, headers, seconds, MAX_ANSWER_BYTES, cancel)
    except HttpFailure as failure:
        return Answer("unknown" if failure.sent else "failed", failure.detail, failure.code)
    bad = status_answer(reply)
    if bad is not None:
        return bad
    return read_answer(reply.body)


def status_answer(reply: Reply) -> Answer | None:
    """3xx and 4xx come from a web server before the API ran; 5xx may come after."""
    if 300 <= reply.status < 400:
        return Answer("failed", reply.headers.get("location", str(reply.status)), "hub_redirect")
    if 400 <= reply.status < 500:
        return Answer("failed", f"HTTP {reply.status}", "hub_http")
    if reply.status >= 500:
        return Answer("unknown", f"HTTP {reply.status}", "hub_http")
    return None


def read_answer(payload: bytes) -> Answer:
    """The meaning of the API's JSON: ``error`` → refused, another object → sent, anything
    else → unknown (the request may have been acted on)."""
    if len(payload) > MAX_ANSWER_BYTES:
        return Answer("unknown", "", "hub_too_big")
    data = json_object(payload)
    if data is None:
        return Answer("unknown", payload[:80].decode("utf-8", "replace"), "hub_not_api")
    if "error" in data:
        error = data["error"]
        return Answer("refused", error if isinstance(error, str) else json.dumps(error), "", data)
    message = data.get("message")
    return Answer("sent", message if isinstance(message, str) else "", "", data)


def json_object(payload: bytes) -> dict[str, Any] | None:
    try:
        data = json.loads(payload.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def unix_seconds(value: Any) -> int | None:
    """Unix seconds from a number or the server's ``Y-m-d\\TH:i:sO`` (or ISO 8601 with an
    offset); None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return int(value)
    if not isinstance(value, str):
        return None
    for form in ("%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%dT%H:%M%z"):
        try:
            return int(datetime.strptime(value, form).timestamp())
        except ValueError:
            continue
    return None

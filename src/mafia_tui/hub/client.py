"""One game to a mafiaratings server: the HTTP request and what its answer means.

The contract, as read in the source of szotin/mafiaratings (mirror at commit 0ab7207, 2026-08-03):

- mafiaratings ``api/ops/game.php``: the endpoint; ``OpsApiPageBase::prepare_response`` in
  mafiaratings ``include/api.php`` dispatches on the request field ``op`` to ``<op>_op``, so
  ``op=create`` runs ``create_op``. It reads the field ``json`` (``get_required_param``, i.e.
  PHP's ``$_REQUEST``: a form-encoded POST body works, as the site's own client
  ``json.post('api/ops/game.php', {op: 'create', json: JSON.stringify(game)})`` in mafiaratings
  ``js/src/game.js`` sends it), checks it with ``check_json`` (mafiaratings
  ``include/json.php``) and stores it with ``Game::create`` (mafiaratings ``include/game.php``).
- Who may call it: ``create_op_help`` names owner, club, event and tournament referees;
  ``Game::create`` calls ``check_permissions(PERMISSION_CLUB_REFEREE | PERMISSION_EVENT_REFEREE
  | PERMISSION_TOURNAMENT_REFEREE, clubId, eventId, tournamentId)``. Without a positive
  ``eventId`` in the document ``Game::create`` stores nothing and still answers success (it is
  the live client's demo game), so such a document is refused here, before any request.
- Authentication: ``ApiPageBase::_run`` (mafiaratings ``include/api.php``) logs in with
  ``$_SERVER['PHP_AUTH_USER']`` / ``PHP_AUTH_PW``, i.e. HTTP Basic, user name or e-mail; a wrong
  one throws ``Exc('Authorization failed')``, which comes back as ``error``.
- The answer: always ``echo json_encode($this->response)`` with HTTP 200; any exception becomes
  ``{"error": "<message>"}`` ("Successful requests never have this field", says
  ``add_default_help_params``). On success ``create_op`` sets ``rebuild_ratings`` and, when the
  server fixed issues in the game, ``message`` (HTML); ``_run`` adds ``logged_in`` and
  ``version``. **It does not return the new game's id**: ``create_op_help`` declares a
  response field ``json`` (the game description, whose ``id`` ``Game::create`` fills in) but
  ``create_op`` never sets it. So the server's game id is taken from ``json.id`` when a server
  sends it and is otherwise unknown (None).

Only the standard library (``urllib.request``). Basic auth sends the password in every request,
so plain ``http://`` is refused except to this machine (``localhost``, ``127.0.0.1``, ``::1``:
the tests' server); redirects are not followed (``urllib`` would carry the Authorization
header to wherever a redirect points).
"""

from __future__ import annotations

import base64
import errno
import json
import socket
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import field
from typing import Any

from ..rules.values import frozen

API_PATH = "api/ops/game.php"
TIMEOUT = 15.0
"""Seconds to wait for a server, per request."""
MAX_ANSWER_BYTES = 1024 * 1024
LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})


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


def endpoint(base: str) -> str:
    """The create-game URL of a server: ``<base>/api/ops/game.php``."""
    return f"{check_address(base)}/{API_PATH}"


@frozen
class Answer:
    """What one attempt gave.

    ``outcome`` is ``sent``, ``refused`` (the server's ``error``, verbatim, in ``text``) or
    ``failed`` (``code`` says why; ``text`` holds the detail). For ``sent``, ``text`` is the
    server's ``message`` if it gave one.
    """

    outcome: str
    text: str = ""
    code: str = ""
    server_game_id: int | None = None
    fields: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *_: Any, **__: Any) -> None:
        return None  # the 3xx comes back as an HTTPError, the credentials stay here


def refuse_locally(document: dict[str, Any]) -> str:
    """Why ``document`` must not be posted ("" when it may): the server would answer
    success and store nothing without a positive ``eventId`` (``Game::create``)."""
    event = document.get("eventId")
    if not isinstance(event, int) or isinstance(event, bool) or event <= 0:
        return "hub_no_event"
    return ""


def post_game(
    base: str, user: str, password: str, document: dict[str, Any], timeout: float = TIMEOUT
) -> Answer:
    """POST one game (``op=create``, ``json=<document>``) with HTTP Basic auth.

    Never raises for the network's or the server's sake: every outcome is an :class:`Answer`.
    AddressError is raised for an address :func:`check_address` refuses.
    """
    url = endpoint(base)
    body = urllib.parse.urlencode(
        {"op": "create", "json": json.dumps(document, ensure_ascii=False)}
    ).encode("ascii")
    token = base64.b64encode(f"{user}:{password}".encode()).decode("ascii")
    request = urllib.request.Request(url, data=body, method="POST")
    request.add_header("Content-Type", "application/x-www-form-urlencoded; charset=utf-8")
    request.add_header("Accept", "application/json")
    request.add_header("Authorization", f"Basic {token}")
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(request, timeout=timeout) as response:
            payload = response.read(MAX_ANSWER_BYTES + 1)
    except urllib.error.HTTPError as err:
        where = err.headers.get("Location", "") if err.headers else ""
        if 300 <= err.code < 400:
            return Answer("failed", where or str(err.code), "hub_redirect")
        return Answer("failed", f"HTTP {err.code} {err.reason}", "hub_http")
    except TimeoutError:
        return Answer("failed", f"{timeout:g}", "hub_timeout")
    except urllib.error.URLError as err:
        if isinstance(err.reason, TimeoutError):
            return Answer("failed", f"{timeout:g}", "hub_timeout")
        return Answer("failed", reason_code(err.reason), "hub_unreachable")
    except (OSError, ValueError) as exc:  # a connection reset midway, a bad status line
        return Answer("failed", reason_code(exc), "hub_unreachable")
    return read_answer(payload)


def reason_code(reason: object) -> str:
    """Why no connection, as a code the session says in the judge's language: the errno's
    name ("ECONNREFUSED"), "EAI" for an address not found, else the reason's own words
    (never "[Errno 111] Connection refused" inside a Russian line)."""
    if isinstance(reason, socket.gaierror):
        return "EAI"
    if isinstance(reason, OSError) and reason.errno is not None:
        return errno.errorcode.get(reason.errno, str(reason))
    return str(reason) or type(reason).__name__


def read_answer(payload: bytes) -> Answer:
    """The meaning of the API's JSON: ``error`` → refused, otherwise sent."""
    if len(payload) > MAX_ANSWER_BYTES:
        return Answer("failed", "", "hub_not_api")
    try:
        data = json.loads(payload.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return Answer("failed", payload[:80].decode("utf-8", "replace"), "hub_not_api")
    if not isinstance(data, dict):
        return Answer("failed", "", "hub_not_api")
    if "error" in data:
        error = data["error"]
        return Answer(
            "refused", error if isinstance(error, str) else json.dumps(error), "", None, data
        )
    message = data.get("message")
    return Answer("sent", message if isinstance(message, str) else "", "", _game_id(data), data)


def _game_id(data: dict[str, Any]) -> int | None:
    """``json.id`` of the answer (the response field ``create_op_help`` documents), when
    present; the source's ``create_op`` does not send it today."""
    game = data.get("json")
    if isinstance(game, str):
        try:
            game = json.loads(game)
        except ValueError:
            return None
    value = game.get("id") if isinstance(game, dict) else None
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    return None

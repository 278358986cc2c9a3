"""A local stand-in for a mafiaratings server's ``api/ops/game.php``, on 127.0.0.1.

It follows what the source says (mafiaratings ``include/api.php``, ``api/ops/game.php``,
``include/game.php``), not what our client does: the op is dispatched from the form field
``op``; HTTP Basic logs in (a wrong user or password answers ``{"error": "Authorization
failed"}``); ``create`` needs the field ``json`` (``"json" must be set in …`` otherwise), which
must parse (``Syntax error``); without credentials ``check_permissions`` refuses; every answer
is JSON with HTTP 200: ``error`` or the success fields (``rebuild_ratings``, ``logged_in``,
``version``). ``create`` gives no game id, as the source's does, unless ``give_id`` is set
(the response field ``json`` that ``create_op_help`` documents).
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
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Hub:
    user: str = "judge"
    password: str = "секрет"
    give_id: int | None = None
    """Answer ``json: {"id": …}`` (a server that does what ``create_op_help`` documents)."""
    refuse: str = ""
    """Answer this ``error`` to every create (a game the server will not take)."""
    delay: float = 0.0
    raw: bytes | None = None
    """Answer these bytes instead of the API's JSON (a wrong address: some web page)."""
    redirect: str = ""
    received: list[dict[str, Any]] = field(default_factory=list)
    url: str = ""

    def answer(self, headers: Any, body: bytes) -> dict[str, Any]:
        form = {k: v[-1] for k, v in urllib.parse.parse_qs(body.decode("ascii")).items()}
        out: dict[str, Any] = {}
        auth = headers.get("Authorization", "")
        logged = False
        if auth.startswith("Basic "):
            user, _, password = base64.b64decode(auth[6:]).decode("utf-8").partition(":")
            if (user, password) != (self.user, self.password):
                return {"error": "Authorization failed", "version": 4}
            out["logged_in"] = user
            logged = True
        op = form.get("op")
        if op is None:
            return {"error": "Operation is not specified for the Game Operations web request."}
        if op != "create":
            return {"error": f'Unknown operation "{op}" in the Game Operations web request.'}
        if "json" not in form:
            return {"error": '"json" must be set in /api/ops/game.php'}
        try:
            game = json.loads(form["json"])
        except ValueError:
            return {"error": "Syntax error"}
        if not logged:
            return {"error": "No permissions"}
        self.received.append(game)
        if self.refuse:
            return {"error": self.refuse, "version": 4}
        out.update(rebuild_ratings=False, version=4)
        if self.give_id is not None:
            out["json"] = dict(game, id=self.give_id)
        return out


@contextmanager
def running(hub: Hub) -> Iterator[Hub]:
    """Serve ``hub`` on a free port of 127.0.0.1 in a thread; ``hub.url`` is its base."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's name
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            if hub.delay:
                time.sleep(hub.delay)
            if self.path != "/api/ops/game.php":
                self.send_error(404)
                return
            if hub.redirect:
                self.send_response(302)
                self.send_header("Location", hub.redirect)
                self.end_headers()
                return
            payload = hub.raw
            if payload is None:
                payload = json.dumps(hub.answer(self.headers, body)).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

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
        server.shutdown()
        server.server_close()
        thread.join(5)

"""Sending the outbox: every game reaches the server once, in its current state.

For each entry of the outbox (``storage.outbox``), in order:

1. **What does the server hold?** An entry left ``sending`` (a killed sender, a disk that
   refused the outcome) or ``unknown`` (a timeout, an unreadable answer) is settled by asking
   the server first (``hub.client.find_game`` by event, table, game number and start, or
   ``game_by_id``); a game never sent is looked for too, before it is created (another table
   of a shared folder, an older version, may have sent it). Nothing is posted for a game the
   server could not be asked about.
2. **What should it hold?** The document is built from the game's record now
   (``publish.build_document``). A voided game is never published; its server copy is deleted
   (``op=delete``) only once the judge confirmed it. A game the server holds is sent as a
   change of that server game (``op=change`` with its id) when its document differs from the
   one the server took, and not at all when it is the same.
3. **The attempt** is claimed in the entry (``sending``, with this run's id) *before* the
   request, under the entries lock and only if nobody changed the entry since it was read;
   its outcome is written after. A disk that refuses either write stops the run.

The run holds the outbox's sending lock; on a filesystem that cannot lock, a claim of another
live process (or of another machine, for :data:`CLAIM_FRESH` seconds) is left alone. The cancel
event (the app's quit) ends the request in flight within a tenth of a second and the run
before the next game; what was in flight is then ``unknown``, never ``sent``.
"""

from __future__ import annotations

import os
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any

from ..hub.client import Answer, Login, refuse_locally
from ..hub.lookup import Found
from ..hub.ops import HubOps
from ..rules import Game
from ..rules.errors import RuleError
from ..rules.values import frozen
from ..storage.lock import LockedError
from ..storage.machine import machine_key
from ..storage.outbox import ASK_FIRST, Claim, Entry, Outbox, OutboxProblem
from . import publish_state
from .publish_config import HubConfig, PublishError, ServerIds
from .publish_state import record_digest, same_document

AUTH_FAILED = "Authorization failed"
"""The server's words for a wrong login (``_doLogin``, not translated there)."""
CLAIM_FRESH = 120.0
"""Seconds another machine's claim is taken as live (its request and the look-up after it
are bounded by the client's deadlines)."""


@frozen
class Attempt:
    """One game of a run and what happened to it: ``key`` is a text key of
    ``session.publish`` (``sent``, ``changed``, ``deleted``, ``refused``, ``failed``,
    ``unknown``, ``ask_failed``, ``not_recorded``, ``void_on_server``...)."""

    game_id: str
    key: str
    params: dict[str, Any] = field(default_factory=dict, compare=False)
    note: str = ""
    """The server's ``message`` on success (HTML stripped)."""


@frozen
class Run:
    attempts: tuple[Attempt, ...]
    problems: tuple[OutboxProblem, ...]
    stopped: str = ""
    """``auth_stop``, ``not_recorded`` or ``cancelled`` when the run ended early."""
    waiting: int = 0
    """Entries that still need the server after the run."""

    def count(self, *keys: str) -> int:
        return sum(1 for a in self.attempts if a.key in keys)


Builder = Callable[[Game, ServerIds], dict[str, Any]]
"""The document of a game (``publish.build_document`` without what it left out)."""


@frozen
class _Context:
    root: Path
    outbox: Outbox
    login: Login
    config: HubConfig
    hub: HubOps
    build: Builder
    clock: Callable[[], str]
    run: str
    exclusive: bool
    cancel: threading.Event | None


class _Stop(Exception):
    """The run cannot go on (the outbox cannot be written): this attempt says why."""

    def __init__(self, attempt: Attempt, why: str) -> None:
        super().__init__(why)
        self.attempt, self.why = attempt, why


class _Moved(Exception):
    """Another process changed the entry since this run read it: leave it to that one."""


def run_outbox(
    root: Path,
    login: Login,
    config: HubConfig,
    hub: HubOps,
    build: Builder,
    clock: Callable[[], str],
) -> Run:
    """One run over the outbox (see the module).

    Raises:
        PublishError: ``busy`` — another process is sending right now.
    """
    outbox = Outbox(root)
    try:
        with outbox.sending() as exclusive:
            ctx = _Context(
                root,
                outbox,
                login,
                config,
                hub,
                build,
                clock,
                uuid.uuid4().hex,
                exclusive,
                hub.cancel,
            )
            attempts, stopped = _each(ctx)
    except LockedError:
        raise PublishError("busy") from None
    entries, problems = outbox.entries()
    waiting = sum(1 for e in entries if _waiting(e))
    return Run(tuple(attempts), tuple(problems), stopped, waiting)


def _waiting(entry: Entry) -> bool:
    return (
        entry.state in ("queued", "failed", *ASK_FIRST)
        or entry.want == "delete"
        and (entry.state != "deleted")
    )


def _each(ctx: _Context) -> tuple[list[Attempt], str]:
    attempts: list[Attempt] = []
    entries, _ = ctx.outbox.entries()
    for entry in entries:
        if ctx.cancel is not None and ctx.cancel.is_set():
            return attempts, "cancelled"
        try:
            attempt = _one(ctx, entry)
        except _Stop as stop:
            attempts.append(stop.attempt)
            return attempts, stop.why
        except _Moved:
            attempt = Attempt(entry.game_id, "in_flight_elsewhere")
        if attempt is not None:
            attempts.append(attempt)
            if attempt.params.get("code") == "hub_auth":
                return attempts, "auth_stop"
    return attempts, ""


def _one(ctx: _Context, entry: Entry) -> Attempt | None:
    """Settle, decide and (perhaps) post one entry; None when there is nothing to do."""
    if entry.state == "refused":
        return None
    gid = entry.game_id
    if entry.state in ASK_FIRST:
        if _claimed_elsewhere(ctx, entry):
            return Attempt(gid, "in_flight_elsewhere")
        settled = _settle(ctx, entry)
        if isinstance(settled, Attempt):
            return settled
        entry = settled
    try:
        from .archive import Archive

        game = Archive(ctx.root, sweep=False).load(gid)
    except (RuleError, OSError) as exc:
        return Attempt(gid, "no_game", {"error": exc})
    return _decide(ctx, entry, game)


def _decide(ctx: _Context, entry: Entry, game: Game) -> Attempt | None:
    gid = entry.game_id
    held = entry.server_game_id is not None and entry.server in ("", ctx.login.server)
    ids = ServerIds.of(entry.ids).over(ctx.config.ids)
    digest = record_digest(ctx.root, gid, ids)
    if publish_state.voided(game):
        if not held:
            return None if entry.state == "deleted" else Attempt(gid, "void_not_sent")
        if entry.want != "delete":
            return Attempt(gid, "void_on_server", {"id": entry.server_game_id})
        return _post(ctx, entry, "delete", {}, digest)
    if entry.want == "delete":  # voided, confirmed, then the void was taken back
        entry = _write(ctx, entry, entry.but(want="publish"))
    try:
        document = ctx.build(game, ids)
    except PublishError as err:
        return Attempt(gid, "not_built", {"error": err})
    why = refuse_locally(document)
    if why:
        return Attempt(gid, why)
    if held:
        if same_document(document, entry.document):  # the server holds it as it is
            if entry.record != digest or entry.state != "sent":
                _write(ctx, entry, entry.but(state="sent", record=digest, code="", message=""))
            return None
        return _post(ctx, entry, "change", document, digest)
    found = ctx.hub.find(ctx.login.server, document)
    if found.failure is not None:
        return _ask_failed(gid, found.failure)
    if found.games:  # sent before, by another table or an older version: keep that one
        entry = _adopt(ctx, entry, found, {})
        return _post(ctx, entry, "change", document, digest)
    return _post(ctx, entry, "create", document, digest)


def _settle(ctx: _Context, entry: Entry) -> Entry | Attempt:
    """Ask the server the request went to what became of it; the entry as it is now."""
    server = entry.server or ctx.login.server
    if entry.op in ("change", "delete") and entry.server_game_id is not None:
        found = ctx.hub.by_id(server, entry.server_game_id)
    else:
        found = ctx.hub.find(server, entry.document)
    if found.failure is not None:
        if server != ctx.login.server:
            why = _ask_failed(entry.game_id, found.failure)
            return Attempt(entry.game_id, "ask_failed_elsewhere", {**why.params, "server": server})
        return _ask_failed(entry.game_id, found.failure)
    if not found.games:  # the server does not hold it: the request never took effect
        gone = entry.op == "delete"
        return _write(
            ctx,
            entry,
            entry.but(
                state="deleted" if gone else "queued",
                server_game_id=None,
                document={},
                claim=None,
                op=entry.op,
                code="",
                message="",
            ),
        )
    held = entry.document if entry.op == "create" else {}  # a change may not have applied
    return _adopt(ctx, entry, found, held, server)


def _adopt(
    ctx: _Context, entry: Entry, found: Found, held: dict[str, Any], server: str = ""
) -> Entry:
    """The server holds the game: note its id (the oldest copy) and any other copies."""
    first, *others = found.games
    new = entry.but(
        state="sent",
        server_game_id=first.id,
        document=held,
        claim=None,
        copies=tuple(g.id for g in others),
        server=server or ctx.login.server,
        code="",
        message="",
    )
    return _write(ctx, entry, new)


def _post(ctx: _Context, entry: Entry, op: str, document: dict[str, Any], digest: str) -> Attempt:
    claim = Claim(ctx.run, machine_key(), os.getpid(), time.time())
    fly = entry.but(
        state="sending",
        op=op,
        claim=claim,
        at=ctx.clock(),
        attempts=entry.attempts + 1,
        document=document if op != "delete" else entry.document,
        server=ctx.login.server,
    )
    if op == "create":  # this server holds no copy (another server's id is forgotten)
        fly = fly.but(server_game_id=None, copies=())
    _write(ctx, entry, fly, "not_claimed")
    sid = entry.server_game_id
    if op == "create":
        answer = ctx.hub.create(ctx.login, document)
    elif op == "change" and sid is not None:
        answer = ctx.hub.change(ctx.login, sid, document)
    else:
        answer = ctx.hub.delete(ctx.login, sid or 0)
    return _outcome(ctx, entry, fly, answer, digest)


def _outcome(ctx: _Context, before: Entry, fly: Entry, answer: Answer, digest: str) -> Attempt:
    gid, op = fly.game_id, fly.op
    state, code = answer.outcome, answer.code
    if state == "refused" and answer.text.strip() == AUTH_FAILED:
        state, code = "failed", "hub_auth"
    new = fly.but(
        claim=None, at=ctx.clock(), server=ctx.login.server, code=code, message=answer.text
    )
    if state == "sent":
        new = _after_success(ctx, fly, new, digest)
    elif state in ("failed", "refused"):
        # the server holds what it held before: the document of the last success, if any
        new = new.but(state=state, document=before.document if fly.op != "create" else {})
    else:
        new = new.but(state="unknown")
    _write(ctx, fly, new)
    if state == "sent":
        key = {"create": "sent", "change": "changed", "delete": "deleted"}[op]
        sid = fly.server_game_id if op == "delete" else new.server_game_id
        params: dict[str, Any] = {"server": ctx.login.server, "id": sid}
        if op == "create" and new.server_game_id is None:
            key = "sent_no_id"
        return Attempt(gid, key, params, plain(answer.text))
    if state == "refused":
        return Attempt(gid, "refused", {"error": plain(answer.text), "op": op})
    return Attempt(gid, state, {"code": code, "detail": answer.text, "op": op})


def _after_success(ctx: _Context, fly: Entry, new: Entry, digest: str) -> Entry:
    if fly.op == "delete":
        return new.but(state="deleted", server_game_id=None, document={}, record="")
    new = new.but(state="sent", record=digest)
    if fly.op == "create":  # the answer names no id: the server is asked for it
        found = ctx.hub.find(ctx.login.server, fly.document)
        if found.failure is None and found.games:
            first, *others = found.games
            new = new.but(server_game_id=first.id, copies=tuple(g.id for g in others))
    return new


def _write(ctx: _Context, seen: Entry, new: Entry, key: str = "not_recorded") -> Entry:
    """Write ``new`` over the entry, which must still be as ``seen`` (or this run's claim).

    Raises:
        _Moved: another process changed the entry meanwhile (nothing written).
        _Stop: the disk refused (``key`` names the attempt: nothing posted yet, or an
            outcome not written down).
    """

    def change(now: Entry | None) -> Entry | None:
        if now is None or not (_unchanged(now, seen) or _ours(now, ctx.run)):
            raise _Moved(seen.game_id)
        return new

    try:
        ctx.outbox.update(seen.game_id, change)
    except (OSError, LockedError) as exc:
        raise _Stop(Attempt(seen.game_id, key, {"error": exc}), "not_recorded") from None
    return new


def _unchanged(now: Entry | None, seen: Entry) -> bool:
    if now is None:
        return False
    keys = ("state", "want", "attempts", "at", "claim", "server_game_id", "queued_at")
    return all(getattr(now, k) == getattr(seen, k) for k in keys)


def _ours(now: Entry, run: str) -> bool:
    return now.claim is not None and now.claim.run == run


def _claimed_elsewhere(ctx: _Context, entry: Entry) -> bool:
    """A live sender other than this run has the entry's request in flight."""
    claim = entry.claim
    if entry.state != "sending" or claim is None or claim.run == ctx.run:
        return False
    return claim.live(machine_key(), ctx.exclusive, CLAIM_FRESH)


def _ask_failed(game_id: str, failure: Answer) -> Attempt:
    return Attempt(game_id, "ask_failed", {"code": failure.code, "detail": failure.text})


def plain(text: str) -> str:
    """The server's HTML message as plain text (its ``<li>`` items on one line each)."""
    import re

    text = re.sub(r"<(?:li|br|hr)\b[^>]*>", "\n", text, flags=re.IGNORECASE)
    lines = (" ".join(re.sub(r"<[^>]{0,200}>", "", line).split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)

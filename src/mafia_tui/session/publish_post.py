"""One attempt of a publishing run: the run's context, claiming an entry, posting an operation
and writing down what became of it (``publish_run`` drives the run, ``publish_decide`` says
what each game needs).

The attempt is claimed in the entry (``sending``, with the run's id) *before* the request,
under the entries lock and only if nobody changed the entry since it was read; its outcome is
written after. A disk that refuses either write stops the run (:class:`Stop`); an entry
another process changed meanwhile is left to it (:class:`Moved`).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from ..hub.client import Answer, Login
from ..hub.compare import fingerprint
from ..hub.lookup import ServerGame
from ..hub.ops import HubOps
from ..rules import Game
from ..rules.values import frozen
from ..storage.lock import LockedError
from ..storage.machine import machine_key
from ..storage.outbox import Claim, Entry, Outbox, OutboxProblem
from .publish_config import HubConfig, ServerIds
from .publish_match import NameKey
from .publish_state import GameRef

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
    ref: GameRef | None = field(default=None, compare=False)
    """How the judge names the game (tournament, table, number)."""

    def but(self, **changes: Any) -> Attempt:
        return replace(self, **changes)


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
class Context:
    """One run: where, to whom, how; ``copies`` are the server's copies read for it."""

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
    names: NameKey
    copies: dict[int, ServerGame | Answer] = field(default_factory=dict)


class Stop(Exception):
    """The run cannot go on (the outbox cannot be written): this attempt says why."""

    def __init__(self, attempt: Attempt, why: str) -> None:
        super().__init__(why)
        self.attempt, self.why = attempt, why


class Moved(Exception):
    """Another process changed the entry since this run read it: leave it to that one."""


def post(
    ctx: Context,
    entry: Entry,
    op: str,
    document: dict[str, Any],
    digest: str,
    again: bool = False,
) -> Attempt:
    """Claim the entry, send ``op``, write down what became of it."""
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
    write(ctx, entry, fly, "not_claimed")
    sid = entry.server_game_id
    if op == "create":
        answer = ctx.hub.create(ctx.login, document)
    elif op == "change" and sid is not None:
        answer = ctx.hub.change(ctx.login, sid, document)
    else:
        answer = ctx.hub.delete(ctx.login, sid or 0)
    attempt = _outcome(ctx, entry, fly, answer, digest)
    if again and attempt.key == "sent":
        return attempt.but(key="sent_again")
    return attempt


def _outcome(ctx: Context, before: Entry, fly: Entry, answer: Answer, digest: str) -> Attempt:
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
    write(ctx, fly, new)
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


def _after_success(ctx: Context, fly: Entry, new: Entry, digest: str) -> Entry:
    """What the server holds after a success; its copy is read back for its fingerprint
    (and, after a create, its id, which the answer does not name)."""
    from .publish_match import classify

    new = new.but(held=None, consent=None)
    if fly.op == "delete":
        return new.but(state="deleted", server_game_id=None, document={}, record="", seen=())
    mine = fingerprint(fly.document)
    new = new.but(state="sent", record=digest, seen=(mine,))
    if fly.op == "create":  # the answer names no id: the server is asked for it
        found = ctx.hub.find(ctx.login.server, fly.document)
        games = classify(fly.document, found.games, ctx.names).same
        games = tuple(sorted(games, key=lambda g: (fingerprint(g.data) != mine, g.id)))
        if found.failure is None and games:
            first, *others = games
            new = new.but(
                server_game_id=first.id,
                copies=tuple(g.id for g in others),
                seen=(fingerprint(first.data),),
            )
    elif fly.server_game_id is not None:
        found = ctx.hub.by_id(ctx.login.server, fly.server_game_id)
        if found.failure is None and found.games:
            new = new.but(seen=(fingerprint(found.games[0].data),))
    return new


def write(ctx: Context, seen: Entry, new: Entry, key: str = "not_recorded") -> Entry:
    """Write ``new`` over the entry, which must still be as ``seen`` (or this run's claim).

    Raises:
        _Moved: another process changed the entry meanwhile (nothing written).
        _Stop: the disk refused (``key`` names the attempt: nothing posted yet, or an
            outcome not written down).
    """

    def change(now: Entry | None) -> Entry | None:
        if now is None or not (_unchanged(now, seen) or _ours(now, ctx.run)):
            raise Moved(seen.game_id)
        return new

    try:
        ctx.outbox.update(seen.game_id, change)
    except (OSError, LockedError) as exc:
        raise Stop(Attempt(seen.game_id, key, {"error": exc}), "not_recorded") from None
    return new


def _unchanged(now: Entry | None, seen: Entry) -> bool:
    if now is None:
        return False
    keys = ("state", "want", "attempts", "at", "claim", "server_game_id", "queued_at")
    return all(getattr(now, k) == getattr(seen, k) for k in keys)


def _ours(now: Entry, run: str) -> bool:
    return now.claim is not None and now.claim.run == run


def ask_failed(game_id: str, failure: Answer) -> Attempt:
    return Attempt(game_id, "ask_failed", {"code": failure.code, "detail": failure.text})


def plain(text: str) -> str:
    """The server's HTML message as plain text (its ``<li>`` items on one line each)."""
    import re

    text = re.sub(r"<(?:li|br|hr)\b[^>]*>", "\n", text, flags=re.IGNORECASE)
    lines = (" ".join(re.sub(r"<[^>]{0,200}>", "", line).split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)

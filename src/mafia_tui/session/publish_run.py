"""Sending the outbox: every game reaches the server once, in its current state, and a
server copy another sender changed is never overwritten without the judge's word.

For each entry of the outbox, in order (what each needs is decided in ``publish_decide``):

1. **What does the server hold?** An entry left ``sending`` (a killed sender, a disk that
   refused the outcome) or ``unknown`` (a timeout, an unreadable answer) is settled by asking
   the server first. The server's copy of every game this outbox sent is read at the start
   of the run (one listing per event), so a copy another sender changed is seen; a game never
   sent is looked for too, before it is created. Nothing is posted for a game the server
   could not be asked about.
2. **What should it hold?** The document is built from the game's record now
   (``publish.build_document``). A voided game is never published; its server copy is deleted
   (``op=delete``) only once the judge confirmed it. A game the server holds is sent as a
   change of that server game (``op=change`` with its id) when its document differs, and not
   at all when it is the same.
3. **The attempt** is claimed in the entry (``sending``, with this run's id) *before* the
   request, under the entries lock and only if nobody changed the entry since it was read;
   its outcome is written after. A disk that refuses either write stops the run.

The run holds the outbox's sending lock; on a filesystem that cannot lock, a claim of another
live process (or of another machine, for :data:`CLAIM_FRESH` seconds) is left alone. The cancel
event (the app's quit) ends the request in flight within a tenth of a second and the run
before the next game; what was in flight is then ``unknown``, never ``sent``.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path

from ..hub.client import Login
from ..hub.ops import HubOps
from ..rules.errors import RuleError
from ..storage.lock import LockedError
from ..storage.machine import machine_key
from ..storage.outbox import ASK_FIRST, Entry, Outbox
from .publish_config import HubConfig, PublishError
from .publish_decide import decide, read_copies, settle
from .publish_match import roster_names
from .publish_post import (
    CLAIM_FRESH,
    Attempt,
    Builder,
    Context,
    Moved,
    Run,
    Stop,
)
from .publish_state import game_refs

__all__ = ["Attempt", "Builder", "Run", "run_outbox"]


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
            ctx = Context(
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
                roster_names(root),
            )
            attempts, stopped = _each(ctx)
    except LockedError:
        raise PublishError("busy") from None
    entries, problems = outbox.entries()
    waiting = sum(1 for e in entries if _waiting(e))
    refs = game_refs(root)
    named = tuple(a.but(ref=refs.get(a.game_id)) for a in attempts)
    return Run(named, tuple(problems), stopped, waiting)


def _waiting(entry: Entry) -> bool:
    """The next publish sends something for it (a game held for the judge's word waits for
    that, not for the server)."""
    if entry.held is not None and entry.consent is None:
        return False
    return (
        entry.state in ("queued", "failed", *ASK_FIRST)
        or entry.want == "delete"
        and (entry.state != "deleted")
    )


def _each(ctx: Context) -> tuple[list[Attempt], str]:
    attempts: list[Attempt] = []
    entries, _ = ctx.outbox.entries()
    read_copies(ctx, entries)
    for entry in entries:
        if ctx.cancel is not None and ctx.cancel.is_set():
            return attempts, "cancelled"
        try:
            attempt = _one(ctx, entry)
        except Stop as stop:
            attempts.append(stop.attempt)
            return attempts, stop.why
        except Moved:
            attempt = Attempt(entry.game_id, "in_flight_elsewhere")
        if attempt is not None:
            attempts.append(attempt)
            if attempt.params.get("code") == "hub_auth":
                return attempts, "auth_stop"
    return attempts, ""


def _one(ctx: Context, entry: Entry) -> Attempt | None:
    """Settle, decide and (perhaps) post one entry; None when there is nothing to do."""
    if entry.state == "refused":
        return None
    gid = entry.game_id
    found = False
    if entry.state in ASK_FIRST:
        if _claimed_elsewhere(ctx, entry):
            return Attempt(gid, "in_flight_elsewhere")
        settled = settle(ctx, entry)
        if isinstance(settled, Attempt):
            return settled
        entry, found = settled, settled.state == "sent"
    try:
        from .archive import Archive

        game = Archive(ctx.root, sweep=False).load(gid)
    except (RuleError, OSError) as exc:
        return Attempt(gid, "no_game", {"error": exc})
    attempt = decide(ctx, entry, game)
    if attempt is None and found:  # the lost request had reached the server: say so
        return Attempt(gid, "found", {"id": entry.server_game_id, "server": ctx.login.server})
    return attempt


def _claimed_elsewhere(ctx: Context, entry: Entry) -> bool:
    """A live sender other than this run has the entry's request in flight."""
    claim = entry.claim
    if entry.state != "sending" or claim is None or claim.run == ctx.run:
        return False
    return claim.live(machine_key(), ctx.exclusive, CLAIM_FRESH)

"""What one game of the outbox needs from the server, decided against what the server holds.

- **A game this outbox sent** (it knows the server's id): its server copy is read first (the
  event's games, one listing per event for the whole run, or the game by its id). The copy is
  *ours* when its fingerprint (``hub.compare``) is one this outbox saw right after its own
  send, or its last document's. Ours and current: nothing is sent. Ours and the record changed
  since: ``op=change``. Not ours (another laptop, an older copy of the data dir, the site's
  own editor changed it), or gone from the server: nothing is sent until the judge answers
  (a :class:`~..storage.outbox.Hold` with the differences; ``publish --overwrite`` or U).
- **A game it never sent**: the server is asked for the event's games at its table, number
  and start, and each is compared seat by seat (``publish_match``). One that is this game and
  says what this record says is taken as sent (``found``); one that is this game but says
  something else was sent by another sender and is not overwritten without the judge's word;
  one with the same place but other players is never answered by a second game silently.
  Only when none is there is the game created.
- **A request whose outcome is not known** (``sending``, ``unknown``) is settled first: the
  server is asked what became of it.
"""

from __future__ import annotations

from typing import Any

from ..hub.client import Answer, refuse_locally
from ..hub.compare import differences, fingerprint
from ..hub.lookup import Found, ServerGame
from ..rules import Game
from ..storage.outbox import Entry, Hold
from . import publish_state
from .publish_config import PublishError, ServerIds
from .publish_match import classify
from .publish_post import Attempt, Context, ask_failed, post, write
from .publish_state import record_digest, same_document

ServerCopy = ServerGame | Answer | None
"""A game's server copy as read: the game, why it could not be read, or None (gone)."""


def decide(ctx: Context, entry: Entry, game: Game) -> Attempt | None:
    """Decide and (perhaps) post one game; None when there is nothing to do."""
    gid = entry.game_id
    held = holds(ctx, entry)
    ids = ServerIds.of(entry.ids).over(ctx.config.ids)
    digest = record_digest(ctx.root, gid, ids)
    if publish_state.voided(game):
        if not held:
            return None if entry.state == "deleted" else Attempt(gid, "void_not_sent")
        if entry.want != "delete":
            return Attempt(gid, "void_on_server", {"id": entry.server_game_id})
        return post(ctx, entry, "delete", {}, digest)
    again = entry.op == "delete" and not held  # deleted when voided; the void taken back
    if entry.want == "delete":
        entry = write(ctx, entry, entry.but(want="publish"))
    try:
        document = ctx.build(game, ids)
    except PublishError as err:
        return Attempt(gid, "not_built", {"error": err})
    why = refuse_locally(document)
    if why:
        return Attempt(gid, why)
    if held:
        return _keep_current(ctx, entry, document, digest)
    return _first(ctx, entry, document, digest, again)


def holds(ctx: Context, entry: Entry) -> bool:
    """This outbox knows the game's id on the server published to now."""
    return entry.server_game_id is not None and entry.server in ("", ctx.login.server)


def _keep_current(
    ctx: Context, entry: Entry, document: dict[str, Any], digest: str
) -> Attempt | None:
    """A game the server holds under the id this outbox knows: its copy there decides (not
    read, gone, or compared with ours by :func:`_against_copy`)."""
    gid, sid = entry.game_id, entry.server_game_id
    assert sid is not None
    copy = server_copy(ctx, sid)
    unchanged = same_document(document, entry.document)
    if isinstance(copy, Answer):
        if unchanged and entry.state == "sent" and entry.held is None:
            return None  # nothing to send anyway; the copy is read again next time
        return ask_failed(gid, copy)
    if copy is None:  # deleted on the server by someone else
        if _agreed(entry, "new", sid):
            entry = write(ctx, entry, entry.but(server_game_id=None, copies=(), seen=()))
            return _first(ctx, entry, document, digest, False)
        return _hold(ctx, entry, Hold("gone", sid))
    return _against_copy(ctx, entry, copy, document, digest, unchanged)


def _against_copy(
    ctx: Context,
    entry: Entry,
    copy: ServerGame,
    document: dict[str, Any],
    digest: str,
    unchanged: bool,
) -> Attempt | None:
    """The server's copy of the game is read: nothing to do when it holds this record or
    what we sent last (``unchanged``: our document is the one sent); held when someone else
    changed it (unless the judge agreed to overwrite that very copy); else our change is
    sent."""
    sid = entry.server_game_id
    assert sid is not None
    mark = fingerprint(copy.data)
    if mark == fingerprint(document):  # the server holds this game as it is now
        _settled(ctx, entry, document, digest, mark)
        return None
    ours = mark in {*entry.seen, fingerprint(entry.document)} - {""}
    if not ours and not _agreed(entry, "overwrite", sid, mark):
        kind = "changed" if entry.seen or entry.document else "foreign"
        return _hold(ctx, entry, Hold(kind, sid, mark, _diff(copy, document)))
    if ours and unchanged and mark in entry.seen:
        if entry.state != "sent" or entry.record != digest or entry.held is not None:
            write(ctx, entry, entry.but(state="sent", record=digest, held=None, code=""))
        return None  # the server holds what was sent last (as the server keeps it)
    return post(ctx, entry, "change", document, digest)


def _first(
    ctx: Context, entry: Entry, document: dict[str, Any], digest: str, again: bool
) -> Attempt | None:
    """A game this outbox holds no server id for: look before creating."""
    gid = entry.game_id
    found = ctx.hub.find(ctx.login.server, document)
    if found.failure is not None:
        return ask_failed(gid, found.failure)
    matches = classify(document, found.games, ctx.names)
    mine = fingerprint(document)
    if matches.same:
        first = next((g for g in matches.same if fingerprint(g.data) == mine), matches.same[0])
        others = tuple(g.id for g in matches.same if g.id != first.id)
        mark = fingerprint(first.data)
        if mark == mine:  # sent before, by another table or an older version, as it is now
            adopt(ctx, entry, first.id, others, document, (mark,), digest)
            return Attempt(gid, "found", {"id": first.id, "server": ctx.login.server})
        if not _agreed(entry, "overwrite", first.id, mark):
            return _hold(ctx, entry, Hold("foreign", first.id, mark, _diff(first, document)))
        entry = adopt(ctx, entry, first.id, others, {}, (mark,), "")
        return post(ctx, entry, "change", document, digest)
    if matches.near:
        first = matches.near[0]
        mark = fingerprint(first.data)
        if _agreed(entry, "overwrite", first.id, mark):
            entry = adopt(ctx, entry, first.id, (), {}, (mark,), "")
            return post(ctx, entry, "change", document, digest)
        if not _agreed(entry, "new", first.id):
            return _hold(ctx, entry, Hold("players", first.id, mark, _diff(first, document)))
    return post(ctx, entry, "create", document, digest, again)


def settle(ctx: Context, entry: Entry) -> Entry | Attempt:
    """Ask the server the request went to what became of it; the entry as it is now."""
    server = entry.server or ctx.login.server
    if entry.op in ("change", "delete") and entry.server_game_id is not None:
        found = ctx.hub.by_id(server, entry.server_game_id)
        games = found.games
    else:
        found = ctx.hub.find(server, entry.document)
        games = classify(entry.document, found.games, ctx.names).same
        mine = fingerprint(entry.document)
        games = tuple(sorted(games, key=lambda g: (fingerprint(g.data) != mine, g.id)))
    if found.failure is not None:
        if server != ctx.login.server:
            why = ask_failed(entry.game_id, found.failure)
            return Attempt(entry.game_id, "ask_failed_elsewhere", {**why.params, "server": server})
        return ask_failed(entry.game_id, found.failure)
    if not games:  # the server does not hold it: the request never took effect
        gone = entry.op == "delete"
        return write(
            ctx,
            entry,
            entry.but(
                state="deleted" if gone else "queued",
                server_game_id=None,
                document={},
                claim=None,
                code="",
                message="",
                seen=() if gone else entry.seen,
            ),
        )
    first, *others = games
    if entry.op == "create":  # what was posted, or another sender's (compared next)
        return adopt(
            ctx, entry, first.id, tuple(g.id for g in others), entry.document, (), "", server
        )
    # a change may or may not have applied: either version is ours, neither is known held
    seen = (*entry.seen, fingerprint(entry.document))
    return adopt(ctx, entry, first.id, (), {}, seen, entry.record, server)


def adopt(
    ctx: Context,
    entry: Entry,
    sid: int,
    copies: tuple[int, ...],
    document: dict[str, Any],
    seen: tuple[str, ...],
    record: str,
    server: str = "",
) -> Entry:
    """The server holds the game as its game ``sid`` (with ``copies``, sent twice by an
    older version): note it, with the document it is known to hold."""
    new = entry.but(
        state="sent",
        server_game_id=sid,
        document=document,
        record=record,
        claim=None,
        copies=copies,
        server=server or ctx.login.server,
        seen=tuple(s for s in seen if s),
        code="",
        message="",
    )
    return write(ctx, entry, new)


def _settled(ctx: Context, entry: Entry, document: dict[str, Any], digest: str, mark: str) -> None:
    """The server's copy is this game as it is now: the entry says so (no question left)."""
    new = entry.but(
        state="sent", document=document, record=digest, seen=(mark,), held=None, consent=None
    )
    if new != entry or new.document != entry.document or new.seen != entry.seen:
        write(ctx, entry, new.but(code="", message=""))


def _hold(ctx: Context, entry: Entry, hold: Hold) -> Attempt:
    """Nothing is sent: the judge is asked (the entry keeps the question)."""
    old = entry.held
    if old != hold or old is None or list(old.differences) != list(hold.differences):
        write(ctx, entry, entry.but(held=hold, consent=None))
    params = {"id": hold.server_game_id, "diff": list(hold.differences)}
    return Attempt(entry.game_id, f"hold_{hold.kind}", params)


def _agreed(entry: Entry, kind: str, sid: int, mark: str | None = None) -> bool:
    """The judge said so for this server game as it is now."""
    c = entry.consent
    if c is None or c.kind != kind or c.server_game_id != sid:
        return False
    return mark is None or not c.fingerprint or c.fingerprint == mark


def _diff(copy: ServerGame, document: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(d.to_list() for d in differences(copy.data, document))


def server_copy(ctx: Context, sid: int) -> ServerCopy:
    """The server's copy of its game ``sid``: from the run's listing of the event, else asked
    for by its id."""
    known = ctx.copies.get(sid)
    if known is not None:
        return known
    found = ctx.hub.by_id(ctx.login.server, sid)
    if found.failure is not None:
        return found.failure
    return found.games[0] if found.games else None


def read_copies(ctx: Context, entries: list[Entry]) -> None:
    """Read the server's copies of every game this outbox sent there: one listing per event
    (its games around theirs), so that each publish sees what another sender changed."""
    from ..hub.client import unix_seconds

    events: dict[int, list[tuple[int, int]]] = {}
    for e in entries:
        if not holds(ctx, e) or e.state not in ("sent", "failed", "refused") or e.want != "publish":
            continue
        event, start = e.document.get("eventId"), unix_seconds(e.document.get("startTime"))
        if isinstance(event, int) and start is not None and e.server_game_id is not None:
            events.setdefault(event, []).append((e.server_game_id, start))
    for event, games in events.items():
        starts = [s for _, s in games]
        found: Found = ctx.hub.event(ctx.login.server, event, min(starts), max(starts))
        if found.failure is not None:
            ctx.copies.update((sid, found.failure) for sid, _ in games)
            continue
        listed = {g.id: g for g in found.games}
        ctx.copies.update((sid, listed[sid]) for sid, _ in games if sid in listed)

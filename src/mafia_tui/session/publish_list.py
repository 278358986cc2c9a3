"""What the outbox says of each game, as the judge reads it: in the games list and in
``publish --list``.

Beyond the stored state (``storage.outbox``) a game may be:

- ``changed``: sent, and its record has changed since in a way the server's copy does not
  show (a protest decision, an extra, a renamed player): the next ``publish`` sends it as a
  change of that server game;
- ``void`` / ``void_on_server``: voided by the head judge, so never published; its server
  copy stays until the judge confirms its deletion (``deleting`` then, until it is sent).
  A voided game of a tournament in the outbox is listed too, though never queued
  (``void_never``);
- ``resend``: deleted from the server when it was voided, then counted again: the next
  ``publish`` sends it again;
- ``server_changed``, ``server_players``, ``server_gone``: the last ``publish`` found the
  server's copy changed by another sender, a game at its place with other players, or its
  copy gone; nothing is sent until the judge answers (``consented`` then). The server is
  checked at every ``publish``, not when listing: the list says what the last one found.

Deciding ``changed`` builds the game's document and compares it with the one the server took;
the digest of the game file noted at that moment makes the common case (nothing changed)
one file read, and each answer is kept in memory for the file as it is.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING

from ..rules.values import frozen
from ..storage.outbox import Entry, Outbox, OutboxProblem
from ..storage.records import Listing
from .publish_state import record_digest

if TYPE_CHECKING:
    from .archive import Archive

_SEEN: dict[tuple[str, str, str], str] = {}
"""(game, file digest, the entry's state, server id and document) → what the list says: the
game is read and its document built once per version of its file."""


@frozen
class Status:
    """A game of the outbox: its entry, what the judge is told of it, and its row in the
    games list when the data dir holds it."""

    entry: Entry
    key: str
    """A stored state, or ``changed``, ``void``, ``void_on_server``, ``deleting``."""
    listing: Listing | None = None
    in_outbox: bool = True
    """False for a voided game listed beside the outbox, never queued."""

    @property
    def game_id(self) -> str:
        return self.entry.game_id


def outbox_statuses(root: Path) -> tuple[list[Status], list[OutboxProblem]]:
    """Every game of the outbox (oldest queued first) with what it is now, and the files of
    ``outbox/`` that were skipped."""
    from .archive import Archive

    entries, problems = Outbox(root).entries()
    if not entries:
        return [], problems
    archive = Archive(root, sweep=False)
    rows = {r.id: r for r in archive.listings(True)}
    out = [Status(e, _key(root, archive, e), rows.get(e.game_id)) for e in entries]
    queued = {e.game_id for e in entries}
    tournaments = {r.tournament.casefold() for s in out if (r := s.listing) and r.tournament}
    out += [
        Status(Entry(r.id, ""), "void_never", r, in_outbox=False)
        for r in rows.values()
        if r.void and r.finished and r.id not in queued and r.tournament.casefold() in tournaments
    ]
    return out, problems


HELD_KEYS = {
    "changed": "server_changed",
    "foreign": "server_changed",
    "players": "server_players",
    "gone": "server_gone",
}


def _key(root: Path, archive: Archive, entry: Entry) -> str:
    """The words key of what ``entry`` is now: its own state, or (sent, queued, failed)
    what its record says against what was sent (:func:`_record_key`)."""
    key = _state_key(archive, entry)
    return key if key is not None else _record_key(root, archive, entry)


def _state_key(archive: Archive, entry: Entry) -> str | None:
    """What a game to delete, held, deleted or in any state but sent, queued or failed is;
    None for those three."""
    if entry.want == "delete" and entry.state != "deleted":
        return "deleting"
    if entry.held is not None:
        judged = _judged(archive, entry)
        if judged.startswith("void"):
            return judged
        return "consented" if entry.consent is not None else HELD_KEYS[entry.held.kind]
    if entry.state == "deleted":
        return "deleted" if _judged(archive, entry).startswith("void") else "resend"
    if entry.state not in ("sent", "queued", "failed"):
        return entry.state
    return None


def _record_key(root: Path, archive: Archive, entry: Entry) -> str:
    """A game sent, queued or failed: queued again for another server, sent while its
    record is as the server took it, else as its record is judged (kept per record)."""
    from .publish_config import ServerIds, hub_config

    config = hub_config(root)
    if entry.state == "sent" and entry.server and config.server and entry.server != config.server:
        return "queued"  # on another server: the next publish sends it to this one
    digest = record_digest(root, entry.game_id, ServerIds.of(entry.ids).over(config.ids))
    if entry.state == "sent" and digest and digest == entry.record:
        return "sent"  # the record is as it was when the server took it
    seen = (entry.game_id, digest, f"{entry.state}:{entry.server_game_id}:"
            + _digest(entry.document))  # fmt: skip
    if digest and seen in _SEEN:
        return _SEEN[seen]
    key = _judged(archive, entry)
    if digest:
        _SEEN[seen] = key
    return key


def _judged(archive: Archive, entry: Entry) -> str:
    """Load the game: voided, or (sent) changed since?"""
    from ..rules.errors import RuleError
    from . import publish_state
    from .publish import PublishError, ServerIds, build_document, hub_config
    from .publish_state import same_document

    try:
        game = archive.load(entry.game_id)
    except (RuleError, OSError):
        return entry.state
    if publish_state.voided(game):
        return "void_on_server" if entry.server_game_id is not None else "void"
    if entry.state != "sent" or entry.held is not None:
        return entry.state
    ids = ServerIds.of(entry.ids).over(hub_config(archive.root).ids)
    try:
        document, _ = build_document(game, ids, root=archive.root)
    except (PublishError, RuleError):
        return "changed"
    return "sent" if same_document(document, entry.document) else "changed"


def _digest(document: dict[str, object]) -> str:
    text = json.dumps(document, ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def publish_marks(root: Path) -> dict[str, str]:
    """The games list's mark per game id (only games of the outbox): the status key."""
    if not (Path(root) / "outbox").is_dir():
        return {}
    statuses, _ = outbox_statuses(root)
    return {s.game_id: s.key for s in statuses}

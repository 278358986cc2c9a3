"""One outbox entry: its fields, its states, and reading its file without trusting the disk.

Only a regular file is read (``O_NOFOLLOW | O_NONBLOCK``, then ``fstat``), at most the size of
a game file, strictly as JSON; a file that is not an entry of ours, or whose game is not the
one its name says, is an :class:`~.outbox.OutboxProblem`. A version 1 entry (which kept the
document as queued) reads as version 2: a ``failed`` one of them may have reached the server
(a timeout), so it reads as ``unknown`` and is asked about before anything is sent again.
"""

from __future__ import annotations

import os
import stat
import time
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from ..rules.errors import RuleError
from ..rules.values import frozen
from .names import game_id_of

FORMAT = "mafia-tui/outbox"
VERSION = 2
"""The ``version`` written; version 1 is read too (see the module)."""
STATES = ("queued", "sending", "unknown", "sent", "refused", "failed", "deleted")
ASK_FIRST = ("sending", "unknown")
"""The states whose last request may or may not have been acted on by the server."""
WANTS = ("publish", "delete")
HOLDS = ("changed", "foreign", "players", "gone")
"""Why a game waits for the judge (:class:`Hold`)."""
CONSENTS = ("overwrite", "new")
OPS = ("create", "change", "delete")
ID_NAMES = ("event", "club", "tournament", "moderator")


@frozen
class Claim:
    """Who has a request of this entry in flight: the run, the machine, the process, when
    (unix seconds)."""

    run: str
    machine: str
    pid: int
    at: float

    def to_dict(self) -> dict[str, Any]:
        return {"run": self.run, "machine": self.machine, "pid": self.pid, "at": self.at}

    def live(self, machine: str, exclusive: bool, fresh: float) -> bool:
        """Whether its sender may still be sending, seen from ``machine``: on this machine,
        a sender holding the sending lock (``exclusive``) knows any other is gone, and
        otherwise asks whether the process lives; another machine's claim is taken as live
        for ``fresh`` seconds."""
        if self.machine != machine:
            return time.time() - self.at < fresh
        if exclusive:
            return False
        if self.pid == os.getpid():
            return True  # another thread of this process
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except OSError:
            return True  # alive, another user's
        return True


@frozen
class Hold:
    """A question for the judge before this game is sent: the server's game
    ``server_game_id`` is not what this outbox last sent there.

    ``kind``: ``changed`` (another sender changed the copy this outbox sent), ``foreign``
    (the server holds the game from another sender, and it differs), ``players`` (a server
    game has this game's event, table, number and start but other players), ``gone`` (the
    game this outbox sent is no longer on the server). ``fingerprint`` is the server copy's as
    seen (``hub.compare``); ``differences`` are ``[seat, field, server, ours]`` lists."""

    kind: str
    server_game_id: int
    fingerprint: str = ""
    differences: tuple[Any, ...] = field(default=(), compare=False)
    """Not compared (nor hashed): its values may be lists or objects of the document."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "server_game_id": self.server_game_id,
            "fingerprint": self.fingerprint,
            "differences": list(self.differences),
        }


@frozen
class Consent:
    """The judge's answer to a :class:`Hold`, good only while the server's game is as the
    judge saw it: ``overwrite`` (send this game over server game ``server_game_id``, whose
    copy has ``fingerprint``) or ``new`` (it is another game: create this one anew)."""

    kind: str
    server_game_id: int
    fingerprint: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "server_game_id": self.server_game_id,
            "fingerprint": self.fingerprint,
        }


@frozen
class Entry:
    """One game of the outbox and what became of it."""

    game_id: str
    queued_at: str
    """ISO time, local with offset, when the judge (last) queued it."""
    state: str = "queued"
    want: str = "publish"
    """``publish``, or ``delete`` once the judge confirmed deleting a voided game's copy."""
    ids: dict[str, int] = field(default_factory=dict, compare=False)
    """The mafiaratings ids given when queued (``event``, ``club``, ``tournament``,
    ``moderator``); an id not given is taken from the settings when sending."""
    op: str = ""
    """The last attempt's operation (``create``, ``change``, ``delete``)."""
    document: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """The last attempt's document: in flight, sent, refused; empty before any attempt."""
    record: str = ""
    """A digest of the game file the document was built from (a quick "not changed")."""
    at: str = ""
    """When the state last changed by an attempt."""
    server: str = ""
    server_game_id: int | None = None
    message: str = ""
    """``refused``: the server's ``error``; ``failed``/``unknown``: the detail; ``sent``: the
    server's ``message`` (the issues it fixed)."""
    code: str = ""
    """Why an attempt failed or is unknown: a text key of ``session.publish``."""
    attempts: int = 0
    claim: Claim | None = None
    copies: tuple[int, ...] = ()
    """Other server games found that are this game too (sent twice by an older version)."""
    seen: tuple[str, ...] = ()
    """Fingerprints of the server's copy this outbox knows as its own (``hub.compare``): the
    copy right after its last successful send, or, after a change whose outcome was not
    known, the copy before it and the one asked for. With ``document``'s, what marks the
    server's copy as ours rather than another sender's."""
    held: Hold | None = None
    """A question for the judge: nothing is sent until it is answered."""
    consent: Consent | None = None
    """The judge's answer to the question."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game_id,
            "queued_at": self.queued_at,
            "state": self.state,
            "want": self.want,
            "ids": dict(self.ids),
            "op": self.op,
            "at": self.at,
            "server": self.server,
            "server_game_id": self.server_game_id,
            "message": self.message,
            "code": self.code,
            "attempts": self.attempts,
            "claim": self.claim.to_dict() if self.claim else None,
            "copies": list(self.copies),
            "record": self.record,
            "seen": list(self.seen),
            "held": self.held.to_dict() if self.held else None,
            "consent": self.consent.to_dict() if self.consent else None,
            "document": self.document,
        }

    def but(self, **changes: Any) -> Entry:
        """This entry with ``changes``."""
        return replace(self, **changes)


@frozen
class OutboxProblem:
    """A file in ``outbox/`` that was skipped: its name, a code and what was wrong."""

    name: str
    code: str
    """``outbox_special`` (a symlink, FIFO, folder...), ``outbox_unreadable``,
    ``outbox_invalid`` (not JSON, too big, too deep) or ``outbox_foreign`` (JSON, but not an
    entry of ours, or for another game than its name says)."""
    detail: str = ""
    error: RuleError | None = field(default=None, compare=False)


def read_entry(path: Path) -> Entry | OutboxProblem:
    """One entry file, read without following a symlink or blocking on a FIFO."""
    from ..rules.record import MAX_FILE_BYTES, decode_json

    name = path.name
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        if path.is_symlink():
            return OutboxProblem(name, "outbox_special")
        fd = os.open(path, flags)
    except OSError as exc:
        return OutboxProblem(name, "outbox_unreadable", exc.strerror or str(exc))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return OutboxProblem(name, "outbox_special")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            payload = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        return OutboxProblem(name, "outbox_unreadable", exc.strerror or str(exc))
    finally:
        os.close(fd)
    try:
        data = decode_json(payload)
    except RuleError as err:
        return OutboxProblem(name, "outbox_invalid", error=err)
    entry = _entry(data)
    if entry is None or f"{entry.game_id}.json" != name:
        return OutboxProblem(name, "outbox_foreign")
    return entry


def _entry(data: Any) -> Entry | None:
    """An :class:`Entry` from a decoded file, or None when it is not one of ours."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    if data.get("version") == 1:
        return _entry_v1(data)
    if data.get("version") != VERSION:
        return None
    common = _common(data)
    if common is None:
        return None
    sending, answered = _sending(data), _answered(data)
    if sending is None or answered is None:
        return None
    return common.but(**sending, **answered)


def _sending(data: dict[str, Any]) -> dict[str, Any] | None:
    """What is to be sent, and where: the wish, the operation under way, the ids, the claim
    on the server's copy, the copies there and the record's digest; None when one is wrong."""
    want, op, ids, claim = data.get("want"), data.get("op"), data.get("ids"), data.get("claim")
    copies, record = data.get("copies", []), data.get("record", "")
    if want not in WANTS or op not in ("", *OPS) or not isinstance(record, str):
        return None
    if not isinstance(ids, dict) or not all(k in ID_NAMES and _count(v) for k, v in ids.items()):
        return None
    if not isinstance(copies, list) or not all(_count(c) for c in copies):
        return None
    claimed = _claim(claim)
    if claim is not None and claimed is None:
        return None
    return {
        "want": want,
        "op": op,
        "ids": dict(ids),
        "claim": claimed,
        "copies": tuple(copies),
        "record": record,
    }


def _answered(data: dict[str, Any]) -> dict[str, Any] | None:
    """What the server's copies told and the judge answered: the fingerprints seen, the
    hold, the consent; None when one is wrong."""
    seen, held, consent = data.get("seen", []), data.get("held"), data.get("consent")
    hold, agreed = _hold(held), _consent(consent)
    if not isinstance(seen, list) or not all(isinstance(x, str) for x in seen):
        return None
    if held is not None and hold is None:
        return None
    if consent is not None and agreed is None:
        return None
    return {"seen": tuple(seen), "held": hold, "consent": agreed}


def _hold(data: Any) -> Hold | None:
    if not isinstance(data, dict):
        return None
    kind, sid, mark = data.get("kind"), data.get("server_game_id"), data.get("fingerprint", "")
    differences = data.get("differences", [])
    if kind not in HOLDS or not _count(sid) or not isinstance(mark, str):
        return None
    if not isinstance(differences, list) or not isinstance(sid, int):
        return None
    return Hold(kind, sid, mark, tuple(differences))


def _consent(data: Any) -> Consent | None:
    if not isinstance(data, dict):
        return None
    kind, sid, mark = data.get("kind"), data.get("server_game_id"), data.get("fingerprint", "")
    if kind not in CONSENTS or not isinstance(sid, int) or not _count(sid):
        return None
    return Consent(kind, sid, mark) if isinstance(mark, str) else None


def _common(data: dict[str, Any]) -> Entry | None:
    """The fields both versions share."""
    game, document, state = data.get("game"), data.get("document"), data.get("state")
    texts = [data.get(k, "") for k in ("queued_at", "at", "server", "message", "code")]
    sid, attempts = data.get("server_game_id"), data.get("attempts", 0)
    if not isinstance(game, str) or game_id_of(f"{game}.json") is None:
        return None
    if not isinstance(document, dict) or state not in STATES:
        return None
    if not all(isinstance(t, str) for t in texts):
        return None
    if sid is not None and not _count(sid):
        return None
    if not isinstance(attempts, int) or isinstance(attempts, bool) or attempts < 0:
        return None
    queued_at, at, server, message, code = texts
    return Entry(
        game,
        queued_at,
        state,
        document=document,
        at=at,
        server=server,
        server_game_id=sid,
        message=message,
        code=code,
        attempts=attempts,
    )


def _entry_v1(data: dict[str, Any]) -> Entry | None:
    """A version 1 entry (the document as queued) read as version 2."""
    if data.get("state") not in ("queued", "sent", "refused", "failed"):
        return None
    entry = _common(data)
    if entry is None:
        return None
    doc = entry.document
    ids = {
        name: value
        for name, value in (
            ("event", doc.get("eventId")),
            ("club", doc.get("clubId")),
            ("tournament", doc.get("tournamentId")),
            (
                "moderator",
                (doc.get("moderator") or {}).get("id")
                if isinstance(doc.get("moderator"), dict)
                else None,
            ),
        )
        if _count(value)
    }
    entry = entry.but(ids=ids, op="create" if entry.attempts else "")
    if entry.state == "queued":
        return entry.but(document={})
    if entry.state == "failed" and entry.code not in ("hub_auth", "hub_redirect"):
        return entry.but(state="unknown")  # a timeout may have been stored: ask first
    return entry


def _claim(data: Any) -> Claim | None:
    if not isinstance(data, dict):
        return None
    run, machine, pid, at = (data.get(k) for k in ("run", "machine", "pid", "at"))
    if not isinstance(run, str) or not isinstance(machine, str) or not isinstance(pid, int):
        return None
    if not isinstance(at, int | float) or isinstance(at, bool) or not _count(pid):
        return None
    return Claim(run, machine, pid, float(at))


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0

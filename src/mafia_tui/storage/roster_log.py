"""Each machine's changes to the roster, in a file only that machine writes (issue #39).

Two tables of a shared folder that both rewrote ``roster.json`` lost a player: a sync tool
keeps one of two versions of a file, and Syncthing kept one without a conflict copy. So every
change a machine makes goes into its own file, ``roster/<machine>.json``: a list of changes,
each with an id, the time and the machine,

- ``put``: entries added or filled in (a player added, an import; ``wins`` says whether their
  fields win over the roster's own, as an import's do),
- ``rename``: a player's new nickname (the old one stays as an alias);

and the roster is read as the data dir's ``roster.json`` (the file of earlier versions, now
only read) with every machine's changes applied in the order they were made
(:func:`fold`). A sync tool never has to choose between two versions of one file: each file
has one writer. A change seen twice (a conflict copy of a log, made when two machines share a
machine id) counts once, by its id.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..rules.values import frozen
from .machine import machine_key
from .roster_entries import RosterEntry, RosterError, make_entry, merge_into, rename_in
from .safe_open import read_regular

LOG_DIR = "roster"
FORMAT = "mafia-tui/roster-log"
LOG_LIMIT = 16 * 1024 * 1024
"""A machine's changes to a club's roster are far below this; a larger file is not a log."""
OPS = ("put", "rename")


@frozen
class Change:
    """One change a machine made to the roster."""

    id: str
    at: str
    """ISO time in UTC, to the microsecond: the order changes are applied in."""
    machine: str
    op: str
    entries: tuple[RosterEntry, ...] = ()
    """``put``: the entries added or filled in."""
    wins: bool = True
    """``put``: their fields win over the roster's own (an import), or only fill gaps."""
    old: str = ""
    new: str = ""
    """``rename``: the nickname before and after."""

    @classmethod
    def put(cls, entries: list[RosterEntry], wins: bool = True) -> Change:
        return cls(_id(), _now(), machine_key(), "put", tuple(entries), wins)

    @classmethod
    def rename(cls, old: str, new: str) -> Change:
        return cls(_id(), _now(), machine_key(), "rename", old=old, new=new)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "at": self.at, "machine": self.machine}
        out["op"] = self.op
        if self.op == "put":
            out["entries"] = [e.to_dict() for e in self.entries]
            out["wins"] = self.wins
        else:
            out["old"], out["new"] = self.old, self.new
        return out


def _id() -> str:
    """A random entry id: os.urandom, as secrets.token_hex (which would import hmac)."""
    return os.urandom(8).hex()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def log_path(root: Path) -> Path:
    """This machine's log in the data dir at ``root``."""
    return Path(root) / LOG_DIR / f"{machine_key()}.json"


def log_files(root: Path) -> list[Path]:
    """Every machine's log (and any conflict copy of one), this machine's first; never our
    temp files or a sync tool's."""
    folder = Path(root) / LOG_DIR
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    mine = log_path(root).name
    found = [folder / n for n in names if n.endswith(".json") and not n.startswith((".", "~"))]
    return sorted(found, key=lambda p: (p.name != mine, p.name))


def read_log(path: Path) -> list[Change]:
    """The changes in the log at ``path`` ([] when there is none).

    Raises:
        RosterError: ``unreadable`` (the OS refused, a link, a pipe) or ``damaged``.
    """
    try:
        payload, _ = read_regular(path, LOG_LIMIT + 1, follow=False)
    except FileNotFoundError:
        return []
    except OSError as exc:
        from .notices import OsReason

        raise RosterError("unreadable", path=path, reason=OsReason(exc)) from None
    try:
        if len(payload) > LOG_LIMIT:
            raise ValueError("too large")
        data = json.loads(payload)
    except (ValueError, RecursionError):
        raise RosterError("damaged", path=path, reason=RosterError("why_json")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != 1:
        raise RosterError("damaged", path=path, reason=RosterError("why_shape"))
    changes = data.get("changes")
    if not isinstance(changes, list):
        raise RosterError("damaged", path=path, reason=RosterError("why_shape"))
    out = []
    for n, item in enumerate(changes, 1):
        try:
            out.append(_change(item))
        except RosterError as err:
            why = RosterError("why_entry", n=n, what=err)
            raise RosterError("damaged", path=path, reason=why) from None
    return out


def _put(item: dict[str, Any], ident: str, at: str, machine: str) -> Change:
    """A ``put``: its entries, each checked as the roster's, and whether it wins a clash."""
    entries, wins = item.get("entries"), item.get("wins", True)
    if not isinstance(entries, list) or not isinstance(wins, bool):
        raise RosterError("why_shape")
    return Change(ident, at, machine, "put", tuple(make_entry(e) for e in entries), wins)


def _change(item: Any) -> Change:
    """A change from its document.

    Raises:
        RosterError: ``why_shape`` or an entry's own refusal.
    """
    if not isinstance(item, dict):
        raise RosterError("why_shape")
    texts = [item.get(k) for k in ("id", "at", "machine", "op")]
    ident, at, machine, op = (t if isinstance(t, str) and 0 < len(t) <= 64 else "" for t in texts)
    if not (ident and at and machine) or op not in OPS:
        raise RosterError("why_shape")
    if op == "put":
        return _put(item, ident, at, machine)
    old, new = item.get("old"), item.get("new")
    if not (isinstance(old, str) and isinstance(new, str)):
        raise RosterError("why_shape")
    return Change(ident, at, machine, op, old=old, new=new)


def log_payload(changes: list[Change]) -> bytes:
    """The bytes of a log holding ``changes``."""
    doc = {"format": FORMAT, "version": 1, "changes": [c.to_dict() for c in changes]}
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def fold(base: dict[str, RosterEntry], changes: list[Change]) -> dict[str, RosterEntry]:
    """The roster: ``base`` with ``changes`` applied in the order they were made (by time,
    then machine, then id), each once. A rename that no longer fits (its new nickname was
    taken meanwhile on another table) is left out; nothing else can fail."""
    state = dict(base)
    seen: set[str] = set()
    for change in sorted(changes, key=lambda c: (c.at, c.machine, c.id)):
        if change.id in seen:
            continue
        seen.add(change.id)
        if change.op == "put":
            merge_into(state, list(change.entries), incoming_wins=change.wins)
            continue
        try:
            state, _ = rename_in(state, change.old, change.new)
        except RosterError:
            continue
    return state

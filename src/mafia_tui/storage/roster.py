"""The roster: the players a club or a tournament knows, one file per data dir (``roster.json``).

Each entry is a nickname (the key, compared case-folded, as the tournament table compares
players), an optional real name and club, the player's ids on the rating platforms
(mafiaratings first; MWT, Polemica and iMafia optional) and the aliases left by renames. The
new-game form completes nicknames from it, the command line lists, adds, renames, imports and
exports it (:mod:`.roster_io`).

The file is a tinydb document store (the ``players`` table), written through the results
cache's torn-file-safe storage (:class:`.results_cache.AtomicJSONStorage`): a crash leaves the
old roster or the new one. A file that is not a roster (hand-edited, truncated, hostile) is
never overwritten and never crashes the app: :func:`open_roster` returns an empty roster that
carries the reason (:attr:`Roster.problem`) and refuses to write until the file is fixed.
"""

from __future__ import annotations

import unicodedata
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from tinydb import TinyDB, where

from ..rules.setup import NICK_MAX, invisible_char
from ..rules.values import frozen
from .results_cache import AtomicJSONStorage
from .roster_texts import ROSTER

ROSTER_FILE = "roster.json"
TABLE = "players"
TEXT_MAX = 80
"""The longest real name, club or platform id kept."""
PLATFORMS = ("mafiaratings", "mwt", "polemica", "imafia")
"""The rating platforms whose player ids the roster keeps, mafiaratings first."""
TEXT_FIELDS = ("name", "club", *PLATFORMS)


class RosterError(Exception):
    """A roster problem with a stable code and its parameters, said in the judge's language."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def message(self, lang: str = "ru") -> str:
        values = {
            k: v.message(lang) if isinstance(v, RosterError) else v for k, v in self.params.items()
        }
        return ROSTER.text(self.code, lang, **values)


@frozen
class RosterEntry:
    """One player of the roster."""

    nick: str
    name: str = ""
    club: str = ""
    mafiaratings: str = ""
    mwt: str = ""
    polemica: str = ""
    imafia: str = ""
    aliases: tuple[str, ...] = field(default=())

    @property
    def key(self) -> str:
        return self.nick.casefold()

    def to_dict(self) -> dict[str, Any]:
        """The entry as stored: empty fields left out, ``key`` for tinydb's queries."""
        out: dict[str, Any] = {"nick": self.nick, "key": self.key}
        out.update({f: getattr(self, f) for f in TEXT_FIELDS if getattr(self, f)})
        if self.aliases:
            out["aliases"] = list(self.aliases)
            out["alias_keys"] = [a.casefold() for a in self.aliases]
        return out


def clean_nick(nick: Any) -> str:
    """A roster nickname: the same rule as a game's (NFC, trimmed, visible, ≤ NICK_MAX).

    Raises:
        RosterError: ``bad_nick``.
    """
    if not isinstance(nick, str):
        raise RosterError("bad_nick", max=NICK_MAX)
    text = unicodedata.normalize("NFC", nick).strip()
    if not text or len(text) > NICK_MAX or invisible_char(text):
        raise RosterError("bad_nick", max=NICK_MAX)
    return text


def clean_text(name: str, value: Any) -> str:
    """An optional text field: trimmed, visible, ≤ TEXT_MAX; a mafiaratings id is digits."""
    if value is None:
        return ""
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise RosterError("bad_field", field=name, max=TEXT_MAX)
    text = unicodedata.normalize("NFC", value).strip()
    if len(text) > TEXT_MAX or invisible_char(text):
        raise RosterError("bad_field", field=name, max=TEXT_MAX)
    if name == "mafiaratings" and text and not (text.isascii() and text.isdigit()):
        raise RosterError("bad_mafiaratings", value=text)
    return text


def make_entry(data: Any) -> RosterEntry:
    """An entry from a dict (a stored document, a JSON import, a CSV row).

    Raises:
        RosterError: a field that is not what it should be.
    """
    if not isinstance(data, dict):
        raise RosterError("why_shape")
    aliases = data.get("aliases") or []
    if not isinstance(aliases, list):
        raise RosterError("bad_field", field="aliases", max=NICK_MAX)
    kept: dict[str, str] = {}
    for alias in aliases:
        text = clean_nick(alias)
        kept.setdefault(text.casefold(), text)
    nick = clean_nick(data.get("nick"))
    kept.pop(nick.casefold(), None)
    values = {f: clean_text(f, data.get(f)) for f in TEXT_FIELDS}
    return RosterEntry(nick, aliases=tuple(kept.values()), **values)


class Roster:
    """The roster of one data dir. Read with :func:`open_roster`; every change is saved at
    once (atomically) and raises :class:`RosterError` when it cannot be."""

    def __init__(self, path: Path, entries: list[RosterEntry], problem: RosterError | None):
        self.path = path
        self._entries = {e.key: e for e in entries}
        self.problem = problem

    def entries(self) -> list[RosterEntry]:
        """Every entry, by nickname (case-folded)."""
        return sorted(self._entries.values(), key=lambda e: e.key)

    def nicknames(self) -> list[str]:
        return [e.nick for e in self.entries()]

    def __len__(self) -> int:
        return len(self._entries)

    def find(self, nick: str) -> RosterEntry | None:
        """The entry whose nickname, or one of whose aliases, is ``nick`` (case-folded)."""
        key = nick.strip().casefold()
        if key in self._entries:
            return self._entries[key]
        return next(
            (e for e in self._entries.values() if key in (a.casefold() for a in e.aliases)), None
        )

    def add(self, entry: RosterEntry) -> None:
        """Add a new player.

        Raises:
            RosterError: ``exists`` (that nickname, or an alias, is on the roster), or the
                save failed.
        """
        known = self.find(entry.nick)
        if known is not None:  # the nickname, or another player's old name
            raise RosterError("exists", nick=known.nick)
        self._save({**self._entries, entry.key: entry})

    def merge(self, entries: list[RosterEntry]) -> tuple[int, int]:
        """Add or update many entries in one save (an import); a field left empty keeps the
        roster's value. Returns (added, updated)."""
        merged = dict(self._entries)
        added = updated = 0
        for new in entries:
            old = merged.get(new.key)
            if old is None:
                merged[new.key] = new
                added += 1
                continue
            values = {f: getattr(new, f) or getattr(old, f) for f in TEXT_FIELDS}
            aliases = {a.casefold(): a for a in (*old.aliases, *new.aliases)}
            aliases.pop(new.key, None)
            both = replace(old, nick=new.nick, aliases=tuple(aliases.values()), **values)
            if both != old:
                merged[new.key] = both
                updated += 1
        if added or updated:
            self._save(merged)
        return added, updated

    def rename(self, old: str, new: str) -> RosterEntry:
        """``old`` is now called ``new``; ``old`` stays as an alias. A player not yet on the
        roster is added under the new name (with the alias), since games may know them.

        Raises:
            RosterError: ``bad_nick``, ``exists`` (``new`` is another player), or the save.
        """
        old_nick, new_nick = clean_nick(old), clean_nick(new)
        entry = self._entries.get(old_nick.casefold()) or RosterEntry(old_nick)
        clash = self._entries.get(new_nick.casefold())
        if clash is not None and clash.key != entry.key:
            raise RosterError("exists", nick=clash.nick)
        aliases = {a.casefold(): a for a in (*entry.aliases, entry.nick)}
        aliases.pop(new_nick.casefold(), None)
        renamed = replace(entry, nick=new_nick, aliases=tuple(aliases.values()))
        entries = {k: v for k, v in self._entries.items() if k != entry.key}
        entries[renamed.key] = renamed
        self._save(entries)
        return renamed

    def _save(self, entries: dict[str, RosterEntry]) -> None:
        if self.problem is not None:
            raise self.problem
        docs = [e.to_dict() for e in sorted(entries.values(), key=lambda e: e.key)]
        try:
            # tinydb's layout ({table: {doc id: doc}}) in one atomic write: tinydb's own
            # truncate-then-insert would be two, with an empty roster between them.
            storage = AtomicJSONStorage(self.path)
            data = storage.read() or {}
            data[TABLE] = {str(n): doc for n, doc in enumerate(docs, 1)}
            storage.write(data)
        except (OSError, ValueError, TypeError) as exc:
            raise RosterError("not_saved", path=self.path, reason=_reason(exc)) from None
        self._entries = entries

    def search(self, key: str) -> list[RosterEntry]:
        """Entries whose nickname or an alias is ``key`` (case-folded), by tinydb's query
        on the file itself (what another process may have written since)."""
        if self.problem is not None:
            return []
        key = key.casefold()
        with TinyDB(self.path, storage=AtomicJSONStorage) as db:
            docs = db.table(TABLE).search(
                (where("key") == key) | (where("alias_keys").test(_holds(key)))
            )
        return [make_entry(d) for d in docs]


def _holds(key: str) -> Any:
    return lambda value: isinstance(value, list) and key in value


def _reason(exc: BaseException) -> str:
    from .notices import os_error_text

    return os_error_text(exc) if isinstance(exc, OSError) else str(exc)


def open_roster(data_dir: Path) -> Roster:
    """The data dir's roster; never raises. A missing file is an empty roster; a damaged
    one is an empty roster whose :attr:`Roster.problem` says why (and which refuses writes,
    so the judge's file is never replaced by a blank one)."""
    path = Path(data_dir) / ROSTER_FILE
    try:
        return Roster(path, read_entries(path), None)
    except RosterError as err:
        return Roster(path, [], err)


def read_entries(path: Path) -> list[RosterEntry]:
    """Every entry of the roster file at ``path`` ([] when there is none).

    Raises:
        RosterError: ``unreadable`` (the OS refused, a link or a device) or ``damaged``.
    """
    try:
        data = AtomicJSONStorage(path).read()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise RosterError("unreadable", path=path, reason=_reason(exc)) from None
    except (ValueError, RecursionError):
        raise RosterError("damaged", path=path, reason=RosterError("why_json")) from None
    if data is None:
        return []
    table = data.get(TABLE, {}) if isinstance(data, dict) else None
    if not isinstance(table, dict):
        raise RosterError("damaged", path=path, reason=RosterError("why_shape"))
    entries: dict[str, RosterEntry] = {}
    for n, doc in enumerate(table.values(), 1):
        try:
            entry = make_entry(doc)
        except RosterError as err:
            why = RosterError("why_entry", n=n, what=err)
            raise RosterError("damaged", path=path, reason=why) from None
        if entry.key in entries:
            why = RosterError("why_twice", nick=entry.nick)
            raise RosterError("damaged", path=path, reason=why)
        entries[entry.key] = entry
    return list(entries.values())

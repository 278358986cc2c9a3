"""The club's roster: the players a data dir knows, in one file (``roster.json``).

Each entry is a nickname (the key, compared case-folded, as the tournament table compares
players), an optional real name and club, the player's ids on the rating platforms
(mafiaratings first; MWT, Polemica and iMafia optional) and the aliases left by renames. The
new-game form completes nicknames from it, the command line lists, adds, renames, imports and
exports it (:mod:`..session.roster`, :mod:`..session.roster_io`); a tournament's roster is
its participants, named by the same nicknames.

The file is a tinydb document store (the ``players`` table), written through the results
cache's torn-file-safe storage (:class:`.results_cache.AtomicJSONStorage`): a crash leaves the
old roster or the new one. tinydb's table and query layer is not used: each of its changes is
a read-modify-write of its own (an import of 200 players would be 200 writes, and a purge
then an insert leaves an empty roster between two writes), while a roster of a club is a few
hundred small documents, read whole and looked up in memory. Its layout is kept, so the file
opens in tinydb as it is. A file that is not a roster (hand-edited, truncated, hostile) is
never overwritten and never crashes the app: :func:`open_roster` returns an empty roster that
carries the reason (:attr:`Roster.problem`) and refuses to write until the file is fixed.
"""

from __future__ import annotations

import contextlib
import unicodedata
from collections.abc import Iterator
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from ..rules.errors import RuleError
from ..rules.setup import NICK_MAX, invisible_char, nick_key
from ..rules.setup import clean_nick as clean_game_nick
from ..rules.values import frozen
from .atomic import atomic_write_bytes, dumps
from .journal import recover
from .lock import GameLock, LockedError, LockUnavailable
from .plan import conflict_copies
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
        """The message; a parameter that is itself a message (a roster, rules or game-file
        error) is said in the same language."""
        values = {k: _said(v, lang) for k, v in self.params.items()}
        return ROSTER.text(self.code, lang, **values)


def _said(value: Any, lang: str) -> Any:
    speak = getattr(value, "message", None)
    return speak(lang) if callable(speak) else value


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
        return nick_key(self.nick)

    def to_dict(self) -> dict[str, Any]:
        """The entry as stored: empty fields left out, ``key`` for tinydb's queries."""
        out: dict[str, Any] = {"nick": self.nick, "key": self.key}
        out.update({f: getattr(self, f) for f in TEXT_FIELDS if getattr(self, f)})
        if self.aliases:
            out["aliases"] = list(self.aliases)
            out["alias_keys"] = [nick_key(a) for a in self.aliases]
        return out


def clean_nick(nick: Any) -> str:
    """A roster nickname: a game's rule (NFC, trimmed, visible, ≤ NICK_MAX), so every
    roster name can be typed into a game and every game's name can join the roster.

    Raises:
        RosterError: ``bad_nick``.
    """
    try:
        return clean_game_nick(0, nick)
    except RuleError:
        raise RosterError("bad_nick", max=NICK_MAX) from None


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
        kept.setdefault(nick_key(text), text)
    nick = clean_nick(data.get("nick"))
    kept.pop(nick_key(nick), None)
    values = {f: clean_text(f, data.get(f)) for f in TEXT_FIELDS}
    return RosterEntry(nick, aliases=tuple(kept.values()), **values)


def merge_into(
    merged: dict[str, RosterEntry], entries: list[RosterEntry], incoming_wins: bool = True
) -> tuple[int, int]:
    """Add ``entries`` to ``merged`` (by key) in place, and return (added, updated).

    A new player is added. A known one (by nickname, or by an old name of his) takes the
    other's old names and fields: where both have a field, the incoming one with
    ``incoming_wins`` (an import), else the roster's own (a sync conflict copy); an empty
    field keeps the other's. The nickname keeps the roster's spelling: "гроза" in a file is
    the roster's "Гроза", since changing it is a rename, which reaches the games."""
    old_names = {nick_key(a): e.key for e in merged.values() for a in e.aliases}
    added = updated = 0
    for new in entries:
        old = merged.get(new.key) or merged.get(old_names.get(new.key, ""))
        if old is None:
            merged[new.key] = new
            old_names.update((nick_key(a), new.key) for a in new.aliases)
            added += 1
            continue
        first, second = (new, old) if incoming_wins else (old, new)
        values = {f: getattr(first, f) or getattr(second, f) for f in TEXT_FIELDS}
        aliases: dict[str, str] = {}
        for name in (*old.aliases, *new.aliases, new.nick):  # the roster's spelling first
            aliases.setdefault(nick_key(name), name)
        aliases.pop(old.key, None)
        both = replace(old, aliases=tuple(aliases.values()), **values)
        if both != old:
            merged[old.key] = both
            updated += 1
    return added, updated


class Roster:
    """The roster of one data dir. Read with :func:`open_roster`; every change is saved at
    once (atomically) and raises :class:`RosterError` when it cannot be."""

    def __init__(
        self,
        path: Path,
        entries: list[RosterEntry],
        problem: RosterError | None,
        copies: tuple[Path, ...] = (),
    ):
        self.path = path
        self._base = {e.key: e for e in entries}
        """What the file holds (a save checks it still does)."""
        self._entries = dict(self._base)
        self.problem = problem
        merged: list[Path] = []
        self.damaged_copies: list[tuple[Path, RosterError]] = []
        """Conflict copies that do not read: nothing of them is merged; left where they are."""
        if problem is None:
            for copy in copies:
                try:
                    merge_into(self._entries, read_entries(copy), incoming_wins=False)
                except RosterError as err:
                    self.damaged_copies.append((copy, err))
                    continue
                merged.append(copy)
        self.copies = tuple(merged)
        """Sync tools' conflict copies of the file, merged in (:func:`open_roster`)."""

    @property
    def base(self) -> dict[str, RosterEntry]:
        """What the file held when read (or last saved), by key."""
        return dict(self._base)

    def entries(self) -> list[RosterEntry]:
        """Every entry, by nickname (case-folded)."""
        return sorted(self._entries.values(), key=_alphabetical)

    def nicknames(self) -> list[str]:
        return [e.nick for e in self.entries()]

    def __len__(self) -> int:
        return len(self._entries)

    def find(self, nick: str) -> RosterEntry | None:
        """The entry whose nickname, or one of whose aliases, is ``nick`` (case-folded)."""
        key = nick_key(unicodedata.normalize("NFC", nick).strip())
        if key in self._entries:
            return self._entries[key]
        return next(
            (e for e in self._entries.values() if key in (nick_key(a) for a in e.aliases)), None
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
        """Add or update many entries in one save (an import); see :func:`merge_into`.
        Returns (added, updated)."""
        merged = dict(self._entries)
        added, updated = merge_into(merged, entries)
        if added or updated:
            self._save(merged)
        return added, updated

    def rename(self, old: str, new: str) -> RosterEntry:
        """``old`` is now called ``new``; ``old`` stays as an alias (see :meth:`prepare_rename`).

        Raises:
            RosterError: ``bad_nick``, ``exists`` (``new`` is another player), or the save.
        """
        entries, renamed = self.prepare_rename(old, new)
        self.commit(entries)
        return renamed

    def prepare_rename(self, old: str, new: str) -> tuple[dict[str, RosterEntry], RosterEntry]:
        """The roster after renaming ``old`` to ``new``, not yet saved (:meth:`commit` saves
        it): the session renames the games first and the roster last, or nothing.

        A player not yet on the roster is added under the new name (with the alias), since
        games may know them. Renaming again what was already renamed changes nothing, so a
        rename cut short (the machine went down between two games) is finished by repeating it.

        Raises:
            RosterError: ``bad_nick``, or ``exists`` (``new`` is another player or another
                player's old name).
        """
        old_nick, new_nick = clean_nick(old), clean_nick(new)
        old_key, new_key = nick_key(old_nick), nick_key(new_nick)
        clash = self.find(new_nick)
        done = self._entries.get(new_key)
        if done is not None and old_key in (nick_key(a) for a in done.aliases):
            return dict(self._entries), done  # renamed already
        entry = self._entries.get(old_key) or RosterEntry(old_nick)
        if clash is not None and clash.key != entry.key:
            raise RosterError("exists", nick=clash.nick)
        aliases = {nick_key(a): a for a in (*entry.aliases, entry.nick)}
        aliases.pop(new_key, None)
        renamed = replace(entry, nick=new_nick, aliases=tuple(aliases.values()))
        entries = {k: v for k, v in self._entries.items() if k != entry.key}
        entries[renamed.key] = renamed
        return entries, renamed

    def commit(self, entries: dict[str, RosterEntry]) -> None:
        """Save ``entries`` (from :meth:`prepare_rename`) as the roster, in one atomic write.

        Raises:
            RosterError: the roster is damaged (:attr:`problem`) or the save failed.
        """
        if entries != self._base:
            self._save(entries)

    def _save(self, entries: dict[str, RosterEntry]) -> None:
        """Write ``entries`` as the roster: under ``roster.json.lock``, and only if the file
        still holds what this roster read (another window's change is never written over:
        ``changed``, and the judge repeats the step on the roster as it now is)."""
        with self.locked():
            payload = self.payload(entries)
            try:
                atomic_write_bytes(self.path, payload)
            except OSError as exc:
                raise RosterError("not_saved", path=self.path, reason=_reason(exc)) from None
        self.saved(entries)

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Hold ``roster.json.lock`` (the roster's one writer on this machine) while the
        ``with`` body runs; a filesystem that cannot lock is let through (:meth:`payload`
        still checks the file is what was read).

        Raises:
            RosterError: ``busy`` (another app holds it) or ``not_saved``.
        """
        lock = GameLock(self.path.with_name(self.path.name + ".lock"))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock.acquire()
        except LockedError:
            raise RosterError("busy", path=self.path) from None
        except LockUnavailable:
            pass  # a filesystem that cannot lock: the check of payload() still holds
        except OSError as exc:
            raise RosterError("not_saved", path=self.path, reason=_reason(exc)) from None
        try:
            yield
        finally:
            lock.release()

    def payload(self, entries: dict[str, RosterEntry]) -> bytes:
        """The bytes of the roster file holding ``entries``, read under :meth:`locked`.

        Raises:
            RosterError: the roster is damaged (:attr:`problem`), ``changed`` (another
                window wrote it since it was read), or ``not_saved`` (it does not read).
        """
        if self.problem is not None:
            raise self.problem
        docs = [e.to_dict() for e in sorted(entries.values(), key=_alphabetical)]
        try:
            if {e.key: e for e in read_entries(self.path)} != self._base:
                raise RosterError("changed", path=self.path)
            # tinydb's layout ({table: {doc id: doc}}) in one atomic write: tinydb's own
            # truncate-then-insert would be two, with an empty roster between them.
            data = AtomicJSONStorage(self.path).read() or {}
            data[TABLE] = {str(n): doc for n, doc in enumerate(docs, 1)}
            return dumps(data)
        except (OSError, ValueError, TypeError) as exc:
            raise RosterError("not_saved", path=self.path, reason=_reason(exc)) from None

    def saved(self, entries: dict[str, RosterEntry]) -> None:
        """``entries`` are what the file holds now (written by :meth:`_save` or a journal)."""
        self._base, self._entries = dict(entries), dict(entries)


def _alphabetical(entry: RosterEntry) -> tuple[str, str]:
    """The roster's order: by the nickname case-folded, Ё with Е (as a printed list sorts)."""
    return (entry.key.replace("ё", "е"), entry.key)


def _reason(exc: BaseException) -> Any:
    """An OS error said in the message's language; anything else as it reads."""
    from .notices import OsReason

    return OsReason(exc) if isinstance(exc, OSError) else str(exc)


def open_roster(data_dir: Path) -> Roster:
    """The data dir's roster; never raises. A missing file is an empty roster; a damaged
    one is an empty roster whose :attr:`Roster.problem` says why (and which refuses writes,
    so the judge's file is never replaced by a blank one).

    In a data dir shared by a sync tool, two laptops adding players at once leave a conflict
    copy beside the file (``roster.sync-conflict-….json``). Its players are merged in (the
    file's own values first), so the next save holds both sides and nothing is lost; the copy
    is left where it is (:attr:`Roster.copies`), for the judge to delete once checked."""
    recover(Path(data_dir))  # a rename cut short is finished before the roster is read
    path = Path(data_dir) / ROSTER_FILE
    try:
        entries = read_entries(path)
    except RosterError as err:
        return Roster(path, [], err)
    return Roster(path, entries, None, tuple(conflict_copies(path)))


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

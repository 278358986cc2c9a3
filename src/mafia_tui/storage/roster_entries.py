"""The roster's entries: a player's nickname (the key, compared case-folded, as the tournament
table compares players), an optional real name and club, the player's ids on the rating
platforms (mafiaratings first; MWT, Polemica and iMafia optional) and the aliases left by
renames; how entries are cleaned, read from a document and merged. The roster itself (the
files of a data dir) is :mod:`.roster`.
"""

from __future__ import annotations

import unicodedata
from dataclasses import field, replace
from typing import Any

from ..i18n import folded
from ..rules.errors import RuleError
from ..rules.setup import NICK_MAX, invisible_char, nick_key
from ..rules.setup import PLATFORMS as PLATFORMS
from ..rules.setup import clean_nick as clean_game_nick
from ..rules.values import frozen
from .roster_texts import ROSTER

TEXT_MAX = 80
"""The longest real name, club or platform id kept."""
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
        """The entry as stored: empty fields left out, ``key`` for a query by the folded
        nickname (a tool reading the file; tinydb's queries)."""
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


def find_in(entries: dict[str, RosterEntry], nick: str) -> RosterEntry | None:
    """The entry whose nickname, or one of whose aliases, is ``nick`` (case-folded)."""
    key = nick_key(unicodedata.normalize("NFC", nick).strip())
    if key in entries:
        return entries[key]
    return next((e for e in entries.values() if key in (nick_key(a) for a in e.aliases)), None)


def rename_in(
    entries: dict[str, RosterEntry], old: str, new: str
) -> tuple[dict[str, RosterEntry], RosterEntry]:
    """``entries`` after renaming ``old`` to ``new`` (a new dict; ``entries`` is left as it
    is), and the renamed entry; ``old`` stays as an alias. A player not on the roster is added
    under the new name (with the alias), since games may know them. Renaming again what was
    renamed already changes nothing.

    Raises:
        RosterError: ``bad_nick``, or ``exists`` (``new`` is another player or another
            player's old name).
    """
    old_nick, new_nick = clean_nick(old), clean_nick(new)
    old_key, new_key = nick_key(old_nick), nick_key(new_nick)
    clash = find_in(entries, new_nick)
    done = entries.get(new_key)
    if done is not None and old_key in (nick_key(a) for a in done.aliases):
        return dict(entries), done  # renamed already
    entry = entries.get(old_key) or RosterEntry(old_nick)
    if clash is not None and clash.key != entry.key:
        raise RosterError("exists", nick=clash.nick)
    aliases = {nick_key(a): a for a in (*entry.aliases, entry.nick)}
    aliases.pop(new_key, None)
    renamed = replace(entry, nick=new_nick, aliases=tuple(aliases.values()))
    out = {k: v for k, v in entries.items() if k != entry.key}
    out[renamed.key] = renamed
    return out, renamed


def alphabetical(entry: RosterEntry) -> tuple[str, str]:
    """The roster's order: by the nickname case-folded, Ё with Е (as a printed list sorts)."""
    return (folded(entry.key), entry.key)

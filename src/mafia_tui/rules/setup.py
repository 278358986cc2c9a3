"""A game's header and seating: validated before the first action (9.2, 9.3, 9.4)."""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Container
from dataclasses import fields
from datetime import date
from typing import Any

from .errors import RuleError, shown
from .roles import DECK, SEATS, Role
from .state import Player
from .values import frozen

STAGES = ("qualifying", "semifinal", "final")
"""Tournament stages (8.6 needs to tell qualifying and semi-final from the final)."""

NICK_MAX = 40
"""The longest nickname accepted; the protocol wraps or shrinks up to this length."""


@frozen
class Header:
    """What the judge writes before the game (9.2)."""

    tournament: str = ""
    stage: str = "qualifying"
    game_number: int = 1
    table: int = 1
    """1-9999; 0 in a game imported from a record that gave none (never entered so)."""
    date: str = ""
    """ISO date, YYYY-MM-DD."""
    judge: str = ""

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {f.name: getattr(self, f.name) for f in fields(self)}  # flat: no deep copy

    @classmethod
    def from_dict(cls, data: Any) -> Header:
        """Read and validate a header.

        Raises:
            RuleError: ``bad_header`` naming the field.
        """
        if not isinstance(data, dict):
            raise RuleError("bad_header", field="header")
        unknown = set(data) - {"tournament", "stage", "game_number", "table", "date", "judge"}
        if unknown:
            first = sorted(unknown, key=repr)[0]
            raise RuleError("bad_header", field=first[:40] if isinstance(first, str) else "?")
        header = cls(**data)
        header.validate()
        return header

    def validate(self) -> None:
        """Raise ``bad_header`` for a field of the wrong type or value, ``invisible_char`` for
        an invisible or control character in the tournament's or the judge's name."""
        for name in ("tournament", "judge"):
            value = getattr(self, name)
            if not isinstance(value, str) or len(value) > 200:
                raise RuleError("bad_header", field=name)
            char = invisible_char(value)
            if char:
                raise RuleError("invisible_char", field=name, char=char)
        if self.stage not in STAGES:
            raise RuleError("bad_header", field="stage")
        for name in ("game_number", "table"):  # 0: not given (a record imported without it)
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 9999:
                raise RuleError("bad_header", field=name)
        if not isinstance(self.date, str):
            raise RuleError("bad_header", field="date")
        if self.date:
            try:
                date.fromisoformat(self.date)
            except ValueError:
                raise RuleError("bad_header", field="date") from None


def number_shown(number: int) -> str:
    """A table or game number as shown: "—" for 0, a record that gave none (an import)."""
    return str(number) if number else "—"


INVISIBLE = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})
"""Unicode categories refused in names: controls, format characters (bidi overrides such as
U+202E, zero-width spaces, U+FEFF), surrogates, private use, line and paragraph separators.
They are invisible or reorder the text around them, so two names that look the same on the
protocol could differ, or a name could make its line read backwards."""


def invisible_char(text: str, refused: frozenset[str] = INVISIBLE) -> str | None:
    """The first character of ``text`` in a ``refused`` category, as ``"U+202E"``; else None."""
    for ch in text:
        if unicodedata.category(ch) in refused:
            return f"U+{ord(ch):04X}"
    return None


def nick_key(nick: str) -> str:
    """What two nicknames are compared by: case-folded ("Ёжик" and "ЁЖИК" are one player),
    in a game, in the tournament table and on the roster alike."""
    return nick.casefold()


def clean_nick(seat: int, nick: Any) -> str:
    """A nickname as it will be stored: any visible Unicode, NFC, trimmed, at most NICK_MAX.

    The same check runs at entry and when a file is read, so a file cannot bring in what the
    judge could not type.

    Raises:
        RuleError: ``bad_nick`` (not text, empty, too long) or ``nick_invisible_char``.
    """
    if not isinstance(nick, str):
        raise RuleError("bad_nick", seat=seat, max=NICK_MAX)
    text = unicodedata.normalize("NFC", nick).strip()
    if not text or len(text) > NICK_MAX:
        raise RuleError("bad_nick", seat=seat, max=NICK_MAX)
    char = invisible_char(text)
    if char:
        raise RuleError("nick_invisible_char", seat=seat, char=char)
    return text


PLATFORMS = ("mafiaratings", "mwt", "polemica", "imafia")
"""The rating platforms whose player ids a game (and the roster) keeps, mafiaratings first."""

ID_MAX = 80
"""The longest platform id kept (the roster's limit for its texts)."""


def clean_ids(seat: int, data: Any) -> tuple[tuple[str, str], ...]:
    """A seat's platform ids as stored: ``{"mafiaratings": "4410", ...}`` read into pairs in
    :data:`PLATFORMS` order; an empty value is no id. A mafiaratings id is digits (the
    server's user id); the others are texts of at most :data:`ID_MAX` visible characters.

    Raises:
        RuleError: ``bad_player_id`` naming the seat and the platform.
    """
    if data is None:
        return ()
    if not isinstance(data, dict):
        raise RuleError("bad_player_id", seat=seat, platform="ids")
    for key in data:
        if key not in PLATFORMS:
            raise RuleError("bad_player_id", seat=seat, platform=shown(key, 20))
    pairs = []
    for platform in PLATFORMS:
        value = data.get(platform)
        if value is None:
            continue
        if not isinstance(value, str):
            raise RuleError("bad_player_id", seat=seat, platform=platform)
        text = unicodedata.normalize("NFC", value).strip()
        wrong = len(text) > ID_MAX or invisible_char(text) is not None
        if platform == "mafiaratings" and text and not (text.isascii() and text.isdigit()):
            wrong = True
        if wrong:
            raise RuleError("bad_player_id", seat=seat, platform=platform)
        if text:
            pairs.append((platform, text))
    return tuple(pairs)


def _player(row: Any, taken: Container[int]) -> Player:
    """One row of :func:`make_players`: its seat (none of ``taken``), nickname, role, the
    player a stand-in replaces, the ids."""
    if not isinstance(row, dict) or set(row) - {"seat", "nick", "role", "stand_in_for", "ids"}:
        raise RuleError("bad_players")
    seat = row.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in SEATS:
        raise RuleError("bad_seat", seat=shown(seat))
    if seat in taken:
        raise RuleError("duplicate_seat", seat=seat)
    nick = clean_nick(seat, row.get("nick"))
    try:
        role = Role.parse(row.get("role", ""))
    except (ValueError, AttributeError):
        raise RuleError("bad_role", seat=seat, role=shown(row.get("role"))) from None
    absent = row.get("stand_in_for") or ""
    if absent:  # a stand-in: whom he replaces, checked as a nickname is
        absent = clean_nick(seat, absent)
        if nick_key(absent) == nick_key(nick):
            raise RuleError("bad_players")
    ids = clean_ids(seat, row.get("ids"))
    return Player(seat, nick, role, stand_in_for=absent, ids=ids)


def make_players(rows: Any) -> list[Player]:
    """Validate ten ``{"seat", "nick", "role"}`` rows (``stand_in_for`` optional: the planned
    player a stand-in replaces; ``ids`` optional: his ids on the rating platforms, see
    :func:`clean_ids`) and return the players by seat.

    Raises:
        RuleError: a missing or repeated seat, a bad or repeated nickname, a bad role, or a
            deal other than 6 К, 2 Ч, 1 Ш, 1 Д.
    """
    if not isinstance(rows, list) or len(rows) != 10:
        raise RuleError("bad_players")
    by_seat: dict[int, Player] = {}
    for row in rows:
        player = _player(row, by_seat)
        by_seat[player.seat] = player
    for seat in SEATS:
        if seat not in by_seat:
            raise RuleError("missing_seat", seat=seat)
    seen: dict[str, int] = {}
    for p in by_seat.values():
        key = nick_key(p.nick)
        if key in seen:
            raise RuleError("duplicate_nick", nick=p.nick)
        seen[key] = p.seat
    counts = Counter(p.role for p in by_seat.values())
    if counts != Counter(DECK):
        dealt = ", ".join(f"{r.letter}={counts.get(r, 0)}" for r in Role)
        raise RuleError("bad_roles", counts=dealt)
    return [by_seat[seat] for seat in SEATS]

"""Whether the server's copy of a game says what a document says, and where it does not.

The server hands a game back as it stored it (mafiaratings ``api/get/games.php``): the JSON
that was posted, with the server's ``id`` added, ``startTime``/``endTime`` rewritten as
``Y-m-d\\TH:i:sO`` in the event's time zone and ``timezone`` added; PHP's decoder and encoder
may also turn ``2.0`` into ``2``. :func:`fingerprint` reads both sides the same way, so the
echo of a document has the document's fingerprint, and any other change (another sender's
extras, a renamed player, another result) gives another one. :func:`differences` says where,
seat by seat, for the line the judge reads before deciding.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..rules.values import frozen
from .client import unix_seconds

ADDED_BY_SERVER = frozenset({"id", "timezone"})
"""Fields the server adds to what was posted (its game id, the event's time zone)."""
TIMES = ("startTime", "endTime")


@frozen
class Difference:
    """One place where the server's copy and the document differ: ``seat`` (1–10, or 0 for
    the game as a whole), the field, and the two values (None where a side lacks it)."""

    seat: int
    field: str
    server: Any
    ours: Any

    def to_list(self) -> list[Any]:
        return [self.seat, self.field, self.server, self.ours]

    @classmethod
    def of(cls, item: Any) -> Difference | None:
        """One read back from an outbox entry (None when it is not one)."""
        if not isinstance(item, list) or len(item) != 4:
            return None
        seat, name, server, ours = item
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(name, str):
            return None
        return cls(seat, name, server, ours)


def normalized(document: dict[str, Any]) -> dict[str, Any]:
    """The document as both sides are compared: without what the server adds, times as unix
    seconds, whole floats as integers."""
    out = {k: _plain(v) for k, v in document.items() if k not in ADDED_BY_SERVER}
    for name in TIMES:
        if name in out:
            seconds = unix_seconds(out[name])
            out[name] = seconds if seconds is not None else out[name]
    return out


def fingerprint(document: dict[str, Any]) -> str:
    """A short digest of :func:`normalized` ("" for an empty document)."""
    if not document:
        return ""
    text = json.dumps(normalized(document), ensure_ascii=False, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def differences(server: dict[str, Any], ours: dict[str, Any]) -> list[Difference]:
    """Where the server's copy differs from ours: the game's fields first, then each seat's
    (a player's name, id, bonus, death...), in seat order."""
    a, b = normalized(server), normalized(ours)
    out = [
        Difference(0, key, a.get(key), b.get(key))
        for key in sorted(set(a) | set(b))
        if key != "players" and a.get(key) != b.get(key)
    ]
    seats_a, seats_b = _seats(a), _seats(b)
    for n in range(max(len(seats_a), len(seats_b))):
        pa = seats_a[n] if n < len(seats_a) else {}
        pb = seats_b[n] if n < len(seats_b) else {}
        keys = sorted(set(pa) | set(pb), key=lambda k: (k != "name", k != "id", k))
        out += [Difference(n + 1, k, pa.get(k), pb.get(k)) for k in keys if pa.get(k) != pb.get(k)]
    return out


def _seats(document: dict[str, Any]) -> list[dict[str, Any]]:
    players = document.get("players")
    if not isinstance(players, list):
        return []
    return [p if isinstance(p, dict) else {} for p in players]


def _plain(value: Any) -> Any:
    """``2.0`` as ``2`` and floats to 6 places, all the way down (PHP may write either)."""
    if isinstance(value, float):
        rounded = round(value, 6)
        return int(rounded) if rounded.is_integer() else rounded
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value

"""Which of the server's games is this game, and the line that says where two copies differ.

mafiaratings keeps no duplicate check, so before a game is created the server is asked for the
event's games with its table, game number and start (``hub.lookup.find_game``). Each is then
compared with the document seat by seat. A seat agrees when both players carry a
mafiaratings id and the ids are equal, or, where either has none, when the names are one
player's: case-folded and through the roster's old names and aliases (a player renamed after
the game was sent is still that player).

- ``same``: every seat agrees: the server holds this game;
- ``near``: at least half the seats agree: most likely this game with a player renamed or
  a seat corrected on one side (a roster that does not know the old name), or possibly
  another game. It is never created silently: the judge is asked;
- otherwise another game: two stages may reuse a table's game numbers, and the example
  tournament's games all start at the same second.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..hub.compare import Difference
from ..hub.lookup import ServerGame
from ..rules.setup import nick_key
from ..rules.values import frozen
from .publish_texts import PUBLISH

NameKey = Callable[[str], str]
"""What two names of one player have in common (the roster's current nickname, folded)."""
SHOWN_DIFFERENCES = 3
FIELD_WORDS = ("name", "id", "bonus", "role", "death", "winner", "comment")


def roster_names(root: Path | None) -> NameKey:
    """Names read through the data dir's roster: an old name or an alias is its player's
    nickname; a name the roster does not know (or no roster) is itself, case-folded."""
    from ..storage.roster import open_roster

    roster = open_roster(root) if root is not None else None
    if roster is None or roster.problem is not None:
        return lambda name: nick_key(name.strip())
    cache: dict[str, str] = {}

    def key(name: str) -> str:
        if name not in cache:
            entry = roster.find(name)
            cache[name] = nick_key(entry.nick if entry is not None else name.strip())
        return cache[name]

    return key


@frozen
class Matches:
    """The server's games at this game's place (event, table, number, start): those that are
    this game (``same``, oldest first) and those that may be (``near``)."""

    same: tuple[ServerGame, ...] = ()
    near: tuple[ServerGame, ...] = ()


def classify(document: dict[str, Any], games: Sequence[ServerGame], key: NameKey) -> Matches:
    """Sort the server's games at the document's place by how far their players agree."""
    ours = _seats(document)
    same: list[ServerGame] = []
    near: list[ServerGame] = []
    for game in games:
        agree = seats_agreeing(ours, _seats(game.data), key)
        if agree == len(ours) == len(_seats(game.data)):
            same.append(game)
        elif 2 * agree >= max(len(ours), 1):
            near.append(game)
    return Matches(tuple(same), tuple(near))


def seats_agreeing(ours: list[dict[str, Any]], theirs: list[dict[str, Any]], key: NameKey) -> int:
    return sum(1 for a, b in zip(ours, theirs, strict=False) if _one_player(a, b, key))


def _one_player(a: dict[str, Any], b: dict[str, Any], key: NameKey) -> bool:
    ida, idb = a.get("id"), b.get("id")
    if _positive(ida) and _positive(idb):
        return bool(ida == idb)
    na, nb = a.get("name"), b.get("name")
    return isinstance(na, str) and isinstance(nb, str) and key(na) == key(nb)


def _seats(document: dict[str, Any]) -> list[dict[str, Any]]:
    players = document.get("players")
    if not isinstance(players, list):
        return []
    return [p if isinstance(p, dict) else {} for p in players]


def _positive(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


# --- the line the judge reads ------------------------------------------------------------


def differences_text(items: Sequence[Any], lang: str) -> str:
    """Where the server's copy differs from this game, in one line: the first few fields,
    seat by seat ("seat 4: nickname «Ёжик» → «Ёж»"), then how many more."""
    found = [d for d in (Difference.of(i) for i in items) if d is not None]
    if not found:
        return PUBLISH.text("diff_none", lang)
    shown = found[:SHOWN_DIFFERENCES]
    parts: list[str] = []
    for seat in dict.fromkeys(d.seat for d in shown):
        what = ", ".join(_one(d, lang) for d in shown if d.seat == seat)
        parts.append(PUBLISH.text("diff_seat", lang, seat=seat, what=what) if seat else what)
    if len(found) > SHOWN_DIFFERENCES:
        parts.append(PUBLISH.text("diff_more", lang, count=len(found) - SHOWN_DIFFERENCES))
    return "; ".join(parts)


def _one(d: Difference, lang: str) -> str:
    what = PUBLISH.text(f"diff_{d.field}", lang) if d.field in FIELD_WORDS else d.field
    if not (_simple(d.server) and _simple(d.ours)):
        return what  # a death, votes, a list: named, not shown
    if d.field == "winner":  # the server's codes, as the judge says them
        server, ours = _result(d.server, lang), _result(d.ours, lang)
    else:
        server, ours = _value(d.server, lang), _value(d.ours, lang)
    if server == ours:
        return what  # two long texts that differ past what is shown
    return what + " " + PUBLISH.text("diff_values", lang, server=server, ours=ours)


WINNERS = {"civ": "red", "maf": "black", "tie": "draw"}
"""mafiaratings' ``winner`` codes and our results' words."""


def _result(value: Any, lang: str) -> str:
    from ..rules.team_texts import word

    return word("side", WINNERS[value], lang) if value in WINNERS else _value(value, lang)


def _simple(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float)


def _value(value: Any, lang: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, str):
        text = value if len(value) <= 24 else value[:23] + "…"
        return f"«{text}»" if lang == "ru" else f"“{text}”"
    if isinstance(value, float) and lang == "ru":
        return f"{value:g}".replace(".", ",")
    return f"{value:g}" if isinstance(value, float) else str(value)

"""Seating files: DimTom's JSON and mafiaratings' ``[round][table][seat]``, written and read.

DimTom's (as in the public MafiaScheduleDb data, and as mafiaratings' event import reads it:
``rounds[].gameIds`` index ``games[].players``)::

    {"configuration": {"numPlayers", "numTables", "numRounds", "numGames", "numAttempts"},
     "rounds": [{"id", "gameIds": [...]}], "games": [{"id", "players": [10 indices]}],
     "people": [a name for each index]}

mafiaratings' (the ``seating`` of its ``api/get/seating.php`` answer): ``{"seating":
[round][table][seat] = player index}``. We write both 0-based. A file read may number its
players from 0 or from 1 (as published seatings do), or seat nicknames; its players are the
ids it seats, in their order, and keep those ids as their labels (DimTom's ``people`` names
them), so no player is invented. A file of neither shape is refused with a
:class:`SeatingFileError` whose ``code`` names the text to show.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..rules.values import frozen
from ..tournament.seating_score import SEATS, Seating

FORMATS = ("dimtom", "mafiaratings")
MAX_PLAYERS = 1000
"""The most players a seating file may index (0 to 999): far past any tournament, and a
bound on the scoring's work, which grows with the square of the player count."""


class SeatingFileError(ValueError):
    """A seating file we cannot read; ``code`` is a key of the seating texts."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def to_dimtom(seating: Seating, players: int, names: Sequence[str] = ()) -> dict[str, Any]:
    """The DimTom document of ``seating``; ``numAttempts`` is 1 (one optimiser run);
    ``people`` names player i (``names``, else his number from 1, as the head judge counts)."""
    games: list[dict[str, Any]] = []
    rounds: list[dict[str, Any]] = []
    for r, rnd in enumerate(seating):
        ids = []
        for table in rnd:
            ids.append(len(games))
            games.append({"id": len(games), "players": list(table)})
        rounds.append({"id": r, "gameIds": ids})
    config = {
        "numPlayers": players,
        "numTables": max((len(rnd) for rnd in seating), default=0),
        "numRounds": len(seating),
        "numGames": len(games),
        "numAttempts": 1,
    }
    people = list(names) if len(names) == players else [str(i + 1) for i in range(players)]
    return {"configuration": config, "rounds": rounds, "games": games, "people": people}


def to_mafiaratings(seating: Seating) -> dict[str, Any]:
    """mafiaratings' seating: ``{"seating": [round][table][seat]}``."""
    return {"seating": [[list(table) for table in rnd] for rnd in seating]}


def dump(seating: Seating, players: int, fmt: str, names: Sequence[str] = ()) -> str:
    """The file text of ``seating`` in ``fmt`` (one of :data:`FORMATS`), DimTom's naming
    the players by ``names`` (else by their numbers from 1)."""
    doc = to_dimtom(seating, players, names) if fmt == "dimtom" else to_mafiaratings(seating)
    return json.dumps(doc, indent=1) + "\n"


def _bad(reason: str) -> SeatingFileError:
    return SeatingFileError("file_shape", reason)


@frozen
class SeatingFile:
    """A seating as read from a file: the seating over players 0..n-1, and each player's id
    as the file gives it (a number, 0- or 1-based as the file has it, or a nickname)."""

    seating: Seating
    ids: tuple[str, ...]


def _id(p: Any, r: int) -> int | str:
    if type(p) is int and 0 <= p < MAX_PLAYERS:
        return p
    if isinstance(p, str) and p.strip():
        return p.strip()
    raise _bad(f"round {r}: a seat holds {p!r}, not a player index 0…999 or a nickname")


def _check(rounds: Sequence[Any]) -> list[list[list[int | str]]]:
    """Every table ten players, distinct in its round, all numbers or all nicknames."""
    if not isinstance(rounds, list) or not rounds:
        raise _bad("no rounds")
    out = []
    kinds: set[type] = set()
    for r, rnd in enumerate(rounds, 1):
        if not isinstance(rnd, list) or not rnd:
            raise _bad(f"round {r} has no tables")
        seen: set[int | str] = set()
        tables = []
        for table in rnd:
            if not isinstance(table, list) or len(table) != SEATS:
                raise _bad(f"round {r}: a table without ten seats")
            ids = [_id(p, r) for p in table]
            for p in ids:
                if p in seen:
                    raise _bad(f"round {r}: player {p} sits twice")
                seen.add(p)
                kinds.add(type(p))
            tables.append(ids)
        out.append(tables)
    if len(kinds) > 1:
        raise _bad("the seats mix numbers and nicknames")
    return out


def _dense(rounds: list[list[list[int | str]]], names: Sequence[str] = ()) -> SeatingFile:
    """The seating over 0..n-1 in the order of the file's ids (numbers ascending, nicknames
    as first seated), with those ids as its labels (a number's name from ``names``)."""
    ids: list[int | str] = []
    for rnd in rounds:
        for table in rnd:
            ids.extend(table)
    order: list[int | str] = list(dict.fromkeys(ids))
    if all(isinstance(p, int) for p in order):
        order.sort(key=int)
    index = {p: i for i, p in enumerate(order)}
    seating = tuple(tuple(tuple(index[p] for p in t) for t in rnd) for rnd in rounds)
    labels = tuple(names[p] if isinstance(p, int) and p < len(names) else str(p) for p in order)
    return SeatingFile(seating=seating, ids=labels)


def _names(doc: dict[str, Any]) -> list[str]:
    """DimTom's ``people``, when it names the players: a list of nicknames (or of objects
    with a ``name``), the index the player's id."""
    people = doc.get("people")
    if not isinstance(people, list):
        return []
    out = []
    for p in people:
        name = p.get("name") if isinstance(p, dict) else p
        out.append(str(name) if name is not None else "")
    return out


def read_doc(doc: Any) -> SeatingFile:
    """The seating of a parsed DimTom or mafiaratings document, with the file's ids."""
    if isinstance(doc, dict) and "seating" in doc:
        return _dense(_check(doc["seating"]))
    if isinstance(doc, dict) and "rounds" in doc and "games" in doc:
        games = doc["games"]
        if not isinstance(games, list) or not isinstance(doc["rounds"], list):
            raise _bad("rounds and games must be lists")
        by_id: dict[Any, Any] = {}
        for i, g in enumerate(games):
            if not isinstance(g, dict) or "players" not in g:
                raise _bad(f"game {i} has no players")
            by_id[g.get("id", i)] = g["players"]
        rounds = []
        for r, rnd in enumerate(doc["rounds"], 1):
            ids = rnd.get("gameIds") if isinstance(rnd, dict) else None
            if not isinstance(ids, list):
                raise _bad(f"round {r} has no gameIds")
            missing = [i for i in ids if i not in by_id]
            if missing:
                raise _bad(f"round {r} names game {missing[0]!r}, which is not there")
            rounds.append([by_id[i] for i in ids])
        return _dense(_check(rounds), _names(doc))
    raise _bad("neither 'seating' nor 'rounds' with 'games'")


def read_text(text: str) -> SeatingFile:
    """The seating of a file's text with its ids, refused with a reason when it is not one
    (the command line reads a file through storage's guarded reader and hands over the
    parsed document to :func:`read_doc`; this is for files of our own, the tests' and the
    benchmarks')."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SeatingFileError("file_not_json", str(exc)) from exc
    return read_doc(doc)


def from_doc(doc: Any) -> Seating:
    """The seating of a parsed DimTom or mafiaratings document, over players 0..n-1."""
    return read_doc(doc).seating


def parse(text: str) -> Seating:
    """The seating of a file's text over players 0..n-1 (see :func:`read_text`)."""
    return read_text(text).seating


def load(path: Path) -> Seating:
    """The seating of a file of our own at ``path`` over players 0..n-1 (tests, benchmarks)."""
    return parse(path.read_text(encoding="utf-8"))

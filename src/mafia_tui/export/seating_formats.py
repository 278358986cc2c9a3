"""Seating files: DimTom's JSON and mafiaratings' ``[round][table][seat]``, written and read.

DimTom's (as in the public MafiaScheduleDb data, and as mafiaratings' event import reads it:
``rounds[].gameIds`` index ``games[].players``)::

    {"configuration": {"numPlayers", "numTables", "numRounds", "numGames", "numAttempts"},
     "rounds": [{"id", "gameIds": [...]}], "games": [{"id", "players": [10 indices]}]}

mafiaratings' (the ``seating`` of its ``api/get/seating.php`` answer): ``{"seating":
[round][table][seat] = player index}``. Both are 0-based. A file of neither shape is refused
with a :class:`SeatingFileError` whose ``code`` names the text to show.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from ..rules.seating_score import SEATS, Seating

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


def to_dimtom(seating: Seating, players: int) -> dict[str, Any]:
    """The DimTom document of ``seating``; ``numAttempts`` is 1 (one optimiser run)."""
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
    return {"configuration": config, "rounds": rounds, "games": games}


def to_mafiaratings(seating: Seating) -> dict[str, Any]:
    """mafiaratings' seating: ``{"seating": [round][table][seat]}``."""
    return {"seating": [[list(table) for table in rnd] for rnd in seating]}


def dump(seating: Seating, players: int, fmt: str) -> str:
    """The file text of ``seating`` in ``fmt`` (one of :data:`FORMATS`)."""
    doc = to_dimtom(seating, players) if fmt == "dimtom" else to_mafiaratings(seating)
    return json.dumps(doc, indent=1) + "\n"


def _bad(reason: str) -> SeatingFileError:
    return SeatingFileError("file_shape", reason)


def _check(rounds: Sequence[Any]) -> Seating:
    """Every table ten distinct-in-round non-negative integers; the seating frozen."""
    if not isinstance(rounds, list) or not rounds:
        raise _bad("no rounds")
    out = []
    for r, rnd in enumerate(rounds, 1):
        if not isinstance(rnd, list) or not rnd:
            raise _bad(f"round {r} has no tables")
        seen: set[int] = set()
        tables = []
        for table in rnd:
            if not isinstance(table, list) or len(table) != SEATS:
                raise _bad(f"round {r}: a table without ten seats")
            for p in table:
                if type(p) is not int or not 0 <= p < MAX_PLAYERS:
                    raise _bad(f"round {r}: a seat holds {p!r}, not a player index 0…999")
                if p in seen:
                    raise _bad(f"round {r}: player {p} sits twice")
                seen.add(p)
            tables.append(tuple(table))
        out.append(tuple(tables))
    return tuple(out)


def from_doc(doc: Any) -> Seating:
    """The seating of a parsed DimTom or mafiaratings document."""
    if isinstance(doc, dict) and "seating" in doc:
        return _check(doc["seating"])
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
        return _check(rounds)
    raise _bad("neither 'seating' nor 'rounds' with 'games'")


def parse(text: str) -> Seating:
    """The seating of a file's text, refused with a reason when it is not one (the command
    line reads the file through storage's guarded reader and hands over the parsed document
    to :func:`from_doc`; this is for files of our own, the tests' and the benchmarks')."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SeatingFileError("file_not_json", str(exc)) from exc
    return from_doc(doc)

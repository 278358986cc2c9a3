"""How a Polemica match reaches us: the bare match of the game API (version 4, as the
Vyasma-Mafia polemica-library stores its test matches) or the same match in the envelope the
site's match page carries (``{"id", "type": "match", "started_at", "ended_at", "data": {...},
"judge", ...}``, as public Polemica tools keep them: tests/data/polemica/SOURCE.md).

This module reads what differs between the two, for :mod:`polemica_import`:

- the match itself (``data`` in the envelope), its id (the envelope's: its ``data.id`` is 0);
- its rules: ``config.zeroVoting`` in the envelope, ``zeroVoting`` at the top of a bare match
  (day 1's vote: ``respeech`` as FIIM, ``liftOnly``, ``none``);
- its start and end: the match's ``started`` (ISO 8601), the envelope's ``started_at`` and
  ``ended_at`` (``YYYY-MM-DD HH:MM:SS``). The envelope's ``started_at`` is its
  ``data.started`` (which ends in ``Z``) to the second, so a Polemica time without an offset
  is UTC; the import says when it read one so. A bare match has no end;
- each player's Polemica id: ``player`` is the user (``{"id", "username"}``) or his id.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

MatchPair = tuple[dict[str, Any], dict[str, Any] | None]
"""A match and its envelope (None for a bare match)."""


def is_match(g: Any) -> bool:
    """A Polemica match: ``players`` with positions and ``votes``, none of our or
    mafiaratings' keys."""
    return (
        isinstance(g, dict)
        and isinstance(g.get("players"), list)
        and "votes" in g
        and "format" not in g
        and "winner" not in g
    )


def is_envelope(g: Any) -> bool:
    """A match in the site's envelope: ``data`` holds the match (the envelope's own
    ``players`` are the site's results table, not the seats)."""
    return isinstance(g, dict) and "votes" not in g and is_match(g.get("data"))


def matches_in(doc: Any) -> list[MatchPair] | None:
    """The matches of a file: one match, one envelope, or a list of either; None when it is
    none of these."""
    items = doc if isinstance(doc, list) else [doc]
    if not items:
        return None
    out: list[MatchPair] = []
    for g in items:
        if is_envelope(g):
            out.append((g["data"], g))
        elif is_match(g):
            out.append((g, None))
        else:
            return None
    return out


def match_id(g: dict[str, Any], outer: dict[str, Any] | None) -> int | None:
    """The match's id on Polemica: the envelope's, else the match's own (a positive whole)."""
    for where in (outer or {}, g):
        value = where.get("id")
        if type(value) is int and value > 0:
            return value
    return None


def zero_voting(g: dict[str, Any]) -> Any:
    """Day 1's vote as the match sets it (``config.zeroVoting`` over a top-level one), or
    None when it says nothing."""
    config = g.get("config")
    if isinstance(config, dict) and config.get("zeroVoting") is not None:
        return config["zeroVoting"]
    return g.get("zeroVoting")


UNREAD_RULES = ("lift3From9",)
"""``config`` keys that may be rules but are not documented by Polemica, so not applied (the
import names them with their values): the other keys of a ``config`` (``openVoting``,
``refereeKnowRoles``, ``dealingType``, ``scoringType``, ``scoringVersion``, ``isLive``) are
how the site ran or scored the match, not how it was played."""


def unread_rules(g: dict[str, Any]) -> str:
    """``key=value`` of each :data:`UNREAD_RULES` key the match's ``config`` holds."""
    config = g.get("config")
    if not isinstance(config, dict):
        return ""
    return ", ".join(f"{k}={_json(config[k])}" for k in UNREAD_RULES if k in config)


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)[:40]


def moment(text: Any) -> tuple[datetime | None, bool]:
    """A Polemica time as an aware datetime, and whether it carried no offset (then UTC);
    (None, False) for anything else."""
    if not isinstance(text, str) or not text.strip():
        return None, False
    try:
        when = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        return None, False
    if when.tzinfo is None:
        return when.replace(tzinfo=UTC), True
    return when, False


def start_end(
    g: dict[str, Any], outer: dict[str, Any] | None
) -> tuple[datetime | None, datetime | None, bool]:
    """The match's start and end, and whether one of them was read as UTC for want of an
    offset. The match's ``started`` first (the envelope's ``data.started`` carries ``Z``),
    else the envelope's ``started_at``; the end is the envelope's ``ended_at`` (a bare match
    keeps none)."""
    start, naive_start = moment(g.get("started"))
    if start is None and outer is not None:
        start, naive_start = moment(outer.get("started_at"))
    end, naive_end = moment(outer.get("ended_at")) if outer is not None else (None, False)
    if start is not None and end is not None and end < start:
        end, naive_end = None, False  # an end before the start is no end
    return start, end, (naive_start and start is not None) or (naive_end and end is not None)


def polemica_id(p: dict[str, Any]) -> str:
    """A seat's Polemica user id ("" when the match does not name one)."""
    user = p.get("player")
    value = user.get("id") if isinstance(user, dict) else user
    return str(value) if type(value) is int and value > 0 else ""


def referee(g: dict[str, Any], outer: dict[str, Any] | None) -> str:
    """The judge's name: the match's ``referee``, else the envelope's ``judge``."""
    for who in (g.get("referee"), (outer or {}).get("judge")):
        name = who.get("username") if isinstance(who, dict) else None
        if isinstance(name, str) and name.strip():
            return name.strip()
    return ""

"""A mafiaratings game document read and checked: who sat where, how each left, and what
happened to whom round by round, as plain data for :mod:`mafiaratings_import` to replay.

The fields are those of mafiaratings ``include/game.php`` (``Game::api_help``); a value of the
wrong type or out of range is a :class:`Refusal` naming the first problem, never an exception.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from ..rules.errors import shown
from ..rules.values import frozen
from .foreign import Refusal

ROLES = {"civ": "civilian", "maf": "mafia", "sheriff": "sheriff", "don": "don"}
TITLES = ("bestPlayer", "bestMove", "worstMove")


@frozen
class Death:
    round: int | None
    type: str
    time: dict[str, Any] | None = None


@frozen
class Seat:
    """One player of the document, checked."""

    seat: int
    name: str
    role: str
    """Ours: civilian, mafia, sheriff, don."""
    mr_id: int | None = None
    death: Death | None = None
    warnings: tuple[dict[str, Any], ...] = ()
    nominating: tuple[int | None, ...] = ()
    voting: tuple[Any, ...] = ()
    shooting: tuple[int | None, ...] = ()
    don: int | None = None
    sheriff: int | None = None
    legacy: tuple[int, ...] = ()
    bonus: float = 0.0
    titles: tuple[str, ...] = ()
    comment: str = ""
    arranged: int | None = None
    """The round the mafia's static arrangement named him for (``a``): not kept by us."""


@frozen
class Doc:
    """The game's own fields."""

    source_id: int | None
    features: frozenset[str]
    rules: str
    winner: str
    seats: tuple[Seat, ...]
    start: int | None = None
    end: int | None = None
    table: int | None = None
    game_number: int | None = None
    tournament_id: int | None = None
    event_id: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    times_dropped: bool = False
    """The document's start or end time could not be a game's (before 2000 or after 2100,
    an end before the start or a day after it): left out rather than stored."""


EARLIEST = 946_684_800  # 2000-01-01 00:00 UTC
LATEST = 4_102_444_800  # 2100-01-01 00:00 UTC
LONGEST = 24 * 3600
"""A game's start and end must lie in 2000-2099, the end within a day after the start."""


def _times(start: int | None, end: int | None) -> tuple[int | None, int | None, bool]:
    """The start and end kept (None where it is left out) and whether one was left out."""
    kept = [t if t is None or EARLIEST <= t < LATEST else None for t in (start, end)]
    if kept[0] is not None and kept[1] is not None and not 0 <= kept[1] - kept[0] <= LONGEST:
        kept[1] = None
    return kept[0], kept[1], kept != [start, end]


def _whole(value: Any, low: int = 0, high: int = 10**12) -> bool:
    return type(value) is int and low <= value <= high


def _seats_list(value: Any, seat: int, what: str, allow_bool: bool = False) -> tuple[Any, ...]:
    if not isinstance(value, list) or len(value) > 60:
        raise Refusal("bad_player", seat=seat, why=f"{what}: {shown(value)}")
    for item in value:
        if item is None or _whole(item, 1, 10) or (allow_bool and isinstance(item, list)):
            continue
        raise Refusal("bad_player", seat=seat, why=f"{what}: {shown(item)}")
    return tuple(value)


def _voting(value: Any, seat: int) -> tuple[Any, ...]:
    if not isinstance(value, list) or len(value) > 60:
        raise Refusal("bad_player", seat=seat, why=f"voting: {shown(value)}")
    for item in value:
        parts = item if isinstance(item, list) else [item]
        if len(parts) > 20 or not all(
            p is None or _whole(p, 1, 10) or isinstance(p, bool) for p in parts
        ):
            raise Refusal("bad_player", seat=seat, why=f"voting: {shown(item)}")
    return tuple(value)


def _death(value: Any, seat: int) -> Death:
    if value is True:
        return Death(None, "")
    if _whole(value, 0, 60):
        return Death(value, "")
    if isinstance(value, str):
        return Death(None, value)
    if not isinstance(value, dict):
        raise Refusal("bad_player", seat=seat, why=f"death: {shown(value)}")
    rnd, kind, time = value.get("round"), value.get("type", ""), value.get("time")
    if rnd is not None and not _whole(rnd, 0, 60):
        raise Refusal("bad_player", seat=seat, why=f"death.round: {shown(rnd)}")
    if not isinstance(kind, str) or (time is not None and not _gametime(time)):
        raise Refusal("bad_player", seat=seat, why=f"death: {shown(value)}")
    return Death(rnd, kind, time)


def _gametime(value: Any) -> bool:
    if not isinstance(value, dict) or not _whole(value.get("round"), 0, 60):
        return False
    if not isinstance(value.get("time"), str):
        return False
    return all(
        k not in value
        or _whole(value[k], 0 if k == "votingRound" else 1, 10 if k != "votingRound" else 20)
        for k in ("speaker", "nominee", "votingRound")
    )


def _bonus(value: Any, seat: int) -> tuple[float, tuple[str, ...]]:
    items = value if isinstance(value, list) else [value]
    points, titles = 0.0, []
    for item in items:
        if type(item) in (int, float) and -10 <= item <= 10:
            points += float(item)
        elif item in TITLES:
            titles.append(item)
        else:
            raise Refusal("bad_player", seat=seat, why=f"bonus: {shown(item)}")
    return points, tuple(titles)


def _seat(p: Any, seat: int) -> Seat:
    if not isinstance(p, dict):
        raise Refusal("bad_player", seat=seat, why=shown(p))
    name = p.get("name")
    if not isinstance(name, str) or not name.strip():
        raise Refusal("bad_player", seat=seat, why=f"name: {shown(name)}")
    role = p.get("role", "civ")
    if role not in ROLES:
        raise Refusal("bad_player", seat=seat, why=f"role: {shown(role)}")
    mr_id = p.get("id")
    warnings = p.get("warnings", ())
    if isinstance(warnings, list):
        if len(warnings) > 4 or not all(_gametime(w) for w in warnings):
            raise Refusal("bad_player", seat=seat, why=f"warnings: {shown(warnings)}")
    elif _whole(warnings, 0, 4):
        if warnings:
            raise Refusal("no_foul_times", seat=seat)
        warnings = ()
    elif warnings != ():
        raise Refusal("bad_player", seat=seat, why=f"warnings: {shown(warnings)}")
    for key in ("don", "sheriff"):
        if key in p and not _whole(p[key], 1, 60):
            raise Refusal("bad_player", seat=seat, why=f"{key}: {shown(p[key])}")
    legacy = _seats_list(p.get("legacy", []), seat, "legacy")
    bonus, titles = _bonus(p.get("bonus", []), seat)
    comment = p.get("comment", "")
    if not isinstance(comment, str):
        raise Refusal("bad_player", seat=seat, why=f"comment: {shown(comment)}")
    return Seat(
        seat,
        name.strip(),
        ROLES[role],
        mr_id if _whole(mr_id, 1) else None,
        _death(p["death"], seat) if "death" in p else None,
        tuple(warnings),
        _seats_list(p.get("nominating", []), seat, "nominating"),
        _voting(p.get("voting", []), seat),
        _seats_list(p.get("shooting", []), seat, "shooting"),
        p.get("don"),
        p.get("sheriff"),
        tuple(x for x in legacy if x is not None),
        bonus,
        titles,
        comment[:500],
        p.get("arranged") if _whole(p.get("arranged"), 0, 60) else None,
    )


def read_doc(g: Any) -> Doc:
    """The checked fields of one game document.

    Raises:
        Refusal: the first field that is not as ``api_help`` writes it.
    """
    if not isinstance(g, dict):
        raise Refusal("not_a_game", why=shown(g))
    players = g.get("players")
    if not isinstance(players, list):
        raise Refusal("not_a_game", why="players")
    if len(players) != 10:
        raise Refusal("ten_players", count=len(players))
    seats = tuple(_seat(p, n) for n, p in enumerate(players, start=1))
    roles = [s.role for s in seats]
    if sorted(roles) != sorted(["civilian"] * 6 + ["mafia"] * 2 + ["sheriff", "don"]):
        counts = {r: roles.count(r) for r in sorted(set(roles))}
        raise Refusal("roles", roles=", ".join(f"{r} {n}" for r, n in counts.items()))
    winner = g.get("winner")
    if winner not in ("civ", "maf", "tie"):
        raise Refusal("winner", winner=shown(winner))
    features = g.get("features", "")
    if not isinstance(features, str) or len(features) > 40:
        raise Refusal("not_a_game", why=f"features: {shown(features)}")
    rules = g.get("rules", "0002000010000")
    if not isinstance(rules, str):
        raise Refusal("rules_bad", code=shown(rules))

    def whole(key: str) -> int | None:
        value = g.get(key)
        return value if _whole(value, 1) else None

    start, end, dropped = _times(whole("startTime"), whole("endTime"))
    return Doc(
        whole("id"),
        frozenset(features),
        rules,
        winner,
        seats,
        start,
        end,
        whole("tableNum"),
        whole("gameNum"),
        whole("tournamentId"),
        whole("eventId"),
        times_dropped=dropped,
    )

"""The tournament table under a mafiaratings scoring definition: each player's points by group and
in total, ranked by the definition's sorting string, with the trace of every game (the matters
it set and what each policy paid).

How the points are computed is read from mafiaratings' ``include/scoring.php``
(``add_player_score``, ``add_player_counters``, ``compare_scores``), the current code:

* each of a player's games, in the order played, pays every policy whose matters the game set
  (all of them) for a role the policy names; the groups are added in the order main, extra,
  legacy, penalty, night 1;
* ``counter(0, j)`` is counter j over all his games, ``counter(1, j)`` over his games so far
  (this one included);
* ``difficulty()`` is the tournament's share of red wins (draws count as games), turned round
  (1 - share) for a red player; ``bonus()`` his extra points with the 8.5 penalties;
* the table is ranked by the total, then by the sorting string's sums, highest first, each
  within 0.00001; players equal on all of it share the place (the site orders them by their
  user id, which a tournament of ours does not have).

Where this differs from the site on purpose, or the site surprises, docs/RULES-CHOICES.md
("mafiaratings scoring") says so.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import field
from functools import cmp_to_key
from typing import Final

from ..rules.roles import Role
from ..rules.setup import STAGES
from ..rules.values import frozen, mutable
from .arithmetic import Env
from .definition import GROUPS, Counter, Policy, Scoring
from .expression import Expression
from .facts import GameFacts, SeatFacts
from .matters import (
    BIT,
    LACKING,
    ROLE_INDEX,
    game_matters,
    killed_first_night,
    role_flag,
    special_win,
    won,
)

TOLERANCE: Final = 0.00001
"""The site's: two sums closer than this are equal."""


@frozen
class Pay:
    """What one policy paid in one game."""

    group: str
    number: int
    points: float
    mvp: float


@frozen
class Line:
    """One of a player's games: where, as whom, the matters it set, each policy's pay."""

    game_id: str
    stage: str
    table: int
    game_number: int
    seat: int
    role: Role
    result: str | None
    matters: int
    pays: tuple[Pay, ...]
    faults: tuple[int, ...] = ()
    """Indexes into ``pays`` of the policies whose expression gave no number here (counted 0)."""

    @property
    def total(self) -> float:
        return math.fsum(p.points for p in self.pays)

    @property
    def mvp(self) -> float:
        return math.fsum(p.mvp for p in self.pays)

    def group(self, name: str) -> float:
        return math.fsum(p.points for p in self.pays if p.group == name)


@mutable
class Row:
    """One player's line of the table."""

    nick: str
    lines: list[Line] = field(default_factory=list)
    wins: int = 0
    special_wins: int = 0
    killed_first: int = 0
    points: dict[str, float] = field(default_factory=dict)
    """Per group, the sum of his games."""
    total: float = 0.0
    mvp: float = 0.0
    place: int = 0
    place_to: int = 0

    @property
    def games(self) -> int:
        return len(self.lines)

    def value(self, letter: str) -> float:
        """The sorting string's letter for him."""
        group = _LETTER_GROUP.get(letter)
        if group is not None:
            return self.points.get(group, 0.0)
        return float({"w": self.wins, "s": self.special_wins, "k": self.killed_first}[letter])


_LETTER_GROUP: Final = {"m": "main", "g": "legacy", "e": "extra", "p": "penalty", "n": "night1"}


@mutable
class HubTable:
    """The table under ``scoring`` and what was noticed computing it."""

    scoring: Scoring
    rows: list[Row]
    games: int
    ignored: list[str] = field(default_factory=list)
    """Unfinished games, left out."""
    unsigned: list[GameFacts] = field(default_factory=list)
    red_share: float | None = None
    """The share of red wins behind ``difficulty()`` (None when the definition does not use
    it)."""
    lacking: dict[str, int] = field(default_factory=dict)
    """A note's key (see :data:`matters.LACKING`) and how many games it concerns."""
    faults: list[tuple[str, int, str, int]] = field(default_factory=list)
    """(game id, seat, group, policy number) of each policy that gave no number."""

    def row(self, nick: str) -> Row:
        key = nick.casefold()
        return next(r for r in self.rows if r.nick.casefold() == key)


def order_key(g: GameFacts) -> tuple[str, int, int, str, int]:
    """When a game was played: date, stage, round, end, table (the site orders by end time;
    one player's games follow his rounds either way)."""
    stage = STAGES.index(g.stage) if g.stage in STAGES else 0
    return (g.date, stage, g.game_number, g.end, g.table)


def _by_player(
    finished: list[GameFacts], stand_in: str
) -> tuple[dict[str, Row], dict[str, list[tuple[GameFacts, SeatFacts, int]]]]:
    """A row for each player (by his case-folded nickname) and the seats he played, each
    with its game and what it matters (:func:`game_matters`); a stand-in's seat left out
    when ``stand_in`` is "nobody"."""
    rows: dict[str, Row] = {}
    seats: dict[str, list[tuple[GameFacts, SeatFacts, int]]] = {}
    for g in finished:
        for s, m in zip(g.seats, game_matters(g), strict=True):
            if stand_in == "nobody" and s.stand_in_for:
                continue
            key = s.nick.casefold()
            rows.setdefault(key, Row(s.nick))
            seats.setdefault(key, []).append((g, s, m))
    return rows, seats


def compute(
    games: Iterable[GameFacts], scoring: Scoring, *, stand_in: str = "stand_in"
) -> HubTable:
    """The table of ``games`` under ``scoring``; ``stand_in`` "nobody" leaves a stand-in's
    seat out of every row, as the section-8 table does."""
    every = list(games)
    finished = sorted((g for g in every if g.counts), key=order_key)
    table = HubTable(scoring, [], len(finished), [g.id for g in every if not g.over and not g.void])
    table.unsigned = [g for g in finished if not g.signed]
    if scoring.uses("difficulty") and finished:
        red = sum(1 for g in finished if g.result == "red")
        table.red_share = max(min(red / len(finished), 1.0), 0.0)
    rows, seats = _by_player(finished, stand_in)
    for key, played in seats.items():
        _score_row(rows[key], played, scoring, table)
    table.lacking = _lacking(finished, scoring)
    by_name = sorted(rows.values(), key=lambda r: r.nick.casefold())
    ranked = sorted(by_name, key=cmp_to_key(_comparer(scoring.sorting)))
    _place(ranked, _comparer(scoring.sorting))
    table.rows = ranked
    return table


def _score_row(
    row: Row,
    played: list[tuple[GameFacts, SeatFacts, int]],
    scoring: Scoring,
    table: HubTable,
) -> None:
    counters = scoring.counters
    final = _counts(counters, [(s, m) for _, s, m in played]) if counters else ()
    running = [0] * len(final)
    share = table.red_share if table.red_share is not None else 0.0
    for g, s, m in played:
        if counters:
            for i, c in enumerate(counters):
                if _counts_in(c.matter, c.roles, s, m):
                    running[i] += 1
        difficulty = 1 - share if s.role in (Role.CIVILIAN, Role.SHERIFF) else share
        env = Env(
            m,
            ROLE_INDEX[s.role],
            s.bonus,
            difficulty,
            (final, tuple(running)) if counters else None,
        )
        line = _line(g, s, m, scoring, env)
        for i in line.faults:
            pay = line.pays[i]
            table.faults.append((g.id, s.seat, pay.group, pay.number))
        row.lines.append(line)
        row.wins += won(s, g.result)
        row.special_wins += special_win(s, g.result)
        row.killed_first += killed_first_night(s)
    for group in GROUPS:
        row.points[group] = math.fsum(line.group(group) for line in row.lines)
    row.total = math.fsum(line.total for line in row.lines)
    row.mvp = math.fsum(line.mvp for line in row.lines)


def _counts(counters: Iterable[Counter], played: list[tuple[SeatFacts, int]]) -> tuple[int, ...]:
    """Each counter over all of a player's games (the site's ``counter(0, j)``)."""
    return tuple(sum(1 for s, m in played if _counts_in(c.matter, c.roles, s, m)) for c in counters)


def _counts_in(matter: int, roles: int, s: SeatFacts, m: int) -> bool:
    return (matter & m) == matter and bool(roles & role_flag(s.role))


def _line(g: GameFacts, s: SeatFacts, m: int, scoring: Scoring, env: Env) -> Line:
    pays: list[Pay] = []
    faults: list[int] = []
    flag = role_flag(s.role)
    for group in GROUPS:
        for p in scoring.group(group):
            if (p.matter & m) != p.matter or not p.roles & flag:
                continue
            points, bad = _value(p.points, env)
            mvp, bad_mvp = _mvp(p, points, env)
            if bad or bad_mvp:
                faults.append(len(pays))
            pays.append(Pay(group, p.number, points, mvp))
    return Line(
        g.id, g.stage, g.table, g.game_number, s.seat, s.role, g.result, m, tuple(pays),
        tuple(faults),
    )  # fmt: skip


def _value(points: float | Expression, env: Env) -> tuple[float, bool]:
    """A policy's points; (0, True) where its expression gives no number (NaN)."""
    if isinstance(points, float):
        return points, False
    value = points(env)
    return (0.0, True) if value != value else (value, False)


def _mvp(p: Policy, points: float, env: Env) -> tuple[float, bool]:
    if p.mvp is None or p.mvp is False:
        return 0.0, False
    if p.mvp is True:
        return points, False
    return _value(p.mvp, env)


def _lacking(games: list[GameFacts], scoring: Scoring) -> dict[str, int]:
    """Which matters the definition reads that our records may lack, and in how many games."""
    used = scoring.matters_used()
    out: dict[str, int] = {}
    for matter, note in LACKING.items():
        if not used & BIT[matter] or note in out:
            continue
        if note == "lack_votes":
            n = sum(1 for g in games if not g.votes_recorded)
        elif note == "lack_titles":
            n = sum(1 for g in games if not any(s.titles for s in g.seats))
        else:
            n = len(games)
        if n:
            out[note] = n
    return out


def layers(sorting: str) -> list[str]:
    """The sorting string's criteria after the total: each a set of letters to add up. A ``-``
    changes nothing, as on the site (its code resets the sign before using it)."""
    out: list[str] = []
    group: str | None = None
    for c in sorting:
        if c == "(":
            group = ""
        elif c == ")":
            if group:
                out.append(group)
            group = None
        elif c == "-":
            continue
        elif group is not None:
            group += c
        else:
            out.append(c)
    return out


Compare = Callable[["Row", "Row"], int]


def _comparer(sorting: str) -> Compare:
    criteria = layers(sorting)

    def compare(a: Row, b: Row) -> int:
        if b.total > a.total + TOLERANCE:
            return 1
        if b.total < a.total - TOLERANCE:
            return -1
        for letters in criteria:
            va = math.fsum(a.value(c) for c in letters)
            vb = math.fsum(b.value(c) for c in letters)
            if vb > va + TOLERANCE:
                return 1
            if vb < va - TOLERANCE:
                return -1
        return 0

    return compare


def _place(ranked: list[Row], compare: Compare) -> None:
    """Places; neighbours the sorting cannot tell apart share a place range."""
    i = 0
    while i < len(ranked):
        j = i
        while j + 1 < len(ranked) and compare(ranked[i], ranked[j + 1]) == 0:
            j += 1
        for row in ranked[i : j + 1]:
            row.place, row.place_to = i + 1, j + 1
        i = j + 1

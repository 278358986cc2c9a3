"""The tournament table's rows: what one game gave one player (:class:`GameLine`), a
player's row of them (:class:`Row`) and the table (:class:`Standings`), with the exact sums
every figure is made of. :mod:`.standings` fills them (section 8).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from fractions import Fraction
from functools import cached_property

from ..rules.roles import Role
from ..rules.values import mutable
from .game_result import GameResult, SeatResult

_ZERO = Fraction(0)


@mutable
class GameLine:
    """What one game gave one player: the trace behind every figure."""

    game_id: str
    stage: str
    table: int
    game_number: int
    seat: int
    role: Role
    result: str | None
    won: bool
    heavy: bool
    main: Fraction
    """The win point, times K in a heavy game (8.7.3)."""
    ci: Fraction
    """Compensation paid in this game (8.6.3), as main points."""
    best_move: Fraction
    judge: Fraction
    penalties: Fraction
    """8.5 penalties plus the -0.5 of a disqualification or 4-foul removal (8.2.4)."""
    first_night_killed: bool
    fouls: int
    disqualified: bool
    removed_from_tournament: bool = False
    """7.3: in this game he was removed from the tournament."""
    stand_in_for: str = ""
    """He sat in this game as a stand-in for this planned player ("" in a game of his own)."""
    void: bool = False
    """A game after his removal from the tournament (7.3): it gives him nothing, and counts for
    none of 8.6 and 8.8's figures."""

    @property
    def extra(self) -> Fraction:
        """Extra points of this game (8.8.1 counts these)."""
        return _add(self.best_move, self.judge, self.penalties)

    @property
    def total(self) -> Fraction:
        return _add(self.main, self.ci, self.best_move, self.judge, self.penalties)


def _add(*values: Fraction) -> Fraction:
    """The sum of a game's few figures, most of them zero: Fraction's addition is slow, so
    only the ones that are not are added (a big tournament's trace sums tens of thousands)."""
    terms = [v for v in values if v]
    if not terms:
        return _ZERO
    total = terms[0]
    for v in terms[1:]:
        total += v
    return total


def exact_sum(values: Iterable[Fraction]) -> Fraction:
    """The exact sum of ``values``, adding numerators over each denominator first: a
    tournament's table sums tens of thousands of points, nearly all over a few denominators,
    and each Fraction addition reduces by a gcd."""
    by_denominator: dict[int, int] = {}
    for v in values:
        if v:
            d = v.denominator
            by_denominator[d] = by_denominator.get(d, 0) + v.numerator
    total = Fraction(0)
    for d, n in by_denominator.items():
        total += Fraction(n, d)
    return total


@mutable
class Row:
    """One player's line in the table."""

    nick: str
    lines: list[GameLine] = field(default_factory=list)
    place: int = 0
    place_to: int = 0
    """Equal to ``place`` unless a tie remains that only a lot can break (then a range)."""
    needs_lot: bool = False
    lot: int | None = None
    ci_games: int = 0
    """8.6.1 N: his games over the compensation distance (games after a 7.3 removal left out)."""
    ci_b: int | None = None
    """8.6.1 B = 40 % of ``ci_games``, rounded; None when he has no first-night kill to pay."""
    ci_i: int = 0
    """8.6.1 i: his first-night kills as red or Sheriff over the distance."""

    @property
    def counted(self) -> list[GameLine]:
        """His lines that count: all but those after a removal from the tournament (7.3)."""
        return [x for x in self.lines if not x.void]

    def _sum(self, attr: str) -> Fraction:
        return exact_sum(getattr(x, attr) for x in self.counted)

    @property
    def games(self) -> int:
        return len(self.lines)

    @property
    def stood_in(self) -> int:
        """His games as a stand-in for an absent player (counted in his row: the tournament's
        ``stand_in`` rule says so)."""
        return sum(1 for x in self.lines if x.stand_in_for)

    @property
    def removed_in(self) -> str | None:
        """The id of the game in which he was removed from the tournament (7.3), or None."""
        return next((x.game_id for x in self.lines if x.removed_from_tournament), None)

    @property
    def wins(self) -> int:
        return sum(1 for x in self.counted if x.won)

    def wins_as(self, role: Role) -> int:
        return sum(1 for x in self.counted if x.won and x.role is role)

    @cached_property
    def main(self) -> Fraction:
        return self._sum("main")

    @cached_property
    def ci(self) -> Fraction:
        return self._sum("ci")

    @cached_property
    def extra(self) -> Fraction:
        return exact_sum(v for x in self.counted for v in (x.best_move, x.judge, x.penalties))

    @cached_property
    def best_move(self) -> Fraction:
        return self._sum("best_move")

    @cached_property
    def total(self) -> Fraction:
        return self.main + self.ci + self.extra

    @property
    def first_night_deaths(self) -> int:
        return sum(1 for x in self.counted if x.first_night_killed)

    @property
    def fouls(self) -> int:
        return sum(x.fouls for x in self.lines)

    @property
    def disqualifications(self) -> int:
        return sum(1 for x in self.lines if x.disqualified)

    @cached_property
    def _key(self) -> tuple[Fraction, Fraction, int, int, int]:
        return (
            self.total,
            self.extra,
            self.wins,
            self.wins_as(Role.DON) + self.wins_as(Role.SHERIFF),
            self.first_night_deaths,
        )

    def sort_key(self) -> tuple[Fraction, Fraction, int, int, int]:
        """8.8: total, then 8.8.1 extra, 8.8.2 wins, 8.8.3 wins as Don or Sheriff,
        8.8.4 first-night deaths. 8.8.5 (the lot) is applied separately. Computed once: the
        lines of a row are final before it is ranked."""
        return self._key


@mutable
class Standings:
    """The table, best first, and how it was computed."""

    rows: list[Row]
    k: dict[str, Fraction]
    """K per scope ("tournament" or each stage)."""
    heavy_side: dict[str, str | None]
    participants: int
    """8.7's count: the tournament's declared participants; without a list, every nickname
    that sat in a game in his own right (a stand-in is not a participant)."""
    games: int
    ignored: list[str] = field(default_factory=list)
    """Unfinished games left out."""
    unsigned: list[GameResult] = field(default_factory=list)
    """Finished games (counted) whose record the head judge has not checked, or whose check
    a later change made stale: the table is provisional while there are any."""
    unfinished: list[GameResult] = field(default_factory=list)
    """The games of ``ignored`` themselves, for texts that name them as a judge would."""
    voided: list[GameResult] = field(default_factory=list)
    """The games the head judge voided: they count nowhere (:mod:`..rules.voiding`), named."""
    stand_ins: list[tuple[GameResult, SeatResult]] = field(default_factory=list)
    """Every stand-in of the finished games that count, with his game, in the order played."""
    outsiders: list[str] = field(default_factory=list)
    """Nicknames that sat in their own right (no stand-in mark) but are not among the declared
    participants: not counted for 8.7, and named, for the head judge to mend his list."""
    repeats: list[tuple[GameResult, ...]] = field(default_factory=list)
    """The seating's slots played more than once (one stage, table and game number), each
    with its finished games that count: all of them count until the head judge voids the
    ones that must not (a replay kept by mistake), so the table names them."""

    def row(self, nick: str) -> Row:
        key = nick.casefold()
        return next(r for r in self.rows if r.nick.casefold() == key)

"""The tournament table (section 8): main points with K (8.7) and Ci (8.6), extra points, the
tie-breaks of 8.8.1-8.8.5, and for every figure the games it came from.

Points are exact fractions here (K and Ci divide), and places compare them exactly; they are
rounded only when shown, by the one rule of :mod:`.figures`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import cached_property, lru_cache

from .game import Game
from .game_result import GameResult, SeatResult
from .roles import Role, Team
from .setup import STAGES
from .tournament_rules import TournamentRules
from .values import mutable


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
    games: int
    ignored: list[str] = field(default_factory=list)
    """Unfinished games left out."""
    unsigned: list[GameResult] = field(default_factory=list)
    """Finished games (counted) whose record the head judge has not checked, or whose check
    a later change made stale: the table is provisional while there are any."""
    unfinished: list[GameResult] = field(default_factory=list)
    """The games of ``ignored`` themselves, for texts that name them as a judge would."""

    def row(self, nick: str) -> Row:
        key = nick.casefold()
        return next(r for r in self.rows if r.nick.casefold() == key)


_ZERO = Fraction(0)
_ONE = Fraction(1)


@lru_cache(maxsize=1024)
def _frac(value: Decimal) -> Fraction:
    if not value:
        return _ZERO
    return _ONE if value == 1 else Fraction(value)


def _k_for(
    games: list[GameResult], participants: int, rules: TournamentRules
) -> tuple[Fraction, str | None]:
    """8.7.2: K = 1 + (N/2 - n)/(N/2); the heavy side is the one with fewer wins."""
    n_games = len(games)
    red = sum(1 for g in games if g.result == "red")
    black = sum(1 for g in games if g.result == "black")
    if participants > rules.k_max_participants or n_games == 0 or red == black:
        return Fraction(1), None  # equal wins: no side is "heavy" (a documented choice)
    heavy, n = ("red", red) if red < black else ("black", black)
    half = Fraction(n_games, 2)
    return 1 + (half - n) / half, heavy


def _b_of(games_on_distance: int) -> int:
    """8.6.1: B = 40 % of the games, rounded to a whole number."""
    return int((Decimal(games_on_distance) * Decimal("0.4")).quantize(Decimal(1), ROUND_HALF_UP))


def _ci(i: int, b: int, rules: TournamentRules) -> Fraction:
    if b == 0:
        return rules.ci_max if (i > 0 and rules.ci_zero_b == "full") else Fraction(0)
    return rules.ci_max if i > b else rules.ci_max * i / b


def compute(
    games: Iterable[Game | GameResult],
    rules: TournamentRules | None = None,
    participants: Iterable[str] = (),
    lots: dict[str, int] | None = None,
) -> Standings:
    """Standings over finished games (unfinished ones are listed in ``ignored``).

    Args:
        games: games, or their :class:`GameResult` (the same table either way).
        participants: declared participants (8.7 counts them); otherwise every nickname seen.
        lots: drawn lots (8.8.5), lower number ranks higher.
    """
    rules = rules or TournamentRules()
    lots = {k.casefold(): v for k, v in (lots or {}).items()}
    all_games = [g if isinstance(g, GameResult) else GameResult.of(g) for g in games]
    finished = [g for g in all_games if g.over]
    unfinished = [g for g in all_games if not g.over]
    names: dict[str, str] = {}
    for g in finished:
        for p in _counted_seats(g, rules):
            names.setdefault(p.nick.casefold(), p.nick)
    declared = {p.casefold() for p in participants}
    n_participants = len(declared | set(names)) if declared else len(names)

    scopes: dict[str, list[GameResult]] = {"tournament": finished}
    if rules.k_scope == "stage":
        scopes = {}
        for g in finished:
            scopes.setdefault(g.stage, []).append(g)
    k: dict[str, Fraction] = {}
    heavy: dict[str, str | None] = {}
    for scope, members in scopes.items():
        k[scope], heavy[scope] = _k_for(members, n_participants, rules)

    rows: dict[str, Row] = {key: Row(nick) for key, nick in names.items()}
    for g in finished:
        scope = "tournament" if rules.k_scope == "tournament" else g.stage
        for p in _counted_seats(g, rules):
            rows[p.nick.casefold()].lines.append(_line(g, p, k[scope], heavy[scope]))

    order = {g.id: _game_order(g) for g in finished}
    for row in rows.values():
        _void_after_removal(row, order)
        _pay_ci(row, rules)

    ordered = sorted(rows.values(), key=lambda r: r.sort_key(), reverse=True)
    _place(ordered, lots)
    unsigned = sorted(
        (g for g in finished if not g.signed),
        key=lambda g: (
            STAGE_ORDER.index(g.stage) if g.stage in STAGE_ORDER else 9,
            g.game_number,
            g.table,
        ),
    )
    ignored = [g.id for g in unfinished]
    return Standings(
        ordered, k, heavy, n_participants, len(finished), ignored, unsigned, unfinished
    )


def _counted_seats(g: GameResult, rules: TournamentRules) -> list[SeatResult]:
    """The seats of ``g`` that count in someone's row: a stand-in's counts for nobody when
    the tournament says so."""
    if rules.stand_in == "nobody":
        return [p for p in g.seats if not p.stand_in_for]
    return list(g.seats)


def _line(g: GameResult, p: SeatResult, k: Fraction, heavy: str | None) -> GameLine:
    """One seat of one game as a line of its player's row; K multiplies the main points of
    a win on the heavy side (8.7)."""
    result = g.result
    won = result in ("red", "black") and p.role.team.value == result
    is_heavy = won and heavy == result
    return GameLine(
        game_id=g.id,
        stage=g.stage,
        table=g.table,
        game_number=g.game_number,
        seat=p.seat,
        role=p.role,
        result=result,
        won=won,
        heavy=is_heavy,
        main=_frac(p.main) * k if is_heavy else _frac(p.main),
        ci=_ZERO,
        best_move=_frac(p.best_move),
        judge=_frac(p.judge),
        penalties=_frac(p.penalties),
        first_night_killed=p.first_night_killed,
        fouls=p.fouls,
        disqualified=p.disqualified,
        removed_from_tournament=p.removed_from_tournament,
    )


def _void_after_removal(row: Row, order: dict[str, tuple[str, int, int]]) -> None:
    """7.3: no points from any game after the one he was removed from the tournament in."""
    removed = [order[x.game_id] for x in row.lines if x.removed_from_tournament]
    if removed:
        for x in row.lines:
            if order[x.game_id] > min(removed):
                x.void = True
                x.main = x.best_move = x.judge = x.penalties = _ZERO


def _pay_ci(row: Row, rules: TournamentRules) -> None:
    """8.6: Ci for the red games he was killed on the first night, paid where red lost."""
    distance = [x for x in row.counted if x.stage in rules.ci_stages]
    eligible = [x for x in distance if x.first_night_killed and x.role.team is Team.RED]
    row.ci_games, row.ci_i = len(distance), len(eligible)
    if not eligible:
        return
    row.ci_b = _b_of(len(distance))
    ci = _ci(len(eligible), row.ci_b, rules)
    for x in eligible:
        if x.result == "black":  # paid only where red lost (8.6.3); a draw is no loss
            x.ci = ci


STAGE_ORDER = STAGES
"""The stages in the order they are played."""


def _game_order(g: GameResult) -> tuple[str, int, int]:
    """When a game was played, for "his further games" (7.3): date, stage, game number.
    Games of one round at different tables are at the same time, so none is "further"."""
    stage = g.stage
    return (g.date or "", STAGE_ORDER.index(stage) if stage in STAGE_ORDER else 0, g.game_number)


def _place(ordered: list[Row], lots: dict[str, int]) -> None:
    """Places; rows equal on every 8.8.1-8.8.4 criterion are ordered by a drawn lot if one is
    recorded, else share a place range and are flagged as needing a lot (8.8.5)."""
    for row in ordered:
        row.needs_lot, row.lot = False, None
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1].sort_key() == ordered[i].sort_key():
            j += 1
        group = ordered[i : j + 1]
        if len(group) > 1:
            for row in group:
                row.lot = lots.get(row.nick.casefold())
            if all(row.lot is not None for row in group):
                # Every lot is drawn here (the all() above); ``or 0`` only tells the checker so.
                group.sort(key=lambda r: r.lot or 0)
                ordered[i : j + 1] = group
                for offset, row in enumerate(group):
                    row.place = row.place_to = i + 1 + offset
            else:
                for row in group:
                    row.place, row.place_to, row.needs_lot = i + 1, j + 1, True
        else:
            group[0].place = group[0].place_to = i + 1
        i = j + 1

"""The tournament table (section 8): main points with K (8.7) and Ci (8.6), extra points, the
tie-breaks of 8.8.1-8.8.5, and for every figure the games it came from.

Points are exact fractions here (K and Ci divide), and places compare them exactly; they are
rounded only when shown, by the one rule of :mod:`.figures`.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from functools import lru_cache

from ..rules.game import Game
from ..rules.roles import Team
from ..rules.setup import STAGES
from ..rules.voiding import counted, voided
from .game_result import GameResult, SeatResult
from .standings_rows import GameLine, Row, Standings, exact_sum
from .tournament_rules import TournamentRules

__all__ = ["STAGE_ORDER", "GameLine", "Row", "Standings", "compute", "exact_sum"]


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
    """Standings over the finished games that count (unfinished ones are listed in
    ``ignored``, voided ones in ``voided``: :func:`..rules.voiding.counted` decides).

    Args:
        games: games, or their :class:`GameResult` (the same table either way).
        participants: declared participants (8.7 counts them); otherwise every nickname that
            sat in his own right (:func:`_participants`).
        lots: drawn lots (8.8.5), lower number ranks higher.
    """
    rules = rules or TournamentRules()
    lots = {k.casefold(): v for k, v in (lots or {}).items()}
    every = [g if isinstance(g, GameResult) else GameResult.of(g) for g in games]
    all_games = counted(every)
    finished = [g for g in all_games if g.over]
    unfinished = [g for g in all_games if not g.over]
    names: dict[str, str] = {}
    for g in finished:
        for p in _counted_seats(g, rules):
            names.setdefault(p.nick.casefold(), p.nick)
    n_participants, outsiders = _participants(finished, participants)

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
    unsigned = sorted((g for g in finished if not g.signed), key=_played)
    ignored = [g.id for g in unfinished]
    return Standings(
        ordered,
        k,
        heavy,
        n_participants,
        len(finished),
        ignored,
        unsigned,
        unfinished,
        sorted(voided(every), key=_played),
        [(g, p) for g in sorted(finished, key=_played) for p in g.seats if p.stand_in_for],
        outsiders,
        _repeats(finished),
    )


def _repeats(finished: list[GameResult]) -> list[tuple[GameResult, ...]]:
    """The slots of the seating (stage, table, game number) that more than one finished game
    that counts was played in, in the order of play (a game with no table or number given,
    0, is in no slot)."""
    slots: dict[tuple[str, int, int], list[GameResult]] = {}
    for g in sorted(finished, key=lambda g: (_played(g), g.date, g.id)):
        if g.table > 0 and g.game_number > 0:
            slots.setdefault((g.stage, g.table, g.game_number), []).append(g)
    return [tuple(games) for games in slots.values() if len(games) > 1]


def _played(g: GameResult) -> tuple[int, int, int]:
    """A game's place in the order of play, for the lists under the table."""
    return (STAGE_ORDER.index(g.stage) if g.stage in STAGE_ORDER else 9, g.game_number, g.table)


def _participants(finished: list[GameResult], declared: Iterable[str]) -> tuple[int, list[str]]:
    """8.7's count of participants (RULES.md §3.1), and who sat in his own right without
    being declared.

    The count is the tournament's participants (its roster, when the tournament file declares
    one), never every nickname that sat: a stand-in for an absent player is not a participant,
    so typing one over a seat changes K for nobody. Without a declared list, the participants
    are the nicknames that sat in their own right."""
    own: dict[str, str] = {}
    for g in finished:
        for p in g.seats:
            if not p.stand_in_for:
                own.setdefault(p.nick.casefold(), p.nick)
    listed = {p.casefold() for p in declared}
    if not listed:
        return len(own), []
    return len(listed), [nick for key, nick in own.items() if key not in listed]


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
        stand_in_for=p.stand_in_for,
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

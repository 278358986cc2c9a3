"""Points of one game (8.2–8.5) and the after-game data the judge enters (9.9, 9.10).

Points are :class:`~decimal.Decimal`, so 0.25 + 0.4 is exactly 0.65 everywhere.
"""

from __future__ import annotations

from decimal import Decimal

from .after import AfterGame, Penalty
from .errors import RuleError, shown
from .profile import Profile
from .roles import SEATS, Role, Team
from .state import State
from .values import frozen

STEP = Decimal("0.05")
"""Extra points are whole multiples of this (a documented choice: 0.25 must be possible)."""

PENALTY_RULES: dict[str, tuple[frozenset[Role], str | None]] = {
    "8.5.1": (frozenset({Role.CIVILIAN, Role.SHERIFF}), "black"),
    "8.5.2": (frozenset({Role.CIVILIAN}), None),
    "8.5.3": (frozenset({Role.CIVILIAN, Role.SHERIFF}), "black"),
    "8.5.4": (frozenset({Role.MAFIA, Role.DON}), "red"),
}
"""Each 8.5 penalty: the roles it is for, and the result it needs (None: the judge decides)."""


@frozen
class PlayerScore:
    """One row of the protocol's points columns (9.8, 9.9)."""

    seat: int
    main: Decimal
    """8.2.1-8.2.3: 1 for a win, 0 otherwise."""
    best_move: Decimal
    judge: Decimal
    penalties: Decimal
    disqualification: Decimal
    needs_head_judge: bool = False
    """8.4.3: 0.6 or 0.7 from the judge needs the head judge's consent."""

    @property
    def extra(self) -> Decimal:
        """The "Доп. баллы" column: best move + judge's extras - penalties and removals."""
        return self.best_move + self.judge + self.penalties + self.disqualification

    @property
    def total(self) -> Decimal:
        """Main plus extra."""
        return self.main + self.extra


def points_text(value: Decimal) -> str:
    """Points as the protocol writes them: "0,25", "-0,5", "1", "0"."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",")


def best_move_points(state: State, profile: Profile) -> tuple[int | None, Decimal]:
    """(victim, points) of the best move (8.3.1): only a red or the Sheriff scores."""
    if state.best_move is None:
        return None, Decimal(0)
    victim, seats = state.best_move
    if state.player(victim).team is not Team.RED:
        return victim, Decimal(0)
    blacks = sum(1 for s in seats if state.player(s).team is Team.BLACK)
    points = {3: profile.best_move_three, 2: profile.best_move_two}.get(blacks, Decimal(0))
    return victim, points


def final_result(state: State, after: AfterGame) -> str | None:
    """The game's result as it stands in the record: the engine's, unless the head judge's
    decision on a protest changed it (8.9.2; the last such decision counts)."""
    result = state.result
    if state.over:
        for p in after.protests:
            if p.decision is not None and p.decision.result is not None:
                result = p.decision.result
    return result


def check(state: State, profile: Profile, after: AfterGame) -> list[str]:
    """Validate the after-game data against 8.4 and 8.5.

    A player may have several extra entries; 8.4.3 and 8.4.4 limit his sum, 8.4.1 counts the
    players, 8.4.2 the whole. The result they are held to is :func:`final_result`'s.

    Returns:
        The seats whose extra points need the head judge (8.4.3); empty if none.

    Raises:
        RuleError: the first limit broken, with its rule number; first of all, an error of
            :meth:`AfterGame.validate`.
    """
    after.validate()
    if not state.over and (
        after.extras
        or after.penalties
        or after.protests
        or after.consents
        or after.signoff
        or after.titles
    ):
        raise RuleError("not_finished")
    result = final_result(state, after)
    winners = _winner_seats(state, result)
    sums = _extra_sums(after, result)
    _check_extra_limits(sums, winners, profile)
    for pen in after.penalties:
        _check_penalty(state, pen, result)
    for c in after.consents:
        if c.seat not in SEATS:
            raise RuleError("bad_seat", seat=c.seat)
    return [
        str(seat)
        for seat, points in sorted(sums.items())
        if seat in winners and points >= profile.extra_winner_flag
    ]


def _extra_sums(after: AfterGame, result: str | None) -> dict[int, Decimal]:
    """Each seat's sum of extra points, every entry checked on its own first (8.4, 8.4.6,
    9.10)."""
    sums: dict[int, Decimal] = {}
    for e in after.extras:
        if e.seat not in SEATS:
            raise RuleError("bad_seat", seat=e.seat)
        if result == "draw":
            raise RuleError("extra_draw", "8.4.6")
        if not e.points.is_finite() or e.points <= 0 or e.points > POINTS_CAP:
            raise RuleError("extra_positive", "8.4")
        if e.points % STEP != 0:
            raise RuleError("extra_positive", "8.4")
        if not e.reason.strip():
            raise RuleError("reason_missing", "9.10", seat=e.seat)
        sums[e.seat] = sums.get(e.seat, Decimal(0)) + e.points
    return sums


def _check_extra_limits(sums: dict[int, Decimal], winners: set[int], profile: Profile) -> None:
    """The limits of 8.4.3 and 8.4.4 (a seat's sum), 8.4.1 (the players) and 8.4.2 (the
    whole)."""
    for seat, points in sums.items():
        limit = profile.extra_winner_max if seat in winners else profile.extra_loser_max
        if points > limit:
            code, rule = ("extra_winner", "8.4.3") if seat in winners else ("extra_loser", "8.4.4")
            raise RuleError(code, rule, seat=seat, max=limit, total=points)
    if len(sums) > profile.extra_players_max:
        raise RuleError("extra_players", "8.4.1", max=profile.extra_players_max)
    total = sum(sums.values(), Decimal(0))
    if total > profile.extra_total_max:
        raise RuleError("extra_total", "8.4.2", total=total, max=profile.extra_total_max)


def _check_penalty(state: State, pen: Penalty, result: str | None) -> None:
    """One penalty entry against 8.5: a known rule, for a role it applies to, under the
    result it needs, with a reason (9.10)."""
    if pen.seat not in SEATS:
        raise RuleError("bad_seat", seat=pen.seat)
    if pen.rule not in PENALTY_RULES:
        raise RuleError("penalty_unknown", "8.5", which=shown(pen.rule), seat=pen.seat)
    roles, needs = PENALTY_RULES[pen.rule]
    player = state.player(pen.seat)
    if player.role not in roles:
        raise RuleError(
            "penalty_role", pen.rule, which=pen.rule, seat=pen.seat, role=player.role.value
        )
    if needs is not None and result != needs:
        raise RuleError(
            "penalty_result",
            pen.rule,
            which=pen.rule,
            seat=pen.seat,
            needs=needs,
            result=result,
        )
    if not pen.reason.strip():
        raise RuleError("reason_missing", "9.10", seat=pen.seat)


POINTS_CAP = Decimal(100)
"""No single entry is larger (a huge value cannot even be divided by the step exactly)."""


def score(state: State, profile: Profile, after: AfterGame | None = None) -> list[PlayerScore]:
    """Points of each seat for the game as it stands (main points only once it is decided)."""
    after = after or AfterGame()
    result = final_result(state, after)
    victim, bm_points = best_move_points(state, profile)
    penalties: dict[int, Decimal] = {}
    for pen in after.penalties:
        penalties[pen.seat] = penalties.get(pen.seat, Decimal(0)) + profile.penalty_points
    rows = []
    winners = _winner_seats(state, result)
    for p in state.players:
        main = Decimal(1) if result in ("red", "black") and p.team.value == result else Decimal(0)
        if p.disqualified.startswith("6.8"):
            disq = profile.team_defeat_points
        elif p.disqualified:
            disq = profile.disqualification_points
        elif p.removed_by_fouls:
            disq = profile.four_fouls_points
        else:
            disq = Decimal(0)
        j = after.judge_points(p.seat)
        rows.append(
            PlayerScore(
                seat=p.seat,
                main=main,
                best_move=bm_points if p.seat == victim else Decimal(0),
                judge=j,
                penalties=penalties.get(p.seat, Decimal(0)),
                disqualification=disq,
                needs_head_judge=p.seat in winners and j >= profile.extra_winner_flag,
            )
        )
    return rows


def _winner_seats(state: State, result: str | None) -> set[int]:
    return {p.seat for p in state.players if result and p.team.value == result}

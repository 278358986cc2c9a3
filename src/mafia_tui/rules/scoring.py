"""Points of one game (8.2–8.5) and the after-game data the judge enters (9.9, 9.10).

Points are :class:`~decimal.Decimal`, so 0.25 + 0.4 is exactly 0.65 everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from .errors import RuleError
from .profile import Profile
from .roles import SEATS, Role, Team
from .state import State

STEP = Decimal("0.05")
"""Extra points are whole multiples of this (a documented choice: 0.25 must be possible)."""

PENALTY_RULES: dict[str, tuple[frozenset[Role], str | None]] = {
    "8.5.1": (frozenset({Role.CIVILIAN, Role.SHERIFF}), "black"),
    "8.5.2": (frozenset({Role.CIVILIAN}), None),
    "8.5.3": (frozenset({Role.CIVILIAN, Role.SHERIFF}), "black"),
    "8.5.4": (frozenset({Role.MAFIA, Role.DON}), "red"),
}
"""Each 8.5 penalty: the roles it is for, and the result it needs (None: the judge decides)."""


@dataclass(frozen=True)
class Extra:
    """The judge's extra points for one player (8.4), with the written reason (9.10)."""

    seat: int
    points: Decimal
    reason: str


@dataclass(frozen=True)
class Penalty:
    """A -0.4 penalty under one of 8.5.1–8.5.4, with the written reason."""

    seat: int
    rule: str
    reason: str


@dataclass
class AfterGame:
    """What the judge enters after the game: extras, penalties, protest (8.4, 8.5, 8.9)."""

    extras: list[Extra] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    protest: str = ""
    """The protest as the player wrote it (8.9.1)."""
    comments: str = ""
    """The judge's notes on the protest and anything else for the back page (9.10)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON form (points as numbers)."""
        return {
            "extras": [{"seat": e.seat, "points": float(e.points), "reason": e.reason}
                       for e in self.extras],
            "penalties": [{"seat": p.seat, "rule": p.rule, "reason": p.reason}
                          for p in self.penalties],
            "protest": self.protest,
            "comments": self.comments,
        }

    @classmethod
    def from_dict(cls, data: Any) -> AfterGame:
        """Read the after-game block of a game file (its limits are checked by :func:`check`).

        Raises:
            RuleError: ``bad_file`` for a wrong shape.
        """
        if data is None:
            return cls()
        try:
            extras = [Extra(int(e["seat"]), Decimal(str(e["points"])), str(e["reason"]))
                      for e in data.get("extras", [])]
            penalties = [Penalty(int(p["seat"]), str(p["rule"]), str(p["reason"]))
                         for p in data.get("penalties", [])]
            return cls(extras, penalties, str(data.get("protest", "")),
                       str(data.get("comments", "")))
        except (KeyError, TypeError, ValueError, ArithmeticError, AttributeError):
            raise RuleError("bad_file", why="after") from None


@dataclass(frozen=True)
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


def check(state: State, profile: Profile, after: AfterGame) -> list[str]:
    """Validate the after-game data against 8.4 and 8.5.

    Returns:
        The seats' notes that need the head judge (8.4.3), as messages; empty if none.

    Raises:
        RuleError: the first limit broken, with its rule number.
    """
    if not state.over and (after.extras or after.penalties):
        raise RuleError("not_finished")
    result = state.result
    winners = _winner_seats(state)
    seen: set[int] = set()
    total = Decimal(0)
    for e in after.extras:
        if e.seat not in SEATS:
            raise RuleError("bad_seat", seat=e.seat)
        if result == "draw":
            raise RuleError("extra_draw", "8.4.6")
        if e.seat in seen:
            raise RuleError("extra_twice", "8.4.1", seat=e.seat)
        seen.add(e.seat)
        if e.points <= 0 or e.points % STEP != 0:
            raise RuleError("extra_positive", "8.4")
        limit = profile.extra_winner_max if e.seat in winners else profile.extra_loser_max
        if e.points > limit:
            code, rule = ("extra_winner", "8.4.3") if e.seat in winners else ("extra_loser",
                                                                                "8.4.4")
            raise RuleError(code, rule, seat=e.seat, max=limit)
        if not e.reason.strip():
            raise RuleError("reason_missing", "9.10", seat=e.seat)
        total += e.points
    if len(seen) > profile.extra_players_max:
        raise RuleError("extra_players", "8.4.1")
    if total > profile.extra_total_max:
        raise RuleError("extra_total", "8.4.2", total=total, max=profile.extra_total_max)
    for pen in after.penalties:
        if pen.seat not in SEATS:
            raise RuleError("bad_seat", seat=pen.seat)
        if pen.rule not in PENALTY_RULES:
            raise RuleError("penalty_rule", "8.5", which=pen.rule, seat=pen.seat,
                            why="8.5.1-8.5.4")
        roles, needs = PENALTY_RULES[pen.rule]
        player = state.player(pen.seat)
        if player.role not in roles:
            raise RuleError("penalty_rule", pen.rule, which=pen.rule, seat=pen.seat,
                            why=player.role.letter)
        if needs is not None and result != needs:
            raise RuleError("penalty_rule", pen.rule, which=pen.rule, seat=pen.seat,
                            why=str(result))
        if not pen.reason.strip():
            raise RuleError("reason_missing", "9.10", seat=pen.seat)
    return [f"{e.seat}" for e in after.extras
            if e.seat in winners and e.points >= profile.extra_winner_flag]


def score(state: State, profile: Profile, after: AfterGame | None = None) -> list[PlayerScore]:
    """Points of each seat for the game as it stands (main points only once it is decided)."""
    after = after or AfterGame()
    result = state.result
    victim, bm_points = best_move_points(state, profile)
    judge = {e.seat: e.points for e in after.extras}
    penalties: dict[int, Decimal] = {}
    for pen in after.penalties:
        penalties[pen.seat] = penalties.get(pen.seat, Decimal(0)) + profile.penalty_points
    rows = []
    winners = _winner_seats(state)
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
        j = judge.get(p.seat, Decimal(0))
        rows.append(PlayerScore(
            seat=p.seat, main=main, best_move=bm_points if p.seat == victim else Decimal(0),
            judge=j, penalties=penalties.get(p.seat, Decimal(0)), disqualification=disq,
            needs_head_judge=p.seat in winners and j >= profile.extra_winner_flag,
        ))
    return rows


def _winner_seats(state: State) -> set[int]:
    result = state.result
    return {p.seat for p in state.players if result and p.team.value == result}

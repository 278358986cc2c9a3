"""Points of one game (8.2–8.5) and the after-game data the judge enters (9.9, 9.10).

Points are :class:`~decimal.Decimal`, so 0.25 + 0.4 is exactly 0.65 everywhere.
"""

from __future__ import annotations

from dataclasses import field
from decimal import Decimal
from typing import Any

from .errors import RuleError, shown
from .profile import Profile
from .roles import SEATS, Role, Team
from .setup import invisible_char
from .state import State
from .values import frozen, mutable

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
class Extra:
    """The judge's extra points for one player (8.4), with the written reason (9.10)."""

    seat: int
    points: Decimal
    reason: str


@frozen
class Penalty:
    """A -0.4 penalty under one of 8.5.1–8.5.4, with the written reason."""

    seat: int
    rule: str
    reason: str


@mutable
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
            "extras": [
                {"seat": e.seat, "points": float(e.points), "reason": e.reason} for e in self.extras
            ],
            "penalties": [
                {"seat": p.seat, "rule": p.rule, "reason": p.reason} for p in self.penalties
            ],
            "protest": self.protest,
            "comments": self.comments,
        }

    def validate(self) -> None:
        """Check what any after-game data must be, entered or read: the types, and texts short
        enough for the protocol and free of lone surrogates (which no file can hold).

        The limits of 8.4/8.5 are :func:`check`'s, which calls this first.

        Raises:
            RuleError: ``bad_after`` (a wrong type), ``text_too_long``, ``reason_too_long``
                or ``invisible_char``.
        """
        for name, items, kind in (
            ("extras", self.extras, Extra),
            ("penalties", self.penalties, Penalty),
        ):
            if not isinstance(items, list):
                raise RuleError("bad_after", why=_field(name))
            for i, item in enumerate(items):
                if not isinstance(item, kind) or not _is_number(item.seat):
                    raise RuleError("bad_after", why=_field(f"{name}[{i}]"))
                if not isinstance(item.reason, str):
                    raise RuleError("bad_after", why=_field(f"{name}[{i}].reason"))
                if len(item.reason) > REASON_MAX:
                    raise RuleError(
                        "reason_too_long", seat=item.seat, length=len(item.reason), max=REASON_MAX
                    )
                _no_surrogate(item.reason, f"{name}[{i}].reason")
        for e in self.extras:
            if not isinstance(e.points, Decimal):
                raise RuleError("bad_after", why=_field("extras.points"))
        for p in self.penalties:
            if not isinstance(p.rule, str):
                raise RuleError("bad_after", why=_field("penalties.rule"))
        for name in ("protest", "comments"):
            text = getattr(self, name)
            if not isinstance(text, str):
                raise RuleError("bad_after", why=_field(name))
            if len(text) > TEXT_MAX:
                raise RuleError("text_too_long", field=name, length=len(text), max=TEXT_MAX)
            _no_surrogate(text, name)

    @classmethod
    def from_dict(cls, data: Any) -> AfterGame:
        """Read the after-game block of a game file: its shape and :meth:`validate`.

        The limits of 8.4/8.5 need the game's state; the reader applies :func:`check` once
        the log is replayed.

        Raises:
            RuleError: ``bad_after`` naming the first wrong field, or a :meth:`validate` error.
        """
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise RuleError("bad_after", why=_field("after"))
        unknown = set(data) - {"extras", "penalties", "protest", "comments"}
        if unknown:
            raise RuleError(
                "bad_after",
                why=RuleError("why_unknown_field", field=shown(sorted(unknown, key=repr)[0])),
            )
        rows: dict[str, list[dict[str, Any]]] = {}
        for name, keys in (
            ("extras", {"seat", "points", "reason"}),
            ("penalties", {"seat", "rule", "reason"}),
        ):
            items = data.get(name, [])
            if not isinstance(items, list):
                raise RuleError("bad_after", why=_field(name))
            for i, item in enumerate(items):
                if not isinstance(item, dict) or set(item) != keys:
                    raise RuleError("bad_after", why=_field(f"{name}[{i}]"))
                if not _is_number(item["seat"]):
                    raise RuleError("bad_after", why=_field(f"{name}[{i}].seat"))
                if not isinstance(item["reason"], str):
                    raise RuleError("bad_after", why=_field(f"{name}[{i}].reason"))
            rows[name] = items
        extras = []
        for i, e in enumerate(rows["extras"]):
            points = e["points"]
            if (
                isinstance(points, bool)
                or not isinstance(points, (int, float))
                or not -POINTS_MAX <= points <= POINTS_MAX
            ):  # NaN fails this too
                raise RuleError("bad_after", why=_field(f"extras[{i}].points"))
            extras.append(Extra(e["seat"], Decimal(str(points)), e["reason"]))
        penalties = []
        for i, p in enumerate(rows["penalties"]):
            if not isinstance(p["rule"], str):
                raise RuleError("bad_after", why=_field(f"penalties[{i}].rule"))
            penalties.append(Penalty(p["seat"], p["rule"], p["reason"]))
        after = cls(extras, penalties, data.get("protest", ""), data.get("comments", ""))
        after.validate()
        return after


TEXT_MAX = 10_000
"""The longest protest or comments accepted (characters): pages of the protocol's back."""

REASON_MAX = 500
"""The longest written reason of an extra or a penalty (9.10)."""

POINTS_MAX = 100
"""Points read from a file lie within plus or minus this; 8.4 then allows far less."""


def _field(path: str) -> RuleError:
    """The reason of a ``bad_after``: the field of the block that is wrong, as written."""
    return RuleError("why_field", field=shown(path, 60))


def _is_number(value: Any) -> bool:
    """A whole number small enough to print (a seat; 1-10 is :func:`check`'s to say)."""
    return isinstance(value, int) and not isinstance(value, bool) and -1000 <= value <= 1000


def _no_surrogate(text: str, name: str) -> None:
    char = invisible_char(text, frozenset({"Cs"}))
    if char:
        raise RuleError("invisible_char", field=name, char=char)


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


def check(state: State, profile: Profile, after: AfterGame) -> list[str]:
    """Validate the after-game data against 8.4 and 8.5.

    Returns:
        The seats' notes that need the head judge (8.4.3), as messages; empty if none.

    Raises:
        RuleError: the first limit broken, with its rule number; first of all, an error of
            :meth:`AfterGame.validate`.
    """
    after.validate()
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
        if not e.points.is_finite() or e.points <= 0:
            raise RuleError("extra_positive", "8.4")
        limit = profile.extra_winner_max if e.seat in winners else profile.extra_loser_max
        if e.points > limit:
            code, rule = (
                ("extra_winner", "8.4.3") if e.seat in winners else ("extra_loser", "8.4.4")
            )
            raise RuleError(code, rule, seat=e.seat, max=limit)
        if e.points % STEP != 0:  # after the limit: a huge value cannot be divided exactly
            raise RuleError("extra_positive", "8.4")
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
    return [
        f"{e.seat}"
        for e in after.extras
        if e.seat in winners and e.points >= profile.extra_winner_flag
    ]


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


def _winner_seats(state: State) -> set[int]:
    result = state.result
    return {p.seat for p in state.players if result and p.team.value == result}

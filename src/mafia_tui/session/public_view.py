"""What the players may see: the one place that decides it, for the players' display.

:func:`public_view` turns a game (the rules engine's state) and the file's storage blocks into
plain values. It is pure: the same game, blocks and wall-clock moment give the same view. It
never carries a role, a team, a check, a shot or anything players must not know:

- at night (the zero night too) it says only that it is night; tonight's victim is still at
  the table until the morning, and no night step, timer or count of night actions is shown;
- roles and the result appear only once the game is over **and** the judge has revealed them
  (the ``reveal`` block, :meth:`GameSession.set_reveal`).

The countdown is computed here from the saved timer (``resume``: seconds left, running, the
wall-clock moment ``at`` of the save), so the display never counts ticks and never drifts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict, TypeGuard

from ..rules.values import frozen

if TYPE_CHECKING:
    from ..rules import Game
    from ..rules.state import Day, State

SPEECHES = ("speech", "tie_speech", "last_word")
"""Steps with a speech timer the table may see."""


@frozen
class PublicSeat:
    """One seat as the table knows it."""

    seat: int
    nick: str
    counts: tuple[tuple[str, int], ...]
    """``(name, value)`` of each of his counts (fouls, technical fouls...): the player's own
    (:meth:`rules.state.Player.counts`), so a count added there is here too."""
    status: str
    """alive, killed, voted_out, removed (4 fouls), removed_tech (2 technical fouls) or
    disqualified."""
    left: str = ""
    """When he left: ``"n1"`` (night 1), ``"d2"`` (day 2); "" at the table."""
    rule: str = ""
    """The rule of a disqualification (6.7.x, 6.8.x)."""
    speaking: bool = False
    nominated: bool = False
    """Nominated today (and still at the table)."""
    role: str = ""
    """civilian, mafia, sheriff or don: only once the judge has revealed the result."""

    @property
    def alive(self) -> bool:
        return self.status == "alive"

    def count(self, name: str) -> int:
        """His count ``name`` ("fouls", "tech_fouls"...), 0 for one he does not have."""
        return dict(self.counts).get(name, 0)

    @property
    def fouls(self) -> int:
        return self.count("fouls")


@frozen
class PublicRound:
    """One show of hands today: the candidates and the hands entered so far."""

    candidates: tuple[int, ...]
    counts: tuple[int, ...]
    lift: bool = False
    voters: int = 0
    """Players at the table when it was held."""


@frozen
class PublicTimer:
    """The speech timer at the moment the view was made."""

    remaining: float
    """Seconds left; negative in overtime."""
    length: int
    """The speech's length (60, 30 ...)."""
    running: bool
    warn_at: float
    lost: bool = False
    """The judge's app has not saved the running timer for :data:`LOST_AFTER` seconds (it
    died, or its laptop slept): the countdown is frozen where it was then."""

    @property
    def label(self) -> str:
        """ "1:00", "0:07", "+0:05"."""
        return timer_label(self.remaining)

    @property
    def state(self) -> str:
        """idle (not started), running, paused, warning (the last seconds) or over (time up)."""
        if self.remaining <= 0:
            return "over"
        if self.remaining <= self.warn_at:
            return "warning"
        if self.running:
            return "running"
        return "idle" if abs(self.remaining - self.length) < 0.05 else "paused"


@frozen
class PublicView:
    """Everything the players' display shows, as plain values."""

    tournament: str
    table: int
    game_number: int
    phase: str
    """night (the zero night too), day or over."""
    day: int
    night: int
    step: str
    """night, speech, tie_speech, last_word, vote, lift_vote or game_over."""
    seat: int | None = None
    """Who speaks, or the candidate being voted on."""
    nick: str = ""
    seconds: int = 0
    """The step's length."""
    reason: str = ""
    """A speech: "" or mute / short / cut / tie; a last word: killed / voted_out / ..."""
    candidates: tuple[int, ...] = ()
    """A vote's candidates, in nomination order."""
    timer: PublicTimer | None = None
    seats: tuple[PublicSeat, ...] = ()
    nominations: tuple[tuple[int, int], ...] = ()
    """Today's (by, target), in order."""
    rounds: tuple[PublicRound, ...] = ()
    outcome: str = ""
    """How today's vote ended (voted_out, no_candidates, single_day1, ...), "" while open."""
    left_today: tuple[int, ...] = ()
    cancelled: str = ""
    """The rule that cancelled today's vote, or ""."""
    result: str | None = None
    """red, black or draw: only once revealed."""
    revealed: bool = False

    @property
    def at_table(self) -> int:
        """How many players are at the table."""
        return sum(1 for s in self.seats if s.alive)


def timer_label(remaining: float) -> str:
    """ "1:00", "0:07", or "+0:05" in overtime (59.2 s left shows as 1:00)."""
    if remaining < 0:
        whole = int(-remaining)
        return f"+{whole // 60}:{whole % 60:02d}"
    whole = int(remaining + 0.999)
    return f"{whole // 60}:{whole % 60:02d}"


def _number(value: Any) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


HEARTBEAT = 5.0
"""The judge's app saves a running timer at least this often (its housekeeping tick)."""
LOST_AFTER = 15.0
"""A running timer not saved for this long: the judge's app is gone (three heartbeats)."""


def running_remaining(remaining: float, at: float, now: float) -> tuple[float, bool]:
    """A running timer saved with ``remaining`` seconds at the moment ``at``, seen at ``now``:
    the seconds left, and whether the judge's app is lost. Counted down until
    :data:`LOST_AFTER`, then frozen there: the players' display stops where it noticed, and
    the judge's app, resuming after a crash, continues from the same second (a speech never
    gets back time the players saw run out). A clock behind the judge's never adds time."""
    elapsed = max(0.0, now - at)
    return remaining - min(elapsed, LOST_AFTER), elapsed > LOST_AFTER


def saved_timer(
    extras: dict[str, Any], actions: int, length: int, now: float, warn_at: float
) -> PublicTimer:
    """The countdown from the ``resume`` block when it belongs to this step (the log still
    has ``actions`` entries); else the step's full length, not started. An old block (only
    ``remaining``) is a paused timer; see :func:`running_remaining` for a running one."""
    resume = extras.get("resume")
    remaining, running, lost = float(length), False, False
    if (
        isinstance(resume, dict)
        and resume.get("actions") == actions
        and _number(resume.get("remaining"))
    ):
        remaining = float(resume["remaining"])
        at = resume.get("at")
        if resume.get("running") is True and _number(at):
            remaining, lost = running_remaining(remaining, float(at), now)
            running = not lost
    return PublicTimer(remaining, length, running, warn_at, lost)


class _Common(TypedDict):
    """The fields of :class:`PublicView` every phase fills."""

    tournament: str
    table: int
    game_number: int
    day: int
    night: int
    seats: tuple[PublicSeat, ...]
    revealed: bool


class _DayInfo(TypedDict, total=False):
    """Today's vote, once there is a day."""

    nominations: tuple[tuple[int, int], ...]
    rounds: tuple[PublicRound, ...]
    outcome: str
    left_today: tuple[int, ...]
    cancelled: str


def _seats(state: State, night: bool, revealed: bool) -> tuple[PublicSeat, ...]:
    """Each seat as the table may see it: a player shot tonight still alive until the
    morning, the roles only once the head judge reveals them."""
    step, today = state.step, state.today
    nominees = set(today.candidates) if today else set()
    speaking = step.seat if step.kind.value in SPEECHES and not night else None
    seats = []
    for p in state.players:
        status, left = ("removed_tech" if p.removed_by_tech else p.status.value), ""
        if night and status == "killed" and p.left_at == ("night", state.night):
            status = "alive"  # shot tonight: the table learns it in the morning
        elif p.left_at is not None and status != "alive":
            left = ("d" if p.left_at[0] == "day" else "n") + str(p.left_at[1])
        seats.append(
            PublicSeat(
                p.seat,
                p.nick,
                p.counts(),
                status,
                left,
                p.disqualified if status != "alive" else "",
                speaking=p.seat == speaking,
                nominated=p.seat in nominees and p.alive,
                role=p.role.value if revealed else "",
            )
        )
    return tuple(seats)


def _day_info(today: Day) -> _DayInfo:
    """Today's nominations, votes and outcome as the table sees them."""
    return _DayInfo(
        nominations=tuple(today.nominations),
        rounds=tuple(
            PublicRound(tuple(r.candidates), tuple(r.counts), r.lift, r.voters)
            for r in today.rounds
        ),
        outcome=today.outcome,
        left_today=tuple(today.left),
        cancelled=today.cancelled,
    )


def public_view(game: Game, extras: dict[str, Any], now: float) -> PublicView:
    """What the table may see of ``game`` at wall-clock ``now`` (seconds since the epoch).

    Args:
        game: the game as read from its file.
        extras: the file's storage blocks (``resume``, ``reveal``).
        now: the wall-clock time, to count a running timer down from its saved moment.
    """
    state = game.state
    step = state.step
    header = game.header
    night = state.phase in ("zero", "night")
    revealed = state.over and extras.get("reveal") is True
    today = state.today
    base = _Common(
        tournament=header.tournament,
        table=header.table,
        game_number=header.game_number,
        day=state.day,
        night=state.night,
        seats=_seats(state, night, revealed),
        revealed=revealed,
    )
    if night:
        return PublicView(phase="night", step="night", **base)
    if state.over:
        return PublicView(
            phase="over", step="game_over", result=game.result if revealed else None, **base
        )
    kind = step.kind.value
    timer = None
    if kind in SPEECHES and step.seconds > 0:
        timer = saved_timer(
            extras, len(game.log), step.seconds, now, float(game.profile.warn_seconds)
        )
    nick = state.player(step.seat).nick if step.seat else ""
    day_info = _day_info(today) if today is not None else _DayInfo()
    return PublicView(
        phase="day",
        step=kind,
        seat=step.seat,
        nick=nick,
        seconds=step.seconds,
        reason=step.reason,
        candidates=tuple(step.candidates),
        timer=timer,
        **day_info,
        **base,
    )


__all__ = [
    "PublicRound",
    "PublicSeat",
    "PublicTimer",
    "PublicView",
    "public_view",
    "saved_timer",
    "timer_label",
]

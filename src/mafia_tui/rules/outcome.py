"""Shared moves of the engine: seat checks, events, departures and the end of the game (§1.11,
7.10)."""

from __future__ import annotations

from .errors import RuleError
from .roles import SEATS, Team
from .state import Event, Player, State, Status, Step, StepKind


def check_seat(seat: int) -> int:
    if seat not in SEATS:
        raise RuleError("bad_seat", seat=seat)
    return seat


def at_table(s: State, seat: int) -> Player:
    p = s.player(check_seat(seat))
    if not p.alive:
        raise RuleError("not_at_table", seat=seat)
    return p


def need_step(s: State, kind: StepKind, action: str) -> None:
    if s.step.kind is not kind:
        raise RuleError("wrong_step", action=action, step=s.step.kind.value)


def add_event(s: State, code: str, rule: str = "", **params: object) -> None:
    s.events.append(Event(code, rule, tuple(params.items())))


def circle_from(start: int) -> list[int]:
    """Seats in table order starting at ``start``."""
    return [((start - 1 + i) % 10) + 1 for i in range(10)]


def depart(s: State, p: Player, status: Status, ahead: tuple[int, ...] = ()) -> None:
    """A player leaves the table; the game may be decided at that moment (§1.11), judged with
    ``ahead`` gone too: those today's fixed vote still removes (7.2, settled.py)."""
    p = s.edit(p.seat)
    p.status = status
    p.mute_pending = False
    p.left_at = (s.phase, s.night if s.phase == "night" else s.day)
    s.departed_in_phase = True
    if s.winner is not None or s.draw:
        return  # 7.10: the result fixed by the last vote or kill stands
    left = [q for q in s.players if q.alive and q.seat not in ahead]
    blacks = sum(1 for q in left if q.team is Team.BLACK)
    winner = verdict(blacks, len(left) - blacks)
    if winner is not None:
        decide(s, winner, "1.4")


def verdict(blacks: int, reds: int) -> Team | None:
    """The team the count at the table makes the winner (1.4): red when no black is left,
    black once the blacks are as many as the reds; None while the game goes on."""
    if blacks == 0:
        return Team.RED
    if blacks >= reds:
        return Team.BLACK
    return None


def decide(s: State, winner: Team | None, rule: str) -> None:
    if winner is None:
        s.draw = True
    else:
        s.winner = winner
    s.end_rule = rule
    add_event(s, "game_decided", rule, result=s.result)


def finish(s: State) -> None:
    s.phase = "over"
    s.last_words.clear()
    s.step = Step(StepKind.GAME_OVER, day=s.day, night=s.night)


def decided(s: State) -> bool:
    return s.winner is not None or s.draw

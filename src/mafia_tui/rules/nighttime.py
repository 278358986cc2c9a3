"""The night (§1.10): the shot, the checks, the best move (8.3); the draw count (7.8) and 7.6."""

from __future__ import annotations

from . import daytime, outcome
from .actions import (
    BestMove,
    DonCheck,
    SheriffCheck,
    Shot,
)
from .errors import RuleError
from .profile import Profile
from .roles import Role, Team
from .state import Night, Player, State, Status, Step, StepKind


def best_move_open(s: State, profile: Profile) -> bool:
    """The first-night victim is giving his last word and may still make his best move (8.3);
    never where the profile does not record it (the rules code's ``legacy`` "no")."""
    if not profile.best_move_recorded:
        return False
    if s.step.kind is not StepKind.LAST_WORD or s.best_move is not None or not s.nights:
        return False
    first = s.nights[0]
    if first.killed is None or s.step.seat != first.killed or s.step.reason != "killed":
        return False
    return not best_move_void(s, profile)


def best_move_void(s: State, profile: Profile) -> bool:
    """No best move: two or more left in the day-1 vote (§1.10, S1 8.17.1)."""
    return profile.best_move_void_after_day1_multi and bool(s.days) and len(s.days[0].left) >= 2


def start_night(s: State, profile: Profile) -> None:
    end_phase(s, profile)
    if s.over:
        return
    s.phase = "night"
    s.night += 1
    s.departed_in_phase = False
    s.nights.append(Night(s.night))
    s.step = Step(StepKind.SHOT, day=s.day, night=s.night)


def end_phase(s: State, profile: Profile) -> None:
    """7.8: count the nights and days in a row, from a night, with no departure."""
    if s.phase == "night":
        s.quiet_streak = 0 if s.departed_in_phase else s.quiet_streak + 1
    elif s.phase == "day":
        quiet = not s.departed_in_phase and s.quiet_streak > 0
        s.quiet_streak = s.quiet_streak + 1 if quiet else 0
    if s.quiet_streak >= profile.draw_quiet_phases and not outcome.decided(s):
        outcome.decide(s, None, "7.8")
        outcome.finish(s)


def on_shot(s: State, a: Shot, profile: Profile) -> None:
    outcome.need_step(s, StepKind.SHOT, "shot")
    night = s.nights[-1]
    target = a.target
    if a.shots:
        target = _shots_target(s, a, profile)
        night.shots = a.shots
    if target is not None:
        victim = outcome.at_table(s, target)
        night.killed = target
        s.misses_at_four = 0
        outcome.depart(s, victim, Status.KILLED)
        outcome.add_event(s, "killed", "4.5.5", seat=target)
    else:
        outcome.add_event(s, "miss", "4.5.5")
        if profile.rule_7_6_misses and len(s.alive) == 4:
            s.misses_at_four += 1
            if s.misses_at_four >= 3 and not outcome.decided(s):
                outcome.decide(s, Team.RED, "7.6")
        else:
            s.misses_at_four = 0
    night.shot_done = True
    if outcome.decided(s):
        daytime.start_day(s, profile)
        return
    night_steps_from(s, StepKind.SHOT, profile)


def _shots_target(s: State, a: Shot, profile: Profile) -> int | None:
    """The seat the blacks' ``shots`` kill, or None for a miss (4.5.5)."""
    if _shot_unrecorded(s, a):
        return a.target
    blacks = sorted(p.seat for p in s.alive if p.team is Team.BLACK)
    named = sorted(seat for seat, _ in a.shots)
    if named != blacks:
        raise RuleError("shots_not_blacks", "4.5.5", seats=tuple(blacks))
    targets = {t for _, t in a.shots}
    agreed = targets.pop() if len(targets) == 1 else None
    if agreed is None and not profile.victim_must_shoot:
        agreed = _partners_agree(a.shots)
    if agreed is not None and (outcome.check_seat(agreed) and not s.player(agreed).alive):
        agreed = None  # a shot at an empty seat is a miss
    if a.target is not None and a.target != agreed:
        raise RuleError("shots_disagree", "4.5.5", target=a.target)
    return agreed


def _shot_unrecorded(s: State, a: Shot) -> bool:
    """The shots of a record that kept no shot of the black killed that night (the
    mafiaratings format keeps none): ``target`` is that black, the only one at the table
    missing from ``shots``, and every shot recorded is at him. The kill is the record's; his
    own shot stays unknown (docs/FORMAT.md, ``shot``)."""
    if a.target is None or len({seat for seat, _ in a.shots}) != len(a.shots):
        return False
    blacks = {p.seat for p in s.alive if p.team is Team.BLACK}
    named = {seat for seat, _ in a.shots}
    return (
        blacks - named == {a.target} and named < blacks and all(t == a.target for _, t in a.shots)
    )


def _partners_agree(shots: tuple[tuple[int, int | None], ...]) -> int | None:
    """The black all his partners shot, whatever he shot himself (``victim_must_shoot`` off:
    a black shot by the others need not shoot himself), or None."""
    for victim, _ in shots:
        others = [t for b, t in shots if b != victim]
        if others and all(t == victim for t in others):
            return victim
    return None


def can_check(s: State, role: Role, profile: Profile) -> bool:
    p = next(p for p in s.players if p.role is role)
    if p.alive:
        return True
    killed_tonight = s.nights[-1].killed == p.seat
    return killed_tonight and profile.night_victim_checks


def night_steps_from(s: State, done: StepKind, profile: Profile) -> None:
    """After ``done``, the next night step that applies, or the morning."""
    order = [StepKind.SHOT, StepKind.DON_CHECK, StepKind.SHERIFF_CHECK]
    for kind in order[order.index(done) + 1 :]:
        role = Role.DON if kind is StepKind.DON_CHECK else Role.SHERIFF
        if can_check(s, role, profile):
            seat = next(p.seat for p in s.players if p.role is role)
            s.step = Step(kind, day=s.day, night=s.night, seat=seat, seconds=profile.check_seconds)
            return
    daytime.start_day(s, profile)


def check_target(s: State, target: int, profile: Profile) -> Player:
    p = s.player(outcome.check_seat(target))
    if not p.alive and s.nights[-1].killed != target:
        if not profile.check_departed_allowed:
            raise RuleError("not_at_table", seat=target)
        outcome.add_event(s, "check_departed", "", seat=target)
    return p


def on_don_check(s: State, a: DonCheck, profile: Profile) -> None:
    outcome.need_step(s, StepKind.DON_CHECK, "don_check")
    night = s.nights[-1]
    if a.target is not None:
        p = check_target(s, a.target, profile)
        night.don_check, night.don_found = a.target, p.role is Role.SHERIFF
        outcome.add_event(
            s,
            "don_found" if night.don_found else "don_not_found",
            "10.4" if night.don_found else "10.5",
            seat=a.target,
        )
    night_steps_from(s, StepKind.DON_CHECK, profile)


def on_sheriff_check(s: State, a: SheriffCheck, profile: Profile) -> None:
    outcome.need_step(s, StepKind.SHERIFF_CHECK, "sheriff_check")
    night = s.nights[-1]
    if a.target is not None:
        p = check_target(s, a.target, profile)
        night.sheriff_check, night.sheriff_found = a.target, p.team
        black = p.team is Team.BLACK
        outcome.add_event(
            s,
            "sheriff_black" if black else "sheriff_red",
            "10.3" if black else "10.2",
            seat=a.target,
        )
    night_steps_from(s, StepKind.SHERIFF_CHECK, profile)


def on_best_move(s: State, a: BestMove, profile: Profile) -> None:
    if not best_move_open(s, profile):
        if not profile.best_move_recorded:
            raise RuleError("best_move_not_recorded", "")
        if s.step.kind is StepKind.LAST_WORD and best_move_void(s, profile):
            raise RuleError("best_move_void", "")
        raise RuleError("best_move_not_now", "8.3")
    seats = [outcome.check_seat(x) for x in a.seats]
    if len(seats) != 3 or len(set(seats)) != 3:
        raise RuleError("best_move_three", "8.3")
    if s.step.seat in seats:
        raise RuleError("best_move_self", "8.3")
    assert s.step.seat is not None
    s.best_move = (s.step.seat, tuple(seats))
    blacks = sum(1 for x in seats if s.player(x).team is Team.BLACK)
    outcome.add_event(s, "best_move", "8.3", seats=tuple(seats), blacks=blacks)

"""The rules engine: ``apply(state, action, profile)`` returns the next state or raises.

The engine is a pure function over :class:`State`. It works on a clone, so the state passed in
is never changed, and a :class:`RuleError` leaves nothing half-applied. Rule numbers are those
of the FIIM fragment; ``§x`` points into RULES.md for what the fragment does not cover.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import (
    Action,
    BestMove,
    Disqualify,
    DonCheck,
    Foul,
    LiftVote,
    Next,
    Nominate,
    SheriffCheck,
    Shot,
    TeamDefeat,
    Vote,
)
from .errors import RuleError
from .profile import Profile
from .roles import SEATS, Role, Team
from .state import Day, Event, Night, Player, State, Status, Step, StepKind, VoteRound

TIMED = frozenset({StepKind.AGREEMENT, StepKind.SHERIFF_LOOK, StepKind.FREE_SEATING,
                   StepKind.LAST_WORD, StepKind.SPEECH, StepKind.TIE_SPEECH})
"""Steps that end with the judge's "next"."""

_STEP_ACTION = {StepKind.VOTE: "vote", StepKind.LIFT_VOTE: "lift_vote", StepKind.SHOT: "shot",
                StepKind.DON_CHECK: "don_check", StepKind.SHERIFF_CHECK: "sheriff_check"}


def initial_state(players: list[Player], profile: Profile) -> State:
    """The state before the first action: the agreement of the zero night (§1.4)."""
    return State(players=[p.clone() for p in players],
                 step=Step(StepKind.AGREEMENT, seconds=profile.agreement_seconds))


def legal_actions(state: State, profile: Profile) -> frozenset[str]:
    """The action types the judge may enter now (a foul correction and undo are always open)."""
    kind = state.step.kind
    legal = {"withdraw_foul"}
    if kind is StepKind.GAME_OVER:
        return frozenset(legal)
    legal |= {"foul", "disqualify", "team_defeat"}
    if kind in TIMED:
        legal.add("next")
    if may_nominate(state):
        legal.add("nominate")
    if best_move_open(state, profile):
        legal.add("best_move")
    if kind in _STEP_ACTION:
        legal.add(_STEP_ACTION[kind])
    return frozenset(legal)


def apply(state: State, action: Action, profile: Profile) -> State:
    """Apply one action and return the new state.

    Raises:
        RuleError: the action is not legal now; ``state`` is untouched.
    """
    handler = _HANDLERS.get(type(action))
    if handler is None:
        raise RuleError("needs_log", action=action.TYPE)
    if state.over:
        raise RuleError("game_over")
    s = state.clone()
    handler(s, action, profile)
    return s


def may_nominate(s: State) -> bool:
    """The current speaker may still nominate (§1.6: one per day, in his own speech)."""
    day = s.today
    if day is None or day.cancelled or s.step.kind is not StepKind.SPEECH:
        return False
    return all(by != s.step.seat for by, _ in day.nominations)


def best_move_open(s: State, profile: Profile) -> bool:
    """The first-night victim is giving his last word and may still make his best move (8.3)."""
    if s.step.kind is not StepKind.LAST_WORD or s.best_move is not None or not s.nights:
        return False
    first = s.nights[0]
    if first.killed is None or s.step.seat != first.killed or s.step.reason != "killed":
        return False
    return not best_move_void(s, profile)


def best_move_void(s: State, profile: Profile) -> bool:
    """No best move: two or more left in the day-1 vote (§1.10, S1 8.17.1)."""
    return (profile.best_move_void_after_day1_multi and bool(s.days)
            and len(s.days[0].left) >= 2)


# --- small helpers -------------------------------------------------------------------------


def _seat(seat: int) -> int:
    if seat not in SEATS:
        raise RuleError("bad_seat", seat=seat)
    return seat


def _at_table(s: State, seat: int) -> Player:
    p = s.player(_seat(seat))
    if not p.alive:
        raise RuleError("not_at_table", seat=seat)
    return p


def _need(s: State, kind: StepKind, action: str) -> None:
    if s.step.kind is not kind:
        raise RuleError("wrong_step", action=action, step=s.step.kind.value)


def _event(s: State, code: str, rule: str = "", **params: object) -> None:
    s.events.append(Event(code, rule, tuple(params.items())))


def _circle_from(start: int) -> list[int]:
    """Seats in table order starting at ``start``."""
    return [((start - 1 + i) % 10) + 1 for i in range(10)]


def _team_count(s: State, team: Team) -> int:
    return sum(1 for p in s.players if p.alive and p.team is team)


# --- departures and the end of the game ----------------------------------------------------


def _depart(s: State, p: Player, status: Status) -> None:
    """A player leaves the table; the game may be decided at that moment (§1.11)."""
    p.status = status
    p.mute_pending = False
    p.left_at = (s.phase, s.night if s.phase == "night" else s.day)
    s.departed_in_phase = True
    if s.winner is not None or s.draw:
        return  # 7.10: the result fixed by the last vote or kill stands
    blacks, reds = _team_count(s, Team.BLACK), _team_count(s, Team.RED)
    if blacks == 0:
        _decide(s, Team.RED, "§1.11")
    elif blacks >= reds:
        _decide(s, Team.BLACK, "§1.11")


def _decide(s: State, winner: Team | None, rule: str) -> None:
    if winner is None:
        s.draw = True
    else:
        s.winner = winner
    s.end_rule = rule
    _event(s, "game_decided", rule, result=s.result)


def _finish(s: State) -> None:
    s.phase = "over"
    s.last_words.clear()
    s.step = Step(StepKind.GAME_OVER, day=s.day, night=s.night)


def _decided(s: State) -> bool:
    return s.winner is not None or s.draw


def _removal(s: State, p: Player, status: Status, profile: Profile) -> None:
    """A player is removed (4th foul) or disqualified: 7.1 and 7.2 on the votes."""
    if p.alive:
        _depart(s, p, status)
        _cancel_vote_for_removal(s, p.seat)
        _event(s, "removed_no_last_word", "6.5" if status is Status.REMOVED else "6.7",
               seat=p.seat)
        kind = s.step.kind
        if _decided(s) and kind is not StepKind.LAST_WORD:
            _finish(s)
        elif kind in (StepKind.VOTE, StepKind.LIFT_VOTE, StepKind.TIE_SPEECH):
            _close_day(s, "cancelled", s.days[-1].cancelled, profile)  # 7.1: stop the vote
        elif kind is StepKind.SPEECH and p.seat == s.step.seat:
            _advance_order(s, profile)
        elif kind in (StepKind.DON_CHECK, StepKind.SHERIFF_CHECK) and p.seat == s.step.seat:
            _night_steps_from(s, kind, profile)
    elif s.step.kind is StepKind.LAST_WORD and s.step.seat == p.seat:
        _next_last_word(s, profile)  # 7.1 exception: the killed or voted out cancels nothing


def _cancel_vote_for_removal(s: State, seat: int) -> None:
    """7.1: the current or nearest vote is not held; 7.2: after a fixed result, the next day's.

    Exempt (7.2): the sole candidate whose nomination fixed the result is himself removed.
    """
    if s.draw or s.winner is not None:
        return
    day = s.today
    if day is not None and day.fixed and not day.outcome and seat in day.candidates:
        return
    if day is not None and not day.fixed and not day.outcome:
        if not day.cancelled:
            day.cancelled = "7.1"
            _event(s, "vote_cancelled", "7.1")
        return
    rule = "7.2" if day is not None else "7.1"
    if not s.cancel_next_vote:
        s.cancel_next_vote = rule
        _event(s, "next_vote_cancelled", rule)


# --- fouls ---------------------------------------------------------------------------------


def _on_foul(s: State, a: Foul, profile: Profile) -> None:
    p = _punishable(s, a.seat)
    if p.fouls >= 4 or p.removed_by_fouls:
        raise RuleError("max_fouls", "6.5", seat=a.seat)
    p.fouls += 1
    if p.fouls == 3 and p.alive:
        p.mute_pending = True
        _event(s, "third_foul", "6.4", seat=p.seat)
    elif p.fouls == 4:
        p.removed_by_fouls = True
        _removal(s, p, Status.REMOVED, profile)


def _punishable(s: State, seat: int) -> Player:
    """A player at the table, or the one giving his last word (7.10)."""
    p = s.player(_seat(seat))
    speaking_last_word = s.step.kind is StepKind.LAST_WORD and s.step.seat == p.seat
    if not p.alive and not speaking_last_word:
        raise RuleError("not_at_table", seat=seat)
    return p


def _disqualifiable(s: State, seat: int, rule: str, section: str) -> Player:
    p = _punishable(s, seat)
    if not _rule_of(rule, section):
        raise RuleError("bad_rule", rule=rule, expected=section)
    if p.disqualified:
        raise RuleError("already_disqualified", seat=seat)
    p.disqualified = rule
    return p


def _on_disqualify(s: State, a: Disqualify, profile: Profile) -> None:
    p = _disqualifiable(s, a.seat, a.rule, "6.7")
    _removal(s, p, Status.DISQUALIFIED, profile)


def _on_team_defeat(s: State, a: TeamDefeat, profile: Profile) -> None:
    p = _disqualifiable(s, a.seat, a.rule, "6.8")
    if p.alive:
        _depart(s, p, Status.DISQUALIFIED)
    if not _decided(s):  # 7.10: a result already fixed stands
        loser = p.team
        _decide(s, Team.BLACK if loser is Team.RED else Team.RED, "6.8")
    _finish(s)


def _rule_of(rule: str, parent: str) -> bool:
    return rule == parent or rule.startswith(parent + ".")


# --- the zero night ------------------------------------------------------------------------


def _on_next(s: State, a: Next, profile: Profile) -> None:
    kind = s.step.kind
    if kind not in TIMED:
        raise RuleError("wrong_step", action="next", step=kind.value)
    if kind is StepKind.AGREEMENT:
        _zero_step(s, StepKind.SHERIFF_LOOK, profile)
    elif kind is StepKind.SHERIFF_LOOK:
        _zero_step(s, StepKind.FREE_SEATING, profile)
    elif kind is StepKind.FREE_SEATING:
        _start_day(s, profile)
    elif kind is StepKind.LAST_WORD:
        _next_last_word(s, profile)
    else:
        _advance_order(s, profile)


def _zero_step(s: State, kind: StepKind, profile: Profile) -> None:
    seconds = {StepKind.SHERIFF_LOOK: profile.sheriff_look_seconds,
               StepKind.FREE_SEATING: profile.free_seating_seconds}[kind]
    if seconds == 0:
        if kind is StepKind.SHERIFF_LOOK:
            _zero_step(s, StepKind.FREE_SEATING, profile)
        else:
            _start_day(s, profile)
        return
    s.step = Step(kind, seconds=seconds)


# --- the day -------------------------------------------------------------------------------


def _start_day(s: State, profile: Profile) -> None:
    """Morning (§1.5): the victim's last word, then speeches from the day's opener."""
    if s.phase == "night":
        _end_phase(s, profile)
        if s.over:
            return
    s.phase = "day"
    s.day += 1
    s.departed_in_phase = False
    day = Day(s.day)
    if s.cancel_next_vote:
        day.cancelled = s.cancel_next_vote
        s.cancel_next_vote = ""
        _event(s, "vote_cancelled", day.cancelled)
    previous = s.days[-1].opener if s.days else None
    s.days.append(day)
    start = 1 if previous is None else previous % 10 + 1
    alive = {p.seat for p in s.alive}
    day.opener = next(seat for seat in _circle_from(start) if seat in alive)
    s.order = [seat for seat in _circle_from(day.opener) if seat in alive]
    s.order_pos = -1
    killed = s.nights[-1].killed if s.nights else None
    if killed is not None and (not _decided(s) or profile.last_word_at_game_end):
        s.after_last_words = "speeches"
        s.last_words = [killed]
        _next_last_word(s, profile)
    elif _decided(s):
        _finish(s)
    else:
        _advance_order(s, profile)


def _speech_step(s: State, seat: int, profile: Profile) -> Step:
    """A day speech; a 3rd foul costs it (6.4) or cuts it to 30 s at 3-4 players (7.7)."""
    p = s.player(seat)
    seconds, reason = profile.speech_seconds, ""
    if p.mute_pending:
        p.mute_pending = False
        if len(s.alive) in (3, 4):
            seconds, reason = profile.short_speech_seconds, "short"
        elif profile.third_foul_mute:
            seconds, reason = 0, "mute"
        else:
            seconds, reason = profile.short_speech_seconds, "cut"
    return Step(StepKind.SPEECH, day=s.day, night=s.night, seat=seat, seconds=seconds,
                reason=reason)


def _advance_order(s: State, profile: Profile) -> None:
    """The next speaker of the day or of the tie speeches; after the last, the vote."""
    tie = s.step.kind is StepKind.TIE_SPEECH
    while True:
        s.order_pos += 1
        if s.order_pos >= len(s.order):
            if tie:
                _open_vote(s, list(s.order), profile)
            else:
                _end_speeches(s, profile)
            return
        seat = s.order[s.order_pos]
        if s.player(seat).alive:
            break
    if tie:
        s.step = Step(StepKind.TIE_SPEECH, day=s.day, night=s.night, seat=seat,
                      seconds=profile.tie_speech_seconds,
                      reason="tie" if s.player(seat).fouls >= 3 else "")
    else:
        s.step = _speech_step(s, seat, profile)


def _is_last_speaker(s: State, seat: int) -> bool:
    later = s.order[s.order_pos + 1:]
    return not any(s.player(x).alive for x in later) and s.order[s.order_pos] == seat


def _on_nominate(s: State, a: Nominate, profile: Profile) -> None:
    _need(s, StepKind.SPEECH, "nominate")
    day = s.today
    assert day is not None
    if a.by != s.step.seat:
        raise RuleError("not_speaker", "§1.6", seat=a.by, speaker=s.step.seat)
    if day.cancelled:
        raise RuleError("vote_cancelled_no_nomination", day.cancelled)
    if any(by == a.by for by, _ in day.nominations):
        raise RuleError("already_nominated_by", "§1.6", seat=a.by)
    _at_table(s, a.target)
    if a.target == a.by and not profile.self_nomination:
        raise RuleError("self_nomination", "§1.6", seat=a.by)
    if a.target in day.candidates:
        raise RuleError("already_candidate", "§1.6", seat=a.target)
    day.nominations.append((a.by, a.target))
    _event(s, "nominated", "§1.6", by=a.by, seat=a.target)
    if s.day >= 2 and len(day.candidates) == 1 and _is_last_speaker(s, a.by):
        day.fixed = True  # 7.2: a sole candidate named in the last speech


def _end_speeches(s: State, profile: Profile) -> None:
    """After the last speech: no vote, a sole candidate, or the vote (§1.7)."""
    day = s.days[-1]
    candidates = [c for c in day.candidates if s.player(c).alive]
    if day.cancelled:
        _close_day(s, "cancelled", day.cancelled, profile)
    elif not candidates:
        _close_day(s, "no_candidates", "§1.7", profile)
    elif len(candidates) == 1 and s.day == 1:
        _close_day(s, "single_day1", "§1.7", profile)
    elif len(candidates) == 1:
        _vote_out(s, candidates, "§1.7", profile)
    else:
        _open_vote(s, candidates, profile)


def _open_vote(s: State, candidates: list[int], profile: Profile) -> None:
    day = s.days[-1]
    day.rounds.append(VoteRound(candidates, voters=len(s.alive)))
    s.step = Step(StepKind.VOTE, day=s.day, night=s.night, seat=candidates[0],
                  candidates=tuple(candidates), round=len(day.rounds))


def _on_vote(s: State, a: Vote, profile: Profile) -> None:
    _need(s, StepKind.VOTE, "vote")
    rnd = s.days[-1].rounds[-1]
    expected = rnd.candidates[len(rnd.counts)]
    if a.seat != expected:
        raise RuleError("wrong_candidate", "§1.7", seat=a.seat, expected=expected)
    voters = len(s.alive)
    cast = sum(rnd.counts)
    if a.count < 0 or cast + a.count > voters:
        raise RuleError("too_many_votes", "§1.7", count=a.count, left=voters - cast)
    rnd.counts.append(a.count)
    cast += a.count
    remaining = len(rnd.candidates) - len(rnd.counts)
    if remaining > 1 and cast < voters:
        s.step = Step(StepKind.VOTE, day=s.day, night=s.night,
                      seat=rnd.candidates[len(rnd.counts)], candidates=s.step.candidates,
                      round=s.step.round)
        return
    # Who has not voted is counted for the last candidate (§1.7).
    while len(rnd.counts) < len(rnd.candidates) - 1:
        rnd.counts.append(0)
    rnd.counts.append(voters - sum(rnd.counts))
    _event(s, "votes_counted", "§1.7", counts=tuple(zip(rnd.candidates, rnd.counts, strict=False)))
    _resolve_round(s, profile)


def _resolve_round(s: State, profile: Profile) -> None:
    """One leader leaves; a tie goes to 30 s speeches and a re-vote, or to the lift (§1.8)."""
    day = s.days[-1]
    rnd = day.rounds[-1]
    top = max(rnd.counts)
    tied = [c for c, v in zip(rnd.candidates, rnd.counts, strict=False) if v == top]
    if len(tied) == 1:
        _vote_out(s, tied, "§1.7", profile)
        return
    alive = len(s.alive)
    same_again = len(day.rounds) >= 2 and len(tied) == len(rnd.candidates)
    if not same_again:
        _event(s, "tie", "§1.8", seats=tuple(tied))
        s.order, s.order_pos = tied, -1
        s.step = Step(StepKind.TIE_SPEECH, day=s.day, night=s.night)
        _advance_order(s, profile)
    elif len(tied) == alive:
        _close_day(s, "lift_not_held", "7.9", profile)
    elif profile.rule_7_6 and alive == 4 and len(tied) == 2:
        _close_day(s, "tie_four", "7.6", profile)
    elif profile.nine_three_tied_no_lift and alive == 9 and len(tied) == 3:
        _close_day(s, "tie_nine", "§1.8", profile)
    else:
        day.rounds.append(VoteRound(tied, lift=True, voters=alive))
        s.step = Step(StepKind.LIFT_VOTE, day=s.day, night=s.night,
                      candidates=tuple(tied), round=len(day.rounds))


def _on_lift_vote(s: State, a: LiftVote, profile: Profile) -> None:
    _need(s, StepKind.LIFT_VOTE, "lift_vote")
    voters = len(s.alive)
    if not 0 <= a.count <= voters:
        raise RuleError("too_many_votes", "§1.8", count=a.count, left=voters)
    rnd = s.days[-1].rounds[-1]
    rnd.counts.append(a.count)
    if a.count * 2 > voters:  # a strict majority of those at the table (§1.8.3)
        _vote_out(s, list(rnd.candidates), "§1.8", profile)
    else:
        _close_day(s, "lift_failed", "§1.8", profile)


def _vote_out(s: State, seats: list[int], rule: str, profile: Profile) -> None:
    day = s.days[-1]
    day.fixed = True
    day.outcome, day.outcome_rule = "voted_out", rule
    day.left.extend(seats)
    for seat in seats:
        _depart(s, s.player(seat), Status.VOTED_OUT)
    _event(s, "voted_out", rule, seats=tuple(seats))
    if _decided(s) and not profile.last_word_at_game_end:
        _finish(s)
        return
    s.after_last_words = "night"
    s.last_words = list(seats)
    _next_last_word(s, profile)


def _close_day(s: State, outcome: str, rule: str, profile: Profile) -> None:
    """The day's vote ends with nobody voted out; night falls (or the game ends)."""
    day = s.days[-1]
    day.fixed = True
    day.outcome, day.outcome_rule = outcome, rule
    _event(s, "no_vote_" + outcome, rule)
    if _decided(s):
        _finish(s)
    else:
        _start_night(s, profile)


def _next_last_word(s: State, profile: Profile) -> None:
    if s.last_words:
        seat = s.last_words.pop(0)
        reason = "killed" if s.player(seat).status is Status.KILLED else "voted_out"
        s.step = Step(StepKind.LAST_WORD, day=s.day, night=s.night, seat=seat,
                      seconds=profile.last_word_seconds, reason=reason)
        return
    if _decided(s):
        _finish(s)
    elif s.after_last_words == "night":
        _start_night(s, profile)
    else:
        _advance_order(s, profile)


# --- the night -----------------------------------------------------------------------------


def _start_night(s: State, profile: Profile) -> None:
    _end_phase(s, profile)
    if s.over:
        return
    s.phase = "night"
    s.night += 1
    s.departed_in_phase = False
    s.nights.append(Night(s.night))
    s.step = Step(StepKind.SHOT, day=s.day, night=s.night)


def _end_phase(s: State, profile: Profile) -> None:
    """7.8: count the nights and days in a row, from a night, with no departure."""
    if s.phase == "night":
        s.quiet_streak = 0 if s.departed_in_phase else s.quiet_streak + 1
    elif s.phase == "day":
        quiet = not s.departed_in_phase and s.quiet_streak > 0
        s.quiet_streak = s.quiet_streak + 1 if quiet else 0
    if s.quiet_streak >= profile.draw_quiet_phases and not _decided(s):
        _decide(s, None, "7.8")
        _finish(s)


def _on_shot(s: State, a: Shot, profile: Profile) -> None:
    _need(s, StepKind.SHOT, "shot")
    night = s.nights[-1]
    target = a.target
    if a.shots:
        blacks = sorted(p.seat for p in s.alive if p.team is Team.BLACK)
        named = sorted(seat for seat, _ in a.shots)
        if named != blacks:
            raise RuleError("shots_not_blacks", "§1.10", seats=tuple(blacks))
        targets = {t for _, t in a.shots}
        agreed = targets.pop() if len(targets) == 1 else None
        if agreed is not None and (_seat(agreed) and not s.player(agreed).alive):
            agreed = None  # a shot at an empty seat is a miss
        if a.target is not None and a.target != agreed:
            raise RuleError("shots_disagree", "§1.10", target=a.target)
        target = agreed
        night.shots = a.shots
    if target is not None:
        victim = _at_table(s, target)
        night.killed = target
        s.misses_at_four = 0
        _depart(s, victim, Status.KILLED)
        _event(s, "killed", "§1.10", seat=target)
    else:
        _event(s, "miss", "§1.10")
        if profile.rule_7_6 and len(s.alive) == 4:
            s.misses_at_four += 1
            if s.misses_at_four >= 3 and not _decided(s):
                _decide(s, Team.RED, "7.6")
        else:
            s.misses_at_four = 0
    night.shot_done = True
    if _decided(s):
        _start_day(s, profile)
        return
    _night_steps_from(s, StepKind.SHOT, profile)


def _can_check(s: State, role: Role, profile: Profile) -> bool:
    p = next(p for p in s.players if p.role is role)
    if p.alive:
        return True
    killed_tonight = s.nights[-1].killed == p.seat
    return killed_tonight and profile.night_victim_checks


def _night_steps_from(s: State, done: StepKind, profile: Profile) -> None:
    """After ``done``, the next night step that applies, or the morning."""
    order = [StepKind.SHOT, StepKind.DON_CHECK, StepKind.SHERIFF_CHECK]
    for kind in order[order.index(done) + 1:]:
        role = Role.DON if kind is StepKind.DON_CHECK else Role.SHERIFF
        if _can_check(s, role, profile):
            seat = next(p.seat for p in s.players if p.role is role)
            s.step = Step(kind, day=s.day, night=s.night, seat=seat,
                          seconds=profile.check_seconds)
            return
    _start_day(s, profile)


def _check_target(s: State, target: int, profile: Profile) -> Player:
    p = s.player(_seat(target))
    if not p.alive and s.nights[-1].killed != target:
        if not profile.check_departed_allowed:
            raise RuleError("not_at_table", seat=target)
        _event(s, "check_departed", "", seat=target)
    return p


def _on_don_check(s: State, a: DonCheck, profile: Profile) -> None:
    _need(s, StepKind.DON_CHECK, "don_check")
    night = s.nights[-1]
    if a.target is not None:
        p = _check_target(s, a.target, profile)
        night.don_check, night.don_found = a.target, p.role is Role.SHERIFF
        _event(s, "don_found" if night.don_found else "don_not_found",
               "10.4" if night.don_found else "10.5", seat=a.target)
    _night_steps_from(s, StepKind.DON_CHECK, profile)


def _on_sheriff_check(s: State, a: SheriffCheck, profile: Profile) -> None:
    _need(s, StepKind.SHERIFF_CHECK, "sheriff_check")
    night = s.nights[-1]
    if a.target is not None:
        p = _check_target(s, a.target, profile)
        night.sheriff_check, night.sheriff_found = a.target, p.team
        black = p.team is Team.BLACK
        _event(s, "sheriff_black" if black else "sheriff_red", "10.3" if black else "10.2",
               seat=a.target)
    _night_steps_from(s, StepKind.SHERIFF_CHECK, profile)


def _on_best_move(s: State, a: BestMove, profile: Profile) -> None:
    if not best_move_open(s, profile):
        if s.step.kind is StepKind.LAST_WORD and best_move_void(s, profile):
            raise RuleError("best_move_void", "§1.10")
        raise RuleError("best_move_not_now", "8.3")
    seats = [_seat(x) for x in a.seats]
    if len(seats) != 3 or len(set(seats)) != 3:
        raise RuleError("best_move_three", "8.3")
    if s.step.seat in seats:
        raise RuleError("best_move_self", "8.3")
    assert s.step.seat is not None
    s.best_move = (s.step.seat, tuple(seats))
    blacks = sum(1 for x in seats if s.player(x).team is Team.BLACK)
    _event(s, "best_move", "8.3", seats=tuple(seats), blacks=blacks)


_HANDLERS: dict[type[Action], Callable[[State, Action, Profile], None]] = {
    Next: _on_next,  # type: ignore[dict-item]
    Foul: _on_foul,  # type: ignore[dict-item]
    Disqualify: _on_disqualify,  # type: ignore[dict-item]
    TeamDefeat: _on_team_defeat,  # type: ignore[dict-item]
    Nominate: _on_nominate,  # type: ignore[dict-item]
    Vote: _on_vote,  # type: ignore[dict-item]
    LiftVote: _on_lift_vote,  # type: ignore[dict-item]
    Shot: _on_shot,  # type: ignore[dict-item]
    DonCheck: _on_don_check,  # type: ignore[dict-item]
    SheriffCheck: _on_sheriff_check,  # type: ignore[dict-item]
    BestMove: _on_best_move,  # type: ignore[dict-item]
}

"""What the judge must see ahead of time, derived from the state (never stored).

Each warning is an :class:`Event` with a stable code (``w_*``) and the rule it rests on.
"""

from __future__ import annotations

from .discipline import removal_cancels
from .engine import best_move_open
from .profile import Profile
from .state import Event, State, StepKind
from .voting import nine_not_lifted

_MANY = {
    "w_fourth_removes": "w_fourth_removes_many",
    "w_fourth_cancels_today": "w_fourth_cancels_today_many",
    "w_fourth_cancels_next": "w_fourth_cancels_next_many",
}
"""The one-seat warning's code -> the code naming several seats."""

_DAY1_LEADER = {
    "lift_only": "w_day1_leader_stays",
    "to_talk": "w_day1_leader_talks",
    "self_break": "w_day1_self_break",
}
"""Day 1's vote variants in which a single leader stays: the warning saying so."""


def current_warnings(s: State, profile: Profile) -> list[Event]:
    """Warnings for the state ``s``, most important first."""
    out: list[Event] = []

    def warn(code: str, rule: str, **params: object) -> None:
        out.append(Event(code, rule, tuple(params.items())))

    if s.over:
        warn("w_game_over", s.end_rule, result=s.result)
        return out
    if s.result is not None:
        warn("w_game_decided", "7.10", result=s.result)
    day = s.today
    if day is not None and day.cancelled and not day.outcome:
        warn("w_vote_cancelled", day.cancelled)
    if s.cancel_next_vote:
        warn("w_next_vote_cancelled", s.cancel_next_vote)
    if best_move_open(s, profile):
        warn("w_best_move", "8.3", seat=s.step.seat)
    alive = len(s.alive)
    step = s.step
    if step.kind in (StepKind.VOTE, StepKind.TIE_SPEECH) and day is not None and day.rounds:
        tied = len(step.candidates) if step.kind is StepKind.VOTE else len(s.order)
        revote = step.kind is StepKind.TIE_SPEECH or step.round >= 2
        if revote and tied == alive and profile.whole_table_tied == "draw_ballot":
            warn("w_draw_ballot", "")
        elif revote and tied == alive:
            warn("w_lift_not_held", "7.9")
        elif revote and profile.rule_7_6 and alive == 4 and tied == 2:
            warn("w_tie_four", "7.6")
        elif revote and nine_not_lifted(s, tied, profile):
            warn("w_tie_nine", "")
    if step.kind is StepKind.VOTE and s.day == 1 and profile.day1_vote in _DAY1_LEADER:
        warn(_DAY1_LEADER[profile.day1_vote], "")
    if step.kind is StepKind.VOTE and day is not None and day.rounds:
        rnd = day.rounds[-1]
        if len(rnd.counts) == len(rnd.candidates) - 1:
            warn("w_last_rest", "4.4.8", seat=step.seat, rest=len(s.alive) - sum(rnd.counts))
    # one line per consequence, naming every seat it concerns: three players on
    # three fouls are one warning, not three, so it fits the panel at 80x24
    fourth: dict[tuple[str, str], list[int]] = {}
    for p in s.alive:
        if (
            s.step.kind is StepKind.TIE_SPEECH
            and profile.third_foul_penalty
            and p.fouls >= 3
            and (p.seat == s.step.seat or p.seat in s.order[s.order_pos + 1 :])
        ):
            warn("w_tie_speech", "7.5", seat=p.seat)
        if p.mute_pending:
            if alive in (3, 4):
                warn("w_short", "7.7", seat=p.seat)
            elif profile.third_foul_mute:
                warn("w_mute", "6.4", seat=p.seat)
            else:
                warn("w_cut", "", seat=p.seat)
        if p.tech_fouls == 1 and profile.technical_fouls == "two_remove":
            warn("w_tech_removes", "", seat=p.seat)
        if p.fouls == 3:
            cancels = removal_cancels(s, p.seat, profile)
            if cancels is None:
                fourth.setdefault(("w_fourth_removes", "6.5"), []).append(p.seat)
            else:
                code = (
                    "w_fourth_cancels_today" if cancels[0] == "today" else "w_fourth_cancels_next"
                )
                fourth.setdefault((code, cancels[1]), []).append(p.seat)
    for (code, rule), seats in fourth.items():
        if len(seats) == 1:
            warn(code, rule, seat=seats[0])
        else:
            warn(_MANY[code], rule, seats=", ".join(map(str, seats)))
    left = profile.draw_quiet_phases - s.quiet_streak
    if s.quiet_streak > 0 and left <= 2 and not s.departed_in_phase:
        warn("w_draw_coming", "7.8", left=left)
    if profile.rule_7_6 and s.misses_at_four and alive == 4:
        warn("w_misses_at_four", "7.6", count=s.misses_at_four)
    return out

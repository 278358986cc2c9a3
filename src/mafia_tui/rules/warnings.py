"""What the judge must see ahead of time, derived from the state (never stored).

Each warning is an :class:`Event` with a stable code (``w_*``) and the rule it rests on.
"""

from __future__ import annotations

from .discipline import removal_cancels
from .engine import best_move_open
from .profile import Profile
from .stakes import stakes_warnings
from .state import Event, Player, State, StepKind
from .voting import nine_not_lifted

_MANY = {
    "w_fourth_removes": "w_fourth_removes_many",
    "w_fourth_cancels_today": "w_fourth_cancels_today_many",
    "w_fourth_cancels_next": "w_fourth_cancels_next_many",
    "w_tech_removes": "w_tech_removes_many",
    "w_tech_cancels_today": "w_tech_cancels_today_many",
    "w_tech_cancels_next": "w_tech_cancels_next_many",
    "w_mute": "w_mute_many",
    "w_short": "w_short_many",
    "w_cut": "w_cut_many",
    "w_tie_speech": "w_tie_speech_many",
}
"""The one-seat warning's code -> the code naming several seats."""

_REMOVES = {
    "fourth": ("w_fourth_removes", "w_fourth_cancels_today", "w_fourth_cancels_next"),
    "tech": ("w_tech_removes", "w_tech_cancels_today", "w_tech_cancels_next"),
}
"""What the next foul of each kind would do: remove only, and cancel today's or the next
day's vote."""

_DAY1_LEADER = {
    "lift_only": "w_day1_leader_stays",
    "to_talk": "w_day1_leader_talks",
    "self_break": "w_day1_self_break",
}
"""Day 1's vote variants in which a single leader stays: the warning saying so."""


def current_warnings(s: State, profile: Profile) -> list[Event]:
    """Warnings for the state ``s``, most important first: the game's end, the cancelled
    votes, the best move, a departure that would end the game, the vote under way, each
    player's fouls, then the draw's count."""
    if s.over:
        return [_warn("w_game_over", s.end_rule, result=s.result)]
    out = _decided_and_cancelled(s)
    if best_move_open(s, profile):
        out.append(_warn("w_best_move", "8.3", seat=s.step.seat))
    out += stakes_warnings(s, profile)
    out += _rotation_warning(s, profile)
    out += _vote_warnings(s, profile)
    out += _grouped([w for p in s.alive for w in _player_warnings(s, p, profile)])
    out += _fourth_foul_warnings(s, profile)
    out += _draw_warnings(s, profile)
    return out


def _warn(code: str, rule: str, **params: object) -> Event:
    return Event(code, rule, tuple(params.items()))


def _decided_and_cancelled(s: State) -> list[Event]:
    """The result already decided though the game goes on (7.10: the last words still come),
    and a vote cancelled today or on the next day (7.1, 7.2)."""
    out = []
    if s.result is not None:
        out.append(_warn("w_game_decided", "7.10", result=s.result))
    day = s.today
    if day is not None and day.cancelled and not day.outcome:
        out.append(_warn("w_vote_cancelled", day.cancelled))
    if s.cancel_next_vote:
        out.append(_warn("w_next_vote_cancelled", s.cancel_next_vote))
    return out


def _rotation_warning(s: State, profile: Profile) -> list[Event]:
    """In the day's first speech under the rotation "last" (the rules code's ``rotation``):
    who closes today and why this seat opens, since FIIM's judges expect the seat after
    yesterday's opener."""
    day, step = s.today, s.step
    if profile.first_speech_rotation != "last" or day is None or day.number < 2:
        return []
    if step.kind is not StepKind.SPEECH or s.order_pos != 0 or day.closer is None:
        return []
    yesterday = s.days[-2].closer
    return [_warn("w_rotation_last", "", opener=day.opener, closer=day.closer, before=yesterday)]


def _vote_warnings(s: State, profile: Profile) -> list[Event]:
    """The vote under way: what a second tie would lead to, day 1's single leader who
    stays, and the last candidate who gets the rest of the votes (4.4.8)."""
    out = []
    day, step = s.today, s.step
    revote = _revote_warning(s, profile)
    if revote is not None:
        out.append(revote)
    if step.kind is StepKind.VOTE and s.day == 1 and profile.day1_vote in _DAY1_LEADER:
        out.append(_warn(_DAY1_LEADER[profile.day1_vote], ""))
    if step.kind is StepKind.VOTE and day is not None and day.rounds:
        rnd = day.rounds[-1]
        if len(rnd.counts) == len(rnd.candidates) - 1:
            rest = len(s.alive) - sum(rnd.counts)
            out.append(_warn("w_last_rest", "4.4.8", seat=step.seat, rest=rest))
    return out


def _revote_warning(s: State, profile: Profile) -> Event | None:
    """In a re-vote or the tie speeches before it: a tie again keeps everyone or ends the
    game, as the whole table tied (7.9, or the draw by ballot), 2 of 4 (7.6) or 3 of 9."""
    day, step = s.today, s.step
    if step.kind not in (StepKind.VOTE, StepKind.TIE_SPEECH) or day is None or not day.rounds:
        return None
    if step.kind is StepKind.VOTE and step.round < 2:
        return None
    tied = len(step.candidates) if step.kind is StepKind.VOTE else len(s.order)
    alive = len(s.alive)
    if tied == alive and profile.whole_table_tied == "draw_ballot":
        return _warn("w_draw_ballot", "")
    if tied == alive:
        return _warn("w_lift_not_held", "7.9")
    if profile.rule_7_6 and alive == 4 and tied == 2:
        return _warn("w_tie_four", "7.6")
    if nine_not_lifted(s, tied, profile):
        return _warn("w_tie_nine", "")
    return None


def _player_warnings(s: State, p: Player, profile: Profile) -> list[Event]:
    """One player's penalties still to come: a tie speech on three fouls (7.5), a speech cut
    by a 3rd foul (6.4, 7.7)."""
    out = []
    step = s.step
    if (
        step.kind is StepKind.TIE_SPEECH
        and profile.third_foul_penalty
        and p.fouls >= 3
        and (p.seat == step.seat or p.seat in s.order[s.order_pos + 1 :])
    ):
        out.append(_warn("w_tie_speech", "7.5", seat=p.seat))
    if p.mute_pending:
        if len(s.alive) in (3, 4):
            out.append(_warn("w_short", "7.7", seat=p.seat))
        elif profile.third_foul_mute:
            out.append(_warn("w_mute", "6.4", seat=p.seat))
        else:
            out.append(_warn("w_cut", "", seat=p.seat))
    return out


def _grouped(warnings: list[Event]) -> list[Event]:
    """One line per kind of a player's warning naming every seat it concerns (two players on
    three fouls are one line, so the panel holds an endgame's warnings at 80x24), in the
    order each kind first came."""
    seats: dict[tuple[str, str], list[int]] = {}
    for w in warnings:
        seat = w.param_dict()["seat"]
        assert isinstance(seat, int)
        seats.setdefault((w.code, w.rule), []).append(seat)
    return [
        _warn(code, rule, seat=which[0])
        if len(which) == 1
        else _warn(_MANY[code], rule, seats=", ".join(map(str, which)))
        for (code, rule), which in seats.items()
    ]


def _fourth_foul_warnings(s: State, profile: Profile) -> list[Event]:
    """What the next foul would do to a player one away from removal — a 4th foul (6.5) or,
    where two technical fouls remove, a second one — and the vote the removal cancels (7.1,
    7.2). One line per consequence naming every seat it concerns: three players on three
    fouls are one warning, not three, so it fits the panel at 80x24."""
    each = []
    tech = profile.technical_fouls == "two_remove"
    for p in s.alive:
        kinds = ["fourth"] if p.fouls == 3 else []
        kinds += ["tech"] if tech and p.tech_fouls == 1 else []
        for kind in kinds:
            removes, today, next_day = _REMOVES[kind]
            cancels = removal_cancels(s, p.seat, profile)
            if cancels is None:
                each.append(_warn(removes, "6.5" if kind == "fourth" else "", seat=p.seat))
            else:
                code = today if cancels[0] == "today" else next_day
                each.append(_warn(code, cancels[1], seat=p.seat))
    return _grouped(each)


def _draw_warnings(s: State, profile: Profile) -> list[Event]:
    """The game's end coming by count: the quiet phases before a draw (7.8), the misses at
    four players (7.6)."""
    out = []
    left = profile.draw_quiet_phases - s.quiet_streak
    if s.quiet_streak > 0 and left <= 2 and not s.departed_in_phase:
        out.append(_warn("w_draw_coming", "7.8", left=left))
    if profile.rule_7_6_misses and s.misses_at_four and len(s.alive) == 4:
        out.append(_warn("w_misses_at_four", "7.6", count=s.misses_at_four))
    return out

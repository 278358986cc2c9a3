"""The zero night (§1.4) and the day: speeches (§1.5), nominations (§1.6), opening the vote
(§1.7) and ending the day (voted out, nobody, or night), last words (7.10).

What the judge enters while a vote runs, and what a round decides (ties, the lift, 7.6, 7.9),
is :mod:`voting`'s: it calls back into this module, which never imports it.
"""

from __future__ import annotations

from . import nighttime, outcome
from .actions import Next, Nominate
from .errors import RuleError
from .profile import Profile
from .state import Day, State, Status, Step, StepKind, VoteRound

TIMED = frozenset(
    {
        StepKind.AGREEMENT,
        StepKind.SHERIFF_LOOK,
        StepKind.FREE_SEATING,
        StepKind.LAST_WORD,
        StepKind.SPEECH,
        StepKind.TIE_SPEECH,
    }
)
"""Steps that end with the judge's "next"."""


def vote_held(day: int, profile: Profile) -> bool:
    """Day ``day`` has a vote at all under the profile (``day1_vote``: "none" on day 1)."""
    return not (day == 1 and profile.day1_vote == "none")


def may_nominate(s: State, profile: Profile) -> bool:
    """A nomination by the current speaker would count (4.4.2: in his own speech; 4.4.3: one
    a day), or, where the profile lets a nomination be withdrawn, would withdraw or replace
    his own. On a day with no vote it counts too: it is recorded, not voted on.

    A nomination that would not count (a second one, or a player already on the list) is
    still accepted, as a no-op with a note, since the judge simply does not count it."""
    day = s.today
    if day is None or s.step.kind is not StepKind.SPEECH or day.outcome:
        return False
    if profile.nomination_withdrawal != "no":
        return True
    return all(by != s.step.seat for by, _ in day.nominations)


def on_next(s: State, a: Next, profile: Profile) -> None:
    kind = s.step.kind
    if kind not in TIMED:
        raise RuleError("wrong_step", action="next", step=kind.value)
    if kind is StepKind.AGREEMENT:
        zero_step(s, StepKind.SHERIFF_LOOK, profile)
    elif kind is StepKind.SHERIFF_LOOK:
        zero_step(s, StepKind.FREE_SEATING, profile)
    elif kind is StepKind.FREE_SEATING:
        start_day(s, profile)
    elif kind is StepKind.LAST_WORD:
        next_last_word(s, profile)
    else:
        advance_order(s, profile)


def zero_step(s: State, kind: StepKind, profile: Profile) -> None:
    seconds = {
        StepKind.SHERIFF_LOOK: profile.sheriff_look_seconds,
        StepKind.FREE_SEATING: profile.free_seating_seconds,
    }[kind]
    if seconds == 0:
        if kind is StepKind.SHERIFF_LOOK:
            zero_step(s, StepKind.FREE_SEATING, profile)
        else:
            start_day(s, profile)
        return
    s.step = Step(kind, seconds=seconds)


def start_day(s: State, profile: Profile) -> None:
    """Morning (§1.5): the victim's last word, then speeches from the day's opener."""
    if s.phase == "night":
        nighttime.end_phase(s, profile)
        if s.over:
            return
    s.phase = "day"
    s.day += 1
    s.departed_in_phase = False
    day = Day(s.day)
    if s.cancel_next_vote and vote_held(s.day, profile):  # 7.1: the nearest vote held
        day.cancelled = s.cancel_next_vote
        s.cancel_next_vote = ""
        outcome.add_event(s, "vote_cancelled", day.cancelled)
    alive = {p.seat for p in s.alive}
    day.opener = next_opener(s, alive, profile)
    s.days.append(day)
    s.order = [seat for seat in outcome.circle_from(day.opener) if seat in alive]
    day.closer = s.order[-1]
    s.order_pos = -1
    killed = s.nights[-1].killed if s.nights else None
    if killed is not None and (not outcome.decided(s) or profile.last_word_at_game_end):
        s.after_last_words = "speeches"
        s.last_words = [killed]
        next_last_word(s, profile)
    elif outcome.decided(s):
        outcome.finish(s)
    else:
        advance_order(s, profile)


def next_opener(s: State, alive: set[int], profile: Profile) -> int:
    """Who opens the next day with ``alive`` at the table (§1.5): seat 1 on day 1; then, by
    the rules code's ``rotation``, "first": the first seat at the table from the one after
    yesterday's opener; "last": the day is opened so that the first seat at the table after
    yesterday's closer closes it (yesterday's closer: the last of its order as it began)."""
    if not s.days:
        start = 1
    elif profile.first_speech_rotation == "last" and s.days[-1].closer is not None:
        after = s.days[-1].closer % 10 + 1
        closer = next(seat for seat in outcome.circle_from(after) if seat in alive)
        start = closer % 10 + 1
    else:
        start = (s.days[-1].opener or 0) % 10 + 1
    return next(seat for seat in outcome.circle_from(start) if seat in alive)


def speech_length(s: State, seat: int, profile: Profile) -> tuple[int, str]:
    """(seconds, reason) of ``seat``'s day speech if it came now, changing nothing: a 3rd foul
    costs it (6.4) or cuts it to 30 s at 3-4 players (7.7)."""
    if not s.player(seat).mute_pending:
        return profile.speech_seconds, ""
    if len(s.alive) in (3, 4):
        return profile.short_speech_seconds, "short"
    if profile.third_foul_mute:
        return 0, "mute"
    return profile.short_speech_seconds, "cut"


def speech_step(s: State, seat: int, profile: Profile) -> Step:
    """The day speech of ``seat``, which spends a pending 3rd-foul penalty."""
    seconds, reason = speech_length(s, seat, profile)
    if s.player(seat).mute_pending:
        s.edit(seat).mute_pending = False
    return Step(
        StepKind.SPEECH, day=s.day, night=s.night, seat=seat, seconds=seconds, reason=reason
    )


def advance_order(s: State, profile: Profile) -> None:
    """The next speaker of the day or of the tie speeches; after the last, the vote."""
    tie = s.step.kind is StepKind.TIE_SPEECH
    while True:
        s.order_pos += 1
        if s.order_pos >= len(s.order):
            if tie:
                open_vote(s, revote_order(s, profile), profile)
            else:
                end_speeches(s, profile)
            return
        seat = s.order[s.order_pos]
        if s.player(seat).alive:
            break
    if tie:
        p = s.player(seat)
        if profile.tie_speech_spends_mute and p.mute_pending:
            s.edit(seat).mute_pending = False  # 7.5 read as: the tie speech is his next minute
        s.step = Step(
            StepKind.TIE_SPEECH,
            day=s.day,
            night=s.night,
            seat=seat,
            seconds=profile.tie_speech_seconds,
            reason="tie" if p.fouls >= 3 and profile.third_foul_penalty else "",
        )
    else:
        s.step = speech_step(s, seat, profile)


def revote_order(s: State, profile: Profile) -> list[int]:
    """The re-vote's candidates, the tied of the round before: in that round's order, or
    (splitOrder "reverse") in the reverse of it, so a second re-vote is back in nomination
    order."""
    tied = set(s.order)
    again = [c for c in s.days[-1].rounds[-1].candidates if c in tied]
    return again[::-1] if profile.revote_order == "reverse" else again


def is_last_speaker(s: State, seat: int) -> bool:
    later = s.order[s.order_pos + 1 :]
    return not any(s.player(x).alive for x in later) and s.order[s.order_pos] == seat


def _second_name(s: State, a: Nominate, day: Day, profile: Profile) -> bool:
    """A speaker who has a nominee already names one again (4.4.3, the profile's
    ``nomination_withdrawal``): True when that settles the action (a note, or his nominee
    withdrawn by naming him again); False when it goes on as a first nomination (none yet, or
    the old one withdrawn for the new one)."""
    own = next((t for by, t in day.nominations if by == a.by), None)
    if own is None:
        return False
    withdrawal = profile.nomination_withdrawal
    if withdrawal == "no":
        outcome.add_event(s, "already_nominated_by", "4.4.3", seat=a.by)
        return True
    if own != a.target and withdrawal != "auto":  # "allowed": he must withdraw first
        outcome.add_event(s, "withdraw_first", "", seat=a.by, target=own)
        return True
    if own != a.target and a.target in day.candidates:
        outcome.add_event(s, "already_candidate", "", seat=a.target)
        return True
    withdraw_nomination(s, a.by, own)
    return own == a.target  # his own nominee named again: "I withdraw player N"


def on_nominate(s: State, a: Nominate, profile: Profile) -> None:
    outcome.need_step(s, StepKind.SPEECH, "nominate")
    day = s.today
    assert day is not None
    if day.outcome:  # the day-1 leader's extra 30 s: the vote is over
        raise RuleError("wrong_step", action="nominate", step=s.step.kind.value)
    if a.by != s.step.seat:
        raise RuleError("not_speaker", "4.4.2", seat=a.by, speaker=s.step.seat)
    outcome.at_table(s, a.target)
    if a.target == a.by and not profile.self_nomination:
        raise RuleError("self_nomination", "", seat=a.by)
    # What the judge does not count is a no-op with a note, not a refusal (issue #15 C5):
    # a second name from the same speaker (4.4.3), or a player already on the list.
    if _second_name(s, a, day, profile):
        return
    if a.target in day.candidates:
        outcome.add_event(s, "already_candidate", "", seat=a.target)
        return
    day.nominations.append((a.by, a.target))
    if day.cancelled or not vote_held(s.day, profile):  # recorded for the protocol only
        outcome.add_event(s, "nominated_no_vote", day.cancelled, by=a.by, seat=a.target)
        return
    outcome.add_event(s, "nominated", "4.4.2", by=a.by, seat=a.target)
    if s.day >= 2 and len(day.candidates) == 1 and is_last_speaker(s, a.by):
        day.fixed = True  # 7.2: a sole candidate named in the last speech


def withdraw_nomination(s: State, by: int, target: int) -> None:
    """``by`` withdraws his nomination of ``target`` in his own speech (rules code option
    ``withdraw``: "allowed" or "auto"). A sole candidate named in the last speech no longer
    fixes the result (7.2) once withdrawn."""
    day = s.today
    assert day is not None
    day.nominations.remove((by, target))
    day.fixed = s.day >= 2 and len(day.candidates) == 1 and is_last_speaker(s, by)
    outcome.add_event(s, "nomination_withdrawn", "", by=by, seat=target)


def leader_talks(s: State, seat: int, profile: Profile) -> None:
    """Day 1's single leader stays and speaks 30 s more; then night falls (the rules code's
    ``firstVoting`` "to-talk"). The speech spends no pending 3rd-foul penalty: it is extra."""
    day = s.days[-1]
    day.outcome, day.outcome_rule = "day1_leader_talks", ""
    outcome.add_event(s, "day1_leader_talks", "", seat=seat)
    s.order, s.order_pos = [seat], 0
    s.step = Step(
        StepKind.SPEECH,
        day=s.day,
        night=s.night,
        seat=seat,
        seconds=profile.tie_speech_seconds,
        reason="to_talk",
    )


def end_speeches(s: State, profile: Profile) -> None:
    """After the last speech: no vote, a sole candidate, or the vote (§1.7)."""
    day = s.days[-1]
    if day.outcome:  # the vote is over: only the day-1 leader's 30 s ran (leader_talks)
        nighttime.start_night(s, profile)
        return
    candidates = [c for c in day.candidates if s.player(c).alive]
    if day.cancelled:
        close_day(s, "cancelled", day.cancelled, profile)
    elif not vote_held(s.day, profile):
        close_day(s, "day1_none", "", profile)
    elif not candidates:
        close_day(s, "no_candidates", "", profile)
    elif len(candidates) == 1 and s.day == 1 and profile.day1_vote == "to_talk":
        leader_talks(s, candidates[0], profile)  # as the site's program: he wins, he talks
    elif len(candidates) == 1 and s.day == 1:
        close_day(s, "single_day1", "4.4.10", profile)
    elif len(candidates) == 1:
        vote_out(s, candidates, "4.4.10", profile)
    else:
        open_vote(s, candidates, profile)


def open_vote(s: State, candidates: list[int], profile: Profile) -> None:
    day = s.days[-1]
    day.rounds.append(VoteRound(candidates, voters=len(s.alive)))
    s.step = Step(
        StepKind.VOTE,
        day=s.day,
        night=s.night,
        seat=candidates[0],
        candidates=tuple(candidates),
        round=len(day.rounds),
    )


def vote_out(s: State, seats: list[int], rule: str, profile: Profile) -> None:
    day = s.days[-1]
    day.outcome, day.outcome_rule = "voted_out", rule
    day.left.extend(seats)
    for seat in seats:
        outcome.depart(s, s.player(seat), Status.VOTED_OUT)
    outcome.add_event(s, "voted_out", rule, seats=tuple(seats))
    if outcome.decided(s) and not profile.last_word_at_game_end:
        outcome.finish(s)
        return
    s.after_last_words = "night"
    s.last_words = list(seats)
    next_last_word(s, profile)


def close_day(s: State, result: str, rule: str, profile: Profile) -> None:
    """The day's vote ends with nobody voted out; night falls (or the game ends)."""
    day = s.days[-1]
    day.outcome, day.outcome_rule = result, rule
    outcome.add_event(s, "no_vote_" + result, rule)
    if outcome.decided(s):
        outcome.finish(s)
    else:
        nighttime.start_night(s, profile)


def next_last_word(s: State, profile: Profile) -> None:
    if s.last_words:
        seat = s.last_words.pop(0)
        reason = "killed" if s.player(seat).status is Status.KILLED else "voted_out"
        s.step = Step(
            StepKind.LAST_WORD,
            day=s.day,
            night=s.night,
            seat=seat,
            seconds=profile.last_word_seconds,
            reason=reason,
        )
        return
    if outcome.decided(s):
        outcome.finish(s)
    elif s.after_last_words == "night":
        nighttime.start_night(s, profile)
    else:
        advance_order(s, profile)

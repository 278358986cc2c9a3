"""The vote (§1.7, §1.8): the judge's count of each round and what it decides.

A round's counts (4.4.8: whoever has not voted goes to the last candidate), then its result:
one leader leaves (4.4.11), a tie goes to 30 s speeches and a re-vote (4.4.12) or, tied again,
to the lift (4.4.15), unless 7.6, 7.9 or the rules code's nine-player variant keeps everyone;
day 1's variants for a single leader (``firstVoting``), and the whole table's draw by ballot.

:mod:`daytime` opens the vote and ends the day (voted out, nobody, the last words); this
module only handles what the judge enters while a vote runs, so it imports :mod:`daytime`
and never the other way round.
"""

from __future__ import annotations

from . import outcome
from .actions import LiftVote, Vote
from .daytime import advance_order, close_day, leader_talks, vote_out
from .errors import RuleError
from .profile import Profile
from .state import State, Step, StepKind, VoteRound


def on_vote(s: State, a: Vote, profile: Profile) -> None:
    outcome.need_step(s, StepKind.VOTE, "vote")
    rnd = s.days[-1].rounds[-1]
    expected = rnd.candidates[len(rnd.counts)]
    if a.seat != expected:
        raise RuleError("wrong_candidate", "4.4", seat=a.seat, expected=expected)
    voters = len(s.alive)
    cast = sum(rnd.counts)
    if a.count < 0 or cast + a.count > voters:
        raise RuleError("too_many_votes", "4.4.8", count=a.count, left=voters - cast)
    check_hands(s, rnd, a.voters, a.count)
    rest_seats = rest_of(s, rnd)  # before this count: the last candidate's, if it is his
    rnd.counts.append(a.count)
    rnd.hands.append(a.voters)
    remaining = len(rnd.candidates) - len(rnd.counts)
    if _ask_next(rnd, profile, remaining, cast + a.count < voters):
        s.step = Step(
            StepKind.VOTE,
            day=s.day,
            night=s.night,
            seat=rnd.candidates[len(rnd.counts)],
            candidates=s.step.candidates,
            round=s.step.round,
        )
        return
    if remaining == 0:  # the last candidate's count, entered (enter_last_count, or by seats)
        rest = voters - cast
        if a.count != rest:  # 4.4.8: whoever did not vote counts for the last anyway
            outcome.add_event(
                s, "last_count_differs", "4.4.8", seat=a.seat, count=a.count, rest=rest
            )
            rnd.counts[-1] = rest
            rnd.hands[-1] = None
        if rest_seats is not None:  # every count before came with its voters: his are known
            rnd.hands[-1] = rest_seats
    else:
        # 4.4.8: whoever has not voted is counted for the last candidate.
        while len(rnd.counts) < len(rnd.candidates) - 1:
            rnd.counts.append(0)
            rnd.hands.append(())
        rnd.hands.append(rest_of(s, rnd))
        rnd.counts.append(voters - sum(rnd.counts))
    counts = tuple(zip(rnd.candidates, rnd.counts, strict=False))
    outcome.add_event(s, "votes_counted", "4.4.8", counts=counts)
    resolve_round(s, profile)


def _ask_next(rnd: VoteRound, profile: Profile, remaining: int, hands_left: bool) -> bool:
    """Whether the next candidate is asked. A vote entered by the voters' seats asks for
    every candidate, the last too (his voters are the rest, 4.4.8): the record says for each
    whose hands were up, and what happens while a candidate's hands are counted keeps its
    moment. A vote by counts asks while hands are left, the last only with
    ``enter_last_count``."""
    by_seats = rnd.by_seats()
    if not (hands_left or by_seats):
        return False
    return remaining > 1 or (remaining == 1 and (profile.enter_last_count or by_seats))


def check_hands(s: State, rnd: VoteRound, seats: tuple[int, ...] | None, count: int) -> None:
    """Raise :func:`hands_refused`'s error, if any (``seats`` None: a count alone)."""
    if seats is not None:
        refused = hands_refused(s, rnd, seats, count)
        if refused is not None:
            raise refused


def hands_refused(s: State, rnd: VoteRound, seats: tuple[int, ...], count: int) -> RuleError | None:
    """Why ``seats`` cannot be the voters of the count being entered in ``rnd`` (None when
    they can): each at the table, once, not counted already in this show of hands (one vote
    each, §1.7), and as many as ``count``."""
    done = {seat for hands in rnd.hands if hands for seat in hands}
    seen: set[int] = set()
    for seat in seats:
        if not (1 <= seat <= 10 and s.player(seat).alive):
            return RuleError("voter_not_at_table", "4.4", seat=seat)
        if seat in seen or seat in done:
            return RuleError("voter_twice", "4.4", seat=seat)
        seen.add(seat)
    if count != len(seats):
        return RuleError("voters_not_count", "4.4", count=count, seats=len(seats))
    return None


def rest_of(s: State, rnd: VoteRound) -> tuple[int, ...] | None:
    """The seats at the table whose hands no count of ``rnd`` holds yet (4.4.8: they go to the
    last candidate); None when a count came without its voters, so nobody knows them."""
    if not rnd.by_seats():
        return None
    done = {seat for hands in rnd.hands if hands for seat in hands}
    return tuple(p.seat for p in s.alive if p.seat not in done)


def voters_refused(s: State, seats: tuple[int, ...]) -> RuleError | None:
    """Why ``seats`` cannot be the voters of the count the judge is entering now (None when
    they can, so far): asked while he types them, before the count is known."""
    kind = s.step.kind
    if kind is StepKind.LIFT_VOTE and s.step.reason == "self_vote":
        return RuleError("self_vote_yes_no", "", seat=s.step.seat)
    if kind not in (StepKind.VOTE, StepKind.LIFT_VOTE) or not s.days or not s.days[-1].rounds:
        return RuleError("wrong_step", action="vote", step=kind.value)
    return hands_refused(s, s.days[-1].rounds[-1], seats, len(seats))


def seats_rest(s: State) -> tuple[int, ...] | None:
    """At a candidate of a vote entered so far by the voters' seats: the seats not counted yet,
    the last candidate's voters (4.4.8); None for a vote by counts or none begun."""
    if s.step.kind is not StepKind.VOTE or not s.days or not s.days[-1].rounds:
        return None
    rnd = s.days[-1].rounds[-1]
    if not rnd.hands or not rnd.by_seats():
        return None
    return rest_of(s, rnd)


def resolve_round(s: State, profile: Profile) -> None:
    """One leader leaves; a tie goes to 30 s speeches and a re-vote, or to the lift (§1.8)."""
    day = s.days[-1]
    rnd = day.rounds[-1]
    top = max(rnd.counts)
    tied = [c for c, v in zip(rnd.candidates, rnd.counts, strict=False) if v == top]
    if len(tied) == 1:
        single_leader(s, tied[0], profile)
        return
    alive = len(s.alive)
    same_again = len(day.rounds) >= 2 and len(tied) == len(rnd.candidates)
    if not same_again:
        outcome.add_event(s, "tie", "4.4.12", seats=tuple(tied))
        # the 30 s speeches in nomination order (4.4.12), whatever order the vote ran in
        s.order, s.order_pos = [c for c in day.candidates if c in tied], -1
        s.step = Step(StepKind.TIE_SPEECH, day=s.day, night=s.night)
        advance_order(s, profile)
    elif len(tied) == alive and profile.whole_table_tied == "no_one_leaves":
        close_day(s, "lift_not_held", "7.9", profile)
    elif profile.rule_7_6 and alive == 4 and len(tied) == 2:
        close_day(s, "tie_four", "7.6", profile)
    elif nine_not_lifted(s, len(tied), profile):
        close_day(s, "tie_nine", "", profile)
    else:
        day.rounds.append(VoteRound(tied, lift=True, voters=alive))
        s.step = Step(
            StepKind.LIFT_VOTE,
            day=s.day,
            night=s.night,
            candidates=tuple(tied),
            round=len(day.rounds),
        )


def single_leader(s: State, seat: int, profile: Profile) -> None:
    """The vote's sole leader leaves (4.4.11), or on day 1 as ``day1_vote`` says: stays
    (``lift_only``), stays and speaks 30 s (``to_talk``), or is asked whether he voted for
    himself (``self_break``). Also where a removal ends a count whose leader is fixed (7.2)."""
    if s.day == 1 and profile.day1_vote == "lift_only":
        close_day(s, "day1_leader_stays", "", profile)  # only a tie's lift removes on day 1
    elif s.day == 1 and profile.day1_vote == "to_talk":
        leader_talks(s, seat, profile)
    elif s.day == 1 and profile.day1_vote == "self_break":
        # he leaves only if he voted for himself: the judge says so, 1 yes or 0 no
        s.step = Step(
            StepKind.LIFT_VOTE,
            day=s.day,
            night=s.night,
            seat=seat,
            candidates=(seat,),
            reason="self_vote",
        )
    else:
        vote_out(s, [seat], "4.4.11", profile)


def nine_not_lifted(s: State, tied: int, profile: Profile) -> bool:
    """Nine at the table and ``tied`` = 3 tied twice get no lift today (splitOnNine "no", or
    "after1" on day 2)."""
    if not (profile.nine_three_tied_no_lift and len(s.alive) == 9 and tied == 3):
        return False
    return not (profile.nine_no_lift_only_day2 and s.day != 2)


def on_lift_vote(s: State, a: LiftVote, profile: Profile) -> None:
    outcome.need_step(s, StepKind.LIFT_VOTE, "lift_vote")
    if s.step.reason == "self_vote":
        if a.voters is not None:  # a yes or a no, not a show of hands
            raise RuleError("self_vote_yes_no", "", seat=s.step.seat)
        self_vote(s, a.count, profile)
        return
    voters = len(s.alive)
    if not 0 <= a.count <= voters:
        raise RuleError("too_many_votes", "4.4.15", count=a.count, left=voters)
    rnd = s.days[-1].rounds[-1]
    check_hands(s, rnd, a.voters, a.count)
    rnd.counts.append(a.count)
    rnd.hands.append(a.voters)
    if a.count * 2 > voters and len(rnd.candidates) == voters:
        draw_by_ballot(s)  # the whole table tied twice and voted to leave (killAll "draw")
    elif a.count * 2 > voters:  # a strict majority of those at the table (§1.8.3)
        vote_out(s, list(rnd.candidates), "4.4.15", profile)
    else:
        close_day(s, "lift_failed", "4.4.15", profile)


def draw_by_ballot(s: State) -> None:
    """The whole table, tied twice, votes that all leave: the game is a draw (the rules code's
    ``killAll`` "draw"; FIIM has no such ballot, so no rule number). Nobody is marked as
    voted out: the game ends with everyone at the table."""
    day = s.days[-1]
    day.outcome, day.outcome_rule = "draw_ballot", ""
    outcome.add_event(s, "draw_ballot", "")
    outcome.decide(s, None, "")
    outcome.finish(s)


def self_vote(s: State, answer: int, profile: Profile) -> None:
    """Day 1's single leader under firstVoting "self-break": ``answer`` 1, he voted for
    himself and leaves; 0, he stays and speaks 30 s more (as "to-talk")."""
    seat = s.step.seat
    assert seat is not None
    if answer not in (0, 1):
        raise RuleError("self_vote_yes_no", "", seat=seat)
    outcome.add_event(s, "self_vote_yes" if answer else "self_vote_no", "", seat=seat)
    if answer:
        vote_out(s, [seat], "", profile)
    else:
        leader_talks(s, seat, profile)

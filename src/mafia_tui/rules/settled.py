"""Today's vote settled before it is carried out (7.2): who it makes its sole leader, and
whom it will still remove, so that a removal in between lets the result stand.

7.2: a player removed "after the result of the current vote was determined" leaves that
result standing and cancels the next day's vote. The result is determined at the count
after which no count still to come can change who leads alone: every hand not yet counted
goes to one of the candidates not yet asked (4.4.8: the rest to the last). A tie is no
result (the re-vote follows). The site's game program dates it the same way while the vote
runs (its hands not yet counted stand for the last candidate). docs/RULES.md §1.7;
docs/RULES-CHOICES.md.
"""

from __future__ import annotations

from .profile import Profile
from .state import Day, State, StepKind


def count_leader(s: State) -> int | None:
    """The candidate the count under way has made the sole leader, whatever the counts still
    to come; None outside a count, before any count, or while another could reach or tie him.

    With two or more candidates still to count, each could get every hand left, so the leader
    must have more than that. With only the last left, he gets exactly the rest (4.4.8): the
    last himself may be the leader then."""
    day = s.today
    if s.step.kind is not StepKind.VOTE or day is None or not day.rounds:
        return None
    rnd = day.rounds[-1]
    counted = list(zip(rnd.candidates, rnd.counts, strict=False))
    if not counted:
        return None
    rest = len(s.alive) - sum(rnd.counts)
    if len(counted) == len(rnd.candidates) - 1:
        counted.append((rnd.candidates[-1], rest))
        rest = 0
    top = max(count for _, count in counted)
    leaders = [seat for seat, count in counted if count == top]
    return leaders[0] if len(leaders) == 1 and top > rest else None


def vote_winner(s: State, profile: Profile) -> int | None:
    """The sole leader today's vote has fixed though it is not carried out yet: by the count
    under way (where the profile reads 7.2 so), day 1's leader asked whether he voted for
    himself (``self_break``), or the sole candidate named in the last speech (7.2)."""
    day = s.today
    if day is None or day.outcome:
        return None
    if day.fixed and len(day.candidates) == 1:
        return day.candidates[0]
    if s.step.kind is StepKind.LIFT_VOTE and s.step.reason == "self_vote":
        return s.step.seat
    return count_leader(s) if profile.vote_fixed_by_count else None


def leaves_by_vote(s: State, seat: int, profile: Profile) -> bool:
    """The fixed vote removes ``seat``: always on day 2 and later; on day 1 unless the day's
    variant keeps its single leader (``lift_only``, ``to_talk``) or still asks him
    (``self_break``)."""
    return s.day != 1 or profile.day1_vote not in ("lift_only", "to_talk", "self_break")


def ahead(s: State, profile: Profile) -> tuple[int, ...]:
    """The seats the count under way has fixed to leave: a removal in the count is judged
    with them gone (the result stands, 7.2; the site's program judges the end so), and the
    count is carried out at once. Outside a count nobody is counted gone ahead."""
    if s.step.kind is not StepKind.VOTE:
        return ()
    winner = vote_winner(s, profile)
    if winner is None or not s.player(winner).alive or not leaves_by_vote(s, winner, profile):
        return ()
    return (winner,)


def day_leader(day: Day) -> int | None:
    """The seat a closed day's vote made its sole leader (its last round's, or the sole
    candidate), or None: day 1's leader who stayed is found so."""
    if not day.rounds:
        return day.candidates[0] if len(day.candidates) == 1 else None
    rnd = day.rounds[-1]
    if rnd.lift or not rnd.counts:
        return None
    top = max(rnd.counts)
    leaders = [c for c, n in zip(rnd.candidates, rnd.counts, strict=False) if n == top]
    return leaders[0] if len(leaders) == 1 else None


def exempt(s: State, seat: int, profile: Profile) -> bool:
    """``seat`` is the one the vote removes or its sole candidate (7.2): his removal cancels no
    vote. Day 1's leader who stays is exempt only where the site's reading is played
    (``kept_leader_removal_cancels`` off)."""
    day = s.today
    if day is None:
        return False
    winner = vote_winner(s, profile) if not day.outcome else day_leader(day)
    if winner != seat:
        return False
    if day.outcome:
        return day.outcome == "day1_leader_talks" and not profile.kept_leader_removal_cancels
    return leaves_by_vote(s, seat, profile) or not profile.kept_leader_removal_cancels

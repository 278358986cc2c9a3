"""What the next departure would decide: the warnings ahead of a vote, a night kill or a
removal by the next foul that ends the game by the count at the table (1.4), so the judge
can say so before the hands go up, the shot is named or the foul given. Judge-only, like
every warning: they name roles' teams."""

from __future__ import annotations

from .outcome import verdict
from .profile import Profile
from .queries import current_candidates
from .roles import Team
from .settled import ahead
from .state import Event, State, StepKind


def stakes_warnings(s: State, profile: Profile) -> list[Event]:
    """The departures that would end the game now: a removal by the next foul (6.5, or a
    second technical foul), each candidate of today's vote whose leaving decides it (grouped
    by the team it makes win), the tied players leaving together in a lift vote, or tonight's
    kill of a red."""
    if s.result is not None:
        return []  # decided already: 7.10's warning says so
    return _removals(s, profile) + _departures(s)


def _removals(s: State, profile: Profile) -> list[Event]:
    """A removal is judged with today's fixed leader gone too (7.2: his result stands)."""
    tech = profile.technical_fouls == "two_remove"
    near = [p.seat for p in s.alive if p.fouls == 3 or (tech and p.tech_fouls == 1)]
    return _grouped(s, near, "w_removal_wins", "w_removal_wins_any", ahead(s, profile))


def _departures(s: State) -> list[Event]:
    if s.step.kind is StepKind.SHOT:
        return _shot(s)
    day = s.today
    if day is None or day.cancelled:
        return []  # no vote today: nobody leaves by it (7.1, 7.2)
    seats = current_candidates(s)
    if s.step.kind is StepKind.LIFT_VOTE and s.step.reason != "self_vote":
        if len(seats) == len(s.alive):
            return []  # the whole table tied: 7.9's warnings speak
        winner = _after(s, seats)
        return [] if winner is None else [_event("w_lift_wins", seats, winner)]
    return _candidates(s, seats)


def _shot(s: State) -> list[Event]:
    blacks, reds = _counts(s, [])
    if verdict(blacks, reds - 1) is Team.BLACK:
        return [Event("w_shot_wins", "1.4", ())]
    return []


def _candidates(s: State, seats: list[int]) -> list[Event]:
    return _grouped(s, seats, "w_leaves_wins", "w_leaves_wins_any")


def _grouped(
    s: State, seats: list[int], one: str, many: str, also: tuple[int, ...] = ()
) -> list[Event]:
    """For each of ``seats`` whose leaving (with ``also``) decides the game: one warning per
    winner."""
    by_winner: dict[Team, list[int]] = {}
    for seat in seats:
        winner = verdict(*_counts(s, [seat, *also]))
        if winner is not None:
            by_winner.setdefault(winner, []).append(seat)
    return [
        _event(one if len(which) == 1 else many, which, winner)
        for winner, which in by_winner.items()
    ]


def _after(s: State, seats: list[int]) -> Team | None:
    """The winner once ``seats`` leave one by one in this order, as the engine removes them
    (the first departure that decides the game fixes the result, 7.10)."""
    gone: list[int] = []
    for seat in seats:
        gone.append(seat)
        winner = verdict(*_counts(s, gone))
        if winner is not None:
            return winner
    return None


def _counts(s: State, gone: list[int]) -> tuple[int, int]:
    left = [p for p in s.alive if p.seat not in gone]
    blacks = sum(1 for p in left if p.team is Team.BLACK)
    return blacks, len(left) - blacks


def _event(code: str, seats: list[int], winner: Team) -> Event:
    key = "seat" if code in ("w_leaves_wins", "w_removal_wins") else "seats"
    value: object = seats[0] if key == "seat" else ", ".join(map(str, seats))
    return Event(code, "1.4", ((key, value), ("result", winner.value)))

"""Who voted for whom, as a mafiaratings document says it: each player's ``voting`` per round.

The spec is ``Game::api_help`` of mafiaratings ``include/game.php``: ``voting`` is an array
per round (from round 0, our day 1); a round holds the seat the player voted for, or a list
of them when the day had a re-vote, and with the feature ``k`` its last item is ``true`` or
``false``: whether he voted that the tied players all leave. ``null`` where he did not vote.
The server's own check (``check_voting``) wants every player at the table to have voted in
every vote held, so the document claims ``v`` only when the record says every hand:

* a show of hands the judge entered by the voters' seats (:attr:`..rules.state.VoteRound.hands`);
* a sole candidate from day 2 leaves without a show of hands (§1.7), which the site's format
  writes as everyone at the table voting for him.

A vote entered by its count alone leaves ``voting`` out of the whole document: a count does
not say whose hands they were.
"""

from __future__ import annotations

from typing import Any

from ..rules.game import Game
from ..rules.state import Day, Status
from ..rules.values import frozen
from .mafiaratings_times import Timed, round_of


@frozen
class Voting:
    """Each seat's ``voting`` (index = seat - 1, ``None`` for a seat that never voted) and
    whether the lift's hands (``k``) are in it."""

    rows: tuple[list[Any] | None, ...]
    kill_all: bool


def voting_of(game: Game, timed: list[Timed]) -> Voting | None:
    """The players' ``voting`` of ``game``, or None when some vote's hands are not known by
    seat (or no vote was held at all: nothing to claim)."""
    per_round: dict[int, dict[int, Any]] = {}
    lifts_known = lifts_held = 0
    for day in game.state.days:
        ballots = _day_ballots(day, timed)
        if ballots is None:
            return None
        held, known, votes = ballots
        lifts_held += held
        lifts_known += known
        if votes:
            per_round[round_of("day", day.number)] = votes
    if not per_round:
        return None
    kill_all = lifts_held > 0 and lifts_known == lifts_held
    rows = tuple(_row(seat, per_round, kill_all) for seat in range(1, 11))
    return Voting(rows, kill_all)


def _day_ballots(day: Day, timed: list[Timed]) -> tuple[int, int, dict[int, Any]] | None:
    """``(lifts held, lifts known, {seat: his ballots that day})``; None when a show of hands
    of the day is not known by seat. A seat's ballots are a list, the lift's ``True`` or
    ``False`` last (kept apart until :func:`_row` knows whether ``k`` is claimed)."""
    votes: dict[int, list[Any]] = {}
    held = known = 0
    for rnd in day.rounds:
        if rnd.lift:
            held += 1
            if rnd.hands and rnd.hands[0] is not None:
                known += 1
                ups = set(rnd.hands[0])
                for seat, cast in votes.items():
                    cast.append(seat in ups)
            continue
        if not rnd.by_seats():
            return None
        # a vote the game's end (or a removal) broke off holds the hands counted before it
        for candidate, hands in zip(rnd.candidates, rnd.hands, strict=False):
            for seat in hands or ():
                votes.setdefault(seat, []).append(candidate)
    if not day.rounds and day.outcome_rule == "4.4.10" and len(day.left) == 1:
        seat = day.left[0]  # a sole candidate from day 2: the site writes everyone's hand
        votes = {voter: [seat] for voter in _at_vote(day, seat, timed)}
    return held, known, votes


def _at_vote(day: Day, candidate: int, timed: list[Timed]) -> tuple[int, ...]:
    """Who was at the table when the sole ``candidate`` of ``day`` left: the voters."""
    for t in timed:
        if (candidate, Status.VOTED_OUT) in t.left and t.time.get("round") == day.number - 1:
            return t.alive
    return ()


def _row(seat: int, per_round: dict[int, dict[int, Any]], kill_all: bool) -> list[Any] | None:
    """One seat's ``voting``: per round his ballot, a list for several, ``None`` for none;
    the lift's flags only when ``k`` is claimed; trailing ``None`` left out."""
    out: list[Any] = []
    for r in range(max(per_round) + 1):
        cast = per_round.get(r, {}).get(seat)
        if cast is not None and not kill_all:
            cast = [c for c in cast if not isinstance(c, bool)]
        if not cast:
            out.append(None)
        elif len(cast) == 1 and not isinstance(cast[0], bool):
            out.append(cast[0])
        else:
            out.append(cast)
    while out and out[-1] is None:
        out.pop()
    return out or None

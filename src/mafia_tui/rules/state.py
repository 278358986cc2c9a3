"""The state of a game as the engine sees it after a prefix of the log.

Everything here is plain data. The engine (:mod:`engine`) works on a private copy made by
:meth:`State.clone`, so a refused action never leaves a half-changed state behind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field, fields
from enum import StrEnum
from operator import attrgetter
from typing import Any

from .errors import cite
from .roles import Role, Team
from .texts import render
from .values import frozen, mutable


class Status(StrEnum):
    """Where a player is: at the table, or how he left it."""

    ALIVE = "alive"
    KILLED = "killed"
    VOTED_OUT = "voted_out"
    REMOVED = "removed"
    """Four fouls (6.5)."""
    DISQUALIFIED = "disqualified"
    """A disqualifying foul (6.7) or a team defeat (6.8)."""


class StepKind(StrEnum):
    """What the judge is doing now."""

    AGREEMENT = "agreement"
    SHERIFF_LOOK = "sheriff_look"
    FREE_SEATING = "free_seating"
    LAST_WORD = "last_word"
    SPEECH = "speech"
    TIE_SPEECH = "tie_speech"
    VOTE = "vote"
    LIFT_VOTE = "lift_vote"
    SHOT = "shot"
    DON_CHECK = "don_check"
    SHERIFF_CHECK = "sheriff_check"
    GAME_OVER = "game_over"


@frozen
class Step:
    """The current step: who, for how long, on what.

    ``reason`` is a code for an unusual length (``"mute"``: 3rd foul, 6.4; ``"short"``: 7.7;
    ``"tie"``: 7.5) or, for a last word, ``"killed"``/``"voted_out"``.
    """

    kind: StepKind
    day: int = 0
    night: int = 0
    seat: int | None = None
    seconds: int = 0
    reason: str = ""
    candidates: tuple[int, ...] = ()
    round: int = 0
    """For votes: 1 for the first vote of the day, 2+ for re-votes."""


@mutable(slots=True)
class Player:
    """One seat."""

    seat: int
    nick: str
    role: Role
    fouls: int = 0
    status: Status = Status.ALIVE
    left_at: tuple[str, int] | None = None
    """("night", n) or ("day", n) of the departure; ("zero", 0) for the agreement night."""
    disqualified: str = ""
    """The rule of a disqualification (6.7.x, 6.8.x), also one given after leaving (7.10)."""
    removed_by_fouls: bool = False
    removed_from_tournament: bool = False
    """7.3: removed from the tournament too (no points from his further games)."""
    mute_pending: bool = False
    """A 3rd foul waits to cost his next speech (6.4) or cut it to 30 s (7.7)."""
    stand_in_for: str = ""
    """The planned player this one replaces (a stand-in for an absent player), "" if none."""
    tech_fouls: int = 0
    """Technical fouls, counted apart from :attr:`fouls` (where the rules have them)."""
    ids: tuple[tuple[str, str], ...] = ()
    """His ids on the rating platforms, ``(platform, id)`` pairs (``setup.PLATFORMS``
    order): who he is beyond the nickname, for the exports. Never read by the rules."""

    def platform_id(self, platform: str) -> str:
        """His id on ``platform`` ("" when the game does not know it)."""
        return next((v for k, v in self.ids if k == platform), "")

    @property
    def alive(self) -> bool:
        """At the table."""
        return self.status is Status.ALIVE

    @property
    def removed_by_tech(self) -> bool:
        """Removed by his second technical foul (a removal by fouls in every consequence,
        docs/RULES-CHOICES.md ``technical_fouls``), not by a 4th foul: said as such."""
        return self.removed_by_fouls and self.tech_fouls >= TECH_FOULS_TO_REMOVE

    @property
    def team(self) -> Team:
        """His team."""
        return self.role.team

    def values(self) -> tuple[Any, ...]:
        """Every field's value, in the order declared: what a screen compares to know that a
        seat changed. Made from the fields, so a field added to the class is in it."""
        return _player_values(self)

    def clone(self) -> Player:
        """An independent copy (every field holds an immutable value), made from the fields,
        so a field added to the class is copied without a line here."""
        return Player(*_player_values(self))

    def counts(self) -> tuple[tuple[str, int], ...]:
        """``(name, value)`` of each of his counted keys (:data:`COUNTS`), in the order
        declared: what the players' display, the JSON report and the protocol show of him,
        so a count added to the class reaches them without a line there."""
        return tuple((name, getattr(self, name)) for name in COUNTS)


_player_values: Callable[[Player], tuple[Any, ...]] = attrgetter(*(f.name for f in fields(Player)))
"""A player's field values in the order ``Player(...)`` takes them."""

COUNTS: tuple[str, ...] = tuple(
    f.name for f in fields(Player) if f.type == "int" and f.name != "seat"
)
"""A player's counted keys: every ``int`` field of :class:`Player` but the seat (the fouls,
the technical fouls...), raised by the judge's actions and never stored (replayed)."""


TECH_FOULS_TO_REMOVE = 2
"""The technical fouls that remove a player, where the rules have them."""


@mutable(slots=True)
class VoteRound:
    """One show of hands: a vote on candidates, or the lift vote on all of them."""

    candidates: list[int]
    counts: list[int] = field(default_factory=list)
    lift: bool = False
    voters: int = 0
    """Players at the table when it was held."""
    hands: list[tuple[int, ...] | None] = field(default_factory=list)
    """Beside each count, whose hands they were when the judge entered the vote by the
    voters' seats; None for a count entered alone."""

    def clone(self) -> VoteRound:
        """An independent copy."""
        return VoteRound(
            list(self.candidates), list(self.counts), self.lift, self.voters, list(self.hands)
        )

    def by_seats(self) -> bool:
        """Every count so far came with its voters' seats (none yet counts as so)."""
        return None not in self.hands


@mutable(slots=True)
class Day:
    """What happened in one day: the protocol's voting block."""

    number: int
    opener: int | None = None
    nominations: list[tuple[int, int]] = field(default_factory=list)
    """(by, target) in order."""
    rounds: list[VoteRound] = field(default_factory=list)
    left: list[int] = field(default_factory=list)
    """Seats that left by this day's vote."""
    outcome: str = ""
    """How the vote ended: voted_out, no_candidates, single_day1, cancelled, lift_failed,
    lift_not_held, tie_four, tie_nine, draw_ballot, game_over; "" while open."""
    outcome_rule: str = ""
    fixed: bool = False
    """A sole candidate named in the last speech (day 2 on) fixed the result before any vote
    (7.2); a vote's own result is its ``outcome`` (settled.py reads both)."""
    cancelled: str = ""
    """The rule that cancelled this day's vote (7.1 or 7.2), or ""."""
    closer: int | None = None
    """The last seat of the day's speaking order as the day began (rotation "last", §1.5)."""

    @property
    def candidates(self) -> list[int]:
        """Nominees in nomination order."""
        return [t for _, t in self.nominations]

    def clone(self) -> Day:
        """An independent copy."""
        return Day(
            self.number,
            self.opener,
            list(self.nominations),
            [r.clone() for r in self.rounds],
            list(self.left),
            self.outcome,
            self.outcome_rule,
            self.fixed,
            self.cancelled,
            self.closer,
        )


@mutable(slots=True)
class Night:
    """What happened in one shooting night."""

    number: int
    shots: tuple[tuple[int, int | None], ...] = ()
    killed: int | None = None
    shot_done: bool = False
    don_check: int | None = None
    don_found: bool | None = None
    sheriff_check: int | None = None
    sheriff_found: Team | None = None

    def clone(self) -> Night:
        """An independent copy (all fields are immutable values)."""
        return Night(
            self.number,
            self.shots,
            self.killed,
            self.shot_done,
            self.don_check,
            self.don_found,
            self.sheriff_check,
            self.sheriff_found,
        )


@frozen
class Event:
    """Something the last action caused that the judge must announce or see.

    Its ``code``/``rule``/``params`` render through :mod:`texts` in either language.
    """

    code: str
    rule: str = ""
    params: tuple[tuple[str, object], ...] = ()

    def param_dict(self) -> dict[str, object]:
        """The params as a dict."""
        return dict(self.params)

    def message(self, lang: str = "ru") -> str:
        """The text in ``lang``, with the rule number when there is one."""
        return cite(render(self.code, lang, self.param_dict()), self.rule, lang)

    def to_dict(self, lang: str = "ru") -> dict[str, str]:
        """JSON form: code, rule, message."""
        return {"code": self.code, "rule": self.rule, "message": self.message(lang)}


@frozen
class Record:
    """Colours a player left on record in one speech: each seat signed, ``-n`` black, ``+n``
    red (as mafiaratings writes them), with when: ("day", n) or ("night", n) and the step."""

    speaker: int
    colours: tuple[int, ...]
    phase: str
    number: int
    step: str
    """The step's kind: a speech, a tie speech or a last word."""


@mutable(slots=True)
class State:
    """A game after a prefix of its log."""

    players: list[Player]
    step: Step
    phase: str = "zero"
    """zero | day | night | over."""
    day: int = 0
    night: int = 0
    days: list[Day] = field(default_factory=list)
    nights: list[Night] = field(default_factory=list)
    order: list[int] = field(default_factory=list)
    """Today's speaking order (or the tied players' order in tie speeches)."""
    order_pos: int = 0
    last_words: list[int] = field(default_factory=list)
    """Seats still to give a last word, after the current step."""
    after_last_words: str = "speeches"
    """What follows the last words: speeches | night."""
    winner: Team | None = None
    draw: bool = False
    end_rule: str = ""
    quiet_streak: int = 0
    """Nights and days in a row, from a night, with no departure (7.8)."""
    departed_in_phase: bool = False
    misses_at_four: int = 0
    """Misses in a row at four players (7.6)."""
    cancel_next_vote: str = ""
    """The rule that cancels the next day's vote (7.1 at night, 7.2 after a fixed result)."""
    best_move: tuple[int, tuple[int, ...]] | None = None
    """(victim, his three seats) once made."""
    records: tuple[Record, ...] = ()
    """Colours left on record, in the order left (where the rules record them)."""
    events: list[Event] = field(default_factory=list)
    """What the last applied action caused."""
    _own: set[int] = field(default_factory=set, repr=False, compare=False)
    """Seats whose Player this state owns; the others it shares with the state before."""

    def player(self, seat: int) -> Player:
        """The player at ``seat`` (1-10), to read: he may be shared with earlier states."""
        return self.players[seat - 1]

    def edit(self, seat: int) -> Player:
        """The player at ``seat``, for the engine to change: copied first when this state
        still shares him with the one before. States share unchanged players, so an action
        copies the one or two players it changes rather than all ten (a replay of a long
        game spent half its time copying players)."""
        if seat not in self._own:
            self.players[seat - 1] = self.players[seat - 1].clone()
            self._own.add(seat)
        return self.players[seat - 1]

    @property
    def alive(self) -> list[Player]:
        """Players at the table, by seat."""
        return [p for p in self.players if p.status is Status.ALIVE]

    @property
    def over(self) -> bool:
        """The game has ended (a winner or a draw)."""
        return self.phase == "over"

    @property
    def today(self) -> Day | None:
        """The current day's record, during a day."""
        return self.days[-1] if self.phase == "day" and self.days else None

    @property
    def result(self) -> str | None:
        """ "red", "black", "draw", or None while the game goes on."""
        if self.draw:
            return "draw"
        return self.winner.value if self.winner else None

    def clone(self) -> State:
        """An independent copy for the engine to change."""
        return State(  # positional, in field order: a replay makes one per action
            list(self.players),  # shared until changed: see edit()
            self.step,
            self.phase,
            self.day,
            self.night,
            _clone_last(self.days),
            _clone_last(self.nights),
            list(self.order),
            self.order_pos,
            list(self.last_words),
            self.after_last_words,
            self.winner,
            self.draw,
            self.end_rule,
            self.quiet_streak,
            self.departed_in_phase,
            self.misses_at_four,
            self.cancel_next_vote,
            self.best_move,
            self.records,
        )


def _clone_last(records: list[Any]) -> list[Any]:
    """Copy the list; only its last record is deep-copied: the engine writes to the current
    day or night only, so earlier records can be shared between states."""
    return [*records[:-1], records[-1].clone()] if records else []

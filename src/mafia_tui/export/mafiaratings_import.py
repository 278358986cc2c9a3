"""mafiaratings game documents into our game files, replayed step by step by our engine.

A document (:mod:`mafiaratings_doc`) says per player what he did per round, not the judge's
log. The log is rebuilt by asking the engine, at each step, what it waits for and answering
from the document: a speaker nominates whom his ``nominating`` names that round, a vote gets
the voters whose ``voting`` names the candidate (entered by the voters' seats, so the game
keeps who voted for whom), the lift the voters whose ``voting`` ends in ``true`` (with
``k``), the night's shot is each black's ``shooting``, the checks are the players whose
``don``/``sheriff`` name that night; a foul or a removal comes in at the step its gametime
names (mafiaratings' round 0 is our zero night and day 1). The game is then checked against
the document: the same winner, and every player leaves in the same round the same way; else
it is refused with what differs.

The rules profile is the one the document's rules code builds, as ``mafia-tui rules --code``
builds it (:func:`..rules.codes.profile_from_code`), so the code is written back as it came.
The game is built by the engine as it is converted, by the driver every importer shares
(:mod:`.foreign_replay`): one replay per game, with the reader's own checks of the after-game
data. This module holds only how a document answers.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..rules import Game, Header, make_players
from ..rules.actions import (
    Action,
    BestMove,
    Disqualify,
    Foul,
    LiftVote,
    Nominate,
    Shot,
    TeamDefeat,
    Vote,
)
from ..rules.codes import profile_from_code
from ..rules.errors import RuleError
from ..rules.profile import Profile
from ..rules.roles import Role
from ..rules.state import State, StepKind
from .foreign import Converted, Refusal, Said
from .foreign_replay import Due, Late, replay
from .import_texts import IMPORT as T
from .mafiaratings_doc import Doc, read_doc
from .mafiaratings_game import check_against, finish, game_id_of, header_of
from .mafiaratings_times import MOMENTS, gametime, moment, moment_of, place_of, round_of


def games_in(doc: Any) -> list[Any] | None:
    """The game documents of a file: one game, a list of them, or ``{"games": [...]}``;
    None when it is none of these."""
    if isinstance(doc, dict) and isinstance(doc.get("games"), list) and "players" not in doc:
        doc = doc["games"]
    items = doc if isinstance(doc, list) else [doc]
    if not items or not all(isinstance(g, dict) for g in items):
        return None
    if not all("players" in g and "winner" in g and "format" not in g for g in items):
        return None
    return items


def looks_like(doc: Any) -> bool:
    """A mafiaratings document (or a list of them), not one of our game files."""
    return games_in(doc) is not None


def convert(doc: Any, tournament: str = "") -> list[Converted]:
    """Each game of ``doc`` as our game file, or refused with its first problem; games whose
    document names no tournament go under ``tournament`` (else ``mafiaratings-<id>``)."""
    return list(each(doc, tournament))


def each(doc: Any, tournament: str = "") -> Iterator[Converted]:
    """:func:`convert` one game at a time: an import stores each before the next is made, so
    a file of a thousand games never holds a thousand replayed games at once."""
    items = games_in(doc) or []
    for n, g in enumerate(items, start=1):
        yield _one(g, n, tournament)


def _one(g: Any, n: int, tournament: str) -> Converted:
    label = f"id {g['id']}" if isinstance(g.get("id"), int) else f"#{n}"
    try:
        d = read_doc(g)
        profile = _profile(d)
        answers = _Answers(d, profile, header_of(d, tournament), game_id_of(d, g))
        game = replay(answers.game, answers)
        check_against(d, game)
        finish(d, game, answers.notes)
    except Refusal as no:
        return Converted(label, refused=no.said)
    return Converted(label, notes=tuple(answers.notes), game=game)


def _profile(d: Doc) -> Profile:
    """The profile the document's rules code builds, as ``mafia-tui rules --code`` does (a
    profile is immutable: built once per code of an import)."""
    profile = _PROFILES.get(d.rules) or profile_from_code(d.rules)
    if profile is None:
        raise Refusal("rules_bad", code=d.rules)
    if len(_PROFILES) < 64:
        _PROFILES[d.rules] = profile
    return profile


_PROFILES: dict[str, Profile] = {}


_SPEAKING = MOMENTS["speaking"]

_Event = tuple[dict[str, Any], int, Action, tuple[int, int]]
"""A foul or removal to come: its gametime, its place in the document, the action, and the
gametime's round and moment (:func:`.mafiaratings_times.moment_of`)."""


class _Answers:
    """The document's answers to the engine (:class:`.foreign_replay.Answers`), each checked
    as at a table; :func:`.foreign_replay.replay` drives the game by them."""

    def __init__(self, d: Doc, profile: Profile, header: Header, game_id: str) -> None:
        self.d = d
        rows = [
            {"seat": s.seat, "nick": s.name, "role": s.role, "ids": _ids(s.mr_id)} for s in d.seats
        ]
        try:
            players = make_players(rows)
            header.validate()
        except RuleError as err:
            raise Refusal("not_a_game", why=err.message("en")) from err
        self.game = Game(header, players, profile, game_id=game_id)
        self.notes: list[Said] = []
        self.events = self._events()
        self.soonest = min((e[3] for e in self.events), default=(0, 0))
        """The earliest round and moment of a foul or removal still to come: one comparison
        per step tells whether any may be due."""
        self.cast: dict[tuple[int, int], list[Any]] = {}
        """The ballots of each (day, show of hands), read once."""
        self.hands: dict[tuple[int, int], dict[Any, list[int]]] = {}
        """The same, grouped by the seat voted for."""

    def _events(self) -> list[_Event]:
        """Fouls and removals with their gametimes, in the document's order."""
        out: list[_Event] = []
        for s in self.d.seats:
            out += [(w, len(out), Foul(s.seat), moment_of(w)) for w in s.warnings]
            death = s.death
            if death is None or death.type not in ("kickOut", "teamKickOut", "giveUp", "techFouls"):
                continue
            if death.type in ("giveUp", "techFouls"):
                raise Refusal("death_kind", seat=s.seat, kind=death.type)
            if death.time is None:
                raise Refusal("no_death_time", seat=s.seat)
            act = TeamDefeat(s.seat, "6.8") if death.type == "teamKickOut" else Disqualify(s.seat)
            out.append((death.time, len(out), act, moment_of(death.time)))
        return out

    def late(self) -> list[Late]:
        """A removal after the end is applied (the engine takes it), a foul is noted."""
        out = []
        for time, _, action, _ in sorted(self.events, key=lambda e: e[1]):
            if isinstance(action, Foul):
                self.notes.append(Said(T, "foul_late", {"seat": action.seat}))
            else:
                out.append((time, action))
        return out

    def due(self, state: State) -> Due | None:
        if not self.events:
            return None
        # the round and the moment first (cheaply for a day's speech, the most frequent step):
        # only an event of this very moment needs its place among the speakers or candidates
        step = state.step
        if step.kind is StepKind.SPEECH and not step.reason and state.phase == "day":
            prefix = (state.day - 1, _SPEAKING)
        else:
            number, time = moment(state)
            prefix = (number, MOMENTS.get(time, len(MOMENTS)))
        if self.soonest > prefix:
            return None
        now = place_of(gametime(state), state)
        due = [(key, e[1], e) for e in self.events if e[3] <= prefix
               and (key := place_of(e[0], state)) <= now]  # fmt: skip
        if not due:
            return None
        first = min(due)[2]
        self.events.remove(first)
        self.soonest = min((e[3] for e in self.events), default=(0, 0))
        seat = getattr(first[2], "seat", 0)
        last_word = state.step.kind is StepKind.LAST_WORD and state.step.seat == seat
        if isinstance(first[2], Foul) and not state.player(seat).alive and not last_word:
            self.notes.append(Said(T, "foul_gone", {"seat": seat}))
            return first[0], None
        return first[0], first[2]

    def best_move(self, state: State, seat: int) -> BestMove | None:
        victim = self.d.seats[seat - 1]
        if not victim.legacy:
            return None
        if len(victim.legacy) == 3:
            return BestMove(victim.legacy)
        self.notes.append(Said(T, "legacy_dropped", {"seat": victim.seat}))
        return None

    def vote(self, state: State, seat: int) -> Vote:
        hands = self._hands(state, seat, state.step.round - 1)
        return Vote(seat, len(hands), hands)

    def checked(self, state: State, role: str) -> int | None:
        return next((s.seat for s in self.d.seats if getattr(s, role) == state.night), None)

    def nomination(self, state: State, seat: int) -> Nominate | None:
        r = round_of("day", state.day)
        noms = self.d.seats[seat - 1].nominating
        target = noms[r] if r < len(noms) else None
        today = state.today
        if target is None or today is None:
            return None
        if any(b == seat or t == target for b, t in today.nominations):
            return None  # he nominated already, or his nominee stands already
        return Nominate(seat, target)

    def _ballots(self, state: State, k: int) -> list[Any]:
        """Each seat's ballot in the day's ``k``-th show of hands (0 the first), None where
        he cast none; the lift's ``true``/``false`` (``k``) is no ballot."""
        if "v" not in self.d.features:
            raise Refusal("no_votes", day=state.day)
        known = self.cast.get((state.day, k))
        if known is not None:
            return known
        r = round_of("day", state.day)
        out = []
        for s in self.d.seats:
            cast = s.voting[r] if r < len(s.voting) else None
            parts = [p for p in (cast if isinstance(cast, list) else [cast])
                     if not isinstance(p, bool)]  # fmt: skip
            ballot = parts[k] if k < len(parts) else None
            if ballot is not None and not state.player(s.seat).alive:
                raise Refusal("dead_voter", seat=s.seat, day=state.day)
            out.append(ballot)
        self.cast[(state.day, k)] = out
        return out

    def _hands(self, state: State, candidate: int, k: int) -> tuple[int, ...]:
        """The seats whose ballot named ``candidate``: his voters (grouped once per show of
        hands)."""
        grouped = self.hands.get((state.day, k))
        if grouped is None:
            grouped = {}
            for seat, ballot in enumerate(self._ballots(state, k), start=1):
                grouped.setdefault(ballot, []).append(seat)
            self.hands[(state.day, k)] = grouped
        return tuple(grouped.get(candidate, ()))

    def lift(self, state: State) -> LiftVote:
        r = round_of("day", state.day)
        if "k" in self.d.features:  # each voter's true or false, last in his day's voting
            ups = []
            for s in self.d.seats:
                cast = s.voting[r] if r < len(s.voting) else None
                if isinstance(cast, list) and cast and cast[-1] is True:
                    ups.append(s.seat)
            return LiftVote(len(ups), tuple(ups))
        return LiftVote(self._lifts(state))

    def _lifts(self, state: State) -> int:
        r = round_of("day", state.day)
        if "k" not in self.d.features:
            # the hands are not kept, the outcome is: the tied players left that day or not
            tied = state.step.candidates
            left = [s for s in self.d.seats if s.seat in tied and s.death
                    and s.death.type == "day" and s.death.round == r]  # fmt: skip
            voters = len(state.alive)
            key = "lift_derived_up" if left else "lift_derived_down"
            self.notes.append(Said(T, key, {"day": state.day}))
            return voters if left else 0
        hands = 0
        for s in self.d.seats:
            cast = s.voting[r] if r < len(s.voting) else None
            if isinstance(cast, list) and cast and cast[-1] is True:
                hands += 1
        return hands

    def shot(self, state: State) -> Shot:
        n = state.night
        victim = next(
            (s.seat for s in self.d.seats if s.death and s.death.type == "night"
             and s.death.round == n), None)  # fmt: skip
        if "h" not in self.d.features:
            return Shot(victim)
        pairs: list[tuple[int, int | None]] = []
        unrecorded = False
        for p in state.players:
            if not p.alive or p.role not in (Role.MAFIA, Role.DON):
                continue
            row = self.d.seats[p.seat - 1].shooting
            aim = row[n - 1] if n - 1 < len(row) else None
            if aim is None and p.seat == victim:
                unrecorded = True  # mafiaratings keeps no shot of the black killed that night:
                continue  # his stays unknown, the kill is the record's
            pairs.append((p.seat, aim))
        return Shot(victim if unrecorded else None, shots=tuple(pairs))


def _ids(mr_id: int | None) -> dict[str, str]:
    """The player's ids the game file keeps: his mafiaratings user id, when the document
    names one (``players[].id``, the server's)."""
    return {"mafiaratings": str(mr_id)} if mr_id else {}

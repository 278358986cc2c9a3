"""mafiaratings game documents into our game files, replayed step by step by our engine.

A document (:mod:`mafiaratings_doc`) says per player what he did per round, not the judge's
log. The log is rebuilt by asking the engine, at each step, what it waits for and answering
from the document: a speaker nominates whom his ``nominating`` names that round, a vote gets
as many hands as ``voting`` shows for the candidate, the night's shot is each black's
``shooting``, the checks are the players whose ``don``/``sheriff`` name that night; a foul
or a removal comes in at the step its gametime names (mafiaratings' round 0 is our zero night
and day 1). The game is then checked against the document: the same winner, and every player
leaves in the same round the same way; else it is refused with what differs.

The rules profile is the preset that plays the document's rules code
(:func:`.mafiaratings_rules.preset_for`); a code no preset plays is refused, never bridged.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from ..rules import Game, Header, make_players
from ..rules.actions import (
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
from ..rules.errors import RuleError
from ..rules.profile import Profile
from ..rules.record import FORMAT, VERSION, game_to_dict
from ..rules.roles import Role
from ..rules.state import State, Status, StepKind
from .foreign import Converted, Said, replayed
from .import_texts import IMPORT as T
from .mafiaratings_doc import Doc, Refusal, Seat, read_doc
from .mafiaratings_rules import DECIDING, parse_code, preset_for
from .mafiaratings_times import gametime, round_of

MAX_STEPS = 5000
"""More actions than any game has: a document that keeps the engine going is refused."""

_ORDER = {t: n for n, t in enumerate((
    "start", "arrangement", "relaxed sitting", "night start", "shooting", "don", "sheriff",
    "night end", "day start", "night kill speaking", "speaking", "voting start", "voting",
    "voting kill all", "day kill speaking"))}  # fmt: skip
"""mafiaratings' ``gametime_to_int``: the order of a round's moments ("end" last)."""

_WON = {"civ": "red", "maf": "black", "tie": "draw"}
_HOW = {Status.KILLED: "night", Status.VOTED_OUT: "day", Status.REMOVED: "warnings"}


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
    items = games_in(doc) or []
    return [_one(g, n, tournament) for n, g in enumerate(items, start=1)]


def _one(g: Any, n: int, tournament: str) -> Converted:
    label = f"id {g['id']}" if isinstance(g.get("id"), int) else f"#{n}"
    try:
        d = read_doc(g)
        profile, notes = _profile(d)
        game, more = _replay(d, profile)
        notes += more
        _check(d, game)
        data = _data(d, game, tournament, g, notes)
    except Refusal as no:
        return Converted(label, refused=no.said)
    done = replayed(label, data, tuple(notes), T)
    if done.refused is not None and "after" in data:
        # 8.4's limits are ours; the game itself stands without the extras, which are said
        del data["after"]
        notes.append(Said(T, "extras_dropped", {"why": done.refused.params["why"]}))
        done = replayed(label, data, tuple(notes), T)
    return done


def _profile(d: Doc) -> tuple[Profile, list[Said]]:
    options = parse_code(d.rules)
    if options is None:
        raise Refusal("rules_bad", code=d.rules)
    profile, why = preset_for(d.rules)
    if profile is None:
        raise Refusal("rules_no_preset", option=why)
    kept = [f"{k}={v}" for k, v in options.items() if k not in DECIDING]
    return profile, [Said(T, "rules_kept", {"options": ", ".join(kept)})]


class _Replay:
    """The engine driven by the document: one action at a time, each checked as at a table."""

    def __init__(self, d: Doc, profile: Profile) -> None:
        self.d = d
        rows = [
            {"seat": s.seat, "nick": s.name, "role": s.role, "ids": _ids(s.mr_id)} for s in d.seats
        ]
        try:
            players = make_players(rows)
        except RuleError as err:
            raise Refusal("not_a_game", why=err.message("en")) from err
        self.game = Game(Header(), players, profile)
        self.notes: list[Said] = []
        self.events = self._events()

    def _events(self) -> list[tuple[dict[str, Any], int, Action]]:
        """Fouls and removals with their gametimes, in the document's order."""
        out: list[tuple[dict[str, Any], int, Action]] = []
        for s in self.d.seats:
            out += [(w, len(out), Foul(s.seat)) for w in s.warnings]
            death = s.death
            if death is None or death.type not in ("kickOut", "teamKickOut", "giveUp", "techFouls"):
                continue
            if death.type in ("giveUp", "techFouls"):
                raise Refusal("death_kind", seat=s.seat, kind=death.type)
            if death.time is None:
                raise Refusal("no_death_time", seat=s.seat)
            act = TeamDefeat(s.seat, "6.8") if death.type == "teamKickOut" else Disqualify(s.seat)
            out.append((death.time, len(out), act))
        return out

    def apply(self, action: Action, where: str) -> None:
        try:
            self.game.apply(action)
        except RuleError as err:
            raise Refusal("action_refused", where=where, why=err) from err

    def run(self) -> Game:
        for _ in range(MAX_STEPS):
            state = self.game.state
            if self._due(state):
                continue
            if state.over:
                break
            self._answer(state)
        else:
            raise Refusal("stuck", step=self.game.state.step.kind.value)
        for time, _, action in sorted(self.events, key=lambda e: e[1]):
            if isinstance(action, Foul):
                self.notes.append(Said(T, "foul_late", {"seat": action.seat}))
            else:
                self.apply(action, json.dumps(time, ensure_ascii=False))
        return self.game

    def _due(self, state: State) -> bool:
        """Apply the first foul or removal whose time has come; True when one was."""
        now = _key(gametime(state), state)
        step = state.step
        if (
            step.kind is StepKind.VOTE
            and len(step.candidates) > 1
            and step.seat == step.candidates[-2]
            and not self.game.profile.enter_last_count
        ):
            # 4.4.8: the last candidate's hands are never entered, so what came while they
            # were counted comes in at the count before
            now = (*now[:2], (*now[2][:2], len(step.candidates) - 1))
        due = [e for e in self.events if _key(e[0], state) <= now]
        if not due:
            return False
        first = min(due, key=lambda e: (_key(e[0], state), e[1]))
        self.events.remove(first)
        seat = getattr(first[2], "seat", 0)
        if isinstance(first[2], Foul) and not state.player(seat).alive:
            self.notes.append(Said(T, "foul_gone", {"seat": seat}))
            return True
        self.apply(first[2], json.dumps(first[0], ensure_ascii=False))
        return True

    def _answer(self, state: State) -> None:
        step, d = state.step, self.d
        where = f"{state.phase} {state.day if state.phase == 'day' else state.night}"
        if step.kind is StepKind.LAST_WORD and step.reason == "killed" and step.seat:
            victim = d.seats[step.seat - 1]
            if victim.legacy and state.best_move is None and "best_move" in self.game.legal():
                if len(victim.legacy) == 3:
                    self.apply(BestMove(victim.legacy), where)
                else:
                    self.notes.append(Said(T, "legacy_dropped", {"seat": victim.seat}))
        elif step.kind is StepKind.SPEECH and step.seat:
            self._nominate(state, step.seat, where)
        elif step.kind is StepKind.VOTE and step.seat:
            self.apply(Vote(step.seat, self._hands(state, step.seat, step.round - 1)), where)
            return
        elif step.kind is StepKind.LIFT_VOTE:
            self.apply(LiftVote(self._lifts(state)), where)
            return
        elif step.kind is StepKind.SHOT:
            self.apply(self._shot(state), where)
            return
        elif step.kind is StepKind.DON_CHECK:
            self.apply(DonCheck(_checked(d, "don", state.night)), where)
            return
        elif step.kind is StepKind.SHERIFF_CHECK:
            self.apply(SheriffCheck(_checked(d, "sheriff", state.night)), where)
            return
        self.apply(Next(), where)

    def _nominate(self, state: State, seat: int, where: str) -> None:
        r = round_of("day", state.day)
        noms = self.d.seats[seat - 1].nominating
        target = noms[r] if r < len(noms) else None
        today = state.today
        if target is None or today is None or target in today.candidates:
            return
        if any(b == seat for b, _ in today.nominations):
            return
        self.apply(Nominate(seat, target), where)

    def _ballots(self, state: State, k: int) -> list[Any]:
        if "v" not in self.d.features:
            raise Refusal("no_votes", day=state.day)
        r = round_of("day", state.day)
        out = []
        for s in self.d.seats:
            cast = s.voting[r] if r < len(s.voting) else None
            parts = cast if isinstance(cast, list) else [cast]
            ballot = parts[k] if k < len(parts) else None
            if ballot is not None and not state.player(s.seat).alive:
                raise Refusal("dead_voter", seat=s.seat, day=state.day)
            out.append(ballot)
        return out

    def _hands(self, state: State, candidate: int, k: int) -> int:
        return sum(1 for b in self._ballots(state, k) if b == candidate and b is not True)

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

    def _shot(self, state: State) -> Shot:
        n = state.night
        victim = next(
            (s.seat for s in self.d.seats if s.death and s.death.type == "night"
             and s.death.round == n), None)  # fmt: skip
        if "h" not in self.d.features:
            return Shot(victim)
        pairs: list[tuple[int, int | None]] = []
        for p in state.players:
            if not p.alive or p.role not in (Role.MAFIA, Role.DON):
                continue
            row = self.d.seats[p.seat - 1].shooting
            aim = row[n - 1] if n - 1 < len(row) else None
            if aim is None and p.seat == victim:
                aim = victim  # mafiaratings keeps no shot of the black killed that night
                self.notes.append(Said(T, "victim_shot", {"night": n, "seat": p.seat}))
            pairs.append((p.seat, aim))
        return Shot(shots=tuple(pairs))


def _key(gt: dict[str, Any], state: State) -> tuple[Any, ...]:
    """A gametime's place in the game, comparable with the current step's (the speaking
    order and the candidates of the day being played break ties within a moment)."""
    time = gt.get("time", "start")
    moment = _ORDER.get(time, len(_ORDER))
    sub: tuple[int, ...] = ()
    if time == "speaking":
        sub = (_pos(state.order, gt.get("speaker")),)
    elif time == "voting":
        tie = "speaker" in gt and "nominee" not in gt
        who = gt.get("speaker") if tie else gt.get("nominee")
        pool = state.order if tie else (state.step.candidates or state.order)
        sub = (gt.get("votingRound", 0), 0 if tie else 1, _pos(pool, who))
    elif time == "voting kill all":
        sub = (gt.get("votingRound", 0), 2)
    return (gt.get("round", 0), moment, sub)


def _pos(order: Any, seat: Any) -> int:
    seq = list(order)
    return seq.index(seat) if seat in seq else -1


def _checked(d: Doc, key: str, night: int) -> int | None:
    return next((s.seat for s in d.seats if getattr(s, key) == night), None)


def _ids(mr_id: int | None) -> dict[str, str]:
    """The player's ids the game file keeps: his mafiaratings user id, when the document
    names one (``players[].id``, the server's)."""
    return {"mafiaratings": str(mr_id)} if mr_id else {}


def _replay(d: Doc, profile: Profile) -> tuple[Game, list[Said]]:
    run = _Replay(d, profile)
    return run.run(), run.notes


def _check(d: Doc, game: Game) -> None:
    """The same winner and the same departures as the document, or a refusal saying which."""
    ours = game.state.result
    if ours != _WON[d.winner]:
        raise Refusal("mismatch_winner", theirs=_WON[d.winner], ours=ours or "-")
    for s in d.seats:
        p = game.state.player(s.seat)
        theirs = _described(s)
        mine = "-" if p.alive else _ours(p.status, p.left_at, game, s.seat)
        if theirs != mine and not (theirs.startswith("?") and mine != "-"):
            raise Refusal("mismatch_departure", seat=s.seat, theirs=theirs, ours=mine)


def _described(s: Seat) -> str:
    if s.death is None:
        return "-"
    kind = {"teamKickOut": "kickOut"}.get(s.death.type, s.death.type) or "?"
    return f"{kind} {s.death.round}" if s.death.round is not None else f"?{kind}"


def _ours(status: Status, left_at: tuple[str, int] | None, game: Game, seat: int) -> str:
    phase, number = left_at or ("zero", 0)
    return f"{_HOW.get(status, 'kickOut')} {round_of(phase, number)}"


def _data(
    d: Doc, game: Game, tournament: str, g: dict[str, Any], notes: list[Said]
) -> dict[str, Any]:
    """Our game file: the replayed log, the header the document gives, its extras."""
    name = tournament or (
        f"mafiaratings-{d.tournament_id or d.event_id}"
        if (d.tournament_id or d.event_id)
        else "mafiaratings"
    )
    date = datetime.fromtimestamp(d.start, UTC).date().isoformat() if d.start else ""
    data = game_to_dict(game)
    data["id"] = _game_id(d, g)
    data["header"] = {
        "tournament": name[:120],
        "stage": "qualifying",
        "game_number": min(d.game_number or 1, 9999),
        "table": min(d.table or 1, 9999),
        "date": date,
        "judge": "",
    }
    if d.times_dropped:
        notes.append(Said(T, "times_dropped", {}))
    actions = data["actions"]
    if actions and d.start:
        actions[0]["ts"] = datetime.fromtimestamp(d.start, UTC).isoformat()
    if actions and d.end:
        actions[-1]["ts"] = datetime.fromtimestamp(d.end, UTC).isoformat()
    extras = []
    for s in d.seats:
        for title in s.titles:
            notes.append(Said(T, "title_dropped", {"seat": s.seat, "title": title}))
        if s.bonus:
            points = Decimal(str(s.bonus)).quantize(Decimal("0.01"))
            extras.append({"seat": s.seat, "points": float(points), "reason": s.comment})
    if extras:
        data["after"] = {"extras": extras, "penalties": [], "comments": ""}
    data["format"], data["version"] = FORMAT, VERSION
    return data


def _game_id(d: Doc, g: dict[str, Any]) -> str:
    if d.source_id is not None:
        return f"mr-{d.source_id}"
    digest = hashlib.sha256(json.dumps(g, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    return f"mr-{digest[:32]}"

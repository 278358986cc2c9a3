"""Polemica matches (the public match API, version 4) into our game files, replayed by our
engine step by step.

The fields are those of the Vyasma-Mafia polemica-library model (``PolemicaGame``,
``PolemicaPlayer``, ``PolemicaVote``, ``PolemicaShot``, ``PolemicaCheck``, ``Stage``): roles 0
Don, 1 mafia, 2 civilian, 3 sheriff; ``votes[]`` by day, ``num`` 0 a nomination (the voter
nominates the candidate), 1 the vote, 2 the re-vote, none a hand for the lift; ``shots[]``
each black's shot by night; ``checks[]`` by night and role; each foul at its ``stage`` (type,
day, speaker, voting); ``guess.mafs`` the first-night victim's best move; ``result`` 0 red,
1 black. Polemica's day *n* and night *n* are ours.

As for mafiaratings (:mod:`mafiaratings_import`), the engine is asked what it waits for and
answered from the match, by the driver both share (:mod:`foreign_replay`): this module holds
only how a match answers. The game is kept only when it reaches the match's result. The rules
profile: the match carries only its ``zeroVoting`` (day 1's vote: ``respeech`` as FIIM,
``liftOnly``, ``none``; in the site's envelope it is ``config.zeroVoting``), so the preset is
FIIM's with that day 1; a match saved before its end (no ``result``) is refused, and so are
technical fouls, which our rules do not play. The match's start and end (:mod:`polemica_match`)
are the times of the first and the last entry, and each player's Polemica id is kept
(``players[].ids``).
"""

from __future__ import annotations

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
    Vote,
)
from ..rules.errors import RuleError, shown
from ..rules.profile import PRESETS, Profile
from ..rules.record import FORMAT, VERSION, game_to_dict
from ..rules.roles import Role
from ..rules.state import State, StepKind
from .foreign import Converted, Refusal, Said, replayed
from .foreign_replay import Due, Late, replay
from .import_texts import IMPORT as T
from .polemica_match import (
    match_id,
    matches_in,
    polemica_id,
    referee,
    start_end,
    unread_rules,
    zero_voting,
)

ROLES = {0: "don", 1: "mafia", 2: "civilian", 3: "sheriff"}
ZERO = {"respeech": "fiim-2018", "liftOnly": "day1-lift-only", "none": "day1-no-vote"}
_MOMENT = {"dealing": 0, "briefing": 0, "comIntro": 0, "toDay": 0, "shooted": 1, "guess": 1,
           "speech": 2, "toVoting": 3, "voting": 4, "reSpeech": 5, "toLift": 6, "lift": 6,
           "liftResult": 6, "voted": 7, "toNight": 8, "shooting": 9, "checks": 9,
           "donCheck": 10, "comCheck": 11, "comKill": 12, "gameOver": 13}  # fmt: skip
"""The order of a day's moments (``StageType``), then its night's."""


def looks_like(doc: Any) -> bool:
    """A Polemica match, in the site's envelope or not (or a list of them): ``players`` with
    positions and ``votes``."""
    return matches_in(doc) is not None


def convert(doc: Any, tournament: str = "") -> list[Converted]:
    """Each match of ``doc`` as our game file, or refused with its first problem."""
    return [_one(g, outer, n, tournament) for n, (g, outer) in enumerate(matches_in(doc) or [], 1)]


def _one(g: dict[str, Any], outer: dict[str, Any] | None, n: int, tournament: str) -> Converted:
    number = match_id(g, outer)
    label = f"id {number}" if number is not None else f"#{n}"
    try:
        match = _Match(g)
        game = replay(match.game, match)
        if game.state.result != match.won:
            raise Refusal("mismatch_winner", theirs=match.won, ours=game.state.result or "-")
        data = _data(g, outer, game, tournament, match.notes)
    except Refusal as no:
        return Converted(label, refused=no.said)
    return replayed(label, data, tuple(match.notes), T)


def _list(g: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = g.get(key) or []
    if not isinstance(value, list) or not all(isinstance(x, dict) for x in value):
        raise Refusal("pl_not_a_match", why=f"{key}: {shown(value)}")
    return value


def _int(value: Any, low: int, high: int, what: str) -> int:
    if type(value) is not int or not low <= value <= high:
        raise Refusal("pl_not_a_match", why=f"{what}: {shown(value)}")
    return value


class _Match:
    """One match, checked, and its answers to the engine (:class:`.foreign_replay.Answers`)."""

    def __init__(self, g: dict[str, Any]) -> None:
        players = _list(g, "players")
        if len(players) != 10:
            raise Refusal("ten_players", count=len(players))
        by_seat: dict[int, dict[str, Any]] = {}
        for p in players:
            by_seat[_int(p.get("position"), 1, 10, "position")] = p
        if len(by_seat) != 10:
            raise Refusal("pl_not_a_match", why="positions")
        roles = [ROLES.get(_int(by_seat[s].get("role"), 0, 3, "role"), "?") for s in range(1, 11)]
        if sorted(roles) != sorted(["civilian"] * 6 + ["mafia"] * 2 + ["sheriff", "don"]):
            raise Refusal("roles", roles=", ".join(roles))
        if g.get("result") not in (0, 1):
            raise Refusal("pl_unfinished", stage=shown((g.get("stage") or {}).get("type")))
        self.won = "red" if g["result"] == 0 else "black"
        zero = zero_voting(g) or "respeech"
        if zero not in ZERO:
            raise Refusal("rules_no_preset", option=f"zeroVoting={shown(zero)}")
        self.profile: Profile = PRESETS[ZERO[zero]]
        self.notes = [Said(T, "pl_rules", {"preset": self.profile.name})]
        if unread_rules(g):
            self.notes.append(Said(T, "pl_rules_unread", {"options": unread_rules(g)}))
        self.seats = by_seat
        rows = []
        for s in range(1, 11):
            nick = by_seat[s].get("username")
            if not isinstance(nick, str):
                raise Refusal("bad_player", seat=s, why=f"username: {shown(nick)}")
            if by_seat[s].get("techs"):
                raise Refusal("pl_techs", seat=s)
            ids = {"polemica": polemica_id(by_seat[s])} if polemica_id(by_seat[s]) else {}
            rows.append({"seat": s, "nick": nick, "role": roles[s - 1], "ids": ids})
        try:
            self.game = Game(Header(), make_players(rows), self.profile)
        except RuleError as err:
            raise Refusal("pl_not_a_match", why=err) from err
        self.votes = [
            (_int(v.get("day"), 0, 60, "day"), v.get("num"), _int(v.get("voter"), 1, 10, "voter"),
             v.get("candidate"))
            for v in _list(g, "votes")
        ]  # fmt: skip
        self.shots = [
            (_int(s.get("night"), 1, 60, "night"), _int(s.get("shooter"), 1, 10, "shooter"),
             _int(s.get("victim"), 0, 10, "victim") or None)
            for s in _list(g, "shots")
        ]  # fmt: skip
        self.checks = [
            (_int(c.get("night"), 1, 60, "night"), c.get("role"), _int(c.get("player"), 1, 10, "p"))
            for c in _list(g, "checks")
        ]  # fmt: skip
        self.events = self._events()

    def _events(self) -> list[tuple[dict[str, Any], int, Action]]:
        out: list[tuple[dict[str, Any], int, Action]] = []
        for s, p in sorted(self.seats.items()):
            fouls = p.get("fouls") or []
            if not isinstance(fouls, list):
                raise Refusal("bad_player", seat=s, why=f"fouls: {shown(fouls)}")
            for f in fouls:
                stage = f.get("stage") if isinstance(f, dict) else None
                if not isinstance(stage, dict):
                    raise Refusal("bad_player", seat=s, why=f"fouls: {shown(f)}")
                out.append((stage, len(out), Foul(s)))
            if isinstance(p.get("disqual"), dict):
                out.append((p["disqual"], len(out), Disqualify(s)))
        return out

    def late(self) -> list[Late]:
        """A foul still to come is noted; a removal after the end is left out."""
        for _, _, action in self.events:
            if isinstance(action, Foul):
                self.notes.append(Said(T, "foul_late", {"seat": action.seat}))
        return []

    def due(self, state: State) -> Due | None:
        now = _now(state)
        due = [e for e in self.events if _stage_key(e[0], state) <= now]
        if not due:
            return None
        first = min(due, key=lambda e: (_stage_key(e[0], state), e[1]))
        self.events.remove(first)
        seat = getattr(first[2], "seat", 0)
        if not state.player(seat).alive and isinstance(first[2], Foul):
            self.notes.append(Said(T, "foul_gone", {"seat": seat}))
            return first[0], None
        return first[0], first[2]

    def best_move(self, state: State, seat: int) -> BestMove | None:
        guess = self.seats[seat].get("guess")
        mafs = guess.get("mafs") if isinstance(guess, dict) else None
        if not mafs:
            return None
        if isinstance(mafs, list) and len(mafs) == 3 and all(type(m) is int for m in mafs):
            return BestMove(tuple(mafs))
        self.notes.append(Said(T, "legacy_dropped", {"seat": seat}))
        return None

    def nomination(self, state: State, seat: int) -> Nominate | None:
        today = state.today
        for day, num, voter, target in self.votes:
            if (day, num, voter) == (state.day, 0, seat) and today is not None:
                if target not in today.candidates and type(target) is int and target:
                    return Nominate(seat, target)
                break
        return None

    def vote(self, state: State, seat: int) -> Vote:
        return Vote(seat, self._hands(state, state.step.round, seat))

    def lift(self, state: State) -> LiftVote:
        return LiftVote(self._hands(state, None, None))

    def shot(self, state: State) -> Shot:
        aims = {s: v for n, s, v in self.shots if n == state.night}
        pairs = tuple(
            (p.seat, aims.get(p.seat))
            for p in state.players
            if p.alive and p.role in (Role.MAFIA, Role.DON)
        )
        return Shot(shots=pairs)

    def checked(self, state: State, role: str) -> int | None:
        code = 0 if role == "don" else 3
        return next((p for n, r, p in self.checks if (n, r) == (state.night, code)), None)

    def _hands(self, state: State, num: int | None, candidate: int | None) -> int:
        hands = 0
        for day, n, voter, target in self.votes:
            if day != state.day or n != num or (num is not None and target != candidate):
                continue
            if not state.player(voter).alive:
                raise Refusal("dead_voter", seat=voter, day=day)
            hands += 1
        return hands


def _stage_key(stage: dict[str, Any], state: State) -> tuple[Any, ...]:
    """A foul's stage, comparable with :func:`_now` (the speaking order of the day breaks
    ties within a moment)."""
    day = stage.get("day") if type(stage.get("day")) is int else 0
    moment = _MOMENT.get(stage.get("type", ""), 0)
    player = stage.get("player")
    order = list(state.order)
    if moment == 2:
        return (day, moment, (order.index(player) if player in order else -1,))
    if moment == 5:
        voting = stage.get("voting") if type(stage.get("voting")) is int else 1
        return (day, moment, (voting, order.index(player) if player in order else -1))
    if moment == 4:
        return (day, moment, (stage.get("voting") or 1,))
    return (day, moment, ())


def _now(state: State) -> tuple[Any, ...]:
    step = state.step
    if state.phase == "zero":
        return (0, 0, ())
    if state.over or step.kind is StepKind.GAME_OVER:
        return (10**6, 0, ())
    if state.phase == "night":
        moment = {StepKind.SHOT: 9, StepKind.DON_CHECK: 10, StepKind.SHERIFF_CHECK: 11}
        return (state.night, moment.get(step.kind, 9), ())
    day = state.day
    today = state.today
    held = len(today.rounds) if today is not None else 0
    order = list(state.order)
    if step.kind is StepKind.LAST_WORD:
        return (day, 1 if step.reason == "killed" else 7, ())
    if step.kind is StepKind.SPEECH:
        return (day, 2, (order.index(step.seat) if step.seat in order else -1,))
    if step.kind is StepKind.VOTE:
        return (day, 4, (step.round,))
    if step.kind is StepKind.TIE_SPEECH:
        return (day, 5, (held, order.index(step.seat) if step.seat in order else -1))
    return (day, 6, ())


def _data(
    g: dict[str, Any],
    outer: dict[str, Any] | None,
    game: Game,
    tournament: str,
    notes: list[Said],
) -> dict[str, Any]:
    """Our game file: the replayed log, the match's start and end on its first and last
    entry, the header the match gives."""
    data = game_to_dict(game)
    data["format"], data["version"] = FORMAT, VERSION
    number = match_id(g, outer)
    data["id"] = f"pl-{number}" if number is not None else "pl-unknown"
    start, end, naive = start_end(g, outer)
    actions = data["actions"]
    if actions and start is not None:
        actions[0]["ts"] = start.isoformat()
    if actions and end is not None:
        actions[-1]["ts"] = end.isoformat()
    if naive:
        notes.append(Said(T, "pl_time_utc"))
    if start is None:
        notes.append(Said(T, "pl_no_start"))
    elif end is None:
        notes.append(Said(T, "pl_no_end"))
    date = start.date().isoformat() if start is not None else ""
    judge = referee(g, outer)
    data["header"] = {
        "tournament": (tournament or "polemica")[:120],
        "stage": "qualifying",
        "game_number": g["num"] if type(g.get("num")) is int and 1 <= g["num"] <= 9999 else 1,
        "table": g["table"] if type(g.get("table")) is int and 1 <= g["table"] <= 9999 else 1,
        "date": date,
        "judge": judge[:64] if isinstance(judge, str) else "",
    }
    return data

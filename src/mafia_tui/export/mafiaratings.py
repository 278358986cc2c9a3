"""A finished game as a mafiaratings game document (format version 1.3).

The spec is mafiaratings ``include/game.php``: ``Game::api_help`` (every field),
``feature_flags_help`` (the ``features`` letters) and ``GAME_CURRENT_VERSION`` (also
``js/src/game.js``'s ``version``). A document claims a feature letter only for what our record
really holds, and the rest is left out with a message (:attr:`Exported.left_out`):

* ``v``/``k`` never: our record holds how many hands each candidate got, not who voted for
  whom, so ``voting`` (per voter, per round) cannot be written without a guess;
* ``h`` only when every night's shot was entered black by black;
* ``a`` (static arrangement) and ``o`` (colours on record) are not recorded by us;
* ``g``, ``s``, ``d``, ``u``, ``t``, ``c``, ``l``, ``n``, ``w``, ``r`` always: the log has
  every check, departure (with its round, type and place in the game), best move,
  nomination and foul (with its place in the game).

Documented choices where the spec and the server differ or are silent: ``startTime`` and
``endTime`` are unix seconds (``api_help`` says ISO 8601, but the server stores integers and
its own client sends ``Math.round(Date.now() / 1000)``), from the first and the last entry's
time; several extras of a seat are summed into its ``bonus``, their reasons joined in
``comment``, and 8.5 penalties are added to that bonus with their rule in the comment (the
format has no penalty field); ``id`` is left to the server, and ``clubId``, ``eventId``,
``tournamentId``, ``moderator.id`` and players' ``id`` are written only when the caller knows
them (the server's ids, not ours).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from datetime import datetime
from decimal import Decimal
from typing import Any, Final

from ..rules.actions import Disqualify, Foul, OnRecord, TeamDefeat, TechFoul
from ..rules.game import Game
from ..rules.roles import Role
from ..rules.state import Status
from ..rules.values import frozen
from ..rules.voiding import void_of
from .foreign import Said
from .mafiaratings_rules import code_for, preset_for
from .mafiaratings_texts import MAFIARATINGS as T
from .mafiaratings_times import Timed, round_of, timed_actions

VERSION: Final = "1.3"
"""``GAME_CURRENT_VERSION`` of mafiaratings ``include/game.php``."""

FEATURE_ORDER: Final = "agsdutclihvknwro"
"""The order the server writes the letters in (``feature_flags_to_leters``)."""

_ROLE = {Role.CIVILIAN: "civ", Role.MAFIA: "maf", Role.SHERIFF: "sheriff", Role.DON: "don"}
_WINNER = {"red": "civ", "black": "maf", "draw": "tie"}
_DEATH = {Status.KILLED: "night", Status.VOTED_OUT: "day", Status.REMOVED: "warnings"}


@frozen
class Exported:
    """A game's document, or why there is none; what was left out of it."""

    document: dict[str, Any] | None
    left_out: tuple[Said, ...] = ()
    refused: Said | None = None
    features: str = ""


def brief(exported: Exported, lang: str | None) -> str:
    """What ``exported`` lacks, a few words each, for one line on the judge's screen (the
    command line says each in full); "" when nothing is missing. The rules options written as
    the server's default are not a lack and are not named here."""
    words: list[str] = []
    for note in exported.left_out:
        parts = note.params.get("what")
        if isinstance(parts, _Parts):
            words.extend(T.text("brief_" + k, lang) for k in parts.keys)
        elif "brief_" + note.key in T:
            words.append(T.text("brief_" + note.key, lang))
    return ", ".join(words)


@frozen
class _Ids:
    players: Mapping[str, int] = field(default_factory=dict)
    club: int | None = None
    event: int | None = None
    tournament: int | None = None
    moderator: int | None = None


def game_document(
    game: Game,
    player_ids: Mapping[str, int] | None = None,
    *,
    club_id: int | None = None,
    event_id: int | None = None,
    tournament_id: int | None = None,
    moderator_id: int | None = None,
) -> Exported:
    """The mafiaratings document of a finished ``game``; ``player_ids`` maps nicknames to
    their mafiaratings user ids, over the game file's own (``players[].ids``); a player
    neither gives goes without ``id``, and :attr:`Exported.left_out` names him. A game the
    head judge voided has none: it counts nowhere (:mod:`..rules.voiding`)."""
    void = void_of(game)
    if void is not None:
        return Exported(None, refused=Said(T, "voided", {"by": void.by, "reason": void.reason}))
    result = game.result
    if not game.state.over or result is None:
        return Exported(None, refused=Said(T, "not_finished"))
    code, refused, defaulted = code_for(game.profile)
    if code is None:
        return Exported(None, refused=Said(T, "rules_refused", {"option": refused}))
    ids = _Ids(player_ids or {}, club_id, event_id, tournament_id, moderator_id)
    timed = list(timed_actions(game))
    left: list[Said] = []
    if defaulted:
        left.append(Said(T, "rules_defaulted", {"options": ", ".join(defaulted)}))
    unexpressed = _unexpressed(game, code)
    if unexpressed:
        left.append(Said(T, "rules_unexpressed", {"settings": ", ".join(unexpressed)}))
    players = [_player(game, seat, timed, ids) for seat in range(1, 11)]
    features = set("gsdutclnwr")
    if game.state.records:
        features.add("o")  # GAME_FEATURE_FLAG_ON_RECORD
    if _shooting(game, players):
        features.add("h")
    elif game.state.nights:
        left.append(Said(T, "left_shooting"))
    if any(day.rounds for day in game.state.days):
        left.append(Said(T, "left_voting"))
    left.extend(_after(game, players, timed))
    doc: dict[str, Any] = {"version": VERSION}
    for key, value in (
        ("clubId", ids.club),
        ("eventId", ids.event),
        ("tournamentId", ids.tournament),
    ):
        if value is not None:
            doc[key] = value
    doc["tableNum"] = game.header.table
    doc["gameNum"] = game.header.game_number
    times = _times(game)
    if times is None:
        left.append(Said(T, "left_times"))
    else:
        doc["startTime"], doc["endTime"] = times
    unknown = players_without_id({"players": players})
    if unknown:
        who = ", ".join(f"{seat} {name}" for seat, name in unknown)
        left.append(Said(T, "left_player_ids", {"players": who}))
    letters = "".join(c for c in FEATURE_ORDER if c in features)
    doc.update(features=letters, rules=code, winner=_WINNER[result])
    if ids.moderator is not None:
        doc["moderator"] = {"id": ids.moderator}
    doc["players"] = players
    return Exported(doc, tuple(left), features=letters)


def _unexpressed(game: Game, code: str) -> list[str]:
    """The profile's settings that differ from the preset the code reads back as, other than
    points (the server scores by its own settings): the code cannot say them."""
    back, _ = preset_for(code)
    if back is None:
        return []
    ours, theirs = game.profile.to_dict(), back.to_dict()
    return [
        k
        for k in ours
        if k != "name"
        and ours[k] != theirs.get(k)
        and not isinstance(ours[k], str | Decimal)
        and not _is_points(k)
    ]


def _is_points(key: str) -> bool:
    return key.endswith("_points") or key.startswith(("best_move_", "extra_"))


def _player(game: Game, seat: int, timed: list[Timed], ids: _Ids) -> dict[str, Any]:
    p = game.state.player(seat)
    out: dict[str, Any] = {}
    own = p.platform_id("mafiaratings")  # the game file's (digits, docs/FORMAT.md)
    user = ids.players.get(p.nick) or (int(own) if own else 0)
    if user > 0:
        out["id"] = user  # Game::api_help: players[].id, the user id on mafiaratings
    out["name"] = p.nick
    out["role"] = _ROLE[p.role]
    death = _death(game, seat, timed)
    if death is not None:
        out["death"] = death
    warnings = [t.time for t in timed if isinstance(t.action, Foul) and t.action.seat == seat]
    if warnings:
        out["warnings"] = warnings
    tech = [t.time for t in timed if isinstance(t.action, TechFoul) and t.action.seat == seat]
    if tech:
        out["techFouls"] = tech  # Game::api_help: the gametimes, as "warnings"
    records = _records(seat, timed)
    if records:
        out["record"] = records
    for night in game.state.nights:
        if night.don_check == seat:
            out["don"] = night.number
        if night.sheriff_check == seat:
            out["sheriff"] = night.number
    best = game.state.best_move
    if best is not None and best[0] == seat:
        out["legacy"] = list(best[1])
    nominating = _per_round(
        {
            round_of("day", day.number): t
            for day in game.state.days
            for b, t in day.nominations
            if b == seat
        }  # fmt: skip
    )
    if nominating:
        out["nominating"] = nominating
    return out


def players_without_id(document: Mapping[str, Any]) -> list[tuple[int, str]]:
    """The seats (and names) of a mafiaratings document whose player has no ``id``: the
    server stores the game without them (no rating, no player row). For the export's note
    and for a sender to say so before it sends."""
    players = document.get("players")
    if not isinstance(players, list):
        return []
    return [
        (seat, str(p.get("name", "")))
        for seat, p in enumerate(players, start=1)
        if isinstance(p, dict) and not p.get("id")
    ]


def _records(seat: int, timed: list[Timed]) -> list[dict[str, Any]]:
    """The seat's colours on record, as the server's Game reads ``player.record``: each its
    gametime with ``record``, the seats signed (-n black, +n red; include/game.php turns each
    into a "record" action of that speaker). A correction in the same speech replaces the
    record before it, as the engine keeps it."""
    out: dict[tuple[Any, ...], dict[str, Any]] = {}
    for t in timed:
        if isinstance(t.action, OnRecord) and t.action.seat == seat:
            when = tuple(sorted(t.time.items()))
            out[when] = {**t.time, "record": list(t.action.colours)}
    return list(out.values())


def _death(game: Game, seat: int, timed: list[Timed]) -> dict[str, Any] | None:
    """The seat's departure during the game: round, type, and the time of a removal."""
    for t in timed:
        for who, status in t.left:
            if who != seat:
                continue
            p = game.state.player(seat)
            phase, number = p.left_at or ("zero", 0)
            if status in _DEATH:
                kind = _DEATH[status]
                if isinstance(t.action, TechFoul):
                    kind = "techFouls"  # removed by his second technical foul
                death: dict[str, Any] = {"round": round_of(phase, number), "type": kind}
            else:
                kind = "teamKickOut" if isinstance(t.action, TeamDefeat) else "kickOut"
                death = {"round": t.time["round"], "type": kind}
            if death["type"] not in ("night", "day"):
                death["time"] = t.time
            return death
    return None


def _per_round(by_round: Mapping[int, int | None]) -> list[int | None]:
    """A per-round list from round 0 (``None`` where nothing), without trailing ``None``."""
    if not any(v is not None for v in by_round.values()):
        return []
    last = max(r for r, v in by_round.items() if v is not None)
    return [by_round.get(r) for r in range(last + 1)]


def _shooting(game: Game, players: list[dict[str, Any]]) -> bool:
    """Write each black's ``shooting`` (from night 1) when every night holds each black's
    shot; False (and nothing written) otherwise."""
    nights = [n for n in game.state.nights if n.shot_done]
    if not nights or any(not n.shots for n in nights):
        return False
    for black in (p for p in game.state.players if p.role in (Role.MAFIA, Role.DON)):
        shots = {n.number - 1: dict(n.shots).get(black.seat) for n in nights}
        row = _per_round(shots)
        if row:
            players[black.seat - 1]["shooting"] = row
    return True


def _after(game: Game, players: list[dict[str, Any]], timed: list[Timed]) -> list[Said]:
    """Extras and penalties into ``bonus``/``comment``; what the format cannot hold."""
    after, left = game.after, []
    penalised: list[int] = []
    for seat in range(1, 11):
        points = after.judge_points(seat)
        notes = [e.reason for e in after.extras if e.seat == seat and e.reason]
        penalties = [x for x in after.penalties if x.seat == seat]
        if penalties:
            penalised.append(seat)
            points += game.profile.penalty_points * len(penalties)
            notes += [f"{x.rule}: {x.reason}" if x.reason else x.rule for x in penalties]
        entry = players[seat - 1]
        if any(e.seat == seat for e in after.extras) or penalties:
            entry["bonus"] = float(points)
        if notes:
            entry["comment"] = "; ".join(notes)
    if penalised:
        left.append(Said(T, "penalties_in_bonus", {"seats": ", ".join(map(str, penalised))}))
    late = sorted(
        {t.action.seat for t in timed if t.over and isinstance(t.action, Disqualify | TeamDefeat)}
    )
    what = [
        key
        for key, there in (
            ("after_protests", after.protests),
            ("after_consents", after.consents),
            ("after_signoff", after.signoff),
            ("after_comments", after.comments),
            ("after_late_dq", late),
        )
        if there
    ]
    if what:
        left.append(Said(T, "left_after", {"what": _Parts(tuple(what), tuple(late))}))
    return left


@frozen
class _Parts:
    """The names of what was left out, rendered in the language the message is shown in."""

    keys: tuple[str, ...]
    late: tuple[int, ...]

    def render(self, lang: str | None) -> str:
        seats = ", ".join(map(str, self.late))
        return ", ".join(T.text(k, lang, seats=seats) if k == "after_late_dq" else
                         T.text(k, lang) for k in self.keys)  # fmt: skip


def _times(game: Game) -> tuple[int, int] | None:
    """Unix seconds of the first and the last entry, when both carry a time (an imported game
    whose source gave its start alone has no end: none is made up from the start)."""
    start, end = (game.log[0].ts, game.log[-1].ts) if game.log else (None, None)
    if not start or not end:
        return None
    try:
        first, last = datetime.fromisoformat(start), datetime.fromisoformat(end)
    except ValueError:
        return None
    if first.tzinfo is None or last.tzinfo is None:
        return None
    return round(first.timestamp()), round(last.timestamp())

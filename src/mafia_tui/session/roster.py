"""The roster in use: what the new-game form offers, and renaming a player everywhere.

The club's roster is the data dir's ``roster.json`` (:mod:`..storage.roster`), reused by every
tournament; a tournament's own list of players is the ``participants`` of its tournament file
(:mod:`..storage.plan`), whose nicknames the roster gives a real name, a club and ids.

A rename (a typo found after three games) goes to the tournament's games, its plan and the
roster, all or none:

1. every game of the tournament that seats the old nickname is locked, as an open game is
   (one writer); a game another window has open refuses the whole rename, before anything is
   written;
2. each renamed game is built in memory and read back by the one reader (the full replay,
   the same checks as at entry: a new nickname already seated in that game refuses it all);
3. the plan, the games and the roster are written, each file atomically through its own
   writer (the plan first: it is the one most likely refused, by its one-writer rule); if one
   write fails, the ones already written get their old content back, byte for byte, and if
   even that fails the message names the files that kept the new name.

A machine that goes down in step 3 can leave some games renamed: running the same rename again
finishes it, since a game without the old nickname is left alone and the roster knows the old
name as an alias already.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from ..rules import Game
from ..rules.desk import checked
from ..rules.errors import RuleError
from ..rules.record import game_to_json
from ..rules.setup import nick_key
from ..rules.values import frozen
from ..storage.lock import GameLock, LockedError, LockUnavailable
from ..storage.notices import OsReason
from ..storage.plan import PlanError, TournamentPlan, data_dir_plan, read_plan, write_plan
from ..storage.records import GameFile, GameFileError, Listing, read_game_bytes, read_game_path
from ..storage.roster import Roster, RosterEntry, RosterError, clean_nick, open_roster
from ..storage.store import GameStore

__all__ = [
    "enrol",
    "tournament_players",
    "Renamed",
    "RosterError",
    "add_player",
    "open_roster",
    "rename_player",
    "suggestions",
]


def suggestions(roster: Roster, listings: Iterable[Listing]) -> list[str]:
    """The nicknames the form completes from: the roster's first, then the earlier games'
    that the roster does not know (by :func:`~..rules.setup.nick_key`; an old name kept as
    an alias is not offered again)."""
    out = roster.nicknames()
    seen = {nick_key(n) for n in out}
    seen.update(nick_key(a) for e in roster.entries() for a in e.aliases)
    earlier: dict[str, str] = {}
    for row in listings:
        for nick in row.nicks:
            key = nick_key(nick)
            if key not in seen:
                earlier.setdefault(key, nick)
    return out + sorted(earlier.values(), key=nick_key)


def add_player(root: Path, nick: str) -> RosterEntry:
    """Put a nickname typed in the form on the roster (nothing else known yet).

    Raises:
        RosterError: ``bad_nick``, ``exists``, a damaged roster or a failed save.
    """
    entry = RosterEntry(clean_nick(nick))
    open_roster(root).add(entry)
    return entry


def tournament_players(root: Path, tournament: str) -> list[RosterEntry]:
    """The tournament's roster: its file's ``participants``, each with what the club's
    roster knows of them (a bare entry for a nickname the club's roster does not know).

    Raises:
        RosterError: ``plan_refused`` (the tournament file does not read), or a damaged
            club roster.
    """
    plan = _read_plan(data_dir_plan(root, tournament))
    roster = open_roster(root)
    if roster.problem is not None:
        raise roster.problem
    names = plan.participants if plan is not None else ()
    return [roster.find(nick) or RosterEntry(nick) for nick in names]


def enrol(root: Path, tournament: str, nicks: Sequence[str]) -> int:
    """Add ``nicks`` to the tournament's participants (those not there yet, case-folded), in
    its tournament file, made when missing; returns how many were added.

    Raises:
        RosterError: ``plan_refused`` (another machine writes the plan, a conflict copy...).
    """
    path = data_dir_plan(root, tournament)
    plan = _read_plan(path) or TournamentPlan(tournament.strip(), ())
    known = {nick_key(p) for p in plan.participants}
    new: list[str] = []
    for nick in nicks:
        if nick_key(nick) not in known:
            known.add(nick_key(nick))
            new.append(nick)
    if new:
        try:
            write_plan(path, replace(plan, participants=(*plan.participants, *new)))
        except PlanError as err:
            raise RosterError("plan_refused", reason=_PlanText(err)) from None
    return len(new)


def _read_plan(path: Path) -> TournamentPlan | None:
    try:
        return read_plan(path)
    except PlanError as err:
        raise RosterError("plan_refused", reason=_PlanText(err)) from None


@frozen
class Renamed:
    """What a rename changed."""

    entry: RosterEntry
    games: tuple[str, ...]
    """The ids of the games rewritten."""
    stale_checks: int
    """Of those, games whose head judge's check no longer covers the record (a nickname is
    part of it): the head judge checks them again."""
    plan: bool
    """The tournament file's participants and seating were renamed too."""


def rename_player(root: Path, old: str, new: str, tournament: str = "") -> Renamed:
    """Rename ``old`` to ``new`` on the roster and, with ``tournament``, in its games and
    plan; all or none (see the module's docstring).

    Raises:
        RosterError: what refused it (nothing is changed then): ``unknown`` when neither the
            roster nor a game of the tournament knows ``old``; or ``rename_undone`` when a
            write failed and what was written was put back.
    """
    roster = open_roster(root)
    if roster.problem is not None:
        raise roster.problem
    entries, renamed = roster.prepare_rename(old, new)
    old_key = nick_key(clean_nick(old))
    store = GameStore(root, sweep=False)
    rows = _games_of(store, tournament, old_key) if tournament.strip() else []
    locks: list[GameLock] = []
    try:
        for row in rows:
            locks.extend(_take(store, row))
        changes: list[tuple[GameFile, Game]] = []
        for found in _read(store, rows):
            game = _renamed_game(found, old_key, renamed.nick)
            if game is not None:
                changes.append((found, game))
        plan_path, plan = _plan(root, tournament, old_key, renamed.nick)
        if not changes and plan is None and roster.find(old) is None:
            raise RosterError("unknown", nick=old.strip())  # a typo in the typo: nothing known
        _apply(store, roster, entries, changes, plan_path, plan, (old_key, renamed.nick))
    finally:
        for lock in locks:
            lock.release()
    stale = sum(1 for found, _ in changes if checked(found.game))
    return Renamed(renamed, tuple(f.game.id for f, _ in changes), stale, plan is not None)


def _games_of(store: GameStore, tournament: str, old_key: str) -> list[Listing]:
    name = tournament.strip().casefold()
    return [
        r
        for r in store.listings(include_archived=True)
        if r.tournament.casefold() == name and any(nick_key(n) == old_key for n in r.nicks)
    ]


def _take(store: GameStore, row: Listing) -> list[GameLock]:
    """The game's writer's lock, taken; refused while another window has the game open."""
    lock = store.lock(row.id)
    try:
        lock.acquire()
    except LockedError:
        raise RosterError("game_locked", **row.label()) from None
    except LockUnavailable as exc:
        if exc.foreign:  # a link or a device in the lock's place: never written through
            raise RosterError("game_locked", **row.label()) from None
        return []  # a filesystem that cannot lock, as when a game is archived
    return [lock]


def _read(store: GameStore, rows: list[Listing]) -> list[GameFile]:
    out = []
    for row in rows:
        try:
            out.append(read_game_path(store.path(row.id)))
        except FileNotFoundError:
            continue  # gone since the list was read: nothing of it to rename
        except GameFileError as exc:  # a damaged file is mended when opened, not here
            raise RosterError("game_unreadable", reason=exc, **row.label()) from None
    return out


def _renamed_game(found: GameFile, old_key: str, new: str) -> Game | None:
    """The game with ``new`` in every seat (and stand-in mark) of the old nickname, read
    back by the one reader; None when the game does not seat the old nickname.

    Raises:
        RosterError: ``game_refused`` (e.g. ``new`` already sits in that game).
    """
    data = json.loads(game_to_json(found.game, found.extras))
    hit = False
    for row in data["players"]:
        for key in ("nick", "stand_in_for"):
            if key in row and nick_key(row[key]) == old_key:
                row[key], hit = new, True
    if not hit:
        return None
    try:
        game, _ = read_game_bytes(json.dumps(data, ensure_ascii=False).encode("utf-8"))
    except RuleError as err:
        label = Listing.of(found.game).label()
        raise RosterError("game_refused", reason=err, **label) from None
    return game


def _plan(
    root: Path, tournament: str, old_key: str, new: str
) -> tuple[Path, TournamentPlan | None]:
    """The tournament file and its plan renamed (None when it has no such participant)."""
    path = data_dir_plan(root, tournament)
    if not tournament.strip():
        return path, None
    plan = _read_plan(path)
    if plan is None:
        return path, None

    def swap(names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(new if nick_key(n) == old_key else n for n in names)

    if all(nick_key(p) != old_key for p in plan.participants):
        return path, None
    if any(nick_key(p) == nick_key(new) != old_key for p in plan.participants):
        raise RosterError("already_participant", nick=new)
    renamed = replace(
        plan,
        participants=swap(plan.participants),
        seating=tuple(tuple(swap(t) for t in rnd) for rnd in plan.seating),
    )
    return path, renamed


def _apply(
    store: GameStore,
    roster: Roster,
    entries: dict[str, RosterEntry],
    changes: list[tuple[GameFile, Game]],
    plan_path: Path,
    plan: TournamentPlan | None,
    rename: tuple[str, str],
) -> None:
    """Write the plan, the games, the roster; on a failure put back what was written.
    ``rename``: the old nickname case-folded, the new one (the file's lots follow it)."""
    old_key, new = rename
    old_plan = _read_plan(plan_path) if plan is not None else None
    renames, back = {old_key: new}, {}
    if old_plan is not None:
        back = {nick_key(new): p for p in old_plan.participants if nick_key(p) == old_key}
    if plan is not None:
        try:
            write_plan(plan_path, plan, renames)  # first: the most likely refused (its writer)
        except PlanError as err:
            raise RosterError("plan_refused", reason=_PlanText(err)) from None
    written: list[GameFile] = []
    try:
        for found, game in changes:
            store.write(game, found.extras)
            written.append(found)
        roster.commit(entries)
    except (OSError, RosterError) as exc:
        left = _put_back(store, written, plan_path, old_plan, back)
        reason = exc if isinstance(exc, RosterError) else OsReason(exc)
        if left:
            raise RosterError("rename_half", reason=reason, files=", ".join(left)) from None
        raise RosterError("rename_undone", reason=reason) from None


def _put_back(
    store: GameStore,
    written: list[GameFile],
    plan_path: Path,
    old_plan: TournamentPlan | None,
    back: dict[str, str],
) -> list[str]:
    """Write back the old content of what a failed rename wrote; the files it could not
    (the disk refuses that too), which hold the new name: repeating the rename finishes."""
    left = []
    for found in reversed(written):
        try:
            store.write(found.game, found.extras)
        except OSError:
            left.append(found.game.id)
    if old_plan is not None:
        try:
            write_plan(plan_path, old_plan, back)
        except PlanError:
            left.append(plan_path.name)
    return left


class _PlanText:
    """A plan's refusal, said in the judge's language when the message is."""

    def __init__(self, err: PlanError) -> None:
        self.err = err

    def message(self, lang: str = "ru") -> str:
        from ..export.seating_texts import SEATING

        return SEATING.text(self.err.code, lang, **self.err.values)

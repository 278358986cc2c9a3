"""The roster in use: what the new-game form offers, and renaming a player everywhere.

The club's roster is the data dir's (:mod:`..storage.roster`), reused by every
tournament; a tournament's own list of players is the ``participants`` of its tournament file
(:mod:`..storage.plan`), whose nicknames the roster gives a real name, a club and ids.

A rename (a typo found after three games) goes to the tournament's games, its plan and the
roster, all or none, under a kill or a full disk at any point (issue #36):

1. every game of the tournament that seats the old nickname is locked, as an open game is
   (one writer); a game another window has open refuses the whole rename, before anything is
   written;
2. each renamed game is built in memory and read back by the one reader (the full replay,
   the same checks as at entry: a new nickname already seated in that game refuses it all);
3. under the plan's and the roster's locks, every new file is staged beside its target, then
   one journal names them all, then each is put in place (:mod:`..storage.journal`). A
   refusal before the journal leaves every file as it was; once the journal is written, the
   rename happens, and a kill before the last file is finished by the next reader of the data
   dir (the store, the roster and the tournament file each roll a journal forward first).
"""

from __future__ import annotations

import contextlib
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
from ..storage.atomic import atomic_write_bytes
from ..storage.journal import Staged
from ..storage.lock import GameLock, LockedError, LockUnavailable
from ..storage.notices import OsReason
from ..storage.plan import (
    PlanError,
    TournamentPlan,
    data_dir_plan,
    plan_locked,
    plan_payload,
    read_plan,
    read_plan_file,
)
from ..storage.plan_players import (
    Players,
    players_files,
    players_path,
    players_payload,
    read_players,
    with_players,
    with_rename,
)
from ..storage.records import GameFile, GameFileError, Listing, read_game_bytes, read_game_path
from ..storage.roster import Roster, RosterEntry, RosterError, clean_nick, open_roster
from ..storage.roster_log import Change
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
        RosterError: ``plan_unread`` (the tournament file does not read), or a damaged
            club roster.
    """
    plan = _read_plan(data_dir_plan(root, tournament), "plan_unread")
    roster = open_roster(root)
    if roster.problem is not None:
        raise roster.problem
    names = plan.participants if plan is not None else ()
    return [roster.find(nick) or RosterEntry(nick) for nick in names]


def enrol(root: Path, tournament: str, nicks: Sequence[str]) -> int:
    """Add ``nicks`` to the tournament's participants (those not there yet, case-folded);
    returns how many were added. They go into this machine's own players file of the
    tournament (:mod:`..storage.plan_players`), never into the tournament file, whose one
    writer is the head judge's machine: any table may enter a player (issue #39).

    Raises:
        RosterError: ``plan_not_enrolled`` (a file does not read, or the disk refused).
    """
    path = data_dir_plan(root, tournament)
    plan = _read_plan(path, "plan_not_enrolled")
    known = {nick_key(p) for p in plan.participants} if plan is not None else set()
    new: list[str] = []
    for nick in nicks:
        if nick_key(nick) not in known:
            known.add(nick_key(nick))
            new.append(nick)
    if not new:
        return 0
    own = players_path(path)
    try:
        with plan_locked(path):
            mine = with_players(read_players(own), new)
            atomic_write_bytes(own, players_payload(mine))
    except PlanError as err:
        raise RosterError("plan_not_enrolled", reason=_PlanText(err)) from None
    except RuleError as err:
        raise RosterError("plan_not_enrolled", reason=err) from None
    except OSError as exc:
        raise RosterError("plan_not_enrolled", reason=OsReason(exc)) from None
    return len(new)


def _read_plan(path: Path, code: str = "plan_refused") -> TournamentPlan | None:
    """The plan at ``path`` (None when there is no file yet); a refusal is a RosterError
    ``code``, which says what did not happen (a rename, an enrolment) or only that the file
    does not read (a listing)."""
    try:
        return read_plan(path)
    except PlanError as err:
        raise RosterError(code, reason=_PlanText(err)) from None


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
            roster nor a game of the tournament knows ``old``; ``plan_refused``; or
            ``rename_undone`` when the disk refused before the journal was written.
    """
    roster = open_roster(root)
    if roster.problem is not None:
        raise roster.problem
    change, renamed = roster.prepare_rename(old, new)
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
        side = _plan(root, tournament, old_key, renamed.nick)
        if not changes and not side.changes and roster.find(old) is None:
            raise RosterError("unknown", nick=old.strip())  # a typo in the typo: nothing known
        _apply(store, roster, change, changes, side, (old_key, renamed.nick))
    finally:
        for lock in locks:
            lock.release()
    stale = sum(1 for found, _ in changes if checked(found.game))
    return Renamed(renamed, tuple(f.game.id for f, _ in changes), stale, side.changes)


def _games_of(store: GameStore, tournament: str, old_key: str) -> list[Listing]:
    """The tournament's games that seat ``old_key`` or a stand-in for him."""
    name = tournament.strip().casefold()
    return [
        r
        for r in store.listings(include_archived=True)
        if r.tournament.casefold() == name
        and any(nick_key(n) == old_key for n in (*r.nicks, *(a for _, a in r.stand_ins)))
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


@frozen
class _PlanSide:
    """What a rename changes of the tournament's files: the tournament file's plan renamed
    (None when it has no such participant) and this machine's players file with the rename
    recorded (None when no machine's players file has him)."""

    path: Path
    plan: TournamentPlan | None = None
    players: Players | None = None

    @property
    def changes(self) -> bool:
        return self.plan is not None or self.players is not None


def _plan(root: Path, tournament: str, old_key: str, new: str) -> _PlanSide:
    """The tournament's files renamed (see :class:`_PlanSide`).

    Raises:
        RosterError: ``plan_refused`` (a file does not read) or ``already_participant``.
    """
    path = data_dir_plan(root, tournament)
    if not tournament.strip():
        return _PlanSide(path)
    every = _read_plan(path)  # the tournament file's participants and every machine's
    names = every.participants if every is not None else ()
    if any(nick_key(p) == nick_key(new) != old_key for p in names):
        raise RosterError("already_participant", nick=new)
    try:
        main = read_plan_file(path)
        listed = any(
            old_key in {nick_key(n) for n in read_players(f).participants}
            for f in players_files(path)
        )
        own = with_rename(read_players(players_path(path)), old_key, new) if listed else None
    except PlanError as err:
        raise RosterError("plan_refused", reason=_PlanText(err)) from None
    except RuleError as err:
        raise RosterError("plan_refused", reason=err) from None

    def swap(names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(new if nick_key(n) == old_key else n for n in names)

    if main is None or all(nick_key(p) != old_key for p in main.participants):
        return _PlanSide(path, None, own)
    renamed = replace(
        main,
        participants=swap(main.participants),
        seating=tuple(tuple(swap(t) for t in rnd) for rnd in main.seating),
    )
    return _PlanSide(path, renamed, own)


def _apply(
    store: GameStore,
    roster: Roster,
    change: Change | None,
    changes: list[tuple[GameFile, Game]],
    side: _PlanSide,
    rename: tuple[str, str],
) -> None:
    """Write the plan, this machine's players file, the games and the roster as one change
    (:mod:`..storage.journal`): each new file staged beside its target, under the plan's and
    the roster's locks, then the journal, then every file put in place. A refusal before the
    journal (a full disk, the plan's writer) leaves every file as it was; after it, the
    rename happens, now or at the next read. ``rename``: the old nickname case-folded, the
    new one (the lots follow it)."""
    old_key, new = rename
    staged = Staged(store.root)
    try:
        with contextlib.ExitStack() as held:
            if side.changes:
                held.enter_context(plan_locked(side.path))
            if side.plan is not None:
                payload = plan_payload(side.path, side.plan, {old_key: new})
                staged.add(side.path, payload, True)
            if side.players is not None:
                staged.add(players_path(side.path), players_payload(side.players))
            for found, game in changes:
                staged.add(store.path(game.id), store.encoded(game, found.extras), True)
            held.enter_context(roster.locked())
            if change is not None:  # appended to this machine's roster log
                staged.add(roster.path, roster.payload(change))
            staged.commit()  # from here on the rename happens, now or at the next read
            with contextlib.suppress(OSError):  # the journal stays: rolled forward later
                staged.apply()
    except PlanError as err:
        staged.discard()
        raise RosterError("plan_refused", reason=_PlanText(err)) from None
    except (OSError, RosterError) as exc:
        staged.discard()
        reason = exc if isinstance(exc, RosterError) else OsReason(exc)
        raise RosterError("rename_undone", reason=reason) from None
    roster.saved(change)


class _PlanText:
    """A plan's refusal, said in the judge's language when the message is."""

    def __init__(self, err: PlanError) -> None:
        self.err = err

    def message(self, lang: str = "ru") -> str:
        from ..export.seating_texts import SEATING

        return SEATING.text(self.err.code, lang, **self.err.values)

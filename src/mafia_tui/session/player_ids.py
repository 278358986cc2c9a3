"""A player's identity beyond his nickname: his ids on the rating platforms, carried from the
roster into the game file and from the game file into every export.

- **At the table.** When a seat is filled (typed, from the seating, a stand-in) the new game
  takes each player's ids from the data dir's roster (:func:`with_roster_ids`, called by
  :meth:`.archive.Archive.new_game`); a nickname corrected at the table takes the new name's
  (:func:`roster_ids_of`). The game file keeps them (``players[].ids``, docs/FORMAT.md).
- **At export and publish.** The mafiaratings document's player ``id`` is, in this order:
  the ``--ids`` file's (an override, by nickname), the game file's, else the roster's by
  nickname (case-folded, old names included), for a seat filled before the roster knew the
  id (an older game, an imported one): :func:`mafiaratings_ids`.

A roster that does not read gives no ids (the export says which players went without one);
it is written only by :func:`add_players_of` (``mafia-tui import ... --roster``), which adds an
imported game's players and fills in ids the roster lacks, never changing one it has.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path

from ..rules import Game
from ..rules.setup import PLATFORMS, nick_key
from ..rules.state import Player
from ..storage.roster import Roster, RosterEntry, make_entry, open_roster

Ids = tuple[tuple[str, str], ...]


def entry_ids(entry: RosterEntry | None) -> Ids:
    """A roster entry's platform ids as a game keeps them (``PLATFORMS`` order)."""
    if entry is None:
        return ()
    return tuple((p, getattr(entry, p)) for p in PLATFORMS if getattr(entry, p))


def _usable(roster: Roster | None) -> Roster | None:
    return roster if roster is not None and roster.problem is None else None


def roster_ids_of(root: Path, nick: str) -> Ids:
    """The ids the data dir's roster knows for ``nick`` (by its nickname or an old name)."""
    roster = _usable(open_roster(root))
    return entry_ids(roster.find(nick)) if roster is not None else ()


def with_roster_ids(players: list[Player], roster: Roster | None) -> list[Player]:
    """``players`` with each one's ids completed from ``roster``: a platform the seat already
    has an id for keeps it (an imported game's), any other the roster knows is added."""
    roster = _usable(roster)
    if roster is None:
        return players
    out = []
    for p in players:
        known = dict(entry_ids(roster.find(p.nick)))
        known.update(p.ids)
        ids = tuple((k, known[k]) for k in PLATFORMS if k in known)
        out.append(p if ids == p.ids else replace(p, ids=ids))
    return out


def mafiaratings_ids(
    game: Game, roster: Roster | None = None, override: Mapping[str, int] | None = None
) -> dict[str, int]:
    """Each seated nickname's mafiaratings user id for the document: the ``override``'s (the
    ``--ids`` file, looked up case-folded), else the game file's, else the roster's; a
    nickname none of them knows is left out (its player goes without ``id``)."""
    roster = _usable(roster)
    chosen = {nick_key(k): v for k, v in (override or {}).items()}
    out: dict[str, int] = {}
    for p in game.players:
        if nick_key(p.nick) in chosen:
            out[p.nick] = chosen[nick_key(p.nick)]
            continue
        own = p.platform_id("mafiaratings")
        if not own and roster is not None:
            own = dict(entry_ids(roster.find(p.nick))).get("mafiaratings", "")
        if own and int(own) > 0:
            out[p.nick] = int(own)
    return out


def document_ids(
    root: Path | None, game: Game, override: Mapping[str, int] | None = None
) -> dict[str, int]:
    """:func:`mafiaratings_ids` with the roster of the data dir ``root`` (none: no roster)."""
    roster = open_roster(root) if root is not None else None
    return mafiaratings_ids(game, roster, override)


def add_players_of(root: Path, games: Iterable[Game]) -> tuple[int, int]:
    """Put the players of ``games`` on the data dir's roster with the ids their files keep
    (an imported mafiaratings or Polemica game's), in one save: a new nickname is added, a
    known one (by nickname or old name, case-folded) gets the ids it lacked; an id the
    roster has is never replaced (a namesake elsewhere may have another). Returns (added,
    updated).

    Raises:
        RosterError: the roster does not read, is busy, or the save failed.
    """
    entries: dict[str, RosterEntry] = {}
    for game in games:
        for p in game.players:
            new = make_entry({"nick": p.nick, **dict(p.ids)})
            old = entries.get(new.key)
            if old is not None:  # the same player in two games: the first game's ids first
                new = replace(old, **{k: getattr(old, k) or getattr(new, k) for k in PLATFORMS})
            entries[new.key] = new
    roster = open_roster(root)
    if roster.problem is not None:
        raise roster.problem
    return roster.merge(list(entries.values()), incoming_wins=False)

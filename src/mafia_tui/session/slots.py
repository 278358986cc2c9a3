"""A slot of the tournament's seating (its stage, table and game number) already played: the
new-game form asks before a second game goes into it, and a replay may void the earlier one
in the same step (issue #36; docs/TOURNAMENT.md, "A slot played twice").

Both games of a slot count in the tournament table until the head judge voids one
(:mod:`..rules.voiding`), and the table names such a slot; so the form says so before the
game starts, not after.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..rules import Event, voiding
from ..storage import Listing
from .archive import Archive
from .desk import Desk
from .game_session import GameSession

Slot = tuple[str, str, int, int]
"""A slot: the tournament's name case-folded, the stage, the table and the game number."""


def slot_of(tournament: str, stage: str, table: int, game_number: int) -> Slot | None:
    """The slot a game's header names; None for a game of no tournament, or with no table or
    number (0)."""
    if not tournament.strip() or table < 1 or game_number < 1:
        return None
    return (tournament.strip().casefold(), stage, table, game_number)


def played_in_slot(listings: Iterable[Listing], slot: Slot | None) -> list[Listing]:
    """The stored games in ``slot`` that count (finished or not; a voided game is not in the
    way), the latest first."""
    if slot is None:
        return []
    found = [
        r
        for r in listings
        if not r.void and slot_of(r.tournament, r.stage, r.table, r.game_number) == slot
    ]
    return sorted(found, key=lambda r: (r.date, r.id), reverse=True)


def void_replayed(store: Archive, game_ids: Iterable[str], reason: str, by: str) -> list[Event]:
    """Void each of ``game_ids`` (the earlier games of a slot about to be played again) with
    the head judge's ``reason`` and name. Every game is opened (locked) before the first is
    written, and the void is checked on the first before anything is written, so a refusal
    leaves them all as they were.

    Raises:
        LockedError: another window has one of them open.
        RuleError: a refused void (no reason, a bad name) or a file that cannot be read.
        OSError: a disk that refused a write (that game is left as it was on disk).
    """
    sessions: list[GameSession] = []
    try:
        for game_id in game_ids:
            sessions.append(store.open(game_id))
        for session in sessions:  # every refusal of the entry itself, before any write
            voiding.void(session.game, reason, by, session.now())
        done = []
        for session in sessions:
            done.append(Desk(session).void(reason, by))
            if session.unsaved:
                raise session.error or OSError(session.game.id)
        return done
    finally:
        for session in sessions:
            session.close()

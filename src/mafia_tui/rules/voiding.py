"""Whether a game counts: the one question every view of a tournament asks.

The head judge may void a game that must not count (a game judged under the wrong seating, a
replayed game, a test game): it stays on disk and in the games list, marked, and counts
nowhere (docs/TOURNAMENT.md, "Voiding a game"). The mark is the record's ``after.void``
(:class:`~.after.Void`); the tournament table (points, games played, K of 8.7, Ci of 8.6, the
table before a round, the final's ten, the games waiting for the head judge's check), the
mafiaratings export and publishing all ask :func:`counts` (of a game) or :func:`counted` (of
the results the table reads), nothing else. Archiving is not voiding: an archived game is only
hidden from the list and counts as any other.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, TypeVar

from .after import AfterGame, Void
from .after_checks import check_name
from .errors import RuleError
from .game import Game


def void_of(game: Game) -> Void | None:
    """The head judge's void of ``game``, or None while it counts."""
    return game.after.void


def counts(game: Game) -> bool:
    """``game`` counts in its tournament (the head judge has not voided it)."""
    return void_of(game) is None


class Marked(Protocol):
    """What the tournament table keeps of a game
    (:class:`~mafia_tui.tournament.game_result.GameResult`): the reason it was voided, "" while
    it counts."""

    @property
    def void(self) -> str: ...


M = TypeVar("M", bound=Marked)


def counted(games: Iterable[M]) -> list[M]:
    """The games of ``games`` that count: every one the head judge has not voided."""
    return [g for g in games if not g.void]


def voided(games: Iterable[M]) -> list[M]:
    """The games of ``games`` the head judge voided (named under the table)."""
    return [g for g in games if g.void]


def void(game: Game, reason: str, by: str, at: str) -> AfterGame:
    """The record of ``game`` voided by the head judge ``by`` at ``at`` for ``reason``.
    Finished or not: a test game may never have ended.

    Raises:
        RuleError: ``already_void``; ``void_reason_missing``, ``void_reason_too_long``,
            ``bad_name`` or another check of :meth:`AfterGame.validate`.
    """
    old = void_of(game)
    if old is not None:
        raise RuleError("already_void", by=old.by, reason=old.reason)
    check_name(by.strip(), "void.by")
    after = game.after.copy(void=Void(reason.strip(), by.strip(), at))
    after.validate()
    return after


def unvoid(game: Game) -> AfterGame:
    """The record of ``game`` counting again, as it was before it was voided.

    Raises:
        RuleError: ``not_void``.
    """
    if void_of(game) is None:
        raise RuleError("not_void")
    return game.after.copy(void=None)

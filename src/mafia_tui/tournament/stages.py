"""The stages of a tournament in the order they are played: the table as of before a game,
the final's ten taken from the table at the end of the qualifying, and a table hidden from
a stage on (a blind final) until the head judge opens it (docs/TOURNAMENT.md, "Stages")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from ..rules.values import frozen
from ..rules.voiding import counted
from .game_result import GameResult
from .standings import STAGE_ORDER, Standings

FINAL_SIZE = 10
"""The final is one table of ten."""

G = TypeVar("G", bound=GameResult)


def stage_index(stage: str) -> int:
    """Where ``stage`` comes in a tournament (an unknown one with the first)."""
    return STAGE_ORDER.index(stage) if stage in STAGE_ORDER else 0


def rounds_of(games: Sequence[GameResult]) -> list[tuple[int, int]]:
    """The tournament's rounds in the order of play: (stage, game number), each once. The
    games of one round at different tables are played at the same time. A voided game makes
    no round (:mod:`..rules.voiding`): a test game numbered 99 does not move "before game N"."""
    return sorted({(stage_index(g.stage), g.game_number) for g in counted(games)})


def games_before(games: Sequence[G], n: int) -> list[G]:
    """The games played before the tournament's ``n``-th round (1-based, in the order of
    :func:`rounds_of`): the table "as of before game N". Game numbers that restart in a
    later stage still count on, so "before game 11" of ten qualifying rounds is the table at
    the end of the qualifying however the final numbers its games."""
    kept = set(rounds_of(games)[: max(n - 1, 0)])
    return [g for g in games if (stage_index(g.stage), g.game_number) in kept]


def games_before_stage(games: Sequence[G], stage: str) -> list[G]:
    """The games of the stages played before ``stage``."""
    first = stage_index(stage)
    return [g for g in games if stage_index(g.stage) < first]


def shown_games(games: Sequence[G], hidden_from: str, opened: bool) -> list[G]:
    """What players and printouts may see: a table hidden from ``hidden_from`` on ("" for
    none) shows only the games before that stage until the head judge opens it."""
    if not hidden_from or opened:
        return list(games)
    return games_before_stage(games, hidden_from)


@frozen
class FinalCut:
    """Who goes to the final from a table (8.8 orders it, 8.8.5's lot included)."""

    finalists: tuple[str, ...]
    """Sure of a place in the final."""
    tied: tuple[str, ...]
    """Equal on every 8.8 criterion across the cut, with no lot drawn yet: a lot (8.8.5)
    decides which of them take the places left."""
    places_left: int
    """How many of ``tied`` go to the final."""


def final_cut(standings: Standings, size: int = FINAL_SIZE) -> FinalCut:
    """The ``size`` best of ``standings``; a tie across the cut is named, never decided here."""
    sure = tuple(r.nick for r in standings.rows if r.place_to <= size)
    tied = tuple(r.nick for r in standings.rows if r.place <= size < r.place_to)
    return FinalCut(sure, tied, size - len(sure) if tied else 0)

"""The facts of the data dir's games (tournament/facts.py), each kept in a cache by its game
file's stamp (``<data dir>/facts-cache.<machine>.json``: one writer), so the statistics of
ten thousand games and a table under another scoring read one cache file and replay only the
games that changed.

Like the results cache it is only a cache: missing, broken or of an older form, it costs a
replay, never a wrong figure.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..rules.errors import RuleError
from ..storage.machine import per_machine
from ..storage.results_cache import ResultsCache
from ..storage.store import GameFileError, GameStore
from ..tournament.facts import GameFacts

CACHE_FILE = "facts-cache.json"

Progress = Callable[[int, int], None]


def data_dir_facts(
    root: Path,
    *,
    tournament: str | None = None,
    nick: str | None = None,
    progress: Progress | None = None,
) -> tuple[list[GameFacts], list[tuple[str, RuleError]]]:
    """The facts of the data dir's games (archived too): of one tournament, or with one
    player, or all; and the games that could not be read, with why.

    A player is found by the nickname the games list keeps of each game, so a search for one
    player reads only his games."""
    with _collector_paused():
        return _read(root, tournament, nick, progress)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Reading the facts of ten thousand games makes a million small objects that all live
    on: the cyclic collector would walk them again and again (half the time of the read) and
    find nothing to free. It is paused while they are made, and left as it was."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _read(
    root: Path, tournament: str | None, nick: str | None, progress: Progress | None
) -> tuple[list[GameFacts], list[tuple[str, RuleError]]]:
    files = GameStore(root, sweep=False)
    stamps = files.stamps()
    wanted = _Wanted(tournament, nick)
    cache = ResultsCache(root / per_machine(CACHE_FILE))  # one writer: this machine
    out: list[GameFacts] = []
    bad: list[tuple[str, RuleError]] = []
    for done, (gid, stamp) in enumerate(sorted(stamps.items()), start=1):
        if progress is not None:
            progress(done, len(stamps))
        cached = cache.get(gid, stamp)
        if cached is not None:
            if wanted.skips(cached):
                continue
            try:
                out.append(GameFacts.from_dict(cached))
                continue
            except ValueError:
                cache.forget(gid)
        try:
            found = files.read(gid)
        except FileNotFoundError:
            continue
        except GameFileError as exc:
            if wanted.everything:
                bad.append((gid, exc.error or RuleError("bad_file", why=exc.message("en"))))
            continue
        facts = GameFacts.of(found.game)
        cache.put(gid, found.stamp, facts.to_dict())
        if wanted.takes(facts):
            out.append(facts)
    cache.save()
    return out, bad


class _Wanted:
    """Which games a reading wants: of one tournament, with one player, or all. A cached
    game is judged by its raw entry, before its facts are made: the statistics of one player
    out of ten thousand games make only his own."""

    def __init__(self, tournament: str | None, nick: str | None) -> None:
        self.tournament = tournament.casefold() if tournament is not None else None
        self.nick = nick.casefold() if nick is not None else None
        self.everything = tournament is None and nick is None

    def skips(self, raw: Any) -> bool:
        """The cached entry is surely not wanted (a malformed one is never skipped here: it
        is read, refused and made again)."""
        if self.everything or not isinstance(raw, dict):
            return False
        try:
            if self.tournament is not None and raw["tournament"].casefold() != self.tournament:
                return True
            if self.nick is not None:
                nick = self.nick
                return all(row[1].casefold() != nick for row in raw["seats"])
        except (KeyError, TypeError, IndexError, AttributeError):
            pass
        return False

    def takes(self, facts: GameFacts) -> bool:
        if self.tournament is not None and facts.tournament.casefold() != self.tournament:
            return False
        if self.nick is not None:
            return any(s.nick.casefold() == self.nick for s in facts.seats)
        return True

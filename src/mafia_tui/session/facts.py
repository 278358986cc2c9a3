"""The facts of the data dir's games (tournament/facts.py), each kept in a cache by its game
file's stamp (``<data dir>/facts-cache.json``), so the statistics of ten thousand games and a
table under another scoring read one cache file and replay only the games that changed.

Like the results cache it is only a cache: missing, broken or of an older form, it costs a
replay, never a wrong figure.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..rules.errors import RuleError
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
    files = GameStore(root, sweep=False)
    rows = files.listings(include_archived=True)
    if tournament is not None:
        wanted = tournament.casefold()
        rows = [r for r in rows if r.tournament.casefold() == wanted]
    if nick is not None:
        key = nick.casefold()
        rows = [r for r in rows if any(n.casefold() == key for n in r.nicks)]
    cache = ResultsCache(root / CACHE_FILE)
    out: list[GameFacts] = []
    bad: list[tuple[str, RuleError]] = []
    for done, row in enumerate(rows, start=1):
        if progress is not None:
            progress(done, len(rows))
        stamp = files.stamp(row.id)
        cached = cache.get(row.id, stamp)
        if cached is not None:
            try:
                out.append(GameFacts.from_dict(cached))
                continue
            except ValueError:
                cache.forget(row.id)
        try:
            found = files.read(row.id)
        except FileNotFoundError:
            continue
        except GameFileError as exc:
            bad.append((row.id, exc.error or RuleError("bad_file", why=exc.message("en"))))
            continue
        facts = GameFacts.of(found.game)
        cache.put(row.id, found.stamp, facts.to_dict())
        out.append(facts)
    cache.save()
    return out, bad

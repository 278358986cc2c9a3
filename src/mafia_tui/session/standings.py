"""The tournament table from wherever its games are: a name in the data dir, a tournament
file, or a folder of game files (the table itself is computed by the rules core).

For a tournament of the data dir, each finished game's result is kept in a cache keyed by the
game file's stamp (storage/results_cache.py), so opening the table again replays only the
games that changed since; the first time, every game is read once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..rules.errors import RuleError
from ..rules.values import frozen
from ..storage.machine import per_machine
from ..storage.plan import data_dir_plan
from ..storage.results_cache import RESULTS_CACHE, ResultsCache
from ..storage.store import GameFileError, GameStore
from ..storage.tournaments import TournamentSource, load_source, read_header
from ..tournament.game_result import GameResult
from ..tournament.stages import games_before, rounds_of, shown_games
from ..tournament.standings import STAGE_ORDER, Standings, compute
from ..tournament.tournament_rules import TournamentRules

Progress = Callable[[int, int], None]
"""Told (done, total) while games are read, for a progress indicator."""


@frozen
class TournamentTable:
    """The computed table and what was noticed reading its games."""

    standings: Standings
    source: TournamentSource
    rules: TournamentRules
    hidden_from: str = ""
    """The stage the tournament hides from players and printouts until the head judge opens
    it ("" for none, or once opened)."""
    hiding: bool = False
    """This table leaves the hidden stage's games out (it is what players may see)."""
    before: int | None = None
    """The table as of before this round of the tournament (None: every game)."""
    rounds: int = 0
    """How many rounds the tournament has played (the last ``before`` worth asking)."""


def tournament_table(
    text: str,
    root: Path | None,
    name_only: bool = False,
    progress: Progress | None = None,
    before: int | None = None,
    reveal: bool = False,
) -> TournamentTable:
    """Read the tournament named by ``text`` and compute its table (section 8).

    A path that exists is read as a file or folder (unless ``name_only``, as on the screen
    where the judge picked a name); anything else is a tournament name in the data dir
    ``root``. ``before`` gives the table as of before that round (:func:`games_before`); a
    stage the tournament hides (a blind final) is left out unless the head judge opened it
    or asks to see it (``reveal``).

    Raises:
        RuleError: nothing by that name, or a tournament file that is not ours.
    """
    local = not name_only and Path(text).expanduser().exists()
    if local or root is None:
        source = load_source(text)
        results = [GameResult.of(g) for g in source.games]
    else:
        source, results = _from_data_dir(text, root, progress)
    rules = TournamentRules.from_dict(source.rules)
    plan = source.meta.get("plan")
    plan = plan if isinstance(plan, dict) else {}
    hidden = str(plan.get("hidden_from") or "") if plan.get("opened") is not True else ""
    shown = results if reveal else shown_games(results, hidden, opened=False)
    if before is not None:
        shown = games_before(shown, before)
    table = compute(shown, rules, participants=source.participants, lots=source.lots)
    hiding = bool(hidden) and not reveal
    return TournamentTable(
        table, source, rules, hidden, hiding, before, len(rounds_of([r for r in results if r.over]))
    )


def _from_data_dir(
    name: str, root: Path, progress: Progress | None
) -> tuple[TournamentSource, list[GameResult]]:
    """The results of the data dir's games named ``name``, from the cache where the file has
    not changed, else read (through the one reader) and cached."""
    files = GameStore(root, sweep=False)  # the app sweeps at start; a table only reads
    rows = [
        r
        for r in files.listings(include_archived=True)
        if r.tournament.casefold() == name.casefold()
    ]
    stages = {stage: n for n, stage in enumerate(STAGE_ORDER)}
    rows.sort(key=lambda r: (r.date, stages.get(r.stage, 0), r.game_number, r.table))
    if not rows:
        raise RuleError("bad_file", why=RuleError("why_no_tournament", name=name))
    source = TournamentSource(rows[0].tournament, [])
    read_header(source, data_dir_plan(root, source.name))
    cache = ResultsCache(root / per_machine(RESULTS_CACHE))
    results: list[GameResult] = []
    for done, row in enumerate(rows, start=1):
        if progress is not None:
            progress(done, len(rows))
        stamp = files.stamp(row.id)
        cached = cache.get(row.id, stamp)
        if cached is not None:
            try:
                results.append(GameResult.from_dict(cached))
                continue
            except RuleError:
                cache.forget(row.id)
        try:
            found = files.read(row.id)
        except FileNotFoundError:
            continue
        except GameFileError as exc:
            source.invalid.append((row.id, exc.error or RuleError("bad_file", why=exc)))
            continue
        result = GameResult.of(found.game)
        cache.put(row.id, found.stamp, result.to_dict())
        results.append(result)
    cache.save()
    return source, results

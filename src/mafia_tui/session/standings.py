"""The tournament table from wherever its games are: a name in the data dir, a tournament
file, or a folder of game files (the table itself is computed by the rules core)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..rules.tournament import Standings, TournamentRules, compute
from ..storage.tournaments import TournamentSource, load_source


@dataclass(frozen=True)
class TournamentTable:
    """The computed table and what was noticed reading its games."""

    standings: Standings
    source: TournamentSource
    rules: TournamentRules


def tournament_table(text: str, root: Path | None, name_only: bool = False) -> TournamentTable:
    """Read the tournament named by ``text`` and compute its table (section 8).

    A path that exists is read as a file or folder (unless ``name_only``, as on the screen
    where the judge picked a name); anything else is a tournament name in the data dir
    ``root``.

    Raises:
        RuleError: nothing by that name, or a tournament file that is not ours.
    """
    local = not name_only and Path(text).expanduser().exists()
    source = load_source(text, None if local else root, name_only=name_only)
    rules = TournamentRules.from_dict(source.rules)
    table = compute(source.games, rules, participants=source.participants, lots=source.lots)
    return TournamentTable(table, source, rules)

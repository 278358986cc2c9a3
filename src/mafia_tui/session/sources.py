"""The games a command names: a game file, a folder of game files, or a tournament of the data
dir by its name, read by the one reader; what cannot be read is reported, never fatal."""

from __future__ import annotations

from pathlib import Path

from ..rules import Game
from ..rules.errors import RuleError
from ..rules.values import frozen
from ..storage.folder import game_files, tournament_name
from ..storage.notices import OsReason
from ..storage.store import GameFileError, GameStore, read_game_path


@frozen
class Games:
    """The games found (label, game), the files that did not read (label, error), and the
    source's name (a tournament's, a folder's or a file's)."""

    name: str
    found: list[tuple[str, Game]]
    invalid: list[tuple[str, RuleError]]


def games_of(text: str, root: Path | None) -> Games:
    """The games of ``text``: an existing path (a file or a folder), else a tournament name in
    the data dir ``root`` (case-insensitive, as the tournament table reads it).

    Raises:
        RuleError: ``bad_file``: no such path, and no such tournament in ``root``.
    """
    path = Path(text).expanduser()
    if path.is_dir():
        return _read(path.name, [(p.name, p) for p in game_files(path)])
    if path.exists():
        return _read(path.stem, [(path.name, path)])
    if root is not None:
        store = GameStore(root, sweep=False)
        rows = [
            r
            for r in store.listings(include_archived=True)
            if r.tournament.casefold() == text.casefold()
        ]
        if rows:
            return _read(rows[0].tournament, [(r.id, store.path(r.id)) for r in rows])
    raise RuleError("bad_file", why=RuleError("why_no_tournament", name=text))


def _read(name: str, paths: list[tuple[str, Path]]) -> Games:
    found: list[tuple[str, Game]] = []
    invalid: list[tuple[str, RuleError]] = []
    for label, path in paths:
        try:
            found.append((label, read_game_path(path).game))
        except FileNotFoundError as exc:
            invalid.append((label, RuleError("bad_file", why=OsReason(exc))))
        except GameFileError as exc:
            if tournament_name(path) is not None:
                continue  # a folder's tournament.json: not a game, not an error
            invalid.append((label, exc.error or RuleError("bad_file", why=exc)))
    return Games(name, found, invalid)

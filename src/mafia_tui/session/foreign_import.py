"""One import for every game file a judge may be handed: ours, mafiaratings' (one game, a list,
or ``{"games": [...]}``), Polemica's matches, and whatever other converter :data:`CONVERTERS`
names.

A file is read once, within the reader's limits (5 MiB, 32 levels of nesting, finite
numbers), and only when it is a regular file: a FIFO or a device is refused before it is
opened for reading. Our own files go to :meth:`GameStore.import_file` unchanged; another
tool's document is converted game by game (:mod:`..export.foreign`), each converted game
stored like one of ours (new, duplicate, conflict), the new ones written together
(:class:`..storage.transfer.NewGames`: durable, with two syncs per batch, not per game),
each refused one reported with its first problem. Nothing is written for a refused game, and the
rest of a folder is still imported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ..export import mafiaratings_import, polemica_import
from ..export.foreign import Converted
from ..rules.errors import RuleError
from ..rules.record import MAX_FILE_BYTES, decode_json, game_from_dict
from ..storage.folder import game_files
from ..storage.inputs import InputError, Reason, read_input
from ..storage.store import GameStore, ImportResult
from ..storage.transfer import NewGames

Converter = tuple[Callable[[Any], bool], Callable[[Any, str], Iterable[Converted]]]
CONVERTERS: tuple[Converter, ...] = (
    (mafiaratings_import.looks_like, mafiaratings_import.each),
    (polemica_import.looks_like, polemica_import.convert),
)
"""(looks_like, convert) of each other tool's format, tried in order."""


def import_any(store: GameStore, src: Path, tournament: str = "") -> list[ImportResult]:
    """Import a file or every ``*.json`` of a folder; ``tournament`` names the tournament of
    converted games whose source names none."""
    src = Path(src)
    files = game_files(src) if src.is_dir() else [src]
    results: list[ImportResult] = []
    batch = NewGames(store)  # the converted games' new files, written together
    try:
        for path in files:
            results.extend(_one(store, path, tournament, batch))
        batch.flush()
    except BaseException:
        batch.discard()  # nothing half-made is left behind
        raise
    return results


def _read(path: Path) -> Any:
    """The parsed file, or a RuleError: never opened unless it is a regular file."""
    try:
        payload = read_input(path, MAX_FILE_BYTES)
    except InputError as err:
        raise RuleError("bad_file", why=Reason(err)) from None
    return decode_json(payload)


def _one(store: GameStore, path: Path, tournament: str, batch: NewGames) -> list[ImportResult]:
    label = str(path)
    try:
        data = _read(path)
    except RuleError as err:
        return [ImportResult(label, "invalid", error=err)]
    for looks_like, convert in CONVERTERS:
        if looks_like(data):
            return [_stored(batch, label, c) for c in convert(data, tournament)]
    return [store.import_file(path)]


def _stored(batch: NewGames, label: str, converted: Converted) -> ImportResult:
    where = f"{label} ({converted.label})"
    if converted.game is not None:
        game = converted.game  # built by the engine as it was converted: not replayed again
    elif converted.data is not None:
        game = game_from_dict(converted.data)
    else:
        return ImportResult(where, "refused", refused=converted.refused)
    result = batch.add(game, where)
    return ImportResult(
        result.file, result.outcome, result.game_id, result.error, notes=converted.notes
    )

"""Where a tournament's games come from: a tournament file, or a folder of game files.
Duplicates count once; conflicts and bad files are reported, never merged or guessed."""

from __future__ import annotations

import os
from dataclasses import field
from pathlib import Path
from typing import Any

from ..rules import Game, RuleError
from ..rules.values import mutable
from .folder import TOURNAMENT_FORMAT, game_files
from .inputs import InputError, Reason, json_refusal, read_input
from .names import PREV_SUFFIX
from .notices import Notice, OsReason
from .records import GameFileError, read_game_path
from .safe_open import read_regular
from .transfer import fingerprint


@mutable
class TournamentSource:
    """The games of one tournament and what was noticed while reading them."""

    name: str
    games: list[Game]
    participants: list[str] = field(default_factory=list)
    lots: dict[str, int] = field(default_factory=dict)
    rules: dict[str, Any] = field(default_factory=dict)
    """The file's ``rules`` block (see :class:`TournamentRules`)."""
    meta: dict[str, Any] = field(default_factory=dict)
    duplicates: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    invalid: list[tuple[str, RuleError]] = field(default_factory=list)
    header_problem: Notice | None = None
    """The tournament file does not read: the table is of its games, and this says which
    file and what the table lacks (or that its previous version stood in)."""


def _read_game(path: Path) -> Game:
    """One game of the tournament, through the one reader."""
    try:
        return read_game_path(path).game
    except FileNotFoundError as exc:
        raise RuleError("bad_file", why=OsReason(exc)) from None
    except GameFileError as exc:
        raise exc.error or RuleError("bad_file", why=OsReason(exc.notice.params["error"])) from None


def _collect(source: TournamentSource, candidates: list[tuple[str, Game]]) -> None:
    seen: dict[str, tuple[str, Any]] = {}
    for label, game in candidates:
        print_ = fingerprint(game)
        if game.id in seen:
            first_label, first_print = seen[game.id]
            (source.duplicates if first_print == print_ else source.conflicts).append(label)
            continue
        seen[game.id] = (label, print_)
        source.games.append(game)


def load_source(text: str) -> TournamentSource:
    """Read the tournament in a file or folder ``text`` (a tournament of the data dir is read
    by ``session.tournament_table``, from its cached results).

    Raises:
        RuleError: ``bad_file`` when nothing by that name exists, the file is not ours, or
            the folder holds no game file.
    """
    path = Path(text).expanduser()
    if path.exists() and not path.is_dir():  # a file, or a pipe or device refused as one
        return _from_file(path)
    if path.is_dir():
        meta_file = path / "tournament.json"
        problem, error = None, None
        if os.path.lexists(meta_file):
            try:
                return _from_file(meta_file)
            except RuleError as err:  # the games still count: the table says what it lacks
                why = _why(err)
                problem = Notice("tournament_file_damaged", {"path": meta_file, "error": why})
                error = err
        files = [p for p in game_files(path) if p.name != "tournament.json"]
        if not files and error is not None:  # no game either: the file is what is wrong
            raise error
        if not files:  # a folder with no game: say so, never an empty table that exits 0
            raise RuleError("bad_file", why=RuleError("why_no_games", folder=str(path)))
        source = _from_paths(path.name, files)
        source.header_problem = problem
        return source
    raise RuleError("bad_file", why=RuleError("why_no_tournament", name=text))


def _from_paths(name: str, paths: list[Path]) -> TournamentSource:
    source = TournamentSource(name, [])
    candidates = []
    for p in paths:
        if p.name == "tournament.json":
            continue
        try:
            candidates.append((p.name, _read_game(p)))
        except RuleError as err:
            source.invalid.append((p.name, err))
    _collect(source, candidates)
    return source


def _from_file(path: Path) -> TournamentSource:
    from ..rules.record import MAX_FILE_BYTES, decode_json

    try:
        data = decode_json(read_input(path, MAX_FILE_BYTES))
    except InputError as err:
        raise RuleError("bad_file", why=Reason(err)) from None
    if isinstance(data, dict) and data.get("format") == "mafia-tui/game":
        return _from_paths(path.stem, [path])
    if not isinstance(data, dict) or data.get("format") != TOURNAMENT_FORMAT:
        raise RuleError("bad_file", why=RuleError("why_not_a_tournament"))
    if data.get("version") != 1:
        raise RuleError("bad_version", version=data.get("version"))
    folder = path.parent
    names = data.get("games")
    paths = (
        [folder / Path(str(n)).name for n in names]
        if isinstance(names, list)
        else game_files(folder)
    )
    source = _from_paths(str(data.get("name") or folder.name), paths)
    take_header(source, data)
    return source


def take_header(source: TournamentSource, data: dict[str, Any]) -> None:
    """Copy a tournament file's participants, lots and rules into ``source``; the plan's
    ``stand_in`` is a rule of the table (how a stand-in's game counts).

    Raises:
        RuleError: ``bad_file`` when one of them has the wrong shape.
    """
    participants, lots, rules = (
        data.get("participants", []),
        data.get("lots") or {},
        data.get("rules") or {},
    )
    plan = data.get("plan") or {}
    if not (
        isinstance(participants, list)
        and isinstance(lots, dict)
        and isinstance(rules, dict)
        and isinstance(plan, dict)
        and all(type(v) is int for v in lots.values())
    ):
        raise RuleError("bad_file", why=RuleError("why_tournament_fields"))
    source.participants = [str(p) for p in participants]
    source.lots = {str(k): v for k, v in lots.items()}
    source.rules = dict(rules)
    if "stand_in" in plan and "stand_in" not in rules:
        source.rules["stand_in"] = plan["stand_in"]
    source.meta = data


def _why(err: RuleError) -> Any:
    """What is wrong with a tournament file: the reason inside "the game file cannot be
    read", which speaks of a game file."""
    return err.params.get("why", err) if err.code == "bad_file" else err


def read_header(source: TournamentSource, path: Path) -> None:
    """Read the data dir's tournament file at ``path`` into ``source`` (see
    :func:`data_dir_header`); a file that does not read is named in
    :attr:`TournamentSource.header_problem`, and its previous version (``.prev``, kept by
    every write of the plan) stands in when it reads. Never raises: the table is of the
    tournament's games whatever its file says (issue #39)."""
    try:
        data_dir_header(source, path)
        return
    except RuleError as err:
        error = _why(err)
    prev = path.with_name(path.name + PREV_SUFFIX)
    try:
        if not os.path.lexists(prev):
            raise RuleError("bad_file", why=OsReason(FileNotFoundError()))
        data_dir_header(source, prev)
    except RuleError:
        source.header_problem = Notice("tournament_file_damaged", {"path": path, "error": error})
        return
    source.header_problem = Notice("tournament_file_prev", {"path": path, "error": error})


def data_dir_header(source: TournamentSource, path: Path) -> None:
    """Read the data dir's tournament file at ``path`` (when there is one) into ``source``:
    a regular file only, never followed through a link.

    Raises:
        RuleError: ``bad_file`` when it is unreadable or not a tournament file of ours.
    """
    from ..rules.record import MAX_FILE_BYTES, decode_json

    try:
        payload = read_regular(path, MAX_FILE_BYTES + 1, follow=False)[0]
    except FileNotFoundError:
        _with_players(source, path, {})
        return
    except OSError as exc:
        raise RuleError("bad_file", why=OsReason(exc)) from None
    try:
        data = decode_json(payload)
    except RuleError as err:  # empty, cut short, too deep: said as such
        raise RuleError("bad_file", why=Reason(json_refusal(path, err))) from None
    if not isinstance(data, dict) or data.get("format") != TOURNAMENT_FORMAT:
        raise RuleError("bad_file", why=RuleError("why_not_a_tournament"))
    if data.get("version") != 1:
        raise RuleError("bad_version", version=data.get("version"))
    take_header(source, data)
    _with_players(source, path, data)


def _with_players(source: TournamentSource, path: Path, data: dict[str, Any]) -> None:
    """Add every machine's players the tournament file lacks (:mod:`.plan_players`); a
    machine's file that does not read is named, unless the tournament file's own problem is."""
    from .plan import renamed_of
    from .plan_players import merged

    names, bad = merged(source.participants, path, renamed_of(data))
    source.participants = names
    if bad and source.header_problem is None:
        where, err = bad[0]
        source.header_problem = Notice(
            "tournament_file_damaged", {"path": where, "error": _why(err)}
        )

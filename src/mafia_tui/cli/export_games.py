"""``mafia-tui export SOURCE --format mafiaratings [-o OUT] [--ids FILE]``: mafiaratings game
documents, one file for one game, a folder for a folder or a tournament of the data dir (the
protocol's ``--pdf`` stays in ``__main__``: one game file, read as ``replay`` reads it).

Each player's mafiaratings id is the ``--ids`` file's, else the game file's, else the data
dir's roster's (session/player_ids.py); a player left without one is named.

For each game it says where the document went, the features it claims and what was left out
(export/mafiaratings.py says why each part would need a guess). An unfinished game of a folder
is skipped and named; exit 2 when a named game could not be exported or a file did not read.
"""

from __future__ import annotations

import json
import re
import sys
from argparse import Namespace
from pathlib import Path

from ..export.mafiaratings import Exported, game_document
from ..rules import Game, RuleError
from ..session import data_dir as resolve_data_dir
from ..session.player_ids import mafiaratings_ids
from ..session.sources import Games, games_of
from ..storage.atomic import atomic_write_bytes
from ..storage.inputs import InputError, read_input_json
from ..storage.roster import open_roster
from .helptext import MESSAGES
from .output import fail, say


def run_mafiaratings(args: Namespace, lang: str, data_dir: str | None) -> int:
    """``export --format mafiaratings``: one document per finished game."""
    if args.pdf is not None:
        return fail(MESSAGES.text("export_pdf_or_format", lang))
    return _mafiaratings(args, lang, data_dir)


def _source(text: str, lang: str, data_dir: str | None) -> Games:
    """The games ``text`` names; the files that did not read are named on stderr (exit 2
    when nothing read)."""
    local = Path(text).expanduser().exists()
    try:
        games = games_of(text, None if local else resolve_data_dir(data_dir))
    except RuleError as err:
        raise SystemExit(fail(f"{text}: {err.message(lang)}")) from None
    for label, problem in games.invalid:
        say(f"{label}: {problem.message(lang)}", sys.stderr)
    if games.invalid and not games.found:
        raise SystemExit(2)
    return games


def _ids(path: Path | None, lang: str) -> dict[str, int]:
    """The ``--ids`` file: a JSON object of nickname to mafiaratings user id."""
    if path is None:
        return {}
    try:
        data = read_input_json(path)
    except InputError as err:
        raise SystemExit(fail(err.message(lang))) from None
    if not isinstance(data, dict) or not all(
        isinstance(k, str) and type(v) is int and v > 0 for k, v in data.items()
    ):
        raise SystemExit(fail(MESSAGES.text("bad_ids_file", lang, file=path)))
    return data


def _mafiaratings(args: Namespace, lang: str, data_dir: str | None) -> int:
    override = _ids(args.ids, lang)
    games = _source(args.file, lang, data_dir)
    roster = open_roster(resolve_data_dir(data_dir, create=False))  # damaged: no ids

    def ids(game: Game) -> dict[str, int]:
        return mafiaratings_ids(game, roster, override)

    single = len(games.found) == 1 and Path(args.file).expanduser().is_file()
    code = 2 if games.invalid else 0
    if single:
        label, game = games.found[0]
        out = args.output or Path(f"{game.id}.mafiaratings.json")
        exported = game_document(game, ids(game))
        if exported.document is None:
            return fail(f"{label}: {_refusal(exported, lang)}")
        _write(exported, out)
        _report(str(out), exported, lang)
        return code
    folder = args.output or Path(f"mafiaratings-{_safe(games.name)}")
    folder.mkdir(parents=True, exist_ok=True)
    written = 0
    for label, game in games.found:
        exported = game_document(game, ids(game))
        if exported.document is None:
            say(MESSAGES.text("export_skipped", lang, label=label, why=_refusal(exported, lang)))
            continue
        out = folder / f"{game.id}.mafiaratings.json"
        _write(exported, out)
        _report(str(out), exported, lang)
        written += 1
    say(MESSAGES.text("export_count", lang, count=written, folder=folder))
    return code


def _refusal(exported: Exported, lang: str) -> str:
    return exported.refused.text(lang) if exported.refused else ""


def _write(exported: Exported, out: Path) -> None:
    payload = json.dumps(exported.document, ensure_ascii=False, indent=1) + "\n"
    atomic_write_bytes(out, payload.encode("utf-8"))


def _report(where: str, exported: Exported, lang: str) -> None:
    say(MESSAGES.text("export_written", lang, file=where, features=exported.features))
    for note in exported.left_out:
        say("  " + note.text(lang))


def _safe(name: str) -> str:
    """A folder name from a tournament's: its letters and digits, others as ``-``."""
    return re.sub(r"[^\w]+", "-", name, flags=re.UNICODE).strip("-")[:60] or "games"

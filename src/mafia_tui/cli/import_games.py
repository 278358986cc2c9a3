"""``mafia-tui import PATH... [--tournament NAME] [--roster] [--json]``: game files into the
data dir (``--roster``: their players onto the roster too, with their ids).

Takes our game files, folders of them, and other tools' game documents (mafiaratings: one
game, a list, ``{"games": [...]}``), converted game by game and replayed by our engine. One
line per game: imported, updated, duplicate, conflict, refused (why), and the notes of a
converted game. Exit 2 when any game was refused or any file did not read; the rest is still
imported."""

from __future__ import annotations

import json
import sys
from argparse import Namespace
from pathlib import Path
from typing import Any

from ..rules import RuleError
from ..session import Archive
from ..session import data_dir as resolve_data_dir
from ..session.player_ids import add_players_of
from ..storage.roster import RosterError
from .helptext import MESSAGES
from .output import say

_FINE = ("imported", "updated", "duplicate", "tournament")


def run_import(args: Namespace, lang: str, data_dir: str | None) -> int:
    archive = Archive(resolve_data_dir(data_dir))
    rows: list[dict[str, Any]] = []
    for path in args.paths:
        for r in archive.import_path(Path(path).expanduser(), args.tournament or ""):
            why = r.refused.text(lang) if r.refused is not None else ""
            if not why and r.error is not None:
                why = r.error.message(lang)
            rows.append({"file": r.file, "outcome": r.outcome, "game": r.game_id, "why": why,
                         "notes": [n.text(lang) for n in r.notes]})  # fmt: skip
    roster = _to_roster(archive, rows, lang) if args.roster else None
    if args.json:
        say(json.dumps(rows if roster is None else {"games": rows, "roster": roster},
                       ensure_ascii=False, indent=1))  # fmt: skip
    else:
        for row in rows:
            line = MESSAGES.text("import_" + row["outcome"], lang, file=row["file"],
                                 game=row["game"] or "", why=row["why"])  # fmt: skip
            say(line)
            for note in row["notes"]:
                say("  · " + note)
        counts = {k: sum(1 for r in rows if r["outcome"] == k) for k in _FINE[:3]}
        say(MESSAGES.text("import_total", lang, bad=sum(r["outcome"] not in _FINE for r in rows),
                          **counts))  # fmt: skip
        if roster is not None and "error" not in roster:
            say(MESSAGES.text("import_roster", lang, **roster))
    if roster is not None and "error" in roster:
        say(str(roster["error"]), sys.stderr)
        return 2
    return 0 if all(r["outcome"] in _FINE for r in rows) else 2


def _to_roster(archive: Archive, rows: list[dict[str, Any]], lang: str) -> dict[str, Any]:
    """``--roster``: the players of every game brought in (new, further on, or already
    here) onto the roster, with their ids; the counts, or the roster's refusal."""
    ids = {r["game"] for r in rows if r["outcome"] in _FINE[:3] and r["game"]}
    games = []
    for game_id in sorted(ids):
        try:
            games.append(archive.load(game_id))
        except (RuleError, OSError):
            continue  # stored a moment ago; a file gone since adds nobody
    try:
        added, updated = add_players_of(archive.root, games)
    except RosterError as err:
        return {"error": err.message(lang)}
    return {"added": added, "updated": updated}

"""``mafia-tui import PATH... [--tournament NAME] [--json]``: game files into the data dir.

Takes our game files, folders of them, and other tools' game documents (mafiaratings: one
game, a list, ``{"games": [...]}``), converted game by game and replayed by our engine. One
line per game: imported, updated, duplicate, conflict, refused (why), and the notes of a
converted game. Exit 2 when any game was refused or any file did not read; the rest is still
imported."""

from __future__ import annotations

import json
from argparse import Namespace
from pathlib import Path
from typing import Any

from ..session import Archive
from ..session import data_dir as resolve_data_dir
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
    if args.json:
        say(json.dumps(rows, ensure_ascii=False, indent=1))
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
    return 0 if all(r["outcome"] in _FINE for r in rows) else 2

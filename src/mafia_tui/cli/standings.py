"""``mafia-tui standings SOURCE [--csv OUT] [--pdf OUT] [--json]``."""

from __future__ import annotations

import json
import sys
from argparse import Namespace
from pathlib import Path

from ..export.standings import to_csv, to_json, to_text
from ..rules import RuleError
from ..rules.tournament import TournamentRules, compute
from ..storage import data_dir as resolve_data_dir
from ..storage.tournaments import load_source
from .output import fail, say


def run_standings(args: Namespace, lang: str, data_dir: str | None) -> int:
    """Print the standings; write CSV/PDF when asked. Exit 2 when the source cannot be read
    or any of its game files is invalid (the table of the rest is still printed)."""
    try:
        local = Path(args.source).expanduser().exists()
        source = load_source(args.source, None if local else resolve_data_dir(data_dir))
        rules = TournamentRules.from_dict(source.rules)
    except RuleError as err:
        return fail(err.message(lang))
    st = compute(source.games, rules, participants=source.participants, lots=source.lots)
    for label, err in source.invalid:
        say(f"{label}: {err.message(lang)}", sys.stderr)
    for label in source.duplicates:
        say(f"{label}: " + ("повтор, учтён один раз" if lang == "ru"
                            else "duplicate, counted once"), sys.stderr)
    for label in source.conflicts:
        say(f"{label}: " + ("конфликт с другой версией той же игры, не учтён" if lang == "ru"
                            else "conflicts with another version of the game, left out"),
            sys.stderr)
    if args.csv:
        args.csv.write_text(to_csv(st, lang), encoding="utf-8")
    if args.pdf:
        from ..export.standings_pdf import write_standings_pdf

        write_standings_pdf(st, source.name, args.pdf)
    if args.json:
        say(json.dumps(to_json(st, source.name), ensure_ascii=False, indent=1))
    else:
        say(to_text(st, source.name, lang))
    return 2 if source.invalid else 0

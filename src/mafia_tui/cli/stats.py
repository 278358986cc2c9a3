"""``mafia-tui stats [NICK] [--tournament NAME] [--json | --csv OUT [--csv-style S]]``: players'
statistics from the data dir's finished games (its own and imported ones): one player's
across every tournament, or every player's of one tournament (or of the whole data dir)."""

from __future__ import annotations

import sys
from argparse import Namespace

from ..export.stats import csv_text, json_text, player_text, table_text
from ..session import data_dir as resolve_data_dir
from ..storage.notices import os_error_text
from ..tournament.stats import compute
from ..tournament.texts import STATS
from .output import fail, say


def run_stats(args: Namespace, lang: str, data_dir: str | None) -> int:
    """Print the statistics (or write the CSV); exit 2 when nothing matches, or a game file
    could not be read (the figures of the rest are printed)."""
    from ..session.facts import data_dir_facts

    root = resolve_data_dir(data_dir)
    nick, tournament = args.nick, args.tournament
    facts, bad = data_dir_facts(root, tournament=tournament, nick=nick)
    for game_id, err in bad:
        say(f"{game_id}: {err.message(lang)}", sys.stderr)
    if tournament is not None and not facts:
        from .standings import _unknown

        return _unknown(tournament, root, lang)
    players = compute(facts, nick)
    if nick is not None and not players:
        return fail(STATS.text("none", lang, nick=nick))
    if args.csv is not None:
        try:
            args.csv.write_text(csv_text(players, lang, args.csv_style), "utf-8", newline="")
        except OSError as exc:
            return fail(f"{args.csv}: {os_error_text(exc, lang)}")
        say(str(args.csv))
        return 2 if bad else 0
    if args.json:
        say(json_text(players, tournament=tournament, nick=nick))
        return 2 if bad else 0
    if nick is not None:
        say(player_text(facts, nick, lang))
        return 2 if bad else 0
    if not players:
        say(STATS.text("no_games", lang))
        return 0
    name = tournament if tournament is not None else STATS.text("all_games", lang)
    say(table_text(players, STATS.text("table_title", lang, name=name), lang))
    return 2 if bad else 0

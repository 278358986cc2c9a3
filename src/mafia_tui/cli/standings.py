"""``mafia-tui standings SOURCE [--csv OUT] [--pdf OUT] [--trace-csv OUT] [--trace-pdf OUT]
[--csv-style excel-ru|excel|plain] [--json] [--unsigned] [--before N] [--finalists [K]]
[--hide-from STAGE | --open | --reveal] [--scoring NAME|FILE]``.

``--before N`` is the table as of before the tournament's N-th round; ``--finalists`` names
the K best for the final and the lot a tie on the cut needs; ``--hide-from``/``--open`` are
the head judge's acts on a blind final, written into the plan; ``--reveal`` shows him the
hidden stage (every other view leaves it out, and every title says what it leaves out).

``--scoring`` counts the same games under another scoring system (``mafia-tui scoring``
lists them; the tournament file's ``"scoring"`` names one too): text or ``--json``, with each
player's games traced.

``--unsigned`` lists only the finished games the head judge has not checked (or whose check a
later change made stale), one a line: the id (for ``mafia-tui results ID``) and the table and
game."""

from __future__ import annotations

import sys
from argparse import Namespace
from pathlib import Path

from ..export.stage_view import cut_lines, stage_word, table_title
from ..export.standings import json_text, to_text, write_csv, write_trace_csv
from ..export.standings_notes import game_ref
from ..export.texts import EXPORT
from ..rules import RuleError
from ..session import data_dir as resolve_data_dir
from ..session import tournament_table
from ..tournament.stages import final_cut
from .helptext import MESSAGES
from .output import fail, say


def known_tournaments(root: Path) -> list[str]:
    """The tournament names the games of a data dir carry, sorted, each once."""
    from ..session import Archive

    names: dict[str, str] = {}
    for listing in Archive(root).listings(True):
        if listing.tournament:
            names.setdefault(listing.tournament.casefold(), listing.tournament)
    return sorted(names.values(), key=str.casefold)


def _unknown(name: str, root: Path, lang: str) -> int:
    """Exit 2 naming the tournaments the data dir does hold."""
    names = known_tournaments(root)
    head = MESSAGES.text("unknown_tournament", lang, name=name, root=root)
    tail = (
        MESSAGES.text("tournaments_in_dir", lang, names="\n  ".join(names))
        if names
        else MESSAGES.text("no_tournaments_in_dir", lang)
    )
    return fail(head + "\n" + tail)


def run_standings(args: Namespace, lang: str, data_dir: str | None) -> int:
    """Print the standings; write CSV/PDF when asked. Exit 2 when the source cannot be read,
    any of its game files is invalid or its tournament file does not read (the table of the
    rest is still printed, and what it lacks is said)."""
    local = Path(args.source).expanduser().exists()
    root = None if local else resolve_data_dir(data_dir)
    if getattr(args, "hide_from", None) or getattr(args, "open", False):
        return _stage_act(args, root, lang)
    before = getattr(args, "before", None)
    if before is not None and before < 1:
        return fail(MESSAGES.text("bad_before", lang, n=before))
    try:
        table = tournament_table(
            args.source, root, before=before, reveal=getattr(args, "reveal", False)
        )
    except RuleError as err:
        if root is not None and err.code == "bad_file":
            return _unknown(args.source, root, lang)
        return fail(f"{args.source}: {err.message(lang)}")
    st, source, rules = table.standings, table.source, table.rules
    if source.header_problem is not None:  # the table is of the games: said, exit 2
        say(source.header_problem.message(lang), sys.stderr)
    for label, problem in source.invalid:
        say(f"{label}: {problem.message(lang)}", sys.stderr)
    bad = 2 if source.invalid or source.header_problem else 0
    for label in source.duplicates:
        say(MESSAGES.text("duplicate", lang, label=label), sys.stderr)
    for label in source.conflicts:
        say(MESSAGES.text("conflict", lang, label=label), sys.stderr)
    if getattr(args, "unsigned", False):
        if not st.unsigned:
            say(EXPORT.text("all_signed", lang))
        for g in st.unsigned:
            say(f"{g.id}  {game_ref(g, lang)}")
        return bad
    title = table_title(source.name, lang, table.before, table.hidden_from, table.hiding)
    scoring = getattr(args, "scoring", None) or _named_scoring(table)
    if scoring:
        from .scoring import run_scored

        code = run_scored(args, table, scoring, root, lang, title)
        if code >= 0:
            return code
    if getattr(args, "finalists", None) is not None:
        for line in cut_lines(final_cut(st, max(args.finalists, 1)), lang):
            say(line)
        return bad
    style = getattr(args, "csv_style", None)
    if args.csv:
        write_csv(st, args.csv, lang, style, rules)
    if getattr(args, "trace_csv", None):
        write_trace_csv(st, args.trace_csv, lang, style)
    if args.pdf or getattr(args, "trace_pdf", None):
        from ..export.standings_pdf import write_standings_pdf, write_trace_pdf

        if args.pdf:
            write_standings_pdf(st, title, args.pdf, rules, lang)
        if getattr(args, "trace_pdf", None):
            write_trace_pdf(st, title, args.trace_pdf, rules, lang)
    if args.json:
        say(json_text(st, title))
    else:
        say(to_text(st, title, lang, rules))
    return bad


def _named_scoring(table: object) -> str:
    """The scoring the tournament file names (``"scoring"``), "" for none: read only when the
    file has the key, so the section-8 path loads nothing more."""
    from ..session.standings import TournamentTable

    assert isinstance(table, TournamentTable)
    if "scoring" not in table.source.meta:
        return ""
    from ..session.scoring import tournament_scoring

    return tournament_scoring(table)


def _stage_act(args: Namespace, root: Path | None, lang: str) -> int:
    """``--hide-from STAGE`` / ``--open``: the head judge's act, written into the plan."""
    from ..export.seating_texts import SEATING
    from ..rules.setup import STAGES
    from ..session.stages import hide_stage, open_stage
    from ..storage.plan import PlanError

    stage = getattr(args, "hide_from", None)
    if stage is not None and stage not in STAGES:
        return fail(MESSAGES.text("bad_stage", lang, stage=stage, stages=", ".join(STAGES)))
    try:
        if stage is not None:
            plan = hide_stage(args.source, root, stage)
            say(EXPORT.text("hidden_set", lang, stage=stage_word(plan.hidden_from, lang)))
            return 0
        opened = open_stage(args.source, root)
    except PlanError as err:
        return fail(SEATING.text(err.code, lang, **err.values))
    if opened is None:
        say(EXPORT.text("nothing_hidden", lang))
    else:
        say(EXPORT.text("opened", lang, stage=stage_word(opened.hidden_from, lang)))
    return 0

"""``mafia-tui seating --players N --tables T --games G [--seed S] [--format dimtom|mafiaratings]
[-o OUT]`` and ``mafia-tui seating --score FILE``.

Generating prints the seating's quality figures (and writes the file with ``-o``); scoring reads
a DimTom or mafiaratings seating file, its players as the file numbers or names them, and
prints the same figures. A number out of range, a shape no seating fits, constraints that
cannot be kept (named), or a file that is not a seating exits 2 with the reason in the judge's
language, and nothing is written.
"""

from __future__ import annotations

from argparse import Namespace
from collections.abc import Sequence
from pathlib import Path

from ..export.seating_formats import SeatingFileError, dump, read_doc
from ..export.seating_texts import SEATING, quality_text, refusal
from ..session.seating_plan import (
    parse_apart,
    parse_fixed,
    replacing,
    seated,
    surely_replacing,
)
from ..storage.inputs import InputError, read_input_json, read_input_text
from ..storage.plan import (
    PlanError,
    TournamentPlan,
    plan_file,
    read_plan,
    seating_by_name,
    write_plan,
)
from ..tournament.seating import SeatingError, SeatingRequest, generate, rounds_for
from ..tournament.seating_score import Seating
from .output import fail, say

NAMES_LIMIT = 1024 * 1024
"""A names file larger than this is no list of a tournament's players (a thousand nicknames
are 30 KB)."""


def _names_file(path: Path) -> list[str]:
    """The nicknames of a names file: one a line, blank lines skipped.

    Raises:
        InputError: the file did not read (the one guarded reader's message).
        PlanError: a nickname twice.
    """
    text = read_input_text(path, NAMES_LIMIT)
    names = [line.strip() for line in text.splitlines() if line.strip()]
    seen: set[str] = set()
    for n in names:
        if n.casefold() in seen:
            raise PlanError("names_twice", nick=n)
        seen.add(n.casefold())
    return names


def _plan_target(args: Namespace, data_dir: str | None) -> tuple[Path, str, TournamentPlan | None]:
    """The tournament file ``--tournament`` names, the tournament's name, its plan now."""
    from ..session import data_dir as resolve_data_dir

    text = args.tournament
    given = Path(text).expanduser()
    root = None if given.exists() or given.suffix == ".json" else resolve_data_dir(data_dir)
    path = plan_file(text, root)
    if root is not None:
        name = text.strip()
    else:
        name = path.parent.name if path.name == "tournament.json" else path.stem
    old = read_plan(path)
    return path, (old.name if old else name), old


def _participants(args: Namespace, old: TournamentPlan | None) -> list[str]:
    """The players of the seating: ``--names``, else the tournament file's participants."""
    names = (
        _names_file(args.names) if args.names is not None else list(old.participants if old else [])
    )
    if not names:
        raise PlanError("no_participants")
    if args.players is not None and args.players != len(names):
        raise PlanError("players_mismatch", players=args.players, names=len(names))
    return names


def _score(args: Namespace, lang: str) -> int:
    """``--score FILE``: the figures of a seating file, its players as the file numbers them."""
    try:
        read_file = read_doc(read_input_json(args.score))
    except InputError as err:
        return fail(err.message(lang))
    except SeatingFileError as err:
        return fail(f"{args.score}: " + SEATING.text(err.code, lang, reason=err.reason))
    say(quality_text(read_file.seating, lang, len(read_file.ids)))
    if args.pdf is not None:
        named = seating_by_name(read_file.seating, read_file.ids)
        return _pdf(args.score.stem, named, (), args.pdf, lang)
    return 0


def _tournament(
    args: Namespace, data_dir: str | None, lang: str
) -> tuple[Path, str, TournamentPlan | None, list[str]] | int:
    """The tournament file ``--tournament`` names: its path, name, plan and the players
    (``args.players`` set to their count), or the exit code of a refusal or of printing
    the stored seating (``--pdf`` without a shape)."""
    try:
        plan_path, name, old = _plan_target(args, data_dir)
        names = _participants(args, old)
    except InputError as err:
        return fail(err.message(lang))
    except PlanError as err:
        return fail(SEATING.text(err.code, lang, **err.values))
    args.players = len(names)
    if args.pdf is not None and args.tables is None and args.games is None:
        if old is None or not old.seating:
            return fail(SEATING.text("pdf_no_plan", lang, path=plan_path))
        return _pdf(old.name, old.seating, old.judges, args.pdf, lang)
    return plan_path, name, old, names


def run_seating(args: Namespace, lang: str, data_dir: str | None = None) -> int:
    """Generate (or with ``--score`` read) a seating and print its figures; with
    ``--tournament`` store it, with the participants and judges, in the tournament file."""
    if args.score is not None:
        return _score(args, lang)
    plan_path, names, name = None, None, ""
    old: TournamentPlan | None = None
    if getattr(args, "tournament", None):
        target = _tournament(args, data_dir, lang)
        if isinstance(target, int):
            return target
        plan_path, name, old, names = target
    if args.players is None or args.tables is None or args.games is None:
        return fail(SEATING.text("needs_shape", lang))
    labels = names or [str(i + 1) for i in range(max(0, args.players))]
    judges = tuple(args.judge) or (old.judges if old else ())
    try:
        apart = parse_apart(getattr(args, "apart", []), labels, judges)
        fixed = parse_fixed(getattr(args, "fix", []), labels)
    except PlanError as err:
        return fail(SEATING.text(err.code, lang, **err.values))
    try:
        tables = rounds_for(args.players, args.tables, args.games)
        if (
            names is not None
            and not args.replace
            and (rounds := surely_replacing(old, names, tables))
        ):
            return fail(SEATING.text("replace_needed", lang, rounds=rounds))
        request = SeatingRequest(
            players=args.players,
            tables=tables,
            games=args.games,
            seed=args.seed,
            iterations=args.iterations,
            fixed=fixed,
            apart=apart.pairs,
            banned=apart.banned,
        )
        seating = generate(request)
    except SeatingError as err:
        return fail(refusal(err, lang, labels, judges))
    if plan_path is not None and names is not None:
        refused = _store(plan_path, name, names, old, seating, judges, args, lang)
        if refused:
            return refused
    if args.output is not None:
        text = dump(seating, args.players, args.format, labels)
        args.output.write_text(text, encoding="utf-8")
        say(SEATING.text("written", lang, path=args.output))
    say(quality_text(seating, lang, args.players, apart.pairs, apart.banned))
    if args.pdf is not None:
        return _pdf(name or args.pdf.stem, seating_by_name(seating, labels), judges, args.pdf, lang)
    return 0


def _store(
    path: Path,
    name: str,
    names: list[str],
    old: TournamentPlan | None,
    seating: Seating,
    judges: tuple[str, ...],
    args: Namespace,
    lang: str,
) -> int:
    """Store ``seating`` in the tournament file at ``path``: 0, or the exit code of a
    refusal (another seating stored there without ``--replace``, a plan that cannot be
    written). The file's other settings (a hidden stage, its opening) stay as they were."""
    named = seating_by_name(seating, names)
    rounds = replacing(old, named)
    if rounds and not args.replace:
        return fail(SEATING.text("replace_needed", lang, rounds=rounds))
    plan = seated(old, name, names, named, judges, args.stand_in)
    try:
        write_plan(path, plan)
    except PlanError as err:
        return fail(SEATING.text(err.code, lang, **err.values))
    say(SEATING.text("stored", lang, path=path))
    return 0


def _pdf(
    name: str,
    seating: Sequence[Sequence[Sequence[str]]],
    judges: Sequence[str],
    out: Path,
    lang: str,
) -> int:
    """Print the seating's PDF (round pages, the players' sheet) to ``out``."""
    from ..export.seating_pdf import write_seating_pdf

    try:
        write_seating_pdf(name, seating, judges, out, lang)
    except OSError as exc:
        return fail(SEATING.text("pdf_failed", lang, path=out, reason=exc.strerror or str(exc)))
    say(SEATING.text("pdf_written", lang, path=out))
    return 0

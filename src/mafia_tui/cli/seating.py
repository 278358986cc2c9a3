"""``mafia-tui seating --players N --tables T --games G [--seed S] [--format dimtom|mafiaratings]
[-o OUT]`` and ``mafia-tui seating --score FILE``.

Generating prints the seating's quality figures (and writes the file with ``-o``); scoring reads
a DimTom or mafiaratings seating file and prints the same figures. A shape no seating fits, or a
file that is not a seating, exits 2 with the reason in the judge's language.
"""

from __future__ import annotations

from argparse import Namespace

from ..export.seating_formats import SeatingFileError, dump, load
from ..export.seating_texts import SEATING
from ..rules.seating import SeatingError, SeatingRequest, generate, rounds_for
from ..rules.seating_score import Seating, score
from .output import fail, say


def quality_text(seating: Seating, lang: str, players: int | None = None) -> str:
    """The quality figures of ``seating`` as lines of text in ``lang``."""
    q = score(seating, players)
    games = sorted(set(q.games))
    return SEATING.text(
        "quality",
        lang,
        players=q.players,
        rounds=len(seating),
        tables=sum(len(rnd) for rnd in seating),
        games="–".join(str(g) for g in (games[0], games[-1])) if len(games) > 1 else games[0],
        ideal=q.seat_cells_ideal,
        cells=q.seat_cells,
        meet_min=q.meetings_min,
        meet_max=q.meetings_max,
        meet_mean=f"{q.meetings_mean:.2f}",
        never=q.never_met,
        tables_min=q.tables_min,
        tables_max=q.tables_max,
    )


def run_seating(args: Namespace, lang: str) -> int:
    """Generate (or with ``--score`` read) a seating and print its figures."""
    if args.score is not None:
        try:
            seating = load(args.score)
        except SeatingFileError as err:
            return fail(f"{args.score}: " + SEATING.text(err.code, lang, reason=err.reason))
        say(quality_text(seating, lang))
        return 0
    if args.players is None or args.tables is None or args.games is None:
        return fail(SEATING.text("needs_shape", lang))
    try:
        tables = rounds_for(args.players, args.tables, args.games)
        request = SeatingRequest(
            players=args.players,
            tables=tables,
            games=args.games,
            seed=args.seed,
            iterations=args.iterations,
        )
        seating = generate(request)
    except SeatingError as err:
        return fail(SEATING.text(err.code, lang, **err.values))
    if args.output is not None:
        args.output.write_text(dump(seating, args.players, args.format), encoding="utf-8")
        say(SEATING.text("written", lang, path=args.output))
    say(quality_text(seating, lang, args.players))
    return 0

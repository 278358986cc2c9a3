"""What an import did, in one toast: the counts, tournament files met, and the first problems
(a refused game of another tool says why); converted games' notes are counted, and the command
line gives them in full."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..strings import Tr

if TYPE_CHECKING:
    from ...storage.store import ImportResult


def import_summary(results: list[ImportResult], tr: Tr) -> tuple[str, bool]:
    """The toast's text, and whether anything went wrong."""
    counts = dict.fromkeys(("imported", "updated", "duplicate", "conflict", "locked", "invalid"), 0)
    problems: list[str] = []
    notes: list[str] = []
    noted = 0
    for result in results:
        name = Path(result.file).name
        if result.outcome == "tournament":  # not a game, and not an error either
            notes.append(tr("import_tournament", file=name, name=result.tournament))
            continue
        counts["invalid" if result.outcome == "refused" else result.outcome] += 1
        noted += len(result.notes)
        if result.refused is not None:
            problems.append(f"{name}: {result.refused.text(tr.lang)}")
        elif result.error is not None:
            problems.append(f"{name}: {result.error.message(tr.lang)}")
        elif result.outcome in ("conflict", "locked"):
            problems.append(f"{name}: {tr('import_' + result.outcome)}")
    if noted:
        notes.append(tr("import_notes", count=noted))
    return "\n".join([tr("import_result", **counts), *notes, *problems[:5]]), bool(problems)

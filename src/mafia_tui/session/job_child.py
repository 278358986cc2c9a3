"""The child process of :mod:`.jobs`: ``python -m mafia_tui.session.job_child JOB SPEC``, with
SPEC the job's arguments as JSON. Each job is a function here; a failure is its message on
stderr and exit status 1 (the parent turns it into a :class:`.jobs.JobError`). Each PDF is
made in a fresh file renamed over its place in the data dir, never written through a file
that is there (:func:`..storage.atomic.write_fresh`)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..storage.atomic import write_fresh


def protocol(spec: dict[str, Any]) -> None:
    """The protocol PDF of the game file ``spec["game"]`` at ``spec["out"]``."""
    from ..export.protocol import write_protocol
    from ..storage import read_game_path

    game = read_game_path(Path(spec["game"])).game
    write_fresh(Path(spec["out"]), lambda out: write_protocol(game, out))


def standings(spec: dict[str, Any]) -> None:
    """The table's PDF of the data dir's tournament ``spec["name"]``: as printed everywhere,
    without a hidden stage; as of before round ``spec["before"]`` when given. A bad game file
    is left out of it, as the table on screen leaves it out."""
    from ..export.stage_view import table_title
    from ..export.standings_pdf import write_standings_pdf
    from .standings import tournament_table

    lang = spec["lang"]
    table = tournament_table(spec["name"], Path(spec["root"]), True, before=spec["before"])
    title = table_title(table.source.name, lang, table.before, table.hidden_from, table.hiding)
    write_fresh(
        Path(spec["out"]),
        lambda out: write_standings_pdf(table.standings, title, out, table.rules, lang),
    )


def seating(spec: dict[str, Any]) -> None:
    """The seating's PDF (a page a round, then where each player sits) at ``spec["out"]``."""
    from ..export.seating_pdf import write_seating_pdf

    write_fresh(
        Path(spec["out"]),
        lambda out: write_seating_pdf(
            spec["name"], spec["seating"], spec["judges"], out, spec["lang"]
        ),
    )


JOBS: dict[str, Callable[[dict[str, Any]], None]] = {
    "protocol": protocol,
    "standings": standings,
    "seating": seating,
}
"""The jobs a child can run, by name."""


def main(argv: list[str]) -> int:
    """Run the job ``argv[0]`` with the JSON arguments ``argv[1]``."""
    spec = json.loads(argv[1])
    lang = spec.get("lang", "ru")
    try:
        JOBS[argv[0]](spec)
    except OSError as exc:
        from ..storage.notices import os_error_text

        print(os_error_text(exc, lang), file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - the parent shows whatever stopped the job
        message = getattr(exc, "message", None)
        text = message(lang) if callable(message) else str(exc) or type(exc).__name__
        print(text, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""The complexity ratchet: no function of ``src/`` over cyclomatic complexity 15 (radon's count).

In ``rules/``, ``session/``, ``storage/`` and ``tournament/`` none may go over it at all, and
none is listed. In
the other packages (the screens, the command line, the exports), the functions that were over
it when the ratchet came are listed below with their figure: a listed function may come down
but not go up, no other function may go over 15, and one that comes down to 15 or below (or
is gone) must come off the list, so the list only ever shrinks.

radon counts each ``if``/``elif``, loop, ``except``, ``and``/``or``, conditional expression,
comprehension and its ``if``, ``case`` and ``assert`` as a branch (ruff's C901, mccabe's
count, leaves the boolean operators and the comprehensions out, so it sees 4 functions over 15
where radon sees some 60: it is not the same ratchet). A method is counted alone, a nested
function alone (not added to the function around it).

    .venv/bin/python .ci/complexity.py [ROOT]     exit 1 and one line per function when it fails

Run by ``.ci/run`` and ``make lint``; radon comes with the ``dev`` extra.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from radon.visitors import Class, Function

LIMIT = 15

STRICT = ("rules", "session", "storage", "tournament")
"""The packages (under ``src/mafia_tui/``) where no function may go over :data:`LIMIT`."""

LISTED: dict[str, int] = {
    "cli/import_games.py:run_import": 24,
    "cli/publish.py:_send": 16,
    "cli/results.py:_entry": 16,
    "cli/results.py:desk_text": 29,
    "cli/scoring.py:run_scoring": 16,
    "cli/seating.py:run_seating": 27,
    "cli/standings.py:run_standings": 30,
    "cli/stats.py:run_stats": 16,
    "export/mafiaratings.py:_after": 25,
    "export/mafiaratings.py:_player": 23,
    "export/mafiaratings.py:game_document": 29,
    "export/mafiaratings_doc.py:_seat": 21,
    "export/polemica_import.py:_Match.__init__": 21,
    "export/polemica_import.py:_data": 16,
    "export/protocol.py:_player_table": 17,
    "export/protocol_days.py:_vote_block": 18,
    "export/protocol_words.py:reasons": 21,
    "ui/display/app.py:DisplayApp._stage": 16,
    "ui/game_view.py:confirmation": 34,
    "ui/game_view.py:describe": 17,
    "ui/game_view.py:prompt": 19,
    "ui/grammar.py:KeyGrammar.command": 16,
    "ui/grammar.py:KeyGrammar.digit": 19,
    "ui/widgets/desk_view.py:entry_options": 16,
}
"""``path:function`` (the path under ``src/mafia_tui/``) of each function outside
:data:`STRICT` that was over :data:`LIMIT` when the ratchet came, with the most it may be:
its complexity then, or lower once it came down (a figure is lowered, never raised)."""


def functions(blocks: Iterable[Function | Class], outer: str = "") -> Iterator[tuple[str, int]]:
    """Each function and method of radon's ``blocks`` by its dotted name, with its complexity
    (a nested function is named after the one around it)."""
    from radon.visitors import Class  # radon only where it measures: problems() needs none

    for block in blocks:
        if isinstance(block, Class):
            yield from functions(block.methods, outer)
            yield from functions(block.inner_classes, outer)
            continue
        name = f"{outer}{block.fullname}"
        yield name, block.complexity
        yield from functions(block.closures, f"{name}.")


GENERATED = {"rules/value_inits.py"}
"""Written by a program and compared with its output by a test (rules/values.py's makers of
``__init__``): one line per field, not a function anyone reads or splits."""


def measure(package: Path) -> dict[str, int]:
    """``path:function`` → complexity, for every function of every module under ``package``
    (a name defined twice in one module keeps the higher figure)."""
    from radon.complexity import cc_visit

    found: dict[str, int] = {}
    for path in sorted(package.rglob("*.py")):
        where = path.relative_to(package).as_posix()
        if where in GENERATED:
            continue
        for name, complexity in functions(cc_visit(path.read_text(encoding="utf-8"))):
            key = f"{where}:{name}"
            found[key] = max(complexity, found.get(key, 0))
    return found


def strict(key: str) -> bool:
    """Whether ``path:function`` lies in one of the :data:`STRICT` packages."""
    return key.split("/", 1)[0] in STRICT


def problems(found: dict[str, int], listed: dict[str, int] = LISTED) -> list[str]:
    """What breaks the ratchet, one line each; none when it holds."""
    out = [f"{key}: in {key.split('/', 1)[0]}/, which lists none: split it"
           for key in sorted(listed) if strict(key)]  # fmt: skip
    for key, complexity in sorted(found.items()):
        allowed = LIMIT if strict(key) else listed.get(key, LIMIT)
        if complexity > allowed:
            out.append(f"{key}: complexity {complexity}, at most {allowed}")
    for key, was in sorted(listed.items()):
        if not strict(key) and found.get(key, 0) <= LIMIT:
            out.append(f"{key}: no longer over {LIMIT} (was {was}): take it off LISTED")
    return out


def main(argv: list[str]) -> int:
    root = Path(argv[0]) if argv else Path(__file__).resolve().parents[1]
    found = measure(root / "src" / "mafia_tui")
    wrong = problems(found)
    for line in wrong:
        print(line)
    over = sum(1 for c in found.values() if c > LIMIT)
    if wrong:
        print(f"complexity: the ratchet fails ({len(wrong)}); .ci/complexity.py says why")
    else:
        print(f"complexity: {len(found)} functions, {over} over {LIMIT}, each listed")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

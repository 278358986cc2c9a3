"""``mafia-tui scoring [NAME] [--import FILE] [--json]``: the scoring systems we know (section 8,
every definition of the mafiaratings repository, the data dir's imports), one explained, or a
definition file imported into the data dir; and the table of ``standings --scoring``."""

from __future__ import annotations

import json
import sys
from argparse import Namespace
from pathlib import Path

from ..export.scored import json_text, to_text
from ..rules.errors import RuleError
from ..session import data_dir as resolve_data_dir
from ..session.standings import TournamentTable
from ..storage.notices import os_error_text
from ..tournament.catalogue import FIIM, Entry, label, provenance, shipped
from ..tournament.definition import ScoringError
from ..tournament.explain import explain
from .helptext import MESSAGES
from .output import fail, say


def run_scoring(args: Namespace, lang: str, data_dir: str | None) -> int:
    """List, explain or import; exit 2 on a refused definition or an unreadable file."""
    from ..session.scoring import broken_imports, import_file, imported, resolve

    root = resolve_data_dir(data_dir)
    if args.import_file is not None:
        path = Path(args.import_file)
        try:
            done = import_file(path, root)
        except (ScoringError, RuleError) as err:
            return fail(f"{path}: {_refusal(err, lang)}")
        except OSError as exc:
            return fail(f"{exc.filename or path}: {os_error_text(exc, lang)}")
        for entry, how in done.done:
            say(MESSAGES.text(f"scoring_{how}", lang, key=entry.key, name=label(entry, lang)))
        return 0
    if args.name is not None:
        try:
            named = resolve(args.name, root)
            scoring = named.scoring() if named is not None else None
        except (ScoringError, RuleError) as err:
            return fail(f"{args.name}: {_refusal(err, lang)}")
        except OSError as exc:
            return fail(f"{exc.filename or args.name}: {os_error_text(exc, lang)}")
        if args.json:
            say(json.dumps(_entry_json(named), ensure_ascii=False, indent=1))
        else:
            say("\n".join(explain(named, scoring, lang)))
        return 0
    mine = imported(root)
    if args.json:
        every = [_entry_json(None), *(_entry_json(e) for e in (*shipped(), *mine))]
        say(json.dumps({"scorings": every}, ensure_ascii=False, indent=1))
        return 0
    for line in list_lines(mine, lang):
        say(line)
    for path, why in broken_imports(root):
        say(MESSAGES.text("scoring_broken", lang, path=path, why=why), sys.stderr)
    return 0


def _refusal(err: ScoringError | RuleError, lang: str) -> str:
    from ..session.scoring import scoring_error_text

    return scoring_error_text(err, lang)


def list_lines(mine: tuple[Entry, ...], lang: str) -> list[str]:
    """The list: our section 8 first, then every shipped definition, then the imports."""
    rows = [(FIIM, label(None, lang), MESSAGES.text("scoring_ours", lang))]
    for e in shipped():
        rows.append((e.key, label(e, lang), "mafiaratings"))
    for e in mine:
        rows.append(
            (e.key, label(e, lang), MESSAGES.text("scoring_imported", lang, path=e.sources[0]))
        )
    width = max(len(k) for k, _, _ in rows)
    name_width = min(max(len(n) for _, n, _ in rows), 52)
    info = provenance()
    lines = [MESSAGES.text("scoring_list_head", lang)]
    lines += [f"  {k.ljust(width)}  {n.ljust(name_width)}  {s}" for k, n, s in rows]
    lines.append(
        MESSAGES.text(
            "scoring_list_source",
            lang,
            repository=info["repository"],
            commit=str(info["commit"])[:12],
            count=len({e.id for e in shipped()}),
            versions=len(shipped()),
        )
    )
    return lines


def _entry_json(e: Entry | None) -> dict[str, object]:
    if e is None:
        return {"key": FIIM, "name": "FIIM section 8", "origin": "mafia-tui"}
    return {
        "key": e.key,
        "name": e.name,
        "id": e.id,
        "version": e.version,
        "origin": e.origin,
        "from": list(e.sources),
        "scoring": e.document,
    }


def run_scored(
    args: Namespace, table: TournamentTable, text: str, root: Path | None, lang: str, title: str
) -> int:
    """``standings --scoring``: the table of the same games under the definition ``text``."""
    from ..session.scoring import resolve, scored_table

    for option in ("csv", "pdf", "trace_csv", "trace_pdf", "finalists"):
        if getattr(args, option, None) not in (None, False):
            return fail(
                MESSAGES.text("scoring_fiim_only", lang, option="--" + option.replace("_", "-"))
            )
    try:
        entry = resolve(text, root)
        if entry is None:
            return -1  # section 8: the caller prints its own table
        scored = scored_table(args.source, root, entry, base=table)
    except (ScoringError, RuleError) as err:
        return fail(f"{text}: {_refusal(err, lang)}")
    except OSError as exc:
        return fail(f"{exc.filename or text}: {os_error_text(exc, lang)}")
    if args.json:
        say(json_text(scored.table, title, entry))
    else:
        say(to_text(scored.table, title, entry, lang))
    return 2 if table.source.invalid else 0

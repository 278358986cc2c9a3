"""Scoring systems for the screens and the command line: naming one (shipped, imported into the
data dir, or a file), importing definitions, and the tournament table under one.

A definition file is mafiaratings' JSON in either shape: the bare document, as its
``scoring_versions.scoring`` column holds it, or the answer of its ``api/get/scorings.php``
(``{"scorings": [{"id", "name", "versions": [{"version", "rules"}]}]}``).

The table under a definition takes the very games the section-8 table takes (the same
tournament, the same stage hidden or opened, the same "before round N"): it is computed from
the section-8 table's games, so the two never disagree on which games count.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..rules.errors import RuleError
from ..rules.record import MAX_FILE_BYTES, decode_json
from ..rules.values import frozen
from ..storage import scorings as stored
from ..storage.safe_open import read_regular
from ..tournament.catalogue import Entry, find, shipped
from ..tournament.definition import ScoringError
from ..tournament.facts import GameFacts
from ..tournament.table import HubTable, compute
from .facts import data_dir_facts
from .standings import Progress, TournamentTable, tournament_table


def imported(root: Path | None) -> tuple[Entry, ...]:
    """The definitions imported into the data dir (a file that is not one is skipped here;
    ``mafia-tui scoring`` names it)."""
    if root is None:
        return ()
    records, _ = stored.read_stored(root)
    return tuple(_entry_of(r) for r in records)


def broken_imports(root: Path) -> list[tuple[Path, str]]:
    return stored.read_stored(root)[1]


def _entry_of(record: dict[str, Any]) -> Entry:
    def whole(value: Any) -> int | None:
        return value if type(value) is int else None

    return Entry(
        record["key"],
        record["name"],
        record["scoring"],
        whole(record.get("id")),
        whole(record.get("version")),
        (str(record.get("from", "")),),
        "imported",
    )


def read_file(path: Path) -> list[Entry]:
    """The definitions in a file of either shape, each checked.

    Raises:
        OSError: the file cannot be read.
        ScoringError: it holds no definition, or one that is refused.
        RuleError: it is not JSON.
    """
    payload = read_regular(path, MAX_FILE_BYTES + 1)[0]
    data = decode_json(payload)
    entries = _entries_in(data, path)
    for e in entries:
        e.scoring()
    return entries


def _versions(s: Any, path: Path) -> list[Entry]:
    """Each version of one scoring of a ``{"scorings": [...]}`` file, keyed by the scoring's
    id (or its name's slug) and the version's number."""
    if not isinstance(s, dict) or not isinstance(s.get("versions"), list):
        raise ScoringError("sc_file_shape")
    sid = s.get("id") if type(s.get("id")) is int else None
    name = str(s.get("name") or "")
    out = []
    for v in s["versions"]:
        if not isinstance(v, dict) or type(v.get("version")) is not int:
            raise ScoringError("sc_file_shape")
        key = f"{sid}v{v['version']}" if sid is not None else f"{stored.slug(name)}v{v['version']}"
        rules = v.get("rules")
        if not isinstance(rules, dict):
            raise ScoringError("sc_not_object")
        out.append(Entry(key, name, rules, sid, v["version"], (str(path),), "file"))
    return out


def _entries_in(data: Any, path: Path) -> list[Entry]:
    if isinstance(data, dict) and data.get("format") == stored.FORMAT:
        if not isinstance(data.get("scoring"), dict):
            raise ScoringError("sc_file_shape")
        return [_entry_of({**data, "from": str(path)})]
    if isinstance(data, dict) and isinstance(data.get("scorings"), list):
        out = [e for s in data["scorings"] for e in _versions(s, path)]
        if not out:
            raise ScoringError("sc_file_shape")
        return out
    if isinstance(data, dict):
        return [Entry(stored.slug(path.stem), path.stem, data, None, None, (str(path),), "file")]
    raise ScoringError("sc_file_shape")


def resolve(text: str, root: Path | None) -> Entry | None:
    """The definition ``text`` names: a file of either shape (its one definition, or the
    latest version of its one id), else a name (:func:`catalogue.find`); None for section 8.

    Raises:
        ScoringError, RuleError, OSError: as :func:`read_file`, or nothing by that name.
    """
    path = Path(text).expanduser()
    if path.is_file():
        entries = read_file(path)
        ids = {(e.id, e.name) for e in entries}
        if len(entries) > 1 and len(ids) > 1:
            raise ScoringError("sc_file_many", count=len(entries))
        return max(entries, key=lambda e: e.version or 0)
    return find(text, imported(root))


@frozen
class Imported:
    """What an import did: each definition's key, and whether it was new, replaced an
    earlier import, or is one we ship already (then nothing is written)."""

    done: tuple[tuple[Entry, str], ...]


def import_file(path: Path, root: Path) -> Imported:
    """Check every definition of ``path`` and store them in the data dir: all or none.

    Raises:
        ScoringError, RuleError, OSError: as :func:`read_file`; OSError also when the data
            dir refuses the write (what was written before stays whole).
    """
    entries = read_file(path)
    ours = {e.key: e for e in shipped()}
    mine = {e.key: e for e in imported(root)}
    done: list[tuple[Entry, str]] = []
    for e in entries:
        key = e.key
        if key in ours and ours[key].document == e.document:
            done.append((ours[key], "shipped"))
            continue
        if key in ours:
            key += "-imported"
        how = "replaced" if key in mine else "new"
        record = {
            "key": key,
            "name": e.name,
            "id": e.id,
            "version": e.version,
            "from": path.name,
            "scoring": e.document,
        }
        stored.store(root, record)
        done.append((_entry_of(record), how))
    return Imported(tuple(done))


@frozen
class ScoredTable:
    """The table under a definition, beside the section-8 table of the same games (its
    source, title, hidden stage and rounds)."""

    table: HubTable
    base: TournamentTable
    entry: Entry


def tournament_scoring(base: TournamentTable) -> str:
    """The scoring the tournament file names (``"scoring"``), "" when none."""
    value = base.source.meta.get("scoring")
    return value.strip() if isinstance(value, str) else ""


def scored_table(
    text: str,
    root: Path | None,
    entry: Entry,
    *,
    base: TournamentTable | None = None,
    name_only: bool = False,
    progress: Progress | None = None,
    before: int | None = None,
    reveal: bool = False,
) -> ScoredTable:
    """The table of the tournament ``text`` under ``entry`` (the games of its section-8
    table ``base``, computed here when not given).

    Raises:
        RuleError: as :func:`tournament_table`.
        ScoringError: the definition is refused.
    """
    scoring = entry.scoring()
    if base is None:
        base = tournament_table(text, root, name_only, progress, before, reveal)
    st = base.standings
    ids = {x.game_id for r in st.rows for x in r.lines} | set(st.ignored)
    if base.source.games:
        facts = [GameFacts.of(g) for g in base.source.games if g.id in ids]
    elif root is not None:
        facts = [f for f in data_dir_facts(root, tournament=base.source.name)[0] if f.id in ids]
    else:
        facts = []
    table = compute(facts, scoring, stand_in=base.rules.stand_in)
    return ScoredTable(table, base, entry)


def scoring_error_text(err: ScoringError | RuleError, lang: str) -> str:
    """A refusal in the judge's language."""
    if isinstance(err, RuleError):
        return err.message(lang)
    from ..tournament.explain import fault_text

    return fault_text(err, lang)


def store_tournament_scoring(name: str, root: Path, key: str) -> None:
    """Make ``key`` the scoring of the data dir's tournament ``name`` (FIIM: none named).

    Raises:
        PlanError: the tournament's file cannot be written (see ``storage.plan``).
    """
    from ..storage.plan import data_dir_plan, write_scoring
    from ..tournament.catalogue import FIIM

    write_scoring(data_dir_plan(root, name), name, "" if key == FIIM else key)


def scoring_key(text: str, root: Path | None) -> str:
    """The key of the system ``text`` names (shipped or imported; ``fiim`` for section 8),
    for a tournament's file.

    Raises:
        ScoringError: no such system, or several.
    """
    from ..tournament.catalogue import FIIM

    entry = find(text, imported(root))
    return FIIM if entry is None else entry.key


def scoring_suggester_words() -> list[str]:
    """What a scoring field completes from: fiim, then every shipped key and name."""
    from ..tournament.catalogue import FIIM

    words = [FIIM]
    for e in shipped():
        words.append(e.key)
        if e.name and e.name not in words:
            words.append(e.name)
    return words

"""The scoring definitions we ship, and how a judge names one.

``mafiaratings_scorings.json`` beside this module holds every definition and version of the
mafiaratings repository (17 definitions, 25 versions), as data: the ``scoring`` column of its
``scoring_versions`` table, replayed from ``db/alter*.sql`` and ``db/create_sample_db.sql``
by ``tests/data/mafiaratings/scorings_extract.py`` (the file names the repository and the
commit; ``tests/unit/test_scoring_catalogue.py`` makes it again from a mirror and compares).
It is read from the package, never from the judge's disk; definitions a judge imports live in
the data dir and are handed in by the session (``extra``).

A name is resolved as: ``fiim`` (section 8, the default table); a key (``19v7``,
``19v1-sample``, an imported definition's); an id (``19``: its latest version); a name, with
or without ``vN`` (``ФИИМ``, ``ФИИМ v3``), compared without case.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib.resources import files
from typing import Any, Final

from ..rules.values import frozen
from .definition import Scoring, ScoringError, read_scoring

FIIM: Final = "fiim"
"""Our own table of section 8 (with K, Ci and the lots of 8.8): the default."""
SHIPPED_FILE: Final = "mafiaratings_scorings.json"


@frozen
class Entry:
    """One definition we know: shipped, or imported into the data dir."""

    key: str
    name: str
    document: dict[str, Any]
    id: int | None = None
    version: int | None = None
    sources: tuple[str, ...] = ()
    """Where it comes from: the repository's files, or the file it was imported from."""
    origin: str = "mafiaratings"
    """"mafiaratings" (shipped), "imported" (the data dir), "file" (read for this run)."""

    @property
    def sample(self) -> bool:
        """The sample database's older copy of a version (kept beside the alters' one)."""
        return self.key.endswith("-sample")

    def scoring(self) -> Scoring:
        """The definition, checked.

        Raises:
            ScoringError: it is not a definition we can compute.
        """
        return read_scoring(
            self.document,
            self.key,
            self.name,
            id=self.id,
            version=self.version,
            source=", ".join(self.sources),
        )


@cache
def provenance() -> dict[str, Any]:
    """The shipped file's header: repository, url, commit, paths, the script that made it."""
    data = _shipped_data()
    return {k: v for k, v in data.items() if k != "scorings"}


@cache
def _shipped_data() -> dict[str, Any]:
    text = files(__package__).joinpath(SHIPPED_FILE).read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def shipped() -> tuple[Entry, ...]:
    """Every shipped definition, by id and version."""
    return tuple(
        Entry(
            str(e["key"]),
            str(e["name"]),
            e["scoring"],
            int(e["id"]),
            int(e["version"]),
            tuple(e["from"]),
        )
        for e in _shipped_data()["scorings"]
    )


_VERSIONED: Final = re.compile(r"(.+?)\s*v\s*(\d+)", re.I)


def find(text: str, extra: tuple[Entry, ...] = ()) -> Entry | None:
    """The definition ``text`` names; None for :data:`FIIM`.

    Raises:
        ScoringError: ``sc_unknown_name`` (nothing by that name) or ``sc_ambiguous``.
    """
    wanted = text.strip().casefold()
    if wanted in (FIIM, "fiim8", "fiim-8"):
        return None
    every = (*extra, *shipped())
    by_key = [e for e in every if e.key.casefold() == wanted]
    if by_key:
        return by_key[0]
    if wanted.isdigit():
        return _latest([e for e in every if e.id == int(wanted) and not e.sample], text)
    named = [e for e in every if e.name and e.name.casefold() == wanted and not e.sample]
    if named:
        return _latest(named, text)
    hits = _versioned(every, wanted)
    if hits:
        return _latest(hits, text)
    raise ScoringError("sc_unknown_name", name=text[:60])


def _versioned(every: tuple[Entry, ...], wanted: str) -> list[Entry]:
    """The entries ``wanted`` names as a name or an id and a version ("fiim v2", "12v3");
    none when it has no such form."""
    m = _VERSIONED.fullmatch(wanted)
    if not m:
        return []
    base, version = m.group(1).strip(), int(m.group(2))
    return [
        e
        for e in every
        if e.version == version
        and not e.sample
        and (e.name.casefold() == base or str(e.id) == base)
    ]


def _latest(entries: list[Entry], text: str) -> Entry:
    if not entries:
        raise ScoringError("sc_unknown_name", name=text[:60])
    ids = {(e.origin, e.id, e.name if e.id is None else "") for e in entries}
    if len(ids) > 1:
        keys = ", ".join(e.key for e in entries)
        raise ScoringError("sc_ambiguous", name=text[:60], keys=keys)
    return max(entries, key=lambda e: e.version or 0)


def label(entry: Entry | None, lang: str) -> str:
    """How the list and the titles name a definition."""
    from .texts import WORDS

    if entry is None:
        return WORDS.text("fiim_name", lang)
    name = entry.name or WORDS.text("unnamed", lang, id=entry.id)
    if entry.version is None:
        return name
    key = "name_version_sample" if entry.sample else "name_version"
    return WORDS.text(key, lang, name=name, version=entry.version)

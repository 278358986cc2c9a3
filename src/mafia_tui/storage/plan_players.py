"""The tournament's players each machine entered, in a file only that machine writes
(issue #39, item 5).

The tournament file has one writer, the head judge's machine (:mod:`.plan`). A table that
enters a player (``roster add NICK --tournament NAME``, an import) writes the player into its
own file beside the tournament file, ``<name>.players.<machine>.json``, and every reader takes
the participants as the tournament file's, then each machine's that it lacks (case-folded).
A rename records the old nickname's new one (``renamed``) in the tournament file and in the
renaming machine's own file; readers apply every machine's renames to the players of the
other files, so a player entered on a table under a nickname renamed later appears once, under
the new one. The head judge's next write of the plan takes all of them in.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..rules.errors import RuleError
from ..rules.record import MAX_FILE_BYTES, decode_json
from ..rules.setup import nick_key
from ..rules.values import frozen
from .machine import machine_key
from .safe_open import read_regular

PLAN_SUFFIX = ".tournament.json"
PLAYERS_INFIX = ".players."
FORMAT = "mafia-tui/tournament-players"


@frozen
class Players:
    """One machine's file: the players it entered and the renames it made."""

    participants: tuple[str, ...] = ()
    renamed: tuple[tuple[str, str], ...] = ()
    """(old nickname case-folded, new nickname), in the order they were made."""


def _stem(plan: Path) -> str:
    """The tournament's part of its file's name (its previous version's too)."""
    name = plan.name.removesuffix(".prev")
    return name[: -len(PLAN_SUFFIX)] if name.endswith(PLAN_SUFFIX) else Path(name).stem


def players_path(plan: Path, machine: str | None = None) -> Path:
    """The file of ``machine`` (this one by default) beside the tournament file ``plan``."""
    return plan.with_name(f"{_stem(plan)}{PLAYERS_INFIX}{machine or machine_key()}.json")


def players_files(plan: Path) -> list[Path]:
    """Every machine's file beside ``plan``, by name (the same order on every table, so
    every table lists the participants alike), never a temp file."""
    stem = _stem(plan)
    try:
        found = [
            p
            for p in plan.parent.glob(f"{stem}{PLAYERS_INFIX}*.json")
            if not p.name.startswith((".", "~"))
        ]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name)


def read_players(path: Path) -> Players:
    """The file at ``path`` (empty when there is none).

    Raises:
        RuleError: ``bad_file`` saying why it does not read.
    """
    try:
        payload, _ = read_regular(path, MAX_FILE_BYTES + 1, follow=False)
    except FileNotFoundError:
        return Players()
    except OSError as exc:
        from .notices import OsReason

        raise RuleError("bad_file", why=OsReason(exc)) from None
    data = decode_json(payload)
    names, renamed = (
        data.get(k) if isinstance(data, dict) else None for k in ("players", "renamed")
    )
    if not (
        isinstance(data, dict)
        and data.get("format") == FORMAT
        and isinstance(names, list)
        and all(isinstance(n, str) for n in names)
        and isinstance(renamed, list)
        and all(_pair(r) for r in renamed)
    ):
        raise RuleError("bad_file", why=RuleError("why_not_a_tournament"))
    return Players(tuple(names), tuple((str(r[0]), str(r[1])) for r in renamed))


def _pair(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value)


def players_payload(players: Players) -> bytes:
    doc = {
        "format": FORMAT,
        "version": 1,
        "players": list(players.participants),
        "renamed": [list(r) for r in players.renamed],
    }
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def with_players(players: Players, nicks: Iterable[str]) -> Players:
    """``players`` with ``nicks`` it lacks (case-folded) added at the end."""
    known = {nick_key(n) for n in players.participants}
    new = []
    for nick in nicks:
        if nick_key(nick) not in known:
            known.add(nick_key(nick))
            new.append(nick)
    return Players((*players.participants, *new), players.renamed)


def with_rename(players: Players, old_key: str, new: str) -> Players:
    """``players`` with the rename of ``old_key`` to ``new`` recorded (and applied to its own
    list)."""
    names = tuple(new if nick_key(n) == old_key else n for n in players.participants)
    return Players(names, (*players.renamed, (old_key, new)))


def merged(
    main: Iterable[str], plan: Path, main_renamed: Mapping[str, str] | None = None
) -> tuple[list[str], list[tuple[Path, RuleError]]]:
    """The participants: ``main`` (the tournament file's), then every machine's players it
    lacks, each under its latest name; and the files that did not read (left out, named).
    """
    files: list[Players] = []
    bad: list[tuple[Path, RuleError]] = []
    for path in players_files(plan):
        try:
            files.append(read_players(path))
        except RuleError as err:
            bad.append((path, err))
    renames = dict(main_renamed or {})
    for one in files:
        renames.update(one.renamed)
    out = list(main)
    known = {nick_key(n) for n in out}
    for one in files:
        for nick in one.participants:
            name = _latest(nick, renames)
            if nick_key(name) not in known:
                known.add(nick_key(name))
                out.append(name)
    return out, bad


def _latest(nick: str, renames: Mapping[str, str]) -> str:
    """``nick`` under its latest name (a chain of renames followed, never round a loop)."""
    seen = {nick_key(nick)}
    while nick_key(nick) in renames:
        nick = renames[nick_key(nick)]
        if nick_key(nick) in seen:
            break
        seen.add(nick_key(nick))
    return nick

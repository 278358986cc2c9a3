"""The tournament's plan in its tournament file: participants, seating, judges per table.

The plan lives in the same file as the tournament's name, lots and rules (docs/FORMAT.md,
"The plan"), so the folder a sync tool shares carries it to every table. A tournament of the
data dir keeps its file beside its games, as ``games/<name>.tournament.json`` (the dot keeps
it out of the games list: no game id has one).

One writer: the file records the machine that wrote the plan (``writer``), and another
machine's write is refused with a message, as a game has one writer (its table). The write
takes ``<file>.lock`` (refused while another app holds it), is atomic and keeps the previous
version; a sync tool's conflict copy beside the file stops the write until the head judge
keeps one of them, as a game's conflict copy does. Nothing is half-written: a refusal leaves
the file as it was.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..rules.errors import RuleError
from ..rules.record import MAX_FILE_BYTES, decode_json
from ..rules.setup import STAGES, nick_key
from ..rules.values import frozen
from ..tournament.seating_score import SEATS
from ..tournament.tournament_rules import STAND_IN_RULES
from .atomic import atomic_write_bytes
from .folder import TOURNAMENT_FORMAT
from .inputs import InputError, Reason, json_refusal, read_input
from .journal import recover
from .lock import GameLock, LockedError, LockUnavailable
from .machine import machine_key, per_machine
from .notices import OsReason
from .plan_players import PLAN_SUFFIX as PLAN_SUFFIX
from .plan_players import merged

_UNSAFE = re.compile(r"[^\w-]+")


class PlanError(ValueError):
    """A plan we cannot read or write; ``code`` is a key of the seating texts."""

    def __init__(self, code: str, **values: object) -> None:
        super().__init__(f"{code}: {values}")
        self.code = code
        self.values = values


@frozen
class TournamentPlan:
    """What the head judge planned: who plays, where each sits, who judges each table."""

    name: str
    participants: tuple[str, ...]
    seating: tuple[tuple[tuple[str, ...], ...], ...] = ()
    """rounds → tables → the ten nicknames in seat order."""
    judges: tuple[str, ...] = ()
    """The judge of table 1, 2, ... ("" when not named)."""
    stand_in: str = "stand_in"
    """How a stand-in's game counts (one of :data:`STAND_IN_RULES`)."""
    hidden_from: str = ""
    """A stage from which the table is hidden from players and printouts ("" for none)."""
    opened: bool = False
    """The head judge has opened the hidden table."""

    def table(self, round_no: int, table_no: int) -> tuple[str, ...]:
        """The ten nicknames of table ``table_no`` in round ``round_no`` (both 1-based).

        Raises:
            PlanError: ``plan_no_table`` when the seating has no such table.
        """
        if not (1 <= round_no <= len(self.seating)) or not (
            1 <= table_no <= len(self.seating[round_no - 1])
        ):
            raise PlanError("plan_no_table", round=round_no, table=table_no)
        return self.seating[round_no - 1][table_no - 1]

    def judge(self, table_no: int) -> str:
        """The judge of table ``table_no`` (1-based), "" when none is named."""
        return self.judges[table_no - 1] if 0 < table_no <= len(self.judges) else ""


def data_dir_plan(root: Path, name: str) -> Path:
    """Where the data dir keeps the tournament file of ``name`` (a change of several files
    cut short, a rename, is finished first: :func:`.journal.recover`)."""
    recover(root)
    stem = _UNSAFE.sub("-", name.strip()).strip("-_") or "tournament"
    return root / "games" / f"{stem[:80]}{PLAN_SUFFIX}"


def plan_file(text: str, root: Path | None) -> Path:
    """The tournament file ``text`` names: a file, a folder's ``tournament.json``, or (not a
    path) the data dir's file of a tournament of that name."""
    path = Path(text).expanduser()
    if path.is_dir():
        return path / "tournament.json"
    if path.is_file() or root is None or path.suffix == ".json":
        return path
    return data_dir_plan(root, text)


def _doc(path: Path) -> dict[str, Any] | None:
    """The tournament document at ``path``; None when there is no file yet."""
    try:
        payload = read_input(path, MAX_FILE_BYTES)
    except InputError as err:
        if err.code == "input_missing":
            return None
        raise PlanError("plan_unreadable", path=str(path), reason=Reason(err)) from None
    try:
        data = decode_json(payload)
    except RuleError as err:  # not JSON, too deep, a huge number: say which
        reason = Reason(json_refusal(path, err))
        raise PlanError("plan_unreadable", path=str(path), reason=reason) from None
    if not isinstance(data, dict) or data.get("format") != TOURNAMENT_FORMAT:
        raise PlanError("plan_not_tournament", path=str(path))
    if data.get("version") != 1:
        raise PlanError("plan_version", path=str(path), version=str(data.get("version")))
    return data


def _names(value: Any, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PlanError("plan_field", field=what)
    return tuple(value)


def plan_from_doc(data: dict[str, Any], fallback_name: str) -> TournamentPlan:
    """The plan of a tournament document (a file without one gives an empty seating)."""
    participants = _names(data.get("participants", []), "participants")
    plan = data.get("plan") or {}
    if not isinstance(plan, dict):
        raise PlanError("plan_field", field="plan")
    rounds = plan.get("seating", [])
    if not isinstance(rounds, list):
        raise PlanError("plan_field", field="plan.seating")
    seating = tuple(
        tuple(_names(t, "plan.seating") for t in (r if isinstance(r, list) else [None]))
        for r in rounds
    )
    stand_in = plan.get("stand_in", "stand_in")
    if stand_in not in STAND_IN_RULES:
        raise PlanError("plan_field", field="plan.stand_in")
    hidden_from, opened = plan.get("hidden_from", ""), plan.get("opened", False)
    if hidden_from not in ("", *STAGES):
        raise PlanError("plan_field", field="plan.hidden_from")
    if not isinstance(opened, bool):
        raise PlanError("plan_field", field="plan.opened")
    result = TournamentPlan(
        name=str(data.get("name") or fallback_name),
        participants=participants,
        seating=seating,
        judges=_names(plan.get("judges", []), "plan.judges"),
        stand_in=stand_in,
        hidden_from=hidden_from,
        opened=opened,
    )
    check_plan(result)
    return result


def check_plan(plan: TournamentPlan) -> None:
    """Refuse a seating of other than ten a table, a nickname not among the participants, or
    a player twice in one round."""
    known = {p.casefold() for p in plan.participants}
    for r, rnd in enumerate(plan.seating, 1):
        seen: set[str] = set()
        for table in rnd:
            if len(table) != SEATS:
                raise PlanError("plan_table_size", round=r)
            for nick in table:
                key = nick.casefold()
                if key not in known:
                    raise PlanError("plan_stranger", round=r, nick=nick)
                if key in seen:
                    raise PlanError("plan_twice", round=r, nick=nick)
                seen.add(key)


def read_plan(path: Path) -> TournamentPlan | None:
    """The plan in the tournament file at ``path``, its participants with every machine's
    players it lacks (:mod:`.plan_players`); None when there is neither the file nor any
    machine's players. Another machine's players file that does not read is left out."""
    data = _doc(path)
    main = plan_from_doc(data, path.parent.name) if data is not None else None
    names, _ = merged(main.participants if main else (), path, renamed_of(data))
    if main is None:
        return TournamentPlan(path.name[: -len(PLAN_SUFFIX)], tuple(names)) if names else None
    return replace(main, participants=tuple(names))


def read_plan_file(path: Path) -> TournamentPlan | None:
    """The plan in the tournament file at ``path`` alone (what its writer rewrites); None
    when the file does not exist."""
    data = _doc(path)
    return plan_from_doc(data, path.parent.name) if data is not None else None


def renamed_of(data: dict[str, Any] | None) -> dict[str, str]:
    """The renames a tournament document records (old nickname case-folded → new one)."""
    renamed = data.get("renamed") if isinstance(data, dict) else None
    if not isinstance(renamed, dict):
        return {}
    return {k: v for k, v in renamed.items() if isinstance(k, str) and isinstance(v, str)}


def conflict_copies(path: Path) -> list[Path]:
    """Sync tools' conflict copies of the tournament file beside it."""
    stem = path.name[: -len(".json")] if path.name.endswith(".json") else path.name
    return sorted(
        p
        for p in path.parent.glob(f"{stem}*.json")
        if p != path and (".sync-conflict-" in p.name or "conflicted copy" in p.name)
    )


def seating_by_name(
    seating: Sequence[Sequence[Sequence[int]]], participants: Sequence[str]
) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """A seating of player indices with each index replaced by its participant."""
    return tuple(tuple(tuple(participants[p] for p in t) for t in rnd) for rnd in seating)


def write_plan(path: Path, plan: TournamentPlan, renames: Mapping[str, str] | None = None) -> None:
    """Store ``plan`` in the tournament file at ``path`` (made when missing), keeping every
    other key of the file as it was, but for ``renames`` (a player renamed: his case-folded
    old nickname → the new one), which the file's drawn lots follow.

    Raises:
        PlanError: another machine is the writer, another app is writing, a conflict copy
            waits, the file is not a tournament file, or the disk refused (file unchanged).
    """
    with plan_locked(path):
        payload = plan_payload(path, plan, renames)
        try:
            atomic_write_bytes(path, payload, keep_previous=True)
        except OSError as exc:
            raise PlanError("plan_unwritable", path=str(path), reason=OsReason(exc)) from None


@contextlib.contextmanager
def plan_locked(path: Path) -> Iterator[None]:
    """Hold the tournament file's ``.lock`` (its one writer on this machine) while the
    ``with`` body runs; a filesystem that cannot lock is let through (the writer check of
    :func:`plan_payload` still holds).

    Raises:
        PlanError: another app holds it (``plan_locked``), or the folder cannot be made.
    """
    lock = GameLock(path.with_name(per_machine(path.name + ".lock")))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire()
    except LockedError:
        raise PlanError("plan_locked", path=str(path)) from None
    except LockUnavailable:
        pass  # a filesystem that cannot lock: the writer check still holds
    except OSError as exc:
        raise PlanError("plan_unwritable", path=str(path), reason=OsReason(exc)) from None
    try:
        yield
    finally:
        lock.release()


def plan_payload(
    path: Path, plan: TournamentPlan, renames: Mapping[str, str] | None = None
) -> bytes:
    """The bytes of the tournament file at ``path`` holding ``plan`` (see :func:`write_plan`),
    read under :func:`plan_locked`.

    Raises:
        PlanError: the plan is not valid, a conflict copy waits, the file is not ours or
            another machine is its writer.
    """
    check_plan(plan)
    copies = conflict_copies(path)
    if copies:
        raise PlanError("plan_conflict", path=str(copies[0]))
    data = _doc(path) or {"format": TOURNAMENT_FORMAT, "version": 1, "name": plan.name}
    me = machine_key()
    old = data.get("plan")
    writer = old.get("writer") if isinstance(old, dict) else None
    if writer and writer != me:
        raise PlanError("plan_writer", writer=str(writer))
    data["participants"] = list(plan.participants)
    lots = data.get("lots")
    if renames and isinstance(lots, dict):
        data["lots"] = {renames.get(nick_key(k), k): v for k, v in lots.items()}
    if renames:  # other machines' players files follow it on read
        data["renamed"] = {**renamed_of(data), **renames}
    data["plan"] = {
        "writer": me,
        "seating": [[list(t) for t in rnd] for rnd in plan.seating],
        "judges": list(plan.judges),
        "stand_in": plan.stand_in,
        **({"hidden_from": plan.hidden_from} if plan.hidden_from else {}),
        **({"opened": True} if plan.opened else {}),
    }
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def write_scoring(path: Path, name: str, scoring: str) -> None:
    """Name the tournament's scoring system in its file (``"scoring"``; "" takes the key
    away: section 8 again), every other key kept. The same one-writer rule, lock and atomic
    write as :func:`write_plan`.

    Raises:
        PlanError: as :func:`write_plan` (the file unchanged).
    """
    copies = conflict_copies(path)
    if copies:
        raise PlanError("plan_conflict", path=str(copies[0]))
    with plan_locked(path):
        data = _doc(path) or {"format": TOURNAMENT_FORMAT, "version": 1, "name": name}
        old = data.get("plan")
        writer = old.get("writer") if isinstance(old, dict) else None
        if writer and writer != machine_key():
            raise PlanError("plan_writer", writer=str(writer))
        if scoring:
            data["scoring"] = scoring
        else:
            data.pop("scoring", None)
        payload = (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
        try:
            atomic_write_bytes(path, payload, keep_previous=True)
        except OSError as exc:
            raise PlanError("plan_unwritable", path=str(path), reason=OsReason(exc)) from None

"""The seating screen's work: the tournament's participants, a seating of them, and the
seating stored in the tournament's plan (its one writer, storage/plan.py), so the new-game
form's "round N, table T" finds it on every table of a synced folder."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..rules.seating import Fixed, SeatingRequest, generate, rounds_for
from ..rules.seating_score import Seating
from ..storage.plan import (
    PlanError,
    TournamentPlan,
    data_dir_plan,
    read_plan,
    seating_by_name,
    write_plan,
)


def participants(tournament: str, root: Path) -> tuple[str, ...]:
    """The participants the data dir's tournament file names (none when it has no file).

    Raises:
        PlanError: the file cannot be read, or is not a tournament file.
    """
    plan = read_plan(data_dir_plan(root, tournament))
    return plan.participants if plan else ()


def split_names(text: str) -> list[str]:
    """Nicknames typed in one line, separated by commas (or semicolons), each trimmed.

    Raises:
        PlanError: ``names_twice`` for a nickname given twice (compared case-folded).
    """
    names = [n.strip() for n in text.replace(";", ",").split(",") if n.strip()]
    seen: set[str] = set()
    for n in names:
        if n.casefold() in seen:
            raise PlanError("names_twice", nick=n)
        seen.add(n.casefold())
    return names


def _index(names: list[str], nick: str) -> int:
    """The 0-based index of ``nick`` among ``names`` (case-folded), or of a number 1..N."""
    folded = [n.casefold() for n in names]
    key = nick.strip().casefold()
    if key in folded:
        return folded.index(key)
    if key.isdigit() and 1 <= int(key) <= len(names):
        return int(key) - 1
    raise PlanError("unknown_player", nick=nick.strip())


def parse_apart(texts: list[str], names: list[str]) -> tuple[tuple[int, int], ...]:
    """Pairs kept apart (the same club or family): each text "A+B" or "A,B".

    Raises:
        PlanError: ``apart_bad`` for anything but two players, ``unknown_player``.
    """
    pairs = []
    for text in texts:
        parts = [p for p in text.replace("+", ",").split(",") if p.strip()]
        if len(parts) != 2:
            raise PlanError("apart_bad", text=text)
        a, b = (_index(names, p) for p in parts)
        if a == b:
            raise PlanError("apart_bad", text=text)
        pairs.append((a, b))
    return tuple(pairs)


def parse_fixed(texts: list[str], names: list[str]) -> tuple[Fixed, ...]:
    """Fixed places: each text "NICK:ROUND:TABLE" or "NICK:ROUND:TABLE:SEAT" (1-based).

    Raises:
        PlanError: ``fix_bad`` for another shape, ``unknown_player``.
    """
    fixed = []
    for text in texts:
        parts = text.rsplit(":", 3) if text.count(":") >= 3 else text.rsplit(":", 2)
        numbers = parts[1:]
        if len(parts) not in (3, 4) or not all(n.strip().isdigit() and int(n) > 0 for n in numbers):
            raise PlanError("fix_bad", text=text)
        seat = int(numbers[2]) - 1 if len(numbers) == 3 else None
        fixed.append(Fixed(_index(names, parts[0]), int(numbers[0]) - 1, int(numbers[1]) - 1, seat))
    return tuple(fixed)


def make_seating(
    players: int,
    tables: int,
    games: int,
    seed: int,
    apart: tuple[tuple[int, int], ...] = (),
    fixed: tuple[Fixed, ...] = (),
) -> Seating:
    """A seating of ``players`` (by index) at up to ``tables`` tables a round, ``games`` each,
    with ``apart`` pairs never at one table and ``fixed`` places kept.

    Raises:
        SeatingError: a shape that cannot be seated (with what would fit), a fixed place out
            of range.
    """
    request = SeatingRequest(
        players=players,
        tables=rounds_for(players, tables, games),
        games=games,
        seed=seed,
        fixed=fixed,
        apart=apart,
    )
    return generate(request)


def store_seating(
    tournament: str, root: Path, names: list[str], seating: Seating
) -> tuple[Path, TournamentPlan]:
    """Store ``seating`` of ``names`` in the data dir's tournament file, keeping its judges,
    stand-in rule and stages as they were.

    Raises:
        PlanError: another machine writes the plan, a lock, a conflict copy, the disk.
    """
    path = data_dir_plan(root, tournament)
    old = read_plan(path)
    named = seating_by_name(seating, names)
    base = old or TournamentPlan(name=tournament.strip(), participants=())
    plan = replace(base, participants=tuple(names), seating=named)
    write_plan(path, plan)
    return path, plan

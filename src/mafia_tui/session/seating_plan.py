"""The seating screen's work: the tournament's participants, a seating of them, and the
seating stored in the tournament's plan (its one writer, storage/plan.py), so the new-game
form's "round N, table T" finds it on every table of a synced folder."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..rules.seating import SeatingRequest, generate, rounds_for
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


def make_seating(players: int, tables: int, games: int, seed: int) -> Seating:
    """A seating of ``players`` (by index) at up to ``tables`` tables a round, ``games`` each.

    Raises:
        SeatingError: a shape that cannot be seated (with what would fit).
    """
    request = SeatingRequest(
        players=players, tables=rounds_for(players, tables, games), games=games, seed=seed
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

"""The seating screen's work: the tournament's participants, a seating of them, and the
seating stored in the tournament's plan (its one writer, storage/plan.py), so the new-game
form's "round N, table T" finds it on every table of a synced folder."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from ..rules.values import frozen
from ..storage.plan import (
    PlanError,
    TournamentPlan,
    data_dir_plan,
    read_plan,
    seating_by_name,
    write_plan,
)
from ..tournament.seating import Fixed, SeatingRequest, generate, rounds_for
from ..tournament.seating_anneal import Watch
from ..tournament.seating_score import Seating


def participants(tournament: str, root: Path) -> tuple[str, ...]:
    """The participants the data dir's tournament file names (none when it has no file).

    Raises:
        PlanError: the file cannot be read, or is not a tournament file.
    """
    return people(tournament, root)[0]


def people(tournament: str, root: Path) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The participants and the tables' judges the data dir's tournament file names.

    Raises:
        PlanError: the file cannot be read, or is not a tournament file.
    """
    plan = read_plan(data_dir_plan(root, tournament))
    return (plan.participants, plan.judges) if plan else ((), ())


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


@frozen
class Apart:
    """What "keep apart" names: pairs of players, and players kept from a judge's table."""

    pairs: tuple[tuple[int, int], ...] = ()
    banned: tuple[tuple[int, int], ...] = ()
    """``(player, table)``: the table's judge must not judge the player."""


NO_APART = Apart()


def _kept_from_judge(
    names: list[str], parts: list[str], tables: list[list[int] | None]
) -> list[tuple[int, int]]:
    """A pair of a player and a judge: the player, kept from each table of the judge."""
    table = tables[0] if tables[0] is not None else tables[1]
    player = parts[1] if tables[0] is not None else parts[0]
    assert table is not None
    return [(_index(names, player), t) for t in table]


def parse_apart(texts: list[str], names: list[str], judges: Sequence[str] = ()) -> Apart:
    """Pairs kept apart (the same club or family), each text "A+B" or "A,B"; a side that is
    a judge of ``judges`` (table 1, 2, ...) keeps the other side from that judge's table.

    Raises:
        PlanError: ``apart_bad`` for anything but two different people, ``unknown_player``,
            ``judge_twice`` for a name both a participant and a judge.
    """
    pairs: list[tuple[int, int]] = []
    banned: list[tuple[int, int]] = []
    folded = [j.strip().casefold() for j in judges]
    for text in texts:
        parts = [p for p in text.replace("+", ",").split(",") if p.strip()]
        if len(parts) != 2:
            raise PlanError("apart_bad", text=text)
        tables = [_judge(folded, names, p) for p in parts]
        if all(t is not None for t in tables):
            raise PlanError("apart_bad", text=text)
        if tables[0] is not None or tables[1] is not None:
            banned += _kept_from_judge(names, parts, tables)
            continue
        a, b = (_index(names, p) for p in parts)
        if a == b:
            raise PlanError("apart_bad", text=text)
        pairs.append((a, b))
    return Apart(pairs=tuple(pairs), banned=tuple(banned))


def _judge(judges: list[str], names: list[str], text: str) -> list[int] | None:
    """The tables (0-based) whose judge ``text`` names, or None when it names no judge."""
    key = text.strip().casefold()
    tables = [t for t, j in enumerate(judges) if j and j == key]
    if not tables:
        return None
    if key in (n.casefold() for n in names):
        raise PlanError("judge_twice", nick=text.strip())
    return tables


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
    apart: Apart = NO_APART,
    fixed: tuple[Fixed, ...] = (),
    iterations: int = 0,
    watch: Watch | None = None,
) -> Seating:
    """A seating of ``players`` (by index) at up to ``tables`` tables a round, ``games`` each,
    with ``apart`` kept (pairs never at one table, players kept from a judge's table) and
    ``fixed`` places kept; ``watch`` hears of the search and may stop it, keeping the best.

    Raises:
        SeatingError: a number out of range, a shape that cannot be seated (with what would
            fit), a fixed place out of range, constraints no seating (or no search) keeps.
    """
    request = SeatingRequest(
        players=players,
        tables=rounds_for(players, tables, games),
        games=games,
        seed=seed,
        fixed=fixed,
        apart=apart.pairs,
        banned=apart.banned,
        iterations=iterations,
    )
    return generate(request, watch)


Named = tuple[tuple[tuple[str, ...], ...], ...]
"""A seating by nickname: rounds → tables → the ten in seat order."""


def replacing(old: TournamentPlan | None, named: Named) -> int:
    """The rounds of another seating ``old`` holds, which storing ``named`` would replace:
    0 when it holds none, or this very one."""
    if old is None or not old.seating or old.seating == named:
        return 0
    return len(old.seating)


def surely_replacing(
    old: TournamentPlan | None, names: Sequence[str], tables: Sequence[int]
) -> int:
    """:func:`replacing` known before the search: the rounds of another seating ``old``
    holds that no seating of ``names`` in rounds of ``tables`` tables can equal (another
    shape, other players), so a refusal need not wait for the search; 0 when none is stored
    or the search may yet give this very one (the same seed)."""
    if old is None or not old.seating:
        return 0
    shape = tuple(len(rnd) for rnd in old.seating)
    seated_names = {nick for rnd in old.seating for table in rnd for nick in table}
    if shape == tuple(tables) and seated_names == set(names):
        return 0
    return len(old.seating)


def seated(
    old: TournamentPlan | None,
    name: str,
    names: Sequence[str],
    named: Named,
    judges: tuple[str, ...] = (),
    stand_in: str | None = None,
) -> TournamentPlan:
    """``old`` (or a new plan called ``name``) with the seating ``named`` of ``names``, and
    ``judges`` and ``stand_in`` where given; its other settings (a hidden stage, its opening)
    as they were."""
    base = old or TournamentPlan(name=name, participants=())
    return replace(
        base,
        participants=tuple(names),
        seating=named,
        judges=judges or base.judges,
        stand_in=stand_in or base.stand_in,
    )


def replaced_rounds(tournament: str, root: Path, names: list[str], seating: Seating) -> int:
    """:func:`replacing` for the data dir's tournament file.

    Raises:
        PlanError: the tournament file cannot be read.
    """
    return replacing(read_plan(data_dir_plan(root, tournament)), seating_by_name(seating, names))


def store_seating(
    tournament: str,
    root: Path,
    names: list[str],
    seating: Seating,
    judges: tuple[str, ...] = (),
) -> tuple[Path, TournamentPlan]:
    """Store ``seating`` of ``names`` in the data dir's tournament file with ``judges`` (the
    tables' judges; none given keeps the file's), its stand-in rule and stages as they were.

    Raises:
        PlanError: another machine writes the plan, a lock, a conflict copy, the disk.
    """
    path = data_dir_plan(root, tournament)
    old = read_plan(path)
    plan = seated(old, tournament.strip(), names, seating_by_name(seating, names), judges)
    write_plan(path, plan)
    return path, plan

"""The head judge's acts on a tournament's stages: hide its table from a stage on (a blind
final), and open it. Both are written into the tournament's plan, with the plan's one
writer (storage/plan.py), so every table of a synced folder shows the same."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ..storage.plan import TournamentPlan, plan_file, read_plan, write_plan


def _plan_of(text: str, root: Path | None) -> tuple[Path, TournamentPlan]:
    path = plan_file(text, root)
    plan = read_plan(path) or TournamentPlan(name=text if root is not None else "", participants=())
    return path, plan


def hide_stage(text: str, root: Path | None, stage: str) -> TournamentPlan:
    """Hide the table from ``stage`` on until :func:`open_stage`.

    Raises:
        PlanError: the plan cannot be written (another writer, a lock, a conflict copy...).
    """
    path, plan = _plan_of(text, root)
    plan = replace(plan, hidden_from=stage, opened=False)
    write_plan(path, plan)
    return plan


def open_stage(text: str, root: Path | None) -> TournamentPlan | None:
    """Open the hidden table to everyone; None when no stage is hidden (nothing written).

    Raises:
        PlanError: as :func:`hide_stage`.
    """
    path, plan = _plan_of(text, root)
    if not plan.hidden_from or plan.opened:
        return None
    plan = replace(plan, opened=True)
    write_plan(path, plan)
    return plan

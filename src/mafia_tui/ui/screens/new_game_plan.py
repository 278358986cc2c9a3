"""The new-game form from the tournament's seating: "round N, table T" fills the form.

F4 (Ctrl+T) asks for the round and the table, reads the tournament's plan (its file beside
the games, ``storage.plan``) and fills the tournament, the game number (the round), the
table, the table's judge and the ten nicknames in seat order. A nickname then typed over a
planned one, of a player who is not at this table, makes that seat a stand-in: the game file
records whom he replaces (``stand_in_for``), and the tournament's rule says how it counts.
"""

from __future__ import annotations

import re
from pathlib import Path

from textual.widgets import Input

from ...storage.plan import PLAN_SUFFIX, PlanError, TournamentPlan, data_dir_plan, read_plan
from .base import Keyed


def parse_round_table(text: str) -> tuple[int, int] | None:
    """``"3 2"``, ``"3/2"``, ``"3.2"``, ``"тур 3 стол 2"``: (round, table); None otherwise."""
    numbers = re.findall(r"\d+", text)
    if len(numbers) != 2:
        return None
    return int(numbers[0]), int(numbers[1])


def find_plan(root: Path, tournament: str) -> tuple[TournamentPlan | None, str]:
    """The plan of ``tournament`` in the data dir at ``root`` (the only plan there when no
    name is typed), and the text key of why there is none ("" when found)."""
    if tournament.strip():
        path = data_dir_plan(root, tournament)
    else:
        found = sorted((root / "games").glob(f"*{PLAN_SUFFIX}"))
        if len(found) != 1:
            return None, "plan_name_first"
        path = found[0]
    try:
        plan = read_plan(path)
    except PlanError:
        return None, "plan_bad"
    if plan is None or not plan.seating:
        return None, "plan_none"
    return plan, ""


class SeatingFill(Keyed):
    """The form's part that reads the seating (a mixin of ``NewGameScreen``, as Keyed is)."""

    _planned: tuple[str, ...] = ()
    """The nicknames the seating put in seats 1-10, once the form was filled from it."""

    def action_from_seating(self) -> None:
        """F4: ask "round, table", then fill the form from the tournament's seating."""
        from .modals import TextModal

        screen = self
        tr = screen.mafia_app.tr
        plan, why = find_plan(screen.mafia_app.root, self._field("tournament").value)
        if plan is None:
            screen.notify(tr(why), severity="warning", markup=False)
            return
        rounds, tables = len(plan.seating), max(len(r) for r in plan.seating)
        title = tr("plan_ask", name=plan.name, rounds=rounds, tables=tables)
        screen.app.push_screen(TextModal(title), lambda text: self._fill(plan, text))

    def _fill(self, plan: TournamentPlan, text: str | None) -> None:
        screen = self
        tr = screen.mafia_app.tr
        if text is None:
            return
        where = parse_round_table(text)
        if where is None:
            screen.notify(tr("plan_bad_pick", text=text), severity="warning", markup=False)
            return
        try:
            nicks = plan.table(*where)
        except PlanError:
            screen.notify(tr("plan_no_table", round=where[0], table=where[1]), severity="warning")
            return
        self._field("tournament").value = plan.name
        self._field("game_number").value = str(where[0])
        self._field("table").value = str(where[1])
        if plan.judge(where[1]):
            self._field("judge").value = plan.judge(where[1])
        for seat, nick in enumerate(nicks, 1):
            self._field(f"nick-{seat}").value = nick
        self._planned = nicks
        screen.notify(tr("plan_filled", round=where[0], table=where[1]), markup=False)
        self.call_after_refresh(self._field("role-1").focus)  # after the modal gives focus back
        self.slot_filled()

    def slot_filled(self) -> None:
        """The form was filled from the seating (the slot check says when it is played)."""

    def stand_in_for(self, seat: int, nicks: list[str]) -> str:
        """Whom the player typed in ``seat`` replaces: the planned player, when the typed
        nickname is none of this table's planned players and the planned one sits nowhere."""
        if not self._planned:
            return ""
        planned = self._planned[seat - 1]
        typed = {n.strip().casefold() for n in nicks}
        at_table = {n.casefold() for n in self._planned}
        if nicks[seat - 1].strip().casefold() in at_table or planned.casefold() in typed:
            return ""
        return planned

    def _field(self, name: str) -> Input:
        return self.query_one(f"#{name}", Input)

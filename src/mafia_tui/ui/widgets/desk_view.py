"""How the results desk looks: the seats' points with each seat's limit, every entry of the
record as a line to pick, the record check and the status line. Drawn from what the rules
core says (:mod:`mafia_tui.rules.desk`); nothing here decides a rule."""

from __future__ import annotations

from datetime import datetime

from rich.table import Table
from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ...rules import Game
from ...rules.desk import SeatDesk, checked, clock, filed_late, problems, protest_deadline
from ...rules.voiding import void_of
from ..strings import Tr

LEFT = {
    "fouls": "desk_left_fouls",
    "tech_fouls": "desk_left_tech",
    "disqualified": "desk_left_disqualified",
    "team_defeat": "desk_left_team_defeat",
    "tournament": "desk_left_tournament",
}
"""A removal from the game as the desk lists it."""


def seat_table(game: Game, rows: list[SeatDesk], tr: Tr) -> Table:
    """The ten seats: main points, best move, the judge's sum against its limit (with «!»
    while the head judge's consent is missing, «✓» once given), penalties, extras, total."""
    table = Table(expand=True, padding=(0, 1), box=None, show_edge=False)
    for key in (
        "col_seat",
        "col_nick",
        "col_role",
        "col_points",
        "col_best",
        "col_judge_extra",
        "col_penalty",
        "col_extra",
        "col_total",
    ):
        table.add_column(tr(key), no_wrap=key != "col_nick", overflow="ellipsis")
    num = tr.num
    for row in rows:
        p = game.state.player(row.seat)
        points = row.points
        mark = ""
        if row.needs_consent:
            mark = " ✓" if row.consent else " !"
        judge = f"{num(points.judge)}/{num(row.limit)}{mark}" if points.judge else ""
        nick = Text(p.nick)
        if p.stand_in_for:
            nick.append(" " + tr("desk_stand_in", absent=p.stand_in_for), style="yellow")
        table.add_row(
            str(row.seat),
            nick,
            tr.role_letter(p.role),
            num(points.main),
            num(points.best_move) if points.best_move else "",
            Text(judge, style="bold yellow" if mark == " !" else ""),
            num(lost) if (lost := points.penalties + points.disqualification) else "",
            num(points.extra),
            Text(num(points.total), style="bold"),
        )
    return table


def entry_options(game: Game, rows: list[SeatDesk], tr: Tr) -> list[Option]:
    """Every entry of the record, seat by seat, then the protests: the judge's extras and
    penalties (id ``extras:3``: Enter corrects, F8 removes), the best move and a removal
    from the game's log (shown, changed only in the game), each protest (Enter decides)."""
    num = tr.num
    out: list[Option] = []
    for row in rows:
        seat = row.seat
        if row.points.best_move:
            out.append(_info(tr("desk_best_move", seat=seat, points=num(row.points.best_move))))
        for index, extra in row.extras:
            text = tr("desk_extra", seat=seat, points=num(extra.points), reason=extra.reason)
            out.append(Option(text, id=f"extras:{index}"))
        for index, pen in row.penalties:
            text = tr(
                "desk_penalty",
                seat=seat,
                rule=pen.rule,
                points=num(game.profile.penalty_points),
                reason=pen.reason,
            )
            out.append(Option(text, id=f"penalties:{index}"))
        if row.left in LEFT:
            rule = game.state.player(seat).disqualified or "6.5"
            out.append(
                _info(
                    tr(
                        LEFT[row.left],
                        seat=seat,
                        rule=rule,
                        points=num(row.points.disqualification),
                    )
                )
            )
    for i, protest in enumerate(game.after.protests):
        decision = protest.decision
        if decision is None:
            verdict = tr("desk_undecided")
        elif decision.result:
            verdict = tr("desk_result_changed", result=tr.word("win", decision.result))
        else:
            verdict = tr("desk_accepted" if decision.outcome == "accepted" else "desk_rejected")
        if isinstance(protest.filer, int):
            filer = tr("desk_filer_seat", seat=protest.filer)
        else:
            filer = (
                tr.word("team", protest.filer)
                if protest.filer in ("red", "black")
                else tr("desk_filer_none")
            )
        late = tr("desk_late") if filed_late(game, protest) else ""
        text = tr(
            "desk_protest",
            n=i + 1,
            filer=filer,
            at=(clock(protest.at) or tr("desk_at_none")) + late,
            verdict=verdict,
            text=protest.text,
        )
        out.append(Option(text, id=f"protests:{i}"))
    if not out:
        out.append(_info(tr("desk_no_entries")))
    return out


def _info(text: str) -> Option:
    """A line from the game's log: shown, not picked (the highlight never rests on it)."""
    return Option(Text(text, style="dim"), disabled=True)


def pickable(entries: OptionList, near: int | None) -> int | None:
    """The entry to highlight at or next to ``near``: the nearest one that can be picked,
    after it first, then before it (a line from the game's log shows no highlight); None
    when none can."""
    count = entries.option_count
    start = min(near or 0, count - 1)
    order = [*range(start, count), *range(start - 1, -1, -1)]
    return next((i for i in order if not entries.get_option_at_index(i).disabled), None)


def status_line(game: Game, tr: Tr, now: datetime) -> Text:
    """The head judge's void first (the game counts nowhere), then the result, the protest
    deadline (8.9.1) with the minutes left, his check."""
    state = game.state
    void = void_of(game)
    line = Text()
    if void is not None:
        line.append(tr("end_voided", name=void.by, reason=void.reason), style="bold red")
        line.append("\n")
    if not state.over:
        return line.append(tr("end_not_over"), style="bold")
    line.append(tr("end_winner", result=tr.result(game.result)), style="bold")
    if game.result != state.result:
        line.append(" " + tr("desk_by_protest", was=tr.result(state.result)), style="bold yellow")
    deadline = protest_deadline(game)
    if deadline is not None:
        left = -int((now - deadline).total_seconds() // 60)  # minutes, rounded up
        key = "desk_deadline_open" if now < deadline else "desk_deadline_over"
        line.append(" · " + tr(key, at=deadline.strftime("%H:%M"), minutes=left))
    signoff = game.after.signoff
    if signoff is not None and checked(game):
        line.append(" · " + tr("desk_checked", name=signoff.name), style="bold green")
    else:
        line.append(" · " + tr("desk_not_checked"), style="yellow")
    return line


def check_text(game: Game, tr: Tr) -> Text:
    """The record check: every problem with its rule, or that the record is complete."""
    found = problems(game)
    if not found:
        return Text(tr("desk_complete"), style="bold green")
    text = Text(tr("desk_problems"), style="bold yellow")
    for event in found:
        text.append("\n• " + event.message(tr.lang), style="yellow")
    return text

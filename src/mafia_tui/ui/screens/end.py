"""End of the game: winner, points per player, the judge's extra points and penalties checked
against 8.4/8.5 as they are typed, protest and comments, and the PDF protocol."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Label, Static, TextArea

from ...rules import AfterGame, Extra, Penalty, RuleError, check, score
from ...session import GameSession, os_error_text
from ..commands import bindings
from ..strings import Tr
from .base import Keyed


class EndScreen(Keyed, Screen[None]):
    """F2 saves, F4 makes the PDF (off the event loop), F8 drops the last entry, Esc goes
    back to the game. (Their Ctrl twins win over a text field's own Ctrl+E / Ctrl+D.)"""

    SCREEN_KEY = "end"
    BINDINGS = bindings("end")

    def __init__(self, session: GameSession, tr: Tr) -> None:
        super().__init__(id="end")
        self.session = session
        self.tr = tr
        self.after = AfterGame(
            list(session.game.after.extras),
            list(session.game.after.penalties),
            session.game.after.protest,
            session.game.after.comments,
        )

    def compose(self) -> ComposeResult:
        tr = self.tr
        with VerticalScroll(classes="form"):
            yield Static("", id="end-winner", markup=False, classes="title")
            yield Static("", id="end-table")
            yield Label(tr("extra_add"))
            with Horizontal(classes="entry"):
                yield Input(placeholder="№", id="x-seat", restrict=r"[0-9]{0,2}", classes="small")
                yield Input(
                    placeholder=tr("f_points"), id="x-points", restrict=r"[0-9.,]*", classes="small"
                )
                yield Input(placeholder=tr("f_reason"), id="x-reason")
            yield Label(tr("penalty_add"))
            with Horizontal(classes="entry"):
                yield Input(placeholder="№", id="p-seat", restrict=r"[0-9]{0,2}", classes="small")
                yield Input("8.5.", id="p-rule", classes="small")
                yield Input(placeholder=tr("f_reason"), id="p-reason")
            yield Static("", id="end-check", markup=False)
            yield Label(tr("f_protest"))
            yield TextArea(self.after.protest, id="protest", classes="note")
            yield Label(tr("f_comments"))
            yield TextArea(self.after.comments, id="comments", classes="note")
        yield self.key_footer()

    def on_mount(self) -> None:
        self.redraw()
        self.query_one("#x-seat", Input).focus()

    def redraw(self, problem: str = "") -> None:
        tr = self.tr
        state = self.session.game.state
        winner = Text(
            tr("end_winner", result=tr.result(state.result)) if state.over else tr("end_not_over"),
            style="bold",
        )
        self.query_one("#end-winner", Static).update(winner)
        table = Table(expand=True, padding=(0, 1))
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
            table.add_column(tr(key), no_wrap=key != "col_nick")
        for row in score(state, self.session.game.profile, self.after):
            p = state.player(row.seat)
            num = tr.num
            judge = num(row.judge) + (" !" if row.needs_head_judge else "")
            table.add_row(
                str(p.seat),
                Text(p.nick),
                tr.role_letter(p.role),
                num(row.main),
                num(row.best_move),
                judge,
                num(row.penalties + row.disqualification),
                num(row.extra),
                num(row.total),
            )
        self.query_one("#end-table", Static).update(table)
        message = problem
        style = "bold red"
        if not message:
            try:
                flags = check(state, self.session.game.profile, self.after)
                message = tr("end_head_judge", seats=", ".join(flags)) if flags else tr("end_ok")
                style = "bold yellow" if flags else "bold green"
            except RuleError as err:
                message = err.message(tr.lang)
        self.query_one("#end-check", Static).update(Text(message, style=style))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        prefix = (event.input.id or "")[:2]
        if event.input.id in ("x-reason", "p-reason"):
            self._add(prefix)
        else:
            self.focus_next()

    def _add(self, prefix: str) -> None:
        tr = self.tr
        seat_text = self.query_one(f"#{prefix}seat", Input).value.strip()
        reason = self.query_one(f"#{prefix}reason", Input).value.strip()
        if not seat_text.isdigit() or not 1 <= int(seat_text) <= 10:
            self.redraw(tr("bad_seat_field"))
            return
        seat = int(seat_text)
        if prefix == "x-":
            try:
                points = Decimal(self.query_one("#x-points", Input).value.replace(",", "."))
            except InvalidOperation:
                self.redraw(tr("bad_points"))
                return
            extras = [e for e in self.after.extras if e.seat != seat] + [
                Extra(seat, points, reason)
            ]
            candidate = AfterGame(
                extras, self.after.penalties, self.after.protest, self.after.comments
            )
        else:
            rule = self.query_one("#p-rule", Input).value.strip()
            candidate = AfterGame(
                self.after.extras,
                [*self.after.penalties, Penalty(seat, rule, reason)],
                self.after.protest,
                self.after.comments,
            )
        self._commit(candidate, clear=prefix)

    def _commit(self, after: AfterGame, clear: str = "") -> None:
        try:
            self.session.set_after(after)  # checked against 8.4/8.5, then saved
        except RuleError as err:
            self.redraw(err.message(self.tr.lang))
            return
        self.after = after
        if clear:
            for name in ("seat", "reason") + (("points",) if clear == "x-" else ()):
                self.query_one(f"#{clear}{name}", Input).value = ""
            self.query_one(f"#{clear}seat", Input).focus()
        self.redraw()

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        self.after.protest = self.query_one("#protest", TextArea).text
        self.after.comments = self.query_one("#comments", TextArea).text

    def action_end_save(self) -> None:
        self._commit(self.after)
        if self.session.unsaved:
            err = self.session.error
            self.notify(
                self.tr("save_failed", error=os_error_text(err, self.tr.lang)),
                severity="error",
                timeout=15,
                markup=False,
            )
        else:
            self.notify(self.tr("saved"))

    def action_end_drop(self) -> None:
        """Delete the last extra (or, when none, the last penalty)."""
        after = self.after
        if after.extras:
            after = AfterGame(after.extras[:-1], after.penalties, after.protest, after.comments)
        elif after.penalties:
            after = AfterGame(after.extras, after.penalties[:-1], after.protest, after.comments)
        self._commit(after)

    def action_end_pdf(self) -> None:
        self.action_end_save()
        self.notify(self.tr("pdf_working"))
        self._make_pdf()

    @work(thread=True, exclusive=True)
    def _make_pdf(self) -> None:
        """Waits in a thread for the worker process that writes the PDF (see session.jobs)."""
        from ...session.jobs import protocol_in_process

        try:
            path = protocol_in_process(self.session.game, self.session.store.root)
        except Exception as exc:  # noqa: BLE001 - told to the judge, nothing else to do
            text = (
                exc.message(self.tr.lang)
                if hasattr(exc, "message")
                else (os_error_text(exc, self.tr.lang) if isinstance(exc, OSError) else str(exc))
            )
            self.app.call_from_thread(
                self.notify, self.tr("pdf_failed", error=text), severity="error"
            )
            return
        self.app.call_from_thread(self.notify, self.tr("pdf_done", path=str(path)), timeout=15)

    def action_reveal(self) -> None:
        """F5: show the result and the roles on the players' display, or hide them again."""
        session = self.session
        shown = session.set_reveal(not session.revealed)
        key = (
            "reveal_on"
            if shown
            else ("reveal_off" if session.game.state.over else "reveal_not_over")
        )
        self.notify(self.tr(key), severity="information" if session.game.state.over else "warning")

    def action_back(self) -> None:
        self.action_end_save()
        self.app.pop_screen()

"""The results desk, after the last word: each seat's points and entries against 8.4's limits,
the judge's extras (several a seat, each corrected or removed), penalties, protests with their
deadline and the head judge's decisions, his consent and check, the record check, and the PDF.

Every entry goes through the session's :class:`~mafia_tui.session.desk.Desk` and is saved at
once; the message line under the form says what was done or why not, and a refusal puts the
cursor in the field at fault.
"""

from __future__ import annotations

from datetime import datetime

from rich.text import Text
from textual import events, work
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Label, OptionList, Static, TextArea

from ...rules import RuleError, record_digest
from ...rules.desk import seats
from ...session import GameSession, os_error_text, save_settings
from ...session.desk import Desk
from ..commands import bindings
from ..strings import Tr
from ..widgets.desk_view import check_text, entry_options, seat_table, status_line
from .base import Keyed
from .desk_modals import DecisionModal, NameModal

FIELD_OF = {
    "bad_seat": "seat",
    "extra_players": "seat",
    "penalty_role": "seat",
    "not_finished": "seat",
    "bad_points": "points",
    "extra_positive": "points",
    "extra_winner": "points",
    "extra_loser": "points",
    "extra_total": "points",
    "extra_draw": "points",
    "reason_missing": "reason",
    "reason_too_long": "reason",
    "invisible_char": "reason",
    "penalty_unknown": "rule",
    "penalty_result": "rule",
    "bad_filer": "filer",
    "bad_clock": "at",
    "protest_text_missing": "text",
}
"""Where the cursor goes after a refusal: the field the message is about."""

ROWS = {"x-": ("seat", "points", "reason"), "p-": ("seat", "rule", "reason")}


class EndScreen(Keyed, Screen[None]):
    """F2 saves, F4 makes the PDF (off the event loop), F8 removes the entry picked in the
    list, F6/F9 the head judge's consent and check, F5 the players' display, Esc back."""

    SCREEN_KEY = "end"
    BINDINGS = bindings("end")

    def __init__(self, session: GameSession, tr: Tr) -> None:
        super().__init__(id="end")
        self.session = session
        self.desk = Desk(session)
        self.tr = tr
        self.editing: int | None = None
        """The index of the extra being corrected in the extra row, or None (a new one)."""

    def compose(self) -> ComposeResult:
        tr = self.tr
        yield Static("", id="end-status", markup=False)
        with VerticalScroll(classes="form", id="end-form"):
            yield Static("", id="end-table")
            seat = r"[0-9]{0,2}"
            with Horizontal(classes="entry"):
                yield Label(tr("desk_row_extra"), id="x-label", classes="entry-label")
                yield Input(placeholder="№", id="x-seat", restrict=seat, classes="small")
                yield Input(
                    placeholder=tr("f_points"),
                    id="x-points",
                    restrict=r"[0-9.,+]*",
                    classes="small",
                )
                yield Input(placeholder=tr("f_reason"), id="x-reason", max_length=500)
            with Horizontal(classes="entry"):
                yield Label(tr("desk_row_penalty"), classes="entry-label")
                yield Input(placeholder="№", id="p-seat", restrict=seat, classes="small")
                yield Input("8.5.", id="p-rule", classes="small")
                yield Input(placeholder=tr("f_reason"), id="p-reason", max_length=500)
            with Horizontal(classes="entry"):
                yield Label(tr("desk_row_protest"), classes="entry-label")
                yield Input(placeholder=tr("f_filer"), id="r-filer", classes="small")
                yield Input(placeholder=tr("f_time"), id="r-at", classes="small")
                yield Input(placeholder=tr("f_protest_text"), id="r-text", max_length=2000)
            yield Label(tr("desk_entries"))
            yield OptionList(id="end-entries")
            yield Label(tr("f_comments"))
            yield TextArea(self.session.game.after.comments, id="comments", classes="note")
            yield Static("", id="end-check")
        yield Static("", id="end-message", markup=False)
        yield self.key_footer()

    def on_mount(self) -> None:
        self.redraw()
        self.query_one("#x-seat", Input).focus()
        self.set_interval(20, self._draw_status)

    # --- drawing ------------------------------------------------------------------------

    def redraw(self) -> None:
        game = self.session.game
        rows = seats(game)
        self._draw_status()
        self.query_one("#end-table", Static).update(seat_table(game, rows, self.tr))
        entries = self.query_one("#end-entries", OptionList)
        keep = entries.highlighted
        entries.clear_options()
        entries.add_options(entry_options(game, rows, self.tr))
        if keep is not None and entries.option_count:
            entries.highlighted = min(keep, entries.option_count - 1)
        self.query_one("#end-check", Static).update(check_text(game, self.tr))
        self.refresh_footer()

    def _draw_status(self) -> None:
        now = datetime.fromisoformat(self.session.now())
        self.query_one("#end-status", Static).update(status_line(self.session.game, self.tr, now))

    def say(self, text: str, kind: str = "ok") -> None:
        """The message line: ``ok`` (green), ``warn`` (yellow) or ``error`` (red)."""
        line = self.query_one("#end-message", Static)
        style = {"ok": "bold green", "warn": "bold yellow", "error": "bold red"}[kind]
        line.update(Text(text, style=style))

    def _done(self, text: str) -> None:
        """An entry was made: say so, or that the disk did not take it."""
        self.redraw()
        if self.session.unsaved:
            error = os_error_text(self.session.error, self.tr.lang)
            self.say(self.tr("save_failed", error=error), "error")
        else:
            self.say(text)

    # --- entering -----------------------------------------------------------------------

    def on_input_submitted(self, event: Input.Submitted) -> None:
        name = event.input.id or ""
        if name in ("x-reason", "p-reason", "r-text"):
            self._add(name[:2])
        else:
            self.focus_next()

    def _add(self, prefix: str) -> None:
        def value(field: str) -> str:
            return self.query_one(f"#{prefix}{field}", Input).value

        try:
            if prefix == "r-":
                reply = self.desk.file_protest(value("filer"), value("text"), value("at"))
            else:
                seat = _seat(value("seat"))
                if prefix == "x-":
                    reply = self.desk.add_extra(
                        seat, value("points"), value("reason"), self.editing
                    )
                else:
                    reply = self.desk.add_penalty(seat, value("rule"), value("reason"))
        except RuleError as err:
            self.say(err.message(self.tr.lang), "error")
            first = "filer" if prefix == "r-" else "seat"
            target = self.query(f"#{prefix}{FIELD_OF.get(err.code, first)}")
            (target.first() if target else self.query_one(f"#{prefix}{first}")).focus()
            return
        for field in ROWS.get(prefix, ("filer", "at", "text")):
            if field != "rule":
                self.query_one(f"#{prefix}{field}", Input).value = ""
        if prefix == "x-":
            self._edit(None)
        self._done(reply.message(self.tr.lang))
        self.query_one(f"#{prefix}{'filer' if prefix == 'r-' else 'seat'}", Input).focus()

    def _edit(self, index: int | None) -> None:
        """Put the extra row in the mode of correcting entry ``index`` (None: a new one)."""
        self.editing = index
        label = self.tr("desk_row_extra") if index is None else self.tr("desk_row_fix")
        self.query_one("#x-label", Label).update(label)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on an entry: an extra goes into the extra row to be corrected, a protest
        opens the head judge's decision."""
        kind, _, index = (event.option.id or "").partition(":")
        if kind == "extras":
            extra = self.session.game.after.extras[int(index)]
            self._edit(int(index))
            self.query_one("#x-seat", Input).value = str(extra.seat)
            self.query_one("#x-points", Input).value = self.tr.num(extra.points)
            self.query_one("#x-reason", Input).value = extra.reason
            self.query_one("#x-points", Input).focus()
            self.say(self.tr("desk_fixing", n=int(index) + 1), "warn")
        elif kind == "penalties":
            self.say(self.tr("desk_penalty_fix"), "warn")
        elif kind == "protests":
            self._decide(int(index))

    def _decide(self, index: int) -> None:
        title = self.tr("decide_title", n=index + 1)

        def done(answer: tuple[str, str, str] | None) -> None:
            if answer is None:
                return
            outcome, reason, name = answer
            try:
                reply = self.desk.decide(index, outcome, reason, name)
            except RuleError as err:
                self.say(err.message(self.tr.lang), "error")
                return
            self._remember_head_judge(name)
            self._done(reply.message(self.tr.lang))

        self.app.push_screen(DecisionModal(self.tr, title, self._head_judge()), done)

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        if isinstance(event.widget, TextArea):
            self._save_comments()

    def _save_comments(self) -> bool:
        text = self.query_one("#comments", TextArea).text
        try:
            changed = self.desk.set_comments(text)
        except RuleError as err:
            self.say(err.message(self.tr.lang), "error")
            return False
        if changed:
            self._done(self.tr("desk_comments_saved"))
        return True

    # --- commands -----------------------------------------------------------------------

    def action_end_save(self) -> None:
        if not self._save_comments():
            return
        if not self.session.unsaved:
            self.session.save()
        if self.session.unsaved:
            error = os_error_text(self.session.error, self.tr.lang)
            self.say(self.tr("save_failed", error=error), "error")
        else:
            self.say(self.tr("saved"))

    def action_end_drop(self) -> None:
        """F8: remove the entry picked in the list; the first F8 outside the list only
        picks the last entry and says which, so nothing goes by a stray key."""
        entries = self.query_one("#end-entries", OptionList)
        options = [entries.get_option_at_index(i) for i in range(entries.option_count)]
        picked = [i for i, o in enumerate(options) if not o.disabled]
        if not picked:
            self.say(self.tr("desk_nothing_to_remove"), "warn")
            return
        if self.focused is not entries or entries.highlighted not in picked:
            entries.focus()
            entries.highlighted = (
                picked[-1] if entries.highlighted not in picked else entries.highlighted
            )
            option = options[entries.highlighted or 0]
            self.say(self.tr("desk_remove_which", entry=str(option.prompt)), "warn")
            return
        option = options[entries.highlighted]
        kind, _, index = (option.id or "").partition(":")
        try:
            self.desk.remove(kind, int(index))
        except RuleError as err:
            self.say(err.message(self.tr.lang), "error")
            return
        if kind == "extras" and self.editing is not None:
            self._edit(None)
        self._done(self.tr("desk_removed", entry=str(option.prompt)))

    def action_end_consent(self) -> None:
        due = [s for s in seats(self.session.game) if s.needs_consent and s.consent is None]
        if not due:
            self.say(RuleError("consent_not_needed", "8.4.3").message(self.tr.lang), "warn")
            return
        listed = ", ".join(f"{s.seat} — {self.tr.num(s.points.judge)}" for s in due)
        self._ask_name(self.tr("consent_title", seats=listed), "", self.desk.consent)

    def action_end_sign(self) -> None:
        body = check_text(self.session.game, self.tr)
        self._ask_name(self.tr("sign_title"), body, self.desk.sign)

    def _ask_name(self, title: str, body: object, record: object) -> None:
        def done(name: str | None) -> None:
            if name is None:
                return
            try:
                reply = record(name)  # type: ignore[operator]
            except RuleError as err:
                self.say(err.message(self.tr.lang), "error")
                return
            self._remember_head_judge(name)
            self._done(reply.message(self.tr.lang))

        self.app.push_screen(NameModal(title, body, self._head_judge()), done)

    def _head_judge(self) -> str:
        return self.mafia_app.settings.head_judge

    def _remember_head_judge(self, name: str) -> None:
        """The next consent or check offers the same name (kept in the settings)."""
        settings = self.mafia_app.settings
        if settings.head_judge != name.strip():
            settings.head_judge = name.strip()
            try:
                save_settings(self.mafia_app.root, settings)
            except OSError:
                pass  # only the suggestion is lost; the record has the name

    def action_end_pdf(self) -> None:
        self.action_end_save()
        if self.session.unsaved:
            return
        self.say(self.tr("pdf_working"), "warn")
        self._make_pdf(record_digest(self.session.game))

    @work(thread=True, exclusive=True)
    def _make_pdf(self, digest: str) -> None:
        """Waits in a thread for the worker process that writes the PDF (see session.jobs);
        the form stays live meanwhile, and the answer comes to the message line."""
        from ...session.jobs import protocol_in_process

        try:
            path = protocol_in_process(self.session.game, self.session.store.root)
        except Exception as exc:  # noqa: BLE001 - told to the judge, nothing else to do
            text = (
                exc.message(self.tr.lang)
                if hasattr(exc, "message")
                else (os_error_text(exc, self.tr.lang) if isinstance(exc, OSError) else str(exc))
            )
            self.app.call_from_thread(self.say, self.tr("pdf_failed", error=text), "error")
            return
        self.app.call_from_thread(self._pdf_done, str(path), digest)

    def _pdf_done(self, path: str, digest: str) -> None:
        if record_digest(self.session.game) != digest:
            self.say(self.tr("pdf_done_changed", path=path), "warn")
        else:
            self.say(self.tr("pdf_done", path=path))

    def action_reveal(self) -> None:
        """F5: show the result and the roles on the players' display, or hide them again."""
        session = self.session
        shown = session.set_reveal(not session.revealed)
        over = session.game.state.over
        key = "reveal_on" if shown else ("reveal_off" if over else "reveal_not_over")
        self.say(self.tr(key), "ok" if over else "warn")

    def action_back(self) -> None:
        """Esc: what is typed in a row and not entered is cleared first (a second Esc
        leaves); with nothing typed, back to the game."""
        typed = [
            field
            for field in self.query(".entry Input").results(Input)
            if field.value.strip() and field.value != "8.5."
        ]
        if typed or self.editing is not None:
            for field in typed:
                field.value = "8.5." if field.id == "p-rule" else ""
            self._edit(None)
            self.say(self.tr("desk_cleared"), "warn")
            return
        self._save_comments()
        self.app.pop_screen()


def _seat(text: str) -> int:
    """A seat typed in a field: 1-10, and 0 for 10 as at the table.

    Raises:
        RuleError: ``bad_seat_field``.
    """
    text = text.strip()
    if not text.isdigit() or int(text) > 10:
        raise RuleError("bad_seat", seat=text or "—")
    return int(text) or 10

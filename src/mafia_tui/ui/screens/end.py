"""The results desk, after the last word: each seat's points and entries against 8.4's limits,
the judge's extras (several a seat, each corrected or removed), penalties, protests with their
deadline and the head judge's decisions, his consent and check, the record check, and the PDF.

Every entry goes through the session's :class:`~mafia_tui.session.desk.Desk` and is saved at
once; the message line under the form says what was done or why not, and a refusal puts the
cursor in the field at fault.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Label, OptionList, Static, TextArea

from ...rules import RuleError
from ...rules.desk import seats
from ...rules.state import Event
from ...session import GameSession, os_error_text, save_settings
from ...session.desk import Desk, parse_seat
from ..commands import bindings
from ..strings import Tr
from ..widgets.desk_rows import EntryRows
from ..widgets.desk_view import check_text, entry_options, pickable, seat_table, status_line
from .base import Keyed
from .desk_files import DeskFiles
from .desk_modals import DecisionModal, NameModal
from .desk_moves import DeskMoves
from .desk_void import DeskVoid


class EndScreen(DeskMoves, DeskFiles, DeskVoid, Keyed, Screen[None]):
    """F2 saves, F3 goes to the entries (a digit from there to a row), F4 makes the PDF (off
    the event loop), F7 the mafiaratings file, F8 removes the entry picked in the list, F6/F9
    the head judge's consent and check, F10 his void of the game, F5 the players' display,
    Esc back."""

    SCREEN_KEY = "end"
    BINDINGS = bindings("end")

    def __init__(self, session: GameSession, tr: Tr) -> None:
        super().__init__(id="end")
        self.session = session
        self.desk = Desk(session)
        self.tr = tr
        self.said = ""
        """The kind of the message on the line ("ok", "warn", "error"; "" none yet)."""
        self.editing: int | None = None
        """The index of the extra being corrected in the extra row, or None (a new one)."""

    def compose(self) -> ComposeResult:
        tr = self.tr
        yield Static("", id="end-status", markup=False)
        with VerticalScroll(classes="form", id="end-form"):
            yield Static("", id="end-table")
            yield EntryRows(tr)
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
            entries.highlighted = pickable(entries, keep)
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
        self.said = kind

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
        rows = self.query_one(EntryRows)

        def value(name: str) -> str:
            return rows.value(prefix, name)

        try:
            if prefix == "r-":
                reply = self.desk.file_protest(value("filer"), value("text"), value("at"))
            elif prefix == "x-":
                seat = parse_seat(value("seat"))
                reply = self.desk.add_extra(seat, value("points"), value("reason"), self.editing)
            else:
                reply = self.desk.add_penalty(
                    parse_seat(value("seat")), value("rule"), value("reason")
                )
        except RuleError as err:
            self.say(err.message(self.tr.lang), "error")
            rows.at_fault(prefix, err.code)
            return
        rows.clear(prefix)
        if prefix == "x-":
            self._edit(None)
        self._done(reply.message(self.tr.lang))
        rows.start(prefix)

    def _edit(self, index: int | None) -> None:
        """Put the extra row in the mode of correcting entry ``index`` (None: a new one)."""
        self.editing = index
        self.query_one(EntryRows).editing(index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on an entry: an extra goes into the extra row to be corrected (the cursor
        after its points, nothing selected, and the message says so), a protest opens the
        head judge's decision; a line from the game's log says where it is changed."""
        kind, _, index = (event.option.id or "").partition(":")
        if kind == "extras":
            extra = self.session.game.after.extras[int(index)]
            self._edit(int(index))
            self.query_one("#x-seat", Input).value = str(extra.seat)
            self.query_one("#x-reason", Input).value = extra.reason
            points = self.query_one("#x-points", Input)
            points.value = self.tr.num(extra.points)
            self.focus_at_end(points)
            self.say(self.tr("desk_fixing", seat=extra.seat), "warn")
        elif kind == "penalties":
            self.say(self.tr("desk_penalty_fix"), "warn")
        elif kind == "protests":
            self._decide(int(index))

    def _decide(self, index: int) -> None:
        """The head judge's decision on protest ``index``: recorded from the dialog, which
        stays open with what was typed when the desk refuses it."""
        title = self.tr("decide_title", n=index + 1)

        def attempt(outcome: str, reason: str, name: str) -> tuple[str, str] | None:
            try:
                reply = self.desk.decide(index, outcome, reason, name)
            except RuleError as err:
                return err.message(self.tr.lang), "name" if err.code == "bad_name" else "reason"
            self._remember_head_judge(name)
            self._done(reply.message(self.tr.lang))
            return None

        self.app.push_screen(DecisionModal(self.tr, title, self._head_judge(), attempt))

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        if isinstance(event.widget, TextArea):
            self._save_comments()
        else:
            self.blurred(event.widget)

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

    def _ask_name(self, title: str, body: object, record: Callable[[str], Event]) -> None:
        def done(name: str | None) -> None:
            if name is None:
                return
            try:
                reply = record(name)
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
        rows = self.query_one(EntryRows)
        if rows.typed() or self.editing is not None:
            for prefix in ("x-", "p-", "r-"):
                rows.clear(prefix)
            self._edit(None)
            self.say(self.tr("desk_cleared"), "warn")
            return
        self._save_comments()
        self.app.pop_screen()

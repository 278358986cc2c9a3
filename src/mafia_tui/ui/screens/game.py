"""The judge's main screen: the table, the step, the timer, warnings.

Keys go through the key grammar (:mod:`..grammar`), actions through the game session (which
saves before the screen shows the result), texts come from :mod:`..game_view`; each key press
ends in one repaint.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.screen import Screen

from ...rules import Action, RuleError, Step, StepKind
from ...rules.queries import current_candidates
from ...session import GameSession, os_error_text
from .. import game_view as view
from ..commands import Command
from ..grammar import KeyGrammar, Result
from ..repaint import ChangedOnly
from ..strings import Tr
from ..timing import SpeechTimer
from ..widgets.footer import KeyFooter
from ..widgets.panels import LogPanel, MessageLine, Panel, StepBar
from ..widgets.seat_table import SeatTable
from ..widgets.timer_panel import TimerPanel
from .base import Keyed
from .game_commands import GameCommands


class GameScreen(GameCommands, Keyed, Screen[None]):
    """A game being judged."""

    SCREEN_KEY = "game"

    def __init__(
        self, session: GameSession, tr: Tr, clock: Any, auto_start: bool = True, fresh: bool = False
    ) -> None:
        super().__init__(id="game")
        self.session = session
        self.tr = tr
        self.grammar = KeyGrammar(session.game, tr.lang)
        self.speech = SpeechTimer(clock, session.game.profile.warn_seconds, auto_start)
        self.fresh = fresh
        """A new game: its first step's timer starts as any other does."""
        self.show_roles = False
        self.message = Text("")
        self.answer = Text("")
        self._last_saved_timer = 0.0
        self.closed = False
        """The session was released (the judge left for the menu)."""
        self._ready = False
        self._compositor = ChangedOnly()  # a key repaints what it changed (ui/repaint.py)
        self._timer_panel = TimerPanel(self.speech, self._timer_caption)
        # Built once and kept: a repaint per key must not search the DOM for them.
        self._seats = SeatTable(tr)
        self._step_bar = StepBar()
        self._warnings = Panel("warnings", tr("panel_warnings"))
        self._answer = Panel("answer")
        self._noms = Panel("noms", tr("panel_noms"))
        self._log = LogPanel(
            tr("panel_log"),
            lambda rows, width: view.log_lines(self.session.game, self.tr, rows, width),
        )
        self._message_line = MessageLine()

    # --- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield self._step_bar
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield self._seats
                yield self._warnings
            with Vertical(id="side"):
                yield self._timer_panel
                yield self._answer
                yield self._noms
                yield self._log
        yield self._message_line
        yield KeyFooter("game", self.tr.lang, self.command_legal, self.keyboard_layout)

    def on_mount(self) -> None:
        self._ready = True
        self._seats.border_title = self.tr("col_nick")
        self.speech.show(
            self.session.game.state.step,
            self.session.timer_remaining(),
            start=self.fresh and self.speech.auto_start,
        )
        self.call_after_refresh(self._first_save)
        self.set_interval(5, self._housekeeping)
        if self.session.timer_was_running() and self.speech.active:  # back after a crash
            self._say(self.tr("timer_resumed", left=self.speech.countdown.label()))
        if self.session.unsaved:
            self._say_unsaved()
        self.repaint()

    def _first_save(self) -> None:
        """The timer as it is now (paused on a resume), so the players' display agrees. After
        the first frame: a write of the whole game and its fsync need not delay the screen."""
        if self.closed:
            return
        was_unsaved = self.session.unsaved
        self._save_timer()
        if self.session.unsaved and not was_unsaved:
            self._say_unsaved()
            self.repaint()

    def on_unmount(self) -> None:
        """Leaving the game (or quitting): keep the timer, let go of the game's lock."""
        self._close()

    def _close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.speech.active:
            self.session.save_timer(self.speech.countdown.remaining)
        self.session.close()

    def leave(self) -> None:
        """Back to the menu; with changes the disk has not taken, ask first."""
        if not self.session.unsaved:
            self.mafia_app.leave_game()
            return
        from .unsaved import UnsavedModal

        def done(leave: bool | None) -> None:
            if leave:
                self.mafia_app.leave_game()

        self.app.push_screen(UnsavedModal(self.session, self.tr), done)

    @property
    def timer(self) -> TimerPanel:
        """The speech timer panel."""
        return self._timer_panel

    # --- keys ----------------------------------------------------------------------------

    def on_key(self, event: Key) -> None:
        """Every key of the screen, in any layout, goes through the key grammar."""
        if self.pass_on(event) or event.key in ("ctrl+p", "ctrl+q"):
            return
        event.stop()
        event.prevent_default()
        self.handle(self.grammar.press(event.key))

    def run_command(self, command: str) -> None:
        """A command from the palette or the footer."""
        self.handle(self.grammar.command(command))

    def command_legal(self, command: Command) -> bool:
        return self.grammar.is_legal(command.id)

    def keyboard_layout(self) -> str:
        """The layout the judge's last letter came from, else the screens' language."""
        return self.grammar.layout or self.tr.lang

    def handle(self, result: Result) -> None:
        """Carry out what a key asked for, then repaint once. The message line says what
        this key did (or nothing): an older message never stays to mislead."""
        self.message = Text("")
        if result.action is not None:
            self.propose(result.action, result.how)
        elif result.command:
            self.carry_out(result.command, result.args)
        elif result.say:
            self._say(view.say(self.tr, result.say, result.params), error=result.error)
        self.repaint()

    # --- applying ------------------------------------------------------------------------

    def apply(self, action: Action, how: str = "") -> bool:
        """Apply and save; the screen shows the result only after the save."""
        game = self.session.game
        before = game.state
        was_unsaved = self.session.unsaved
        self.speech.before(len(game.log))
        try:
            saved = self.session.apply(action, timer=lambda: self._timer_after(game.state.step))
        except RuleError as err:
            self.grammar.reset()
            self._say(err.message(self.tr.lang), error=True)
            return False
        self.grammar.reset()
        self.answer = view.answer(game.events, self.tr)
        self._say(view.confirmation(action, game, self.tr, how))
        if not saved:
            self._say_unsaved()
        elif was_unsaved:
            self._say(f"{self.message.plain} · {self.tr('saved_again')}")
        if game.state.over and not before.over:
            self.open_after_game()
        return True

    def undo(self) -> None:
        game = self.session.game
        was_unsaved = self.session.unsaved
        restored: list[bool] = []

        def timer() -> tuple[float, bool] | None:
            restored.append(self.speech.undone(len(game.log), game.state.step))
            return self._timer_kept()

        try:
            action = self.session.undo(timer=timer)
        except RuleError as err:
            self._say(err.message(self.tr.lang), error=True)
            return
        self.answer = Text("")
        text = self.tr("undone", what=view.describe(action, self.tr, with_time=False))
        if any(restored):
            text += " · " + self.tr("timer_restored", left=self.speech.countdown.label())
        self._say(text)
        if self.session.unsaved:
            self._say_unsaved()
        elif was_unsaved:
            self._say(f"{text} · {self.tr('saved_again')}")

    def _say(self, text: str, error: bool = False) -> None:
        self.message = Text(text, style="bold red" if error else "bold green")
        if error and self._ready:
            self._message_line.show(self._prompt_text(), flash=True)

    def _say_unsaved(self) -> None:
        err = self.session.error
        self._say(self.tr("unsaved", error=os_error_text(err, self.tr.lang)), error=True)

    # --- timer ---------------------------------------------------------------------------

    def _timer_caption(self) -> str:
        return view.timer_caption(self.session.game, self.speech, self.tr)

    def on_timer_panel_signal(self, message: TimerPanel.Signal) -> None:
        if message.event == "zero":
            self.app.bell()
            self.timer.flash()

    def _save_timer(self) -> None:
        """The timer changed (or runs on): keep it for a resume after a crash."""
        kept = self._timer_kept()
        if kept is not None:
            self.session.save_timer(*kept)

    def _timer_after(self, step: Step) -> tuple[float, bool] | None:
        """Asked by the session inside the action's write: a new step's timer goes into the
        same write, so the players' display follows at once and a key is one fsync."""
        return self._timer_kept() if self.speech.after(step) else None

    def _timer_kept(self) -> tuple[float, bool] | None:
        """The timer to keep (seconds left, running; the players' display counts down from
        it), or None when no speech is timed."""
        if not self.speech.active:
            return None
        self._last_saved_timer = self.speech.countdown.remaining
        return self._last_saved_timer, self.speech.countdown.running

    def _housekeeping(self) -> None:
        """Every few seconds: keep the timer for a resume; retry a failed save."""
        if self.closed:
            return
        cd = self.speech.countdown
        was_unsaved = self.session.unsaved
        if cd.running and abs(cd.remaining - self._last_saved_timer) >= 1:
            self._save_timer()
        elif was_unsaved:
            self.session.retry()
        if was_unsaved and not self.session.unsaved:
            self._say(self.tr("saved_again"))
            self.repaint()

    # --- drawing -------------------------------------------------------------------------

    def repaint(self) -> None:
        """Redraw everything from the game state (once per key press)."""
        if not self._ready:
            return
        game, tr = self.session.game, self.tr
        state = game.state
        step = state.step
        candidates = set(current_candidates(state))
        speaking = (
            step.seat
            if step.kind in (StepKind.SPEECH, StepKind.TIE_SPEECH, StepKind.LAST_WORD)
            else None
        )
        self._seats.show(
            state.players, speaking=speaking, nominated=candidates, show_role=self.show_roles
        )
        self._step_bar.show(*view.step_bar(game, tr, self.session.unsaved))
        self._noms.show(view.nominations(game, tr))
        self._noms.display = state.today is not None
        self._warnings.show(view.warnings(game, tr))
        self._answer.show(self.answer)
        self._answer.display = bool(self.answer.plain)
        self._log.set_content((len(game.log), game.log[-1] if game.log else None))
        self._message_line.show(self._prompt_text())
        self.timer.redraw()
        self.refresh_footer()

    def _prompt_text(self) -> Text:
        text = view.prompt(self.grammar, self.session.game, self.tr)
        if text is None:
            if self.session.game.state.over and not self.message.plain:
                return Text(self.tr("game_over_hint"), style="bold")
            return self.message
        if self.message.plain:
            text = text.copy()
            text.append("  ")
            text.append_text(self.message)
        return text

    def open_after_game(self) -> None:
        from .end import EndScreen

        self.app.push_screen(EndScreen(self.session, self.tr))

"""The game screen's own commands: the timer keys, the views, and the dialogs (a sub-rule,
the shots one by one, a nickname, the question before a ruling that ends the game), plus
closing a vote whose outcome is fixed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules import Action, Disqualify, RuleError, Shot, StepKind, TeamDefeat
from ...rules.queries import ruling_ending, shooters, vote_decided
from .. import game_view as view
from ..command_actions import closing_vote
from .base import Keyed

if TYPE_CHECKING:
    from rich.text import Text

    from ...session import GameSession
    from ..strings import Tr
    from ..timing import SpeechTimer
    from ..widgets.timer_panel import TimerPanel


class GameCommands(Keyed):
    """Mixed into :class:`~.game.GameScreen` (ahead of :class:`~.base.Keyed`, whose
    ``run_command`` it reaches through ``super()``)."""

    # What the game screen gives these commands; GameScreen sets and defines them all (the
    # declarations are for the type checker: a mixin cannot name its subclass as a base).
    session: GameSession
    tr: Tr
    speech: SpeechTimer
    show_roles: bool
    message: Text

    if TYPE_CHECKING:

        @property
        def timer(self) -> TimerPanel: ...
        def apply(self, action: Action, how: str = "") -> bool: ...
        def undo(self) -> None: ...
        def repaint(self) -> None: ...
        def leave(self) -> None: ...
        def open_after_game(self) -> None: ...
        def _say(self, text: str, error: bool = False) -> None: ...
        def _save_timer(self) -> None: ...

    # --- the screen's commands: one method per registry record (``Command.handler``) -----

    def action_leave(self) -> None:
        """Q: back to the menu."""
        self.leave()

    def action_timer(self) -> None:
        """Space: start or pause the speech timer."""
        self.speech.toggle()
        self._timer_said("timer_started" if self.speech.countdown.running else "timer_paused_msg")

    def action_add_time(self) -> None:
        """+: ten seconds more."""
        self.speech.add(10)
        self._timer_said("timer_added")

    def action_cut_time(self) -> None:
        """_: ten seconds less."""
        self.speech.add(-10)
        self._timer_said("timer_cut_msg")

    def action_restart_timer(self) -> None:
        """R: the speech's full time again."""
        self.speech.restart()
        self._timer_said("timer_restarted")

    def _timer_said(self, key: str) -> None:
        self._save_timer()
        self._say(self.tr(key, left=self.speech.countdown.label()))
        self.timer.redraw()

    def action_roles(self) -> None:
        """T: show or hide the roles on the seat table."""
        self.show_roles = not self.show_roles
        self._say(self.tr("roles_shown" if self.show_roles else "roles_hidden"))

    def action_undo(self) -> None:
        """U: undo the last action."""
        self.undo()

    def action_after_game(self) -> None:
        """E: the results desk of a finished game."""
        self.open_after_game()

    def action_shots(self) -> None:
        """P: the night's shots one by one."""
        from .modals import ShotsModal

        self.app.push_screen(
            ShotsModal(self.tr, shooters(self.session.game.state)),
            lambda shots: self._then(shots and Shot(shots=shots)),
        )

    def action_disqualify(self, seat: int) -> None:
        """D + seat: a disqualification, its sub-rule of 6.7 picked in a dialog."""
        self._pick_rule("disqualify", seat)

    def action_team_defeat(self, seat: int) -> None:
        """X + seat: a team's defeat, its sub-rule of 6.8 picked in a dialog."""
        self._pick_rule("team_defeat", seat)

    def action_rename(self, seat: int) -> None:
        """F6 + seat: correct a nickname."""
        self._rename(seat)

    def _then(self, action: Action | None) -> None:
        """Apply what a dialog gave (if anything), then repaint."""
        if action:
            self.propose(action)
        self.repaint()

    def propose(self, action: Action, how: str = "") -> None:
        """An action the judge entered (a key, a dialog). A ruling that would end the game (a
        team defeat, or a removal that decides it: the engine's dry run says) asks first,
        naming the result: Enter applies it, Esc leaves the game as it was, nothing saved.
        Every other action applies at once: the judge's speed matters."""
        game = self.session.game
        ending = ruling_ending(game, action)
        if ending is None:
            self.apply(action, how)
            return
        from .modals import ConfirmModal

        def done(confirmed: bool | None) -> None:
            if confirmed:
                self.apply(action, how)
            else:
                what = view.describe(action, self.tr, with_time=False)
                self._say(self.tr("ending_cancelled", what=what))
            self.repaint()

        title, what = view.ending_question(action, ending, game, self.tr, how)
        self.app.push_screen(ConfirmModal(self.tr, title, what), done)

    def _pick_rule(self, kind: str, seat: int) -> None:
        from .modals import RulePickModal

        def done(rule: str | None) -> None:
            if not rule:
                self._then(None)
            elif kind == "disqualify":
                self._then(Disqualify(seat, rule))
            else:
                self._then(TeamDefeat(seat, rule))

        self.app.push_screen(
            RulePickModal(self.tr, seat, "6.7" if kind == "disqualify" else "6.8"), done
        )

    def _rename(self, seat: int) -> None:
        from .modals import TextModal

        def done(nick: str | None) -> None:
            if nick is not None:
                try:
                    self.session.rename(seat, nick)
                    self._say(self.tr("done_rename", seat=seat, nick=nick))
                except RuleError as err:
                    self._say(err.message(self.tr.lang), error=True)
            self.repaint()

        self.app.push_screen(
            TextModal(self.tr("rename_title", seat=seat), self.session.game.players[seat - 1].nick),
            done,
        )

    def action_close_vote(self) -> None:
        """A vote whose outcome can no longer change: the rest count for nobody but the last
        candidate (the engine's own rule for hands not raised)."""
        game = self.session.game
        day_round = len(game.state.days[-1].rounds)
        while (
            game.state.step.kind is StepKind.VOTE
            and vote_decided(game.state) is not None
            and len(game.state.days[-1].rounds) == day_round
        ):
            if not self.apply(closing_vote(game)):
                return
        self._say(f"{self.tr('vote_closed')} · {self.message.plain}")

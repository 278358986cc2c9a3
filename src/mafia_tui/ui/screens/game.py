"""The judge's main screen: the table, the step, the timer, warnings; every key is a call into
the rules engine through the game session (which saves before the screen shows the result)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.command import Hit, Hits, Provider
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.screen import Screen
from textual.widgets import Footer, Static

from ...rules import (
    Action,
    BestMove,
    Disqualify,
    DonCheck,
    Foul,
    LiftVote,
    Next,
    Nominate,
    RuleError,
    SheriffCheck,
    Shot,
    StepKind,
    TeamDefeat,
    Vote,
    WithdrawFoul,
)
from ...rules.report import step_text
from ...rules.timer import Countdown
from ...session import GameSession, os_error_text
from ..keys import GAME_KEYS, latin
from ..strings import Tr
from ..widgets.seat_row import SeatRow
from ..widgets.timer_panel import TimerPanel

TIMED = {StepKind.AGREEMENT, StepKind.SHERIFF_LOOK, StepKind.FREE_SEATING, StepKind.LAST_WORD,
         StepKind.SPEECH, StepKind.TIE_SPEECH, StepKind.DON_CHECK, StepKind.SHERIFF_CHECK}

FOOTER = [("enter", "next"), ("space", "timer"), ("f", "foul"), ("v", "nominate"),
          ("minus", "miss"), ("b", "best_move"), ("u", "undo"), ("e", "after_game"),
          ("question_mark", "help")]
"""Commands shown in the footer, in order; the rest are in the help screen and the palette."""

PREFIX = {"foul": "foul", "nominate": "nominate", "disqualify": "disqualify",
          "team_defeat": "team_defeat", "withdraw": "withdraw_foul", "best_move": "best_move"}
"""Commands that wait for a seat number, and the engine action each needs to be legal."""


class GameCommands(Provider):
    """The command palette reaches every command of the game screen."""

    async def search(self, query: str) -> Hits:
        screen = self.screen
        assert isinstance(screen, GameScreen)
        matcher = self.matcher(query)
        for cmd in dict.fromkeys(GAME_KEYS.values()):
            name = screen.tr("k_" + cmd)
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), lambda c=cmd: screen.command(c))


class GameScreen(Screen[None]):
    """A game being judged."""

    COMMANDS = Screen.COMMANDS | {GameCommands}

    def __init__(self, session: GameSession, tr: Tr, clock: Any, auto_start: bool = True):
        super().__init__(id="game")
        self.session = session
        self.tr = tr
        self.clock = clock
        self.auto_start = auto_start
        self.pending: str = ""
        self.buffer: str = ""
        self.best: list[int] = []
        self.show_roles = False
        self.message: Text = Text("")
        self.message_is_error = False
        self.answer: Text = Text("")
        self._last_saved_timer = 0.0
        self._binding_signature: object = None
        self._shown: dict[str, object] = {}
        self.closed = False
        """The session was released (the judge left for the menu)."""
        self._timer_panel = TimerPanel(clock, session.game.profile.warn_seconds,
                                       self._timer_caption)
        for key, cmd in FOOTER:
            self._bindings.bind(key, f"command('{cmd}')", tr("k_" + cmd),
                                key_display={"enter": "⏎", "space": "␣", "minus": "-",
                                             "question_mark": "?"}.get(key, key.upper()))

    # --- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static("", id="stepbar", markup=False)
        with Horizontal(id="main"):
            with Vertical(id="seats"):
                for seat in range(1, 11):
                    yield SeatRow(seat, self.tr)
            with Vertical(id="side"):
                yield self._timer_panel
                yield Static("", id="answer", markup=False)
                yield Static("", id="noms", markup=False)
                yield Static("", id="warnings", markup=False)
        yield Static("", id="log", markup=False)
        yield Static("", id="prompt", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#seats").border_title = self.tr("col_nick")
        self.query_one("#warnings").border_title = self.tr("panel_warnings")
        self.query_one("#noms").border_title = self.tr("panel_noms")
        self.query_one("#log").border_title = self.tr("panel_log")
        self._reset_timer(start=False)
        saved = self.session.timer_remaining()
        if saved is not None:
            cd = self.timer.countdown
            cd.add(saved - cd.remaining)
            self._save_timer()  # paused now: the players' display must not run it on
        self.set_interval(5, self._housekeeping)
        if self.session.unsaved:
            self._say_unsaved()
        self.refresh_view()

    def on_resize(self) -> None:
        self.refresh_view()

    def on_unmount(self) -> None:
        """Leaving the game (or quitting): keep the timer, let go of the game's lock."""
        self._close()

    def _close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.timer.countdown.length > 0:
            self.session.save_timer(self.timer.countdown.remaining)
        self.session.close()

    def leave(self) -> None:
        """Back to the menu; with changes the disk has not taken, ask first."""
        if not self.session.unsaved:
            self.app.pop_screen()
            return
        from .unsaved import UnsavedModal

        def done(leave: bool | None) -> None:
            if leave:
                self.app.pop_screen()

        self.app.push_screen(UnsavedModal(self.session, self.tr), done)

    @property
    def timer(self) -> TimerPanel:
        """The speech timer panel."""
        return self._timer_panel

    # --- keys ----------------------------------------------------------------------------

    def on_key(self, event: Key) -> None:
        """All keys of the screen, in either keyboard layout, go through :meth:`command`."""
        key = latin(event.key)
        if key in ("ctrl+p", "ctrl+q"):
            return
        event.stop()
        event.prevent_default()
        if len(key) == 1 and key.isdigit():
            self.digit(int(key))
        elif key in GAME_KEYS:
            self.command(GAME_KEYS[key])

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Dim footer entries that are not legal now (pressing one explains why)."""
        if action != "command" or not parameters:
            return True
        cmd = str(parameters[0])
        legal = self._legal(cmd)
        if cmd in ("miss", "best_move", "nominate") and not legal:
            return False
        if cmd == "after_game":
            return self.session.game.state.over or False
        return True if legal else None

    def action_command(self, cmd: str) -> None:
        self.command(cmd)

    def _legal(self, cmd: str) -> bool:
        legal = self.session.game.legal()
        kind = self.session.game.state.step.kind
        if cmd in PREFIX:
            return PREFIX[cmd] in legal
        if cmd == "next":
            return "next" in legal or kind in (StepKind.VOTE, StepKind.LIFT_VOTE)
        if cmd == "miss":
            return bool(legal & {"shot", "don_check", "sheriff_check"})
        if cmd == "shots":
            return "shot" in legal
        if cmd == "undo":
            return "undo" in legal
        if cmd == "after_game":
            return True
        return True

    def command(self, cmd: str) -> None:
        """Run one command of the screen (keys, footer and palette all come here)."""
        if cmd in ("cancel", "erase"):
            if cmd == "erase" and self.buffer:
                self.buffer = self.buffer[:-1]
            else:
                self.pending, self.buffer, self.best = "", "", []
            self.refresh_view()
            return
        if cmd == "leave":  # on_unmount keeps the timer and releases the game
            self.leave()
            return
        if cmd == "help":
            from .help import HelpScreen

            self.app.push_screen(HelpScreen(self.tr))
            return
        if not self._legal(cmd):
            self._say(self.tr("not_now", what=self.tr("k_" + cmd)), error=True)
            return
        state = self.session.game.state
        if cmd in PREFIX or cmd == "rename":
            self.pending, self.best = cmd, []
            self.refresh_view()
        elif cmd == "next":
            if state.step.kind in (StepKind.VOTE, StepKind.LIFT_VOTE):
                self._submit_count()
            else:
                self.apply(Next())
        elif cmd == "timer":
            self.timer.countdown.toggle()
            self._save_timer()
            self.timer.redraw()
        elif cmd == "add_time":
            self.timer.countdown.add(10)
            self._save_timer()
            self.timer.redraw()
        elif cmd == "restart_timer":
            self._reset_timer(start=False)
            self._save_timer()
        elif cmd == "miss":
            kind = state.step.kind
            self.apply({StepKind.SHOT: Shot(None), StepKind.DON_CHECK: DonCheck(None)}.get(
                kind, SheriffCheck(None)))
        elif cmd == "shots":
            from .modals import ShotsModal

            blacks = [p.seat for p in state.alive if p.team.value == "black"]
            self.app.push_screen(ShotsModal(self.tr, blacks),
                                 lambda shots: shots and self.apply(Shot(shots=shots)))
        elif cmd == "undo":
            self.undo()
        elif cmd == "roles":
            self.show_roles = not self.show_roles
            self.refresh_view()
        elif cmd == "after_game":
            self.open_after_game()

    def digit(self, d: int) -> None:
        """A digit: a seat (0 = 10) for the pending command, a vote count, or the step's seat."""
        seat = 10 if d == 0 else d
        state = self.session.game.state
        step = state.step
        pending = self.pending
        if pending == "best_move" or (not pending and step.kind is StepKind.LAST_WORD
                                      and "best_move" in self.session.game.legal()):
            self.pending = "best_move"
            self.best.append(seat)
            if len(self.best) == 3:
                seats, self.best, self.pending = tuple(self.best), [], ""
                self.apply(BestMove(seats))
            else:
                self.refresh_view()
            return
        if pending:
            self.pending = ""
            if pending == "foul":
                self.apply(Foul(seat))
            elif pending == "nominate":
                self.apply(Nominate(step.seat or 0, seat))
            elif pending in ("disqualify", "team_defeat"):
                self._pick_rule(pending, seat)
            elif pending == "withdraw":
                self._withdraw(seat)
            elif pending == "rename":
                self._rename(seat)
            return
        kind = step.kind
        if kind in (StepKind.VOTE, StepKind.LIFT_VOTE):
            if len(self.buffer) < 2:
                self.buffer += str(d)
            self.refresh_view()
        elif kind is StepKind.SPEECH:
            self.apply(Nominate(step.seat or 0, seat))
        elif kind is StepKind.SHOT:
            self.apply(Shot(seat))
        elif kind is StepKind.DON_CHECK:
            self.apply(DonCheck(seat))
        elif kind is StepKind.SHERIFF_CHECK:
            self.apply(SheriffCheck(seat))
        else:
            self._say(self.tr("digit_meaningless"), error=True)

    def _submit_count(self) -> None:
        if not self.buffer:
            self._say(self.tr("count_needed"), error=True)
            return
        count, self.buffer = int(self.buffer), ""
        step = self.session.game.state.step
        self.apply(LiftVote(count) if step.kind is StepKind.LIFT_VOTE
                   else Vote(step.seat or 0, count))

    def _pick_rule(self, kind: str, seat: int) -> None:
        from .modals import RulePickModal

        def done(rule: str | None) -> None:
            if rule:
                self.apply(Disqualify(seat, rule) if kind == "disqualify"
                           else TeamDefeat(seat, rule))

        self.app.push_screen(RulePickModal(self.tr, seat, "6.7" if kind == "disqualify"
                                           else "6.8"), done)

    def _rename(self, seat: int) -> None:
        from .modals import TextModal

        def done(nick: str | None) -> None:
            if nick is None:
                return
            try:
                self.session.rename(seat, nick)
            except RuleError as err:
                self._say(err.message(self.tr.lang), error=True)
                return
            self.refresh_view()

        self.app.push_screen(TextModal(self.tr("rename_title", seat=seat),
                                       self.session.game.players[seat - 1].nick), done)

    def _withdraw(self, seat: int) -> None:
        game = self.session.game
        withdrawn = game.withdrawn()
        fouls = [i for i, a in enumerate(game.log)
                 if isinstance(a, Foul) and a.seat == seat and i not in withdrawn]
        if not fouls:
            self._say(self.tr("no_foul_to_withdraw", seat=seat), error=True)
            return
        self.apply(WithdrawFoul(fouls[-1]))

    # --- applying ------------------------------------------------------------------------

    def apply(self, action: Action) -> bool:
        """Apply and save; the screen shows the result only after the save."""
        before = self.session.game.state.step
        was_unsaved = self.session.unsaved
        try:
            saved = self.session.apply(action)
        except RuleError as err:
            self.pending, self.best = "", []
            self._say(err.message(self.tr.lang), error=True)
            self.app.bell()
            return False
        self.pending, self.buffer = "", ""
        events = self.session.game.events
        self._show_events(events)
        if not saved:
            self._say_unsaved()
        elif was_unsaved:
            self._say(self.tr("saved_again"))
        self._after_change(before, started_by_judge=isinstance(action, Next))
        return True

    def undo(self) -> None:
        before = self.session.game.state.step
        was_unsaved = self.session.unsaved
        try:
            action = self.session.undo()
        except RuleError as err:
            self._say(err.message(self.tr.lang), error=True)
            return
        self.answer = Text("")
        self._say(self.tr("undone", what=describe(action, self.tr)))
        if self.session.unsaved:
            self._say_unsaved()
        elif was_unsaved:
            self._say(self.tr("saved_again"))
        self._after_change(before, started_by_judge=False)

    def _after_change(self, before: Any, started_by_judge: bool) -> None:
        step = self.session.game.state.step
        if step != before:
            self._reset_timer(start=started_by_judge and self.auto_start)
            self._save_timer()  # the players' display counts from this
        self.refresh_view()
        if self.session.game.state.over and before.kind is not StepKind.GAME_OVER:
            self.open_after_game()

    def _show_events(self, events: list[Any]) -> None:
        lang = self.tr.lang
        checks = [e for e in events if e.code.startswith(("don_", "sheriff_"))]
        if not checks:
            self.answer = Text("")
        else:
            e = checks[-1]
            big = e.message(lang)
            style = "bold white on red" if e.code in ("sheriff_black", "don_found") else (
                "bold black on green")
            self.answer = Text(big, style=style, justify="center")
        others = [e for e in events if e not in checks and e.code not in ("nominated",)]
        text = " · ".join(e.message(lang) for e in others) or (
            events[-1].message(lang) if events else "")
        self._say(text)

    def _say(self, text: str, error: bool = False) -> None:
        self.message = Text(text, style="bold red" if error else "bold green")
        self.message_is_error = error
        if self.is_mounted:
            self.refresh_view()

    def _say_unsaved(self) -> None:
        err = self.session.error
        self._say(self.tr("unsaved", error=os_error_text(err, self.tr.lang)),
                  error=True)
        self.app.bell()

    # --- timer ---------------------------------------------------------------------------

    def _reset_timer(self, start: bool) -> None:
        step = self.session.game.state.step
        seconds = step.seconds if step.kind in TIMED else 0
        cd = self.timer.countdown
        cd.reset(seconds)
        if start and seconds > 0:
            cd.start()
        self.timer.redraw()

    def _timer_caption(self, cd: Countdown) -> Text:
        step = self.session.game.state.step
        tr = self.tr
        reason = {"mute": "timer_mute", "short": "timer_short", "cut": "timer_cut",
                  "tie": "timer_tie"}.get(step.reason)
        if step.kind is StepKind.TIE_SPEECH and not reason:
            reason = "timer_tie"
        parts = [tr(reason)] if reason else []
        if cd.remaining < 0:
            parts.append(tr("timer_overtime"))
        elif cd.length > 0:
            parts.append(tr("timer_running") if cd.running else tr("timer_paused"))
        return Text(" · ".join(parts), justify="center")

    def on_timer_panel_signal(self, message: TimerPanel.Signal) -> None:
        if message.event == "zero":
            self.app.bell()
            self.timer.flash()

    def _save_timer(self) -> None:
        cd = self.timer.countdown
        if cd.length > 0:
            self.session.save_timer(cd.remaining, cd.running)
            self._last_saved_timer = cd.remaining

    def _housekeeping(self) -> None:
        """Every few seconds: keep the timer for a resume; retry a failed save."""
        if self.closed:
            return
        cd = self.timer.countdown
        was_unsaved = self.session.unsaved
        if cd.running and abs(cd.remaining - self._last_saved_timer) >= 1:
            self._save_timer()
        elif was_unsaved:
            self.session.retry()
        if was_unsaved and not self.session.unsaved:
            self._say(self.tr("saved_again"))

    # --- drawing -------------------------------------------------------------------------

    def refresh_view(self) -> None:
        """Redraw everything from the game state."""
        game = self.session.game
        state = game.state
        step = state.step
        lang = self.tr.lang
        today = state.today
        nominees = set(today.candidates) if today else set()
        speaking = step.seat if step.kind in (StepKind.SPEECH, StepKind.TIE_SPEECH,
                                              StepKind.LAST_WORD) else None
        for row in self.query(SeatRow):
            p = state.player(row.seat)
            row.show(p, speaking=row.seat == speaking, nominated=row.seat in nominees and
                     p.alive, show_role=self.show_roles)
        h = game.header
        bar = Text(f" {step_text(game, lang)}", style="bold")
        if self.session.unsaved:
            bar = Text.assemble((f" {self.tr('unsaved_mark')} ", "bold white on red"), bar)
        bar.append(f"   {h.tournament} · {self.tr('col_table')} {h.table} · "
                   f"{self.tr('col_game')} {h.game_number}", style="dim")
        self._set("#stepbar", bar)
        noms = Text()
        if today:
            for by, target in today.nominations:
                noms.append(f"{target}", style="bold yellow")
                noms.append(f" ({by})  ", style="dim")
            if step.kind in (StepKind.VOTE, StepKind.LIFT_VOTE) and today.rounds:
                rnd = today.rounds[-1]
                noms.append("\n" + "  ".join(f"{c}:{v}" for c, v in zip(rnd.candidates,
                                                                          rnd.counts,
                                                                          strict=False)))
        self._set("#noms", noms)
        warn = Text()
        for w in game.warnings():
            if warn:
                warn.append("\n")
            warn.append("! " + w.message(lang), style="bold yellow")
        self._set("#warnings", warn)
        answer = self.query_one("#answer", Static)
        self._set("#answer", self.answer)
        if answer.display != bool(self.answer.plain):
            answer.display = bool(self.answer.plain)
        self._set("#log", self._log_text())
        self._set("#prompt", self._prompt_text())
        signature = (game.legal(), state.over)
        if signature != self._binding_signature:  # the footer rebuilds itself: only on change
            self._binding_signature = signature
            self.refresh_bindings()

    def _set(self, selector: str, text: Text) -> None:
        """Update a panel only when its text changed: every update costs a layout pass."""
        key = (text.plain, tuple(text.spans), str(text.style))
        if self._shown.get(selector) != key:
            self._shown[selector] = key
            self.query_one(selector, Static).update(text)

    def _prompt_text(self) -> Text:
        text = self._input_prompt()
        if text is None:
            return self.message
        if self.message_is_error and self.message.plain:
            text = text.copy()
            text.append("  ")
            text.append_text(self.message)
        return text

    def _input_prompt(self) -> Text | None:
        """What the judge is typing into, if anything."""
        tr = self.tr
        step = self.session.game.state.step
        if self.pending == "best_move":
            return Text(tr("prompt_best_move", got=", ".join(map(str, self.best)) or "…"),
                        style="bold reverse")
        if self.pending:
            return Text(tr("prompt_" + self.pending), style="bold reverse")
        state = self.session.game.state
        if step.kind is StepKind.VOTE:
            left = len(state.alive) - sum(state.days[-1].rounds[-1].counts)
            return Text(tr("prompt_count", seat=step.seat, buf=self.buffer, left=left),
                        style="bold reverse")
        if step.kind is StepKind.LIFT_VOTE:
            return Text(tr("prompt_lift", buf=self.buffer, left=len(state.alive)),
                        style="bold reverse")
        if self.session.game.state.over and not self.message.plain:
            return Text(tr("game_over_hint"), style="bold")
        return None

    def _log_text(self) -> Text:
        game = self.session.game
        log = self.query_one("#log")
        room = max(3, log.size.height - 2) if log.size.height else 3
        lines = []
        for index in range(len(game.log) - 1, max(-1, len(game.log) - 1 - room), -1):
            lines.append(f"{index:>3}. {describe(game.log[index], self.tr)}")
        return Text("\n".join(lines), style="dim")

    def open_after_game(self) -> None:
        from .end import EndScreen

        self.app.push_screen(EndScreen(self.session, self.tr))


def describe(action: Action, tr: Tr) -> str:
    """One action of the log in words."""
    data = action.to_dict()
    kind = data.pop("type")
    ts = data.pop("ts", None)
    for key in ("target", "seat"):
        if key in data and data[key] is None:
            data[key] = tr("miss") if kind == "shot" else tr("none")
    if "seats" in data:
        data["seats"] = ", ".join(map(str, data["seats"]))
    if kind == "shot" and data.get("shots"):
        data["target"] = ", ".join(f"{a}→{b or '-'}" for a, b in data["shots"])
    text = tr("a_" + kind, **data)
    return f"{ts[11:19]}  {text}" if ts and len(ts) >= 19 else text



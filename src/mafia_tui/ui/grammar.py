"""The game screen's key grammar: a key in, what to do out. No Textual here.

Digits are seats (0 = seat 10) or vote counts, a letter is a command (in any layout, see
:mod:`.keys`), a command that needs seats waits for them, Shift + a digit is a foul at once.
The grammar asks the engine what is legal and what a digit means at this step, and returns a
:class:`Result`: an action for the engine, a command for the screen, or a line to say. Tests
drive it with a :class:`~mafia_tui.rules.Game` alone.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from ..rules import (
    Action,
    DonCheck,
    Foul,
    Game,
    Next,
    Nominate,
    SheriffCheck,
    Shot,
    StepKind,
)
from ..rules.on_record import speech_record
from ..rules.queries import vote_decided
from ..rules.values import mutable
from .command_actions import Refused, closing_vote, counted_vote
from .commands import BY_ID, Command, game_key_index
from .keys import ARROWS, layout_of, nearest, physical, shifted_digit

KEY_INDEX = game_key_index()
"""QWERTY key name -> game command."""


@mutable
class Result:
    """What one key asks for. At most one of ``action`` / ``command`` is set."""

    action: Action | None = None
    """An action for the engine (the screen applies and saves it)."""
    command: str = ""
    """A command the screen carries out: a registry command's id (its screen method runs,
    see :attr:`.commands.Command.handler`), or ``close_vote``."""
    args: tuple[Any, ...] = ()
    """The seats typed after the command's key."""
    say: str = ""
    """A message key of :mod:`.strings` to show in the message line."""
    params: dict[str, Any] = field(default_factory=dict)
    error: bool = False
    """The key was refused (the message line flashes)."""
    how: str = ""
    """How the key was read, when it matters for the confirmation ("shift": Shift+digit)."""


class KeyGrammar:
    """The keys typed so far that have not made an action yet."""

    def __init__(self, game: Game, layout: str = "") -> None:
        """``layout``: the judge's likely layout before any key tells (the screens'
        language: a Russian judge types in the Russian layout, where ``?`` is Shift+7)."""
        self.game = game
        self.pending = ""
        """A command waiting for its seat numbers ("foul", "best_move"...)."""
        self.seats: list[int] = []
        """Seats typed for the pending command (a best move needs three)."""
        self.buffer = ""
        """Digits of a vote count being typed."""
        self.layout = layout
        """The judge's keyboard layout as far as the keys tell ("ru", "en"; "" unknown), the
        screens' language until a letter says otherwise."""
        self.refused = ""
        """The unknown key before a digit that is therefore not taken (``pending`` "refused")."""

    def reset(self) -> None:
        """Forget what was being typed (after an action, an error or Esc)."""
        self.pending, self.seats, self.buffer = "", [], ""

    @property
    def typing(self) -> bool:
        """Something is half typed."""
        return bool(self.pending and self.pending != "refused" or self.seats or self.buffer)

    # --- legality ------------------------------------------------------------------------

    def is_legal(self, command: str) -> bool:
        """Whether ``command`` may run now, as the engine sees it."""
        tokens = BY_ID[command].legal
        if not tokens:
            return True
        state = self.game.state
        legal = set(self.game.legal())
        if state.step.seconds > 0 and not state.over:
            legal.add("timed")
        if state.over:
            legal.add("over")
        return bool(legal.intersection(tokens))

    # --- keys ----------------------------------------------------------------------------

    def press(self, key: str) -> Result:
        """Read one key (a Textual key name)."""
        layout = layout_of(key)
        if layout:
            self.layout = layout
        if len(key) == 1 and key.isdigit():
            return self.digit(int(key))
        shifted = shifted_digit(key, self.layout)
        if shifted is not None:
            return self.shift_foul(shifted)
        name = physical(key)
        command = KEY_INDEX.get(name) or KEY_INDEX.get(key)
        if command == "cancel":
            return self.cancel()
        if command == "erase":
            return self.erase()
        if command is not None:
            return self.command(command)
        if key in ARROWS or key.startswith(("shift+", "ctrl+")) and key.split("+")[-1] in ARROWS:
            return Result(say="key_arrows", error=True)
        return self.unknown(key, name)

    def unknown(self, key: str, name: str) -> Result:
        """A key that is no command: say so, and name the command on the nearest key. A digit
        right after it is not taken for a nomination: it was meant for the missed command."""
        letters = [k for k in KEY_INDEX if len(k) == 1 and k.isalpha()]
        near = nearest(name, letters)
        shown = key if len(key) == 1 else key.replace("_", " ")
        self.reset()
        if len(key) == 1:
            self.pending, self.refused = "refused", shown
        if near is None:
            return Result(say="key_unknown", params={"key": shown}, error=True)
        return Result(
            say="key_unknown_near",
            params={"key": shown, "near": near, "command": KEY_INDEX[near]},
            error=True,
        )

    def cancel(self) -> Result:
        if not self.typing:
            self.reset()
            return Result(say="nothing_to_cancel")
        self.reset()
        return Result(say="input_cancelled")

    def erase(self) -> Result:
        if self.pending == "refused":
            self.reset()
        if self.buffer:
            self.buffer = self.buffer[:-1]
            return Result()
        if self.seats:
            self.seats.pop()
            return Result()
        if self.pending:
            self.pending = ""
            return Result(say="input_cancelled")
        return Result(say="nothing_to_erase")

    def command(self, command: str) -> Result:
        """A command key (or the palette, or a click on the footer)."""
        if self.pending == "refused":
            self.reset()
        if command == "next" and self.pending:
            spec = BY_ID[self.pending]
            if spec.enter_ends and (self.seats or spec.id == "voters"):
                return self.run(spec, tuple(self.seats))  # H and Enter alone: nobody's hand
            return Result(say="seat_needed", params={"command": self.pending}, error=True)
        if command == "erase":
            return self.erase()
        if command == "cancel":
            return self.cancel()
        if not self.is_legal(command):
            self.reset()
            why = next(filter(None, map(self.game.ruled_out, BY_ID[command].legal)), None)
            if why is not None:
                params = {"command": command, "rule_error": why}
                return Result(say="ruled_out", params=params, error=True)
            return Result(say="not_now", params={"command": command}, error=True)
        spec = BY_ID[command]
        if spec.seats:
            self.reset()
            self.pending = command
            if command == "on_record" and (kept := speech_record(self.game.state)) is not None:
                self.seats = [-c for c in kept.colours]  # as typed: black as itself, red negated
                return Result(say="on_record_again")
            return Result()
        if command == "next":
            return self.next()
        return self.run(spec, ())

    def run(self, spec: Command, seats: tuple[int, ...]) -> Result:
        """A command whose seats are all typed: its builder's action, or the command for the
        screen. The one place a key, the palette and the footer end up alike."""
        if not spec.keeps_input:
            self.reset()
        if spec.act is None:
            return Result(command=spec.id, args=seats)
        try:
            return Result(action=spec.act(self.game, seats))
        except Refused as refused:
            return Result(say=refused.say, params=refused.params, error=True)

    def next(self) -> Result:
        """Enter: the next step, or the typed vote count."""
        state = self.game.state
        kind = state.step.kind
        if kind not in (StepKind.VOTE, StepKind.LIFT_VOTE):
            self.reset()
            return Result(action=Next())
        if not self.buffer:
            if kind is StepKind.VOTE and vote_decided(state) is not None:
                return Result(command="close_vote")
            rest = self.game.seats_rest()
            if rest is not None and state.step.seat == state.step.candidates[-1]:
                return Result(action=closing_vote(self.game))  # the last one's: the rest
            return Result(say="count_needed", error=True)
        count, self.buffer = int(self.buffer), ""
        return Result(action=counted_vote(self.game, count))

    def shift_foul(self, digit: int) -> Result:
        """Shift + a digit: a foul to that seat at once; while colours on record are typed,
        that seat as red (kept negated among the seats, see :func:`.command_actions.on_record`)."""
        if self.pending == "on_record":
            refused = self._colour_refused(-(10 if digit == 0 else digit))
            if refused is not None:
                return refused
            self.seats.append(-(10 if digit == 0 else digit))
            spec = BY_ID[self.pending]
            if len(self.seats) < spec.seats:
                return Result()
            return self.run(spec, tuple(self.seats))
        self.reset()
        if not self.is_legal("foul"):
            return Result(say="not_now", params={"command": "foul"}, error=True)
        return Result(action=Foul(10 if digit == 0 else digit), how="shift")

    def _colour_refused(self, typed: int) -> Result | None:
        """A colour on record the engine would refuse with those already typed (a seat twice,
        the speaker's own, past the rules' count): said now, and the typing stays."""
        colours = tuple(-x for x in (*self.seats, typed))  # as command_actions.on_record
        refused = self.game.colours_refused(colours)
        if refused is None:
            return None
        return Result(say="on_record_kept", params={"rule_error": refused}, error=True)

    def digit(self, d: int) -> Result:
        """A digit: a seat for the pending command, a vote count, or the step's own seat."""
        seat = 10 if d == 0 else d
        game = self.game
        step = game.state.step
        if self.pending == "refused":
            self.reset()
            return Result(
                say="digit_after_unknown", params={"digit": d, "key": self.refused}, error=True
            )
        if not self.pending and step.kind is StepKind.LAST_WORD and "best_move" in game.legal():
            self.pending = "best_move"  # the last word of the first night's victim
        if self.pending == "on_record" and (refused := self._colour_refused(seat)) is not None:
            return refused
        if self.pending == "voters":
            voters_refused = self.game.voters_refused((*self.seats, seat))
            if voters_refused is not None:  # said now; the seats typed stay
                return Result(say="voters_kept", params={"rule_error": voters_refused}, error=True)
        if self.pending:
            spec = BY_ID[self.pending]
            self.seats.append(seat)
            if len(self.seats) < spec.seats:
                return Result()
            return self.run(spec, tuple(self.seats))
        kind = step.kind
        if kind in (StepKind.VOTE, StepKind.LIFT_VOTE):
            if len(self.buffer) < 2:
                self.buffer += str(d)
                return Result()
            return Result(say="count_too_long", error=True)
        if kind is StepKind.SPEECH:
            return Result(action=Nominate(step.seat or 0, seat))
        if kind is StepKind.SHOT:
            return Result(action=Shot(seat))
        if kind is StepKind.DON_CHECK:
            return Result(action=DonCheck(seat))
        if kind is StepKind.SHERIFF_CHECK:
            return Result(action=SheriffCheck(seat))
        return Result(say="digit_meaningless", error=True)

"""A game: header, players, profile and the log of the judge's actions, folded into a state.

Undo drops the last action: the states of the actions entered at the table are kept, so it
costs nothing; of a game read from a file every :data:`KEPT_EVERY`-th state is kept, and undo
replays the few actions since. A foul correction replays the log without that foul (from
the last kept state it leaves as it was, not from the start) and is refused if what came
after no longer holds.
"""

from __future__ import annotations

import bisect
import uuid
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from .actions import Action, Foul, TechFoul, WithdrawFoul
from .after import AfterGame
from .engine import advance, apply, initial_state, legal_actions, ruled_out
from .errors import RuleError
from .on_record import colours_refused
from .profile import FIIM_2018, Profile
from .setup import Header
from .state import Event, Player, State
from .voting import seats_rest, voters_refused
from .warnings import current_warnings

MAX_ACTIONS = 10_000
"""The longest log: a real game has a few hundred actions. The reader refuses a longer file
(a wrong or hostile one), and the engine refuses the action past it, so the two agree."""

KEPT_EVERY = 32
"""A game read from a file keeps the state after every 32nd action, and the last. Its replay
changes one running state in place instead of copying it for every action (reading 1,000
actions: 11.1 -> 10.1 ms, and a thirtieth of the states in memory), and an undo into the
actions read replays at most 31 of them (well under a millisecond)."""


KEPT_RECENT = 64
"""A game being judged keeps the state after each of its last 64 actions (an undo costs
nothing), and beyond them every 32nd, as a game read from a file: a session of thousands of
actions holds a thirtieth of the states, and an undo further back replays at most 31."""


class Game:
    """One game being judged, or judged already."""

    def __init__(
        self,
        header: Header,
        players: list[Player],
        profile: Profile = FIIM_2018,
        actions: Iterable[Action] = (),
        after: AfterGame | None = None,
        game_id: str | None = None,
    ) -> None:
        """Set up the game and replay ``actions``.

        Raises:
            RuleError: ``bad_action`` naming the first action that does not apply.
        """
        self.id = game_id or uuid.uuid4().hex
        self.header = header
        self.profile = profile
        self.players = [p.clone() for p in players]
        self.after = after or AfterGame()
        self._log: list[Action] = []
        self._withdrawals: list[tuple[int, int]] = []
        """(log index of each correction, index of the foul it takes back), oldest first."""
        self._withdrawn_at: dict[int, int] = {}
        """Index of a foul taken back → the log index of its correction."""
        self._generation = 0
        self._states: list[State | None] = [initial_state(self.players, profile)]
        self._events: dict[int, list[Event]] = {}
        """:meth:`events_of` answers already replayed: an action's events depend only on the
        log up to it, which only an undo (or a rename's replay) changes."""
        """The state after each prefix of the log; None where not kept (see KEPT_EVERY)."""
        self._replay(actions)

    def _replay(self, actions: Iterable[Action]) -> None:
        state = self.state
        for index, action in enumerate(actions):
            try:
                if isinstance(action, WithdrawFoul):
                    state = self._replay_without(action.ref)
                elif index % KEPT_EVERY == 0:
                    state = apply(state, action, self.profile)  # the state before is kept
                else:
                    advance(state, action, self.profile)
            except RuleError as err:
                raise RuleError("bad_action", index=index, why=err) from err
            self._log.append(action)
            if isinstance(action, WithdrawFoul):
                self._withdrawals.append((index, action.ref))
                self._withdrawn_at[action.ref] = index
            self._states.append(state if (index + 1) % KEPT_EVERY == 0 else None)
        self._states[-1] = state

    # --- reading -------------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The state after the whole log."""
        state = self._states[-1]
        assert state is not None, "the last state is always kept"
        return state

    @property
    def log(self) -> tuple[Action, ...]:
        """The actions, oldest first (a copy: for the hot path, :attr:`length` and
        :meth:`log_view`)."""
        return tuple(self._log)

    @property
    def length(self) -> int:
        """How many actions the log holds (without copying it)."""
        return len(self._log)

    def log_view(self) -> Sequence[Action]:
        """The log itself, read only (not copied: a save at action 10,000 must not copy ten
        thousand actions), valid until the next change."""
        return self._log

    @property
    def generation(self) -> int:
        """Changes whenever an action leaves the log (an undo, a rename's replay): a cache of
        the log that only ever saw actions appended since is still a prefix of it."""
        return self._generation

    @property
    def events(self) -> list[Event]:
        """What the last action caused."""
        return self.state.events

    @property
    def result(self) -> str | None:
        """The game's result as recorded: the engine's, or the one a protest's decision gave
        (8.9.2); None while the game goes on."""
        from .scoring import final_result

        return final_result(self.state, self.after)

    def ended_at(self) -> str | None:
        """The stamp of the action that ended the game (8.9.1 counts the protest's 10 minutes
        from it), or None: not over, or entered without a stamp."""
        if not self.state.over:
            return None
        low, high = 0, len(self._log)  # the state after ``high`` actions is over
        while low < high:
            middle = (low + high) // 2
            if self._state_after(middle).over:
                high = middle
            else:
                low = middle + 1
        return self._log[high - 1].ts if high else None

    def events_of(self, index: int) -> list[Event]:
        """What the action at log ``index`` caused (replayed from the nearest kept state)."""
        if index not in self._events:
            self._events[index] = list(self._state_after(index + 1).events)
        return self._events[index]

    def _state_after(self, count: int) -> State:
        """The state after the first ``count`` actions, replayed from the nearest kept state
        (nothing is stored)."""
        last = self._states[count]
        for _, last in self._replayed(count):  # noqa: B007 - the last one is the answer
            continue
        assert last is not None
        return last

    def _replayed(self, upto: int) -> Iterator[tuple[int, State]]:
        """(count, state) for each prefix after the last kept state before ``upto`` actions,
        up to ``upto``: the replay undo and :meth:`ended_at` share."""
        start = upto
        while self._states[start] is None:
            start -= 1
        state = self._states[start]
        assert state is not None
        for index in range(start, upto):
            action = self._log[index]
            if isinstance(action, WithdrawFoul):
                state = self._replay_without(action.ref, index)
            else:
                state = apply(state, action, self.profile)
            yield index + 1, state

    def legal(self) -> frozenset[str]:
        """Action types legal now; ``undo`` is added when there is something to undo."""
        legal = legal_actions(self.state, self.profile)
        return legal | {"undo"} if self._log else legal

    def ruled_out(self, kind: str) -> str | None:
        """The message code when the rules in force never allow ``kind`` (technical fouls
        where there are none...), else None: see :func:`.engine.ruled_out`."""
        return ruled_out(kind, self.profile)

    def colours_refused(self, colours: tuple[int, ...]) -> RuleError | None:
        """Why the speaker cannot leave these colours on record now (or None): see
        :func:`.on_record.colours_refused`."""
        return colours_refused(self.state, colours, self.profile)

    def voters_refused(self, seats: tuple[int, ...]) -> RuleError | None:
        """Why these seats cannot be the voters of the count being entered (or None): see
        :func:`.voting.voters_refused`."""
        return voters_refused(self.state, seats)

    def seats_rest(self) -> tuple[int, ...] | None:
        """In a vote entered by the voters' seats, those not counted yet: the last
        candidate's voters (:func:`.voting.seats_rest`)."""
        return seats_rest(self.state)

    def warnings(self) -> list[Event]:
        """What the judge must see now, each with a rule number."""
        return current_warnings(self.state, self.profile)

    def withdrawn(self) -> set[int]:
        """Log indices of fouls taken back by a correction."""
        return {ref for _, ref in self._withdrawals}

    # --- changing ------------------------------------------------------------------------

    def apply(self, action: Action) -> State:
        """Apply one action; on error nothing changes.

        Raises:
            RuleError: the action is not legal now, or ``log_full`` at :data:`MAX_ACTIONS`.
        """
        if len(self._log) >= MAX_ACTIONS:  # the reader's limit: never write what won't read
            raise RuleError("log_full", max=MAX_ACTIONS)
        if isinstance(action, WithdrawFoul):
            state = self._replay_without(action.ref)
            self._withdrawals.append((len(self._log), action.ref))
            self._withdrawn_at[action.ref] = len(self._log)
        else:
            state = apply(self.state, action, self.profile)
        self._log.append(action)
        self._states.append(state)
        old = len(self._states) - 1 - KEPT_RECENT
        if old > 0 and old % KEPT_EVERY:
            self._states[old] = None  # memory stays flat in a long session
        return state

    def feed(self, action: Action) -> State:
        """Apply one action the way reading a file replays its log: the last state changes
        in place (the state before it is kept only at every :data:`KEPT_EVERY`-th action).

        For a converter that picks each action from the state before it (an import from
        another tool): the game is replayed once, as it is built. Unlike :meth:`apply`, a
        refused action may leave the state half-changed: the game is then to be dropped.

        Raises:
            RuleError: the action is not legal now, or ``log_full`` at :data:`MAX_ACTIONS`.
        """
        index = len(self._log)
        if index >= MAX_ACTIONS:
            raise RuleError("log_full", max=MAX_ACTIONS)
        if isinstance(action, WithdrawFoul):
            state = self._replay_without(action.ref)
        elif index % KEPT_EVERY == 0:
            state = apply(self.state, action, self.profile)  # the state before is kept
        else:
            state = self.state
            advance(state, action, self.profile)
        if index % KEPT_EVERY:
            self._states[index] = None  # not kept: it became the state after ``action``
        self._log.append(action)
        self._states.append(state)
        return state

    def restamp(self, index: int, ts: str | None) -> None:
        """Set the wall-clock stamp of the action at log ``index`` (a converter learns the end
        of the game only at its end). The stamp plays no part in the rules: no state
        changes."""
        self._log[index] = replace(self._log[index], ts=ts)

    def undo(self) -> Action:
        """Drop the last action and return it.

        Raises:
            RuleError: ``nothing_to_undo``.
        """
        if not self._log:
            raise RuleError("nothing_to_undo")
        self._states.pop()
        action = self._log.pop()
        self._generation += 1
        if isinstance(action, WithdrawFoul):
            self._withdrawals.pop()
            del self._withdrawn_at[action.ref]
        self._events.pop(len(self._log), None)
        if self._states[-1] is None:
            self._restore(len(self._log))
        return action

    def _restore(self, upto: int) -> None:
        """Replay the states up to ``upto`` actions from the last one kept before, and keep
        them all (a further undo then costs nothing)."""
        for count, state in self._replayed(upto):
            self._states[count] = state

    def rename(self, seat: int, nick: str, ids: tuple[tuple[str, str], ...] = ()) -> None:
        """Correct a nickname (a typo at the table); the log is replayed, nothing else changes
        but the seat's platform ids, which belonged to the old name: ``ids`` are the new
        name's (the session looks them up on the roster).

        Raises:
            RuleError: ``bad_seat``, ``bad_nick`` or ``duplicate_nick``.
        """
        from .setup import make_players

        if seat not in range(1, 11):
            raise RuleError("bad_seat", seat=seat)
        rows = [
            {
                "seat": p.seat,
                "nick": nick if p.seat == seat else p.nick,
                "role": p.role.value,
                "stand_in_for": p.stand_in_for,
                "ids": dict(ids if p.seat == seat else p.ids),
            }
            for p in self.players
        ]
        players = make_players(rows)  # the same checks as a new game: trimmed, unique
        fresh = Game(self.header, players, self.profile, self._log, self.after, self.id)
        self.players, self._log, self._states = fresh.players, fresh._log, fresh._states
        self._withdrawals, self._withdrawn_at = fresh._withdrawals, fresh._withdrawn_at
        self._generation += 1
        self._events = {}

    def _replay_without(self, ref: int, upto: int | None = None) -> State:
        """The state after the log's first ``upto`` actions (all) without the foul at ``ref``
        and those taken back before: the same as replaying them from the start with those
        fouls left out, but from the last kept state that the correction does not change
        (:meth:`_clean_start`), so a correction costs the actions since the foul, not the
        whole game (a 10,000-action file with a thousand corrections: issue #39)."""
        upto = len(self._log) if upto is None else upto
        if not 0 <= ref < upto or not isinstance(self._log[ref], (Foul, TechFoul)):
            raise RuleError("withdraw_not_foul", ref=ref)
        if self._withdrawn_at.get(ref, upto) < upto:
            raise RuleError("withdraw_twice", ref=ref)
        count = bisect.bisect_left(self._withdrawals, (upto, -1))  # corrections before upto
        start = self._clean_start(ref, count)
        skip = {ref}
        for index in range(count - 1, -1, -1):
            at, foul = self._withdrawals[index]
            if at < start:
                break
            skip.add(foul)  # taken back after ``start``: given after it too
        kept = self._states[start]
        assert kept is not None
        state = kept.clone()  # a new state: changed in place, the kept one never
        state.events = list(kept.events)  # what the last action replayed caused, if none after
        for index in range(start, upto):
            action = self._log[index]
            if index in skip or isinstance(action, WithdrawFoul):
                continue
            try:
                advance(state, action, self.profile)
            except RuleError as err:
                raise RuleError("withdraw_conflict", index=index, why=err) from err
        return state

    def _clean_start(self, ref: int, count: int) -> int:
        """The latest log position, at most ``ref``, whose state is kept and is the same with
        the foul at ``ref`` and the first ``count`` corrections' fouls left out: no correction
        made after it takes back a foul given before it (the state kept there still counts
        that foul). Position 0, the initial state, always is."""
        start = ref
        while True:
            while self._states[start] is None:
                start -= 1
            lowest = start
            for index in range(count - 1, -1, -1):
                at, foul = self._withdrawals[index]
                if at < start:
                    break
                lowest = min(lowest, foul)
            if lowest == start:
                return start
            start = lowest

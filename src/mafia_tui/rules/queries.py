"""Questions the judge's screens ask about a game, answered by the rules core.

The screens decide nothing about the rules: who speaks and in what order, how long a seat's
next speech is, how many votes are left, whether a vote can still change, how many hands a
lift needs, who shoots tonight, which foul of a seat a correction takes back, whether a
ruling would end the game, the random deal, and the catalogue of 6.7/6.8 sub-rules all live
here. Pure functions over :class:`State` / :class:`Game`; nothing here changes a game (a
ruling's ending is found on a copy).
"""

from __future__ import annotations

import random
from typing import Protocol

from . import outcome
from .actions import Action, Disqualify, Foul, TeamDefeat, TechFoul
from .daytime import next_opener, speech_length
from .engine import apply
from .errors import RuleError
from .profile import Profile
from .roles import DECK, Role, Team
from .settled import count_leader
from .state import Event, State, StepKind
from .texts import SUB_RULE_NAMES
from .values import frozen

SUB_RULES: dict[str, tuple[str, ...]] = {
    "6.7": tuple(f"6.7.{n}" for n in range(1, 11)),
    "6.8": tuple(f"6.8.{n}" for n in range(1, 5)),
}
"""The sub-rules of a disqualification (6.7) and of a team defeat (6.8), in order; their short
names are :data:`.texts.SUB_RULE_NAMES`."""


def sub_rules(section: str) -> list[str]:
    """The sub-rule numbers of ``section`` ("6.7" or "6.8"), in order."""
    return list(SUB_RULES[section])


def sub_rule_name(rule: str, lang: str = "ru") -> str:
    """The short name of a sub-rule ("6.7.4" -> "оскорбления, мат"); "" if unknown."""
    return SUB_RULE_NAMES.text(rule, lang) if rule in SUB_RULE_NAMES else ""


def sub_rule_by_digit(section: str, digit: int) -> str | None:
    """The sub-rule a judge picks with one digit: 1-9 are x.1-x.9 and 0 is x.10, as 0 is
    seat 10. None when ``section`` has no such sub-rule."""
    index = 10 if digit == 0 else digit
    rules = sub_rules(section)
    return rules[index - 1] if 1 <= index <= len(rules) else None


def speaking_order(s: State, profile: Profile) -> tuple[int, ...]:
    """The speaking order of the day, players at the table only.

    During tie speeches: the tied players, in nomination order (1.8). During a day: from the
    day's opener round the table (4.3). At night, in the zero night or after the game: the
    order the next day would have with the table as it is now (a forecast: a kill changes it);
    empty once the game is over.
    """
    if s.over:
        return ()
    alive = {p.seat for p in s.alive}
    if s.step.kind is StepKind.TIE_SPEECH:
        return tuple(seat for seat in s.order if seat in alive)
    day = s.today
    if day is not None and day.opener is not None:
        opener = day.opener
    elif not alive:
        return ()
    else:
        opener = next_opener(s, alive, profile)
    return tuple(seat for seat in outcome.circle_from(opener) if seat in alive)


def speakers_left(s: State) -> tuple[int, ...]:
    """Who is still to speak today (or in the tie speeches), the current speaker first."""
    kind = s.step.kind
    if kind is StepKind.TIE_SPEECH or kind is StepKind.SPEECH:
        rest = s.order[s.order_pos :]
    elif kind is StepKind.LAST_WORD and s.after_last_words == "speeches" and s.today:
        rest = s.order[s.order_pos + 1 :]
    else:
        return ()
    return tuple(seat for seat in rest if s.player(seat).alive)


def next_speech(s: State, seat: int, profile: Profile) -> tuple[int, str] | None:
    """(seconds, reason) of ``seat``'s next speech, or None for a player not at the table.

    The reason is as in :class:`Step`: "" (a full minute), "mute" (3rd foul, 6.4), "short"
    (7.7), "cut" (a profile's 30 s instead of the mute), "tie" (a 3-foul player's tie
    speech, 7.5). His speech now is the current step's length; a tie speech still to come is
    30 s; otherwise it is his next day speech with the table as it is now.
    """
    p = s.player(outcome.check_seat(seat))
    if not p.alive or s.over:
        return None
    step = s.step
    if step.kind in (StepKind.SPEECH, StepKind.TIE_SPEECH) and step.seat == seat:
        return step.seconds, step.reason
    if step.kind is StepKind.TIE_SPEECH and seat in s.order[s.order_pos + 1 :]:
        return profile.tie_speech_seconds, "tie" if p.fouls >= 3 else ""
    return speech_length(s, seat, profile)


def in_vote(state: State) -> bool:
    """A show of hands is being counted (a vote or the lift vote)."""
    return state.step.kind in (StepKind.VOTE, StepKind.LIFT_VOTE)


def voters(state: State) -> int:
    """How many vote now: everyone at the table."""
    return len(state.alive)


def votes_cast(state: State) -> int:
    """Hands counted so far in the current vote (0 outside a vote)."""
    if state.step.kind is not StepKind.VOTE or not state.days or not state.days[-1].rounds:
        return 0
    return sum(state.days[-1].rounds[-1].counts)


def votes_left(s: State) -> int | None:
    """Hands not yet counted in the current show of hands, or None when none is on."""
    if s.step.kind is StepKind.LIFT_VOTE:
        return len(s.alive)
    if s.step.kind is not StepKind.VOTE or not s.days:
        return None
    return len(s.alive) - sum(s.days[-1].rounds[-1].counts)


def vote_decided(state: State) -> int | None:
    """The counted candidate who leaves whatever the remaining counts are, or None: the count's
    fixed leader (:func:`settled.count_leader`, 7.2) once his own count is in, so the judge
    may close the vote with the rest for the last candidate (4.4.8)."""
    leader = count_leader(state)
    if leader is None or leader == state.step.seat:
        return None
    return leader


def vote_round(state: State) -> int:
    """1 for the day's first vote, 2 and more for a re-vote or the lift vote."""
    return state.step.round if in_vote(state) else 0


def lift_needed(state: State) -> int:
    """Hands the lift vote needs: more than half of those at the table (§1.8)."""
    return voters(state) // 2 + 1


def current_candidates(state: State) -> list[int]:
    """Who can still be voted out today: the candidates of the vote under way, the tied players
    before a re-vote, or today's nominees still at the table."""
    day = state.today
    if day is None or day.outcome:
        return []  # no day, or its vote is over
    kind = state.step.kind
    if in_vote(state):
        return list(state.step.candidates)
    if kind is StepKind.TIE_SPEECH:
        return list(state.order)
    return [seat for seat in day.candidates if state.player(seat).alive]


class GameLike(Protocol):
    """What the questions below ask of a game; a :class:`~.game.Game` is one. Named here rather
    than imported: the game's own warnings ask this module's questions (``game`` → ``warnings``
    → ``stakes`` → here), so importing the game, even for the type checker, closes a circle."""

    @property
    def state(self) -> State: ...

    @property
    def profile(self) -> Profile: ...

    @property
    def log(self) -> tuple[Action, ...]: ...

    def events_of(self, index: int) -> list[Event]: ...

    def withdrawn(self) -> set[int]: ...


def nomination_fate(game: GameLike, index: int) -> tuple[str, int | None]:
    """What the nomination at log ``index`` did, for the log: ("counted", None), ("replaced",
    the seat it withdrew), ("withdrew", that seat) — naming his own nominee again under a
    profile that lets a nomination be withdrawn — or ("not_counted", None): a second one, a
    player already on the list (4.4.3)."""
    events = {e.code: e.param_dict() for e in game.events_of(index)}
    withdrawn = events.get("nomination_withdrawn")
    old = withdrawn.get("seat") if withdrawn else None
    if "nominated" in events or "nominated_no_vote" in events:
        return ("replaced", old) if isinstance(old, int) else ("counted", None)
    if isinstance(old, int):
        return "withdrew", old
    return "not_counted", None


def shooters(state: State) -> tuple[int, ...]:
    """The blacks who shoot tonight (4.5.5): each black at the table, by seat."""
    return tuple(p.seat for p in state.alive if p.team is Team.BLACK)


def last_foul(game: GameLike, seat: int) -> int | None:
    """The log index of ``seat``'s last foul still standing, technical or not (what a
    correction takes back)."""
    withdrawn = game.withdrawn()
    for index in range(len(game.log) - 1, -1, -1):
        action = game.log[index]
        if isinstance(action, (Foul, TechFoul)) and action.seat == seat and index not in withdrawn:
            return index
    return None


@frozen
class Ending:
    """What a judge's ruling would do to a game still undecided: the result it fixes."""

    result: str
    """ "red", "black" or "draw"."""
    rule: str
    """Why: "6.8" (a team defeat) or "1.4" (no black left, or the blacks no fewer than the reds)."""
    now: bool
    """The game ends at once; False in a last word, which runs on before the end (7.10)."""


RULINGS = (Foul, TechFoul, Disqualify, TeamDefeat)
"""The judge's rulings that can end a game with one action: a team defeat (6.8), and a
disqualification (6.7) or a fourth foul (6.5) that removes the last black or leaves the blacks
no fewer than the reds. Votes, shots and Next end it too, but as the game's own flow."""


def ruling_ending(game: GameLike, action: Action) -> Ending | None:
    """How ``action`` would end ``game``, if it is a ruling that fixes its result now; else None
    (any other action, a result already fixed, a ruling the engine refuses: the refusal is said
    when it is applied). A dry run of the engine on the current state, which is left as it is
    (the engine works on a copy that shares what it does not change)."""
    state = game.state
    if not isinstance(action, RULINGS) or state.result is not None:
        return None
    try:
        after = apply(state, action, game.profile)
    except RuleError:
        return None
    if after.result is None:
        return None
    return Ending(after.result, after.end_rule, after.over)


def deal(rng: random.Random | None = None) -> list[Role]:
    """A random deal of the ten cards (docs/RULES.md §1.1), seat 1 first."""
    deck = [role for role, count in DECK.items() for _ in range(count)]
    (rng or random.SystemRandom()).shuffle(deck)
    return deck

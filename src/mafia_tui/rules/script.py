"""A compact text form of the judge's actions, for tests, examples and benchmarks.

One action per line or per ``;``. ``n`` (next), ``n*9``, ``foul 3``, ``dq 3 6.7.4``,
``team 3 6.8.1``, ``nom 4`` (by the current speaker), ``vote 5`` (for the current candidate),
``hands 1 4 7`` (the current candidate's voters by seat), ``lift 6``, ``lifthands 1 4 7``,
``shot 3`` / ``shot -`` / ``shot 8:3,9:3,10:5``, ``don 5`` / ``don -``, ``sher 2``,
``best 3 4 5``, ``wf 12`` (withdraw the foul at log index 12), ``undo``.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import (
    Action,
    BestMove,
    Disqualify,
    DonCheck,
    Foul,
    LiftVote,
    Next,
    Nominate,
    SheriffCheck,
    Shot,
    TeamDefeat,
    Vote,
    WithdrawFoul,
)
from .game import Game


def _target(text: str) -> int | None:
    return None if text in ("-", "miss") else int(text)


def parse_one(token: str, game: Game) -> Action:
    """One token to an action, reading the speaker or candidate from ``game`` when needed."""
    word, _, rest = token.strip().partition(" ")
    read = _WORDS.get(word)
    if read is None:
        raise ValueError(f"unknown script word {word!r}")
    return read(rest.split(), game.state.step.seat or 0)


def _shot(args: list[str]) -> Shot:
    """``shot 3``, ``shot -`` (a miss), or each black's shot: ``shot 8:3,9:3,10:5``."""
    if ":" in args[0]:
        pairs = tuple((int(a), _target(b)) for a, b in (p.split(":") for p in args[0].split(",")))
        return Shot(shots=pairs)
    return Shot(_target(args[0]))


def _seats(args: list[str]) -> tuple[int, ...]:
    return tuple(int(a) for a in args)


_WORDS: dict[str, Callable[[list[str], int], Action]] = {
    "n": lambda args, seat: Next(),
    "next": lambda args, seat: Next(),
    "foul": lambda args, seat: Foul(int(args[0])),
    "dq": lambda args, seat: Disqualify(int(args[0]), args[1] if len(args) > 1 else "6.7"),
    "team": lambda args, seat: TeamDefeat(int(args[0]), args[1] if len(args) > 1 else "6.8"),
    "nom": lambda args, seat: Nominate(seat, int(args[0])),
    "vote": lambda args, seat: Vote(seat, int(args[0])),
    # the current candidate's voters by seat ("hands" alone: none)
    "hands": lambda args, seat: Vote(seat, len(args), _seats(args)),
    "lift": lambda args, seat: LiftVote(int(args[0])),
    "lifthands": lambda args, seat: LiftVote(len(args), _seats(args)),
    "shot": lambda args, seat: _shot(args),
    "don": lambda args, seat: DonCheck(_target(args[0])),
    "sher": lambda args, seat: SheriffCheck(_target(args[0])),
    "best": lambda args, seat: BestMove(_seats(args)),
    "wf": lambda args, seat: WithdrawFoul(int(args[0])),
}
"""Each word of a token, and how its arguments (and the current speaker's or candidate's
seat) make its action."""


def play(game: Game, script: str) -> Game:
    """Apply every action of ``script`` to ``game`` (``undo`` undoes); returns the game."""
    for line in script.replace(";", "\n").splitlines():
        token = line.split("#", 1)[0].strip()
        if not token:
            continue
        word, _, times = token.partition("*")
        for _ in range(int(times) if times else 1):
            if word.strip() == "undo":
                game.undo()
            else:
                game.apply(parse_one(word, game))
    return game

"""A compact text form of the judge's actions, for tests, examples and benchmarks.

One action per line or per ``;``. ``n`` (next), ``n*9``, ``foul 3``, ``dq 3 6.7.4``,
``team 3 6.8.1``, ``nom 4`` (by the current speaker), ``vote 5`` (for the current candidate),
``hands 1 4 7`` (the current candidate's voters by seat), ``lift 6``, ``lifthands 1 4 7``,
``shot 3`` / ``shot -`` / ``shot 8:3,9:3,10:5``, ``don 5`` / ``don -``, ``sher 2``,
``best 3 4 5``, ``wf 12`` (withdraw the foul at log index 12), ``undo``.
"""

from __future__ import annotations

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
    args = rest.split()
    step = game.state.step
    if word in ("n", "next"):
        return Next()
    if word == "foul":
        return Foul(int(args[0]))
    if word == "dq":
        return Disqualify(int(args[0]), args[1] if len(args) > 1 else "6.7")
    if word == "team":
        return TeamDefeat(int(args[0]), args[1] if len(args) > 1 else "6.8")
    if word == "nom":
        return Nominate(step.seat or 0, int(args[0]))
    if word == "vote":
        return Vote(step.seat or 0, int(args[0]))
    if word == "hands":  # the current candidate's voters by seat ("hands" alone: none)
        return Vote(step.seat or 0, len(args), tuple(int(a) for a in args))
    if word == "lift":
        return LiftVote(int(args[0]))
    if word == "lifthands":
        return LiftVote(len(args), tuple(int(a) for a in args))
    if word == "shot":
        if ":" in args[0]:
            pairs = tuple(
                (int(a), _target(b)) for a, b in (p.split(":") for p in args[0].split(","))
            )
            return Shot(shots=pairs)
        return Shot(_target(args[0]))
    if word == "don":
        return DonCheck(_target(args[0]))
    if word == "sher":
        return SheriffCheck(_target(args[0]))
    if word == "best":
        return BestMove(tuple(int(a) for a in args))
    if word == "wf":
        return WithdrawFoul(int(args[0]))
    raise ValueError(f"unknown script word {word!r}")


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

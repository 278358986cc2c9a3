"""Turn a judge's script (``mafia_tui.rules.script``) into the keys a judge presses."""

from __future__ import annotations

from mafia_tui.rules import Foul, Game
from mafia_tui.rules.queries import ruling_ending
from mafia_tui.rules.script import parse_one


def seat_key(seat: int) -> str:
    return "0" if seat == 10 else str(seat)


def keys_for(token: str, game: Game) -> list[str]:
    """The keys for one script token, given the game before it (as the judge sees it)."""
    keys = _keys(token, game)
    ruling = token.split()[0] in ("dq", "team", "foul")
    if ruling and ruling_ending(game, parse_one(token, game)) is not None:
        keys.append("enter")  # the question before a ruling that ends the game: yes
    return keys


def _keys(token: str, game: Game) -> list[str]:
    word, _, rest = token.strip().partition(" ")
    args = rest.split()
    if word in ("n", "next"):
        return ["enter"]
    if word == "foul":  # Shift + the seat's digit: one key
        return ["!@#$%^&*()"[int(args[0]) - 1]]
    if word in ("dq", "team"):
        rule = args[1] if len(args) > 1 else ("6.7.1" if word == "dq" else "6.8.1")
        digit = int(rule.rsplit(".", 1)[1]) % 10  # the sub-rule's digit: 0 = x.10
        return ["d" if word == "dq" else "x", seat_key(int(args[0])), str(digit)]
    if word == "nom":
        return [seat_key(int(args[0]))]
    if word in ("vote", "lift"):
        return [*args[0], "enter"]
    if word == "shot" and ":" in args[0]:
        keys = ["p"]
        for pair in sorted(args[0].split(","), key=lambda p: int(p.split(":")[0])):
            target = pair.split(":")[1]
            keys += ([] if target == "-" else list(target)) + ["enter"]
        return keys
    if word in ("shot", "don", "sher"):
        return ["minus"] if args[0] == "-" else [seat_key(int(args[0]))]
    if word == "best":
        return [seat_key(int(a)) for a in args]
    if word == "wf":
        action = game.log[int(args[0])]
        assert isinstance(action, Foul)
        return ["w", seat_key(action.seat)]
    if word == "undo":
        return ["u"]
    raise ValueError(token)


def tokens(script: str) -> list[str]:
    out = []
    for line in script.replace(";", "\n").splitlines():
        token = line.split("#", 1)[0].strip()
        if token:
            word, _, times = token.partition("*")
            out += [word.strip()] * (int(times) if times else 1)
    return out

"""Keys of the judge's screen, and the Russian layout: the Cyrillic letter on the same key."""

from __future__ import annotations

CYRILLIC_TO_LATIN = dict(zip(
    "йцукенгшщзхъфывапролджэячсмитьбю",
    "qwertyuiop[]asdfghjkl;'zxcvbnm,.",
    strict=True,
))
"""ЙЦУКЕН to QWERTY, lower case, by physical key."""

LATIN_TO_CYRILLIC = {v: k for k, v in CYRILLIC_TO_LATIN.items()}


def latin(key: str) -> str:
    """The QWERTY name of a key pressed in either layout ("а" -> "f")."""
    return CYRILLIC_TO_LATIN.get(key.lower(), key) if len(key) == 1 else key


def both(key: str) -> str:
    """A binding key list for a letter in both layouts ("f" -> "f,а")."""
    return f"{key},{LATIN_TO_CYRILLIC[key]}" if key in LATIN_TO_CYRILLIC else key


def bind_letters(node: object, pairs: tuple[tuple[str, str], ...]) -> None:
    """Bind each (letter, action) on a screen in both layouts, hidden from the footer."""
    for key, action in pairs:
        node._bindings.bind(both(key), action, show=False)  # type: ignore[attr-defined]


GAME_KEYS: dict[str, str] = {
    "enter": "next",
    "n": "next",
    "space": "timer",
    "f": "foul",
    "v": "nominate",
    "minus": "miss",
    "b": "best_move",
    "p": "shots",
    "d": "disqualify",
    "x": "team_defeat",
    "w": "withdraw",
    "u": "undo",
    "ctrl+z": "undo",
    "plus": "add_time",
    "equals_sign": "add_time",
    "r": "restart_timer",
    "t": "roles",
    "e": "after_game",
    "question_mark": "help",
    "q": "leave",
    "f6": "rename",
    "escape": "cancel",
    "backspace": "erase",
}
"""Key (QWERTY name) -> game command. Digits are seats (0 = seat 10) or vote counts."""

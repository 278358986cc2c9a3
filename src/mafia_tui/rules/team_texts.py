"""The one writer of the teams' words: the results (a red win, a black win, a draw) and the
roles (the civilian, the mafia, the Sheriff, the Don) with their letters, in every form a
screen or a paper needs, Russian and English.

Every other module reads them here (:func:`word`, or :func:`pair` where a catalogue of its
own keeps a key for one of them), so a word changed here changes on every screen, in every
table and on the protocol at once; ``tests/unit/test_one_writer.py`` finds any other literal
that spells one. A word inside a sentence stays the sentence's (Russian inflects it by the
sentence: «победа красных», «красным»), so only the words that stand alone are here.

A key is ``<form>.<value>``: the value is a result (``red``, ``black``, ``draw``), a team
(``red``, ``black``) or a role (``Role.value``); the forms are listed beside each group.
The rules core sits on :mod:`mafia_tui.i18n` alone, so every layer above can import this.
"""

from __future__ import annotations

from ..i18n import Catalog

WORDS = Catalog(
    "rules.words",
    {
        # --- results -------------------------------------------------------------------------
        # side: the result itself, a table's cell, a message's {result} (red / black / draw)
        "side.red": ("красные", "red"),
        "side.black": ("чёрные", "black"),
        "side.draw": ("ничья", "draw"),
        # win: the result as a label ("Result: red win"; the protocol's protest decision)
        "win.red": ("победа красных", "red win"),
        "win.black": ("победа чёрных", "black win"),
        "win.draw": ("ничья", "draw"),
        # a_win: the result inside an English sentence ("the game ends in a red win")
        "a_win.red": ("победа красных", "a red win"),
        "a_win.black": ("победа чёрных", "a black win"),
        "a_win.draw": ("ничья", "a draw"),
        # headline: the players' display's big line at the end (shown in capitals)
        "headline.red": ("победа красных", "the red team wins"),
        "headline.black": ("победа чёрных", "the black team wins"),
        "headline.draw": ("ничья", "a draw"),
        # --- teams ---------------------------------------------------------------------------
        # team: the team as one party (a protest's filer)
        "team.red": ("команда красных", "the red team"),
        "team.black": ("команда чёрных", "the black team"),
        # wins: the team's wins (the tournament table's K note)
        "wins.red": ("победы красных", "red wins"),
        "wins.black": ("победы чёрных", "black wins"),
        # one: a player's colour (the Sheriff's check on the protocol)
        "one.red": ("красный", "red"),
        "one.black": ("чёрный", "black"),
        # short: the head of a narrow column of the team's wins (the players' statistics)
        "short.red": ("Кр.", "Red"),
        "short.black": ("Чёр.", "Blk"),
        # letter: a team's letter (a protest's filer, the colours left on record)
        "letter.red": ("К", "R"),
        "letter.black": ("Ч", "B"),
        # typed: what a judge may type for a team or a result besides its letter and digit
        # (space-separated; compared case-folded, ё as е)
        "typed.red": ("красные красных красный", "red"),
        "typed.black": ("чёрные чёрных чёрный", "black"),
        "typed.draw": ("ничья ничью", "draw"),
        # --- roles ---------------------------------------------------------------------------
        # role: the role's name (a message's {role}, the players' display, a table's row)
        "role.civilian": ("мирный", "civilian"),
        "role.mafia": ("мафия", "mafia"),
        "role.sheriff": ("шериф", "Sheriff"),
        "role.don": ("дон", "Don"),
        # card: the card as the deal shows it
        "card.civilian": ("Мирный житель", "Civilian"),
        "card.mafia": ("Мафия", "Mafia"),
        "card.sheriff": ("Шериф", "Sheriff"),
        "card.don": ("Дон", "Don"),
        # letter: the protocol's letter (9.4.1), and its English twin
        "letter.civilian": ("К", "C"),
        "letter.mafia": ("Ч", "M"),
        "letter.sheriff": ("Ш", "S"),
        "letter.don": ("Д", "D"),
        # head: the head of a narrow column of wins as that role (the tournament table)
        "head.civilian": ("К", "Civ"),
        "head.mafia": ("Ч", "Maf"),
        "head.sheriff": ("Ш", "Sher"),
        "head.don": ("Д", "Don"),
        # cell: the role in a row (the game-by-game trace; the account's night checks): the
        # protocol's letter in Russian, where every judge reads it; the name in English
        "cell.civilian": ("К", "civilian"),
        "cell.mafia": ("Ч", "mafia"),
        "cell.sheriff": ("Ш", "Sheriff"),
        "cell.don": ("Д", "Don"),
        # players: the players of a role or a team as a group (a scoring rule's roles)
        "players.civilian": ("мирные", "civilians"),
        "players.sheriff": ("шериф", "the Sheriff"),
        "players.don": ("дон", "the Don"),
        "players.red": ("красные", "reds"),
        "players.black": ("чёрные", "blacks"),
        # no result yet, or a value no form has
        "none": ("—", "—"),
    },
)
"""The result, team and role words by ``<form>.<value>``."""


def word(form: str, value: object, lang: str | None) -> str:
    """``value`` (a result, a team, a role: a string or a ``StrEnum``) in ``form`` and
    ``lang``; "—" for ``None`` or a value that form has not."""
    key = f"{form}.{value}"
    return WORDS.text(key if key in WORDS else "none", lang)


def pair(form: str, value: str) -> tuple[str, str]:
    """The (Russian, English) pair of ``value`` in ``form``, for a catalogue that keeps a key
    of its own for it (a column's head, a scoring rule's roles)."""
    return WORDS.entries[f"{form}.{value}"]


def capital(words: tuple[str, str]) -> tuple[str, str]:
    """A pair with a capital first letter in both languages (a row's head: «Мирный»)."""
    ru, en = words
    return ru[:1].upper() + ru[1:], en[:1].upper() + en[1:]

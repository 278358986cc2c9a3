"""Roles and teams of a 10-player FIIM game (docs/RULES.md §1.1, protocol letters of
9.4.1)."""

from __future__ import annotations

from enum import StrEnum

from .team_texts import word


class Team(StrEnum):
    """The two teams: red (civilians and the Sheriff) and black (mafia and the Don)."""

    RED = "red"
    BLACK = "black"


class Role(StrEnum):
    """A player's card. The value is what the game file stores."""

    CIVILIAN = "civilian"
    MAFIA = "mafia"
    SHERIFF = "sheriff"
    DON = "don"

    @property
    def team(self) -> Team:
        """The team this role plays for."""
        return _TEAMS[self]

    @property
    def letter(self) -> str:
        """The protocol letter (9.4.1): К, Ч, Ш or Д."""
        return _LETTERS[self]

    @classmethod
    def parse(cls, text: str) -> Role:
        """Read a role from its file value, its protocol letter, or a Latin look-alike.

        Raises:
            ValueError: the text names no role.
        """
        key = text.strip().lower()
        for role in cls:
            if key in (role.value, role.letter.lower()):
                return role
        if key in _LATIN:
            return _LATIN[key]
        raise ValueError(text)


_TEAMS = {
    Role.CIVILIAN: Team.RED,
    Role.SHERIFF: Team.RED,
    Role.MAFIA: Team.BLACK,
    Role.DON: Team.BLACK,
}
_LETTERS = {role: word("letter", role, "ru") for role in Role}
_LATIN = {"k": Role.CIVILIAN, "c": Role.CIVILIAN, "m": Role.MAFIA, "s": Role.SHERIFF, "d": Role.DON}

#: How many of each card a 10-player game deals (docs/RULES.md §1.1).
DECK: dict[Role, int] = {Role.CIVILIAN: 6, Role.MAFIA: 2, Role.SHERIFF: 1, Role.DON: 1}

SEATS: tuple[int, ...] = tuple(range(1, 11))
"""The seat numbers of a table."""

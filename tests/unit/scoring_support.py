"""Games as facts, made by hand for the scoring tests: ten seats, each with whatever the test
says, the rest at their defaults."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from mafia_tui.rules.roles import Role
from mafia_tui.tournament.facts import GameFacts, SeatFacts

ROLES = {
    1: Role.CIVILIAN,
    2: Role.CIVILIAN,
    3: Role.MAFIA,
    4: Role.CIVILIAN,
    5: Role.SHERIFF,
    6: Role.CIVILIAN,
    7: Role.DON,
    8: Role.CIVILIAN,
    9: Role.MAFIA,
    10: Role.CIVILIAN,
}
"""Seat 5 the Sheriff, 7 the Don, 3 and 9 mafia, the rest civilians."""
BLACKS = (3, 7, 9)


def game(
    result: str | None = "red",
    gid: str = "g1",
    nicks: dict[int, str] | None = None,
    votes_recorded: bool = True,
    game_number: int = 1,
    tournament: str = "T",
    void: str = "",
    **seats: dict[str, Any],
) -> GameFacts:
    """A finished game; ``s3={"death": "day", "death_round": 1}`` sets seat 3's facts."""
    made = []
    for seat in range(1, 11):
        fields: dict[str, Any] = dict(seats.get(f"s{seat}", {}))
        nick = (nicks or {}).get(seat, f"P{seat}")
        if "points" in fields:
            fields["points"] = Decimal(str(fields["points"]))
        made.append(SeatFacts(seat, nick, fields.pop("role", ROLES[seat]), **fields))
    return GameFacts(
        gid,
        tournament,
        "qualifying",
        1,
        game_number,
        "2026-01-01",
        f"2026-01-01T10:{game_number:02d}:00+00:00",
        result is not None,
        result,
        True,
        votes_recorded,
        tuple(made),
        void,
    )

"""The matters of mafiaratings' scoring (a bit each, per player per game) and its role flags, and
the matters each seat of a game sets, from the game's facts.

Which matters a seat sets is read from mafiaratings' ``include/game_players_stats.php``
(``calculate_scoring_flags``), the current code, including where it surprises (each named in
docs/RULES-CHOICES.md, "mafiaratings scoring"): "survived" is set for winners only; "clear win"
counts every departure that is not a night kill as a day kill (a removal too); the Sheriff's
three matters are set only when he was killed at night; "all red checks" needs three red checks
and fewer than three black ones, in any order; the votes of the first day are not counted
for "all votes against mafia / civilians"; "extra points" is set by any extra, penalty or title.
"""

from __future__ import annotations

from typing import Final

from ..rules.roles import Role
from .facts import GameFacts, SeatFacts

MATTERS: Final = (
    "played",
    "win",
    "lose",
    "clear_win",
    "clear_lose",
    "best_player",
    "best_move",
    "survived",
    "killed_first_night",
    "killed_night",
    "legacy_3",
    "legacy_2",
    "warnings_4",
    "kick_out",
    "surrendered",
    "votes_vs_mafia",
    "votes_vs_civilians",
    "sheriff_killed_after_found",
    "sheriff_found_first_night",
    "sheriff_killed_first_night",
    "black_checks",
    "red_checks",
    "extra_points",
    "legacy_1",
    "worst_move",
    "team_kick_out",
    "tie",
)
"""The matters by their bit: ``matter & (1 << n)`` is matter ``n`` (the site's 0-26)."""

BIT: Final = {name: 1 << n for n, name in enumerate(MATTERS)}
ALL_MATTERS: Final = (1 << len(MATTERS)) - 1

ROLE_INDEX: Final = {Role.CIVILIAN: 0, Role.SHERIFF: 1, Role.MAFIA: 2, Role.DON: 3}
"""The site's role numbers (``role()`` in an expression); a role's flag is ``1 << index``."""
ALL_ROLES: Final = 15
ROLE_SETS: Final = {
    1: "civ",
    2: "sheriff",
    3: "red",
    4: "maf",
    5: "civ_maf",
    6: "sheriff_maf",
    7: "not_don",
    8: "don",
    9: "civ_don",
    10: "sheriff_don",
    11: "not_maf",
    12: "black",
    13: "not_sheriff",
    14: "not_civ",
    15: "all",
}
"""Every value of a policy's ``roles`` (a set of the four flags) and its name in the texts."""

LACKING: Final = {
    "votes_vs_mafia": "lack_votes",
    "votes_vs_civilians": "lack_votes",
    "best_player": "lack_titles",
    "best_move": "lack_titles",
    "worst_move": "lack_titles",
    "sheriff_killed_after_found": "lack_arranged",
    "surrendered": "lack_surrender",
}
"""Matters that rest on what a record of ours may not hold, and the note that says so (each is
then counted as the site counts a document without it: unset)."""


def role_flag(role: Role) -> int:
    return 1 << ROLE_INDEX[role]


def game_matters(game: GameFacts) -> tuple[int, ...]:
    """Each seat's matters (by seat order) in ``game``."""
    shared, maf_day, civ_day = _shared(game)
    black_checks = sum(1 for s in game.seats if s.sheriff_night and s.black)
    red_checks = sum(1 for s in game.seats if s.sheriff_night and not s.black)
    if black_checks >= 3:
        shared |= BIT["black_checks"]
    elif red_checks >= 3:
        shared |= BIT["red_checks"]
    blacks = frozenset(s.seat for s in game.seats if s.black)
    return tuple(
        shared | _outcome(s, game.result, maf_day, civ_day) | _own(s, blacks) for s in game.seats
    )


def _shared(game: GameFacts) -> tuple[int, int, int]:
    """The matters every seat shares (played, the Sheriff's three), and how many blacks and
    reds left the table other than by a night kill."""
    shared = BIT["played"]
    maf_day = civ_day = 0
    for s in game.seats:
        if not s.death:
            continue
        if s.death != "night":
            if s.black:
                maf_day += 1
            else:
                civ_day += 1
        elif s.role is Role.SHERIFF:
            if s.don_night:
                if s.death_round == s.don_night + 1:
                    shared |= BIT["sheriff_killed_after_found"]
                if s.don_night == 1:
                    shared |= BIT["sheriff_found_first_night"]
            if s.death_round == 1:
                shared |= BIT["sheriff_killed_first_night"]
    return shared, maf_day, civ_day


def _outcome(s: SeatFacts, result: str | None, maf_day: int, civ_day: int) -> int:
    """Win, lose or tie, clear or not, and survival (for a winner only)."""
    own, other = ("black", "red") if s.black else ("red", "black")
    own_day, other_day = (maf_day, civ_day) if s.black else (civ_day, maf_day)
    if result == own:
        flags = BIT["win"]
        if own_day == 0:
            flags |= BIT["clear_win"]
        if not s.death:
            flags |= BIT["survived"]
        return flags
    if result == other:
        return BIT["lose"] | (BIT["clear_lose"] if other_day == 0 else 0)
    return BIT["tie"]


_DEATH_MATTER: Final = {
    "warnings": BIT["warnings_4"],
    "techFouls": BIT["warnings_4"],
    "kickOut": BIT["kick_out"],
    "teamKickOut": BIT["team_kick_out"],
}
_TITLE_MATTER: Final = {
    "best_player": BIT["best_player"],
    "best_move": BIT["best_move"],
    "worst_move": BIT["worst_move"],
}


def _own(s: SeatFacts, blacks: frozenset[int]) -> int:
    """The matters of the player himself: titles, his departure, his best move's guess, his
    votes, extra points."""
    flags = 0
    for title in s.titles:
        flags |= _TITLE_MATTER.get(title, 0)
    if s.death == "night":
        flags |= BIT["killed_night"] | (BIT["killed_first_night"] if s.death_round == 1 else 0)
    else:
        flags |= _DEATH_MATTER.get(s.death, 0)
    if s.legacy >= 3:
        flags |= BIT["legacy_3"]
    elif s.legacy == 2:
        flags |= BIT["legacy_2"]
    elif s.legacy == 1:
        flags |= BIT["legacy_1"]
    flags |= _vote_matters(s, blacks)
    if s.has_bonus:
        flags |= BIT["extra_points"]
    return flags


def _vote_matters(s: SeatFacts, blacks: frozenset[int]) -> int:
    """All of at least three votes against one side; the first day's votes do not count (the
    site leaves round 0 out as "mostly splitting")."""
    vs_black = vs_red = 0
    for day, candidate in s.votes:
        if day < 2:
            continue
        if candidate in blacks:
            vs_black += 1
        else:
            vs_red += 1
    flags = 0
    if vs_red == 0 and vs_black >= 3:
        flags |= BIT["votes_vs_mafia"]
    if vs_black == 0 and vs_red >= 3:
        flags |= BIT["votes_vs_civilians"]
    return flags


def killed_first_night(s: SeatFacts) -> bool:
    """The site's first-night count (the sorting letter ``k``): a red killed in round 1."""
    return s.death == "night" and s.death_round == 1 and not s.black


def special_win(s: SeatFacts, result: str | None) -> bool:
    """Won as the Sheriff or the Don (the sorting letter ``s``)."""
    return s.role in (Role.SHERIFF, Role.DON) and won(s, result)


def won(s: SeatFacts, result: str | None) -> bool:
    return result == ("black" if s.black else "red")


def names_of(flags: int) -> list[str]:
    """The names of the matters set in ``flags``, in bit order."""
    return [name for n, name in enumerate(MATTERS) if flags & (1 << n)]

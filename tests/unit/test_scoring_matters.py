"""Which matters each seat of a game sets, read from mafiaratings' ``calculate_scoring_flags``
(include/game_players_stats.php): every matter set and unset, the surprises named in
docs/RULES-CHOICES.md included; and, table-driven over every matter and every role flag, which
policies pay."""

from __future__ import annotations

import pytest

from mafia_tui.rules.roles import Role
from mafia_tui.tournament.definition import read_scoring
from mafia_tui.tournament.facts import GameFacts
from mafia_tui.tournament.matters import BIT, MATTERS, ROLE_SETS, game_matters, names_of
from mafia_tui.tournament.table import compute

from .scoring_support import BLACKS, ROLES, game


def matters_of(g: GameFacts, seat: int) -> set[str]:
    return set(names_of(game_matters(g)[seat - 1]))


# Each case: a game, the seat looked at, a matter, and whether it is set there (with why).
CASES: list[tuple[str, GameFacts, int, str, bool]] = [
    ("every game is played", game("red"), 1, "played", True),
    ("a red wins a red win", game("red"), 1, "win", True),
    ("a black loses it", game("red"), 3, "lose", True),
    ("a black wins a black win", game("black"), 7, "win", True),
    ("no win in a draw", game("draw"), 1, "win", False),
    ("a draw is a tie for all", game("draw"), 7, "tie", True),
    ("no tie in a red win", game("red"), 1, "tie", False),
    (
        "clear win: only blacks left other than at night",
        game("red", s3={"death": "day", "death_round": 1}, s1={"death": "night", "death_round": 1}),
        2,
        "clear_win",
        True,
    ),
    (
        "no clear win once a red was voted out",
        game("red", s2={"death": "day", "death_round": 1}),
        1,
        "clear_win",
        False,
    ),
    (
        "a red removed by fouls counts as a red day kill (surprise)",
        game("red", s2={"death": "warnings", "death_round": 2}),
        1,
        "clear_win",
        False,
    ),
    (
        "clear loss for the reds: no black left by day",
        game("black", s1={"death": "day", "death_round": 1}),
        4,
        "clear_lose",
        True,
    ),
    (
        "no clear loss when a black was voted out",
        game("black", s9={"death": "day", "death_round": 2}),
        4,
        "clear_lose",
        False,
    ),
    ("a winner at the table survives", game("red"), 1, "survived", True),
    ("a loser at the table does not (surprise)", game("red"), 3, "survived", False),
    (
        "nor a winner killed",
        game("red", s1={"death": "night", "death_round": 2}),
        1,
        "survived",
        False,
    ),
    (
        "killed the first night",
        game("red", s1={"death": "night", "death_round": 1}),
        1,
        "killed_first_night",
        True,
    ),
    (
        "the second night is no first night",
        game("red", s1={"death": "night", "death_round": 2}),
        1,
        "killed_first_night",
        False,
    ),
    (
        "killed at night",
        game("red", s1={"death": "night", "death_round": 2}),
        1,
        "killed_night",
        True,
    ),
    (
        "voted out is no night kill",
        game("red", s1={"death": "day", "death_round": 1}),
        1,
        "killed_night",
        False,
    ),
    ("3 blacks guessed", game("red", s1={"legacy": 3}), 1, "legacy_3", True),
    ("2 blacks guessed", game("red", s1={"legacy": 2}), 1, "legacy_2", True),
    ("1 black guessed", game("red", s1={"legacy": 1}), 1, "legacy_1", True),
    ("3 is not 2", game("red", s1={"legacy": 3}), 1, "legacy_2", False),
    ("no black guessed: no legacy matter", game("red", s1={"legacy": 0}), 1, "legacy_1", False),
    (
        "removed by fouls",
        game("red", s1={"death": "warnings", "death_round": 1}),
        1,
        "warnings_4",
        True,
    ),
    (
        "technical fouls share it",
        game("red", s1={"death": "techFouls", "death_round": 1}),
        1,
        "warnings_4",
        True,
    ),
    ("disqualified", game("red", s1={"death": "kickOut", "death_round": 1}), 1, "kick_out", True),
    (
        "a team defeat",
        game("black", s1={"death": "teamKickOut", "death_round": 1}),
        1,
        "team_kick_out",
        True,
    ),
    (
        "a team defeat is no plain kick out",
        game("black", s1={"death": "teamKickOut", "death_round": 1}),
        1,
        "kick_out",
        False,
    ),
    ("no surrender under FIIM", game("red"), 1, "surrendered", False),
    (
        "three votes against blacks from day 2",
        game("red", s1={"votes": ((2, 3), (3, 7), (4, 9))}),
        1,
        "votes_vs_mafia",
        True,
    ),
    (
        "two are not enough",
        game("red", s1={"votes": ((2, 3), (3, 7))}),
        1,
        "votes_vs_mafia",
        False,
    ),
    (
        "day 1's votes do not count (the site leaves round 0 out)",
        game("red", s1={"votes": ((1, 3), (2, 3), (3, 7))}),
        1,
        "votes_vs_mafia",
        False,
    ),
    (
        "day 1's vote against a red does not spoil it",
        game("red", s1={"votes": ((1, 2), (2, 3), (3, 7), (4, 9))}),
        1,
        "votes_vs_mafia",
        True,
    ),
    (
        "one vote against a red from day 2 spoils it",
        game("red", s1={"votes": ((2, 3), (3, 7), (4, 9), (4, 2))}),
        1,
        "votes_vs_mafia",
        False,
    ),
    (
        "three votes against reds",
        game("black", s3={"votes": ((2, 1), (3, 5), (4, 2))}),
        3,
        "votes_vs_civilians",
        True,
    ),
    (
        "the Sheriff killed the night after the Don found him",
        game("black", s5={"death": "night", "death_round": 3, "don_night": 2}),
        1,
        "sheriff_killed_after_found",
        True,
    ),
    (
        "two nights after is not",
        game("black", s5={"death": "night", "death_round": 3, "don_night": 1}),
        1,
        "sheriff_killed_after_found",
        False,
    ),
    (
        "found the first night and killed at night",
        game("black", s5={"death": "night", "death_round": 3, "don_night": 1}),
        7,
        "sheriff_found_first_night",
        True,
    ),
    (
        "found the first night but never killed at night: not set (surprise)",
        game("red", s5={"don_night": 1}),
        7,
        "sheriff_found_first_night",
        False,
    ),
    (
        "found the first night, voted out: not set either",
        game("red", s5={"don_night": 1, "death": "day", "death_round": 1}),
        7,
        "sheriff_found_first_night",
        False,
    ),
    (
        "the Sheriff killed the first night",
        game("black", s5={"death": "night", "death_round": 1}),
        2,
        "sheriff_killed_first_night",
        True,
    ),
    (
        "three blacks checked",
        game("red", s3={"sheriff_night": 1}, s7={"sheriff_night": 2}, s9={"sheriff_night": 3}),
        5,
        "black_checks",
        True,
    ),
    (
        "three reds checked",
        game("red", s1={"sheriff_night": 1}, s2={"sheriff_night": 2}, s4={"sheriff_night": 3}),
        5,
        "red_checks",
        True,
    ),
    (
        "three reds among more checks, in any order (surprise: not the first three)",
        game(
            "red",
            s3={"sheriff_night": 1},
            s1={"sheriff_night": 2},
            s2={"sheriff_night": 3},
            s4={"sheriff_night": 4},
        ),
        5,
        "red_checks",
        True,
    ),
    (
        "three blacks win over three reds",
        game(
            "red",
            s3={"sheriff_night": 1},
            s7={"sheriff_night": 2},
            s9={"sheriff_night": 3},
            s1={"sheriff_night": 4},
            s2={"sheriff_night": 5},
            s4={"sheriff_night": 6},
        ),
        5,
        "red_checks",
        False,
    ),
    ("extra points", game("red", s1={"has_bonus": True, "bonus": 0.3}), 1, "extra_points", True),
    ("none without", game("red"), 1, "extra_points", False),
    ("best player", game("red", s1={"titles": ("best_player",)}), 1, "best_player", True),
    ("best move title", game("red", s1={"titles": ("best_move",)}), 1, "best_move", True),
    ("worst move", game("red", s1={"titles": ("worst_move",)}), 1, "worst_move", True),
]
CASES += [
    (f"a quiet draw sets no {m}", game("draw"), 1, m, False)
    for m in MATTERS
    if m not in ("played", "tie")
]


@pytest.mark.parametrize(("why", "g", "seat", "matter", "is_set"), CASES, ids=[c[0] for c in CASES])
def test_each_matter_set_and_unset(
    why: str, g: GameFacts, seat: int, matter: str, is_set: bool
) -> None:
    assert (matter in matters_of(g, seat)) is is_set, why


def test_every_matter_is_set_by_some_case_and_unset_by_another() -> None:
    """The table above covers each matter both ways, but "surrendered", which no record of
    ours can set (the FIIM rules have no surrender)."""
    set_by = {m for _, _, _, m, is_set in CASES if is_set}
    unset_by = {m for _, _, _, m, is_set in CASES if not is_set}
    assert set(MATTERS) - set_by == {"surrendered"}
    assert set(MATTERS) - unset_by - {"played"} == set(), "played is always set"


def test_the_sheriffs_matters_are_every_seats() -> None:
    g = game("black", s5={"death": "night", "death_round": 1, "don_night": 1})
    for seat in range(1, 11):
        assert {"sheriff_killed_first_night", "sheriff_found_first_night"} <= matters_of(g, seat)


# --- table-driven: every matter and every role flag decide which policies pay ----------------


def _rich_game() -> GameFacts:
    """One game setting as many matters as one game can, spread over the seats."""
    return game(
        "red",
        s1={"death": "night", "death_round": 1, "legacy": 3, "has_bonus": True, "bonus": 0.2},
        s2={"votes": ((2, 3), (3, 7), (4, 9)), "titles": ("best_player",)},
        s3={"death": "day", "death_round": 1, "sheriff_night": 1},
        s4={"death": "warnings", "death_round": 2, "titles": ("worst_move",)},
        s5={"death": "night", "death_round": 3, "don_night": 2},
        s6={"legacy": 1, "titles": ("best_move",)},
        s7={"sheriff_night": 2},
        s8={"legacy": 2},
        s9={"death": "kickOut", "death_round": 3, "sheriff_night": 3},
    )


@pytest.mark.parametrize("bit", range(len(MATTERS)), ids=list(MATTERS))
def test_a_policy_pays_exactly_where_its_matter_is_set(bit: int) -> None:
    g = _rich_game()
    scoring = read_scoring({"main": [{"matter": 1 << bit, "points": 1}]}, "t")
    table = compute([g], scoring)
    flags = game_matters(g)
    for s in g.seats:
        paid = table.row(s.nick).total
        assert paid == (1.0 if flags[s.seat - 1] & (1 << bit) else 0.0), (MATTERS[bit], s.seat)


def test_a_policy_of_several_matters_needs_them_all() -> None:
    g = _rich_game()
    both = BIT["win"] | BIT["killed_first_night"]
    table = compute([g], read_scoring({"main": [{"matter": both, "points": 1}]}, "t"))
    assert [table.row(f"P{s}").total for s in range(1, 11)] == [1, 0, 0, 0, 0, 0, 0, 0, 0, 0]


ROLE_BIT = {Role.CIVILIAN: 1, Role.SHERIFF: 2, Role.MAFIA: 4, Role.DON: 8}


@pytest.mark.parametrize("roles", sorted(ROLE_SETS), ids=[ROLE_SETS[r] for r in sorted(ROLE_SETS)])
def test_a_policy_pays_exactly_the_roles_of_its_flags(roles: int) -> None:
    g = game("draw")
    scoring = read_scoring({"main": [{"matter": 1, "roles": roles, "points": 1}]}, "t")
    table = compute([g], scoring)
    for seat, role in ROLES.items():
        assert table.row(f"P{seat}").total == (1.0 if roles & ROLE_BIT[role] else 0.0), role


def test_without_roles_a_policy_is_for_everyone() -> None:
    table = compute([game("draw")], read_scoring({"main": [{"matter": 1, "points": 2}]}, "t"))
    assert all(r.total == 2.0 for r in table.rows)
    assert {s for s in BLACKS} == {3, 7, 9}

"""Every definition of the mafiaratings repository, computed over three games worked by hand.

The games (tests/unit/scoring_support.py: seat 5 the Sheriff, 7 the Don, 3 and 9 mafia, the
rest civilians; player Pn always sits at seat n) and the matters each sets, read from
``calculate_scoring_flags`` (include/game_players_stats.php):

G1, reds win. P1 killed the first night, best move with 3 blacks, 0.3 extra points; P2 voted
against blacks only on days 2-4, best player; P3 voted out on day 1; P4 removed by fouls; the
Sheriff P5 found by the Don the first night and killed the second; P6 best move title; P9
disqualified; P10 worst move title.
    shared: sheriff_killed_after_found, sheriff_found_first_night (P5 killed at night 2 = 1 + 1)
    P1 win kfn L3 extra · P2 win survived vs_mafia best_player · P3 lose · P4 win warnings ·
    P5 win · P6 win survived best_move · P7 lose · P8 win survived · P9 lose kick_out ·
    P10 win survived worst_move (no clear win: P4, a red, left other than at night)
G2, blacks win. The Sheriff P5 killed the first night; P1 voted out on day 1; P2's team
defeat (6.8); P3 voted against reds only on days 2-4, 0.5 extra points.
    shared: sheriff_killed_first_night; no black left by day: the blacks win clear and the
    reds lose clear. P1 lose clear_lose · P2 lose clear_lose team_kick_out · P3 win clear_win
    survived vs_civilians extra · P5 lose clear_lose kfn · P7, P9 win clear_win survived ·
    P4, P6, P8, P10 lose clear_lose
G3, a draw. P8 killed the first night, best move with 2 blacks; the Sheriff checked the three
blacks. shared: black_checks; everyone: tie; P8 kfn L2.

Red wins: 1 game of 3, so ``difficulty()`` is 2/3 for reds and 1/3 for blacks. Every player
plays 3 games; the reds killed the first night (counter "256 as red") are P1 (G1), P5 (G2) and
P8 (G3), once each; round(3 · 0.4) = 1. Each expected total below is added up from the
definition's policies, the games where each pays named beside it.
"""

from __future__ import annotations

import pytest

from mafia_tui.tournament.catalogue import shipped
from mafia_tui.tournament.facts import GameFacts
from mafia_tui.tournament.matters import game_matters
from mafia_tui.tournament.table import compute

from .scoring_support import game

G1 = game(
    "red",
    gid="g1",
    game_number=1,
    s1={"death": "night", "death_round": 1, "legacy": 3, "bonus": 0.3, "has_bonus": True},
    s2={"votes": ((2, 3), (3, 7), (4, 9)), "titles": ("best_player",)},
    s3={"death": "day", "death_round": 0},
    s4={"death": "warnings", "death_round": 2},
    s5={"death": "night", "death_round": 2, "don_night": 1, "sheriff_night": 0},
    s6={"titles": ("best_move",)},
    s9={"death": "kickOut", "death_round": 3},
    s10={"titles": ("worst_move",)},
)
G2 = game(
    "black",
    gid="g2",
    game_number=2,
    s1={"death": "day", "death_round": 0},
    s2={"death": "teamKickOut", "death_round": 1},
    s3={"votes": ((2, 1), (3, 4), (4, 6)), "bonus": 0.5, "has_bonus": True},
    s5={"death": "night", "death_round": 1},
)
G3 = game(
    "draw",
    gid="g3",
    game_number=3,
    s8={"death": "night", "death_round": 1, "legacy": 2},
    s3={"sheriff_night": 1},
    s7={"sheriff_night": 2},
    s9={"sheriff_night": 3},
)
GAMES = (G1, G2, G3)
R = 4 / 3  # a red's win under "difficulty() > 0.5 ? difficulty() * 2 : 1" (difficulty 2/3)

EXPECTED: dict[str, list[float]] = {
    # 1v1 Sample Scoring: 1 a game (3); bonus: P1 0.3, P3 0.5; penalty -0.8 for fouls or a
    # kick out (P4, P9), -1 for a team defeat (P2); night 1 for lose+kfn as red:
    # 1·1.2/3 - 0.18 = 0.22 (P5, G2); mr_points 0.
    "1v1": [3.3, 2, 3.5, 2.2, 3.22, 3, 3, 3, 2.2, 3],
    # 2v1 Империя Мафии: a win 1 (civilian, mafia) or 2 (Sheriff, Don); L3 as red 1 (P1);
    # best player 1 (P2); best move title 1 (P6).
    "2v1": [2, 2, 1, 1, 2, 2, 2, 1, 1, 1],
    # 3v1 Для чемпионата: win 1; L3 0.1 (P1); best player 0.3, best move 0.2; against blacks
    # only as a civilian 0.2 (P2); the Sheriff killed after being found, for blacks 0.1 (G1: P3,
    # P7, P9); the Sheriff killed the first night, for the Don 0.1 (G2: P7); three black checks,
    # for the Sheriff 0.2 (G3: P5).
    "3v1": [1.1, 1.5, 1.1, 1, 1.2, 1.2, 1.2, 1, 1.1, 1],
    # 5v1 ТТ: a win 3 (civilian), 4 (Sheriff, mafia), 5 (Don); a loss -1 (Sheriff, Don); L3 1;
    # best player 1, best move 1; Sheriff killed after being found, for the Don 1 (G1: P7);
    # three black checks, for the Sheriff 1 (G3: P5). P5: 4 - 1 + 1; P7: -1 + 1 + 5.
    "5v1": [4, 4, 4, 3, 4, 4, 5, 3, 4, 3],
    # 6v1 Мафия в городе: the same policies as ТТ, in another order.
    "6v1": [4, 4, 4, 3, 4, 4, 5, 3, 4, 3],
    # 8v1 Theatrum: win 1; L3 0.1; best player 0.3; best move 0.2.
    "8v1": [1.1, 1.3, 1, 1, 1, 1.2, 1, 1, 1, 1],
    # 9v1 Club Main: a win 2 (civilian, mafia) or 2.5 (Sheriff, Don); a loss -0.5 (Sheriff,
    # Don); L3 0.5; best player 0.5; best move 0.25. P5 and P7: 2.5 - 0.5.
    "9v1": [2.5, 2.5, 2, 2, 2, 2.25, 2, 2, 2, 2],
    # 13v1 3-4-4-5: a win 3 (civilian) or 4 (Sheriff, mafia), none for the Don; a loss -1
    # (Sheriff, Don); L3 1; best player 1. P5: 4 - 1; P7: -1 (G1) and nothing for his win.
    "13v1": [4, 4, 4, 3, 3, 3, -1, 3, 4, 3],
    # 14v1 University: 2 / 2.5 / -0.5 as Club Main; L3 0.5; best player 1; best move 0.5.
    "14v1": [2.5, 3, 2, 2, 2, 2.5, 2, 2, 2, 2],
    # 19v1 ФИИМ (as the alters leave it): a win 4/3 for a red, 1 for a black (difficulty); the
    # bonus (P1 0.3, P3 0.5); as red 0.4 for L3 (P1), 0.25 for L2 (P8); -0.5 for fouls or a
    # disqualification (P4, P9); Ci for lose+kfn as red: min(1·0.4/round(1.2), 0.4) = 0.4 (P5).
    "19v1": [R + 0.7, R, 1.5, R - 0.5, R + 0.4, R, 1, R + 0.25, 0.5, R],
    # 19v1-sample (the same version as first made): win 1; "prima_nocta" counts nothing (the
    # current code does not read it); -0.5 for fouls (P4), for a disqualification (P9).
    "19v1-sample": [1, 1, 1, 0.5, 1, 1, 1, 1, 0.5, 1],
    # 19v2: win 1, then as 19v1: P1 1 + 0.3 + 0.4; P4 1 - 0.5; P5 1 + 0.4; P8 1 + 0.25; P9.
    "19v2": [1.7, 1, 1.5, 0.5, 1.4, 1, 1, 1.25, 0.5, 1],
    # 19v3: the penalty also reads "surrendered" (never under FIIM): as 19v2.
    "19v3": [1.7, 1, 1.5, 0.5, 1.4, 1, 1, 1.25, 0.5, 1],
    # 19v4: 0.3 a game for everyone (0.9); L3 0.5, L2 0.3.
    "19v4": [2.7, 1.9, 2.4, 1.4, 2.3, 1.9, 1.9, 2.2, 1.4, 1.9],
    # 19v5: no 0.3 in a game with the worst move title (P10, G1); -0.7 for a team defeat
    # (P2, G2).
    "19v5": [2.7, 1.2, 2.4, 1.4, 2.3, 1.9, 1.9, 2.2, 1.4, 1.6],
    # 19v6: L3 0.7 (P1), L2 0.5 (P8).
    "19v6": [2.9, 1.2, 2.4, 1.4, 2.3, 1.9, 1.9, 2.4, 1.4, 1.6],
    # 19v7: Ci up to 0.5: 1·0.5/1 (P5: 1 + 0.5 + 0.9).
    "19v7": [2.9, 1.2, 2.4, 1.4, 2.4, 1.9, 1.9, 2.4, 1.4, 1.6],
    # 21v1 VaWaCa (once WaVaCa-2017): 2 / 2.5 / -0.5; L3 0.5; best player 1.
    "21v1": [2.5, 3, 2, 2, 2, 2, 2, 2, 2, 2],
    # 21v2 VaWaCa: a win by difficulty (4/3 red, 1 black) and +0.05 for the Sheriff or the Don,
    # a loss -0.05 for them; L3 0.2, L2 0.1; a clear loss -0.1 (the reds of G2); best player
    # 0.3, best move 0.2; the Sheriff found the first night, for the Don 0.05 (G1: P7); three
    # black checks, for the Sheriff 0.1; fouls -0.2, a disqualification -0.4; night 1 for kfn
    # as red: 1·1.2/3 - 0.18 = 0.22 (P1 G1, P5 G2, P8 G3).
    "21v2": [
        R + 0.2 + 0.22 - 0.1,  # P1
        R + 0.3 - 0.1,  # P2
        1,  # P3
        R - 0.2 - 0.1,  # P4
        R + 0.05 - 0.05 - 0.1 + 0.22 + 0.1,  # P5
        R + 0.2 - 0.1,  # P6
        -0.05 + 0.05 + 1 + 0.05,  # P7
        R - 0.1 + 0.1 + 0.22,  # P8
        -0.4 + 1,  # P9
        R - 0.1,  # P10
    ],
    # 22v1 MafClub: win 4; L3 as civilian 1 (P1), L2 as civilian 0.5 (P8); a clear win 0.2
    # (G2's blacks); best player 2, best move 1.5; fouls, a disqualification, a surrender -0.5.
    "22v1": [5, 6, 4.2, 3.5, 4, 5.5, 4.2, 4.5, 3.7, 4],
    # 23v1 Как ФИИМ: win 1; prima_nocta ignored; best player 0.7; fouls, disqualification -0.5.
    "23v1": [1, 1.7, 1, 0.5, 1, 1, 1, 1, 0.5, 1],
    # 32v1: win 1; extra points 0.3 + 0.2 + 0.1 (P1, P3); a clear win 0.3 (G2's blacks);
    # best player 0.1; against blacks only as a civilian 0.3 (P2); the Sheriff killed the
    # first night, for the Don 0.3 (P7); L3 0.5, L2 0.3; fouls, disqualification, surrender,
    # team defeat -0.5 (P4, P9, P2); against reds only as red -0.2 (nobody: P3 is black).
    "32v1": [2.1, 0.9, 1.9, 0.5, 1, 1, 1.6, 1.3, 0.8, 1],
    # 33v1: 4 a win, 1 any other game (everyone wins once: 6); as red killed the first night:
    # L2 0.5, L3 1 (0.5 for the Sheriff); fouls or a disqualification -1.5; the bonus; night 1
    # min(max(counter(1,0) - 1, 0), 3): P5's first such game gives 0.
    "33v1": [7.3, 6, 6.5, 4.5, 6, 6, 6, 6.5, 4.5, 6],
    # 37v1: win 1; L3 0.5, L2 0.3 for every role; the bonus; -0.5 fouls or disqualification,
    # -0.7 a team defeat; Ci with the reds' games as counter 0 (3): 0.4 (P5).
    "37v1": [1.8, 0.3, 1.5, 0.5, 1.4, 1, 1, 1.3, 0.5, 1],
    # 39v1: win 1; the bonus; worst move -0.3 (P10); killed the first night as red: L3 0.7,
    # L2 0.5; -0.5 / -0.7 as 37v1; Ci up to 0.5 (P5).
    "39v1": [2.0, 0.3, 1.5, 0.5, 1.5, 1, 1, 1.5, 0.5, 0.7],
}


def test_every_shipped_definition_has_worked_figures() -> None:
    assert sorted(EXPECTED) == sorted(e.key for e in shipped())
    assert len(EXPECTED) == 25 and len({e.id for e in shipped()}) == 17


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_each_definition_pays_the_worked_figures(key: str) -> None:
    entry = next(e for e in shipped() if e.key == key)
    table = compute(GAMES, entry.scoring())
    got = [table.row(f"P{n}").total for n in range(1, 11)]
    assert got == pytest.approx(EXPECTED[key], abs=1e-9)


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_the_games_set_every_matter_each_definition_uses(key: str) -> None:
    """Each policy's matters are set somewhere in the three games (but "surrendered", which
    no game of ours can set), so each policy is tried both ways."""
    set_anywhere = 0
    for g in GAMES:
        for flags in game_matters(g):
            set_anywhere |= flags
    entry = next(e for e in shipped() if e.key == key)
    surrendered = 1 << 14
    for p in entry.scoring().policies:
        if p.matter & surrendered:
            continue
        assert p.matter & set_anywhere == p.matter, (key, p.group, p.number)


def test_the_games_are_what_the_comment_says() -> None:
    from mafia_tui.tournament.matters import names_of

    def of(g: GameFacts, seat: int) -> set[str]:
        return set(names_of(game_matters(g)[seat - 1])) - {"played"}

    shared1 = {"sheriff_killed_after_found", "sheriff_found_first_night"}
    assert (
        of(G1, 1)
        == {"win", "killed_first_night", "killed_night", "legacy_3", "extra_points"} | shared1
    )
    assert of(G1, 2) == {"win", "survived", "votes_vs_mafia", "best_player"} | shared1
    assert of(G1, 4) == {"win", "warnings_4"} | shared1
    assert of(G2, 3) == {
        "win", "clear_win", "survived", "votes_vs_civilians", "extra_points",
        "sheriff_killed_first_night",
    }  # fmt: skip
    assert of(G2, 5) == {
        "lose", "clear_lose", "killed_first_night", "killed_night", "sheriff_killed_first_night"
    }  # fmt: skip
    assert of(G3, 8) == {"tie", "killed_first_night", "killed_night", "legacy_2", "black_checks"}

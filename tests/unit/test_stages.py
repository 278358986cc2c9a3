"""Stages to the final: the table before game N, the final's ten, a blind final."""

from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.rules.roles import Role
from mafia_tui.tournament.game_result import GameResult
from mafia_tui.tournament.stages import (
    final_cut,
    games_before,
    games_before_stage,
    rounds_of,
    shown_games,
)
from mafia_tui.tournament.standings import compute
from tests.unit.test_tournament import PEOPLE, game

TWELVE = [f"P{i}" for i in range(1, 13)]


def results(spec: list[tuple[str, int, str]]) -> list[GameResult]:
    """(stage, game number, kind) -> finished games' results."""
    return [GameResult.of(game(kind, stage=stage, number=n)) for stage, n, kind in spec]


QUALIFYING_AND_FINAL = results(
    [
        ("qualifying", 1, "red"),
        ("qualifying", 2, "black"),
        ("qualifying", 3, "red"),
        ("final", 1, "black"),  # the final numbers its games from 1 again
        ("final", 2, "red"),
    ]
)


def test_rounds_come_in_the_order_of_play_whatever_the_numbers() -> None:
    assert rounds_of(QUALIFYING_AND_FINAL) == [(0, 1), (0, 2), (0, 3), (2, 1), (2, 2)]


def test_before_game_n_counts_rounds_across_stages() -> None:
    assert games_before(QUALIFYING_AND_FINAL, 1) == []
    assert [g.game_number for g in games_before(QUALIFYING_AND_FINAL, 3)] == [1, 2]
    end_of_qualifying = games_before(QUALIFYING_AND_FINAL, 4)
    assert end_of_qualifying == games_before_stage(QUALIFYING_AND_FINAL, "final")
    assert games_before(QUALIFYING_AND_FINAL, 99) == QUALIFYING_AND_FINAL


def test_the_table_before_game_3_is_the_table_of_games_1_and_2() -> None:
    st_before = compute(games_before(QUALIFYING_AND_FINAL, 3))
    assert st_before.games == 2
    assert st_before.row("P1").games == 2


def test_a_blind_final_shows_the_qualifying_until_opened() -> None:
    hidden = shown_games(QUALIFYING_AND_FINAL, "final", opened=False)
    assert {g.stage for g in hidden} == {"qualifying"}
    assert shown_games(QUALIFYING_AND_FINAL, "final", opened=True) == QUALIFYING_AND_FINAL
    assert shown_games(QUALIFYING_AND_FINAL, "", opened=False) == QUALIFYING_AND_FINAL


def test_the_final_takes_the_ten_best_and_names_a_tie_across_the_cut() -> None:
    # twelve players: P1-P10 in game 1, P3-P12 in game 2 (both red wins)
    g1 = game("red", TWELVE[:10], number=1)
    g2 = game("red", TWELVE[2:], number=2)
    table = compute([g1, g2])
    cut = final_cut(table)
    assert len(cut.finalists) + cut.places_left == 10
    assert set(cut.finalists).isdisjoint(cut.tied)
    for nick in cut.finalists:
        assert table.row(nick).place_to <= 10
    if cut.tied:
        places = {(table.row(n).place, table.row(n).place_to) for n in cut.tied}
        assert len(places) == 1  # one group of equals straddles the cut


def test_a_lot_drawn_settles_the_cut() -> None:
    """One red win: the Sheriff leads (8.8.3), the six civilians are equal on every 8.8
    criterion, so three places for the top three leave two to a lot among six; once the
    lots are drawn (8.8.5) the cut is sure."""
    g = game("red", PEOPLE[:10])
    table = compute([g])
    cut = final_cut(table, size=3)
    assert cut.finalists == (table.rows[0].nick,) and table.rows[0].wins_as(Role.SHERIFF) == 1
    assert len(cut.tied) == 6 and cut.places_left == 2
    lots = {nick: n for n, nick in enumerate(cut.tied, 1)}
    drawn = final_cut(compute([g], lots=lots), size=3)
    assert drawn.tied == () and drawn.places_left == 0
    assert drawn.finalists == (table.rows[0].nick, *cut.tied[:2])


@given(st.integers(0, 12))
def test_before_n_is_a_prefix_of_the_play(n: int) -> None:
    kept = games_before(QUALIFYING_AND_FINAL, n)
    order = rounds_of(QUALIFYING_AND_FINAL)
    assert rounds_of(kept) == order[: max(n - 1, 0)]

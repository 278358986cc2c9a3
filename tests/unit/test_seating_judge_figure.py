"""The figure of judges kept from players (found trying #37 on screen): the head judge typed
a family kept apart and a judge kept from a player, and the figures named only «Пары «не
вместе»: 1» — nothing said whether the judge's constraint held."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.export.seating_texts import quality_text
from mafia_tui.tournament.seating_score import score

ROUND_1 = (tuple(range(10)), tuple(range(10, 20)))
ROUND_2 = (tuple(range(5, 15)), tuple(range(15, 20)) + tuple(range(5)))
SEATING = (ROUND_1, ROUND_2)


def test_a_player_at_his_kept_judges_table_is_counted() -> None:
    # Player 0 sits at table 1 in round 1, kept from its judge: broken; players 7 and 8 are
    # kept from table 2, where they never sit: held.
    q = score(SEATING, 20, banned=[(0, 0), (8, 1), (7, 1)])
    assert (q.banned, q.banned_met) == (3, 1)
    assert score(SEATING, 20).banned == 0


def test_the_figure_is_said_in_both_languages_and_only_when_asked() -> None:
    ru = quality_text(SEATING, "ru", 20, banned=[(0, 0), (8, 1)])
    assert "Судья не к игроку: 2, из них игрок за столом этого судьи: 1" in ru
    en = quality_text(SEATING, "en", 20, banned=[(8, 1)])
    assert "A judge kept from a player: 1, of them the player at that judge's table: 0" in en
    assert "Судья не к игроку" not in quality_text(SEATING, "ru", 20)


@given(st.sets(st.tuples(st.integers(0, 19), st.integers(0, 1)), max_size=12))
def test_the_figure_equals_an_independent_count(bans: set[tuple[int, int]]) -> None:
    broken = sum(1 for p, t in bans if any(p in rnd[t] for rnd in SEATING))
    q = score(SEATING, 20, banned=sorted(bans))
    assert (q.banned, q.banned_met) == (len(bans), broken)

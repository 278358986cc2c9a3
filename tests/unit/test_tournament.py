"""The tournament table (8.6-8.8) on small tournaments computed by hand."""

import json
from fractions import Fraction as F
from pathlib import Path

from mafia_tui.rules import Game, Header, game_to_dict, make_players
from mafia_tui.rules.roles import Role
from mafia_tui.rules.script import play
from mafia_tui.storage.tournaments import load_source
from mafia_tui.tournament.standings import GameLine, Row, _place, compute
from mafia_tui.tournament.tournament_rules import TournamentRules
from tests.conftest import SEATING, speeches

PEOPLE = [f"P{i}" for i in range(1, 13)]


def game(
    kind: str, nicks: list[str] | None = None, stage: str = "qualifying", number: int = 1
) -> Game:
    """A finished game: "red" (blacks voted out, no kill), "black" (seat 1 killed on the
    first night, reds voted out), "draw" (7.8)."""
    nicks = nicks or PEOPLE[:10]
    g = Game(
        Header(tournament="T", stage=stage, game_number=number, date="2026-12-01"),
        make_players([{"seat": i + 1, "nick": nicks[i], "role": SEATING[i]} for i in range(10)]),
        game_id=f"{kind}-{stage}-{number}-{nicks[0]}",
    )
    play(g, "n*3")
    if kind == "red":
        speeches(g, {1: 2, 3: 5})
        play(g, "vote 10; n; shot -; don 1; sher 1")
        speeches(g, {0: 6})
        play(g, "n; shot -; sher 1")  # the Don has left: no Don's check
        speeches(g, {0: 8})
        play(g, "n")
    elif kind == "black":
        speeches(g)
        play(g, "shot 1; don 3; sher 2")
        speeches(g, {0: 3})
        play(g, "n; shot 5; don 4; sher 2")
        speeches(g, {0: 7})
        play(g, "n")  # the last word after the deciding vote (7.10)
    else:
        speeches(g)
        for _ in range(3):
            play(g, "shot -; don 1; sher 1")
            speeches(g)
    assert g.state.over and g.state.result == kind, (kind, g.state.result)
    return g


def test_8_2_plain_tournament_without_k() -> None:
    st = compute([game("red"), game("black", number=2)], TournamentRules(k_max_participants=0))
    p1 = st.row("P1")  # red in both; killed first night in the black win
    assert (p1.wins, p1.main, p1.games, p1.first_night_deaths) == (1, F(1), 2, 1)
    p2 = st.row("p2")  # mafia: lost, then won
    assert p2.main == 1 and p2.wins_as(Role.MAFIA) == 1


def test_8_7_k_for_heavy_games() -> None:
    # 3 red wins and 1 black win: black is the heavy side, n = 1, N = 4: K = 1 + (2-1)/2.
    games = [game("red", number=i) for i in range(1, 4)] + [game("black", number=4)]
    st = compute(games)
    assert st.k["tournament"] == F(3, 2) and st.heavy_side["tournament"] == "black"
    assert st.row("P2").main == F(3, 2)  # mafia in the black win: 1.5
    assert st.row("P1").main == 3  # red wins are not heavy: 1 each
    assert [x.heavy for x in st.row("P2").lines] == [False, False, False, True]


def test_8_7_k_not_applied_over_twenty_participants() -> None:
    games = [game("red", number=i) for i in range(1, 4)] + [game("black", number=4)]
    st = compute(games, participants=[f"X{i}" for i in range(21)])
    assert st.k["tournament"] == 1 and st.row("P2").main == 1


def test_8_7_k_per_stage_when_set() -> None:
    games = [game("red"), game("black", number=2), game("black", stage="final", number=1)]
    st = compute(games, TournamentRules(k_scope="stage"))
    assert st.k["qualifying"] == 1 and st.heavy_side["qualifying"] is None
    # The final alone: red won none of its one game, so red is the heavy side, n = 0 and
    # K = 1 + (0.5 - 0) / 0.5 = 2, but no red win exists to multiply.
    assert st.k == {"qualifying": 1, "final": 2}  # no tournament-wide K besides
    assert st.heavy_side == {"qualifying": None, "final": "red"}
    assert [x.main for x in st.row("P2").lines] == [0, 1, 1]


def test_8_6_ci_when_i_exceeds_b() -> None:
    # Three qualifying games, P1 killed on the first night as red each time, red lost.
    # N = 3, B = round(1.2) = 1, i = 3 > B: Ci = 0.4 in each of the three games.
    games = [game("black", number=i) for i in range(1, 4)]
    st = compute(games, TournamentRules(k_max_participants=0))
    p1 = st.row("P1")
    assert [x.ci for x in p1.lines] == [F(2, 5)] * 3 and p1.ci == F(6, 5)
    assert p1.total == p1.ci  # no wins, no extras


def test_8_6_ci_when_i_within_b_and_only_on_losses() -> None:
    # Five games: P1 killed first night (red lost) once; N = 5, B = 2, i = 1: Ci = 0.2.
    games = [game("black", number=1)] + [game("red", number=i) for i in range(2, 6)]
    st = compute(games, TournamentRules(k_max_participants=0))
    assert st.row("P1").ci == F(1, 5)
    assert [x.ci for x in st.row("P1").lines] == [F(1, 5), 0, 0, 0, 0]


def test_8_6_no_ci_in_the_final() -> None:
    st = compute([game("black", stage="final")], TournamentRules(k_max_participants=0))
    assert st.row("P1").ci == 0


def test_8_6_b_zero_is_a_setting() -> None:
    one = [game("black")]
    # N = 1, B = round(0.4) = 0: the literal formula gives 0.4 (i > B); "none" gives 0.
    assert compute(one, TournamentRules(k_max_participants=0)).row("P1").ci == F(2, 5)
    assert compute(one, TournamentRules(k_max_participants=0, ci_zero_b="none")).row("P1").ci == 0


def test_8_2_3_draw_gives_nothing_and_disqualification_counts_as_extra() -> None:
    g = game("draw")
    st = compute([g])
    assert all(r.main == 0 and r.total == 0 for r in st.rows)
    d = game("red", PEOPLE[2:12], number=2)
    play_game = Game(d.header, d.players, d.profile, game_id="dq")
    play(play_game, "n*3; dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    st = compute([play_game])
    victim = st.row(PEOPLE[3])  # seat 2 of that game
    assert victim.extra == F(-1, 2) and victim.disqualifications == 1


def line(
    won: bool = False,
    extra: F | int = 0,
    role: Role = Role.CIVILIAN,
    first: bool = False,
    main: F | int = 0,
) -> GameLine:
    return GameLine(
        "g",
        "qualifying",
        1,
        1,
        1,
        role,
        "red",
        won,
        False,
        F(main),
        F(0),
        F(extra),
        F(0),
        F(0),
        first,
        0,
        False,
    )


def test_8_8_tie_breaks_in_order() -> None:
    # 8.8.1: equal totals (1.3); more extra points first.
    r1 = Row("R1", [line(won=True, main=1, extra=F(3, 10))])
    r2 = Row("R2", [line(extra=F(13, 10))])
    assert r1.total == r2.total and r2.sort_key() > r1.sort_key()
    # 8.8.2: equal totals and extras; more wins first (one heavy win with K = 2 vs two wins).
    two = Row("two", [line(won=True, main=1), line(won=True, main=1)])
    heavy = Row("heavy", [line(won=True, main=2), line()])
    assert (two.total, two.extra) == (heavy.total, heavy.extra)
    assert two.sort_key() > heavy.sort_key()
    # 8.8.3: equal wins; more wins as Don or Sheriff first.
    don = Row("don", [line(won=True, main=1, role=Role.DON)])
    civ = Row("civ", [line(won=True, main=1)])
    assert don.sort_key() > civ.sort_key()
    # 8.8.4: then more first-night deaths.
    died = Row("died", [line(won=True, main=1), line(first=True)])
    lived = Row("lived", [line(won=True, main=1), line()])
    assert died.sort_key() > lived.sort_key()
    # 8.8.5: all equal: never decided silently; a recorded lot decides.
    rows = [
        Row("X", [line(won=True, main=1)]),
        Row("Y", [line(won=True, main=1)]),
        Row("Z", [line()]),
    ]
    _place(rows, {})
    assert [(r.place, r.place_to, r.needs_lot) for r in rows] == [
        (1, 2, True),
        (1, 2, True),
        (3, 3, False),
    ]
    _place(rows, {"y": 1, "x": 2})
    assert [(r.nick, r.place, r.needs_lot) for r in rows[:2]] == [("Y", 1, False), ("X", 2, False)]


def test_a_game_imported_twice_counts_once(tmp_path: Path) -> None:
    g = game("red")
    for name in ("a.json", "b.json"):
        (tmp_path / name).write_text(json.dumps(game_to_dict(g), ensure_ascii=False), "utf-8")
    source = load_source(str(tmp_path))
    assert len(source.games) == 1 and source.duplicates == ["b.json"]
    st = compute(source.games)
    assert st.row("P1").games == 1


def test_example_tournament_loads_and_every_point_is_traced() -> None:
    folder = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"
    source = load_source(str(folder))
    assert len(source.games) >= 10 and not source.invalid
    st = compute(source.games, participants=source.participants)
    stages = {g.header.stage for g in source.games}
    tables = {g.header.table for g in source.games}
    assert len(stages) >= 2 and len(tables) >= 2
    assert any(g.state.result == "draw" for g in source.games)
    assert any(r.disqualifications for r in st.rows)
    assert any(r.first_night_deaths for r in st.rows)
    for r in st.rows:
        assert r.total == sum((x.total for x in r.lines), F(0))


def test_tournament_file_rules_and_lots(tmp_path: Path) -> None:
    import pytest

    from mafia_tui.rules import RuleError

    g = game("black")
    (tmp_path / "g.json").write_text(json.dumps(game_to_dict(g), ensure_ascii=False), "utf-8")
    meta = {
        "format": "mafia-tui/tournament",
        "version": 1,
        "name": "Т",
        "rules": {"ci_zero_b": "none", "k_scope": "stage"},
        "lots": {"P1": 1},
    }
    (tmp_path / "tournament.json").write_text(json.dumps(meta), "utf-8")
    source = load_source(str(tmp_path))
    rules = TournamentRules.from_dict(source.rules)
    assert rules.ci_zero_b == "none" and rules.k_scope == "stage"
    assert compute(source.games, rules).row("P1").ci == 0
    with pytest.raises(RuleError) as err:
        TournamentRules.from_dict({"k_scope": "galaxy"})
    assert err.value.params["key"] == "k_scope"


def test_exact_sum_is_the_sum_of_the_fractions() -> None:
    """The table's sums add numerators per denominator (speed, issue #11): still exact."""
    from fractions import Fraction

    from hypothesis import given
    from hypothesis import strategies as st

    from mafia_tui.tournament.standings import exact_sum

    @given(st.lists(st.fractions(max_denominator=400)))
    def check(values: list[Fraction]) -> None:
        assert exact_sum(values) == sum(values, Fraction(0))

    check()


def test_a_wrong_tournament_source_is_explained_in_the_judges_language(tmp_path: Path) -> None:
    """The readers' reasons were English inside a Russian message ("no tournament 'x'")."""
    import pytest

    from mafia_tui.rules import RuleError

    foreign = tmp_path / "tournament.json"
    foreign.write_text(json.dumps({"format": "someone-else"}), "utf-8")
    cases = [
        (str(tmp_path / "нет такого"), "турнира «", "no tournament “"),
        (str(foreign), "это не файл турнира mafia-tui", "not a mafia-tui tournament"),
    ]
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "tournament.json").write_text(
        json.dumps({"format": "mafia-tui/tournament", "version": 1, "participants": "x"}),
        "utf-8",
    )
    cases.append((str(broken), "неверны участники", "participants, lots or rules"))
    for source, ru, en in cases:
        with pytest.raises(RuleError) as caught:
            load_source(source)
        assert ru in caught.value.message("ru") and en in caught.value.message("en")
        assert en not in caught.value.message("ru")

"""Asking the engine without applying anything (issue #15 F): the order, the next speech."""

import ast
import importlib
from fractions import Fraction as F
from pathlib import Path

import mafia_tui.rules as rules
from mafia_tui.rules import (
    Game,
    Profile,
    StepKind,
    next_speech,
    shooters,
    speakers_left,
    speaking_order,
    summary,
    votes_left,
)
from mafia_tui.rules.queries import vote_decided
from mafia_tui.rules.script import play
from tests.conftest import new_game, speeches
from tests.unit.test_day import four_at_table


def test_4_3_the_days_order_runs_from_the_opener_and_is_forecast_at_night(game: Game) -> None:
    assert speaking_order(game.state, game.profile) == tuple(range(1, 11))
    assert speakers_left(game.state) == tuple(range(1, 11))
    play(game, "n*3; dq 6 6.7.4")
    assert speakers_left(game.state) == (4, 5, 7, 8, 9, 10)
    speeches(game)
    # The night: day 2 would open with 2 (4.3), seat 6 is out.
    assert speaking_order(game.state, game.profile) == (2, 3, 4, 5, 7, 8, 9, 10, 1)
    assert speakers_left(game.state) == ()
    play(game, "shot 2; sher 5")  # the Don is out: no Don's check; 2 is killed, 3 opens
    assert game.state.step.kind is StepKind.LAST_WORD
    assert speaking_order(game.state, game.profile) == (3, 4, 5, 7, 8, 9, 10, 1)
    assert speakers_left(game.state) == (3, 4, 5, 7, 8, 9, 10, 1)


def test_4_4_12_tie_speeches_run_in_nomination_order(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9})
    play(game, "vote 4; vote 4")
    assert speaking_order(game.state, game.profile) == (5, 3) and speakers_left(game.state) == (
        5,
        3,
    )
    assert next_speech(game.state, 3, game.profile) == (30, "")


def test_4_4_8_a_vote_is_decided_once_a_leader_has_more_than_the_hands_left(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 4: 9, 5: 7})
    assert vote_decided(game.state) is None  # nothing counted yet
    play(game, "vote 6")  # 5 has 6 of 10: the 4 left cannot catch him
    assert vote_decided(game.state) == 5
    game.undo()
    play(game, "vote 4; vote 5")  # 5:4, 3:5, one hand left: 3 leads whatever it does
    assert vote_decided(game.state) == 3
    game.undo()
    play(game, "vote 4")  # 5:4, 3:4, 2 left: more than the hands left, yet tied
    assert game.state.step.kind is StepKind.VOTE and vote_decided(game.state) is None


def test_6_4_the_next_speech_of_a_three_foul_player_without_applying(game: Game) -> None:
    play(game, "foul 3; foul 3; foul 3")
    before = game.state
    assert next_speech(before, 3, game.profile) == (0, "mute")
    assert before.player(3).mute_pending  # nothing was spent
    assert next_speech(before, 1, game.profile) == (60, "")  # he is speaking now
    assert next_speech(before, 4, game.profile) == (60, "")
    play(game, "n*2")
    assert (game.state.step.seconds, game.state.step.reason) == (0, "mute")
    cut = new_game("foul 3; foul 3; foul 3", profile=Profile(third_foul_mute=False))
    assert next_speech(cut.state, 3, cut.profile) == (30, "cut")


def test_7_7_the_next_speech_at_four_players_is_30_seconds() -> None:
    g = four_at_table()
    seat = next(p.seat for p in g.state.alive if p.seat != g.state.step.seat)
    play(g, f"foul {seat}; foul {seat}; foul {seat}")
    assert next_speech(g.state, seat, g.profile) == (30, "short")
    speaker = g.state.step.seat
    assert speaker is not None
    play(g, f"foul {speaker}; foul {speaker}; foul {speaker}")  # in his own speech
    assert next_speech(g.state, speaker, g.profile) == (60, "")  # this one runs on


def test_7_5_a_three_foul_player_in_the_tie_is_told_30_seconds(game: Game) -> None:
    play(game, "n*3; foul 3; foul 3; foul 3")  # in 4's speech, after his own
    speeches(game, {6: 5, 7: 3})
    play(game, "vote 5")
    assert game.state.step.seat == 5
    assert next_speech(game.state, 3, game.profile) == (30, "tie")
    play(game, "n")
    assert (game.state.step.seat, game.state.step.seconds) == (3, 30)
    assert next_speech(game.state, 3, game.profile) == (30, "tie")


def test_a_player_not_at_the_table_has_no_next_speech(game: Game) -> None:
    play(game, "dq 4 6.7.1")
    assert next_speech(game.state, 4, game.profile) is None


def test_4_4_8_votes_left_and_4_5_5_who_shoots(game: Game) -> None:
    assert votes_left(game.state) is None
    speeches(game, {1: 5, 2: 3, 4: 9})
    assert votes_left(game.state) == 10
    play(game, "vote 4")
    assert votes_left(game.state) == 6
    assert shooters(game.state) == (2, 6, 8)


def test_the_replay_summary_includes_the_order_and_each_next_speech(game: Game) -> None:
    play(game, "foul 3; foul 3; foul 3; n")
    data = summary(game, "en")
    assert data["order"] == list(range(1, 11)) and data["speakers_left"] == list(range(2, 11))
    assert data["players"][2]["next_speech"] == {"seconds": 0, "reason": "mute"}
    assert data["players"][0]["next_speech"] == {"seconds": 60, "reason": ""}


def test_8_6_1_each_players_ci_inputs_are_in_the_trace() -> None:
    from mafia_tui.tournament.standings import compute
    from mafia_tui.tournament.tournament_rules import TournamentRules
    from tests.unit.test_tournament import game as finished

    games = [finished("black", number=1)] + [finished("red", number=n) for n in range(2, 6)]
    st = compute(games, TournamentRules(k_max_participants=0))
    p1 = st.row("P1")
    assert (p1.ci_games, p1.ci_b, p1.ci_i, p1.ci) == (5, 2, 1, F(1, 5))
    p2 = st.row("P2")  # never killed on the first night: nothing to pay, no B
    assert (p2.ci_games, p2.ci_b, p2.ci_i) == (5, None, 0)


def test_the_package_exports_one_list_of_names_that_resolve() -> None:
    """``_WHERE`` is the one list: ``__all__`` is made from it, every name is defined in the
    module it names, and the type checker's imports say exactly the same, so a name added to
    one place only fails here (mypy alone would see no export, the run no module)."""
    names = list(rules._WHERE)
    assert rules.__all__ == names
    for name, module in rules._WHERE.items():
        home = importlib.import_module(f"mafia_tui.rules.{module}")
        assert getattr(rules, name) is getattr(home, name), name
    tree = ast.parse(Path(rules.__file__).read_text("utf-8"))
    checked = next(
        n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING"
    )
    seen = [
        (alias.name, str(node.module))
        for node in checked.body
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if alias.asname == alias.name  # an explicit re-export
    ]
    assert sorted(seen) == sorted(rules._WHERE.items())
    for needed in (
        "Game",
        "score",
        "summary",
        "text_report",
        "speaking_order",
        "next_speech",
        "Countdown",
    ):
        assert needed in names
    # The tournament table is the tournament's (mafia_tui.tournament.standings), not the rules'.
    assert not {"compute", "Standings", "Row", "GameLine", "TournamentRules"} & set(names)


def test_nomination_fate_follows_the_log_through_an_undo() -> None:
    from dataclasses import replace

    from mafia_tui.rules import FIIM_2018
    from mafia_tui.rules.queries import nomination_fate

    auto = replace(FIIM_2018, nomination_withdrawal="auto")
    g = new_game("nom 4; nom 5; nom 5", auto)
    first = len(g.log) - 3  # after the zero night's steps
    assert [nomination_fate(g, first + i) for i in range(3)] == [
        ("counted", None),
        ("replaced", 4),
        ("withdrew", 5),
    ]
    g.undo()
    play(g, "nom 6")  # the same index, another action: answered afresh, not from before
    assert nomination_fate(g, first + 2) == ("replaced", 5)
    fiim = new_game("nom 4; nom 5")
    assert nomination_fate(fiim, len(fiim.log) - 1) == ("not_counted", None)

"""Nights (§1.10), the best move (8.3, 9.6), the end of the game (§1.11, 7.8, 7.10)."""

from decimal import Decimal

import pytest

from mafia_tui.rules import BestMove, Game, Profile, RuleError, Shot, Status, StepKind, score
from mafia_tui.rules.script import play
from tests.conftest import new_game, said, speeches


@pytest.fixture
def night(game: Game) -> Game:
    return speeches(game)


def test_1_10_kill_only_when_every_black_names_the_same_seat(night: Game) -> None:
    night.apply(Shot(shots=((2, 5), (6, 5), (8, 5))))
    assert night.state.player(5).status is Status.KILLED
    night.undo()
    night.apply(Shot(shots=((2, 5), (6, 5), (8, 7))))
    assert night.state.nights[0].killed is None
    assert said(night.events) == [("miss", "4.5.5", {})]


def test_1_10_every_black_at_the_table_must_be_listed(night: Game) -> None:
    with pytest.raises(RuleError) as err:
        night.apply(Shot(shots=((2, 5), (6, 5))))
    assert err.value.code == "shots_not_blacks"


def test_1_10_shot_at_an_empty_seat_is_refused_unless_entered_per_black(game: Game) -> None:
    play(game, "dq 5 6.7.1")
    speeches(game)
    with pytest.raises(RuleError) as err:
        game.apply(Shot(5))
    assert err.value.code == "not_at_table"
    game.apply(Shot(shots=((2, 5), (6, 5), (8, 5))))
    assert game.state.nights[0].killed is None


def test_10_4_10_5_don_check_answers_whether_it_is_the_sheriff(night: Game) -> None:
    play(night, "shot -; don 4")
    assert night.state.nights[0].don_found is True
    assert night.events[0].code == "don_found" and night.events[0].rule == "10.4"
    night.undo()
    play(night, "don 5")
    assert night.events[0].code == "don_not_found" and night.events[0].rule == "10.5"


def test_10_2_10_3_sheriff_check_answers_red_or_black(night: Game) -> None:
    play(night, "shot -; don 1; sher 8")
    assert night.events[0].code == "sheriff_black" and night.events[0].rule == "10.3"
    assert "ЧЁРНЫЙ" in night.events[0].message("ru")
    night.undo()
    play(night, "sher 1")
    assert night.events[0].rule == "10.2"


def test_no_check_when_the_don_has_left(game: Game) -> None:
    play(game, "dq 6 6.7.4")
    speeches(game)
    play(game, "shot 1")
    assert game.state.step.kind is StepKind.SHERIFF_CHECK


def test_night_victim_still_checks_by_default_and_not_if_set_off(night: Game) -> None:
    play(night, "shot 4; don 1")
    assert night.state.step.kind is StepKind.SHERIFF_CHECK
    g = speeches(new_game(profile=Profile(night_victim_checks=False)))
    play(g, "shot 4; don 1")
    assert g.state.step.kind is StepKind.LAST_WORD


def test_check_of_a_departed_player_is_answered_with_a_note(game: Game) -> None:
    play(game, "dq 3 6.7.1")
    speeches(game)
    play(game, "shot -; don 3")
    assert said(game.events) == [
        ("check_departed", "", {"seat": 3}),
        ("don_not_found", "10.5", {"seat": 3}),
    ]
    g = new_game(profile=Profile(check_departed_allowed=False))
    play(g, "dq 3 6.7.1")
    speeches(g)
    with pytest.raises(RuleError):
        play(g, "shot -; don 3")


def test_8_3_best_move_in_the_first_victims_last_word(night: Game) -> None:
    play(night, "shot 1; don 3; sher 2")
    assert night.state.step.kind is StepKind.LAST_WORD
    assert "best_move" in night.legal()
    assert said(night.warnings()) == [("w_best_move", "8.3", {"seat": 1})]
    with pytest.raises(RuleError) as err:
        night.apply(BestMove((2, 6, 6)))
    assert err.value.code == "best_move_three"
    night.apply(BestMove((2, 6, 8)))
    rows = score(night.state, night.profile)
    assert rows[0].best_move == Decimal("0.4")
    night.undo()
    night.apply(BestMove((2, 6, 9)))
    assert score(night.state, night.profile)[0].best_move == Decimal("0.25")
    night.undo()
    night.apply(BestMove((2, 3, 9)))
    assert score(night.state, night.profile)[0].best_move == 0


def test_8_3_1_black_victim_scores_no_best_move(night: Game) -> None:
    play(night, "shot 8; don 3; sher 2; best 2 6 1")
    assert score(night.state, night.profile)[7].best_move == 0


def test_9_6_first_night_miss_means_no_best_move(night: Game) -> None:
    play(night, "shot -; don 3; sher 2")
    assert night.state.best_move is None and night.state.nights[0].killed is None
    assert "best_move" not in night.legal()


def test_best_move_only_after_the_first_night(night: Game) -> None:
    play(night, "shot -; don 3; sher 2")
    speeches(night)
    play(night, "shot 1; don 3; sher 2")
    with pytest.raises(RuleError) as err:
        night.apply(BestMove((2, 6, 8)))
    assert err.value.code == "best_move_not_now"


def test_best_move_void_when_two_left_on_day_one(game: Game) -> None:
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 5; n*2; vote 5; lift 8; n*2")
    play(game, "shot 1; don 3; sher 2")
    with pytest.raises(RuleError) as err:
        game.apply(BestMove((2, 6, 8)))
    assert err.value.code == "best_move_void"


def test_1_11_red_wins_when_no_black_is_left(game: Game) -> None:
    play(game, "dq 2 6.7.4; dq 8 6.7.4")
    assert game.state.result is None
    play(game, "dq 6 6.7.4")
    assert game.state.over and game.state.result == "red"


def test_1_11_black_wins_at_parity(game: Game) -> None:
    for seat in (1, 3, 4, 5):
        play(game, f"dq {seat} 6.7.4")
    assert game.state.result == "black" and game.state.over
    rows = score(game.state, game.profile)
    assert [r.main for r in rows if r.main] == [1, 1, 1]


def test_7_10_last_word_after_the_deciding_kill() -> None:
    g = new_game()
    for seat in (1, 3, 5):
        play(g, f"dq {seat} 6.7.4")
    speeches(g)  # 7 at the table: 2, 4, 6, 7, 8, 9, 10 -> 3 black vs 4 red
    play(g, "shot 9")
    assert g.state.result == "black"
    assert g.state.step.kind is StepKind.LAST_WORD and g.state.step.seat == 9
    play(g, "n")
    assert g.state.over
    g2 = new_game(profile=Profile(last_word_at_game_end=False))
    for seat in (1, 3, 5):
        play(g2, f"dq {seat} 6.7.4")
    speeches(g2)
    play(g2, "shot 9")
    assert g2.state.over


def test_7_8_draw_after_three_nights_and_days_without_departures(game: Game) -> None:
    speeches(game)
    for _ in range(2):
        play(game, "shot -; don 1; sher 1")
        speeches(game)
    play(game, "shot -; don 1; sher 1")
    assert said(game.warnings()) == [("w_draw_coming", "7.8", {"left": 1})]
    assert not game.state.over
    speeches(game)
    assert game.state.over and game.state.result == "draw" and game.state.end_rule == "7.8"


def test_7_8_five_phase_reading_ends_after_the_third_night() -> None:
    g = speeches(new_game(profile=Profile(draw_quiet_phases=5)))
    for _ in range(2):
        play(g, "shot -; don 1; sher 1")
        speeches(g)
    play(g, "shot -; don 1; sher 1")
    assert g.state.result == "draw"


def test_7_8_a_departure_restarts_the_count(game: Game) -> None:
    speeches(game)
    play(game, "shot -; don 1; sher 1")
    speeches(game)
    play(game, "shot -; don 1; sher 1")
    play(game, "foul 5; foul 5; foul 5; foul 5")
    speeches(game)
    assert game.state.quiet_streak == 0
    play(game, "shot -; don 1; sher 1")
    assert game.state.quiet_streak == 1

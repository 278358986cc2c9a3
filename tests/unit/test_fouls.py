"""Fouls and removals (§2, 6.4-6.8) and what removals do to the votes (7.1, 7.2, 7.5, 7.7)."""

import pytest

from mafia_tui.rules import (
    Disqualify,
    Foul,
    Game,
    Nominate,
    Profile,
    RuleError,
    Status,
    StepKind,
    TeamDefeat,
)
from mafia_tui.rules.script import play
from tests.conftest import new_game, said, speeches
from tests.unit.test_day import four_at_table


def test_6_4_third_foul_costs_the_next_speech_but_not_the_nomination(game: Game) -> None:
    play(game, "foul 3; foul 3; foul 3")
    assert said(game.events) == [("third_foul", "6.4", {"seat": 3})]
    assert said(game.warnings()) == [
        ("w_mute", "6.4", {"seat": 3}),
        ("w_fourth_cancels_today", "7.1", {"seat": 3}),
    ]
    play(game, "n*2")
    step = game.state.step
    assert (step.seat, step.seconds, step.reason) == (3, 0, "mute")
    game.apply(Nominate(3, 7))
    assert game.state.days[0].candidates == [7]
    assert said(game.warnings()) == [("w_fourth_cancels_today", "7.1", {"seat": 3})]
    speeches(game)
    play(game, "shot -; don 1; sher 1")
    while game.state.step.seat != 3:
        play(game, "n")
    assert game.state.step.seconds == 60  # only the next speech is lost


def test_6_4_third_foul_in_his_own_speech_costs_the_following_one(game: Game) -> None:
    play(game, "foul 1; foul 1; foul 1")
    assert game.state.step.seat == 1 and game.state.step.seconds == 60
    speeches(game)
    play(game, "shot -; don 1; sher 1")
    assert game.state.step.seat == 2  # day 2 opens with 2; seat 1 speaks last
    while game.state.step.seat != 1:
        play(game, "n")
    assert game.state.step.seconds == 0


def test_7_5_third_foul_player_speaks_before_the_revote(game: Game) -> None:
    play(game, "foul 5; foul 5; foul 5")
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 5")
    assert game.state.step.kind is StepKind.TIE_SPEECH and game.state.step.seat == 5
    assert game.state.step.seconds == 30
    assert said(game.warnings()) == [
        ("w_tie_speech", "7.5", {"seat": 5}),
        ("w_fourth_cancels_today", "7.1", {"seat": 5}),
    ]


def test_7_7_third_foul_with_four_at_the_table_gives_30_seconds() -> None:
    g = four_at_table()
    speaker = g.state.step.seat
    nxt = [p.seat for p in g.state.alive if p.seat != speaker][0]
    play(g, f"foul {nxt}; foul {nxt}; foul {nxt}")
    assert said(g.warnings()) == [
        ("w_short", "7.7", {"seat": 4}),
        ("w_fourth_cancels_today", "7.1", {"seat": 4}),
        ("w_misses_at_four", "7.6", {"count": 1}),
    ]
    while g.state.step.seat != nxt:
        play(g, "n")
    assert (g.state.step.seconds, g.state.step.reason) == (30, "short")


def test_6_5_fourth_foul_removes_at_once_with_no_last_word(game: Game) -> None:
    play(game, "foul 4; foul 4; foul 4; foul 4")
    p = game.state.player(4)
    assert p.status is Status.REMOVED and p.removed_by_fouls
    assert game.state.step.kind is StepKind.SPEECH and game.state.step.seat == 1
    assert said(game.events) == [
        ("vote_cancelled", "7.1", {}),
        ("removed_no_last_word", "6.5", {"seat": 4}),
    ]
    with pytest.raises(RuleError) as err:
        game.apply(Foul(4))
    assert err.value.code == "not_at_table"


def test_6_5_removed_speaker_is_skipped(game: Game) -> None:
    play(game, "n; foul 2; foul 2; foul 2; foul 2")
    assert game.state.step.seat == 3


def test_7_1_removal_cancels_the_current_vote(game: Game) -> None:
    play(game, "nom 5; n; nom 3")
    play(game, "foul 9; foul 9; foul 9; foul 9")
    assert game.state.days[0].cancelled == "7.1"
    assert said(game.warnings()) == [("w_vote_cancelled", "7.1", {})]
    play(game, "n; nom 6")  # recorded for the protocol, not voted on (issue #15 C5)
    assert [(e.code, e.rule, e.param_dict()) for e in game.events] == [
        ("nominated_no_vote", "7.1", {"by": 3, "seat": 6})
    ]
    assert game.state.days[0].candidates == [5, 3, 6]
    speeches(game)
    assert game.state.step.kind is StepKind.SHOT
    assert game.state.days[0].outcome == "cancelled"


def test_7_1_removal_during_the_vote_stops_it(game: Game) -> None:
    speeches(game, {1: 5, 2: 3, 3: 9})
    play(game, "vote 2; dq 10 6.7.4")
    assert game.state.days[0].outcome == "cancelled"
    step = game.state.step
    assert step.kind is StepKind.SHOT
    assert game.state.player(10).disqualified == "6.7.4"


def test_7_1_removal_at_night_cancels_the_next_days_vote(game: Game) -> None:
    speeches(game)
    play(game, "shot 1; dq 9 6.7.2")
    assert game.state.cancel_next_vote == "7.1"
    play(game, "don 3; sher 2; n")
    assert game.state.days[1].cancelled == "7.1"
    play(game, "nom 5")  # 7.1: nominations are recorded as "not voted"
    assert [e.code for e in game.events] == ["nominated_no_vote"]
    speeches(game)
    assert game.state.days[1].outcome == "cancelled" and game.state.days[1].rounds == []
    assert game.state.player(5).alive


def test_7_1_exception_voted_out_player_removed_in_his_last_word(game: Game) -> None:
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 7")
    assert game.state.step.kind is StepKind.LAST_WORD and game.state.step.seat == 5
    play(game, "dq 5 6.7.4")
    assert game.state.player(5).status is Status.VOTED_OUT
    assert game.state.player(5).disqualified == "6.7.4"
    assert not game.state.cancel_next_vote
    step = game.state.step
    assert step.kind is StepKind.SHOT


def test_7_2_removal_after_the_result_cancels_next_days_vote(game: Game) -> None:
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 7")
    play(game, "foul 9; foul 9; foul 9; foul 9")  # in 5's last word
    assert game.state.cancel_next_vote == "7.2"
    assert said(game.warnings()) == [("w_next_vote_cancelled", "7.2", {})]
    play(game, "n; shot -; don 1; sher 1")
    assert game.state.days[1].cancelled == "7.2"


def test_7_2_sole_candidate_named_in_the_last_speech_fixes_the_result(game: Game) -> None:
    speeches(game)
    play(game, "shot -; don 1; sher 1")
    while game.state.step.seat != 1:  # day 2: 2..10, 1 speaks last
        play(game, "n")
    play(game, "nom 7")
    assert game.state.days[1].fixed
    play(game, "foul 3; foul 3; foul 3; foul 3")
    assert game.state.cancel_next_vote == "7.2"
    play(game, "n")
    assert game.state.player(7).status is Status.VOTED_OUT


def test_7_2_removal_of_the_sole_candidate_himself_cancels_nothing(game: Game) -> None:
    speeches(game)
    play(game, "shot -; don 1; sher 1")
    while game.state.step.seat != 1:
        play(game, "n")
    play(game, "nom 7; dq 7 6.7.9")
    assert not game.state.cancel_next_vote
    play(game, "n")
    assert game.state.step.kind is StepKind.SHOT


def test_6_7_disqualification_removes_and_scores_minus_half(game: Game) -> None:
    from mafia_tui.rules import score

    game.apply(Disqualify(6, "6.7.7"))
    p = game.state.player(6)
    assert p.status is Status.DISQUALIFIED and p.disqualified == "6.7.7"
    rows = score(game.state, game.profile)
    assert rows[5].disqualification == -0.5 and rows[5].extra == -0.5
    with pytest.raises(RuleError) as err:
        game.apply(Disqualify(1, "8.5.1"))
    assert err.value.code == "bad_rule"


def test_6_7_a_rule_outside_the_section_is_refused_naming_both_numbers(game: Game) -> None:
    """Issue #15 B: the message is filled in, and the mistyped number is not its authority."""
    with pytest.raises(RuleError) as err:
        game.apply(Disqualify(1, "5.1"))
    assert (err.value.code, err.value.rule) == ("bad_rule", "")
    assert err.value.params == {"which": "5.1", "expected": "6.7"}
    assert err.value.message("ru") == "Пункт 5.1 не из раздела 6.7"
    assert err.value.message("en") == "Rule 5.1 is not under 6.7"
    with pytest.raises(RuleError) as err:
        game.apply(TeamDefeat(1, "6.7.4"))
    assert err.value.message("ru") == "Пункт 6.7.4 не из раздела 6.8"


def test_6_8_team_defeat_ends_the_game_for_the_other_team(game: Game) -> None:
    game.apply(TeamDefeat(4, "6.8.4"))
    assert game.state.over and game.state.result == "black" and game.state.end_rule == "6.8"
    # 8.2.4 and 7.3 can still be recorded after the end (issue #15 D); nothing else.
    assert game.legal() == {"withdraw_foul", "undo", "disqualify", "team_defeat"}
    with pytest.raises(RuleError) as err:
        game.apply(Foul(1))
    assert err.value.code == "game_over"


def test_7_10_disqualification_after_the_deciding_vote_keeps_the_result() -> None:
    g = four_at_table()
    speeches(g, {0: 6})  # the Don, sole candidate on day 5: red wins
    assert g.state.result == "red" and g.state.step.kind is StepKind.LAST_WORD
    play(g, "dq 9 6.7.4")  # a red disqualified during the Don's last word
    assert g.state.result == "red"
    assert g.state.player(9).disqualified == "6.7.4"
    play(g, "n")
    assert g.state.over


def test_7_1_removal_of_a_tied_player_in_his_tie_speech_stops_the_vote(game: Game) -> None:
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 5")
    assert game.state.step.kind is StepKind.TIE_SPEECH and game.state.step.seat == 5
    play(game, "dq 5 6.7.4")
    assert game.state.days[0].outcome == "cancelled"
    step = game.state.step
    assert step.kind is StepKind.SHOT


def test_removal_that_decides_the_game_ends_it_even_in_his_own_speech(game: Game) -> None:
    play(game, "dq 2 6.7.4; dq 8 6.7.4; n; n; n; n")
    assert game.state.step.seat == 6
    play(game, "foul 6; foul 6; foul 6; foul 6")  # the last black removed: red wins
    assert game.state.over and game.state.result == "red"


def tie_with_a_three_foul_player(profile: Profile | None = None) -> Game:
    """Seat 5 gets his 3rd foul after his day-1 speech, then speaks in the tie (7.5); 3 is
    voted out in the re-vote; day 2 runs to seat 5's speech."""
    from mafia_tui.rules import FIIM_2018
    from tests.conftest import new_game

    g = new_game(profile=profile or FIIM_2018)
    play(g, "nom 5; n; nom 3; n*4; foul 5; foul 5; foul 5")
    speeches(g)
    play(g, "vote 5")  # 5:5, 3:5
    assert (g.state.step.kind, g.state.step.seat, g.state.step.seconds) == (
        StepKind.TIE_SPEECH,
        5,
        30,
    )
    play(g, "n*2; vote 4; n; shot -; don 1; sher 1")  # 3 leaves; day 2 opens with 2
    while g.state.step.seat != 5:
        play(g, "n")
    return g


def test_7_5_the_tie_speech_is_not_his_next_minute_by_default() -> None:
    step = tie_with_a_three_foul_player().state.step
    assert (step.seat, step.seconds, step.reason) == (5, 0, "mute")


def test_7_5_the_other_reading_spends_the_mute_in_the_tie_speech() -> None:
    from mafia_tui.rules import Profile

    step = tie_with_a_three_foul_player(Profile(tie_speech_spends_mute=True)).state.step
    assert (step.seat, step.seconds, step.reason) == (5, 60, "")


def test_6_8_in_the_deciding_last_word_is_a_disqualification_and_the_word_runs_on() -> None:
    """7.10 with 6.8: as with 6.7, the result stands and the voted-out Don's last word is not
    cut; the game ends after it (issue #15 C2)."""
    g = four_at_table()
    speeches(g, {0: 6})  # the Don, sole candidate on day 5: red wins
    assert g.state.step.kind is StepKind.LAST_WORD and g.state.step.seat == 6
    play(g, "team 9 6.8.1")  # a red swears an oath during the Don's last word
    assert g.state.result == "red" and not g.state.over
    assert g.state.step.kind is StepKind.LAST_WORD and g.state.step.seat == 6
    assert g.state.player(9).status is Status.DISQUALIFIED
    assert g.state.player(9).disqualified == "6.8.1"
    play(g, "n")
    assert g.state.over and g.state.result == "red"


def test_6_8_by_the_player_giving_the_deciding_last_word_ends_it_as_6_7_does() -> None:
    g = four_at_table()
    speeches(g, {0: 6})
    play(g, "team 6 6.8.2")
    assert g.state.over and g.state.result == "red"
    assert g.state.player(6).disqualified == "6.8.2"
    g2 = four_at_table()
    speeches(g2, {0: 6})
    play(g2, "dq 6 6.7.4")
    assert g2.state.over and g2.state.result == "red"


def test_7_1_a_second_removal_on_a_cancelled_day_cancels_nothing_more(game: Game) -> None:
    play(game, "dq 9 6.7.4")
    assert game.state.days[0].cancelled == "7.1"
    play(game, "dq 10 6.7.4")
    assert [e.code for e in game.events] == ["removed_no_last_word"]
    assert game.state.cancel_next_vote == ""
    assert said(game.warnings()) == [("w_vote_cancelled", "7.1", {})]


def test_7_1_the_other_reading_cancels_the_next_days_vote_too() -> None:
    from mafia_tui.rules import Profile
    from tests.conftest import new_game

    g = new_game(profile=Profile(second_removal_cancels_next_vote=True))
    play(g, "dq 9 6.7.4; dq 10 6.7.4")
    assert [(e.code, e.rule) for e in g.events] == [
        ("next_vote_cancelled", "7.1"),
        ("removed_no_last_word", "6.7"),
    ]
    assert g.state.cancel_next_vote == "7.1"
    speeches(g)
    play(g, "shot -; don 1; sher 1")
    assert g.state.days[1].cancelled == "7.1"


def test_8_2_4_a_disqualified_player_keeps_his_teams_win_point() -> None:
    from decimal import Decimal

    from mafia_tui.rules import score

    g = four_at_table()
    speeches(g, {0: 6})
    play(g, "dq 9 6.7.4; n")  # red wins; the red at 9 was disqualified in the last word
    row = score(g.state, g.profile)[8]
    assert (row.main, row.disqualification, row.total) == (
        Decimal(1),
        Decimal("-0.5"),
        Decimal("0.5"),
    )


@pytest.mark.parametrize(
    "script",
    [
        "",  # day 1, the first speech
        "nom 4; n; nom 5; n*8",  # day 1, the last speech, two candidates
        "nom 4; n; nom 5; n*9",  # day 1, the vote
        "dq 2 6.7.4",  # day 1, its vote already cancelled
        "n*10",  # night 1, no vote on day 1
        "n*10; shot -; don 1; sher 1",  # day 2
    ],
)
def test_the_4th_foul_warning_names_the_vote_the_removal_cancels(script: str) -> None:
    """Issue #26 point 6: the warning before a 4th foul says which vote is lost (7.1, 7.2),
    and says what the engine then does."""
    g = new_game(script)
    for seat in [p.seat for p in g.state.alive]:
        trial = new_game(script)
        for _ in range(3):
            trial.apply(Foul(seat))
        warned = [w for w in said(trial.warnings()) if w[0].startswith("w_fourth")]
        if trial.state.player(seat).fouls != 3:
            continue
        trial.apply(Foul(seat))
        done = [(e.code, e.rule) for e in trial.events]  # what this action made happen
        code, rule, params = warned[0]
        assert params == {"seat": seat}
        if code == "w_fourth_cancels_today":
            assert ("vote_cancelled", rule) in done and rule == "7.1"
        elif code == "w_fourth_cancels_next":
            assert ("next_vote_cancelled", rule) in done
        else:
            assert code == "w_fourth_removes"
            assert not [c for c, _ in done if c in ("vote_cancelled", "next_vote_cancelled")]


def test_players_on_three_fouls_share_one_warning_line() -> None:
    """Three seats on three fouls with the same consequence are one warning naming all
    three: at 80x24 three two-line warnings pushed the rest out of the panel (CI, #26)."""
    g = new_game("")
    for seat in (3, 5, 9):
        for _ in range(3):
            g.apply(Foul(seat))
    fourth = [w for w in said(g.warnings()) if w[0].startswith("w_fourth")]
    assert fourth == [("w_fourth_cancels_today_many", "7.1", {"seats": "3, 5, 9"})]
    assert "Игроки 3, 5, 9: следующий фол любого" in g.warnings()[-1].message("ru")


def test_players_with_the_same_3rd_foul_penalty_share_one_warning() -> None:
    """Two players on three fouls are one line (the panel holds an endgame at 80x24)."""
    g = new_game("foul 3; foul 3; foul 3; foul 5; foul 5; foul 5")
    assert [w for w in said(g.warnings()) if w[0].startswith("w_mute")] == [
        ("w_mute_many", "6.4", {"seats": "3, 5"})
    ]
    one = new_game("foul 3; foul 3; foul 3")
    assert ("w_mute", "6.4", {"seat": 3}) in said(one.warnings())


def test_reading_a_long_game_full_of_corrections_replays_it_about_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """#39, finding 9: each correction of a foul replayed the whole log from the start, so
    reopening a 9,501-action file with many of them took 2 s of CPU. Counted in engine steps
    (never timed in a test): a correction now replays from the last state it leaves as it
    was, so the whole read costs one replay of the log and a few actions per correction."""
    from dataclasses import replace

    import mafia_tui.rules.engine as engine
    import mafia_tui.rules.game as game_mod
    from mafia_tui.rules import (
        FIIM_2018,
        Foul,
        Nominate,
        StepKind,
        WithdrawFoul,
        game_from_dict,
        game_to_dict,
    )
    from mafia_tui.rules.script import play
    from tests.conftest import new_game

    game = new_game(profile=replace(FIIM_2018, draw_quiet_phases=99))
    while len(game.log) < 1500:  # quiet days: two nominations, ties, failed lifts, misses
        for noms in range(10):
            step = game.state.step
            if step.kind is not StepKind.SPEECH:
                break
            if noms < 2:
                game.apply(Nominate(step.seat or 0, (step.seat or 0) % 10 + 1))
            game.apply(Foul(step.seat or 0))  # given, then taken back: a judge correcting
            game.apply(WithdrawFoul(len(game.log) - 1))
            play(game, "n")
        play(game, "vote 5; n; n; vote 5; lift 3; shot -; don 1; sher 1")
    data = game_to_dict(game)
    steps = 0

    def counted(*args: object) -> None:
        nonlocal steps
        steps += 1
        engine.advance(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(game_mod, "advance", counted)
    read = game_from_dict(data)
    assert read.state == game.state and len(read.withdrawn()) > 200
    # one replay, and per correction at most the actions since the last state kept before
    # its foul; before: one whole replay per correction (145,277 steps here)
    bound = len(read.log) + game_mod.KEPT_EVERY * len(read.withdrawn())
    assert steps <= bound, steps

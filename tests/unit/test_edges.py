"""Edges the first mutation run (bench/mutate_rules.py) found untested: each test is named by
the rule or the limit it pins."""

import json
from decimal import Decimal as D
from pathlib import Path

import pytest

from mafia_tui.rules import (
    AfterGame,
    BestMove,
    Extra,
    Game,
    Header,
    Profile,
    RuleError,
    Shot,
    Step,
    StepKind,
    game_fingerprint,
    game_from_dict,
    game_to_dict,
    make_players,
    speaking_order,
    text_report,
)
from mafia_tui.rules.record import MAX_ACTIONS
from mafia_tui.rules.report import summary
from mafia_tui.rules.script import play
from mafia_tui.rules.timer import Countdown
from mafia_tui.tournament.tournament_rules import TournamentRules
from tests.conftest import NICKS, SEATING, new_game, said, speeches
from tests.unit.test_day import four_at_table

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def rows() -> list[dict[str, object]]:
    return [{"seat": i + 1, "nick": NICKS[i], "role": SEATING[i]} for i in range(10)]


def test_4_2_the_zero_night_steps_and_their_lengths_exactly() -> None:
    g = new_game(zero=False)
    assert g.state.step == Step(StepKind.AGREEMENT, seconds=60)
    assert (g.state.step.day, g.state.step.night, g.state.step.seat) == (0, 0, None)
    play(g, "n")
    assert g.state.step == Step(StepKind.SHERIFF_LOOK, seconds=20)
    play(g, "n")
    assert g.state.step == Step(StepKind.FREE_SEATING, seconds=20)


def test_4_4_2_an_accepted_nomination_is_announced(game: Game) -> None:
    play(game, "nom 8")
    assert said(game.events) == [("nominated", "4.4.2", {"by": 1, "seat": 8})]


def test_7_1_the_morning_announces_the_cancelled_vote(game: Game) -> None:
    speeches(game)
    play(game, "shot -; dq 9 6.7.2; don 1; sher 1")
    assert said(game.events) == [
        ("sheriff_red", "10.2", {"seat": 1}),
        ("vote_cancelled", "7.1", {}),
    ]


def test_4_5_5_each_blacks_shot_is_kept(game: Game) -> None:
    speeches(game)
    game.apply(Shot(shots=((2, 5), (6, 5), (8, 7))))
    assert game.state.nights[0].shots == ((2, 5), (6, 5), (8, 7))


def test_8_3_the_best_move_is_announced_with_the_blacks_named(game: Game) -> None:
    speeches(game)
    play(game, "shot 1; don 3; sher 2")
    game.apply(BestMove((2, 6, 9)))
    assert said(game.events) == [("best_move", "8.3", {"seats": (2, 6, 9), "blacks": 2})]


def test_7_8_a_draw_decided_at_night_ends_the_game_there() -> None:
    g = speeches(new_game(profile=Profile(draw_quiet_phases=5)))
    for _ in range(2):
        play(g, "shot -; don 1; sher 1")
        speeches(g)
    play(g, "shot -; don 1; sher 1")
    assert g.state.over and g.state.step.kind is StepKind.GAME_OVER and g.state.phase == "over"
    assert (g.state.day, len(g.state.days), g.state.night) == (3, 3, 3)  # no day 4 begun
    assert speaking_order(g.state, g.profile) == ()


def test_7_10_a_deciding_vote_with_no_last_word_leaves_no_step_behind() -> None:
    g = four_at_table(Profile(last_word_at_game_end=False))
    speeches(g, {0: 6})
    assert g.state.step.kind is StepKind.GAME_OVER and g.state.last_words == []


def test_7_6_the_misses_at_four_count_from_the_first_night() -> None:
    g = new_game("dq 2 6.7.4; dq 8 6.7.4; dq 1 6.7.4; dq 3 6.7.4; dq 5 6.7.4; dq 7 6.7.4")
    assert [p.seat for p in g.state.alive] == [4, 6, 9, 10] and g.state.result is None
    speeches(g)
    play(g, "shot -")
    assert g.state.misses_at_four == 1


def test_rename_works_for_every_seat_and_no_other() -> None:
    g = new_game()
    g.rename(1, "Первый")
    g.rename(10, "Десятый")
    assert (g.players[0].nick, g.players[9].nick) == ("Первый", "Десятый")
    for seat in (0, 11):
        with pytest.raises(RuleError) as err:
            g.rename(seat, "Х")
        assert err.value.code == "bad_seat"


def test_9_2_header_limits_and_unknown_fields() -> None:
    base = {
        "tournament": "Т",
        "stage": "final",
        "game_number": 1,
        "table": 1,
        "date": "",
        "judge": "С",
    }
    assert Header.from_dict({**base, "judge": "я" * 200}).judge == "я" * 200
    with pytest.raises(RuleError) as err:
        Header.from_dict({**base, "judge": "я" * 201})
    assert err.value.params == {"field": "judge"}
    with pytest.raises(RuleError) as err:
        Header.from_dict({**base, "weather": "ясно"})
    assert (err.value.code, err.value.params) == ("bad_header", {"field": "weather"})


def test_9_4_1_an_unknown_role_is_named() -> None:
    r = rows()
    r[4]["role"] = "werewolf"
    with pytest.raises(RuleError) as err:
        make_players(r)
    assert (err.value.code, err.value.params) == ("bad_role", {"seat": 5, "role": "'werewolf'"})


def test_the_file_limits_are_exact() -> None:
    g = new_game()
    data = game_to_dict(g)
    data["actions"] = [{"type": "next"}] * MAX_ACTIONS  # at the limit: read, then replayed
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.code == "bad_action"
    data["actions"] = [{"type": "next"}] * 3 + [
        {"type": "disqualify", "seat": 2, "rule": "6.7.4" + " " * 11}
    ]  # 16 characters
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert (err.value.params["index"], err.value.params["why"].code) == (3, "bad_rule")
    data["actions"][-1]["rule"] += " "  # 17: refused by the reader
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.params["why"].code == "why_not_rule"


def test_9_10_after_game_data_built_in_memory_is_checked_too() -> None:
    with pytest.raises(RuleError) as err:
        AfterGame([Extra(1, D("0.3"), None)]).validate()  # type: ignore[arg-type]
    assert err.value.code == "bad_after"
    g = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    data = game_to_dict(g)
    data["after"]["extras"] = [{"seat": 1000, "points": 0.3, "reason": "r"}]
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.params["why"].code == "bad_seat"  # a number, then not a seat
    data["after"]["extras"][0]["seat"] = 1001
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.params["why"].code == "why_field"  # not even a number the file may hold
    for seat, code in ((-1000, "bad_seat"), (-1001, "why_field")):
        data["after"]["extras"][0]["seat"] = seat
        with pytest.raises(RuleError) as err:
            game_from_dict(data)
        assert err.value.params["why"].code == code


def test_a_one_second_countdown_starts_warns_and_rings() -> None:
    now = [0.0]
    t = Countdown(1, lambda: now[0])
    t.start()
    assert t.running
    now[0] += 1
    assert t.poll() == ["zero"]
    t.toggle()
    assert not t.running
    t.toggle()
    assert t.running


def test_a_tournament_file_without_rules_takes_the_defaults() -> None:
    assert TournamentRules.from_dict(None) == TournamentRules()
    assert TournamentRules.from_dict({}) == TournamentRules()


def test_the_replay_text_exactly(game: Game) -> None:
    play(game, "foul 3; nom 5; n")
    text = text_report(game, "en")
    assert text.splitlines()[:5] == [
        "Кубок Москвы · qualifying · game 3 · table 2 · 2026-12-03 · Судья Петров",
        f"Game file: {game.id} · fingerprint {game_fingerprint(game)}",
        "Rules: FIIM 2018, code 0002000100000",
        "",
        " 1  Ёжик                 C  fouls 0  at the table  0 / +0",
    ]
    assert text.splitlines()[14:] == ["", "Day 1: 1→5 | — | …", "", "Now: Day 1: player 2 speaks"]


def test_4_5_5_a_file_may_hold_a_black_who_did_not_shoot() -> None:
    g = speeches(new_game())
    g.apply(Shot(shots=((2, 5), (6, None), (8, 5))))
    assert g.state.nights[0].killed is None
    assert game_from_dict(game_to_dict(g)).state == g.state


def test_what_the_judge_may_do_at_each_step_exactly(game: Game) -> None:
    always = {"withdraw_foul", "foul", "disqualify", "team_defeat", "undo"}
    assert game.legal() == always | {"next", "nominate"}
    play(game, "nom 5; n; nom 3; n*9")
    assert game.legal() == always | {"vote"}
    play(game, "vote 5")
    assert game.legal() == always | {"next"}  # a tie speech: no nomination
    play(game, "n*2; vote 5")
    assert game.legal() == always | {"lift_vote"}
    play(game, "lift 1")
    assert game.legal() == always | {"shot"}


def test_8_3_the_best_move_cannot_name_the_victim_himself(game: Game) -> None:
    speeches(game)
    play(game, "shot 1; don 3; sher 2")
    with pytest.raises(RuleError) as err:
        game.apply(BestMove((1, 6, 8)))
    assert (err.value.code, err.value.rule) == ("best_move_self", "8.3")


def test_the_fiim_2018_timings_exactly() -> None:
    p = Profile()
    assert (
        p.agreement_seconds,
        p.sheriff_look_seconds,
        p.free_seating_seconds,
        p.speech_seconds,
        p.short_speech_seconds,
        p.tie_speech_seconds,
        p.last_word_seconds,
        p.check_seconds,
        p.warn_seconds,
    ) == (60, 20, 20, 60, 30, 30, 60, 10, 10)


def test_a_points_setting_written_as_text_is_at_most_20_characters() -> None:
    twenty = "0.4".ljust(20, "0")
    assert Profile.from_dict({"best_move_three": twenty}).best_move_three == D("0.4")
    with pytest.raises(RuleError):
        Profile.from_dict({"best_move_three": twenty + "0"})


def test_the_replay_text_names_when_each_player_left() -> None:
    from mafia_tui.rules.report import phase_text

    assert [
        phase_text("night", 2, "ru"),
        phase_text("day", 1, "en"),
        phase_text("zero", 0, "ru"),
    ] == ["ночь 2", "day 1", "ночь 0"]
    g = new_game("dq 4 6.7.1")
    assert " 4  Шерлок               S  fouls 0  disqualified (day 1)  0 / -0.5" in (
        text_report(g, "en").splitlines()
    )


def test_the_russian_replay_writes_decimal_commas_and_no_empty_last_morning() -> None:
    """A game ended by the night-2 kill: day 3 held only the killed player's last word, so it
    gets no line of its own; points are written "+0,25" as on the protocol."""
    data = json.loads((EXAMPLES / "black-win.json").read_text("utf-8"))
    lines = text_report(game_from_dict(data), "ru").splitlines()
    assert " 1  Ёжик                 К  фолы 0  убит (ночь 1)  0 / +0,25" in lines
    assert [x.split(":")[0] for x in lines if x.startswith(("День", "Ночь"))] == [
        "День 1",
        "День 2",
        "Ночь 1",
        "Ночь 2",
    ]
    assert game_from_dict(data).state.days[-1].number == 3  # the morning is still recorded


def test_9_10_after_game_data_in_memory_checked_like_a_file() -> None:
    with pytest.raises(RuleError) as err:
        AfterGame([Extra(1, D("0.3"), "a\ud800b")]).validate()
    assert err.value.code == "invisible_char"
    with pytest.raises(RuleError) as err:
        AfterGame([Extra(1, 0.3, "r")]).validate()  # type: ignore[arg-type]
    assert (err.value.code, err.value.params["why"].params) == (
        "bad_after",
        {"field": "'extras[0].points'"},
    )


def test_8_4_several_entries_for_one_player_are_summed_against_his_limit() -> None:
    """8.4.1 counts players, not entries: a seat may have several extras (leading the table,
    a good vote); 8.4.3/8.4.4 hold his sum, and 8.4.2 the game's."""
    from mafia_tui.rules import check, score

    g = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")  # the reds win
    two = AfterGame([Extra(1, D("0.3"), "лидер"), Extra(1, D("0.2"), "голосование")])
    assert check(g.state, g.profile, two) == []
    assert score(g.state, g.profile, two)[0].judge == D("0.5")
    three = AfterGame([*two.extras, Extra(1, D("0.25"), "ещё")])
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, three)
    assert (err.value.code, err.value.rule, err.value.params) == (
        "extra_winner",
        "8.4.3",
        {"seat": 1, "max": D("0.7"), "total": D("0.75")},
    )
    loser = AfterGame([Extra(2, D("0.3"), "a"), Extra(2, D("0.15"), "b")])
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, loser)
    assert (err.value.code, err.value.params["total"]) == ("extra_loser", D("0.45"))
    four_entries_three_players = AfterGame([Extra(s, D("0.1"), "r") for s in (1, 1, 3, 4)])
    assert check(g.state, g.profile, four_entries_three_players) == []
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, AfterGame([Extra(s, D("0.1"), "r") for s in (1, 3, 4, 5)]))
    assert (err.value.code, err.value.rule) == ("extra_players", "8.4.1")


def test_a_step_that_is_no_vote_has_round_zero(game: Game) -> None:
    assert game.state.step.round == 0
    play(game, "n*10")
    assert (game.state.step.kind, game.state.step.round) == (StepKind.SHOT, 0)


def test_an_unknown_message_code_reads_as_itself_in_front_of_a_judge(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At run time a code without a text shows as itself; the tests run strict, where it
    raises (tests/unit/test_texts.py)."""
    from mafia_tui import i18n
    from mafia_tui.rules import render

    monkeypatch.setattr(i18n, "STRICT", False)
    assert render("no_such_code", "ru", {}) == "no_such_code"
    monkeypatch.setattr(i18n, "STRICT", True)
    with pytest.raises(i18n.MissingText):
        render("no_such_code", "ru", {})


def test_a_paused_countdown_resumes() -> None:
    now = [0.0]
    t = Countdown(30, lambda: now[0])
    t.start()
    now[0] += 5
    t.pause()
    now[0] += 100
    t.resume()
    now[0] += 5
    assert t.remaining == 20


def test_the_tournament_rules_block_is_read_strictly() -> None:
    assert TournamentRules.from_dict({"k_max_participants": 12}).k_max_participants == 12
    for bad in ([1], "stage", {"k_max_participants": "12"}):
        with pytest.raises(RuleError) as err:
            TournamentRules.from_dict(bad)
        assert err.value.code == "bad_profile"


def test_the_replay_names_colours_on_record_and_skips_empty_header_fields() -> None:
    from dataclasses import replace

    from mafia_tui.rules import FIIM_2018
    from mafia_tui.rules.actions import OnRecord

    g = new_game("", replace(FIIM_2018, on_record="all", on_record_count=3))
    g.apply(OnRecord(1, (-2, -6, 4)))
    g.header = replace(g.header, judge="", tournament="")
    lines = text_report(g, "ru").splitlines()
    assert lines[0] == "отборочный · игра 3 · стол 2 · 2026-12-03"  # no « · » left dangling
    assert "Под протокол: игрок 1 (день 1) — чёрные 2, 6; красные 4" in lines
    assert summary(g, "en")["on_record"] == [
        {"seat": 1, "colours": [-2, -6, 4], "phase": "day", "number": 1}
    ]

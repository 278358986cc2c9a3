"""The mafiaratings rule variants the engine plays (issue #25): each against the FIIM default.

Every test drives a short game where the variant changes the flow and shows the difference;
the variants' own texts are those of the rules code's options (docs/RULES-CHOICES.md)."""

from dataclasses import replace

from mafia_tui.export.protocol_texts import PROTOCOL
from mafia_tui.rules import FIIM_2018, Game, Profile, Step, StepKind, score, speakers_left
from mafia_tui.rules.script import play
from tests.conftest import new_game, said, speeches

Said = list[tuple[str, str, dict[str, object]]]


def third_foul_then_his_speech(profile: Profile) -> tuple[Game, Said, list[str]]:
    """Seat 3 takes three fouls in seat 1's speech; the game runs to seat 3's speech."""
    g = new_game("foul 3; foul 3; foul 3", profile=profile)
    events = said(g.events)
    warnings = [w[0] for w in said(g.warnings())]
    play(g, "n*2")
    return g, events, warnings


def test_third_foul_lose_speech_short_speech_or_nothing() -> None:
    # FIIM (threeFouls lose-speech, 6.4): the next speech is lost
    g, events, warnings = third_foul_then_his_speech(FIIM_2018)
    assert (g.state.step.seat, g.state.step.seconds, g.state.step.reason) == (3, 0, "mute")
    assert events == [("third_foul", "6.4", {"seat": 3})] and "w_mute" in warnings
    # short-speech: cut to 30 s, once
    cut = replace(FIIM_2018, third_foul_mute=False)
    g, events, warnings = third_foul_then_his_speech(cut)
    assert (g.state.step.seat, g.state.step.seconds, g.state.step.reason) == (3, 30, "cut")
    assert events == [("third_foul_cut", "", {"seat": 3})]
    assert "w_cut" in warnings and "w_mute" not in warnings
    # no: a 3rd foul costs nothing; the 4th still removes (6.5)
    none = replace(FIIM_2018, third_foul_penalty=False)
    g, events, warnings = third_foul_then_his_speech(none)
    assert (g.state.step.seat, g.state.step.seconds, g.state.step.reason) == (3, 60, "")
    assert events == [] and "w_mute" not in warnings and "w_cut" not in warnings
    assert "w_fourth_cancels_today" in warnings
    play(g, "foul 3")
    assert not g.state.player(3).alive


def test_third_foul_nothing_leaves_the_tie_speech_unmarked() -> None:
    none = replace(FIIM_2018, third_foul_penalty=False)
    for profile, reason in ((FIIM_2018, "tie"), (none, "")):
        g = new_game("nom 5; n; nom 3; n*4; foul 5; foul 5; foul 5", profile=profile)
        while g.state.step.kind is StepKind.SPEECH:
            play(g, "n")
        play(g, "vote 5")  # 5:5, 3:5
        step = g.state.step
        assert (step.kind, step.seat, step.reason) == (StepKind.TIE_SPEECH, 5, reason)
        assert ("w_tie_speech" in [w[0] for w in said(g.warnings())]) == (profile is FIIM_2018)


def day1_nominations(profile: Profile, script: str) -> tuple[Game, list[tuple[int, int]]]:
    """Seat 1 speaks first on day 1; ``script`` runs in his speech."""
    g = new_game(script, profile=profile)
    return g, g.state.days[0].nominations


def test_withdrawing_a_nomination_not_allowed_allowed_or_automatic() -> None:
    script = "nom 4; nom 5; nom 4; nom 6"
    # FIIM (withdraw "no", 4.4.3): the first name stands, the rest do not count
    g, noms = day1_nominations(FIIM_2018, script)
    assert noms == [(1, 4)]
    assert ("already_nominated_by", "4.4.3", {"seat": 1}) in said(g.events)
    # "allowed": naming another needs a withdrawal first; naming his nominee again withdraws
    allowed = replace(FIIM_2018, nomination_withdrawal="allowed")
    g, noms = day1_nominations(allowed, "nom 4; nom 5")
    assert noms == [(1, 4)] and said(g.events) == [("withdraw_first", "", {"seat": 1, "target": 4})]
    g, noms = day1_nominations(allowed, script)
    assert noms == [(1, 6)]
    # "auto": each new name withdraws the one before
    auto = replace(FIIM_2018, nomination_withdrawal="auto")
    g, noms = day1_nominations(auto, "nom 4; nom 5")
    assert noms == [(1, 5)]
    assert said(g.events) == [
        ("nomination_withdrawn", "", {"by": 1, "seat": 4}),
        ("nominated", "4.4.2", {"by": 1, "seat": 5}),
    ]
    g, noms = day1_nominations(auto, "nom 4; nom 4")  # his own nominee again: withdrawn
    assert noms == []
    # the key stays offered after a nomination only where one may be withdrawn or replaced
    for profile, offered in ((FIIM_2018, False), (allowed, True), (auto, True)):
        g, _ = day1_nominations(profile, "nom 4")
        assert ("nominate" in g.legal()) is offered, profile.nomination_withdrawal


def test_auto_withdrawal_keeps_a_name_already_on_the_list() -> None:
    # rules text's example: a name already nominated by another does not replace his own
    auto = replace(FIIM_2018, nomination_withdrawal="auto")
    g = new_game("nom 7; n; nom 4; nom 7", profile=auto)
    assert g.state.days[0].nominations == [(1, 7), (2, 4)]


def test_a_withdrawn_sole_nomination_in_the_last_speech_fixes_nothing() -> None:
    from mafia_tui.rules.discipline import removal_cancels

    auto = replace(FIIM_2018, nomination_withdrawal="auto")
    g = new_game(profile=auto)
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    play(g, "shot -; don 1; sher 1")
    while g.state.step.seat != 1:  # day 2: seat 1 speaks last
        play(g, "n")
    play(g, "nom 5")
    today = g.state.today
    assert today is not None and today.fixed  # 7.2: a sole candidate named in the last speech
    assert removal_cancels(g.state, 5, g.profile) is None
    play(g, "nom 5")  # withdrawn
    today = g.state.today
    assert today is not None and not today.fixed
    assert removal_cancels(g.state, 5, g.profile) == ("today", "7.1")


def three_tied_on_day1(profile: Profile) -> tuple[list[int | None], Step]:
    """Seats 1, 2, 3 nominate 5, 3, 7; the vote is 5:4, 3:4, 7:2; the tie speeches of 5 and 3
    run up to the re-vote: (their speakers, the re-vote's step)."""
    g = new_game("nom 5; n; nom 3; n; nom 7", profile=profile)
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    play(g, "vote 4; vote 4")  # 7 gets the rest: 2
    speakers: list[int | None] = []
    while g.state.step.kind is StepKind.TIE_SPEECH:
        speakers.append(g.state.step.seat)
        play(g, "n")
    return speakers, g.state.step


def test_the_re_vote_runs_in_the_same_or_the_reverse_order() -> None:
    speakers, step = three_tied_on_day1(FIIM_2018)
    assert speakers == [5, 3]
    assert (step.kind, step.candidates, step.seat) == (StepKind.VOTE, (5, 3), 5)
    # reverse: the speeches in nomination order (7.17 of the rules text), the re-vote backwards
    speakers, step = three_tied_on_day1(replace(FIIM_2018, revote_order="reverse"))
    assert speakers == [5, 3]
    assert (step.kind, step.candidates, step.seat) == (StepKind.VOTE, (3, 5), 3)


def test_a_second_re_vote_in_reverse_is_back_in_nomination_order() -> None:
    reverse = replace(FIIM_2018, revote_order="reverse")
    g = new_game("nom 5; n; nom 3; n; nom 7; n; nom 9", profile=reverse)
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    play(g, "vote 3; vote 3; vote 3")  # 5:3 3:3 7:3 9:1
    assert g.state.step.seat == 5
    play(g, "n*3")  # the tie speeches of 5, 3, 7 (nomination order)
    assert g.state.step.candidates == (7, 3, 5)
    play(g, "vote 4; vote 4")  # 7:4 3:4 5:2: 7 and 3 tied, fewer than before
    speakers = []
    while g.state.step.kind is StepKind.TIE_SPEECH:
        speakers.append(g.state.step.seat)
        play(g, "n")
    assert speakers == [3, 7]  # nomination order
    step = g.state.step  # read again: mypy keeps the candidates narrowed across play()
    assert step.candidates == (3, 7)  # the reverse of (7, 3): nomination order again


def whole_table_tied_twice(profile: Profile) -> tuple[Game, Said]:
    g = new_game(profile=profile)
    speeches(g, {seat: seat % 10 + 1 for seat in range(1, 11)})
    play(g, "vote 1;" * 9)
    warnings = said(g.warnings())
    play(g, "n*10")
    play(g, "vote 1;" * 9)
    return g, warnings


def test_the_whole_table_tied_twice_no_one_leaves_or_a_draw_ballot() -> None:
    g, warnings = whole_table_tied_twice(FIIM_2018)  # killAll "no" (7.9): night falls
    assert warnings == [("w_lift_not_held", "7.9", {})]
    assert g.state.step.kind is StepKind.SHOT and g.state.days[0].outcome == "lift_not_held"
    ballot = replace(FIIM_2018, whole_table_tied="draw_ballot")
    g, warnings = whole_table_tied_twice(ballot)
    assert warnings == [("w_draw_ballot", "", {})]
    assert g.state.step.kind is StepKind.LIFT_VOTE and len(g.state.step.candidates) == 10
    play(g, "lift 6")  # a majority of the ten: all leave, a draw
    assert g.state.over and g.result == "draw" and g.state.days[0].outcome == "draw_ballot"
    assert said(g.events)[0] == ("draw_ballot", "", {})
    assert all(p.alive for p in g.state.players)
    assert all(row.main == 0 for row in score(g.state, g.profile))  # a draw: no win
    assert "outcome_draw_ballot" in PROTOCOL
    g, _ = whole_table_tied_twice(ballot)
    play(g, "lift 5")  # no majority: everyone stays, night falls
    assert g.state.step.kind is StepKind.SHOT and g.state.days[0].outcome == "lift_failed"


def day2_order(
    profile: Profile, shot: int | str
) -> tuple[tuple[int | None, int | None], tuple[int, ...]]:
    from mafia_tui.rules.queries import speaking_order

    g = new_game(profile=profile)
    speeches(g)
    play(g, f"shot {shot}; don 1; sher 1")
    speeches(g)  # the killed's last word and day 2's speeches
    forecast = speaking_order(g.state, g.profile)  # at night: the forecast of day 3
    day2 = g.state.days[1]
    return (day2.opener, day2.closer), forecast


def test_first_speech_rotation_from_the_opener_or_so_the_closer_moves_by_one() -> None:
    last = replace(FIIM_2018, first_speech_rotation="last")
    # nobody killed: both give day 2 = 2..1
    assert day2_order(FIIM_2018, "-")[0] == day2_order(last, "-")[0] == (2, 1)
    # the rules text's example: 1 killed on night 1
    (fiim, fiim_next), (closer, closer_next) = day2_order(FIIM_2018, 1), day2_order(last, 1)
    assert fiim == (2, 10)  # "first": still opened by 2, closed by 10
    assert closer == (3, 2)  # "last": closed by 2, the next at the table after 10
    assert fiim_next[0] == 3  # day 3 from 3 (after day 2's opener 2)
    assert closer_next[0] == 4 and closer_next[-1] == 3  # closed by 3, the one after 2


def test_the_rotation_last_is_explained_in_the_days_first_speech() -> None:
    """Under "last" seat 3 opens day 2 after seat 1 was shot, where a FIIM judge expects 2:
    the first speech's warning says who closes and why."""
    for profile, expected in (
        (FIIM_2018, []),
        (
            replace(FIIM_2018, first_speech_rotation="last"),
            [("w_rotation_last", "", {"opener": 3, "closer": 2, "before": 10})],
        ),
    ):
        g = new_game(profile=profile)
        assert [w for w in said(g.warnings()) if w[0] == "w_rotation_last"] == []  # day 1
        speeches(g)
        play(g, "shot 1; don 1; sher 1; n")
        assert g.state.step.kind is StepKind.SPEECH
        assert [w for w in said(g.warnings()) if w[0] == "w_rotation_last"] == expected
        play(g, "n")  # the second speech: said already
        assert [w for w in said(g.warnings()) if w[0] == "w_rotation_last"] == []


def test_mafclub_plays_its_rotation_and_withdrawal_and_is_picked_by_its_code() -> None:
    from mafia_tui.export.mafiaratings_rules import preset_for
    from mafia_tui.rules import PRESETS

    mafclub = PRESETS["MafClub"]
    assert preset_for("1001000000100")[0] == mafclub
    g = new_game("nom 4; nom 5", profile=mafclub)  # "auto": 5 replaces 4
    assert g.state.days[0].nominations == [(1, 5)]
    assert day2_order(mafclub, 1)[0] == (3, 2)


def test_every_way_a_day_ends_has_its_words_on_the_display_and_the_protocol() -> None:
    import re
    from pathlib import Path

    from mafia_tui.rules import daytime, discipline, voting
    from mafia_tui.ui.display.texts import DISPLAY

    modules = (daytime, discipline, voting)
    source = "".join(Path(str(m.__file__)).read_text("utf-8") for m in modules)
    outcomes = set(re.findall(r'close_day\(s, "(\w+)"', source))
    outcomes |= set(re.findall(r'day\.outcome, day\.outcome_rule = "(\w+)"', source))
    assert {"day1_leader_stays", "day1_none", "draw_ballot", "day1_leader_talks"} <= outcomes
    for name in outcomes - {"voted_out"}:
        assert f"outcome_{name}" in PROTOCOL, name
        assert DISPLAY.text(f"outcome_{name}", "ru") != f"outcome_{name}", name


def day1_vote_six_four(profile: Profile) -> Game:
    g = new_game("nom 5; n; nom 3", profile=profile)
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    play(g, "vote 6")  # 5:6, 3:4
    return g


def test_day1_to_talk_the_leader_stays_and_speaks_30_seconds() -> None:
    import pytest

    from mafia_tui.rules import Nominate, RuleError, Status

    g = new_game("nom 5; n; nom 3")
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    assert not [w for w in said(g.warnings()) if w[0].startswith("w_day1")]
    g = day1_vote_six_four(FIIM_2018)  # FIIM: he leaves with a last word
    assert g.state.player(5).status is Status.VOTED_OUT
    assert (g.state.step.kind, g.state.step.seat) == (StepKind.LAST_WORD, 5)
    g = new_game("nom 5; n; nom 3", profile=replace(FIIM_2018, day1_vote="to_talk"))
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    assert ("w_day1_leader_talks", "", {}) in said(g.warnings())
    g = day1_vote_six_four(replace(FIIM_2018, day1_vote="to_talk"))
    step = g.state.step
    assert (step.kind, step.seat, step.seconds, step.reason) == (StepKind.SPEECH, 5, 30, "to_talk")
    assert g.state.player(5).alive and said(g.events)[-1] == ("day1_leader_talks", "", {"seat": 5})
    assert "nominate" not in g.legal()
    assert speakers_left(g.state) == (5,)  # his extra 30 s: he alone is still to speak
    with pytest.raises(RuleError):
        g.apply(Nominate(5, 3))
    play(g, "n")
    assert g.state.step.kind is StepKind.SHOT and g.state.days[0].outcome == "day1_leader_talks"
    # a sole candidate: FIIM holds no vote on day 1 (4.4.10); "to-talk" gives him his 30 s
    for profile, kind in (
        (FIIM_2018, StepKind.SHOT),
        (replace(FIIM_2018, day1_vote="to_talk"), StepKind.SPEECH),
    ):
        g = new_game("nom 5", profile=profile)
        while g.state.step.kind is StepKind.SPEECH and g.state.step.reason != "to_talk":
            play(g, "n")
        assert g.state.step.kind is kind and g.state.player(5).alive
    # a tie still goes to the 30 s speeches and the lift, as on any day
    g = new_game("nom 5; n; nom 3", profile=replace(FIIM_2018, day1_vote="to_talk"))
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    play(g, "vote 5")
    assert g.state.step.kind is StepKind.TIE_SPEECH


def test_day1_to_talk_a_removal_in_the_leaders_speech_brings_the_night() -> None:
    g = day1_vote_six_four(replace(FIIM_2018, day1_vote="to_talk"))
    play(g, "foul 5; foul 5; foul 5; foul 5")  # removed (6.5) in his extra 30 s
    assert not g.state.player(5).alive
    assert g.state.step.kind is StepKind.SHOT and g.state.cancel_next_vote == "7.2"


def test_the_first_night_victims_best_move_recorded_or_not() -> None:
    import pytest

    from mafia_tui.rules import RuleError

    for profile in (FIIM_2018, replace(FIIM_2018, best_move_recorded=False)):
        g = new_game(profile=profile)
        speeches(g)
        play(g, "shot 1; don 1; sher 1")
        step = g.state.step
        assert (step.kind, step.seat, step.reason) == (StepKind.LAST_WORD, 1, "killed")
        warned = ("w_best_move", "8.3", {"seat": 1}) in said(g.warnings())
        if profile.best_move_recorded:  # FIIM 8.3: he names three, it scores
            assert warned and "best_move" in g.legal()
            play(g, "best 2 6 8")
            assert score(g.state, g.profile)[0].best_move > 0
        else:  # legacy "no": he may name them, nothing is recorded
            assert not warned and "best_move" not in g.legal()
            with pytest.raises(RuleError) as err:
                play(g, "best 2 6 8")
            assert err.value.code == "best_move_not_recorded"


def nine_three_tied_on(day: int, profile: Profile) -> tuple[StepKind, bool]:
    """Nine at the table on ``day`` (2 or 3: seat 1 killed the night before); 5, 7, 9 tied."""
    g = speeches(new_game(profile=profile))
    if day == 3:
        play(g, "shot -; don 3; sher 2")
        speeches(g)
    play(g, "shot 1; don 3; sher 2")
    noms = {day: 5, day + 1: 7, day + 2: 9}
    speeches(g, noms)
    assert len(g.state.alive) == 9 and g.state.day == day
    play(g, "vote 3; vote 3")  # 5:3 7:3 9:3
    warned = ("w_tie_nine", "", {}) in said(g.warnings())
    play(g, "n*3; vote 3; vote 3")
    return g.state.step.kind, warned


def test_nine_three_tied_twice_lifted_not_lifted_or_not_lifted_on_day_2() -> None:
    yes, no = FIIM_2018, replace(FIIM_2018, nine_three_tied_no_lift=True)
    after1 = replace(no, nine_no_lift_only_day2=True)  # "only after a miss"
    assert nine_three_tied_on(2, yes) == (StepKind.LIFT_VOTE, False)
    assert nine_three_tied_on(2, no) == (StepKind.SHOT, True)
    assert nine_three_tied_on(3, no) == (StepKind.SHOT, True)
    assert nine_three_tied_on(2, after1) == (StepKind.SHOT, True)
    assert nine_three_tied_on(3, after1) == (StepKind.LIFT_VOTE, False)


def test_two_tied_twice_at_four_lifted_or_not() -> None:
    from tests.unit.test_day import four_at_table

    for profile, kind in ((FIIM_2018, StepKind.SHOT), (replace(FIIM_2018, rule_7_6=False), None)):
        g = four_at_table(profile)
        speeches(g, {0: 9, 4: 6})
        play(g, "vote 2; n*2")
        assert (("w_tie_four", "7.6", {}) in said(g.warnings())) == (kind is not None)
        play(g, "vote 2")
        assert g.state.step.kind is (kind or StepKind.LIFT_VOTE)


def test_day1_lift_only_is_announced_in_the_vote() -> None:
    from mafia_tui.rules import PRESETS

    g = new_game("nom 5; n; nom 3", profile=PRESETS["day1-lift-only"])
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    assert ("w_day1_leader_stays", "", {}) in said(g.warnings())
    play(g, "vote 5; n*2")  # a tie: in the re-vote a single leader stays too
    assert ("w_day1_leader_stays", "", {}) in said(g.warnings())


def test_the_timer_says_why_day_1s_leader_speaks() -> None:
    import time

    from mafia_tui.ui.game_view import timer_caption
    from mafia_tui.ui.strings import Tr
    from mafia_tui.ui.timing import SpeechTimer

    g = day1_vote_six_four(replace(FIIM_2018, day1_vote="to_talk"))
    timer = SpeechTimer(time.monotonic, 10, False)
    timer.show(g.state.step)
    assert "day 1's leader stays: 30 s" in timer_caption(g, timer, Tr("en"))


def test_day_1s_leader_speech_is_the_sites_day_kill_speaking() -> None:
    from mafia_tui.export.mafiaratings_times import gametime

    g = day1_vote_six_four(replace(FIIM_2018, day1_vote="to_talk"))
    assert gametime(g.state) == {"round": 0, "time": "day kill speaking", "speaker": 5}


def test_day1_self_break_the_leader_leaves_only_if_he_voted_for_himself() -> None:
    import pytest

    from mafia_tui.export.mafiaratings_times import gametime
    from mafia_tui.rules import RuleError, Status
    from mafia_tui.rules.report import step_text

    self_break = replace(FIIM_2018, day1_vote="self_break")
    g = new_game("nom 5; n; nom 3", profile=self_break)
    while g.state.step.kind is StepKind.SPEECH:
        play(g, "n")
    assert ("w_day1_self_break", "", {}) in said(g.warnings())
    g = day1_vote_six_four(self_break)
    step = g.state.step
    assert (step.kind, step.seat, step.reason) == (StepKind.LIFT_VOTE, 5, "self_vote")
    assert "Did player 5 vote for himself?" in step_text(g, "en")
    assert gametime(g.state)["time"] == "voting"
    with pytest.raises(RuleError) as err:
        play(g, "lift 2")
    assert err.value.code == "self_vote_yes_no"
    play(g, "lift 1")  # he did: he leaves, with his last word
    assert g.state.player(5).status is Status.VOTED_OUT
    assert (g.state.step.kind, g.state.step.seat) == (StepKind.LAST_WORD, 5)
    g = day1_vote_six_four(self_break)
    play(g, "lift 0")  # he did not: he stays and speaks 30 s, then night
    assert g.state.player(5).alive
    assert (g.state.step.seat, g.state.step.seconds, g.state.step.reason) == (5, 30, "to_talk")
    play(g, "n")
    assert g.state.step.kind is StepKind.SHOT
    # day 2 is voted as any day: the leader leaves
    g = new_game(profile=self_break)
    speeches(g)
    play(g, "shot -; don 1; sher 1")
    speeches(g, {2: 5, 3: 3})
    play(g, "vote 6")
    assert g.state.player(5).status is Status.VOTED_OUT


def test_the_self_vote_question_on_the_judges_and_the_players_screens() -> None:
    from mafia_tui.rules import LiftVote
    from mafia_tui.session.public_view import public_view
    from mafia_tui.ui.display.widgets import step_line
    from mafia_tui.ui.game_view import confirmation, prompt, step_bar
    from mafia_tui.ui.grammar import KeyGrammar
    from mafia_tui.ui.strings import Tr

    g = day1_vote_six_four(replace(FIIM_2018, day1_vote="self_break"))
    left, *_ = step_bar(g, Tr("en"), False)
    assert "Day 1's leader 5: self vote?" in left.plain
    typed = prompt(KeyGrammar(g), g, Tr("en"))
    assert typed is not None and "Voted for himself" in typed.plain
    assert "leaves if he voted for himself" in step_line(public_view(g, {}, 0.0), "en")
    play(g, "lift 0")
    said_now = confirmation(LiftVote(0), g, Tr("en"))
    assert said_now.startswith("Player 5 did not vote for himself") and "lift" not in said_now

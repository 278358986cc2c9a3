"""Other rule sets (issue #15 E): each preset's difference, named by its rule."""

from dataclasses import fields
from decimal import Decimal
from pathlib import Path

import pytest

from mafia_tui.rules import PRESETS, BestMove, Profile, RuleError, Shot, Status, StepKind, score
from mafia_tui.rules.script import play
from tests.conftest import new_game, speeches
from tests.unit.test_day import four_at_table

CHOICES = (Path(__file__).resolve().parents[2] / "docs" / "RULES-CHOICES.md").read_text("utf-8")


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_reads_back_and_is_documented_with_a_source(name: str) -> None:
    profile = PRESETS[name]
    assert profile.name == name
    assert Profile.from_dict(profile.to_dict()) == profile
    row = next((line for line in CHOICES.splitlines() if line.startswith(f"| `{name}`")), "")
    assert row.count("|") >= 4 and row.split("|")[3].strip(), f"RULES-CHOICES.md: {name}"


@pytest.mark.parametrize("setting", [f.name for f in fields(Profile)])
def test_every_profile_setting_is_documented_with_its_default_and_source(setting: str) -> None:
    row = next((line for line in CHOICES.splitlines() if line.startswith(f"| `{setting}` |")), "")
    cells = [cell.strip() for cell in row.split("|")[1:-1]]
    assert len(cells) == 4 and all(cells), f"RULES-CHOICES.md: the row of {setting}"


def test_fiim_2018_stays_the_default() -> None:
    assert Profile() == PRESETS["fiim-2018"]
    assert Profile.from_dict({}) == PRESETS["fiim-2018"]


def test_a_setting_with_a_few_values_refuses_others() -> None:
    with pytest.raises(RuleError) as err:
        Profile.from_dict({"day1_vote": "sometimes"})
    assert err.value.params == {"key": "day1_vote"}


def test_4_4_day_one_without_a_vote_records_the_nominations_only() -> None:
    g = new_game(profile=PRESETS["day1-no-vote"])
    speeches(g, {1: 5, 2: 3, 4: 9})
    day = g.state.days[0]
    assert (day.candidates, day.rounds, day.outcome) == ([5, 3, 9], [], "day1_none")
    assert g.state.step.kind is StepKind.SHOT and len(g.state.alive) == 10
    play(g, "shot -; don 1; sher 1")
    speeches(g, {2: 5, 3: 3})
    step = g.state.step
    assert step.kind is StepKind.VOTE  # day 2 votes as usual


def test_7_1_a_removal_on_a_day_without_a_vote_cancels_the_nearest_one_held() -> None:
    g = new_game(profile=PRESETS["day1-no-vote"])
    play(g, "dq 9 6.7.4")
    assert g.state.cancel_next_vote == "7.1" and not g.state.days[0].cancelled
    speeches(g)
    play(g, "shot -; don 1; sher 1")
    assert g.state.days[1].cancelled == "7.1"


def test_7_1_a_removal_in_the_zero_night_passes_over_a_day_without_a_vote() -> None:
    g = new_game(profile=PRESETS["day1-no-vote"], zero=False)
    play(g, "dq 9 6.7.2; n*3")
    assert not g.state.days[0].cancelled and g.state.cancel_next_vote == "7.1"
    speeches(g)
    play(g, "shot -; don 1; sher 1")
    assert g.state.days[1].cancelled == "7.1"


def test_4_4_day_one_lift_only_a_single_leader_stays() -> None:
    g = new_game(profile=PRESETS["day1-lift-only"])
    speeches(g, {1: 5, 2: 3})
    play(g, "vote 7")
    assert g.state.days[0].outcome == "day1_leader_stays"
    assert g.state.player(5).alive and g.state.step.kind is StepKind.SHOT


def test_4_4_15_day_one_lift_only_a_tie_can_still_be_lifted() -> None:
    g = new_game(profile=PRESETS["day1-lift-only"])
    speeches(g, {1: 5, 2: 3})
    play(g, "vote 5; n*2; vote 6")  # a single leader in the re-vote stays too
    assert g.state.days[0].outcome == "day1_leader_stays"
    g = new_game(profile=PRESETS["day1-lift-only"])
    speeches(g, {1: 5, 2: 3})
    play(g, "vote 5; n*2; vote 5; lift 6")
    assert g.state.player(5).status is Status.VOTED_OUT
    assert g.state.player(3).status is Status.VOTED_OUT


def test_7_6_switched_off_two_tied_twice_at_four_go_to_the_lift() -> None:
    for name in ("fiim-2018-no-7-6", "fiim-mafiaratings-2025"):
        g = four_at_table(PRESETS[name])
        speeches(g, {0: 9, 4: 6})
        play(g, "vote 2; n*2; vote 2")
        assert g.state.step.kind is StepKind.LIFT_VOTE, name


def test_7_6_switched_off_three_misses_at_four_give_no_win() -> None:
    g = four_at_table(PRESETS["fiim-2018-no-7-6"])
    speeches(g)
    play(g, "shot -; don 9; sher 10")
    speeches(g)
    play(g, "shot -")
    assert g.state.result is None and g.state.misses_at_four == 0
    assert "w_misses_at_four" not in [w.code for w in g.warnings()]


@pytest.mark.parametrize(
    "name,three,two",
    [
        ("fiim-2018", "0.4", "0.25"),
        ("fiim-2023-points", "0.5", "0.3"),
        ("emf-2026-points", "0.8", "0.5"),
    ],
)
def test_8_3_1_best_move_values_of_each_preset(name: str, three: str, two: str) -> None:
    g = speeches(new_game(profile=PRESETS[name]))
    play(g, "shot 1; don 3; sher 2")
    g.apply(BestMove((2, 6, 8)))
    assert score(g.state, g.profile)[0].best_move == Decimal(three)
    g.undo()
    g.apply(BestMove((2, 6, 9)))
    assert score(g.state, g.profile)[0].best_move == Decimal(two)


def test_8_2_4_emf_points_for_a_disqualification() -> None:
    g = new_game("dq 5 6.7.4", profile=PRESETS["emf-2026-points"])
    assert score(g.state, g.profile)[4].disqualification == Decimal("-0.8")


def test_4_5_5_a_kill_needs_every_black_including_the_one_shot() -> None:
    g = speeches(new_game())
    g.apply(Shot(shots=((2, 8), (6, 8), (8, 5))))
    assert g.state.nights[0].killed is None


def test_4_5_5_the_other_reading_the_black_shot_by_his_partners_need_not_shoot() -> None:
    g = speeches(new_game(profile=PRESETS["victim-need-not-shoot"]))
    g.apply(Shot(shots=((2, 8), (6, 8), (8, 5))))
    assert g.state.nights[0].killed == 8
    g.undo()
    g.apply(Shot(shots=((2, 8), (6, 5), (8, 5))))  # the partners disagree: a miss
    assert g.state.nights[0].killed is None
    g.undo()
    g.apply(Shot(shots=((2, 5), (6, 5), (8, 5))))
    assert g.state.nights[0].killed == 5


def test_a_league_preset_with_unplayed_settings_cannot_be_picked_or_imported() -> None:
    from mafia_tui.export.mafiaratings_rules import code_for, preset_for
    from mafia_tui.rules.profile import LEAGUES, UNPLAYED

    for name, unplayed in UNPLAYED.items():
        assert (name in PRESETS) == (not unplayed)
        code = code_for(LEAGUES[name])[0]
        assert code is not None
        if unplayed:  # its code finds no preset: the game would not be replayed as played
            assert preset_for(code)[0] is None
    assert "FIIM" in PRESETS


def test_8_2_4_emf_points_for_a_fourth_foul_and_a_team_defeat() -> None:
    """EMF 2026 scores a removal by fouls and a team defeat's offender as a disqualification,
    −0.8; FIIM 2018 −0.5 for each."""
    for name, points in (("emf-2026-points", "-0.8"), ("fiim-2018", "-0.5")):
        g = new_game("foul 5; foul 5; foul 5; foul 5", profile=PRESETS[name])
        assert score(g.state, g.profile)[4].disqualification == Decimal(points), name
        g = new_game("team 5 6.8.1", profile=PRESETS[name])
        assert score(g.state, g.profile)[4].disqualification == Decimal(points), name

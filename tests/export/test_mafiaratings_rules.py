"""The mafiaratings rules code (include/rules.php): parsing, our profiles' codes, the preset
an imported game replays under."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.export.mafiaratings_rules import (
    DEFAULT_CODE,
    OPTIONS,
    code_for,
    parse_code,
    preset_for,
)
from mafia_tui.rules.profile import LEAGUES, PRESETS


def test_thirteen_options_as_the_server_counts_them() -> None:
    assert len(OPTIONS) == 13 == len(DEFAULT_CODE)
    assert parse_code(DEFAULT_CODE) is not None


@pytest.mark.parametrize("bad", ["", "000200001000", "00020000100000", "000200001000x", 13, None,
                                 "0002000030000", "٠٠٠٢٠٠٠٠١٠٠٠٠"])  # fmt: skip
def test_not_a_code(bad: object) -> None:
    assert parse_code(bad) is None
    if isinstance(bad, str):
        assert preset_for(bad) == (None, "code")


def test_the_servers_default_is_the_mafiaratings_league_preset() -> None:
    profile, why = preset_for(DEFAULT_CODE)
    assert why == "" and profile is not None and profile.name == "fiim-mafiaratings-2025"


def test_fiim_as_in_the_fragment() -> None:
    code, refused, defaulted = code_for(PRESETS["fiim-2018"])
    assert refused == ""
    assert code is not None
    options = parse_code(code)
    assert options is not None
    assert options["splitOnFour"] == "prohibited"  # 7.6
    assert options["splitOnNine"] == "yes"
    assert options["gameEndSpeech"] == "yes"  # 7.10
    assert options["threeFouls"] == "lose-speech"  # 6.4
    assert options["firstVoting"] == "standard"
    assert options["withdraw"] == "no" and options["splitOrder"] == "same"  # 4.4.3, §1.8
    assert options["killAll"] == "no" and options["legacy"] == "yes"  # 7.9, 8.3
    assert defaulted == ()  # every option is a profile setting now (issue #25)


def test_colours_on_record_are_written_from_the_profile_and_kept_in_the_game() -> None:
    """Since the game records them (player.record), the export no longer says they are the
    profile's only."""
    code, _, defaulted = code_for(LEAGUES["AML"])
    assert code == "0432000001110"
    assert defaulted == ()


def test_day1_without_a_vote_has_no_code() -> None:
    assert code_for(PRESETS["day1-no-vote"]) == (None, "firstVoting", ())


@pytest.mark.parametrize("name", [n for n in PRESETS if n != "day1-no-vote"])
def test_every_preset_comes_back_by_its_code(name: str) -> None:
    code, _, _ = code_for(PRESETS[name])
    assert code is not None
    profile, why = preset_for(code)
    assert why == "" and profile is not None
    # the same course of a game: the same code again (points may differ: fiim-2018 first)
    assert code_for(profile)[0] == code


def test_what_no_preset_plays_is_named() -> None:
    assert preset_for("0000100010000") == (None, "firstVoting=to-talk")
    # rotation "last" is MafClub's: with FIIM's other options it is a combination no preset has
    assert preset_for("1002000010000") == (
        None,
        "rotation=last, splitOnFour=allowed, splitOnNine=no",
    )
    assert preset_for("0002000010020") == (None, "threeFouls=no")
    assert preset_for("0002001010000") == (None, "killAll=draw")
    # each value exists in some preset, the combination in none
    assert preset_for("0002000000100") == (None, "splitOnFour=allowed, gameEndSpeech=no")


@given(st.text(alphabet="0123456789", min_size=13, max_size=13))
def test_any_code_gets_a_preset_or_a_reason(code: str) -> None:
    profile, why = preset_for(code)
    assert (profile is None) == (why != "")
    if profile is not None:
        options, again = parse_code(code), parse_code(code_for(profile)[0] or "")
        assert options is not None and again is not None
        for name in ("firstVoting", "splitOnFour", "splitOnNine", "gameEndSpeech", "threeFouls"):
            assert options[name] == again[name]

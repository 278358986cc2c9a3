"""Rules codes (issue #25): every option is a profile setting; a code builds a profile that
writes the same code back; older codes are upgraded as include/rules.php does."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.rules.codes import (
    DEFAULT_CODE,
    OPTIONS,
    VALUES,
    code_of,
    option_value,
    parse_code,
    profile_from_code,
    read_code,
    upgrade_code,
)
from mafia_tui.rules.profile import FIIM_2018, LEAGUES, PRESETS, Profile

ALLOWED = st.tuples(*(st.integers(0, len(values) - 1) for _, values in OPTIONS)).map(
    lambda digits: "".join(map(str, digits))
)
"""Every code the list allows: each digit within its option's values."""


@given(ALLOWED)
def test_any_allowed_code_builds_a_profile_that_writes_the_same_code(code: str) -> None:
    profile = profile_from_code(code)
    assert profile is not None
    assert code_of(profile) == (code, "")
    # the profile is a real one: it is saved and read back like any other
    assert Profile.from_dict(profile.to_dict()) == profile


def test_every_option_and_value_has_settings_of_the_profile() -> None:
    assert [name for name, _ in OPTIONS] == list(VALUES)
    for name, values in OPTIONS:
        assert tuple(VALUES[name]) == values
        for settings in VALUES[name].values():
            assert settings and all(hasattr(FIIM_2018, k) for k in settings)


def test_the_fiim_2018_default_is_unchanged_and_has_its_code() -> None:
    assert Profile() == FIIM_2018
    # 7.6 on (splitOnFour prohibited); nominations not withdrawn (4.4.3)
    assert code_of(FIIM_2018) == ("0002000100000", "")


@pytest.mark.parametrize(
    "league,old,code",
    [
        ("FIIM", "00020000100000", "0002000010000"),
        ("AML", "04320000011100", "0432000001110"),
        ("MafClub", "10010000001000", "1001000000100"),
    ],
)
def test_league_presets_are_their_leagues_default_codes(league: str, old: str, code: str) -> None:
    assert upgrade_code(old) == code
    assert code_of(LEAGUES[league]) == (code, "")
    built = profile_from_code(old, name=league)
    assert built == LEAGUES[league]


def test_older_codes_are_upgraded() -> None:
    assert upgrade_code("000200001000") == "0002000010000"  # 12 digits
    assert read_code("00020000100000") == parse_code(DEFAULT_CODE)  # 14: last digit dropped
    # 29 digits: the retired digits go, the newer options come in as zeros
    old = "".join(str(i % 10) for i in range(29))
    assert upgrade_code(old) == "0300580010569"
    assert parse_code(upgrade_code("0" * 29)) == parse_code("0" * 13)
    # a 29-digit code's digits past the 20th were options since removed: dropped
    assert upgrade_code("0" * 20 + "1" * 9) == upgrade_code("0" * 29)


@pytest.mark.parametrize("bad", ["", "0002", "000200001000x", "0002000030000", "٠٠٠٢٠٠٠٠١٠٠٠٠"])
def test_not_a_code_builds_nothing(bad: str) -> None:
    assert read_code(bad) is None and profile_from_code(bad) is None


def test_a_profile_no_value_expresses_names_the_option() -> None:
    assert code_of(PRESETS["day1-no-vote"]) == (None, "firstVoting")
    assert option_value(FIIM_2018.__class__(day1_single_candidate_vote=True), "firstVoting") is None

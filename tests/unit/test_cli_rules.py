"""`mafia-tui rules`: the presets, a preset's settings, a rules code in and back out (#25)."""

from __future__ import annotations

import pytest

from mafia_tui.__main__ import main
from mafia_tui.rules.profile import PRESETS


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    code = main(["--lang", "ru", "rules", *argv])
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def test_the_presets_with_their_codes(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines, _ = run(capsys)
    assert code == 0 and [line.split()[0] for line in lines] == list(PRESETS)
    assert ["AML", "0432000001110"] in [line.split() for line in lines]
    assert any(line.startswith("day1-no-vote") and "без кода" in line for line in lines)


@pytest.mark.parametrize("name", ["MafClub", "mafclub", " MAFCLUB "])
def test_a_preset_prints_its_settings_then_its_code(
    capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """A newcomer typed «mafclub» and was told there is no such preset: case aside now."""
    code, lines, _ = run(capsys, name)
    assert code == 0
    assert lines[0] == "Правила MafClub; * — не так, как в FIIM 2018 (в скобках — как там)"
    assert lines[-1] == "код правил mafiaratings: 1001000000100"
    rows = {line[2:].split()[0]: line for line in lines[1:-1]}
    assert len(rows) == len(PRESETS["MafClub"].to_dict()) - 1  # every setting but the name
    assert rows["first_speech_rotation"].startswith("* first_speech_rotation = last (first) ")
    assert "закрывающий сдвигается на одного" in rows["first_speech_rotation"]
    assert rows["nomination_withdrawal"].startswith("* nomination_withdrawal = auto (no) ")
    assert rows["speech_seconds"].startswith("  speech_seconds = 60 ")  # as FIIM: unmarked
    marked = {key for key, line in rows.items() if line.startswith("*")}
    assert marked == {
        key
        for key, value in PRESETS["MafClub"].to_dict().items()
        if key != "name" and value != PRESETS["fiim-2018"].to_dict()[key]
    }


def test_the_settings_are_explained_in_english_too(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "rules", "AML"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Rules AML; * marks what differs from FIIM 2018")
    assert any(x.startswith("* on_record = all (no) ") and "colours on record" in x for x in lines)


@pytest.mark.parametrize(
    ("given", "back"),
    [
        ("0432000001110", "0432000001110"),  # AML's, as the site's database sets it
        ("04320000011100", "0432000001110"),  # the 14-digit code of before, upgraded
        ("1001000000100", "1001000000100"),
    ],
)
def test_a_code_builds_a_profile_that_writes_the_same_code(
    capsys: pytest.CaptureFixture[str], given: str, back: str
) -> None:
    code, lines, _ = run(capsys, "--code", given)
    assert code == 0 and lines[-1] == f"код правил mafiaratings: {back}"
    if back.startswith("043"):  # AML: colours on record in any speech, up to 3
        assert any(x.startswith("* on_record = all (no) ") for x in lines)
        assert any(x.startswith("* on_record_count = 3 (0) ") for x in lines)
    if given != back:
        assert lines[0] == f"старый код {given} прочитан как {back}"


@pytest.mark.parametrize("argv", [("--code", "99"), ("--code", "abc"), ("нет-такого",)])
def test_bad_input_is_a_message_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    code, lines, err = run(capsys, *argv)
    assert code == 2 and lines == [] and err.strip()


def test_a_code_builds_the_profile_a_new_game_and_an_import_build(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue #38: "split on four prohibited" from a code is 7.6's first half only, and the
    command line shows the one profile the new-game form and an import build from it."""
    from mafia_tui.rules.codes import profile_from_code
    from mafia_tui.session.archive import rules_profile

    code, lines, _ = run(capsys, "--code", "0002000110000")
    assert code == 0 and lines[-1] == "код правил mafiaratings: 0002000110000"
    rows = {line[2:].split()[0]: line for line in lines[1:-1]}
    assert rows["rule_7_6"].startswith("  rule_7_6 = True ")
    assert rows["rule_7_6_misses"].startswith("* rule_7_6_misses = False (True) ")
    assert rows["kept_leader_removal_cancels"].startswith("* kept_leader_removal_cancels = False")
    built = profile_from_code("0002000110000")
    assert built is not None and rules_profile("0002000110000") == built
    shown = {key: line.split("=")[1].split()[0] for key, line in rows.items()}
    assert shown == {k: str(v) for k, v in built.to_dict().items() if k != "name"}

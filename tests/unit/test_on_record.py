"""Colours left on record (mafiaratings' rule options 6.7 and 6.8): recorded in the speeches
the profile allows, at most its count of seats a speech; FIIM records none."""

from dataclasses import replace
from pathlib import Path

import pytest

from mafia_tui.rules import FIIM_2018, Game, Profile, RuleError, StepKind
from mafia_tui.rules.actions import OnRecord
from mafia_tui.rules.record import game_from_dict, game_to_dict
from mafia_tui.rules.script import play
from tests.conftest import new_game, speeches


def profile(setting: str, count: int = 3) -> Profile:
    return replace(FIIM_2018, on_record=setting, on_record_count=count)


def at_day_speech(setting: str) -> Game:
    return new_game("", profile(setting))


def at_night_kill_last_word(setting: str) -> Game:
    """Day 1 with no vote, then seat 5 shot: his last word on the morning of day 2."""
    g = new_game("", profile(setting))
    speeches(g)
    play(g, "shot 5; don 1; sher 1")
    assert g.state.step.kind is StepKind.LAST_WORD and g.state.step.reason == "killed"
    return g


def at_tie_speech(setting: str) -> Game:
    g = new_game("nom 4; n; nom 5; n*8", profile(setting))
    play(g, "n; vote 5")  # 5 votes each: a tie, the tied players speak again (7.5)
    assert g.state.step.kind is StepKind.TIE_SPEECH, g.state.step
    return g


WHERE = {"speech": at_day_speech, "last word": at_night_kill_last_word, "tie": at_tie_speech}

ALLOWED = {
    "no": set(),
    "night_killed": {"last word"},
    "killed": {"last word"},
    "except_split": {"speech", "last word"},
    "all": {"speech", "last word", "tie"},
}


@pytest.mark.parametrize("setting", list(ALLOWED))
@pytest.mark.parametrize("where", list(WHERE))
def test_each_setting_records_in_its_speeches_only(setting: str, where: str) -> None:
    g = WHERE[where](setting)
    speaker = g.state.step.seat
    assert speaker is not None
    other = 9 if speaker != 9 else 8
    action = OnRecord(speaker, (-other,))
    if where in ALLOWED[setting]:
        assert "on_record" in g.legal()
        g.apply(action)
        assert g.state.records[-1].colours == (-other,)
    else:
        assert "on_record" not in g.legal()
        with pytest.raises(RuleError):
            g.apply(action)
        assert g.state.records == ()


def test_the_count_bounds_a_speech_and_a_correction_replaces() -> None:
    g = at_day_speech("all")
    with pytest.raises(RuleError) as caught:
        g.apply(OnRecord(1, (-3, -7, 5, -2)))
    assert caught.value.code == "on_record_too_many"
    g.apply(OnRecord(1, (-3, -7)))
    g.apply(OnRecord(1, (-3, 5)))  # the judge corrects what he wrote in the same speech
    assert [r.colours for r in g.state.records] == [(-3, 5)]
    for bad in ((1, (-1,)), (1, (3, -3)), (1, ()), (2, (-3,))):
        with pytest.raises(RuleError):
            g.apply(OnRecord(*bad))
    back = game_from_dict(game_to_dict(g))
    assert back.state.records == g.state.records


def test_the_day_1_speeches_differ_from_fiim() -> None:
    fiim, aml = new_game(""), at_day_speech("all")
    assert "on_record" not in fiim.legal() and "on_record" in aml.legal()


def test_the_protocol_and_mafiaratings_carry_the_record(tmp_path: Path) -> None:
    from mafia_tui.export.mafiaratings import game_document
    from mafia_tui.export.protocol import write_protocol
    from tests.export.mafiaratings_schema import problems
    from tests.export.pdf_read import flat, pdf_text

    g = at_day_speech("all")
    g.apply(OnRecord(1, (-3, 5)))
    for seat in (2, 6, 8):  # the three blacks disqualified: red wins
        play(g, f"dq {seat} 6.7.4")
    exported = game_document(g)
    doc = exported.document
    assert doc is not None and "o" in doc["features"]
    assert doc["players"][0]["record"] == [
        {"round": 0, "time": "speaking", "speaker": 1, "record": [-3, 5]}
    ]
    assert problems(doc) == []
    pages, _ = pdf_text(write_protocol(g, tmp_path / "p.pdf"))
    nick = g.state.player(1).nick
    text = flat(" ".join(pages))
    assert f"Под протокол, игрок 1 ({nick}), день 1, речь: чёрные 3; красные 5" in text


def test_the_log_line_parts_blacks_from_reds() -> None:
    """Seat 1 called red must not be read as black: the event lists each colour once."""
    g = at_day_speech("all")
    g.apply(OnRecord(1, (-3, 2, 10)))
    event = g.state.events[-1]
    assert event.code == "on_record"
    assert dict(event.params) == {"seat": 1, "blacks": "3", "reds": "2, 10"}
    g = new_game("n", profile("all"))
    assert g.state.step.seat == 2
    g.apply(OnRecord(2, (1,)))
    assert dict(g.state.events[-1].params) == {"seat": 2, "blacks": "—", "reds": "1"}

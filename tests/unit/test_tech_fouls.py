"""Technical fouls (mafiaratings' rule option 9.6.2): counted apart from the fouls of §2;
the second removes the player, with every consequence of a removal by fouls."""

from dataclasses import replace
from pathlib import Path

import pytest

from mafia_tui.rules import FIIM_2018, RuleError, Status
from mafia_tui.rules.actions import Foul, TechFoul, WithdrawFoul
from mafia_tui.rules.queries import last_foul
from mafia_tui.rules.record import game_from_dict, game_to_dict
from mafia_tui.rules.scoring import score
from mafia_tui.rules.script import play
from tests.conftest import new_game, said, speeches

TWO = replace(FIIM_2018, technical_fouls="two_remove")


def test_fiim_has_none_and_refuses_one() -> None:
    g = new_game("")
    assert "tech_foul" not in g.legal()
    with pytest.raises(RuleError) as caught:
        g.apply(TechFoul(3))
    assert caught.value.code == "no_tech_fouls"
    assert g.state.player(3).tech_fouls == 0


def test_counted_apart_from_the_fouls() -> None:
    g = new_game("", TWO)
    for _ in range(3):
        g.apply(Foul(3))
    g.apply(TechFoul(3))
    p = g.state.player(3)
    assert (p.fouls, p.tech_fouls, p.status) == (3, 1, Status.ALIVE)


def test_the_second_removes_and_cancels_todays_vote_as_a_4th_foul_does() -> None:
    tech = new_game("nom 4; n", TWO)
    tech.apply(TechFoul(2))
    assert ("w_tech_cancels_today", "7.1", {"seat": 2}) in said(tech.warnings())
    tech.apply(TechFoul(2))
    fouls = new_game("nom 4; n", TWO)
    for _ in range(3):
        fouls.apply(Foul(2))
    assert ("w_fourth_cancels_today", "7.1", {"seat": 2}) in said(fouls.warnings())
    fouls.apply(Foul(2))
    for g in (tech, fouls):
        p = g.state.player(2)
        assert p.status is Status.REMOVED and p.removed_by_fouls
        assert g.state.today is not None and g.state.today.cancelled == "7.1"
    assert ("tech_removed", "", {"seat": 2}) in said(tech.state.events)
    points = {r.seat: r for r in score(tech.state, tech.profile, tech.after)}
    same = {r.seat: r for r in score(fouls.state, fouls.profile, fouls.after)}
    assert points[2].disqualification == same[2].disqualification != 0  # 8.2.4's -0.5


def test_a_technical_foul_is_withdrawn_like_a_foul_and_survives_the_file() -> None:
    g = new_game("", TWO)
    g.apply(Foul(5))
    g.apply(TechFoul(5))
    index = last_foul(g, 5)
    assert index == len(g.log) - 1
    back = game_from_dict(game_to_dict(g))
    assert back.state.player(5).tech_fouls == 1
    g.apply(WithdrawFoul(index))
    assert (g.state.player(5).fouls, g.state.player(5).tech_fouls) == (1, 0)


def test_no_third_one_after_the_removal() -> None:
    g = new_game("", TWO)
    g.apply(TechFoul(7))
    g.apply(TechFoul(7))
    with pytest.raises(RuleError):
        g.apply(TechFoul(7))


def test_the_exports_and_the_report_carry_them(tmp_path: Path) -> None:
    """mafiaratings' ``techFouls`` (gametimes) and death type, the replay report's count,
    the protocol's back page."""
    from mafia_tui.export.mafiaratings import game_document
    from mafia_tui.export.protocol import write_protocol
    from mafia_tui.rules.report import summary
    from mafia_tui.rules.script import play
    from tests.export.pdf_read import flat, pdf_text

    g = new_game("", TWO)
    g.apply(TechFoul(3))
    g.apply(TechFoul(3))  # seat 3 is a civilian in the standard deal: a red removed
    for seat in (2, 6, 8):  # the three blacks disqualified: red wins
        play(g, f"dq {seat} 6.7.4")
    assert g.state.over and g.result == "red"
    doc = game_document(g).document
    assert doc is not None
    from tests.export.mafiaratings_schema import problems

    assert problems(doc) == []
    three = doc["players"][2]
    assert len(three["techFouls"]) == 2 and three["death"]["type"] == "techFouls"
    assert summary(g)["players"][2]["tech_fouls"] == 2
    pages, _ = pdf_text(write_protocol(g, tmp_path / "p.pdf"))
    nick = g.state.player(3).nick
    assert f"Технические фолы, игрок 3 ({nick}): 2 — удаление" in flat(" ".join(pages))


def test_a_removal_by_technical_fouls_is_named_as_such_everywhere() -> None:
    """A newcomer saw «удалён (4 фола)» and «удаление за 4 фола (пп. 6.5…)» for a seat with
    one foul and two technical ones; every text now names the technical fouls."""
    from mafia_tui.export.protocol_words import reasons
    from mafia_tui.rules.desk import seats
    from mafia_tui.rules.report import text_report
    from mafia_tui.session.public_view import public_view

    g = new_game("nom 4; n", TWO)
    g.apply(Foul(2))
    g.apply(TechFoul(2))
    g.apply(TechFoul(2))
    assert g.state.player(2).removed_by_tech
    assert ("removed_no_last_word", "", {"seat": 2}) in said(g.state.events)  # not 6.5
    assert {d.seat: d.left for d in seats(g)}[2] == "tech_fouls"
    assert "удалён (2 техн. фола)" in text_report(g, "ru")
    (line,) = [x for x in reasons(g) if "удаление" in x]
    assert "за 2 технических фола" in line and "6.5" not in line
    assert public_view(g, {}, 0.0).seats[1].status == "removed_tech"
    fouls = new_game("nom 4; n", TWO)
    for _ in range(4):
        fouls.apply(Foul(2))
    assert not fouls.state.player(2).removed_by_tech
    assert {d.seat: d.left for d in seats(fouls)}[2] == "fouls"


def test_the_rules_played_are_named_in_the_replay_and_its_json() -> None:
    """A newcomer judged under AML and found the rules named nowhere."""
    from mafia_tui.rules.profile import PRESETS
    from mafia_tui.rules.report import summary, text_report

    g = new_game("", PRESETS["AML"])
    assert "Правила: АМЛ, код 0432000001110" in text_report(g, "ru").splitlines()[2]
    assert summary(g)["rules"] == {"name": "AML", "code": "0432000001110"}
    assert "Rules: FIIM 2018" in text_report(new_game(""), "en")


def test_the_warning_names_every_seat_one_technical_foul_from_removal() -> None:
    g = new_game("nom 4; n", TWO)
    g.apply(TechFoul(2))
    g.apply(TechFoul(7))
    assert [w for w in said(g.warnings()) if w[0].startswith("w_tech")] == [
        ("w_tech_cancels_today_many", "7.1", {"seats": "2, 7"})
    ]
    g = new_game("", TWO)
    speeches(g)
    play(g, "shot 1")  # at night the removal would cancel the next day's vote (7.1)
    g.apply(TechFoul(5))
    assert ("w_tech_cancels_next", "7.1", {"seat": 5}) in said(g.warnings())
    g.apply(TechFoul(5))
    g.apply(TechFoul(7))  # the next vote is cancelled already: a removal only
    assert ("w_tech_removes", "", {"seat": 7}) in said(g.warnings())

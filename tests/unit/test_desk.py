"""The record after the game in the rules core: several extras a seat, protests and their
deadline (8.9.1), decisions that change the result (8.9.2), the head judge's consent (8.4.3)
and check, the record check, and the after-game block read back from a file."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal as D
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.rules import (
    AfterGame,
    Decision,
    Disqualify,
    Extra,
    Foul,
    Game,
    Next,
    Penalty,
    RuleError,
    desk,
    game_from_dict,
    game_to_dict,
    record_digest,
)
from tests.conftest import new_game

RED_WINS = "dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"
START = datetime.fromisoformat("2026-12-03T19:00:00+03:00")

AT = "2026-12-03T19:00:00+03:00"
"""A time of a consent or a check, as the desk writes it."""


def stamped(script: str = RED_WINS) -> Game:
    """A game whose actions carry stamps a minute apart (the last one ends it)."""
    g = new_game(script)
    log = [replace(a, ts=(START + timedelta(minutes=i)).isoformat()) for i, a in enumerate(g.log)]
    return Game(g.header, g.players, g.profile, log, g.after, g.id)


def at(minutes: int) -> str:
    return (START + timedelta(minutes=minutes)).isoformat()


def test_the_game_ends_at_the_stamp_of_the_action_that_ended_it() -> None:
    g = stamped(RED_WINS + "; dq 3 6.7.4")  # an offence after the end does not move it
    assert g.state.over
    assert g.ended_at() == at(len(g.log) - 2)
    assert desk.protest_deadline(g) == START + timedelta(minutes=len(g.log) - 2 + 10)
    assert stamped("foul 3").ended_at() is None


def test_8_9_1_a_protest_after_ten_minutes_is_recorded_and_flagged_late() -> None:
    g = stamped()
    end = len(g.log) - 1
    g.after = desk.file_protest(g, 5, "Не согласен", at(end + 10))
    assert not desk.filed_late(g, g.after.protests[0])
    g.after = desk.file_protest(g, "black", "Подсказка", at(end + 11))
    assert desk.filed_late(g, g.after.protests[1])
    codes = [(e.code, e.rule) for e in desk.problems(g)]
    assert codes == [
        ("desk_protest_open", "8.9.2"),
        ("desk_protest_late", "8.9.1"),
        ("desk_protest_open", "8.9.2"),
    ]


def test_a_protest_needs_a_filer_and_a_text() -> None:
    g = stamped()
    with pytest.raises(RuleError) as err:
        desk.file_protest(g, 11, "x", at(20))
    assert err.value.code == "bad_filer"
    with pytest.raises(RuleError) as err:
        desk.file_protest(g, 5, "  ", at(20))
    assert err.value.code == "protest_text_missing"
    with pytest.raises(RuleError) as err:
        desk.file_protest(new_game("foul 1"), 5, "x", at(0))
    assert err.value.code == "not_finished"


def test_8_9_2_a_decision_that_changes_the_result_changes_the_points() -> None:
    g = stamped()
    g.after = desk.file_protest(g, "black", "Подсказка из зала", at(12))
    decision = Decision("result_changed", "Видео", "Сидоров", at(20), "black")
    g.after = desk.decide(g, 0, decision)
    assert (g.state.result, g.result) == ("red", "black")
    points = {s.seat: s.points.main for s in desk.seats(g)}
    assert points[2] == points[6] == points[8] == 1 and points[1] == 0


def test_a_decision_is_refused_when_the_entries_do_not_fit_the_new_result() -> None:
    g = stamped()
    g.after = desk.add_extra(g, Extra(1, D("0.6"), "лидер"))  # a red winner's 0.6
    g.after = desk.file_protest(g, "black", "Подсказка", at(12))
    with pytest.raises(RuleError) as err:
        desk.decide(g, 0, Decision("result_changed", "Видео", "Сидоров", at(20), "black"))
    assert (err.value.code, err.value.rule) == ("extra_loser", "8.4.4")
    with pytest.raises(RuleError) as err:
        desk.decide(g, 0, Decision("result_changed", "Видео", "Сидоров", at(20), "draw"))
    assert (err.value.code, err.value.rule) == ("extra_draw", "8.4.6")
    assert g.result == "red" and g.after.protests[0].decision is None  # nothing changed
    with pytest.raises(RuleError) as err:
        desk.decide(g, 0, Decision("rejected", " ", "Сидоров", at(20)))
    assert err.value.code == "decision_reason_missing"


def test_8_4_3_consent_covers_the_seat_s_points_when_given() -> None:
    g = stamped()
    g.after = desk.add_extra(g, Extra(3, D("0.4"), "a"))
    with pytest.raises(RuleError) as err:
        desk.consent(g, "Сидоров", at(15))
    assert err.value.code == "consent_not_needed"
    g.after = desk.add_extra(g, Extra(3, D("0.2"), "b"))  # 0.6: the head judge agrees
    assert [e.code for e in desk.problems(g)] == ["desk_consent_missing"]
    g.after, seats = desk.consent(g, "Сидоров", at(15))
    assert seats == [3] and desk.problems(g) == []
    g.after = desk.add_extra(g, Extra(3, D("0.1"), "c"))  # 0.7: consented to 0.6 only
    assert [(e.code, e.param_dict()["points"]) for e in desk.problems(g)] == [
        ("desk_consent_stale", D("0.7"))
    ]


def test_the_check_is_stale_once_the_record_changes() -> None:
    g = stamped()
    g.after = desk.sign(g, "Сидоров", at(20))
    assert desk.checked(g) and desk.problems(g) == []
    g.after = desk.add_extra(g, Extra(1, D("0.1"), "речь"))
    assert not desk.checked(g)
    assert [e.code for e in desk.problems(g)] == ["desk_signoff_stale"]
    g.after = desk.sign(g, "Сидоров", at(21))
    assert desk.checked(g)
    g.rename(4, "Шерлок Холмс")  # a nickname is part of what was checked
    assert not desk.checked(g)


def test_9_6_a_first_night_victim_without_a_best_move_is_asked_about() -> None:
    g = new_game("n*10; shot 4; don 1; sher 2; n; dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    assert g.state.over and g.state.nights[0].killed == 4 and g.state.best_move is None
    assert [(e.code, e.param_dict()) for e in desk.problems(g)] == [
        ("desk_best_move_missing", {"seat": 4})
    ]


def test_9_6_rules_that_record_no_best_move_ask_for_none() -> None:
    """A newcomer judged under AML (no best move recorded): B was refused, yet the results
    asked for the best move and the protocol printed «Игрок № 4: —»."""

    from mafia_tui.export.protocol_words import best_move_text
    from mafia_tui.rules.profile import PRESETS

    aml = PRESETS["AML"]
    assert not aml.best_move_recorded
    script = "n*10; shot 4; don 1; sher 2; n; dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"
    g = new_game(script, aml)
    assert g.state.over and g.state.nights[0].killed == 4
    assert desk.problems(g) == []
    assert best_move_text(g) == "—  (по этим правилам не записывается)"
    assert g.ruled_out("best_move") == "best_move_not_recorded"
    assert new_game(script).ruled_out("best_move") is None


def test_removal_of_entries_and_a_bad_index() -> None:
    g = stamped()
    g.after = desk.add_extra(g, Extra(1, D("0.1"), "a"))
    g.after = desk.add_penalty(g, Penalty(3, "8.5.2", "сломал"))
    g.after = desk.remove(g, "extras", 0)
    assert g.after.extras == [] and len(g.after.penalties) == 1
    with pytest.raises(RuleError) as err:
        desk.remove(g, "penalties", 3)
    assert (err.value.code, err.value.params) == ("bad_entry", {"index": 4})


def test_the_whole_record_survives_its_file() -> None:
    g = stamped()
    g.after = desk.add_extra(g, Extra(3, D("0.4"), "a"))
    g.after = desk.add_extra(g, Extra(3, D("0.3"), "b"))
    g.after, _ = desk.consent(g, "Сидоров", at(15))
    g.after = desk.file_protest(g, 5, "Протест", at(12))
    g.after = desk.decide(g, 0, Decision("accepted", "Фол снят", "Сидоров", at(18)))
    g.after = desk.sign(g, "Сидоров", at(20))
    back = game_from_dict(json.loads(json.dumps(game_to_dict(g))))
    assert back.after == g.after
    assert record_digest(back) == record_digest(g) and desk.checked(back)


def test_a_file_of_the_earlier_versions_keeps_its_protest_text() -> None:
    data = json.loads(
        (Path(__file__).resolve().parents[2] / "examples" / "red-win.json").read_text("utf-8")
    )
    data["after"]["protest"] = "Не согласен с итогом"
    game = game_from_dict(data)
    (protest,) = game.after.protests
    assert (protest.filer, protest.text, protest.at, protest.decision) == (
        None,
        "Не согласен с итогом",
        None,
        None,
    )
    assert "protest" not in game_to_dict(game)["after"]  # written the new way
    assert game_from_dict(game_to_dict(game)).after.protests == [protest]


@pytest.mark.parametrize(
    "change,field",
    [
        ({"protests": [{"filer": 11, "text": "x", "at": "2026-12-03T19:00:00+03:00"}]}, "filer"),
        ({"protests": [{"filer": 5, "text": "x", "at": "вчера"}]}, "at"),
        ({"protests": [{"filer": 5, "text": "x", "at": "2026-12-03T19:00:00"}]}, "at"),
        (
            {
                "protests": [
                    {
                        "filer": 5,
                        "text": "x",
                        "at": "2026-12-03T19:00:00+03:00",
                        "decision": {"outcome": "maybe", "reason": "r", "by": "b", "at": "x"},
                    }
                ]
            },
            "decision",
        ),
        ({"signoff": {"name": "a", "at": "2026-12-03T19:00:00+03:00", "record": "XYZ"}}, "record"),
        ({"consents": [{"seat": 3, "points": "0.7", "name": "a", "at": "x"}]}, "points"),
        (
            {"consents": [{"seat": "3", "points": 0.7, "name": "a", "at": AT}]},
            "consents[0].seat",
        ),
        ({"signoff": {"name": "a", "at": AT, "record": "a" * 65}}, "signoff.record"),
        ({"protests": [{"filer": 5, "text": "x", "at": 1796313600}]}, "protests[0].at"),
        ({"protests": [{"filer": 5, "text": "x", "at": "2026-12-03T19:00:00"}]}, "protests"),
        (
            {
                "protests": [
                    {
                        "filer": 5,
                        "text": "x",
                        "at": AT,
                        "decision": {"outcome": "accepted", "reason": 7, "by": "b", "at": AT},
                    }
                ]
            },
            "decision.reason",
        ),
    ],
)
def test_a_hostile_after_block_is_refused_naming_its_field(
    change: dict[str, list[dict[str, int | str]]]
    | dict[str, list[dict[str, int | str | dict[str, str]]]]
    | dict[str, dict[str, str]],
    field: str,
) -> None:
    data = json.loads(
        (Path(__file__).resolve().parents[2] / "examples" / "red-win.json").read_text("utf-8")
    )
    data["after"].update(change)
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.code == "bad_after"
    assert field in err.value.message("en")


def test_a_signoff_fingerprint_of_64_hex_digits_is_read() -> None:
    """A SHA-256 in hex is 64 digits: the longest the check accepts."""
    data = json.loads(
        (Path(__file__).resolve().parents[2] / "examples" / "red-win.json").read_text("utf-8")
    )
    data["after"]["signoff"] = {"name": "Главный судья", "at": AT, "record": "a" * 64}
    after = game_from_dict(data).after
    assert after.signoff is not None and after.signoff.record == "a" * 64


def test_a_name_with_a_bidi_character_is_refused() -> None:
    g = stamped()
    with pytest.raises(RuleError) as err:
        desk.sign(g, "Си\u202eдоров", at(20))
    assert err.value.code == "invisible_char"


@given(
    st.lists(
        st.tuples(st.integers(1, 10), st.integers(1, 14).map(lambda n: D(n) * D("0.05"))),
        max_size=6,
    )
)
def test_the_seat_sums_are_what_check_holds_to_the_limits(entries: list[tuple[int, D]]) -> None:
    """Whatever entries are tried, a record check accepts is one whose sums keep 8.4."""
    g = new_game(RED_WINS)
    after = AfterGame([Extra(seat, points, "r") for seat, points in entries])
    try:
        desk._checked(g, after)
    except RuleError:
        return
    sums: dict[int, D] = {}
    for seat, points in entries:
        sums[seat] = sums.get(seat, D(0)) + points
    winners = {p.seat for p in g.state.players if p.team.value == "red"}
    assert len(sums) <= 3 and sum(sums.values(), D(0)) <= 1
    assert all(v <= (D("0.7") if s in winners else D("0.4")) for s, v in sums.items())
    rows = desk.seats(g.__class__(g.header, g.players, g.profile, g.log, after, g.id))
    assert all(r.points.judge == sums.get(r.seat, D(0)) for r in rows)


def test_the_tournament_table_counts_the_recorded_result_and_names_unchecked_games() -> None:
    from mafia_tui.export.standings_notes import notes
    from mafia_tui.tournament.game_result import GameResult
    from mafia_tui.tournament.standings import compute
    from mafia_tui.tournament.tournament_rules import TournamentRules

    changed, checked_game = stamped(), stamped()
    changed.id, checked_game.id = "changed", "checked"
    changed.header = replace(changed.header, game_number=1)
    checked_game.header = replace(checked_game.header, game_number=2)
    changed.after = desk.file_protest(changed, "black", "Подсказка", at(12))
    decision = Decision("result_changed", "Видео", "Сидоров", at(20), "black")
    changed.after = desk.decide(changed, 0, decision)
    checked_game.after = desk.sign(checked_game, "Сидоров", at(20))
    st = compute([changed, checked_game], TournamentRules(k_max_participants=0))
    # the same ten players: the blacks won one game by the protest, the reds the other
    assert st.row("Мастер").main == 1 and st.row("Ёжик").main == 1
    assert [g.id for g in st.unsigned] == ["changed"]
    assert GameResult.from_dict(GameResult.of(checked_game).to_dict()).signed
    (line,) = [n for n in notes(st, "ru") if "предварительная" in n]
    assert "не проверил 1 из 2 игр — стол 2 игра 1 (отборочный)" in line


@pytest.mark.parametrize("after", [0, 1, 2, 3, 5])
@pytest.mark.parametrize("before", ["", "foul 1; n; n", "n*5"])
def test_the_end_is_found_among_any_number_of_actions_before_and_after_it(
    before: str, after: int
) -> None:
    """8.9.1 counts from the action that ended the game, wherever it is in the log: the
    search for it must land on it exactly, not on an offence recorded after the end."""
    script = "; ".join(x for x in (before, RED_WINS, *["dq 3 6.7.4"] * min(after, 1)) if x)
    g = stamped(script)
    for _ in range(after - 1):  # more entries after the end: a 7.3 mark on those disqualified
        last = g.log[-1]
        assert isinstance(last, Disqualify)
        g.apply(replace(last, seat=[5, 7, 9, 10][_ % 4], ts=at(len(g.log))))
    ending = next(
        i
        for i in range(len(g.log) + 1)
        if Game(g.header, g.players, g.profile, g.log[:i], g.after, g.id).state.over
    )
    assert g.ended_at() == at(ending - 1)


def test_the_judges_sum_and_a_record_over_the_limits_read_from_elsewhere() -> None:
    """8.4.2: the desk adds the judge's extra points; a record that breaks the limits (read
    from a file another program wrote) is named by the record check, not trusted."""
    g = new_game(RED_WINS)
    g.after = AfterGame([Extra(1, D("0.3"), "a"), Extra(3, D("0.25"), "b")])
    assert desk.judge_total(g.after) == D("0.55")
    assert desk.judge_total(AfterGame()) == D(0)
    assert "desk_limit" not in [e.code for e in desk.problems(g)]
    g.after = AfterGame([Extra(1, D("0.7"), "a"), Extra(3, D("0.7"), "b")])  # 1.4 > 1
    assert [e.code for e in desk.problems(g)][0] == "desk_limit"


def test_a_vote_the_game_ended_is_asked_about_only_when_a_count_is_missing() -> None:
    """9.5: a team defeat in the count leaves the counts not entered: asked about; the last
    candidate's own count (4.4.8: the rest) never is; a count a removal carried out (7.2)
    stopped by the rules, not by the game's end."""
    from mafia_tui.rules import FIIM_2018, Profile

    last: Profile = replace(FIIM_2018, enter_last_count=True)
    for counts, blank in (("vote 1", True), ("vote 1; vote 1", False)):
        g = new_game("nom 3; n; nom 5; n; n; nom 8; n*7; " + counts + "; team 7 6.8.1", last)
        assert g.state.over and g.state.days[0].outcome == "game_over"
        assert ("desk_vote_blank" in [e.code for e in desk.problems(g)]) is blank, counts
    fixed = new_game("nom 3; n; nom 5; n; n; nom 8; n*7; vote 6; foul 9; foul 9; foul 9")
    fixed.apply(Foul(9))  # 3 leaves by the standing vote, after one count
    for seat in (2, 6, 8):
        fixed.apply(Disqualify(seat, "6.7.4"))
    fixed.apply(Next())  # 3's last word runs on (7.10), then the game is over
    assert fixed.state.over and fixed.state.days[0].rounds[0].counts == [6]
    assert "desk_vote_blank" not in [e.code for e in desk.problems(fixed)]

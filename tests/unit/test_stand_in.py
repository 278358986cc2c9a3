"""A stand-in's game counts the way the tournament says: for the stand-in, or for nobody."""

import json
from pathlib import Path

import pytest

from mafia_tui.rules import Game
from mafia_tui.rules.errors import RuleError
from mafia_tui.tournament.game_result import GameResult
from mafia_tui.tournament.standings import compute
from mafia_tui.tournament.tournament_rules import TournamentRules
from tests.unit.test_tournament import PEOPLE, game


def with_stand_in(kind: str = "red", number: int = 2) -> Game:
    """A game where P11 sits in seat 4 for the planned P4."""
    nicks = PEOPLE[:10]
    nicks[3] = "P11"
    g = game(kind, nicks, number=number)
    g.state.players[3].stand_in_for = "P4"
    return g


def test_by_default_the_stand_in_plays_for_himself() -> None:
    st = compute([game("red"), with_stand_in()])
    assert st.row("P11").games == 1 and st.row("P4").games == 1


def test_for_nobody_the_seat_counts_in_no_row_but_the_game_counts_for_the_rest() -> None:
    rules = TournamentRules(stand_in="nobody")
    st = compute([game("red"), with_stand_in()], rules)
    assert "p11" not in {r.nick.casefold() for r in st.rows}
    assert st.row("P4").games == 1  # his own game only: the stand-in's is not his
    assert st.row("P1").games == 2 and st.games == 2


def test_the_mark_survives_the_results_cache() -> None:
    result = GameResult.of(with_stand_in())
    back = GameResult.from_dict(result.to_dict())
    assert back == result and back.seats[3].stand_in_for == "P4"
    plain = GameResult.of(game("red"))
    assert len(plain.to_dict()["seats"][0]) == 11  # unchanged for games without a stand-in


@pytest.mark.parametrize("value", ["stand_in", "nobody"])
def test_the_rule_is_read_from_the_rules_block(value: str) -> None:
    assert TournamentRules.from_dict({"stand_in": value}).stand_in == value


def test_an_unknown_stand_in_rule_is_refused() -> None:
    with pytest.raises(RuleError):
        TournamentRules.from_dict({"stand_in": "half"})


# --- K's count of participants (8.7): the tournament's, not every nickname that sat (#36) ---

TWENTY = [f"P{i}" for i in range(1, 21)]
"""A tournament of twenty declared participants: K applies (8.7)."""


def k_games(last: Game) -> list[Game]:
    """Three red wins and a black win: black is heavy, K = 1.5 (8.7.2) while K applies."""
    return [game("red", number=i) for i in range(1, 4)] + [last]


def test_a_stand_in_does_not_change_k_for_everyone() -> None:
    """The defect: P11 typed over P4's seat made 21 participants, and K stopped applying
    for the whole tournament, with no word to the judge."""
    black = game("black", number=4)
    plain = compute(k_games(black), participants=TWENTY)
    assert plain.participants == 20 and plain.k["tournament"] == 1.5
    nicks = PEOPLE[:10]
    nicks[3] = "P21"  # not one of the twenty: a stand-in from outside the tournament
    sub = game("black", nicks, number=4)
    sub.state.players[3].stand_in_for = "P4"
    st = compute(k_games(sub), participants=TWENTY)
    assert st.participants == 20 and st.k["tournament"] == 1.5
    assert [(g.game_number, p.nick, p.stand_in_for) for g, p in st.stand_ins] == [(4, "P21", "P4")]


@pytest.mark.parametrize("rule", ["stand_in", "nobody"])
def test_the_count_is_the_same_whichever_way_the_stand_in_counts(rule: str) -> None:
    nicks = PEOPLE[:10]
    nicks[3] = "P21"
    sub = game("black", nicks, number=4)
    sub.state.players[3].stand_in_for = "P4"
    st = compute(k_games(sub), TournamentRules(stand_in=rule), participants=TWENTY)
    assert st.participants == 20 and st.k["tournament"] == 1.5


def test_without_a_declared_list_a_stand_in_is_no_participant() -> None:
    st = compute([game("red"), with_stand_in()])
    assert st.participants == 10  # P1-P10; P11 sat only for P4


def test_a_player_who_sat_in_his_own_right_but_is_not_declared_is_named() -> None:
    """Not a stand-in and not on the list: a gap in the list, named for the head judge, and
    not counted (the count is the list's)."""
    nicks = PEOPLE[:10]
    nicks[3] = "P21"
    st = compute([game("red", nicks)], participants=TWENTY)
    assert st.participants == 20 and st.outsiders == ["P21"]


# --- the stand-in in every rendering of the table: a mark with a legend (#36) ------------------


@pytest.mark.parametrize("rule", ["stand_in", "nobody"])
def test_every_rendering_marks_the_stand_in_and_says_how_he_counts(
    rule: str, tmp_path: Path
) -> None:
    """Before, only the game file said ``stand_in_for``: no view of the table named the
    stand-in, how his game counted, or who counted for K."""
    from mafia_tui.export.standings import json_text, to_csv, to_text
    from mafia_tui.export.standings_pdf import write_standings_pdf
    from tests.export.pdf_read import flat, pdf_text

    rules = TournamentRules(stand_in=rule)
    st = compute([game("red"), with_stand_in()], rules, participants=PEOPLE[:10])
    how = "засчитана заменяющему" if rule == "stand_in" else "не засчитано никому"
    legend = "* — играл заменой за отсутствующего игрока: стол 1 игра 2 (отборочный) — P11"
    text = to_text(st, "T", "ru", rules)
    assert legend + " вместо игрока P4." in text and how in text
    assert "Для K (п. 8.7) участников 10 — участники турнира; заменяющие не считаются." in text
    rows = {line.split()[1]: line for line in text.splitlines()[2:] if line[:1].isdigit()}
    if rule == "stand_in":
        assert "P11*" in rows and "P4" in rows  # his row is marked; P4's is not
    else:
        assert not any(nick.startswith("P11") for nick in rows)
    data = json.loads(json_text(st, "T"))
    assert data["stand_ins"] == [
        {"game": with_stand_in().id, "seat": 4, "nick": "P11", "for": "P4"}
    ]
    by_nick = {r["nick"]: r for r in data["rows"]}
    if rule == "stand_in":
        assert by_nick["P11"]["stand_in_games"] == 1 and by_nick["P4"]["stand_in_games"] == 0
        assert by_nick["P11"]["trace"][0]["stand_in_for"] == "P4"
    table = to_csv(st, "ru").lstrip("\ufeff").split("\r\n\r\n")[0]  # then the notes
    csv_rows = [line.split(";") for line in table.splitlines()]
    assert csv_rows[0][-1] == "Игр заменой"
    assert {r[1]: r[-1] for r in csv_rows[1:]}.get("P11", "0") == (
        "1" if rule == "stand_in" else "0"
    )
    pdf = flat("\n".join(pdf_text(write_standings_pdf(st, "T", tmp_path / "t.pdf", rules))[0]))
    assert legend in pdf and how in pdf
    assert ("P11*" in pdf) == (rule == "stand_in")


def test_a_player_missing_from_the_list_is_named_under_the_table() -> None:
    from mafia_tui.export.standings import to_text

    nicks = PEOPLE[:10]
    nicks[3] = "P21"
    st = compute([game("red", nicks)], participants=TWENTY)
    text = to_text(st, "T", "ru")
    assert "Не в списке участников турнира, сели не заменой (для K не считаются): P21." in text

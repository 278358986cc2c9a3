"""Real recorded games' day records (issue #38, ruling 4): game 4872 of mafiaratings' sample
database (tests/data/mafiaratings/SOURCE.md) ended on a 4th foul during day 3's count, 3 v 3
after the removal; its day 3 says the vote was not held (7.1), and the protocol says so."""

from __future__ import annotations

import json
from pathlib import Path

from mafia_tui.export.mafiaratings_import import convert
from mafia_tui.export.protocol_words import day_result

DATA = Path(__file__).resolve().parents[1] / "data" / "mafiaratings" / "sample-db-games.json"


def test_game_4872_ended_in_a_count_marks_its_day_cancelled_by_7_1() -> None:
    doc = next(d for d in json.loads(DATA.read_text("utf-8")) if d["id"] == 4872)
    (converted,) = convert([doc])
    game = converted.game
    assert game is not None
    day = game.state.days[-1]
    assert (game.result, game.state.end_rule) == ("black", "1.4")
    assert (day.number, day.cancelled, day.outcome) == (3, "7.1", "cancelled")
    assert day_result(day) == ("голосование не проводится (п.\xa07.1)", "")

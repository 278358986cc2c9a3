"""One slot of the seating played twice (issue #36, found after items 3-4): both games counted
(«стол 1 игра 1 (отборочный); стол 1 игра 1 (отборочный)», «Игр: 6») and nothing said so.
The table now names the slot and its games until the head judge voids the one too many."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from mafia_tui.export.standings import json_text, to_csv, to_text
from mafia_tui.export.standings_pdf import write_standings_pdf
from mafia_tui.rules.voiding import void
from mafia_tui.tournament.standings import compute
from tests import autumn
from tests.export.pdf_read import flat, pdf_text

AGAIN = "autumn-r1-t1-again"


def test_a_slot_played_twice_is_named_with_its_games() -> None:
    st = autumn.standings()
    assert [[g.id for g in games] for games in st.repeats] == [["autumn-r1-t1", AGAIN]]


def test_once_the_head_judge_voids_one_the_slot_is_played_once() -> None:
    games = autumn.games()
    again = next(g for g in games if g.id == AGAIN)
    again.after = void(again, "Переиграна", "Сидоров", "2026-10-01T21:00:00+03:00")
    assert compute(games, participants=autumn.PEOPLE).repeats == []


def test_other_slots_and_games_without_a_table_or_number_are_no_repeat() -> None:
    games = [g for g in autumn.games() if g.id != AGAIN]
    assert compute(games).repeats == []
    unnumbered = [  # an imported game may give no table: 0, in no slot
        autumn.finished("red", autumn.PLAN[0][t], 1, 1, f"x{t}") for t in (0, 1)
    ]
    for g in unnumbered:
        g.header = dataclasses.replace(g.header, table=0)
    assert compute(unnumbered).repeats == []


def test_every_rendering_names_the_repeated_slot(tmp_path: Path) -> None:
    st = autumn.standings()
    slot = "стол 1 игра 1 (отборочный) — игры autumn-r1-t1, " + AGAIN
    assert slot in to_text(st, autumn.NAME, "ru")
    assert slot in to_csv(st, "ru")
    assert slot in flat(
        "\n".join(pdf_text(write_standings_pdf(st, autumn.NAME, tmp_path / "t.pdf"))[0])
    )
    assert "table 1 game 1 (qualifying): games autumn-r1-t1, " + AGAIN in to_text(
        st, autumn.NAME, "en"
    )
    assert json.loads(json_text(st, autumn.NAME))["repeats"] == [["autumn-r1-t1", AGAIN]]

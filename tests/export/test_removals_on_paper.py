"""A removal by fouls on paper (issue #38, 5): two technical fouls are said as such on page 1
(not «4 фола», no 4th-foul mark), and the tournament table's «Дискв.» counts
disqualifications (6.7, 6.8) only, with both columns in its legend."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from mafia_tui.export.protocol import write_protocol
from mafia_tui.export.standings_notes import notes
from mafia_tui.rules import FIIM_2018, TechFoul
from mafia_tui.rules.script import play
from mafia_tui.tournament.figures import cells
from mafia_tui.tournament.standings import compute
from tests.conftest import new_game
from tests.export.pdf_read import flat, pdf_text

TECH = replace(FIIM_2018, technical_fouls="two_remove")


def test_two_technical_fouls_are_printed_as_such_on_page_one(tmp_path: Path) -> None:
    game = new_game("foul 5", TECH)
    game.apply(TechFoul(5))
    game.apply(TechFoul(5))
    pages, _ = pdf_text(write_protocol(game, tmp_path / "t.pdf"))
    row = flat(pages[0]).split(" 5 Кот ")[1].split(" 6 Дон")[0]
    assert row.startswith("К × ТТ ") and "!" not in row, row
    assert "удалён(2техн.фола),день1" in row.replace(" ", "") and "4 фола" not in row
    fourth = new_game("foul 5; foul 5; foul 5; foul 5", TECH)
    pages, _ = pdf_text(write_protocol(fourth, tmp_path / "f.pdf"))
    row = flat(pages[0]).split(" 5 Кот ")[1].split(" 6 Дон")[0]
    assert row.startswith("К × × × ! ") and "удалён(4фола),день1" in row.replace(" ", ""), row


def test_the_dq_column_counts_disqualifications_only() -> None:
    removed = new_game("foul 1; foul 1; foul 1; foul 1", TECH)
    removed.apply(TechFoul(3))
    removed.apply(TechFoul(3))
    play(removed, "dq 5 6.7.4; team 7 6.8.1")
    assert removed.state.over
    st = compute([removed])
    dq = {row.nick: cells(row)["dq"] for row in st.rows}
    assert (dq["Ёжик"], dq["Лиса"], dq["Кот"], dq["Белка"]) == (0, 0, 1, 1)
    for lang, words in (("ru", ("Фолы —", "Дискв. —")), ("en", ("Fouls:", "DQ:"))):
        legend = " ".join(notes(st, lang))
        assert all(w in legend for w in words), (lang, legend)

"""The seating PDF: a page a round (table, seat → nickname, the judge), the players' sheet."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.seating_pdf import where_each_sits, write_seating_pdf
from mafia_tui.export.seating_texts import SEATING
from mafia_tui.storage.plan import data_dir_plan, read_plan, seating_by_name
from mafia_tui.tournament.seating import SeatingRequest, generate, rounds_for

from .pdf_read import flat, pdf_text, type_sizes

NICKS = [f"Ёж-{i}" for i in range(1, 22)]


def _seating() -> tuple[tuple[tuple[str, ...], ...], ...]:
    raw = generate(SeatingRequest(players=21, tables=rounds_for(21, 2, 10), games=10, seed=2))
    return seating_by_name(raw, NICKS)


def test_round_pages_name_each_seat_and_judge_and_the_sheet_every_place(tmp_path: Path) -> None:
    seating = _seating()
    out = write_seating_pdf("Кубок", seating, ("Иванов", "Петров"), tmp_path / "s.pdf", "ru")
    pages, reader = pdf_text(out)
    assert len(pages) == len(seating) + 1  # 11 rounds, then the players' sheet
    first = flat(pages[0])
    assert "тур 1 из 11" in first and "Стол 1" in first and "Стол 2" in first
    assert "Судья: Иванов" in first and "Судья: Петров" in first
    assert f"1 {seating[0][0][0]} " in first and f"10 {seating[0][1][9]}" in first
    last_round = flat(pages[len(seating) - 1])  # the short round: one table, its judge
    assert "Стол 2" not in last_round and "Судья: Иванов" in last_round
    sheet = flat(pages[-1])
    assert "ГДЕ Я СИЖУ" in sheet
    places = where_each_sits(seating)
    nick = NICKS[4]
    row = " ".join(f"{p[0]} · {p[1]}" if p else "—" for p in places[nick])
    assert f"{nick} {row}" in sheet
    assert all(sum(p is not None for p in v) == 10 for v in places.values())
    assert min(type_sizes(reader)) >= 7


def test_english_words_in_english(tmp_path: Path) -> None:
    out = write_seating_pdf("Cup", _seating(), (), tmp_path / "s.pdf", "en")
    pages, _ = pdf_text(out)
    assert "Table 1" in pages[0] and "Judge: —" in pages[0] and "WHERE I SIT" in pages[-1]


def test_cli_prints_the_stored_seating_and_refuses_a_tournament_without_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    names = tmp_path / "names.txt"
    names.write_text("\n".join(NICKS[:20]), encoding="utf-8")
    data = ["--data-dir", str(tmp_path / "d")]
    out = tmp_path / "plan.pdf"
    assert main(["seating", "--tournament", "Пусто", *data, "--pdf", str(out)]) == 2
    assert "нет участников" in capsys.readouterr().err and not out.exists()
    store = ["seating", "--tables", "2", "--games", "10", "--tournament", "Кубок", *data]
    assert main([*store, "--names", str(names), "--judge", "Сидоров", "--lang", "en"]) == 0
    assert main(["seating", "--tournament", "Кубок", *data, "--pdf", str(out), "--lang", "en"]) == 0
    assert SEATING.text("pdf_written", "en", path=out) in capsys.readouterr().out
    plan = read_plan(data_dir_plan(tmp_path / "d", "Кубок"))
    assert plan is not None
    pages, _ = pdf_text(out)
    assert "Judge: Сидоров" in pages[0] and plan.seating[0][1][0] in pages[0]


def test_cli_pdf_of_a_seating_file_numbers_the_players(tmp_path: Path) -> None:
    dimtom = tmp_path / "s.json"
    args = ["seating", "--players", "20", "--tables", "2", "--games", "10", "-o", str(dimtom)]
    assert main(args) == 0
    out = tmp_path / "s.pdf"
    assert main(["seating", "--score", str(dimtom), "--pdf", str(out), "--lang", "en"]) == 0
    sheet = flat(pdf_text(out)[0][-1])
    assert "WHERE I SIT — s" in sheet and " 20 " in sheet and " 21 " not in sheet


def test_an_unwritable_pdf_is_a_message_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["seating", "--players", "20", "--tables", "2", "--games", "10", "--lang", "en"]
    assert main([*args, "--pdf", str(tmp_path / "no" / "such" / "s.pdf")]) == 2
    assert "cannot write the PDF" in capsys.readouterr().err

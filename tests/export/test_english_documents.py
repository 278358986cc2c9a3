"""The tournament table's documents in English (issue #38, 11): `--lang en` gives an English
table PDF and trace PDF (decimal points, English headings and words), and the English CSV has
no identifier for a heading; the Russian ones stay Russian."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.standings import to_csv
from mafia_tui.export.standings_pdf import write_standings_pdf, write_trace_pdf
from mafia_tui.tournament.standings import compute
from tests.export.pdf_read import pdf_text
from tests.export.test_standings import CUP, cup_games

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def test_the_english_csv_heads_every_column_in_words() -> None:
    head = next(csv.reader(io.StringIO(to_csv(compute(cup_games()), "en"))))
    assert head[-2:] == ["Lot needed", "Stand-in games"]
    assert not [h for h in head if "_" in h or CYRILLIC.search(h)], head


@pytest.mark.parametrize("write", [write_standings_pdf, write_trace_pdf])
def test_the_tables_pdfs_follow_the_language(write: object, tmp_path: Path) -> None:
    st = compute(cup_games())
    names = {p.nick for game in cup_games() for p in game.state.players}
    for lang in ("en", "ru"):
        out = write(st, "Cup", tmp_path / f"{lang}.pdf", None, lang)  # type: ignore[operator]
        pages, _ = pdf_text(out)
        text = " ".join(pages)
        for nick in names:  # the players' names are data, in whatever script they have
            text = text.replace(nick, "")
        if lang == "en":
            assert not CYRILLIC.search(text), CYRILLIC.findall(text)[:20]
            assert "sheet 1 of" in text and re.search(r"\b\d+\.\d\d\b", text)
        else:
            assert "лист 1 из" in text and re.search(r"\b\d+,\d\d\b", text)


def test_standings_pdf_in_english_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "t.pdf"
    data = tmp_path / "data"
    code = main(["--lang", "en", "standings", str(CUP), "--data-dir", str(data), "--pdf", str(out)])
    assert code in (0, 2) and out.exists()
    pages, _ = pdf_text(out)
    assert "TOURNAMENT TABLE" in pages[0] and "ТУРНИРНАЯ" not in pages[0], pages[0][:200]

"""The tournament table's documents read back: the PDF with pypdf, the CSV with csv."""

import csv
import io
import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from mafia_tui.export.standings import (
    _csv,
    safe_text,
    to_csv,
    to_text,
    trace_csv,
    write_csv,
    write_trace_csv,
)
from mafia_tui.export.standings_notes import k_notes
from mafia_tui.export.standings_pdf import write_standings_pdf, write_trace_pdf
from mafia_tui.rules import Game, game_from_dict
from mafia_tui.tournament.figures import Figures
from mafia_tui.tournament.figures import rounded as cents
from mafia_tui.tournament.standings import Standings, compute
from mafia_tui.tournament.tournament_rules import TournamentRules
from tests.export.pdf_read import pdf_text, type_sizes

CUP = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"
EX = CUP.parent


def cup_games() -> list[Game]:
    return [
        game_from_dict(json.loads(p.read_text(encoding="utf-8")))
        for p in sorted(CUP.glob("cup-*.json"))
    ]


@pytest.fixture(scope="module")
def st() -> Standings:
    return compute(cup_games())


def decimal(text: str) -> Decimal:
    return Decimal(text.replace(",", "."))


def test_printed_totals_add_up_and_round_each_figure(st: Standings) -> None:
    for row in st.rows:
        f = Figures.of(row)
        assert f.total == f.main + f.ci + f.extra
        assert f.main == cents(row.main) and abs(f.total - cents(row.total)) <= Decimal("0.01")
    don = st.row("Дон Корлеоне")  # 6,33 + 0,13 + 0,55 printed 7,02 before: now 7,01
    assert Figures.of(don).total == Decimal("7.01") and cents(don.total) == Decimal("7.02")


def test_standings_pdf_is_russian_with_decimal_commas_and_adds_up(
    st: Standings, tmp_path: Path
) -> None:
    pages, reader = pdf_text(write_standings_pdf(st, "Кубок Примера 2026", tmp_path / "s.pdf"))
    text = re.sub(r"\s+", " ", "\n".join(pages))
    assert "ТУРНИРНАЯ ТАБЛИЦА — Кубок Примера 2026" in text
    assert not re.search(r"\d\.\d\d", text)  # no decimal point in any figure
    for english in ("black", "red", "tournament", "heavy"):
        assert english not in text
    assert "K (п. 8.7), весь турнир: K = 1,3333; тяжёлые игры — победы чёрных" in text
    assert "ЛХ показан отдельно и уже входит в Доп." in text
    assert "Итого — сумма напечатанных Осн., Ci и Доп." in text
    assert "ПУ — убит в первую ночь" in text  # the legend
    rows = re.findall(r"(-?\d+,\d\d) (-?\d+,\d\d) (-?\d+,\d\d) (-?\d+,\d\d) (-?\d+,\d\d)", text)
    assert len(rows) == len(st.rows)
    for main, ci, _best_move, extra, total in rows:
        assert decimal(main) + decimal(ci) + decimal(extra) == decimal(total)
    assert "6,33 0,13 0,25 0,55 7,01" in text
    assert min(type_sizes(reader)) >= 7


def test_k_per_stage_says_which_stage(tmp_path: Path) -> None:
    st = compute(cup_games(), TournamentRules(k_scope="stage"))
    notes = k_notes(st)
    assert len(notes) == len(st.k) == 2
    assert any(n.startswith("K (п. 8.7), этап «отборочный»:") for n in notes)
    assert any(n.startswith("K (п. 8.7), этап «финал»:") for n in notes)
    pages, _ = pdf_text(write_standings_pdf(st, "Кубок", tmp_path / "s.pdf"))
    text = re.sub(r"\s+", " ", "\n".join(pages))
    for note in notes:
        assert note in text


def test_k_not_applied_says_why() -> None:
    st = compute(cup_games(), participants=[f"p{i}" for i in range(25)])
    assert k_notes(st) == ["K (п. 8.7), весь турнир: не применяется — участников больше 20"]
    assert "K (8.7), whole tournament: not applied" in to_text(st, "Cup", "en")


def test_trace_pdf_has_every_game_of_every_player_and_the_table_s_figures(
    st: Standings, tmp_path: Path
) -> None:
    pages, reader = pdf_text(write_trace_pdf(st, "Кубок Примера 2026", tmp_path / "t.pdf"))
    text = "\n".join(pages)
    assert "ПОИГРОВАЯ РАСШИФРОВКА" in text and not re.search(r"\d\.\d\d", text)
    assert len(re.findall(r"^В таблице ", text, re.M)) == len(st.rows)
    assert len(re.findall(r"^Сумма ", text, re.M)) == len(st.rows)
    for row in st.rows:
        f = Figures.of(row)
        head = (
            f"{row.nick} — Итого {f.total} = Осн. {f.main} + Ci {f.ci} + Доп. {f.extra}".replace(
                ".", ","
            )
            .replace("Осн,", "Осн.")
            .replace("Доп,", "Доп.")
        )
        assert head in re.sub(r"\s+", " ", text)
    assert min(type_sizes(reader)) >= 7


def test_trace_csv_rows_sum_to_the_player_s_exact_total(st: Standings, tmp_path: Path) -> None:
    out = write_trace_csv(st, tmp_path / "t.csv", "ru", "plain")
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"), newline="")))
    assert len(rows) == sum(r.games for r in st.rows)
    for row in st.rows:
        mine = [x for x in rows if x["Игрок"] == row.nick]
        assert len(mine) == row.games
        exact = Decimal(row.total.numerator) / Decimal(row.total.denominator)
        assert abs(sum(Decimal(x["Итого"]) for x in mine) - exact) < Decimal("0.001")
    heavy = [x for x in rows if x["K"]]
    assert heavy and all(x["K"] == "1.3333" and x["Победа"] == "да" for x in heavy)


def test_csv_opens_in_russian_excel(st: Standings, tmp_path: Path) -> None:
    raw = write_csv(st, tmp_path / "s.csv", "ru").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with BOM
    table = raw.split(b"\r\n\r\n")[0] + b"\r\n"  # the notes follow a blank row
    assert b"\r\r\n" not in raw and table.count(b"\r\n") == len(st.rows) + 1
    rows = list(csv.reader(io.StringIO(table.decode("utf-8-sig"), newline=""), delimiter=";"))
    assert rows[0][:2] == ["Место", "Игрок"] and len(rows) == len(st.rows) + 1
    don = next(r for r in rows if r[1] == "Дон Корлеоне")
    assert don[9:14] == ["6,33", "0,13", "0,25", "0,55", "7,01"]


def test_csv_plain_is_for_programs(st: Standings) -> None:
    text = to_csv(st, "en", "plain")
    assert not text.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert rows[0][:2] == ["Place", "Player"]
    assert "7.01" in next(r for r in rows if r[1] == "Дон Корлеоне")
    assert to_csv(st, "en").startswith("\ufeffPlace,Player")  # Excel in an English locale


def test_csv_never_writes_a_formula(tmp_path: Path) -> None:
    game = game_from_dict(json.loads((EX / "red-win.json").read_text(encoding="utf-8")))
    hostile = {1: '=HYPERLINK("x")', 2: "+79991234567", 3: "-Лиса", 4: "@Кот"}
    for seat, nick in hostile.items():
        game.rename(seat, nick)
    st = compute([game])
    for text, sep in (
        (to_csv(st, "ru"), ";"),
        (trace_csv(st, "ru"), ";"),
        (to_csv(st, "en", "plain"), ","),
    ):
        rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"), newline=""), delimiter=sep))
        cells = [c for r in rows for c in r]
        for nick in hostile.values():
            assert "'" + nick in cells and nick not in cells
        assert all(not c.startswith(("=", "+", "@")) for c in cells)
    assert safe_text("Кот") == "Кот" and safe_text("\t=1") == "'\t=1"
    # a negative figure is a number, not text: it keeps its sign as Excel reads it
    assert _csv([[Decimal("-0.50"), "-x", 3]], "excel-ru") == "\ufeff-0,50;'-x;3\r\n"


def test_json_totals_match_the_table(st: Standings) -> None:
    from mafia_tui.export.standings import to_json

    data = to_json(st, "Кубок")
    for row, r in zip(data["rows"], st.rows, strict=True):
        assert Decimal(row["total"]) == Figures.of(r).total
        exact = Decimal(r.total.numerator) / Decimal(r.total.denominator)
        assert Decimal(row["total_exact"]) == exact.quantize(Decimal("0.0001"))
    assert "rounded" in data["rounding"]


def test_unfinished_games_are_named_by_table_and_game_not_by_file_id() -> None:
    """A newcomer read «Не завершены (не учтены): 2026-12-01-…-t1-g2» and could not tell which
    table to chase; the note names the game as the head judge does."""
    data = json.loads((CUP / "cup-q1-t1.json").read_text(encoding="utf-8"))
    data["id"] = "cup-unfinished-id"
    data["header"] |= {"table": 3, "game_number": 9}
    data["actions"] = data["actions"][:4]
    data.pop("after", None)
    data.pop("summary", None)
    st = compute([*cup_games(), game_from_dict(data)])
    text = to_text(st, "Кубок", "ru")
    line = next(x for x in text.splitlines() if x.startswith("Не завершены"))
    assert "стол 3 игра 9" in line and "cup-unfinished-id" not in line
    assert "table 3 game 9" in to_text(st, "Cup", "en")

"""`mafia-tui standings` through the stages: --before N, --finalists, a blind final."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from mafia_tui.__main__ import main

EX = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"


@pytest.fixture
def cup(tmp_path: Path) -> Path:
    folder = tmp_path / "cup"
    shutil.copytree(EX, folder)
    return folder


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["--lang", "ru", "standings", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def games_of(out: str) -> int:
    data = json.loads(out)
    counted = len({t["game"] for row in data["rows"] for t in row["trace"]})
    assert counted == data["games"]
    return counted


def test_before_n_counts_only_the_earlier_rounds(
    cup: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, str(cup), "--before", "3")
    assert code == 0 and out.splitlines()[0] == "Кубок Примера 2026 — таблица до игры 3"
    _, everything, _ = run(capsys, str(cup), "--json")
    _, two_rounds, _ = run(capsys, str(cup), "--json", "--before", "3")
    assert games_of(two_rounds) == 4 < games_of(everything) == 12


def test_finalists_are_the_best_of_the_table(cup: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, table, _ = run(capsys, str(cup), "--before", "5")
    best = [line.split()[1] for line in table.splitlines()[2:5]]
    code, out, _ = run(capsys, str(cup), "--before", "5", "--finalists", "3")
    assert code == 0 and out.startswith("В финал (3): " + ", ".join(best) + ".")


def test_a_blind_final_is_left_out_until_opened(
    cup: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, everything, _ = run(capsys, str(cup), "--json")
    code, out, _ = run(capsys, str(cup), "--hide-from", "final")
    assert code == 0 and "скрыта с этапа «финал»" in out
    plan = json.loads((cup / "tournament.json").read_text(encoding="utf-8"))["plan"]
    assert plan["hidden_from"] == "final" and "opened" not in plan
    _, hidden, _ = run(capsys, str(cup), "--json")
    assert games_of(hidden) == 8 and "без этапа «финал»" in json.loads(hidden)["tournament"]
    pdf = cup / "t.pdf"
    _, text, _ = run(capsys, str(cup), "--pdf", str(pdf))
    assert pdf.stat().st_size > 0 and text.startswith("Кубок Примера 2026 — без этапа «финал»")
    _, revealed, _ = run(capsys, str(cup), "--json", "--reveal")
    assert games_of(revealed) == games_of(everything)
    assert "ВКЛЮЧАЯ СКРЫТЫЙ" in json.loads(revealed)["tournament"]
    code, out, _ = run(capsys, str(cup), "--open")
    assert code == 0 and "открыта" in out
    _, opened, _ = run(capsys, str(cup), "--json")
    assert json.loads(opened) == json.loads(everything)
    _, again, _ = run(capsys, str(cup), "--open")
    assert "нечего открывать" in again


def test_bad_values_are_refused_with_a_message(
    cup: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, str(cup), "--hide-from", "полуфинал")
    assert code == 2 and "Этапа «полуфинал» нет" in err
    code, _, err = run(capsys, str(cup), "--before", "0")
    assert code == 2 and "начинается с 1" in err
    before = (cup / "tournament.json").read_bytes()
    assert (cup / "tournament.json").read_bytes() == before

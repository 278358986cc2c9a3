"""The command line: replay, export, blank, standings (run in-process through main())."""

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
EX = ROOT / "examples"


@pytest.mark.parametrize(
    "name,winner",
    [
        ("red-win", "red"),
        ("black-win", "black"),
        ("draw", "draw"),
        ("removal-cancels-vote", "red"),
        ("in-progress", None),
    ],
)
def test_replay_json(name: str, winner: str | None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(EX / f"{name}.json"), "--json", "--lang", "en"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["winner"] == winner
    assert {"seat", "nick", "role", "fouls", "status", "points", "extra_points"} <= set(
        data["players"][0]
    )
    assert all({"code", "rule", "message"} <= set(w) for w in data["warnings"])
    assert data["step"]["kind"] == ("game_over" if winner else "speech")


def test_replay_text_is_readable_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "ru", "replay", str(EX / "removal-cancels-vote.json")]) == 0
    out = capsys.readouterr().out
    assert "Голосование не проводится. Наступает ночь (п. 7.1)" in out
    assert "Гроза-77" in out and "удалён (4 фола)" in out


def test_replay_of_an_invalid_file_fails_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    data = json.loads((EX / "red-win.json").read_text(encoding="utf-8"))
    data["actions"].insert(5, {"type": "vote", "seat": 1, "count": 3})
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        main(["replay", str(bad), "--lang", "ru"])
    assert exit_.value.code == 2
    assert "Действие №5" in capsys.readouterr().err
    (tmp_path / "junk.json").write_text("{", encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["replay", str(tmp_path / "junk.json")])
    with pytest.raises(SystemExit):
        main(["replay", str(tmp_path / "missing.json")])


def test_export_and_blank(tmp_path: Path) -> None:
    assert main(["export", str(EX / "draw.json"), "--pdf", str(tmp_path / "p.pdf")]) == 0
    assert main(["blank", "--pdf", str(tmp_path / "b.pdf")]) == 0
    assert (tmp_path / "p.pdf").read_bytes()[:5] == b"%PDF-"
    assert (tmp_path / "b.pdf").stat().st_size > 1000


def test_standings_from_folder_with_csv_pdf_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cup = EX / "tournament-cup"
    args = [
        "standings",
        str(cup),
        "--csv",
        str(tmp_path / "s.csv"),
        "--pdf",
        str(tmp_path / "s.pdf"),
        "--json",
        "--lang",
        "ru",
    ]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 12 and len(data["rows"]) == 12
    assert data["rows"][0]["place"] == "1" and data["rows"][0]["trace"]
    csv = (tmp_path / "s.csv").read_text(encoding="utf-8")
    assert csv.splitlines()[0].startswith("\ufeffМесто;Игрок")  # Excel in a Russian locale
    from pypdf import PdfReader

    text = PdfReader(str(tmp_path / "s.pdf")).pages[0].extract_text()
    assert "ТУРНИРНАЯ ТАБЛИЦА" in text and data["rows"][0]["nick"] in text


def test_standings_by_name_from_the_data_dir(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from mafia_tui.session import Archive

    store = Archive(tmp_path)
    for f in (EX / "tournament-cup").glob("cup-*.json"):
        assert store.import_file(f).outcome == "imported"
    assert main(["standings", "Кубок Примера 2026", "--data-dir", str(tmp_path)]) == 0
    assert "Кубок Примера 2026" in capsys.readouterr().out
    assert main(["standings", "нет такого", "--data-dir", str(tmp_path)]) == 2


def test_standings_trace_and_csv_style(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cup = str(EX / "tournament-cup")
    args = [
        "standings",
        cup,
        "--lang",
        "ru",
        "--trace-csv",
        str(tmp_path / "t.csv"),
        "--trace-pdf",
        str(tmp_path / "t.pdf"),
        "--csv",
        str(tmp_path / "s.csv"),
        "--csv-style",
        "plain",
    ]
    assert main(args) == 0
    assert (tmp_path / "s.csv").read_text(encoding="utf-8").startswith("Место,Игрок")
    assert (tmp_path / "t.csv").read_text(encoding="utf-8").startswith("Игрок,Место,Игра")
    assert (tmp_path / "t.pdf").read_bytes()[:5] == b"%PDF-"
    out = capsys.readouterr().out
    assert "K (п. 8.7), весь турнир: K = 1,3333" in out and "tournament:" not in out

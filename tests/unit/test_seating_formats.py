"""Seating files (DimTom JSON, mafiaratings' [round][table][seat]) and the seating verb."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.seating_formats import SeatingFileError, dump, from_doc, load
from mafia_tui.rules.seating import SeatingRequest, generate

REQ = SeatingRequest(players=25, tables=(2, 2, 1), games=2, seed=3, iterations=2000)


@pytest.mark.parametrize("fmt", ["dimtom", "mafiaratings"])
def test_round_trip(fmt: str, tmp_path: Path) -> None:
    seating = generate(REQ)
    path = tmp_path / "s.json"
    path.write_text(dump(seating, REQ.players, fmt), encoding="utf-8")
    assert load(path) == seating


def test_dimtom_has_the_fields_mafiaratings_reads() -> None:
    doc = json.loads(dump(generate(REQ), REQ.players, "dimtom"))
    assert doc["configuration"] == {
        "numPlayers": 25,
        "numTables": 2,
        "numRounds": 3,
        "numGames": 5,
        "numAttempts": 1,
    }
    assert [r["gameIds"] for r in doc["rounds"]] == [[0, 1], [2, 3], [4]]
    assert all(len(g["players"]) == 10 for g in doc["games"])


def test_mafiaratings_is_a_three_level_array() -> None:
    doc = json.loads(dump(generate(REQ), REQ.players, "mafiaratings"))
    assert [len(rnd) for rnd in doc["seating"]] == [2, 2, 1]


@pytest.mark.parametrize(
    ("doc", "reason"),
    [
        ({"games": []}, "neither"),
        ({"seating": []}, "no rounds"),
        ({"seating": [[list(range(9))]]}, "without ten seats"),
        ({"seating": [[list(range(9)) + [0]]]}, "sits twice"),
        ({"seating": [[list(range(9)) + ["x"]]]}, "mix numbers and nicknames"),
        ({"seating": [[list(range(9)) + [-1]]]}, "not a player index"),
        ({"seating": [[list(range(9)) + [" "]]]}, "not a player index"),
        ({"seating": [[list(range(9)) + [True]]]}, "not a player index"),
        ({"rounds": [{"gameIds": [5]}], "games": []}, "not there"),
        ({"rounds": [{"id": 0}], "games": []}, "no gameIds"),
        ({"rounds": [], "games": [{"id": 0}]}, "no players"),
        ([1, 2], "neither"),
    ],
)
def test_malformed_documents_are_refused_with_a_reason(doc: object, reason: str) -> None:
    with pytest.raises(SeatingFileError, match=reason) as err:
        from_doc(doc)
    assert err.value.code == "file_shape"


def test_cli_generates_writes_and_scores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.json"
    args = ["seating", "--players", "20", "--tables", "2", "--games", "4", "--seed", "5"]
    assert main([*args, "--iterations", "3000", "-o", str(out), "--lang", "en"]) == 0
    made = capsys.readouterr().out
    assert "Seat cells at the ideal" in made and "Pair meetings" in made
    assert main(["seating", "--score", str(out), "--lang", "en"]) == 0
    scored = capsys.readouterr().out
    assert scored.strip() == made.split("\n", 1)[1].strip()  # less the "written" line


def test_cli_refusals_in_both_languages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["seating", "--players", "21", "--tables", "2", "--games", "7", "--lang", "en"]) == 2
    )
    assert "games per player that fit: 10" in capsys.readouterr().err
    assert (
        main(["seating", "--players", "21", "--tables", "2", "--games", "7", "--lang", "ru"]) == 2
    )
    assert "не целое число столов" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["seating", "--score", str(bad), "--lang", "en"]) == 2
    assert "not JSON" in capsys.readouterr().err
    assert main(["seating", "--score", str(tmp_path / "none.json"), "--lang", "ru"]) == 2
    assert "не прочитать" in capsys.readouterr().err
    assert main(["seating", "--players", "20", "--lang", "en"]) == 2
    assert "--games" in capsys.readouterr().err

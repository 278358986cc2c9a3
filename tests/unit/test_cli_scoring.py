"""``mafia-tui scoring``, ``standings --scoring`` and ``mafia-tui stats`` (in-process through
main(), on temporary data dirs)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
CUP = ROOT / "examples" / "tournament-cup"
SAMPLES = ROOT / "tests" / "data" / "mafiaratings" / "sample-db-games.json"

Cap = pytest.CaptureFixture[str]


def run(capsys: Cap, *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse's own refusals
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_list_names_every_system_and_its_source(tmp_path: Path, capsys: Cap) -> None:
    code, out, _ = run(capsys, "scoring", "--data-dir", str(tmp_path), "--lang", "en")
    assert code == 0
    keys = [line.split()[0] for line in out.splitlines() if line.startswith("  ")]
    assert keys[0] == "fiim" and len(keys) == 26
    assert "19v7" in keys and "19v1-sample" in keys
    assert "szotin/mafiaratings" in out and "17 definitions, 25 versions" in out


def test_the_list_as_json(tmp_path: Path, capsys: Cap) -> None:
    code, out, _ = run(capsys, "scoring", "--json", "--data-dir", str(tmp_path))
    data = json.loads(out)["scorings"]
    assert len(data) == 26 and data[1]["scoring"]


@pytest.mark.parametrize(("lang", "word"), [("ru", "когда:"), ("en", "when:")])
def test_a_system_explained(tmp_path: Path, capsys: Cap, lang: str, word: str) -> None:
    code, out, _ = run(capsys, "scoring", "ФИИМ", "--data-dir", str(tmp_path), "--lang", lang)
    assert code == 0
    assert word in out and "counter(0, j)" in out and "0ab7207bdb17" in out


def test_an_unknown_system(tmp_path: Path, capsys: Cap) -> None:
    code, _, err = run(capsys, "scoring", "AML-2099", "--data-dir", str(tmp_path), "--lang", "en")
    assert code == 2 and "no scoring definition" in err


def _write(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


BARE = {"main": [{"matter": 2, "points": 3}], "extra": [{"matter": 4194304, "points": "bonus()"}]}
API = {
    "scorings": [
        {
            "id": 77,
            "name": "Клубная",
            "versions": [
                {"version": 1, "rules": {"main": [{"matter": 2, "points": 1}]}},
                {"version": 2, "rules": {"main": [{"matter": 2, "points": 2}]}},
            ],
        }
    ],
    "count": 1,
}


def test_import_both_shapes(tmp_path: Path, capsys: Cap) -> None:
    data = tmp_path / "data"
    bare = _write(tmp_path / "my-club.json", BARE)
    code, out, _ = run(
        capsys, "scoring", "--import", str(bare), "--data-dir", str(data), "--lang", "en"
    )
    assert code == 0 and "my-club" in out and "imported" in out
    api = _write(tmp_path / "api.json", API)
    code, out, _ = run(
        capsys, "scoring", "--import", str(api), "--data-dir", str(data), "--lang", "en"
    )
    assert code == 0 and "77v1" in out and "77v2" in out
    code, out, _ = run(capsys, "scoring", "--data-dir", str(data), "--lang", "en")
    assert "my-club" in out and "77v2" in out and "Клубная, version 2" in out
    code, out, _ = run(capsys, "scoring", "Клубная", "--data-dir", str(data), "--lang", "en")
    assert "points: 2" in out, "the name gives the latest version"
    code, out, _ = run(
        capsys, "scoring", "--import", str(bare), "--data-dir", str(data), "--lang", "en"
    )
    assert "replaced" in out


def test_importing_a_shipped_definition_writes_nothing(tmp_path: Path, capsys: Cap) -> None:
    from mafia_tui.tournament.catalogue import shipped

    ours = next(e for e in shipped() if e.key == "19v7")
    api = _write(tmp_path / "api.json", {"scorings": [{"id": 19, "name": "ФИИМ", "versions": [
        {"version": 7, "rules": ours.document}]}]})  # fmt: skip
    data = tmp_path / "data"
    code, out, _ = run(
        capsys, "scoring", "--import", str(api), "--data-dir", str(data), "--lang", "en"
    )
    assert code == 0 and "already" in out
    assert not (data / "scorings").exists()


def test_a_bad_file_is_refused_whole_with_the_policy_named(tmp_path: Path, capsys: Cap) -> None:
    bad = {"scorings": [{"id": 77, "name": "Клубная", "versions": [
        {"version": 1, "rules": {"main": [{"matter": 2, "points": 1}]}},
        {"version": 2, "rules": {"main": [{"matter": 2}, {"matter": 2, "points": "1/0"}]}},
    ]}]}  # fmt: skip
    path = _write(tmp_path / "bad.json", bad)
    data = tmp_path / "data"
    code, _, err = run(
        capsys, "scoring", "--import", str(path), "--data-dir", str(data), "--lang", "en"
    )
    assert code == 2
    assert "main, policy 2" in err and "division by zero" in err
    assert not (data / "scorings").exists(), "all or none: version 1 is not stored either"
    (tmp_path / "junk.json").write_text("{", "utf-8")
    code, _, err = run(
        capsys, "scoring", "--import", str(tmp_path / "junk.json"), "--data-dir", str(data)
    )
    assert code == 2 and err
    code, _, err = run(
        capsys, "scoring", "--import", str(tmp_path / "none.json"), "--data-dir", str(data)
    )
    assert code == 2 and err


# --- standings --scoring ---------------------------------------------------------------------


def test_section_8_stays_the_default(tmp_path: Path, capsys: Cap) -> None:
    """No --scoring, --scoring fiim, and a tournament file naming fiim print the same bytes."""
    _, plain, _ = run(capsys, "standings", str(CUP), "--lang", "en")
    _, named, _ = run(capsys, "standings", str(CUP), "--lang", "en", "--scoring", "fiim")
    cup = tmp_path / "cup"
    shutil.copytree(CUP, cup)
    meta = json.loads((cup / "tournament.json").read_text("utf-8"))
    meta["scoring"] = "fiim"
    _write(cup / "tournament.json", meta)
    _, in_file, _ = run(capsys, "standings", str(cup), "--lang", "en")
    assert plain == named == in_file
    assert "Ci" in plain and "scoring:" not in plain


def test_the_table_under_a_definition_with_its_trace(capsys: Cap) -> None:
    code, out, _ = run(capsys, "standings", str(CUP), "--scoring", "19v7", "--lang", "en")
    assert code == 0
    assert out.startswith("Кубок Примера 2026 · scoring: ФИИМ, version 7")
    assert "Main  Leg.  Extra   Pen.    FK  Total" in out
    assert "The games of Ёжик:" in out and "matters:" in out and "«auto-bonus»" in out


def test_the_table_under_a_definition_as_json(capsys: Cap) -> None:
    code, out, _ = run(capsys, "standings", str(CUP), "--scoring", "33", "--json")
    data = json.loads(out)
    assert data["scoring"]["key"] == "33v1" and data["games"] == 12
    first = data["players"][0]
    assert first["place"] == "1" and len(first["games_trace"]) == first["games"]
    assert {"group", "policy", "points", "mvp"} <= set(first["games_trace"][0]["pays"][0])


def test_a_tournament_file_names_its_scoring(tmp_path: Path, capsys: Cap) -> None:
    cup = tmp_path / "cup"
    shutil.copytree(CUP, cup)
    meta = json.loads((cup / "tournament.json").read_text("utf-8"))
    meta["scoring"] = "MafClub"
    _write(cup / "tournament.json", meta)
    _, out, _ = run(capsys, "standings", str(cup), "--lang", "en")
    assert "scoring: MafClub, version 1" in out
    _, out, _ = run(capsys, "standings", str(cup), "--lang", "en", "--scoring", "fiim")
    assert "scoring:" not in out, "--scoring fiim asks for section 8 over the file's"
    meta["scoring"] = "nothing-like-it"
    _write(cup / "tournament.json", meta)
    code, _, err = run(capsys, "standings", str(cup), "--lang", "en")
    assert code == 2 and "nothing-like-it" in err


def test_a_definition_file_counts_the_table(tmp_path: Path, capsys: Cap) -> None:
    path = _write(tmp_path / "three.json", BARE)
    code, out, _ = run(
        capsys, "standings", str(CUP), "--scoring", str(path), "--lang", "en", "--json"
    )
    data = json.loads(out)
    wins = {p["nick"]: p["wins"] for p in data["players"]}
    assert all(p["points"]["main"] == 3 * wins[p["nick"]] for p in data["players"])


def test_the_section_8_renderings_are_not_offered_under_another(
    capsys: Cap, tmp_path: Path
) -> None:
    code, _, err = run(
        capsys, "standings", str(CUP), "--scoring", "19", "--csv", str(tmp_path / "x.csv")
    )
    assert code == 2 and "--csv" in err
    assert not (tmp_path / "x.csv").exists()


def test_the_repositorys_sample_games_under_each_system(tmp_path: Path, capsys: Cap) -> None:
    data = tmp_path / "data"
    assert run(capsys, "import", str(SAMPLES), "--data-dir", str(data))[0] in (0, 2)
    for key in ("19v7", "21v2", "33", "1v1"):
        code, out, _ = run(capsys, "standings", "mafiaratings-32", "--data-dir", str(data),
                           "--scoring", key, "--lang", "en")  # fmt: skip
        assert code == 0 and "games: 10, players: 20" in out and "The games of" in out


# --- stats -----------------------------------------------------------------------------------


@pytest.fixture
def cup_dir(tmp_path: Path, capsys: Cap) -> Path:
    data = tmp_path / "data"
    assert run(capsys, "import", str(CUP), "--data-dir", str(data))[0] == 0
    return data


@pytest.mark.parametrize(("lang", "words"), [("ru", "Мирный"), ("en", "Civilian")])
def test_a_players_statistics(cup_dir: Path, capsys: Cap, lang: str, words: str) -> None:
    code, out, _ = run(capsys, "stats", "Ёжик", "--data-dir", str(cup_dir), "--lang", lang)
    assert code == 0 and words in out and "Кубок Примера 2026" in out


def test_statistics_as_json_add_up(cup_dir: Path, capsys: Cap) -> None:
    code, out, _ = run(capsys, "stats", "--tournament", "Кубок Примера 2026", "--json",
                       "--data-dir", str(cup_dir))  # fmt: skip
    players = json.loads(out)["players"]
    assert len(players) == 12
    assert sum(p["games"] for p in players) == 120
    for p in players:
        assert sum(r["games"] for r in p["roles"].values()) == p["games"]
        assert sum(r["wins"] for r in p["roles"].values()) == p["wins"]


def test_statistics_as_csv(cup_dir: Path, capsys: Cap, tmp_path: Path) -> None:
    out = tmp_path / "s.csv"
    code, _, _ = run(capsys, "stats", "--csv", str(out), "--csv-style", "plain", "--data-dir",
                     str(cup_dir), "--lang", "en")  # fmt: skip
    lines = out.read_text("utf-8").splitlines()
    assert code == 0 and lines[0].startswith("Player,Games,Wins") and len(lines) == 13


def test_statistics_of_nobody(cup_dir: Path, capsys: Cap) -> None:
    code, _, err = run(capsys, "stats", "Nobody", "--data-dir", str(cup_dir), "--lang", "en")
    assert code == 2 and "Nobody" in err
    code, _, err = run(capsys, "stats", "--tournament", "Nope", "--data-dir", str(cup_dir))
    assert code == 2 and "Nope" in err

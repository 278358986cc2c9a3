"""A voided game in every view of the command line (issue #36, finding 4).

The head judge voids one game of the example cup with ``mafia-tui results GAME --void``; from
then on every view of the tournament is the one of a data dir that never had that game (the
same table, text, CSV, PDF rows, JSON, ``--before``, ``--finalists``, ``--unsigned``) plus a
note naming it with his reason, and ``export`` refuses it. Before, an archived game still
counted everywhere and nothing could void one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.session import Archive
from tests.export.pdf_read import pdf_text

EX = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"
CUP = "Кубок Примера 2026"
VOID = "cup-q2-t1"
"""Qualifying round 2 at table 1: inside every ``--before`` asked here."""
REASON = "Сыграна не по рассадке"


def data_dir(root: Path, leave_out: str = "") -> Path:
    store = Archive(root)
    for f in sorted(EX.glob("cup-*.json")):
        if f.stem != leave_out:
            assert store.import_file(f).outcome == "imported"
    return root


@pytest.fixture
def dirs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, Path]:
    """(the cup with ``VOID`` voided by the head judge, the cup without that game)."""
    voided = data_dir(tmp_path / "voided")
    code = main(
        ["--lang", "ru", "results", VOID, "--void", REASON, "--by", "Сидоров"]
        + ["--data-dir", str(voided)]
    )
    out = capsys.readouterr().out
    assert code == 0 and "Игра аннулирована (Сидоров: «Сыграна не по рассадке»)" in out
    assert "АННУЛИРОВАНА главным судьёй (Сидоров" in out
    return voided, data_dir(tmp_path / "without", leave_out=VOID)


def run(capsys: pytest.CaptureFixture[str], root: Path, *args: str) -> tuple[int, str]:
    code = main(["--lang", "ru", *args, "--data-dir", str(root)])
    return code, capsys.readouterr().out


def without_note(text: str) -> list[str]:
    """The lines of a view, but the note naming the voided games."""
    return [line for line in text.splitlines() if not line.startswith("Аннулированы")]


def test_the_text_table_is_the_one_without_the_game(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    voided, without = dirs
    _, shown = run(capsys, voided, "standings", CUP)
    _, reference = run(capsys, without, "standings", CUP)
    assert without_note(shown) == reference.splitlines()
    assert "Игр: 11" in shown
    note = next(line for line in shown.splitlines() if line.startswith("Аннулированы"))
    assert "стол 1 игра 2 (отборочный) — «Сыграна не по рассадке»" in note


def test_the_json_is_the_one_without_the_game(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    voided, without = dirs
    shown = json.loads(run(capsys, voided, "standings", CUP, "--json")[1])
    reference = json.loads(run(capsys, without, "standings", CUP, "--json")[1])
    assert shown.pop("voided") == [{"game": VOID, "table": 1, "game_number": 2, "reason": REASON}]
    assert reference.pop("voided") == []
    assert shown == reference and shown["games"] == 11
    assert VOID not in {t["game"] for r in shown["rows"] for t in r["trace"]}


def test_the_csv_is_the_one_without_the_game(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    voided, without = dirs
    run(capsys, voided, "standings", CUP, "--csv", str(tmp_path / "v.csv"))
    run(capsys, without, "standings", CUP, "--csv", str(tmp_path / "w.csv"))
    shown = (tmp_path / "v.csv").read_bytes().decode().split("\r\n\r\n")
    reference = (tmp_path / "w.csv").read_bytes().decode().split("\r\n\r\n")
    assert shown[0] == reference[0]  # the table; then its notes, which name the voided game
    assert "Аннулированы" in shown[1] and REASON in shown[1]
    assert without_note(shown[1].replace("\r\n", "\n")) == reference[1].splitlines()
    run(capsys, voided, "standings", CUP, "--trace-csv", str(tmp_path / "vt.csv"))
    run(capsys, without, "standings", CUP, "--trace-csv", str(tmp_path / "wt.csv"))
    assert (tmp_path / "vt.csv").read_bytes() == (tmp_path / "wt.csv").read_bytes()


def test_the_pdf_is_the_one_without_the_game_and_names_it(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    voided, without = dirs
    run(capsys, voided, "standings", CUP, "--pdf", str(tmp_path / "v.pdf"))
    run(capsys, without, "standings", CUP, "--pdf", str(tmp_path / "w.pdf"))
    shown = "\n".join(pdf_text(tmp_path / "v.pdf")[0])
    reference = "\n".join(pdf_text(tmp_path / "w.pdf")[0])
    rows = shown.split("K (п. 8.7)")[0]
    assert rows == reference.split("K (п. 8.7)")[0] and "Игр: 11" in shown
    assert "Аннулированы главным судьёй" in shown and "Сыграна не по рассадке" in shown


@pytest.mark.parametrize("before", ["3", "4", "5"])
def test_the_table_before_a_round_is_the_one_without_the_game(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str], before: str
) -> None:
    voided, without = dirs
    _, shown = run(capsys, voided, "standings", CUP, "--before", before, "--json")
    _, reference = run(capsys, without, "standings", CUP, "--before", before, "--json")
    shown_data, reference_data = json.loads(shown), json.loads(reference)
    shown_data.pop("voided"), reference_data.pop("voided")
    assert shown_data == reference_data


def test_the_finalists_are_the_ones_without_the_game(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    voided, without = dirs
    cut = ("standings", CUP, "--before", "5", "--finalists", "4")
    assert run(capsys, voided, *cut) == run(capsys, without, *cut)


def test_a_voided_game_waits_for_no_check(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    voided, without = dirs
    _, shown = run(capsys, voided, "standings", CUP, "--unsigned")
    _, reference = run(capsys, without, "standings", CUP, "--unsigned")
    assert VOID not in shown and shown == reference and len(shown.splitlines()) == 11


def test_export_skips_a_voided_game_of_a_tournament_and_says_why(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    voided, _ = dirs
    out_dir = tmp_path / "mr"
    code, out = run(capsys, voided, "export", CUP, "--format", "mafiaratings", "-o", str(out_dir))
    assert code == 0
    assert f"{VOID}.mafiaratings.json" not in {p.name for p in out_dir.iterdir()}
    assert len(list(out_dir.iterdir())) == 11
    assert "пропущена — игра аннулирована главным судьёй (Сидоров: «Сыграна не по рассадке»)" in out


def test_export_refuses_a_voided_game_named_alone(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    voided, _ = dirs
    game_file = voided / "games" / f"{VOID}.json"
    out = tmp_path / "one.json"
    code = main(
        ["--lang", "en", "export", str(game_file), "--format", "mafiaratings", "-o", str(out)]
    )
    err = capsys.readouterr().err
    assert code == 2 and not out.exists()
    assert 'the game is voided by the head judge (Сидоров: "Сыграна не по рассадке")' in err


def test_unvoid_brings_the_game_back_into_every_view(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    voided, _ = dirs
    assert run(capsys, voided, "results", VOID, "--unvoid")[0] == 0
    _, table = run(capsys, voided, "standings", CUP, "--json")
    assert json.loads(table)["games"] == 12 and json.loads(table)["voided"] == []
    code = main(["--lang", "ru", "results", VOID, "--unvoid", "--data-dir", str(voided)])
    assert code == 2 and "не аннулирована" in capsys.readouterr().err


def test_void_needs_the_head_judges_name_and_a_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = data_dir(tmp_path / "d")
    before = (root / "games" / f"{VOID}.json").read_bytes()
    assert main(["--lang", "en", "results", VOID, "--void", "x", "--data-dir", str(root)]) == 2
    assert "--by NAME" in capsys.readouterr().err
    args = ["--lang", "en", "results", VOID, "--void", " ", "--by", "Сидоров"]
    assert main([*args, "--data-dir", str(root)]) == 2
    assert "voided with a written reason" in capsys.readouterr().err
    assert (root / "games" / f"{VOID}.json").read_bytes() == before


def test_the_desk_json_says_the_game_is_voided(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    voided, _ = dirs
    _, out = run(capsys, voided, "results", VOID, "--json")
    data = json.loads(out)
    assert data["void"]["reason"] == REASON and data["void"]["by"] == "Сидоров"
    assert data["after"]["void"]["reason"] == REASON


def test_a_voided_game_cannot_be_queued_for_mafiaratings(
    dirs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    """Publishing builds through the same document as ``export``: a voided game is refused
    before anything is queued (what becomes of one already sent is the outbox's)."""
    voided, _ = dirs
    code = main(
        ["--lang", "ru", "publish", "--queue", VOID, "--event", "12", "--data-dir", str(voided)]
    )
    assert code == 2
    assert "аннулирована главным судьёй" in capsys.readouterr().err
    assert not (voided / "outbox").exists() or not any((voided / "outbox").iterdir())


def test_without_by_the_name_the_desk_remembers_is_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from mafia_tui.session import load_settings, save_settings

    root = data_dir(tmp_path / "d")
    settings = load_settings(root)
    settings.head_judge = "Сидоров"
    save_settings(root, settings)
    assert main(["--lang", "ru", "results", VOID, "--void", "Тест", "--data-dir", str(root)]) == 0
    stored = Archive(root).load(VOID).after.void
    assert stored is not None and stored.by == "Сидоров"


def test_the_desk_on_the_command_line_names_the_stand_in(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before, ``results`` printed the stand-in's nickname alone."""
    from tests.conftest import new_game

    archive = Archive(tmp_path / "d")
    session = archive.create(
        new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4", stand_ins={4: "Планный"})
    )
    session.close()
    gid = session.game.id
    _, out = run(capsys, archive.root, "results", gid)
    assert "Замена: место 4 — Шерлок вместо игрока Планный" in out
    _, out = run(capsys, archive.root, "results", gid, "--json")
    assert json.loads(out)["stand_ins"] == [{"seat": 4, "nick": "Шерлок", "for": "Планный"}]

"""Seating files (DimTom JSON, mafiaratings' [round][table][seat]) and the seating verb."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_tui.__main__ import main
from mafia_tui.export.seating_formats import (
    SeatingFileError,
    dump,
    from_doc,
    load,
    parse,
    read_doc,
)
from mafia_tui.tournament.seating import SeatingRequest, generate
from mafia_tui.tournament.seating_score import score

REQ = SeatingRequest(players=25, tables=(2, 2, 1), games=2, seed=3, iterations=2000)


@pytest.mark.parametrize("fmt", ["dimtom", "mafiaratings"])
def test_round_trip(fmt: str, tmp_path: Path) -> None:
    seating = generate(REQ)
    path = tmp_path / "s.json"
    path.write_text(dump(seating, REQ.players, fmt), encoding="utf-8")
    assert parse(path.read_text(encoding="utf-8")) == seating


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
    assert "none.json: файла нет" in capsys.readouterr().err
    assert main(["seating", "--players", "20", "--lang", "en"]) == 2
    assert "--games" in capsys.readouterr().err


# --- issue #37: a file's own ids, never an invented player; figures by independent count ---


def _dimtom(rounds: list[list[list[object]]], people: list[str] | None = None) -> dict[str, object]:
    games: list[dict[str, object]] = []
    ids: list[list[int]] = []
    for rnd in rounds:
        first = len(games)
        ids.append(list(range(first, first + len(rnd))))
        games.extend({"id": first + k, "players": t} for k, t in enumerate(rnd))
    doc: dict[str, object] = {
        "configuration": {"numPlayers": 0},
        "rounds": [{"id": r, "gameIds": g} for r, g in enumerate(ids)],
        "games": games,
    }
    if people is not None:
        doc["people"] = people
    return doc


def _independent(rounds: list[list[list[object]]]) -> tuple[int, int, int, int, int]:
    """Players, pairs never met, min and max meetings, ideal seat cells: counted afresh."""
    players = sorted({p for rnd in rounds for t in rnd for p in t}, key=str)
    met: Counter[frozenset[object]] = Counter()
    seats: Counter[tuple[object, int]] = Counter()
    games: Counter[object] = Counter()
    for rnd in rounds:
        for t in rnd:
            met.update(frozenset(c) for c in combinations(t, 2))
            seats.update((p, s) for s, p in enumerate(t))
            games.update(t)
    pairs = [met[frozenset(c)] for c in combinations(players, 2)]
    ideal = sum(
        1
        for p in players
        for s in range(10)
        if games[p] // 10 <= seats[(p, s)] <= -(-games[p] // 10)
    )
    return len(players), pairs.count(0), min(pairs), max(pairs), ideal


def test_a_file_numbered_from_one_invents_no_player_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The last pass read 20 players numbered 1..20 as 21 (a player 0 who never played):
    23 pairs that never meet instead of 3, 200 of 210 seat cells instead of 190 of 200."""
    bench = Path(__file__).resolve().parents[2] / "bench" / "seatings" / "bf2021-20_seats.json"
    seating = load(bench)
    shifted = [[[p + 1 for p in t] for t in rnd] for rnd in seating]
    path = tmp_path / "one-based.json"
    path.write_text(json.dumps(_dimtom(shifted)), encoding="utf-8")  # type: ignore[arg-type]
    assert main(["seating", "--score", str(path), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    players, never, low, high, ideal = _independent(shifted)  # type: ignore[arg-type]
    assert (players, never, ideal) == (20, 3, 190)
    assert "Seating: 20 players" in out
    assert f"Pairs that never meet: {never}" in out
    assert f"{ideal} of 200" in out and f"Pair meetings: {low}–{high}" in out


def test_a_file_of_nicknames_keeps_them_as_the_players(tmp_path: Path) -> None:
    names = [f"Ник {i}" for i in range(20)]
    rounds = [[names[:10], names[10:]], [names[5:15], names[15:] + names[:5]]]
    read_back = read_doc({"seating": rounds})
    assert set(read_back.ids) == set(names) and len(read_back.ids) == 20
    people = _dimtom([[list(range(10)), list(range(10, 20))]], people=names)
    assert read_doc(people).ids == tuple(names)


@st.composite
def files(draw: st.DrawFn) -> list[list[list[object]]]:
    """A random seating as a file would hold it: numbers from 0 or 1 (or further), or
    nicknames, some players maybe never seated."""
    players = draw(st.integers(10, 35))
    rounds = draw(st.integers(1, 5))
    start = draw(st.sampled_from([0, 1, 7, None]))
    rng = draw(st.randoms(use_true_random=False))
    label: list[object] = (
        [f"n{p}" for p in range(players)] if start is None else [p + start for p in range(players)]
    )
    out = []
    for _ in range(rounds):
        order = list(range(players))
        rng.shuffle(order)
        tables = draw(st.integers(1, players // 10))
        out.append([[label[p] for p in order[k * 10 : (k + 1) * 10]] for k in range(tables)])
    return out


@settings(max_examples=80, deadline=None)
@given(files(), st.sampled_from(["dimtom", "mafiaratings"]))
def test_score_equals_an_independent_count(rounds: list[list[list[object]]], fmt: str) -> None:
    doc = _dimtom(rounds) if fmt == "dimtom" else {"seating": rounds}
    read_back = read_doc(doc)
    q = score(read_back.seating, len(read_back.ids))
    players, never, low, high, ideal = _independent(rounds)
    assert (q.players, q.never_met, q.meetings_min, q.meetings_max) == (players, never, low, high)
    assert q.seat_cells_ideal == ideal and q.seat_cells == 10 * players
    assert set(read_back.ids) == {str(p) for rnd in rounds for t in rnd for p in t}

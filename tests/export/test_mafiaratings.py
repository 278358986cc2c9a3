"""The mafiaratings export: every field as the server's documentation writes it, honest
features, and the command line (export --format mafiaratings)."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.mafiaratings import game_document
from mafia_tui.rules import AfterGame, Game
from mafia_tui.rules.after import Extra, Penalty
from mafia_tui.rules.profile import PRESETS
from mafia_tui.rules.record import game_from_dict, game_to_dict
from mafia_tui.rules.script import play
from mafia_tui.storage import read_game_path
from tests.conftest import new_game, speeches

from .mafiaratings_schema import problems

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").rglob("*.json"))


def _games() -> list[tuple[str, Game]]:
    found = []
    for path in EXAMPLES:
        if path.name == "tournament.json":
            continue
        found.append((path.name, read_game_path(path).game))
    return found


def played() -> Game:
    """A red win with each black's shots, fouls in a speech and in a vote, a best move, a
    removal by four fouls (6.5) and a disqualification (6.7.4) on day 2."""
    g = new_game()
    play(g, "foul 3")
    speeches(g, {1: 8, 3: 5})
    play(g, "vote 7; n; shot 2:1,6:1; don 4; sher 2; best 2 6 8; n")
    play(g, "foul 5; foul 5; foul 5; foul 5; dq 6 6.7.4")
    speeches(g, {2: 3, 3: 2})
    play(g, "shot 2:3; sher 9; n")
    speeches(g, {4: 2, 7: 9})
    play(g, "foul 9; vote 5; n")
    assert g.result == "red"
    return g


@pytest.mark.parametrize("name,game", _games(), ids=[n for n, _ in _games()])
def test_every_finished_example_follows_the_servers_documentation(name: str, game: Game) -> None:
    exported = game_document(game)
    if not game.state.over:
        assert exported.document is None and exported.refused is not None
        assert exported.refused.key == "not_finished"
        return
    assert exported.document is not None
    assert problems(exported.document) == []
    # counts only: never the per-voter votes
    assert "v" not in exported.features and "k" not in exported.features
    assert all("voting" not in p for p in exported.document["players"])


def test_the_checker_catches_what_it_should() -> None:
    """The checker itself can fail: a broken document is reported point by point."""
    exported = game_document(played())
    assert exported.document is not None
    doc = json.loads(json.dumps(exported.document))
    doc["features"] = doc["features"].replace("h", "")
    doc["players"][0]["role"] = "maf"
    doc["players"][4]["death"]["time"] = {"round": 1, "time": "speaking"}
    doc["winner"] = "red"
    doc["rules"] = "0002000100009"
    found = problems(doc)
    assert "players[2]: present without 'h' in features" in " ".join(found).replace(".shooting", "")
    assert any("speaking needs a speaker" in p for p in found)
    assert any(p.startswith("roles") for p in found)
    assert any(p.startswith("winner") for p in found)
    assert any(p.startswith("rules") for p in found)


def test_a_game_in_the_servers_words() -> None:
    g = played()
    exported = game_document(g, {"Мастер": 77})
    doc = exported.document
    assert doc is not None and problems(doc) == []
    assert exported.features == "gsdutclhnwr"
    assert doc["version"] == "1.3" and doc["winner"] == "civ"
    assert doc["rules"] == "0002000100000"
    assert (doc["tableNum"], doc["gameNum"]) == (2, 3)
    p = doc["players"]
    assert [x.get("role") for x in p] == ["civ", "maf", "civ", "sheriff", "civ", "don", "civ",
                                          "maf", "civ", "civ"]  # fmt: skip
    assert p[1]["id"] == 77 and all("id" not in x for i, x in enumerate(p) if i != 1)
    # round 0 is day 1; round 1 is night 1 and day 2
    assert p[7]["death"] == {"round": 0, "type": "day"}
    assert p[0]["death"] == {"round": 1, "type": "night"}
    assert p[0]["legacy"] == [2, 6, 8]
    four = {"round": 1, "time": "speaking", "speaker": 2}
    assert p[4]["death"] == {"round": 1, "type": "warnings", "time": four}
    assert p[4]["warnings"] == [four] * 4
    assert p[5]["death"] == {"round": 1, "type": "kickOut", "time": four}
    assert p[2]["warnings"] == [{"round": 0, "time": "speaking", "speaker": 1}]
    assert p[8]["warnings"] == [{"round": 2, "time": "voting", "votingRound": 0, "nominee": 2}]
    assert p[3]["don"] == 1 and p[1]["sheriff"] == 1 and p[8]["sheriff"] == 2
    assert p[0]["nominating"] == [8] and p[2]["nominating"] == [5, 2]
    assert p[3]["nominating"] == [None, None, 2]
    # each black's shots from night 1; the Don left on day 2
    assert p[1]["shooting"] == [1, 3] and p[5]["shooting"] == [1]
    assert "shooting" not in p[7]
    keys = {n.key for n in exported.left_out}
    assert keys == {"left_voting", "left_times", "left_player_ids"}  # no roster, no --ids


def test_a_shot_without_each_blacks_shot_claims_no_h() -> None:
    data = game_to_dict(played())
    for action in data["actions"]:
        if action["type"] == "shot":
            shots = action.pop("shots")
            action["target"] = shots[0][1]
    exported = game_document(game_from_dict(data))
    assert exported.document is not None and problems(exported.document) == []
    assert "h" not in exported.features
    assert all("shooting" not in p for p in exported.document["players"])
    assert "left_shooting" in {n.key for n in exported.left_out}


def test_team_defeat_and_times() -> None:
    stamps = iter(f"2026-12-03T18:{m:02d}:00+03:00" for m in range(60))
    bare = new_game(zero=False)
    g = Game(bare.header, bare.players, bare.profile, [], None, bare.id)
    for word in ("n", "n", "n", "team 6 6.8.1"):
        play(g, word)
        stamped = game_to_dict(g)
        stamped["actions"][-1]["ts"] = next(stamps)
        g = game_from_dict(stamped)
    exported = game_document(g)
    doc = exported.document
    assert doc is not None and problems(doc) == [], problems(doc or {})
    assert doc["winner"] == "civ"
    assert doc["players"][5]["death"] == {
        "round": 0,
        "type": "teamKickOut",
        "time": {"round": 0, "time": "speaking", "speaker": 1},
    }
    assert doc["startTime"] == 1796310000  # 2026-12-03 18:00 +03:00 in unix seconds
    assert doc["endTime"] == 1796310000 + 3 * 60  # the last entry with a time


def test_extras_sum_into_bonus_and_penalties_join_them() -> None:
    g = played()
    g.after = AfterGame(
        extras=[Extra(4, Decimal("0.3"), "Вёл город"),
                Extra(4, Decimal("0.2"), "Нашёл дона")],
        penalties=[Penalty(9, "8.5.3", "Вскрылся")],
    )  # fmt: skip
    exported = game_document(g)
    p = exported.document["players"] if exported.document else []
    assert p[3]["bonus"] == 0.5 and p[3]["comment"] == "Вёл город; Нашёл дона"
    assert p[8]["bonus"] == -0.4 and p[8]["comment"] == "8.5.3: Вскрылся"
    assert "penalties_in_bonus" in {n.key for n in exported.left_out}


def test_rules_no_code_plays_are_refused() -> None:
    """Day 1 with nominations only has no firstVoting value: a document with another code
    would say the game was played otherwise."""
    g = new_game(profile=PRESETS["day1-no-vote"])
    play(g, "team 6 6.8.1")
    assert g.result == "red"
    exported = game_document(g)
    assert exported.document is None and exported.refused is not None
    assert exported.refused.key == "rules_refused"
    assert "firstVoting" in exported.refused.text("en")


def test_the_command_writes_one_file_or_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "one.json"
    assert main(["--lang", "en", "export", str(ROOT / "examples/red-win.json"),
                 "--format", "mafiaratings", "-o", str(out)]) == 0  # fmt: skip
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert problems(doc) == []
    said = capsys.readouterr().out
    assert "written (features gsdutclnwr)" in said and "votes (v) left out" in said
    folder = tmp_path / "cup"
    ids = tmp_path / "ids.json"
    ids.write_text(json.dumps({"Ёжик": 5}), encoding="utf-8")
    assert main(["export", str(ROOT / "examples/tournament-cup"), "--format", "mafiaratings",
                 "-o", str(folder), "--ids", str(ids)]) == 0  # fmt: skip
    files = sorted(folder.glob("*.json"))
    assert len(files) == 12
    for f in files:
        doc = json.loads(f.read_text(encoding="utf-8"))
        assert problems(doc) == []
        assert [p.get("id") for p in doc["players"] if p["name"] == "Ёжик"] in ([5], [])


def test_the_command_refuses_clearly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    unfinished = ROOT / "examples/in-progress.json"
    assert main(["--lang", "en", "export", str(unfinished), "--format", "mafiaratings",
                 "-o", str(tmp_path / "x.json")]) == 2  # fmt: skip
    assert "not over" in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()
    bad = tmp_path / "ids.json"
    bad.write_text('{"Ёжик": "5"}', encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["--lang", "en", "export", str(ROOT / "examples/red-win.json"), "--format",
              "mafiaratings", "--ids", str(bad)])  # fmt: skip
    assert "expected a JSON object" in capsys.readouterr().err
    assert main(["--lang", "en", "export", str(ROOT / "examples/red-win.json")]) == 2
    assert "--pdf FILE" in capsys.readouterr().err


def test_the_screens_short_list_of_what_is_left_out() -> None:
    from mafia_tui.export.mafiaratings import brief

    black = read_game_path(ROOT / "examples/black-win.json").game
    assert brief(game_document(black), "ru") == (
        "выстрелы (h), голоса (v), штрафы в bonus, протесты, комментарии, id игроков"
    )
    assert brief(game_document(played()), "en") == "votes (v), times, player ids"

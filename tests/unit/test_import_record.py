"""What a game imported from another tool keeps in our record (issue #36): the game built by
the engine as it is converted (one replay), the titles beside the points, and a header
without a table or game number when the source had none."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.rules import Game, RuleError, Vote, game_from_dict, game_to_dict
from mafia_tui.rules.after import AfterGame, Title
from mafia_tui.rules.record import game_fingerprint
from mafia_tui.rules.setup import Header
from tests.conftest import new_game

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _example(name: str) -> Game:
    return game_from_dict(json.loads((EXAMPLES / f"{name}.json").read_text("utf-8")))


@pytest.mark.parametrize("name", ["red-win", "black-win", "draw"])
def test_a_game_fed_action_by_action_is_the_game_read_from_its_file(name: str) -> None:
    read = _example(name)
    fed = Game(read.header, read.players, read.profile, after=read.after, game_id=read.id)
    for action in read.log:
        fed.feed(action)
    assert fed.state == read.state and fed.log == read.log
    assert game_fingerprint(fed) == game_fingerprint(read)
    # the states kept are the file's: an undo replays from them to the same states
    for _ in range(min(40, len(read.log))):
        assert fed.state == read.state
        fed.undo()
        read.undo()
    assert fed.state == read.state


def test_an_action_the_rules_refuse_is_refused_when_fed() -> None:
    g = new_game()
    with pytest.raises(RuleError) as err:
        g.feed(Vote(3, 4))  # no vote now: a speech
    assert err.value.code == "wrong_step" and len(g.log) == 3  # the zero night only


def test_restamp_changes_the_stamp_only() -> None:
    g = _example("red-win")
    before = g.state
    g.restamp(0, "2026-01-02T03:04:05+00:00")
    assert g.log[0].ts == "2026-01-02T03:04:05+00:00" and g.state is before
    assert game_to_dict(g)["actions"][0]["ts"] == "2026-01-02T03:04:05+00:00"


def test_titles_are_kept_in_the_after_block_and_read_back() -> None:
    g = _example("red-win")
    g.after = g.after.copy(titles=[Title(3, "best_player"), Title(7, "best_move")])
    data = game_to_dict(g)
    assert data["after"]["titles"] == [
        {"seat": 3, "title": "best_player"},
        {"seat": 7, "title": "best_move"},
    ]
    back = game_from_dict(json.loads(json.dumps(data)))
    assert back.after.titles == [Title(3, "best_player"), Title(7, "best_move")]
    assert "titles" not in game_to_dict(_example("red-win"))["after"]  # none: not written


@pytest.mark.parametrize(
    "titles",
    [
        [{"seat": 3, "title": "mvp"}],
        [{"seat": 11, "title": "best_player"}],
        [{"seat": 3, "title": "best_player"}, {"seat": 3, "title": "best_player"}],
        [{"seat": 3}],
    ],
)
def test_a_wrong_title_is_refused(titles: list[dict[str, object]]) -> None:
    data = game_to_dict(_example("red-win"))
    data["after"]["titles"] = titles
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.code == "bad_after"


def test_titles_need_a_finished_game() -> None:
    g = new_game()
    data = game_to_dict(g)
    data["after"]["titles"] = [{"seat": 3, "title": "best_player"}]
    with pytest.raises(RuleError):
        game_from_dict(data)
    assert AfterGame().titles == []


def test_a_header_without_table_or_game_number_reads_and_is_kept() -> None:
    data = game_to_dict(_example("red-win"))
    data["header"]["table"] = 0
    data["header"]["game_number"] = 0
    game = game_from_dict(data)
    assert (game.header.table, game.header.game_number) == (0, 0)
    assert game_to_dict(game)["header"]["table"] == 0
    for bad in (-1, 10000, True, "1"):
        data["header"]["table"] = bad
        with pytest.raises(RuleError) as err:
            game_from_dict(data)
        assert err.value.code == "bad_header"
    Header(table=0, game_number=0).validate()

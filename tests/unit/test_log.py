"""The game as a log: undo, foul corrections, refused actions, the file round trip."""

import json
import subprocess
import sys

import pytest

from mafia_tui.rules import (
    Foul,
    Game,
    Nominate,
    RuleError,
    Vote,
    WithdrawFoul,
    game_from_dict,
    game_to_dict,
)
from mafia_tui.rules.script import play
from tests.conftest import new_game, speeches


def test_refused_action_leaves_the_state_unchanged(game: Game) -> None:
    play(game, "nom 4")
    before_state, before_log = game.state, game.log
    for bad in (Foul(11), Nominate(2, 5), Vote(4, 3)):
        with pytest.raises(RuleError) as err:
            game.apply(bad)
        assert err.value.code and err.value.message("ru") and err.value.message("en")
    assert game.state is before_state and game.log == before_log


def test_undo_restores_the_exact_earlier_state(game: Game) -> None:
    snapshots = [game.state]
    for token in ("nom 4", "foul 2", "n", "foul 2", "foul 2", "n"):
        play(game, token)
        snapshots.append(game.state)
    for expected in reversed(snapshots[:-1]):
        game.undo()
        assert game.state == expected
    assert game.log[-1].TYPE == "next"  # the zero night's steps remain


def test_undo_on_an_empty_log_is_refused() -> None:
    g = new_game(zero=False)
    with pytest.raises(RuleError) as err:
        g.undo()
    assert err.value.code == "nothing_to_undo"


def test_withdrawn_foul_is_replayed_away_and_later_actions_stay(game: Game) -> None:
    play(game, "foul 3")
    ref = len(game.log) - 1
    play(game, "foul 3; foul 3; nom 5; n")
    assert game.state.player(3).mute_pending
    game.apply(WithdrawFoul(ref))
    assert game.state.player(3).fouls == 2 and not game.state.player(3).mute_pending
    assert game.state.days[0].candidates == [5]
    with pytest.raises(RuleError) as err:
        game.apply(WithdrawFoul(ref))
    assert err.value.code == "withdraw_twice"
    game.undo()
    assert game.state.player(3).fouls == 3


def test_withdrawal_refused_when_what_followed_no_longer_holds(game: Game) -> None:
    play(game, "foul 6")
    ref = len(game.log) - 1
    play(game, "foul 6; foul 6; foul 6")  # the Don is removed on day 1
    speeches(game)
    play(game, "shot 1; sher 2")  # so night 1 has no Don's check
    # Without the first foul the Don stays, and the night would wait for his check.
    with pytest.raises(RuleError) as err:
        game.apply(WithdrawFoul(ref))
    assert err.value.code == "withdraw_conflict"
    assert "не проходит" in err.value.message("ru")
    assert game.state.player(6).fouls == 4


def test_a_foul_in_the_agreement_the_logs_first_action_can_be_withdrawn() -> None:
    game = new_game(zero=False)
    play(game, "foul 3")
    assert game.state.player(3).fouls == 1
    game.apply(WithdrawFoul(0))
    assert game.state.player(3).fouls == 0


def test_withdraw_must_name_a_foul(game: Game) -> None:
    play(game, "nom 4")
    with pytest.raises(RuleError) as err:
        game.apply(WithdrawFoul(len(game.log) - 1))
    assert err.value.code == "withdraw_not_foul"


def test_save_then_load_gives_the_identical_game(game: Game) -> None:
    speeches(game, {1: 5, 2: 3})
    play(game, "vote 5; n*2; vote 6; n; shot 1; don 4; sher 6; best 2 6 8")
    data = json.loads(json.dumps(game_to_dict(game), ensure_ascii=False))
    again = game_from_dict(data)
    assert again.state == game.state and again.log == game.log and again.id == game.id
    assert again.header == game.header and again.profile == game.profile


def test_a_newer_version_is_refused_as_newer_not_as_damage(game: Game) -> None:
    data = game_to_dict(game)
    data["version"] = 99
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.code == "newer_version" and "99" in err.value.message("ru")
    assert "более новой версией" in err.value.message("ru")


def test_an_invalid_action_is_named_by_its_index(game: Game) -> None:
    data = game_to_dict(game)
    data["actions"].append({"type": "vote", "seat": 3, "count": 2})
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.code == "bad_action" and err.value.params["index"] == 3
    assert "№3" in err.value.message("ru") and "vote" in err.value.message("en")
    data["actions"][-1] = {"type": "dance"}
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert "dance" in err.value.message("en")


def test_a_foreign_file_is_refused() -> None:
    with pytest.raises(RuleError) as err:
        game_from_dict({"hello": "world"})
    assert err.value.code == "bad_file"


@pytest.mark.parametrize(
    "module", ["fpdf", "mafia_tui.storage.results_cache", "textual.widgets._text_area"]
)
def test_start_up_does_not_import_what_only_a_later_screen_needs(module: str) -> None:
    """Each costs every start-up milliseconds: the PDF library is the export's, the results cache
    the tournament table's, Textual's TextArea the results screen's."""
    code = (
        "import sys, mafia_tui.__main__, mafia_tui.ui.app, mafia_tui.ui.screens.game,"
        " mafia_tui.ui.screens.start;"
        f"sys.exit(1 if {module!r} in sys.modules else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_a_nickname_typo_is_corrected_without_touching_the_game(game: Game) -> None:
    play(game, "nom 4; foul 2")
    before, log = game.state, game.log
    game.rename(3, "  Лиса Алиса ")
    assert game.state.player(3).nick == "Лиса Алиса" and game.players[2].nick == "Лиса Алиса"
    assert game.state.player(2).fouls == before.player(2).fouls and game.log == log
    assert game.state.step == before.step
    with pytest.raises(RuleError) as err:
        game.rename(4, "ёжик")
    assert err.value.code == "duplicate_nick"
    with pytest.raises(RuleError):
        game.rename(4, "")
    assert game_from_dict(game_to_dict(game)).state == game.state


def test_a_long_session_keeps_a_bounded_share_of_its_states() -> None:
    """Issue #24, finding 9: memory grew with every action judged. Beyond the last
    KEPT_RECENT actions only every KEPT_EVERY-th state is kept; undo still restores each."""
    from mafia_tui.rules import WithdrawFoul
    from mafia_tui.rules.game import KEPT_EVERY, KEPT_RECENT
    from tests.conftest import new_game

    game = new_game()
    states = [game.state]
    for _ in range(150):
        game.apply(Foul(1))
        states.append(game.state)
        game.apply(WithdrawFoul(len(game.log) - 1))
        states.append(game.state)
    kept = sum(s is not None for s in game._states)
    total = len(game._states)
    assert kept <= KEPT_RECENT + 1 + total // KEPT_EVERY + 1 < total // 2
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.state == expected

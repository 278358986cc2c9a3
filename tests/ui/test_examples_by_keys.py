"""Play every example game through the real keys and reach what `mafia-tui replay` reports."""

import json
from pathlib import Path

import pytest

from mafia_tui.rules import Game, game_from_dict
from mafia_tui.rules.report import summary
from mafia_tui.rules.script import parse_one as parse
from tests.ui.conftest import MakeApp
from tests.ui.keys_for import keys_for, tokens

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples").glob("*.json"))


def script_of(example: Path) -> str:
    import importlib.util

    spec = importlib.util.spec_from_file_location("build", ROOT / "examples" / "build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    script: str = build.GAMES[example.stem][0]
    return script


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
async def test_example_played_by_keys_matches_replay(example: Path, make_app: MakeApp) -> None:
    recorded = game_from_dict(json.loads(example.read_text(encoding="utf-8")))
    fresh = Game(recorded.header, recorded.players, recorded.profile)
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        session = app.store.create(fresh)
        app.play(session)
        await pilot.pause()
        shadow = Game(recorded.header, recorded.players, recorded.profile)
        presses = 0
        for token in tokens(script_of(example)):
            keys = keys_for(token, shadow)
            shadow.apply(parse(token, shadow))
            await pilot.press(*keys)
            presses += len(keys)
            if shadow.state.over and app.screen.id == "end":
                await pilot.press("escape")
        game = session.game
        assert [a.to_dict() | {"ts": None} for a in game.log] == [
            a.to_dict() | {"ts": None} for a in recorded.log
        ]
        assert game.state == recorded.state
        got, want = summary(game), summary(recorded)
        for key in ("winner", "step", "days", "nights", "best_move"):
            assert got[key] == want[key]
        assert [(p["seat"], p["fouls"], p["status"], p["points"]) for p in got["players"]] == [
            (p["seat"], p["fouls"], p["status"], p["points"]) for p in want["players"]
        ]
        on_disk = app.store.load(game.id)
        assert on_disk.state == recorded.state  # every key press was saved

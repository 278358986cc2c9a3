"""The game file: a versioned JSON document (docs/FORMAT.md) and its strict reader.

Pure: it turns a :class:`Game` into plain data and back. Reading and writing files is the
storage layer's job.
"""

from __future__ import annotations

from typing import Any

from .actions import action_from_dict
from .errors import RuleError
from .game import Game
from .profile import FIIM_2018, Profile
from .scoring import AfterGame
from .setup import Header, make_players

FORMAT = "mafia-tui/game"
VERSION = 1


def game_to_dict(game: Game) -> dict[str, Any]:
    """The whole game as JSON-ready data."""
    state = game.state
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": game.id,
        "header": game.header.to_dict(),
        "players": [{"seat": p.seat, "nick": p.nick, "role": p.role.value}
                    for p in game.players],
        "profile": game.profile.to_dict(),
        "actions": [a.to_dict() for a in game.log],
        "after": game.after.to_dict(),
        "summary": {"result": state.result, "finished": state.over, "actions": len(game.log)},
    }


def game_from_dict(data: Any) -> Game:
    """Read a game file's data, replaying every action.

    The ``summary`` block is ignored on reading: the state always comes from the log.

    Raises:
        RuleError: ``bad_file`` (not a game file), ``bad_version``, a setup error, or
            ``bad_action`` naming the first action that does not apply.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RuleError("bad_file", why="not a mafia-tui game")
    version = data.get("version")
    if version != VERSION:
        raise RuleError("bad_version", version=version)
    game_id = data.get("id")
    if not isinstance(game_id, str) or not game_id or len(game_id) > 64:
        raise RuleError("bad_file", why="id")
    header = Header.from_dict(data.get("header"))
    players = make_players(data.get("players"))
    profile = Profile.from_dict(data["profile"]) if "profile" in data else FIIM_2018
    raw_actions = data.get("actions", [])
    if not isinstance(raw_actions, list):
        raise RuleError("bad_file", why="actions")
    actions = [action_from_dict(a, i) for i, a in enumerate(raw_actions)]
    after = AfterGame.from_dict(data.get("after"))
    return Game(header, players, profile, actions, after, game_id)

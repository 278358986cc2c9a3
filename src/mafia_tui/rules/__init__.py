"""The rules core: pure Python, no third-party or UI/storage/export imports.

A game is a log of the judge's actions folded by :func:`engine.apply` into a :class:`State`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_WHERE = {
    "ACTION_TYPES": "actions",
    "Action": "actions",
    "AfterGame": "scoring",
    "BestMove": "actions",
    "Disqualify": "actions",
    "DonCheck": "actions",
    "Event": "state",
    "Extra": "scoring",
    "FIIM_2018": "profile",
    "Foul": "actions",
    "Game": "game",
    "Header": "setup",
    "LiftVote": "actions",
    "Next": "actions",
    "Nominate": "actions",
    "PRESETS": "profile",
    "Penalty": "scoring",
    "Player": "state",
    "PlayerScore": "scoring",
    "Profile": "profile",
    "Role": "roles",
    "RuleError": "errors",
    "SheriffCheck": "actions",
    "Shot": "actions",
    "State": "state",
    "Status": "state",
    "Step": "state",
    "StepKind": "state",
    "Team": "roles",
    "TeamDefeat": "actions",
    "Vote": "actions",
    "WithdrawFoul": "actions",
    "action_from_dict": "actions",
    "check": "scoring",
    "decode_json": "record",
    "game_from_bytes": "record",
    "game_from_dict": "record",
    "game_to_dict": "record",
    "make_players": "setup",
    "score": "scoring",
}
"""Public name -> the submodule that defines it (loaded on first use, so that importing
one submodule, such as ``errors``, does not load the whole engine)."""

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(name)


if TYPE_CHECKING:
    from .actions import (  # noqa: F401
        ACTION_TYPES,
        Action,
        BestMove,
        Disqualify,
        DonCheck,
        Foul,
        LiftVote,
        Next,
        Nominate,
        SheriffCheck,
        Shot,
        TeamDefeat,
        Vote,
        WithdrawFoul,
        action_from_dict,
    )
    from .errors import RuleError  # noqa: F401
    from .game import Game  # noqa: F401
    from .profile import FIIM_2018, PRESETS, Profile  # noqa: F401
    from .record import decode_json, game_from_bytes, game_from_dict, game_to_dict  # noqa: F401
    from .roles import Role, Team  # noqa: F401
    from .scoring import AfterGame, Extra, Penalty, PlayerScore, check, score  # noqa: F401
    from .setup import Header, make_players  # noqa: F401
    from .state import Event, Player, State, Status, Step, StepKind  # noqa: F401

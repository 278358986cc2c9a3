"""The rules core: pure Python, no third-party or UI/storage/export imports.

A game is a log of the judge's actions folded by :func:`engine.apply` into a :class:`State`.
Everything a caller needs is importable from here; a submodule is loaded on first use of a
name, so importing one of them (``errors``, say) does not load the whole engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__all__ = [
    # game
    "Game",
    # state
    "Event",
    "Player",
    "State",
    "Status",
    "Step",
    "StepKind",
    # roles
    "Role",
    "Team",
    # setup
    "Header",
    "make_players",
    # actions
    "ACTION_TYPES",
    "Action",
    "BestMove",
    "Disqualify",
    "DonCheck",
    "Foul",
    "TechFoul",
    "OnRecord",
    "LiftVote",
    "Next",
    "Nominate",
    "SheriffCheck",
    "Shot",
    "TeamDefeat",
    "Vote",
    "WithdrawFoul",
    "action_from_dict",
    # errors
    "RuleError",
    "cite",
    "rule_label",
    # texts
    "render",
    # profile
    "FIIM_2018",
    "PRESETS",
    "Profile",
    # engine
    "legal_actions",
    # queries
    "next_speech",
    "shooters",
    "speakers_left",
    "speaking_order",
    "votes_left",
    # timer
    "Clock",
    "Countdown",
    # record
    "MAX_FILE_BYTES",
    "decode_json",
    "game_fingerprint",
    "game_from_bytes",
    "game_from_dict",
    "game_to_dict",
    "game_to_json",
    "record_digest",
    # ids
    "GAME_ID_PATTERN",
    "valid_game_id",
    # after
    "AfterGame",
    "Consent",
    "Decision",
    "Extra",
    "Penalty",
    "Protest",
    "Signoff",
    # scoring
    "final_result",
    "PlayerScore",
    "best_move_points",
    "check",
    "points_text",
    "score",
    # report
    "step_text",
    "summary",
    "text_report",
    # tournament
    "GameLine",
    "Row",
    "Standings",
    "TournamentRules",
    "compute",
    # the table as printed
    "Figures",
    "cells",
    "number",
    "rounded",
]

_WHERE = {
    "Game": "game",
    "Event": "state",
    "Player": "state",
    "State": "state",
    "Status": "state",
    "Step": "state",
    "StepKind": "state",
    "Role": "roles",
    "Team": "roles",
    "Header": "setup",
    "make_players": "setup",
    "ACTION_TYPES": "actions",
    "Action": "actions",
    "BestMove": "actions",
    "Disqualify": "actions",
    "DonCheck": "actions",
    "Foul": "actions",
    "TechFoul": "actions",
    "OnRecord": "actions",
    "LiftVote": "actions",
    "Next": "actions",
    "Nominate": "actions",
    "SheriffCheck": "actions",
    "Shot": "actions",
    "TeamDefeat": "actions",
    "Vote": "actions",
    "WithdrawFoul": "actions",
    "action_from_dict": "actions",
    "RuleError": "errors",
    "cite": "errors",
    "rule_label": "errors",
    "render": "texts",
    "FIIM_2018": "profile",
    "PRESETS": "profile",
    "Profile": "profile",
    "legal_actions": "engine",
    "next_speech": "queries",
    "shooters": "queries",
    "speakers_left": "queries",
    "speaking_order": "queries",
    "votes_left": "queries",
    "Clock": "timer",
    "Countdown": "timer",
    "MAX_FILE_BYTES": "record",
    "decode_json": "record",
    "game_fingerprint": "record",
    "game_from_bytes": "record",
    "game_from_dict": "record",
    "game_to_dict": "record",
    "game_to_json": "record",
    "record_digest": "record",
    "GAME_ID_PATTERN": "ids",
    "valid_game_id": "ids",
    "AfterGame": "after",
    "Consent": "after",
    "Decision": "after",
    "Extra": "after",
    "Penalty": "after",
    "Protest": "after",
    "Signoff": "after",
    "final_result": "scoring",
    "PlayerScore": "scoring",
    "best_move_points": "scoring",
    "check": "scoring",
    "points_text": "scoring",
    "score": "scoring",
    "step_text": "report",
    "summary": "report",
    "text_report": "report",
    "GameLine": "tournament",
    "Row": "tournament",
    "Standings": "tournament",
    "TournamentRules": "tournament",
    "compute": "tournament",
    "Figures": "figures",
    "cells": "figures",
    "number": "figures",
    "rounded": "figures",
}
"""Public name -> the submodule that defines it."""


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


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
        OnRecord,
        SheriffCheck,
        Shot,
        TeamDefeat,
        TechFoul,
        Vote,
        WithdrawFoul,
        action_from_dict,
    )
    from .after import (  # noqa: F401
        AfterGame,
        Consent,
        Decision,
        Extra,
        Penalty,
        Protest,
        Signoff,
    )
    from .engine import legal_actions  # noqa: F401
    from .errors import RuleError, cite, rule_label  # noqa: F401
    from .figures import Figures, cells, number, rounded  # noqa: F401
    from .game import Game  # noqa: F401
    from .ids import GAME_ID_PATTERN, valid_game_id  # noqa: F401
    from .profile import FIIM_2018, PRESETS, Profile  # noqa: F401
    from .queries import (  # noqa: F401
        next_speech,
        shooters,
        speakers_left,
        speaking_order,
        votes_left,
    )
    from .record import (  # noqa: F401
        MAX_FILE_BYTES,
        decode_json,
        game_fingerprint,
        game_from_bytes,
        game_from_dict,
        game_to_dict,
        game_to_json,
        record_digest,
    )
    from .report import step_text, summary, text_report  # noqa: F401
    from .roles import Role, Team  # noqa: F401
    from .scoring import (  # noqa: F401
        PlayerScore,
        best_move_points,
        check,
        final_result,
        points_text,
        score,
    )
    from .setup import Header, make_players  # noqa: F401
    from .state import Event, Player, State, Status, Step, StepKind  # noqa: F401
    from .texts import render  # noqa: F401
    from .timer import Clock, Countdown  # noqa: F401
    from .tournament import GameLine, Row, Standings, compute  # noqa: F401
    from .tournament_rules import TournamentRules  # noqa: F401

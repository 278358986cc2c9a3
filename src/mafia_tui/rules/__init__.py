"""The rules core: pure Python, no third-party or UI/storage/export imports.

A game is a log of the judge's actions folded by :func:`engine.apply` into a :class:`State`.
Everything a caller needs is importable from here; a submodule is loaded on first use of a
name, so importing one of them (``errors``, say) does not load the whole engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_WHERE = {
    # game
    "Game": "game",
    # state
    "Event": "state",
    "Player": "state",
    "State": "state",
    "Status": "state",
    "Step": "state",
    "StepKind": "state",
    # roles
    "Role": "roles",
    "Team": "roles",
    # setup
    "Header": "setup",
    "make_players": "setup",
    # actions
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
    # errors
    "RuleError": "errors",
    "cite": "errors",
    "rule_label": "errors",
    # texts
    "render": "texts",
    # profile
    "FIIM_2018": "profile",
    "PRESETS": "profile",
    "Profile": "profile",
    # engine
    "legal_actions": "engine",
    # queries
    "next_speech": "queries",
    "shooters": "queries",
    "speakers_left": "queries",
    "speaking_order": "queries",
    "votes_left": "queries",
    # timer
    "Clock": "timer",
    "Countdown": "timer",
    # record
    "MAX_FILE_BYTES": "record",
    "decode_json": "record",
    "game_fingerprint": "record",
    "game_from_bytes": "record",
    "game_from_dict": "record",
    "game_to_dict": "record",
    "game_to_json": "record",
    "record_digest": "record",
    # ids
    "GAME_ID_PATTERN": "ids",
    "valid_game_id": "ids",
    # after
    "AfterGame": "after",
    "Consent": "after",
    "Decision": "after",
    "Extra": "after",
    "Penalty": "after",
    "Protest": "after",
    "Signoff": "after",
    # scoring
    "final_result": "scoring",
    "PlayerScore": "scoring",
    "best_move_points": "scoring",
    "check": "scoring",
    "points_text": "scoring",
    "score": "scoring",
    # report
    "step_text": "report",
    "summary": "report",
    "text_report": "report",
}
"""Public name -> the submodule that defines it: the one list of what the package exports
(``__all__`` is made from it; the type checker's imports below are held to it by
tests/unit/test_query.py)."""

__all__ = list(_WHERE)


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:
    # What the type checker sees of _WHERE, a line a name (held to it by a test).
    from .actions import ACTION_TYPES as ACTION_TYPES
    from .actions import Action as Action
    from .actions import BestMove as BestMove
    from .actions import Disqualify as Disqualify
    from .actions import DonCheck as DonCheck
    from .actions import Foul as Foul
    from .actions import LiftVote as LiftVote
    from .actions import Next as Next
    from .actions import Nominate as Nominate
    from .actions import OnRecord as OnRecord
    from .actions import SheriffCheck as SheriffCheck
    from .actions import Shot as Shot
    from .actions import TeamDefeat as TeamDefeat
    from .actions import TechFoul as TechFoul
    from .actions import Vote as Vote
    from .actions import WithdrawFoul as WithdrawFoul
    from .actions import action_from_dict as action_from_dict
    from .after import AfterGame as AfterGame
    from .after import Consent as Consent
    from .after import Decision as Decision
    from .after import Extra as Extra
    from .after import Penalty as Penalty
    from .after import Protest as Protest
    from .after import Signoff as Signoff
    from .engine import legal_actions as legal_actions
    from .errors import RuleError as RuleError
    from .errors import cite as cite
    from .errors import rule_label as rule_label
    from .game import Game as Game
    from .ids import GAME_ID_PATTERN as GAME_ID_PATTERN
    from .ids import valid_game_id as valid_game_id
    from .profile import FIIM_2018 as FIIM_2018
    from .profile import PRESETS as PRESETS
    from .profile import Profile as Profile
    from .queries import next_speech as next_speech
    from .queries import shooters as shooters
    from .queries import speakers_left as speakers_left
    from .queries import speaking_order as speaking_order
    from .queries import votes_left as votes_left
    from .record import MAX_FILE_BYTES as MAX_FILE_BYTES
    from .record import decode_json as decode_json
    from .record import game_fingerprint as game_fingerprint
    from .record import game_from_bytes as game_from_bytes
    from .record import game_from_dict as game_from_dict
    from .record import game_to_dict as game_to_dict
    from .record import game_to_json as game_to_json
    from .record import record_digest as record_digest
    from .report import step_text as step_text
    from .report import summary as summary
    from .report import text_report as text_report
    from .roles import Role as Role
    from .roles import Team as Team
    from .scoring import PlayerScore as PlayerScore
    from .scoring import best_move_points as best_move_points
    from .scoring import check as check
    from .scoring import final_result as final_result
    from .scoring import points_text as points_text
    from .scoring import score as score
    from .setup import Header as Header
    from .setup import make_players as make_players
    from .state import Event as Event
    from .state import Player as Player
    from .state import State as State
    from .state import Status as Status
    from .state import Step as Step
    from .state import StepKind as StepKind
    from .texts import render as render
    from .timer import Clock as Clock
    from .timer import Countdown as Countdown

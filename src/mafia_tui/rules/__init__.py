"""The rules core: pure Python, no third-party or UI/storage/export imports.

A game is a log of the judge's actions folded by :func:`engine.apply` into a :class:`State`.
"""

from .actions import (
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
from .errors import RuleError
from .game import Game
from .profile import FIIM_2018, PRESETS, Profile
from .record import game_from_dict, game_to_dict
from .roles import Role, Team
from .scoring import AfterGame, Extra, Penalty, PlayerScore, check, score
from .setup import Header, make_players
from .state import Event, Player, State, Status, Step, StepKind

__all__ = [
    "ACTION_TYPES",
    "Action",
    "AfterGame",
    "BestMove",
    "Disqualify",
    "DonCheck",
    "Event",
    "Extra",
    "FIIM_2018",
    "Foul",
    "Game",
    "Header",
    "LiftVote",
    "Next",
    "Nominate",
    "PRESETS",
    "Penalty",
    "Player",
    "PlayerScore",
    "Profile",
    "Role",
    "RuleError",
    "SheriffCheck",
    "Shot",
    "State",
    "Status",
    "Step",
    "StepKind",
    "Team",
    "TeamDefeat",
    "Vote",
    "WithdrawFoul",
    "action_from_dict",
    "check",
    "game_from_dict",
    "game_to_dict",
    "make_players",
    "score",
]

"""The choices section 8 leaves open for a tournament's table, read from the ``rules``
block of its tournament file (each documented in docs/RULES-CHOICES.md)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..rules.errors import RuleError
from ..rules.values import frozen

STAND_IN_RULES = ("stand_in", "nobody")
"""How a stand-in's game counts: for the stand-in, or for nobody."""


@frozen
class TournamentRules:
    """The choices section 8 leaves open, each a documented setting."""

    k_max_participants: int = 20
    """8.7: K applies when the tournament has at most this many participants."""
    k_scope: str = "tournament"
    """8.7.2: N, n and the heavy side are counted over the whole "tournament" or per "stage"."""
    ci_stages: tuple[str, ...] = ("qualifying", "semifinal")
    """8.6: the distance over which Ci is counted and paid."""
    ci_zero_b: str = "full"
    """8.6.1 with B = 0 (a player with one or two games): "full" reads the formula literally
    (i > B gives 0.4, as S9); "none" pays nothing (as S4)."""
    ci_max: Fraction = Fraction(2, 5)
    """8.6.1: the most Ci can be."""
    stand_in: str = "stand_in"
    """How a stand-in's seat counts (the rules leave it to the tournament): "stand_in" -- in
    the stand-in's row, as any game of his; "nobody" -- in no row (the game still counts for
    the other nine, and for K's count of wins)."""

    @classmethod
    def from_dict(cls, data: Any) -> TournamentRules:
        """Read the ``rules`` block of a tournament file.

        Raises:
            RuleError: ``bad_profile`` naming an unknown or malformed setting.
        """
        if not data:
            return cls()
        if not isinstance(data, dict):
            raise RuleError("bad_profile", key="rules")
        values: dict[str, Any] = {}
        for key, value in data.items():
            try:
                if key == "k_max_participants" and isinstance(value, int):
                    values[key] = value
                elif key == "k_scope" and value in ("tournament", "stage"):
                    values[key] = value
                elif key == "stand_in" and value in STAND_IN_RULES:
                    values[key] = value
                elif key == "ci_zero_b" and value in ("full", "none"):
                    values[key] = value
                elif key == "ci_stages" and isinstance(value, list):
                    values[key] = tuple(str(v) for v in value)
                elif key == "ci_max":
                    values[key] = Fraction(str(value))
                else:
                    raise ValueError
            except (ValueError, ZeroDivisionError):
                raise RuleError("bad_profile", key=key) from None
        return cls(**values)

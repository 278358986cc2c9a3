"""What a scoring expression computes with: the player's game (:class:`Env`), and arithmetic as
PHP does it on the site (its rounding, its division by zero, its ``min``/``max``, the bounds
of every result), so that an expression gives the site's number for the same game.
"""

from __future__ import annotations

import math
from typing import Final

from ..rules.values import frozen

EV_MAX: Final = 2_000_000_000.0
EV_MIN: Final = -2_000_000_000.0


@frozen
class Env:
    """What a policy's points are computed from, for one player in one game."""

    matter: int = 1
    role: int = 0
    """0 civilian, 1 sheriff, 2 mafia, 3 don (the site's numbers)."""
    bonus: float = 0.0
    difficulty: float = 0.0
    counters: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    """(each counter over all the player's games, each counter so far); None without
    counters."""


def clamp(value: float) -> float:
    """The site's ``max(min(v, EV_MAX), EV_MIN)`` under PHP's comparison, so NaN stays NaN
    (:func:`php_min`): the caller names it as a fault."""
    if value != value:
        return value
    return max(min(value, EV_MAX), EV_MIN)


def php_round(value: float, places: int = 0) -> float:
    """PHP's ``round``: half away from zero, after the value is taken to 15 significant
    digits (so ``round(2.675, 2)`` is 2.68, as on the site, not Python's 2.67)."""
    if value != value or math.isinf(value):
        return value
    scale = 10.0**places
    scaled = float(f"{value * scale:.15g}")
    whole = math.floor(abs(scaled) + 0.5)
    result = math.copysign(whole, scaled) / scale
    return result


def _threeway(a: float, b: float) -> int:
    return 0 if a == b else (-1 if a < b else 1)


def php_min(values: list[float]) -> float:
    """PHP's ``min(EV_MAX, ...)`` as the site's ``min`` runs it (a later value replaces the
    current one only when it compares lower)."""
    result = EV_MAX
    for v in values:
        if _threeway(v, result) < 0:
            result = v
    return result


def php_max(values: list[float]) -> float:
    result = EV_MIN
    for v in values:
        if _threeway(v, result) > 0:
            result = v
    return result


def php_pow(base: float, exponent: float) -> float:
    """``pow``: NaN where it has no real value, ±inf where it overflows."""
    try:
        return math.pow(base, exponent)
    except ValueError:
        return math.nan if base else math.inf
    except OverflowError:
        odd = exponent == int(exponent) and int(exponent) % 2 == 1
        return -math.inf if base < 0 and odd else math.inf


def php_divide(left: float, right: float) -> float:
    if right != 0:
        return left / right
    return EV_MAX if left > 0 else EV_MIN if left < 0 else 0.0


def floor_of(value: float) -> float:
    return value if not math.isfinite(value) else float(math.floor(value))


def ceil_of(value: float) -> float:
    return value if not math.isfinite(value) else float(math.ceil(value))


def php_log(value: float, base: float | None = None) -> float:
    if value <= 0:
        return EV_MIN
    if base is None:
        return math.log(value) if math.isfinite(value) else value
    if base <= 0 or base == 1 or not math.isfinite(value):
        return math.nan
    return math.log(value) / math.log(base)


def counter_value(
    counters: tuple[tuple[int, ...], tuple[int, ...]] | None, args: list[float]
) -> float:
    """``counter(i, j)``: the site indexes its two arrays (each counter over all the games, each
    so far) by the arguments, each floored and held within the array, and a missing argument
    reads the first element. Without counters it is 0."""
    if counters is None:
        return 0.0
    param: tuple[int, ...] | tuple[tuple[int, ...], ...] | int = counters
    for arg in args:
        if isinstance(param, tuple):
            if not param:
                return 0.0
            k = math.floor(arg) if math.isfinite(arg) else 0
            param = param[max(0, min(k, len(param) - 1))]
        else:
            return float(param)
    while isinstance(param, tuple):
        if not param:
            return 0.0
        param = param[0]
    return float(param)


def matter_value(env: Env, arg: float | None) -> float:
    """``matter(n)``: 1 when the player's game set matter ``n`` (``matter()`` is matter 0,
    "played the game"); a number past the last matter names none (0), as a shift past the
    word does on the site."""
    n = 0 if arg is None else php_round(arg)
    if n != n or n < 0:
        return math.nan  # the site fails here; the caller names it
    if n >= 64:
        return 0.0
    return 1.0 if env.matter & (1 << int(n)) else 0.0

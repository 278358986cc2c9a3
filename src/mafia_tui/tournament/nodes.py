"""A parsed expression compiled into closures, one per operator and function, each computing
as the site does (tournament/arithmetic.py); constant parts are folded at once, so a
division by a constant zero or ``matter(n)`` of a number that names no matter is refused
before a game is counted (:class:`ExpressionError`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from .arithmetic import (
    Env,
    ceil_of,
    counter_value,
    floor_of,
    matter_value,
    php_divide,
    php_log,
    php_max,
    php_min,
    php_pow,
    php_round,
)

MATTER_BITS: Final = 27
"""Matters 0-26 exist (docs/RULES-CHOICES.md lists them)."""

ARITY: Final = {
    "round": 2,
    "floor": 1,
    "ceil": 1,
    "log": 2,
    "min": None,
    "max": None,
    "counter": None,
    "bonus": 0,
    "role": 0,
    "difficulty": 0,
    "matter": 1,
    "mr_points": 0,
}
"""The names the language knows, and how many arguments each reads (None: any number). The
game's values ignore arguments on the site; we refuse them as a fault."""

GAME_VALUES: Final = frozenset({"counter", "bonus", "role", "difficulty", "matter", "mr_points"})


class ExpressionError(ValueError):
    """An expression refused: ``code`` (a key of the texts), ``params`` for its message, and
    where in the text it was found (``at``, a character index, or -1)."""

    def __init__(self, code: str, at: int = -1, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.at = at
        self.params = params


Fn = Callable[[Env], float]


Node = tuple[Fn, float | None, frozenset[str]]


def constant(value: float) -> Node:
    return (lambda env: value), value, frozenset()


def number_text(value: str | float) -> str:
    return f"{float(value):g}"


def _names(*nodes: Node) -> frozenset[str]:
    out: frozenset[str] = frozenset()
    for n in nodes:
        out |= n[2]
    return out


def _fold(run: Fn, *nodes: Node) -> Node:
    """A node whose operands are all constant is a constant itself."""
    names = _names(*nodes)
    if all(n[1] is not None for n in nodes):
        return constant(run(Env()))
    return run, None, names


def ternary(cond: Node, yes: Node, no: Node) -> Node:
    c, y, n = cond[0], yes[0], no[0]
    return _fold(lambda env: y(env) if c(env) else n(env), cond, yes, no)


def unary(op: str, child: Node) -> Node:
    f = child[0]
    if op == "-":
        return _fold(lambda env: -f(env), child)
    return _fold(lambda env: 0.0 if f(env) else 1.0, child)


_BINARY: Final[dict[str, Callable[[float, float], float]]] = {
    "=": lambda a, b: 1.0 if a == b else 0.0,
    "!=": lambda a, b: 1.0 if a != b else 0.0,
    ">": lambda a, b: 1.0 if a > b else 0.0,
    "<": lambda a, b: 1.0 if a < b else 0.0,
    ">=": lambda a, b: 1.0 if a >= b else 0.0,
    "<=": lambda a, b: 1.0 if a <= b else 0.0,
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": php_divide,
    "^": php_pow,
}


def binary(op: str, left: Node, right: Node) -> Node:
    a, b = left[0], right[0]
    if op == "&&":
        return _fold(lambda env: 1.0 if a(env) and b(env) else 0.0, left, right)
    if op == "||":
        return _fold(lambda env: 1.0 if a(env) or b(env) else 0.0, left, right)
    f = _BINARY[op]
    return _fold(lambda env: _safe(f, a(env), b(env)), left, right)


def _safe(f: Callable[[float, float], float], a: float, b: float) -> float:
    """inf - inf and the like are NaN, never an exception."""
    try:
        return f(a, b)
    except (OverflowError, ZeroDivisionError, ValueError):
        return math.nan


def call(name: str, args: list[Node], pos: int) -> Node:
    fs = [a[0] for a in args]
    names = _names(*args) | {name}
    if name in GAME_VALUES:
        return _game_value(name, args, fs, pos, names)
    if name == "log" and len(args) == 2 and args[1][1] is not None:
        base = args[1][1]
        if base <= 0 or base == 1:
            raise ExpressionError("expr_log_base", pos, base=number_text(base))
    node = _fold(_run(name, fs), *args)
    return node[0], node[1], names


def _run(name: str, fs: list[Fn]) -> Fn:
    """What the function ``name`` (round, floor, ceil, log, min or max) computes from its
    arguments ``fs``, as PHP does; 0 with none."""
    run: Fn
    if name == "round":
        if not fs:
            run = lambda env: 0.0  # noqa: E731
        elif len(fs) == 1:
            run = lambda env: php_round(fs[0](env))  # noqa: E731
        else:
            run = lambda env: php_round(fs[0](env), _places(fs[1](env)))  # noqa: E731
    elif name in ("floor", "ceil"):
        g = floor_of if name == "floor" else ceil_of
        run = (lambda env: g(fs[0](env))) if fs else (lambda env: 0.0)
    elif name == "log":
        if not fs:
            run = lambda env: 0.0  # noqa: E731
        elif len(fs) == 1:
            run = lambda env: php_log(fs[0](env))  # noqa: E731
        else:
            run = lambda env: php_log(fs[0](env), fs[1](env))  # noqa: E731
    else:
        pick = php_min if name == "min" else php_max
        run = lambda env: pick([f(env) for f in fs])  # noqa: E731
    return run


def _places(value: float) -> int:
    return int(value) if math.isfinite(value) else 0


def _game_value(name: str, args: list[Node], fs: list[Fn], pos: int, names: frozenset[str]) -> Node:
    run: Fn
    if name == "matter":
        read = "#matter?"
        if not args:
            read = "#matter0"
        elif args[0][1] is not None:
            n = php_round(args[0][1])
            if not 0 <= n < MATTER_BITS:
                raise ExpressionError("expr_matter", pos, n=number_text(args[0][1]))
            read = f"#matter{int(n)}"
        names = names | {read}
        run = (
            (lambda env: matter_value(env, fs[0](env)))
            if fs
            else (lambda env: matter_value(env, None))
        )
    elif name == "counter":
        run = lambda env: counter_value(env.counters, [f(env) for f in fs])  # noqa: E731
    elif name == "bonus":
        run = lambda env: env.bonus  # noqa: E731
    elif name == "role":
        run = lambda env: float(env.role)  # noqa: E731
    elif name == "difficulty":
        run = lambda env: env.difficulty  # noqa: E731
    else:  # mr_points: always 0 since the site stopped computing it
        run = lambda env: 0.0  # noqa: E731
    return run, None, names

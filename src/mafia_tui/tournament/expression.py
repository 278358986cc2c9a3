"""The points of a scoring policy as mafiaratings writes them: a small expression language, parsed
here by our own recursive-descent parser (nothing is ever given to Python's ``eval``).

What the language is, read from mafiaratings' evaluator (the current code is the reference):

* numbers (``2``, ``0.25``; ``.5`` is not one), names (letters, digits, ``_``), brackets;
* operators, tightest first: a name's call ``f(a, b)``; unary ``-`` and ``!``; ``^``; ``*``
  ``/``; ``+`` ``-``; ``>`` ``<`` ``>=`` ``<=``; ``=`` (or ``==``) ``!=``; ``&&``; ``||``;
  ``a ? b : c``. Every level groups from the left, ``^`` and ``?:`` too: ``2^3^2`` is
  ``(2^3)^2`` and ``a ? b : c ? d : e`` is ``(a ? b : c) ? d : e``; ``-2^2`` is 4;
* the functions ``round``, ``floor``, ``ceil``, ``log``, ``min``, ``max`` and the game's values
  ``counter(i, j)``, ``bonus()``, ``role()``, ``difficulty()``, ``matter(n)``; a name written
  without brackets means the same as with empty ones (``bonus`` is ``bonus()``); ``mr_points``
  is a value that is always 0 (the site stopped computing it); any other bare name is a value
  nobody sets: 0 (:attr:`Expression.unknown_names` lists them for the explanation);
* a division by zero gives 2,000,000,000 (or its negative, or 0 for 0/0), and the result is
  held within ±2,000,000,000: this is how ФИИМ's ``0.4/round(0.4·N)`` pays the full 0.4 to a
  player of one or two games (docs/RULES-CHOICES.md, "mafiaratings scoring").

Refused, with the fault named (:class:`ExpressionError`): anything that does not parse, a call
of a name that is not a function, a function given more arguments than it reads, an empty
argument, a division by a constant zero, ``matter(n)`` of a constant that names no matter,
``log`` to a constant base that is not a base, and an expression longer or deeper than
:data:`MAX_LENGTH` and :data:`MAX_DEPTH`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from ..rules.values import frozen

EV_MAX: Final = 2_000_000_000.0
EV_MIN: Final = -2_000_000_000.0
MAX_LENGTH: Final = 2000
"""Characters: the longest definition of the repository has 90."""
MAX_DEPTH: Final = 40
"""Nesting of brackets and operators: the deepest of the repository has 5."""
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


Fn = Callable[[Env], float]


@frozen
class Expression:
    """A parsed expression: its text, its compiled form, and what it uses."""

    text: str
    run: Fn
    names: frozenset[str]
    """Every name it uses (lower case)."""
    unknown_names: frozenset[str]
    constant: float | None
    """Its value when it uses no game value (then it is just a number)."""
    matters: int = 0
    """The matters ``matter(n)`` reads (every one where ``n`` is computed)."""

    def __call__(self, env: Env) -> float:
        """The points: held within ±2,000,000,000, as the site holds them."""
        return clamp(self.run(env))


def clamp(value: float) -> float:
    """The site's ``max(min(v, EV_MAX), EV_MIN)`` under PHP's comparison, so NaN stays NaN
    (:func:`php_min`): the caller names it as a fault."""
    if value != value:
        return value
    return max(min(value, EV_MAX), EV_MIN)


# ---------------------------------------------------------------------------------------------
# Tokens


_OPERATORS = ("&&", "||", ">=", "<=", "==", "!=", "+", "-", "*", "/", "^", "(", ")", ",", "?", ":",
              ">", "<", "=", "!")  # fmt: skip


def tokens(text: str) -> list[tuple[str, str | float, int]]:
    """(kind, value, position): kind ``num``, ``name`` or ``op``; spaces and tabs between."""
    out: list[tuple[str, str | float, int]] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in " \t":
            i += 1
        elif c.isascii() and c.isdigit():
            start = i
            while i < n and text[i].isascii() and text[i].isdigit():
                i += 1
            if i < n and text[i] == ".":
                i += 1
                while i < n and text[i].isascii() and text[i].isdigit():
                    i += 1
            out.append(("num", _number(text[start:i]), start))
        elif (c.isascii() and c.isalpha()) or c == "_":
            start = i
            while i < n and ((text[i].isascii() and text[i].isalnum()) or text[i] == "_"):
                i += 1
            out.append(("name", text[start:i], start))
        else:
            op = next((o for o in _OPERATORS if text.startswith(o, i)), None)
            if op is None:
                raise ExpressionError("expr_char", i, char=c)
            out.append(("op", "=" if op == "==" else op, i))
            i += len(op)
    return out


def _number(text: str) -> float:
    """A number's value as the site's reader adds it up: the whole part, then each decimal
    digit divided by its power of ten, one by one (so ``0.15`` is 0.1 + 0.05, which is not
    quite Python's 0.15; the difference is far below what the table shows)."""
    whole, _, decimals = text.partition(".")
    value = float(int(whole))
    fraction = 10
    for digit in decimals:
        value += float(digit) / fraction
        fraction *= 10
    return value


# ---------------------------------------------------------------------------------------------
# PHP's arithmetic, as the site computes


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


def _floor(value: float) -> float:
    return value if not math.isfinite(value) else float(math.floor(value))


def _ceil(value: float) -> float:
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


# ---------------------------------------------------------------------------------------------
# The parser: a node is (compiled function, constant value or None, names used)


_Node = tuple[Fn, float | None, frozenset[str]]


def _const(value: float) -> _Node:
    return (lambda env: value), value, frozenset()


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.toks = tokens(text)
        self.i = 0
        self.depth = 0

    def peek(self) -> tuple[str, str | float, int] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def at(self) -> int:
        tok = self.peek()
        return tok[2] if tok else len(self.text)

    def is_op(self, *ops: str) -> str | None:
        tok = self.peek()
        if tok and tok[0] == "op" and tok[1] in ops:
            return str(tok[1])
        return None

    def take(self, op: str) -> None:
        if not self.is_op(op):
            self.unexpected()
        self.i += 1

    def unexpected(self) -> None:
        tok = self.peek()
        if tok is None:
            raise ExpressionError("expr_end", len(self.text))
        raise ExpressionError(
            "expr_unexpected", tok[2], token=str(tok[1]) if tok[0] != "num" else _num(tok[1])
        )

    def enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ExpressionError("expr_deep", self.at(), max=MAX_DEPTH)

    def parse(self) -> _Node:
        node = self.ternary()
        if self.peek() is not None:
            self.unexpected()
        return node

    def ternary(self) -> _Node:
        node = self.binary(0)
        while self.is_op("?"):
            self.i += 1
            yes = self.binary(0)
            self.take(":")
            no = self.binary(0)
            node = _ternary(node, yes, no)
        return node

    LEVELS: Final = (("||",), ("&&",), ("=", "!="), (">", "<", ">=", "<="), ("+", "-"),
                     ("*", "/"), ("^",))  # fmt: skip

    def binary(self, level: int) -> _Node:
        if level == len(self.LEVELS):
            return self.unary()
        node = self.binary(level + 1)
        while op := self.is_op(*self.LEVELS[level]):
            at = self.at()
            self.i += 1
            right = self.binary(level + 1)
            if op == "/" and right[1] == 0:
                raise ExpressionError("expr_divide_zero", at)
            node = _binary(op, node, right)
        return node

    def unary(self) -> _Node:
        if op := self.is_op("-", "!"):
            self.enter()
            self.i += 1
            child = self.unary()
            self.depth -= 1
            return _unary(op, child)
        return self.primary()

    def primary(self) -> _Node:
        tok = self.peek()
        if tok is None:
            self.unexpected()
            raise AssertionError  # unexpected() always raises
        kind, value, pos = tok
        if kind == "num":
            self.i += 1
            return _const(float(value))
        if kind == "name":
            self.i += 1
            return self.call(str(value), pos)
        if self.is_op("("):
            self.enter()
            self.i += 1
            node = self.ternary()
            self.take(")")
            self.depth -= 1
            return node
        self.unexpected()
        raise AssertionError

    def call(self, name: str, pos: int) -> _Node:
        args: list[_Node] = []
        called = bool(self.is_op("("))
        if called:
            self.enter()
            self.i += 1
            if not self.is_op(")"):
                while True:
                    if self.is_op(",", ")"):
                        raise ExpressionError("expr_empty_arg", self.at(), name=name)
                    args.append(self.ternary())
                    if not self.is_op(","):
                        break
                    self.i += 1
            self.take(")")
            self.depth -= 1
        key = name.lower() if name.lower() in ARITY and name.lower() != "mr_points" else name
        if key not in ARITY:
            if called:
                raise ExpressionError("expr_unknown_function", pos, name=name)
            return (lambda env: 0.0), None, frozenset({"?" + name})
        most = ARITY[key]
        if most is not None and len(args) > most:
            raise ExpressionError("expr_arguments", pos, name=name, most=most)
        return _function(key, args, pos)


def _num(value: str | float) -> str:
    return f"{float(value):g}"


def _names(*nodes: _Node) -> frozenset[str]:
    out: frozenset[str] = frozenset()
    for n in nodes:
        out |= n[2]
    return out


def _fold(run: Fn, *nodes: _Node) -> _Node:
    """A node whose operands are all constant is a constant itself."""
    names = _names(*nodes)
    if all(n[1] is not None for n in nodes):
        return _const(run(Env()))
    return run, None, names


def _ternary(cond: _Node, yes: _Node, no: _Node) -> _Node:
    c, y, n = cond[0], yes[0], no[0]
    return _fold(lambda env: y(env) if c(env) else n(env), cond, yes, no)


def _unary(op: str, child: _Node) -> _Node:
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


def _binary(op: str, left: _Node, right: _Node) -> _Node:
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


def _function(name: str, args: list[_Node], pos: int) -> _Node:
    fs = [a[0] for a in args]
    names = _names(*args) | {name}
    if name in GAME_VALUES:
        return _game_value(name, args, fs, pos, names)
    if name == "log" and len(args) == 2 and args[1][1] is not None:
        base = args[1][1]
        if base <= 0 or base == 1:
            raise ExpressionError("expr_log_base", pos, base=_num(base))
    run: Fn
    if name == "round":
        if not fs:
            run = lambda env: 0.0  # noqa: E731
        elif len(fs) == 1:
            run = lambda env: php_round(fs[0](env))  # noqa: E731
        else:
            run = lambda env: php_round(fs[0](env), _places(fs[1](env)))  # noqa: E731
    elif name in ("floor", "ceil"):
        g = _floor if name == "floor" else _ceil
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
    node = _fold(run, *args)
    return node[0], node[1], names


def _places(value: float) -> int:
    return int(value) if math.isfinite(value) else 0


def _game_value(
    name: str, args: list[_Node], fs: list[Fn], pos: int, names: frozenset[str]
) -> _Node:
    run: Fn
    if name == "matter":
        read = "#matter?"
        if not args:
            read = "#matter0"
        elif args[0][1] is not None:
            n = php_round(args[0][1])
            if not 0 <= n < MATTER_BITS:
                raise ExpressionError("expr_matter", pos, n=_num(args[0][1]))
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


def parse(text: str) -> Expression:
    """Parse ``text``.

    Raises:
        ExpressionError: the first fault, with where it is.
    """
    if len(text) > MAX_LENGTH:
        raise ExpressionError("expr_long", -1, max=MAX_LENGTH, length=len(text))
    if not text.strip():
        raise ExpressionError("expr_empty", 0)
    node = _Parser(text).parse()
    names = frozenset(n for n in node[2] if n[0] not in "?#")
    unknown = frozenset(n[1:] for n in node[2] if n.startswith("?"))
    read = [n[7:] for n in node[2] if n.startswith("#matter")]
    bits = (1 << MATTER_BITS) - 1 if "?" in read else sum({1 << int(n) for n in read})
    return Expression(text, node[0], names, unknown, node[1], bits)

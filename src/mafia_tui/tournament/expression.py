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

from typing import Final

from ..rules.values import frozen
from .arithmetic import Env, clamp
from .nodes import (
    ARITY,
    MATTER_BITS,
    ExpressionError,
    Fn,
    Node,
    binary,
    call,
    constant,
    number_text,
    ternary,
    unary,
)

MAX_LENGTH: Final = 2000
"""Characters: the longest definition of the repository has 90."""
MAX_DEPTH: Final = 40
"""Nesting of brackets and operators: the deepest of the repository has 5."""


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


# ---------------------------------------------------------------------------------------------
# Tokens


_OPERATORS = ("&&", "||", ">=", "<=", "==", "!=", "+", "-", "*", "/", "^", "(", ")", ",", "?", ":",
              ">", "<", "=", "!")  # fmt: skip


def _digits_end(text: str, i: int) -> int:
    """Where the ASCII digits from ``i`` end."""
    n = len(text)
    while i < n and text[i].isascii() and text[i].isdigit():
        i += 1
    return i


def _number_end(text: str, i: int) -> int:
    """Where the number from ``i`` ends: digits, then maybe a point and more digits."""
    i = _digits_end(text, i)
    if i < len(text) and text[i] == ".":
        i = _digits_end(text, i + 1)
    return i


def _name_end(text: str, i: int) -> int:
    """Where the name from ``i`` ends: ASCII letters, digits and ``_``."""
    n = len(text)
    while i < n and ((text[i].isascii() and text[i].isalnum()) or text[i] == "_"):
        i += 1
    return i


def tokens(text: str) -> list[tuple[str, str | float, int]]:
    """(kind, value, position): kind ``num``, ``name`` or ``op``; spaces and tabs between."""
    out: list[tuple[str, str | float, int]] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in " \t":
            i += 1
        elif c.isascii() and c.isdigit():
            start, i = i, _number_end(text, i)
            out.append(("num", _number(text[start:i]), start))
        elif (c.isascii() and c.isalpha()) or c == "_":
            start, i = i, _name_end(text, i)
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
# The parser: a node is (compiled function, constant value or None, names used)


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
            "expr_unexpected", tok[2], token=str(tok[1]) if tok[0] != "num" else number_text(tok[1])
        )

    def enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ExpressionError("expr_deep", self.at(), max=MAX_DEPTH)

    def parse(self) -> Node:
        node = self.ternary()
        if self.peek() is not None:
            self.unexpected()
        return node

    def ternary(self) -> Node:
        node = self.binary(0)
        while self.is_op("?"):
            self.i += 1
            yes = self.binary(0)
            self.take(":")
            no = self.binary(0)
            node = ternary(node, yes, no)
        return node

    LEVELS: Final = (("||",), ("&&",), ("=", "!="), (">", "<", ">=", "<="), ("+", "-"),
                     ("*", "/"), ("^",))  # fmt: skip

    def binary(self, level: int) -> Node:
        if level == len(self.LEVELS):
            return self.unary()
        node = self.binary(level + 1)
        while op := self.is_op(*self.LEVELS[level]):
            at = self.at()
            self.i += 1
            right = self.binary(level + 1)
            if op == "/" and right[1] == 0:
                raise ExpressionError("expr_divide_zero", at)
            node = binary(op, node, right)
        return node

    def unary(self) -> Node:
        if op := self.is_op("-", "!"):
            self.enter()
            self.i += 1
            child = self.unary()
            self.depth -= 1
            return unary(op, child)
        return self.primary()

    def primary(self) -> Node:
        tok = self.peek()
        if tok is None:
            self.unexpected()
            raise AssertionError  # unexpected() always raises
        kind, value, pos = tok
        if kind == "num":
            self.i += 1
            return constant(float(value))
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

    def call(self, name: str, pos: int) -> Node:
        args: list[Node] = []
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
        return call(key, args, pos)


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

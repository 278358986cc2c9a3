"""The expressions of mafiaratings' scoring definitions, read by our own parser: the grammar as
the site's evaluator (include/evaluator.php) reads it, its arithmetic, and every refusal.

Each expected value below is worked out from the site's evaluator: its levels of
completion (functions, brackets, unary, ``^``, ``* /``, ``+ -``, comparisons, equality, ``&&``,
``||``, ``?:``), each level taken from the left."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.tournament.arithmetic import EV_MAX, EV_MIN, Env, counter_value, php_round
from mafia_tui.tournament.expression import parse
from mafia_tui.tournament.nodes import ExpressionError

ENV = Env(matter=0b11 | (1 << 10), role=1, bonus=0.3, difficulty=0.6, counters=((10, 3), (4, 1)))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1+2*3", 7.0),
        ("(1+2)*3", 9.0),
        ("10-4-3", 3.0),  # left to right
        ("2^3^2", 64.0),  # ^ too groups from the left: (2^3)^2
        ("-2^2", 4.0),  # unary minus is completed before ^
        ("2^-1", 0.5),
        ("8/4/2", 1.0),
        ("1 < 2 < 3", 1.0),  # (1<2)=1, 1<3
        ("3 > 2 > 1", 0.0),  # (3>2)=1, 1>1 is 0
        ("1 = 1", 1.0),
        ("1 == 1", 1.0),
        ("1 != 1", 0.0),
        ("!0", 1.0),
        ("!3", 0.0),
        ("1 && 0 || 1", 1.0),
        ("0 || 0", 0.0),
        ("1 ? 5 : 0 ? 7 : 9", 7.0),  # (1 ? 5 : 0) ? 7 : 9
        ("0 ? 5 : 2", 2.0),
        ("5.", 5.0),
        ("0.25 + 0.5", 0.75),
        ("round(2.5)", 3.0),  # half away from zero
        ("round(-2.5)", -3.0),
        ("round(2.675, 2)", 2.68),  # PHP's pre-rounding, not Python's 2.67
        ("floor(-1.5)", -2.0),
        ("ceil(1.2)", 2.0),
        ("log(1)", 0.0),
        ("log(0)", EV_MIN),  # the site's value for no logarithm
        ("log(8, 2)", 3.0),
        ("min(3, 1, 2)", 1.0),
        ("max(3, 1, 2)", 3.0),
        ("min()", EV_MAX),  # min starts from the largest value
        ("max()", EV_MIN),
        ("min", EV_MAX),  # a name without brackets is the same call
        ("round", 0.0),
        ("10^100", EV_MAX),  # the result is held within ±2,000,000,000
        ("-(10^100)", EV_MIN),
    ],
)
def test_constant_expressions_read_as_the_site_reads_them(text: str, value: float) -> None:
    e = parse(text)
    assert e(Env()) == pytest.approx(value)
    assert e.constant is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("bonus()", 0.3),
        ("bonus", 0.3),  # a bare name is the value
        ("Bonus()", 0.3),  # function names are found without case
        ("role()", 1.0),
        ("difficulty() > 0.5 ? difficulty() * 2 : 1", 1.2),
        ("matter()", 1.0),  # matter 0: played
        ("matter", 1.0),
        ("matter(1)", 1.0),
        ("matter(2)", 0.0),
        ("matter(10) ? 0.4 : (matter(11) ? 0.25 : 0)", 0.4),
        ("matter(1.4)", 1.0),  # rounded
        ("counter(0, 0)", 10.0),  # counter 1 over all the games
        ("counter(0, 1)", 3.0),
        ("counter(1, 0)", 4.0),  # so far
        ("counter(1, 1)", 1.0),
        ("counter(0)", 10.0),  # a missing index reads the first element
        ("counter", 10.0),
        ("counter(5, 9)", 1.0),  # indexes held within the arrays: [1][1]
        ("counter(-3, 0)", 10.0),
        ("counter(0, 1, 7)", 3.0),  # past a number the rest is ignored
        ("mr_points", 0.0),  # the site stopped computing it
        ("nobody_set_this", 0.0),  # an unknown bare name is a value nobody set
        ("max(min(counter(0,1)*0.4/round(counter(0,0)*0.4),0.4),0)", 0.3),
    ],
)
def test_game_values(text: str, value: float) -> None:
    assert parse(text)(ENV) == pytest.approx(value)


def test_fiim_ci_pays_the_full_ci_when_b_is_zero() -> None:
    """ФИИМ's Ci: 0.4·i/round(0.4·N) for one game rounds B to 0; the site's division by zero
    gives 2,000,000,000, and min() holds it to 0.4 (8.6.1 read literally, as our "full")."""
    ci = parse("max(min(counter(0,1)*0.4/round(counter(0,0)*0.4),0.4),0)")
    one_game_killed = Env(counters=((1, 1), (1, 1)))
    assert ci(one_game_killed) == pytest.approx(0.4)
    one_game_not_killed = Env(counters=((1, 0), (1, 0)))
    assert ci(one_game_not_killed) == 0.0, "0/0 is 0 on the site"


def test_without_counters_counter_is_zero() -> None:
    """The site fails on a definition without counters (PHP 8 count() of null); we read
    counter(...) as 0 there."""
    assert parse("counter(0, 1) + 1")(Env(counters=None)) == 1.0
    assert counter_value(None, [0, 1]) == 0.0


def test_unknown_names_are_listed_for_the_explanation() -> None:
    e = parse("bonsu + 1")
    assert e.unknown_names == frozenset({"bonsu"})
    assert e(ENV) == 1.0


def test_the_matters_an_expression_reads() -> None:
    assert parse("matter(10) || matter(12)").matters == (1 << 10) | (1 << 12)
    assert parse("matter(role())").matters == (1 << 27) - 1, "computed: every matter"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "expr_empty"),
        ("   ", "expr_empty"),
        ("(1", "expr_end"),
        ("1 +", "expr_end"),
        ("1 * + 2", "expr_unexpected"),
        ("1 2", "expr_unexpected"),
        ("(1)(2)", "expr_unexpected"),
        ("a ! b", "expr_unexpected"),
        ("1 ? 2", "expr_end"),
        ("1 ? 2 ? 3 : 4 : 5", "expr_unexpected"),  # the middle must be bracketed
        (".5", "expr_char"),
        ("1 & 2", "expr_char"),
        ("1 | 2", "expr_char"),
        ("1\n+2", "expr_char"),
        ("бонус", "expr_char"),
        ("f(1)", "expr_unknown_function"),
        ("__import__('os')", "expr_char"),
        ("__import__(1)", "expr_unknown_function"),
        ("eval(1)", "expr_unknown_function"),
        ("round(1, 2, 3)", "expr_arguments"),
        ("bonus(1)", "expr_arguments"),
        ("min(1,,2)", "expr_empty_arg"),
        ("min(1,)", "expr_empty_arg"),
        ("1/0", "expr_divide_zero"),
        ("bonus()/(2-2)", "expr_divide_zero"),
        ("matter(27)", "expr_matter"),
        ("matter(-1)", "expr_matter"),
        ("log(2, 1)", "expr_log_base"),
        ("log(2, 0)", "expr_log_base"),
        ("(" * 50 + "1" + ")" * 50, "expr_deep"),
        ("-" * 60 + "1", "expr_deep"),
        ("1+" * 1200 + "1", "expr_long"),
    ],
)
def test_faults_are_refused_and_named(text: str, code: str) -> None:
    with pytest.raises(ExpressionError) as err:
        parse(text)
    assert err.value.code == code


def test_a_fault_says_where() -> None:
    with pytest.raises(ExpressionError) as err:
        parse("1 + f(2)")
    assert err.value.at == 4 and err.value.params == {"name": "f"}


def test_a_value_that_is_no_number_stays_nan_for_the_caller_to_name() -> None:
    assert math.isnan(parse("(0-8)^0.5")(Env()))
    assert math.isnan(parse("log(8, bonus())")(Env(bonus=1.0)))


@pytest.mark.parametrize(
    ("value", "places", "rounded"),
    [(0.5, 0, 1.0), (1.5, 0, 2.0), (-0.5, 0, -1.0), (0.285, 2, 0.29), (1.005, 2, 1.01)],
)
def test_php_round(value: float, places: int, rounded: float) -> None:
    assert php_round(value, places) == pytest.approx(rounded)


# --- a property: every tree of + - * with its brackets gives the tree's value ---------------

_LEAF = st.integers(min_value=0, max_value=50).map(float)
_TREE = st.recursive(
    _LEAF,
    lambda inner: st.tuples(st.sampled_from("+-*"), inner, inner),
    max_leaves=12,
)


def _text(tree: object) -> str:
    if isinstance(tree, float):
        return f"{tree:g}"
    assert isinstance(tree, tuple)
    op, a, b = tree
    return f"({_text(a)} {op} {_text(b)})"


def _value(tree: object) -> float:
    if isinstance(tree, float):
        return tree
    assert isinstance(tree, tuple)
    op, a, b = tree
    x, y = _value(a), _value(b)
    return x + y if op == "+" else x - y if op == "-" else x * y


@given(_TREE)
def test_bracketed_arithmetic_is_exact(tree: object) -> None:
    expected = max(min(_value(tree), EV_MAX), EV_MIN)
    assert parse(_text(tree))(Env()) == expected

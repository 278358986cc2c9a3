"""``frozen`` and ``mutable`` behave as the dataclasses they replace: the same equality, hashing,
repr and immutability, for any field values (the generated methods are the reference)."""

from __future__ import annotations

import dataclasses
from dataclasses import FrozenInstanceError, dataclass, field
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.rules.actions import Foul, Next, WithdrawFoul
from mafia_tui.rules.state import Day, VoteRound
from mafia_tui.rules.values import frozen, mutable


@dataclass(frozen=True)
class RefValue:
    seat: int
    note: str = field(default="", compare=False)
    hidden: int = field(default=0, repr=False)
    ts: str | None = field(default=None, kw_only=True, compare=False)


@frozen
class OurValue:
    seat: int
    note: str = field(default="", compare=False)
    hidden: int = field(default=0, repr=False)
    ts: str | None = field(default=None, kw_only=True, compare=False)


@dataclass(slots=True)
class RefRecord:
    items: list[int]
    flag: bool = False


@mutable(slots=True)
class OurRecord:
    items: list[int]
    flag: bool = False


@frozen
class Empty:
    pass


@frozen
class Single:
    x: float


small = st.integers(-3, 3)
texts = st.sampled_from(["", "a", "Пётр"])


def pair(seat: int, note: str, hidden: int, ts: str | None) -> tuple[RefValue, OurValue]:
    return RefValue(seat, note, hidden, ts=ts), OurValue(seat, note, hidden, ts=ts)


@given(small, texts, small, st.none() | texts, small, texts, small, st.none() | texts)
def test_a_frozen_class_compares_hashes_and_shows_as_a_frozen_dataclass(
    s1: int, n1: str, h1: int, t1: str | None, s2: int, n2: str, h2: int, t2: str | None
) -> None:
    ref1, ours1 = pair(s1, n1, h1, t1)
    ref2, ours2 = pair(s2, n2, h2, t2)
    assert (ours1 == ours2) is (ref1 == ref2)
    assert (ours1 != ours2) is (ref1 != ref2)
    assert hash(ours1) == hash(ref1)
    assert repr(ours1).replace("OurValue", "RefValue") == repr(ref1)


@given(st.lists(small, max_size=3), st.booleans(), st.lists(small, max_size=3), st.booleans())
def test_a_mutable_class_compares_and_shows_as_a_mutable_dataclass(
    i1: list[int], f1: bool, i2: list[int], f2: bool
) -> None:
    assert (OurRecord(i1, f1) == OurRecord(i2, f2)) is (RefRecord(i1, f1) == RefRecord(i2, f2))
    assert repr(OurRecord(i1, f1)).replace("Our", "Ref") == repr(RefRecord(i1, f1))


def test_frozen_is_immutable_and_mutable_is_unhashable() -> None:
    v = OurValue(1)
    with pytest.raises(FrozenInstanceError):
        v.seat = 2  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del v.seat
    with pytest.raises(TypeError):
        hash(OurRecord([1]))
    r = OurRecord([1])
    r.flag = True
    assert r == OurRecord([1], True)
    assert not hasattr(r, "__dict__")  # slots, as asked
    assert dataclasses.is_dataclass(v) and dataclasses.replace(v, seat=5).seat == 5


def test_classes_with_the_same_fields_are_not_equal() -> None:
    # Comparing across types is the point here, which mypy's strict equality flags.
    assert Foul(3) != WithdrawFoul(3)  # type: ignore[comparison-overlap]
    assert Foul(3) == Foul(3, ts="10:00") and Next() == Next()
    assert (Foul(3) == 3) is False  # type: ignore[comparison-overlap]
    assert len({Foul(3), Foul(3), Foul(4)}) == 2


def test_no_fields_and_one_field() -> None:
    assert Empty() == Empty() and hash(Empty()) == hash(())
    assert repr(Empty()) == "Empty()"
    nan = float("nan")
    assert Single(nan) == Single(nan)  # as tuples compare: the same object is equal
    assert Single(1.0) != Single(2.0) and hash(Single(1.0)) == hash((1.0,))


def test_nested_records_show_in_full() -> None:
    day = Day(1, rounds=[VoteRound([3, 5], [4, 6])])
    assert repr(day).startswith("Day(number=1, opener=None, nominations=[], rounds=[VoteRound(")
    assert day == Day(1, rounds=[VoteRound([3, 5], [4, 6])])
    assert day != Day(1, rounds=[VoteRound([3, 5], [4, 5])])


def test_an_undecorated_subclass_keeps_its_bases_methods() -> None:
    class Later(OurValue):
        pass

    assert Later(1) != OurValue(1)  # another class
    assert Later(1) == Later(1, "x") and repr(Later(1)).endswith(".Later(seat=1, note='', ts=None)")


def test_every_dataclass_of_the_app_is_declared_through_values() -> None:
    """A plain ``@dataclass`` would compile its methods again at each start (see values.py)."""
    from pathlib import Path

    import mafia_tui

    src = Path(mafia_tui.__file__).parent
    plain = [
        f"{path.relative_to(src)}:{n}"
        for path in sorted(src.rglob("*.py"))
        if path.name != "values.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if line.lstrip().startswith("@dataclass")
    ]
    assert plain == [], "declare these with rules.values.frozen / mutable: " + ", ".join(plain)


@dataclass
class RefMany:
    items: list[int]
    tags: dict[str, int] = field(default_factory=dict)
    count: int = 0
    seen: set[int] = field(default_factory=set, compare=False)


@mutable
class OurMany:
    items: list[int]
    tags: dict[str, int] = field(default_factory=dict)
    count: int = 0
    seen: set[int] = field(default_factory=set, compare=False)


def test_init_takes_the_arguments_the_dataclass_takes() -> None:
    import inspect

    assert str(inspect.signature(OurValue)) == str(inspect.signature(RefValue))
    assert str(inspect.signature(OurMany)) == str(inspect.signature(RefMany))
    assert OurValue(2, "n", 3, ts="t") == OurValue(seat=2, note="x", hidden=3, ts=None)
    assert repr(OurValue(seat=2, hidden=3)) == "OurValue(seat=2, note='', ts=None)"
    for bad in ((), (1, "a", 2, "ts"), (1, 2, 3, 4, 5)):
        with pytest.raises(TypeError):
            OurValue(*bad)
    with pytest.raises(TypeError):
        OurValue(1, where=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        OurValue(1, seat=2)  # type: ignore[misc]


def test_factories_give_each_instance_its_own_value() -> None:
    one, two = OurMany([1]), OurMany([1])
    one.tags["a"] = 1
    one.seen.add(5)
    assert two.tags == {} and two.seen == set() and one.tags is not two.tags
    assert repr(one) == repr(RefMany([1], {"a": 1}, 0, {5})).replace("Ref", "Our")
    assert one == OurMany([1], {"a": 1}) and one != two
    assert OurMany([2], count=4).count == 4 and vars(OurMany([3])) == vars(RefMany([3]))


def test_a_class_with_more_fields_than_precompiled_builds_the_same() -> None:
    from mafia_tui.rules.values import PRECOMPILED

    count = PRECOMPILED + 3
    names = [f"x{i}" for i in range(count)]
    annotations = dict.fromkeys(names, "int")
    ours: Any = frozen(type("Wide", (), {"__annotations__": annotations, names[-1]: -1}))
    values = list(range(count))
    made = ours(*values[:-1])
    assert [getattr(made, n) for n in names] == [*values[:-1], -1]
    assert made == ours(*values[:-1], **{names[-1]: -1}) and made != ours(*values)
    with pytest.raises(TypeError):
        ours(*values[:-2])


def test_post_init_and_a_default_before_none_are_refused() -> None:
    with pytest.raises(TypeError, match="__post_init__"):

        @frozen
        class Later:
            x: int

            def __post_init__(self) -> None: ...

    with pytest.raises(TypeError, match="self"):

        @mutable
        class Selfish:
            self: int

    with pytest.raises(TypeError):

        @frozen
        class Wrong:
            x: int = 0
            y: int  # type: ignore[misc]


def test_the_precompiled_makers_are_the_generated_ones() -> None:
    """rules/value_inits.py is written by ``inits_module()``; regenerate it after a change:
    ``python -c "from mafia_tui.rules.values import inits_module as m;
    open('src/mafia_tui/rules/value_inits.py', 'w').write(m())"``."""
    from pathlib import Path

    import mafia_tui.rules.value_inits as made
    from mafia_tui.rules.values import inits_module

    assert Path(made.__file__).read_text(encoding="utf-8") == inits_module()


@frozen
class Tagged:
    seat: int
    tags: frozenset[str] = field(default_factory=frozenset)
    marks: list[int] = field(default_factory=list, compare=False)


def test_a_frozen_class_calls_its_factories_and_takes_what_is_given() -> None:
    one, two = Tagged(1), Tagged(1)
    assert one.tags == frozenset() and one.marks == [] and one.marks is not two.marks
    assert Tagged(1, frozenset({"x"}), [2]).tags == {"x"} and Tagged(2, marks=[3]).marks == [3]
    assert one == two and hash(one) == hash(Tagged(1, marks=[9]))

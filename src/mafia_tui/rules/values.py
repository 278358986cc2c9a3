"""``frozen`` and ``mutable``: how every dataclass of the app is declared, made cheaper to build.

Python 3.11 builds each method a dataclass generates by compiling source text: six for a frozen
class (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``).
The 45 classes made before the judge's screen first shows spent 15 ms of every start-up that
way, the largest single part of what ``mafia-tui --continue`` adds to Textual's own start-up.

Here :mod:`dataclasses` only reads the fields (``__dataclass_fields__``, so ``fields``,
``replace`` and ``asdict`` work as ever) and compiles nothing for most classes:

* ``__init__`` comes from a maker per number of fields, precompiled in :mod:`.value_inits`
  (a class with a ``default_factory`` or more fields compiles its own, once), its
  parameters then renamed to the fields (``CodeType.replace``): the code a call runs is the
  generated one's (a frozen class sets its fields through ``object.__setattr__``, a mutable
  one by plain attribute stores, a factory is called when its field is not given);
* a frozen class's guards (``__setattr__``, ``__delattr__``) and equality, hashing and
  ``repr`` are closures made per class from its fields, with the same meaning as the generated
  ones: equal when of the same class with equal compared fields (in field order), hashed on
  those fields when frozen and unhashable when mutable, shown as ``Name(field=value, ...)``
  without the fields declared ``repr=False``.

A subclass that is not decorated again keeps its base's methods, as with dataclasses.
``tests/unit/test_values.py`` holds them to the generated methods' behaviour.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field, fields
from operator import attrgetter
from reprlib import recursive_repr
from types import CodeType
from typing import Any, TypeVar, dataclass_transform, overload

_T = TypeVar("_T")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[_T]) -> type[_T]:
    """A frozen dataclass: immutable, compared and hashed by its fields."""
    cls = dataclass(init=False, repr=False, eq=False)(cls)
    every = fields(cls)  # type: ignore[arg-type]  # cls is a dataclass by now
    _guard(cls, every)
    _with_init(cls, every, frozen=True)
    return _share(cls, every, hashable=True)


@overload
def mutable(cls: type[_T], /) -> type[_T]: ...


@overload
def mutable(*, slots: bool = False) -> Callable[[type[_T]], type[_T]]: ...


@dataclass_transform(field_specifiers=(field,))
def mutable(cls: type[_T] | None = None, /, *, slots: bool = False) -> Any:
    """A mutable dataclass (``slots=True``: with ``__slots__``): compared by its fields,
    unhashable."""

    def wrap(cls: type[_T]) -> type[_T]:
        made = dataclass(init=False, repr=False, eq=False, slots=slots)(cls)
        every = fields(made)  # type: ignore[arg-type]  # a dataclass by now
        _with_init(made, every, frozen=False)
        return _share(made, every, hashable=False)

    return wrap if cls is None else wrap(cls)


def _share(cls: type[_T], every: tuple[Field[Any], ...], *, hashable: bool) -> type[_T]:
    """Equality, hashing and ``repr`` made from the fields ``every`` (see the module)."""
    key = _getter(tuple(f.name for f in every if f.compare))
    shown = tuple(f.name for f in every if f.repr)

    def __eq__(self: object, other: object) -> bool:
        if other.__class__ is self.__class__:
            return bool(key(self) == key(other))
        return NotImplemented

    def __hash__(self: object) -> int:
        return hash(key(self))

    @recursive_repr()
    def __repr__(self: object) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({inner})"

    for method in (__eq__, __hash__, __repr__):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
    cls.__eq__ = __eq__  # type: ignore[method-assign]
    cls.__repr__ = __repr__  # type: ignore[method-assign]
    cls.__hash__ = __hash__ if hashable else None  # type: ignore[method-assign,assignment]
    return cls


def _getter(names: tuple[str, ...]) -> Callable[[object], tuple[Any, ...]]:
    """The fields ``names`` of an object, as a tuple (whatever their number)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        (name,) = names
        return lambda obj: (getattr(obj, name),)
    return lambda obj: ()


class _Factory:
    """The default of a parameter whose field has a ``default_factory``: call the factory."""

    def __repr__(self) -> str:
        return "<factory>"  # as the signature of a dataclass shows it


_FACTORY: Any = _Factory()

PRECOMPILED = 24
"""Up to this many fields, the makers of ``__init__`` for classes without a
``default_factory`` come compiled in :mod:`.value_inits` (written by :func:`inits_module`);
any other class (more fields, as the rules profile's 51, or a factory: 7 of the 45 on the way
to the judge's screen) compiles its own at its first use (0.1-0.7 ms each). Precompiling up
to 64 fields saved 0.5 ms of a start-up and made the module three times as long."""

_MAKERS: dict[tuple[int, bool, tuple[int, ...]], Callable[..., Callable[..., None]]] = {}
"""(fields, frozen, the fields with a factory) → the maker compiled here."""


def maker_source(count: int, frozen: bool, factories: tuple[int, ...] = ()) -> str:
    """The source of the function that makes an ``__init__`` of ``count`` fields.

    Its parameter ``a{i}`` is the i-th field, whose default (if any) the caller puts in
    ``__defaults__`` / ``__kwdefaults__``. For a field in ``factories`` an argument that is
    ``_F`` means "call the field's factory ``f{i}``"; the others are set as given, so a call
    runs no more than the generated ``__init__`` would. A frozen class sets a field with
    ``object.__setattr__`` (``_set``, names ``n``); a mutable one stores attribute ``_f{i}_``,
    which the caller renames to the field.
    """
    name = _maker_name(count, frozen, factories)
    head = ["self", *(f"a{i}" for i in range(count))]
    lines = [f"def {name}(_set, _F, n, f):"]
    if count:
        lines.append(f"    {', '.join(f'n{i}' for i in range(count))}, = n")
        lines.append(f"    {', '.join(f'f{i}' for i in range(count))}, = f")
    lines.append("")
    lines.append(f"    def __init__({', '.join(head)}):")
    for i in range(count):
        value = f"f{i}() if a{i} is _F else a{i}" if i in factories else f"a{i}"
        lines.append(
            f"        _set(self, n{i}, {value})" if frozen else f"        self._f{i}_ = {value}"
        )
    if not count:
        lines.append("        pass")
    lines.append("")
    lines.append("    return __init__")
    return "\n".join(lines) + "\n"


def _maker_name(count: int, frozen: bool, factories: tuple[int, ...]) -> str:
    kind = "frozen" if frozen else "mutable"
    return "_".join([kind, str(count), *map(str, factories)])


def inits_module() -> str:
    """The text of :mod:`.value_inits`: every maker without factories up to
    :data:`PRECOMPILED` fields, so that pip compiles them once, at install, instead of each
    start-up compiling its own."""
    head = (
        "# Generated by mafia_tui.rules.values.inits_module(); do not edit (a test compares).\n"
        '"""The makers of the ``__init__`` of ``frozen`` / ``mutable`` classes, by number of '
        'fields\n(see :mod:`.values`)."""\n'
        "# mypy: ignore-errors\n"
    )
    makers = [maker_source(n, kind) for kind in (True, False) for n in range(PRECOMPILED + 1)]
    return head + "".join("\n\n" + m for m in makers)


def _maker(count: int, frozen: bool, factories: tuple[int, ...]) -> Callable[..., Any]:
    """The maker for ``count`` fields (those in ``factories`` with a default factory):
    precompiled, or compiled here at its first use."""
    if count <= PRECOMPILED and not factories:
        from . import value_inits

        return getattr(value_inits, _maker_name(count, frozen, ()))  # type: ignore[no-any-return]
    key = (count, frozen, factories)
    maker = _MAKERS.get(key)
    if maker is None:
        space: dict[str, Any] = {}
        name = _maker_name(*key)
        exec(compile(maker_source(*key), f"<{name}>", "exec"), space)  # noqa: S102 - ours
        maker = _MAKERS[key] = space[name]
    return maker


def _with_init(cls: type, every: tuple[Field[Any], ...], *, frozen: bool) -> None:
    """Give ``cls`` the ``__init__`` its fields ``every`` call for (as ``@dataclass`` would
    write it)."""
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__qualname__}: __post_init__ is not supported here")
    positional, keywords, defaults = _parameters(cls, every)
    ordered = positional + keywords
    names = tuple(f.name for f in ordered)
    if "self" in names:  # the maker's first parameter; @dataclass renames it, we refuse
        raise TypeError(f"{cls.__qualname__}: a field named 'self' is not supported here")
    factories = tuple(_factory(f) for f in ordered)
    made = tuple(i for i, f in enumerate(factories) if f is not None)
    init = _maker(len(ordered), frozen, made)(object.__setattr__, _FACTORY, names, factories)
    init.__code__ = _renamed_code(init.__code__, names, len(keywords), frozen)
    init.__defaults__ = defaults or None
    init.__kwdefaults__ = {f.name: _given(f) for f in keywords if _optional(f)}
    init.__annotations__ = {**{f.name: f.type for f in ordered}, "return": None}
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]


def _parameters(
    cls: type, every: tuple[Field[Any], ...]
) -> tuple[list[Field[Any]], list[Field[Any]], tuple[Any, ...]]:
    """The fields ``__init__`` takes positionally, those it takes by keyword only, and the
    positional ones' defaults (in order, for ``__defaults__``)."""
    taken = [f for f in every if f.init]
    positional = [f for f in taken if not f.kw_only]
    defaults = tuple(_given(f) for f in positional if _optional(f))
    if any(map(_optional, positional[: len(positional) - len(defaults)])):
        raise TypeError(f"{cls.__qualname__}: a field without a default follows one with")
    return positional, [f for f in taken if f.kw_only], defaults


def _renamed_code(code: CodeType, names: tuple[str, ...], keyword: int, frozen: bool) -> CodeType:
    """The maker's ``__init__`` with the fields' names for parameters (the last ``keyword``
    of them keyword-only) and, in a mutable class, for the attributes it stores."""
    code = code.replace(
        co_varnames=("self", *names),
        co_argcount=1 + len(names) - keyword,
        co_kwonlyargcount=keyword,
    )
    if frozen:
        return code
    return code.replace(co_names=tuple(_renamed(n, names) for n in code.co_names))


def _given(f: Field[Any]) -> Any:
    """A parameter's default: the field's, or "call the factory"."""
    return _FACTORY if f.default is MISSING else f.default


def _optional(f: Field[Any]) -> bool:
    """Whether the field may be left out: it has a default or a factory."""
    return f.default is not MISSING or f.default_factory is not MISSING


def _factory(f: Field[Any]) -> Any:
    return None if f.default_factory is MISSING else f.default_factory


def _renamed(name: str, fields_: tuple[str, ...]) -> str:
    """The field that the template's attribute ``_f{i}_`` stands for (other names as they are)."""
    if name.startswith("_f") and name.endswith("_") and name[2:-1].isdigit():
        return fields_[int(name[2:-1])]
    return name


def _guard(cls: type[Any], every: tuple[Field[Any], ...]) -> None:
    """A frozen class's ``__setattr__`` and ``__delattr__``, as ``@dataclass(frozen=True)``
    writes them: its fields (and any attribute of the class itself) cannot change."""
    names = frozenset(f.name for f in every)

    def __setattr__(self: object, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: object, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    for method in (__setattr__, __delattr__):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
    cls.__setattr__ = __setattr__  # type: ignore[assignment]
    cls.__delattr__ = __delattr__  # type: ignore[assignment]

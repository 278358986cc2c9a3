"""A scoring definition in mafiaratings' vocabulary, read and checked: groups of policies (when,
for whom, how many points), counters and the sorting string.

The fields are those mafiaratings' current code reads (``include/scoring.php``: ``matter``,
``roles``, ``points``, ``mvp``, ``noWeight``; its editor ``js/src/scoring_editor.js`` adds
``name`` and ``name_<language>``). Anything else is refused with the policy and the fault
named (:class:`ScoringError`), before a single point is computed: an unknown group, matter,
role flag, key, function; a malformed, too long or too deep expression; a division by a
constant zero. The old group ``prima_nocta`` is kept and ignored, as today's code ignores it.
"""

from __future__ import annotations

import re
from typing import Any, Final

from ..rules.values import frozen
from .expression import Expression, parse
from .matters import ALL_MATTERS, ALL_ROLES
from .nodes import ExpressionError

GROUPS: Final = ("main", "extra", "legacy", "penalty", "night1")
"""The groups, in the order the site adds their points."""
SHOWN: Final = ("main", "legacy", "extra", "penalty", "night1")
"""The groups in the order the tables show them."""
IGNORED_GROUPS: Final = ("prima_nocta",)
"""Groups of old definitions that today's code does not read."""
DEFAULT_SORTING: Final = "(epg)wsk"
SORTING_LETTERS: Final = "mgepnwsk"
MAX_POLICIES: Final = 100
"""Policies in one group, counters in all (the repository's largest group has 8)."""

_NAME_KEY = re.compile(r"name(_[a-z]{2})?")
_POLICY_KEYS: Final = frozenset({"matter", "roles", "points", "mvp", "noWeight"})


class ScoringError(ValueError):
    """A definition refused: ``code`` (a key of the texts) with ``params``, and ``where``: the
    group and the policy's number (1-based, as a judge counts), or ("", 0) for the whole."""

    def __init__(self, code: str, where: tuple[str, int] = ("", 0), **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.where = where
        self.params = params


Points = float | Expression


@frozen
class Policy:
    """One policy: points in ``group`` to the ``roles`` of a game that set every bit of
    ``matter``."""

    group: str
    number: int
    """1-based within its group."""
    matter: int
    roles: int
    points: Points
    mvp: bool | Points | None = None
    """Points toward the tournament's best player: True the same points, a number or an
    expression its own; None none."""
    no_weight: bool = False
    names: tuple[tuple[str, str], ...] = ()
    """(language or "", name) as the definition gives them."""

    def name(self, lang: str) -> str:
        """Its own name in ``lang``, else its plain name, else ""."""
        own = dict(self.names)
        return own.get(lang) or own.get("", "")


@frozen
class Counter:
    """A count of a player's games that set every bit of ``matter`` in one of ``roles``."""

    number: int
    matter: int
    roles: int


@frozen
class Scoring:
    """A definition, checked; ``document`` is the JSON it was read from, as it was."""

    key: str
    name: str
    groups: tuple[tuple[str, tuple[Policy, ...]], ...]
    counters: tuple[Counter, ...] | None
    """None when the definition has no ``counters`` (then ``counter(...)`` is 0)."""
    sorting: str
    document: dict[str, Any]
    id: int | None = None
    version: int | None = None
    source: str = ""
    """Where it comes from, for the list and the explanation."""
    ignored: tuple[str, ...] = ()
    """Groups it holds that today's code ignores (``prima_nocta``)."""

    @property
    def policies(self) -> list[Policy]:
        return [p for _, group in self.groups for p in group]

    def group(self, name: str) -> tuple[Policy, ...]:
        return dict(self.groups).get(name, ())

    @property
    def shown_groups(self) -> list[str]:
        """The groups that have policies, in the tables' order."""
        present = {g for g, policies in self.groups if policies}
        return [g for g in SHOWN if g in present]

    def expressions(self) -> list[Expression]:
        out: list[Expression] = []
        for p in self.policies:
            out += [x for x in (p.points, p.mvp) if isinstance(x, Expression)]
        return out

    def uses(self, name: str) -> bool:
        """Whether an expression of it uses the function or value ``name``."""
        return any(name in x.names for x in self.expressions())

    def matters_used(self) -> int:
        """Every matter a policy, a counter or ``matter(n)`` reads (all of them when an
        expression computes its ``n``)."""
        used = 0
        for p in self.policies:
            used |= p.matter
        for c in self.counters or ():
            used |= c.matter
        for x in self.expressions():
            used |= x.matters
        return used


def read_scoring(
    document: Any,
    key: str,
    name: str = "",
    *,
    id: int | None = None,  # noqa: A002 - the site's word
    version: int | None = None,
    source: str = "",
) -> Scoring:
    """Check ``document`` (a definition as the ``scoring`` column holds it).

    Raises:
        ScoringError: the first fault, with where it is.
    """
    if not isinstance(document, dict):
        raise ScoringError("sc_not_object")
    groups: list[tuple[str, tuple[Policy, ...]]] = []
    ignored: list[str] = []
    for field, value in document.items():
        if field in GROUPS:
            groups.append((field, _group(field, value)))
        elif field in IGNORED_GROUPS:
            if not isinstance(value, list):
                raise ScoringError("sc_group_list", (field, 0), group=field)
            ignored.append(field)
        elif field not in ("counters", "sorting"):
            raise ScoringError("sc_unknown_group", (str(field)[:40], 0), group=str(field)[:40])
    groups.sort(key=lambda g: GROUPS.index(g[0]))
    counters = _counters(document["counters"]) if "counters" in document else None
    sorting = document.get("sorting", DEFAULT_SORTING)
    _check_sorting(sorting)
    return Scoring(
        key,
        name,
        tuple(groups),
        counters,
        str(sorting),
        document,
        id,
        version,
        source,
        tuple(ignored),
    )


def _group(group: str, value: Any) -> tuple[Policy, ...]:
    if not isinstance(value, list):
        raise ScoringError("sc_group_list", (group, 0), group=group)
    if len(value) > MAX_POLICIES:
        raise ScoringError("sc_too_many", (group, 0), max=MAX_POLICIES)
    return tuple(_policy(group, n, item) for n, item in enumerate(value, start=1))


def _policy(group: str, number: int, item: Any) -> Policy:
    where = (group, number)
    if not isinstance(item, dict):
        raise ScoringError("sc_policy_object", where)
    names: list[tuple[str, str]] = []
    for field, value in item.items():
        m = _NAME_KEY.fullmatch(str(field))
        if m:
            if not isinstance(value, str) or len(value) > 200:
                raise ScoringError("sc_bad_name", where, field=field)
            names.append(((m.group(1) or "")[1:], value))
        elif field not in _POLICY_KEYS:
            raise ScoringError("sc_unknown_key", where, field=str(field)[:40])
    matter = _matter(item, where)
    roles = _roles(item, where)
    points = _points(item.get("points", 0), where, "points") if "points" in item else 0.0
    mvp = item.get("mvp")
    if mvp is not None and not isinstance(mvp, bool):
        mvp = _points(mvp, where, "mvp")
    no_weight = item.get("noWeight", False)
    if not isinstance(no_weight, bool):
        raise ScoringError("sc_bad_flag", where, field="noWeight")
    return Policy(group, number, matter, roles, points, mvp, no_weight, tuple(names))


def _matter(item: dict[str, Any], where: tuple[str, int]) -> int:
    if "matter" not in item:
        raise ScoringError("sc_no_matter", where)
    matter = item["matter"]
    if type(matter) is not int or matter < 0:
        raise ScoringError("sc_bad_matter", where, matter=_shown(matter))
    if matter & ~ALL_MATTERS:
        unknown = [n for n in range(matter.bit_length()) if matter & ~ALL_MATTERS & (1 << n)]
        raise ScoringError("sc_unknown_matter", where, matter=matter, bits=unknown[0])
    return matter


def _roles(item: dict[str, Any], where: tuple[str, int]) -> int:
    roles = item.get("roles", ALL_ROLES)
    if type(roles) is not int or not 1 <= roles <= ALL_ROLES:
        raise ScoringError("sc_unknown_roles", where, roles=_shown(roles))
    return roles


def _points(value: Any, where: tuple[str, int], field: str) -> Points:
    if type(value) in (int, float):
        return float(value)
    if not isinstance(value, str):
        raise ScoringError("sc_bad_points", where, field=field, value=_shown(value))
    try:
        return parse(value)
    except ExpressionError as err:
        raise ScoringError(
            err.code, where, field=field, text=value[:80], at=err.at + 1, **err.params
        ) from None


def _counters(value: Any) -> tuple[Counter, ...]:
    if not isinstance(value, list):
        raise ScoringError("sc_group_list", ("counters", 0), group="counters")
    if len(value) > MAX_POLICIES:
        raise ScoringError("sc_too_many", ("counters", 0), max=MAX_POLICIES)
    out = []
    for n, item in enumerate(value, start=1):
        where = ("counters", n)
        if not isinstance(item, dict):
            raise ScoringError("sc_policy_object", where)
        for field in item:
            if field not in ("matter", "roles") and not _NAME_KEY.fullmatch(str(field)):
                raise ScoringError("sc_unknown_key", where, field=str(field)[:40])
        out.append(Counter(n, _matter(item, where), _roles(item, where)))
    return tuple(out)


def _check_sorting(sorting: Any) -> None:
    if not isinstance(sorting, str) or len(sorting) > 40:
        raise ScoringError("sc_bad_sorting", ("sorting", 0), sorting=_shown(sorting))
    depth = 0
    for c in sorting:
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c not in SORTING_LETTERS and c != "-":
            raise ScoringError("sc_sorting_letter", ("sorting", 0), letter=c, sorting=sorting)
        if not 0 <= depth <= 1:
            raise ScoringError("sc_bad_sorting", ("sorting", 0), sorting=sorting)
    if depth:
        raise ScoringError("sc_bad_sorting", ("sorting", 0), sorting=sorting)


def _shown(value: Any) -> str:
    from ..rules.errors import shown

    return shown(value)

"""Every text of the app goes through one mechanism (``mafia_tui.i18n``): each catalogue has
Russian and English with the same placeholders, and every key the code asks for exists.

The source is read (AST) for each key passed as a literal to a lookup (``tr("…")``,
``say(lang, "…")``, ``Notice("…")``, ``RuleError("…")``, ``CATALOG.text("…")``); a key built at
run time (``f"letter_{role.value}"``) must at least start like some key, and the finite
families are enumerated below. The whole suite also runs with ``i18n.STRICT`` on (see
``tests/conftest.py``), so a missing key met on any path a test walks raises.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

import mafia_tui
from mafia_tui import i18n
from mafia_tui.i18n import Catalog, MissingText, catalogs, fields, pick_lang

PERCENT = re.compile(r"%(?:\(\w+\))?[sdr]")
"""argparse's %-placeholders, which ``str.format`` does not see."""


def all_modules() -> list[ModuleType]:
    """Every module of the package, imported (which registers every catalogue)."""
    out = [mafia_tui]
    for info in pkgutil.walk_packages(mafia_tui.__path__, "mafia_tui."):
        out.append(importlib.import_module(info.name))
    return out


MODULES = all_modules()
CATALOGS = catalogs()


# --- the mechanism ---


@pytest.fixture
def sample() -> Iterator[Catalog]:
    yield Catalog(
        "test.sample",
        {"hello": ("Привет, {name}", "Hello, {name}"), "plain": ("{как есть}", "{as is}")},
    )
    i18n._REGISTRY.pop("test.sample", None)


def test_a_text_is_looked_up_and_filled_in_the_language_asked(sample: Catalog) -> None:
    assert sample.text("hello", "ru", name="Ёжик") == "Привет, Ёжик"
    assert sample.text("hello", "en", name="Ёжик") == "Hello, Ёжик"
    assert sample.text("plain", "en") == "{as is}", "without params the text is as written"


def test_a_message_inside_a_message_is_said_in_the_same_language(sample: Catalog) -> None:
    """#39, finding 7: a reason that is itself a message (an OS error, a refusal) came out
    in one language inside a text of the other."""
    from mafia_tui.rules.errors import RuleError
    from mafia_tui.storage.notices import OsReason

    inner = RuleError("file_empty")
    assert sample.text("hello", "ru", name=inner) == "Привет, Файл игры пуст"
    assert sample.text("hello", "en", name=inner) == "Hello, The game file is empty"
    full = OsReason(OSError(28, "No space left on device"))
    assert sample.text("hello", "ru", name=full) == "Привет, на диске нет места"


@pytest.mark.parametrize("lang", ["ru", "", None, "uk", "de", "RU"])
def test_any_language_but_english_reads_russian(sample: Catalog, lang: str | None) -> None:
    assert pick_lang(lang) == "ru"
    assert sample.text("hello", lang, name="x") == "Привет, x"


def test_a_missing_key_raises_under_strict(
    sample: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "STRICT", True)
    with pytest.raises(MissingText) as err:
        sample.text("no_such_key", "ru")
    assert isinstance(err.value, KeyError)
    assert str(err.value) == "no text 'no_such_key' in the 'test.sample' catalogue"
    with pytest.raises(ValueError, match="cannot be filled"):
        sample.text("hello", "ru", nick="x")


def test_a_missing_key_shows_itself_and_is_logged_in_front_of_a_judge(
    sample: Catalog, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(i18n, "STRICT", False)
    assert sample.text("no_such_key", "en", n=1) == "no_such_key"
    assert sample.text("hello", "en", nick="x") == "Hello, {name}"
    assert "no_such_key" in caplog.text and "cannot be filled" in caplog.text


def test_the_test_suite_runs_strict() -> None:
    assert i18n.STRICT, "tests/conftest.py turns STRICT on"


def test_a_russian_catalogue_says_the_same_in_both_languages() -> None:
    cat = Catalog.russian("test.russian", {"a": "Протокол {n}"})
    try:
        assert cat.text("a", "ru", n=1) == cat.text("a", "en", n=1) == "Протокол 1"
        assert problems(cat) == []
        cat.entries["b"] = ("Бланк", "Form")  # type: ignore[index]
        assert problems(cat) == ["test.russian: 'b' is not one Russian text"]
    finally:
        i18n._REGISTRY.pop("test.russian", None)


def test_from_columns_leaves_a_gap_the_parity_test_sees() -> None:
    cat = Catalog.from_columns("test.columns", {"a": "а", "b": "б"}, {"a": "a", "c": "c"})
    try:
        assert dict(cat.entries) == {"a": ("а", "a"), "b": ("б", ""), "c": ("", "c")}
        assert problems(cat) == [
            "test.columns: 'b' lacks a language",
            "test.columns: 'c' lacks a language",
        ]
    finally:
        i18n._REGISTRY.pop("test.columns", None)


# --- every catalogue: both languages, the same placeholders ---


def problems(cat: Catalog) -> list[str]:
    out = []
    for key, pair in cat.entries.items():
        if not (isinstance(pair, tuple) and len(pair) == 2):
            out.append(f"{cat.name}: {key!r} is not a (ru, en) pair")
            continue
        ru, en = pair
        if cat.russian_only:  # one text for both languages (Catalog.russian)
            if not ru.strip() or en != ru:
                out.append(f"{cat.name}: {key!r} is not one Russian text")
        elif bool(ru.strip()) != bool(en.strip()):  # both empty is a deliberate blank
            out.append(f"{cat.name}: {key!r} lacks a language")
        elif fields(ru) != fields(en):
            out.append(f"{cat.name}: {key!r} has {sorted(fields(ru))} and {sorted(fields(en))}")
        elif not set(PERCENT.findall(ru)) <= set(PERCENT.findall(en)):
            # argparse fills %(name)s from a dict: a translation may leave one out, not add
            out.append(f"{cat.name}: {key!r} has a %-placeholder English lacks")
    return out


def test_every_table_of_texts_is_registered() -> None:
    assert {
        "rules",
        "rules.words",
        "rules.action",
        "rules.step",
        "rules.sub_rule",
        "export.protocol",
        "ui",
        "display",
        "storage",
        "storage.os_error",
        "cli",
        "cli.argparse",
    } <= set(CATALOGS)


@pytest.mark.parametrize("name", sorted(CATALOGS))
def test_every_text_has_russian_and_english_with_the_same_placeholders(name: str) -> None:
    assert problems(CATALOGS[name]) == []


# --- every key the code asks for exists ---


@dataclass(frozen=True)
class Ask:
    """A lookup in the source: which catalogue, the key (or a key's known prefix), where."""

    catalog: str
    key: str
    prefix: bool
    where: str


def _lookups(module: ModuleType) -> dict[str, tuple[str, int]]:
    """Callables of this module's namespace that look a key up: name -> (catalogue, arg)."""
    from mafia_tui.export.protocol_texts import ru
    from mafia_tui.rules.errors import RuleError
    from mafia_tui.rules.outcome import add_event
    from mafia_tui.rules.texts import render
    from mafia_tui.storage.notices import Notice
    from mafia_tui.ui.display.texts import say

    known: dict[object, tuple[str, int]] = {
        RuleError: ("rules", 0),
        render: ("rules", 0),
        add_event: ("rules", 1),
        Notice: ("storage", 0),
        say: ("display", 1),
        ru: ("export.protocol", 0),
    }
    out: dict[str, tuple[str, int]] = {"tr": ("ui", 0)}  # self.tr, app.tr, tr = self.app.tr
    for name, value in vars(module).items():
        try:
            if value in known:
                out[name] = known[value]
        except TypeError:  # unhashable
            continue
    if module.__name__ == "mafia_tui.rules.warnings":
        out["warn"] = ("rules", 0)  # a closure around Event(code, …)
    return out


def _key(node: ast.expr) -> tuple[str, bool] | None:
    """A literal key, or the literal prefix of a key built at run time."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value, False
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value, True
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = _key(node.left)
        if left is not None:
            return left[0], True
    if isinstance(node, ast.IfExp):
        return None  # both branches are visited as constants by the walk below
    return None


def asks(module: ModuleType, source: str | None = None) -> Iterator[Ask]:
    """The lookups in ``module``'s source (or in ``source``, read as if it were that module)."""
    path = Path(module.__file__ or "")
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source)
    lookups = _lookups(module)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        target: tuple[str, int] | None = None
        if isinstance(func, ast.Name):
            target = lookups.get(func.id)
        elif isinstance(func, ast.Attribute) and func.attr == "tr":
            target = ("ui", 0)
        elif isinstance(func, ast.Attribute) and func.attr in ("text", "template"):
            owner = func.value
            if isinstance(owner, ast.Name):
                value = getattr(module, owner.id, None)
                if isinstance(value, Catalog):
                    target = (value.name, 0)
        if target is None or len(node.args) <= target[1]:
            continue
        arg = node.args[target[1]]
        candidates = [arg.body, arg.orelse] if isinstance(arg, ast.IfExp) else [arg]
        for candidate in candidates:
            found = _key(candidate)
            if found is not None:
                where = f"{path.relative_to(Path(mafia_tui.__file__).parent)}:{node.lineno}"
                yield Ask(target[0], found[0], found[1], where)


ASKS = [ask for module in MODULES for ask in asks(module)]


def test_the_scan_finds_the_lookups_of_every_layer() -> None:
    seen = {ask.catalog for ask in ASKS}
    assert {"rules", "ui", "display", "storage"} <= seen, seen
    assert len(ASKS) > 300


def missing(asked: list[Ask]) -> list[str]:
    out = []
    for ask in asked:
        keys = CATALOGS[ask.catalog].entries
        ok = any(k.startswith(ask.key) for k in keys) if ask.prefix else ask.key in keys
        if not ok:
            kind = "no key starts with" if ask.prefix else "no key"
            out.append(f"{ask.where}: {kind} {ask.key!r} in {ask.catalog!r}")
    return out


def test_every_key_the_code_asks_for_exists() -> None:
    assert missing(ASKS) == []


def test_the_scan_catches_a_key_that_is_not_there() -> None:
    """What a typo in a screen looks like to the test above."""
    module = ModuleType("mafia_tui.ui.fake")
    module.__file__ = str(Path(mafia_tui.__file__).parent / "ui" / "fake.py")
    source = 'def f(tr):\n    return tr("no_such_key") + tr("start_new") + tr(f"no_such_{1}")\n'
    assert sorted(missing(list(asks(module, source)))) == [
        "ui/fake.py:2: no key 'no_such_key' in 'ui'",
        "ui/fake.py:2: no key starts with 'no_such_' in 'ui'",
    ]


# --- no dead texts ---

BUILT_AT_RUN_TIME = {
    ("display", "timer_"),  # f"timer_{state}"
    ("rules", "s_"),  # "s_" + step.kind.value
    ("rules.words", ""),  # team_texts.word(form, value, lang): f"{form}.{value}"
    ("rules.sub_rule", ""),  # queries.sub_rule_name: a sub-rule's number
    ("rules.setting", ""),  # cli/rules.py: a profile setting's name
    ("rules.preset", ""),  # setting_texts.rules_title: a profile's name
    ("storage.os_error", ""),  # errno names
    ("session.net_error", ""),  # errno names of a connection (hub/client.py)
    ("export.standings_pdf", ""),  # standings_pdf: HEADINGS maps a column to its key
    ("cli.argparse", ""),  # argparse asks with its own words
    ("tournament.group", ""),  # a group's name, and f"{group}_short" for the tables' heads
}
"""Families whose keys the code builds where the scan cannot follow."""


def test_every_text_is_used() -> None:
    source = "\n".join(
        p.read_text(encoding="utf-8") for p in Path(mafia_tui.__file__).parent.rglob("*.py")
    )
    quoted = set(re.findall(r"[\"']([\w.%() :-]+)[\"'](?!: \()", source))
    asked = {(a.catalog, a.key) for a in ASKS if not a.prefix}
    prefixes = {(a.catalog, a.key) for a in ASKS if a.prefix} | BUILT_AT_RUN_TIME
    dead = [
        f"{name}: {key!r}"
        for name, cat in CATALOGS.items()
        if not name.startswith("test.")
        for key in cat.entries
        if (name, key) not in asked
        and not any(c == name and key.startswith(p) for c, p in prefixes)
        and key not in quoted
    ]
    assert dead == [], "texts nothing asks for (remove them, or name their family above)"


# --- keys built at run time: their finite families ---


def _family(catalog: str, keys: list[str]) -> list[str]:
    return [k for k in keys if k not in CATALOGS[catalog].entries]


def test_the_families_of_keys_built_at_run_time_are_complete() -> None:
    from mafia_tui.rules import FIIM_2018, StepKind
    from mafia_tui.rules.roles import Role
    from mafia_tui.rules.setup import STAGES
    from mafia_tui.ui.commands import COMMANDS

    results = ["red", "black", "draw"]
    teams = ["red", "black"]
    words = [
        f"{form}.{r}" for form in ("side", "win", "a_win", "headline", "typed") for r in results
    ]
    words += [
        f"{form}.{t}"
        for form in ("team", "wins", "short", "one", "letter", "players")
        for t in teams
    ]
    forms = ("role", "card", "letter", "head", "cell")
    words += [f"{form}.{r.value}" for form in forms for r in Role]
    words += [f"players.{r}" for r in ("civilian", "sheriff", "don")]  # tournament.roles
    assert _family("rules.words", words) == []
    from mafia_tui.rules.queries import SUB_RULES

    assert _family("rules.sub_rule", [rule for rules in SUB_RULES.values() for rule in rules]) == []
    from mafia_tui.tournament.definition import GROUPS
    from mafia_tui.tournament.matters import MATTERS, ROLE_SETS

    assert _family("tournament.group", [*GROUPS, *(f"{g}_short" for g in GROUPS)]) == []
    assert _family("tournament.matter", list(MATTERS)) == []
    assert _family("tournament.roles", list(ROLE_SETS.values())) == []
    assert _family("tournament.stats", [r.value for r in Role]) == []
    settings = [key for key in FIIM_2018.to_dict() if key != "name"]
    assert _family("rules.setting", settings) == []
    from mafia_tui.rules.profile import LEAGUES, PRESETS

    assert _family("rules.preset", [*PRESETS, *LEAGUES, "code"]) == []
    assert _family("rules.stage", list(STAGES)) == []
    assert _family("rules.step", [k.value for k in StepKind]) == []
    assert _family("rules", [f"s_{k.value}" for k in StepKind]) == []
    from mafia_tui.rules.after import OUTCOMES

    protocol = [f"when_{p}" for p in ("day", "night", "zero", "over")]
    protocol += [f"decided_{o}" for o in OUTCOMES if o != "result_changed"]
    protocol += [f"speech_{s}" for s in ("last_word", "tie_speech")]
    assert _family("export.protocol", protocol) == []
    # game_view.prompt: a command waiting for its seats, and the night's steps
    assert _family("ui", [f"prompt_{c.id}" for c in COMMANDS if c.seats]) == []
    nights = (StepKind.SHOT, StepKind.DON_CHECK, StepKind.SHERIFF_CHECK)
    assert _family("ui", [f"prompt_{k.value}" for k in nights]) == []
    assert (
        _family(
            "cli", [f"{v}_examples" for v in ("replay", "export", "blank", "standings", "display")]
        )
        == []
    )


def test_the_stage_words_have_one_writer() -> None:
    """Issue #26: the stage words were spelled in three modules (the result and role words:
    tests/unit/test_one_writer.py)."""
    for name, cat in CATALOGS.items():
        if name == "rules.stage" or name.startswith("test."):
            continue
        doubled = [k for k in cat.entries if k.startswith("stage_")]
        assert doubled == [], f"{name}: {doubled}"

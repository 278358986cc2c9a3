"""One writer of each word (issue #40): every Russian word the app shows lives in a text
catalogue, and the result, team and role words in one of them, ``rules/team_texts.py``.

The source of ``src/mafia_tui`` is read with ``ast``. A string literal holding a Cyrillic
letter may stand only

* in a **catalogue module**: a module whose file name ends in ``texts.py`` (``texts.py``,
  ``protocol_texts.py``, ``team_texts.py``...), or is ``strings.py`` (the screens'),
  ``helptext.py`` (the command line's) or ``notices.py`` (storage's): the files
  CONTRIBUTING.md's "Where the words go" names;
* among the arguments of a **catalogue call**: ``Catalog(...)``, ``Catalog.russian(...)``,
  ``Catalog.from_columns(...)``, and in ``ui/commands.py`` a command record ``_c(...)``,
  which declares a command's label and help with its keys (CONTRIBUTING.md's "Add a
  command");
* in a **docstring** (any string standing alone as a statement): it documents, it is never
  shown;
* in :data:`ALLOWED`, literal by literal, each with its reason.

Anything else (a word in a logic module, a table of words beside the code that reads it) is
reported with its place. The result, team and role words (every text of the ``rules.words``
catalogue) are checked apart: no literal outside ``rules/team_texts.py`` may be one of them,
in either case, nor a (Russian, English) pair's English one of their English texts. A word
inside a sentence is the sentence's (Russian inflects it there) and is not checked.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import mafia_tui
from mafia_tui.i18n import catalogs
from mafia_tui.rules import team_texts

SRC = Path(mafia_tui.__file__).parent
CYRILLIC = re.compile("[\u0400-\u04ff]")
CATALOGUE_FILES = ("strings.py", "helptext.py", "notices.py")
"""Catalogue modules besides the ``*texts.py`` ones."""

ALLOWED: dict[str, tuple[str, set[str]]] = {
    "ui/keys.py": (
        "the keyboard layouts: the Russian letters on each QWERTY key (ЙЦУКЕН) and the "
        "Ukrainian and Belarusian letters that replace one; letters to map keys by, not words",
        {"йцукенгшщзхъфывапролджэячсмитьбюё", "і", "ї", "є", "ґ", "ў"},
    ),
    "i18n.py": (
        "folded(): the mechanism's ё-as-е folding for comparing Russian words, a letter for a "
        "letter",
        {"ё", "е"},
    ),
    "cli/output.py": (
        "the characters the terminal's encoding is probed for before printing, not words",
        {"→ёЁ«»—№"},
    ),
}
"""Literals that may stand outside the catalogues: module -> (why, the literals)."""


def is_catalogue_module(path: str) -> bool:
    """A module that holds words by design (see the module's docstring)."""
    name = path.rsplit("/", 1)[-1]
    return name.endswith("texts.py") or name in CATALOGUE_FILES


def _catalogue_call(node: ast.Call, path: str) -> bool:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id == "Catalog" or (func.id == "_c" and path == "ui/commands.py")
    return (
        isinstance(func, ast.Attribute)
        and isinstance(func.value, ast.Name)
        and func.value.id == "Catalog"
    )


Literal = tuple[int, int, str, bool]
"""A string literal: its line, its column, its text, and whether it is a catalogue call's."""


def literals(source: str, path: str) -> Iterator[Literal]:
    """Every string literal of ``source`` but its docstrings, in order."""
    tree = ast.parse(source)
    docs = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _catalogue_call(node, path):
            inside.update(id(n) for arg in (*node.args, *node.keywords) for n in ast.walk(arg))
    found = [
        (node.lineno, node.col_offset, node.value, id(node) in inside)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]
    yield from sorted(found)


def outside(source: str, path: str) -> list[str]:
    """The Cyrillic literals of a module (``path`` relative to the package) that stand
    outside every catalogue, as ``path:line: 'text'``."""
    if is_catalogue_module(path):
        return []
    allowed = ALLOWED.get(path, ("", set()))[1]
    return [
        f"{path}:{line}: {text[:60]!r}"
        for line, _, text, in_catalogue in literals(source, path)
        if CYRILLIC.search(text) and not in_catalogue and text not in allowed
    ]


def modules() -> Iterator[tuple[str, str]]:
    for file in sorted(SRC.rglob("*.py")):
        yield file.relative_to(SRC).as_posix(), file.read_text(encoding="utf-8")


def test_every_cyrillic_literal_stands_in_a_catalogue() -> None:
    found = [line for path, source in modules() for line in outside(source, path)]
    assert found == [], "words outside the catalogues:\n" + "\n".join(found)


def test_the_scan_finds_a_word_put_back_into_a_logic_module() -> None:
    """What a label written into the protocol's drawing code looks like to the test above;
    the same word in a catalogue, a docstring or an allowed literal is not reported."""
    source = (
        '"""Рисует протокол."""\n'
        "from ..i18n import Catalog\n"
        'WORDS = Catalog("x", {"title": ("ПРОТОКОЛ", "PROTOCOL")})\n'
        "def draw(pdf):\n"
        '    """ПРОТОКОЛ ИГРЫ."""\n'
        '    pdf.cell(text="ПРОТОКОЛ ИГРЫ")\n'
        '    return f"лист {pdf.page_no()}"\n'
    )
    assert outside(source, "export/protocol.py") == [
        "export/protocol.py:6: 'ПРОТОКОЛ ИГРЫ'",
        "export/protocol.py:7: 'лист '",
    ]
    assert outside(source, "export/protocol_texts.py") == []
    assert outside('LAYOUT = "йцукенгшщзхъфывапролджэячсмитьбюё"\n', "ui/keys.py") == []
    assert outside('YES = ("да", "yes")\n', "ui/keys.py") == ["ui/keys.py:1: 'да'"]


def test_every_allowed_literal_is_still_there() -> None:
    """An entry of :data:`ALLOWED` is removed with the literal it allows."""
    sources = dict(modules())
    for path, (why, allowed) in ALLOWED.items():
        assert why and path in sources, path
        present = {text for _, _, text, _ in literals(sources[path], path)}
        assert allowed <= present, f"{path}: {sorted(allowed - present)}"


# --- the result, team and role words: one writer ---


def _vocabulary() -> tuple[set[str], set[str]]:
    pairs = catalogs()["rules.words"].entries.values()
    ru = {text.casefold() for text, _ in pairs if CYRILLIC.search(text)}
    en = {text.casefold() for _, text in pairs if not CYRILLIC.search(text) and len(text) > 1}
    return ru, en - {"—"}


def respelled(source: str, path: str) -> list[str]:
    """The literals of a module that spell a result, team or role word of the vocabulary
    anew: a Russian one (any case), or a (Russian, English) pair's English one."""
    if path == "rules/team_texts.py":
        return []
    ru, en = _vocabulary()
    found = [(line, col, text) for line, col, text, _ in literals(source, path) if _is(text, ru)]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Tuple) and len(node.elts) == 2:
            first, second = (e.value if isinstance(e, ast.Constant) else None for e in node.elts)
            if isinstance(first, str) and CYRILLIC.search(first) and _is(second, en):
                found.append((node.elts[1].lineno, node.elts[1].col_offset, str(second)))
    return [f"{path}:{line}: {text!r}" for line, _, text in sorted(found)]


def _is(text: object, words: set[str]) -> bool:
    return isinstance(text, str) and text.strip().casefold() in words


def test_the_result_team_and_role_words_have_one_writer() -> None:
    """Issue #40: the result words were spelled in 5 modules, the role words in 3 catalogues
    and 3 letter tables."""
    found = [line for path, source in modules() for line in respelled(source, path)]
    assert found == [], "read these from rules/team_texts.py:\n" + "\n".join(found)


def test_the_one_writer_check_finds_a_word_spelled_again() -> None:
    source = (
        'ENDING = {"red": ("ПОБЕДА КРАСНЫХ", "THE RED TEAM WINS")}\n'
        'LETTER = "Ш"\n'
        'HEAD = ("Шерифом", "Sheriff")\n'
        'SENTENCE = "Промахов подряд: 3; третий — победа красных"\n'
    )
    assert respelled(source, "ui/display/texts.py") == [
        "ui/display/texts.py:1: 'ПОБЕДА КРАСНЫХ'",
        "ui/display/texts.py:1: 'THE RED TEAM WINS'",
        "ui/display/texts.py:2: 'Ш'",
        "ui/display/texts.py:3: 'Sheriff'",
    ]
    assert respelled(source, "rules/team_texts.py") == []


def test_the_vocabulary_is_what_the_screens_and_papers_read() -> None:
    """The forms other layers ask for exist, and read as before the one writer."""
    word = team_texts.word
    assert word("win", "black", "ru") == "победа чёрных"
    assert word("headline", "red", "en").upper() == "THE RED TEAM WINS"
    assert word("side", None, "ru") == word("side", "nobody", "en") == "—"
    assert [word("letter", r, "ru") for r in ("civilian", "mafia", "sheriff", "don")] == list(
        "КЧШД"
    )
    assert [word("letter", r, "en") for r in ("civilian", "mafia", "sheriff", "don")] == list(
        "CMSD"
    )

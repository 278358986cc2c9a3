"""The command registry: every command has both languages, the guide and the README say what
it says, and nothing reaches into Textual's private API."""

import re
import string
from pathlib import Path

import pytest

from mafia_tui.ui.commands import (
    COMMANDS,
    SCREEN_TITLES,
    Command,
    for_screen,
    markdown_table,
    readme_keys,
)
from mafia_tui.ui.strings import S

ROOT = Path(__file__).resolve().parents[2]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.id)
def test_every_command_has_russian_and_english_with_the_same_placeholders(command: Command) -> None:
    for ru, en in (command.label, command.help):
        assert ru.strip() and en.strip()
        assert fields(ru) == fields(en)
    assert re.search("[а-яё]", command.help[0], re.I), "the Russian text is in Russian"
    assert command.keys, "a command without a key"


@pytest.mark.parametrize("key", sorted(S))
def test_every_text_has_both_languages_with_the_same_placeholders(key: str) -> None:
    ru, en = S[key]
    assert fields(ru) == fields(en), key


def test_ids_are_unique_and_every_screen_is_named() -> None:
    ids = [c.id for c in COMMANDS]
    assert len(ids) == len(set(ids))
    for command in COMMANDS:
        for screen in command.screens:
            assert screen == "*" or screen in SCREEN_TITLES


def test_no_key_does_two_things_on_one_screen() -> None:
    for screen in SCREEN_TITLES:
        seen: dict[str, str] = {}
        for command in for_screen(screen):
            for name in command.key_names():
                assert name not in seen, f"{screen}: {name} is {seen.get(name)} and {command.id}"
                seen[name] = command.id


def test_the_guide_key_tables_come_from_the_registry() -> None:
    guide = (ROOT / "docs" / "GUIDE.md").read_text(encoding="utf-8")
    block = guide.split("<!-- keys:start -->\n", 1)[1].split("\n<!-- keys:end -->", 1)[0]
    assert block == readme_keys(), (
        "regenerate docs/GUIDE.md's keys: python -c 'from mafia_tui.ui.commands import "
        "readme_keys; print(readme_keys())'"
    )


def test_the_readme_keys_that_matter_are_rows_of_the_registry() -> None:
    """The README keeps ten keys of the game screen: each row as the registry writes it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The keys that matter", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| `")]
    generated = set(markdown_table("game").splitlines())
    assert len(rows) == 10
    assert [row for row in rows if row not in generated] == []


def test_the_ui_uses_no_private_textual_binding_api() -> None:
    for path in (ROOT / "src" / "mafia_tui" / "ui").rglob("*.py"):
        assert "._bindings" not in path.read_text(encoding="utf-8"), path


def test_every_f_key_has_a_twin_for_laptops_without_f_keys() -> None:
    for command in COMMANDS:
        f_keys = [k for k in command.keys if re.fullmatch(r"f\d+", k)]
        if f_keys:
            assert len(command.keys) > len(f_keys), command.id

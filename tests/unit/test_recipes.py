"""The recipes of CONTRIBUTING.md, walked: each step a newcomer may leave out fails here, not in
front of a judge. "Add a counted key" (a player's count the judge raises, as ``tech_fouls``):

1. the engine keeps it on :class:`Player`; ``clone()``, the seat's repaint and
   ``Player.counts()`` come from the fields, so none needs a line (the two traps that once
   zeroed a count at the next action and left a seat stale);
2. its name and its mark in the engine's catalogue (``rules/texts.py``'s ``COUNT``); the seat
   row, the players' display, the JSON report and the protocol's back page then show it from
   ``Player.counts()``, without a line of theirs;
3. the action that raises it is in docs/FORMAT.md's table with its fields.

A count here is an ``int`` field of :class:`Player` other than the seat. "Add a setting" (a
field of the rules profile): its words for ``mafia-tui rules`` and its file form here, its row
in docs/RULES-CHOICES.md in tests/unit/test_presets.py.
"""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.export.protocol import write_protocol
from mafia_tui.rules import ACTION_TYPES, PRESETS, Game, Player, Profile, Role, summary
from mafia_tui.rules import state as rules_state
from mafia_tui.rules.setting_texts import SETTINGS
from mafia_tui.rules.texts import COUNT
from mafia_tui.session.public_view import public_view
from mafia_tui.ui.display.widgets import SeatCard
from mafia_tui.ui.strings import Tr
from mafia_tui.ui.widgets.seat_table import SeatTable
from tests.conftest import new_game
from tests.export.pdf_read import pdf_text

ROOT = Path(__file__).resolve().parents[2]
COUNTS = [f.name for f in fields(Player) if f.type == "int" and f.name != "seat"]
"""The counted keys of a player (``fouls``, ``tech_fouls``, ...)."""


def test_there_are_counts_to_walk() -> None:
    assert {"fouls", "tech_fouls"} <= set(COUNTS)


def test_the_players_counts_are_every_count_field() -> None:
    """What every view reads (``Player.counts()``) is made from the fields, not listed."""
    assert rules_state.COUNTS == tuple(COUNTS)
    player = Player(3, "Лиса", Role.SHERIFF)
    for value, name in enumerate(COUNTS, start=1):
        setattr(player, name, value)
    assert player.counts() == tuple((name, n) for n, name in enumerate(COUNTS, start=1))


@pytest.mark.parametrize("name", [c for c in COUNTS if c != "fouls"])
def test_a_count_has_its_name_and_its_mark(name: str) -> None:
    """The recipe's step 2 (the fouls have their four places and their boxes)."""
    assert {name, f"mark_{name}"} <= set(COUNT.entries)


@pytest.mark.parametrize("name", [f.name for f in fields(Player)])
def test_clone_copies_every_field(name: str) -> None:
    player = Player(3, "Лиса", Role.SHERIFF)
    mark = object()
    setattr(player, name, mark)
    copy = player.clone()
    assert copy is not player and getattr(copy, name) is mark
    assert copy == player


def test_a_players_fields_hold_values_a_clone_may_share() -> None:
    """``clone()`` copies the values, not into them: each must be immutable (hashable)."""
    game = new_game("foul 3; foul 3; nom 4; n; dq 5 6.7.1")
    for player in game.state.players:
        for value in player.values():
            hash(value)


def _table(player: Player) -> tuple[SeatTable, list[int]]:
    """A seat table that showed the standard table, then ``player`` in seat 1's place, and
    the rows that second showing repainted."""
    table = SeatTable(Tr("ru"))
    painted: list[int] = []
    table.refresh = lambda *regions, **_: painted.extend(r.y for r in regions)  # type: ignore[method-assign,assignment]
    base = new_game().state.players
    table.show(list(base), speaking=None, nominated=set(), show_role=False)
    painted.clear()
    table.show([player, *base[1:]], speaking=None, nominated=set(), show_role=False)
    return table, painted


@pytest.mark.parametrize("name", [f.name for f in fields(Player)])
def test_a_change_of_any_field_repaints_the_seat(name: str) -> None:
    player = new_game().state.players[0].clone()
    setattr(player, name, object())
    assert _table(player)[1] == [0]


def _counted(name: str, count: int = 1) -> Game:
    """A game whose seat 3 has ``count`` of ``name`` (set straight on the state: the walk
    checks what shows a count, whatever action raises it)."""
    game = new_game()
    setattr(game.state.edit(3), name, count)
    return game


def _mark(name: str) -> str:
    return "●" if name == "fouls" else COUNT.text(f"mark_{name}", "ru")


@pytest.mark.parametrize("name", COUNTS)
def test_the_seat_row_shows_the_count(name: str) -> None:
    plain = _table(new_game().state.players[2])[0].row(1).plain
    shown = _table(_counted(name).state.players[2])[0].row(1).plain
    assert shown != plain
    assert shown.count(_mark(name)) == plain.count(_mark(name)) + 1


@pytest.mark.parametrize("name", COUNTS)
def test_the_players_display_and_the_report_carry_the_count(name: str) -> None:
    seat = public_view(_counted(name, 2), {}, 0.0).seats[2]
    assert seat.count(name) == 2
    card, bare = SeatCard(3, "ru"), SeatCard(3, "ru")
    card.show(seat)
    bare.show(public_view(new_game(), {}, 0.0).seats[2])
    assert card.render().plain.count(_mark(name)) == bare.render().plain.count(_mark(name)) + 2
    player: dict[str, Any] = summary(_counted(name, 2))["players"][2]
    assert player[name] == 2


@pytest.mark.parametrize("name", COUNTS)
def test_the_protocol_shows_the_count(name: str, tmp_path: Path) -> None:
    game = new_game()
    pages = []
    for count in (0, 1):  # one game (its id is on the protocol), with and without the count
        setattr(game.state.edit(3), name, count)
        pages.append(pdf_text(write_protocol(game, tmp_path / f"{count}.pdf"))[0])
    assert pages[0] != pages[1]


def _format_rows() -> dict[str, str]:
    """docs/FORMAT.md's action table: each type to its fields cell."""
    text = (ROOT / "docs" / "FORMAT.md").read_text(encoding="utf-8")
    table = text.split("| type | fields | meaning |", 1)[1].split("\n\n", 1)[0]
    rows: dict[str, str] = {}
    for line in table.strip().splitlines()[1:]:
        kinds, cell, _ = line.strip("|").split("|", 2)
        for kind in re.findall(r"`(\w+)`", kinds):
            rows[kind] = cell
    return rows


def test_format_md_names_every_action_type_with_its_fields() -> None:
    rows = _format_rows()
    assert set(rows) == set(ACTION_TYPES)
    for kind, cls in ACTION_TYPES.items():
        own = {f.name for f in fields(cls)} - {"ts"}
        named = set(re.findall(r"`([a-z_]+)`", rows[kind])) - {"true", "false", "null"}
        assert named == own, kind


@pytest.mark.parametrize("setting", [f.name for f in fields(Profile) if f.name != "name"])
def test_every_setting_has_its_words_and_its_file_form(setting: str) -> None:
    assert setting in SETTINGS  # what `mafia-tui rules` prints beside it
    for profile in PRESETS.values():
        assert setting in profile.to_dict()
        assert getattr(Profile.from_dict(profile.to_dict()), setting) == getattr(profile, setting)


def test_every_screen_is_named_for_its_help_and_the_guide() -> None:
    """ "Add a screen": its key names it in the registry's titles (the help's title, the
    guide's tables); its commands reach it (tests/ui/test_command_routes.py)."""
    from mafia_tui.ui.commands import SCREEN_TITLES
    from tests.ui.test_command_routes import SCREENS

    assert SCREENS and set(SCREENS) <= set(SCREEN_TITLES)

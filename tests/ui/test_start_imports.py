"""What the first screen is painted without (issue #40, item 5): each module here is loaded when
it is first used, not at every start.

The palette (and the registry's commands behind it) loaded the whole engine at start through
the builders of the action commands; the menu needs neither. ``--continue`` needs the engine to
replay the game, but not the palette, nor the players' display's module (a saved timer that
was running is the only reason to read it).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from mafia_tui.session import Archive
from tests.conftest import new_game

FIRST_PAINT = """
import sys
from textual.screen import Screen
from mafia_tui.ui.app import MafiaApp

app = MafiaApp(data_dir=sys.argv[1], lang="ru", resume=sys.argv[2] == "resume")
refresh = Screen._compositor_refresh

def painted(screen):
    refresh(screen)
    if screen is app.screen and not getattr(app, "seen", False):
        app.seen = True
        print(screen.id, *sorted(m for m in sys.modules if m.startswith("mafia_tui")))
        app.call_later(app.exit)

Screen._compositor_refresh = painted
app.run(headless=True, size=(120, 40))
"""

ENGINE = {"mafia_tui.rules.game", "mafia_tui.rules.engine", "mafia_tui.rules.actions"}
PALETTE = {"mafia_tui.ui.palette"}
DISPLAY = {"mafia_tui.session.public_view"}


def first_paint(data: Path, mode: str) -> tuple[str, set[str]]:
    """The screen first painted and our modules loaded by then, in a fresh interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT, str(data), mode],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    screen, *modules = done.stdout.split()
    return screen, set(modules)


def test_the_menu_is_painted_without_the_engine_or_the_palette(tmp_path: Path) -> None:
    screen, loaded = first_paint(tmp_path, "menu")
    assert screen == "start"
    assert "mafia_tui.ui.commands" in loaded  # its keys: what the menu does need
    assert not (ENGINE | PALETTE) & loaded


def test_continue_paints_the_game_without_the_palette_or_the_display(tmp_path: Path) -> None:
    Archive(tmp_path).create(new_game("foul 2; n")).close()
    screen, loaded = first_paint(tmp_path, "resume")
    assert screen == "game"
    assert ENGINE <= loaded
    assert not (PALETTE | DISPLAY) & loaded

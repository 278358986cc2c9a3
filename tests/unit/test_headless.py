"""Every layer under the UI runs headless: each module of ``session``, ``storage``,
``export``, ``hub`` and ``cli`` (and the command line's entry, ``__main__``) loads in a fresh
interpreter without loading Textual or Rich (issue #26). A server, a sync script or the
command line on a machine without a terminal pays nothing for the screens.

The import-linter contracts check the imports written in the files (leaving out those under
``TYPE_CHECKING``); this checks what actually gets loaded at run time, lazy imports included.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.unit.test_purity import PROBE

HEADLESS = ("session", "storage", "export", "hub", "cli")


def headless_modules() -> list[str]:
    """Every module name under the headless packages, and the entry module."""
    spec = importlib.util.find_spec("mafia_tui")
    assert spec is not None and spec.submodule_search_locations
    root = Path(next(iter(spec.submodule_search_locations)))
    names = ["mafia_tui.__main__"]
    for package in HEADLESS:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            names.append(".".join(("mafia_tui", *parts)))
    return names


def loaded_by(names: list[str]) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(names)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    loaded: dict[str, Any] = json.loads(done.stdout)
    return loaded


def test_no_headless_module_loads_textual_or_rich() -> None:
    names = headless_modules()
    assert {"mafia_tui.session.game_session", "mafia_tui.storage.store"} <= set(names)
    assert {"mafia_tui.export.protocol", "mafia_tui.cli.standings"} <= set(names)
    result = loaded_by(names)
    assert not result["failed"], "\n".join(f"{n}:\n{tb}" for n, tb in result["failed"].items())
    assert set(names) <= set(result["loaded"])
    ui = [m for m in result["loaded"] if m.split(".")[0] in ("textual", "rich")]
    assert not ui, f"loaded without a screen: {', '.join(ui[:8])}"


def test_the_probe_sees_textual_when_a_screen_is_loaded() -> None:
    """The check above can fail: loading one UI module shows Textual among the loaded."""
    result = loaded_by(["mafia_tui.ui.widgets.clock"])
    assert any(m.startswith("textual") for m in result["loaded"])

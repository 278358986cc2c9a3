"""The rules core is pure: every module under ``mafia_tui/rules/`` loads with the standard
library alone, and loads nothing of ours outside ``rules`` (but ``i18n``, the text catalogue
mechanism under every layer).

``mafia_tui.rules`` resolves its names lazily, so importing the package proves little; here a
fresh interpreter imports each module by name. It runs with ``-S`` (no site-packages on the
path, so a third-party import fails outright) and with only the folder holding the
``mafia_tui`` under test on ``PYTHONPATH``. The import-linter contracts in pyproject.toml check
the same statically; this checks what actually gets loaded.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = r"""
import importlib, json, sys, traceback
names = json.loads(sys.argv[1])
before = set(sys.modules)
failed = {}
for name in names:
    try:
        importlib.import_module(name)
    except BaseException:
        failed[name] = traceback.format_exc(limit=-3)
loaded = sorted(set(sys.modules) - before)
print(json.dumps({"loaded": loaded, "failed": failed}))
"""


def rules_modules() -> tuple[Path, list[str]]:
    """The folder holding the ``mafia_tui`` under test, and every module name under rules/."""
    spec = importlib.util.find_spec("mafia_tui.rules")
    assert spec is not None and spec.submodule_search_locations
    rules_dir = Path(next(iter(spec.submodule_search_locations)))
    names = []
    for path in sorted(rules_dir.rglob("*.py")):
        parts = path.relative_to(rules_dir).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(("mafia_tui", "rules", *parts)))
    return rules_dir.parent.parent, names


def not_allowed(module: str) -> bool:
    """True for a module the rules core must not load: a third-party one or another layer."""
    if module in ("mafia_tui", "mafia_tui.rules", "mafia_tui.i18n"):
        return False  # i18n, the text catalogue mechanism, sits under rules (stdlib only)
    if module.startswith("mafia_tui.rules."):
        return False
    return module.split(".")[0] not in sys.stdlib_module_names


def test_every_rules_module_loads_only_the_standard_library_and_rules() -> None:
    root, names = rules_modules()
    assert {
        "mafia_tui.rules",
        "mafia_tui.rules.engine",
        "mafia_tui.rules.script",
        "mafia_tui.rules.desk",
        "mafia_tui.rules.report",
    } <= set(names)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONPATH"] = str(root)
    done = subprocess.run(
        [sys.executable, "-S", "-c", PROBE, json.dumps(names)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert not result["failed"], "\n".join(f"{n}:\n{tb}" for n, tb in result["failed"].items())
    assert set(names) <= set(result["loaded"])  # each one really was imported here
    bad = [m for m in result["loaded"] if not_allowed(m)]
    assert not bad, f"the rules core loaded: {', '.join(bad)}"


def test_not_allowed_tells_the_standard_library_from_the_rest() -> None:
    assert not not_allowed("decimal") and not not_allowed("_decimal")
    assert not not_allowed("mafia_tui.rules.engine") and not not_allowed("mafia_tui")
    assert not not_allowed("mafia_tui.i18n")
    for other in (
        "textual",
        "rich.text",
        "tinydb",
        "fpdf",
        "platformdirs",
        "mafia_tui.storage",
        "mafia_tui.lang",
        "mafia_tui.rulesx",
    ):
        assert not_allowed(other), other


def test_every_tournament_module_loads_only_the_standard_library_and_the_rules() -> None:
    """tournament/ (the domain of many games) is pure too: the rules core below it, nothing
    else of ours, no third-party package; its shipped definitions read from the package."""
    root, _ = rules_modules()
    folder = root / "mafia_tui" / "tournament"
    names = ["mafia_tui.tournament"] + [
        f"mafia_tui.tournament.{p.stem}"
        for p in sorted(folder.glob("*.py"))
        if p.stem != "__init__"
    ]
    assert {
        "mafia_tui.tournament.expression",
        "mafia_tui.tournament.standings",
        "mafia_tui.tournament.seating",
    } <= set(names)
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONPATH"] = str(root)
    probe = PROBE.replace(
        "loaded = sorted",
        "from mafia_tui.tournament.catalogue import shipped\nassert len(shipped()) == 25\n"
        "loaded = sorted",
    )
    done = subprocess.run(
        [sys.executable, "-S", "-c", probe, json.dumps(names)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert not result["failed"], result["failed"]
    bad = [
        m for m in result["loaded"] if not_allowed(m) and not m.startswith("mafia_tui.tournament")
    ]
    assert not bad, f"the tournament package loaded: {', '.join(bad)}"

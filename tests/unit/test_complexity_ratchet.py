"""The complexity ratchet (``.ci/complexity.py``, run by ``.ci/run``): in the strict packages
no function goes over radon's 15, listed or not; elsewhere a listed function may come down,
never up, and comes off the list once it is at 15 or below."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _ratchet() -> ModuleType:
    spec = importlib.util.spec_from_file_location("complexity", ROOT / ".ci" / "complexity.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ratchet = _ratchet()


@pytest.mark.parametrize("package", ["rules", "session", "storage", "tournament"])
def test_a_strict_package_lists_nothing(package: str) -> None:
    key = f"{package}/engine.py:apply"
    found = ratchet.problems({key: 16}, {key: 16})
    assert any(line.startswith(f"{key}: in {package}/") for line in found)
    assert any(line.startswith(f"{key}: complexity 16, at most 15") for line in found)
    assert ratchet.problems({key: 15}, {}) == []


def test_elsewhere_a_listed_function_comes_down_never_up() -> None:
    key = "ui/screen.py:Screen.on_key"
    assert ratchet.problems({key: 20}, {key: 20}) == []
    assert ratchet.problems({key: 18}, {key: 20}) == []
    assert ratchet.problems({key: 21}, {key: 20}) == [f"{key}: complexity 21, at most 20"]
    assert ratchet.problems({"ui/other.py:f": 16}, {key: 20})[0].startswith("ui/other.py:f")


def test_a_listed_function_at_15_or_gone_comes_off_the_list() -> None:
    key = "export/pdf.py:draw"
    for found in ({key: 15}, {}):
        (line,) = ratchet.problems(found, {key: 20})
        assert line == f"{key}: no longer over 15 (was 20): take it off LISTED"


def test_the_list_names_no_strict_package() -> None:
    assert [key for key in ratchet.LISTED if ratchet.strict(key)] == []


def test_the_tree_holds_the_ratchet() -> None:
    pytest.importorskip("radon")  # the dev extra's; CI runs the script itself after it
    assert ratchet.problems(ratchet.measure(ROOT / "src" / "mafia_tui")) == []

"""The machine's key names its files (``catalogue.<key>.json``, the last game judged here), so
it must stay the same across versions: the first 12 hex digits of SHA-256 of its seed,
whichever module computes the hash."""

from __future__ import annotations

import hashlib

import pytest

from mafia_tui.storage.machine import MACHINE_VAR, machine_key


@pytest.mark.parametrize("name", ["зал-1", "table 2", "x" * 300])
def test_the_key_is_sha256_of_its_seed(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(MACHINE_VAR, name)
    seed = f"override:{name}".encode()
    assert machine_key() == hashlib.sha256(seed).hexdigest()[:12]


def test_a_known_seed_gives_the_key_it_always_gave(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pinned to the digest the earlier versions computed for this seed."""
    monkeypatch.setenv(MACHINE_VAR, "judge")
    assert machine_key() == "8d5e0d7604b8"


def test_without_an_override_the_key_is_the_same_at_each_call(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(MACHINE_VAR, raising=False)
    key = machine_key()
    assert len(key) == 12 and set(key) <= set("0123456789abcdef") and machine_key() == key

"""The facts cache of a data dir (session/facts.py): a game is replayed once, then read from
``facts-cache.json`` while its file is unchanged; a changed file, a broken or old cache, costs
a replay and never a wrong figure."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from mafia_tui.session.facts import CACHE_FILE, data_dir_facts
from mafia_tui.storage.machine import per_machine
from mafia_tui.storage.store import GameStore
from mafia_tui.tournament import facts as facts_module

CUP = Path(__file__).resolve().parents[2] / "examples" / "tournament-cup"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    store = GameStore(tmp_path)
    for f in sorted(CUP.glob("cup-*.json")):
        store.import_file(f)
    return tmp_path


def _count_replays(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    made: list[str] = []
    real = facts_module.GameFacts.of.__func__  # type: ignore[attr-defined]

    def counting(cls: type, game: object) -> object:
        made.append(getattr(game, "id", "?"))
        return real(cls, game)

    monkeypatch.setattr(facts_module.GameFacts, "of", classmethod(counting))
    return made


def test_a_game_is_replayed_once(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    made = _count_replays(monkeypatch)
    first, bad = data_dir_facts(root)
    assert len(first) == 12 and not bad and len(made) == 12
    assert (root / per_machine(CACHE_FILE)).is_file()
    again, _ = data_dir_facts(root)
    assert again == first and len(made) == 12, "the second time every game comes from the cache"


def test_a_changed_game_is_read_again(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data_dir_facts(root)
    made = _count_replays(monkeypatch)
    path = GameStore(root).path("cup-q1-t1")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
    data_dir_facts(root)
    assert made == ["cup-q1-t1"]


@pytest.mark.parametrize("content", [b"{", b"[]", b'{"cup-q1-t1": {"stamp": [1, 2], "result": 5}}'])
def test_a_broken_cache_costs_a_replay(root: Path, content: bytes) -> None:
    good, _ = data_dir_facts(root)
    (root / per_machine(CACHE_FILE)).write_bytes(content)
    again, bad = data_dir_facts(root)
    assert again == good and not bad


def test_an_entry_of_another_form_is_computed_again(root: Path) -> None:
    good, _ = data_dir_facts(root)
    cache = json.loads((root / per_machine(CACHE_FILE)).read_text("utf-8"))
    for entry in cache.values():
        entry["result"]["v"] = 0
    (root / per_machine(CACHE_FILE)).write_text(json.dumps(cache), "utf-8")
    again, _ = data_dir_facts(root)
    assert again == good


def test_one_player_or_one_tournament(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the cache made, a search for one player makes the facts of his games alone (the
    others are passed over by their cached nicknames)."""
    data_dir_facts(root)
    made: list[str] = []
    real = facts_module.GameFacts.from_dict.__func__  # type: ignore[attr-defined]

    def counting(cls: type, data: dict[str, object]) -> object:
        made.append(str(data["id"]))
        return real(cls, data)

    monkeypatch.setattr(facts_module.GameFacts, "from_dict", classmethod(counting))
    mine, _ = data_dir_facts(root, nick="ёжик")
    assert mine and all(any(s.nick == "Ёжик" for s in f.seats) for f in mine)
    assert sorted(made) == sorted(f.id for f in mine)
    made.clear()
    assert not data_dir_facts(root, tournament="Нет такого")[0]
    assert made == []
    assert len(data_dir_facts(root, tournament="кубок примера 2026")[0]) == 12

"""The shipped definitions (as data, with their source), naming one, explaining each in both
languages, and refusing a bad definition with the policy and the fault named."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from mafia_tui import i18n
from mafia_tui.tournament.catalogue import FIIM, find, provenance, shipped
from mafia_tui.tournament.definition import ScoringError, read_scoring
from mafia_tui.tournament.explain import explain, fault_text
from mafia_tui.tournament.table import compute, layers

from .scoring_support import game

ROOT = Path(__file__).resolve().parents[2]
MIRROR = Path("/work/.mirror/szotin+mafiaratings/repo")
SHIPPED = ROOT / "src" / "mafia_tui" / "tournament" / "mafiaratings_scorings.json"


def test_the_shipped_file_names_its_source() -> None:
    info = provenance()
    assert info["repository"] == "szotin/mafiaratings"
    assert len(info["commit"]) == 40
    assert info["made_by"] == "tests/data/mafiaratings/scorings_extract.py"


@pytest.mark.skipif(not MIRROR.is_dir(), reason="no mirror of szotin/mafiaratings here")
def test_the_shipped_file_is_what_the_repository_holds() -> None:
    """Made again from the mirror at the commit the file names, it is the same file."""
    commit = provenance()["commit"]
    script = ROOT / "tests" / "data" / "mafiaratings" / "scorings_extract.py"
    made = subprocess.run(
        [sys.executable, str(script), str(MIRROR), commit],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    assert json.loads(made) == json.loads(SHIPPED.read_text("utf-8"))


def test_seventeen_definitions_in_twenty_five_versions() -> None:
    entries = shipped()
    assert len(entries) == 25
    assert len({e.id for e in entries}) == 17
    fiim = [e for e in entries if e.id == 19 and not e.sample]
    assert [e.version for e in fiim] == [1, 2, 3, 4, 5, 6, 7]
    assert all(e.name == "ФИИМ" for e in fiim)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("fiim", None),
        ("FIIM", None),
        ("19", "19v7"),
        ("19v3", "19v3"),
        ("ФИИМ", "19v7"),
        ("фиим v2", "19v2"),
        ("19 v4", "19v4"),
        ("19v1-sample", "19v1-sample"),
        ("MafClub", "22v1"),
        ("vawaca", "21v2"),
        ("33", "33v1"),
        ("Sample Scoring", "1v1"),
    ],
)
def test_a_definition_is_named_by_key_id_or_name(text: str, key: str | None) -> None:
    found = find(text)
    assert (found.key if found else None) == key


def test_an_unknown_name_is_refused() -> None:
    with pytest.raises(ScoringError) as err:
        find("AML 2030")
    assert err.value.code == "sc_unknown_name"
    assert "mafia-tui scoring" in fault_text(err.value, "en")


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("entry", shipped(), ids=lambda e: e.key)
def test_every_definition_is_explained_and_computes_a_table(entry: Any, lang: str) -> None:
    strict = i18n.STRICT
    i18n.STRICT = True
    try:
        scoring = entry.scoring()
        lines = explain(entry, scoring, lang)
    finally:
        i18n.STRICT = strict
    assert len(lines) >= 4
    for p in scoring.policies:
        assert any(f"{p.number}. " in line for line in lines)
    table = compute([game("red"), game("black", gid="g2", game_number=2)], scoring)
    assert len(table.rows) == 10 and all(r.games == 2 for r in table.rows)


def test_section_8_is_explained_as_the_default() -> None:
    assert "8.8.5" in " ".join(explain(None, None, "ru"))
    assert FIIM == "fiim"


def test_old_groups_are_kept_and_ignored() -> None:
    entry = next(e for e in shipped() if e.key == "23v1")
    scoring = entry.scoring()
    assert scoring.ignored == ("prima_nocta",)
    assert any("prima_nocta" in line for line in explain(entry, scoring, "en"))


def test_the_sorting_string() -> None:
    assert layers("(epg)wsk") == ["epg", "w", "s", "k"]
    assert layers("meswg") == ["m", "e", "s", "w", "g"]
    assert layers("-(ep)-w") == ["ep", "w"], "a minus changes nothing, as on the site"


# --- refusals: the policy and the fault named -----------------------------------------------


@pytest.mark.parametrize(
    ("document", "code", "where"),
    [
        ([], "sc_not_object", ("", 0)),
        ({"bonus": []}, "sc_unknown_group", ("bonus", 0)),
        ({"main": {}}, "sc_group_list", ("main", 0)),
        ({"main": [1]}, "sc_policy_object", ("main", 1)),
        ({"main": [{"points": 1}]}, "sc_no_matter", ("main", 1)),
        ({"main": [{"matter": 2}, {"matter": 1 << 27}]}, "sc_unknown_matter", ("main", 2)),
        ({"main": [{"matter": -1}]}, "sc_bad_matter", ("main", 1)),
        ({"main": [{"matter": 1.5}]}, "sc_bad_matter", ("main", 1)),
        ({"main": [{"matter": True}]}, "sc_bad_matter", ("main", 1)),
        ({"extra": [{"matter": 2, "roles": 16}]}, "sc_unknown_roles", ("extra", 1)),
        ({"extra": [{"matter": 2, "roles": 0}]}, "sc_unknown_roles", ("extra", 1)),
        ({"legacy": [{"matter": 1, "point": 1}]}, "sc_unknown_key", ("legacy", 1)),
        ({"main": [{"matter": 1, "points": [1]}]}, "sc_bad_points", ("main", 1)),
        ({"main": [{"matter": 1, "points": None}]}, "sc_bad_points", ("main", 1)),
        ({"main": [{"matter": 1, "points": "foo(1)"}]}, "expr_unknown_function", ("main", 1)),
        ({"main": [{"matter": 1, "points": "1 +"}]}, "expr_end", ("main", 1)),
        ({"penalty": [{"matter": 1, "points": "bonus() / 0"}]}, "expr_divide_zero", ("penalty", 1)),
        ({"main": [{"matter": 1, "points": "(" * 99 + "1" + ")" * 99}]}, "expr_deep", ("main", 1)),
        ({"main": [{"matter": 1, "points": "1+" * 2000 + "1"}]}, "expr_long", ("main", 1)),
        ({"main": [{"matter": 1, "mvp": "matter(99)"}]}, "expr_matter", ("main", 1)),
        ({"main": [{"matter": 1, "noWeight": 1}]}, "sc_bad_flag", ("main", 1)),
        ({"main": [{"matter": 1, "name": 5}]}, "sc_bad_name", ("main", 1)),
        ({"main": [{"matter": 1}] * 101}, "sc_too_many", ("main", 0)),
        ({"counters": [{"matter": 1, "points": 1}]}, "sc_unknown_key", ("counters", 1)),
        ({"counters": [{"matter": 1 << 30}]}, "sc_unknown_matter", ("counters", 1)),
        ({"sorting": "(ep"}, "sc_bad_sorting", ("sorting", 0)),
        ({"sorting": "epx"}, "sc_sorting_letter", ("sorting", 0)),
        ({"sorting": 5}, "sc_bad_sorting", ("sorting", 0)),
    ],
)
def test_a_bad_definition_is_refused_with_the_policy_and_the_fault(
    document: Any, code: str, where: tuple[str, int]
) -> None:
    with pytest.raises(ScoringError) as err:
        read_scoring(document, "t")
    assert err.value.code == code
    assert err.value.where == where
    for lang in ("ru", "en"):
        text = fault_text(err.value, lang)
        assert text and "{" not in text
        if where[1] and where[0] not in ("sorting", "counters"):
            assert f"{where[0]}, " in text and str(where[1]) in text


def test_an_expression_fault_names_the_text_and_where_in_it() -> None:
    with pytest.raises(ScoringError) as err:
        read_scoring({"night1": [{"matter": 260, "points": "max(1, foo(2))"}]}, "t")
    text = fault_text(err.value, "en")
    assert "night1, policy 1" in text and "foo" in text and "max(1, foo(2))" in text
    assert "character 8" in text


def test_a_definition_without_counters_works() -> None:
    """The site's page fails on one (PHP 8); here counter(...) is 0."""
    scoring = read_scoring({"main": [{"matter": 1, "points": "counter(0, 0) + 1"}]}, "t")
    assert scoring.counters is None
    table = compute([game("red")], scoring)
    assert all(r.total == 1.0 for r in table.rows)


def test_policies_with_a_name_in_a_language() -> None:
    scoring = read_scoring({"extra": [{"matter": 1, "name": "auto", "name_ru": "авто"}]}, "t")
    p = scoring.policies[0]
    assert p.name("ru") == "авто" and p.name("en") == "auto"

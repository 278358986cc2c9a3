"""The cross-check with the hub: the real games of mafiaratings' sample database (its own game
documents, tests/data/mafiaratings/) imported as our games, their matters computed our way,
against the matters the site itself would store for the same documents.

``site_matters`` below states the site's rule (include/game_players_stats.php,
``calculate_scoring_flags`` and the vote counts before it) in our words, over the document
alone, independent of our import and of tournament/matters.py. What our records cannot hold
is taken out of the document first, exactly as our import leaves it out: the arrangement of
the shots, the titles (best player, best move, worst move), a best move of other than three
seats, and, where our record of the game does not keep them, the titles and who voted for
whom. For those the site counts a document without them the same way, so the two must agree
on every seat of every game.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.export.mafiaratings_import import convert
from mafia_tui.rules import game_from_dict
from mafia_tui.tournament.facts import GameFacts
from mafia_tui.tournament.matters import BIT, game_matters, names_of

DATA = Path(__file__).resolve().parents[1] / "data" / "mafiaratings" / "sample-db-games.json"
DOCS: list[dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))
BLACK = ("maf", "don")


def _death(p: dict[str, Any]) -> tuple[str, int] | None:
    d = p.get("death")
    if d is None:
        return None
    if isinstance(d, str):
        return d, -1
    return str(d.get("type", "")), int(d.get("round", -1))


def _black(p: dict[str, Any]) -> bool:
    return p.get("role") in BLACK


def site_matters(doc: dict[str, Any]) -> list[int]:
    """Each seat's matters as the site stores them for ``doc``."""
    players = doc["players"]
    shared = BIT["played"]
    maf_day = civ_day = 0
    checked_black = sum(1 for p in players if "sheriff" in p and _black(p))
    checked_red = sum(1 for p in players if "sheriff" in p and not _black(p))
    for p in players:
        death = _death(p)
        if death is None:
            continue
        kind, rnd = death
        if kind != "night":
            maf_day += _black(p)
            civ_day += not _black(p)
        elif p.get("role") == "sheriff":
            if "don" in p:
                arranged = p.get("arranged")
                if rnd == p["don"] + 1 and arranged != rnd:
                    shared |= BIT["sheriff_killed_after_found"]
                if p["don"] == 1:
                    shared |= BIT["sheriff_found_first_night"]
            if rnd == 1:
                shared |= BIT["sheriff_killed_first_night"]
    if checked_black >= 3:
        shared |= BIT["black_checks"]
    elif checked_red >= 3:
        shared |= BIT["red_checks"]
    winner = doc["winner"]
    out = []
    for p in players:
        m = shared
        mine, theirs = ("maf", "civ") if _black(p) else ("civ", "maf")
        mine_day, theirs_day = (maf_day, civ_day) if _black(p) else (civ_day, maf_day)
        death = _death(p)
        if winner == mine:
            m |= BIT["win"] | (BIT["clear_win"] if mine_day == 0 else 0)
            m |= BIT["survived"] if death is None else 0
        elif winner == theirs:
            m |= BIT["lose"] | (BIT["clear_lose"] if theirs_day == 0 else 0)
        else:
            m |= BIT["tie"]
        bonus = p.get("bonus")
        titles = bonus if isinstance(bonus, list) else [bonus]
        for title, matter in (("bestPlayer", "best_player"), ("bestMove", "best_move"),
                              ("worstMove", "worst_move")):  # fmt: skip
            if title in titles:
                m |= BIT[matter]
        if death is not None:
            kind, rnd = death
            m |= {
                "night": BIT["killed_night"] | (BIT["killed_first_night"] if rnd == 1 else 0),
                "giveUp": BIT["surrendered"],
                "warnings": BIT["warnings_4"],
                "techFouls": BIT["warnings_4"],
                "kickOut": BIT["kick_out"],
                "teamKickOut": BIT["team_kick_out"],
            }.get(kind, 0)
        if "legacy" in p:
            guessed = sum(1 for s in p["legacy"] if _black(players[s - 1]))
            for need, matter in ((3, "legacy_3"), (2, "legacy_2"), (1, "legacy_1")):
                if guessed >= need:
                    m |= BIT[matter]
                    break
        vs_black = vs_red = 0
        for day, votes in enumerate(p.get("voting", [])):
            if day == 0 or votes is None:
                continue  # the first day's votes are left out
            for v in votes if isinstance(votes, list) else [votes]:
                if isinstance(v, bool):
                    break  # a vote to lift them all
                if _black(players[v - 1]):
                    vs_black += 1
                else:
                    vs_red += 1
        if vs_red == 0 and vs_black >= 3:
            m |= BIT["votes_vs_mafia"]
        if vs_black == 0 and vs_red >= 3:
            m |= BIT["votes_vs_civilians"]
        if "bonus" in p:
            m |= BIT["extra_points"]
        out.append(m)
    return out


def as_our_record_holds(
    doc: dict[str, Any], voters_kept: bool, titles_kept: bool
) -> dict[str, Any]:
    """``doc`` without what our record of it does not hold."""
    doc = copy.deepcopy(doc)
    for p in doc["players"]:
        p.pop("arranged", None)
        if not voters_kept:
            p.pop("voting", None)
        bonus = p.get("bonus")
        if bonus is not None and not titles_kept:
            kept = [
                b for b in (bonus if isinstance(bonus, list) else [bonus]) if not isinstance(b, str)
            ]
            if kept:
                p["bonus"] = kept
            else:
                del p["bonus"]
        if "legacy" in p and len(p["legacy"]) != 3:
            del p["legacy"]
    return doc


def _imported() -> list[tuple[dict[str, Any], GameFacts]]:
    pairs = []
    for doc in DOCS:
        done = convert(doc)[0]
        game = getattr(done, "game", None)  # the import's game, where it hands one over
        if game is None and done.data is not None:
            game = game_from_dict(done.data)
        if game is not None:
            pairs.append((doc, GameFacts.of(game)))
    return pairs


PAIRS = _imported()


def test_the_sample_games_come_in() -> None:
    assert len(PAIRS) >= 10


@pytest.mark.parametrize(("doc", "facts"), PAIRS, ids=[str(d["id"]) for d, _ in PAIRS])
def test_our_matters_are_the_sites_for_the_same_game(doc: dict[str, Any], facts: GameFacts) -> None:
    voters_kept = facts.votes_recorded and any(s.votes for s in facts.seats)
    titles_kept = any(s.titles for s in facts.seats)
    theirs = site_matters(as_our_record_holds(doc, voters_kept, titles_kept))
    ours = list(game_matters(facts))
    for seat, (a, b) in enumerate(zip(ours, theirs, strict=True), start=1):
        assert a == b, (seat, sorted(set(names_of(a)) ^ set(names_of(b))))


def test_what_the_record_lacks_is_what_differs() -> None:
    """On the full documents the two can differ only in matters resting on what our record
    of an imported game may lack (voters, the arrangement, the titles): the notes the table
    prints. Where the record keeps the voters, the votes' matters agree too."""
    votes = BIT["votes_vs_mafia"] | BIT["votes_vs_civilians"]
    lacking = votes | (
        BIT["sheriff_killed_after_found"] | BIT["best_player"] | BIT["best_move"]
        | BIT["worst_move"] | BIT["extra_points"]
    )  # fmt: skip
    for doc, facts in PAIRS:
        differ = 0
        for a, b in zip(game_matters(facts), site_matters(doc), strict=True):
            differ |= a ^ b
        assert differ & ~lacking == 0, names_of(differ & ~lacking)
        if facts.votes_recorded and any(s.votes for s in facts.seats):
            assert differ & votes == 0, (doc["id"], names_of(differ & votes))

"""What a JSON document that is not a game file looks like, so that the reader's refusal says
so in the judge's words ("a Polemica match in the site's envelope: the import takes it")
rather than only "not a mafia-tui game".

Pure and shallow: it looks at the top-level keys of the document (and of its first items),
never further, and never decides whether a file is good; the importers
(``export.mafiaratings_import``, ``export.polemica_import``) and the reader do that. The
shapes are those docs/FORMAT.md and docs/TOURNAMENT.md describe.
"""

from __future__ import annotations

from typing import Any


def _polemica(g: Any) -> bool:
    return isinstance(g, dict) and isinstance(g.get("players"), list) and "votes" in g


def _envelope(g: Any) -> bool:
    return isinstance(g, dict) and "votes" not in g and _polemica(g.get("data"))


def _mafiaratings(g: Any) -> bool:
    return isinstance(g, dict) and isinstance(g.get("players"), list) and "winner" in g


def kind_of(data: Any) -> str:
    """The kind of a document that is not a game file of ours: a key of ``kind_*`` in
    rules/texts.py (``polemica_envelope``, ``mafiaratings_list``, ``json_object`` ...)."""
    if isinstance(data, dict):
        return _object_kind(data)
    if isinstance(data, list) and data:
        if all(_mafiaratings(g) for g in data):
            return "mafiaratings_list"
        if all(_polemica(g) or _envelope(g) for g in data):
            return "polemica_list"
        return "json_list"
    return "json_other"


def _object_kind(data: dict[Any, Any]) -> str:
    fmt = data.get("format")
    fmt = fmt if isinstance(fmt, str) else ""  # never str() of a value: it may nest deep
    if fmt in ("mafia-tui/tournament", "mafia-tui/roster"):
        return "ours_" + fmt.split("/")[1]
    if fmt.startswith("mafia-tui/"):
        return "ours_other"
    for kind, test in (
        ("polemica_envelope", _envelope),
        ("mafiaratings_game", _mafiaratings),
        ("polemica_match", _polemica),
    ):
        if test(data):
            return kind
    games = data.get("games")
    if isinstance(games, list) and games and all(_mafiaratings(g) for g in games):
        return "mafiaratings_list"
    players = data.get("players")
    if isinstance(players, dict) and all(isinstance(v, dict) for v in players.values()):
        return "ours_roster"  # the roster file itself (tinydb's layout)
    return "json_object"


def keys_shown(data: Any, most: int = 6) -> str:
    """A few top-level keys of an object (for ``json_object``), as the file writes them."""
    if not isinstance(data, dict):
        return ""
    keys = [str(k)[:30] for k in list(data)[:most]]
    return ", ".join(keys) + (", …" if len(data) > most else "")

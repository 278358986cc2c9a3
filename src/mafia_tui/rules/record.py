"""The game file: a versioned JSON document (docs/FORMAT.md) and its one strict reader.

Pure: it turns a :class:`Game` into plain data and back, and bytes into plain data. Reading
and writing files is the storage layer's job; every game it opens, lists, imports or
recovers goes through :func:`game_from_bytes` or :func:`game_from_dict`, so what one of them
accepts, all of them accept.

The reader is total: whatever the bytes or the data, it returns a :class:`Game` or raises
:class:`RuleError`. A damaged or hostile file must cost the judge a message, never the app.
"""

from __future__ import annotations

import codecs
import json
import math
import weakref
from decimal import ROUND_UP, Decimal
from typing import Any

from .actions import Action, action_from_dict
from .after import AfterGame
from .errors import RuleError, shown
from .file_kinds import keys_shown, kind_of
from .game import MAX_ACTIONS, Game
from .ids import GAME_ID_PATTERN, valid_game_id
from .profile import FIIM_2018, Profile
from .scoring import check
from .setup import Header, make_players
from .state import Player

__all__ = [
    "FORMAT",
    "GAME_ID_PATTERN",
    "MAX_ACTIONS",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "VERSION",
    "decode_json",
    "game_fingerprint",
    "game_from_bytes",
    "game_from_dict",
    "game_to_dict",
    "game_to_json",
    "record_digest",
    "valid_game_id",
]

FORMAT = "mafia-tui/game"
VERSION = 1

MAX_FILE_BYTES = 5 * 1024 * 1024
"""The largest game file read. A real one is tens of kilobytes; the limit keeps a wrong or
hostile file from filling the memory."""

MAX_DEPTH = 32
"""The deepest nesting of lists and objects read. A game file needs five levels."""


_MB = Decimal(1024 * 1024)


def decode_json(payload: bytes) -> Any:
    """The JSON value of a file's bytes, read strictly.

    Checked in this order: the size (before anything is parsed), UTF-8 (a leading byte order
    mark is allowed and dropped), JSON syntax with finite numbers only (no ``NaN``,
    ``Infinity``, nor ``1e999``, which would overflow to infinity, nor an integer of more than
    30 digits), and the nesting depth.
    A repeated key keeps its last value, as in :func:`json.loads`.

    Raises:
        RuleError: ``file_too_big`` (size, limit in MB), ``file_empty``, ``file_not_utf8``
            (offset of the first bad byte), ``file_not_json`` (line, column),
            ``file_not_finite`` (the number as written) or ``file_too_deep`` (max).
    """
    if len(payload) > MAX_FILE_BYTES:
        size = (Decimal(len(payload)) / _MB).quantize(Decimal("0.1"), rounding=ROUND_UP)
        raise RuleError("file_too_big", size=size, limit=Decimal(MAX_FILE_BYTES) / _MB)
    skipped = 0
    if payload.startswith(codecs.BOM_UTF8):
        payload, skipped = payload[len(codecs.BOM_UTF8) :], len(codecs.BOM_UTF8)
    try:
        text = bytes(payload).decode("utf-8")
    except UnicodeDecodeError as err:
        raise RuleError("file_not_utf8", offset=err.start + skipped) from None
    if not text.strip():
        raise RuleError("file_empty")
    try:
        data = json.loads(
            text, parse_constant=_refuse_constant, parse_float=_finite_float, parse_int=_short_int
        )
    except json.JSONDecodeError as err:
        raise RuleError("file_not_json", line=err.lineno, column=err.colno) from None
    except RecursionError:  # deeper than the interpreter's own limit
        raise RuleError("file_too_deep", max=MAX_DEPTH) from None
    _check_depth(data)
    return data


def _refuse_constant(name: str) -> Any:
    raise RuleError("file_not_finite", value=name)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise RuleError("file_not_finite", value=text[:40])
    return value


def _short_int(text: str) -> int:
    if len(text) > 30:  # no number of a game has more digits; Python refuses over 4300
        raise RuleError("file_not_finite", value=text[:20] + "…")
    return int(text)


def _check_depth(data: Any) -> None:
    """Raise ``file_too_deep`` when lists and objects nest deeper than MAX_DEPTH (a loop,
    not recursion, so the check itself cannot overflow the stack)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > MAX_DEPTH:
            raise RuleError("file_too_deep", max=MAX_DEPTH)
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))


def _player(p: Player) -> dict[str, Any]:
    """A player's row; ``stand_in_for`` only for a stand-in and ``ids`` only when the game
    knows some, so other games' files (and their fingerprints) stay as they were."""
    row: dict[str, Any] = {"seat": p.seat, "nick": p.nick, "role": p.role.value}
    if p.stand_in_for:
        row["stand_in_for"] = p.stand_in_for
    if p.ids:
        row["ids"] = dict(p.ids)
    return row


def game_to_dict(game: Game, with_actions: bool = True) -> dict[str, Any]:
    """The whole game as JSON-ready data: dicts, lists, strings, numbers, booleans, None
    (``with_actions=False``: all but the log, for :func:`game_to_json`)."""
    state = game.state
    data = {
        "format": FORMAT,
        "version": VERSION,
        "id": game.id,
        "header": game.header.to_dict(),
        "players": [_player(p) for p in game.players],
        "profile": game.profile.to_dict(),
        "actions": [a.to_dict() for a in game.log] if with_actions else None,
        "after": game.after.to_dict(),
        "summary": {"result": game.result, "finished": state.over, "actions": game.length},
    }
    if not with_actions:
        del data["actions"]
    return data


class _Encoded:
    """One game's actions, their JSON pieces, and the pieces joined (``[a,b,...``) as they
    are appended, so a save costs the new action's encoding and one copy of the bytes."""

    __slots__ = ("actions", "generation", "joined", "pieces")

    def __init__(self) -> None:
        self.actions: list[Action] = []
        self.pieces: list[bytes] = []
        self.joined = bytearray(b"[")
        self.generation = 0


_ENCODED: weakref.WeakKeyDictionary[Game, _Encoded] = weakref.WeakKeyDictionary()
"""Each game's actions as JSON, encoded once: a save at action 1000 encodes one action, not a
thousand (an action is immutable; the log is checked by identity after an undo)."""


def _encoded_actions(game: Game) -> bytearray:
    """``[`` and the log's actions as JSON, comma-separated (the closing ``]`` left to the
    caller)."""
    cache = _ENCODED.setdefault(game, _Encoded())
    log = game.log_view()
    if cache.generation != game.generation or len(cache.actions) > len(log):
        kept = 0  # an undo or a replay since: keep the common prefix, by identity
        for cached, action in zip(cache.actions, log, strict=False):
            if cached is not action:
                break
            kept += 1
        del cache.actions[kept:], cache.pieces[kept:]
        cache.joined = bytearray(b"[" + b",".join(cache.pieces))
        cache.generation = game.generation
    for action in log[len(cache.actions) :]:
        piece = _compact(action.to_dict())
        if cache.actions:
            cache.joined += b","
        cache.joined += piece
        cache.actions.append(action)
        cache.pieces.append(piece)
    return cache.joined


def _compact(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def game_to_json(
    game: Game,
    extras: dict[str, Any] | None = None,
    after: AfterGame | None = None,
    once: bool = False,
) -> bytes:
    """The game file's bytes: :func:`game_to_dict` (plus ``extras``, top-level keys the
    caller keeps in the file; ``after`` in place of the game's own) as compact UTF-8 JSON with
    Cyrillic readable, the actions last.

    The same data as ``json.dumps(game_to_dict(game))``; each action is encoded once per game
    and kept for the next save, or, ``once`` (a game written a single time, as an import's),
    the whole log in one go and nothing kept.
    """
    data = game_to_dict(game, with_actions=False)
    if after is not None:
        data["after"] = after.to_dict()
    data.update(extras or {})
    head = _compact(data)
    actions = _compact([a.to_dict() for a in game.log]) if once else _encoded_actions(game) + b"]"
    return b"".join((head[:-1], b',"actions":', actions, b"}"))


def record_digest(game: Game) -> str:
    """The SHA-256 (hex) of the game's record as this version writes it, leaving out only the
    head judge's check (:class:`~.after.Signoff`), which holds this digest, and his void
    (:class:`~.after.Void`), a decision about the game's place in the tournament rather than
    its record: the check is stale as soon as anything it covered changed (an action, a
    nickname, an extra...), and voiding a game, or counting it again, leaves it as it was."""
    import hashlib  # on use: loading it (and OpenSSL) costs every start-up about 1 ms

    unsigned = game.after.copy(signoff=None, void=None)
    return hashlib.sha256(game_to_json(game, after=unsigned)).hexdigest()


FINGERPRINT_DIGITS = 8
"""Hex digits of a game's fingerprint: 32 bits, so two records of one tournament share a
print about once in four billion pairs; short enough to read aloud and compare by eye."""


def game_fingerprint(game: Game) -> str:
    """The game's fingerprint: the first :data:`FINGERPRINT_DIGITS` hex digits of the SHA-256
    of its record as :func:`game_to_json` writes it, without storage's keys (``resume``,
    ``archived``, ``reveal``). The protocol prints it and ``mafia-tui replay`` shows it, so a
    signed paper can be matched to its file.

    It is the whole game: header, players, profile, every action with its time, and the
    after-game data, so any change to any of them gives another print; the timer's saves and
    the archive mark, which are storage's, leave it as it is, and so does where the file is.
    It is computed from the game as this version writes it, not from the file's bytes: a file
    written by hand with other spacing or key order has the print of the game it holds.
    """
    import hashlib  # on use, as in record_digest

    digest = hashlib.sha256(game_to_json(game)).hexdigest()
    return digest[:FINGERPRINT_DIGITS]


def game_from_bytes(payload: bytes) -> Game:
    """Read a game file's bytes: :func:`decode_json`, then :func:`game_from_dict`.

    Raises:
        RuleError: an error of either.
    """
    return game_from_dict(decode_json(payload))


def looks_like(data: Any) -> RuleError:
    """Why a document is not a game file, saying what it looks like (rules/file_kinds.py):
    a Polemica match, a mafiaratings list, a tournament file..."""
    kind = kind_of(data)
    what = RuleError("kind_" + kind, keys=keys_shown(data))
    return RuleError("why_looks_like", what=what)


def game_from_dict(data: Any) -> Game:
    """Read a game file's data, replaying every action, and check the after-game data.

    The ``summary`` block is ignored on reading: the state always comes from the log. Other
    top-level keys that are not the game's (storage keeps ``resume`` and ``archived`` there)
    are ignored too. Everything else is checked as strictly as at entry: the same
    :func:`make_players`, the same engine, the same :func:`check` as the results screen.

    Raises:
        RuleError: ``bad_file`` (not a game file, saying what it looks like; or a block of
            the wrong type),
            ``bad_version``, ``newer_version`` (written by a newer app: not damage),
            ``bad_game_id``, a header or setup error, ``bad_profile``,
            ``too_many_actions``, ``bad_action`` naming the first action that does not read
            or does not apply, or ``bad_after`` (its own fields, or 8.4/8.5 broken).
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RuleError("bad_file", why=looks_like(data))
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise RuleError("newer_version", version=version)
    if type(version) is not int or version != VERSION:
        raise RuleError("bad_version", version=shown(version))
    game_id = data.get("id")
    if not valid_game_id(game_id):
        raise RuleError("bad_game_id", id=shown(game_id, 70))
    header = Header.from_dict(data.get("header"))
    players = make_players(data.get("players"))
    profile = Profile.from_dict(data["profile"]) if "profile" in data else FIIM_2018
    raw_actions = data.get("actions", [])
    if not isinstance(raw_actions, list):
        raise RuleError("bad_file", why=RuleError("why_field", field=shown("actions")))
    if len(raw_actions) > MAX_ACTIONS:
        raise RuleError("too_many_actions", count=len(raw_actions), max=MAX_ACTIONS)
    actions = [action_from_dict(a, i) for i, a in enumerate(raw_actions)]
    after = AfterGame.from_dict(data.get("after"))
    game = Game(header, players, profile, actions, after, game_id)
    try:
        check(game.state, profile, after)
    except RuleError as err:
        raise RuleError("bad_after", why=err) from err
    return game

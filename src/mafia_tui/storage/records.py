"""What a game file is to storage: the one reader of game bytes and the records it hands up.

:func:`read_game_path` is the only way a game file is read, from the data dir or from
anywhere (CLI verbs, import, a tournament folder); :class:`Listing` is one row of the games
list, and :func:`listing_row` / :func:`listing_of_row` turn it into a catalogue row and back.
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from ..rules.errors import RuleError
from ..rules.values import frozen
from .catalogue import Row as CatalogueRow
from .inputs import megabytes
from .notices import Notice
from .safe_open import read_regular

if TYPE_CHECKING:
    from ..rules import Game

# The rules engine is imported where a game is read, not at module import: the start screen
# lists games from the catalogue, and starts faster without it.

STORAGE_KEYS = ("resume", "archived", "reveal")
"""Top-level keys of a game file that belong to storage, not to the rules (docs/FORMAT.md)."""


class Listing(NamedTuple):
    """One row of the games list (a named tuple: thousands are made for one listing)."""

    id: str
    tournament: str
    stage: str
    table: int
    game_number: int
    date: str
    judge: str
    result: str | None
    finished: bool
    archived: bool = False
    nicks: tuple[str, ...] = ()
    signed: bool = False
    """Finished, and the head judge's check covers the record as it is."""
    void: str = ""
    """Why the head judge voided the game ("" while it counts: see ``rules/voiding.py``)."""
    stand_ins: tuple[tuple[int, str], ...] = ()
    """(seat, the planned player its player replaced) for each stand-in of the game."""

    @classmethod
    def of(cls, game: Game, archived: bool = False) -> Listing:
        """The listing of a game."""
        from ..rules.desk import checked
        from ..rules.voiding import void_of

        h = game.header
        void = void_of(game)
        return cls(
            game.id,
            h.tournament,
            h.stage,
            h.table,
            h.game_number,
            h.date,
            h.judge,
            game.result,
            game.state.over,
            archived,
            tuple(p.nick for p in game.players),
            game.state.over and checked(game),
            void.reason if void is not None else "",
            tuple((p.seat, p.stand_in_for) for p in game.players if p.stand_in_for),
        )

    def label(self) -> dict[str, Any]:
        """What names the game to a judge: tournament, table, game number."""
        return {"tournament": self.tournament or "—", "table": self.table, "game": self.game_number}


@frozen
class GameFile:
    """A game as read from its file, with storage's own blocks and the stamp of the bytes."""

    game: Game
    extras: dict[str, Any] = field(default_factory=dict)
    stamp: tuple[int, int] = (0, 0)

    @property
    def archived(self) -> bool:
        return self.extras.get("archived") is True


class GameFileError(Exception):
    """A game file could not be read: :attr:`notice` says what and where, for the judge;
    :attr:`error` is the rules' reason when the content was at fault."""

    def __init__(self, notice: Notice, error: RuleError | None = None) -> None:
        super().__init__(notice.message("en"))
        self.notice = notice
        self.error = error

    def message(self, lang: str = "ru") -> str:
        """The judge's message in ``lang``."""
        return self.notice.message(lang)


@frozen
class Problem:
    """A file that could not be loaded this run, and where it went (``moved_to`` is empty
    when it could not be moved)."""

    file: str
    moved_to: str
    error: RuleError | None
    notice: Notice


@frozen
class ImportResult:
    """What happened to one imported file: imported, updated (the same game further on),
    duplicate, conflict, locked (open in a window here), invalid, or tournament (a tournament
    file, not a game: skipped, see :meth:`GameStore.import_file`)."""

    file: str
    outcome: str
    game_id: str | None = None
    error: RuleError | None = None
    tournament: str = ""
    """A tournament file's tournament name."""
    notes: tuple[Any, ...] = ()
    """A converted game's notes (what was supplied or dropped): each has ``text(lang)``."""
    refused: Any = None
    """Why a game of another tool's file was refused (outcome "refused"): ``text(lang)``."""


def read_game_bytes(payload: bytes) -> tuple[Game, dict[str, Any]]:
    """The one reader, for bytes from anywhere: the game and storage's blocks.

    Raises:
        RuleError: the file is not a valid game (see docs/FORMAT.md, "Limits").
    """
    from ..rules.record import decode_json, game_from_dict

    data = decode_json(payload)
    game = game_from_dict(data)
    extras = {k: data[k] for k in STORAGE_KEYS if k in data}
    if not isinstance(extras.get("resume", {}), dict):
        extras.pop("resume")
    return game, extras


def read_game_path(path: Path) -> GameFile:
    """Read one game file from anywhere (CLI verbs, import, a tournament folder).

    Raises:
        FileNotFoundError: there is no such file.
        GameFileError: it cannot be read or is not a valid game; nothing is moved.
    """
    from ..rules.record import MAX_FILE_BYTES

    try:
        payload, st = read_regular(path, MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise GameFileError(Notice("file_unreadable", {"path": path, "error": exc})) from exc
    try:
        if len(payload) > MAX_FILE_BYTES:  # said with the file's size, not what was read of it
            size = megabytes(max(st.st_size, len(payload)))
            raise RuleError("file_too_big", size=size, limit=megabytes(MAX_FILE_BYTES))
        game, extras = read_game_bytes(payload)
    except RuleError as err:
        raise GameFileError(Notice("file_invalid", {"path": path, "error": err}), err) from err
    return GameFile(game, extras, (st.st_size, st.st_mtime_ns))


def listing_row(listing: Listing, stamp: tuple[int, int]) -> CatalogueRow:
    """A catalogue row (:data:`.catalogue.COLUMNS`): the listing, then the stamp of the bytes
    it was read from, then the check, the void and the stand-ins."""
    stand_ins = [list(s) for s in listing.stand_ins]
    return [*listing[:10], list(listing.nicks), *stamp, listing.signed, listing.void, stand_ins]


def listing_of_row(row: CatalogueRow) -> Listing:
    """The listing a catalogue row holds (the inverse of :func:`listing_row`)."""
    stand_ins = tuple((seat, absent) for seat, absent in row[15])
    return Listing._make((*row[:10], tuple(row[10]), row[13], row[14], stand_ins))

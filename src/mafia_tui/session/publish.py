"""Publishing finished games to a mafiaratings server: queue games, send the outbox.

The command line (``mafia-tui publish``) and the games list both call this; it composes the
export (:func:`build_document`, the one builder of a game's document), the outbox
(``storage.outbox``) and the run (``publish_run``: exactly once, always current); the
server, user, ids and password come from ``publish_config`` (re-exported here).

- Queuing records the judge's wish and the mafiaratings ids of the moment; the document is
  built from the game's record when it is sent, so a protest decided, an extra added or a
  player renamed after queuing (or after sending) goes to the server as it is then.
- Nothing is sent without a configured server and user, and never without a password; the
  password is never stored: it comes from ``$MAFIA_TUI_HUB_PASSWORD`` or the caller's prompt.
- Nothing here runs at start-up, and nothing but :func:`send_pending` touches the network.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..hub.client import TIMEOUT, AddressError, Login, check_address, refuse_locally
from ..hub.ops import HubOps
from ..rules import Game
from ..rules.errors import RuleError
from ..rules.values import frozen
from ..storage.notices import os_error_text
from ..storage.outbox import ASK_FIRST, Consent, Entry, Outbox, OutboxProblem
from . import publish_state
from .publish_config import (
    PASSWORD_ENV,
    HubConfig,
    PublishError,
    ServerIds,
    configure,
    hub_config,
    now_text,
    password,
)
from .publish_match import differences_text
from .publish_run import Attempt, Run, run_outbox
from .publish_state import GameRef
from .publish_texts import NET_ERRORS, PUBLISH

__all__ = [
    "GOOD",
    "PASSWORD_ENV",
    "Attempt",
    "HubConfig",
    "HubOps",
    "PublishError",
    "Queued",
    "Run",
    "ServerIds",
    "answer_question",
    "attempt_text",
    "build_document",
    "configure",
    "confirm_delete",
    "hub_config",
    "password",
    "problem_text",
    "queue_game",
    "queue_tournament",
    "queued_lines",
    "run_counts",
    "error_text",
    "send_pending",
    "skipped_text",
    "why_text",
]

GOOD = ("sent", "sent_no_id", "sent_again", "changed", "deleted", "found")
"""The outcomes of a run where the server holds the game as asked."""

Build = Callable[..., tuple[dict[str, Any], tuple[Any, ...]]]
""":func:`build_document`'s shape: ``(game, ids, root=...)``."""


def build_document(
    game: Game, ids: ServerIds | None = None, root: Path | None = None
) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """The mafiaratings document of a game and what it left out (the export, loaded now);
    each player's ``id`` is the game file's, else the data dir ``root``'s roster's
    (session/player_ids.py), and a player without one is named in what was left out.

    Raises:
        PublishError: the export refused the game (its reason, in the judge's language), or
            the game has no start and end time, which the server requires.
    """
    from ..export.mafiaratings import game_document  # the export loads when a game is queued
    from .player_ids import document_ids

    ids = ids or ServerIds()
    exported = game_document(
        game,
        document_ids(root, game),
        club_id=ids.club,
        event_id=ids.event,
        tournament_id=ids.tournament,
        moderator_id=ids.moderator,
    )
    if exported.document is None:
        raise PublishError("export_refused", game=game.id, why=exported.refused)
    if "startTime" not in exported.document:  # include/game.php: "Game start time is not set."
        raise PublishError("no_times", game=game.id)
    return dict(exported.document), tuple(exported.left_out)


def game_id_of_ref(ref: str) -> str:
    """A game id from what the judge typed: the id, or the game's file name in the data dir."""
    return Path(ref).stem if ref.endswith(".json") else ref


# --- queuing -----------------------------------------------------------------------------


@frozen
class Queued:
    entry: Entry
    left_out: tuple[Any, ...] = ()
    """What the export could not put in the document (each has ``.text(lang)``)."""
    key: str = "queued"
    """What queuing did: ``queued``, ``requeued`` (refused or deleted before),
    ``already_sent`` (it will be kept current), ``in_flight`` (the server is asked first)."""
    warning: str = ""
    """``hub_no_event`` / ``hub_no_start``: the server would not keep the document as is."""
    ref: GameRef | None = None
    """How the judge names the game."""


def queue_game(
    root: Path,
    ref: str,
    now: str | None = None,
    ids: ServerIds | None = None,
    build: Build | None = None,
) -> Queued:
    """Put a finished game in the outbox (its document is built now only to check it).

    Raises:
        PublishError: not over, voided, refused by the export.
        RuleError: no such game, or its file does not read.
        OSError: the outbox could not be written.
    """
    from ..storage.records import Listing
    from .archive import Archive

    game_id = game_id_of_ref(ref)
    game = Archive(root, sweep=False).load(game_id)
    named = GameRef.of(Listing.of(game), game_id)
    if not game.state.over:
        raise PublishError("not_finished", game=named)
    void = game.after.void
    if publish_state.voided(game) and void is not None:
        raise PublishError("void_not_queued", game=named, by=void.by, reason=void.reason)
    merged = (ids or ServerIds()).over(hub_config(root).ids)
    try:
        document, left_out = (build or build_document)(game, merged, root=root)
    except RuleError as err:
        raise PublishError("export_refused", game=named, why=err) from None
    stamp = now or now_text()
    server = hub_config(root).server
    before: list[Entry | None] = []

    def change(old: Entry | None) -> Entry | None:
        before.append(old)
        given = {**(old.ids if old else {}), **merged.given()}
        if old is None:
            return Entry(game_id, stamp, ids=given)
        if old.state == "refused":  # the judge sends it again
            state = "sent" if old.server_game_id is not None else "queued"
            return old.but(state=state, queued_at=stamp, ids=given, code="")
        if old.state in ASK_FIRST and old.server and server and old.server != server:
            # its outcome is known only to a server no longer published to: start afresh
            return old.but(state="queued", claim=None, queued_at=stamp, ids=given)
        if old.state == "deleted" or old.want == "delete":
            return old.but(
                state="queued" if old.state == "deleted" else old.state,
                want="publish",
                queued_at=stamp,
                ids=given,
            )
        return old.but(ids=given)

    entry = Outbox(root).update(game_id, change, damaged_as_none=True)
    assert entry is not None
    old = before[-1] if before else None
    key = _queued_key(old)
    return Queued(entry, left_out, key, refuse_locally(document), named)


def _queued_key(old: Entry | None) -> str:
    if old is None:
        return "queued"
    if old.state == "deleted" or (old.want == "delete" and old.op == "delete"):
        return "requeued_deleted"  # deleted on the server when voided: it goes there again
    if old.state == "refused" or old.want == "delete":
        return "requeued"
    if old.state == "sent":
        return "already_sent"
    if old.state in ASK_FIRST:
        return "in_flight"
    return "queued"


def queue_tournament(
    root: Path, name: str, now: str | None = None, ids: ServerIds | None = None
) -> list[tuple[str, Queued | PublishError | RuleError | OSError]]:
    """Queue every finished game of the tournament ``name`` (case-folded; archived games
    too): each game's outcome, in the order of the tournament's tables and games. A game
    voided or not finished is named with its reason, never queued.

    Raises:
        PublishError: ``no_such_tournament`` (no game carries that name).
    """
    from .archive import Archive

    wanted = name.strip().casefold()
    games = [
        r for r in Archive(root, sweep=False).listings(True) if r.tournament.casefold() == wanted
    ]
    if not wanted or not games:
        raise PublishError("no_such_tournament", name=name)
    games.sort(key=lambda r: (r.date, r.stage, r.game_number, r.table))
    stamp = now or now_text()
    out: list[tuple[str, Queued | PublishError | RuleError | OSError]] = []
    for row in games:
        try:
            out.append((row.id, queue_game(root, row.id, stamp, ids)))
        except (PublishError, RuleError, OSError) as err:
            out.append((row.id, err))
    return out


def confirm_delete(root: Path, ref: str) -> Entry:
    """The judge's word that a voided game's server copy goes: the next publish sends
    ``op=delete`` for it.

    Raises:
        PublishError: ``not_voided`` (a game that counts is never deleted from here) or
            ``not_on_server``.
        RuleError, OSError: the game does not read, the outbox cannot be written.
    """
    from ..storage.records import Listing
    from .archive import Archive

    game_id = game_id_of_ref(ref)
    game = Archive(root, sweep=False).load(game_id)
    named = GameRef.of(Listing.of(game), game_id)
    if not publish_state.voided(game):
        raise PublishError("not_voided", game=named)

    def change(old: Entry | None) -> Entry | None:
        if old is None or (old.server_game_id is None and old.state not in ASK_FIRST):
            raise PublishError("not_on_server", game=named)
        return old.but(want="delete")

    entry = Outbox(root).update(game_id, change)
    assert entry is not None
    return entry


def answer_question(root: Path, ref: str, same: bool) -> Entry:
    """The judge's answer to a game's question (``Entry.held``): ``same`` — send this game
    over the server's game it named (``publish --overwrite``: the copy another sender changed,
    or the game at its place with other players, which is this one); otherwise send it anyway
    as its own game (``publish --send-anyway``: the game at its place is another one, or the
    server's copy is gone). Good only while the server's game is as the question saw it.

    Raises:
        PublishError: ``no_question`` (nothing to answer for that game).
        OSError: the outbox could not be written.
    """
    game_id = game_id_of_ref(ref)

    def change(old: Entry | None) -> Entry | None:
        if old is None or old.held is None:
            raise PublishError("no_question", game=_ref_of(root, game_id))
        held = old.held
        new = held.kind in ("players", "gone") and (not same or held.kind == "gone")
        kind = "new" if new else "overwrite"
        return old.but(consent=Consent(kind, held.server_game_id, held.fingerprint))

    entry = Outbox(root).update(game_id, change)
    assert entry is not None
    return entry


def _ref_of(root: Path, game_id: str) -> GameRef:
    from .publish_state import game_refs

    return game_refs(root).get(game_id) or GameRef(game_id)


# --- sending -----------------------------------------------------------------------------


def send_pending(
    root: Path,
    secret: str,
    hub: HubOps | None = None,
    timeout: float = TIMEOUT,
    cancel: threading.Event | None = None,
    clock: Callable[[], str] = now_text,
) -> Run:
    """Send the outbox to the configured server: each game once, current (``publish_run``).

    Raises:
        PublishError: no configuration, a bad address, no password, another sender busy —
            nothing was sent.
    """
    config = hub_config(root)
    if not config.ready:
        raise PublishError("not_configured")
    try:
        server = check_address(config.server)
    except AddressError as err:
        raise PublishError(err.code, address=err.address) from None
    if not secret:
        raise PublishError("no_password")
    login = Login(server, config.user, secret)
    ops = hub or HubOps(timeout, cancel)

    def document(game: Game, ids: ServerIds) -> dict[str, Any]:
        return build_document(game, ids, root=root)[0]  # looked up now: tests stand in

    return run_outbox(root, login, config, ops, document, clock)


# --- what the judge reads ----------------------------------------------------------------


def attempt_text(attempt: Attempt, lang: str) -> str:
    """One game's line of a run, in the judge's language (the game named by its tournament,
    table and number; its id only in the command that acts on it)."""
    values = dict(attempt.params)
    if "code" in values:
        values["why"] = why_text(values.pop("code"), values.pop("detail", ""), lang)
    error = values.get("error")
    if isinstance(error, OSError):
        values["error"] = os_error_text(error, lang)
    elif isinstance(error, PublishError | RuleError):
        values["error"] = error.message(lang)
    if "diff" in values:
        values["diff"] = differences_text(values["diff"], lang)
    values.pop("op", None)
    name = attempt.ref.text(lang) if attempt.ref is not None else attempt.game_id
    line = PUBLISH.text(attempt.key, lang, game=name, gid=attempt.game_id, **values)
    if attempt.note:
        line += "\n" + PUBLISH.text("server_note", lang, text=attempt.note)
    return line


def queued_lines(done: Queued, lang: str) -> list[str]:
    """What queuing one game did, what its document lacks, and what the server would say."""
    entry = done.entry
    name = done.ref.text(lang) if done.ref is not None else entry.game_id
    lines = [PUBLISH.text(done.key, lang, game=name, server=entry.server or "—")]
    lines += [PUBLISH.text("left_out", lang, what=item.text(lang)) for item in done.left_out]
    if done.warning:
        lines.append(PUBLISH.text(done.warning, lang, game=name, gid=entry.game_id))
    return lines


def run_counts(run: Run) -> dict[str, int]:
    """The summary's numbers of a run (``summary`` of the texts)."""
    return {
        "sent": run.count("sent", "sent_no_id", "sent_again"),
        "changed": run.count("changed"),
        "found": run.count("found"),
        "held": run.count("hold_changed", "hold_foreign", "hold_players", "hold_gone"),
        "deleted": run.count("deleted"),
        "refused": run.count("refused"),
        "failed": run.count(
            "failed", "not_recorded", "not_claimed", "ask_failed", "ask_failed_elsewhere"
        ),
        "unknown": run.count("unknown"),
        "waiting": run.waiting,
    }


def skipped_text(
    root: Path, game_id: str, error: PublishError | RuleError | OSError, lang: str
) -> str:
    """A game of a tournament that was not queued, and why: a refusal of ours names the game
    itself; any other reason follows the game's name."""
    why = error_text(error, lang)
    if isinstance(error, PublishError):
        return PUBLISH.text("tournament_skipped_said", lang, why=why)
    return PUBLISH.text("tournament_skipped", lang, game=_ref_of(root, game_id).text(lang), why=why)


def error_text(error: PublishError | RuleError | OSError, lang: str) -> str:
    """A refusal or an OS error in the judge's language."""
    return os_error_text(error, lang) if isinstance(error, OSError) else error.message(lang)


def why_text(code: str, detail: str, lang: str) -> str:
    """Why an attempt failed, in ``lang``: a connection's errno code said in words."""
    if detail in NET_ERRORS:
        detail = NET_ERRORS.text(detail, lang)
    return PUBLISH.text(code, lang, detail=detail) if code in PUBLISH else detail


def problem_text(problem: OutboxProblem, lang: str) -> str:
    detail = problem.error.message(lang) if problem.error is not None else problem.detail
    return PUBLISH.text(problem.code, lang, name=problem.name, detail=detail)

"""Publishing finished games to a mafiaratings server: queue a game, send the queue.

The command line (``mafia-tui publish``) and the games list both call this; it composes the
export (the document), the outbox (``storage.outbox``) and the HTTP client (``hub.client``);
the server, user, ids and password come from ``publish_config`` (re-exported here).

- Nothing is sent without a configured server and user (``Settings.hub_server`` /
  ``hub_user``), and never without a password; the password is never stored: it comes from
  ``$MAFIA_TUI_HUB_PASSWORD`` or the caller's prompt, per run.
- Nothing here runs at start-up, and nothing but :func:`send_pending` touches the network.
- One request per game; each outcome is written to the game's outbox entry before the next
  request, so a run cut short never sends a game twice. When that write fails, sending
  stops (the server took a game we could not note as sent).
- A login refused by the server (``Exc('Authorization failed')`` in ``ApiPageBase::_doLogin``,
  mafiaratings ``include/api.php``) is the password's fault, not the game's: the game stays
  pending (``failed``, ``hub_auth``) and the rest of the run is not sent with the same
  password.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any

from ..hub.client import TIMEOUT, AddressError, Answer, check_address, post_game, refuse_locally
from ..rules import Game
from ..rules.errors import RuleError
from ..rules.values import frozen
from ..storage.lock import LockedError
from ..storage.notices import os_error_text
from ..storage.outbox import AlreadySent, Entry, Outbox, OutboxError, OutboxProblem
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
from .publish_texts import NET_ERRORS, PUBLISH

AUTH_FAILED = "Authorization failed"
"""The server's words for a wrong login (``_doLogin``, not translated there)."""

__all__ = [
    "PASSWORD_ENV",
    "Attempt",
    "HubConfig",
    "PublishError",
    "Queued",
    "Run",
    "ServerIds",
    "build_document",
    "configure",
    "hub_config",
    "password",
    "problem_text",
    "queue_game",
    "send_pending",
    "why_text",
]


# --- queuing -----------------------------------------------------------------------------


@frozen
class Queued:
    entry: Entry
    left_out: tuple[Any, ...] = ()
    """What the export could not put in the document (each has ``.text(lang)``)."""


def build_document(
    game: Game, ids: ServerIds | None = None
) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """The mafiaratings document of a game and what it left out (the export, loaded now).

    Raises:
        PublishError: the export refused the game (its reason, in the judge's language).
    """
    from ..export.mafiaratings import game_document  # the export loads when a game is queued

    ids = ids or ServerIds()
    exported = game_document(
        game,
        club_id=ids.club,
        event_id=ids.event,
        tournament_id=ids.tournament,
        moderator_id=ids.moderator,
    )
    if exported.document is None:
        raise PublishError("export_refused", game=game.id, why=exported.refused)
    return dict(exported.document), tuple(exported.left_out)


def game_id_of_ref(ref: str) -> str:
    """A game id from what the judge typed: the id, or the game's file name in the data dir."""
    return Path(ref).stem if ref.endswith(".json") else ref


def queue_game(
    root: Path,
    ref: str,
    again: bool = False,
    now: str | None = None,
    ids: ServerIds | None = None,
    build: Callable[[Game, ServerIds | None], tuple[dict[str, Any], tuple[Any, ...]]] | None = None,
) -> Queued:
    """Build a finished game's document and put it in the outbox.

    Raises:
        PublishError: not over, already sent (without ``again``), refused by the export.
        RuleError: no such game, or its file does not read.
        OSError: the outbox could not be written.
    """
    from .archive import Archive

    game_id = game_id_of_ref(ref)
    game = Archive(root, sweep=False).load(game_id)
    if not game.state.over:
        raise PublishError("not_finished", game=game_id)
    outbox = Outbox(root)
    old = _entry_or_none(outbox, game_id)
    if old is not None and old.state == "sent" and not again:
        raise PublishError("already_sent", game=game_id, server=old.server, at=old.at)
    ids = (ids or ServerIds()).over(hub_config(root).ids)
    try:
        document, left_out = (build or build_document)(game, ids)
    except RuleError as err:
        raise PublishError("export_refused", game=game_id, why=err) from None
    try:
        entry = outbox.queue(game_id, document, now or now_text(), again=again)
    except AlreadySent as sent:  # sent meanwhile, by another window
        raise PublishError(
            "already_sent", game=game_id, server=sent.entry.server, at=sent.entry.at
        ) from None
    return Queued(entry, left_out)


def _entry_or_none(outbox: Outbox, game_id: str) -> Entry | None:
    try:
        return outbox.get(game_id)
    except OutboxError:
        return None


# --- sending -----------------------------------------------------------------------------


@frozen
class Attempt:
    """One game of a run and what happened to it."""

    game_id: str
    key: str
    """``sent``, ``sent_no_id``, ``refused``, ``failed``, ``hub_no_event``, ``not_recorded``."""
    params: dict[str, Any] = field(default_factory=dict, compare=False)
    """The line's values; a ``failed`` line has ``code`` and ``detail`` (rendered in the
    judge's language), a ``not_recorded`` one the OSError."""
    note: str = ""
    """The server's ``message`` on success (HTML stripped)."""

    def text(self, lang: str) -> str:
        values = dict(self.params)
        if self.key == "failed":
            values = {"why": why_text(values.pop("code", ""), values.pop("detail", ""), lang)}
        if isinstance(values.get("error"), OSError):
            values["error"] = os_error_text(values["error"], lang)
        line = PUBLISH.text(self.key, lang, game=self.game_id, **values)
        if self.note:
            line += "\n" + PUBLISH.text("server_note", lang, text=self.note)
        return line


@frozen
class Run:
    attempts: tuple[Attempt, ...]
    problems: tuple[OutboxProblem, ...]
    stopped: str = ""
    """``auth_stop`` or ``not_recorded`` when the run ended early."""
    waiting: int = 0
    """Entries still pending after the run."""

    def count(self, *keys: str) -> int:
        return sum(1 for a in self.attempts if a.key in keys)


Post = Callable[[str, str, str, dict[str, Any], float], Answer]


def send_pending(
    root: Path,
    secret: str,
    post: Post = post_game,
    timeout: float = TIMEOUT,
    clock: Callable[[], str] = now_text,
) -> Run:
    """Send every queued and failed game to the configured server, one request each.

    Raises:
        PublishError: no configuration, a bad address, no password — nothing was sent.
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
    outbox = Outbox(root)
    try:
        with outbox.sending():
            attempts, problems, stopped = _run(
                outbox, server, config.user, secret, post, timeout, clock
            )
    except LockedError:
        raise PublishError("busy") from None
    waiting = len(outbox.pending()[0])
    return Run(tuple(attempts), tuple(problems), stopped, waiting)


def _run(
    outbox: Outbox,
    server: str,
    user: str,
    secret: str,
    post: Post,
    timeout: float,
    clock: Callable[[], str],
) -> tuple[list[Attempt], list[OutboxProblem], str]:
    """One request per pending game, each outcome saved before the next."""
    pending, problems = outbox.pending()
    attempts: list[Attempt] = []
    for entry in pending:
        if refuse_locally(entry.document):
            attempts.append(Attempt(entry.game_id, "hub_no_event"))
            continue
        answer = post(server, user, secret, entry.document, timeout)
        state, code = answer.outcome, answer.code
        if state == "refused" and answer.text.strip() == AUTH_FAILED:
            state, code = "failed", "hub_auth"
        try:
            outbox.record(entry, state, clock(), server, answer.text, answer.server_game_id, code)
        except OSError as exc:
            attempts.append(Attempt(entry.game_id, "not_recorded", {"error": exc}))
            return attempts, problems, "not_recorded"
        attempts.append(_attempt(entry.game_id, server, state, code, answer))
        if code == "hub_auth":
            return attempts, problems, "auth_stop"
    return attempts, problems, ""


def _attempt(game_id: str, server: str, state: str, code: str, answer: Answer) -> Attempt:
    if state == "sent":
        note = _plain(answer.text)
        if answer.server_game_id is None:
            return Attempt(game_id, "sent_no_id", {"server": server}, note)
        return Attempt(game_id, "sent", {"server": server, "id": answer.server_game_id}, note)
    if state == "refused":
        return Attempt(game_id, "refused", {"error": _plain(answer.text)})
    return Attempt(game_id, "failed", {"code": code, "detail": answer.text})


def why_text(code: str, detail: str, lang: str) -> str:
    """Why an attempt failed, in ``lang``: a connection's errno code said in words."""
    if detail in NET_ERRORS:
        detail = NET_ERRORS.text(detail, lang)
    return PUBLISH.text(code, lang, detail=detail) if code in PUBLISH else detail


_TAG = re.compile(r"<[^>]{0,200}>")


def _plain(text: str) -> str:
    """The server's HTML message as plain text (its ``<li>`` items on one line each)."""
    text = re.sub(r"<(?:li|br|hr)\b[^>]*>", "\n", text, flags=re.IGNORECASE)
    lines = (" ".join(_TAG.sub("", line).split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)


def problem_text(problem: OutboxProblem, lang: str) -> str:
    detail = problem.error.message(lang) if problem.error is not None else problem.detail
    return PUBLISH.text(problem.code, lang, name=problem.name, detail=detail)

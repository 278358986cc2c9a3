"""``mafia-tui publish``: the outbox of finished games and sending it to mafiaratings.

    mafia-tui publish --server URL [--user NAME]     remember where to publish (no password)
    mafia-tui publish --queue GAME [--event N --club N --moderator N ...]
    mafia-tui publish --queue-tournament NAME [--event N ...]   every finished game of it
    mafia-tui publish --delete GAME                  a voided game's server copy goes
    mafia-tui publish --overwrite GAME               yes, send it over the server's game
    mafia-tui publish --send-anyway GAME             send it as a game of its own
    mafia-tui publish [--json]                       send: each game once, as it is now
    mafia-tui publish --list [--json]                the outbox and each game's state

One verb with options rather than sub-verbs: the judge meets one help page with every step
and its example, and the plain verb does the one thing done most (send what waits). Exit 0
when everything asked was done; 2 when something was refused before sending (no
configuration, no password, a bad address, a game not finished or voided) or a game of the
run did not reach the server as asked, or a file of the outbox was skipped: the text says
which, on stderr.
"""

from __future__ import annotations

import json
import os
import sys
from argparse import Namespace
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..rules import RuleError
from ..session import data_dir as resolve_data_dir
from ..session import os_error_text
from ..session.publish import (
    GOOD,
    PublishError,
    Queued,
    ServerIds,
    answer_question,
    attempt_text,
    configure,
    confirm_delete,
    hub_config,
    password,
    problem_text,
    queue_game,
    queue_tournament,
    queued_lines,
    run_counts,
    send_pending,
    skipped_text,
    why_text,
)
from ..session.publish_list import Status, outbox_statuses
from ..session.publish_match import differences_text
from ..session.publish_state import GameRef
from ..session.publish_texts import PUBLISH
from ..storage.outbox import OutboxProblem
from .output import fail, say


def _queue_verb(root: Path, args: Namespace, ids: ServerIds, lang: str) -> int:
    """``--queue`` or ``--queue-tournament``, the server and user given with it kept first."""
    if args.server is not None or args.user is not None:
        configure(root, args.server, args.user)
    if args.queue_tournament:
        return _queue_tournament(root, args.queue_tournament, ids, lang)
    return _queue(root, args, ids, lang)


def run_publish(args: Namespace, lang: str, data_dir: str | None) -> int:
    root = resolve_data_dir(data_dir)
    ids = ServerIds(args.event, args.club, args.tournament, args.moderator)
    try:
        if args.queue or args.queue_tournament:
            return _queue_verb(root, args, ids, lang)
        if args.delete:
            return _delete(root, args.delete, lang)
        if args.overwrite or args.send_anyway:
            return _answer(root, args.overwrite or args.send_anyway, bool(args.overwrite), lang)
        if args.server is not None or args.user is not None or ids != ServerIds():
            config = configure(root, args.server, args.user, ids)
            server, user = config.server or "—", config.user or "—"
            say(PUBLISH.text("configured", lang, server=server, user=user))
            say(PUBLISH.text("configured_ids", lang, **_ids_text(config.ids)))
            return 0
        if args.list:
            return _list(root, args.json, lang)
        return _send(root, args.json, lang)
    except PublishError as err:
        return fail(err.message(lang))


def _ids_text(ids: ServerIds) -> dict[str, str]:
    names = ("event", "club", "tournament", "moderator")
    return {name: str(getattr(ids, name) or "—") for name in names}


def _queue(root: Path, args: Namespace, ids: ServerIds, lang: str) -> int:
    try:
        done = queue_game(root, args.queue, ids=ids)
    except RuleError as err:
        return fail(f"{args.queue}: {err.message(lang)}")
    except OSError as exc:  # the outbox could not be written
        return fail(PUBLISH.text("not_queued", lang, error=os_error_text(exc, lang)))
    for line in queued_lines(done, lang):
        say(line)
    return 0


def _queue_tournament(root: Path, name: str, ids: ServerIds, lang: str) -> int:
    results = queue_tournament(root, name, ids=ids)
    counts = {"queued": 0, "sent": 0, "skipped": 0}
    for game_id, result in results:
        if isinstance(result, Queued):
            counts["sent" if result.key == "already_sent" else "queued"] += 1
            if result.warning:
                name = result.ref.text(lang) if result.ref else game_id
                say(PUBLISH.text(result.warning, lang, game=name, gid=game_id), sys.stderr)
            continue
        counts["skipped"] += 1
        say(skipped_text(root, game_id, result, lang), sys.stderr)
    say(PUBLISH.text("tournament_queued", lang, name=name, **counts))
    return 0


def _answer(root: Path, ref: str, same: bool, lang: str) -> int:
    try:
        entry = answer_question(root, ref, same)
    except RuleError as err:
        return fail(f"{ref}: {err.message(lang)}")
    except OSError as exc:
        return fail(PUBLISH.text("outbox_not_written", lang, error=os_error_text(exc, lang)))
    from ..session.publish_state import game_refs

    name = game_refs(root).get(entry.game_id, GameRef(entry.game_id)).text(lang)
    consent = entry.consent
    assert consent is not None
    key = "answered_new" if consent.kind == "new" else "answered_overwrite"
    say(PUBLISH.text(key, lang, game=name, id=consent.server_game_id))
    return 0


def _delete(root: Path, ref: str, lang: str) -> int:
    try:
        entry = confirm_delete(root, ref)
    except RuleError as err:
        return fail(f"{ref}: {err.message(lang)}")
    except OSError as exc:
        return fail(PUBLISH.text("outbox_not_written", lang, error=os_error_text(exc, lang)))
    from ..session.publish_state import game_refs

    name = game_refs(root).get(entry.game_id, GameRef(entry.game_id)).text(lang)
    say(PUBLISH.text("delete_confirmed", lang, game=name, id=entry.server_game_id or "?"))
    return 0


def _list(root: Path, as_json: bool, lang: str) -> int:
    statuses, problems = outbox_statuses(root)
    for problem in problems:
        say(problem_text(problem, lang), sys.stderr)
    if as_json:
        say(json.dumps([_status_json(s) for s in statuses], ensure_ascii=False, indent=1))
    elif not statuses:
        say(PUBLISH.text("outbox_empty", lang))
    for status in [] if as_json else statuses:
        say("\n".join(status_lines(status, lang)))
    return 2 if problems else 0


def status_lines(status: Status, lang: str) -> list[str]:
    """One game of the outbox: which game, its state and when; the players; what to do."""
    entry, row = status.entry, status.listing
    label = entry.game_id
    if row is not None:
        name = GameRef.of(row, entry.game_id).text(lang)
        label = PUBLISH.text("list_label", lang, name=name, game=entry.game_id)
    state = PUBLISH.text(f"state_{status.key}", lang)
    lines = [
        PUBLISH.text(
            "list_line", lang, label=label, state=state, when=entry.at or entry.queued_at
        ).rstrip()
    ]
    if row is not None and row.nicks:
        lines.append(PUBLISH.text("list_players", lang, nicks=", ".join(row.nicks)))
    if entry.server_game_id is not None and status.in_outbox:
        lines.append(
            PUBLISH.text("list_server", lang, server=entry.server, id=entry.server_game_id)
        )
    if entry.copies:
        ids = ", ".join(map(str, entry.copies))
        lines.append(PUBLISH.text("list_copies", lang, count=len(entry.copies), ids=ids))
    lines += _what_next(status, lang)
    return lines


def _what_next(status: Status, lang: str) -> list[str]:
    entry, key = status.entry, status.key
    gid = entry.game_id
    if key == "refused":
        return [
            PUBLISH.text("list_detail", lang, text=entry.message),
            PUBLISH.text("list_resend", lang, gid=gid),
        ]
    held = entry.held
    if held is not None and key.startswith("server_"):
        if held.kind == "gone":
            shown = PUBLISH.text("list_gone_id", lang, id=held.server_game_id)
            return [shown, PUBLISH.text("list_gone", lang, gid=gid)]
        diff = differences_text(held.differences, lang)
        shown = PUBLISH.text("list_differs", lang, id=held.server_game_id, diff=diff)
        then = "list_players_choice" if held.kind == "players" else "list_overwrite"
        return [shown, PUBLISH.text(then, lang, gid=gid)]
    if key in ("failed", "unknown", "sending"):
        lines = (
            []
            if not entry.code
            else [PUBLISH.text("list_detail", lang, text=why_text(entry.code, entry.message, lang))]
        )
        return lines + ([PUBLISH.text("list_ask", lang)] if key != "failed" else [])
    if key == "changed":
        return [PUBLISH.text("list_changed", lang)]
    if key == "void_on_server":
        return [PUBLISH.text("list_delete", lang, gid=gid)]
    return []


def _status_json(status: Status) -> dict[str, Any]:
    """An entry without its document (``outbox/<id>.json`` holds that), with its state as
    the judge reads it and the game's table, number and players."""
    data: dict[str, Any] = {"game": status.game_id}
    if status.in_outbox:
        data = status.entry.to_dict()
        for key in ("format", "version", "document", "record", "claim", "seen"):
            data.pop(key)
    data["status"] = status.key
    row = status.listing
    if row is not None:
        data.update(
            tournament=row.tournament,
            table=row.table,
            game_number=row.game_number,
            players=list(row.nicks),
        )
    return data


def _send(root: Path, as_json: bool, lang: str) -> int:
    config = hub_config(root)
    if not config.ready:
        raise PublishError("not_configured")
    prompt = PUBLISH.text("password_prompt", lang, user=config.user, server=config.server)
    statuses, problems = outbox_statuses(root)
    if not statuses:
        for problem in problems:
            say(problem_text(problem, lang), sys.stderr)
        if as_json:
            say(json.dumps(_run_json([], problems, "", {}), ensure_ascii=False, indent=1))
        else:
            say(PUBLISH.text("nothing_pending", lang))
        return 2 if problems else 0
    secret = password(os.environ, _asker(), prompt)
    run = send_pending(root, secret)
    for problem in run.problems:
        say(problem_text(problem, lang), sys.stderr)
    for attempt in run.attempts:
        say(attempt_text(attempt, lang), sys.stdout if attempt.key in GOOD else sys.stderr)
    if run.stopped in ("auth_stop", "cancelled"):
        say(PUBLISH.text(run.stopped, lang, server=config.server), sys.stderr)
    counts = run_counts(run)
    if as_json:
        attempts = [
            {"game": a.game_id, "outcome": a.key, "text": attempt_text(a, lang)}
            for a in run.attempts
        ]
        say(
            json.dumps(
                _run_json(attempts, run.problems, run.stopped, counts), ensure_ascii=False, indent=1
            )
        )
    else:
        say(PUBLISH.text("summary", lang, **counts))
    all_done = all(a.key in GOOD for a in run.attempts) and not run.problems and not run.stopped
    return 0 if all_done else 2


def _run_json(
    attempts: list[dict[str, str]],
    problems: Sequence[OutboxProblem],
    stopped: str,
    counts: dict[str, int],
) -> dict[str, Any]:
    """``publish --json``: each game's outcome (a key and the judge's line), the files
    skipped, why the run stopped early (or null), and the counts."""
    zero = dict.fromkeys(
        ("sent", "changed", "deleted", "refused", "failed", "unknown", "waiting"), 0
    )
    return {
        "attempts": attempts,
        "skipped_files": [p.name for p in problems],
        "stopped": stopped or None,
        **zero,
        **counts,
    }


def _asker() -> Callable[[str], str] | None:
    """``getpass`` when a terminal is there to type into, else None (no prompt, no hang)."""
    if not sys.stdin.isatty():
        return None
    from getpass import getpass

    return lambda prompt: getpass(prompt, stream=sys.stderr)

"""``mafia-tui publish``: the outbox of finished games and sending it to mafiaratings.

    mafia-tui publish --server URL [--user NAME]     remember where to publish (no password)
    mafia-tui publish --queue GAME [--again] [--event N --club N --moderator N ...]
    mafia-tui publish [--json]                       send every queued (and failed) game
    mafia-tui publish --list [--json]                the outbox and each game's state

One verb with options rather than sub-verbs (``publish config``, ``publish send``): the judge
meets one help page with every step and its example, and the plain verb does the one thing
done most (send what waits). Exit 0 when everything asked was done; 2 when something was
refused before sending (no configuration, no password, a bad address, a game not finished or
already sent) or a game of the run was not sent (refused, failed, not sendable) or a file of
the outbox was skipped: the text says which, on stderr.
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
from ..session.publish import (
    PublishError,
    ServerIds,
    configure,
    hub_config,
    password,
    problem_text,
    queue_game,
    send_pending,
    why_text,
)
from ..session.publish_texts import PUBLISH
from ..storage.outbox import Entry, Outbox, OutboxProblem
from .output import fail, say


def run_publish(args: Namespace, lang: str, data_dir: str | None) -> int:
    root = resolve_data_dir(data_dir)
    ids = ServerIds(args.event, args.club, args.tournament, args.moderator)
    try:
        if args.queue:
            if args.server is not None or args.user is not None:
                configure(root, args.server, args.user)
            return _queue(root, args, ids, lang)
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
        done = queue_game(root, args.queue, again=args.again, ids=ids)
    except RuleError as err:
        return fail(f"{args.queue}: {err.message(lang)}")
    say(PUBLISH.text("queued", lang, game=done.entry.game_id))
    for item in done.left_out:
        say(PUBLISH.text("left_out", lang, what=item.text(lang)))
    return 0


def _list(root: Path, as_json: bool, lang: str) -> int:
    entries, problems = Outbox(root).entries()
    for problem in problems:
        say(problem_text(problem, lang), sys.stderr)
    if as_json:
        say(json.dumps([_entry_json(e) for e in entries], ensure_ascii=False, indent=1))
    elif not entries:
        say(PUBLISH.text("outbox_empty", lang))
    for entry in [] if as_json else entries:
        say(
            PUBLISH.text(
                "list_line",
                lang,
                game=entry.game_id,
                state=PUBLISH.text(f"state_{entry.state}", lang),
                when=entry.at or entry.queued_at,
                detail=_detail(entry, lang),
            ).rstrip()
        )
    return 2 if problems else 0


def _detail(entry: Entry, lang: str) -> str:
    if entry.state == "sent":
        sid = entry.server_game_id
        return f"{entry.server}" + (f" #{sid}" if sid is not None else "")
    if entry.state == "refused":
        return entry.message
    if entry.state == "failed":
        return why_text(entry.code, entry.message, lang)
    return ""


def _entry_json(entry: Entry) -> dict[str, Any]:
    """An entry without its document (``outbox/<id>.json`` holds that)."""
    data = entry.to_dict()
    for key in ("format", "version", "document"):
        data.pop(key)
    return data


def _send(root: Path, as_json: bool, lang: str) -> int:
    config = hub_config(root)
    if not config.ready:
        raise PublishError("not_configured")
    pending, _ = Outbox(root).pending()
    if not pending:
        _, problems = Outbox(root).entries()
        for problem in problems:
            say(problem_text(problem, lang), sys.stderr)
        if as_json:
            say(json.dumps(_run_json([], problems, "", {}), ensure_ascii=False, indent=1))
        else:
            say(PUBLISH.text("nothing_pending", lang))
        return 2 if problems else 0
    prompt = PUBLISH.text("password_prompt", lang, user=config.user, server=config.server)
    secret = password(os.environ, _asker(), prompt)
    run = send_pending(root, secret)
    for problem in run.problems:
        say(problem_text(problem, lang), sys.stderr)
    for attempt in run.attempts:
        good = attempt.key in ("sent", "sent_no_id")
        say(attempt.text(lang), sys.stdout if good else sys.stderr)
    if run.stopped == "auth_stop":
        say(PUBLISH.text("auth_stop", lang, server=config.server), sys.stderr)
    counts = {
        "sent": run.count("sent", "sent_no_id"),
        "refused": run.count("refused"),
        "failed": run.count("failed", "not_recorded"),
        "waiting": run.waiting,
    }
    if as_json:
        attempts = [
            {"game": a.game_id, "outcome": a.key, "text": a.text(lang)} for a in run.attempts
        ]
        out = _run_json(attempts, run.problems, run.stopped, counts)
        say(json.dumps(out, ensure_ascii=False, indent=1))
    else:
        say(PUBLISH.text("summary", lang, **counts))
    all_sent = counts["sent"] == len(run.attempts) and not run.problems and not run.stopped
    return 0 if all_sent else 2


def _run_json(
    attempts: list[dict[str, str]],
    problems: Sequence[OutboxProblem],
    stopped: str,
    counts: dict[str, int],
) -> dict[str, Any]:
    """``publish --json``: each game's outcome (a key and the judge's line), the files
    skipped, why the run stopped early (or null), and the counts."""
    return {
        "attempts": attempts,
        "skipped_files": [p.name for p in problems],
        "stopped": stopped or None,
        **{"sent": 0, "refused": 0, "failed": 0, "waiting": 0, **counts},
    }


def _asker() -> Callable[[str], str] | None:
    """``getpass`` when a terminal is there to type into, else None (no prompt, no hang)."""
    if not sys.stdin.isatty():
        return None
    from getpass import getpass

    return lambda prompt: getpass(prompt, stream=sys.stderr)

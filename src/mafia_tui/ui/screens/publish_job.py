"""The games list's two publishing keys, off the event loop: queue a game (U), send the
outbox (O). Each runs in a worker thread and tells the judge on the UI thread when done.

Queuing writes only the outbox; sending posts each game with ``session.publish`` and waits at
most ``hub.client.TIMEOUT`` per request, in the thread, so the screen stays in the judge's
hands and the app works as well offline. Nothing here runs at start-up. The password is
``$MAFIA_TUI_HUB_PASSWORD`` or typed into a masked field, used for one run, never kept.
"""

from __future__ import annotations

import os
from pathlib import Path

from textual.widget import Widget

from ...rules.errors import RuleError
from ...session import os_error_text
from ...session.publish import (
    PASSWORD_ENV,
    PublishError,
    Run,
    hub_config,
    problem_text,
    queue_game,
    send_pending,
)
from ...session.publish_texts import PUBLISH


def _tell(owner: Widget, text: str, good: bool, timeout: float = 12) -> None:
    """A notification from the worker thread (plain text: a server's words are not markup)."""
    severity = "information" if good else "warning"
    owner.app.call_from_thread(owner.notify, text, severity=severity, timeout=timeout, markup=False)


def queue_for_hub(owner: Widget, root: Path, game_id: str, lang: str) -> None:
    """Build the game's document and put it in the outbox; say what was left out, and that
    the server would not keep it when no event id is set."""

    def job() -> None:
        try:
            done = queue_game(root, game_id)
        except (PublishError, RuleError) as err:
            _tell(owner, err.message(lang), False)
            return
        except OSError as exc:
            _tell(owner, PUBLISH.text("not_queued", lang, error=os_error_text(exc, lang)), False)
            return
        lines = [PUBLISH.text("ui_queued", lang, game=game_id)]
        lines += [PUBLISH.text("left_out", lang, what=s.text(lang)) for s in done.left_out[:5]]
        no_event = "eventId" not in done.entry.document
        if no_event:
            lines.append(PUBLISH.text("ui_no_event", lang))
        _tell(owner, "\n".join(lines), not no_event)

    owner.run_worker(job, thread=True, exclusive=True, group="publish")


def send_to_hub(owner: Widget, root: Path, lang: str) -> None:
    """Send every queued and failed game: nothing without a configured server, and the
    password asked (masked) when the environment has none."""
    from .modals import TextModal

    config = hub_config(root)
    if not config.ready:
        owner.notify(PUBLISH.text("not_configured", lang), severity="warning", markup=False)
        return

    def start(secret: str | None) -> None:
        if not secret:
            return
        owner.notify(PUBLISH.text("ui_sending", lang, server=config.server), markup=False)
        owner.run_worker(lambda: _send(owner, root, secret, lang), thread=True, group="publish")

    if os.environ.get(PASSWORD_ENV):
        start(os.environ[PASSWORD_ENV])
        return
    prompt = PUBLISH.text("password_prompt", lang, user=config.user, server=config.server)
    owner.app.push_screen(TextModal(prompt, password=True), start)


def _send(owner: Widget, root: Path, secret: str, lang: str) -> None:
    try:
        run = send_pending(root, secret)
    except PublishError as err:
        _tell(owner, err.message(lang), False)
        return
    _tell(owner, run_text(run, hub_config(root).server, lang), run_ok(run), timeout=15)


def run_ok(run: Run) -> bool:
    """Every game tried was sent, no file skipped, nothing stopped the run."""
    sent = run.count("sent", "sent_no_id")
    return sent == len(run.attempts) and not run.problems and not run.stopped


def run_text(run: Run, server: str, lang: str) -> str:
    """A run in a few lines: the first games' outcomes, skipped files, the counts."""
    if not run.attempts and not run.problems:
        return PUBLISH.text("nothing_pending", lang)
    lines = [a.text(lang) for a in run.attempts[:6]]
    lines += [problem_text(p, lang) for p in run.problems[:3]]
    if run.stopped == "auth_stop":
        lines.append(PUBLISH.text("auth_stop", lang, server=server))
    counts = {
        "sent": run.count("sent", "sent_no_id"),
        "refused": run.count("refused"),
        "failed": run.count("failed", "not_recorded"),
        "waiting": run.waiting,
    }
    lines.append(PUBLISH.text("summary", lang, **counts))
    return "\n".join(lines)

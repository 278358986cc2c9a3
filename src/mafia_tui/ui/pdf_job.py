"""A PDF made off the event loop: the screens' one way to wait for session.jobs' child
process in a worker thread and hear the answer back on the UI thread."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.widget import Widget

from ..session import os_error_text


def error_text(exc: BaseException, lang: str) -> str:
    """Why a PDF was not made, in the judge's language where the error has words of ours."""
    message = getattr(exc, "message", None)
    if callable(message):
        return str(message(lang))
    return os_error_text(exc, lang) if isinstance(exc, OSError) else str(exc)


def make_pdf(
    owner: Widget,
    make: Callable[[], Path],
    done: Callable[[str], Any],
    failed: Callable[[str], Any],
    lang: str,
) -> None:
    """Run ``make`` (which waits for the child that writes the PDF) in a thread; then call
    ``done(path)`` or ``failed(reason)`` on the UI thread. One PDF per screen at a time: a
    new request replaces one still waiting."""

    def job() -> None:
        try:
            path = make()
        except Exception as exc:  # noqa: BLE001 - told to the judge, nothing else to do
            owner.app.call_from_thread(failed, error_text(exc, lang))
            return
        owner.app.call_from_thread(done, str(path))

    owner.run_worker(job, thread=True, exclusive=True, group="pdf")

"""The files the results desk makes from the record: the protocol PDF (F4, in a child process
off the event loop) and the mafiaratings document (F7, written at once: it takes a few ms).
Both save the results first, and their answer comes to the desk's message line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules import record_digest
from ...session import GameSession, os_error_text
from ..pdf_job import make_pdf
from ..strings import Tr


class DeskFiles:
    """A mixin of :class:`~.end.EndScreen`: it provides ``session``, ``tr``, ``say`` and
    ``action_end_save``."""

    session: GameSession
    tr: Tr

    if TYPE_CHECKING:

        def say(self, text: str, kind: str = "ok") -> None: ...

        def action_end_save(self) -> None: ...

    def action_end_pdf(self) -> None:
        """F4: the protocol of the record as saved now; the form stays live meanwhile and
        the answer comes to the message line."""
        from ...session.jobs import protocol_in_process

        self.action_end_save()
        if self.session.unsaved:
            return
        self.say(self.tr("pdf_working"), "warn")
        game, root = self.session.game, self.session.store.root
        digest = record_digest(game)
        make_pdf(
            self,  # type: ignore[arg-type]  # the EndScreen this is mixed into
            lambda: protocol_in_process(game, root, self.tr.lang),
            lambda path: self._pdf_done(path, digest),
            lambda why: self.say(self.tr("pdf_failed", error=why), "error"),
            self.tr.lang,
        )

    def _pdf_done(self, path: str, digest: str) -> None:
        if record_digest(self.session.game) != digest:
            self.say(self.tr("pdf_done_changed", path=path), "warn")
        else:
            self.say(self.tr("pdf_done", path=path))

    def action_end_mafiaratings(self) -> None:
        """F7: the mafiaratings document of the record as saved now, into the data dir."""
        from ...export.mafiaratings import brief
        from ...session.hub_files import write_mafiaratings

        self.action_end_save()
        if self.session.unsaved:
            return
        tr = self.tr
        try:
            path, exported = write_mafiaratings(self.session.game, self.session.store.root)
        except OSError as exc:
            self.say(tr("mr_failed", error=os_error_text(exc, tr.lang)), "error")
            return
        if path is None:
            why = exported.refused.text(tr.lang) if exported.refused else ""
            self.say(tr("mr_refused", why=why), "error")
        elif brief(exported, tr.lang):
            self.say(tr("mr_done", path=path, left=brief(exported, tr.lang)), "warn")
        else:
            self.say(tr("mr_done_all", path=path))

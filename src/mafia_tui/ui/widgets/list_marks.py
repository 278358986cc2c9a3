"""What the games list says of a game beyond its header: the result with the head judge's void
and the stand-ins marked, his check, and the line under the table for the highlighted game
(why it was voided, who sat for whom) or, in the archive, whether archived games count."""

from __future__ import annotations

from rich.text import Text

from ...session import Listing
from ..strings import Tr


def result_cell(row: Listing, tr: Tr, short: bool = False) -> Text:
    """ "аннулирована · красные (архив) · замена": a voided game says so first (it counts
    nowhere), then the result, the archive, a stand-in at the table. ``short`` (an
    80-column screen): "✗ красные*", the line under the table saying what the marks mean."""
    text = Text()
    if row.void:
        text.append("✗ " if short else tr("list_void"), style="bold red")
        text.append("" if short else " · ")
    text.append(tr.result(row.result) if row.finished else tr("in_progress"))
    if row.archived:
        text.append(f" ({tr('archived')})")
    if row.stand_ins:
        text.append("*" if short else " · " + tr("list_stand_in"), style="yellow")
    return text


def checked_mark(row: Listing, tr: Tr) -> Text:
    """The head judge's check of a finished game: «✓», or «нет» in yellow while the record
    waits for it (or a change made it stale); nothing for a game still going on, and a dash
    for a voided one, which waits for nothing."""
    if row.void:
        return Text("—")
    if not row.finished:
        return Text("")
    if row.signed:
        return Text("✓", style="green")
    return Text(tr("list_unchecked"), style="yellow")


def row_note(row: Listing | None, tr: Tr, archive: bool) -> str:
    """The line under the table: the highlighted game's void and stand-ins; in the archive,
    what archiving means for the tournament."""
    lines = [tr("list_archive_note")] if archive else []
    if row is not None and row.void:
        lines.append(tr("list_note_void", reason=row.void))
    if row is not None and row.stand_ins:
        seats = "; ".join(
            tr("list_note_seat", seat=seat, nick=_nick(row, seat), absent=absent)
            for seat, absent in row.stand_ins
        )
        lines.append(tr("list_note_stand_ins", seats=seats))
    return "\n".join(lines)


def _nick(row: Listing, seat: int) -> str:
    return row.nicks[seat - 1] if 0 < seat <= len(row.nicks) else "?"

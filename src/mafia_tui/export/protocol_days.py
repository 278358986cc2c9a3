"""The protocol's voting days (9.6-9.8), the nights in full when page 1's box cannot hold
them, and the back page (9.10 explanations, the protest)."""

from __future__ import annotations

from ..rules.state import Day
from .after_words import protest_lines
from .pdf_kit import FONT, box, dry_lines, fit_text, layout, line_height
from .protocol_grid import (
    BACK_LAST,
    BACK_LINES,
    BACK_STEP,
    BACK_W,
    BACK_X,
    BLOCK_GAP,
    BOTTOM,
    DAY_W,
    GREY,
    IDENT_Y,
    LABEL_W,
    LIFT_H,
    LW,
    LX,
    RW,
    RX,
    SEAT_W,
    SIDE_W,
    TOP,
    VOTE_ROW,
    Doc,
    ident,
)
from .protocol_texts import ru
from .protocol_words import (
    day_result,
    reasons,
    vote_counts,
)


def _vote_rows(day: Day | None) -> int:
    """Rows of votes: the vote and two re-votes, more when the day had more."""
    return max(3, len([r for r in day.rounds if not r.lift]) if day else 3)


def _block_height(day: Day | None) -> float:
    return (1 + _vote_rows(day)) * VOTE_ROW


def vote_blocks(doc: Doc, days: list[tuple[int, Day | None]]) -> None:
    """Page 1's right column holds 9 standard days; more continue on a page of their own."""
    pdf = doc.pdf
    heights = [_block_height(d) for _, d in days]
    space = BOTTOM - TOP
    fit = 0
    while fit < len(days) and sum(heights[: fit + 1]) + fit * 0.5 <= space:
        fit += 1
    gap = BLOCK_GAP if fit < 2 else min(BLOCK_GAP, (space - sum(heights[:fit])) / (fit - 1))
    y = TOP
    for (number, day), height in zip(days[:fit], heights, strict=False):
        _vote_block(doc, RX, y, number, day)
        y += height + gap
    rest = days[fit:]
    while rest:  # a page like page 1: the nights in full on the left, more days on the right
        pdf.add_page()
        top = ident(doc, "")
        if doc.nights is not None:
            _nights_in_full(doc, top)
        fit_text(pdf, RX, TOP, RW, 8, ru("votes_continued"), 12, "B", "C")
        y = top
        while rest and y + _block_height(rest[0][1]) <= IDENT_Y - 1:
            _vote_block(doc, RX, y, *rest[0])
            y += _block_height(rest[0][1]) + BLOCK_GAP
            rest = rest[1:]


def _nights_in_full(doc: Doc, top: float) -> None:
    """The nights that did not fit page 1's box, one a line, in the left column."""
    pdf, nights = doc.pdf, doc.nights or []
    doc.nights = None
    fit_text(pdf, LX, TOP, LW, 8, ru("nights_full"), 12, "B", "C")
    y = top
    for text in nights:
        pdf.set_font(FONT, "", 9)
        rows = dry_lines(pdf, LW, 5, text)
        if y + len(rows) * line_height(9) > IDENT_Y - 1:
            rest = ";   ".join(nights[nights.index(text) :])
            doc.back_notes.append(ru("nights_note", nights=rest))
            return
        fit_text(pdf, LX, y, LW, len(rows) * line_height(9) + 0.4, text, 9, valign="T")
        y += len(rows) * line_height(9) + 1


def _vote_block(doc: Doc, x: float, y: float, number: int, day: Day | None) -> None:
    """One day's voting (9.5): nominees in order, the votes and two re-votes per nominee, the
    lift vote and the result."""
    pdf, game = doc.pdf, doc.game
    h = _block_height(day)
    pdf.set_fill_color(235, 235, 235)
    pdf.rect(x, y, DAY_W, h, style="DF")
    pdf.set_font(FONT, "B", 9)
    label = ru("day_label", n=number)
    tw = pdf.get_string_width(label)
    with pdf.rotation(90, x + DAY_W / 2, y + h / 2):
        pdf.text(x + DAY_W / 2 - tw / 2, y + h / 2 + 1.1, label)
    rounds = day.rounds if day else []
    votes = [r for r in rounds if not r.lift]
    nominees = day.candidates if day else []
    rows = [[str(t) for t in nominees]]
    rows += [
        vote_counts(votes[i], nominees) if i < len(votes) else [] for i in range(_vote_rows(day))
    ]
    lx = x + DAY_W
    box(pdf, lx, y, LABEL_W, VOTE_ROW, ru("row_nominated"), 8, pad=0.5)
    box(pdf, lx, y + VOTE_ROW, LABEL_W, VOTE_ROW, ru("row_votes"), 8, pad=0.5)
    box(pdf, lx, y + 2 * VOTE_ROW, LABEL_W, h - 2 * VOTE_ROW, ru("row_revotes"), 8, pad=0.5)
    for r, values in enumerate(rows):
        for c in range(10):
            box(
                pdf,
                lx + LABEL_W + c * SEAT_W,
                y + r * VOTE_ROW,
                SEAT_W,
                VOTE_ROW,
                values[c] if c < len(values) else "",
                10,
                "B" if r == 0 else "",
                "C",
            )
    sx = lx + LABEL_W + 10 * SEAT_W
    lift_h = LIFT_H
    pdf.rect(sx, y, SIDE_W, lift_h)
    pdf.rect(sx, y + lift_h, SIDE_W, h - lift_h)
    fit_text(pdf, sx, y, SIDE_W, 3.2, ru("label_lift"), 7, "B", valign="T")
    fit_text(pdf, sx, y + lift_h, SIDE_W, 3.2, ru("label_result"), 7, "B", valign="T")
    if day is None or game is None:
        pdf.set_text_color(GREY)
        fit_text(pdf, sx, y + 3, SIDE_W, lift_h - 3, ru("hint_lift"), 9, align="C")
        pdf.set_text_color(0)
        return
    lift = next((r for r in rounds if r.lift), None)
    if lift is not None:
        count = str(lift.counts[0]) if lift.counts else "—"
        lifted = ru("lift", count=count, voters=lift.voters)
        fit_text(pdf, sx, y + 3, SIDE_W, lift_h - 3, lifted, 10, "B", "C")
    _result_box(doc, sx, y + lift_h + 3, h - lift_h - 3, number, day)


def _result_box(doc: Doc, x: float, y: float, h: float, number: int, day: Day) -> None:
    """ИТОГ: the day's result with its rule; one too long for the box is whole on the back,
    and the box says so (with the result's words when those fit)."""
    result, style = day_result(day)
    size = 10 if style else 8
    if result and not layout(doc.pdf, SIDE_W, h, result, size, style)[2]:
        doc.back_notes.append(ru("day_result_note", n=number, result=result))
        short = ru("see_back_after", text=day_result(day, rule=False)[0])
        fits = layout(doc.pdf, SIDE_W, h, short, size, style)[2]
        result = short if fits else ru("see_back")
    fit_text(doc.pdf, x, y, SIDE_W, h, result, size, style, "C")


Section = tuple[str, list[str], int]
"""A back page section: its title, its lines of text, the ruled lines it has at least."""


def _fits(sections: list[Section], first_line: float, gap: float) -> bool:
    """The sections, with their ruled lines, fit the back page."""
    y = first_line
    for _, lines, minimum in sections:
        y += max(minimum, len(lines)) * BACK_STEP
        if y - BACK_STEP > BACK_LAST:
            return False
        y += gap - BACK_STEP
    return True


def _on_one_page(sections: list[Section], first_line: float, gap: float) -> list[Section]:
    """The sections with as many of their empty ruled lines given up as keep the text on the
    back page: a page more is made only for text, never for one line (the most empty lines
    are given up first)."""
    out = list(sections)
    while not _fits(out, first_line, gap):
        slack = [minimum - len(lines) for _, lines, minimum in out]
        most = max(range(len(out)), key=lambda i: slack[i])
        if slack[most] <= 0:
            break  # the text itself is longer than a page: it goes on
        title, lines, minimum = out[most]
        out[most] = (title, lines, minimum - 1)
    return out


def _lines(doc: Doc, width: float, paragraphs: list[str]) -> list[str]:
    """A section's paragraphs cut into the lines of the back page; a dash alone when a
    finished game's section is empty (nothing may be added after signing)."""
    doc.pdf.set_font(FONT, "", 10)
    lines: list[str] = []
    for paragraph in paragraphs:
        lines += dry_lines(doc.pdf, width, 5, paragraph) or [""]
    if doc.game is not None and doc.game.state.over and not lines:
        lines = ["—"]  # nothing to explain, and nothing may be added after signing
    return lines


def back_page(doc: Doc) -> None:
    """9.10: the reasons for every extra point and penalty, and the protest, on ruled lines
    where the official form has them (a longer text takes more lines, then more pages)."""
    pdf, game = doc.pdf, doc.game
    width = BACK_W - 1
    # Official: the first ruled line, and from a section's last line to the next one's first.
    first_line, gap_between = 25.2, 19.5
    if doc.nights is not None:
        doc.back_notes.append(ru("nights_note", nights=";   ".join(doc.nights)))
        doc.nights = None
    pdf.add_page()
    ident(doc)
    sections = [
        (ru("back_reasons"), reasons(game) if game else [], BACK_LINES[0]),
        (ru("back_protest"), protest_lines(game) if game else [], BACK_LINES[1]),
    ]
    if doc.back_notes:
        sections.append((ru("back_additions"), doc.back_notes, 0))
        # The additions stay on this page when they can: the explanations give up as many of
        # their empty ruled lines as the additions' title (two lines' room) and lines need.
        pdf.set_font(FONT, "", 10)
        needed = sum(len(dry_lines(pdf, width, 5, note) or [""]) for note in doc.back_notes)
        sections[0] = (*sections[0][:2], max(0, BACK_LINES[0] - 2 - needed))
    laid = [(title, _lines(doc, width, paragraphs), least) for title, paragraphs, least in sections]
    y = first_line
    for title, lines, minimum in _on_one_page(laid, first_line, gap_between):
        if y > BACK_LAST:
            pdf.add_page()
            ident(doc)
            y = first_line
        fit_text(pdf, BACK_X, y - 17.7, BACK_W, 16, title, 12, "B", "C")
        for i in range(max(minimum, len(lines))):
            if y > BACK_LAST:
                pdf.add_page()
                ident(doc, ru("continued", title=title))
                y = first_line
            pdf.line(BACK_X, y, BACK_X + BACK_W, y)
            if i < len(lines):
                fit_text(pdf, BACK_X, y - 6.2, width, 6, lines[i], 10, valign="B")
            y += BACK_STEP
        y += gap_between - BACK_STEP

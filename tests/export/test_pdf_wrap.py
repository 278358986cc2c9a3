"""Our line wrapper against fpdf's own: the same lines for every text, width, font, size and
cell margin (export/pdf_wrap.py), and fpdf asked where ours cannot be exact."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fpdf import FPDF, FPDFException
from fpdf.fonts import SubsetMap, TTFFont
from hypothesis import example, given, settings
from hypothesis import strategies as st

from mafia_tui.export import pdf_kit
from mafia_tui.export.pdf_kit import FONT, PAD, dry_lines, new_pdf
from mafia_tui.export.pdf_wrap import text_units, text_width, wrap
from mafia_tui.export.protocol import build_blank, build_protocol
from mafia_tui.rules import game_from_dict

PDF = new_pdf("wrap")
PDF.add_page()
REF = new_pdf("fpdf")
REF.add_page()
"""Ours and fpdf's, each with its own fonts: what a dry run leaves in a font (the glyphs it
drew, in order, are the subset's numbering in the PDF) is compared too."""


def fresh(*docs: FPDF) -> None:
    """Each font's subset as a new document's, so one example's glyphs do not hide the next's."""
    for doc in docs:
        for font in doc.fonts.values():
            assert isinstance(font, TTFFont)
            font.subset = SubsetMap(font)
            font.missing_glyphs = []
            font.biggest_size_pt = 0


def traces(doc: FPDF) -> list[object]:
    """What the dry runs left in ``doc``'s fonts: the subset in order, the missing glyphs, the
    largest size measured."""
    out: list[object] = []
    for font in doc.fonts.values():
        assert isinstance(font, TTFFont)
        glyphs = [(g.glyph_id if g else None, cid) for g, cid in font.subset.items()]
        out += [glyphs, font.missing_glyphs, font.biggest_size_pt]
    return out


def both(text: str, w: float, style: str, size: float, margin: float) -> tuple[object, object]:
    """Our lines and fpdf's (or the error fpdf raises), each with the trace it left."""
    fresh(PDF, REF)
    for doc in (PDF, REF):
        doc.set_font(FONT, style, size)
        doc.c_margin = margin
    ours = wrap(PDF, w, text)
    theirs = fpdf_lines(REF, w, text)
    if ours is None:
        # Only a character wider than the whole line sends a DejaVu text to fpdf.
        assert isinstance(theirs, str)
        return theirs, theirs
    return (ours, traces(PDF)), (theirs, traces(REF))


# What the protocol's texts are made of: Cyrillic and Latin nicknames, digits, punctuation,
# spaces and newlines, plus the characters fpdf's breaking treats apart (tab and the other
# breaking spaces, no-break space, soft hyphen, form feed, carriage return) and a few the
# font lacks or draws wide.
ALPHABET = st.sampled_from(
    list("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ")
    + list("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    + list(".,;:!?()[]«»—–-_/\\'\"№§+*=%@#&…→")
    + [" "] * 12
    + ["\n", "\t", "\u00a0", "\u00ad", "\u2009", "\u200b", "\u3000", "\x0c", "\r"]
    + ["W", "Щ", "Ж", "\U0001f600", "中", "\u0301"]
)
WORDY = st.lists(
    st.one_of(
        st.text(ALPHABET, min_size=1, max_size=40),
        st.sampled_from(["Игрок", "Шериф", "Dmitriy_Ivanov", "8.4", "(п. 6.7.2)", " ", "  "]),
    ),
    max_size=12,
).map(" ".join)


def fpdf_lines(pdf: FPDF, w: float, text: str) -> list[str] | str:
    """fpdf's lines, or the error it raises (a character wider than the cell)."""
    try:
        lines = pdf.multi_cell(w, 5, text, dry_run=True, output="LINES")
        assert isinstance(lines, list)
        return lines
    except FPDFException as error:
        return str(error)


@settings(max_examples=600)
@given(
    text=WORDY,
    w=st.one_of(
        st.floats(1.7, 40, allow_nan=False),
        st.floats(40, 290, allow_nan=False),
        st.sampled_from([8.0, 22.0, 52.0, 97.3, 135.0, 280.0]),
    ),
    style=st.sampled_from(["", "B"]),
    size=st.one_of(st.sampled_from([7.0 + x / 2 for x in range(15)]), st.floats(5, 16)),
    margin=st.sampled_from([PAD, 1.0, 0.0, 0.35]),
)
@example(text="слово" * 30, w=20.0, style="", size=9.0, margin=PAD)
@example(text="пере\u00adнос слов\u00adа и ещё пере\u00adнос", w=14.0, style="", size=9, margin=PAD)
@example(text="a\u00a0b\u00a0c\u00a0d\u00a0e f", w=5.0, style="", size=9, margin=PAD)
@example(text="x\n\ny\n", w=50.0, style="", size=9, margin=PAD)
@example(text="aaaa bb  \t  cc     ", w=9.0, style="B", size=9, margin=PAD)
@example(text="слово\u00ad продолжение", w=16.0, style="", size=9, margin=PAD)
@example(text="слово\n\u200b\u0301", w=50.0, style="", size=9, margin=PAD)
@example(text="Щ", w=2.0, style="B", size=14, margin=PAD)
def test_our_lines_are_fpdfs(text: str, w: float, style: str, size: float, margin: float) -> None:
    ours, theirs = both(text, w, style, size, margin)
    assert ours == theirs


@settings(max_examples=300)
@given(
    text=WORDY.filter(lambda t: len(t) > 1),
    cut=st.floats(0, 1),
    delta=st.sampled_from([-2e-9, -1e-9, -5e-10, 0.0, 5e-10, 1e-9, 2e-9, 1e-6]),
    size=st.sampled_from([7.0, 8.5, 9.0, 10.0, 12.0]),
    margin=st.sampled_from([PAD, 1.0, 0.35]),
)
def test_a_line_that_just_fits_breaks_where_fpdfs_does(
    text: str, cut: float, delta: float, size: float, margin: float
) -> None:
    """Widths at a hair's breadth of a prefix's own width: fpdf's tolerance (1e-9) decides."""
    PDF.set_font(FONT, "", size)
    end = max(1, int(cut * len(text)))
    w = PDF.get_string_width(text[:end].split("\n")[0]) + margin + margin + delta
    ours, theirs = both(text, w, "", size, margin)
    assert ours == theirs


@given(
    text=WORDY,
    style=st.sampled_from(["", "B"]),
    size=st.one_of(st.sampled_from([7.0 + x / 2 for x in range(15)]), st.floats(5, 16)),
)
def test_our_width_is_fpdfs_to_the_last_bit(text: str, style: str, size: float) -> None:
    fresh(PDF, REF)
    PDF.set_font(FONT, style, size)
    REF.set_font(FONT, style, size)
    assert text_width(PDF, text) == REF.get_string_width(text)
    assert traces(PDF) == traces(REF)
    units = text_units(PDF, text)
    assert units is not None
    for smaller in (size - 0.5, size - 1.5, 7.0):  # layout scales one measure to each size
        REF.set_font(FONT, style, smaller)
        assert units * smaller * 0.001 / PDF.k == REF.get_string_width(text)


def test_a_character_wider_than_the_line_is_fpdfs_to_refuse() -> None:
    PDF.set_font(FONT, "B", 14)
    PDF.c_margin = PAD
    assert wrap(PDF, 3, "ЩЩ") is None
    with pytest.raises(FPDFException):
        dry_lines(PDF, 3, 5, "ЩЩ")


def test_what_only_fpdf_can_tell_is_left_to_it() -> None:
    PDF.set_font(FONT, "", 9)
    assert wrap(PDF, 50, "стр. {nb}") is None  # the page-count alias is measured by fpdf
    assert wrap(PDF, 0, "до правого поля") is None  # a width of 0: up to the right margin
    PDF.set_stretching(90)
    assert wrap(PDF, 50, "сжатый текст") is None
    assert text_width(PDF, "сжатый текст") == PDF.get_string_width("сжатый текст")
    PDF.set_stretching(100)
    core = FPDF()
    core.add_page()
    core.set_font("Helvetica", "", 9)
    assert wrap(core, 50, "core font") is None


def test_the_protocol_asks_ours_and_gets_fpdfs_lines() -> None:
    """dry_lines answers with the wrapper's lines where it can, fpdf's elsewhere: both the
    same for a text of the back page."""
    PDF.set_font(FONT, "", 10)
    PDF.c_margin = PAD
    text = "Игрок 5: +0,3 от судьи (п. 8.4) — лучший ход штраф дисквалификация " * 4
    assert dry_lines(PDF, 120, 5, text) == PDF.multi_cell(
        120, 5, text, dry_run=True, output="LINES"
    )


EXAMPLES = sorted(Path(__file__).resolve().parents[2].joinpath("examples").glob("*.json"))


@pytest.mark.parametrize("path", [*EXAMPLES, None], ids=lambda p: p.stem if p else "blank")
def test_a_protocol_is_byte_for_byte_the_one_fpdf_alone_writes(
    path: Path | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The wrapper changes no byte of a document: same lines, and the same glyphs put into
    the font subset in the same order (their numbering is in the PDF)."""
    game = game_from_dict(json.loads(path.read_text("utf-8"))) if path else None

    def document() -> bytes:
        return bytes((build_protocol(game) if game else build_blank()).output())

    ours = document()
    monkeypatch.setattr(pdf_kit, "wrap", lambda *_: None)  # every text to fpdf's dry run
    assert document() == ours

"""Reading our PDFs back: text per page, the type sizes used, the ruled lines drawn."""

from __future__ import annotations

import math
import re
from pathlib import Path

from pypdf import PdfReader

MM = 72 / 25.4


def pdf_text(path: Path) -> tuple[list[str], PdfReader]:
    """Each page's text (runs of spaces and tabs as one space), and the reader."""
    reader = PdfReader(str(path))
    return [re.sub(r"[ \t]+", " ", page.extract_text()) for page in reader.pages], reader


def flat(text: str) -> str:
    """Text with line breaks removed (a wrapped value reads as one)."""
    return re.sub(r"\s+", " ", text.replace("-\n", "-"))


def type_sizes(reader: PdfReader) -> set[float]:
    """Every type size (points) any visible text is set in, on every page."""
    sizes: set[float] = set()

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        """pypdf's text visitor: a run's text, its matrices, font and nominal size."""
        if text.strip():
            scale = math.hypot(tm[0], tm[1]) * math.hypot(cm[0], cm[1])
            sizes.add(round(size * scale, 2))

    for page in reader.pages:
        page.extract_text(visitor_text=visit)
    return sizes


def horizontal_lines(reader: PdfReader, page: int, min_length_mm: float) -> list[float]:
    """The y (mm from the top) of every horizontal line at least ``min_length_mm`` long."""
    contents = reader.pages[page].get_contents()
    assert contents is not None, f"page {page} draws nothing"
    data = contents.get_data().decode("latin-1")

    height = float(reader.pages[page].mediabox.height)
    out = []
    for x1, y1, x2, y2 in re.findall(r"([\d.]+) ([\d.]+) m ([\d.]+) ([\d.]+) l S", data):
        if y1 == y2 and abs(float(x2) - float(x1)) >= min_length_mm * MM:
            out.append(round((height - float(y1)) / MM, 1))
    return sorted(out)


def text_rows(reader: PdfReader, page: int) -> list[tuple[float, str]]:
    """Each run of text on ``page`` with its baseline (mm from the top), top to bottom."""
    height = float(reader.pages[page].mediabox.height)
    out: list[tuple[float, str]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            y = tm[5] * cm[3] + cm[5]
            out.append((round((height - y) / MM, 1), text.strip()))

    reader.pages[page].extract_text(visitor_text=visit)
    return sorted(out)

"""The tournament table rendered five ways agrees cell by cell: the screen (its DataTable, as
the judge reads it), the command line's text, the CSV and the standings PDF the screen writes
(C, P), and the command line's JSON. Each rendering is parsed back on its own terms."""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
from pathlib import Path

import pytest
from textual.widgets import DataTable

from mafia_tui.__main__ import main
from mafia_tui.export.standings import COLUMNS
from mafia_tui.export.texts import EXPORT, HEADS
from mafia_tui.ui.app import MafiaApp
from tests.export.pdf_read import flat, pdf_text
from tests.ui.conftest import MakeApp

EX = Path(__file__).resolve().parents[2] / "examples"
SOURCES = {
    # the example tournament (no ties), and three games whose tied players need a lot (8.8.5)
    "cup": ("Кубок Примера 2026", sorted((EX / "tournament-cup").glob("cup-*.json"))),
    "ties": ("Кубок Примера", [EX / f"{n}.json" for n in ("red-win", "black-win", "draw")]),
}
KEYS = [key for key, _, _ in COLUMNS]
POINTS = {"main", "ci", "best_move", "extra", "total"}

Table = list[tuple[str, dict[str, str]]]
"""Rows in order: nick, and every cell by column key (plus ``lot``: "1" when a lot is needed)."""


def norm(key: str, text: str) -> str:
    """One cell as the comparison sees it: points with a decimal point (JSON's), else as is."""
    text = text.strip()
    return text.replace(",", ".") if key in POINTS else text


def table_of(rows: list[dict[str, str]]) -> Table:
    return [(r["nick"].strip(), {k: norm(k, v) for k, v in r.items()}) for r in rows]


async def from_screen(app: MafiaApp, out: Path) -> tuple[Table, Path, Path]:
    """The screen's cells, and the CSV and PDF its C and P write."""
    async with app.run_test(size=(200, 50)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen.id == "standings"
        table = app.screen.query_one("#st-table", DataTable)
        keys = [str(c.key.value) for c in table.ordered_columns]
        rows = []
        for i in range(table.row_count):
            cells = dict(zip(keys, (str(c) for c in table.get_row_at(i)), strict=True))
            cells["lot"] = "1" if cells.pop("needs_lot", "").strip() else "0"
            rows.append(cells)
        await pilot.press("c")
        await pilot.press("f4")
        await app.workers.wait_for_complete()
        await pilot.pause()
    folder = app.root / "standings"
    return table_of(rows), next(folder.glob("*.csv")), next(folder.glob("*.pdf"))


def from_text(text: str, lang: str) -> Table:
    """The command line's fixed-width table: columns start where their headings do."""
    lines = text.splitlines()
    head = lines[1]
    starts, at = [], 0
    for key in KEYS:
        at = head.index(HEADS.text(key, lang), at)
        starts.append(at)
        at += 1
    mark = EXPORT.text("lot_mark", lang)
    rows = []
    for line in lines[2:]:
        if not re.match(r"\d", line):
            break
        lot = line.endswith(mark)
        line = line.removesuffix(mark)
        ends = [*starts[1:], len(line)]
        cells = {k: line[a:b] for k, a, b in zip(KEYS, starts, ends, strict=True)}
        rows.append({**cells, "lot": "1" if lot else "0"})
    return table_of(rows)


def from_csv(path: Path, lang: str) -> Table:
    sep = ";" if lang == "ru" else ","
    text = path.read_bytes().decode("utf-8-sig")
    table = text.split("\r\n\r\n")[0]  # the notes follow a blank row
    head, *body = csv.reader(io.StringIO(table, newline=""), delimiter=sep)
    assert head == [
        *(HEADS.text(k, lang) for k in KEYS),
        EXPORT.text("needs_lot", lang),
        EXPORT.text("stand_in_games", lang),
    ]
    return table_of([dict(zip([*KEYS, "lot"], r[:-1], strict=True)) for r in body])


def from_pdf(path: Path) -> Table:
    """The standings PDF's rows (place, nick, 14 figures), and who its lot note names."""
    pages, _ = pdf_text(path)
    number = r"(-?\d+(?:[,.]\d+)?)"  # a decimal comma in Russian, a point in English
    row = re.compile(rf"^(\d+(?:–\d+)?) (.+?) {' '.join([number] * 14)}$")
    rows = []
    for line in "\n".join(pages).splitlines():
        if m := row.match(line.strip()):
            rows.append(dict(zip(KEYS, m.groups(), strict=True)))
    text = flat("\n".join(pages))
    lot = re.search(r"(?:Нужен жребий|A lot is needed) \(8\.8\.5\): (.+?)\.(?: |$)", text)
    named = set()
    if lot:
        for part in lot.group(1).split("; "):
            named |= set(part.split(" — ", 1)[1].split(", "))
    for r in rows:
        r["lot"] = "1" if r["nick"] in named else "0"
    return table_of(rows)


def from_json(text: str) -> Table:
    rows = json.loads(text)["rows"]
    return table_of(
        [{**{k: str(r[k]) for k in KEYS}, "lot": "1" if r["needs_lot"] else "0"} for r in rows]
    )


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("source", ["cup", "ties"])
async def test_five_renderings_agree_cell_by_cell(
    make_app: MakeApp, tmp_path: Path, capsys: pytest.CaptureFixture[str], source: str, lang: str
) -> None:
    name, files = SOURCES[source]
    app = make_app(lang)
    for f in files:
        app.store.import_file(f)
    screen, csv_path, pdf_path = await from_screen(app, tmp_path)
    shutil.copy(pdf_path, tmp_path / "s.pdf")
    base = ["standings", name, "--data-dir", str(app.root), "--lang", lang]
    capsys.readouterr()
    assert main(base) == 0
    text = from_text(capsys.readouterr().out, lang)
    assert main([*base, "--json"]) == 0
    data = from_json(capsys.readouterr().out)
    renderings = {
        "cli": text,
        "csv": from_csv(csv_path, lang),
        "pdf": from_pdf(pdf_path),
        "json": data,
    }
    assert len(screen) == len({nick for nick, _ in screen}) > 1
    for label, other in renderings.items():
        assert [n for n, _ in other] == [n for n, _ in screen], label  # the same order
        for (nick, mine), (_, theirs) in zip(screen, other, strict=True):
            assert set(theirs) == set(mine), (label, nick)
            for key in mine:
                assert theirs[key] == mine[key], (label, nick, key, mine[key], theirs[key])
    # the rule every rendering now shows: Итого is the sum of the printed Осн., Ci and Доп.
    for _nick, cells in screen:
        parts = sum(float(cells[k]) for k in ("main", "ci", "extra"))
        assert round(parts, 2) == float(cells["total"])
    assert any(c["lot"] == "1" for _, c in screen) == (source == "ties")

"""A game's fingerprint (issue #21): the whole record, not storage's keys; the same on the
protocol and in ``mafia-tui replay``, so a signed paper can be matched to its file."""

import json
import re
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.protocol import write_protocol
from mafia_tui.rules import (
    AfterGame,
    Extra,
    Next,
    game_fingerprint,
    game_from_bytes,
    game_to_json,
)
from mafia_tui.session import Archive
from tests.conftest import new_game
from tests.export.pdf_read import flat, pdf_text

FINISHED = "dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4"
"""Reds win on day 1: the three blacks disqualified."""


def test_it_is_eight_hex_digits_of_the_record_and_storage_s_keys_do_not_change_it() -> None:
    game = new_game(FINISHED)
    mark = game_fingerprint(game)
    assert re.fullmatch(r"[0-9a-f]{8}", mark)
    stored = game_to_json(game, {"resume": {"actions": 3, "remaining": 12.5}, "archived": True})
    assert game_fingerprint(game_from_bytes(stored)) == mark
    assert game_fingerprint(game_from_bytes(game_to_json(game))) == mark


def test_any_change_to_the_game_gives_another_print() -> None:
    game = new_game(FINISHED)
    mark = game_fingerprint(game)
    later = game_from_bytes(game_to_json(game))
    later.after = AfterGame([Extra(1, Decimal("0.3"), "Точная речь")])  # the after-game block
    header = game_from_bytes(game_to_json(game))
    header.header = replace(header.header, table=3)
    going = new_game("foul 3")
    before = game_fingerprint(going)
    going.apply(Next())
    marks = {mark, game_fingerprint(later), game_fingerprint(header)}
    assert len(marks) == 3 and game_fingerprint(going) != before


def test_archiving_and_the_timer_s_saves_leave_the_print_of_the_stored_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = Archive(tmp_path / "data")
    session = archive.create(new_game(FINISHED))
    gid, mark = session.game.id, game_fingerprint(session.game)
    session.save_timer(41.0, running=True)
    session.close()
    archive.set_archived(gid, True)
    data = json.loads(archive.path(gid).read_text(encoding="utf-8"))
    assert data["archived"] is True and data["resume"]["running"] is True  # both kept
    assert main(["replay", str(archive.path(gid)), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["fingerprint"] == mark
    assert main(["--lang", "ru", "replay", str(archive.path(gid))]) == 0
    assert f"Файл игры: {gid} · отпечаток {mark}" in capsys.readouterr().out


def test_the_protocol_prints_the_print_on_every_page(tmp_path: Path) -> None:
    game = new_game(FINISHED)
    mark = game_fingerprint(game)
    pages, _ = pdf_text(write_protocol(game, tmp_path / "p.pdf"))
    # page 1: the print and the rules played; the whole file id where it fits, else the back
    front = flat(pages[0])
    assert f"тпечаток {mark}" in front and "правила: ФИИМ 2018" in front
    assert any(f"Файл игры: {game.id} · отпечаток {mark}" in flat(page) for page in pages)
    assert all(f"отпечаток {mark}" in flat(page) for page in pages[1:])


def test_an_id_too_long_for_the_line_is_whole_on_the_back(tmp_path: Path) -> None:
    game = new_game(FINISHED)
    game = game_from_bytes(game_to_json(game).replace(game.id.encode(), b"W" * 64))
    mark = game_fingerprint(game)
    pages, _ = pdf_text(write_protocol(game, tmp_path / "p.pdf"))
    assert "…" not in pages[0]
    assert f"Отпечаток {mark} · правила: ФИИМ 2018; файл игры — на обороте" in flat(pages[0])
    assert f"Файл игры: {'W' * 64} · отпечаток {mark}" in flat(pages[1])

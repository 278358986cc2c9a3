"""The PDF protocol (section 9): read back with pypdf for every example game."""

import json
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader

from mafia_tui.export.protocol import write_blank, write_protocol
from mafia_tui.rules import game_from_dict
from tests.conftest import new_game

EXAMPLES = sorted(Path(__file__).resolve().parents[2].joinpath("examples").glob("*.json"))


def pdf_text(path: Path) -> tuple[list[str], PdfReader]:
    reader = PdfReader(str(path))
    return [re.sub(r"[ \t]+", " ", page.extract_text()) for page in reader.pages], reader


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_9_protocol_has_every_field_of_the_game(example, tmp_path):
    game = game_from_dict(json.loads(example.read_text(encoding="utf-8")))
    out = write_protocol(game, tmp_path / "p.pdf")
    pages, reader = pdf_text(out)
    first, everything = pages[0], "\n".join(pages)
    h = game.header
    assert "ПРОТОКОЛ ИГРЫ" in first
    for value in (h.tournament, h.judge, "03.12.2026", "отборочный"):
        assert value in first
    for p in game.state.players:
        assert p.nick in first  # Cyrillic nicknames, literally
    letters = re.findall(r"\b([КЧШД])\b", first)
    assert sorted(letters[:10]) == sorted(p.role.letter for p in game.state.players)
    total_fouls = sum(p.fouls for p in game.state.players)
    assert first.count("×") + first.count("!") >= total_fouls
    for day in game.state.days:
        if day.nominations or day.outcome:
            assert f"ГОЛОСОВАНИЕ {day.number}" in everything
        for rnd in day.rounds:
            if not rnd.lift:
                assert " ".join(map(str, rnd.counts)) in everything
    if game.state.best_move:
        victim, seats = game.state.best_move
        assert f"Игрок № {victim}: {', '.join(map(str, seats))}" in first
    result = {"red": "красные", "black": "чёрные", "draw": "ничья"}.get(game.state.result)
    if result:
        assert f"ПОБЕДИВШАЯ КОМАНДА {result}" in first
    else:
        assert "ИГРА НЕ ЗАВЕРШЕНА" in first
    assert "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ БАЛЛАМ И ШТРАФАМ" in pages[-1]
    for extra in game.after.extras:
        assert extra.reason in pages[-1]
    assert len(reader.pages) == 2
    assert reader.metadata.title.startswith("Протокол игры")


def test_9_6_first_night_miss_is_a_dash(tmp_path):
    game = game_from_dict(json.loads((EXAMPLES[0].parent / "draw.json").read_text("utf-8")))
    pages, _ = pdf_text(write_protocol(game, tmp_path / "d.pdf"))
    assert "ЛУЧШИЙ ХОД — (промах в первую ночь, 9.6)" in pages[0]


def test_same_game_same_bytes(tmp_path):
    game = game_from_dict(json.loads(EXAMPLES[0].read_text("utf-8")))
    a = write_protocol(game, tmp_path / "a.pdf").read_bytes()
    b = write_protocol(game, tmp_path / "b.pdf").read_bytes()
    assert a == b
    fixed = datetime(2026, 12, 3, tzinfo=UTC)
    assert (write_protocol(game, tmp_path / "c.pdf", fixed).read_bytes()
            == write_protocol(game, tmp_path / "d.pdf", fixed).read_bytes())


def test_long_nicknames_and_many_days_fit(tmp_path):
    from mafia_tui.rules import Header, make_players
    from mafia_tui.rules.game import Game
    from mafia_tui.rules.script import play
    from tests.conftest import SEATING

    nicks = [("Очень-длинный-никнейм-номер-" + str(i))[:40].ljust(40, "Ж") for i in range(10)]
    game = Game(Header(tournament="Т" * 120, date="2026-12-03"),
                make_players([{"seat": i + 1, "nick": nicks[i], "role": SEATING[i]}
                              for i in range(10)]))
    play(game, "n*3")
    from dataclasses import replace

    from mafia_tui.rules import FIIM_2018
    game.profile = replace(FIIM_2018, draw_quiet_phases=99)
    for _ in range(9):  # nine days of ties and failed lifts
        play(game, "nom 2; n; nom 3; n*9; vote 5; n*2; vote 5; lift 1; shot -; don 1; sher 1")
    pages, reader = pdf_text(write_protocol(game, tmp_path / "long.pdf"))
    assert len(reader.pages) >= 3  # the voting blocks continue on another page
    text = "\n".join(pages)
    for day in range(1, 10):
        assert f"ГОЛОСОВАНИЕ {day}" in text
    flat = pages[0].replace("\n", "")
    for nick in nicks:
        assert nick in flat  # shrunk or wrapped, never cut


def test_blank_form(tmp_path):
    pages, reader = pdf_text(write_blank(tmp_path / "blank.pdf"))
    assert len(reader.pages) == 2
    assert "ГОЛОСОВАНИЕ 7" in pages[0] and "ПОБЕДИВШАЯ КОМАНДА" in pages[0]
    assert "КОММЕНТАРИИ К ПРОТЕСТУ" in pages[1]


def test_game_in_progress_is_marked(tmp_path):
    pages, _ = pdf_text(write_protocol(new_game("nom 3; foul 4"), tmp_path / "g.pdf"))
    assert "ИГРА НЕ ЗАВЕРШЕНА" in pages[0]

"""The PDF protocol (section 9) and the blank form: read back with pypdf."""

import json
import re
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest

from mafia_tui.export.protocol import build_blank, write_blank, write_protocol
from mafia_tui.export.protocol_words import night_text, rule_ref
from mafia_tui.rules import (
    FIIM_2018,
    AfterGame,
    Disqualify,
    Extra,
    Header,
    Profile,
    Protest,
    check,
    game_from_dict,
    make_players,
)
from mafia_tui.rules.game import Game
from mafia_tui.rules.profile import DAY1_LIFT_ONLY, DAY1_NO_VOTE
from mafia_tui.rules.script import play
from tests.conftest import SEATING, new_game
from tests.export.pdf_read import flat, horizontal_lines, pdf_text, type_sizes

EXAMPLES = sorted(Path(__file__).resolve().parents[2].joinpath("examples").glob("*.json"))

MIXED = (
    "foul 5; foul 5; nom 8; n; nom 2; n*9; vote 6; n; shot 2:4,6:5; don 4; sher 2; "
    "dq 5 6.7.2; n*8; shot -; don -; sher -; nom 2; n*9; shot -; don -; sher -; nom 6; n*8"
)
"""Day 1 seat 8 voted out; night 1 a split shot (a miss); day 2 seat 5 disqualified (6.7.2),
which cancels the vote (7.1); reds win on day 4."""
LONG_NAME = (
    "Открытый кубок Федерации спортивной мафии Санкт-Петербурга по версии ФИИМ — осенний этап"
)


def example(path: Path) -> Game:
    return game_from_dict(json.loads(path.read_text(encoding="utf-8")))


def mixed_game() -> Game:
    """A finished game with a split shot, a disqualification, an extra needing the head
    judge (8.4.3), a protest and a 90-character tournament name."""
    game = new_game(MIXED)
    game.header = replace(game.header, tournament=LONG_NAME)
    game.after = AfterGame(
        [
            Extra(3, Decimal("0.7"), "Вёл красных весь день"),
            Extra(1, Decimal("0.3"), "Точная речь"),
        ],
        [],
        [Protest(7, "Не согласен с фолом", "2026-12-03T20:05:00+03:00")],
        "Протест рассмотрен.\nФол оставлен в силе.",
    )
    assert check(game.state, game.profile, game.after) == ["3"]
    return game


def many_days(days: int) -> Game:
    """``days`` days of ties and failed lifts, 40-character nicknames, a 120-character name."""
    nicks = [("Очень-длинный-никнейм-номер-" + str(i))[:40].ljust(40, "Ж") for i in range(10)]
    game = Game(
        Header(tournament="Т" * 120, date="2026-12-03"),
        make_players([{"seat": i + 1, "nick": nicks[i], "role": SEATING[i]} for i in range(10)]),
    )
    play(game, "n*3")
    game.profile = replace(FIIM_2018, draw_quiet_phases=99)
    for _ in range(days):
        play(game, "nom 2; n; nom 3; n*9; vote 5; n*2; vote 5; lift 1; shot -; don 1; sher 1")
    return game


def identifies(page: str, game: Game) -> bool:
    """The page names the game: tournament, table, game number and date."""
    h, text = game.header, flat(page)
    y, m, d = h.date.split("-")
    return all(
        x in text
        for x in (f"стол № {h.table}", f"игра № {h.game_number}", f"{d}.{m}.{y}", h.tournament[:40])
    )


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_9_protocol_has_every_field_of_the_game(path: Path, tmp_path: Path) -> None:
    game = example(path)
    pages, reader = pdf_text(write_protocol(game, tmp_path / "p.pdf"))
    first = pages[0]
    h = game.header
    assert "ПРОТОКОЛ ИГРЫ" in first
    for value in (h.tournament, h.judge, "03.12.2026", "отборочный"):
        assert value in first
    for p in game.state.players:
        assert p.nick in first  # Cyrillic nicknames, literally
    letters = re.findall(r"\b([КЧШД])\b", first)
    assert sorted(letters[:10]) == sorted(p.role.letter for p in game.state.players)
    assert first.count("×") + first.count("!") >= sum(p.fouls for p in game.state.players)
    for day in game.state.days:
        if day.nominations or day.outcome:
            assert f"ДЕНЬ {day.number}" in first
        for rnd in day.rounds:
            if not rnd.lift:
                assert " ".join(map(str, rnd.counts)) in first
    if game.state.best_move:
        victim, seats = game.state.best_move
        assert f"Игрок № {victim}: {', '.join(map(str, seats))}" in first
    words = {"red": "красные", "black": "чёрные", "draw": "ничья"}
    result = words.get(game.state.result) if game.state.result else None
    if result:
        assert f"ПОБЕДИВШАЯ КОМАНДА {result}" in first
    else:
        assert "ИГРА НЕ ЗАВЕРШЕНА" in first
    assert len(reader.pages) == 2
    assert "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ БАЛЛАМ И ШТРАФАМ" in pages[1]
    for extra in game.after.extras:
        assert extra.reason in pages[1]
    assert identifies(pages[1], game) and "лист 2 из 2" in pages[1]
    assert reader.metadata is not None and reader.metadata.title is not None
    assert reader.metadata.title.startswith("Протокол игры")


@pytest.mark.parametrize("name", [p.stem for p in EXAMPLES] + ["mixed", "ten-days"])
def test_protocol_cites_no_rule_but_fiim_numbers(name: str, tmp_path: Path) -> None:
    games = {p.stem: p for p in EXAMPLES}
    game = (
        mixed_game()
        if name == "mixed"
        else many_days(10)
        if name == "ten-days"
        else example(games[name])
    )
    pages, _ = pdf_text(write_protocol(game, tmp_path / "p.pdf"))
    text = "\n".join(pages)
    assert "RULES" not in text and "§" not in text
    assert "п. " in text  # FIIM numbers are still cited


def test_rule_references_are_fiim_numbers_or_nothing() -> None:
    assert rule_ref("7.1") == "п. 7.1" and rule_ref("8.4.3") == "п. 8.4.3"
    assert rule_ref("§1.7") == rule_ref("RULES.md §1.7") == rule_ref("") == ""
    assert rule_ref("7.1 ") == rule_ref("п. 7.1") == ""


@pytest.mark.parametrize("name", ["mixed", "nine-days", "ten-days", "blank", "red-win"])
def test_nothing_is_printed_under_7_points(name: str, tmp_path: Path) -> None:
    out = tmp_path / "p.pdf"
    if name == "blank":
        write_blank(out)
    else:
        makers: dict[str, Callable[[], Game]] = {
            "mixed": mixed_game,
            "nine-days": lambda: many_days(9),
            "ten-days": lambda: many_days(10),
            "red-win": lambda: example(EXAMPLES[0].parent / "red-win.json"),
        }
        write_protocol(makers[name](), out)
    _, reader = pdf_text(out)
    assert min(type_sizes(reader)) >= 7


def test_nine_days_fit_page_one_and_the_back_is_page_two(tmp_path: Path) -> None:
    game = many_days(9)
    pages, reader = pdf_text(write_protocol(game, tmp_path / "nine.pdf"))
    assert len(reader.pages) == 2
    for day in range(1, 10):
        assert f"ДЕНЬ {day}" in pages[0]
    assert pages[0].count("за 1 из 10") == 9  # each day's failed lift, in its own box
    assert "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ" in pages[1] and identifies(pages[1], game)
    solid = re.sub(r"\s", "", pages[0])  # a wrapped word reads back with a space in it
    for p in game.state.players:
        assert p.nick in solid  # shrunk or wrapped, never cut
    assert "Т" * 120 in solid


def test_a_tenth_day_continues_on_a_page_that_names_the_game(tmp_path: Path) -> None:
    game = many_days(10)
    pages, reader = pdf_text(write_protocol(game, tmp_path / "ten.pdf"))
    assert len(reader.pages) == 3
    assert "ДЕНЬ 9" in pages[0] and "ДЕНЬ 10" not in pages[0]
    assert "ГОЛОСОВАНИЯ (продолжение)" in pages[1] and "ДЕНЬ 10" in pages[1]
    assert "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ" in pages[2]
    for n, page in enumerate(pages[1:], start=2):
        assert identifies(page, game) and f"лист {n} из 3" in page


def test_disqualification_shows_its_day_and_the_mark(tmp_path: Path) -> None:
    pages, _ = pdf_text(write_protocol(mixed_game(), tmp_path / "m.pdf"))
    first = flat(pages[0])
    assert "5 Кот К × × ! 1 -0,5 дисквалиф. (п. 6.7.2), день 2" in first
    assert "Игрок 5 (Кот): -0,5 — дисквалификация (день 2; пп. 6.7.2, 8.2.4)" in pages[1]
    assert "голосование не проводится (п. 7.1)" in first  # the removal cancels day 2's vote


def test_each_black_s_shot_is_printed(tmp_path: Path) -> None:
    pages, _ = pdf_text(write_protocol(mixed_game(), tmp_path / "m.pdf"))
    assert "Ночь 1: выстрел — (промах: 2 → 4, 6 → 5); Дон → 4 (шериф); Шериф → 2" in flat(pages[0])
    game = new_game("n*10; shot 2:4,6:4,8:4; don 1; sher 2")
    assert night_text(game.state.nights[0]).startswith("Ночь 1: выстрел 4 (2 → 4, 6 → 4, 8 → 4)")


def test_8_4_3_extra_needs_the_head_judge_on_both_pages(tmp_path: Path) -> None:
    pages, _ = pdf_text(write_protocol(mixed_game(), tmp_path / "m.pdf"))
    assert "3 Лиса К 1 0,7 п. 8.4.3" in flat(pages[0])
    back = flat(pages[1])
    assert "Игрок 3 (Лиса): +0,7 от судьи (п. 8.4) — Вёл красных весь день" in back
    assert "согласованию с Главным судьёй (п. 8.4.3). Согласовано:" in back
    assert "п. 8.4.3" not in flat(pages[0]).split("1 Ёжик")[1].split("4 Шерлок")[0].replace(
        "3 Лиса К 1 0,7 п. 8.4.3", ""
    )  # 0,3 to seat 1 needs nobody's consent


def test_a_long_tournament_name_is_whole_on_every_page(tmp_path: Path) -> None:
    game = mixed_game()
    pages, _ = pdf_text(write_protocol(game, tmp_path / "m.pdf"))
    assert LONG_NAME in flat(pages[0]) and LONG_NAME in flat(pages[1])
    back = flat(pages[1])
    assert "Протест 1 — игрок 7 (Белка), подан 03.12.2026 20:05: Не согласен с фолом" in back
    assert "Фол оставлен в силе." in back


def test_9_6_first_night_miss_is_a_dash(tmp_path: Path) -> None:
    game = example(EXAMPLES[0].parent / "draw.json")
    pages, _ = pdf_text(write_protocol(game, tmp_path / "d.pdf"))
    assert "ЛУЧШИЙ ХОД — (промах в первую ночь, п. 9.6)" in pages[0]


def test_same_game_same_bytes(tmp_path: Path) -> None:
    game = example(EXAMPLES[0])
    a = write_protocol(game, tmp_path / "a.pdf").read_bytes()
    b = write_protocol(game, tmp_path / "b.pdf").read_bytes()
    assert a == b
    fixed = datetime(2026, 12, 3, tzinfo=UTC)
    assert (
        write_protocol(game, tmp_path / "c.pdf", fixed).read_bytes()
        == write_protocol(game, tmp_path / "d.pdf", fixed).read_bytes()
    )


def test_blank_form_has_room_for_nine_days_and_the_official_back(tmp_path: Path) -> None:
    pages, reader = pdf_text(write_blank(tmp_path / "blank.pdf"))
    assert len(reader.pages) == 2
    first = pages[0]
    for day in range(1, 10):
        assert f"ДЕНЬ {day}" in first
    assert first.count("ПОДЪЁМ") == first.count("ИТОГ") == 9
    assert first.count("Пере-") == 9  # one label over two re-vote rows, as on the paper form
    for field in (
        "ТУРНИР",
        "СТАДИЯ",
        "ДАТА",
        "СТОЛ №",
        "ИГРА №",
        "ПОБЕДИВШАЯ КОМАНДА",
        "ЛУЧШИЙ ХОД",
        "ПРОТЕСТ",
        "СУДЬЯ",
        "НОЧЬ",
    ):
        assert field in first
    back = pages[1]
    assert "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ БАЛЛАМ И ШТРАФАМ" in back
    assert "КОММЕНТАРИИ К ПРОТЕСТУ" in back
    assert all(x in back for x in ("Стол №", "Игра №", "Дата", "Турнир"))
    lines = horizontal_lines(reader, 1, 250)
    official = [round(25.2 + 8 * i, 1) for i in range(14)] + [
        round(148.7 + 8 * i, 1) for i in range(7)
    ]
    assert lines == official


def test_blank_form_rows_are_the_official_size_or_larger() -> None:
    from mafia_tui.export import protocol_grid as p

    assert p.ROW_H >= 10.1 and p.HEAD_H >= 7.7 and p.VOTE_ROW >= 5.0
    assert p.SEAT_W >= 8 and p.BLANK_DAYS == 9
    assert p.FOOT_Y + p.WIN_H + p.BEST_H + p.NIGHTS_H + p.PROTEST_H + p.JUDGE_H <= 202.01
    assert 9 * 4 * p.VOTE_ROW + 8 * p.BLOCK_GAP <= p.BOTTOM - p.TOP + 0.01
    assert build_blank().pages_count == 2


def test_game_in_progress_is_marked(tmp_path: Path) -> None:
    pages, _ = pdf_text(write_protocol(new_game("nom 3; foul 4"), tmp_path / "g.pdf"))
    assert "ИГРА НЕ ЗАВЕРШЕНА" in pages[0]
    assert "красные / чёрные" not in pages[0]  # the blank's hints are not on a protocol


# --- issue #21: what each label says --------------------------------------------------------


def row(page: str, seat: int, nick: str, next_seat: str) -> str:
    """One player's row of page 1, read back flat (up to the next seat's number)."""
    return flat(page).split(f" {seat} {nick} ")[1].split(f" {next_seat} ")[0]


def protocol(game: Game, tmp_path: Path) -> list[str]:
    pages, _ = pdf_text(write_protocol(game, tmp_path / "p.pdf"))
    return pages


def test_a_disqualification_after_the_game_is_printed_as_after_the_game(tmp_path: Path) -> None:
    game = play(new_game(MIXED), "dq 3 6.7.4")  # seat 3 sat to the end
    pages = protocol(game, tmp_path)
    assert row(pages[0], 3, "Лиса", "4 Шерлок") == "К ! 1 -0,5 дисквалиф. (п. 6.7.4), после игры"
    assert "нулевая ночь" not in flat(pages[0]) + flat(pages[1])
    assert "Игрок 3 (Лиса): -0,5 — дисквалификация (после игры; пп. 6.7.4, 8.2.4)" in flat(pages[1])


def test_a_zero_night_disqualification_is_still_the_zero_night(tmp_path: Path) -> None:
    game = new_game(zero=False)
    play(game, "n; dq 7 6.7.3; n*2")
    assert "дисквалиф. (п. 6.7.3), нулевая ночь" in row(
        protocol(game, tmp_path)[0], 7, "Белка", "8 Тень"
    )


@pytest.mark.parametrize(
    "action", [Disqualify(5, "6.7.9", tournament=True), Disqualify(5, "7.3")], ids=["6.7.9", "7.3"]
)
def test_a_7_3_removal_is_printed_as_a_removal_from_the_tournament(
    tmp_path: Path, action: Disqualify
) -> None:
    before, after = MIXED.split("dq 5 6.7.2;")
    game = new_game(before)
    game.apply(action)
    play(game, after)
    pages = protocol(game, tmp_path)
    assert row(pages[0], 5, "Кот", "6 Дон") == "К × × ! 1 -0,5 удалён с турнира, день 2"
    assert (
        f"Игрок 5 (Кот): -0,5 — дисквалификация (день 2; пп. {action.rule}, 8.2.4); "
        "удаление с турнира (п. 7.3): дальнейшие игры — без баллов" in flat(pages[1])
    )


def test_a_7_3_mark_given_after_the_game_says_when(tmp_path: Path) -> None:
    game = new_game(MIXED)  # seat 5 disqualified on day 2 (6.7.2)
    game.apply(Disqualify(5, "6.7.2", tournament=True))  # after the end: the 7.3 mark only
    back = flat(protocol(game, tmp_path)[1])
    assert (
        "дисквалификация (день 2; пп. 6.7.2, 8.2.4); удаление с турнира (после игры; п. 7.3)"
        in back
    )


KILLED_THEN_DQ = "nom 8; n; nom 2; n*9; vote 6; n; shot 4; don 4; sher 2; n; dq 4 6.7.4"
"""Day 1 seat 8 voted out; night 1 seat 4 killed; day 2, after his last word, he insults the
judge (6.7.4: the penalty only, 8.2.4)."""


def test_a_killed_player_disqualified_later_keeps_both_ways_he_left(tmp_path: Path) -> None:
    pages = protocol(new_game(KILLED_THEN_DQ), tmp_path)
    assert row(pages[0], 4, "Шерлок", "5 Кот") == "Ш ! -0,5 убит, ночь 1; дисквалиф. (п. 6.7.4)"
    assert "Игрок 4 (Шерлок): -0,5 — дисквалификация (день 2; пп. 6.7.4, 8.2.4)" in flat(pages[1])


def test_a_left_cell_too_long_for_its_box_is_whole_on_the_back(tmp_path: Path) -> None:
    game = new_game("foul 5; foul 5; foul 5; foul 5; dq 5 6.7.4")  # 4 fouls, then 6.7.4
    pages = protocol(game, tmp_path)
    assert "удалён (4 фола), день 1" in row(pages[0], 5, "Кот", "6 Дон")
    assert "Выбыл, игрок 5 (Кот): удалён (4 фола), день 1; дисквалиф. (п. 6.7.4), день 1" in flat(
        pages[1]
    )


def test_every_day_result_is_whole_on_page_one_and_keeps_its_rule_number(tmp_path: Path) -> None:
    pages = protocol(many_days(2), tmp_path)
    assert flat(pages[0]).count("подъём не принят: все остаются (п. 4.4.15)") == 2
    for game in (mixed_game(), many_days(2), example(EXAMPLES[0].parent / "red-win.json")):
        first = protocol(game, tmp_path)[0]
        assert not re.search(r"\bпп?\.\s*\n", first), "«п.» parted from its number"


def test_a_day_result_too_long_for_its_box_continues_on_the_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafia_tui.export.protocol_texts import PROTOCOL

    long = "подъём не принят большинством голосов игроков за столом: все остаются за столом"
    monkeypatch.setitem(PROTOCOL.entries, "outcome_lift_failed", (long, long))
    pages = protocol(many_days(1), tmp_path)
    assert "…" not in pages[0] and "см. на обороте" in flat(pages[0])
    assert f"День 1, итог: {long} (п. 4.4.15)" in flat(pages[1])


@pytest.mark.parametrize(
    "profile,script,text",
    [
        (DAY1_NO_VOTE, "nom 8; n*10", "первый день: голосования нет"),
        (DAY1_LIFT_ONLY, "nom 8; n; nom 2; n*9; vote 6", "первый день: лидер остаётся"),
    ],
)
def test_a_day_1_without_a_vote_is_said_in_words(
    tmp_path: Path, profile: Profile, script: str, text: str
) -> None:
    game = new_game(script, profile=profile)
    first = flat(protocol(game, tmp_path)[0])
    assert text in first and "day1_" not in first


def test_an_undecided_protest_reads_undecided_on_both_pages() -> None:
    """Tried as a new judge: page one said «не рассмотрен» and the back «не принято», which
    reads as "dismissed" (8.9.2); the back now says no decision is made yet."""
    from mafia_tui.export.after_words import protest_lines
    from mafia_tui.rules.after import Protest

    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    game.after = game.after.copy(protests=[Protest(9, "Не так посчитали", None)])
    lines = protest_lines(game)
    assert any("ещё не вынесено — не рассмотрен" in line for line in lines)
    assert not any("не принято" in line for line in lines)


def test_a_protest_without_filer_or_time_reads_as_a_sentence() -> None:
    """A recorded protest with neither filer nor time printed «№1 подавший не записан, — —»;
    both pages now say what is missing in words."""
    from mafia_tui.export.after_words import protest_box, protest_lines
    from mafia_tui.rules.after import Protest

    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    game.after = game.after.copy(protests=[Protest(None, "Не так посчитали", None)])
    box = protest_box(game)
    assert box.startswith("№1 (подавший не записан, время не записано): не рассмотрен")
    assert "— —" not in box and ", —" not in box
    (line, *_) = protest_lines(game)
    assert line == "Протест 1 — подавший не записан, время подачи не записано: Не так посчитали"


def test_the_rules_played_are_on_both_pages_and_no_empty_tournament_label(tmp_path: Path) -> None:
    """A newcomer's AML protocol named no rules, and a game without a tournament printed
    «турнир:   ·» in the back page's footer."""
    from mafia_tui.rules.profile import PRESETS

    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4", PRESETS["AML"])
    game.header = replace(game.header, tournament="")
    pages, _ = pdf_text(write_protocol(game, tmp_path / "aml.pdf"))
    front, back = (flat(p) for p in pages)
    assert "правила: АМЛ" in front
    assert "правила: АМЛ, код 0432000001110" in back
    assert "турнир:" not in back


# --- issue #36: the stand-in and the void on the protocol --------------------------------------


def test_a_stand_in_shows_with_the_player_he_replaced(tmp_path: Path) -> None:
    """Before, the protocol printed only the stand-in's nickname: nobody reading the paper
    knew he sat for a planned player."""
    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4", stand_ins={4: "Планный"})
    pages, _ = pdf_text(write_protocol(game, tmp_path / "p.pdf"))
    front = pages[0]
    assert "Шерлок" in front and "замена — вместо игрока Планный" in front
    assert front.count("вместо игрока") == 1  # the nine others are no stand-ins


def test_a_voided_game_says_so_on_the_protocol(tmp_path: Path) -> None:
    from mafia_tui.rules.voiding import void

    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    game.after = void(game, "Сыграна не по рассадке", "Сидоров", "2026-12-03T19:20:00+03:00")
    pages, _ = pdf_text(write_protocol(game, tmp_path / "p.pdf"))
    assert "ИГРА АННУЛИРОВАНА" in flat(pages[0])
    back = flat("\n".join(pages[1:]))
    assert (
        "Игра аннулирована главным судьёй (Сидоров, 03.12.2026 19:20): Сыграна не по "
        "рассадке. Она не учитывается в турнире." in back
    )

"""What each setting of the rules profile means, in the judge's words (``mafia-tui rules``
prints it beside the setting's identifier and value). Rule numbers are FIIM's; a setting with
none is a variant of another rule set or a choice of the tool (docs/RULES-CHOICES.md)."""

from __future__ import annotations

from ..i18n import Catalog

SETTINGS = Catalog(
    "rules.setting",
    {
        "agreement_seconds": (
            "договорка мафии в нулевую ночь, секунд",
            "the mafia's agreement on the zero night, seconds",
        ),
        "sheriff_look_seconds": (
            "шериф осматривает стол в нулевую ночь, секунд (0 — нет)",
            "the Sheriff looks at the table on the zero night, seconds (0: skipped)",
        ),
        "free_seating_seconds": (
            "свободная посадка в нулевую ночь, секунд (0 — нет)",
            "free seating on the zero night, seconds (0: skipped)",
        ),
        "speech_seconds": ("речь днём, секунд", "a day speech, seconds"),
        "short_speech_seconds": (
            "речь при трёх фолах, когда за столом 3 или 4, секунд (п. 7.7)",
            "the speech of a 3-foul player with 3 or 4 at the table, seconds (7.7)",
        ),
        "tie_speech_seconds": (
            "речь перед переголосованием, секунд",
            "a speech before the re-vote, seconds",
        ),
        "last_word_seconds": ("последнее слово, секунд", "the last word, seconds"),
        "check_seconds": (
            "проверка дона и шерифа, секунд",
            "the Don's and the Sheriff's check, seconds",
        ),
        "warn_seconds": (
            "таймер предупреждает за столько секунд до конца",
            "the timer warns this many seconds before zero",
        ),
        "third_foul_mute": (
            "третий фол — без следующей речи (нет — речь 30 секунд) (п. 6.4)",
            "a third foul costs the next speech (off: a 30 s speech) (6.4)",
        ),
        "third_foul_penalty": (
            "третий фол имеет последствие вообще",
            "a third foul has a consequence at all",
        ),
        "last_word_at_game_end": (
            "последнее слово и тогда, когда игра уже решена (п. 7.10)",
            "a last word even when the game is decided (7.10)",
        ),
        "enter_last_count": (
            "судья вводит голоса и за последнего кандидата (проверка)",
            "the judge enters the last candidate's count too, as a check",
        ),
        "self_nomination": ("можно выставить себя", "a player may nominate himself"),
        "day1_vote": (
            "голосование первого дня: held — обычное, none — нет, lift_only — один лидер остаётся, to_talk — лидеру 30 секунд, self_break — уходит, только если голосовал за себя",
            "day 1's vote: held, none, lift_only (a single leader stays), to_talk (the leader speaks 30 s), self_break (he leaves only if he voted for himself)",
        ),
        "day1_single_candidate_vote": (
            "первый день, одна кандидатура: голосуют",
            "day 1 with one candidate: voted on",
        ),
        "rule_7_4": (
            "судья не говорит о выставленных (п. 7.4)",
            "the judge says nothing about the nominees (7.4)",
        ),
        "rule_7_6": (
            "при четырёх: двое поровну дважды — голосования нет (п. 7.6)",
            "at four: two tied twice, no more voting (7.6)",
        ),
        "rule_7_6_misses": (
            "при четырёх: три промаха подряд — победа красных (п. 7.6)",
            "at four: three misses in a row, red wins (7.6)",
        ),
        "tie_speech_spends_mute": (
            "речь перед переголосованием снимает наказание третьего фола (п. 7.5)",
            "a tie speech spends a 3rd foul's lost speech (7.5)",
        ),
        "second_removal_cancels_next_vote": (
            "второе удаление в день, чьё голосование уже отменено, отменяет и голосование следующего дня (п. 7.1)",
            "a second removal on a day whose vote is cancelled cancels the next day's (7.1)",
        ),
        "vote_fixed_by_count": (
            "результат голосования определён с того подсчёта, после которого лидера уже не догнать; удаление после него не отменяет это голосование (п. 7.2)",
            "the vote's result is fixed by the count after which nobody can catch the leader; a removal after it leaves that vote standing (7.2)",
        ),
        "kept_leader_removal_cancels": (
            "удаление оставшегося лидера первого дня отменяет голосование следующего дня (п. 7.2)",
            "removing day 1's leader who stays cancels the next day's vote (7.2)",
        ),
        "nine_three_tied_no_lift": (
            "девять за столом, трое поровну дважды — подъёма нет",
            "nine at the table, three tied twice: no lift",
        ),
        "nine_no_lift_only_day2": ("то же — только во второй день", "the same on day 2 only"),
        "first_speech_rotation": (
            "кто открывает день: first — следующий за вчерашним первым, last — закрывающий сдвигается на одного",
            "who opens the day: first (the seat after yesterday's opener), last (the closer moves by one)",
        ),
        "on_record": (
            "цвета под протокол: no — нет, night_killed — убитые ночью, killed — убитые и заголосованные, except_split — любая речь, кроме переголосования, all — любая речь",
            "colours on record: no, night_killed, killed (and voted out), except_split (any speech but tie speeches), all",
        ),
        "on_record_count": (
            "сколько номеров под протокол за одну речь (0 — сколько угодно)",
            "seats on record in one speech (0: any)",
        ),
        "nomination_withdrawal": (
            "снять выдвижение: no — нельзя, allowed — можно, auto — новое выдвижение снимает прежнее",
            "withdrawing a nomination: no, allowed, auto (naming another withdraws it)",
        ),
        "revote_order": (
            "порядок переголосования: same — тот же, reverse — обратный",
            "the re-vote's order: same or reverse",
        ),
        "whole_table_tied": (
            "весь стол поровну дважды: no_one_leaves — все остаются (п. 7.9), draw_ballot — голосование за ничью",
            "the whole table tied twice: no_one_leaves (7.9) or draw_ballot",
        ),
        "best_move_recorded": (
            "лучший ход первого убитого записывается и даёт баллы (п. 8.3)",
            "the first night victim's best move is recorded and scores (8.3)",
        ),
        "technical_fouls": (
            "технические фолы: none — нет, two_remove — второй удаляет",
            "technical fouls: none, or two_remove (the second removes)",
        ),
        "draw_quiet_phases": (
            "ничья после стольких ночей и дней подряд без ухода (п. 7.8)",
            "a draw after this many nights and days in a row with nobody leaving (7.8)",
        ),
        "victim_must_shoot": (
            "убийство — только если все чёрные, и жертва тоже, стреляют в одного",
            "a kill needs every black, the victim too, on the same seat",
        ),
        "night_victim_checks": (
            "убитый этой ночью дон или шериф всё же проверяет",
            "a Don or Sheriff shot this night still checks",
        ),
        "check_departed_allowed": (
            "проверка выбывшего игрока получает ответ",
            "a check of a player no longer at the table is answered",
        ),
        "best_move_void_after_day1_multi": (
            "лучшего хода нет, если в первый день ушли двое и больше",
            "no best move when two or more left on day 1",
        ),
        "best_move_three": (
            "лучший ход, три чёрных (п. 8.3.1)",
            "the best move, three blacks named (8.3.1)",
        ),
        "best_move_two": (
            "лучший ход, два чёрных (п. 8.3.1)",
            "the best move, two blacks named (8.3.1)",
        ),
        "disqualification_points": (
            "дисквалификация, баллы (п. 8.2.4)",
            "a disqualification, points (8.2.4)",
        ),
        "four_fouls_points": (
            "удаление за четвёртый фол, баллы",
            "a removal for a fourth foul, points",
        ),
        "team_defeat_points": (
            "виновнику поражения команды, баллы (п. 8.2.4)",
            "the offender of a team defeat, points (8.2.4)",
        ),
        "penalty_points": (
            "штраф за вредную игру, баллы (п. 8.5)",
            "a penalty for harmful play, points (8.5)",
        ),
        "extra_total_max": (
            "доп. баллы судьи за игру, всего не больше (п. 8.4.2)",
            "the judge's extra points in one game, at most (8.4.2)",
        ),
        "extra_winner_max": (
            "доп. баллы игроку победившей команды, не больше (п. 8.4.3)",
            "extra points for one winner, at most (8.4.3)",
        ),
        "extra_winner_flag": (
            "с этого балла — согласие главного судьи (п. 8.4.3)",
            "from here up the head judge consents (8.4.3)",
        ),
        "extra_loser_max": (
            "доп. баллы игроку проигравшей команды, не больше (п. 8.4.4)",
            "extra points for one loser, at most (8.4.4)",
        ),
        "extra_players_max": (
            "доп. баллы — не больше чем стольким игрокам (п. 8.4.1)",
            "extra points for at most this many players (8.4.1)",
        ),
        "protest_minutes": (
            "протест — в течение стольких минут после игры (п. 8.9.1)",
            "a protest within this many minutes of the end (8.9.1)",
        ),
    },
)
"""Each profile setting (``Profile`` field but ``name``) and what it means."""

PRESET_TITLES = Catalog(
    "rules.preset",
    {
        "fiim-2018": ("ФИИМ 2018", "FIIM 2018"),
        "fiim-2023-points": ("ФИИМ 2018, баллы 2023 года", "FIIM 2018, the 2023 points"),
        "no-last-word-at-end": (
            "ФИИМ 2018 без последнего слова в конце",
            "FIIM 2018, no last word at the end",
        ),
        "fiim-2018-no-7-6": ("ФИИМ 2018 без п. 7.6", "FIIM 2018 without 7.6"),
        "fiim-mafiaratings-2025": (
            "ФИИМ, лига mafiaratings 2025",
            "FIIM, mafiaratings league 2025",
        ),
        "day1-no-vote": (
            "ФИИМ 2018, в первый день без голосования",
            "FIIM 2018, no vote on day 1",
        ),
        "day1-lift-only": (
            "ФИИМ 2018, в первый день только подъём",
            "FIIM 2018, on day 1 only the lift",
        ),
        "emf-2026-points": (
            "ФИИМ 2018, баллы Английской федерации 2026",
            "FIIM 2018, the English federation's 2026 points",
        ),
        "victim-need-not-shoot": (
            "ФИИМ 2018, жертва может не стрелять",
            "FIIM 2018, the victim need not shoot",
        ),
        "FIIM": ("ФИИМ, лига mafiaratings", "FIIM, mafiaratings league"),
        "AML": ("АМЛ", "AML"),
        "MafClub": ("МафКлаб", "MafClub"),
        "code": ("по коду {code}", "by code {code}"),
    },
)
"""What a judge reads for the rules a game is played by (the preset's name is an identifier
to type, not a title): each preset's, and a profile built from a rules code."""


def titled(text: str) -> str | None:
    """The profile name whose title ``text`` is, in either language (case aside): a preset's
    name, or ``code-<digits>`` for "по коду 0432000100001"; None for no title."""
    key = " ".join(text.split()).casefold()
    for name in PRESET_TITLES:
        if name == "code":
            continue
        if key in (PRESET_TITLES.text(name, lang).casefold() for lang in ("ru", "en")):
            return name
    for lang in ("ru", "en"):
        head = PRESET_TITLES.text("code", lang, code="").casefold()
        digits = key.removeprefix(head)
        if digits != key and digits.isdigit():
            return f"code-{digits}"
    return None


def rules_title(name: str, lang: str) -> str:
    """The title of the rules named ``name`` (a profile's name) in ``lang``: a preset's, "по
    коду 0432000100001" for a profile a rules code built, else the name as the file has it."""
    if name != "code" and name in PRESET_TITLES:
        return PRESET_TITLES.text(name, lang)
    digits = name.removeprefix("code-")
    if digits != name and digits.isdigit():
        return PRESET_TITLES.text("code", lang, code=digits)
    return name

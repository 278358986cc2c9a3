"""Every word the players' display shows, in Russian and English.

Kept apart from the judge's catalogue (``ui/strings.py``) on purpose: nothing here may name a
role, a team, a check or a shot. The role and result words the display shows once the judge
reveals the result are the vocabulary's (``rules/team_texts.py``); a property test reads every
frame before that for such words.
"""

from __future__ import annotations

from typing import Any

from ...i18n import Catalog

T: dict[str, tuple[str, str]] = {
    "waiting": ("Ожидание игры…", "Waiting for a game…"),
    "waiting_hint": (
        "Экран для игроков следует за игрой, которую судья открыл последней\n"
        "(папка данных: {root})",
        "The players' display follows the game the judge opened last\n(data dir: {root})",
    ),
    "header": (
        "{tournament} · стол {table} · игра {game}",
        "{tournament} · table {table} · game {game}",
    ),
    "phase_day": ("День {n}", "Day {n}"),
    "phase_night": ("Ночь {n}", "Night {n}"),
    "phase_zero": ("Ночь 0", "Night 0"),
    "at_table": ("за столом: {n}", "at the table: {n}"),
    "stale": ("нет связи с файлом игры", "the game file does not read"),
    "night": ("НОЧЬ", "NIGHT"),
    "night_hint": ("Город засыпает", "The town is asleep"),
    "speech": ("Говорит {seat} · {nick} — {seconds} с", "{seat} · {nick} speaks — {seconds} s"),
    "speech_short": (
        "Говорит {seat} · {nick} — 30 с (3 фола)",
        "{seat} · {nick} speaks — 30 s (3 fouls)",
    ),
    "speech_mute": (
        "{seat} · {nick}: 3 фола — без речи, может выставить",
        "{seat} · {nick}: 3 fouls — no speech, may nominate",
    ),
    "tie_speech": (
        "Перед переголосованием: {seat} · {nick} — {seconds} с",
        "Before the re-vote: {seat} · {nick} — {seconds} s",
    ),
    "last_word": (
        "Последнее слово: {seat} · {nick} — {seconds} с",
        "Last word: {seat} · {nick} — {seconds} s",
    ),
    "vote": ("Голосование: кто за игрока {seat} · {nick}?", "Vote: who is for {seat} · {nick}?"),
    "self_vote": (
        "Первый день: {seat} · {nick} покидает стол, если голосовал за себя",
        "Day 1: {seat} · {nick} leaves if he voted for himself",
    ),
    "lift_vote": (
        "Кто за то, чтобы {seats} покинули стол?",
        "Who is for {seats} leaving the table?",
    ),
    "game_over": ("ИГРА ОКОНЧЕНА", "GAME OVER"),
    "timer_idle": ("", ""),
    "timer_running": ("", ""),
    "timer_paused": ("пауза", "paused"),
    "judge_lost": ("нет связи с судьёй", "no word from the judge"),
    "timer_warning": ("", ""),
    "timer_over": ("ВРЕМЯ", "TIME"),
    "nominated": ("Выставлены: ", "Nominated: "),
    "nominated_none": ("Выставлений нет", "No nominations"),
    "nominated_mark": ("выставлен", "nominated"),
    "round": ("Голоса: ", "Votes: "),
    "revote": ("Переголосование: ", "Re-vote: "),
    "lift": ("За подъём: {count} из {voters}", "For the lift: {count} of {voters}"),
    "outcome_voted_out": ("Покидает стол: {seats}", "Leaves the table: {seats}"),
    "outcome_no_candidates": ("Кандидатур нет", "No nominations"),
    "outcome_single_day1": (
        "Одна кандидатура в первый день: голосования нет",
        "One nomination on day 1: no vote",
    ),
    "outcome_cancelled": ("Голосование не проводится ({rule})", "No vote today ({rule})"),
    "outcome_lift_failed": (
        "Подъём не набрал большинства: все остаются",
        "The lift failed: everyone stays",
    ),
    "outcome_lift_not_held": ("Поровну все за столом: подъёма нет", "All tied: no lift vote"),
    "outcome_tie_four": ("Двое дважды поровну: голосование не проводится", "Tied twice: no vote"),
    "outcome_draw_ballot": ("Все за то, чтобы все покинули стол: ничья", "All leave: a draw"),
    "outcome_day1_leader_talks": ("Первый день: лидер остаётся", "Day 1: the leader stays"),
    "outcome_day1_leader_stays": (
        "Первый день: лидер остаётся, покидают только подъёмом",
        "Day 1: the leader stays; only a lift removes",
    ),
    "outcome_day1_none": ("Первый день: голосования нет", "Day 1: no vote"),
    "outcome_tie_nine": ("Трое дважды поровну: подъёма нет", "Three tied twice: no lift"),
    "outcome_leader_removed": (
        "Лидер голосования удалён: больше никто не покидает стол",
        "The vote's leader is removed: nobody else leaves",
    ),
    "cancelled": ("Голосования сегодня нет ({rule})", "No vote today ({rule})"),
    "status_killed": ("убит н{n}", "killed n{n}"),
    "status_voted_out": ("заголосован д{n}", "voted out d{n}"),
    "status_removed": ("удалён, 4 фола", "removed, 4 fouls"),
    "status_removed_tech": ("удалён, 2 техн. фола", "removed, 2 tech fouls"),
    "status_disqualified": ("дисквал. {rule}", "disqual. {rule}"),
}


DISPLAY = Catalog("display", T)


def say(lang: str, key: str, **params: Any) -> str:
    """The text for ``key`` in ``lang`` ("ru" unless "en")."""
    return DISPLAY.text(key, lang, **params)

"""What the mafiaratings export tells the judge: what was left out of a game's document and why,
in Russian and English. The option names (``firstVoting``...) are the server's own words."""

from __future__ import annotations

from ..i18n import Catalog

MAFIARATINGS = Catalog(
    "mafiaratings",
    {
        "not_finished": (
            "игра не окончена: в mafiaratings выгружаются только оконченные игры",
            "the game is not over: only finished games go to mafiaratings",
        ),
        "voided": (
            "игра аннулирована главным судьёй ({by}: «{reason}») и не учитывается нигде: в "
            "mafiaratings не выгружается",
            'the game is voided by the head judge ({by}: "{reason}") and counts nowhere: it '
            "does not go to mafiaratings",
        ),
        "rules_refused": (
            "правила этой игры не записываются кодом правил mafiaratings (опция {option}): "
            "выгрузка без кода сказала бы, что игра шла по другим правилам",
            "this game's rules have no mafiaratings rules code (option {option}): a document "
            "with another code would say the game was played otherwise",
        ),
        "left_voting": (
            "голосования (v) не выгружены: записано только число голосов, не кто за кого",
            "votes (v) left out: the record holds counts, not who voted for whom",
        ),
        "left_shooting": (
            "стрельба (h) не выгружена: выстрел каждого чёрного записан не во все ночи",
            "shooting (h) left out: not every night records each black's shot",
        ),
        "left_times": (
            "начало и конец игры не выгружены: у записей игры нет времени",
            "start and end time left out: the record's entries have no time",
        ),
        "left_player_ids": (
            "без id mafiaratings: {players} — сервер сохранит игру без этих игроков (ни "
            "строки игрока, ни рейтинга); id даёт реестр (mafia-tui roster add / roster "
            "import) или файл --ids",
            "no mafiaratings id: {players} — the server stores the game without these players "
            "(no player row, no rating); the roster gives ids (mafia-tui roster add / roster "
            "import), or an --ids file",
        ),
        "rules_defaulted": (
            "код правил: {options} — записано по профилю; в записи игры этого пока нет",
            "rules code: {options} written from the profile; the game record does not keep it yet",
        ),
        "rules_unexpressed": (
            "настройки профиля, которых нет в коде правил mafiaratings: {settings}",
            "profile settings the mafiaratings rules code cannot hold: {settings}",
        ),
        "penalties_in_bonus": (
            "штрафы (8.5) игроков {seats} выгружены в их bonus, с причиной в comment",
            "penalties (8.5) of seats {seats} are in their bonus, the reason in comment",
        ),
        "left_after": (
            "в формате mafiaratings нет полей для: {what} — не выгружено",
            "the mafiaratings format has no field for: {what} — left out",
        ),
        # the short list on the judge's screen: what the document lacks, a word each
        "brief_left_voting": ("голоса (v)", "votes (v)"),
        "brief_left_shooting": ("выстрелы (h)", "shots (h)"),
        "brief_left_times": ("время", "times"),
        "brief_left_player_ids": ("id игроков", "player ids"),
        "brief_rules_unexpressed": ("часть правил", "some rules"),
        "brief_penalties_in_bonus": ("штрафы в bonus", "penalties in bonus"),
        "brief_after_protests": ("протесты", "protests"),
        "brief_after_consents": ("согласия ГС", "consents"),
        "brief_after_signoff": ("проверка ГС", "the check"),
        "brief_after_comments": ("комментарии", "comments"),
        "brief_after_late_dq": ("дискв. после игры", "late disqualification"),
        "after_protests": ("протестов (8.9)", "protests (8.9)"),
        "after_consents": ("согласий ГС (8.4.3)", "the head judge's consents (8.4.3)"),
        "after_signoff": ("проверки ГС", "the head judge's check"),
        "after_comments": ("комментариев судьи (9.10)", "the judge's comments (9.10)"),
        "after_late_dq": (
            "дисквалификации после конца игры (7.10), места {seats}",
            "disqualification after the end (7.10), seats {seats}",
        ),
    },
)

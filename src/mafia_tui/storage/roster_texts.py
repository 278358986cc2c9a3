"""What the roster (``roster.json``, :mod:`.roster`) tells the judge, in Russian and English."""

from __future__ import annotations

from ..i18n import Catalog

ROSTER = Catalog(
    "storage.roster",
    {
        "damaged": (
            "Список игроков повреждён: {path} ({reason}). Файл не тронут; пока его не исправят "
            "или не уберут, список пуст и изменения не записываются.",
            "The roster is damaged: {path} ({reason}). The file is left as it is; until it is "
            "fixed or moved away the roster is empty and changes are not saved.",
        ),
        "unreadable": (
            "Список игроков не читается: {path} ({reason}).",
            "The roster cannot be read: {path} ({reason}).",
        ),
        "not_saved": (
            "Список игроков не записан: {path} ({reason}).",
            "The roster was not saved: {path} ({reason}).",
        ),
        "busy": (
            "Список игроков сейчас пишет другое окно: {path}. Повторите чуть позже.",
            "Another window is writing the roster: {path}. Try again in a moment.",
        ),
        "not_written": (
            "Файл не записан: {path} ({reason}).",
            "The file was not written: {path} ({reason}).",
        ),
        "copy_damaged": (
            "Копия конфликта синхронизации не читается и не добавлена в список: {copy} "
            "({reason}). Она оставлена на месте.",
            "A sync conflict copy does not read and is not merged into the roster: {copy} "
            "({reason}). It is left where it is.",
        ),
        "copies_merged": (
            "Копии конфликта синхронизации добавлены в список (он запишется со следующим "
            "изменением): {copies}. Проверив список, эти копии можно удалить.",
            "Sync conflict copies are merged into the roster (saved with the next change): "
            "{copies}. Once the roster is checked, those copies can be deleted.",
        ),
        "why_json": ("не JSON", "not JSON"),
        "why_shape": ("не список игроков mafia-tui", "not a mafia-tui roster"),
        "why_entry": ("запись {n} неверна: {what}", "entry {n} is wrong: {what}"),
        "why_twice": ("ник «{nick}» дважды", "the nickname “{nick}” twice"),
        "bad_nick": (
            "Ник должен быть от 1 до {max} видимых символов.",
            "A nickname must be 1 to {max} visible characters.",
        ),
        "bad_field": (
            "Поле «{field}»: не больше {max} видимых символов.",
            "Field “{field}”: at most {max} visible characters.",
        ),
        "bad_mafiaratings": (
            "Номер игрока mafiaratings — только цифры: «{value}».",
            "A mafiaratings player id is digits only: “{value}”.",
        ),
        "exists": (
            "«{nick}» уже в списке игроков.",
            "“{nick}” is on the roster already.",
        ),
        "unknown": (
            "«{nick}» нет ни в списке игроков, ни в играх турнира; ничего не переименовано.",
            "“{nick}” is neither on the roster nor in the tournament's games; nothing was renamed.",
        ),
        "added": ("Добавлен в список игроков: {nick}", "Added to the roster: {nick}"),
        "renamed": (
            "«{old}» теперь «{new}» (старый ник сохранён как псевдоним).",
            "“{old}” is now “{new}” (the old nickname is kept as an alias).",
        ),
        "renamed_games": (
            "В играх турнира «{tournament}» переименован в {count}: {games}.",
            "Renamed in {count} games of “{tournament}”: {games}.",
        ),
        "renamed_no_games": (
            "В играх турнира «{tournament}» этого ника нет.",
            "No game of “{tournament}” seats that nickname.",
        ),
        "renamed_plan": (
            "Участники и рассадка в файле турнира переименованы тоже.",
            "The participants and the seating of the tournament file are renamed too.",
        ),
        "renamed_stale": (
            "Проверка главного судьи больше не покрывает {count} игр(ы) — проверьте их снова.",
            "The head judge's check no longer covers {count} games: check them again.",
        ),
        "game_locked": (
            "Игра «{tournament}», стол {table}, игра {game} открыта в другом окне; ничего не "
            "переименовано. Закройте её и повторите.",
            "The game “{tournament}”, table {table}, game {game} is open in another window; "
            "nothing was renamed. Close it and try again.",
        ),
        "game_unreadable": (
            "Игра «{tournament}», стол {table}, игра {game} не читается ({reason}); ничего не "
            "переименовано.",
            "The game “{tournament}”, table {table}, game {game} does not read ({reason}); "
            "nothing was renamed.",
        ),
        "game_refused": (
            "В игре «{tournament}», стол {table}, игра {game} переименовать нельзя: {reason} "
            "Ничего не переименовано.",
            "The game “{tournament}”, table {table}, game {game} cannot take the new name: "
            "{reason} Nothing was renamed.",
        ),
        "plan_unread": ("Файл турнира: {reason}.", "The tournament file: {reason}."),
        "plan_not_enrolled": (
            "Файл турнира: {reason}; в участники турнира никто не добавлен.",
            "The tournament file: {reason}; nobody was added to the tournament's participants.",
        ),
        "plan_refused": (
            "Файл турнира: {reason}; ничего не переименовано.",
            "The tournament file: {reason}; nothing was renamed.",
        ),
        "already_participant": (
            "«{nick}» уже участник турнира — это другой игрок; ничего не переименовано.",
            "“{nick}” is a participant already, another player; nothing was renamed.",
        ),
        "rename_undone": (
            "Переименование не записано ({reason}); все файлы остались как были.",
            "The rename was not saved ({reason}); every file is as it was.",
        ),
        "enrolled": (
            "В участники турнира «{tournament}» добавлено: {count}.",
            "Entered as participants of “{tournament}”: {count}.",
        ),
        "imported": (
            "Из {path}: добавлено {added}, обновлено {updated}.",
            "From {path}: {added} added, {updated} updated.",
        ),
        "exported": (
            "Список игроков записан: {path} ({count})",
            "Roster written: {path} ({count})",
        ),
        "needs_args": (
            "«roster {action}» ждёт: {what}.",
            "“roster {action}” needs: {what}.",
        ),
        "what_add": ("ник", "a nickname"),
        "what_rename": ("старый и новый ник", "the old and the new nickname"),
        "what_import": ("файл CSV или JSON", "a CSV or JSON file"),
        "what_export": ("файл, куда записать", "the file to write"),
        "what_list": ("ничего больше", "nothing more"),
        "empty": ("Список игроков пуст.", "The roster is empty."),
        "bad_import": (
            "{path}: не список игроков ({reason}); ничего не добавлено.",
            "{path}: not a roster ({reason}); nothing was added.",
        ),
        "why_line": ("строка {n}: {what}", "line {n}: {what}"),
        "why_again": (
            "«{nick}» уже был выше ({first}) — один игрок дважды",
            "“{nick}” came already ({first}): one player twice",
        ),
        "at_line": ("строка {n}", "line {n}"),
        "at_entry": ("запись {n}", "entry {n}"),
        "why_no_nick_column": (
            "нет столбца с ником; заголовки, которые читаются: {known}",
            "no nickname column; the headings read are: {known}",
        ),
        "why_unknown_column": (
            "столбец «{heading}» не знаком (ничего не угадывается и не пропускается); "
            "заголовки, которые читаются: {known}",
            "the column “{heading}” is unknown (nothing is guessed or left out); the headings "
            "read are: {known}",
        ),
        "field_nick": ("Ник", "Nickname"),
        "field_name": ("Имя", "Name"),
        "field_club": ("Клуб", "Club"),
        "field_mafiaratings": ("mafiaratings", "mafiaratings"),
        "field_mwt": ("MWT", "MWT"),
        "field_polemica": ("Polemica", "Polemica"),
        "field_imafia": ("iMafia", "iMafia"),
        "field_aliases": ("Псевдонимы", "Aliases"),
        # headings people write for a column besides ours, "|" between them (all are read
        # whatever the language; the refusal lists the judge's language's)
        "other_nick": ("никнейм|игрок", "nick|player"),
        "other_name": ("ФИО|имя и фамилия|фамилия и имя", "full name"),
        "other_club": ("город / клуб|команда", "team"),
        "other_aliases": ("другие ники|прежние ники", "alias|other names"),
        # a platform's id column: its name with "ID" before or after it
        "id_headings": (
            "id {platform}|{platform} id|id на {platform}|{platform}_id",
            "id {platform}|{platform} id|{platform}_id",
        ),
    },
)
"""The roster's messages and its CSV headings (``field_*``)."""

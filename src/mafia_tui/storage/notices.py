"""What storage tells the judge about the data dir and its files, in Russian and English.

Each notice has a stable code and parameters (always the path it is about), so the start
screen, the games list and the command line say the same thing.
"""

from __future__ import annotations

import errno
from dataclasses import field
from typing import Any

from ..i18n import Catalog
from ..rules.values import frozen
from .safe_open import NotRegularFile

TEXTS: dict[str, tuple[str, str]] = {
    "dir_missing": (
        "Папка данных недоступна: {path} ({error}). Игры не сохраняются, пока она не появится.",
        "The data dir is not available: {path} ({error}). Games are not saved until it is.",
    ),
    "dir_read_only": (
        "Папка данных только для чтения: {path}. Игры можно открыть и смотреть, но новые "
        "действия не сохранятся — выберите другую папку (--data-dir) или снимите защиту.",
        "The data dir is read-only: {path}. Games can be opened and read, but new actions "
        "will not be saved — choose another folder (--data-dir) or make it writable.",
    ),
    "dir_full": (
        "Диск с папкой данных заполнен: {path}. Освободите место, иначе действия не сохранятся.",
        "The disk of the data dir is full: {path}. Free some space, or actions will not be saved.",
    ),
    "dir_error": (
        "Папка данных не принимает запись: {path} ({error}).",
        "The data dir refuses writes: {path} ({error}).",
    ),
    "file_unreadable": (
        "Файл игры не читается: {path} ({error}). Он не тронут; остальные игры доступны.",
        "A game file cannot be read: {path} ({error}). It is left as it is; the other games "
        "are available.",
    ),
    "file_recovered": (
        "Файл игры был повреждён и восстановлен из предыдущей версии: {path} — {actions} "
        "действий, потеряно не больше последнего. Копия повреждённого файла: {moved_to}.",
        "A game file was damaged and has been recovered from its previous version: {path} — "
        "{actions} actions, at most the last one lost. A copy of the damaged file: {moved_to}.",
    ),
    "file_recovered_no_copy": (
        "Файл игры был повреждён и восстановлен из предыдущей версии: {path} — {actions} "
        "действий, потеряно не больше последнего. Копию повреждённого файла сохранить не удалось.",
        "A game file was damaged and has been recovered from its previous version: {path} — "
        "{actions} actions, at most the last one lost. A copy of the damaged file could not be "
        "kept.",
    ),
    "file_lost": (
        "Файл игры повреждён, предыдущей версии нет: {path} ({error}). Файл оставлен на месте; "
        "его копия: {moved_to}.",
        "A game file is damaged and has no previous version: {path} ({error}). The file is "
        "left in place; a copy: {moved_to}.",
    ),
    "file_prev_shown": (
        "Файл игры не читается на этом столе: {path} ({error}). Показана его предыдущая версия "
        "({actions} действий); файл не тронут — возможно, его сейчас записывает другой стол. "
        "Откройте игру, чтобы восстановить файл здесь.",
        "A game file does not read on this table: {path} ({error}). Its previous version is "
        "shown ({actions} actions); the file is left untouched — another table may be writing "
        "it right now. Open the game to mend the file here.",
    ),
    "file_unreadable_here": (
        "Файл игры не читается на этом столе: {path} ({error}). Он не тронут; остальные игры "
        "доступны.",
        "A game file does not read on this table: {path} ({error}). It is left untouched; the "
        "other games are available.",
    ),
    "file_newer": (
        "{path}: {error}. Файл не тронут.",
        "{path}: {error}. The file is left untouched.",
    ),
    "file_set_aside": (
        "Вторая версия игры убрана по решению судьи: {path}. Её копия: {moved_to}.",
        "A second version of a game was dropped by the judge: {path}. Its copy: {moved_to}.",
    ),
    "lock_unavailable": (
        "Файловая система не поддерживает блокировку ({error}): программа не помешает открыть "
        "эту игру во втором окне — не открывайте её дважды.",
        "The filesystem cannot lock files ({error}): the app cannot stop a second window from "
        "opening this game — do not open it twice.",
    ),
    "lock_not_regular": (
        "Файл блокировки {path} — не обычный файл (ссылка, канал или устройство): он не тронут, "
        "и программа не помешает открыть эту игру во втором окне — не открывайте её дважды.",
        "The lock file {path} is not a regular file (a link, a pipe or a device): it is left "
        "untouched, and the app cannot stop a second window from opening this game — do not "
        "open it twice.",
    ),
    "file_invalid": ("{path}: {error}", "{path}: {error}"),
    "tournament_file_damaged": (
        "Файл турнира не читается: {path} ({error}). Таблица посчитана по играм турнира, но "
        "без того, что есть только в этом файле: списка участников (от него зависит K), "
        "жребия, правил таблицы, скрытого этапа и рассадки. Файл не тронут.",
        "The tournament file does not read: {path} ({error}). The table is counted from the "
        "tournament's games, without what only that file holds: the participants (K depends "
        "on them), the lots, the table's rules, a hidden stage and the seating. The file is "
        "left as it is.",
    ),
    "tournament_file_prev": (
        "Файл турнира не читается: {path} ({error}). Участники, жребий, правила таблицы и "
        "этапы взяты из его предыдущей версии; файл не тронут.",
        "The tournament file does not read: {path} ({error}). The participants, lots, the "
        "table's rules and stages come from its previous version; the file is left as it is.",
    ),
    "resume_none": (
        "На этом компьютере нет начатой и не законченной игры ({path}): открыт начальный "
        "экран. Игры других столов открываются из списка игр.",
        "This computer has no game started and not finished ({path}): the start screen is "
        "open. Other tables' games open from the games list.",
    ),
    "resume_failed": (
        "Игра, которую вы судили последней ({game}), не открывается: {error}",
        "The game you judged last ({game}) cannot be opened: {error}",
    ),
}

NOTICES = Catalog("storage", TEXTS)


@frozen
class Notice:
    """One thing the judge should know about the data dir or a file."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def message(self, lang: str = "ru") -> str:
        """The text in ``lang`` (a code without a text is a bug: see :mod:`mafia_tui.i18n`)."""
        return NOTICES.text(self.code, lang, **{k: _text(v, lang) for k, v in self.params.items()})


def _text(value: Any, lang: str) -> str:
    """A parameter as text: a rules error or an OS error in the judge's language."""
    if isinstance(value, OSError):
        return os_error_text(value, lang)
    message = getattr(value, "message", None)
    return message(lang) if callable(message) else str(value)


OS_ERRORS = Catalog(
    "storage.os_error",
    {
        "ENOSPC": ("на диске нет места", "no space left on the disk"),
        "EDQUOT": ("превышена квота диска", "disk quota exceeded"),
        "EROFS": ("диск только для чтения", "read-only file system"),
        "EACCES": ("нет прав на запись или чтение", "permission denied"),
        "EPERM": ("операция запрещена", "operation not permitted"),
        "ENOENT": ("папки или файла нет", "no such file or folder"),
        "ENOTDIR": ("в пути стоит файл, а не папка", "a file stands where a folder should be"),
        "EIO": ("ошибка ввода-вывода диска", "disk input/output error"),
        "ENOLCK": ("блокировки недоступны", "no locks available"),
        "ENAMETOOLONG": ("слишком длинное имя", "file name too long"),
        "EISDIR": ("это папка, а не файл", "it is a folder, not a file"),
        "ELOOP": ("ссылка ведёт по кругу или запрещена", "a link loops or is not allowed"),
        "ENXIO": ("устройство или канал без второй стороны", "a device or pipe with no other end"),
        "ENODEV": ("нет такого устройства", "no such device"),
        "EBUSY": ("файл или устройство заняты", "the file or device is busy"),
        "EEXIST": ("файл уже есть", "the file exists already"),
        "ENOTEMPTY": ("папка не пуста", "the folder is not empty"),
        "EMFILE": ("открыто слишком много файлов", "too many open files"),
        "ENFILE": ("в системе открыто слишком много файлов", "too many open files in the system"),
        "EFBIG": ("файл слишком велик", "the file is too large"),
        "EXDEV": ("файлы на разных дисках", "the files are on different disks"),
        "ETXTBSY": ("файл занят другой программой", "the file is busy in another program"),
        "not_regular": (
            "не обычный файл (ссылка, канал, устройство или папка): не прочитан",
            "not a regular file (a link, a pipe, a device or a folder): not read",
        ),
    },
)
"""What the operating system refused, by the errno name (``errno.errorcode``)."""

INPUTS = Catalog(
    "storage.input",
    {
        "input_missing": ("файла нет", "no such file"),
        "input_not_regular": (
            "не обычный файл (канал, устройство или папка): не прочитан",
            "not a regular file (a pipe, a device or a folder): not read",
        ),
        "input_unreadable": ("файл не читается: {error}", "the file cannot be read: {error}"),
        "input_too_big": (
            "файл слишком большой: {size} МБ, можно не больше {limit} МБ",
            "the file is too big: {size} MB, the limit is {limit} MB",
        ),
        "input_empty": ("файл пуст", "the file is empty"),
        "input_not_utf8": (
            "это не текст в UTF-8 (байт №{offset})",
            "it is not UTF-8 text (byte #{offset})",
        ),
        "input_not_json": (
            "не JSON: ошибка в строке {line}, столбце {column}",
            "not JSON: an error at line {line}, column {column}",
        ),
        "input_too_deep": (
            "вложенность глубже {max} уровней",
            "nested deeper than {max} levels",
        ),
        "input_not_finite": (
            "недопустимое число {value}: нужны обычные конечные числа",
            "an invalid number {value}: only ordinary finite numbers are allowed",
        ),
    },
)
"""What was wrong with a file named on the command line (:mod:`.inputs`), without its path."""


def os_error_text(exc: BaseException | None, lang: str = "ru") -> str:
    """What the operating system refused, said in the judge's language (the system's own
    words, often English, are kept only for errors without a translation)."""
    if not isinstance(exc, OSError):
        return str(exc or "")
    if isinstance(exc, NotRegularFile):
        return OS_ERRORS.text("not_regular", lang)
    name = errno.errorcode.get(exc.errno or -1, "")
    if name in OS_ERRORS:
        return OS_ERRORS.text(name, lang)
    return exc.strerror or str(exc)


class OsReason:
    """An OS error as a reason inside a rules message (``RuleError("bad_file", why=...)``):
    told in the message's language, like a nested rules error."""

    def __init__(self, exc: BaseException) -> None:
        self.exc = exc

    def message(self, lang: str = "ru") -> str:
        return os_error_text(self.exc, lang)

    def __str__(self) -> str:
        return self.message("en")

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
        "действий, потеряно не больше последнего. Повреждённая копия: {moved_to}.",
        "A game file was damaged and has been recovered from its previous version: {path} — "
        "{actions} actions, at most the last one lost. The damaged copy: {moved_to}.",
    ),
    "file_lost": (
        "Файл игры повреждён, предыдущей версии нет: {path} ({error}). Файл перенесён в "
        "{moved_to}.",
        "A game file is damaged and has no previous version: {path} ({error}). The file was "
        "moved to {moved_to}.",
    ),
    "file_damaged_kept": (
        "Файл игры повреждён: {path} ({error}). Перенести его в карантин не удалось; он не тронут.",
        "A game file is damaged: {path} ({error}). It could not be moved to quarantine; it is "
        "left as it is.",
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
    },
)
"""What the operating system refused, by the errno name (``errno.errorcode``)."""


def os_error_text(exc: BaseException | None, lang: str = "ru") -> str:
    """What the operating system refused, said in the judge's language (the system's own
    words, often English, are kept only for errors without a translation)."""
    if not isinstance(exc, OSError):
        return str(exc or "")
    name = errno.errorcode.get(exc.errno or -1, "")
    if name in OS_ERRORS:
        return OS_ERRORS.text(name, lang)
    return exc.strerror or str(exc)

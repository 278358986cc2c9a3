"""The scoring definitions a judge imported: one JSON file each in ``<data dir>/scorings/``
(docs/FORMAT.md, "A scoring definition"), written atomically; a file that is not one is
reported by name and left where it is."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Final

from ..rules.errors import RuleError
from ..rules.record import MAX_FILE_BYTES, decode_json
from .atomic import atomic_write_bytes
from .safe_open import read_regular

FOLDER: Final = "scorings"
FORMAT: Final = "mafia-tui/scoring"
_UNSAFE = re.compile(r"[^\w-]+")


def folder(root: Path) -> Path:
    return root / FOLDER


def slug(text: str) -> str:
    """A file stem (and key) for ``text``: letters, digits, ``-``; "scoring" when none."""
    return (_UNSAFE.sub("-", text.strip()).strip("-_") or "scoring")[:60].casefold()


def read_stored(root: Path) -> tuple[list[dict[str, Any]], list[tuple[Path, str]]]:
    """Every stored definition's record, by file name; and the files that are not one, with
    why."""
    records: list[dict[str, Any]] = []
    bad: list[tuple[Path, str]] = []
    try:
        paths = sorted(folder(root).glob("*.json"))
    except OSError:
        return records, bad
    for path in paths:
        try:
            payload = read_regular(path, MAX_FILE_BYTES + 1, follow=False)[0]
            data = decode_json(payload)
        except OSError as exc:
            bad.append((path, exc.strerror or str(exc)))
            continue
        except RuleError as err:
            bad.append((path, err.message("en")))
            continue
        if not _is_record(data):
            bad.append((path, FORMAT))
            continue
        records.append(data)
    return records, bad


def _is_record(data: Any) -> bool:
    return (
        isinstance(data, dict)
        and data.get("format") == FORMAT
        and isinstance(data.get("key"), str)
        and isinstance(data.get("name"), str)
        and isinstance(data.get("scoring"), dict)
    )


def store(root: Path, record: dict[str, Any]) -> Path:
    """Write one definition's record as ``<key>.json`` (atomically; the previous kept).

    Raises:
        OSError: the disk refused (nothing half-written).
    """
    path = folder(root) / f"{slug(record['key'])}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = json.dumps({"format": FORMAT, **record}, ensure_ascii=False, indent=1) + "\n"
    atomic_write_bytes(path, payload.encode("utf-8"), keep_previous=True)
    return path

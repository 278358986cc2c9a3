"""Extract every scoring definition of the mafiaratings repository into our own JSON file.

    python tests/data/mafiaratings/scorings_extract.py MIRROR [COMMIT] \
        > src/mafia_tui/tournament/mafiaratings_scorings.json

``MIRROR`` is a git directory of szotin/mafiaratings (``fetch github:szotin/mafiaratings``).
The definitions are data (the ``scoring`` column of the ``scoring_versions`` table); this
script is ours and reads them the way the database would hold them:

1. the ``scoring_versions`` statements of ``db/alter*.sql`` are replayed in the order of the
   files' numbers: ``INSERT ... VALUES``, ``INSERT ... SELECT`` (a copy of another row),
   ``UPDATE ... SET scoring``, ``UPDATE ... SET version`` (a renumbering) and ``DELETE``;
   an ``UPDATE ... SET scoring`` of a row no earlier statement made adds it: those rows were
   made on the site itself (by its editor), and the statement is the repository's only
   record of what they hold (ФИИМ's versions 3 to 7, the definitions 32, 33, 37 and 39);
2. then ``db/create_sample_db.sql``: its ``scorings`` rows give the names it has, and its
   ``scoring_versions`` rows are added; where one has the key of a row the alters made with
   another text (ФИИМ version 1, which the sample copies from ``db/alter106.sql`` as it was
   first created), it is kept beside it as ``<id>v<version>-sample``.

A definition's name is the sample database's, else the SQL comment above its first
``INSERT`` (``db/alter106.sql`` names each that way), else none (the table says
"mafiaratings #<id>").
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from typing import Any

SAMPLE = "db/create_sample_db.sql"


def _git(mirror: str, *args: str) -> str:
    return subprocess.run(
        ["git", "--git-dir", mirror, *args], check=True, capture_output=True, text=True
    ).stdout


def statements(sql: str) -> list[tuple[str, str]]:
    """The file's statements (outside quotes, split at ``;``) with the comment line just
    above each."""
    out: list[tuple[str, str]] = []
    buf: list[str] = []
    comment = ""
    last_comment = ""
    quote = ""
    i = 0
    while i < len(sql):
        c = sql[i]
        if quote:
            buf.append(c)
            if c == "\\":
                buf.append(sql[i + 1])
                i += 2
                continue
            if c == quote:
                if sql[i + 1 : i + 2] == quote:  # a doubled quote inside the string
                    buf.append(quote)
                    i += 2
                    continue
                quote = ""
        elif c in "'\"":
            quote = c
            buf.append(c)
        elif c == "-" and sql[i : i + 2] == "--" and not "".join(buf).strip():
            end = sql.find("\n", i)
            end = len(sql) if end < 0 else end
            last_comment = sql[i + 2 : end].strip()
            i = end
            continue
        elif c == ";":
            text = "".join(buf).strip()
            if text:
                comment = last_comment
                out.append((text, comment))
            buf, last_comment = [], ""
        else:
            if c == "\n" and not "".join(buf).strip():
                buf = []
            else:
                buf.append(c)
        i += 1
    return out


def unquote(literal: str) -> str:
    """A MySQL string literal's text: backslash escapes and doubled quotes undone."""
    body = literal[1:-1]
    escapes = {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}
    out = []
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\":
            nxt = body[i + 1]
            out.append(escapes.get(nxt, nxt))
            i += 2
        elif c == literal[0] and body[i + 1 : i + 2] == c:
            out.append(c)
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


STRING = r"('(?:[^'\\]|\\.|'')*')"
NAME = r"`?(\w+)`?"
INSERT_VALUES = re.compile(
    r"INSERT INTO `?scoring_versions`? \(([^)]*)\) VALUES \((\d+),\s*(\d+),\s*" + STRING,
    re.S | re.I,
)
INSERT_SELECT = re.compile(
    r"INSERT INTO `?scoring_versions`? \([^)]*\) SELECT (\d+),\s*(\d+),\s*v\.scoring "
    r"FROM scoring_versions v WHERE scoring_id = (\d+) AND version = (\d+)",
    re.I,
)
UPDATE_SCORING = re.compile(
    r"UPDATE `?scoring_versions`? SET `?scoring`?\s*=\s*" + STRING + r"\s+WHERE (.*)$", re.S | re.I
)
UPDATE_VERSION = re.compile(
    r"UPDATE `?scoring_versions`? SET `?version`?\s*=\s*(\d+)\s+WHERE (.*)$", re.S | re.I
)
DELETE = re.compile(r"DELETE FROM `?scoring_versions`? WHERE (.*)$", re.S | re.I)
INSERT_SCORINGS = re.compile(r"INSERT INTO `?scorings`? \(([^)]*)\) VALUES \((.*)\)$", re.S | re.I)


def where(text: str) -> dict[str, int]:
    """``scoring_id = N AND version = V`` (either order, with or without backticks)."""
    found = dict(re.findall(NAME + r"\s*=\s*(\d+)", text))
    return {k: int(v) for k, v in found.items()}


def matches(key: tuple[int, int], cond: dict[str, int]) -> bool:
    return key[0] == cond["scoring_id"] and ("version" not in cond or key[1] == cond["version"])


Table = dict[tuple[int, int], dict[str, Any]]


def replay(table: Table, sql: str, path: str, names: dict[int, tuple[str, str]]) -> None:
    """Apply one file's ``scoring_versions`` statements to ``table``."""
    for text, comment in statements(sql):
        if "scoring_versions" not in text or text.upper().startswith(("CREATE", "ALTER", "DROP")):
            continue
        if m := INSERT_VALUES.match(text):
            key = (int(m.group(2)), int(m.group(3)))
            table[key] = {"text": unquote(m.group(4)), "from": [path]}
            if comment and key[0] not in names:
                names[key[0]] = (comment, f"{path} (the comment above its INSERT)")
        elif m := INSERT_SELECT.match(text):
            src = (int(m.group(3)), int(m.group(4)))
            key = (int(m.group(1)), int(m.group(2)))
            table[key] = {"text": table[src]["text"], "from": [*table[src]["from"], path]}
        elif m := UPDATE_SCORING.match(text):
            cond = where(m.group(2))
            rows = [k for k in table if matches(k, cond)]
            if not rows and "version" in cond:
                rows = [(cond["scoring_id"], cond["version"])]
                table[rows[0]] = {"text": "", "from": []}
            for k in rows:
                table[k] = {"text": unquote(m.group(1)), "from": [*table[k]["from"], path]}
        elif m := UPDATE_VERSION.match(text):
            cond = where(m.group(2))
            for k in [k for k in table if matches(k, cond)]:
                row = table.pop(k)
                table[(k[0], int(m.group(1)))] = {**row, "from": [*row["from"], path]}
        elif m := DELETE.match(text):
            cond = where(m.group(1))
            for k in [k for k in table if matches(k, cond)]:
                del table[k]
        else:
            raise SystemExit(f"{path}: a scoring_versions statement not understood: {text[:80]}")


def sample_names(sql: str) -> dict[int, str]:
    names = {}
    for text, _ in statements(sql):
        if m := INSERT_SCORINGS.match(text):
            cols = [c.strip(" `") for c in m.group(1).split(",")]
            values = re.findall(r"'(?:[^'\\]|\\.)*'|NULL|\d+", m.group(2))
            row = dict(zip(cols, values, strict=True))
            names[int(row["id"])] = unquote(row["name"])
    return names


def main() -> None:
    mirror = sys.argv[1]
    commit = sys.argv[2] if len(sys.argv) > 2 else _git(mirror, "rev-parse", "HEAD").strip()
    files = [
        p
        for p in _git(mirror, "ls-tree", "--name-only", commit, "db/").split()
        if re.fullmatch(r"db/alter\d+\.sql", p)
    ]
    files.sort(key=lambda p: int(re.sub(r"\D", "", p)))
    table: Table = {}
    names: dict[int, tuple[str, str]] = {}
    for path in files:
        replay(table, _git(mirror, "show", f"{commit}:{path}"), path, names)
    sample_sql = _git(mirror, "show", f"{commit}:{SAMPLE}")
    sample: Table = {}
    replay(sample, sample_sql, SAMPLE, {})
    for k, row in sample.items():
        if k in table and json.loads(table[k]["text"]) != json.loads(row["text"]):
            table[(k[0], f"{k[1]}-sample")] = row  # type: ignore[index]
        else:
            table[k] = row
    for sid, name in sample_names(sample_sql).items():
        names[sid] = (name, f"{SAMPLE} (the scorings table)")
    entries = []
    for (sid, version), row in sorted(table.items(), key=lambda kv: (kv[0][0], str(kv[0][1]))):
        number = int(str(version).split("-")[0])
        name, name_from = names.get(sid, ("", ""))
        entries.append(
            {
                "key": f"{sid}v{version}",
                "id": sid,
                "version": number,
                "name": name,
                "name_from": name_from,
                "from": [p for i, p in enumerate(row["from"]) if p not in row["from"][:i]],
                "scoring": json.loads(row["text"]),
            }
        )
    out = {
        "format": "mafia-tui/scorings",
        "repository": "szotin/mafiaratings",
        "url": "https://github.com/szotin/mafiaratings",
        "commit": commit,
        "paths": ["db/alter*.sql (in the order of their numbers)", SAMPLE],
        "made_by": "tests/data/mafiaratings/scorings_extract.py",
        "scorings": entries,
    }
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()

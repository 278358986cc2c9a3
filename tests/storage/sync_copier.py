"""A small two-way folder sync, as Syncthing does it by default, for the shared-folder tests.

Each :meth:`Sync.run` compares both folders with what they held at the last run: a file
changed on one side is copied to the other (temp file + rename, its mtime kept); changed on
both, the newer wins and the older is kept as ``<stem>.sync-conflict-<when>-<side>.json``; a
file gone from one side since the last run is deleted on the other (deletions are carried
over). Our lock files are left alone (an OS lock cannot travel), and so are both tools' temp
files.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

Seen = dict[str, tuple[int, int]]


def _scan(root: Path) -> Seen:
    found: Seen = {}
    for path in sorted(root.rglob("*")):
        name = path.name
        if not path.is_file() or path.is_symlink():
            continue
        if name.endswith(".lock") or name.startswith((".tmp-", ".syncthing.")):
            continue
        st = path.stat()
        found[str(path.relative_to(root))] = (st.st_size, st.st_mtime_ns)
    return found


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    tmp = dst.with_name(f".syncthing.{dst.name}.tmp")
    tmp.write_bytes(src.read_bytes())
    st = src.stat()
    os.utime(tmp, ns=(st.st_atime_ns, st.st_mtime_ns))
    os.replace(tmp, dst)


@dataclass
class Sync:
    """Two folders kept alike; :attr:`deleted` lists every deletion it carried over."""

    a: Path
    b: Path
    last: set[str] = field(default_factory=set)
    seen_a: Seen = field(default_factory=dict)
    seen_b: Seen = field(default_factory=dict)
    deleted: list[str] = field(default_factory=list)
    conflicts: int = 0
    keep_conflicts: bool = True
    """False: a file changed on both sides keeps the newer version only, no conflict copy
    (what Syncthing did with two tables' ``roster.json`` in issue #39)."""

    def run(self) -> None:
        now_a, now_b = _scan(self.a), _scan(self.b)
        for rel in sorted(set(now_a) | set(now_b) | self.last):
            in_a, in_b = rel in now_a, rel in now_b
            if not in_a and not in_b:
                continue
            if rel in self.last and (not in_a or not in_b):  # gone on one side: carry it
                gone_from, keep = (self.b, self.a) if in_a else (self.a, self.b)
                changed = (now_a if in_a else now_b)[rel] != (
                    self.seen_a if in_a else self.seen_b
                ).get(rel)
                if changed:  # changed on the other side meanwhile: the change wins
                    _copy(keep / rel, gone_from / rel)
                else:
                    (keep / rel).unlink()
                    self.deleted.append(rel)
                continue
            if in_a and not in_b:
                _copy(self.a / rel, self.b / rel)
            elif in_b and not in_a:
                _copy(self.b / rel, self.a / rel)
            elif now_a[rel] != now_b[rel]:
                self._settle(rel, now_a[rel] != self.seen_a.get(rel),
                             now_b[rel] != self.seen_b.get(rel))  # fmt: skip
        self.seen_a, self.seen_b = _scan(self.a), _scan(self.b)
        self.last = set(self.seen_a) & set(self.seen_b)

    def _settle(self, rel: str, changed_a: bool, changed_b: bool) -> None:
        pa, pb = self.a / rel, self.b / rel
        if pa.read_bytes() == pb.read_bytes():
            return
        if changed_a and changed_b:  # both: the newer wins, the older is kept beside it
            newer, older = (pa, pb) if pa.stat().st_mtime_ns >= pb.stat().st_mtime_ns else (pb, pa)
            self.conflicts += 1
            if self.keep_conflicts:
                stem = rel[: -len(".json")] if rel.endswith(".json") else rel
                kept = f"{stem}.sync-conflict-20261206-120000-{self.conflicts:07d}.json"
                _copy(older, self.a / kept)
                _copy(older, self.b / kept)
            _copy(newer, older)
        elif changed_a:
            _copy(pa, pb)
        else:
            _copy(pb, pa)

"""Mutation score of the rules tests: plant one-line mutants in ``src/mafia_tui/rules/*.py`` and
count those ``tests/unit`` does not catch. Standard library only.

    python bench/mutate_rules.py                  # every mutant (long: ~15 s each)
    python bench/mutate_rules.py --sample 80      # a reproducible random sample
    python bench/mutate_rules.py --list           # the mutants, nothing run
    python bench/mutate_rules.py --only daytime.py --jobs 2 --json out.json

A mutant is one of: a comparison flipped (``<`` to ``<=``, ``==`` to ``!=``, ``in`` to
``not in``...), a whole-number constant changed by one, a one-line statement deleted
(replaced by ``pass``). Each runs on a copy of ``src/`` (the worktree is never touched) with
``pytest tests/unit -x -q`` (its files ordered: the mutated module's own tests first, the
slowest last; see :func:`test_order`); a failing run kills it, a run over ``--timeout`` counts
as killed (a mutant that loops). ``__init__.py`` (the lazy loader) and ``script.py`` (the tests' own
shorthand) are left out: a mutant there fails every test and says nothing about the rules.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
"""The source mutated: a snapshot of it once ``main`` starts, so editing the worktree during a
long run changes nothing."""
SKIP = {"__init__.py", "script.py"}

FLIP: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
"""Each comparison and the one it becomes: a boundary moved by one, or the test negated."""


@dataclass(frozen=True)
class Mutant:
    file: str
    line: int
    col: int
    end_col: int
    kind: str
    before: str
    after: str

    def label(self) -> str:
        return f"{self.file}:{self.line} {self.kind}: {self.before.strip()} -> {self.after.strip()}"


def _docstrings(tree: ast.AST) -> set[int]:
    """Ids of the string constants that are docstrings (or bare strings after a field)."""
    ids = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for stmt in body:
                if (
                    isinstance(stmt, ast.Expr)
                    and isinstance(stmt.value, ast.Constant)
                    and isinstance(stmt.value.value, str)
                ):
                    ids.add(id(stmt))
    return ids


def mutants_of(path: Path) -> list[Mutant]:
    source = path.read_text("utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    docs = _docstrings(tree)
    out: list[Mutant] = []

    def add(node: ast.AST, kind: str, after: str) -> None:
        line = lines[node.lineno - 1]  # type: ignore[attr-defined]
        # ast's columns count UTF-8 bytes: a line with «…» or Cyrillic before the node would
        # be cut in the wrong place (and the mutant not compile)
        raw = line.encode("utf-8")
        col = len(raw[: node.col_offset].decode("utf-8"))  # type: ignore[attr-defined]
        end = len(raw[: node.end_col_offset].decode("utf-8"))  # type: ignore[attr-defined]
        out.append(Mutant(path.name, node.lineno, col, end, kind, line[col:end], after))  # type: ignore[attr-defined]

    for node in ast.walk(tree):
        one_line = getattr(node, "lineno", None) and node.lineno == node.end_lineno  # type: ignore
        if not one_line:
            continue
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            flipped = FLIP.get(type(node.ops[0]))
            if flipped is not None:
                add(
                    node,
                    "compare",
                    ast.unparse(ast.Compare(node.left, [flipped()], node.comparators)),
                )
        elif (
            isinstance(node, ast.Constant)
            and type(node.value) is int
            and not isinstance(node.value, bool)
        ):
            add(node, "constant", repr(node.value + 1))
        elif (
            isinstance(
                node, (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.Raise)
            )
            and id(node) not in docs
        ):
            if isinstance(node, ast.AnnAssign) and node.value is None:
                continue
            add(node, "delete", "pass")
    return sorted(out, key=lambda m: (m.file, m.line, m.col, m.kind))


def rules_dir() -> Path:
    return SRC / "mafia_tui" / "rules"


def all_mutants(only: str | None) -> list[Mutant]:
    files = sorted(p for p in rules_dir().glob("*.py") if p.name not in SKIP)
    if only:
        files = [p for p in files if p.name in only.split(",")]
    return [m for p in files for m in mutants_of(p)]


def apply(src_root: Path, m: Mutant) -> bool:
    """Write mutant ``m`` into the copy at ``src_root``; False if it does not compile."""
    path = src_root / "mafia_tui" / "rules" / m.file
    lines = (rules_dir() / m.file).read_text("utf-8").splitlines(keepends=True)
    line = lines[m.line - 1]
    lines[m.line - 1] = line[: m.col] + m.after + line[m.end_col :]
    text = "".join(lines)
    try:
        compile(text, str(path), "exec")
    except SyntaxError:
        return False
    path.write_text(text, "utf-8")
    return True


SLOW_LAST = (
    "test_seating_constraints.py",
    "test_public_view_secrets.py",
    "test_properties.py",
    "test_reader.py",
    "test_property_rulings.py",
    "test_jobs.py",
    "test_headless.py",
)
"""The unit test files that take longest (seconds each): run last, so that ``-x`` stops a
killed mutant's run before them when a quicker test catches it. The same tests run either
way; only the order differs."""


def test_order(m: Mutant) -> list[str]:
    """``tests/unit``'s files for mutant ``m``: those named after its module first (a mutant of
    ``scoring.py`` meets ``test_scoring*.py`` first), the slow ones last."""
    files = sorted(p.name for p in (ROOT / "tests" / "unit").glob("test_*.py"))
    stem = m.file.removesuffix(".py").split("_")[0]

    def rank(name: str) -> tuple[int, str]:
        if name in SLOW_LAST:
            return 2 + SLOW_LAST.index(name), name
        return (0 if stem in name else 1), name

    return [f"tests/unit/{name}" for name in sorted(files, key=rank)]


def run(m: Mutant, timeout: float, python: str) -> tuple[str, float]:
    """'killed', 'survived', 'timeout' or 'invalid', and the seconds it took."""
    with tempfile.TemporaryDirectory(prefix="mutant-") as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(SRC, src, ignore=shutil.ignore_patterns("__pycache__"))
        if not apply(src, m):
            return "invalid", 0.0
        env = dict(
            os.environ,
            PYTHONPATH=str(src),
            PYTHONDONTWRITEBYTECODE="1",
            MAFIA_HYPOTHESIS_EXAMPLES=os.environ.get("MAFIA_HYPOTHESIS_EXAMPLES", "60"),
        )
        start = time.monotonic()
        try:
            done = subprocess.run(
                [
                    python,
                    "-m",
                    "pytest",
                    *test_order(m),
                    "-x",
                    "-q",
                    "-p",
                    "no:cacheprovider",
                    "-p",
                    "no:randomly",
                ],
                cwd=ROOT,
                env=env,
                capture_output=True,
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired:
            return "timeout", time.monotonic() - start
        took = time.monotonic() - start
        return ("survived" if done.returncode == 0 else "killed"), took


def survivors_again(earlier: list[dict[str, object]], mutants: list[Mutant]) -> list[Mutant]:
    """The current mutants matching the survivors of an earlier run (same file, kind and text;
    the nearest line), so a rerun after edits tries exactly those again."""
    found = []
    for r in earlier:
        if r["outcome"] != "survived":
            continue
        same = [
            m
            for m in mutants
            if (m.file, m.kind, m.before, m.after)
            == (r["file"], r["kind"], r["before"], r["after"])
        ]
        if same:
            found.append(
                min(
                    same,
                    key=lambda m: (
                        abs(m.line - int(r["line"])),  # type: ignore
                        abs(m.col - int(r["col"])),
                    ),
                )
            )  # type: ignore
        else:
            print(f"gone      {r['file']}:{r['line']} {r['before']} (the code changed)")
    return found


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sample", type=int, default=0, help="run this many, drawn at random")
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--only", help="comma-separated file names in rules/")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=180)
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--json", help="write every result here")
    ap.add_argument(
        "--rerun",
        help="only the survivors of an earlier --json (found again by "
        "their text, so edits that moved lines do not matter)",
    )
    ap.add_argument("--python", default=sys.executable)
    args = ap.parse_args(argv)

    global SRC
    snapshot = tempfile.TemporaryDirectory(prefix="mutate-src-")
    SRC = Path(snapshot.name) / "src"
    shutil.copytree(ROOT / "src", SRC, ignore=shutil.ignore_patterns("__pycache__"))
    mutants = all_mutants(args.only)
    if args.rerun:
        mutants = survivors_again(json.loads(Path(args.rerun).read_text("utf-8")), mutants)
    elif args.sample and args.sample < len(mutants):
        mutants = sorted(
            random.Random(args.seed).sample(mutants, args.sample),
            key=lambda m: (m.file, m.line, m.col),
        )
    if args.list:
        for m in mutants:
            print(m.label())
        print(f"{len(mutants)} mutants")
        return 0

    results: list[dict[str, object]] = []

    def one(m: Mutant) -> dict[str, object]:
        outcome, took = run(m, args.timeout, args.python)
        print(f"{outcome:9} {took:5.1f}s  {m.label()}", flush=True)
        return {**asdict(m), "outcome": outcome, "seconds": round(took, 1)}

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(one, mutants))
    counted = [r for r in results if r["outcome"] != "invalid"]
    killed = sum(1 for r in counted if r["outcome"] in ("killed", "timeout"))
    survivors = [r for r in counted if r["outcome"] == "survived"]
    print(
        f"\n{killed}/{len(counted)} killed: mutation score "
        f"{100 * killed / max(1, len(counted)):.1f}% ({len(survivors)} survived, "
        f"{len(results) - len(counted)} did not compile)"
    )
    for r in survivors:
        print(
            f"  survived  {r['file']}:{r['line']} {r['kind']}: {str(r['before']).strip()} -> "
            f"{r['after']}"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1), "utf-8")
    snapshot.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

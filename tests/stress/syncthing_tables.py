"""Two tables of a tournament sharing one folder through real Syncthing (issue #39, item 6).

    .venv/bin/python tests/stress/syncthing_tables.py [--runs N] [--keep DIR]

Needs Debian's ``syncthing`` (``apt-get install syncthing``); POSIX only; not part of the test
suite (a run takes about a minute). Everything is on 127.0.0.1: two Syncthing instances with
discovery, relays and NAT off, each with its own home and its own data dir, sharing that data
dir as one folder with the ignore patterns docs/TOURNAMENT.md gives a head judge (read from the
page itself, between its ``stignore`` markers). Each step is bounded in time; the whole run
gives up after :data:`DEADLINE` seconds.

What a run does, as a tournament would:

1. the head judge's laptop (table A) writes the tournament file (``seating --tournament``);
2. both tables judge a round at once, action by action, each in its own process;
3. both tables add a player to the roster and the tournament at the same moment;
4. the second round: table B's Syncthing is stopped mid-game (a pulled cable), both tables
   judge on, then it starts again;
5. the head judge renames a player, queues every game and publishes them to a local stand-in
   of the mafiaratings server (tests/hub_server.py).

Then it checks that no game, roster entry or outcome was lost or doubled: the same game files
on both laptops, byte for byte, and no conflict copy; both rosters hold both new players and
the renamed one; the server received each game once, and both outboxes say sent; both tables
print the same tournament table. Prints one line per check and the timings; exit 0 when every
check of every run passed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.hub_server import Hub, running  # noqa: E402

DEADLINE = 300.0
"""Seconds a run may take before it is given up."""
SETTLE = 90.0
"""Seconds the two folders may take to agree after a step."""
CUP = "Кубок Синхронизации"
EXAMPLES = ROOT / "examples" / "tournament-cup"
ROUNDS = (("cup-q1-t1.json", "cup-q1-t2.json"), ("cup-q2-t1.json", "cup-q2-t2.json"))
"""The games each round judges again: table A's and table B's (the example cup's actions)."""
RENAMED = ("Гроза-77", "Гроза")
PASSWORD = "секрет"
APP = [sys.executable, "-m", "mafia_tui"]


# --- the two laptops ---------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Laptop:
    """One table: its machine name, data dir (the shared folder) and Syncthing."""

    def __init__(self, name: str, base: Path) -> None:
        self.name = name
        self.data = base / f"data-{name}"
        self.home = base / f"syncthing-{name}"
        self.gui = _free_port()
        self.listen = _free_port()
        self.apikey = hashlib.sha256(f"{name}{time.time()}".encode()).hexdigest()[:32]
        self.proc: subprocess.Popen[bytes] | None = None
        self.device = ""
        self.data.mkdir(parents=True)
        subprocess.run(
            ["syncthing", "generate", f"--home={self.home}", "--no-default-folder"],
            check=True,
            capture_output=True,
            timeout=60,
        )
        out = subprocess.run(
            ["syncthing", "serve", f"--home={self.home}", "--device-id"],
            check=True,
            capture_output=True,
            text=True,
            timeout=60,
        )
        self.device = out.stdout.strip()

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("MAFIA_TUI_")}
        env["MAFIA_TUI_MACHINE"] = f"table-{self.name}"
        env["PYTHONPATH"] = os.pathsep.join((str(ROOT), str(ROOT / "src")))
        return env

    def app(self, *args: str, check: bool = True, extra: dict[str, str] | None = None) -> str:
        """Run ``mafia-tui ARGS --data-dir <this laptop's>``; its output."""
        done = subprocess.run(
            [*APP, *args, "--data-dir", str(self.data), "--lang", "en"],
            capture_output=True,
            text=True,
            timeout=120,
            env={**self.env(), **(extra or {})},
            cwd=ROOT,
        )
        if check and done.returncode != 0:
            raise RuntimeError(f"{self.name}: {' '.join(args)}: {done.stderr or done.stdout}")
        return done.stdout

    def configure(self, peer: Laptop, ignores: str) -> None:
        """Loopback only; the shared folder with ``peer``; the documented ignore patterns."""
        path = self.home / "config.xml"
        tree = ET.parse(path)
        top = tree.getroot()
        gui = top.find("gui")
        assert gui is not None
        gui.set("tls", "false")
        _set(gui, "address", f"127.0.0.1:{self.gui}")
        _set(gui, "apikey", self.apikey)
        options = top.find("options")
        assert options is not None
        for key, value in {
            "listenAddress": f"tcp://127.0.0.1:{self.listen}",
            "globalAnnounceEnabled": "false",
            "localAnnounceEnabled": "false",
            "relaysEnabled": "false",
            "natEnabled": "false",
            "urAccepted": "-1",
            "crashReportingEnabled": "false",
            "startBrowser": "false",
            "autoUpgradeIntervalH": "0",
        }.items():
            for old in options.findall(key):
                options.remove(old)
            _set(options, key, value)
        device = ET.SubElement(top, "device", id=peer.device, name=peer.name)
        device.set("compression", "metadata")
        _set(device, "address", f"tcp://127.0.0.1:{peer.listen}")
        folder = ET.SubElement(top, "folder", id="cup", label=CUP, path=str(self.data))
        folder.set("type", "sendreceive")
        folder.set("rescanIntervalS", "10")
        folder.set("fsWatcherEnabled", "true")
        folder.set("fsWatcherDelayS", "1")
        for who in (self.device, peer.device):
            ET.SubElement(folder, "device", id=who)
        tree.write(path)
        (self.data / ".stignore").write_text(ignores, encoding="utf-8")

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [
                "syncthing",
                "serve",
                f"--home={self.home}",
                "--no-browser",
                "--no-restart",
                "--no-upgrade",
                f"--logfile={self.home / 'syncthing.log'}",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "STNOUPGRADE": "1"},
        )
        _wait(lambda: self._rest("/rest/system/ping") is not None, 60, f"{self.name} starts")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        self.proc = None

    def _rest(self, path: str) -> Any:
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.gui}{path}", headers={"X-API-Key": self.apikey}
        )
        try:
            with urllib.request.urlopen(request, timeout=5) as answer:  # noqa: S310 - loopback
                return json.loads(answer.read())
        except (OSError, ValueError):
            return None

    def connected(self, peer: Laptop) -> bool:
        found = self._rest("/rest/system/connections")
        conns = (found or {}).get("connections", {})
        return bool(conns.get(peer.device, {}).get("connected"))


def _set(parent: ET.Element, tag: str, text: str) -> None:
    node = parent.find(tag)
    if node is None:
        node = ET.SubElement(parent, tag)
    node.text = text


def _wait(ok: Callable[[], bool], seconds: float, what: str) -> float:
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        if ok():
            return time.monotonic() - start
        time.sleep(0.25)
    raise TimeoutError(f"{what}: not within {seconds:.0f} s")


def ignore_patterns() -> str:
    """The ``.stignore`` docs/TOURNAMENT.md gives a head judge (between its markers)."""
    page = (ROOT / "docs" / "TOURNAMENT.md").read_text(encoding="utf-8")
    block = page.split("<!-- stignore:start -->")[1].split("<!-- stignore:end -->")[0]
    lines = block.strip().splitlines()
    return "\n".join(line for line in lines if not line.startswith("```")) + "\n"


# --- what the folders hold ------------------------------------------------------------------


def shared(data: Path, ignores: str) -> dict[str, str]:
    """Every file Syncthing should carry (the ignore patterns' own test is Syncthing's:
    here only what the page names, by suffix and prefix), with its content's hash."""
    out = {}
    for path in sorted(data.rglob("*")):
        rel = path.relative_to(data).as_posix()
        if not path.is_file() or _ignored(rel):
            continue
        out[rel] = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    return out


def _ignored(rel: str) -> bool:
    """What the documented ignore patterns keep at home, and Syncthing's own files."""
    name = rel.rsplit("/", 1)[-1]
    top = rel.split("/", 1)[0]
    if top in ("journal", "quarantine", "standings", "seating") or rel.startswith(".st"):
        return True
    if name.startswith((".tmp-", ".syncthing.", "~syncthing~")) or name.endswith(".lock"):
        return True
    home = ("catalogue.", "results-cache.", "last-game", "settings.json")
    return "/" not in rel and name.startswith(home)


def settle(a: Laptop, b: Laptop, ignores: str, seconds: float = SETTLE) -> float:
    """Wait until both folders hold the same files, stable for two seconds."""
    stable: list[float] = []

    def same() -> bool:
        now = shared(a.data, ignores) == shared(b.data, ignores)
        if not now:
            stable.clear()
            return False
        stable.append(time.monotonic())
        return stable[-1] - stable[0] >= 2.0

    return _wait(same, seconds, "the folders agree")


# --- the tables' work ---------------------------------------------------------------------


def judge(root: Path, example: str, table: int, number: int, delay: float) -> None:
    """Table process: judge the example's game again, one action at a time, as game
    ``number`` of table ``table`` of the cup (run with ``--judge``)."""
    from mafia_tui.rules.record import game_from_dict, game_to_dict
    from mafia_tui.session import Archive
    from mafia_tui.storage import read_game_path

    source = read_game_path(EXAMPLES / example).game
    data = game_to_dict(source, with_actions=False)
    data.pop("after", None)  # the results desk's part: the game is judged anew
    data["id"] = f"sync-r{number}-t{table}"
    data["header"].update(tournament=CUP, table=table, game_number=number)
    session = Archive(root).create(game_from_dict(data))
    for action in source.log:
        session.apply(action)
        time.sleep(delay)
    session.close()


def _actions(table: Laptop, number: int) -> int:
    """How many actions table B's (``t2``) game of round ``number`` holds on ``table``'s disk."""
    path = table.data / "games" / f"sync-r{number}-t2.json"
    try:
        return len(json.loads(path.read_bytes()).get("actions", []))
    except (OSError, ValueError):
        return 0


def both_judge(a: Laptop, b: Laptop, number: int, during: Callable[[], None] | None) -> None:
    """Table A and table B judge round ``number`` at once; ``during`` runs meanwhile."""
    games = ROUNDS[number - 1]
    procs = [
        subprocess.Popen(
            [sys.executable, __file__, "--judge", str(t.data), games[i], str(i + 1), str(number)],
            env=t.env(),
            cwd=ROOT,
        )
        for i, t in enumerate((a, b))
    ]
    if during is not None:
        during()
    for proc in procs:
        if proc.wait(120) != 0:
            raise RuntimeError("a table's judging process failed")


# --- one run -------------------------------------------------------------------------------


@contextmanager
def laptops(keep: Path | None) -> Iterator[tuple[Laptop, Laptop, str]]:
    base = Path(tempfile.mkdtemp(prefix="mafia-sync-"))
    a, b = Laptop("A", base), Laptop("B", base)
    ignores = ignore_patterns()
    a.configure(b, ignores)
    b.configure(a, ignores)
    try:
        a.start()
        b.start()
        yield a, b, ignores
    finally:
        a.stop()
        b.stop()
        if keep is not None:
            shutil.copytree(base, keep / base.name, dirs_exist_ok=True)
        shutil.rmtree(base, ignore_errors=True)


def run_once(keep: Path | None) -> list[tuple[str, bool, str]]:
    """One tournament on two laptops; (check, passed, detail) for each check."""
    checks: list[tuple[str, bool, str]] = []
    times: dict[str, float] = {}
    start = time.monotonic()
    with laptops(keep) as (a, b, ignores):
        times["connect"] = _wait(lambda: a.connected(b) and b.connected(a), 60, "connected")
        names = a.data.parent / "names.txt"
        cup = json.loads((EXAMPLES / "tournament.json").read_text(encoding="utf-8"))
        names.write_text("\n".join(cup["participants"]) + "\n", encoding="utf-8")
        a.app("seating", "--tournament", CUP, "--names", str(names), "--tables", "1",
              "--games", "5", "--iterations", "200")  # fmt: skip
        times["plan"] = settle(a, b, ignores)
        both_judge(a, b, 1, None)
        times["round 1"] = settle(a, b, ignores)
        adders = [
            subprocess.Popen(
                [*APP, "roster", "add", nick, "--tournament", CUP, "--data-dir", str(t.data)],
                env=t.env(),
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
            )  # fmt: skip
            for t, nick in ((a, "Дельта"), (b, "Эпсилон"))
        ]
        added = [p.wait(60) for p in adders]
        checks.append(("both adds answered 0", added == [0, 0], str(added)))
        times["adds"] = settle(a, b, ignores)

        def pull_the_cable() -> None:
            _wait(lambda: _actions(b, 2) >= 10, 60, "table B's game under way")
            b.stop()
            before = _actions(b, 2)
            _wait(lambda: _actions(b, 2) >= before + 10, 60, "table B judges on alone")
            apart.append(shared(a.data, ignores) != shared(b.data, ignores))

        apart: list[bool] = []
        both_judge(a, b, 2, pull_the_cable)
        checks.append(("the tables went apart while the cable was out", apart == [True], ""))
        b.start()
        times["reconnect"] = _wait(lambda: a.connected(b), 60, "reconnected")
        times["round 2"] = settle(a, b, ignores)
        a.app("roster", "rename", *RENAMED, "--tournament", CUP)
        times["rename"] = settle(a, b, ignores)
        with running(Hub()) as hub:
            a.app("publish", "--server", hub.url, "--user", hub.user)
            ids = sorted(p.stem for p in (a.data / "games").glob("sync-*.json"))
            a.app("publish", "--queue-tournament", CUP, "--event", "1", "--club", "1")
            a.app("publish", extra={"MAFIA_TUI_HUB_PASSWORD": PASSWORD})
            a.app("publish", extra={"MAFIA_TUI_HUB_PASSWORD": PASSWORD})  # again: nothing new
            received = sorted(
                f"sync-r{g.json['gameNum']}-t{g.json['tableNum']}" for g in hub.stored()
            )
        times["publish"] = settle(a, b, ignores)
        checks += verify(a, b, ignores, ids, received)
    times["total"] = time.monotonic() - start
    checks.append(("timings (s)", True, ", ".join(f"{k} {v:.1f}" for k, v in times.items())))
    return checks


def roster_of(table: Laptop) -> Any:
    """The table's roster as ``roster export --format json`` writes it."""
    out = table.data.parent / f"roster-{table.name}.json"
    table.app("roster", "export", str(out), "--format", "json")
    return json.loads(out.read_text(encoding="utf-8"))


def verify(
    a: Laptop, b: Laptop, ignores: str, ids: list[str], received: list[str]
) -> list[tuple[str, bool, str]]:
    out: list[tuple[str, bool, str]] = []
    expected = sorted(f"sync-r{r}-t{t}" for r in (1, 2) for t in (1, 2))
    files_a, files_b = shared(a.data, ignores), shared(b.data, ignores)
    games_a = sorted(k for k in files_a if k.startswith("games/") and k.endswith(".json"))
    out.append(("no game lost or doubled", ids == expected, f"{len(ids)} games: {ids}"))
    out.append(("both folders hold the same files", files_a == files_b, f"{len(files_a)} files"))
    conflicts = [k for k in {**files_a, **files_b} if ".sync-conflict-" in k]
    out.append(("no conflict copy anywhere", not conflicts, ", ".join(conflicts) or "none"))
    out.append(
        (
            "game files byte-identical",
            all(files_a[g] == files_b.get(g) for g in games_a),
            f"{len(games_a)} files in games/",
        )
    )
    nicks = [sorted(p["nick"] for p in roster_of(t)["players"]) for t in (a, b)]
    wanted = {"Дельта", "Эпсилон", RENAMED[1]}
    out.append(
        (
            "both rosters hold both new players and the renamed one",
            nicks[0] == nicks[1] and wanted <= set(nicks[0]) and RENAMED[0] not in nicks[0],
            f"{len(nicks[0])} players",
        )
    )
    listed = [
        a.app("roster", "list", "--tournament", CUP),
        b.app("roster", "list", "--tournament", CUP),
    ]
    out.append(
        (
            "both tournaments list the new players",
            listed[0] == listed[1] and "Дельта" in listed[0] and "Эпсилон" in listed[0],
            "",
        )
    )
    sent = received == sorted(ids)
    out.append(
        ("the server received each game once", sent, f"{len(received)} posts for {len(ids)} games")
    )
    states = [json.loads(t.app("publish", "--list", "--json")) for t in (a, b)]
    all_sent = all(len(s) == len(ids) and all(r["state"] == "sent" for r in s) for s in states)
    out.append(("both outboxes say sent", all_sent, ""))
    tables = [t.app("standings", CUP, "--json") for t in (a, b)]
    rows = json.loads(tables[0])["rows"]
    out.append(
        ("both tables print the same tournament table", tables[0] == tables[1], f"{len(rows)} rows")
    )
    out.append(
        (
            "the renamed player has one row",
            sum(r["nick"] == RENAMED[1] for r in rows) == 1
            and all(r["nick"] != RENAMED[0] for r in rows),
            "",
        )
    )
    return out


def main() -> int:
    if sys.platform == "win32":
        raise NotImplementedError("the harness is POSIX (SIGALRM)")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="copy each run's folders and logs here")
    parser.add_argument("--judge", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.judge:
        root, example, table, number = args.judge
        judge(Path(root), example, int(table), int(number), 0.1)
        return 0
    if shutil.which("syncthing") is None:
        print("syncthing is not installed: apt-get install syncthing", file=sys.stderr)
        return 2

    def give_up(*_: object) -> None:
        raise TimeoutError(f"the run took over {DEADLINE:.0f} s")

    signal.signal(signal.SIGALRM, give_up)
    failed = 0
    for run in range(1, args.runs + 1):
        signal.alarm(int(DEADLINE))  # a run that hangs is a failure, not a wait
        try:
            checks = run_once(args.keep)
        except (RuntimeError, TimeoutError) as exc:
            checks = [("the run completed", False, str(exc))]
        finally:
            signal.alarm(0)
        print(f"run {run}:")
        for name, ok, detail in checks:
            print(f"  {'ok  ' if ok else 'FAIL'} {name}{': ' + detail if detail else ''}")
            failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())

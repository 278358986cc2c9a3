"""Publish a tournament to the real mafiaratings code, run on this machine, once (issue 36).

    .venv/bin/python tests/stress/real_hub.py [--mirror GIT_DIR] [--keep]

Not part of the test suite (it needs root-free but heavy set-up and minutes). It needs
Debian's ``php-cli``, ``php-mysql`` and ``mariadb-server``
(``apt-get install -y php-cli php-mysql mariadb-server``) and a local git copy of
szotin/mafiaratings: ``--mirror``, else ``$MAFIARATINGS_GIT``, else the mirror at
/work/.mirror/szotin+mafiaratings/repo. Nothing is fetched and no line of that code is copied
here: at run time the site is checked out of the git copy into a temporary folder, its own
``db/create_sample_db.sql`` fills a private MariaDB (a data dir of its own, 127.0.0.1 on a free
port, root without a password, a ``sql_mode`` without STRICT, small buffers), and PHP's
built-in server serves the site (the code takes 127.0.0.1 for its testing server and logs into
database ``mafia`` as root).

Then, as a head judge would, through ``session.publish`` (what ``mafia-tui publish`` runs):

1. the example tournament (12 games; the roster gives its players the ids of sample users) is
   queued at once and sent as
   user ``admin`` to event 1 with a deadline far too short for ``create``'s answer, so every
   outcome is unknown; then published again, which must ask the server and post nothing;
2. a game gets an extra (a change after sending) and is published: the same server game;
3. a game is voided, its deletion confirmed, and published: it is gone;
4. published again with nothing changed: nothing posted, nothing asked (the server's copy,
   as ``api/get/games.php`` gives it back, reads as what was sent);
5. a second laptop sharing ``games/`` and the roster (its own outbox) queues and
   publishes the tournament: every game is found there, none posted twice (without the
   roster its documents would lack the players' ids, and it would ask instead);
6. the first laptop adds an extra and publishes; the second, whose copy is now older, does
   not overwrite it (it asks).

After each step it prints what the server's database holds: our games, any game twice, the
player rows of each. Everything it started is stopped at the end (MariaDB too), and the
temporary folder removed unless ``--keep``.
"""

from __future__ import annotations

import argparse
import contextlib
import getpass
import io
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from mafia_tui.__main__ import main as mafia_tui_main  # noqa: E402
from mafia_tui.hub.client import Answer, Login, create_game  # noqa: E402
from mafia_tui.hub.ops import HubOps  # noqa: E402
from mafia_tui.session import Archive  # noqa: E402
from mafia_tui.session.desk import Desk  # noqa: E402
from mafia_tui.session.publish import (  # noqa: E402
    ServerIds,
    attempt_text,
    configure,
    confirm_delete,
    queue_tournament,
    send_pending,
)
from mafia_tui.storage.outbox import Outbox  # noqa: E402

MIRROR = Path("/work/.mirror/szotin+mafiaratings/repo")
TOURNAMENT = "Кубок Примера 2026"
SAMPLE_USERS = [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 761]
"""Users of the sample database, put on the roster as the tournament's players' ids."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Site:
    """A private MariaDB and PHP's built-in server with the mafiaratings site."""

    def __init__(self, mirror: Path, folder: Path) -> None:
        self.mirror, self.folder = mirror, folder
        self.db_port, self.web_port = free_port(), free_port()
        self.url = f"http://127.0.0.1:{self.web_port}"
        self.children: list[subprocess.Popen[bytes]] = []

    def git(self, *args: str) -> bytes:
        return subprocess.run(["git", f"--git-dir={self.mirror}", *args], check=True,
                              capture_output=True).stdout  # fmt: skip

    def start(self) -> None:
        data = self.folder / "db"
        user = getpass.getuser()
        subprocess.run(["mariadb-install-db", f"--user={user}", f"--datadir={data}",
                        "--auth-root-authentication-method=normal", "--skip-test-db"],
                       check=True, capture_output=True)  # fmt: skip
        self.spawn(["mariadbd", f"--user={user}", f"--datadir={data}",
                    f"--port={self.db_port}", "--bind-address=127.0.0.1",
                    f"--socket={self.folder / 'db.sock'}", f"--pid-file={self.folder / 'db.pid'}",
                    "--sql-mode=NO_ENGINE_SUBSTITUTION", "--innodb-buffer-pool-size=32M",
                    "--performance-schema=OFF", "--skip-log-bin",
                    f"--log-error={self.folder / 'db.err'}"])  # fmt: skip
        self.wait(lambda: self.sql("SELECT 1", database="") == [["1"]], "MariaDB")
        dump = self.git("show", "HEAD:db/create_sample_db.sql")
        subprocess.run(self.client(""), input=dump, check=True, capture_output=True)
        site = self.folder / "site"
        site.mkdir()
        archive = self.git("archive", "HEAD", "--", ".", *self.absent())
        subprocess.run(["tar", "-x", "-C", str(site)], input=archive, check=True)
        shutil.copy(site / "include" / "api_empty_keys.php", site / "include" / "api_keys.php")
        self.spawn(["php", "-d", f"mysqli.default_port={self.db_port}", "-d", "display_errors=0",
                    "-d", "log_errors=1", "-d", f"error_log={self.folder / 'php.err'}",
                    "-S", f"127.0.0.1:{self.web_port}", "-t", str(site)], cwd=site)  # fmt: skip
        self.wait(self.answers, "PHP")

    def absent(self) -> list[str]:
        """Pathspecs leaving out the blobs the git copy does not hold (large binaries)."""
        listing = self.git("ls-tree", "-r", "HEAD").decode().splitlines()
        blobs = [(line.split()[2], line.split("\t", 1)[1]) for line in listing]
        check = subprocess.run(["git", f"--git-dir={self.mirror}", "cat-file", "--batch-check"],
                               input="\n".join(b for b, _ in blobs).encode(),
                               capture_output=True).stdout  # fmt: skip
        missing = {line.split()[0] for line in check.decode().splitlines() if "missing" in line}
        return [f":!{path}" for blob, path in blobs if blob in missing]

    def spawn(self, command: list[str], cwd: Path | None = None) -> None:
        log = open(self.folder / f"{Path(command[0]).name}.log", "wb")  # noqa: SIM115
        self.children.append(subprocess.Popen(["nice", "-n", "10", *command], cwd=cwd,
                                              stdout=log, stderr=subprocess.STDOUT))  # fmt: skip

    def wait(self, ready: Any, what: str) -> None:
        end = time.monotonic() + 90
        while time.monotonic() < end:
            try:
                if ready():
                    return
            except (OSError, subprocess.CalledProcessError):
                pass
            time.sleep(0.5)
        raise SystemExit(f"{what} did not start (see {self.folder})")

    def answers(self) -> bool:
        url = f"{self.url}/api/get/games.php?count"
        with urllib.request.urlopen(url, timeout=30) as reply:
            return "count" in json.loads(reply.read())

    def client(self, database: str = "mafia") -> list[str]:
        base = ["mariadb", "-h", "127.0.0.1", "-P", str(self.db_port), "-u", "root", "-N", "-B"]
        return base + ([database] if database else [])

    def sql(self, query: str, database: str = "mafia") -> list[list[str]]:
        out = subprocess.run([*self.client(database), "-e", query], check=True,
                             capture_output=True).stdout.decode()  # fmt: skip
        return [line.split("\t") for line in out.splitlines()]

    def stop(self) -> None:
        for child in reversed(self.children):
            child.terminate()
        for child in self.children:
            try:
                child.wait(30)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait(10)


def held(site: Site) -> str:
    """What the server holds of our games (those with a table and a game number)."""
    rows = site.sql("SELECT id, table_num, game_num, start_time, json FROM games "
                    "WHERE event_id = 1 AND table_num IS NOT NULL ORDER BY id")  # fmt: skip
    keys: Counter[tuple[str, str, str, tuple[Any, ...]]] = Counter()
    for _gid, table, number, start, text in rows:
        names = tuple(p.get("name") for p in json.loads(text).get("players", []))
        keys[(table, number, start, names)] += 1
    twice = sum(n - 1 for n in keys.values() if n > 1)
    players = dict(site.sql("SELECT game_id, COUNT(*) FROM players WHERE game_id IN "
                            "(SELECT id FROM games WHERE event_id = 1 AND table_num IS NOT NULL) "
                            "GROUP BY game_id"))  # fmt: skip
    per_game = Counter(int(players.get(row[0], "0")) for row in rows)
    spread = ", ".join(f"{n} games with {k} players" for k, n in sorted(per_game.items()))
    return f"{len(rows)} of our games, {twice} held twice; {spread or 'none'}"


PLAYERS: list[str] = []


def summary(run: Any) -> str:
    """A run's outcomes by key, and the first line of any question it asked."""
    keys = dict(Counter(a.key for a in run.attempts)) or "nothing posted"
    asked = [
        attempt_text(a, "en").splitlines()[0] for a in run.attempts if a.key.startswith("hold")
    ]
    return f"{keys}" + (f"; e.g. {asked[0]}" if asked else "")


class ShortCreate(HubOps):
    """A deadline far shorter than ``create`` takes: the server stores the game, we never
    read the answer (the outcome is unknown)."""

    def create(self, login: Login, document: dict[str, Any]) -> Answer:
        return create_game(login, document, 0.02, self.cancel)


def run(site: Site, folder: Path) -> None:
    root = folder / "data"
    archive = Archive(root)
    archive.import_path(ROOT / "examples" / "tournament-cup")
    for row in archive.listings(True):
        PLAYERS.extend(n for n in row.nicks if n not in PLAYERS)
    for nick, user in zip(PLAYERS, SAMPLE_USERS, strict=False):  # the roster holds the ids
        cli = ["roster", "add", nick, "--mafiaratings", str(user), "--data-dir", str(root)]
        with contextlib.redirect_stdout(io.StringIO()):
            mafia_tui_main(cli)
    configure(root, site.url, "admin", ServerIds(event=1, club=1, moderator=1))
    queued = queue_tournament(root, TOURNAMENT)
    print(f"queued: {len(queued)} games of {TOURNAMENT}")
    print(f"before: {held(site)}")

    first = send_pending(root, "1", hub=ShortCreate())
    keys = Counter(a.key for a in first.attempts)
    print(f"1. sent with a deadline too short for the answer: {dict(keys)}")
    time.sleep(3)  # PHP's built-in server may still be storing the last one
    print(f"   the server holds {held(site)}")
    again = send_pending(root, "1")
    creates = Counter(a.key for a in again.attempts)
    print(f"   published again (asks first): {dict(creates) or 'nothing posted'}")
    entries, _ = Outbox(root).entries()
    states = Counter(e.state for e in entries)
    known = sum(1 for e in entries if e.server_game_id is not None)
    print(f"   the outbox: {dict(states)}, {known} with their server game id")
    print(f"   the server holds {held(site)}")

    game = "cup-q2-t1"
    before = Outbox(root).get(game)
    session = archive.open(game)
    try:
        Desk(session).add_extra(5, "0,3", "Лидер игры")
    finally:
        session.close()
    changed = send_pending(root, "1")
    print("2. an extra after sending: " + "; ".join(attempt_text(a, "en").splitlines()[0]
                                                   for a in changed.attempts))  # fmt: skip
    after = Outbox(root).get(game)
    assert before is not None and after is not None
    [[text]] = site.sql(f"SELECT json FROM games WHERE id = {after.server_game_id}")
    bonus = json.loads(text)["players"][4].get("bonus")
    print(
        f"   server game id before {before.server_game_id}, after {after.server_game_id}; "
        f"seat 5's bonus there: {bonus}"
    )
    print(f"   the server holds {held(site)}")

    void = "cup-f4-t1"
    session = archive.open(void)
    try:
        Desk(session).void("a test game", "Сидоров")
    finally:
        session.close()
    waiting = send_pending(root, "1")
    print("3. voided: " + "; ".join(attempt_text(a, "en").splitlines()[0]
                                    for a in waiting.attempts))  # fmt: skip
    confirm_delete(root, void)
    deleted = send_pending(root, "1")
    print("   deletion confirmed: " + "; ".join(attempt_text(a, "en").splitlines()[0]
                                                for a in deleted.attempts))  # fmt: skip
    print(f"   the server holds {held(site)}")

    quiet = send_pending(root, "1")
    print(f"4. published again, nothing changed: {summary(quiet)}")

    other = folder / "laptop-b"  # shares games/ and has the roster; its own outbox
    shutil.copytree(root / "games", other / "games")
    shutil.copy(root / "roster.json", other / "roster.json")
    configure(other, site.url, "admin", ServerIds(event=1, club=1, moderator=1))
    queue_tournament(other, TOURNAMENT)
    second = send_pending(other, "1")
    print(f"5. a second laptop (games/ shared) publishes: {summary(second)}")
    print(f"   the server holds {held(site)}")

    game = "cup-q3-t1"
    session = archive.open(game)
    try:
        Desk(session).add_extra(3, "0,2", "Лучший ход")
    finally:
        session.close()
    send_pending(root, "1")
    stale = send_pending(other, "1")  # laptop B's copy of that game is older
    print(f"6. laptop B's older copy after A's extra: {summary(stale)}")
    print(f"   the server holds {held(site)}")
    errors = (
        (folder / "php.err").read_text("utf-8", "replace") if (folder / "php.err").exists() else ""
    )
    fatal = [line for line in errors.splitlines() if "Fatal" in line]
    print(f"PHP fatal errors: {len(fatal)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", type=Path,
                        default=Path(os.environ.get("MAFIARATINGS_GIT", MIRROR)))  # fmt: skip
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()
    for tool in ("php", "mariadbd", "mariadb-install-db", "mariadb", "git", "tar"):
        if shutil.which(tool) is None and not Path(f"/usr/sbin/{tool}").exists():
            print(f"{tool} is missing: apt-get install -y php-cli php-mysql mariadb-server")
            return 2
    os.environ["PATH"] += os.pathsep + "/usr/sbin"
    folder = Path(tempfile.mkdtemp(prefix="real-hub-"))
    site = Site(args.mirror, folder)
    try:
        site.start()
        print(f"mafiaratings at {site.url} (commit {site.git('rev-parse', 'HEAD').decode()[:7]}),"
              f" MariaDB on 127.0.0.1:{site.db_port}")  # fmt: skip
        run(site, folder)
    finally:
        site.stop()
        if args.keep:
            print(f"kept: {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

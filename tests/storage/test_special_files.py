"""A named pipe where a game file should be never blocks (issue #24, finding 3): the games
list fills, the CLI answers with a message, import reports it; each case runs in a child
process with a timeout, so a regression fails instead of hanging the suite."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_tui.storage.machine import per_machine
from mafia_tui.storage.safe_open import NotRegularFile, read_regular

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_tui", "--lang", "en", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=ROOT,
    )


def test_read_regular_refuses_a_fifo_a_folder_and_a_link_when_asked(tmp_path: Path) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("FIFOs are POSIX")
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "dir.json").mkdir()
    (tmp_path / "real.json").write_bytes(b"{}")
    (tmp_path / "link.json").symlink_to(tmp_path / "real.json")
    for name in ("pipe.json", "dir.json"):
        try:
            read_regular(tmp_path / name, 10)
        except NotRegularFile:
            continue
        raise AssertionError(name)
    assert read_regular(tmp_path / "link.json", 10)[0] == b"{}"
    try:
        read_regular(tmp_path / "link.json", 10, follow=False)
    except NotRegularFile:
        pass
    else:
        raise AssertionError("a link read with follow=False")


def test_a_fifo_named_as_a_game_never_blocks_the_list_or_the_cli(tmp_path: Path) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("FIFOs are POSIX")
    data = tmp_path / "data"
    games = data / "games"
    games.mkdir(parents=True)
    (games / "example-red-win.json").write_bytes((ROOT / "examples/red-win.json").read_bytes())
    os.mkfifo(games / "abc123.json")
    listed = _run("standings", "Кубок Примера", "--data-dir", str(data), "--json")
    assert listed.returncode in (0, 2)
    replay = _run("replay", str(games / "abc123.json"))
    assert replay.returncode == 2 and "not a regular file" in replay.stderr
    pdf = _run("export", str(games / "abc123.json"), "--pdf", str(tmp_path / "p.pdf"))
    assert pdf.returncode == 2 and not (tmp_path / "p.pdf").exists()
    code = (
        "from mafia_tui.session import Archive; import sys;"
        "rows = Archive(sys.argv[1]).listings(); print(len(rows))"
    )
    listing = subprocess.run(
        [sys.executable, "-c", code, str(data)], capture_output=True, text=True, timeout=60
    )
    assert listing.returncode == 0 and listing.stdout.strip() == "1"
    assert (games / "abc123.json").exists()  # left where it is, not moved


def test_pipes_as_the_data_dirs_own_files_never_block(tmp_path: Path) -> None:
    """Settings, the games list cache, the results cache and the last game: a pipe in their
    place is read as missing, in a child process that would hang otherwise."""
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("FIFOs are POSIX")
    data = tmp_path / "data"
    games = data / "games"
    games.mkdir(parents=True)
    (games / "example-red-win.json").write_bytes((ROOT / "examples/red-win.json").read_bytes())
    for name in ("settings.json", "catalogue.json", "results-cache.json", "last-game.json"):
        os.mkfifo(data / name)
    for name in ("catalogue.json", "results-cache.json"):  # the caches are per machine
        os.mkfifo(data / per_machine(name))
    code = (
        "import sys; from pathlib import Path;"
        "from mafia_tui.session import Archive, load_settings, tournament_table;"
        "from mafia_tui.storage.settings import Settings;"
        "root = Path(sys.argv[1]); a = Archive(root); print(len(a.listings()));"
        "print(a.last_game(), load_settings(root) == Settings());"
        "print(len(tournament_table('Кубок Примера', root, name_only=True).standings.rows))"
    )
    run = subprocess.run(
        [sys.executable, "-c", code, str(data)], capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[:3] == ["1", "None True", "10"]


def test_a_socket_and_a_device_named_as_games_are_refused_and_left(tmp_path: Path) -> None:
    """The rest of the special-file matrix: a Unix socket (``open`` fails with ENXIO) and,
    where the suite may create one, a character device (``/dev/null``'s numbers), which
    opens but is no game. Both are refused as not regular files and never moved."""
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("sockets and devices as files are POSIX")
    import socket
    import stat

    data = tmp_path / "data"
    games = data / "games"
    games.mkdir(parents=True)
    (games / "example-red-win.json").write_bytes((ROOT / "examples/red-win.json").read_bytes())
    names = ["sock01.json"]
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(games / "sock01.json"))
        try:
            os.mknod(games / "dev001.json", stat.S_IFCHR | 0o600, os.makedev(1, 3))
            names.append("dev001.json")
        except PermissionError:
            pass  # not root: the socket alone is tried
        for name in names:
            try:
                read_regular(games / name, 10)
            except NotRegularFile:
                pass
            except OSError as exc:  # the socket: the OS refuses to open it
                assert name == "sock01.json", exc
            else:
                raise AssertionError(name)
            replay = _run("replay", str(games / name))
            assert replay.returncode == 2 and "Traceback" not in replay.stderr, replay.stderr
        code = (
            "from mafia_tui.session import Archive; import sys;"
            "a = Archive(sys.argv[1]); print(len(a.listings()), len(a.problems))"
        )
        listing = subprocess.run(
            [sys.executable, "-c", code, str(data)], capture_output=True, text=True, timeout=60
        )
        assert listing.returncode == 0, listing.stderr
        assert listing.stdout.split()[0] == "1"
        for name in names:
            assert (games / name).exists()  # left where they are


def test_the_games_lists_first_screen_and_a_note_never_wait_on_a_pipe(tmp_path: Path) -> None:
    """#39: the catalogue's first rows (read line by line) and a quarantine note shown on the
    start screen went through a plain ``open``, which waits for ever on a pipe."""
    if sys.platform == "win32":
        pytest.skip("a FIFO is POSIX")
    data = tmp_path / "data"
    (data / "quarantine").mkdir(parents=True)
    os.mkfifo(data / per_machine("catalogue.json"))
    os.mkfifo(data / "quarantine" / "x.json.0123.why.txt")
    code = (
        "import sys; from pathlib import Path; from mafia_tui.session import Archive;"
        "a = Archive(Path(sys.argv[1])); notes = a.unacknowledged();"
        "print(a.files.head(10), [a.note_lines(n) for n in notes])"
    )
    run = subprocess.run(
        [sys.executable, "-c", code, str(data)], capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[] [[]]"

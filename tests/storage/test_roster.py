"""The roster: one file per data dir (tinydb's layout), case-folded nicknames, aliases after a
rename, CSV (Excel-safe) and JSON in and out, a damaged file never overwritten, the CLI verb."""

import json
import os
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_tui.__main__ import main
from mafia_tui.session.roster_io import from_csv, from_json, read_roster_file, to_csv, to_json
from mafia_tui.storage.roster import (
    ROSTER_FILE,
    RosterEntry,
    RosterError,
    make_entry,
    open_roster,
)


def test_add_find_and_reopen(tmp_path: Path) -> None:
    roster = open_roster(tmp_path)
    assert roster.problem is None and len(roster) == 0
    roster.add(make_entry({"nick": " Гроза ", "club": "Полночь", "mafiaratings": 1234}))
    again = open_roster(tmp_path)
    entry = again.find("ГРОЗА")
    assert entry == RosterEntry("Гроза", club="Полночь", mafiaratings="1234")
    with pytest.raises(RosterError) as err:
        again.add(RosterEntry("гроза"))
    assert err.value.code == "exists" and "Гроза" in err.value.message("ru")


def test_rename_keeps_the_old_name_as_an_alias(tmp_path: Path) -> None:
    roster = open_roster(tmp_path)
    roster.add(RosterEntry("Грозa", club="Полночь"))  # a Latin "a" typed by mistake
    renamed = roster.rename("Грозa", "Гроза")
    assert renamed == RosterEntry("Гроза", club="Полночь", aliases=("Грозa",))
    reopened = open_roster(tmp_path)
    assert reopened.find("грозa") == renamed and reopened.nicknames() == ["Гроза"]
    with pytest.raises(RosterError):  # an old name is not free for another player
        reopened.add(RosterEntry("Грозa"))
    reopened.add(RosterEntry("Бета"))
    with pytest.raises(RosterError) as err:
        reopened.rename("Бета", "ГРОЗА")
    assert err.value.code == "exists"
    assert open_roster(tmp_path).find("Бета") is not None  # nothing half-applied


@pytest.mark.parametrize(
    "content",
    [
        b"{",
        b"\xff\xfe",
        b"[1, 2]",
        b'{"players": []}',
        b'{"players": {"1": {"nick": ""}}}',
        b'{"players": {"1": {"nick": "a\\u202eb"}}}',
        b'{"players": {"1": {"nick": "A"}, "2": {"nick": "a"}}}',
        b'{"players": {"1": {"nick": "A", "club": ["x"]}}}',
        b"[" * 100000,
    ],
)
def test_a_damaged_roster_opens_empty_and_is_never_overwritten(
    tmp_path: Path, content: bytes
) -> None:
    (tmp_path / ROSTER_FILE).write_bytes(content)
    roster = open_roster(tmp_path)
    assert roster.problem is not None and roster.entries() == []
    assert str(tmp_path / ROSTER_FILE) in roster.problem.message("en")
    with pytest.raises(RosterError):
        roster.add(RosterEntry("Новый"))
    assert (tmp_path / ROSTER_FILE).read_bytes() == content


def test_a_link_or_a_folder_in_place_of_the_roster_is_not_read(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.json"
    target.write_text('{"players": {}}', encoding="utf-8")
    os.symlink(target, tmp_path / ROSTER_FILE)
    roster = open_roster(tmp_path)
    assert roster.problem is not None and roster.problem.code == "unreadable"
    with pytest.raises(RosterError):
        roster.add(RosterEntry("X"))
    assert target.read_text(encoding="utf-8") == '{"players": {}}'


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_pipe_or_a_folder_in_place_of_the_roster_is_refused_without_waiting(
    tmp_path: Path, kind: str
) -> None:
    place = tmp_path / ROSTER_FILE
    if kind == "fifo":
        if sys.platform == "win32":  # the type checker skips the rest there too
            pytest.skip("FIFOs are POSIX")
        os.mkfifo(place)  # reading it would wait for a writer forever
    else:
        place.mkdir()
    roster = open_roster(tmp_path)
    assert roster.problem is not None and roster.problem.code == "unreadable"
    assert str(place) in roster.problem.message("ru")
    with pytest.raises(RosterError):
        roster.add(RosterEntry("X"))
    assert place.is_fifo() if kind == "fifo" else place.is_dir()


def test_csv_is_excel_safe_and_reads_back(tmp_path: Path) -> None:
    entries = [
        RosterEntry("=HYPERLINK(1)", name="Иван", aliases=("-1", "Б")),
        RosterEntry("Гроза", club="Клуб; «Полночь»", mafiaratings="77", imafia="x,y"),
    ]
    text = to_csv(entries, "ru")
    assert text.startswith("\ufeffНик;Имя;Клуб;mafiaratings")
    assert "\r\n'=HYPERLINK(1);" in text
    assert from_csv(text) == entries
    assert from_csv(to_csv(entries, "en")) == entries
    # what Excel saves in a Russian Windows: cp1251, no mark
    path = tmp_path / "excel.csv"
    path.write_bytes(to_csv(entries, "ru").lstrip("\ufeff").encode("cp1251"))
    assert read_roster_file(path) == entries


def test_a_text_that_looks_like_the_guard_itself_reads_back_as_it_was() -> None:
    """Found by the round-trip property: an alias "'=" came back "=" (the reader took its
    own quote for the formula guard)."""
    entries = [RosterEntry("'=x", club="''+1", aliases=("'=", "'a"))]
    text = to_csv(entries, "ru")
    assert "\r\n''=x;" in text  # still never a formula in Excel
    assert from_csv(text) == entries


def test_a_bad_import_adds_nothing(tmp_path: Path) -> None:
    roster = open_roster(tmp_path)
    roster.add(RosterEntry("Старый"))
    bad = tmp_path / "bad.csv"
    bad.write_text("Ник;mafiaratings\nНовый;1\nДругой;abc\n", encoding="utf-8")
    with pytest.raises(RosterError) as err:
        roster.merge(read_roster_file(bad))
    assert "3" in err.value.message("ru") and "abc" in err.value.message("ru")
    assert open_roster(tmp_path).nicknames() == ["Старый"]
    nocol = tmp_path / "nocol.csv"
    nocol.write_text("Имя,Клуб\nИван,X\n", encoding="utf-8")
    with pytest.raises(RosterError):
        read_roster_file(nocol)


def test_merge_updates_and_keeps_what_the_file_leaves_empty(tmp_path: Path) -> None:
    roster = open_roster(tmp_path)
    roster.add(RosterEntry("Гроза", club="Полночь", mafiaratings="1"))
    added, updated = roster.merge([RosterEntry("ГРОЗА", polemica="p9"), RosterEntry("Новый")])
    assert (added, updated) == (1, 1)
    assert open_roster(tmp_path).find("гроза") == RosterEntry(
        "Гроза", club="Полночь", mafiaratings="1", polemica="p9"
    )  # the roster's spelling stays: a new one is a rename, which reaches the games
    assert roster.merge([RosterEntry("Новый")]) == (0, 0)
    roster.rename("Гроза", "Гром")
    assert roster.merge([RosterEntry("гроза", imafia="i1")]) == (0, 1)  # the old name: him
    assert open_roster(tmp_path).find("Гром") == RosterEntry(
        "Гром", club="Полночь", mafiaratings="1", polemica="p9", imafia="i1", aliases=("Гроза",)
    )


_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cc", "Cf", "Cs", "Co", "Zl", "Zp", "Zs")),
    min_size=1,
    max_size=20,
)


def _no_name_twice(entries: list[RosterEntry]) -> bool:
    """A roster whose nicknames and old names are all different (an import refuses others)."""
    names = [n.casefold() for e in entries for n in (e.nick, *e.aliases)]
    return len(names) == len(set(names))


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.builds(
            lambda nick, club, mr, alias: make_entry(
                {"nick": nick, "club": club, "mafiaratings": mr, "aliases": [alias]}
            ),
            _text.filter(lambda t: ";" not in t),
            _text,
            st.integers(0, 10**9),
            _text.filter(lambda t: ";" not in t),
        ),
        max_size=5,
        unique_by=lambda e: e.key,
    ).filter(_no_name_twice),
    st.sampled_from(["ru", "en"]),
)
def test_csv_and_json_round_trip(entries: list[RosterEntry], lang: str) -> None:
    assert from_json(to_json(entries)) == entries
    assert from_csv(to_csv(entries, lang)) == entries


def test_cli_roster(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = ["--data-dir", str(tmp_path), "--lang", "ru"]
    assert main(["roster", "add", "Гроза", "--club", "Полночь", "--mafiaratings", "5", *data]) == 0
    assert main(["roster", "add", "гроза", *data]) == 2
    assert "уже в списке" in capsys.readouterr().err
    assert main(["roster", "rename", "Гроза", "Гром", *data]) == 0
    out = tmp_path / "out.json"
    assert main(["roster", "export", str(out), *data]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["players"][0]["aliases"] == ["Гроза"]
    csv_in = tmp_path / "in.csv"
    csv_in.write_text("Nickname,Club\nАльфа,X\nГром,Y\n", encoding="utf-8")
    assert main(["roster", "import", str(csv_in), *data]) == 0
    assert "добавлено 1, обновлено 1" in capsys.readouterr().out
    assert main(["roster", *data]) == 0
    listing = capsys.readouterr().out
    assert "Альфа  X" in listing and "Гром  Y  mafiaratings:5  (Гроза)" in listing
    assert main(["roster", "rename", "Гром", *data]) == 2
    assert "старый и новый ник" in capsys.readouterr().err
    (tmp_path / ROSTER_FILE).write_text("not json", encoding="utf-8")
    assert main(["roster", "list", "--data-dir", str(tmp_path), "--lang", "en"]) == 2
    assert "The roster is damaged" in capsys.readouterr().err


def test_a_hostile_csv_is_kept_as_text_and_goes_out_guarded(tmp_path: Path) -> None:
    hostile = tmp_path / "hostile.csv"
    hostile.write_text(
        "Ник,Клуб,mafiaratings\n"
        "=cmd|' /C calc'!A0,@SUM(1+1),12\n"
        '"+HYPERLINK(""http://x"")",-2+3,\n'
        "[b]Жирный[/b],\tTab,\n",
        encoding="utf-8",
    )
    roster = open_roster(tmp_path)
    assert roster.merge(read_roster_file(hostile)) == (3, 0)
    stored = {e.nick: e for e in open_roster(tmp_path).entries()}
    assert stored["=cmd|' /C calc'!A0"].club == "@SUM(1+1)"  # the text itself, never run
    assert "[b]Жирный[/b]" in stored
    out = tmp_path / "out.csv"
    assert main(["roster", "export", str(out), "--data-dir", str(tmp_path)]) == 0
    lines = out.read_text(encoding="utf-8-sig").splitlines()
    cells = [c for line in lines[1:] for c in line.split(";")]
    assert all(c.lstrip('"')[:1] not in "=+-@\t" for c in cells if c), cells
    assert read_roster_file(out) == open_roster(tmp_path).entries()  # and reads back


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ("Ник\nГроза\nГРОЗА\n", "строка 3: «ГРОЗА» уже был выше (строка 2)"),
        ("Ник;Псевдонимы\nГром;Гроза\nгроза;\n", "строка 3: «гроза» уже был выше (строка 2)"),
        ('[{"nick": "Ёж"}, {"nick": "ёЖ"}]', "запись 2 неверна: «ёЖ» уже был выше (запись 1)"),
    ],
)
def test_one_player_twice_in_an_import_is_refused_with_both_places(
    tmp_path: Path, content: str, said: str
) -> None:
    path = tmp_path / "twice.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(RosterError) as err:
        read_roster_file(path)
    assert said in err.value.message("ru")


def test_a_fresh_data_dir_gets_its_roster(tmp_path: Path) -> None:
    root = tmp_path / "not-yet"
    open_roster(root).add(RosterEntry("Первый"))
    assert open_roster(root).nicknames() == ["Первый"]


def test_another_windows_change_is_never_written_over(tmp_path: Path) -> None:
    """Each change is appended to this machine's log as it is on disk, under its lock: a
    window that read the roster before another window added a player keeps both."""
    mine = open_roster(tmp_path)
    open_roster(tmp_path).add(RosterEntry("Чужой"))  # another window, meanwhile
    mine.add(RosterEntry("Мой"))
    assert open_roster(tmp_path).nicknames() == ["Мой", "Чужой"]
    assert mine.nicknames() == ["Мой", "Чужой"]  # the window sees the other's player too
    with pytest.raises(RosterError) as err:
        mine.add(RosterEntry("ЧУЖОЙ"))  # checked against the roster as it is now
    assert err.value.code == "exists"


def test_cli_export_to_a_place_that_refuses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ["--data-dir", str(tmp_path), "--lang", "en"]
    assert main(["roster", "add", "Гроза", *data]) == 0
    assert main(["roster", "export", str(tmp_path / "no" / "such" / "dir.csv"), *data]) == 2
    assert "The file was not written" in capsys.readouterr().err


def test_a_sync_conflict_copy_is_merged_and_nothing_is_lost(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An earlier version's one roster file, changed on two laptops: the conflict copy's
    players are merged in, the file's own values first."""
    legacy = tmp_path / ROSTER_FILE
    legacy.write_text(_tinydb(RosterEntry("Гроза", club="Рассвет", mwt="m1")), encoding="utf-8")
    copy = tmp_path / "roster.sync-conflict-20261206-101010-ABCDEFG.json"
    copy.write_text(
        _tinydb(RosterEntry("Гроза", club="Полночь"), RosterEntry("Сова")), encoding="utf-8"
    )
    merged = open_roster(tmp_path)
    assert merged.copies == (copy,)
    assert merged.nicknames() == ["Гроза", "Сова"]
    assert merged.find("гроза") == RosterEntry("Гроза", club="Рассвет", mwt="m1")  # ours first
    merged.add(RosterEntry("Ёж"))
    assert legacy.read_text(encoding="utf-8").count("nick") == 1  # the old file: only read
    assert open_roster(tmp_path).nicknames() == ["Гроза", "Ёж", "Сова"]
    capsys.readouterr()
    copy.write_bytes(b"{ torn")  # a damaged copy adds nothing and breaks nothing
    assert open_roster(tmp_path).nicknames() == ["Гроза", "Ёж"]
    assert main(["roster", "list", "--data-dir", str(tmp_path), "--lang", "en"]) == 0
    said = capsys.readouterr()  # #39, finding 7: never "merged" of a copy that does not read
    assert "merged into the roster" not in said.out
    assert f"{copy} (not JSON)" in said.err and "is not merged" in said.err


def _tinydb(*entries: RosterEntry) -> str:
    """A roster file as earlier versions wrote it (tinydb's layout)."""
    table = {str(n): e.to_dict() for n, e in enumerate(entries, 1)}
    return json.dumps({"players": table}, ensure_ascii=False)


def test_a_tournament_file_that_does_not_read_is_not_said_to_stop_a_rename(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """#39, finding 7: roster add and list said "nothing was renamed"."""
    from mafia_tui.storage.plan import data_dir_plan

    data = ["--data-dir", str(tmp_path), "--lang", "en", "--tournament", "Кубок"]
    plan = data_dir_plan(tmp_path, "Кубок")
    plan.parent.mkdir(parents=True, exist_ok=True)
    plan.write_text("{", encoding="utf-8")
    assert main(["roster", "add", "Гроза", *data]) == 2
    add = capsys.readouterr().err
    assert "nobody was added to the tournament's participants" in add
    assert main(["roster", "list", *data]) == 2
    listed = capsys.readouterr().err
    assert "The tournament file:" in listed
    assert "renamed" not in add + listed


def test_the_headings_people_write_are_read_and_an_unknown_one_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue #38 (12): a CSV headed «Ник;ФИО;Клуб;ID mafiaratings» said «добавлено 20» and
    stored no names or ids; one headed «Никнейм;…» was refused without the headings read."""
    data = ["--data-dir", str(tmp_path), "--lang", "ru"]
    club = tmp_path / "club.csv"
    rows = "".join(f"Игрок{n};Имя Фамилия {n};Полночь;{100 + n}\r\n" for n in range(20))
    club.write_text("Ник;ФИО;Клуб;ID mafiaratings\r\n" + rows, encoding="utf-8")
    assert main(["roster", "import", str(club), *data]) == 0
    assert "добавлено 20" in capsys.readouterr().out
    first = open_roster(tmp_path).find("Игрок0")
    assert first is not None and (first.name, first.mafiaratings) == ("Имя Фамилия 0", "100")
    other = tmp_path / "other.csv"
    other.write_text("Никнейм;ФИО\r\nСова;Ольга\r\n", encoding="utf-8")
    assert main(["roster", "import", str(other), *data]) == 0
    owl = open_roster(tmp_path).find("Сова")
    assert owl is not None and owl.name == "Ольга"
    unknown = tmp_path / "unknown.csv"
    unknown.write_text("Ник;Город\r\nЛиса;Москва\r\n", encoding="utf-8")
    assert main(["roster", "import", str(unknown), *data]) == 2
    err = capsys.readouterr().err
    assert "столбец «Город» не знаком" in err and "Имя (ФИО" in err and "ничего не добавлено" in err
    assert open_roster(tmp_path).find("Лиса") is None

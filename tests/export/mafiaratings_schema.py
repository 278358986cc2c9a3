"""A checker of mafiaratings game documents, written from the server's own documentation.

Every rule here is read from mafiaratings ``include/game.php`` at szotin/mafiaratings commit
0ab7207bdb17fadb92243f119dc356a95c99edad: ``Game::api_help`` (fields), ``feature_flags_help``
(letters), ``add_time_help`` and ``check_gametime`` (gametimes), the ``DEATH_TYPE_*`` and
``GAMETIME_*`` constants, ``check_game_result`` (6/2/1/1 roles) and ``check_nominations`` /
``check_shooting`` (nothing after a player's death); ``include/rules.php`` for the rules code.
``tableNum`` and ``gameNum`` are not in ``api_help`` but ``Game::create`` reads them.

:func:`problems` returns every breach it finds (an empty list: the document is valid), so a
test shows them all at once.
"""

from __future__ import annotations

from typing import Any, TypeGuard

LETTERS = set("agsdutclihvknwro")
TOP = {"id", "version", "features", "clubId", "eventId", "tournamentId", "rating", "startTime",
       "endTime", "timezone", "language", "rules", "winner", "moderator", "players", "tableNum",
       "gameNum"}  # fmt: skip
PLAYER = {"id", "name", "role", "arranged", "death", "warnings", "don", "sheriff", "bonus",
          "legacy", "comment", "voting", "nominating", "shooting",
          # not in api_help, but read by include/game.php: check_tech_fouls() (gametimes,
          # at most 2) and the loop that turns each player.record into a "record" action
          "techFouls", "record"}  # fmt: skip
ROLES = {"civ": 6, "maf": 2, "sheriff": 1, "don": 1}
DEATH_TYPES = {"day", "night", "warnings", "techFouls", "kickOut", "teamKickOut", "giveUp"}
TIMED_DEATHS = {"warnings", "techFouls", "kickOut", "teamKickOut", "giveUp"}
TIMES = {"start", "arrangement", "relaxed sitting", "day start", "night kill speaking",
         "speaking", "voting start", "voting", "voting kill all", "day kill speaking",
         "night start", "shooting", "don", "sheriff", "night end", "end"}  # fmt: skip
SPEAKER_TIMES = {"speaking", "day kill speaking", "night kill speaking"}
BONUS_WORDS = {"bestPlayer", "bestMove", "worstMove"}
RULE_VALUES = (2, 5, 10, 3, 4, 2, 2, 2, 3, 2, 2, 3, 2)
"""How many values each of the 13 options of include/rules.php has."""


def _int(v: Any) -> TypeGuard[int]:

    return type(v) is int


def _seat(v: Any) -> bool:
    return _int(v) and 1 <= v <= 10


def gametime_problems(gt: Any, where: str) -> list[str]:
    """``check_gametime`` and ``add_time_help``."""
    if not isinstance(gt, dict):
        return [f"{where}: a gametime must be an object"]
    out = []
    if set(gt) - {"round", "time", "speaker", "votingRound", "nominee"}:
        out.append(f"{where}: unknown gametime keys {sorted(set(gt) - {'round'})}")
    if not (_int(gt.get("round")) and gt["round"] >= 0):
        out.append(f"{where}: round must be a whole number from 0")
    time = gt.get("time")
    if time not in TIMES:
        out.append(f"{where}: unknown time {time!r}")
    if time in SPEAKER_TIMES and not _seat(gt.get("speaker")):
        out.append(f"{where}: {time} needs a speaker 1-10")
    if "speaker" in gt and time not in SPEAKER_TIMES | {"voting"}:
        out.append(f"{where}: speaker only while speaking or voting")
    if time in ("voting", "voting kill all") and not (
        _int(gt.get("votingRound")) and gt["votingRound"] >= 0
    ):
        out.append(f"{where}: {time} needs votingRound >= 0")
    if "nominee" in gt and (time != "voting" or not _seat(gt["nominee"])):
        out.append(f"{where}: nominee only during voting, 1-10")
    return out


def _death_problems(d: Any, flags: set[str], where: str) -> tuple[list[str], int | None]:
    """The death's form as ``features`` says it must be; its round when it has one."""
    u, t, c = "u" in flags, "t" in flags, "c" in flags
    if not (u or t or c):
        return ([] if d is True else [f"{where}: death must be true with d alone"]), None
    if u and not (t or c):
        ok = _int(d) and d >= 0
        return ([] if ok else [f"{where}: death must be a round with d and u"]), d if ok else None
    if t and not (u or c):
        return ([] if d in DEATH_TYPES else [f"{where}: death must be a type"]), None
    if not isinstance(d, dict):
        return [f"{where}: death must be an object"], None
    out = []
    if set(d) - {"round", "type", "time"}:
        out.append(f"{where}: unknown death keys")
    rnd = d.get("round")
    if u and not (_int(rnd) and rnd >= 0):
        out.append(f"{where}: death.round must be a round")
    if t and d.get("type") not in DEATH_TYPES:
        out.append(f"{where}: death.type {d.get('type')!r} unknown")
    if d.get("type") == "night" and rnd == 0:
        out.append(f"{where}: nobody is shot in night 0")
    if c and d.get("type") in TIMED_DEATHS:
        if "time" not in d:
            out.append(f"{where}: a {d.get('type')} death needs its time")
        else:
            out.extend(gametime_problems(d["time"], f"{where}.time"))
    return out, rnd if _int(rnd) else None


def _per_round(v: Any, where: str, flag: str, flags: set[str]) -> list[str]:
    if flag not in flags:
        return [f"{where}: present without '{flag}' in features"]
    if not isinstance(v, list) or not v:
        return [f"{where}: must be a non-empty list"]
    bad = [x for x in v if x is not None and not _seat(x)]
    return [f"{where}: values must be seats or null"] if bad else []


def _player_problems(p: Any, n: int, flags: set[str]) -> list[str]:
    where = f"players[{n}]"
    if not isinstance(p, dict):
        return [f"{where}: must be an object"]
    out = [f"{where}: unknown key {k!r}" for k in sorted(set(p) - PLAYER)]
    if "id" in p and not (_int(p["id"]) and p["id"] > 0):
        out.append(f"{where}.id must be a user id")
    if not (isinstance(p.get("name"), str) and p["name"].strip()):
        out.append(f"{where}.name must be a non-empty string")
    role = p.get("role", "civ")
    if role not in ROLES:
        out.append(f"{where}.role {role!r} unknown")
    death_round = None
    if "death" in p:
        if "d" not in flags:
            out.append(f"{where}.death without 'd'")
        else:
            found, death_round = _death_problems(p["death"], flags, f"{where}.death")
            out.extend(found)
    if "warnings" in p:
        w = p["warnings"]
        if "w" not in flags:
            out.append(f"{where}.warnings without 'w'")
        elif "r" in flags:
            if not isinstance(w, list) or not 1 <= len(w) <= 4:
                out.append(f"{where}.warnings must be a list of 1-4 gametimes with 'r'")
            else:
                for i, gt in enumerate(w):
                    out.extend(gametime_problems(gt, f"{where}.warnings[{i}]"))
        elif not (_int(w) and 0 <= w <= 4):
            out.append(f"{where}.warnings must be a count 0-4 without 'r'")
    for key, flag in (("don", "g"), ("sheriff", "s"), ("arranged", "a")):
        if key in p:
            if flag not in flags:
                out.append(f"{where}.{key} without '{flag}'")
            elif not (_int(p[key]) and p[key] >= 0):
                out.append(f"{where}.{key} must be a round")
            elif key != "arranged" and p[key] == 0:
                out.append(f"{where}.{key}: nobody checks in night 0")
    if "bonus" in p:
        b = p["bonus"]
        ok = (
            (type(b) in (int, float))
            or b in BONUS_WORDS
            or (
                isinstance(b, list)
                and b
                and all(type(x) in (int, float) or x in BONUS_WORDS for x in b)  # fmt: skip
            )
        )
        if not ok:
            out.append(f"{where}.bonus must be points, a title, or a list of them")
    if "comment" in p and not isinstance(p["comment"], str):
        out.append(f"{where}.comment must be a string")
    if "legacy" in p:
        lg = p["legacy"]
        if "l" not in flags:
            out.append(f"{where}.legacy without 'l'")
        elif not (isinstance(lg, list) and 1 <= len(lg) <= 3 and all(_seat(x) for x in lg)):
            out.append(f"{where}.legacy must be 1-3 seats")
        death = p.get("death")
        if not isinstance(death, dict) or death.get("type") != "night" or death.get("round", 9) > 1:
            out.append(f"{where}.legacy only for a player killed on night 1")
    if "nominating" in p:
        out.extend(_per_round(p["nominating"], f"{where}.nominating", "n", flags))
        if death_round is not None and len(p["nominating"]) > death_round + 1:
            out.append(f"{where}.nominating after his death")
    if "voting" in p and "v" not in flags:
        out.append(f"{where}.voting without 'v'")
    elif "voting" in p:
        out.extend(_voting_problems(p["voting"], f"{where}.voting", flags))
        if death_round is not None and len(p["voting"]) > death_round + 1:
            out.append(f"{where}.voting after his death")
    if "shooting" in p:
        out.extend(_per_round(p["shooting"], f"{where}.shooting", "h", flags))
        if role not in ("maf", "don"):
            out.append(f"{where}.shooting by a red player")
        if death_round is not None and len(p["shooting"]) > death_round:
            out.append(f"{where}.shooting after his death")
    return out


def _voting_problems(v: Any, where: str, flags: set[str]) -> list[str]:
    """``voting`` (api_help): per round null, a seat, or a list of seats (a re-vote), whose
    last item may be true or false (the lift) only with 'k'."""
    if not isinstance(v, list):
        return [f"{where} must be a list per round"]
    out = []
    for r, cast in enumerate(v):
        items = cast if isinstance(cast, list) else [cast]
        if cast is None:
            continue
        if isinstance(items[-1], bool):
            if "k" not in flags:
                out.append(f"{where}[{r}]: the lift's true/false without 'k'")
            items = items[:-1]
        if not items and not isinstance(cast, list) or not all(_seat(x) for x in items):
            out.append(f"{where}[{r}] must be a seat or a list of seats")
    return out


def problems(doc: Any) -> list[str]:
    """Every breach of the documented format in ``doc``."""
    if not isinstance(doc, dict):
        return ["a game must be an object"]
    out = [f"unknown key {k!r}" for k in sorted(set(doc) - TOP)]
    letters = doc.get("features", "")
    if not isinstance(letters, str) or set(letters) - LETTERS or len(set(letters)) != len(letters):
        out.append(f"features {letters!r}: letters of {''.join(sorted(LETTERS))}, each once")
        letters = ""
    flags = set(letters)
    for needs, base in (("u", "d"), ("t", "d"), ("c", "d"), ("k", "v")):
        if needs in flags and base not in flags:
            out.append(f"features: '{needs}' needs '{base}'")
    for key in ("clubId", "eventId", "tournamentId", "tableNum", "gameNum"):
        if key in doc and not (_int(doc[key]) and doc[key] > 0):
            out.append(f"{key} must be a whole number above 0")
    for key in ("startTime", "endTime"):
        if key in doc and not (_int(doc[key]) and doc[key] > 0):
            out.append(f"{key} must be unix seconds")
    if "startTime" in doc and "endTime" in doc and doc["endTime"] < doc["startTime"]:
        out.append("endTime before startTime")
    if "rating" in doc and type(doc["rating"]) is not bool:
        out.append("rating must be true or false")
    if "language" in doc and not (isinstance(doc["language"], str) and len(doc["language"]) == 2):
        out.append("language must be a two-letter code")
    if doc.get("version") not in (None, "1.3"):
        out.append("version must be 1.3")
    code = doc.get("rules")
    if code is not None and not (
        isinstance(code, str)
        and len(code) == 13
        and code.isdigit()
        and all(int(d) < n for d, n in zip(code, RULE_VALUES, strict=True))
    ):
        out.append(f"rules {code!r}: 13 digits, each within its option")
    if doc.get("winner") not in ("civ", "maf", "tie"):
        out.append(f"winner {doc.get('winner')!r}: civ, maf or tie")
    if "moderator" in doc:
        m = doc["moderator"]
        if (
            not isinstance(m, dict)
            or set(m) - {"id", "name"}
            or ("id" in m and not (_int(m["id"]) and m["id"] >= 0))
        ):
            out.append("moderator must be {id}")
    players = doc.get("players")
    if not isinstance(players, list) or len(players) != 10:
        return [*out, "players must be a list of 10"]
    for n, p in enumerate(players, start=1):
        out.extend(_player_problems(p, n, flags))
    counts = {r: 0 for r in ROLES}
    for p in players:
        if isinstance(p, dict) and p.get("role", "civ") in counts:
            counts[p.get("role", "civ")] += 1
    if counts != ROLES:
        out.append(f"roles {counts}: 6 civ, 2 maf, 1 sheriff, 1 don")
    return out

"""Regenerate the example games from the scripts below: ``python examples/build.py``.

Each script is what a judge entered, in the compact form of ``mafia_tui.rules.script``.
Timestamps are synthetic (one every 20 s) so the files are reproducible.
"""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path

from mafia_tui.rules import AfterGame, Extra, Game, Header, Penalty, game_to_dict, make_players
from mafia_tui.rules.script import parse_one

HERE = Path(__file__).parent
NICKS = [
    "Ёжик",
    "Мастер",
    "Лиса",
    "Шерлок",
    "Кот",
    "Дон Корлеоне",
    "Белка",
    "Тень",
    "Сова",
    "Гроза-77",
]
ROLES = [
    "civilian",
    "mafia",
    "civilian",
    "sheriff",
    "civilian",
    "don",
    "civilian",
    "mafia",
    "civilian",
    "civilian",
]

GAMES = {
    "red-win": (
        """
        n; n; n                                   # zero night
        nom 8; n; n; n; nom 2; n; foul 7; n; n; nom 5; n; n; n; n
        vote 4; vote 3                            # 8:4 2:3 5:3 -> 8 leaves
        n                                         # 8's last word
        shot 4; don 4; sher 2                     # Sheriff killed, Don finds him
        best 2 6 8; n                             # best move: three blacks
        nom 3; n; nom 2; n; foul 5; nom 6; n; foul 5; n; n; n; n; n
        vote 2; vote 4                            # 3:2 2:4 6:2 -> 2 leaves
        n; shot 1; don 3
        n; nom 6; n; nom 9; n; n; n; n; n
        vote 4                                    # 6:4 9:2 -> the Don leaves, red wins
        n
    """,
        [(3, "0.4", "Вычислил дона по голосованию"), (1, "0.2", "Точная речь в первый день")],
        [],
        "",
    ),
    "black-win": (
        """
        n; n; n
        n; nom 4; n; n; n; n; nom 1; n; n; n; nom 3; n; n
        vote 5; vote 2                            # 4:5 1:2 3:3 -> the Sheriff leaves
        n; shot 1; don 5
        best 2 3 6; n                             # two blacks: +0.25
        nom 3; n; n; nom 8; n; n; n; n; n; n
        vote 4                                    # 3:4 8:4 -> tie
        n; n; vote 6                              # re-vote 3:6 8:2
        n; shot 5                                 # 3 black vs 3 red: black wins
        n
    """,
        [(6, "0.3", "Увёл голосование от чёрных")],
        [(3, "8.5.3", "Вскрылся с ложной проверкой, команда проиграла")],
        "Протест игрока 3: не согласен с подсчётом голосов на второй день.",
    ),
    "draw": (
        """
        n; n; n
        nom 2; n; n; nom 5; n; n; n; n; n; n; n; n
        vote 3                                    # 2:3 5:7 -> 5 leaves
        n; shot -; don 1; sher 6                  # night 1: miss
        n; n; n; n; n; n; n; n; n                 # day 2: nobody nominated
        shot -; don 3; sher 8                     # night 2: miss
        nom 6; n; n; nom 3; n; n; n; n; n; nom 8; n; n
        vote 3; vote 3; n; n; n; vote 3; vote 3   # three tied twice
        lift 3                                    # the lift fails: everyone stays
        shot -; don 7; sher 2                     # night 3: miss
        n; n; n; n; n; n; n; n; n                 # day 4: quiet -> draw (7.8)
    """,
        [],
        [],
        "",
    ),
    "removal-cancels-vote": (
        """
        n; n; n
        nom 2; n; n; nom 7; n; n; n; n; n
        foul 10; foul 10; foul 10; foul 10        # 4th foul in 8's speech: no vote (7.1)
        n; n
        shot 3; don 4; sher 6
        best 6 8 2; n
        n; n; nom 6; n; n; n; n; n; n             # sole candidate on day 2 leaves
        n; shot 2:4,8:4; sher 8                   # the Sheriff is killed but still checks
        n; nom 8; n; nom 2; n; n; n; n; n
        vote 4                                    # 8:4 2:2 -> 8 leaves
        n; shot 1
        n; nom 2; n; n; n; n                      # sole candidate: the last black leaves
        n
    """,
        [(4, "0.3", "Нашёл чёрного в первую ночь")],
        [],
        "",
    ),
    "in-progress": (
        """
        n; n; n
        nom 6; n; foul 2; nom 9; n; n; n; n; n; n; n; n; n
        vote 6                                    # 6:6 9:4 -> the Don leaves
        n; shot 7; sher 2
        n; foul 8; nom 2; n; foul 8; n
    """,
        [],
        [],
        "",
    ),
}


def build(
    name: str,
    header: Header | None = None,
    nicks: list[str] | None = None,
    game_id: str | None = None,
    script: str | None = None,
) -> Game:
    """One example game; the tournament reuses the scripts with other headers and players."""
    template, extras, penalties, protest = GAMES[name]
    header = header or Header(
        tournament="Кубок Примера",
        stage="qualifying",
        game_number=len(name) % 7 + 1,
        table=1 if name in ("red-win", "draw") else 2,
        date="2026-12-03",
        judge="Иванов И. И.",
    )
    nicks = nicks or NICKS
    game = Game(
        header,
        make_players([{"seat": i + 1, "nick": nicks[i], "role": ROLES[i]} for i in range(10)]),
        game_id=game_id or f"example-{name}",
    )
    script = script or template
    clock = datetime(2026, 12, 3, 18, 0, tzinfo=datetime.now().astimezone().tzinfo)
    for line in script.replace(";", "\n").splitlines():
        token = line.split("#", 1)[0].strip()
        if token:
            clock += timedelta(seconds=20)
            try:
                game.apply(replace(parse_one(token, game), ts=clock.isoformat(timespec="seconds")))
            except Exception as exc:
                raise SystemExit(f"{name}: {line.strip()!r} at {game.state.step}: {exc}") from exc
    game.after = AfterGame(
        [Extra(s, Decimal(p), r) for s, p, r in extras],
        [Penalty(s, rule, r) for s, rule, r in penalties],
        protest,
        "Протест отклонён: подсчёт подтверждён видеозаписью." if protest else "",
    )
    return game


POOL = [
    "Ёжик",
    "Мастер",
    "Лиса",
    "Шерлок",
    "Кот",
    "Дон Корлеоне",
    "Белка",
    "Тень",
    "Сова",
    "Гроза-77",
    "Алмаз",
    "Вьюга",
]
"""Twelve participants: ten play each game, two sit out."""

CUP = [  # (stage, date, table, game number, template)
    ("qualifying", "2026-12-01", 1, 1, "red-win"),
    ("qualifying", "2026-12-01", 2, 1, "black-win"),
    ("qualifying", "2026-12-01", 1, 2, "removal-cancels-vote"),
    ("qualifying", "2026-12-01", 2, 2, "draw"),
    ("qualifying", "2026-12-02", 1, 3, "red-win"),
    ("qualifying", "2026-12-02", 2, 3, "disqualification"),
    ("qualifying", "2026-12-02", 1, 4, "black-win"),
    ("qualifying", "2026-12-02", 2, 4, "red-win"),
    ("final", "2026-12-03", 1, 1, "black-win"),
    ("final", "2026-12-03", 1, 2, "red-win"),
    ("final", "2026-12-03", 1, 3, "removal-cancels-vote"),
    ("final", "2026-12-03", 1, 4, "black-win"),
]


def build_tournament() -> None:
    """examples/tournament-cup/: 12 games, two tables, two stages, and the tournament file."""
    folder = HERE / "tournament-cup"
    folder.mkdir(exist_ok=True)
    files = []
    for index, (stage, day, table, number, template) in enumerate(CUP):
        shift = (index * 5) % len(POOL)
        nicks = [POOL[(shift + i) % len(POOL)] for i in range(10)]
        name = template
        script = None
        if template == "disqualification":
            name = "removal-cancels-vote"
            script = GAMES[name][0].replace("foul 10; foul 10; foul 10; foul 10", "dq 10 6.7.4")
        header = Header(
            tournament="Кубок Примера 2026",
            stage=stage,
            game_number=number,
            table=table,
            date=day,
            judge="Иванов И. И." if table == 1 else "Петрова А.",
        )
        game = build(name, header, nicks, f"cup-{stage[:1]}{number}-t{table}", script)
        path = folder / f"{game.id}.json"
        path.write_text(
            json.dumps(game_to_dict(game), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        files.append(path.name)
    meta = {
        "format": "mafia-tui/tournament",
        "version": 1,
        "name": "Кубок Примера 2026",
        "dates": ["2026-12-01", "2026-12-03"],
        "stages": ["qualifying", "final"],
        "participants": POOL,
        "games": files,
        "lots": {},
    }
    (folder / "tournament.json").write_text(
        json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(folder.name, len(files), "games")


def main() -> None:
    build_tournament()
    for name in GAMES:
        game = build(name)
        path = HERE / f"{name}.json"
        path.write_text(
            json.dumps(game_to_dict(game), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        print(path.name, game.state.result, len(game.log))


if __name__ == "__main__":
    main()

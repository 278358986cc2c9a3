"""The command line: the TUI by default, plus headless verbs.

    mafia-tui [--data-dir DIR] [--lang ru|en] [--continue]   the judge's screen
    mafia-tui replay FILE [--json]                  the game as the engine sees it
    mafia-tui export FILE --pdf OUT                 the official protocol
    mafia-tui blank --pdf OUT                       an empty protocol form for paper
    mafia-tui standings SOURCE [--csv|--pdf OUT] [--json]
    mafia-tui display [--data-dir DIR] [--game ID]  the players' display (read only)

Heavy imports (Textual, fpdf2) happen only in the verb that needs them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .cli.output import fail, say
from .lang import default_lang


def _parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", default=argparse.SUPPRESS,
                        help="where games are kept (default: $MAFIA_TUI_DATA_DIR, else the "
                        "platform's user data dir)")
    common.add_argument("--lang", choices=("ru", "en"), default=argparse.SUPPRESS,
                        help="language (default: from the locale)")
    common.add_argument("--continue", dest="resume", action="store_true",
                        default=argparse.SUPPRESS,
                        help="open the unfinished game at once (after a crash)")
    parser = argparse.ArgumentParser(prog="mafia-tui", description=__doc__.splitlines()[0],
                                     parents=[common])
    sub = parser.add_subparsers(dest="verb")

    def verb(name: str, text: str) -> argparse.ArgumentParser:
        return sub.add_parser(name, help=text, parents=[common])

    replay = verb("replay", "print a game file as the engine sees it")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="one JSON object")
    export = verb("export", "make the official protocol of a game")
    export.add_argument("file", type=Path)
    export.add_argument("--pdf", type=Path, required=True)
    blank = verb("blank", "an empty protocol form")
    blank.add_argument("--pdf", type=Path, required=True)
    standings = verb("standings", "the tournament table")
    standings.add_argument("source", help="a tournament name in the data dir, a tournament "
                           "file, or a folder of game files")
    standings.add_argument("--csv", type=Path)
    standings.add_argument("--pdf", type=Path)
    standings.add_argument("--json", action="store_true")
    display = verb("display", "the players' display: a read-only second window for the table")
    display.add_argument("--game", metavar="ID", help="follow this game (default: the one the "
                         "judge opened last)")
    return parser


def _load_game(path: Path, lang: str):  # noqa: ANN202 - a Game, imported lazily
    """Read a game file with the one reader; exit 2 with the judge's message when it fails."""
    from .storage import GameFileError, read_game_path

    try:
        return read_game_path(path).game
    except FileNotFoundError as exc:
        raise SystemExit(fail(f"{path}: {exc.strerror or exc}")) from None
    except GameFileError as exc:
        raise SystemExit(fail(exc.message(lang))) from None


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``mafia-tui`` script."""
    args = _parser().parse_args(argv)
    lang = getattr(args, "lang", None) or default_lang()
    data_dir = getattr(args, "data_dir", None)
    if args.verb == "replay":
        from .rules.report import summary, text_report

        game = _load_game(args.file, lang)
        if args.json:
            say(json.dumps(summary(game, lang), ensure_ascii=False, indent=1))
        else:
            say(text_report(game, lang))
        return 0
    if args.verb == "export":
        from .export.protocol import write_protocol

        game = _load_game(args.file, lang)
        write_protocol(game, args.pdf)
        say(str(args.pdf))
        return 0
    if args.verb == "blank":
        from .export.protocol import write_blank

        write_blank(args.pdf)
        say(str(args.pdf))
        return 0
    if args.verb == "standings":
        from .cli.standings import run_standings

        return run_standings(args, lang, data_dir)
    if args.verb == "display":
        from .ui.display import run_display

        return run_display(data_dir=data_dir, game_id=args.game, lang=getattr(args, "lang", None))
    from .ui.app import run_app

    return run_app(data_dir=data_dir, lang=lang, resume=getattr(args, "resume", False))


if __name__ == "__main__":
    sys.exit(main())

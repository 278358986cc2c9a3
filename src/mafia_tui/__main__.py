"""The command line: the judge's screen by default, plus headless verbs.

    mafia-tui [--data-dir DIR] [--lang ru|en] [--continue]   the judge's screen
    mafia-tui replay FILE [--json]                  the game as the engine sees it
    mafia-tui export FILE --pdf OUT                 the official protocol
    mafia-tui export SOURCE --format mafiaratings [-o OUT] [--ids FILE]
                                                    mafiaratings game documents
    mafia-tui blank --pdf OUT                       an empty protocol form for paper
    mafia-tui standings SOURCE [--csv|--pdf|--trace-csv|--trace-pdf OUT] [--json]
                    [--scoring NAME|FILE]           the table under another scoring system
    mafia-tui scoring [NAME | --import FILE] [--json] the scoring systems, one explained
    mafia-tui stats [NICK] [--tournament NAME] [--json | --csv OUT]
                                                    players' statistics across tournaments
    mafia-tui results GAME [--extra S P R | --protest WHO TEXT | --sign NAME | --void R | ...]
    mafia-tui publish [--list | --queue GAME | --queue-tournament NAME | --delete GAME |
                       --server URL --user NAME] [--json]
    mafia-tui import PATH... [--tournament NAME]     games into the data dir (ours, mafiaratings)
    mafia-tui seating --players N --tables T --games G [--seed S] [--format F] [-o OUT]
    mafia-tui seating --score FILE                  a seating, generated or scored
    mafia-tui seating ... --tournament NAME [--names FILE] [--judge NAME]... [--pdf OUT]
                                                    stored in the tournament's file
    mafia-tui roster [list|add NICK|rename OLD NEW|import FILE|export FILE] [--tournament NAME]
    mafia-tui -V | --version
    mafia-tui display [--data-dir DIR] [--game ID]  the players' display (read only)

The help is in the judge's language (``--lang``, else the system's). Output into a file or a
pipe is UTF-8; a closed pipe (``| head``) ends the program quietly. Heavy imports (Textual,
fpdf2) happen only in the verb that needs them.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
from collections.abc import Callable
from pathlib import Path
from textwrap import fill
from typing import TYPE_CHECKING

from .cli.helptext import HELP, argparse_language, peek_lang
from .cli.output import fail, quiet_broken_pipe, say, setup_streams
from .lang import default_lang

if TYPE_CHECKING:
    from .rules import Game

Verb = Callable[[argparse.Namespace, str, str | None], int]
"""What runs a verb: the parsed arguments, the judge's language, the data dir (None: the
default one). Each verb's parser names its own (``set_defaults(func=...)``)."""


class _Version(argparse.Action):
    """``-V`` among other words (``-V --lang en``); ``-V`` alone never reaches the parser
    (:mod:`mafia_tui.entry`)."""

    def __init__(
        self,
        option_strings: list[str],
        dest: str,
        help: str | None = None,  # noqa: A002 - argparse passes it by this name
    ) -> None:
        super().__init__(option_strings, dest, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        say(f"mafia-tui {version()}")
        parser.exit()


def version() -> str:
    """The package's ``__version__``: the one place it is written, which hatch copies into
    the installed metadata (reading that back cost importlib.metadata, 10-30 ms, and in a
    stale editable install said an older version than the code running)."""
    from . import __version__

    return __version__


def _parser(lang: str) -> argparse.ArgumentParser:

    def t(key: str) -> str:
        return HELP.text(key, lang)

    formatter = argparse.RawDescriptionHelpFormatter
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--data-dir", default=argparse.SUPPRESS, metavar="DIR", help=t("data_dir"))
    common.add_argument("--lang", choices=("ru", "en"), default=argparse.SUPPRESS, help=t("lang"))
    common.add_argument(
        "--continue",
        dest="resume",
        action="store_true",
        default=argparse.SUPPRESS,
        help=t("continue"),
    )
    parser_rules = argparse.ArgumentParser(add_help=False)
    choice = parser_rules.add_mutually_exclusive_group()
    choice.add_argument("--preset", metavar="NAME", help=t("new_preset"))
    choice.add_argument("--rules", metavar="CODE", help=t("new_rules"))
    parser = argparse.ArgumentParser(
        prog="mafia-tui",
        description=fill(t("description"), 78),
        epilog=t("examples"),
        parents=[common, parser_rules],
        formatter_class=formatter,
    )
    parser.add_argument("-V", "--version", action=_Version, help=t("version"))
    parser.set_defaults(func=_app)  # no verb: the judge's screen
    sub = parser.add_subparsers(
        dest="verb",
        title=t("commands"),
        metavar="{replay,export,blank,standings,results,publish,import,seating,roster}",
    )

    def verb(name: str, run: Verb) -> argparse.ArgumentParser:
        """The verb's parser, which sets ``func`` to what runs it (its one declaration)."""
        parser = sub.add_parser(
            name,
            help=t(name),
            description=fill(t(name), 78),
            epilog=t(f"{name}_examples"),
            parents=[common],
            formatter_class=formatter,
        )
        parser.set_defaults(func=run)
        return parser

    replay = verb("replay", _replay)
    replay.add_argument("file", type=Path, metavar=t("file"))
    replay.add_argument("--json", action="store_true", help=t("replay_json"))
    export = verb("export", _export)
    export.add_argument("file", metavar="SOURCE", help=t("export_source"))
    export.add_argument("--pdf", type=Path, metavar=t("out"), help=t("export_pdf"))
    export.add_argument("--format", choices=("mafiaratings",), help=t("export_format"))
    export.add_argument("-o", "--output", type=Path, metavar=t("out"), help=t("export_output"))
    export.add_argument("--ids", type=Path, metavar=t("file"), help=t("export_ids"))
    blank = verb("blank", _blank)
    blank.add_argument("--pdf", type=Path, required=True, metavar=t("out"), help=t("blank_pdf"))
    standings = verb("standings", _cli("standings", "run_standings"))
    standings.add_argument("source", metavar="SOURCE", help=t("source"))
    standings.add_argument("--csv", type=Path, metavar=t("out"), help=t("csv"))
    standings.add_argument("--pdf", type=Path, metavar=t("out"), help=t("pdf"))
    standings.add_argument("--trace-csv", type=Path, metavar=t("out"), help=t("trace_csv"))
    standings.add_argument("--trace-pdf", type=Path, metavar=t("out"), help=t("trace_pdf"))
    standings.add_argument(
        "--csv-style", choices=("excel-ru", "excel", "plain"), help=t("csv_style")
    )
    standings.add_argument("--json", action="store_true", help=t("json"))
    standings.add_argument("--unsigned", action="store_true", help=t("unsigned"))
    standings.add_argument("--before", type=int, metavar="N", help=t("before"))
    standings.add_argument(
        "--finalists", type=int, nargs="?", const=10, metavar="K", help=t("finalists")
    )
    stage_act = standings.add_mutually_exclusive_group()
    stage_act.add_argument("--hide-from", metavar=t("stage"), help=t("hide_from"))
    stage_act.add_argument("--open", action="store_true", help=t("open_stage"))
    stage_act.add_argument("--reveal", action="store_true", help=t("reveal"))
    standings.add_argument("--scoring", metavar=t("scoring_mv"), help=t("scoring_opt"))
    results = verb("results", _cli("results", "run_results"))
    results.add_argument("game", metavar=t("game"), help=t("game_help"))
    entry = results.add_mutually_exclusive_group()
    entry.add_argument("--extra", nargs=3, metavar=("N", "P", "R"), help=t("r_extra"))
    entry.add_argument("--fix-extra", nargs=4, metavar=("N", "S", "P", "R"), help=t("r_fix_extra"))
    entry.add_argument("--penalty", nargs=3, metavar=("S", "RULE", "R"), help=t("r_penalty"))
    entry.add_argument("--remove", nargs=2, metavar=("KIND", "N"), help=t("r_remove"))
    entry.add_argument("--protest", nargs=2, metavar=("WHO", "TEXT"), help=t("r_protest"))
    entry.add_argument("--decide", nargs=3, metavar=("N", "D", "TEXT"), help=t("r_decide"))
    entry.add_argument("--consent", metavar="NAME", help=t("r_consent"))
    entry.add_argument("--sign", metavar="NAME", help=t("r_sign"))
    entry.add_argument("--comments", metavar="TEXT", help=t("r_comments"))
    entry.add_argument("--void", metavar="REASON", help=t("r_void"))
    entry.add_argument("--unvoid", action="store_true", help=t("r_unvoid"))
    results.add_argument("--at", metavar="HH:MM", help=t("r_at"))
    results.add_argument("--by", metavar="NAME", help=t("r_by"))
    results.add_argument("--json", action="store_true", help=t("json"))
    publish = verb("publish", _cli("publish", "run_publish"))
    what = publish.add_mutually_exclusive_group()
    what.add_argument("--list", action="store_true", help=t("p_list"))
    what.add_argument("--queue", metavar=t("game"), help=t("p_queue"))
    what.add_argument("--queue-tournament", metavar="NAME", help=t("p_queue_tournament"))
    what.add_argument("--delete", metavar=t("game"), help=t("p_delete"))
    what.add_argument("--overwrite", metavar=t("game"), help=t("p_overwrite"))
    what.add_argument("--send-anyway", metavar=t("game"), help=t("p_send_anyway"))
    publish.add_argument("--server", metavar="URL", help=t("p_server"))
    publish.add_argument("--user", metavar="NAME", help=t("p_user"))
    for option in ("event", "club", "tournament", "moderator"):
        publish.add_argument(f"--{option}", type=int, metavar="N", help=t(f"p_{option}"))
    publish.add_argument("--json", action="store_true", help=t("p_json"))
    imported = verb("import", _cli("import_games", "run_import"))
    imported.add_argument("paths", nargs="+", metavar="PATH", help=t("import_paths"))
    imported.add_argument("--tournament", metavar="NAME", help=t("import_tournament_opt"))
    imported.add_argument("--roster", action="store_true", help=t("import_roster_opt"))
    imported.add_argument("--json", action="store_true", help=t("json"))
    seating = verb("seating", _cli("seating", "run_seating"))
    seating.add_argument("--players", type=int, metavar="N", help=t("seating_players"))
    seating.add_argument("--tables", type=int, metavar="T", help=t("seating_tables"))
    seating.add_argument("--games", type=int, metavar="G", help=t("seating_games"))
    seating.add_argument("--seed", type=int, default=0, metavar="S", help=t("seating_seed"))
    seating.add_argument(
        "--iterations", type=int, default=0, metavar="K", help=t("seating_iterations")
    )
    seating.add_argument(
        "--format", choices=("dimtom", "mafiaratings"), default="dimtom", help=t("seating_format")
    )
    seating.add_argument("-o", "--output", type=Path, metavar=t("out"), help=t("seating_output"))
    seating.add_argument("--score", type=Path, metavar=t("file"), help=t("seating_score"))
    seating.add_argument("--tournament", metavar="NAME", help=t("seating_tournament"))
    seating.add_argument("--replace", action="store_true", help=t("seating_replace"))
    seating.add_argument("--pdf", type=Path, metavar=t("out"), help=t("seating_pdf"))
    seating.add_argument("--names", type=Path, metavar=t("file"), help=t("seating_names"))
    seating.add_argument(
        "--judge", action="append", default=[], metavar="NAME", help=t("seating_judge")
    )
    seating.add_argument(
        "--stand-in", choices=("stand_in", "nobody"), default=None, help=t("seating_stand_in")
    )
    seating.add_argument(
        "--apart", action="append", default=[], metavar="A+B", help=t("seating_apart")
    )
    seating.add_argument(
        "--fix", action="append", default=[], metavar=t("seating_fix_mv"), help=t("seating_fix")
    )
    roster = verb("roster", _cli("roster", "run_roster"))
    roster.add_argument(
        "action",
        nargs="?",
        default="list",
        choices=("list", "add", "rename", "import", "export"),
        help=t("roster_action"),
    )
    roster.add_argument("args", nargs="*", metavar="ARG", help=t("roster_args"))
    roster.add_argument("--name", help=t("roster_name"))
    roster.add_argument("--club", help=t("roster_club"))
    for platform, shown in (
        ("mafiaratings", "mafiaratings"),
        ("mwt", "MWT"),
        ("polemica", "Polemica"),
        ("imafia", "iMafia"),
    ):
        roster.add_argument(
            f"--{platform}", metavar="ID", help=HELP.text("roster_platform", lang, platform=shown)
        )
    roster.add_argument("--format", choices=("csv", "json"), help=t("roster_export_format"))
    roster.add_argument("--tournament", metavar="NAME", help=t("roster_tournament"))
    scoring = verb("scoring", _cli("scoring", "run_scoring"))
    scoring.add_argument("name", nargs="?", metavar=t("scoring_mv"), help=t("scoring_name"))
    scoring.add_argument(
        "--import", dest="import_file", type=Path, metavar=t("file"), help=t("scoring_import")
    )
    scoring.add_argument("--json", action="store_true", help=t("scoring_json"))
    stats = verb("stats", _cli("stats", "run_stats"))
    stats.add_argument("nick", nargs="?", metavar="NICK", help=t("stats_nick"))
    stats.add_argument("--tournament", metavar="NAME", help=t("stats_tournament"))
    stats_out = stats.add_mutually_exclusive_group()
    stats_out.add_argument("--json", action="store_true", help=t("stats_json"))
    stats_out.add_argument("--csv", type=Path, metavar=t("out"), help=t("stats_csv"))
    stats.add_argument("--csv-style", choices=("excel-ru", "excel", "plain"), help=t("csv_style"))
    rules = verb("rules", _rules)
    rules.add_argument("name", nargs="?", metavar="NAME", help=t("rules_name"))
    rules.add_argument("--code", metavar="CODE", help=t("rules_code_arg"))
    display = verb("display", _display)
    display.add_argument("--game", metavar="ID", help=t("game_id"))
    sub.metavar = "{" + ",".join(sub.choices) + "}"  # the usage line names every verb
    return parser


def _load_game(path: Path, lang: str) -> Game:
    """Read a game file with the one reader; exit 2 with the judge's message when it fails."""
    from .storage import GameFileError, read_game_path
    from .storage.notices import os_error_text

    try:
        return read_game_path(path).game
    except FileNotFoundError as exc:
        raise SystemExit(fail(f"{path}: {os_error_text(exc, lang)}")) from None
    except GameFileError as exc:
        raise SystemExit(fail(exc.message(lang))) from None


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``mafia-tui`` script."""
    setup_streams()
    try:
        code = _run(sys.argv[1:] if argv is None else list(argv))
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        return quiet_broken_pipe()


def _run(argv: list[str]) -> int:
    lang = peek_lang(argv) or default_lang()
    with argparse_language(lang):
        args = _parser(lang).parse_args(argv)
    data_dir = getattr(args, "data_dir", None)
    try:
        run: Verb = args.func
        return run(args, lang, data_dir)
    except OSError as exc:  # an output file that cannot be written: say which, no traceback
        if isinstance(exc, BrokenPipeError):
            raise
        from .storage.notices import os_error_text

        where, why = exc.filename or "", os_error_text(exc, lang)
        return fail(f"{where}: {why}" if where else why)


def _cli(module: str, function: str) -> Verb:
    """The verb run by ``function`` of ``cli/<module>.py``, imported when the verb runs (the
    parser is built at every start, the judge's screen's included)."""

    def run(args: argparse.Namespace, lang: str, data_dir: str | None) -> int:
        from importlib import import_module

        found: Verb = getattr(import_module(f".cli.{module}", __package__), function)
        return found(args, lang, data_dir)

    return run


def _replay(args: argparse.Namespace, lang: str, data_dir: str | None) -> int:
    from .rules.report import summary, text_report

    game = _load_game(args.file, lang)
    if args.json:
        say(json.dumps(summary(game, lang), ensure_ascii=False, indent=1))
    else:
        say(text_report(game, lang))
    return 0


def _export(args: argparse.Namespace, lang: str, data_dir: str | None) -> int:
    """The protocol as a PDF, or (``--format``) the games as another tool's documents."""
    if args.format is not None:
        from .cli.export_games import run_mafiaratings

        return run_mafiaratings(args, lang, data_dir)
    from .cli.helptext import MESSAGES
    from .export.protocol import write_protocol

    if args.pdf is None:
        return fail(MESSAGES.text("export_needs_target", lang))
    game = _load_game(Path(args.file), lang)
    write_protocol(game, args.pdf)
    say(str(args.pdf))
    return 0


def _blank(args: argparse.Namespace, lang: str, data_dir: str | None) -> int:
    from .export.protocol import write_blank

    write_blank(args.pdf)
    say(str(args.pdf))
    return 0


def _rules(args: argparse.Namespace, lang: str, data_dir: str | None) -> int:
    from .cli.rules import run_rules

    return run_rules(args, lang)


def _display(args: argparse.Namespace, lang: str, data_dir: str | None) -> int:
    from .ui.display import run_display

    return run_display(data_dir=data_dir, game_id=args.game, lang=getattr(args, "lang", None))


def _app(args: argparse.Namespace, lang: str, data_dir: str | None) -> int:
    """The judge's screen: no verb."""
    # The collector stays off through Textual's import and ours until the judge's screen is
    # painted (run_app turns it back on, see ui.app.MafiaApp._settle_memory): start-up makes some
    # hundred thousand objects that all live on, and collecting them cost ~5 ms of each start.
    gc.disable()
    from .ui.app import run_app

    rules = getattr(args, "preset", None) or getattr(args, "rules", None)
    if rules is not None:
        from .session.archive import rules_profile

        if rules_profile(rules) is None:
            from .cli.helptext import MESSAGES

            return fail(MESSAGES.text("rules_neither", lang, text=rules))
    resume = getattr(args, "resume", False)
    return run_app(data_dir=data_dir, lang=lang, resume=resume, rules=rules)


if __name__ == "__main__":
    sys.exit(main())

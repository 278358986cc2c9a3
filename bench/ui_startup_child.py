"""Child process for judge_bench.py and continue_bench.py: start an app headless as the judge
does, say "frame" when the screen the judge asked for is first painted (judge_bench times the
whole process, from spawn to that line; the line also says the CPU this process has spent so
far, ``cpu=`` in seconds, which continue_bench pairs).

    python bench/ui_startup_child.py minimal|start|game|list DATA_DIR

"Painted" is the same event for every app measured: the first compositor refresh in which the
wanted screen is the one on top (for the games list, the first with rows in its table). It is
read through a private Textual hook, which a benchmark may use and the app never does.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable

if sys.argv[1] != "minimal":
    gc.disable()  # as mafia-tui's entry point does before importing Textual (__main__._verb)

from textual.app import App  # noqa: E402
from textual.screen import Screen


def report_when_painted(app: App[None], wanted: Callable[[Screen[object]], bool]) -> None:
    """Print "frame" and quit at the first paint of a screen that ``wanted`` accepts."""
    refresh = Screen._compositor_refresh

    def painted(screen: Screen[object]) -> None:
        refresh(screen)
        if screen is app.screen and wanted(screen) and not getattr(app, "_reported", False):
            app._reported = True  # type: ignore[attr-defined]
            cpu = time.process_time()
            modules = len(sys.modules)
            print(f"frame fpdf={'fpdf' in sys.modules} cpu={cpu:.6f} modules={modules}", flush=True)
            app.call_later(app.exit)

    Screen._compositor_refresh = painted  # type: ignore[method-assign]


def main() -> None:
    mode, data = sys.argv[1], sys.argv[2]
    if mode == "minimal":
        from textual.app import ComposeResult
        from textual.widgets import DataTable, Footer, Header, Static

        class Minimal(App[None]):
            def compose(self) -> ComposeResult:
                yield Header()
                yield Static("Минимальное приложение")
                table: DataTable[str] = DataTable()
                table.add_columns("№", "Игрок")
                for i in range(10):
                    table.add_row(str(i + 1), f"Игрок {i + 1}")
                yield table
                yield Footer()

        app: App[None] = Minimal()
        report_when_painted(app, lambda screen: True)
        app.run(headless=True, size=(120, 40))
        return
    from textual.widgets import DataTable

    from mafia_tui.ui.app import MafiaApp

    class Timed(MafiaApp):
        def on_mount(self) -> None:
            super().on_mount()
            if mode == "list":
                from mafia_tui.ui.screens.games_list import GamesListScreen

                self.push_screen(GamesListScreen())

    def wanted(screen: Screen[object]) -> bool:
        if mode == "list":
            tables = screen.query(DataTable)
            return screen.id != "start" and bool(tables) and tables.first().row_count > 0
        return screen.id == ("game" if mode == "game" else "start")

    # "game": mafia-tui --continue, straight to the judge's screen of the unfinished game.
    app = Timed(data_dir=data, resume=mode == "game")
    report_when_painted(app, wanted)
    app.run(headless=True, size=(120, 40))


if __name__ == "__main__":
    main()

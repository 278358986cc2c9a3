"""Child process for judge_bench.py: start an app headless as the judge does, say "frame" at
its first painted frame (the parent times the whole process, from spawn to that line).

    python bench/ui_startup_child.py minimal|start|game|list DATA_DIR
"""

from __future__ import annotations

import gc
import sys


def report(app) -> None:
    print(f"frame fpdf={'fpdf' in sys.modules}", flush=True)
    app.exit()


def main() -> None:
    mode, data = sys.argv[1], sys.argv[2]
    if mode == "minimal":
        from textual.app import App, ComposeResult
        from textual.widgets import DataTable, Footer, Header, Static

        class Minimal(App[None]):
            def compose(self) -> ComposeResult:
                yield Header()
                yield Static("Минимальное приложение")
                table: DataTable = DataTable()
                table.add_columns("№", "Игрок")
                for i in range(10):
                    table.add_row(str(i + 1), f"Игрок {i + 1}")
                yield table
                yield Footer()

            def on_mount(self) -> None:
                self.call_after_refresh(report, self)

        Minimal().run(headless=True, size=(120, 40))
        return
    from mafia_tui.ui.app import MafiaApp

    class Timed(MafiaApp):
        def on_mount(self) -> None:
            super().on_mount()
            if mode == "list":
                from mafia_tui.ui.screens.games_list import GamesListScreen

                self.push_screen(GamesListScreen())
                self.set_interval(0.001, self._rows_shown)  # the first frame with rows
                return
            self.call_after_refresh(self.call_after_refresh, report, self)

        def _rows_shown(self) -> None:
            from textual.widgets import DataTable

            tables = self.screen.query(DataTable)
            if tables and tables.first().row_count and not getattr(self, "_done", False):
                self._done = True
                self.call_after_refresh(report, self)

    gc.disable()  # as run_app does (mafia-tui's entry point)
    # "game": mafia-tui --continue, straight to the judge's screen of the unfinished game.
    Timed(data_dir=data, resume=mode == "game").run(headless=True, size=(120, 40))


if __name__ == "__main__":
    main()

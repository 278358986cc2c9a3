"""An import that test_import_batch.py kills: imports a file of mafiaratings games into a data
dir, saying "ready" first.

    python -m tests.storage.import_writer DATA_DIR FILE
"""

import sys
from pathlib import Path

from mafia_tui.session.foreign_import import import_any
from mafia_tui.storage.store import GameStore

if __name__ == "__main__":
    root, src = Path(sys.argv[1]), Path(sys.argv[2])
    store = GameStore(root)
    print("ready", flush=True)
    results = import_any(store, src)
    print("done", sum(r.outcome == "imported" for r in results), flush=True)

"""Where games live: ``--data-dir``, else ``$MAFIA_TUI_DATA_DIR``, else the platform's data dir."""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "MAFIA_TUI_DATA_DIR"
APP_NAME = "mafia-tui"


def data_dir(override: str | os.PathLike[str] | None = None, create: bool = True) -> Path:
    """Resolve the data dir, creating it when it can (unless ``create`` is False: the
    players' display only reads).

    Never raises for the disk's sake: a folder that cannot be made (read-only parent, full
    disk) is returned as it is, and the store says what is wrong with it.

    Args:
        override: the ``--data-dir`` value, which wins over everything.
        create: make the folder when missing.
    """
    if override:
        path = Path(override).expanduser()
    elif os.environ.get(ENV_VAR):
        path = Path(os.environ[ENV_VAR]).expanduser()
    else:
        from platformdirs import user_data_path

        path = user_data_path(APP_NAME, appauthor=False)
    if create:
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
    return path

# Developer shortcuts; the README's two commands are all a new machine needs.
PY := .venv/bin/python

.PHONY: check format types lint contracts test bench examples assets snapshot-update

check: format lint contracts types test

# The developer's tools (ruff, mypy, import-linter) are the dev extra, installed on first use
# and again whenever pyproject.toml changes.
DEV := .venv/.dev-installed
$(DEV): pyproject.toml
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

format: $(DEV)
	.venv/bin/ruff format --check src tests bench examples

lint: $(DEV)
	.venv/bin/ruff check src tests bench examples
	$(PY) .ci/complexity.py

# The layer contracts in pyproject.toml's [tool.importlinter].
contracts: $(DEV)
	.venv/bin/lint-imports

# mypy --strict over src/ and tests/ ([tool.mypy]), then as Windows and macOS see them.
types: $(DEV)
	.venv/bin/mypy --strict
	.venv/bin/mypy --platform win32 --cache-dir .mypy_cache/win32
	.venv/bin/mypy --platform darwin --cache-dir .mypy_cache/darwin

# The README's test command: every core, each taking the next test as it finishes one.
test:
	$(PY) -m pytest -n 4 --dist worksteal

bench:
	$(PY) bench/engine_bench.py
	$(PY) bench/pdf_bench.py
	$(PY) bench/judge_bench.py
	$(PY) bench/display_lag.py
	$(PY) bench/seating_bench.py
	$(PY) bench/version_bench.py
	$(PY) bench/gc_pause.py
	$(PY) bench/continue_bench.py
	$(PY) bench/key_repaint.py
	$(PY) bench/standings_cache.py

examples:
	$(PY) examples/build.py

# The README's pictures: the judge's screen, and a protocol page (needs pdftoppm from
# poppler-utils).
assets:
	$(PY) examples/screenshot.py assets/judge-screen.svg
	tmp=$$(mktemp -d) && $(PY) -m mafia_tui export examples/red-win.json --pdf $$tmp/p.pdf \
		--data-dir $$tmp && pdftoppm -png -r 50 -f 1 -l 1 -singlefile $$tmp/p.pdf \
		assets/protocol-page1 && rm -r $$tmp

snapshot-update:
	$(PY) -m pytest tests/ui/test_snapshots.py --snapshot-update

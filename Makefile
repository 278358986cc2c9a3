# Developer shortcuts; the README's two commands are all a new machine needs.
PY := .venv/bin/python

.PHONY: check lint test bench examples snapshot-update

check: lint test

lint:
	.venv/bin/ruff check src tests bench examples

test:
	$(PY) -m pytest

bench:
	$(PY) bench/engine_bench.py
	$(PY) bench/storage_bench.py
	$(PY) bench/pdf_bench.py
	$(PY) bench/standings_bench.py
	$(PY) bench/ui_bench.py
	$(PY) bench/display_lag.py

examples:
	$(PY) examples/build.py

snapshot-update:
	$(PY) -m pytest tests/ui/test_snapshots.py --snapshot-update

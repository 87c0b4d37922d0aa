# Two entry points for a fresh machine: `make run` and `make test`.
# Each creates the virtual environment in .venv when it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test lint bench ladder assets catalogues clean
.PHONY: dist dist-check

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.runtime: requirements.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev: requirements-dev.txt requirements.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -r requirements-dev.txt
	touch $@ $(VENV)/.runtime

run: $(VENV)/.runtime
	$(BIN)/python main.py $(ARGS)

test: $(VENV)/.dev
	$(BIN)/python -m ruff check .
	$(BIN)/python -m ruff format --check .
	$(BIN)/python -m pytest

lint: $(VENV)/.dev
	$(BIN)/python -m ruff check --fix .
	$(BIN)/python -m ruff format .

bench: $(VENV)/.runtime
	$(BIN)/python tools/bench.py $(ARGS)

# The computer players' strength ladder (CPU-heavy: minutes). ARGS="--jobs 2" plays pairs
# in parallel processes; ARGS="--game m --quick" is a smoke run.
ladder: $(VENV)/.runtime
	nice -n 10 $(BIN)/python tools/ai_ladder.py $(ARGS)

assets: $(VENV)/.runtime
	$(BIN)/python tools/make_assets.py

# Refresh the translations after the English changed: the template from the English tables
# (babel.cfg), then each language's catalogue from it, matched by key (changed English turns
# fuzzy), and the compiled .mo files the game loads. Then translate what the language tests list.
catalogues: $(VENV)/.runtime
	$(BIN)/python -m babel.messages.frontend -q extract -F babel.cfg -o locale/tessera.pot \
		--no-location --omit-header .
	$(BIN)/python tools/catalogues.py

# The application a player double-clicks: one folder that runs without Python (PyInstaller,
# release/tessera.spec) in dist/tessera. Prints its size and start-up time; fails over budget.
dist: $(VENV)/.dev
	$(BIN)/python tools/dist.py

# Builds it, then runs it as a player's machine would (no Python on PATH, a new home): the menu
# in every language and each game's first screen must be what a run from source draws.
dist-check: dist
	$(BIN)/python tools/dist_check.py

clean:
	rm -rf $(VENV)

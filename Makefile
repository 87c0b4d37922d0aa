# Two entry points for a fresh machine: `make run` and `make test`.
# Each creates the virtual environment in .venv when it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

# Installs come from the locks only (exact versions, every file's hash): requirements.txt for
# the game, requirements-dev.txt for the game and its tools. `make lock` rewrites both from the
# loose ranges in requirements.in and requirements-dev.in.
PIP_INSTALL := $(BIN)/python -m pip install --quiet --disable-pip-version-check --require-hashes
# The lock is universal (every platform, Python 3.10 and up), so Windows and macOS builds
# install from the same files.
LOCK := $(BIN)/python -m uv pip compile --quiet --universal --python-version 3.10 \
	--generate-hashes --custom-compile-command "make lock"

.PHONY: run test lint lock bench ladder soak assets catalogues clean dist dist-check

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.runtime: requirements.txt | $(BIN)/python
	$(PIP_INSTALL) -r requirements.txt
	touch $@

$(VENV)/.dev: requirements-dev.txt requirements.txt | $(BIN)/python
	$(PIP_INSTALL) -r requirements-dev.txt
	touch $@ $(VENV)/.runtime

run: $(VENV)/.runtime
	$(BIN)/python main.py $(ARGS)

# The tests' files (saves, settings, screenshots) go to a RAM disk where the machine has one:
# every save is written atomically with fsync, which costs ~30 ms a file on a disk.
TEST_TMP := $(firstword $(wildcard /dev/shm) $(TMPDIR) /tmp)

test: $(VENV)/.dev
	$(BIN)/python -m ruff check .
	$(BIN)/python -m ruff format --check .
	TMPDIR=$(TEST_TMP) $(BIN)/python -m pytest -n auto --maxschedchunk 2

lint: $(VENV)/.dev
	$(BIN)/python -m ruff check --fix .
	$(BIN)/python -m ruff format .

# Refresh both locks from the loose ranges (newest versions they admit), in one command.
# The run-time lock is written first and constrains the development one, so both name the same
# versions of what they share.
lock: $(VENV)/.dev
	$(LOCK) requirements.in -o requirements.txt
	$(LOCK) requirements-dev.in -c requirements.txt -o requirements-dev.txt

bench: $(VENV)/.runtime
	$(BIN)/python tools/bench.py $(ARGS)

# The computer players' strength ladder (CPU-heavy: an hour or more), on the measurement seeds
# (100000 up): per game, level 8 against the greedy baseline and each level against the one
# below, with 95 % intervals and the seeds; M also with 3 and 4 players. ARGS="--jobs 2" plays
# deals in parallel processes; "--game m --players 3" one part; "--capped" with the game's
# wall-clock cap; "--seed 1 --scale 0.2" a tuning run; "--quick" a smoke run.
ladder: $(VENV)/.runtime
	nice -n 10 $(BIN)/python tools/ai_ladder.py $(ARGS)

# The network soak: 200 whole games over loopback with connections cut at random and rejoined,
# each game bounded to a minute and the run to 40 (minutes). ARGS="--games 20" is shorter.
soak: $(VENV)/.runtime
	nice -n 10 $(BIN)/python tools/net_soak.py $(ARGS)

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

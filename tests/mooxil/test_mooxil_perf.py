"""perf.ai_bench gives tools/bench.py JSON-safe figures (timed for real by the bench only)."""

import json

from games.mooxil import perf


def test_ai_bench_reports_json_safe_hint_figures(monkeypatch):
    monkeypatch.setattr(perf, "BENCH_LEVELS", (1, 2))
    monkeypatch.setattr(perf, "BENCH_SEEDS", (0,))
    monkeypatch.setattr(perf, "BENCH_MOVES", 2)
    figures = json.loads(json.dumps(perf.ai_bench()))
    assert figures["game"] == "mooxil"
    assert figures["hint"]["hints"] == 4
    assert 0 < figures["hint"]["p50_ms"] <= figures["hint"]["p95_ms"] <= figures["hint"]["max_ms"]
    assert set(figures["by_level"]) == {"level 1", "level 2"}
    assert figures["by_level"]["level 1"]["radius"] == 4

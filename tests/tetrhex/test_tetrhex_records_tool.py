"""tools/tetrhex_records.py: the weights to try are read from JSON, and a wrong one is told."""

import argparse

import pytest

from games.tetrhex.ai import DEFAULT_WEIGHTS
from tools import tetrhex_records


def test_weights_change_only_the_fields_named():
    tried = tetrhex_records.weights('{"holes": -20, "danger_margin": 6}')
    assert (tried.holes, tried.danger_margin) == (-20, 6)
    assert tried.wells == DEFAULT_WEIGHTS.wells and tried.landing == DEFAULT_WEIGHTS.landing


@pytest.mark.parametrize("text", ['{"hols": -20}', "[1]", "holes=-20"])
def test_a_wrong_weight_is_refused_with_the_names_it_takes(text):
    with pytest.raises(argparse.ArgumentTypeError, match=r"weight names .*holes"):
        tetrhex_records.weights(text)

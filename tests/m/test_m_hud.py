"""The players' panel: where a thinking computer's dots go in its row."""

import pygame
import pytest

from core.ui.canvas import Canvas
from games.m.hud import PlayersPanel
from games.m.table_view import PANEL


@pytest.mark.parametrize("player", [0, 2])
def test_the_thinking_dots_stand_beside_the_scoring_tag_and_clear_of_the_chips(player):
    panel = PlayersPanel(PANEL, 3)
    surface = Canvas.blank((1280, 720))
    x, y = panel.chip_point(player)
    chip = pygame.Rect(x - 11, y - 11, 22, 22)
    plain = panel.draw_thinking(surface, player, 0, tagged=False)
    tagged = panel.draw_thinking(surface, player, 0, tagged=True)
    assert plain.colliderect(panel.tag_rect(player))  # where the kind is written, no tag there
    assert not tagged.colliderect(panel.tag_rect(player))
    assert not tagged.colliderect(chip) and not plain.colliderect(chip)
    assert panel.row_rect(player).contains(tagged)

"""What Abaku says to the player in the player's language, worded from engine codes: why a
move is refused (a :class:`~games.abaku.refusals.Refusal` becomes ``abaku.refuse.<code>``)."""

from __future__ import annotations

from core import i18n
from core.engine import GAME_OVER
from games.abaku.refusals import ACROSS, DOWN, Refusal

READINGS = {ACROSS: "abaku.reading_across", DOWN: "abaku.reading_down"}


def refusal_text(refusal: Refusal) -> str:
    """An engine refusal (:meth:`AbakuState.refusal`, or the match's ``game_over``) in the
    player's language."""
    if refusal.code == GAME_OVER.code:
        return i18n.t("abaku.refuse.over")
    fields = refusal.words()
    if "reading" in fields:
        fields["reading"] = i18n.t(READINGS[fields["reading"]])
    return i18n.t(f"abaku.refuse.{refusal.code}", **fields)

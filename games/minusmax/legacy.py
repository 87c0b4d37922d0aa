"""minusMax saves of its own format 1 (before ``core.match``), read as matches (pure).

Format 1 already kept the seed, the options, the seats (``{name, level, colour}``, level 0 a
human), every move and the state; the rack order and the Start press become the view's.
"""

from __future__ import annotations

OLD_FORMAT = 1


def migrate(data: dict) -> dict:
    """The match save of a format-1 minusMax save; ``ValueError`` when it is not one."""
    if data.get("format") != OLD_FORMAT:
        raise ValueError(f"unsupported minusMax save format {data.get('format')!r}")
    try:
        return {
            "game": "minusmax",
            "seed": data["seed"],
            "options": data["options"],
            "seats": data["seats"],
            "moves": data["moves"],
            "state": data["state"],
            "match_id": f"minusmax-{data['seed']}",
            "ended": None,
            "view": {"orders": data.get("orders", []), "started": data.get("started", True)},
        }
    except KeyError as error:
        raise ValueError(f"damaged minusMax save (no {error})") from error

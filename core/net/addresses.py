"""The addresses a friend on the same network can reach this computer at (for the lobby).

Only this computer's own name is resolved; nothing is sent anywhere."""

from __future__ import annotations

import ipaddress
import socket


def lan_addresses(limit: int = 3) -> list[str]:
    """This computer's IPv4 addresses other than loopback, or ``["127.0.0.1"]``."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    found = []
    for *_, address in infos:
        text = address[0]
        if not ipaddress.ip_address(text).is_loopback and text not in found:
            found.append(text)
    return found[:limit] or ["127.0.0.1"]

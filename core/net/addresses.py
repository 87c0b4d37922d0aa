"""Addresses: where a joiner finds a host (:class:`Address`), and the addresses a friend on the
same network can reach this computer at (for the lobby).

Only this computer's own name is resolved; nothing is sent anywhere."""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass


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


@dataclass(frozen=True)
class Address:
    host: str
    port: int

    @classmethod
    def parse(cls, text: str) -> Address:
        """``"192.168.1.5:47474"`` or ``"[::1]:47474"``; ``ValueError`` saying the form."""
        host, sep, port = text.strip().rpartition(":")
        host = host.strip("[]")
        if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
            raise ValueError(f"an address is HOST:PORT, like 192.168.1.5:47474, not {text!r}")
        return cls(host, int(port))

    @property
    def uri(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"

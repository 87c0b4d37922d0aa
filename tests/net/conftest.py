"""Every network client a test starts is closed when the test ends: one left open (the host
player's own, inside a lobby a test leaves by stopping the host) went on trying to reconnect
once a second for a minute, in the middle of the tests after it."""

import pytest

from core.net.client import Client


@pytest.fixture(autouse=True)
def clients_closed_after_each_test(monkeypatch):
    started = []
    start = Client.start

    def recording_start(client):
        started.append(client)
        start(client)

    monkeypatch.setattr(Client, "start", recording_start)
    yield
    for client in started:
        client.close()

"""LAN discovery: the service a hosting game registers, read back by the finder; faked at the
zeroconf seam (no network), and once for real on the loopback interface only."""

from __future__ import annotations

import threading
import time

import pytest
from zeroconf import ServiceInfo, ServiceStateChange

from game.net import discovery
from game.net.discovery import SERVICE, Advertiser, Found


class FakeZeroconf:
    """Stands for zeroconf.Zeroconf: keeps what is registered, answers lookups from it."""

    def __init__(self) -> None:
        self.services: dict = {}
        self.closed = False

    def register_service(self, info) -> None:
        self.services[info.name] = info

    def unregister_service(self, info) -> None:
        self.services.pop(info.name, None)

    def get_service_info(self, service_type, name, timeout=0):
        return self.services.get(name)

    def close(self) -> None:
        self.closed = True


def test_what_is_advertised_is_found_and_forgotten_when_removed():
    zc = FakeZeroconf()
    ad = Advertiser("Ada's table.v2", 8765, "127.0.0.1", zeroconf=lambda: zc)
    (name,) = zc.services
    assert name == f"Ada's table v2.{SERVICE}"  # a dot would split the DNS label
    finder = discovery.Finder.__new__(discovery.Finder)  # without its browser thread
    finder.zc, finder._found = zc, {}
    finder._lock = threading.Lock()
    finder._changed(zc, SERVICE, name, ServiceStateChange.Added)
    assert finder.found() == [Found("Ada's table v2", "127.0.0.1", 8765)]
    old = zc.services[name]  # another protocol: not offered
    zc.services[name] = ServiceInfo(SERVICE, name, port=8765, addresses=old.addresses,
                                    properties={"protocol": "99"})
    finder._found.clear()
    finder._changed(zc, SERVICE, name, ServiceStateChange.Updated)
    assert finder.found() == []
    finder._found[name] = Found("x", "127.0.0.1", 1)
    finder._changed(zc, SERVICE, name, ServiceStateChange.Removed)
    assert finder.found() == []
    ad.close()
    assert zc.closed and not zc.services


def test_register_and_browse_on_loopback():
    try:
        ad = Advertiser("Loop table", 8765, "127.0.0.1")
    except OSError as e:  # no multicast on this machine's loopback
        pytest.skip(f"loopback multicast unavailable: {e}")
    finder = discovery.Finder("127.0.0.1")
    try:
        deadline = time.monotonic() + 60  # a safety stop only
        while not finder.found() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert Found("Loop table", "127.0.0.1", 8765) in finder.found()
    finally:
        finder.close()
        ad.close()

"""Finding a game hosted on the local network (zeroconf / mDNS), no typing of addresses.

    ad = Advertiser("Ada's table", port, address="192.168.1.20"); ...; ad.close()
    finder = Finder(); ...each frame: finder.found() -> [Found(name, address, port)]; finder.close()

A hosting game registers "_kingdomino._tcp.local." with the protocol version in its properties;
the join screen browses for it. Only where a server is, never its join code: that stays spoken.
Both take a `zeroconf` factory (the seam the tests use to stay off the network).
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .protocol import PROTOCOL

SERVICE = "_kingdomino._tcp.local."


@dataclass(frozen=True)
class Found:
    name: str  # what the host called the table, as registered
    address: str
    port: int


def _loopback_or_lan(address: str) -> Callable[[], Zeroconf]:
    return lambda: Zeroconf(interfaces=[address]) if address else Zeroconf()


def _clean(name: str) -> str:
    # a service instance name is one DNS label (<= 63 bytes) and may not hold dots
    return name.replace(".", " ")[:40] or "Kingdomino"


class Advertiser:
    def __init__(self, name: str, port: int, address: str = "127.0.0.1",
                 zeroconf: Callable[[], Any] | None = None) -> None:
        self.zc = (zeroconf or _loopback_or_lan(address))()
        self.info = ServiceInfo(SERVICE, f"{_clean(name)}.{SERVICE}", port=port,
                                addresses=[socket.inet_aton(address)],
                                properties={"protocol": str(PROTOCOL)})
        self.zc.register_service(self.info)

    def close(self) -> None:
        self.zc.unregister_service(self.info)
        self.zc.close()


class Finder:
    def __init__(self, address: str = "", zeroconf: Callable[[], Any] | None = None) -> None:
        self.zc = (zeroconf or _loopback_or_lan(address))()
        self._lock = threading.Lock()
        self._found: dict[str, Found] = {}
        self.browser = ServiceBrowser(self.zc, SERVICE, handlers=[self._changed])

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """On zeroconf's thread: keep the list up to date (the UI reads it with found())."""
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=2000)
        if info is None or info.properties.get(b"protocol") != str(PROTOCOL).encode():
            return  # gone meanwhile, or a server speaking another protocol
        addresses = info.parsed_addresses()
        if addresses and info.port:
            with self._lock:
                self._found[name] = Found(name[: -len(SERVICE) - 1], addresses[0], int(info.port))

    def found(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: f.name)

    def close(self) -> None:
        self.browser.cancel()
        self.zc.close()

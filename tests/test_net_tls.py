"""TLS (`serve --certfile/--keyfile`): a whole game over wss:// with the server's certificate
checked; a client that cannot check it, or speaks plain ws://, gets no game.

The certificate in tests/data/tls is a self-signed one for 127.0.0.1 made for these tests only
(`openssl req -x509 -newkey ec …`, valid a century): it protects nothing."""

from __future__ import annotations

import random
import ssl
from pathlib import Path

import pytest
from net_helpers import run, start_server
from websockets.exceptions import InvalidHandshake

from game.net.bots import play_table
from game.net.client import AsyncClient
from game.net.server import Server

TLS = Path(__file__).resolve().parent / "data" / "tls"


def _tls_server(tmp_path: Path) -> tuple[Server, str]:
    server, url = start_server(tmp_path, certfile=str(TLS / "cert.pem"), keyfile=str(TLS / "key.pem"))
    return server, url.replace("ws://", "wss://")


def _trusting() -> ssl.SSLContext:
    """A client context that trusts the test certificate (as a real one trusts its authority)."""
    return ssl.create_default_context(cafile=str(TLS / "cert.pem"))


def test_a_whole_game_over_tls_scores_as_the_server(tmp_path):
    server, url = _tls_server(tmp_path)
    try:
        code, bots = run(play_table(url, "kingdomino", random.Random(3), tls=_trusting()))
        table = server.tables[code]
        assert table.final_scores()
        assert all(b.done[code]["scores"] == table.final_scores() for b in bots)
    finally:
        server.stop_thread()


def test_no_game_without_checking_the_certificate_or_over_plain_ws(tmp_path):
    server, url = _tls_server(tmp_path)
    try:
        # the system's authorities do not vouch for this certificate: the client refuses it
        with pytest.raises(ssl.SSLCertVerificationError):
            run(AsyncClient(url, ssl.create_default_context()).connect())
        # plain ws:// to a TLS port: no WebSocket handshake ever completes
        with pytest.raises(InvalidHandshake):
            run(AsyncClient(url.replace("wss://", "ws://")).connect())
        # the server still serves a client that checks it
        hello = run(AsyncClient(url, _trusting()).connect())
        assert hello["type"] == "welcome"
    finally:
        server.stop_thread()

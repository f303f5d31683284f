"""Network play, headless (no pygame here): a game server and its client library.

    from game.net.server import Server          # the server: `python -m game.net.serve`
    from game.net.client import Client          # the UI's client: a background thread, poll() each frame

The server alone holds each game: clients send action texts, the server parses and applies them
with the engine and sends each connection only the engine's view of its seats. docs/NETWORK.md
describes the protocol (protocol.py), its limits and errors (codes.py) and the security.
"""

"""The game server on the command line (headless; no pygame):

    python -m game.net.serve [--host H] [--port P] [--data DIR] [--certfile F --keyfile F] [--durable]
                             [--ai-processes N] [--waiting-days D]

Serves until interrupted (Ctrl+C or SIGTERM), then closes its connections and its store; tables
resume when it is started again on the same --data folder.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal

from .server import WAITING_DAYS, Server


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.net.serve", description="Serve network tables.")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every interface)")
    p.add_argument("--port", type=int, default=8765, help="port (0: any free one, printed)")
    p.add_argument("--data", default="netdata", help="folder of the tables' SQLite file")
    p.add_argument("--certfile", help="TLS certificate chain (PEM): serve wss:// instead of ws://")
    p.add_argument("--keyfile", help="TLS private key (PEM), with --certfile")
    p.add_argument("--durable", action="store_true",
                   help="fsync every action (survives a power cut, not only a killed process)")
    p.add_argument("--ai-processes", type=int, default=1,
                   help="processes the AI seats think in (0: threads of the server's process)")
    p.add_argument("--waiting-days", type=float, default=WAITING_DAYS,
                   help="forget a hosted table never started after this many days untouched")
    args = p.parse_args(argv)
    if args.keyfile and not args.certfile:
        p.error("--keyfile needs --certfile")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)  # not a line per connection
    server = Server(args.host, args.port, args.data, args.certfile, args.keyfile, args.durable,
                    ai_processes=args.ai_processes, waiting_days=args.waiting_days)

    async def run() -> None:
        port = await server.start()
        scheme = "wss" if args.certfile else "ws"
        print(f"serving {len(server.tables)} tables on {scheme}://{args.host}:{port}", flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C raises instead
                loop.add_signal_handler(sig, stop.set)
        try:
            await stop.wait()
        finally:
            await server.stop()

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(run())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

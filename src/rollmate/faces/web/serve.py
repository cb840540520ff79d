"""`rollmate serve`: open the table (sheets, roll log), print its two links and run the page with uvicorn."""

from __future__ import annotations

import argparse
import sys

import uvicorn

from rollmate.log.store import Store, default_path
from rollmate.errors import RollmateError
from rollmate.faces.web.app import create_app
from rollmate.faces.web.guard import Codes
from rollmate.table.core import Table


def run(args: argparse.Namespace) -> int:
    if not 0 < args.port < 65536:
        raise RollmateError(f"--port {args.port}: a port is a number from 1 to 65535.")
    store = Store(args.db or default_path())
    try:
        table = Table(store, args.sheet, system=args.system, profile=args.profile, seed=args.seed)
        codes = Codes()
        host = f"[{args.host}]" if ":" in args.host else args.host
        base = f"http://{host}:{args.port}"
        print(f"rollmate table: {', '.join(table.seats()) or 'no characters loaded'}\n"
              f"  players: {base}/t/{codes.player}\n"
              f"  GM:      {base}/gm/{codes.gm}   (keep this one to yourself)\n"
              "Ctrl-C stops the table; the rolls stay in the log.", flush=True)
        if args.host not in ("127.0.0.1", "localhost", "::1"):
            print(f"Note: --host {args.host} lets other machines reach the table; anyone with a link joins.",
                  file=sys.stderr, flush=True)
        config = uvicorn.Config(create_app(table, codes), host=args.host, port=args.port, log_level="warning",
                                access_log=False, lifespan="on")
        uvicorn.Server(config).run()
        return 0
    finally:
        store.close()

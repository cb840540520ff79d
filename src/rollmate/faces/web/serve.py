"""`rollmate serve`: open the table (sheets, roll log), print its links (the GM's and one per seat) and run the page
with uvicorn, in one process or in several workers against one PostgreSQL log (`--workers N`).

The links are kept with the roll log, so a restart keeps them (`--new-links` replaces them all). Workers read them
from the log, and each opens the sheets and the log for itself; each roll any worker commits is announced by the
server to every worker (relay).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from typing import Any

import uvicorn

from rollmate.errors import RollmateError
from rollmate.faces import trace
from rollmate.faces.web.app import create_app
from rollmate.faces.web.connections import CONNECTIONS, KEEP_ALIVE, Guarded
from rollmate.faces.web.guard import GM_SEAT, Codes, table_links
from rollmate.log.backends import is_server
from rollmate.log.store import Store, default_path
from rollmate.priority import quietly
from rollmate.table.core import Table

WORKER_ENV = "ROLLMATE_SERVE_WORKER"  # what a worker needs: the log, the sheets, the options, the log level
WEB = logging.getLogger("rollmate.web")  # a line per request at debug level, and every unexpected error's traceback


def run(args: argparse.Namespace) -> int:
    if not 0 < args.port < 65536:
        raise RollmateError(f"--port {args.port}: a port is a number from 1 to 65535.")
    workers = getattr(args, "workers", 1)
    if not 1 <= workers <= 64:
        raise RollmateError(f"--workers {workers}: give a number of worker processes from 1 to 64.")
    if workers > 1 and not is_server(args.db):
        raise RollmateError("--workers: several workers share one roll log on PostgreSQL; give --db "
                            "postgresql://user@host/database (an SQLite file is for one process).")
    if workers > 1 and args.seed is not None:
        raise RollmateError("--seed with --workers: every worker would roll the same dice; use one worker to replay "
                            "a seed.")
    level = trace.level(getattr(args, "log_level", None))
    trace.start(level)
    store = Store(args.db or default_path(), sync=getattr(args, "sync", "full"))
    try:
        table = Table(store, args.sheet, system=args.system, profile=args.profile, seed=args.seed)
        codes = table_links(table, renew=getattr(args, "new_links", False))
        _announce(args, table, codes, workers)
        if workers == 1:
            app = trace.Traced(create_app(table, codes), WEB)
            uvicorn.Server(uvicorn.Config(app, host=args.host, port=args.port, **_uvicorn(level))).run()
            return 0
    finally:
        store.close()
    os.environ[WORKER_ENV] = json.dumps({
        "db": args.db, "sheet": list(args.sheet), "system": args.system, "profile": args.profile,
        "log_level": level})
    uvicorn.run("rollmate.faces.web.serve:worker_app", factory=True, workers=workers, host=args.host, port=args.port,
                **_uvicorn(level))  # uvicorn's supervisor starts a dead one again
    return 0


def _uvicorn(level: str) -> dict[str, Any]:
    """uvicorn's settings, the same for one process or each worker: the connections' limits (connections.py), and
    logging left to ours (trace.py) with uvicorn's own access log off."""
    return {"http": Guarded, "timeout_keep_alive": KEEP_ALIVE, "limit_concurrency": CONNECTIONS,
            "log_level": level, "log_config": None, "access_log": False, "lifespan": "on"}


def worker_app():  # type: ignore[no-untyped-def]
    """The app of one worker (uvicorn's factory): the same table and links (kept in the log) as its siblings, its own
    connection.
    It opens the table and loads the reader at a lower priority (priority.quietly): a worker started in place of
    one that died leaves the CPU to its siblings, who are serving that one's pages meanwhile."""
    given = json.loads(os.environ[WORKER_ENV])
    trace.start(given["log_level"])

    def opened() -> Table:
        table = Table(Store(given["db"]), given["sheet"], system=given["system"], profile=given["profile"])
        table.warm()  # the app's start-up warms it again, in a moment now
        return table

    return trace.Traced(create_app(quietly(opened)), WEB)


def _announce(args: argparse.Namespace, table: Table, codes: Codes, workers: int) -> None:
    host = f"[{args.host}]" if ":" in args.host else args.host
    base = f"http://{host}:{args.port}"
    width = max((len(name) for name in (GM_SEAT, *codes.seats)), default=2) + 1
    seats = "".join(f"  {name + ':':<{width}} {base}/t/{code}\n" for name, code in codes.seats.items())
    print(f"rollmate table: {', '.join(table.seats()) or 'no characters loaded'}\n"
          f"  {GM_SEAT + ':':<{width}} {base}/gm/{codes.gm}   (keep this one to yourself)\n"
          + (seats and "Give each player their own seat's link; it acts as that character only:\n" + seats)
          + (f"  {workers} workers on the roll log {table.store.place}\n" if workers > 1 else "")
          + "The links stay the same when the table starts again (--new-links replaces them; the GM's page replaces "
            "one).\nCtrl-C stops the table; the rolls stay in the log.", flush=True)
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"Note: --host {args.host} lets other machines reach the table; anyone with a link joins.",
              file=sys.stderr, flush=True)

"""Start-up work of a server process run at a lower CPU priority, so the processes already serving keep theirs.

A worker started while its siblings serve (uvicorn's supervisor replacing one that died) spends most of a second of
CPU opening its table and loading the reader before it answers anyone. On a machine with a core or two that CPU
would be taken from the siblings, just when they carry the dead worker's pages as well. `quietly` runs that work in
a thread of its own whose priority alone is lowered (Linux keeps a nice value per thread), and waits for it: the
process goes on at its usual priority once the work is done, since the thread has ended. Elsewhere the work just
runs in that thread as it would have in the caller.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")
NICE = 10  # lower than everything at 0, but not so low that a busy machine starves the start-up for long


def quietly(work: Callable[[], T]) -> T:
    """`work()`'s value (or what it raised), computed in a thread of its own at nice +NICE."""
    outcome: list[T] = []
    failure: list[BaseException] = []

    def run() -> None:
        if sys.platform == "linux":
            me = threading.get_native_id()
            try:
                os.setpriority(os.PRIO_PROCESS, me, max(NICE, os.getpriority(os.PRIO_PROCESS, me)))
            except OSError:  # not allowed here (a sandbox): the work runs at the usual priority, as before
                pass
        try:
            outcome.append(work())
        except BaseException as error:  # handed to the caller, in its own thread
            failure.append(error)

    thread = threading.Thread(target=run, name="rollmate-start-up")
    thread.start()
    thread.join()
    if failure:
        raise failure[0]
    return outcome[0]

"""Start-up work run at a lower priority: in a thread of its own, niced alone, its value or its error handed back."""

from __future__ import annotations

import os
import sys
import threading

import pytest

from rollmate.priority import NICE, quietly


def test_the_work_runs_niced_in_a_thread_of_its_own_and_the_caller_keeps_its_priority() -> None:
    before = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())

    def work() -> tuple[int, int]:
        me = threading.get_native_id()
        return me, os.getpriority(os.PRIO_PROCESS, me)

    thread, nice = quietly(work)
    assert thread != threading.get_native_id()
    if sys.platform == "linux":
        assert nice == max(NICE, before)
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == before


def test_what_the_work_raises_reaches_the_caller() -> None:
    def work() -> None:
        raise ValueError("no such sheet")

    with pytest.raises(ValueError, match="no such sheet"):
        quietly(work)

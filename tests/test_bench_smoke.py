"""The benchmarks' own code, run briefly against the code as it is now: a changed signature or a moved limit must
break a test, not only `bench/run` (which needs the peers' environments and is not part of the suite). The
timings themselves are not checked here: speed is measured in bench/, beside peers."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"


def _run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=BENCH, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_phrase_benchmark_reads_and_resolves_every_table() -> None:
    out = _run("import phrases\n"
               "print(phrases.parse_only(cold=True, rounds=1) > 0, phrases.parse_only(cold=False, rounds=1) > 0)\n"
               "for system in phrases.TABLES:\n"
               "    seconds, count = phrases.per_phrase(system, rounds=1)\n"
               "    print(system, seconds > 0, count > 50)\n"
               "print(phrases.batch_throughput(lines=20) > 0)\n")
    assert out.split() == ["True", "True", "ghostburn", "True", "True", "fist", "True", "True", "fs3", "True", "True",
                           "True"]


def test_the_scaling_benchmark_really_lifts_the_limit() -> None:
    """With the limit lifted, a 2,000-character phrase must be read (the parser runs over all of its tokens), not
    refused unread; as shipped it is refused before the parser sees a token. Counted in tokens handed to the LALR
    parser, not timed, so a busy machine cannot change the answer."""
    out = _run("import parse_scaling as p\n"
               "from rollmate.grammar.clauses import phrase_parser\n"
               "from rollmate.rules.sheets import load_party\n"
               "from rollmate.rules.system import get_system\n"
               "v = get_system('ghostburn').vocabulary(load_party([p.ROOT / 'examples' / 'ghostburn_party.toml']))\n"
               "parser = phrase_parser()\n"
               "parse, seen = parser.parse, []\n"
               "parser.parse = lambda tokens, *a, **k: seen.append(len(tokens)) or parse(tokens, *a, **k)\n"
               "def tokens(text):\n"
               "    seen.clear()\n"
               "    p.cpu_seconds(text, v, rounds=1)\n"
               "    return sum(seen)\n"
               "short, long = tokens(p.phrase(100)), tokens(p.phrase(2000))\n"
               "limit = p.raw.MAX_PHRASE\n"
               "p.raw.MAX_PHRASE = 10**9\n"
               "lifted = tokens(p.phrase(2000))\n"
               "p.raw.MAX_PHRASE = limit\n"
               "print(short, long, lifted)\n")
    short, long, lifted = map(int, out.split())
    assert short > 0  # a phrase under the limit is parsed
    assert long == 0  # as shipped, the long phrase is refused before the parser runs
    assert lifted >= 15 * short  # lifted, all of it is parsed: about 20 times the 100-character phrase's tokens


def test_the_chat_start_benchmark_sees_both_prompts() -> None:
    """The chat-start benchmark waits for the chat's prompt and a bare prompt_toolkit prompt on a pseudo-terminal:
    a changed prompt would hang it for 30 s and then fail, so both are reached here once."""
    out = _run("import tempfile, pathlib, chat_start as c\n"
               "with tempfile.TemporaryDirectory() as d:\n"
               "    home = pathlib.Path(d)\n"
               "    print(c.to_prompt(home) > 0, c.to_prompt(home, [c.python(), '-c', c.BARE], b'bare>') > 0)\n")
    assert out.split() == ["True", "True"]


def test_the_many_tables_load_test_kills_a_worker_and_loses_nothing(pg_server: str) -> None:
    """bench/pg_load.py briefly (2 tables, 2 workers, one killed with -9), on the tests' server: it must answer
    rolls and find every answered roll in the log, every chain verified and every ledger exact."""
    done = subprocess.run([sys.executable, str(BENCH / "pg_load.py"), "--seconds", "4", "--tables", "2", "--players",
                           "2", "--workers", "2", "--think", "0.05"], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "ROLLMATE_TEST_PG": pg_server})
    assert done.returncode == 0, done.stdout + done.stderr
    answered = re.search(r"(\d+) rolls answered", done.stdout)
    assert answered and int(answered.group(1)) > 0, done.stdout
    assert "no committed roll lost; every chain verifies; every ledger exact" in done.stdout


def test_the_page_benchmark_times_the_page_and_the_floor_in_turns() -> None:
    """bench/table_load.py's page and floor rows, briefly (2 players, a moment apart, 2 rounds): the page's server
    answers every post, the floor answers the same number of lines in process, and the ratio of their p99s is
    printed with its target."""
    out = _run("import asyncio, tempfile, pathlib, table_load as t\n"
               "with tempfile.TemporaryDirectory() as d:\n"
               "    print('\\n'.join(asyncio.run(t.page_and_floor(2, 2, 2, 0.01, pathlib.Path(d)))))\n")
    page, floor, ratio = out.strip().splitlines()
    assert page.startswith("page: 2 players") and page.endswith("(4)"), page
    assert floor.startswith("floor: the same lines") and floor.endswith("(4)"), floor
    assert re.fullmatch(r"page p99 / floor p99 +\d+\.\d\dx  target <= 2x  (ok|MISSED)", ratio), ratio


def test_the_mcp_benchmark_calls_each_server_in_turns() -> None:
    """bench/table_load.py's MCP side by side, with rollmate's server on both sides (mcp-dice lives in the bench's
    own environment), once with each --sync: each server is called the same number of times over stdio, and every
    call answers; the bare fdatasyncs beside them are timed too."""
    out = _run("import asyncio, os, sys, tempfile, pathlib, table_load as t\n"
               "roll = {'phrase': 'roll Firearms', 'character': 'Nemesis'}\n"
               "with tempfile.TemporaryDirectory() as d, open(os.devnull, 'w') as quiet:\n"
               "    servers = {name: (t.stdio(t.rollmate_mcp(pathlib.Path(d) / f'{name}.db', name), quiet), 'roll',\n"
               "                      roll) for name in ('full', 'normal')}\n"
               "    ms, cpu = asyncio.run(t.side_by_side(servers, 3, warm=1))\n"
               "    synced = t.fdatasyncs(pathlib.Path(d), 3)\n"
               "print(sorted(ms), [len(x) for x in ms.values()], all(x > 0 for v in ms.values() for x in v),\n"
               "      sorted(cpu), all(x >= 0 for x in cpu.values()), len(synced), all(x > 0 for x in synced))\n")
    assert out.strip() == "['full', 'normal'] [3, 3] True ['full', 'normal'] True 3 True"


def test_the_memo_benchmark_finds_every_cache_and_takes_one_off() -> None:
    """bench/memo.py weighs every functools cache of rollmate (functions, methods, cached properties, the ones a
    factory makes): it must find them, and taking one off must leave every module calling the bare function."""
    out = _run("import memo\n"
               "memo.bare(['rules.forms.bases'])\n"
               "found = memo.memos()\n"
               "from rollmate.rules import forms\n"
               "print(len(found) > 40, 'rollmate.rules.forms.bases' in found, hasattr(forms.bases, 'cache_info'),\n"
               "      'rollmate.rules.systems.fs3.chances._one_pool_chances' in found)\n")
    assert out.split() == ["True", "False", "False", "True"], out

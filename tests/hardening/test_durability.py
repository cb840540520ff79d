"""Durability: kill -9 at any point of a batch loses no printed roll and no spent luck, and leaves the log consistent;
several chats and batches writing one roll log at once lose nothing and corrupt nothing.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from collections import Counter
from contextlib import closing
from pathlib import Path

from fuzzkit import EXAMPLES, ROOT

from rollmate.log.store import Store

PARTY = str(EXAMPLES / "ghostburn_party.toml")
SHEET_LUCK = {"Vex": 1, "Dex": 2}
PHRASES = [
    "Vex: convince the bouncer",
    "Dex: shoot the guard",
    "Vex: roll Persuade vs Hard with luck",
    "blorp the zorg",  # refused: printed as an error line, never logged
    "Dex: roll Hacking vs Hard with luck",
    "Vex: sneak past the guard",
    "convince the bouncer, rolled 3 and 9",
    "Dex: shoot the guard, spend luck",
    "Dex: hack the camera, Security Hard",
    "Vex: roll Persuade vs Hard with luck",
]
ENV = {**os.environ, "PYTHONPATH": str(ROOT / "src")}


class Batch:
    """`rollmate roll --db DB --json -` fed one phrase at a time; every line it prints is read as it comes."""

    def __init__(self, db: Path, seed: int) -> None:
        self.child = subprocess.Popen(
            [sys.executable, "-m", "rollmate", "roll", "--sheet", PARTY, "--db", str(db), "--json", "--seed",
             str(seed), "-"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1,
            env=ENV, cwd=str(ROOT),
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.printed: list[tuple[str, dict]] = []  # (phrase, what was printed for it)
        self.sent: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.child.stdout is not None
        for line in self.child.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def send(self, phrase: str) -> None:
        assert self.child.stdin is not None
        self.sent.append(phrase)
        self.child.stdin.write(phrase + "\n")
        self.child.stdin.flush()

    def answer(self) -> dict:
        line = self.lines.get(timeout=60)
        assert line is not None and line.endswith("\n"), "the batch ended early"
        data = json.loads(line)
        self.printed.append((self.sent[len(self.printed)], data))
        return data

    def kill(self) -> None:
        os.kill(self.child.pid, signal.SIGKILL)
        self.child.wait(timeout=30)
        while (line := self.lines.get(timeout=30)) is not None:  # anything printed before it died counts
            if line.endswith("\n"):
                self.printed.append((self.sent[len(self.printed)], json.loads(line)))
        self.close()

    def close(self) -> None:
        for pipe in (self.child.stdin, self.child.stdout):
            if pipe is not None:
                try:
                    pipe.close()
                except BrokenPipeError:
                    pass


def logged(db: Path, after: int = 0) -> list[tuple[int, str, list[int], str, list[dict]]]:
    with closing(sqlite3.connect(db)) as con:
        rows = con.execute("SELECT id, phrase, dice, outcome, spent FROM rolls WHERE id > ? ORDER BY id",
                           (after,)).fetchall()
    return [(i, p, json.loads(d), o, json.loads(s)) for i, p, d, o, s in rows]


def check_consistent(db: Path) -> None:
    """The file is intact, and every ledger row is exactly the spends in the log."""
    store = Store(db)  # opening recovers the WAL a killed writer left behind
    try:
        assert store.db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert store.db.execute("PRAGMA foreign_key_check").fetchall() == []
        spends: Counter[str] = Counter()
        for *_, spent in logged(db):
            for spend in spent:
                spends[spend["who"]] += spend["amount"]
        ledger = {name: spent for name, spent in
                  store.db.execute("SELECT name, spent FROM ledger WHERE resource = 'luck'").fetchall()}
        assert ledger == {name: float(n) for name, n in spends.items()}
        for name, spent in ledger.items():
            assert spent <= SHEET_LUCK[name], f"{name} spent {spent} luck, the sheet has {SHEET_LUCK[name]}"
    finally:
        store.close()


def check_printed_rolls_are_logged(batch: Batch, rows: list) -> None:  # type: ignore[type-arg]
    printed = [(phrase, data) for phrase, data in batch.printed if "error" not in data]
    # Every printed roll is logged, in order, with the same dice; at most one more (committed, killed before printing).
    assert len(printed) <= len(rows) <= len(printed) + 1, (printed, rows)
    for (phrase, data), (_, logged_phrase, dice, outcome, spent) in zip(printed, rows):
        assert (logged_phrase, dice, outcome) == (phrase, data["dice"], data["outcome"])
        assert bool(spent) == bool(data["luck"] and data["luck"]["spent"])
    if len(rows) > len(printed):
        assert rows[-1][1] == batch.sent[len(batch.printed)]  # the roll in flight when it was killed


# Where to kill: after k answers, send one more phrase and kill after a pause, so the kill lands while that phrase
# is being parsed, resolved, committed or printed.
KILLS = [(2, 0.0), (3, 0.002), (1, 0.005), (4, 0.01), (2, 0.02), (5, 0.0005), (3, 0.05), (1, 0.001), (2, 0.003),
         (1, 0.004), (2, 0.006), (1, 0.008), (3, 0.0015), (2, 0.0025)]


def test_kill_9_mid_batch_loses_no_printed_roll_and_no_spent_luck(tmp_path: Path) -> None:
    db = tmp_path / "rolls.db"
    phrases = iter(PHRASES * 10)
    for round_, (answers, pause) in enumerate(KILLS):
        before = max((r[0] for r in logged(db)), default=0) if db.exists() else 0
        batch = Batch(db, seed=1000 * round_)
        for _ in range(answers):
            batch.send(next(phrases))
            batch.answer()
        batch.send(next(phrases))
        time.sleep(pause)
        batch.kill()
        check_printed_rolls_are_logged(batch, logged(db, before))
        check_consistent(db)
    # A batch that runs to its end afterwards continues the same log and ledgers.
    before = max(r[0] for r in logged(db))
    batch = Batch(db, seed=99)
    for phrase in PHRASES:
        batch.send(phrase)
        batch.answer()
    assert batch.child.stdin is not None
    batch.child.stdin.close()
    assert batch.child.wait(timeout=60) == 2  # 'blorp the zorg' and luck no one has left
    batch.close()
    check_printed_rolls_are_logged(batch, logged(db, before))
    check_consistent(db)
    refused = [data["error"] for _, data in batch.printed if "error" in data]
    assert any("no Luck Points left" in e for e in refused)  # the ledger outlived every kill


CHAT = textwrap.dedent("""
    import json, sys
    from rollmate.table.core import handle
    from rollmate.table.session import start
    from rollmate.log.store import Store
    from rollmate.rules.sheets import load_party

    db, actor, seed, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    store = Store(db)
    party = load_party([{party!r}])
    state = start(party, "ghostburn", "rules", actor, seed=seed, table=store.table_for(party, "ghostburn"))
    lines = ["convince the bouncer", "shoot the guard", "sneak past the guard", "roll Persuade vs Hard with luck",
             "/history 3", "why", "spend luck"]
    for n in range(count):
        answer = handle(state, lines[n % len(lines)], store)
        assert "Could not save" not in answer.text, answer.text
        state = answer.state
        for record in answer.records:
            print(json.dumps([record.ref, list(record.result.dice)]), flush=True)
    store.close()
""").format(party=PARTY)


def test_concurrent_chats_and_batches_on_one_log_lose_nothing(tmp_path: Path) -> None:
    db = tmp_path / "shared.db"
    Store(db).close()
    chats = [subprocess.Popen([sys.executable, "-c", CHAT, str(db), actor, str(seed), "40"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=ENV, cwd=str(ROOT))
             for actor, seed in (("Vex", 1), ("Dex", 2), ("Vex", 3))]
    batches = [subprocess.Popen([sys.executable, "-m", "rollmate", "roll", "--sheet", PARTY, "--db", str(db), "--json",
                                 "--seed", str(seed), "-"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=ENV, cwd=str(ROOT))
               for seed in (10, 20)]
    lines = "\n".join(["shoot the guard", "Dex: shoot the guard", "convince the bouncer, rolled 3 and 9"] * 12)
    outputs = [b.communicate(lines, timeout=120) for b in batches]
    chat_outputs = [c.communicate(timeout=120) for c in chats]
    for child, (_out, err) in zip(chats, chat_outputs):
        assert child.returncode == 0, err
    for child, (_out, err) in zip(batches, outputs):
        assert child.returncode == 0, err

    with closing(sqlite3.connect(db)) as con:
        rows = {ref: json.loads(dice) for ref, dice in con.execute("SELECT ref, dice FROM rolls")}
    chat_rolls = [json.loads(line) for out, _ in chat_outputs for line in out.splitlines()]
    assert chat_rolls and all(rows.get(ref) == dice for ref, dice in chat_rolls)  # every chat roll, same dice
    batch_rolls = [json.loads(line)["dice"] for out, _ in outputs for line in out.splitlines()]
    assert len(batch_rolls) == 72
    assert len(rows) == len(chat_rolls) + len(batch_rolls)  # nothing lost, nothing doubled
    logged_dice = Counter(map(tuple, rows.values()))
    assert not Counter(map(tuple, batch_rolls)) - logged_dice
    store = Store(db)
    try:
        assert store.db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        store.close()


def test_threads_writing_one_log_through_their_own_stores(tmp_path: Path) -> None:
    """The Store from several threads at once (each its own connection): every record is written exactly once."""
    from rollmate.rules.sheets import load_party
    from rollmate.table.core import handle
    from rollmate.table.session import start

    db, writers = tmp_path / "threads.db", 4
    Store(db).close()
    party = load_party([PARTY])
    refs: list[list[str]] = [[] for _ in range(writers)]
    errors: list[BaseException] = []

    def chat(n: int) -> None:
        try:
            store = Store(db)
            state = start(party, "ghostburn", "rules", "Dex", seed=n * 1000)
            for _ in range(25):
                answer = handle(state, "shoot the guard", store)
                assert "Could not save" not in answer.text, answer.text
                refs[n] += [r.ref for r in answer.records]
                state = answer.state
            store.close()
        except BaseException as error:  # noqa: BLE001 - reported below
            errors.append(error)

    threads = [threading.Thread(target=chat, args=(n,)) for n in range(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not errors, errors
    with closing(sqlite3.connect(db)) as con:
        stored = [ref for (ref,) in con.execute("SELECT ref FROM rolls")]
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert sorted(stored) == sorted(ref for chunk in refs for ref in chunk) and len(stored) == 25 * writers

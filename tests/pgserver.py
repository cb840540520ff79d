"""A PostgreSQL server of the tests' (and the load test's) own: initdb in a temporary folder, postgres listening on
a unix socket in that folder only, stopped and removed at the end; or the server ROLLMATE_TEST_PG names.

The server binaries are found with `pg_config --bindir`, else in /usr/lib/postgresql/<version>/bin (Debian's
`postgresql` package). initdb and postgres refuse to run as root, so under root they run as the `postgres` user
(or `nobody`), who is given the folder.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
import uuid
from pathlib import Path
from urllib.parse import quote

ENV = "ROLLMATE_TEST_PG"  # e.g. postgresql://user:password@127.0.0.1:5432/rollmate_test: use that server instead


class ServerFailed(RuntimeError):
    """PostgreSQL could not be started: the tests that need it fail (they are never skipped)."""


def bindir() -> Path:
    found = []
    if shutil.which("pg_config"):
        done = subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True, check=False)
        found.append(done.stdout.strip())
    found += sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2].split(".")[0]),
                    reverse=True)
    for folder in found:
        if folder and (Path(folder) / "initdb").exists() and (Path(folder) / "postgres").exists():
            return Path(folder)
    raise ServerFailed("no PostgreSQL server binaries (initdb, postgres): install Debian's `postgresql` package "
                       f"or set {ENV} to a server's URL")


def _runner() -> tuple[int | None, int | None]:
    """(uid, gid) to run the server as: root may not; anyone else runs it as themselves."""
    if os.geteuid() != 0:
        return None, None
    for name in ("postgres", "nobody"):
        try:
            entry = pwd.getpwnam(name)
        except KeyError:
            continue
        return entry.pw_uid, entry.pw_gid
    raise ServerFailed("running as root, and there is no `postgres` or `nobody` user to run PostgreSQL as")


class Server:
    """One running server; `url` reaches its `postgres` database as the superuser `rollmate`."""

    def __init__(self, *, durable: bool = False) -> None:
        self.durable = durable  # fsync on (the load test); the tests' server skips it, as nothing there outlives a run
        self.folder = Path(tempfile.mkdtemp(prefix="rollmate-pg-"))
        self.process: subprocess.Popen[bytes] | None = None
        uid, gid = _runner()
        self._as = {"user": uid, "group": gid, "extra_groups": []} if uid is not None else {}
        if uid is not None:
            os.chown(self.folder, uid, gid)  # type: ignore[arg-type]
        os.chmod(self.folder, 0o700)  # the socket and the data are the test's alone (root reaches them anyway)
        self.url = f"postgresql://rollmate@/postgres?host={quote(str(self.folder), safe='')}"

    def start(self) -> Server:
        binaries = bindir()
        data, log = self.folder / "data", self.folder / "server.log"
        try:
            subprocess.run([str(binaries / "initdb"), "-D", str(data), "-U", "rollmate", "-A", "trust", "-E", "UTF8",
                            "--locale=C", "--no-sync"], check=True, capture_output=True, cwd=self.folder, **self._as)
        except subprocess.CalledProcessError as error:
            raise ServerFailed(f"initdb failed: {error.stderr.decode(errors='replace')[-800:]}") from None
        with open(log, "wb") as out:
            self.process = subprocess.Popen(
                [str(binaries / "postgres"), "-D", str(data), "-k", str(self.folder), "-c", "listen_addresses=",
                 "-c", f"fsync={'on' if self.durable else 'off'}", "-c", "max_connections=200",
                 "-c", "shared_buffers=64MB"],
                stdout=out, stderr=subprocess.STDOUT, cwd=self.folder, **self._as)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                break
            if (self.folder / ".s.PGSQL.5432").exists() and self._answers():
                return self
            time.sleep(0.1)
        said = log.read_text(errors="replace")[-800:] if log.exists() else ""
        self.stop()
        raise ServerFailed(f"postgres did not start: {said}")

    def _answers(self) -> bool:
        import psycopg

        try:
            psycopg.connect(self.url, connect_timeout=2).close()
            return True
        except psycopg.OperationalError:
            return False

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)  # fast shutdown
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def server_url() -> tuple[str, Server | None]:
    """The URL of the server to test against, and the Server to stop afterwards (None: ROLLMATE_TEST_PG's)."""
    named = os.environ.get(ENV)
    if named:
        return named, None
    server = Server().start()
    return server.url, server


def fresh_schema(url: str) -> str:
    """A URL that works in a schema of its own on the server: each test starts from an empty log."""
    import psycopg

    name = "t_" + uuid.uuid4().hex[:16]
    with psycopg.connect(url, autocommit=True) as db:
        db.execute(f"CREATE SCHEMA {name}")
    glue = "&" if "?" in url else "?"
    return f"{url}{glue}options={quote(f'-c search_path={name}', safe='')}"

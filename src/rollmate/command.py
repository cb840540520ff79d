"""The `rollmate` command: its options, and which face each subcommand starts (the chat, the one-shot answers, the
log's checks, the page, the MCP server); each face is imported only when it runs, so one-shot rolls start quickly.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING

from rollmate.errors import RollmateError
from rollmate.faces.cli.out import MAX_SEED, complain, say, silence_stdout
from rollmate.rules.registry import DEFAULT_SYSTEM, SYSTEMS

if TYPE_CHECKING:
    import argparse

ONE_SHOTS = ("roll", "odds")
COMMANDS = (*ONE_SHOTS, "log", "serve", "mcp", "chat")  # in the order they are added, as the usage lists them


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", choices=SYSTEMS, help=f"game system (default: the acting character's sheet, else {DEFAULT_SYSTEM})")
    parser.add_argument("--sheet", action="append", default=[], metavar="PATH", help="character sheet or party file (TOML); may be repeated")
    parser.add_argument("--as", dest="actor", metavar="NAME", help="which loaded character acts (default: the first PC)")
    parser.add_argument("--seed", type=int, metavar="N", help="reproducible dice: the same seed and phrase give the same dice")
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--profile", metavar="NAME", help="rules profile of the system (its profiles are listed if you name another)")


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """rollmate's options. With `command` a one-shot's (the first argument, 'roll' or 'odds'), only the one-shots'
    subcommands are built: what follows it is parsed and refused the same, and a one-shot roll starts without the
    log's, the page's, the MCP server's and the chat's options (about 1.5 ms). Help, the chat and any other command
    get them all."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="rollmate",
        description="A chat-style roll assistant for tabletop RPGs. With no command, opens the chat.",
    )
    parser.add_argument("--version", action=_version_action(), nargs=0, help="show rollmate's version and exit")
    # a one-shot's parser, which adds only its own, lists them all in its usage as argparse does
    listed = "{" + ",".join(COMMANDS) + "}" if command in ONE_SHOTS else None
    sub = parser.add_subparsers(dest="command", metavar=listed)
    roll = sub.add_parser("roll", help="resolve one phrase and print the explained result")
    odds = sub.add_parser("odds", help="print the exact chance of every outcome, roll nothing")
    roll.add_argument("--db", metavar="PATH|URL", help="also write every roll to this roll log (an SQLite file or "
                      "postgresql://...), e.g. for a batch")
    for p in (roll, odds):
        _options(p)
        p.add_argument("phrase", nargs="+", metavar="PHRASE", help="what your character does; '-' reads one phrase per line")
    chosen = [parser]
    if command not in ONE_SHOTS:
        from rollmate.faces.cli import logcmd

        logcmd.add_parser(sub)
        _faces(sub)
        chosen.append(sub.add_parser("chat", help="open the interactive chat (the default)"))
    for p in chosen:
        # before a command ('rollmate --sheet party.toml roll ...'), each is kept apart (OUTER) and joined to the
        # command's own after parsing: argparse lets a subcommand's defaults overwrite what was given before it
        outer = OUTER if p is parser else ""
        p.add_argument("--sheet", action="append", default=[], dest=f"{outer}sheet", metavar="PATH",
                       help="character sheet or party file (TOML)")
        p.add_argument("--system", choices=SYSTEMS, dest=f"{outer}system", help="game system")
        p.add_argument("--profile", metavar="NAME", dest=f"{outer}profile", help="rules profile")
        p.add_argument("--as", dest=f"{outer}actor", metavar="NAME", help="who acts first")
        p.add_argument("--db", metavar="PATH|URL", dest=f"{outer}db", help="the roll log: a file, or "
                       "postgresql://user@host/database (default: in your user data folder)")
        p.add_argument("--seed", type=int, metavar="N", dest=f"{outer}seed", help="seed for the chat's dice")
    return parser


OUTER = "before_command_"
_OUTER_OPTIONS = {"sheet": "--sheet", "system": "--system", "profile": "--profile", "actor": "--as", "db": "--db",
                  "seed": "--seed"}


def join_outer_options(args: argparse.Namespace, parser: argparse.ArgumentParser) -> argparse.Namespace:
    """The options given before the command joined to the command's own: sheets are added to its sheets, any other
    is taken where the command's own was not given. One the command has no use for is refused (parser.error), never
    dropped ('rollmate --db x.db odds ...': odds keeps no log)."""
    for name, option in _OUTER_OPTIONS.items():
        given = vars(args).pop(OUTER + name)
        if not hasattr(args, name) and (args.command is None or given in (None, [])):
            setattr(args, name, given)  # the chat with no command named, whose options these are; or left unsaid
        elif given in (None, []):
            continue
        elif not hasattr(args, name):
            parser.error(f"{option} before '{args.command}': 'rollmate {args.command}' takes no {option}")
        elif name == "sheet":
            args.sheet = [*given, *args.sheet]
        elif getattr(args, name) is None:
            setattr(args, name, given)
        elif getattr(args, name) != given:
            parser.error(f"{option} is given twice, before and after '{args.command}', with different values: "
                         f"give it once")
    return args


def _faces(sub) -> None:  # type: ignore[no-untyped-def]
    """`serve` (the table's page) and `mcp` (tools for AI game masters): each face is imported only when run."""
    serve = sub.add_parser("serve", help="the table in the browser: a page per player and one for the GM (rollmate[web])")
    mcp = sub.add_parser("mcp", help="a Model Context Protocol server on standard input/output (rollmate[mcp])")
    for p in (serve, mcp):
        p.add_argument("--sheet", action="append", default=[], metavar="PATH", help="character sheet or party file (TOML)")
        p.add_argument("--system", choices=SYSTEMS, help="game system")
        p.add_argument("--profile", metavar="NAME", help="rules profile")
        p.add_argument("--db", metavar="PATH|URL", help="the roll log: a file, or postgresql://user@host/database "
                       "(default: in your user data folder)")
        p.add_argument("--seed", type=int, metavar="N", help="seed for the table's dice")
        p.add_argument("--sync", choices=("full", "normal"), default="full",
                       help="how an SQLite roll log's commits reach the disk: full (the default) syncs each one, so "
                            "every roll answered survives a power loss; normal syncs at checkpoints only (faster): "
                            "a roll answered survives rollmate being killed or crashing, but a power loss or a "
                            "system crash may take back the newest rolls")
        p.add_argument("--log-level", choices=("debug", "info", "warning", "error"), metavar="LEVEL",
                       help="what the server logs to standard error: debug (a line per request), info, warning "
                            "(the default: errors with their traceback) or error; also $ROLLMATE_LOG_LEVEL")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    serve.add_argument("--workers", type=int, default=1, metavar="N",
                       help="worker processes sharing the table (default 1; more need --db postgresql://...)")
    serve.add_argument("--new-links", action="store_true",
                       help="replace the table's links (the GM's and every seat's); the old ones stop working")


# The one-shots' options that take a value, by the name they are kept under.
_VALUED = {"--sheet": "sheet", "--system": "system", "--profile": "profile", "--as": "actor", "--seed": "seed",
           "--db": "db"}


def quick_args(args: list[str]) -> argparse.Namespace | SimpleNamespace | None:
    """A one-shot's arguments in their plain form, read as build_parser's parser reads them, without building it
    (argparse's module, its parsers and their messages are about 2% of a one-shot roll's instructions): the
    command, then options each written whole ('--seed 1', never '--seed=1', '-h' or '--se 1') with a value that
    opens with no '-', and one run of phrase words none of which opens with '-'. Anything else, help and every
    refusal included, is None: the parser reads it (tests/table/test_cli.py compares the two)."""
    if not args or args[0] not in ONE_SHOTS:
        return None
    values: dict[str, object] = {"version": None, "sheet": [], "system": None, "profile": None, "actor": None,
                                 "db": None, "seed": None, "command": args[0], "json": False}
    phrase: list[str] = []
    k, ended = 1, False  # ended: an option came after the phrase's words, so no more of them may follow
    while k < len(args):
        arg = args[k]
        if not arg.startswith("-"):
            if ended:
                return None
            phrase.append(arg)
            k += 1
            continue
        ended = bool(phrase)
        if arg == "--json":
            values["json"] = True
            k += 1
            continue
        name = _VALUED.get(arg)
        if name is None or (name == "db" and args[0] != "roll") or k + 1 == len(args) or args[k + 1].startswith("-"):
            return None
        value: object = args[k + 1]
        if name == "seed":
            try:
                value = int(args[k + 1])
            except ValueError:
                return None
        elif name == "system" and value not in SYSTEMS:
            return None
        elif name == "sheet":
            value = [*values["sheet"], value]  # type: ignore[misc]
        values[name] = value
        k += 2
    if not phrase:
        return None
    return SimpleNamespace(**values, phrase=phrase)


def _run_face(args: argparse.Namespace) -> int:
    extra = "web" if args.command == "serve" else "mcp"
    try:
        if extra == "web":
            from rollmate.faces.web.serve import run
        else:
            from rollmate.faces.mcp import run
    except ImportError as error:
        raise RollmateError(f"rollmate {args.command} needs the {extra} extra ({error.name} is missing): "
                            f"pip install 'rollmate[{extra}]'") from None
    return run(args)


def _version_action() -> type[argparse.Action]:
    """--version's action, made with the parser (argparse is loaded only for a parser)."""
    import argparse

    class _Version(argparse.Action):
        """--version, looked up only when asked for (reading package metadata costs a one-shot roll ~20 ms)."""

        def __call__(self, parser: argparse.ArgumentParser, *args: object, **kwargs: object) -> None:
            print(f"rollmate {_version()}")
            parser.exit()

    return _Version


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("rollmate")
    except PackageNotFoundError:  # run from a source folder that was never installed
        return "(not installed)"


def main(argv: Sequence[str] | None = None) -> int:
    # Start-up (the parser, then the rules and the reader a one-shot roll loads) makes a great many objects and no
    # garbage: the cycle collector, which would walk them again and again, is off until the process starts making
    # garbage worth collecting (a batch's second line, a face that keeps running). It is on again when main returns.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _main(argv, _collect_from_now if collecting else _nothing)
    finally:
        if collecting:
            gc.enable()


def _collect_from_now() -> None:
    """The cycle collector back on, with what start-up made set aside (gc.freeze): it walks only what comes after,
    so a batch's lines or a running face pay nothing for the objects rollmate loaded."""
    gc.freeze()
    gc.enable()


def _nothing() -> None:
    pass


def _main(argv: Sequence[str] | None, collect: Callable[[], None]) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    args = quick_args(args_list)
    if args is None:
        parser = build_parser(args_list[0] if args_list else None)
        try:
            args = join_outer_options(parser.parse_args(args_list), parser)
        except SystemExit as stop:  # argparse already printed its usage message
            return 2 if stop.code not in (0, None) else 0
    _tolerant_output()
    try:
        _check_streams(args)
        if args.command in ONE_SHOTS:
            from rollmate.faces.cli.cli import one_shot  # the rules and the roll log only for a roll

            return one_shot(args, collect)
        if args.command is None or args.command == "chat":
            from rollmate.faces.chat.chat import run_chat  # prompt_toolkit only from here on

            return run_chat(args, collect=collect)  # collecting again once its first prompt is on the screen
        collect()  # the faces below keep running: their garbage is collected
        if args.command == "log":
            from rollmate.faces.cli import logcmd

            return logcmd.run(args, say)
        return _run_face(args)
    except RollmateError as error:
        complain(f"rollmate: {error}")
        return error.exit_code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (e.g. `| head`): nothing more to say
        silence_stdout()
        return 0
    except OSError as error:  # the terminal or a file failed under us (a full disk, a vanished device)
        silence_stdout()
        where = f" ({error.filename})" if error.filename else ""
        complain(f"rollmate: input or output failed{where}: {error.strerror or error}.")
        return 1
    except Exception as error:  # a bug: say so plainly, never a traceback
        complain(f"rollmate: internal error ({type(error).__name__}: {error}). Please report this phrase.")
        return 1


def _tolerant_output() -> None:
    """A terminal that cannot show a character (PYTHONIOENCODING=ascii and a name like Zoë) gets a '?', and input
    that is not in its encoding reads as U+FFFD (then refused like any unreadable character), never a crash."""
    for stream in (sys.stdout, sys.stdin):
        try:
            if stream is not None:
                stream.reconfigure(errors="replace")  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            pass


def _check_streams(args: argparse.Namespace) -> None:
    """Refuse up front what would fail halfway: no standard output to answer on, no input to read, a bad seed."""
    if sys.stdout is None:
        raise RollmateError("standard output is closed, so no answer could be shown; nothing was rolled.")
    reads_input = args.command not in ("roll", "odds", "serve") or getattr(args, "phrase", None) == ["-"]
    if reads_input and sys.stdin is None:
        raise RollmateError("standard input is closed: there is nothing to read the phrases from.")
    seed = getattr(args, "seed", None)
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise RollmateError(f"--seed {seed}: a seed is a whole number from 0 to {MAX_SEED}.")



if __name__ == "__main__":
    raise SystemExit(main())

"""The chat loop: a prompt_toolkit PromptSession over the table's one door (Table.answer, as the GM's seat of the
machine's own chat); everything it says comes from there.

Only prompt_toolkit and a few light pieces load before the first prompt; the rest of rollmate loads while it is
shown (chatstart).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from prompt_toolkit import PromptSession, print_formatted_text
from prompt_toolkit.auto_suggest import AutoSuggestFromHistory
from prompt_toolkit.completion import Completer, DynamicCompleter
from prompt_toolkit.formatted_text import FormattedText
from prompt_toolkit.lexers import DynamicLexer, Lexer

from rollmate import textsafe
from rollmate.faces.chat.chatstart import FirstLook, Loader, first_look
from rollmate.faces.chat.history import PrivateFileHistory
from rollmate.faces.chat.keys import bindings
from rollmate.faces.chat.styles import STYLE
from rollmate.faces.lines import MAX_LINE, LongLine, read_line
from rollmate.faces.wrap import wrap
from rollmate.userdirs import data_dir

if TYPE_CHECKING:
    from rollmate.log.store import Store
    from rollmate.rules.sheets import Party
    from rollmate.table.core import Answer, Table
    from rollmate.table.state import State

Fragments = list[tuple[str, str]]


@dataclass
class Loaded:
    """The chat once rollmate is loaded: the roll log, its table (whose GM's seat this chat is) and the prompt's
    helpers."""

    store: Store
    table: Table
    completer: Completer
    lexer: Lexer
    toolbar: Callable[[], Any]

    @property
    def state(self) -> State:
        """The chat's state as the table keeps it (the GM's seat), replaced line by line."""
        from rollmate.table.core import GM

        return self.table.state(GM)


def _prepare(args: argparse.Namespace, look: FirstLook | None) -> Party:
    """What takes time and needs no roll log (SQLite connections stay in the thread that made them): rollmate's
    modules, the sheets read and checked, the grammar built for the first phrase."""
    from rollmate.errors import RollmateError
    from rollmate.rules.registry import DEFAULT_SYSTEM
    from rollmate.rules.sheets import load_party
    from rollmate.rules.system import get_system
    from rollmate.table import commands, setup  # noqa: F401  (loaded now)
    from rollmate.table.session import parse

    party = load_party(tuple(getattr(args, "sheet", None) or ()))
    try:
        parse("roll", get_system(look.system if look else DEFAULT_SYSTEM).vocabulary(party))
    except RollmateError:
        pass
    return party


def _finish(args: argparse.Namespace, db: Path | str, party: Party) -> Loaded:
    """The roll log opened and the first state read from it, in the chat's own thread."""
    from rollmate.faces.chat.completion import ChatCompleter
    from rollmate.faces.chat.highlight import PhraseLexerForPrompt
    from rollmate.faces.chat.toolbar import toolbar
    from rollmate.log.store import Store
    from rollmate.table.core import Table
    from rollmate.table.registry import TERMINAL, helps
    from rollmate.table.setup import open_state

    store = Store(db)
    try:
        table = Table(store, start=open_state(args, store, party), apart=False)  # every campaign of the log
        loaded = Loaded(store, table, None, None, None)  # type: ignore[arg-type]
    except BaseException:
        store.close()
        raise
    loaded.completer = ChatCompleter(lambda: loaded.state.vocabulary(), helps(TERMINAL))
    loaded.lexer = PhraseLexerForPrompt(lambda: loaded.state.vocabulary())
    loaded.toolbar = toolbar(lambda: loaded.state)
    return loaded


def default_db() -> Path:
    return data_dir() / "rollmate.db"  # the roll log's usual place (store.default_path says the same)


def run_chat(args: argparse.Namespace, *, input: Any = None, output: Any = None,
             echo: Callable[[Fragments], None] | None = None, collect: Callable[[], None] = lambda: None) -> int:
    """Run the chat until Ctrl-D or /quit. `input`/`output`/`echo` let tests drive it without a terminal; `collect`
    turns the cycle collector back on (command.main keeps it off during start-up) once start-up is over."""
    from rollmate.log.backends import is_server

    place = getattr(args, "db", None)
    db: Path | str = place if is_server(place) else Path(place) if place else default_db()  # a server: its URL
    terminal = input is None and output is None and echo is None
    look = first_look(args) if terminal else None
    chat = _Chat(args, db, Loader(lambda: _prepare(args, look)))
    try:
        if terminal and not sys.stdout.isatty():  # `rollmate > file`: plain lines, no terminal codes
            now = chat.now()
            collect()
            return _plain_chat(now.table)
        if look is None:  # load first: a sheet that doesn't read is refused before any prompt
            first = chat.now().state
            look = FirstLook(first.system, first.actor)
        return _prompt_loop(chat, look, db, input, output, echo, collect)
    finally:
        if chat.loaded is not None:
            chat.loaded.store.close()


@dataclass
class _Chat:
    """The loading (a thread, then the roll log in this thread) and what it made."""

    args: argparse.Namespace
    db: Path | str
    loader: Loader
    loaded: Loaded | None = None

    def now(self) -> Loaded:
        """Everything loaded, waiting for the thread if it must."""
        if self.loaded is None:
            self.loaded = _finish(self.args, self.db, self.loader.get())
        return self.loaded


def _prompt_loop(chat: _Chat, look: FirstLook, db: Path | str, input: Any, output: Any,
                 echo: Callable[[Fragments], None] | None, collect: Callable[[], None]) -> int:
    if echo is None:
        def echo(fragments: Fragments) -> None:
            print_formatted_text(FormattedText(fragments), style=STYLE, end="", output=output)
    live = lambda: chat.loaded  # noqa: E731  (None until loaded)

    def who() -> str:
        return (chat.loaded.state.actor if chat.loaded else look.actor) or "you"

    def bar() -> Any:
        return chat.loaded.toolbar() if chat.loaded else [
            ("class:bottom-toolbar", f" {look.system} | acting: {look.actor or 'nobody'} | loading...  ")]

    prompt: PromptSession[str] = PromptSession(
        history=PrivateFileHistory(db.with_name("history.txt") if isinstance(db, Path) else data_dir() / "history.txt"),
        auto_suggest=AutoSuggestFromHistory(),
        completer=DynamicCompleter(lambda: getattr(live(), "completer", None)),
        lexer=DynamicLexer(lambda: getattr(live(), "lexer", None)),
        bottom_toolbar=bar,
        key_bindings=bindings(lambda: getattr(getattr(live(), "state", None), "pending", None) is not None),
        style=STYLE,
        complete_while_typing=False,
        input=input,
        output=output,
    )
    app = prompt.app
    chat.loader.done = lambda: app.loop.call_soon_threadsafe(_finished, app, chat) if app.is_running and app.loop \
        else None
    shown_once = False

    def on_screen(_: object) -> None:  # the first prompt is drawn: start-up is over, the rest loads behind it
        nonlocal shown_once
        if not shown_once:
            shown_once = True
            collect()
            chat.loader.start()

    app.after_render += on_screen

    def shown(fragments: Fragments) -> None:  # wrapped to the size now: the window may have been resized
        size = prompt.output.get_size()
        safe = _safe(fragments)
        wrapped = wrap(safe, size.columns)
        echo(wrap(result_again(wrapped, size.rows, safe), size.columns))  # wrapping twice changes nothing wrapped

    shown([("class:info", f"rollmate chat: {look.system}, {look.actor or 'no sheet loaded'} acting. "
                          "/help for examples; Ctrl-D leaves.\n")])
    while True:
        try:
            text = prompt.prompt(lambda: _safe([("class:prompt", f"{who()}> ")]))
        except KeyboardInterrupt:  # Ctrl-C or Escape: the line, and a question left open, are dropped
            now = live()
            if now is not None and now.state.pending is not None:
                from rollmate.table.core import GM
                from rollmate.table.session import dropped

                shown(dropped(now.table.let_go(GM)))  # type: ignore[arg-type]
            continue
        except EOFError:
            break
        now = chat.now()  # the first line waits for the loading if it is not done yet
        answer = _answer(now.table, text)
        _shown(answer, now.table, shown)
        if answer.quit:
            break
    shown([("class:info", "Bye.\n")])
    return 0


def _finished(app: Any, chat: _Chat) -> None:
    """On the chat's own thread, once the loading thread has ended: open the roll log and redraw with what was
    loaded, or end the prompt with the failure (a sheet or log that can't be read)."""
    try:
        chat.now()
    except BaseException as error:
        if app.is_running:
            app.exit(exception=error)
        return
    app.invalidate()


def _plain_chat(table: Table) -> int:
    """The chat without a terminal to draw on: one line in, plain text out. The prompt goes to standard error
    when someone is typing, so it shows on their screen while the answers go to the file."""
    from rollmate.table import show
    from rollmate.table.core import GM

    state = table.state(GM)
    typing = sys.stdin is not None and sys.stdin.isatty()
    say = lambda fragments: sys.stdout.write(show.plain(_safe(fragments)))  # noqa: E731
    say(show.info(f"rollmate chat: {state.system}, {state.actor or 'no sheet loaded'} acting. /help for examples."))
    while True:
        if typing:
            sys.stderr.write(textsafe.terminal(f"{table.state(GM).actor or 'you'}> "))
            sys.stderr.flush()
        line = read_line(sys.stdin, MAX_LINE) if sys.stdin is not None else None
        if line is None:
            break
        if isinstance(line, LongLine):  # never held whole: only its length was kept
            say(show.line(f"That line is {line.length} characters long; it was skipped.", "class:error"))
            continue
        answer = _answer(table, line)
        _shown(answer, table, lambda fragments: (say(fragments), sys.stdout.flush()))
        if answer.quit:
            break
    say(show.info("Bye."))
    return 0


def result_again(wrapped: Fragments, rows: int, answer: Fragments | None = None) -> Fragments:
    """An answer taller than the screen scrolls its first lines (what was read, the result) away: say the result
    line once more at the end, where the eye is. `wrapped` is the answer as shown; the result line is taken whole
    from `answer` before wrapping (a line wrapped for the screen would end the recap before the outcome)."""
    if len("".join(text for _, text in wrapped).splitlines()) <= rows - 3:  # the prompt and the toolbar take the rest
        return wrapped
    from rollmate.table.show import LABEL

    answer = wrapped if answer is None else answer
    head = next((i for i, f in enumerate(answer) if "class:headline" in f[0]), None)
    if head is None:
        return wrapped
    end = next((i for i in range(head, len(answer)) if answer[i][1].endswith("\n")), len(answer) - 1)
    return [*wrapped, (f"class:dim {LABEL}", "Result: "), *answer[head : end + 1]]


def _shown(answer: Answer, table: Table, show_it: Callable[[Fragments], object]) -> None:
    """Show an answer; if it can't be shown (a full disk), its rolls must not stay in the log."""
    from rollmate.table.core import GM

    try:
        show_it([*answer.out, *([("", "\n")] if answer.out else [])])
    except OSError:
        party = table.state(GM).party
        for roll in reversed(answer.rolls):
            table.store.forget(roll.id, roll.result, party)
        raise


def _safe(fragments: Fragments) -> Fragments:
    """Everything the chat shows passes here: names and phrases may carry escape sequences, bells or bidi marks."""
    return [(style, textsafe.terminal(text)) for style, text in fragments]


def _answer(table: Table, text: str) -> Answer:
    """One line through the table's door, as the machine's own chat: the GM's seat, every command and file."""
    from rollmate.table import show
    from rollmate.table.core import GM, Answer
    from rollmate.table.powers import CHAT

    try:
        return table.answer(text, GM, may=CHAT)
    except Exception as error:  # a bug must not end the evening: say so plainly, keep the state
        said = f"internal error ({type(error).__name__}: {error}); the line had no effect."
        return Answer(show.line(said, "class:error"), error=said)

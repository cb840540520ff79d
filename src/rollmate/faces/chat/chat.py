"""The chat loop: a prompt_toolkit PromptSession over commands.handle(); everything it says comes from there."""

from __future__ import annotations

import argparse
import sys
import threading
from dataclasses import replace
from collections.abc import Callable
from pathlib import Path
from typing import Any

from prompt_toolkit import PromptSession, print_formatted_text
from prompt_toolkit.auto_suggest import AutoSuggestFromHistory
from prompt_toolkit.formatted_text import FormattedText

from rollmate import textsafe
from rollmate.table import show
from rollmate.table.commands import COMMANDS, handle
from rollmate.faces.chat.completion import ChatCompleter
from rollmate.faces.chat.highlight import PhraseLexerForPrompt
from rollmate.faces.chat.history import PrivateFileHistory
from rollmate.faces.chat.keys import bindings
from rollmate.faces.lines import MAX_LINE, LongLine, read_line
from rollmate.table.session import dropped, warm_up
from rollmate.table.setup import open_state
from rollmate.table.state import Reply, State
from rollmate.table.show import Fragments
from rollmate.log.store import Store, default_path
from rollmate.faces.chat.styles import STYLE
from rollmate.faces.chat.toolbar import toolbar
from rollmate.faces.wrap import wrap


def run_chat(args: argparse.Namespace, *, input: Any = None, output: Any = None,
             echo: Callable[[Fragments], None] | None = None) -> int:
    """Run the chat until Ctrl-D or /quit. `input`/`output`/`echo` let tests drive it without a terminal."""
    db = Path(args.db) if getattr(args, "db", None) else default_path()
    store = Store(db)
    if input is None and output is None and echo is None and not sys.stdout.isatty():
        try:  # `rollmate > file`: plain lines, no terminal codes, and the prompt where the typist can see it
            return _plain_chat(open_state(args, store), store)
        finally:
            store.close()
    try:
        holder = [open_state(args, store)]
        if echo is None:
            def echo(fragments: Fragments) -> None:
                print_formatted_text(FormattedText(fragments), style=STYLE, end="", output=output)
        prompt: PromptSession[str] = PromptSession(
            history=PrivateFileHistory(db.with_name("history.txt")),
            auto_suggest=AutoSuggestFromHistory(),
            completer=ChatCompleter(lambda: holder[0].vocabulary(), COMMANDS),
            lexer=PhraseLexerForPrompt(lambda: holder[0].vocabulary()),
            bottom_toolbar=toolbar(lambda: holder[0]),
            key_bindings=bindings(lambda: holder[0].pending is not None),
            style=STYLE,
            complete_while_typing=False,
            input=input,
            output=output,
        )
        state = holder[0]
        threading.Thread(target=warm_up, args=(state,), daemon=True).start()
        def shown(fragments: Fragments) -> None:  # wrapped to the size now: the window may have been resized
            size = prompt.output.get_size()
            safe = _safe(fragments)
            wrapped = wrap(safe, size.columns)
            echo(wrap(result_again(wrapped, size.rows, safe), size.columns))  # wrapping twice changes nothing wrapped

        shown(show.info(f"rollmate chat: {state.system}, {state.actor or 'no sheet loaded'} acting. "
                        "/help for examples; Ctrl-D leaves."))
        while True:
            try:
                text = prompt.prompt(_safe([("class:prompt", f"{holder[0].actor or 'you'}> ")]))
            except KeyboardInterrupt:  # Ctrl-C or Escape: the line, and a question left open, are dropped
                if holder[0].pending is not None:
                    shown(dropped(holder[0].pending))
                    holder[0] = replace(holder[0], pending=None)
                continue
            except EOFError:
                break
            answer = _answer(holder[0], text, store)
            holder[0] = answer.state
            _shown(answer, store, shown)
            if answer.quit:
                break
        shown(show.info("Bye."))
        return 0
    finally:
        store.close()


def _plain_chat(state: State, store: Store) -> int:
    """The chat without a terminal to draw on: one line in, plain text out. The prompt goes to standard error
    when someone is typing, so it shows on their screen while the answers go to the file."""
    typing = sys.stdin is not None and sys.stdin.isatty()
    say = lambda fragments: sys.stdout.write(show.plain(_safe(fragments)))  # noqa: E731
    say(show.info(f"rollmate chat: {state.system}, {state.actor or 'no sheet loaded'} acting. /help for examples."))
    while True:
        if typing:
            sys.stderr.write(textsafe.terminal(f"{state.actor or 'you'}> "))
            sys.stderr.flush()
        line = read_line(sys.stdin, MAX_LINE) if sys.stdin is not None else None
        if line is None:
            break
        if isinstance(line, LongLine):  # never held whole: only its length was kept
            say(show.line(f"That line is {line.length} characters long; it was skipped.", "class:error"))
            continue
        answer = _answer(state, line, store)
        state = answer.state
        _shown(answer, store, lambda fragments: (say(fragments), sys.stdout.flush()))
        if answer.quit:
            break
    say(show.info("Bye."))
    return 0


def result_again(wrapped: Fragments, rows: int, answer: Fragments | None = None) -> Fragments:
    """An answer taller than the screen scrolls its first lines (what was read, the result) away: say the result
    line once more at the end, where the eye is. `wrapped` is the answer as shown; the result line is taken whole
    from `answer` before wrapping (a line wrapped for the screen would end the recap before the outcome)."""
    if len(show.plain(wrapped).splitlines()) <= rows - 3:  # the prompt and the toolbar take the rest
        return wrapped
    answer = wrapped if answer is None else answer
    head = next((i for i, f in enumerate(answer) if "class:headline" in f[0]), None)
    if head is None:
        return wrapped
    end = next((i for i in range(head, len(answer)) if answer[i][1].endswith("\n")), len(answer) - 1)
    return [*wrapped, ("class:dim", "Result: "), *answer[head : end + 1]]


def _shown(answer: Reply, store: Store, show_it: Callable[[Fragments], object]) -> None:
    """Show an answer; if it can't be shown (a full disk), its rolls must not stay in the log."""
    try:
        show_it(answer.out + ([("", "\n")] if answer.out else []))
    except OSError:
        for roll_id, record in reversed(list(zip(answer.logged, answer.records))):
            store.forget(roll_id, record.result, record.party)
        raise


def _safe(fragments: Fragments) -> Fragments:
    """Everything the chat shows passes here: names and phrases may carry escape sequences, bells or bidi marks."""
    return [(style, textsafe.terminal(text)) for style, text in fragments]


def _answer(state: State, text: str, store: Store) -> Reply:
    try:
        return handle(state, text, store)
    except Exception as error:  # a bug must not end the evening: say so plainly, keep the state
        return Reply(state, show.line(f"internal error ({type(error).__name__}: {error}); the line had no effect.",
                                      "class:error"))

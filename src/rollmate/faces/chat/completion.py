"""Tab completion: slash commands, and the active system's skills, tricks, abilities, DLs and people."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document

from rollmate.rules.system import SYSTEM_MODULES
from rollmate.rules.vocabulary import Vocabulary

KINDS = {"skill": "skill", "trick": "trick", "ability": "ability", "dl": "DL", "name": "character", "trait": "trait"}
ARGUMENTS = {"/teach": ("on", "off"), "/system": tuple(SYSTEM_MODULES)}
FILE_COMMANDS = ("/load", "/export")


def words(vocabulary: Vocabulary) -> dict[str, str]:
    """Spelling to offer -> what it is, for every completable word of a vocabulary."""
    out: dict[str, str] = {}
    for phrase, term in vocabulary.terms.items():
        if term.kind in KINDS:
            shown = term.value if term.value.lower() == phrase else phrase
            out.setdefault(shown, KINDS[term.kind])
    return out


class ChatCompleter(Completer):
    """Completes the word(s) before the cursor; reads the vocabulary and commands fresh on every call."""

    def __init__(self, vocabulary: Callable[[], Vocabulary], commands: dict[str, str]) -> None:
        self.vocabulary = vocabulary
        self.commands = commands
        self.paths = PathCompleter(expanduser=True)
        self._cache: tuple[int, dict[str, str]] = (0, {})

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        before = document.text_before_cursor
        if before.lstrip().startswith("/"):
            yield from self._command(before.lstrip(), complete_event)
            return
        vocabulary = self.vocabulary()
        if self._cache[0] != id(vocabulary):
            self._cache = (id(vocabulary), words(vocabulary))
        known = self._cache[1]
        parts = before.split(" ")
        seen: set[str] = set()
        for n in (3, 2, 1):  # the longest typed prefix first: "street h" -> Street Hack
            if len(parts) < n:
                continue
            prefix = " ".join(parts[-n:]).lower()
            if not prefix.strip() or (n > 1 and not parts[-n]):
                continue
            for word, kind in sorted(known.items()):
                if word.lower().startswith(prefix) and word.lower() != prefix and word not in seen:
                    seen.add(word)
                    yield Completion(word, start_position=-len(prefix), display_meta=kind)

    def _command(self, text: str, event: CompleteEvent) -> Iterable[Completion]:
        name, space, arg = text.partition(" ")
        if not space:
            for command, what in self.commands.items():
                if command.startswith(name.lower()):
                    yield Completion(command, start_position=-len(name), display_meta=what)
            return
        if name in FILE_COMMANDS:
            yield from self.paths.get_completions(Document(arg, len(arg)), event)
            return
        for option in ARGUMENTS.get(name, ()):
            if option.startswith(arg.lower()):
                yield Completion(option, start_position=-len(arg))

"""A chat thread's frame read as the frame, as a letter's is (letter.py): what a chat medium such as Discord puts
around a player's words says where, to whom and in answer to what they post, never who acts or what is rolled.

- A thread's title alone on the first line, in brackets, opened by '#' or a word that names a part of the game
  (THREAD_TITLES: "[Scene 4 — the docks]", "[#scene-2-the-warehouse]", "[Thread: Night at ...]", "[Op 7 — ...]"):
  its numbers are no dice.
- A poster's handle as the chat pastes it (`<@mira_plays>`, `<@!1234>`, `<#channel>`): the user, not the character.
- The words that say what a post answers (REPLY_MARKS: "replying to @Mara:", "(reply to GM)", and "re: the boat —"
  with its topic, which is the scene): the reply's frame.
- The chat's marks (THREAD_MARKS: "(edited)", "(pinned)"), its emoji codes (":thumbsup:", ":d6:", ":skull:"; a
  ':d6:' is no die), and a line of reactions and their counts (":thumbsup: 2").
- A mention of the table ("@everyone", "@here", "@GM"): whom the post is addressed to.
- A mention of someone ("@Nico") is an address, not an actor, unless the line makes them act:
  - opening a sentence, with a verb said of someone after it ("@Farah sprinted for the ramp", "@Teodor rolled
    Gunnery"), the one mentioned acts: the '@' goes, the name stays;
  - opening a sentence said to them ("@Nico stand back.", "@Farah @Nico I'm going in —") with no number in it and
    the roll said after it, that sentence is said to them: it goes, with the mention;
  - opening the sentence that holds the roll, with a verb in its base form after it ("@Odran command the dockers,
    5 2"), it may bid them act or say the name of who acts: asked, never guessed;
  - opening a sentence with 'you' after it ("@Yusuf you climb onto the crate"), the one mentioned is spoken to as
    "Yusuf, you climb ..." says it: the '@' goes, and the name is set off as the one addressed (bind.py);
  - anywhere else ("with @Mara's help", "first aid on @Brannock", "GM: @Nico the dockmaster ..."), only the '@' goes.
- A quoted message (lines opened by '>') above the player's reply: when it is the GM's ("> GM: @Kes roll Prowl,
  risky"), it is the request the reply answers, read with it: the roll it names, its position, difficulty and
  modifier count, and the reply's dice. A reply that names another roll of the same kind ("> GM: ... Convince
  roll" / "Bluff, 5 5") is asked about, unless it says it changes the request (REPLY_CHANGES: "nah, Wreck
  instead", "^ that but with Survey"): then the reply's roll stands (crossed()). A quote of anyone else stays
  what post.py makes of it.
- A caret opening the reply ("^ that", "^ yeah that.", "^ what Tamar said, but ...") points at the message above: it
  goes, with the words that only point. So does a chat's vote for what someone said, opening a sentence ("+1 to what
  Grace said.", "+1 on what @Mo wrote"): agreement, never a bonus. So is a vote for when the table meets ("+1 for
  Saturday btw", "+1 to Sunday, I can do 18:00", "+1 for tonight"): a day or a time after '+1 for', 'to' or 'on'.

Each goes as blanks, so the post keeps its columns; Read as shows each part of the frame as not used, with a note.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.words import GM_WORDS, REPLY_CHANGES, REPLY_MARKS, THREAD_MARKS, THREAD_TITLES
from rollmate.rules.forms import said_of_someone, word_classes
from rollmate.rules.records import FrozenRecord

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTES = {
    "title": "the thread's title: where it is posted, not the scene",
    "handle": "the poster's handle: who posted, not who acts",
    "reply": "what the post replies to: the frame, not the scene",
    "mark": "the chat's mark, not the scene",
    "vote": "a vote on when the table meets, not a bonus",
    "mention": "whom the post is addressed to, not who acts",
    "said to": "said to the one mentioned, not the roll",
    "pointer": "points at the message above: the frame",
    "changed": "asked for in the quoted message; the reply changes it",
    "quoted": "the GM's message the post replies to: the scene",
}

# A post with none of these has no thread's frame: one search says so, and only a post holding one of the marks
# or the word it cannot match without is searched.
_ANY = r"(?im)[@^>\[<]|\+1[ \t]+(?:to|on|for)[ \t]+\w|:[a-z0-9_+-]+:|\(\s*(?:edited|pinned|reply|replying)\b" \
    r"|^\s*re\s*:|\breplying\b"
_ANY_NEEDS = "@^>[<:("
_VOTE_NEEDS = ("+1 to ", "+1 on ", "+1 for ")  # "+1 to what Grace said", "+1 for Saturday": a vote, the one frame a
# '+' opens
# The rest are kept as text and compiled by re where a post with a thread's marks first uses them.
_TITLE = r"(?i)\A[ \t]*\[[ \t]*(?:#[^\]\n]*|(?:" + "|".join(THREAD_TITLES) + r")\b[^\]\n]*)\][ \t]*(?:\n|\Z)"
_HANDLE = r"<[@#][!&]?[\w.-]{1,40}>"
_MARK = r"(?i)\(\s*(?:" + "|".join(THREAD_MARKS) + r")\s*\)"
_EMOJI = r"(?i)(?<![\w:]):[a-z0-9_+-]{1,40}:(?![\w:])"
_REACTIONS = r"(?mi)^[ \t]*(?::[a-z0-9_+-]{1,40}:[ \t]*\d*[ \t]*)+$"
_REPLY = r"(?im)^[ \t]*(?:" + "|".join(REPLY_MARKS) + r")[ \t]+@?[\w'’.-]+[ \t]*[:,—–-]" \
         r"|\(\s*(?:" + "|".join(REPLY_MARKS) + r")[ \t]+@?[\w'’.-]+\s*\)"
_RE = r"(?im)^[ \t]*re[ \t]*:[^\n—–:]{0,60}?(?:[ \t]+[—–-]+[ \t]*|:[ \t]*)"
_MENTION = r"(?<![\w@])@([^\W\d_][\w'’-]*)"
_QUOTE = r"(?m)^([ \t]*)>[ \t]?(.*)$"
_POINTER = r"(?im)^[ \t]*\^+[ \t]*(?:(?:yeah|yes|yep|yup|ok|okay|so|same)[ \t,.!]+)?" \
           r"(?:(?:that|this|same|what[ \t]+[\w'’]+[ \t]+said)\b[ \t]*[,.!]?[ \t]*)?"
_AGREE = r"(?im)(?:^|(?<=[:.!?])|(?<=[:.!?][ \t]))[ \t]*\+1[ \t]+(?:to|on)[ \t]+what[ \t]+@?[\w'’]+[ \t]+(?:" \
         r"(?:said|says|wrote|posted|suggested|proposed))\b[ \t]*(?:[.!,;]+|$)"
# The days and times a vote on when to meet names, after '+1 for', 'to' or 'on' (the weekdays: scene_numbers.toml).
_WHEN = ("tonight", "tomorrow", "today", r"next[ \t]+week", r"this[ \t]+week", r"the[ \t]+weekend", "weekends?",
         r"the[ \t]+\d{1,2}(?:st|nd|rd|th)", r"\d{1,2}(?::\d\d)?[ \t]*(?:am|pm)", r"\d{1,2}:\d\d")
_SENTENCE_END = r"[.!?;\n]|[ \t][—–-]+[ \t]|,[ \t]*(?=@)"
_SPEAKER = r"[ \t]*([^\W\d_][\w]*)(?:[ \t]*\([^)\n]*\))?[ \t]*:"
_DIGIT = r"\d"
_ROLL_BEFORE = r"(?i)(?:\broll[ \t]+)?\+?[ \t]*\Z"


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Thread(FrozenRecord):
    """A post read through its thread's frame: the text with the frame blanked, the frame's parts, and where the GM's
    quoted request and the reply under it stand (or None)."""

    text: str
    frame: tuple[Frame, ...] = ()
    quote: tuple[int, int] | None = None
    reply: tuple[int, int] | None = None


def threaded(text: str, called: Callable[[str], bool]) -> Thread:
    """The post with its thread's frame blanked (see the module docstring). `called(word)`: whether a lowercase word
    names someone loaded."""
    if not any(mark in text for mark in _ANY_NEEDS) and text.isascii() and "replying" not in text.lower() \
            and not any(vote in text.lower() for vote in _VOTE_NEEDS):
        return Thread(text)  # ('ı' matches 'i' case-blind: a post in other letters is searched)
    if re.search(_ANY, text) is None:
        return Thread(text)
    chars = list(text)
    frame: list[Frame] = []

    def blank(start: int, end: int, part: str) -> None:
        if not text[start:end].strip():
            return
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        chars[start:end] = " " * (end - start)
        frame.append(_frame(part, start, end))

    if (title := re.compile(_TITLE).match(text)) is not None:
        blank(title.start(), title.end(), "title")
    for found in re.compile(_HANDLE).finditer(text):
        blank(found.start(), found.end(), "handle")
    for pattern in (_MARK, _REACTIONS):
        for found in re.compile(pattern).finditer(text):
            blank(found.start(), found.end(), "mark")
    for found in re.compile(_EMOJI).finditer("".join(chars)):
        blank(found.start(), found.end(), "mark")
    for pattern in (_REPLY, _RE):
        for found in re.compile(pattern).finditer("".join(chars)):
            blank(found.start(), found.end(), "reply")
    quote, reply = _quoted(chars, text)
    for found in re.compile(_POINTER).finditer("".join(chars)):
        if "^" in found.group():
            blank(found.start(), found.end(), "pointer")
    for found in re.compile(_AGREE).finditer("".join(chars)):
        blank(found.start(), found.end(), "pointer")
    for found in re.compile(_voted()).finditer("".join(chars)):
        blank(found.start(), found.end(), "vote")
    _mentions(chars, text, called, blank, quote)
    kept = "".join(chars)
    if not frame and kept == text:
        return Thread(text)
    if not any(c.isalnum() for c in kept):
        return Thread(text)  # nothing but the frame: read as typed, and refused as such
    return Thread(kept, tuple(sorted(frame, key=lambda f: f.start)), quote, reply)


def _quoted(chars: list[str], text: str) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """The GM's quoted request opening the post and the reply under it: the quote's '>' go, so its words are read as
    the GM's (post.py would make them a character's speech); where each stands, or None."""
    lines = list(re.compile(_QUOTE).finditer("".join(chars)))
    if not lines or "".join(chars[: lines[0].start()]).strip():
        return None, None
    block = [lines[0]]
    for line in lines[1:]:
        if line.start() != block[-1].end() + 1:
            break
        block.append(line)
    end = block[-1].end()
    rest = "".join(chars[end:])
    if not any(c.isalnum() for c in rest):
        return None, None  # a quote alone is no reply
    said = block[0].group(2)
    speaker = re.compile(_SPEAKER).match(said)
    if speaker is None or speaker.group(1).lower() not in GM_WORDS or said.lstrip()[:1] in "\"“'":
        return None, None
    for line in block:
        chars[line.start() + len(line.group(1))] = " "
    return (block[0].start(2), end), (end + 1, len(text))


def _mentions(chars: list[str], text: str, called: Callable[[str], bool],
              blank: Callable[[int, int, str], None], quote: tuple[int, int] | None) -> None:
    """Each '@' mention read as the module docstring says."""
    seen = "".join(chars)
    found = [m for m in re.compile(_MENTION).finditer(seen)]
    k = 0
    while k < len(found):
        mention = found[k]
        name = mention.group(1)
        if name.lower() in GM_WORDS or name.lower() in ("everyone", "here"):
            blank(mention.start(), mention.end(), "mention")
            k += 1
            continue
        in_quote = quote is not None and quote[0] <= mention.start() < quote[1]
        spaced = seen[mention.end() : mention.end() + 1] in (" ", "\t")
        if in_quote and spaced and seen[: mention.start()].rstrip().endswith(":"):
            # "> GM: @Hallam the barge is sliding ...": the GM speaks to Hallam, as "GM: Hallam, the barge ..." does
            chars[mention.start() : mention.end() + 1] = [*name, ",", " "]
            k += 1
            continue
        if in_quote or not _opens(seen, mention.start()):
            chars[mention.start()] = " "
            k += 1
            continue
        run = [mention]  # "@Farah @Nico I'm going in": mentions said one after another
        while k + len(run) < len(found) and not seen[run[-1].end() : found[k + len(run)].start()].strip(" \t,&"):
            run.append(found[k + len(run)])
        k += len(run)
        _opening(chars, seen, run, called, blank)


def _opens(seen: str, at: int) -> bool:
    """Whether a mention opens a sentence of the post: nothing but blanks before it, or a sentence's end."""
    before = seen[:at].rstrip(" \t")
    return not before or before[-1] in ".!?;:\n—–-" or before.endswith(("(", "[")) or not before.strip()


def _opening(chars: list[str], seen: str, run: list[re.Match[str]], called: Callable[[str], bool],
             blank: Callable[[int, int, str], None]) -> None:
    after = run[-1].end()
    stop = re.compile(_SENTENCE_END).search(seen, after)
    end = stop.start() if stop is not None else len(seen)
    said = seen[after:end]
    words = re.findall(r"[^\W\d_][\w'’-]*", said)
    first = words[0].lower() if words else ""
    if not words or said.lstrip()[:1] in ",:":  # "@Odran, ..." / "@Odran:": spoken to, or the line's speaker
        if said.lstrip()[:1] == ":" and len(run) == 1:
            chars[run[0].start()] = " "  # "@Odran: ..." says who speaks, as "Odran: ..." does
            return
        for mention in run:
            blank(mention.start(), mention.end(), "mention")
        return
    if len(run) == 1 and run[0].group(1).lower().endswith(("'s", "’s")) and called(first):
        chars[run[0].start()] = " "  # "@Grace's Pim assists": whose character, as "Grace's Pim" says it
        return
    if len(run) == 1 and first in _YOU and seen[run[0].end() : run[0].end() + 1] in (" ", "\t"):
        name = run[0].group(1)  # "@Yusuf you climb onto the crate": the GM speaks to Yusuf, as "Yusuf, you ..." does
        if not called(name.lower()):
            raise PhraseError(f"I don't know anyone called '{name}': the post says 'you' to them, so they would act",
                              text=seen, column=run[0].start() + 1, length=run[0].end() - run[0].start(),
                              hint="Load their sheet, or name a loaded character.", missing="character")
        chars[run[0].start() : run[0].end() + 1] = [*name, ",", " "]
        return
    if len(run) == 1 and said_of_someone(first):  # "@Farah sprinted ...": the one mentioned acts
        chars[run[0].start()] = " "
        return
    rest = seen[end:]
    if re.compile(_DIGIT).search(said) is None and any(c.isalnum() for c in rest.lstrip(".!?;—–- \t\n")):
        blank(run[0].start(), run[-1].end(), "mention")  # "@Nico stand back. Brannock leans on ...": said to Nico
        stop_at = stop.end() if stop is not None and seen[stop.start()] != "\n" else end
        blank(after, stop_at, "said to")
        return
    names = [m.group(1) for m in run]
    if "VERB" in word_classes(first) or not word_classes(first):
        head = run[0].start()
        tail = " ".join(said.split())
        who = " and ".join(names)
        raise PhraseError(
            f"Does {who} act here, or are you speaking to {who}? '@{names[0]}' opens the line before the roll.",
            text=seen, column=head + 1, length=run[-1].end() - head,
            hint=f"For {names[0]} to roll, say '{names[0]}: {tail}'; for your own character, say what they do "
                 f"(e.g. 'I {tail}').",
            choices=(f"{names[0]}: {tail}", f"I {tail}"), missing="actor", allowed=tuple(names))
    for mention in run:
        blank(mention.start(), mention.end(), "mention")


# The words 'you' opens a sentence with, said to the one a mention names.
_YOU = frozenset({"you", "you're", "you’re", "youre", "your", "you've", "you’ve", "you'll", "you’ll"})
RollName = tuple[str, str, int, int]  # (kind, value, start, end) of a roll named in the post


def told(thread: Thread, story: Callable[[str], bool], named: Callable[[str], bool]) -> Thread:
    """The thread with the GM's quoted message blanked when it holds only the story's words (`story`: no rules word,
    number or dice; "> GM: Warden Kasprzak is watching the corridor") and the reply does not open with who acts
    (`named`: whether a piece of text opens with a player's character): it is the scene the reply answers, and no
    one in it rolls the reply's roll. Where the reply names who acts ("Nico bluffs ..."), the quote's people stay,
    as the scene around that one (whom the roll acts on: bind.py)."""
    if thread.quote is None or thread.reply is None:
        return thread
    start, end = thread.quote
    said = thread.text[start:end]
    speaker = re.compile(_SPEAKER).match(said)
    if speaker is None or not story(said[speaker.end() :]) or named(thread.text[thread.reply[0] : thread.reply[1]]):
        return thread
    chars = list(thread.text)
    chars[start:end] = " " * (end - start)
    frame = (*thread.frame, _frame("quoted", start, len(thread.text[:end].rstrip())))
    return Thread("".join(chars), tuple(sorted(frame, key=lambda f: f.start)), None, thread.reply)


def crossed(thread: Thread, typed: str, named: Callable[[str, int, int], list[RollName]],
            within: Mapping[str, tuple[str, ...]]) -> Thread:
    """The thread with the GM's request and the reply under it compared: a roll the reply names that the quote names
    another of, of the same kind, is asked about, with the post as typed with each as the choices; with a word saying
    the reply changes the request ("nah, Wreck instead"), the quote's is blanked and the reply's stands.
    `named(text, start, end)`: the rolls named there; `within`: what a rules value is part of (a trick -> its skill).
    A roll is another when it is of the same kind (two skills), or a skill and a trick not of it; an attribute said
    with a skill may say what the skill rolls with, and is no other roll."""
    if thread.quote is None or thread.reply is None:
        return thread
    asked = named(thread.text, *thread.quote)
    answered = named(thread.text, *thread.reply)
    replied = {value for _, value, _, _ in answered}
    pairs = [(n, m) for n in asked if n[1] not in replied for m in answered if _other_roll(n, m, within)]
    clash = list(dict.fromkeys(n for n, _ in pairs))
    if not clash:
        return thread
    said = thread.text[thread.reply[0] : thread.reply[1]].lower()
    if not any(re.search(r"(?<![\w'])" + word + r"(?![\w'])", said) for word in REPLY_CHANGES):
        wanted, other = pairs[0]
        raise PhraseError(
            f"Which is it: {wanted[1]} or {other[1]}? The GM's quoted message asks for {wanted[1]}, and your reply "
            f"names {other[1]}.", text=thread.text, column=other[2] + 1, length=other[3] - other[2],
            hint=f"To roll what the GM asked, leave '{thread.text[other[2]:other[3]]}' out; to roll {other[1]} "
                 f"instead, say so ('{other[1]} instead').",
            choices=(_cut(typed, other[2], other[3]), f"{typed[: other[3]]} instead{typed[other[3] :]}"),
            labels=(wanted[1], other[1]), missing="skill", allowed=(wanted[1], other[1]))
    chars = list(thread.text)
    frame = list(thread.frame)
    for _, _, start, end in clash:
        start = re.compile(_ROLL_BEFORE).search(thread.text, 0, start).start()  # "roll +cool": the words that asked for it go too
        chars[start:end] = " " * (end - start)
        frame.append(_frame("changed", start, end))
    return Thread("".join(chars), tuple(sorted(frame, key=lambda f: f.start)), thread.quote, thread.reply)


def _other_roll(asked: RollName, answered: RollName, within: Mapping[str, tuple[str, ...]]) -> bool:
    kinds = {asked[0], answered[0]}
    if len(kinds) == 1:
        return asked[1] != answered[1]
    return kinds == {"SKILL", "TRICK"} and asked[1] not in within.get(answered[1], ()) \
        and answered[1] not in within.get(asked[1], ())


def _cut(text: str, start: int, end: int) -> str:
    """The text without text[start:end], the '+' before it ('+hot') and the blanks and comma after it."""
    start -= text[:start].endswith("+")
    rest = text[end:]
    return text[:start] + rest[len(rest) - len(rest.lstrip(" ,")) :]


def _voted() -> str:
    """A vote for when the table meets, opening a sentence or after a comma ("+1 for Saturday btw", "+1 to Sunday,
    I can do 18:00"): '+1', 'for', 'to' or 'on', a day or a time, and a 'btw' after it."""
    from rollmate.grammar.scene_numbers import nouns

    days = "|".join(sorted(nouns().weekdays, key=len, reverse=True)) + "|" + "|".join(_WHEN)
    return r"(?im)(?:^|(?<=[:.!?,;])|(?<=[:.!?,;][ \t]))[ \t]*\+1[ \t]+(?:to|on|for)[ \t]+(?:" + days + \
        r")(?![\w'’])(?:[ \t]+(?:btw|then|from[ \t]+me|for[ \t]+me))?"


def _frame(part: str, start: int, end: int) -> Frame:
    """A part of the thread's frame; its class is built by the first post that has one (marks.py)."""
    from rollmate.grammar.marks import Frame

    return Frame(part, start, end)

"""A transcript of several speakers pasted as one post read as its speakers' turns: who says each part, so the
rest of the reader sees the GM's call and the roller's action and dice, and the others' chatter as the scene.

- A transcript's marks (a post with at least two speakers' labels, or one and a timestamp):
  - a timestamp ("[00:31:05]", "(1:02:10)", "1:02:10 -" opening a turn): when it was said, never a number of the roll;
  - a speaker's label opening a turn: a name in capitals and a colon ("JESS:", "GM:"), any name with its part in
    brackets ("JESS (as Ashby):", "CARLOS (REF):"), a word the GM is called by (words.GM_WORDS: "GM:", "REF:",
    "Storyteller:"), or a handle in square brackets ("[Priya]", "[Storyteller]");
  - a stage direction or a transcriber's note in brackets with no number in it ("(dice clatter)", "[laughter]",
    "[crosstalk]", "(inaudible)"): the scene;
  - a false start, a few words broken off at a dash and begun again ("Can I - I wanna burn my luck"): said again;
  - a person of the table spoken to by name in a turn ("JESS: Theo, you're at eight stress"): the scene; a colon
    after a character's name inside a turn ("GM: Devil's bargain for Ashby: you can ...") is no speaker's label.
- Who speaks each turn: the GM (a label the GM is called by, or a role in brackets that is one: "CARLOS (REF)");
  a player who says whom they play ("JESS (as Ashby):", so every later "JESS:" turn is Ashby's); a label that is a
  loaded character's name (theirs); or a person of the table nobody maps, whose turn says by name who acts.
- The roller's turns are those of the player mapped to a character (the first one, when two are), else of the first
  player whose turn holds a number; they say the action and the dice, and what they say after the dice (a luck
  spend, their working) is theirs too. The GM's turns before the roller's dice are the call (the roll, the DL, the
  position, a modifier, "Vesna, Prowl" naming who rolls); the GM's turns after the dice are the GM on the result:
  the scene, unless they say someone else rolled (an opposing roll: "and the marine rolled six, two").
- The roller saying back the GM's modifiers added up, before the dice ("plus three, okay" after "plus one ... plus
  two"): heard, counted once.
- What is reckoned aloud after the dice ("plus eleven, sixteen?", "That's a nine.", "TOBI: nine total??") is the
  working, never an input (words.WORKING_WORDS); another speaker's number is working only where it says it sums.
- A turn of the stream's audience as one or of its bot ("chat: POGGERS", "viewers: 880", "Nightbot: ...") is the
  scene, whatever numbers it holds (audience.py knows their names).
- Anyone else's turn is the scene when it holds no number, names no one loaded and says no dice in words ("kay_9:
  overlay looking sharp tonight"); one opened by a character helping ("AMIR: Quill assists, I'm handing him the
  picks") gives the help, and the rest of it, how they help, is the scene; any other (an assist, a war die put on
  the roll, an opposing roll, a number, one of the party doing something) is read with the roll, so the rules take
  what they know and the rest is asked about, never guessed.

Each label, timestamp, stage direction and turn of the scene goes as blanks (the post keeps its columns); a label
between two turns leaves a sentence's end where it stood, so one turn's words never run into the next's. The
roller's label opening what is read becomes their character's name and a colon ("JESS (as Ashby):" reads "Ashby:"),
as a relay's lead-in does (relay.py). Read as shows each turn's label with who spoke it, and each part that went.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rollmate.grammar.fields import known_label
from rollmate.grammar.later import Later
from rollmate.grammar.scene_numbers import nouns
from rollmate.grammar.words import BENCH_WORDS, GM_WORDS, HELPING, NUMBER_WORDS, SUMMING_WORDS, WORKING_WORDS
from rollmate.rules.forms import common_word, compound_word
from rollmate.rules.records import FrozenRecord

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTES = {
    "timestamp": "the transcript's timestamp: when it was said, not the roll",
    "stage": "a stage direction in the transcript: the scene",
    "gm turn": "the GM's turn: the GM's call of the roll",
    "roller turn": "the roller's turn: their action and dice",
    "other turn": "another speaker's turn, read with the roll",
    "chatter": "another speaker's turn: the scene, not the roll",
    "result": "the GM's turn after the dice: the GM on the result, the scene",
    "false start": "a false start, said again after it",
    "addressed": "a person of the table spoken to: the scene",
    "helping": "how the helper helps: the scene",
    "working": "working said aloud after the dice: the rules work it out from the dice",
    "said back": "the GM's modifiers said back, added up: counted once, as the GM gave them",
}

# Only a post with one of these may be a transcript: one search says so (compiled for a post with a colon, a '[' or
# '(as', which each of them holds).
_ANY = Later(r"[A-Z]{2,}\w*[ \t]*(?:\([^)\n]{1,40}\))?[ \t]*:|\[[A-Za-z][\w'’-]{0,30}\]|\(as[ \t]|\d:\d\d"
             r"|(?m:^)[ \t]*[A-Z][\w'’-]{0,30}[ \t]*:")
# The rest are kept as text and compiled by re where a transcript first uses them.
_STAMP = r"[\[(][ \t]*\d{1,2}:\d\d(?::\d\d)?(?:[ \t]*[AaPp]\.?[Mm]\.?)?[ \t]*[\])](?:[ \t]*[-–—])?" \
         r"|(?:(?<=\s)|^)\d{1,2}:\d\d:\d\d[ \t]*[-–—](?=\s)"
_LABEL = r"(?:(?<=[\s.!?…\]\)])|^)([A-Za-z][\w'’-]{0,30}(?:[ \t][A-Z][\w'’-]{0,30})?)[ \t]*(\([ \t]*(?:(as)[ \t]+)?" \
         r"([^()\n:]{1,40}?)[ \t]*\))?[ \t]*:(?=\s)"
_HANDLE = r"\[[ \t]*([A-Za-z][\w'’-]{0,30})[ \t]*\]"
_STAGE = r"\([^()\n]{1,80}\)|\[[^\[\]\n]{1,80}\]"
_NUMBER = r"(?i)\d+|\b(?:" + "|".join(sorted((w for w in NUMBER_WORDS if w not in ("a", "an", "once", "twice")),
                                             key=len, reverse=True)) + r")\b"
_ROLLED = r"(?i)\brolled\b"
_FACE = r"(?:\d{1,2}|" + "|".join(sorted((w for w, n in NUMBER_WORDS.items() if 1 <= n <= 20 and w not in ("a", "an")),
                                       key=len, reverse=True)) + r")"
# Faces said with pauses between ("six... and an eight", "ten. and nine.", "six. six! and... a two"): one run.
_FACES = r"(?i)(?<![\w'’])" + _FACE + r"(?:(?:[ \t]*(?:[.!?…,]+|[-–—]+(?=[ \t]))[ \t]*|[ \t]+)(?:(?:and|then|an|a)[ \t]*[.!?…,]*[ \t]*)*" \
         + _FACE + r")+(?![\w'’])"
# Dice said without a number ("double fives", "snake eyes", "boxcars"): a turn saying them is read with the roll.
_DICEY = r"(?i)\b(?:doubles?|snake[ \t]*eyes|boxcars|(?:one|two|three|four|five|seven|eight|nine|ten)s|sixes|aces|dice|" \
         r"die)\b"
_PAUSE = r"[.!?…,]+|(?<=[ \t])[-–—]+(?=[ \t])"
_CLAUSE = r"[^,.;!?…]+[,.;!?…]*"
_HELPS = r"(?i)[ \t]*([A-Za-z][\w'’-]*)[ \t]+(?:" + "|".join(sorted(HELPING)) + r")\b[^,.;!?\n]*"
_SAID_WORD = r"(?<![\w'’])([A-Za-z][\w'’-]*)(?![\w'’])[ \t]*(:)?(?:[ \t]*,)?"
# A false start: a few words broken off at a dash and begun again with the last of them ("Can I - I wanna burn ...").
_FALSE_START = r"(?i)(?<![\w'’])((?:[\w'’]+[ \t]+){0,2}([\w'’]+)[ \t]+[-–—]+)[ \t]+\2(?![\w'’])"
_OPENING_PAUSE = r"\A[ \t]*(?:\.\.+|…)"
_ENDS = ".!?…"


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Turn(FrozenRecord):
    """One speaker's turn: where its label stands, where its words stand, and who speaks it."""

    label: tuple[int, int]
    words: tuple[int, int]
    speaker: str  # the label's name as typed, lowercase ('' for words before any label)
    gm: bool
    plays: str | None  # the loaded character the speaker is, or plays ("JESS (as Ashby)")


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Transcript(FrozenRecord):
    """A post read as a transcript's turns: the text with what is not read blanked, the parts that went, and the
    character the roller plays (and where their name was put, for the binder: relay.py's RolledFor), or None."""

    text: str
    frame: tuple[Frame, ...] = ()
    roller: str | None = None
    named_at: int | None = None
    turns: tuple[tuple[int, int, int, str], ...] = ()  # each turn read: (its label's start, its words' span, who)


def turned(text: str, whom: Callable[[str], tuple[str, ...]], scene: Callable[[str], bool],
           players: Callable[[str], tuple[str, ...]] = lambda word: ()) -> Transcript:
    """The post read as its speakers' turns (see the module docstring); the post as typed when it is no transcript.
    `whom(words)`: the loaded names lowercase words stand for; `scene(words)`: whether words hold no rules value;
    `players(word)`: the players' characters a lowercase word names."""
    if ":" not in text and "[" not in text and "(as" not in text or _ANY.search(text) is None:
        return Transcript(text)
    from rollmate.grammar.marks import blank_part  # built by the first transcript read

    chars = list(text)
    frame: list[Frame] = []

    def blank(start: int, end: int, part: str) -> None:
        blank_part(text, chars, frame, start, end, part)

    stamps = [m.span() for m in re.compile(_STAMP).finditer(text)]
    labels = _labels(text, stamps, whom, scene)
    if len(labels) < 2 and not (labels and stamps) and not _one_turn_naming(text, labels, players):
        return Transcript(text)
    for start, end in stamps:
        blank(start, end, "timestamp")
    turns = _turns(text, labels, stamps)
    for found in re.compile(_STAGE).finditer(text):
        if any(found.start() < end and start < found.end() for start, end in [*stamps, *(t.label for t in turns)]):
            continue
        if re.compile(_NUMBER).search(found.group()) is None or _counts_the_dice(text, found, turns):
            blank(found.start(), found.end(), "stage")
            if re.search(r"\w[ \t]*$", text[: found.start()]) and re.match(r"[ \t]*\w", text[found.end() :]):
                chars[found.start()] = ","  # "seven and uh [crosstalk] sorry seven and a nine": the speech broke off
    seen = "".join(chars)
    roller_speaker = _roller(turns, seen)
    plays = next((t.plays for t in turns if t.speaker == roller_speaker and t.plays), None)
    dice_at = next((k for k, t in enumerate(turns) if t.speaker == roller_speaker
                    and re.compile(_no_hour()).search(seen, *t.words) is not None), len(turns))
    told = any(re.compile(_FACES).search(seen, *t.words) for t in turns if t.speaker == roller_speaker)
    read: list[Turn] = []
    for k, turn in enumerate(turns):
        said = seen[turn.words[0] : turn.words[1]]
        if turn.gm:
            if k > dice_at and re.compile(_ROLLED).search(said) is None and (told or re.compile(_FACES).search(said) is None):
                # (the dice read out in the GM's turn where the roller's turns told none: "THE COURT: I'll allow it.
                # The clerk reads the dice: 2, 6" gives the roll's dice, never rollmate's own)
                blank(*turn.label, "result")
                blank(*turn.words, "result")
                continue
            part = "gm turn"
        elif turn.speaker == roller_speaker or (plays is not None and turn.plays == plays):
            part = "roller turn"
        elif not said.strip() or _the_streams(turn.speaker) or re.compile(_NUMBER).search(said) is None \
                and not _names(said, whom) and (scene(said) or re.compile(_DICEY).search(said) is None):
            # ("kay_9: overlay looking sharp tonight": a viewer's word, no one's; never "caster: Hype hypes up the
            # raiders", one of the party named doing something, nor "Jay: double fives")
            blank(*turn.label, "chatter")
            blank(*turn.words, "chatter")
            continue
        else:
            part = "other turn"
            helps = re.compile(_HELPS).match(said)
            if helps is not None and whom(helps.group(1).lower()):  # "AMIR: Quill assists, I'm handing him the
                blank(turn.words[0] + helps.end(), turn.words[1], "helping")  # picks ...": how they help, the scene
        read.append(turn)
        blank(*turn.label, part)
    people = {t.speaker for t in turns if t.speaker and not t.gm and not whom(t.speaker)}
    for turn in read:
        said = "".join(chars[turn.words[0] : turn.words[1]])
        for broken in re.compile(_FALSE_START).finditer(said):
            blank(turn.words[0] + broken.start(1), turn.words[0] + broken.end(1), "false start")
        for word in re.compile(_SAID_WORD).finditer(said):
            at = turn.words[0] + word.start(1)
            if word.group(1).lower() in people:  # "Theo, you're at eight stress": a person of the table, spoken to
                blank(at, turn.words[0] + word.end(), "addressed")
            elif word.group(2) and (whom(word.group(1).lower()) or word.group(1).lower() in GM_WORDS):
                chars[turn.words[0] + word.start(2)] = ","  # "Devil's bargain for Ashby: you can ...": no label
    dice_end = None
    for turn in read:
        if turn.speaker == roller_speaker and (ran := _faces_run(chars, turn)) is not None and dice_end is None:
            dice_end = ran
    for turn in read:
        if dice_end is not None and turn.words[1] > dice_end and not turn.gm:
            _working(chars, turn, max(dice_end, turn.words[0]), turn.speaker == roller_speaker, blank)
    called = 0  # the modifiers the GM's call gave so far ("that's plus one, ... plus two")
    for turn in read:
        if dice_end is not None and turn.words[0] >= dice_end:
            break
        if turn.gm:
            called += _signed_sum("".join(chars[turn.words[0] : turn.words[1]]))
        elif turn.speaker == roller_speaker and called:
            _said_back(chars, turn, called, blank)
    named_at = None
    for turn in read:
        before = "".join(chars[: turn.label[0]]).rstrip()
        if before and before[-1] not in _ENDS + ",:;\"”'’)":
            chars[turn.label[0]] = "."  # one turn's words never run into the next's
        elif not before and turn.speaker == roller_speaker and plays is not None:
            named_at = _name_in(chars, text, turn, plays)
    spoken = tuple((t.label[0], t.words[0], t.words[1], _who(text, t)) for t in read)
    return Transcript("".join(chars), tuple(sorted(frame, key=lambda f: f.start)), plays, named_at, spoken)


def _names(said: str, whom: Callable[[str], tuple[str, ...]]) -> bool:
    """Whether a turn's words name one of the loaded people ('Ledger's' too, and a name of two words)."""
    words = [re.sub(r"['’]s?$", "", word.lower()) for word in re.findall(r"[A-Za-z][\w'’-]*", said)]
    return any(whom(word) for word in words) or any(whom(f"{a} {b}") for a, b in zip(words, words[1:]))


def _the_streams(speaker: str) -> bool:
    """Whether a turn's speaker is a stream's audience as one ('chat', 'viewers') or its bot ('nightbot',
    'streamelements'): their lines are the stream's alerts and counts ('viewers: 880', 'thanks for the 6 bits!'),
    the scene whatever numbers they hold."""
    from rollmate.grammar.audience import addressed, bot

    return bool(speaker) and (addressed(speaker) or bot(speaker))


def _one_turn_naming(text: str, labels: list[tuple[int, int, str, bool, str | None]],
                     players: Callable[[str], tuple[str, ...]]) -> bool:
    """Whether the post is one turn of a person nobody loaded, opening the post, whose words name a player's
    character ("Gabe: what are Brannoch's chances ...", "SPEAKER_2: so yeah Tamsin's gonna hack ..."): a person of
    the table telling the roll, its label theirs. With no player's character named ("Jnuo: lie to the bouncer"),
    who they are stays asked."""
    if len(labels) != 1 or labels[0][0] != len(text) - len(text.lstrip()) or labels[0][3] or labels[0][4] is not None \
            or not text[: labels[0][1]].rstrip().endswith(":"):
        return False  # (a tag in brackets, "[BUG] ...", is no one's turn)
    if text[labels[0][0] : labels[0][1]].strip(" \t:").lower() in nouns().jargon:
        return False  # "Tx: Gauze hacks ...": a chart's shorthand heading the note, no one's turn
    said = re.findall(r"[A-Za-z][\w-]*", text[labels[0][1] :])
    return any(word[:1].isupper() or any(word.lower() in name.lower().split() for name in players(word.lower()))
               for word in said if players(word.lower()))  # (a lowercase word only as a name's whole word: 'the
    # van' is no one's, where a character is called Vance)


def _counts_the_dice(text: str, stage: re.Match[str], turns: list[Turn]) -> bool:
    """Whether a stage direction says how many dice are rolled ('(rolling three)', '[rolls 2 dice]') and the faces
    its turn says next are that many ('six. six! and... a two'): the count of the faces that follow, no face."""
    said = re.compile(r"(?i)[(\[][ \t]*(?:rolls?|rolling|throws?|throwing)[ \t]+(" + _FACE + r")(?:[ \t]+dice)?[ \t]*[)\]]")
    counted = said.fullmatch(stage.group())
    turn = next((t for t in turns if t.words[0] <= stage.start() < t.words[1]), None)
    if counted is None or turn is None:
        return False
    many = NUMBER_WORDS.get(counted.group(1).lower()) or int(counted.group(1))
    run = re.compile(_FACES).search(text, stage.end(), turn.words[1])
    return run is not None and len(re.findall(r"(?i)(?<![\w'’])" + _FACE + r"(?![\w'’])", run.group())) == many


def _no_hour() -> str:
    """_NUMBER, but not an hour said with its word ('the 9 o'clock'): the scene's time, never the dice of a turn."""
    from rollmate.grammar.scene_numbers import nouns

    hours = "|".join(re.escape(w) for w in sorted(nouns().hours))
    return rf"(?i)(?:(?<!\d)\d+(?!\d)|{_NUMBER.removeprefix('(?i)').split('|', 1)[1]})(?!\s+(?:{hours}))"


def _who(text: str, turn: Turn) -> str:
    """Who speaks a turn, as Read as names them: "the GM", "JESS, as Ashby", "AMIR"."""
    if turn.gm:
        return "the GM"
    name = re.compile(r"[\w'’-]+").search(text, *turn.label)
    said = name.group() if name is not None else "someone"
    return f"{said}, as {turn.plays}" if turn.plays and turn.plays.lower() != said.lower() else said


def turn_note(transcript: Transcript, start: int, said: list[tuple[str, int, int]]) -> str | None:
    """The note of the turn whose label opens at `start`: who spoke it and which values of the roll it gave
    (`said`: the kind and span of each clause the roll used), so Read as says where each value came from."""
    for label, first, last, who in transcript.turns:
        if label == start:
            gave = list(dict.fromkeys(kind for kind, s, e in said if first <= s and e <= last))
            return f"the turn of {who}: " + (f"gave the {', '.join(gave)}" if gave else "gave nothing the roll uses")
    return None


def _labels(text: str, stamps: list[tuple[int, int]], whom: Callable[[str], tuple[str, ...]],
            scene: Callable[[str], bool]) -> list[tuple[int, int, str, bool, str | None]]:
    """The speakers' labels: (start, end, speaker lowercase, whether the GM's, the character they are or play)."""
    found: list[tuple[int, int, str, bool, str | None]] = []
    labels = list(re.compile(_LABEL).finditer(text))
    said = [m.group(1).lower() for m in labels if _opens_line(text, m.start(), stamps)]
    for label in labels:
        name, bracket, as_, part = label.group(1), label.group(2), label.group(3), label.group(4)
        low = name.lower()
        stamped = _after_stamp(text, label.start(), stamps)  # ("[00:18:14] raid_vey:": a chat log's handle, any case)
        named = (name[:1].isupper() or stamped) and len(name) > 1 and (not whom(low) or stamped) \
            and low not in nouns().weekdays and _opens_line(text, label.start(), stamps) and (  # ("Mon: hedge
            # trimmer accident": a day, no speaker)
            not (common_word(low) or compound_word(low)) or said.count(low) > 1 or stamped) and not re.match(
            r"[ \t]*\d*[dD]\d", text[label.end() :])  # ("Bot: 2d6 (3, 2) = 5": a dice roller's print, bots.py)
        gm = low in GM_WORDS or low in BENCH_WORDS or low.split()[0] in BENCH_WORDS or (
            bracket is not None and not as_ and part.lower() in GM_WORDS)  # ("THE COURT:", "JUDGE HARROW:")
        if not (gm or as_ or name.isupper() and len(name) > 1 or named):
            continue  # (a name as typed opening a line, "Gabe: ...", "[21:15:02] Zoe: ...": a person of the table;
            # an English word only after a timestamp or opening two lines, "Tom: ...\nTom: ...", never a note's field)
        if _in_sentence(text, label.start()):
            continue  # "Dice, per the referee: 1 and 2": a noun of the sentence, no one's turn
        if not gm and (not scene(name) or known_label(name)):
            continue  # "DL: 12", "SKIRMISH:", "CHAR:": a rules word or a note's label, not a speaker
        plays = _one(whom(part.lower())) if as_ else _one(whom(low))
        if as_ and plays is None:
            continue
        found.append((label.start(), label.end(), low, gm, plays))
    for handle in re.compile(_HANDLE).finditer(text):
        name = handle.group(1)
        low = name.lower()
        if any(s <= handle.start() < e for s, e in stamps):
            continue
        if low in GM_WORDS or name[0].isupper() and (scene(name) or _one(whom(low)) is not None):
            found.append((handle.start(), handle.end(), low, low in GM_WORDS, _one(whom(low))))
    return sorted(found)


def _opens_line(text: str, at: int, stamps: list[tuple[int, int]]) -> bool:
    """Whether a label at `at` opens the post or a line, perhaps after a timestamp or a transcriber's note ('[21:15:02]
    Zoe:', '(background noise) Dev:')."""
    if any(end <= at and not text[end:at].strip() for _, end in stamps):
        return True  # ("... [00:18:14] raid_vey: ...": a chat log pasted onto one line, each stamp opening a line)
    before = text[:at].rstrip(" \t")
    stage = re.compile(r"(?:\([^()\n]{1,80}\)|\[[^\[\]\n]{1,80}\])$").search(before)
    if stage is not None and not re.search(r"\d", stage.group()):
        before = before[: stage.start()].rstrip(" \t")
    return not before or before.endswith("\n")


def _after_stamp(text: str, at: int, stamps: list[tuple[int, int]]) -> bool:
    """Whether a label at `at` comes right after a timestamp ('[23:05:51] Tom:')."""
    return any(end <= at and not text[end:at].strip() for _, end in stamps)


def _in_sentence(text: str, at: int) -> bool:
    """Whether the word at `at` is said inside a sentence, after an article, a possessive or a preposition ('per the
    referee:', 'to my GM:'): a noun of that sentence, never a label opening a turn."""
    before = re.findall(r"[\w'’]+", text[max(0, at - 20) : at].lower())
    return bool(before) and before[-1] in _INSIDE and not text[:at].rstrip().endswith((".", "!", "?", "…", "\n"))


# Words a speaker's label never stands right after: what a noun of a sentence follows.
_INSIDE = frozenset("the a an my our your his her their its per to by from with for of says said".split())


def _one(names: tuple[str, ...]) -> str | None:
    return names[0] if len(names) == 1 else None


def _turns(text: str, labels: list[tuple[int, int, str, bool, str | None]],
           stamps: list[tuple[int, int]]) -> list[Turn]:
    """The turns the labels open; a speaker mapped once ("JESS (as Ashby)") plays the same character in every turn."""
    mapped = {speaker: plays for _, _, speaker, _, plays in labels if plays is not None}
    turns: list[Turn] = []
    for k, (start, end, speaker, gm, plays) in enumerate(labels):
        stop = labels[k + 1][0] if k + 1 < len(labels) else len(text)
        stop = min([stop, *(s for s, _ in stamps if end <= s < stop)])
        turns.append(Turn((start, end), (end, stop), speaker, gm, None if gm else mapped.get(speaker, plays)))
    return turns


def _roller(turns: list[Turn], seen: str) -> str | None:
    """The speaker whose turns say the roll: the first player mapped to a character, else the first player whose
    turn holds a run of faces (the dice), else a number, else the one player who speaks."""
    for turn in turns:
        if not turn.gm and turn.plays is not None:
            return turn.speaker
    for pattern in (_FACES, _NUMBER):  # the dice said as a run of faces first ("2,400 live" is a number, no dice)
        for turn in turns:
            if not turn.gm and not _the_streams(turn.speaker) and re.compile(pattern).search(seen, *turn.words):
                return turn.speaker  # (never the stream's own line: "StreamElements: tier 1, 14 months!")
    players = {turn.speaker for turn in turns if not turn.gm and not _the_streams(turn.speaker)}
    return players.pop() if len(players) == 1 else None  # one player asking ("Sam: what are my odds ..."): theirs


def _faces_run(chars: list[str], turn: Turn) -> int | None:
    """The roller's faces said with pauses between them read as one run: the marks of each pause go as blanks
    (commas stay: "six, four, one" is a run as typed); a pause opening the turn ("...one. one. four.") goes."""
    start, end = turn.words
    said = "".join(chars[start:end])
    if (opening := re.compile(_OPENING_PAUSE).match(said)) is not None:
        chars[start : start + opening.end()] = " " * opening.end()
        said = "".join(chars[start:end])
    ended = None
    for run in re.compile(_FACES).finditer(said):
        ended = start + run.end() if ended is None else ended
        for pause in re.compile(_PAUSE).finditer(run.group()):
            at = start + run.start() + pause.start()
            if "," in pause.group():
                continue
            chars[at : at + len(pause.group())] = " " * len(pause.group())
    return ended


def _working(chars: list[str], turn: Turn, start: int, roller: bool, blank: Callable[[int, int, str], None]) -> None:
    """The working said aloud after the dice ("plus eleven, sixteen?", "That's a nine.", "it's plus eight"): a
    clause of only words of reckoning (words.WORKING_WORDS) and a number is the player's sum or total, never an
    input; another speaker's must say it is one ("nine total??")."""
    said = "".join(chars[start : turn.words[1]])
    for clause in re.compile(_CLAUSE).finditer(said):
        words = re.compile(r"[\w'’]+|[=+-]").findall(clause.group().lower())
        numbers = [w for w in words if re.compile(_NUMBER).fullmatch(w)]
        if not numbers or not all(w in WORKING_WORDS or w in numbers for w in words):
            continue
        if _reroll_before(said, clause.start()):
            break  # "she burns her luck point and rerolls: 6, 6, 1, ...": the re-roll's faces, never working
        if not roller and not any(w in SUMMING_WORDS for w in words) and "?" not in clause.group():
            continue
        blank(start + clause.start(), start + clause.end(), "working")


def _reroll_before(said: str, at: int) -> bool:
    """Whether a word of rolling again stands before `at` in a turn's words ('rerolls:', 'rolls again')."""
    return re.search(r"(?i)\b(?:re-?rolls?|re-?rolled|re-?rolling|rolls?\s+again|rolled\s+again)\b", said[:at]) \
        is not None


def _amount(word: str) -> int | None:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word) if word not in ("a", "an", "once", "twice") else None


def _signed_sum(said: str) -> int:
    """The signed amounts a turn says, added up ('that's plus one, and ... plus two': 3; '-1 for the smoke': -1)."""
    total = 0
    for sign, amount in re.compile(r"(?i)(?<![\w+-])(plus|minus|\+|-)\s*(\d+|[a-z]+)\b").findall(said):
        value = _amount(amount.lower())
        if value is not None:
            total += value if sign.lower() in ("plus", "+") else -value
    return total


def _said_back(chars: list[str], turn: Turn, called: int, blank: Callable[[int, int, str], None]) -> None:
    """The roller saying back the modifiers the GM's call gave, added up, before the dice ("plus three, okay"): a
    clause of only words of reckoning and that signed sum is heard, never a modifier of its own."""
    said = "".join(chars[turn.words[0] : turn.words[1]])
    for clause in re.compile(_CLAUSE).finditer(said):
        words = re.compile(r"[\w'’]+|[=+-]").findall(clause.group().lower())
        numbers = [w for w in words if re.compile(_NUMBER).fullmatch(w)]
        if len(numbers) != 1 or not all(w in WORKING_WORDS or w in numbers for w in words) \
                or _signed_sum(clause.group()) != called:
            continue
        blank(turn.words[0] + clause.start(), turn.words[0] + clause.end(), "said back")


def _name_in(chars: list[str], text: str, turn: Turn, plays: str) -> int | None:
    """The roller's label opening what is read, read as "NAME:" where the label names the character it plays: the
    character's name stays and a colon follows it; where it is the label's own name (a character's), it stays."""
    start, end = turn.label
    typed = text[start:end]
    at = typed.lower().rfind(plays.lower())
    if at < 0:
        return None
    name_end = start + at + len(plays)
    if name_end >= end:
        return None
    chars[start + at : name_end] = list(text[start + at : name_end])
    chars[name_end] = ":"
    return start + at

"""A forum post's furniture around the poster's own words, read as the frame:

- its signature block under the body ("-- Vee | Stress 3/9 | Coin 2", "Sig: Bran, Str 5, HP 45/45"): the poster's
  standing numbers and motto, never this roll's values. A stat, a resource or a bonus said there ("Luck 1", "WD 2",
  "Hot +2 | ongoing +1") is what the sheet holds, said again; the body says what this roll spends or adds. The
  block opens a line after the body (never the post's first line) with the signature's dashes ('--', '—', '–') or
  'Sig:' / 'Signature:', and runs to the end of the post; or it is the post's last line of three short fields or more
  between pipes, none of them a roll ("[size=1]Bran | HP 45/45 | Luck 2[/size]").
- a game's status line, a whole line of short fields between pipes, none of them a roll, over the post's words or
  among them ("GALLERY OF MIRRORS | HP 7/10 | Turn 12 | Score 340", "TAVERN | Turn 55" as the first line): where
  things stand and the game's counts, never this roll's values.
- a quoted earlier post that holds a roll (`[quote="corv_ash"]Rolled 2d6: 6, 6 = 12[/quote]`): someone's earlier
  roll, never this one; a quoted post with no dice in it (the GM's "Great effect if you can turn them, but it's
  risky.") is what the reply answers: its tags go and its words are read with the post.
- the header a forum writes over a quote it pastes ("Quote from: holt_main on 16 March 2026, 19:42:07", "> GM_Morrow
  wrote:" alone on its line): who and when, never the roll's numbers; and a reply's subject line alone on the post's
  first line ("Re: Saltglass, ch. 2 -- post #218"): the thread's title and the post's number. Where the forum
  pasted no tags, the quoted post is the lines under its header, up to a blank line: one that holds a roll goes
  as a quoted roll.
- a poster's forum handle opening a line with a colon ("GM_Salt: Rolling for Vee ...", "[b]kestrel_77:[/b]"): a
  user name with an underscore or a digit in it, who posts; never a character who acts.

Each goes as blanks, so the post keeps its columns; Read as shows each as not used, with a note.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rollmate.grammar.later import Later

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

SIGNATURE_NOTE = "the poster's signature: their standing numbers, not this roll's"
QUOTED_NOTE = "an earlier post quoted: its roll is not this one"
HANDLE_NOTE = "the poster's forum handle: who posts, not who acts"
QUOTED_SPEAKER_NOTE = "who speaks in the quoted post: not who acts here"
STATUS_NOTE = "the game's status line: where things stand, not this roll's values"
HEADER_NOTE = "the forum's header: the thread's subject, or who wrote a quoted post and when"

_SIGNATURE = Later(r"(?im)(?<=\n)[ \t]*(?:--+|[—–])[ \t]*\S[^\n]*\Z|(?<=\n)[ \t]*sig(?:nature)?[ \t]*:[^\n]*\Z")
_QUOTE = Later(r"(?is)\[quote(?:[ \t]*=[^\]\n]*)?\](?P<said>.*?)\[/quote\]")
_QUOTE_TAG = Later(r"(?i)\[/?quote(?:[ \t]*=[^\]\n]*)?\]")
_HEADER = Later(r"(?im)^[ \t]*quote[ \t]+from[ \t]*:[^\n]*\bon\b[^\n]*$|^[ \t]*>?[ \t]*[\w.]+[ \t]+(?:wrote|posted)"
                r"(?:[ \t]+[^\n:]{0,40})?[ \t]*:[ \t]*$")
_HANDLE = Later(r"(?m)^[ \t]*(?:\[[a-z]+\]|\*\*)?(?P<handle>[A-Za-z][\w.]*(?:_|\d)[\w.]*)(?:\[/[a-z]+\]|\*\*)?[ \t]*(?P<colon>:)"
               r"(?:\[/[a-z]+\]|\*\*)?(?=[ \t])")
# A signature set as the post's last line of fields between pipes, perhaps in small print ("[size=1]Bran | HP 45/45 |
# Luck 2[/size]"): three fields or more, each short, none of them a roll.
_PIPED = Later(r"(?<=\n)[ \t]*(?:\[[a-z]+(?:=[^\]\n]*)?\])*(?P<fields>[^\n|\[]{1,30}(?:\|[^\n|\[]{1,30}){2,})"
               r"(?:\[/[a-z]+\])*[ \t]*\Z")
# A status line: a whole line of fields between pipes, each short, one of them with a number; three fields or more, or
# two on the post's first line ("TAVERN | Turn 55").
_STATUS = Later(r"(?m)^[ \t]*(?P<fields>[^\n|\[\]]{1,30}(?:\|[^\n|\[\]]{1,30})+)[ \t]*$")
_ROLLING = Later(r"(?i)\broll|\bdice\b|\bdie\b|\d*d\d+\b")
_SUBJECT = Later(r"(?i)\A[ \t]*re[ \t]*:[^\n]*(?=\n)")
# Who speaks, as a quoted post opens: a name and a colon ('Sallow:', 'Deacon Sallow:').
_LABEL = Later(r"[ \t]*(?P<label>[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)?[ \t]*:)(?=[ \t])")
# The lines a header's quote runs over when the forum pastes no tags: up to a blank line, with the reply after it.
_BLOCK = Later(r"[ \t]*\n(?P<said>(?:[ \t]*\S[^\n]*(?:\n|\Z))+?)[ \t]*\n(?=\s*\S)")
# Dice in a quoted post: a roller's notation or its line ("Rolled 2d6: 4, 3"), or faces after a word of rolling.
_DICE = Later(r"(?i)\b\d*d\d+\b|\brolled\b|\brolls?\b[^.\n]*\d")


def forum_frame(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The text with its signature block, quoted rolls and quote headers blanked, and where they stood."""
    low = text.lower()
    if "\n" not in text and "quote" not in low:
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first post that needs one

    chars, frames = list(text), []

    def blank(start: int, end: int, part: str | None) -> None:
        chars[start:end] = " " * (end - start)
        if part is not None:
            frames.append(Frame(part, start, end))

    if (subject := _SUBJECT.match(text)) is not None:
        blank(subject.start() + len(subject.group()) - len(subject.group().lstrip()), subject.end(), "header")
    if "quote" in low or "wrote" in low or "posted" in low:
        for found in _QUOTE.finditer(text) if "quote" in low else ():
            if _DICE.search(found.group("said")):
                blank(*found.span(), "quoted_post")
            else:  # the tags go, the words stay (but for who says them: 'Sallow: "And who sent you?"' is the GM's
                for tag in _QUOTE_TAG.finditer(text, found.start(), found.end()):  # character, never who acts here)
                    blank(*tag.span(), None)
                if (label := _LABEL.match(text, found.start("said"))) is not None:
                    blank(label.start("label"), label.end(), "quoted_speaker")
        for found in _HEADER.finditer(text):
            start = found.start() + len(found.group()) - len(found.group().lstrip())
            blank(start, found.end(), "header")
            block = _BLOCK.match(text, found.end())  # the quoted post under its header, up to a blank line
            if block is not None and _DICE.search(block.group("said")) and "[quote" not in block.group().lower():
                blank(block.start("said"), block.end("said"), "quoted_post")
    if "_" in text or any(c.isdigit() for c in text[:40]):
        for found in _HANDLE.finditer(text):
            blank(found.start("colon"), found.end("colon"), None)
            blank(found.start("handle"), found.end("handle"), "handle")
    if "|" in text and "\n" in text.strip():
        for found in _STATUS.finditer(text):
            fields = found.group("fields").split("|")
            if (len(fields) >= 3 or not text[: found.start()].strip()) and any(c.isdigit() for c in found.group()) \
                    and not _ROLLING.search(found.group("fields")) and all(f.strip() for f in fields):
                blank(found.start("fields"), found.end("fields"), "status")
    if "\n" in text and ((found := _SIGNATURE.search(text.rstrip())) is not None or "|" in text and (
            found := _PIPED.search(text.rstrip())) is not None and not _ROLLING.search(found.group("fields"))):
        blank(found.start() + len(found.group()) - len(found.group().lstrip()), found.end(), "signature")
    return "".join(chars), tuple(sorted(frames, key=lambda f: f.start))

"""A post's marks of the site it was posted on, read as the frame, never the scene nor a rules value: a thread's
numbers ('🧵 1/5', '(3/6)', '2/3:'), hashtags ('#TTRPG', '#BladesInTheDark'), mentions ('@zoe_plays'), the post's
counts ('14 likes', '1.1k views', '88 reposts'), a photo's alt text ('[ALT: two red d6 showing a five and a two]'),
a private message's header ('GM → Biscuit, private:': who sends it to whom) and who types the post, said in brackets
('(Noodle posting, she's driving.)').

- A thread's number is N/M (N no more than M, M at most 30) opening the post or a line, perhaps after a thread's
  mark ('🧵') or in brackets, perhaps with a colon after it; or closing a line ('... live thread 1/4') where another
  line opens with a number of the same thread.
- A hashtag is '#' and a word typed close up ('#nat20' too), never a dice command's comment ('2d6+2 #TAC'); a
  mention is '@' and a handle. A mention opening the
  post before a colon ('@GM_Marcus: ...') is who posts: its '@' goes, and the name stays for the reader to weigh.
- A count of the site's is a number (perhaps '1.1k', '2,300') before one of its nouns (_COUNTED).
- Alt text in brackets ('[ALT: ...]', '(alt: ...)') describes the photo of the dice. Where the post says dice
  elsewhere, it says them again and goes; where the photo is the only place they are said, its words are read as
  the post's (only the brackets and 'ALT:' go).
Each goes as blanks, its columns kept; Read as shows it as not used.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rollmate.grammar.blanks import blanked
from rollmate.grammar.later import Later

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTES = {
    "thread": "the thread's number: which post of the thread this is, not the scene",
    "tag": "a hashtag or a mention: how the post is filed or whom it names on the site, not the scene",
    "alt text": "the photo's alt text: the dice said again, not a second roll",
    "site count": "the post's count on the site (likes, views, reposts): not the scene",
    "sent to": "the message's header, who sends it to whom: not who acts",
    "posting note": "who types the post, said in brackets: not who acts",
}

_MOST_POSTS = 30  # no thread numbered past it is a thread's count here
_OPENING = Later(r"(?m)^[ \t]*(?:🧵[ \t]*)?[(\[]?(\d{1,2})/(\d{1,2})[)\]]?:?(?=[ \t]|$)")
_CLOSING = Later(r"(?m)[ \t](?:🧵[ \t]*)?(\d{1,2})/(\d{1,2})[ \t]*$")
# What a site counts of a post or a poster ("14 likes", "1.1k views", "88 reposts??", "2.3k followers").
# ('1 like' only: "7 8 6 6 2 like four hits" says 'like' as filler; a number set off by a comma counts nothing here).
_COUNTED = ("likes", "reposts", "repost", "retweets", "rts", "views", "followers", "replies", "comments",
            "shares", "quotes", "bookmarks", "upvotes", "boosts", "faves", "favs", "hearts", "subs", "subscribers")
_SITE_COUNT = re.compile(r"(?i)(?<![\w.,/])(?:\d(?:[\d.,]*\d)?k?[ \t]+(?:" + "|".join(_COUNTED)
                         + r")|1[ \t]+like)(?![\w'’])")
# A message's header opening the post: who sends it, an arrow, to whom, maybe how ("GM → Biscuit, private:", "me ->
# GM (DM):").
_ARROWS = ("→", "->", "=>", "⇒", "»", ">>")
_SENT_TO = Later(r"[ \t]*(?P<header>[A-Za-z@][\w'’.-]*(?:[ \t]+[A-Za-z][\w'’.-]*)?[ \t]*(?:→|->|=>|⇒|»|>>)[ \t]*"
                 r"[A-Za-z@][\w'’.-]*(?:[ \t]+[A-Za-z][\w'’.-]*)?(?:[ \t]*,?[ \t]*\(?(?i:private|privately|dm|pm|"
                 r"whisper|secret|only|direct)\)?)?)[ \t]*:")
# Who types the post, said in brackets with why, and no number ("(Noodle posting, she's driving.)", "(Kit's player
# typing this)"): a note on the post, never a deed nor who acts.
_POSTING_NOTE = Later(r"\([ \t]*[A-Za-z][\w'’-]*(?:['’]s[ \t]+player)?[ \t]+(?:posting|typing)\b[^()\d\n]{0,80}\)")
_HASHTAG = Later(r"(?<![\w#&/])#[A-Za-z][\w]*")
_MENTION = Later(r"(?<![\w@])@[A-Za-z0-9_]{2,}")
_ALT = Later(r"(?i)[\[(][ \t]*alt(?:[ \t]+text)?[ \t]*:(?P<said>[^\[\]()\n]{1,200})[\])]")
# What says dice outside the photo: a face in digits, or the dice named in words ('boxcars', 'snake eyes', 'double
# sixes').
_DICE_SAID = Later(r"(?i)(?<![\w./])\d{1,2}(?![\w/%.])|\bboxcars\b|\bsnake[ \t]*eyes\b|\b(?:double|pair of)[ \t]+\w+s\b")


def posted(text: str) -> tuple[str, tuple[Frame, ...]]:
    """The post with the site's marks blanked (see the module docstring), and where each stood."""
    headed = _SENT_TO.match(text) if any(map(text.__contains__, _ARROWS)) else None
    noted = [(m.start(), m.end(), "posting note") for m in _POSTING_NOTE.finditer(text)] if "(" in text and (
        "posting" in text or "typing" in text) else []
    if not any(map(text.__contains__, "/#@")) and "alt" not in text.lower() and _SITE_COUNT.search(text) is None \
            and headed is None and not noted:
        return text, ()
    spans: list[tuple[int, int, str]] = noted  # "(Noodle posting, she's driving.)": who types it
    if headed is not None:  # "GM → Biscuit, private: ...": who sends the message to whom
        spans.append((headed.start("header"), headed.end(), "sent to"))
    opened = [m for m in _OPENING.finditer(text) if _counted(m)]
    spans += [(m.start(), m.end(), "thread") for m in opened]
    totals = {m.group(2) for m in opened}
    spans += [(m.start() + 1, m.end(), "thread") for m in _CLOSING.finditer(text)
              if _counted(m) and m.group(2) in totals and not any(o.start() <= m.start() < o.end() for o in opened)]
    spans += [(m.start(), m.end(), "tag") for m in _HASHTAG.finditer(text)
              if not re.search(r"\d[dD]\d+(?:[ \t]*[+-][ \t]*\d+)?[ \t]*$", text[: m.start()])]  # ("!roll 2d6+2
    # #TAC": a dice command's comment naming what is rolled, for the bot's reader)
    spans += [(m.start(), m.end(), "site count") for m in _SITE_COUNT.finditer(text)]
    for m in _MENTION.finditer(text):
        opening = not text[: m.start()].strip() and re.match(r"[ \t]*:", text[m.end() :])
        spans.append((m.start(), m.start() + 1 if opening else m.end(), "tag"))  # "@GM_Marcus: ...": who posts
    chars = list(text)
    seen = blanked(text, spans)
    for m in _ALT.finditer(text):
        if _DICE_SAID.search(seen[: m.start()] + " " + seen[m.end() :]):
            spans.append((m.start(), m.end(), "alt text"))
        else:  # the photo alone says the dice: its words are the post's
            chars[m.start() : m.start("said")] = " " * (m.start("said") - m.start())
            chars[m.end() - 1] = " "
    if not spans:
        return "".join(chars), ()
    from rollmate.grammar.marks import Frame  # built by the first post that has one

    kept: list[Frame] = []
    for start, end, part in sorted(spans):
        if any(f.start <= start < f.end for f in kept):
            continue
        chars[start:end] = " " * (end - start)
        kept.append(Frame(part, start, end))
    return "".join(chars), tuple(kept)


def _counted(found: re.Match[str]) -> bool:
    """Whether N/M counts posts of a thread: N from 1 to M, M at most _MOST_POSTS."""
    number, total = int(found.group(1)), int(found.group(2))
    return 1 <= number <= total <= _MOST_POSTS


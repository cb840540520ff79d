"""Proper names of the setting coined from the games' rules words: "the Severe Sisters' bruiser", "under the Forceful
Accord", "Captain Moderate", "the Bell of Luck", "the Hard Quarter". A run of capitalised words after an article, after
'of' or opened by a title, holding a rules word and a word of the setting's own (no rules word, no talk of rolls:
coined.toml), is one name of the scene: its rules words are taken out as said (its own words stay, as any name's
do), and the reading shows the name as the scene. A run of rules words alone ("the Stealth Check", "the Devil's
Bargain", "Wits Hard") and a loaded name stay as read. So is a title holding a nickname that is a plain word of
English ("the Ballad of the Lost Lamp" at a table where Lamp is someone's nickname): three capitalised words or more,
the nickname beside a word of the title's own, is the title of a thing of the scene, nobody named."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.grammar.speech import taken_out
from rollmate.grammar.words import TITLES
from rollmate.rules.forms import common_word

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid
    from rollmate.grammar.raw import Raw

COINED = "a name of the setting: the scene, no rules value"
TITLED = "a title of the scene: nobody named"
_FILE = Path(__file__).with_name("coined.toml")
# Words after which a capitalised run is a name ("the Severe Sisters", "on Hard Cider", "of Cool Harbour").
_OPENERS = frozenset({"the", "a", "an", "of", "on", "in", "at", "from", "to", "by", "under", "over", "near", "across",
                      "past", "behind", "into", "toward", "towards", "through", "beyond", "beneath", "below", "above",
                      "off", "round", "around", "along"})


@cache
def _lists() -> tuple[frozenset[str], frozenset[str]]:
    """The titles that open a coined name and the words of talk about rolls (coined.toml, read and checked once)."""
    from rollmate.rules.content import word_lists

    lists = word_lists(_FILE, "coined names", ("titles", "rules_talk"))
    return TITLES | frozenset(lists["titles"]), frozenset(lists["rules_talk"])


def _capital(raw: Raw) -> bool:
    """A word typed with a capital and then lower case ('Severe', 'Sisters''; never 'FORCEFUL', shouted as rules)."""
    return raw.kind == "word" and raw.text[:1].isupper() and not (len(raw.text) > 1 and raw.text.isupper())


def _run(raws: list[Raw], k: int, *, joined: bool = True) -> int:
    """Where the run of capitalised words from raws[k] ends, 'of' and 'of the' joining two of them ('Bell of Luck')
    where `joined`."""
    j = k
    while j < len(raws):
        if _capital(raws[j]):
            j += 1
            continue
        step = 2 if j + 2 < len(raws) and raws[j].low == "of" and raws[j + 1].low == "the" else 1
        if joined and raws[j].low == "of" and j > k and j + step < len(raws) and _capital(raws[j + step]):
            j += step
            continue
        break
    return j


def coined_out(raws: list[Raw], unsaid: list[Unsaid],
               rules_at: Callable[[list[Raw], int], tuple[int, str | None]]) -> list[Raw]:
    """The pieces with each coined name taken out (see the module docstring), each added to `unsaid`. `rules_at`
    says what the game reads at a piece: how many pieces it spans and 'rules', 'name', or None for a plain word."""
    if not any(_capital(raw) and rules_at(raws, k)[1] in ("rules", "name") for k, raw in enumerate(raws) if k):
        return raws
    titles, talk = _lists()
    out: list[Raw] = []
    k = 0
    while k < len(raws):
        raw = raws[k]
        end = None
        if raw.low in _OPENERS and k + 1 < len(raws) and _capital(raws[k + 1]):
            opens = k + 1  # "the Severe Sisters", "on Hard Cider", "the Bell of Luck"
            run = _run(raws, opens)
            end = _coined(raws, opens, run, rules_at, talk)
            if end is None and _titled(raws, opens, run, rules_at, titles):
                out.append(raw)  # "the Ballad of the Lost Lamp": a title with a nickname in it, all of it taken out
                unsaid.append(taken_out(raws[opens].start, raws[run - 1].start + len(raws[run - 1].text), TITLED))
                k = run
                continue
        elif _capital(raw) and raw.low in titles and k + 1 < len(raws) and rules_at(raws, k + 1)[1] == "rules":
            opens = k  # "Captain Moderate", "Prefect Ultra" (never "Brother Hesk of the Saints", someone named)
            end = _coined(raws, opens, _run(raws, opens, joined=False), rules_at, talk)
        if end is None:
            out.append(raw)
            k += 1
            continue
        out.extend(raws[k:opens])
        m = opens
        while m < end:  # the name's rules words are taken out; its own words stay, as any name's would ("the
            size, said = rules_at(raws, m)  # Lamplighter of Harbour": whom 'charms ... into' works on)
            if said != "rules":
                out.append(raws[m])
            m += max(1, size) if said == "rules" else 1
        last = raws[end - 1]
        unsaid.append(taken_out(raws[opens].start, last.start + len(last.text), COINED))
        k = end
    return out


def _coined(raws: list[Raw], start: int, end: int, rules_at: Callable[[list[Raw], int], tuple[int, str | None]],
            talk: frozenset[str]) -> int | None:
    """Where the coined name in the capitalised run raws[start:end] ends, or None: the run holds a rules word and a
    word of the setting's own, and no loaded name ('of' and a loaded name end it: "the Amazing Luck of House Vell")."""
    rules = own = False
    m = start
    while m < end:
        size, said = rules_at(raws, m)
        if said == "name":
            cut = max((j for j in range(start, m) if raws[j].low == "of"), default=None)
            if cut is None:
                return None
            end = cut
            break
        if said == "rules" and m > start and raws[m - 1].low.endswith(("'s", "s'", "’s", "s’")):
            return None  # "one of Cordelia's Luck Points", "Okoro's Single Shot": whose the rules thing is
        if said == "rules":
            rules = True
            m += max(1, size)
            continue
        low = raws[m].low.rstrip("'’").removesuffix("'s").removesuffix("’s")
        own = own or (low not in ("of", "the") and low not in talk)
        m += 1
    return end if rules and own and end - start >= 2 else None


def _titled(raws: list[Raw], start: int, end: int, rules_at: Callable[[list[Raw], int], tuple[int, str | None]],
            titles: frozenset[str]) -> bool:
    """Whether the capitalised run raws[start:end] is a title holding a nickname ("the Ballad of the Lost Lamp"):
    three capitalised words or more, one of them a loaded name that is a plain word of English, typed beside a
    capitalised word of the run's own (no rules word, no name, no title like 'Captain'), and no word of the run a
    rules word."""
    capitals = [m for m in range(start, end) if _capital(raws[m])]
    said = {m: rules_at(raws, m)[1] for m in capitals}
    if len(capitals) < 3 or "rules" in said.values():
        return False
    own = {m for m in capitals if said[m] is None and raws[m].low not in titles}
    return any(said[m] == "name" and common_word(raws[m].low) and (m - 1 in own or m + 1 in own) for m in capitals)

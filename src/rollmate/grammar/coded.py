"""Code and maths notation around a real roll read as the separators the reader knows (coded.toml): a method call
naming who acts and what they do ('kes.hack(trick="Street Hack")', 'roll(Sway)'), its keyword arguments as labelled
fields, a list, set or tuple literal of numbers as faces ('[4, 1]', '{6, 1, 2}'), a dict literal as fields, an
assignment ('DL := Hard'), a count stepped by one ('stress++', 'luck -= 1') as its word alone, an identifier's
underscores ('door_panel'), a comment ('# ...') as an aside, logic marks ('∴') as commas, a patch's word opening
the post ('hotfix:') as the post's own edit, a word compared to true ('crit == true') as the word said.

Each mark becomes blanks or a separator of the same length, so a caret still points into the post as written. The
reader tries this only for a post it would otherwise refuse (parser.read): a post it reads as typed keeps its reading.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from rollmate.grammar.fields import known_label

CODED_FILE = Path(__file__).with_name("coded.toml")
_KEYS = ("comments", "joiners", "about", "prompts", "roll_calls", "keywords", "scene", "costs", "spends", "edits")

# Marks without which nothing here applies: one test spares the rest for a post with none of them.
_ANY = "(.[{_=~∴∵⊢⊨≈≃>$%:0123456789"
_IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
_CALL = r"(?<![\w.])(?:(" + _IDENT + r")\.)?(" + _IDENT + r")\("  # 'kes.hack(', 'roll(', 'resist('
_KWARG = r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*="  # 'target=', 'attr = '
_LITERAL = r"[\[{]\s*\d+(?:\s*,\s*\d+)*\s*,?\s*[\]}]"  # '[4, 1]', '{6, 1, 2, 4}': faces
_TUPLE = r"(?<=[=:])[ \t]*\(\s*\d+(?:\s*,\s*\d+)+\s*\)"  # 'dice = (8, 6)': faces after a label
_DICT = r"\{\s*[\"'][^{}]*\}"  # '{"who": "Rook", "dice": [5, 4]}'
_SNAKE = r"(?<![\w.])[A-Za-z]+(?:_[A-Za-z]+)+(?![\w(])"  # 'door_panel', 'the_desk'
_ASSIGN = r"[ \t]*:=[ \t]*"  # 'DL := Hard'
# A count kept in code going up or down by one ('her stress++', 'luck -= 1'), after its word (coded.toml's `costs` and
# `spends`): the tally's own note, its word stays (a resource said is spent, a cost said is the scene's); a step of more
# than one keeps its number, and a step of any other word ('DL++': a rules value) stays as typed, for the reader to ask.
_UP = r"(?:\+\+(?![\w+])|[ \t]*\+=[ \t]*1(?![\d.]))"
_DOWN = r"(?:--(?![\w-])|[ \t]*-=[ \t]*1(?![\d.]))"
# A word compared to true ('crit == true??', 'sneaky === True'): the word said as so; the comparison goes (never 'false'
# or 'null': what they deny stays for the reader to ask about).
_IS_TRUE = r"(?<=[A-Za-z_])[ \t]*===?[ \t]*(?:true|True|TRUE)(?![\w(])"
_LIST_ASSIGN = r"(?<=[A-Za-z])[ \t]*=[ \t]*(?=[\[{(]\s*\d)"  # 'base = [3, 4]', 'dice = (8, 6)': a label and its faces
# A line that opens with a name and an arrow before its faces ('bram    => [6, 6, 2]', 'ivo -> 2, 5'): whose dice they
# are, as a label's colon says it ('bram: 6, 6, 2').
_LABEL_ARROW = r"(?m)^[ \t]*[A-Za-z_]\w*(?P<gap>[ \t]*)(?:=>|->|→|⇒)(?=[ \t]*[\[{(]?[ \t]*\d)"


@cache
def _table() -> dict[str, tuple[str, ...]]:
    """coded.toml, read and checked once per process (a mistake names its key)."""
    from rollmate.rules.content import cached_toml

    data = cached_toml(CODED_FILE, "coded")
    for key in _KEYS:
        value = data.get(key)
        if not isinstance(value, list) or not value or not all(isinstance(w, str) and w for w in value):
            raise ValueError(f"grammar/coded.toml: {key}: should be a list of marks, not empty")
    unknown = sorted(data.keys() - set(_KEYS))
    if unknown:
        raise ValueError(f"grammar/coded.toml: {unknown[0]}: an unknown key")
    return {key: tuple(data[key]) for key in _KEYS}


def _closing(text: str, opened: int) -> int | None:
    """Where the bracket opened at text[opened] closes (quotes and nested brackets skipped), or None."""
    depth, quote = 0, ""
    for k in range(opened, len(text)):
        c = text[k]
        if quote:
            quote = "" if c == quote else quote
        elif c in "\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return k
        elif c == "\n":
            return None
    return None


def _top_commas(text: str, start: int, end: int) -> list[int]:
    """The commas of text[start:end] outside quotes and brackets: where one argument ends and the next opens."""
    found, depth, quote = [], 0, ""
    for k in range(start, end):
        c = text[k]
        if quote:
            quote = "" if c == quote else quote
        elif c == "\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            found.append(k)
    return found


def _put(chars: list[str], at: int, said: str) -> None:
    chars[at : at + len(said)] = list(said)


def _calls(text: str, chars: list[str], inserted: list[tuple[int, str]]) -> None:
    """'kes.hack(trick="Street Hack", target="payroll node")' -> 'kes:hack;trick="Street Hack"; target="payroll
    node" ': the receiver is who acts, the method what they do, each keyword argument a labelled field (fields.py);
    a positional argument stays as it is said ('roll(Sway)' -> 'roll Sway ')."""
    for call in re.finditer(_CALL, text):
        opened = call.end() - 1
        closed = _closing(text, opened)
        if closed is None:
            continue
        if call.group(1):
            chars[call.start(2) - 1] = ":"  # who acts, as a speaker's colon says it
        commas = _top_commas(text, opened + 1, closed)
        keyed = [(kwarg := re.match(_KWARG, text[k + 1 : closed])) is not None
                 and known_label(kwarg.group(1).replace("_", " ")) for k in (opened, *commas)]
        chars[opened] = ";" if keyed[0] else " "
        for comma, is_keyed in zip(commas, keyed[1:]):
            chars[comma] = ";" if is_keyed else ","
        chars[closed] = " "
        if not keyed[0] and call.group(2).lower() in _table()["roll_calls"]:
            _unquoted(text, chars, opened + 1, commas[0] if commas else closed)  # 'roll("Firearms")'
        for k, is_keyed in zip((opened, *commas), keyed):
            kwarg = re.match(_KWARG, text[k + 1 : closed])
            if kwarg is None:
                continue
            equals = k + 1 + kwarg.end() - 1
            if is_keyed:  # 'attr=Prowess': a labelled field, after a blank ('; attr: Prowess')
                chars[equals] = ":"
                inserted += [(k + 1, " "), (equals + 1, " ")]
                _unquoted(text, chars, equals + 1, min([c for c in (*commas, closed) if c > equals]))
            elif re.fullmatch(r"\s*[+-]?\d+\s*", text[equals + 1 : min([c for c in (*commas, closed) if c > equals])]):
                inserted += [(equals, " "), (equals + 1, " ")]  # 'Skirmish=4', 'n=40': a name and its number
                # ('Skirmish = 4'), read as said: a rules word's rating said again, or a number nobody can tell
            else:  # 'patient=dash', 'node="port 8080"': the argument's name goes, its value is the scene's
                for at in range(k + 1 + kwarg.start(1), equals + 1):
                    chars[at] = " "


def _unquoted(text: str, chars: list[str], start: int, end: int) -> None:
    """A keyword argument's value in quotation marks ('trick="Street Hack"') is a value, not words said aloud."""
    value = text[start:end].strip()
    if len(value) >= 2 and value[0] == value[-1] == "\"":
        first = text.index("\"", start)
        chars[first] = " "
        chars[text.rindex("\"", start, end)] = " "


def called(text: str) -> bool:
    """The post holds a method call ('kes.hack(...)'): as typed, its receiver and method would read as a file's name
    cited (cited.py), the scene, so it is read as code first."""
    return "(" in text and "." in text and re.search(r"(?<![\w.])[A-Za-z]\w*\.[A-Za-z]\w*\(", text) is not None


_CAMEL = r"(?<![\w.])[a-z]+(?:[A-Z][a-z]+)+(?![\w.])"  # 'leanOn', 'firstAid', 'devilsBargain'


def coded(text: str) -> tuple[str, tuple[int, ...]]:
    """The post with its code and maths notation read as plain separators (module docstring), and for each of its
    characters the column of the post it stands for (a camel-case name's words take a blank between them: 'lean On';
    a comment closes at its line's end: '# onlookers: 3' -> '( onlookers: 3)'); the post itself when it has none."""
    inserted: list[tuple[int, str]] = []
    same = _marks(text, inserted) if any(mark in text for mark in _ANY) else text
    inserted += [(k, " ") for found in re.finditer(_CAMEL, same)
                 for k in range(found.start() + 1, found.end()) if same[k].isupper()]
    for mark in _table()["comments"]:  # '# Yara working the room': an aside in brackets to the end of its line
        for found in re.finditer(r"(?m)(?:^|(?<=\s))" + re.escape(mark) + r"(?=[ \t])[^\n]*", text):
            same = same[: found.start()] + "(" + " " * (len(mark) - 1) + same[found.start() + len(mark) :]
            inserted.append((len(found.group().rstrip()) + found.start(), ")"))
    where = list(range(len(same)))
    for k, mark in sorted(inserted, reverse=True):
        same = same[:k] + mark + same[k:]
        where.insert(k, min(k, len(text) - 1))
    return same, tuple(where)


def _marks(text: str, inserted: list[tuple[int, str]]) -> str:
    """The post with its marks of code read as plain separators, the same length; what goes between two of its
    characters is put in `inserted` (where, what)."""
    table = _table()
    chars = list(text)
    for found in re.finditer(_DICT, text):  # '{"who": "Rook", ...}': braces and quotes go, the keys are labels
        for k in range(found.start(), found.end()):
            if text[k] in "{}\"'[]":
                chars[k] = " "
        for comma in _top_commas(text, found.start() + 1, found.end() - 1):
            chars[comma] = ";"
    _calls(text, chars, inserted)
    for found in (*re.finditer(_LITERAL, text), *re.finditer(_TUPLE, text)):  # '[4, 1]': the faces, brackets go
        chars[found.end() - 1] = " "
        chars[found.end() - len(found.group().strip())] = " "
    for found in re.finditer(_SNAKE, text):
        for k in range(found.start(), found.end()):
            if text[k] == "_":
                chars[k] = " "
    for words, step in ((table["costs"], _UP), (table["spends"], _DOWN)):  # 'stress++', 'luck -= 1'
        for found in re.finditer(r"(?i)(?<![\w.])(?:" + "|".join(map(re.escape, words)) + r")" + step, text):
            at = found.start() + len(found.group().rstrip("+-=1 \t"))
            _put(chars, at, " " * (found.end() - at))
    for found in re.finditer(_IS_TRUE, text):  # 'crit == true??': the word stays, said as so
        _put(chars, found.start(), " " * (found.end() - found.start()))
    for found in re.finditer(_LABEL_ARROW, text):
        _put(chars, found.start("gap"), ":" + " " * (found.end() - found.start("gap") - 1))
    for found in (*re.finditer(_ASSIGN, text), *re.finditer(_LIST_ASSIGN, text)):  # 'DL := Hard' -> 'DL:    Hard'
        _put(chars, found.start(), ":" + " " * (found.end() - found.start() - 1))
    for mark in table["joiners"]:
        for found in re.finditer(re.escape(mark), text):
            _put(chars, found.start(), "," + " " * (len(mark) - 1))
    for mark in table["about"]:
        for found in re.finditer(r"(?:^|(?<=\s))" + re.escape(mark) + r"(?=\d)", text):
            _put(chars, found.start(), " " * len(mark))
    for word in table["keywords"]:  # 'assert pell.bluff(...)': the keyword goes, the call stays
        for found in re.finditer(r"(?m)^[ \t]*" + re.escape(word) + r"[ \t]+(?=[A-Za-z_][\w.]*\()", text):
            _put(chars, found.start(), " " * (found.end() - found.start()))
    for said in table["scene"]:  # 'the 2FA token', 'O(n)': the scene's, no number of the roll
        for found in re.finditer(r"(?i)(?<![\w.])" + re.escape(said) + r"(?![\w(])", text):
            _put(chars, found.start(), " " * (found.end() - found.start()))
    for word in table["edits"]:  # 'hotfix: forgot to spend luck': the post's own correction, as 'edit:' says it
        for found in re.finditer(r"(?im)^[ \t]*" + re.escape(word) + r"[ \t]*:", text):
            _put(chars, found.start(), "edit:" + " " * (found.end() - found.start() - len("edit:")))
    for mark in table["prompts"]:
        for found in re.finditer(r"(?m)^[ \t]*" + re.escape(mark) + r"(?=[ \t])", text):
            _put(chars, found.end() - len(mark), " " * len(mark))
    return "".join(chars)

"""Names with an honorific joined by a hyphen ('Kes-chan', 'Rado-senpai's', 'Tanaka-sensei'): the name is the person,
the honorific only how the speaker holds them (words.HONORIFICS). The post is read with each honorific blanked, its
columns kept ('Rado-senpai's' as 'Rado's', then spaces), so every reading after sees the name alone: a sheet's name,
an NPC's, or a stranger asked about as any other. A word the sheet lists whole ('Ojii-san' as an NPC's name) stays."""

from __future__ import annotations

import re
from collections.abc import Callable

from rollmate.grammar.later import Later
from rollmate.grammar.words import HONORIFICS

_HONOURED = Later(r"(?<![\w'’-])(?P<name>[^\W\d_]{2,}(?:-[^\W\d_]+)*?)-(?P<honorific>" + "|".join(
    sorted(HONORIFICS, key=len, reverse=True)) + r")(?P<owned>['’]s)?(?![\w'’-])", re.IGNORECASE)


def honoured(text: str, listed: Callable[[str], bool]) -> str:
    """The text with each honorific after a name blanked, its length kept; `listed(words)`: whether the lowercase words
    are a name the sheets list whole."""
    if "-" not in text:
        return text
    return _HONOURED.sub(lambda m: m.group() if listed(f"{m['name']}-{m['honorific']}".lower()) else
                         m["name"] + (m["owned"] or "") + " " * (len(m["honorific"]) + 1), text)

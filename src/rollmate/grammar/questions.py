"""Questions the reading asks instead of guessing: which of two actions, and whether 'as Dex' says who rolls.
Each comes with the whole phrases that would answer it, so the chat can take "the first one" or "1"."""

from __future__ import annotations

import re

from rollmate.errors import PhraseError

DISGUISE = (r"\b(?:disguis\w*|dress\w*|pos(?:e|es|ed|ing)|pretend\w*|impersonat\w*|pass\w*|"
            r"act\w*|play\w*|masquerad\w*|same|such|as good|as well|identified|known|described|listed|"
            r"recogni[sz]ed|registered|named)\s+(?:\w+\s+){0,3}as$"  # ("since identified as KESTREL": who she is)
            r"|\bas\s+(?:\w+\s+){1,2}as$")  # "as fast as Dex": a comparison, never who rolls


# Questions about the rules, not about a roll: answered by the glossary or help, never rolled.
# Every one opens with 'how', 'what' or 'which': the pattern is compiled by the first phrase that opens with an h or a w.
RULES_QUESTION = (
    r"(?i)^\s*(?:how\s+(?:does|do|is|are|would|should)\s+.+?\s+(?:work|works|used|done)"
    r"|what\s+(?:can|could|should|may)\s+(?:i|we)\s+(?:roll|use|do|spend)"
    r"|which\s+(?:skills?|tricks?|moves?|abilities|attributes?|stats?)\s+(?:can|could|should|do|may)\s+(?:i|we)"
    r"|what\s+(?:does|do)\s+.+?\s+(?:mean|do))\b[^,;]*$")


def rules_question(text: str) -> PhraseError | None:
    """'how does advantage work?', 'what can I roll?': a question about the rules. Nothing is rolled or spent."""
    if text.lstrip()[:1] not in ("h", "H", "w", "W") or re.compile(RULES_QUESTION).match(text) is None:
        return None
    return PhraseError("That asks about the rules, so nothing is rolled or spent.", text=text,
                       hint="In the chat, 'what does <a word> mean?' explains a term and /help lists what you can say; "
                            "for your chances, ask 'what are my chances to <action>?'.")


class TwoActions(PhraseError):
    """A phrase with two actions: its labels are the two actions' words, its choices the phrase with each alone (the
    table names what each would roll, table/choices.py)."""


def two_actions(text: str, first: tuple[int, int], second: tuple[int, int]) -> PhraseError:
    one, two = text[first[0] : first[1]], text[second[0] : second[1]]
    return TwoActions(
        f"That is two actions: '{one}' and '{two}'. Which do you roll first?", labels=(one, two),
        text=text, column=second[0] + 1, length=len(two),
        hint=f"Roll one at a time, e.g. '{one}' now and '{two}' next.",
        choices=(without(text, *second), without(text, *first)), missing="action", allowed=(one, two),
    )


def which_named(text: str, named: list[tuple[str, int, int]]) -> PhraseError:
    """'sway? or was it consort', 'Athletics or Stealth': two rolls named for one action; ask which, with the phrase
    saying each alone as the choices."""
    values = [value for value, _, _ in named]
    first, last = min(s for _, s, _ in named), max(e for _, _, e in named)
    return PhraseError(f"Which is it: {' or '.join(values)}? The phrase names {len(values)} rolls for one action.",
                       text=text, column=first + 1, length=last - first,
                       hint=f"Name one, e.g. '{text[:first]}{values[0]}{text[last:]}'.",
                       choices=tuple(f"{text[:first]}{v}{text[last:]}" for v in values), labels=tuple(values),
                       missing="skill", allowed=tuple(values))


def as_who(text: str, name: str, start: int, end: int) -> PhraseError:
    """'as Dex' in the middle of a phrase may say who rolls, or only how they act: ask, never guess."""
    at = text[:start].rstrip()
    cut = at[: len(at) - 2].rstrip() + text[end:]
    moved = f"as {name}, " + " ".join(cut.split()).strip(" ,")
    return PhraseError(f"Does 'as {name}' mean {name} rolls?", text=text, column=len(at) - 1,
                       length=end - len(at) + 2,
                       hint=f"For {name} to roll, put it first: '{moved}'. For a disguise, say 'disguised as {name}'.",
                       choices=(moved,), missing="actor", allowed=(name,))


def without(text: str, start: int, end: int) -> str:
    """The phrase with one action cut out, and the 'and' / 'then' that joined it: the other action's phrase."""
    rest = text[:start] + " " + text[end:]
    rest = re.sub(r"\b(?:and|then)\s*(?=[,;.]|$)", "", rest)  # "..., and" left dangling
    rest = re.sub(r"^\s*(?:and|then)\b|(?<=[,;.])\s*(?:and|then)\b", "", rest)
    rest = re.sub(r"\s*([,;.])(?:\s*[,;.])*", r"\1 ", rest)
    return " ".join(rest.split()).strip(" ,;.")

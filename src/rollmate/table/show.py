"""What the chat shows, as styled fragments: (style class, text) pairs that print in colour or join to plain text.

The words come from render.py (the CLI's prose), so the chat and `rollmate roll` say the same things; this module
only adds the styling: outcome colours, dice shown as dice, odds as bars in the outcome's colour.
Fragments are plain tuples, so nothing here needs prompt_toolkit.
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.errors import PhraseError, RollmateError
from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import SYSTEMS, get_system
from rollmate.rules.resolution import Chance, Resolution
from rollmate.table import render

Fragments = list[tuple[str, str]]


@dataclass(frozen=True, eq=False, repr=False)
class Bar(FrozenRecord):
    """One outcome's chance, as a face draws it: a page as a bar, Markdown as a list item; the terminal prints the
    fragment's own text ('  Success  #########........  45.2%  <- this roll')."""

    outcome: str
    percent: str  # as the chat writes it: '45.2%', '<0.1%'
    fraction: float
    marked: bool


class Drawn(tuple):  # type: ignore[type-arg]
    """A fragment (style, text) like any other, that also carries what it draws: an odds bar's chance. A face that
    draws bars takes them from here, never from the text (which a phrase or a name could imitate)."""

    bar: Bar

    def __new__(cls, style: str, text: str, bar: Bar) -> Drawn:
        made = super().__new__(cls, (style, text))
        made.bar = bar
        return made

    def __getnewargs__(self) -> tuple[str, str, Bar]:  # copied or pickled, it is still a bar
        return self[0], self[1], self.bar


def drawn(fragment: tuple[str, str]) -> Bar | None:
    """The bar a fragment draws, or None for words."""
    return fragment.bar if isinstance(fragment, Drawn) else None


def plain(fragments: Fragments) -> str:
    return "".join(text for _, text in fragments)


def outcome_class(outcome: str, system: str) -> str:
    """The style of an outcome: its own name (for the page's cards) and how it feels in its game (the colour)."""
    tone = get_system(system).tones.get(outcome) if system in SYSTEMS else None
    own = "class:outcome." + outcome.lower().replace(" ", "-")
    return f"{own} class:outcome.{tone}" if tone else own


def line(text: str, style: str = "") -> Fragments:
    return [(style, text + "\n")]


LABEL = "class:label"  # a fragment that names what its line is: a face may set it apart, or hang the line under it


def labelled(label: str, text: str, style: str = "", indent: str = "") -> Fragments:
    """A line that opens with its label ('Tip: ', '2. ', 'Read as: '), in the line's own style: the label a fragment
    of its own, marked LABEL, so a wrapped line goes on under its words (faces/wrap.py) and no face reads the words
    to find where a label ends."""
    return [*([(style, indent)] if indent else []), (f"{style} {LABEL}".strip(), label), (style, text + "\n")]


def read_line(words: str) -> Fragments:
    """The line that says how a line was understood: 'Read as: ' and its words (render.understood, render.followed)."""
    return labelled(render.READ_AS, words, "class:dim")


def tips(result: Resolution, indent: str = "") -> Fragments:
    return [f for tip in result.advice for f in labelled("Tip: ", tip, "class:tip", indent)]


def notes(result: Resolution) -> Fragments:
    return [f for note in result.notes for f in labelled("Note: ", note, "class:note")]


STYLES = {"headline": "class:headline", "dice": "class:dice", "space": "class:dice", "die": "class:die",
          "score": "class:score"}


def summary(result: Resolution) -> Fragments:
    """render.summary's parts, each in its style: the dice boxed, the outcome in its colour."""
    out: Fragments = [(outcome_class(result.outcome, result.system) + " class:outcome" if part == "outcome" else STYLES[part], text)
                      for part, text in render.summary_parts(result)]
    return [*out, ("", "\n")]


def steps(result: Resolution, changed_from: Resolution | None = None) -> Fragments:
    """The numbered steps; with `changed_from`, only those a follow-up added or changed."""
    out: Fragments = []
    before = set(changed_from.steps) if changed_from is not None else set()
    for n, step in enumerate(result.steps, 1):
        if step not in before:
            out += [(f"class:step.number {LABEL}", f"{n}. "), ("class:step.title", step.title), ("", f": {step.text}\n")]
    return out


def odds(result: Resolution, marked: str | None = None, title: str = "Odds before the roll:") -> Fragments:
    out = line(title, "class:section")
    for chance, text in zip(result.odds, render.odds_bars(result.odds, marked)):
        out.append(Drawn(outcome_class(chance.outcome, result.system), text + "\n", _bar(chance, marked)))
    return out


def _bar(chance: Chance, marked: str | None) -> Bar:
    return Bar(chance.outcome, render.percent(chance), float(chance.probability), chance.outcome == marked)


def roll(result: Resolution, *, teach: bool, terms: list[str] | None = None) -> Fragments:
    """A roll: the one-line result, and with teach on the rulebook's steps (and the game terms they use), the odds
    and the tips."""
    out = read_line(render.understood(result)) + summary(result)
    if render.meaning(result):
        out += line(f"  {render.meaning(result)}", "class:meaning")
    if teach:
        out += line("") + steps(result)
        if terms:
            out += line(f"Terms: {', '.join(terms)} (ask e.g. 'what does {terms[0]} mean?')", "class:dim")
        if result.odds:
            out += line("") + odds(result, render.marked(result))
        out += tips(result)
    else:  # one line, plus luck riding on the roll, which the total alone would hide
        riding = get_system(result.system).shown_with_total if result.system in SYSTEMS else ()
        out += [f for step in result.steps if step.title in riding for f in line(f"  {step.text}", "class:spent")]
    out += notes(result)
    if result.seed is not None and teach:
        out += line(f"(dice seed {result.seed})", "class:dim")
    return out


def explained(result: Resolution, read: str | None = None, *, teach: bool = True) -> Fragments:
    """A roll explained whole, as `rollmate roll` shows it: what was understood, the result, every step (unless not
    `teach`), the odds before the roll, the tips and notes and the seed that replays it. A follow-up (`read`: what
    it spent on which roll, render.followed) leaves the odds out: they were those before the first roll."""
    out = read_line(render.understood(result) if read is None else read) + summary(result)
    said = render.meaning(result)
    if said:
        out += line(f"  {said[:1].upper()}{said[1:]}", "class:meaning")
    out += line("") + steps(result) if teach else []
    if result.odds and read is None:
        out += line("") + odds(result, render.marked(result))
    out += tips(result) + notes(result)
    if result.seed is not None:
        out += line(f"(dice seed {result.seed}: --seed {result.seed} replays this roll)", "class:dim")
    return out


def odds_only(result: Resolution) -> Fragments:
    """`odds PHRASE`: what would be rolled and the chance of each outcome."""
    return read_line(render.understood(result)) + line(render.odds_headline(result), "class:headline") + line("") + steps(result) + line("") + odds(
        result, title="Chance of each outcome:"
    ) + tips(result)


def error(err: RollmateError) -> Fragments:
    """A refusal or a phrase not understood: the message, the caret line, what would work."""
    if isinstance(err, PhraseError):
        out = line(f"{err.message} (column {err.column})" if err.text else err.message, "class:error")
        if err.caret():
            out += line(err.caret(), "class:caret")
        if err.suggestions:
            out += line("Did you mean: " + ", ".join(err.suggestions) + "?", "class:hint")
        if err.hint:
            out += line(err.hint, "class:hint")
        return out
    return line(str(err), "class:error")


def info(text: str) -> Fragments:
    return line(text, "class:info")


def explain(result: Resolution, *, teach: bool = True) -> str:
    """The full explanation as plain text, for a program using rollmate as a library (explained() styles it)."""
    return plain(explained(result, teach=teach)).rstrip("\n")

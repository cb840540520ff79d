"""Every term an answer uses is in the game's glossary: answers of every kind (rolls, 'why?', odds, follow-ups,
'what if', sheets, questions asked back, refusals) are collected, their rules words picked out, and the glossary
asked for each one."""

from __future__ import annotations

import re

import pytest
from conftest import EXAMPLES

from rollmate.rules.sheets import Party, load_party
from rollmate.rules.system import get_system
from rollmate.rules.teaching import teaching
from rollmate.table import glossary, lesson
from rollmate.table.session import reply, start

# Phrases that between them give every kind of answer, per game (the game's own /help examples are added).
PHRASES = {
    "ghostburn": ["convince the bouncer, rolled 3 and 9", "shoot the guard, rolled 1 2", "shoot the guard",
                  "Dex: hack the door, Security Hard", "roll Persuade vs Hard", "haggle with the hostile merchant",
                  "sneak past the guard, rolled 10 10", "Dex: shoot the bouncer", "the bouncer: punch Vex",
                  "roll Strength, basic, vs Hard", "shoot the guard, automatic cool success", "hack the camera",
                  "convince the bouncer, avoid the glitch, rolled 1 2", "climb the wall vs Moderate",
                  "what are my chances to convince the fixer?", "odds shoot the guard"],
    "fist": ["kick in the door", "jump", "shoot the guard, rolled 6 6", "hotwire the truck, rolled 1 2",
             "roll +TACTICAL with a war die", "Jonesy: sneak past the guard, advantage", "punch the guard, disadvantage",
             "what are my chances to kick in the door?"],
    "fs3": ["roll Firearms", "Melee vs Mavros", "climb the wall, Athletics -2", "roll Cooking", "roll 3",
            "Nemesis: roll Firearms vs the goon", "roll Reflexes", "roll Firearms with luck", "Zoe: roll Medicine",
            "what are my chances to roll Melee?", "roll Firearms, helped by Zoe"],
    "pbta": ["dodge the falling beam", "roll +Sharp to search the office", "Read the Room, rolled 4 and 5",
             "talk the guard into letting us through", "what are my chances to charm the baron?"],
    "blades": ["Cross skirmishes with the Bluecoat, desperate, great effect", "Thorn prowls past the guards, controlled",
               "Silas attunes to the ghost, Thorn assists, rolled 6 6", "Nyx sways the guard with a devil's bargain",
               "Thorn resists the blow with Prowess, rolled 1", "Silas resists with Resolve, rolled 2",
               "Cross leads a group prowl with Thorn and Nyx", "Cross pushes himself to wreck the door, zero effect",
               "Nyx consorts with the fence, limited effect", "Thorn finesses the lock, extreme effect, rolled 6",
               "what are my chances to sway the guard?", "Cross skirmishes with moderate harm"],
}
FOLLOW_UPS = ["why?", "odds", "spend luck", "avoid the glitch", "add a war die", "reroll", "what if I had spent luck?"]
QUESTIONS = ["what can I roll?", "show me my sheet", "who is acting?", "what should I roll to get past the guard?",
             "which skill for punching the thug?", "whats my odds to punch the thug", "how do rolls work?"]
# Rules words written in lower case (a capitalised one is picked out by its shape): looked for in every answer.
LOWER_JARGON = {
    "all": ("band", "signature trick", "core trick", "improvised trick", "universal outcomes", "linked attribute",
            "untrained", "everyman", "favored skill", "luck bonus", "war die", "success level", "ability score",
            "skill bonus", "gear bonus", "aug bonus", "dice pool", "opposed roll", "teamwork", "difficulty level",
            "risky action"),
    "pbta": ("forward", "ongoing", "stat", "move"),
    "blades": ("position", "effect", "stress", "trauma", "push", "assist", "devil's bargain", "resistance roll",
               "group action", "fortune roll", "zero dice", "controlled", "risky", "desperate", "consequence", "harm",
               "action roll", "bonus dice", "limited effect", "standard effect", "great effect", "extreme effect"),
}
# Capitalised words that are not rules terms, and words that join a term's words ("Lend a Hand").
NOT_TERMS = {"i", "gm", "npc", "npcs", "ok", "pc", "d", "yes", "no", "read", "as", "tip", "note", "result"}
JOINS = {"a", "an", "the", "of", "on", "to", "in", "and"}
STARTS = re.compile(r"(?:^|[.!?:;(\[]|->|\s-)\s*$")  # what comes before a sentence's first word


def answers(system: str) -> tuple[Party, list[str]]:
    party = load_party([EXAMPLES / f"{system}_party.toml"])
    state = start(party, system, "rules", party.characters[0].name, seed=11)
    examples = [e.strip() for ex in get_system(system).examples for e in ex.split("  /  ")]
    said: list[str] = []
    for phrase in [*examples, *PHRASES[system]]:
        answer = reply(state, phrase)
        said.append(answer.text)
        if answer.records:
            said += [reply(answer.state, follow).text for follow in FOLLOW_UPS]
    said += [reply(state, question).text for question in QUESTIONS]
    said += [reply(state, f"how does {topic.asks[0]} work?").text for topic in teaching(system).topics]
    guided = lesson.begin(state)  # the guided first roll, every step
    said.append(guided.text)
    for line in (get_system(system).example, "", "roll", "", ""):
        guided = reply(guided.state, line)
        said.append(guided.text)
    return party, said


def body(text: str) -> str:
    """The answer without its steps' titles ('3. Difficulty Level:'): headings of the rulebook, not words it uses."""
    return re.sub(r"(?m)^(\s*\d+\.\s)[^:\n]{1,40}:\s", r"\1", text)


def capitalised(text: str) -> list[list[tuple[str, bool]]]:
    """Runs of Capitalised Words, each word with whether it starts a sentence (capitalised anyway). A step's title
    ('3. Difficulty Level:') is the rulebook's heading, not a word the answer uses."""
    runs: list[list[tuple[str, bool]]] = []
    for line in body(text).splitlines():
        run: list[tuple[str, bool]] = []
        for found in re.finditer(r"[\w'+-]+", line):
            word = found.group(0).removesuffix("'s").strip("'")
            first = bool(STARTS.search(line[:found.start()]))
            if re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?", word):
                run.append((word, first))
            elif word in JOINS and run:
                run.append((word, False))
            else:
                if run:
                    runs.append(run)
                run = []
            if line[found.end():found.end() + 1] in (",", ".", ":", ";", "'", "(", ")") and run:
                runs.append(run)
                run = []
        if run:
            runs.append(run)
    return [[w for w in r] for r in runs]


def missing(text: str, terms: dict[str, str], names: set[str], system: str) -> set[str]:
    """The rules words of `text` the glossary lacks: each capitalised run is matched longest-first from its left;
    a sentence's first word that starts no term is just a capitalised word."""
    gone: set[str] = set()
    for run in capitalised(text):
        while run and run[-1][0] in JOINS:
            run = run[:-1]
        while run:
            for n in range(len(run), 0, -1):
                part = " ".join(w for w, _ in run[:n])
                if run[n - 1][0] in JOINS:
                    continue
                if glossary.lookup(terms, part) or part.lower() in names or part.lower() in NOT_TERMS:
                    run = run[n:]
                    break
            else:
                word, first = run[0]
                if not first and word not in JOINS:
                    gone.add(word)
                run = run[1:]
    low = body(text).lower()
    jargon = (*LOWER_JARGON["all"], *LOWER_JARGON.get(system, ()))
    gone |= {w for w in jargon if re.search(rf"(?<![\w-]){w}s?(?![\w-])", low) and not glossary.lookup(terms, w)}
    return gone


@pytest.mark.parametrize("system", ["ghostburn", "fist", "fs3", "pbta", "blades"])
def test_the_glossary_knows_every_term_an_answer_uses(system: str) -> None:
    party, said = answers(system)
    terms = get_system(system).glossary(party)
    names = {w.lower() for n in party.names() for w in [n, *n.split()]}
    names |= {g.name.lower() for c in party.characters for g in (*getattr(c, "gear", ()), *getattr(c, "augs", ()))}
    names |= {w.lower() for phrase in PHRASES[system] for w in re.findall(r"[A-Z][a-z]+", phrase)}  # said by the player
    names |= {w.lower() for w in get_system(system).title.split()}  # the game's own name
    lacking: dict[str, str] = {}
    for text in said:
        for term in missing(text, terms, names, system):
            lacking.setdefault(term, text[:160])
    assert not lacking, "\n".join(f"{term!r}, e.g. in: {where!r}" for term, where in sorted(lacking.items()))


def test_the_collector_finds_a_term_the_glossary_lacks() -> None:
    terms = {"fade": "An outcome."}
    assert missing("Vex rolls. It is a Fade, in the Moderate band.", terms, set(), "x") == {"Moderate", "band"}
    assert missing("Vex: roll vs Hard. Fade.", {**terms, "hard": "A DL."}, {"vex"}, "x") == set()
    assert missing("1. Risky Action: Lend a Hand to Kit.", {"lend a hand": "A move."}, {"kit"}, "fist") == set()


@pytest.mark.parametrize("system", ["ghostburn", "fist", "fs3", "pbta", "blades"])
def test_every_term_can_be_asked_about_in_the_chat(system: str) -> None:
    """Each glossary term, asked as a newcomer would, gets its meaning (never a roll, never a suggestion of itself)."""
    party = load_party([EXAMPLES / f"{system}_party.toml"])
    state = start(party, system, "rules", party.characters[0].name, seed=11)
    title = get_system(system).title
    for term in get_system(system).glossary(party):
        for asked in (f"what does {term} mean?", f"what's {term}?"):
            answer = reply(state, asked)
            assert answer.records == () and f"({title}):" in answer.text.split("\n")[0], (asked, answer.text)


@pytest.mark.parametrize(("line", "starts"), [
    ("what does desperate mean?", "Desperate (Blades in the Dark): A position"),
    ("what's a devil's bargain?", "Devil's Bargain (Blades in the Dark):"),
    ("what is a devils bargain", "Devil's Bargain (Blades in the Dark):"),
    ("what is resistance?", "Resistance (Blades in the Dark):"),
    ("what is controlled?", "Controlled (Blades in the Dark): A position"),
    ("what's risky mean", "Risky (Blades in the Dark): A position"),
    ("what is limited effect", "Limited Effect (Blades in the Dark): An effect level"),
    ("what does great effect mean", "Great Effect (Blades in the Dark): An effect level"),
    ("what is zero effect?", "Zero Effect (Blades in the Dark): An effect level"),
    ("define extreme effect", "Extreme Effect (Blades in the Dark): An effect level"),
    ("what is standard effect?", "Standard Effect (Blades in the Dark): An effect level"),
    ("what is stress", "Stress (Blades in the Dark):"),
    ("what's trauma?", "Trauma (Blades in the Dark):"),
    ("what does push mean?", "Push (Blades in the Dark):"),
    ("what does assist mean?", "Assist (Blades in the Dark):"),
    ("what is a group action?", "Group Action (Blades in the Dark):"),
    ("what is fortune?", "Fortune (Blades in the Dark):"),
    ("what's a fortune roll", "Fortune Roll (Blades in the Dark):"),
    ("what does Prowess mean?", "Prowess (Blades in the Dark): An attribute"),
    ("what does tinker mean?", "Tinker (Blades in the Dark): An action (Insight)"),
])
def test_a_new_blades_player_gets_the_words_they_ask_first(line: str, starts: str) -> None:
    party = load_party([EXAMPLES / "blades_party.toml"])
    state = start(party, "blades", "rules", "Cross", seed=11)
    answer = reply(state, line)
    assert answer.text.startswith(starts) and answer.records == () and answer.state == state, answer.text


@pytest.mark.parametrize(("system", "typed", "close"), [
    ("blades", "devil's bargan", "devil's bargain"), ("ghostburn", "cool sucess", "cool success"),
    ("fs3", "teamwrk", "teamwork"), ("fist", "war dei", "war die"), ("pbta", "forwrd", "forward"),
])
def test_a_suggestion_never_repeats_what_was_typed(system: str, typed: str, close: str) -> None:
    party = load_party([EXAMPLES / f"{system}_party.toml"])
    said = reply(start(party, system, "rules", party.characters[0].name), f"what does {typed} mean?").text
    assert f"Did you mean: {close}" in said
    assert f"Did you mean: {typed}?" not in said and glossary.lookup(get_system(system).glossary(party), close)
    assert "Did you mean" not in reply(start(party, system, "rules", None), f"what does {close} mean?").text

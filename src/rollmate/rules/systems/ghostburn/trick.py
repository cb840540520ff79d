"""Ghostburn's step 1: which skill and trick an action calls for, through the shared matcher (rules/matcher.py).

The trick named, the verbs of the action (one may fit several tricks, settled by what the action is done with),
or a [Basic] ability roll; two actions of different skills are asked about, never rolled silently."""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from rollmate.errors import RulesError
from rollmate.rules.forms import bases
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import NPC, Character
from rollmate.rules.systems.ghostburn.data import Trick, content

if TYPE_CHECKING:
    from rollmate.rules.matcher import Objects


def choose(request: RollRequest, actor: Character | NPC | None) -> tuple[str | None, Trick | None, bool]:
    """(skill, trick, basic): step 1 of the rulebook."""
    c = content()
    skill = request.skill
    if cued(request, "improvised"):  # the GM rules that no trick fits: the skill alone, on the universal chart
        return _improvised(request), None, cued(request, "basic")
    if request.trick is not None:
        trick = c.tricks[request.trick]
        if skill is not None and skill != trick.skill:
            raise RulesError(f"{trick.name} is a {trick.skill} trick, not a {skill} one.")
        others = tricks_in(request.verbs)
        named = next((t for t in (trick, *others) if _named(request, t)), None)
        if named is not None:  # "..., use Melee Strike": the answer to which roll it is
            trick = named
        else:  # "sneak up stabbing the guard": the trick's name used as a verb, beside another action
            _pick(request, [trick.name, *request.verbs])
        return trick.skill, trick, cued(request, "basic")
    verbs = tricks_in((*request.verbs, *request.purpose_verbs))
    if skill is not None:
        fitting = [t for t in verbs if t.skill == skill]
        words = request.action.lower().split()
        as_verb = len(words) > 1 and words[0] == skill.lower()  # "persuade the fixer", not "roll Persuade, DL Hard"
        if not fitting and verbs and not as_verb and not _said_as_name(request.text, skill):
            # "searches the room for the backup drive": a skill's word in the story beside a verb of another skill
            options = [(t.name, t.skill) for t in verbs] + [(None, skill)]
            choices = [f"{request.text.strip()}, use {name or what}" for name, what in options]
            said = " or ".join(f"{name} ({what})" if name else what for name, what in options)
            raise RulesError(f"Which roll is it: {said}? Name the one to roll, e.g. {choices[0]!r}.",
                             choices=choices, missing="trick", allowed=[name or what for name, what in options])
        if not fitting and (as_verb or (request.difficulty is None and request.difficulty_value is None)):
            # the skill's name used as a verb means the trick that verb belongs to
            fitting = list(_called_by_name(skill))
        return skill, (_made_to_do(request, fitting) or fitting[0] if fitting else None), cued(request, "basic")
    if not verbs and skill is None and len(own := _named_by_cue(request)) == 1:
        return own[0].skill, own[0], cued(request, "basic")
    if not tricks_in(request.verbs) and _ability_roll_named(request):
        return None, None, True  # "make a Resilience roll against Hard to shake off the fumes": the roll is named
    if verbs:
        aims = [v for v in request.purpose_verbs if tricks_in((v,))]
        if tricks_in(request.verbs) and _aim_said_with_to(request):  # "sneaks past Quill to peek at the sheet": the
            # deed is the roll, its aim a
            aims = [v for v in aims if any(_named(request, t) for t in tricks_in((v,)))]  # later one, but an aim
            # named as the trick ("swerves into the van to Sideswipe it"); where the deed is no trick, its aim says
            # the roll ("heads in to search")
        trick = _sensed(request) or _readied(request) or _pick(request, [v for v in request.verbs if tricks_in((v,))] + aims)
        trick = _pursued(request, _mode_named(request, trick))
        return trick.skill, trick, cued(request, "basic")
    abilities = [a for a in request.abilities if a in c.abilities]
    if abilities and not isinstance(actor, NPC):
        return None, None, True
    # "roll Wits", "use my Fort": a target's trait said as the actor's own
    trait = request.trait or next((a for a in request.abilities if a not in c.abilities), None)
    if trait is not None and request.difficulty is None:
        raise RulesError(
            f"{trait.capitalize()} is a trait of NPCs and things, rolled against as a DL, never a player's "
            f"ability. Player abilities are: {', '.join(c.abilities)}."
        )
    from rollmate.rules.matcher import suggested

    options, hint = suggested(objects().find(request.unknown), order=tuple(c.tricks))
    named = f"'{request.roll_named}' is no skill or trick of Ghostburn, and " if request.roll_named else ""
    raise RulesError(
        f"{named}I can't tell which skill this is{hint}. Name a skill or trick (e.g. 'roll Persuade', 'use Haggle') or "
        "describe the action (e.g. 'convince the bouncer').", asks=True,
        choices=[f"{request.text.strip()}, use {t}" for t in options], missing="skill",
        allowed=options or list(c.skills),
    )


# Words that may stand between a verb and the thing it is done with: 'sprays off a short burst', 'lets rip a burst'.
_BETWEEN = frozenset({"a", "an", "the", "another", "off", "out", "up", "rip", "loose", "short", "long", "quick", "fast",
                      "tight", "controlled", "wild", "single", "one", "two", "three", "sustained", "careful"})

# A verb said with one of these ends in whom or what it goes to ('sneak past', 'burst at'), never in how it is done.
_TOWARD = frozenset({"past", "at", "on", "into", "onto", "through", "over", "by", "around", "after", "toward", "towards",
                     "to", "with", "from", "behind", "under", "across", "down"})

_JOINS = frozenset({"and", "then", "while", "as", "before", "until"})


def _mode_named(request: RollRequest, trick: Trick) -> Trick:
    """'sprays a burst at the bodyguard', 'unloads a short burst': the thing a verb is done with names another trick of
    the same skill (its own word, said as a noun), which says the roll: that trick. Said elsewhere in the post ('opens
    up on him with a short burst'), it is asked about, never the verb's trick rolled silently."""
    said = next((c for c in request.reading if c.kind == "action" and c.note == trick.name), None)
    if said is None:
        return trick
    toward = said.text.lower().split()[-1] in _TOWARD  # "sneaks past a pickpocket": whom, not how
    for entry in request.unknown:
        low = entry.lower()
        word = low.split()[0] if low.split() else low
        sibling = next((t for t in content().tricks_of(trick.skill) if t is not trick
                        and (low in t.verbs or any(v == word or v in bases(word) for v in t.verbs if " " not in v))),
                       None)
        if sibling is None:
            continue
        noun = [w for w in low.split() if w not in _TOWARD] or [word]  # "short burst", "burst at": up to 'burst'
        found = re.search(r"\b" + r"\s+".join(map(re.escape, noun)) + r"\b", request.text[said.end :].lower())
        if found is None:
            continue
        rest = request.text[said.end + found.end() :].lower()
        if rest[:1].isalpha() or (rest.split()[:1] and rest.split()[0] not in _TOWARD | _JOINS
                                  and rest.lstrip()[:1].isalpha()):
            continue  # "with a fake delivery order": the word describes a noun after it
        between = request.text[said.end : said.end + found.start()].lower().split()
        if " ".join(low.split()) == sibling.name.lower() and between[-1:] in (["a"], ["an"]):
            return sibling  # "dives into the server with a street hack": the trick named by its name says the roll
        if all(w in _BETWEEN for w in between):
            if toward:
                continue
            return sibling
        choices = [f"{request.text.strip()}, use {t.name}" for t in (trick, sibling)]
        raise RulesError(f"Which roll is it: '{said.text}' ({trick.name}) or '{entry}' ({sibling.name})? Name the one "
                         f"to roll, e.g. {choices[1]!r}.", choices=choices, missing="trick",
                         allowed=[trick.name, sibling.name])
    return trick


_OWNERS = frozenset({"the", "a", "an", "that", "this", "those", "these", "his", "her", "their", "my", "our", "your"})


def _pursued(request: RollRequest, trick: Trick) -> Trick:
    """'floors it after the smugglers' van': a verb of the pursuit trick's skill said with 'after' and a vehicle or
    someone (ghostburn.toml [pursuit]) goes after it, the pursuit trick, whatever the verb's own trick ('floor it' is
    Escape). 'after the lights change' says when, and leaves the verb's trick."""
    pursuit = content().pursuit
    said = next((c for c in request.reading if c.kind == "action" and c.note == trick.name), None)
    if pursuit is None or said is None or trick.name == pursuit[0] or content().tricks[pursuit[0]].skill != trick.skill:
        return trick
    words = re.findall(r"[\w'’]+", request.text[said.end :].lower().split(",")[0])
    if words[:1] != ["after"]:
        return trick
    rest = words[1:]
    while len(rest) > 1 and (rest[0] in _OWNERS or rest[0].endswith(("'s", "s'", "’s", "s’"))):
        rest = rest[1:]  # "after the smugglers' van": up to the thing gone after
    near = []
    for word in rest[:3]:  # "after the black sedan"; "after the guard shouts at ..." stops at 'at'
        if word in _JOINS or word in _TOWARD:
            break
        near.append(word)
    found = any(b in pursuit[1] for word in near for b in bases(word))
    return content().tricks[pursuit[0]] if found else trick


# Verbs that only say which sense the actor uses, and the trick tag of that sense.
_SENSES = {"listen": "Auditory", "hear": "Auditory", "watch": "Visual", "observe": "Visual", "study": "Visual",
           "eye": "Visual"}


def _ability_roll_named(request: RollRequest) -> bool:
    """Whether the phrase names its roll as one of an ability no skill is rolled with ("a Resilience roll"): that
    ability said right before the word of rolling. What it is for ('to shake off the fumes') picks no trick then (an
    'Agility roll to sneak' stays Sneak, rolled with Agility)."""
    c = content()
    skilled = {skill.ability for skill in c.skills.values()}
    said = request.reading
    return any(a.kind == "ability" and b.kind == "roll" and a.text in c.abilities and a.text not in skilled
               and 0 <= b.start - a.end <= 1 for a, b in zip(said, said[1:]))


def _aim_said_with_to(request: RollRequest) -> bool:
    """Whether the purpose is an aim said after 'to' ('... to peek at the sheet'), never a question of what the roll
    finds out ('searches the desk - is he lying?': both are asked about)."""
    said = (request.purpose or "").split()
    return bool(said) and re.search(rf"(?i)\bto\s+{re.escape(said[0])}\b", request.text) is not None


def _sensed(request: RollRequest) -> Trick | None:
    """'listens to Mama swear the guns are clean - is she lying?': an action that only says which sense is used,
    with a purpose naming a trick done by that sense, is that trick (the listening is how it is done)."""
    said = [c for c in request.reading if c.kind == "action"]
    purposes = tricks_in(request.purpose_verbs)
    if len(said) != 1 or len(request.verbs) != 1 or len(purposes) != 1:
        return None
    words = said[0].text.lower().split()
    sense = next((_SENSES[b] for b in bases(words[0]) if b in _SENSES), None) if len(words) == 1 else None
    trick = purposes[0]
    return trick if sense is not None and sense in trick.tags else None


def _readied(request: RollRequest) -> Trick | None:
    """'aims for the runner's leg to cripple him': an action that only readies an attack (_READYING: taking aim),
    with a purpose naming an attack trick of another skill, is that trick (the aiming is how it is done). Aiming
    alone ('aims at the guard's head', 'takes aim, then ...') stays the aiming trick."""
    said = [c for c in request.reading if c.kind == "action"]
    purposes = tricks_in(request.purpose_verbs)
    verbs = tricks_in(request.verbs)
    if len(said) != 1 or len(verbs) != 1 or len(purposes) != 1 or purposes[0].skill == verbs[0].skill:
        return None
    first = said[0].text.lower().split()[0]
    return purposes[0] if any(b in _READYING for b in bases(first)) and "Attack" in purposes[0].tags else None


# Verbs that only ready an attack another trick makes ('aims ... to cripple him').
_READYING = frozenset({"aim", "sight", "take", "line", "draw", "steady"})  # (its verb's first word: "take aim", "line up")


def _named_by_cue(request: RollRequest) -> tuple[Trick, ...]:
    """'does field surgery on the pilot': a trick's own condition said in words that name the trick ('field surgery'
    is Surgery's, and says surgery) is that trick, when nothing else in the phrase says which."""
    found: dict[str, Trick] = {}
    for cue in request.cues:
        said = cue.text.lower()
        words = set(said.split())
        for trick in content().tricks.values():
            if any(cue.key in m.cues for m in trick.dl_modifiers) and (
                    trick.name.lower() in said or words & {v.lower() for v in trick.verbs if " " not in v}):
                found[trick.name] = trick
    return tuple(found.values())


def _named(request: RollRequest, trick: Trick) -> bool:
    """Whether the phrase names the trick to roll ("use Sneak", "[Street Hack: 4, 6]") rather than says it as a verb."""
    return _said_as_name(request.text, trick.name)


def _said_as_name(text: str, name: str) -> bool:
    """The shared matcher's said_as_name: the matcher is imported where a roll first weighs words (a roll that names
    its skill plainly starts without it)."""
    from rollmate.rules.matcher import said_as_name

    return said_as_name(text, name)


def tricks_in(values: tuple[str, ...]) -> tuple[Trick, ...]:
    """The tricks the action's verbs point to, in order (a verb that fits several tricks reads 'A|B')."""
    tricks = content().tricks
    return tuple(tricks[name] for name in dict.fromkeys(n for value in values for n in value.split("|"))
                 if name in tricks)


def _called_by_name(skill: str) -> tuple[Trick, ...]:
    """The tricks of a skill whose verbs include the skill's own name ('intimidate' is Intimidate's Threaten)."""
    return tuple(t for t in content().tricks_of(skill) if skill.lower() in t.verbs)


@cache
def objects() -> Objects:
    """Ghostburn's objects (ghostburn.toml [[objects]]): word -> the tricks it supports."""
    from rollmate.rules.matcher import Objects

    return Objects.supporting(content().objects)


def settled_by(request: RollRequest, trick: Trick) -> str:
    """' (the crowbar points to it)' when a verb that fits several tricks was settled by what it was done with."""
    shared = any("|" in v and trick.name in v.split("|") for v in (*request.verbs, *request.purpose_verbs))
    words = [w for w, sense in objects().find(request.unknown) if trick.name in sense.weights] if shared else []
    return f" ({', '.join(words)} {'points' if len(words) == 1 else 'point'} to it)" if words else ""


def _made_to_do(request: RollRequest, tricks: list[Trick]) -> Trick | None:
    """Of a skill's tricks said in one post, the one whose deed makes someone do a thing ('threatens him into
    signing', 'bullies the clerk into opening up'), when one alone does: that is what the roll is for, the others say
    how ('looms over the manager and threatens him into signing' is Coerce, the looming its manner). Else None."""
    made = []
    for trick in dict.fromkeys(tricks):
        clause = next((c for c in request.reading if c.kind == "action" and c.note
                       and trick.name in c.note.split("|")), None)
        if clause is not None and re.match(r"(?i)\s+(?:[\w'’-]+\s+){0,4}?into\s+[\w'’-]+ing\b",
                                           request.text[clause.end :]) is not None:
            made.append(trick)
    return made[0] if len(made) == 1 and len(set(tricks)) > 1 else None


def _pick(request: RollRequest, values: list[str]) -> Trick:
    """Step 1 from the action's verbs, through the shared matcher. A verb that fits several tricks ('hit': Unarmed
    Strike or Melee Strike) is settled by what it is done with ("hit him with the crowbar"): a verb counts 3 for
    each trick it fits, an object 1. Action words that still call for tricks of different skills ("sneak up
    stabbing the guard", or 'hit' with nothing to settle it) are rolls the GM would choose between: ask, naming
    the words, never roll the first silently."""
    tricks = content().tricks
    values = list(dict.fromkeys(values))
    if len(values) == 1 and values[0] in tricks:  # one word, one trick: nothing to weigh
        return tricks[values[0]]
    from rollmate.rules.matcher import VERB_WEIGHT, Sense, match, things

    said = {c.note: c.text for c in request.reading if c.kind == "action"}
    nouns = things(request)
    values = [v for v in values if v not in nouns] or values[:1]  # "dodge the punch", "grab the pickpocket and ..."
    supporting = objects().find(request.unknown) if any("|" in v for v in values) else []
    per_verb: list[tuple[str, list[Trick]]] = []
    for value in values:
        names = [name for name in value.split("|") if name in tricks]
        word = said.get(value, names[0].lower())
        if len(names) > 1:
            scored = match([(word, Sense(dict.fromkeys(names, VERB_WEIGHT), decides=True)), *supporting],
                           order=names)
            names = [name for name in scored.top if name in names]
        per_verb.append((word, [tricks[name] for name in names]))
    word, first = per_verb[0]
    options: list[tuple[str, Trick]] = []
    for w, found in per_verb:
        options += [(w, t) for t in found if (found is first or t.skill != first[0].skill)
                    and all(t is not other for _, other in options)]  # each trick once, where first said
    named = list(dict.fromkeys(t for _, found in per_verb for t in found if _named(request, t)))
    if len(named) == 1:  # "swerves into the van to Sideswipe it": the trick written as its name is the roll
        return named[0]
    if len({t.skill for _, t in options}) < 2:
        return _made_to_do(request, [t for _, t in options]) or first[0]
    sure = {found[0] for _, found in per_verb if len(found) == 1}
    if len(sure) == 1 and all(trick in found for trick in sure for _, found in per_verb):
        return sure.pop()  # "make it past ... He sneaks along the wall": a word of one trick settles the words
        # that fit it and others
    example = f"'{request.text.strip()}, use {options[0][1].name}'"
    choices = [f"{request.text.strip()}, use {t.name}" for _, t in options]
    if all(w == word for w, _ in options):  # one word that fits tricks of several skills
        fits = " or ".join(f"{t.name} ({t.skill})" for _, t in options)
        raise RulesError(f"Which roll is it: '{word}' fits {fits}? Name the one to roll, e.g. {example}, or say "
                         "what it is done with.", choices=choices, missing="trick",
                         allowed=[t.name for _, t in options])
    named = " or ".join(f"'{w}' ({t.name}, {t.skill})" for w, t in options)
    raise RulesError(f"Which roll is it: {named}? The phrase has both; name the one to roll, e.g. {example}.",
                     choices=choices, missing="trick", allowed=[t.name for _, t in options])


def _improvised(request: RollRequest) -> str:
    """The skill of an improvised trick ("improvised trick: Athletics, DL Severe"): it names its skill and no trick;
    or its deed says the skill, every trick its verbs fit being that skill's ("sneak past the guard, improvised,
    difficult is Hard": Stealth)."""
    said = {trick.skill for trick in tricks_in(request.verbs)}
    if request.skill is None and request.trick is None and len(said) == 1:
        return said.pop()
    if request.trick is not None:
        raise RulesError(f"An improvised trick is none of a skill's tricks, and the phrase names {request.trick}. "
                         f"Say one or the other, e.g. 'improvised {content().tricks[request.trick].skill}, DL Hard' "
                         f"or '{request.trick}'.")
    if request.skill is None:
        raise RulesError("An improvised trick names its skill: say which, e.g. 'improvised Athletics, DL Hard'.",
                         missing="skill")
    return request.skill


def cued(request: RollRequest, key: str) -> bool:
    """Whether the phrase gave the cue `key` ("basic", "automatic", "hostile", ...)."""
    return bool(request.cues) and any(cue.key == key for cue in request.cues)

"""FS3 before the dice: who rolls, which skill and why, the linked attribute, the modifiers and the declared pool."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from rollmate.errors import RulesError
from rollmate.rules.forms import bases
from rollmate.rules.matcher import VERB_WEIGHT, Objects, Sense, done_to_body, match, moved, suggested, wielded
from rollmate.rules.request import Clause, RollRequest, Side
from rollmate.rules.sheets import NPC, Character, Party
from rollmate.rules.system import Table
from rollmate.rules.systems.fs3.data import LANGUAGE_VERB, canonical, content, skill_type
from rollmate.rules.systems.fs3.pool import ASSIST, MAX_HELPERS, MAX_POOL, skill_dice
from rollmate.rules.systems.fs3.sheet import npc_of, sheet_of

NPC_ATTRIBUTE = 2  # "roll N" rolls N + 2 dice: an Average attribute is built in


@dataclass
class Roller:
    """One side's roll as declared: everything the Skill, Linked Attribute, Modifiers and Dice steps say."""

    name: str  # display name (a character, an NPC, or "NPC (rating N)")
    person: Character | NPC | None
    skill: str | None  # canonical skill, or the attribute of an attribute roll
    kind: str  # action | background | language | attribute | npc | dice
    skill_dice: int
    skill_text: str
    attribute: tuple[str, int] | None = None
    attribute_text: str = ""
    mods: list[tuple[str, int]] = field(default_factory=list)  # (reason, dice)
    numeric_plain: bool = False  # profile aresmush: a character's "roll N+M" rolls N+M dice, no +2
    faces: tuple[int, ...] | None = None  # dice the player gave for this side
    said: str | None = None  # those dice as notation said with them ('9d8'): rules.dice.check_said

    @property
    def modifier(self) -> int:
        return sum(amount for _, amount in self.mods) if self.mods else 0

    @property
    def pool(self) -> int:
        if self.numeric_plain and self.modifier:
            return self.skill_dice + self.modifier
        return self.skill_dice + (self.attribute[1] if self.attribute else 0) + self.modifier


@dataclass
class Helper:
    """Someone who helps an FS3 roll: their level said in the phrase, or the roll that decides it."""

    name: str
    level: str | None  # stated in the phrase, or None: roll it
    roller: Roller | None = None
    said: str | None = None  # the stated level's dice said with it ('a Good Success (+2)'), counted once


@dataclass
class Plan:
    """Everything decided before the dice: the leader, the helpers, the other side, luck declared, the profile."""

    actor: Roller
    helpers: list[Helper]
    opponent: Roller | None
    luck_before: bool
    profile: str


def _whose(person: Character | NPC | None) -> str:
    return f"{person.name}'s" if person is not None else "your"


def find_actor(request: RollRequest, party: Party) -> Character | NPC | None:
    if request.actor is not None:
        person = party.find(request.actor)
        if person is None:
            raise RulesError(f"There is no character named {request.actor!r}. Loaded: {', '.join(party.names()) or 'nobody'}.")
        return person
    target = party.find(request.target) if request.target else None
    if request.npc_rating is not None and isinstance(target, NPC):
        return target  # "roll 3 for the goon"
    return next((c for c in party.characters if c.system == "fs3"), None)


def attribute_of(person: Character | NPC | None, name: str, profile: str) -> tuple[int, str]:
    """(rating, why) of an attribute; a missing one is 2 (rules) or 0 (aresmush), decision 18."""
    if isinstance(person, Character) and name in sheet_of(person).attributes:
        return sheet_of(person).attributes[name], ""
    value = 2 if profile == "rules" else 0
    who = f"{person.name}'s sheet" if person is not None else "No sheet"
    return value, f" ({who} has no {name}: taken as {value}{', the FS3 default' if profile == 'rules' else ', as AresMUSH does'})"


def _language_named(request: RollRequest, person: Character | NPC | None) -> tuple[str, str] | None:
    """'listen in on the Leonese radio chatter', 'reads the Kasrani inscription': one language (the roller's sheet's,
    or the game's default list) named beside what is said or written, where the character only perceives it or uses
    a language, is the roll: making out what is said in it is that language's task. Where the only verbs are of
    speaking, or there are none, one language named with its capital ('speaks a little Tauran', 'talks to the
    merchant in Tauran', 'tries her broken Tauran on him') is the one spoken. (skill, why), or None."""
    c = content()
    known = {n.lower(): n for n in (*c.languages, *(sheet_of(person).languages if isinstance(person, Character) else ()))}
    words = [w for said in (*request.unknown, request.purpose or "") for w in said.split()]  # "listens to the ..."
    named = {known[w.lower()] for w in words if w.lower() in known}
    if len(named) != 1 or any(v != LANGUAGE_VERB and v not in c.understood_with for v in request.verbs):
        return None
    lows = [w.lower().strip(".,;:!?\"'") for w in words]
    pairs = [" ".join(lows[k : k + 2]) for k in range(len(lows) - 1)]
    what = next((w for w in (*pairs, *lows) if w in c.said or any(b in c.said for b in bases(w))), None)
    language = named.pop()
    if what is not None:
        return language, f"'{what}' is said or written in {language}: making it out is a {language} roll"
    if all(v == LANGUAGE_VERB for v in request.verbs) and any(w[:1].isupper() and w.lower() in known for w in words):
        return language, f"{language} is named: speaking it is a {language} roll"
    heard = (request.action or "").lower().split()
    if any(w[:1].isupper() and w.lower() in known for w in words) and any(
            b in c.listening for k in range(len(heard)) for said in (heard[k], " ".join(heard[k : k + 2]))
            for b in (said, *bases(said.split()[0]))):
        return language, f"those heard speak {language}: making out what they say is a {language} roll"
    return None


def choose_skill(request: RollRequest, person: Character | NPC | None, profile: str) -> tuple[str, str]:
    """(skill, why) for a skill roll: the named skill, else the skill the action's words point to (the shared
    matcher: each verb counts for every skill it fits, an object for the skills it supports); skills left tied are
    settled by the best rating, as the rules say."""
    if request.skill is not None:
        return request.skill, f"{request.skill}, as named"
    language = _language_named(request, person)
    if language is not None:
        return language
    said = {c.note: c.text for c in request.reading if c.kind == "action"}
    found: list[tuple[str, Sense]] = []
    for verb in request.verbs:
        options: list[str] = []
        for option in verb.split("|"):
            if option == LANGUAGE_VERB:
                spoken = list(sheet_of(person).languages) if isinstance(person, Character) else []
                if not spoken:
                    raise RulesError("Which language? Name it, e.g. 'speak Standard to the trader'.", asks=True,
                                     missing="language")
                options += spoken
            else:
                options.append(option)
        found.append((said.get(verb, verb), Sense(dict.fromkeys(options, VERB_WEIGHT), decides=True)))
    found += objects().find(request.unknown)
    matched = match(found, order=tuple(content().covers))
    candidates = list(matched.decided)
    steered = _steered(request)
    if steered is not None:
        return steered[0], f"'{request.action}' moves the {steered[1]}: handling it is {steered[0]}"
    for act in content().body_acts:
        part = done_to_body(request.action or "", act.verbs, act.before, content().body_parts)
        if part is not None:
            return act.skill, f"'{request.action}' is {act.what} ({part}): {act.skill}"
    weapon = wielded(request.action or "", content().attackers, objects(), content().wielded, request.text) \
        if not candidates and not request.verbs else None
    if weapon is not None:
        return weapon[0], f"'{request.action}' attacks with the {weapon[1]}: {weapon[0]}"
    if not candidates:
        supported, hint = suggested([(w, sense) for w, sense in found if not sense.decides], tuple(content().covers))
        raise RulesError("I can't tell which skill this is" + hint + ". Name one (e.g. 'roll Firearms', "
                         "'Athletics -1') or describe the action (e.g. 'shoot at the target', 'climb the wall').",
                         asks=True, choices=[f"{request.text.strip()}, roll {s}" for s in supported],
                         missing="skill", allowed=supported or list(content().covers))
    action = f"'{request.action}'" if request.action else "The action"
    helped = [w for s in candidates for w in matched.supporting(s)]
    settled = f" ({', '.join(dict.fromkeys(helped))} {'points' if len(helped) == 1 else 'point'} to it)" \
        if helped and len(matched.scores) > 1 else ""
    if len(candidates) == 1:
        return candidates[0], f"{action} calls for {candidates[0]}{settled}"
    rated = sorted(candidates, key=lambda s: -rating_of(person, s, profile)[0])
    top = [s for s in rated if rating_of(person, s, profile)[0] == rating_of(person, rated[0], profile)[0]]
    why = f"{rated[0]} is {_whose(person)} highest-rated" if len(top) == 1 else \
        f"{' and '.join(top)} rate the same for {person.name if person else 'you'}; {rated[0]} comes first"
    return rated[0], f"{action} fits {', '.join(candidates)} equally well; {why}, so it is used"


def _steered(request: RollRequest) -> tuple[str, str] | None:
    """(skill, vehicle) when the action moves a vehicle ("brings the dropship down"): by a verb that only moves, or
    by one word that is also another skill's verb on its own ("swings the dropship around" is no Melee swing), never
    a two-word verb said around it ("takes the shuttle apart" is Technician)."""
    c = content()
    found = moved(request.action or "", c.movers, objects(), c.steered, c.landings, c.recoveries)
    verbs = _one_word_verbs()
    said = [r for r in request.reading if r.kind == "action"]
    if found is None or not all(any(verbs.get(b) == r.note for b in bases(r.text.lower())) for r in said):
        return None
    return found


@cache
def _one_word_verbs() -> dict[str, str]:
    return {word: value for word, value in content().verbs if " " not in word}


@cache
def objects() -> Objects:
    """FS3's objects (fs3.toml [[objects]]): word -> the skills it supports."""
    return Objects.supporting(content().objects)


def rating_of(person: Character | NPC | None, skill: str, profile: str) -> tuple[int, bool]:
    """(rating, on the sheet?) of a skill; untrained ratings follow decisions 3 and 4."""
    kind = skill_type(skill, person if isinstance(person, Character) else None)
    if isinstance(person, Character):
        sheet = sheet_of(person)
        table = {"action": sheet.action_skills, "language": sheet.languages}.get(kind, sheet.background_skills)
        name = canonical(skill, tuple(table))
        if name is not None:
            return table[name], True
    if kind == "action":
        return (1 if profile == "rules" else 0), False
    return 0, False


def _rolled_by_name(request: RollRequest, abilities: list[str]) -> bool:
    """'roll perception: Thandiwe listening at the door', 'Tug rolls his Grit as he climbs': the attribute named right
    after the roll word (a possessive between), or right before it as its noun ('Brawn roll'), is the roll, Everyman plus it; the story's action words around it
    tell the story and choose no skill (a bare named roll is that roll alone, as AresMUSH's 'roll Perception' is)."""
    said = request.reading
    for k, clause in enumerate(said[:-1]):
        nxt = said[k + 1]
        between = request.text[clause.end : nxt.start].strip().lower()
        if clause.kind == "roll" and nxt.kind == "ability" and nxt.text.lower() in (a.lower() for a in abilities) \
                and between in ("", "his", "her", "their", "my", "your", "a", "an", "for"):
            return True
        if clause.kind == "ability" and nxt.kind == "roll" and clause.text.lower() in (a.lower() for a in abilities) \
                and not between:
            return True  # "Brawn roll per the storyteller", "a Perception roll by Ingrid": the roll named as a noun
    return False


def plan_skill(request: RollRequest, person: Character | NPC | None, name: str, profile: str) -> Roller:
    """A character's (or sheetless player's) skill or attribute roll."""
    c = content()
    who = person.name if person is not None else "You"
    abilities = [a for a in request.abilities if a in c.attributes]
    # "roll Grit ... that's Everyman plus Grit": the attribute roll, said again the rules' way (Everyman plus it)
    again = request.skill is not None and request.skill.lower() == "everyman" and len(abilities) > 1 \
        and len(set(abilities)) == 1
    abilities = abilities[:1] if again else abilities
    # two attributes named ("..., Wits+Perception") are the roll whatever the action's words call for; they only
    # tell the story
    skill_named = not again and (request.skill is not None or (request.verbs and len(abilities) < 2
                                                               and not _rolled_by_name(request, abilities)))
    if not skill_named and abilities:  # an attribute roll: Everyman 1 + the attribute; Attr+Attr adds both
        first = abilities[0]
        if len(abilities) > 1:
            rating, why = attribute_of(person, first, profile)
            roller = Roller(name, person, first, "attribute", rating,
                            f"{first}+{abilities[1]}: two attributes, so {first} {rating}{why} takes the skill's place.")
            second = abilities[1]
        else:
            roller = Roller(name, person, first, "attribute", 1,
                            f"{first} on its own: an attribute roll, Everyman (1 die) plus the attribute.")
            second = first
        rating, why = attribute_of(person, second, profile)
        roller.attribute = (second, rating)
        roller.attribute_text = f"{second} {rating} ({c.rating_name('attribute', rating)}){why}."
        return roller
    if request.skill is not None:  # "hanging on is grit ... roll athletics+grit": one attribute, said twice
        abilities = list(dict.fromkeys(abilities))
    if request.skill is not None and len(abilities) > 1:  # "Firearms+Wits+Perception": never one of them dropped
        raise RulesError(f"{request.skill} with two attributes, {' and '.join(abilities[:2])}: a roll is one skill and "
                         f"one attribute ('{request.skill}+{abilities[0]}'), or two attributes alone "
                         f"('{abilities[0]}+{abilities[1]}'). Which is it?")
    skill, why = choose_skill(request, person, profile)
    sheet = person if isinstance(person, Character) else None
    kind = skill_type(skill, sheet)
    skill = canonical(skill, tuple(c.linked)) or skill
    rating, on_sheet = rating_of(person, skill, profile)
    if kind == "action" and on_sheet and rating == 0 and profile == "rules":
        raise RulesError(f"{who} is Incapable at {skill} (rated 0 on the sheet): it can't be rolled at all.")
    dice = skill_dice(kind, rating, profile)
    kinds = {"action": "an action skill", "language": "a language", "background": "a background skill"}
    name_of = c.rating_name(kind if kind != "attribute" else "background", rating, profile)
    if on_sheet:
        where = f"{_whose(person)} rating {rating} ({name_of})"
    elif kind == "action" and profile == "rules":
        where = f"not on {_whose(person)} sheet: untrained, so Everyman (rating 1)"
    elif kind == "action":
        where = f"not on {_whose(person)} sheet: untrained, rating 0 in profile aresmush"
    else:
        where = f"not on {_whose(person)} sheet: untrained, rating 0 ({name_of})"
    if kind == "background" and not on_sheet:
        why += " (not an attribute, action skill or known language)"
    text = f"{why}: {kinds[kind]}, {where} -> {dice} skill {'die' if dice == 1 else 'dice'}."
    roller = Roller(name, person, skill, kind, dice, text)
    linked = c.linked.get(skill, "Wits")
    chosen = abilities[0] if abilities else linked
    value, missing = attribute_of(person, chosen, profile)
    roller.attribute = (chosen, value)
    shown = f"{chosen} {value} ({c.rating_name('attribute', value)}){missing}"
    if chosen != linked:
        roller.attribute_text = f"{shown}, named in the phrase instead of {skill}'s usual {linked}."
    elif kind == "action":
        roller.attribute_text = f"{shown}: {skill}'s linked attribute."
    else:
        roller.attribute_text = f"{shown}: background skills and languages link to Wits."
    return roller


def plan_numeric(name: str, person: Character | NPC | None, rating: int, *, npc: bool, profile: str) -> Roller:
    """An NPC roll by rating ("roll 3", "vs 4"): rating dice + 2 for the built-in Average attribute."""
    roller = Roller(name, person, None, "npc", rating,
                    f"A rating of {rating} ({'an NPC' if npc else 'a number'} instead of a skill): {rating} skill dice.")
    roller.attribute = ("Average attribute", NPC_ATTRIBUTE)
    roller.attribute_text = f"Built into a number roll: +{NPC_ATTRIBUTE} dice (an Average attribute)."
    roller.numeric_plain = profile == "aresmush" and not npc
    return roller


def modifiers(request: RollRequest) -> list[tuple[str, int]]:
    """The phrase's modifiers with their reasons: typed numbers and the cues of section 6.5. A number said right
    beside a cue ('taking my time (+2)', '+2 for taking my time') is that cue's own, counted once; one that is not
    the cue's amount is asked about."""
    c = content()
    mods = [(m.reason or "as typed", m.amount) for m in request.modifiers]
    if (again := _roll_string_said_again(request)) is not None:
        del mods[again[1]]
        mods[again[0]] = (f"as typed ('{again[2]}' said again in the brackets after it)", mods[again[0]][1])
    beside = _numbers_beside_cues(request)
    for key in dict.fromkeys(cue.key for cue in request.cues):
        cue = c.cues.get(key)
        if cue is None:
            continue
        said = next(((text, amount) for text, k, amount in beside if k == key), None)
        if said is not None and said[1] != cue.amount:
            raise RulesError(f"'{said[0]}' and {said[1]:+d}: {cue.reason} is {cue.amount:+d} dice in FS3. Is the "
                             f"{said[1]:+d} that, or a modifier of its own? Say '{said[0]}' alone for "
                             f"{cue.amount:+d}, or say the other number apart from it (e.g. '{said[0]}, and the GM "
                             "gives +1').")
        typed = next((i for i, (why, amount) in enumerate(mods) if why.startswith("as typed") and amount == cue.amount),
                     None)  # (one said again in brackets after a roll string too: 'Melee+2 (+2 because ...)')
        if typed is not None and (key == "default" or said is not None or _said_alone(request, cue.amount)):  # "defaulting to Medicine -3", "taking my time (+2)", "... so it's the -3. Roll
            # medicine, outside your specialty": the cue's number said again, with no reason of its own, anywhere in
            # the post: counted once
            shown = f" ('{said[0]}', {said[1]:+d} as said)" if said is not None else f" ({cue.amount:+d} as said)" \
                if key != "default" else ""
            mods[typed] = (cue.reason + shown, cue.amount)
        else:
            mods.append((cue.reason, cue.amount))
    return mods


# Words in the brackets after a roll string that add a number to it, never say it again ('(+1 more for the scope)').
_MORE = re.compile(r"\b(?:more|another|extra|also|plus|and|on top|besides)\b", re.IGNORECASE)


def _roll_string_said_again(request: RollRequest) -> tuple[int, int, str] | None:
    """A roll string's modifier ('roll Melee+1') said again with its reason in the brackets right after it ('`roll
    Melee+1` (the GM gave me +1 for the high ground)'): the same modifier, counted once. (the first's index, the
    second's, the words said again), or None; brackets holding another number, or adding one, are left as said."""
    said = [c for c in request.reading if c.kind == "modifier"]
    if len(said) != len(request.modifiers) or len(said) < 2:
        return None
    text = request.text
    for k, (first, second) in enumerate(zip(said, said[1:], strict=False)):
        if first.start == 0 or not text[first.start - 1].isalpha() or request.modifiers[k].amount != \
                request.modifiers[k + 1].amount:
            continue  # 'Melee+1': the number glued to the rules name it adds to
        opened = re.match(r"[`'\"]?\s*\(", text[first.end :])
        if opened is None:
            continue
        closed = text.find(")", first.end + opened.end())
        inside = text[first.end + opened.end() : closed]
        if closed < second.end or _MORE.search(inside) or len(re.findall(r"\d+", inside)) != 1:
            continue
        return k, k + 1, second.text
    return None


def _said_alone(request: RollRequest, amount: int) -> bool:
    """Whether a typed modifier of this amount is said with no reason of its own ('so it's the -3', never '+2 for the
    good tools'): where the post also says a cue of that amount, it is the cue's number said again."""
    for number in (c for c in request.reading if c.kind == "modifier"):
        try:
            said = int(number.text.split()[0].replace(" ", "").replace("−", "-"))
        except ValueError:
            continue
        if said == amount and not _OWN_REASON.match(request.text, number.end):
            return True
    return False


# What may stand between a cue and its own number: brackets, and before the cue a word giving the reason ('for',
# 'from', 'because', '=') with maybe who it is ('+2 because she takes her time'). A number on the line before is
# said apart from it ("> GM: ..., it's -1" above "spending my luck point, ...": the GM's number, and the player's).
# A ruling's speech tag may stand between them ('a modest challenge, the GM ruled, minus one': the GM's number for it).
_RULED = (r"(?:,\s*(?:so\s+|as\s+)?(?:(?:the\s+)?(?:gm|mc|referee|ref|judge)\s+(?:ruled|rules|said|says|decreed|decrees|"
          r"declared|declares|judged|judges)|(?:ruled|said|decreed|declared|judged|quoth)\s+the\s+(?:gm|mc|referee|ref|judge))"
          r"\s*(?=,))?")
_CUE_NUMBER = re.compile(r"\s*(?:(?:i think|i guess|i believe|probably|maybe)\s*)?" + _RULED + r"(?:[?!,.…]*\s*(?:that's|that’s|thats|"
                         r"that is|which is|it's|it’s|so|=)\s+|,\s*)?[(\[]?\s*", re.IGNORECASE)
# ('taking my time? that's +2': what the cue gives, as the player reckons it; 'a modest penalty, minus one')
_NUMBER_CUE = re.compile(r"[ \t]*(?:(?:for|from|because|since|as|=|:)\s*(?:(?:she|he|they|i|we|(?-i:[A-Z][\w'’-]*))\s+)?)?"
                         r"[(\[]?[ \t]*", re.IGNORECASE)  # ('+2 because Mavros took his time': who, by name)


def _numbers_beside_cues(request: RollRequest) -> list[tuple[str, str, int]]:
    """(the cue's words, its key, the number) for each typed modifier said right beside a cue: after it in brackets,
    with nothing between or as what it gives ('taking my time (+2)', 'taking my time +2', 'taking my time? that's
    +2'), or before it with a word of reason ('+2 for
    taking my time', '+2 because she takes her time')."""
    found: list[tuple[str, str, int]] = []
    for cue in request.cues:
        at = next((c for c in request.reading if c.kind == "condition" and c.text == cue.text), None)
        rule = content().cues.get(cue.key)
        if at is not None:
            own = rule.amount if rule is not None else 0
            found += [(cue.text, cue.key, amount) for _, amount in numbers_beside(request, at, own=own)]
    return found


# After a Luck Point, the words of when it is spent may stand before its number ('a Luck Point before the roll (+3
# dice)', 'luck for +3 dice').
# ('spending one right now, before the roll, +3 dice': a word of when, 'now', may come first; a code comment's mark
# and the spend said again of it may too: 'luck -= 1 // spending it before the roll, +3 dice'.)
_LUCK_NUMBER = re.compile(r"(?:\s*(?:--|-=\s*1)(?!\d))?\s*,?\s*(?:(?://|#|--)\s*)?"
                          r"(?:(?:spending|spend|spent|using|burning|burn)(?:\s+(?:it|one|that))?\s*,?\s*)?"
                          r"(?:(?:right\s+)?(?:now|away)\s*,?\s*)?"
                          r"(?:(?:before|ahead of|prior to)\s+(?:the\s+|my\s+|her\s+|his\s+)?(?:roll|rolling)\s*)?"
                          r"(?:for|to get|giving|=|:|,)?\s*[(\[]?\s*", re.IGNORECASE)


# After a comma, a number that gives a reason of its own ('taking my time, +1 for the scope') is another modifier;
# so is one whose sign is not the rule's own ('helped by Mavros who got a Good Success, -1': an assist is a bonus).
_OWN_REASON = re.compile(r"\s*(?:dice\s+|die\s+)?(?:for|from|because|since|thanks|due)\b", re.IGNORECASE)


def numbers_beside(request: RollRequest, at: Clause, after: re.Pattern[str] = _CUE_NUMBER,
                   own: int = 0) -> list[tuple[Clause, int]]:
    """The typed modifiers (a number, or a number of dice) said right beside the reading's clause `at`: after it as
    `after` allows (in brackets, or with nothing between; after a comma only a number of the sign of `own`, the
    rule's own amount), or before it with a word of reason."""
    found: list[tuple[Clause, int]] = []
    text = request.text
    said = [c for c in request.reading if c.kind in ("modifier", "bonus dice")]  # in order, as its modifiers are
    in_words = dict(zip(said, (m.amount for m in request.modifiers))) if len(said) == len(request.modifiers) else {}
    for number in (c for c in request.reading if c.kind in ("modifier", "bonus dice")):
        try:
            amount = int(number.text.split()[0].replace(" ", ""))
        except ValueError:
            if number not in in_words:  # "minus one", "plus three dice": the amount the words were read as
                continue
            amount = in_words[number]
        comma = "," in text[at.end : number.start]
        if number.start >= at.end and after.fullmatch(text[at.end : number.start]) and not (comma and (
                _OWN_REASON.match(text, number.end) or own * amount < 0)) or \
                number.end <= at.start and _NUMBER_CUE.fullmatch(text[number.end : at.start]):
            found.append((number, amount))
    return found


_BONUS_SAID = re.compile(r"bonus as said: ([+-]\s*\d+)$")


def luck_said(request: RollRequest, bonus: int) -> str | None:
    """A Luck Point's own number said with it ('a Luck Point (+3 dice)', 'spends a Luck Point before the roll (+3
    dice)'): the words of the number, where it is the Luck Point's {bonus:+d} dice (counted once, by the luck); asked
    about where it is not; else None."""
    at = next((c for c in request.reading if c.kind == "luck"), None)
    if at is None:
        return None
    inside = _BONUS_SAID.search(at.note or "")  # "a Luck Point (+3": the number read with the Luck Point
    if inside is not None:
        words, amount = inside.group(1), int(inside.group(1).replace(" ", ""))
    elif said := numbers_beside(request, at, _LUCK_NUMBER, own=bonus):
        words, amount = said[0][0].text, said[0][1]
    else:
        return None
    if amount != bonus:
        raise RulesError(f"'{at.text}' and '{words}': a Luck Point spent before the roll is {bonus:+d} dice in FS3. "
                         f"Is the {amount:+d} that, or a modifier of its own? Say '{at.text}' alone for {bonus:+d}, "
                         "or say the other number apart from it (e.g. 'and the GM gives +1').")
    return words


def plan_opponent(request: RollRequest, party: Party, actor: Roller, profile: str) -> Roller | None:
    side: Side | None = request.opponent
    if side is None:
        return None
    if side.dice_count is not None and side.name is None:  # "vs 3 dice": a pool of that size, nothing added
        roller = Roller(f"{side.dice_count} dice", None, None, "dice", side.dice_count,
                        f"{side.dice_count} dice, as the phrase says: no skill.")
        roller.attribute_text = "None: the number of dice was given."
        roller.faces = side.faces
        return roller
    if side.adhoc:  # "vs a thug rated 3", "vs Goon/3": someone named only in the phrase
        return _adhoc(side, request, profile)
    name = side.name or (request.target if side.rating is None else None)
    if side.rating is not None and name is None:
        roller = _rated(f"NPC (rating {side.rating})", side, profile)
        roller.faces = side.faces  # "vs 3 who rolled 6 7 8 1 2": the other side's own dice
        return roller
    if name is None:
        raise RulesError("Who rolls against you? Name them or give an NPC rating, e.g. 'Melee vs Mavros' or 'vs 3'.")
    person = party.find(name)
    if person is None:
        raise RulesError(f"There is no character named {name!r} to roll against.")
    if actor.person is not None and person.name == actor.person.name:
        raise RulesError(f"{person.name} rolls this and can't also roll against it: who is the other side?")
    faces = side.faces if side.faces is not None else request.faces_by.get(person.name)
    if isinstance(person, NPC):
        rating = side.rating if side.rating is not None else npc_of(person).rating
        if rating is None:
            raise RulesError(f"{person.name} has no FS3 rating in the party file; say one, e.g. 'vs {person.name} 3'.")
        written = None if side.written and side.written.islower() and _bare(side.written) == _bare(person.name) \
            else side.written  # ('vs courier', typed with no capital: the courier, as the party file spells it)
        roller = plan_numeric(written or person.name, person, rating, npc=True, profile=profile)
    else:
        if side.skill:  # "Melee vs Melee"
            wanted = RollRequest(skill=side.skill, abilities=(side.attribute,) if side.attribute else ())
        elif side.attribute:  # "Persuade vs Wits": the defender's attribute alone
            wanted = RollRequest(abilities=(side.attribute,))
        elif actor.kind == "attribute" and actor.skill:
            wanted = RollRequest(abilities=(actor.skill,))
        elif actor.skill:  # "Melee vs Mavros": both roll the same skill
            wanted = RollRequest(skill=actor.skill)
        else:
            raise RulesError(f"Which skill does {person.name} roll? Say e.g. 'Melee vs {person.name}'.", asks=True,
                             missing="skill", allowed=list(content().covers))
        roller = plan_skill(wanted, person, person.name, profile)
        if side.rating is not None and side.rating != roller.skill_dice:  # "vs Mavros's Melee 2", his sheet says 3
            raise RulesError(f"{person.name}'s {roller.skill} is {roller.skill_dice} by the sheet; the phrase says "
                             f"{side.rating}. Which is it? Leave the number out to roll the sheet's, or say "
                             f"'vs {side.rating}' for a side of that rating.", asks=True, missing="rating",
                             allowed=[str(roller.skill_dice), str(side.rating)])
        if side.modifier:
            roller.mods.append(("their modifier", side.modifier))
    roller.faces = faces
    roller.said = request.said_by.get(person.name) if side.faces is None else None
    return roller


def _adhoc(side: Side, request: RollRequest, profile: str) -> Roller:
    """An opponent named only in the phrase rolls like an NPC of the stated rating (N + 2 dice), or the stated dice."""
    name = side.name or "the opponent"
    faces = side.faces if side.faces is not None else request.faces_by.get(name)
    if side.rating is None and side.dice_count is None and faces is not None:
        roller = Roller(name, None, None, "dice", len(faces),
                        f"{len(faces)} dice for {name}: as many as their dice said. No rating given.")
        roller.attribute_text = "None: their dice were given."
        roller.faces = faces
        return roller
    if side.rating is None and side.dice_count is None:
        raise RulesError(f"How good is {name}? Give a rating or dice, e.g. 'vs {name} rated 3' or 'vs {name}/3'.")
    if side.rating is None:
        roller = Roller(name, None, None, "dice", side.dice_count or 0,
                        f"{side.dice_count} dice for {name}, as the phrase says: no skill.")
        roller.attribute_text = "None: the number of dice was given."
    else:
        roller = _rated(name, side, profile)
    roller.faces = side.faces if side.faces is not None else request.faces_by.get(name)
    roller.said = request.said_by.get(name) if side.faces is None else None
    return roller


def _rated(name: str, side: Side, profile: str) -> Roller:
    """An NPC side of a stated rating (N + 2 dice), with its own modifier where the profile allows one."""
    if side.modifier and profile == "aresmush":
        raise RulesError(f"Use a number for an NPC skill, like {side.rating} (profile aresmush takes no modifier "
                         f"on an NPC's number).")
    roller = plan_numeric(name, None, side.rating or 0, npc=True, profile=profile)
    if side.modifier:
        roller.mods.append(("the NPC's own modifier", side.modifier))
    return roller


def plan_helpers(request: RollRequest, party: Party, actor: Roller, profile: str) -> list[Helper]:
    if len(request.helpers) > MAX_HELPERS:
        raise RulesError(f"At most 3 characters work together: the leader and {MAX_HELPERS} assisting "
                         f"({len(request.helpers)} assistants named).")
    helpers = []
    for side in request.helpers:
        person = party.find(side.name) if side.name else None
        if person is not None and actor.person is not None and person.name == actor.person.name:
            raise RulesError(f"{person.name} leads this roll and can't also assist it.")
        if side.level is not None:
            helpers.append(Helper(side.name or "a helper", side.level, said=_assist_said(request, actor, side)))
            continue
        if not isinstance(person, Character):
            raise RulesError(f"Load {side.name}'s sheet to roll the assist, or say the result, e.g. "
                             f"'{side.name} assists with a Good Success'.")
        if actor.skill is None:
            raise RulesError("A number roll has no skill for helpers to roll: say their results instead.")
        wanted = RollRequest(skill=actor.skill) if actor.kind != "attribute" else RollRequest(abilities=(actor.skill,))
        roller = plan_skill(wanted, person, person.name, profile)
        roller.faces, roller.said = request.faces_by.get(person.name), request.said_by.get(person.name)
        helpers.append(Helper(person.name, None, roller))
    _together_said(request, actor, helpers)
    return helpers


def _together_said(request: RollRequest, actor: Roller, helpers: list[Helper]) -> None:
    """The dice of two stated assists said added up after the last of them ('Corwin got a Success and Anneke got a
    Good Success, so +3?'): the teamwork's own, counted once (the typed modifier is taken off the actor's); asked
    about where the levels do not make it."""
    if len(helpers) < 2 or any(h.level is None or h.said for h in helpers):
        return
    said = [c for c in request.reading if c.kind == "helper"]
    if not said:
        return
    at = max(said, key=lambda c: c.end)
    beside = [n for n in numbers_beside(request, at, _CUE_NUMBER) if n[0].start >= at.end]
    if not beside:
        return
    words, amount = beside[0][0].text, beside[0][1]
    total = sum(ASSIST[h.level] for h in helpers if h.level is not None)
    if amount != total:
        shown = " and ".join(f"a {h.level} ({ASSIST[h.level or '']:+d})" for h in helpers)
        raise RulesError(f"'{words}' after the assists: {shown} give {total:+d} dice together in FS3. Is the "
                         f"{amount:+d} that, or a modifier of its own? Say the assists alone for {total:+d}, or say "
                         "the other number apart from them (e.g. 'and the GM gives +1').")
    typed = next((i for i, (why, n) in enumerate(actor.mods) if why == "as typed" and n == amount), None)
    if typed is not None:
        del actor.mods[typed]
        helpers[-1].said = f"{words} for the assists together"


# After an assist's level, the roll it was may be named before its number ('got a Good Success on her assist roll, so
# +2'), then the words _CUE_NUMBER allows.
_ASSIST_NUMBER = re.compile(r"(?:\s+(?:on|with|from)\s+(?:her|his|their|the|my|its)\s+(?:own\s+)?(?:assist|assisting|"
                            r"help)(?:\s+roll)?)?" + _CUE_NUMBER.pattern, re.IGNORECASE)


def _named_helper(request: RollRequest, clause: Clause) -> bool:
    """Whether a helper clause names a helper of the request (a second helper), not the level of the one before."""
    return any(h.name and h.name.lower() in clause.text.lower() for h in request.helpers)


def _assist_said(request: RollRequest, actor: Roller, side: Side) -> str | None:
    """The dice of an assist's stated level said right after it ('Rook assisted with a Good Success (+2)'): the
    assist's own, counted once by the teamwork (the typed modifier is taken off the actor's); asked about where it
    is not the level's; else None."""
    at = next((c for c in request.reading if c.kind == "helper" and side.name and side.name.lower() in c.text.lower()),
              None)
    if at is not None:  # 'Yara assists and got a Good Success ...': the level said after the name is where it ends
        after = request.reading[request.reading.index(at) + 1 :]
        at = after[0] if after and after[0].kind == "helper" and not _named_helper(request, after[0]) else at
    own = ASSIST[side.level] if side.level is not None else 0
    said = numbers_beside(request, at, _ASSIST_NUMBER, own=own) if at is not None else []
    if not said or side.level is None:
        return None
    words, amount = said[0][0].text, said[0][1]
    if amount != ASSIST[side.level]:
        raise RulesError(f"'{at.text}' and '{words}': a {side.level} assist is {ASSIST[side.level]:+d} dice in "  # type: ignore[union-attr]
                         f"FS3. Is the {amount:+d} that, or a modifier of its own? Say the assist alone for "
                         f"{ASSIST[side.level]:+d}, or say the other number apart from it (e.g. 'and the GM gives +1').")
    typed = next((i for i, (why, n) in enumerate(actor.mods) if why == "as typed" and n == amount), None)
    if typed is None:
        return None
    del actor.mods[typed]
    return words


def check_luck(person: Character | NPC | None, party: Party, table: Table) -> None:
    if not isinstance(person, Character):
        raise RulesError("Only characters with a sheet have Luck Points to spend.")
    if table.amount(party, person.name, "luck") < 1:
        raise RulesError(f"{person.name} has no Luck Point to spend (a spend needs 1 whole point).")


def check_ceiling(pool: int, profile: str) -> None:
    if pool > MAX_POOL and profile == "rules":
        raise RulesError(f"That is {pool} dice; FS3 rolls at most {MAX_POOL} dice. Ask for fewer (a smaller number, "
                         "rating or modifier), or use --profile aresmush, where more than 30 dice is fifteen 8s.")


def _bare(name: str) -> str:
    """A name as compared with another's: any case, without the article ('the courier', 'Courier')."""
    low = name.lower()
    return low[4:] if low.startswith("the ") else low

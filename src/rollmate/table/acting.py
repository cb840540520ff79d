"""Who acts in a roll request: the seat's character when the phrase names no one, and a question when the one
named person is the one acting (shared by the chat, the page and the one-shot roller)."""

from __future__ import annotations

import re
from dataclasses import replace

from rollmate.errors import RulesError
from rollmate.grammar.letter import signer
from rollmate.grammar.speech import ACTED_ON_PREFIX
from rollmate.rules.records import changed
from rollmate.rules.request import Clause, RollRequest
from rollmate.rules.sheets import NPC, Character, Party
from rollmate.rules.spoken import refused

SEAT_NAMED_NOTE = "the seat's own character, named in the third person: acts"
ASIDE_NOTE = "the one who rolls, named again in an aside in brackets"
ASKED_NOTE = "the one who rolls, named again as the one asked to do it"
PRONOUN_ACTS_NOTE = "named as the one a later 'he', 'she' or 'they' stands for: acts"


def acting(party: Party, seat: str | None, request: RollRequest) -> RollRequest:
    """The request with the seat's character acting when the phrase names no one else. A phrase whose one named
    person is the one acting ('help kit out' typed at Kit's seat) is asked about rather than read as Kit acting on
    Kit: most likely someone else does it, and rollmate would be guessing who. A game whose GM's characters never
    roll says so there too (its [refuse] table's 'acted_on': 'the Bluecoat stabs Cross' at Cross's seat). A letter
    signed with a character's name and naming no one who acts is asked about away from that character's seat."""
    resisting = party.find(request.target) if request.actor is None and request.target and any(
        c.key == "resist" for c in request.cues) else None
    if isinstance(resisting, Character):  # "Something is trying to climb into Corvin. He resists the possession":
        request = changed(request, actor=resisting.name, target=None)  # the one it is done to resists it
    if request.actor is None:
        _signed(party, seat, request)
        _acted_on_at_their_seat(party, seat, request)
    if request.actor is None:
        request = _said_as_seat(party, seat, request)
    if request.actor is None:
        _no_one_dropped(party, seat, request)
    if seat and request.actor is None:
        request = changed(request, actor=seat)
        own = next((name for name in request.faces_by if name.casefold() == seat.casefold()), None)
        if own is not None and request.dice is None:  # "... Dunstan: 3d6 (5, 3, 2)" posted at Dunstan's seat
            request = changed(request, dice=request.faces_by[own], dice_said=request.said_by.get(own),
                              faces_by={n: v for n, v in request.faces_by.items() if n != own})
    actor = party.find(request.actor) if request.actor else None
    if actor is not None and request.target and party.find(request.target) is actor:
        request = _said_again(actor, request)  # "(table 12, Ingrid) the muscle swings": the roller named again
    if actor is not None and request.target and party.find(request.target) is actor:
        said = f"'{request.target}' is {actor.name}, who would be acting on themself here."
        answer = refused(actor.system).get("acted_on")  # a game whose GM's characters never roll says so
        if answer is not None:
            raise RulesError(f"{said} {answer.format(name=actor.name)} If a player character does it, start the "
                             f"line with their name and a colon.")
        raise RulesError(f"{said} Who does it? Start the line with their name and a colon, or play as them.")
    return request


# A word right before a name that makes the name one acted on or had, not one who acts ("first aid on Dax", "hit
# Mavros"): a preposition, or a verb's object after a verb said of the roller.
_ACTED_ON = re.compile(r"(?i)(?:\b(?:on|at|to|with|for|from|past|against|of|beside|behind|toward|towards|after|by|"
                       r"into|onto|over|under|around|near|help|helps|helping|heal|heals|patch|patches|hit|hits|"
                       r"shoot|shoots|save|saves|cover|covers|protect|protects)|[A-Za-z]+(?:s|ed|ing))\s+$")
_FIRST_PERSON = re.compile(r"(?i)(?<![\w'’])(?:i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|i’ll|me|my|mine|we|our|us)(?![\w'’])")


def _no_one_dropped(party: Party, seat: str | None, request: RollRequest) -> None:
    """A post naming another player character whom the reading left out, where no one is read as acting and the
    writer never says 'I' ('Mira goes aggro on the guard, 4 5' at Kit's seat, Mira unread): the seat's character
    would roll for a post about someone else. Asked, never rolled silently. A name in a part the reading took as the
    scene, in another person's words, or at the name's own seat is left alone."""
    own = party.find(seat) if seat else None
    if own is None or _FIRST_PERSON.search(request.text):
        return
    placed = [(c.start, c.end) for c in request.reading]
    sides = [party.find(name) for name in (request.target, *(side.name for side in (request.opponent, *request.helpers)
                                                             if side is not None), *request.faces_by) if name]
    for person in party.characters:
        if person is own or any(person is side for side in sides):
            continue
        words = {person.name, *person.aka, *(w for w in person.name.split() if len(w) >= 3 and w[:1].isupper())}
        for name in sorted(words, key=len, reverse=True):
            for found in re.finditer(rf"(?<![\w'’]){re.escape(name)}(?![\w’'])", request.text):
                where = (found.start(), found.end())
                if not any(a < where[1] and where[0] < b for a, b in placed) \
                        and not _ACTED_ON.search(request.text[: found.start()]):
                    raise RulesError(f"Does {person.name} roll here? The post names {name} (column {found.start() + 1}) "
                                     f"but says no one else who acts: start the line with who acts and a colon, e.g. "
                                     f"'{person.name}: ...', or play as them.")


def _said_again(actor: Character | NPC, request: RollRequest) -> RollRequest:
    """The one acted on, who is the one acting, named in an aside in brackets ('pregen 2 tries to convince the guard
    (yes I know Rafa's terrible at this)') or as the one asked to do the deed ('asks Knocker to crate lot 40: roll
    Tobias/Crating'): said of, never acted on; the reading says so. Else the request as it is."""
    from rollmate.grammar.said_again import asked_to_act, named_in_aside  # the phrase reader: loaded with a phrase

    names = (actor.name, *actor.aka)
    span, note = named_in_aside(request.text, names), ASIDE_NOTE
    if span is None:
        span, note = asked_to_act(request.text, names), ASKED_NOTE
    if span is None:
        return request
    said = Clause(kind="speaker", text=request.text[span[0] : span[1]], start=span[0], end=span[1], note=note)
    return changed(request, target=None, reading=(*request.reading, said))


def _said_as_seat(party: Party, seat: str | None, request: RollRequest) -> RollRequest:
    """A name said in the third person as the one who acts, where nothing else says who does ('I think Tam would
    sneak ... I got 6 2', 'can Oduya use her luck? ... rolled 1 1'): at that character's own seat (by name or by a
    name the sheet gives as aka) it is the seat's character, and the writer's 'I' is the same person. Elsewhere it is
    read as before, as the one the seat's character acts on, where nothing else is; with someone else acted on too,
    who acts is asked."""
    from rollmate.grammar.action_words import NAMED_SUBJECT_NOTE  # the phrase reader: loaded with a phrase only

    said = next((c for c in request.reading if c.kind == "speaker" and (c.note or "").startswith(NAMED_SUBJECT_NOTE)),
                None)
    if said is None:
        return _subject_at_seat(party, seat, request)
    whole = (said.note or "").removeprefix(NAMED_SUBJECT_NOTE).removeprefix(": ")  # the name the typed words stand
    who, own = party.find(whole or said.text), party.find(seat) if seat else None  # for ("Bram's": Bram Tulley)
    if who is not None and who is own:
        reading = tuple(replace(c, used=True, note=SEAT_NAMED_NOTE) if c is said else c for c in request.reading)
        return changed(request, reading=reading)
    named = who.name if who is not None else said.text
    if who is not None and request.target is None and _pronoun_does_next(request.text, said.end):
        reading = tuple(replace(c, used=True, note=PRONOUN_ACTS_NOTE) if c is said else c for c in request.reading)
        return changed(request, actor=who.name, reading=reading)  # "Sat-Nav's still wounded from Tuesday, and she
        # takes a single shot": the one person named, and a pronoun opening the next clause with what it does
    if request.target is None or request.target == named:
        reading = tuple(replace(c, kind="target", used=True, note=None) if c is said else c for c in request.reading)
        return changed(request, target=named, reading=reading)
    raise RulesError(f"Who acts: {named}, or {own.name if own else 'you'} with {request.target}? Start the line with "
                     f"who acts and a colon, e.g. '{named}: ...'.")


def _pronoun_does_next(text: str, end: int) -> bool:
    """Whether a later clause or sentence after `end` (the named one's end) opens with 'he', 'she' or 'they' and what
    that one does ('..., and she takes a single shot', '. He slips past'): the pronoun stands for the one named."""
    from rollmate.grammar.action_words import does_next

    said = _PRONOUN_OPENS.search(text, end)
    return said is not None and does_next(text, said.end())


# A subject pronoun opening a clause or a sentence.
_PRONOUN_OPENS = re.compile(r"(?i)(?:[.!?]+[\s\"”]+|[;,—–]\s*(?:(?:and|but|so|then)\s+)?|\s(?:and|but|so|then)\s+)(?:he|she|they)\b")


def _subject_at_seat(party: Party, seat: str | None, request: RollRequest) -> RollRequest:
    """'can Bellamy resist that? ... rolled 5 3 2 1' at Bellamy's seat, where the reader took Bellamy for the one
    acted on: said as a subject (action_words.said_as_subject), Bellamy acts."""
    from rollmate.grammar.action_words import said_as_subject

    own = party.find(seat) if seat else None
    if own is None or not request.target or party.find(request.target) is not own:
        return request
    for name in sorted((own.name, *own.aka), key=len, reverse=True):
        for found in re.finditer(rf"(?i)(?<![\w'’]){re.escape(name)}(?:['’]s)?(?![\w'’])", request.text):
            if said_as_subject(request.text, found.start(), found.end()):
                said = Clause(kind="speaker", text=found.group(), start=found.start(), end=found.end(),
                              note=SEAT_NAMED_NOTE)
                return changed(request, target=None, reading=(said, *request.reading))
    return request


def _acted_on_at_their_seat(party: Party, seat: str | None, request: RollRequest) -> None:
    """'Zoe shouts after him. He guns the engine' at Zoe's seat: 'he' is the one Zoe acted on, so not Zoe, and no
    one else is named; asked, never rolled as Zoe."""
    opener = next((c.text for c in request.reading if c.note and c.note.startswith(ACTED_ON_PREFIX)), None)
    who = party.find(opener) if opener else None
    if seat and who is not None and party.find(seat) is who:
        raise RulesError(f"Who acts after {who.name}? The one {who.name} acts on does it, and that is someone else: "
                         f"start the line with their name and a colon.")


def _signed(party: Party, seat: str | None, request: RollRequest) -> None:
    """A letter that names no one acting, signed with a character's name ('..., I slip past the guard. Yours, Dex'):
    its 'I' may be Dex writing, or a player who shares the name. Asked about unless Dex sits at the seat."""
    sign_off = next((c.text for c in request.reading if c.kind == "sign-off"), None)
    name = signer(sign_off) if sign_off is not None else None
    who = party.find(name) if name else None
    if who is not None and (seat is None or party.find(seat) is not who):
        raise RulesError(f"This letter is signed '{name}', and {who.name} is a character here: does {who.name} act? "
                         f"Start the line with who acts and a colon, e.g. '{who.name}: ...', or play as them.")

"""A post that tells of several characters at once, one of whom rolls: who rolls is the one the roll's clause is of
(the subject of the clause that holds the dice or the skill, trick, stat or move named, or the one a pronoun there
points back to); the other characters' deeds are the scene, shown as not used. Where that is not settled (a pronoun
after two people acting), it is asked, naming them; never the seat, never the first name."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fist", "fs3", "blades",
                                                                              "pbta")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}
NOTE = "another character's deed in the post: the scene around the roll, not rolled"


@pytest.mark.parametrize(("game", "phrase", "actor", "field", "value"), [
    # the roll's clause after others' deeds in one sentence
    ("fist", "Ripper checks the map for 3 exits while Vex stares the sentry down (FORCEFUL). 6 2", "Vex",
     "abilities", ("Forceful",)),
    # the stat named fits only the deed of the one after 'as' (kicking is Forceful's)
    ("fist", "Ripper kicks the door in as Jonesy opens fire, Reflexive, 2 and 1", "Jonesy", "abilities",
     ("Reflexive",)),
    ("fist", "Jonesy whistles, Ripper paces by the 2 trucks, and Vex sneaks into the depot - REFLEXIVE, 4 and 1",
     "Vex", "abilities", ("Reflexive",)),
    ("fs3", "Zoe counts the 7 crates, Tug stretches by the fire, and Elodie brawls with the goon. Melee, 2 6 8 1",
     "Elodie", "skill", "Melee"),
    ("fs3", "Zoe naps and Tug hums to himself. Nemesis arm-wrestles the goon, Melee: 7 2 1 8 3 5 6", "Nemesis",
     "skill", "Melee"),
    # the roller by a name said with a comma after it, others' deeds before
    ("fist", "Jonesy drags Vex behind the car. Ripper, one eye swollen shut, returns fire: REFLEXIVE, 5 5", "Ripper",
     "abilities", ("Reflexive",)),
    # the roller as 'I', others' deeds before; and others' states ('Kit's asleep')
    ("pbta", "Sable's out cold and Boone has the rifle on the gate. I floor it through the fence, +cool, 4 4", None,
     "abilities", ("Cool",)),
    # the roller after 'while', others holding someone down
    ("pbta", "Kit and Boone hold him down while Sable rolls +weird, 5 and 2", "Sable", "abilities", ("Weird",)),
    # a pronoun after one person's deed, two others acting a sentence before
    ("blades", "Cross and Thorn argue about the coin. Nyx ignores them; she studies the ghost door, risky, 6 2", "Nyx",
     "verbs", ("Study",)),
    # another's state said with a stat's word as English says it ('hard to spot'): no rules word of theirs
    ("pbta", "Boone is hard to spot in the smoke, and Sable rolls +weird, 5 and 2", "Sable", "abilities", ("Weird",)),
    ("pbta", "Boone's cool as ice and hard to read; Sable rolls +weird, 5 and 2", "Sable", "abilities", ("Weird",)),
])
def test_the_roll_is_the_deed_that_holds_it(game: str, phrase: str, actor: str | None, field: str,
                                            value: object) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, getattr(request, field)) == (actor, value)
    assert any(c.note == NOTE and not c.used for c in request.reading)


def test_who_opens_the_post_spending_and_acting_rolls() -> None:
    """'Vex goes all in with 2 war dice and shoves ...': the one spending does the roll's deed; 'Vex adds her war
    die to my roll' stays the seat's."""
    request = parse("Vex goes all in with 2 war dice and shoves the guard, FRC, 1 2, war dice 3 4", VOCAB["fist"])
    assert request.actor == "Vex"
    assert parse("Vex adds her war die to my roll, FRC, 1 2, war die 3", VOCAB["fist"]).actor is None


@pytest.mark.parametrize(("game", "phrase", "names"), [
    ("blades", "Cross and Thorn reach the gate; she picks the lock, 5 3", ("Cross", "Thorn")),
    ("fs3", "Zoe and Elodie both run for the console; she tries Technician, 6 2 3 4 5", ("Zoe", "Elodie")),
    ("fist", "Ripper and Vex go for the rooftop while Jonesy waits below; she sneaks past the drone, REFLEXIVE, 3 3",
     ("Ripper", "Vex", "Jonesy")),
])
def test_a_pronoun_after_two_acting_is_asked(game: str, phrase: str, names: tuple[str, ...]) -> None:
    with pytest.raises(PhraseError) as raised:
        parse(phrase, VOCAB[game])
    message = str(raised.value)
    assert "she" in message
    assert all(name in message for name in names)


@pytest.mark.parametrize(("game", "phrase"), [
    ("fist", "Ripper kicks the door (4 5) and Vex hacks the terminal, 6 2"),  # two rolls with dice
    ("fs3", "Zoe and Tug climb the fence. Athletics, 6 2 3 4 5"),  # two people do the roll's deed
    # the stat named fits the deed of each: ducking and opening fire both may be Reflexive
    ("fist", "Ripper ducks behind cover as Jonesy opens fire, Reflexive, 2 and 1"),
    ("fist", "Jonesy opens fire while Ripper ducks behind cover, Reflexive, 2 and 1"),
])
def test_two_in_the_roll_stay_asked(game: str, phrase: str) -> None:
    with pytest.raises(PhraseError):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    # the player's "I" that only tells the dice of the deed told (a letter, a chat): no deed of another
    ("fist", "Dear Referee, Vex shall slip past the sentry. I am pleased to report the dice showed a 6 and a 5. "
             "Warmly, Pat", "Vex"),
    ("blades", "Dear GM, Thorn shall attune to the shrine's spirit. Having planned it, I believe you said controlled. "
               "The dice came up four, two and one. Yours, Sam", "Thorn"),
    ("fist", "i reckon i got 2 and 4?? ripper kicks the door in", None),  # the seat's, ripper's deed not blanked
    # the verb that puts a die in is the table's, not the scene's ("I'll toss a war die in")
    ("fist", "Vex wants to talk the guard down. I'll toss a war die in as well. Got 3 and 4, war die 5", "Vex"),
    # an "I" in what a character says aloud is no deed of the post
    ("fist", "Ripper leans over the counter. \"Open it, and I'll forget your face.\" FORCEFUL, 5 and 2", "Ripper"),
    # 'me' alone, beside the GM's character voiced, is no one acting ("me, doing the voice")
    ("fist", "Director Hale (me, hamming it up) asks for Jonesy's pass. Jonesy lies through his teeth, 5 and 1",
     "Jonesy"),
])
def test_the_player_telling_the_dice_is_no_other_deed(game: str, phrase: str, actor: str | None) -> None:
    request = parse(phrase, VOCAB[game])
    assert request.actor == actor
    assert not any(c.note == NOTE for c in request.reading)


def test_a_die_put_in_by_another_is_help_not_their_roll() -> None:
    """'Vex throws her war die in': a die given to the roll (help), read as typed: never Vex's roll with Jonesy's deed
    blanked (the reader may ask whether Vex acts too)."""
    phrase = ("Jonesy kicks the door while Vex watches the street. ((FORCEFUL; Vex throws her war die in. Base 3 and 4, "
              "war die 2))")
    try:
        request = parse(phrase, VOCAB["fist"])
    except PhraseError as error:
        assert "Vex" in str(error)
        return
    assert request.actor != "Vex"
    assert not any(c.note == NOTE for c in request.reading)


@pytest.mark.parametrize(("phrase", "actor"), [
    ("ripper jimmies the door — scratch that, vex does it, she's got the crowbar. FORCEFUL, 3 4", "Vex"),
    ("jonesy hotwires the van - no wait, scratch that, ripper does it, he's the driver. TACTICAL 2 5", "Ripper"),
])
def test_who_acts_corrected_is_no_second_deed(phrase: str, actor: str) -> None:
    """'X does it - scratch that, Y does it, she's ...': the correction says who acts; the one taken back is no other
    character's deed, and the pronoun after is not asked about as if two acted."""
    assert parse(phrase, VOCAB["fist"]).actor == actor

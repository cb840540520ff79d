"""A roll written as a letter to the GM: its greeting ('Dear Referee,') and sign-off ('Kind regards, Harold') are
the letter's frame, never the scene's people; the name signed is the writer's. A name that goes on to act with a
modal ('Thorn shall prowl', 'Nyx will climb') after an opening clause acts, and so does one the writer bids act
('I should like Zoe to climb'); one nobody has there is asked about, never dropped for the seat's character."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES, roll

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.grammar.letter import framed, signer
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system
from rollmate.table.session import reply, start

PARTIES = {game: load_party([EXAMPLES / f"{game}_party.toml"]) for game in ("ghostburn", "fs3", "pbta", "blades", "fist")}
VOCAB = {game: get_system(game).vocabulary(party) for game, party in PARTIES.items()}


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("blades", "Dear Referee, Thorn shall prowl along the rooftops to the chimney. Dice: 5, 2. Kind regards, Harold",
     "Thorn", (5, 2)),
    ("fs3", "My dear GM: Zoe will climb the drainpipe to the roof. 6 2 3. Most sincerely yours, Agnes", "Zoe", (6, 2, 3)),
    ("ghostburn", "Dearest Keeper, Dex shall hack the camera above the loading bay. 4 and 6. Fondly, Ivy",
     "Dex", (4, 6)),
    ("pbta", "Dear all, Boone shall read the sitch at the ferry landing, 3 and 5. All the best, Tom", "Boone", (3, 5)),
])
def test_the_letters_greeting_and_sign_off_are_not_the_scene(game: str, phrase: str, actor: str,
                                                             dice: tuple[int, ...]) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.target, request.dice) == (actor, None, dice)
    frame = {c.kind: c for c in request.reading if c.kind in ("greeting", "sign-off")}
    assert set(frame) == {"greeting", "sign-off"} and not any(c.used for c in frame.values())


@pytest.mark.parametrize(("text", "signed"), [
    ("climb the wall, 4 5. I remain, as always, your devoted servant, Bertie", "Bertie"),
    ("climb the wall, 4 5. With all good wishes, Ivy Lane", "Ivy Lane"),
    ("climb the wall, 4 5. Yours ever, the Storyteller", "the Storyteller"),
    ("climb the wall, 4 5. Cheers, Tom.", "Tom"),
])
def test_a_sign_off_is_blanked_and_its_name_is_the_writer(text: str, signed: str) -> None:
    kept, frame = framed(text, lambda word: False)
    assert kept.startswith("climb the wall, 4 5.") and not kept[21:].strip() and len(kept) == len(text)
    assert [f.part for f in frame] == ["sign-off"] and signer(text[frame[0].start : frame[0].end]) == signed


@pytest.mark.parametrize("text", [
    "climb the wall, then run to Dex, 4 5",  # no words of closing: the scene's
    "I thank Vex for the lift, 4 5",
    "Dearly I want the wall climbed, 4 5",  # 'Dearly' greets no one
])
def test_words_that_close_no_letter_stay(text: str) -> None:
    assert framed(text, lambda word: False) == (text, ())


def test_thanks_to_a_character_is_no_signature() -> None:
    state = start(PARTIES["ghostburn"], "ghostburn", "rules", "Vex", seed=4)
    answer = reply(state, "I vault the railing, Wits Hard, 6 and 3. Cheers, Dex!")
    assert answer.records and answer.records[0].result.actor == "Vex", answer.text


def test_a_character_greeted_is_spoken_to() -> None:
    request = parse("Dear Nyx, roll Prowl for the climb. 4 2. Yours, the GM", VOCAB["blades"])
    assert request.actor == "Nyx"


def test_a_letter_signed_with_a_characters_name_asks_at_another_seat() -> None:
    """'Yours, Dex' under a letter in the first person: Dex may be who writes and acts; at Vex's seat that is asked,
    never read as Vex; at Dex's seat Dex rolls."""
    phrase = "Dear GM, I slip past the guard on the stair, Wits Hard. 5 and 5. Yours, Dex"
    asked = reply(start(PARTIES["ghostburn"], "ghostburn", "rules", "Vex", seed=4), phrase)
    assert not asked.records and "Dex" in asked.text
    rolled = reply(start(PARTIES["ghostburn"], "ghostburn", "rules", "Dex", seed=4), phrase)
    assert rolled.records and rolled.records[0].result.actor == "Dex", rolled.text


@pytest.mark.parametrize(("game", "phrase", "actor"), [
    # with a modal after an opening clause
    ("blades", "Once the lamps go out, Nyx shall prowl to the vault door. 4 2", "Nyx"),
    ("pbta", "Should the weather hold, Boone will read the sitch before dark, 3 5", "Boone"),
    ("blades", "If the Bluecoats allow it, Silas should roll Sway, 6 1", "Silas"),
    ("fs3", "As the deck lurches, Zoe must climb the rigging, 6 2 3", "Zoe"),
    ("blades", "Once the whispers begin, Nyx will resist the haunting. 4 2", "Nyx"),
    # bidden by the writer
    ("fs3", "Before the patrol returns, I would like Zoe to climb the wall, 6 2 3", "Zoe"),
    ("pbta", "Tonight I want Kit to charm the company, 6 2", "Kit"),
    ("blades", "If it please you, I'd like Silas to quietly prowl past the sentry, 4 4", "Silas"),
    ("fs3", "Zoe has never flown in a storm, but I would like her to take the controls. Piloting 6 2 3", "Zoe"),
    ("ghostburn", "Dex has had a long night, yet I want him to hack the lift's panel. 5 and 5", "Dex"),
    # after someone who only sets the scene, or is named in it
    ("fs3", "Mavros is waiting by the gate. I would like Zoe to climb the wall behind him. Athletics 6 2 3", "Zoe"),
    ("pbta", "At Old Marrow's wake I would like Kit to read the sitch, 3 4", "Kit"),
])
def test_a_name_that_goes_on_to_act_or_is_bidden_act_acts(game: str, phrase: str, actor: str) -> None:
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.target) == (actor, None)


@pytest.mark.parametrize(("game", "phrase", "name"), [
    ("fs3", "Before the patrol returns, I would like Harriet to climb the wall, 6 2 3", "Harriet"),
    ("pbta", "Tonight I want Lucius to charm the company, 6 2", "Lucius"),
    ("blades", "If it please you, I'd like Barnaby to prowl past the sentry, 4 4", "Barnaby"),
])
def test_a_name_nobody_has_that_the_writer_bids_act_is_asked_about(game: str, phrase: str, name: str) -> None:
    with pytest.raises(PhraseError, match=name):
        parse(phrase, VOCAB[game])


@pytest.mark.parametrize(("game", "phrase", "faces"), [
    ("ghostburn", "Vex vaults the counter, Wits Hard; both dice came up fours", (4, 4)),
    ("fist", "Jonesy braces the door, +FORCEFUL. Sadly both of them showed twos.", (2, 2)),
    ("pbta", "Kit reads the sitch, and the dice were both sixes", (6, 6)),
    ("ghostburn", "Dex climbs the fence, Wits Hard, both threes", (3, 3)),
])
def test_both_dice_showing_one_face_are_two_of_it(game: str, phrase: str, faces: tuple[int, ...]) -> None:
    assert parse(phrase, VOCAB[game]).dice == faces


@pytest.mark.parametrize(("game", "phrase", "word"), [
    ("ghostburn", "Vex vaults the counter, Wits Hard; the dice showed fours", "fours"),
    ("fs3", "Zoe climbs the drainpipe, Athletics, dice came up sixes", "sixes"),
    ("pbta", "Kit reads the sitch; my dice were ones, sadly", "ones"),
])
def test_a_face_said_in_the_plural_with_no_count_is_asked_about(game: str, phrase: str, word: str) -> None:
    """How many dice showed it is the count of dice: never guessed, never dropped for random dice."""
    with pytest.raises(PhraseError) as raised:
        parse(phrase, VOCAB[game])
    assert word in str(raised.value) or raised.value.column == phrase.index(word) + 1


@pytest.mark.parametrize(("phrase", "skill", "ability"), [
    ("Mavros sizes up the crate, Athletics+Wits rather than the usual Brawn, 6 2 3 4", "Athletics", "Wits"),
    ("Zoe guns the engine; Piloting with Perception instead of her Reflexes, please. 6 2 3", "Piloting", "Perception"),
    ("Mavros vaults the rail, Athletics+Reflexes in place of Brawn, 6 2 3 4", "Athletics", "Reflexes"),
    ("Zoe squints at the gauge; I take it this is Technician+Perception, 6 2 3", "Technician", "Perception"),
])
def test_an_attribute_a_roll_is_made_in_place_of_is_not_rolled(phrase: str, skill: str, ability: str) -> None:
    """The one replaced goes, shown as replaced; a rules word said after 'this is' is the roll named, never a thing."""
    request = parse(phrase, VOCAB["fs3"])
    assert (request.skill, request.abilities) == (skill, (ability,))
    assert not any(c.kind == "replaced" for c in request.reading) or any(
        c.kind == "replaced" and not c.used for c in request.reading)


@pytest.mark.parametrize(("game", "phrase", "actor", "dice"), [
    ("fist", "Jonesy shall brace the door, +FORCEFUL. I am sorry to report that I rolled a two and a three.",
     "Jonesy", (2, 3)),
    ("ghostburn", "Dex shall climb the fence, which I fear is rather high; Wits Hard. 4 and 6", "Dex", (4, 6)),
    ("ghostburn", "Vex sneaks past the guard, Wits Hard. I hardly dare say it, but the dice came up 2 and 3.",
     "Vex", (2, 3)),
    ("fs3", "Zoe shall climb the rigging, Athletics. I am pleased to say the dice came up 6, 2 and 3.", "Zoe",
     (6, 2, 3)),
    ("ghostburn", "Vex sneaks past the guard, Wits Hard; the dice, alas, showed 2 and 3", "Vex", (2, 3)),
    ("pbta", "Kit shall read the sitch, as you suggested last time. 3 5", "Kit", (3, 5)),
    ("fs3", "Zoe climbs the rigging, as discussed. Athletics 6 2 3", "Zoe", (6, 2, 3)),
])
def test_the_writers_own_remarks_are_the_frame_never_names(game: str, phrase: str, actor: str,
                                                           dice: tuple[int, ...]) -> None:
    """'I regret to report that', 'which I fear is', 'alas', 'as you suggested': the writer's belief, feeling or
    telling, never someone called 'regret' or 'suggested', and never the 'I' who acts."""
    request = parse(phrase, VOCAB[game])
    assert (request.actor, request.dice) == (actor, dice)


@pytest.mark.parametrize(("phrase", "position", "effect"), [
    ("Nyx shall prowl along the gutter; I believe you ruled it a desperate position. 4 2", "Desperate", "Standard"),
    ("Nyx shall prowl along the gutter, great effect as we agreed. 4 2", "Risky", "Great"),
    ("Nyx shall prowl along the gutter. I take it this is controlled, as you said. 4 2", "Controlled", "Standard"),
])
def test_a_rules_value_the_writer_states_in_a_remark_is_used(phrase: str, position: str, effect: str) -> None:
    result = roll(phrase, PARTIES["blades"], system="blades")
    assert (result.extra["blades"]["position"], result.extra["blades"]["effect"]) == (position, effect)
    assert any(c.kind == "position" and c.used for c in result.request.reading) or position == "Risky"


@pytest.mark.parametrize(("game", "phrase", "who"), [
    ("ghostburn", "Though she is wounded, Vex shall climb the fence, Wits Hard. 4 and 6", "actor"),
    ("ghostburn", "Dear GM, although he is wounded, Dex will search the office. 5 and 5", "actor"),
    ("ghostburn", "Since he is wounded, Dex climbs into the bouncer's van, Wits Hard. 4 and 6", "actor"),
])
def test_a_pronoun_in_an_opening_clause_is_the_name_said_after_it(game: str, phrase: str, who: str) -> None:
    """'Though he is Wounded, Ambrose shall search ...': the one 'he' stands for is named after it, in the clause
    the opening one leads into (an owner, 'the bouncer's van', is no one there); never the one acted on by default."""
    request = parse(phrase, VOCAB[game])
    assert [c.who for c in request.cues] == [who]


def test_a_pronoun_in_an_opening_clause_before_two_people_is_asked_about() -> None:
    with pytest.raises(PhraseError, match="Who is 'he'.*Vex or Dex"):
        parse("Because he is wounded, Vex carries Dex to the van, Wits Hard. 4 and 6", VOCAB["ghostburn"])



@pytest.mark.parametrize(("game", "phrase", "actor"), [
    ("blades", "As we have scouted the house, Nyx shall prowl to the back door. 4 2 1", "Nyx"),
    ("fs3", "Zoe climbs the rigging, Athletics, as I gather is usual. 6 2 3", "Zoe"),
    ("blades", "As the old lamp gutters out, Nyx shall prowl to the back door. 4 2 1", "Nyx"),
    ("pbta", "For the record: Kit read the sitch at the landing, 3 and 5", "Kit"),
])
def test_a_clause_opened_by_as_or_a_heading_names_no_one(game: str, phrase: str, actor: str) -> None:
    """'as we have scouted ...', 'as I gather is usual', 'As the lamps gutter out': a clause of its own, never 'as'
    someone; 'For the record:' heads the post."""
    assert parse(phrase, VOCAB[game]).actor == actor


def test_as_someone_nobody_has_is_still_asked_about() -> None:
    with pytest.raises(PhraseError, match="Duke"):
        parse("Nyx shall prowl past the gate, as the Duke. 4 2 1", VOCAB["blades"])

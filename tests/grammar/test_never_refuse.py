"""Ordinary words are never refused as typos: everyday nouns after a verb that decides the roll, and everyday verbs
whose roll the rules must ask about. A phrase resolves, or the rules ask which roll it is; the grammar never says
"I don't know the word 'lock'"."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError, RulesError
from rollmate.grammar import parse
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import load_party
from rollmate.rules.system import get_system

NOUNS = """
lock door gate window fence wall roof ladder stairs elevator hatch vent duct pipe cable wire fuse panel switch lever
button keypad terminal console server laptop tablet phone radio antenna satellite camera drone robot turret sensor
alarm siren beacon lantern torch flashlight candle lamp mirror painting statue vase crate barrel box bag suitcase
backpack wallet purse ledger journal letter envelope package parcel map blueprint contract passport badge keycard
ticket coin gem necklace ring bracelet watch crown sword knife dagger axe spear bow arrow rifle pistol shotgun
grenade bomb mine rope chain net hook anchor sail oar boat ship truck van car bike motorcycle train tram bus
helicopter plane jet rocket cart wagon horse dog cat rat bird snake spider wolf bear shark senator mayor judge clerk
banker merchant courier smuggler sailor soldier sergeant captain officer detective doctor nurse priest monk teacher
student child farmer miner hunter thief assassin spy hacker fixer dealer stranger crowd mob gang cop bartender
waiter chef cook janitor mechanic engineer scientist professor witness prisoner hostage bodyguard informant
architect tourist journalist reporter photographer singer dancer gambler bookie landlord tenant neighbour cousin
uncle aunt grandmother lawyer accountant pharmacist surgeon paramedic firefighter ranger trucker pilgrim nomad
river bridge tunnel sewer alley street road highway checkpoint border market harbour dock warehouse factory
mine tower castle temple church chapel crypt tomb cellar attic basement garage kitchen bathroom bedroom office lobby
vault safe cabinet drawer desk shelf bookcase table chair bench bed sofa carpet curtain rug blanket pillow
bottle glass cup mug plate bowl spoon fork pan pot kettle oven stove fridge freezer sink tap hose bucket broom mop
shovel spade hammer wrench screwdriver drill saw chisel nail screw bolt nut glue tape paint brush canvas paper
pen pencil ink book scroll tome manuscript poster flag banner sign billboard fountain well pond lake sea ocean
island cliff cave mountain hill valley forest jungle desert swamp field meadow garden orchard vineyard farm barn
stable kennel cage zoo circus carnival casino bank hotel motel hospital clinic school library museum gallery
theatre cinema stadium arena gym pool beach pier lighthouse station airport hangar runway bunker barracks armoury
""".split()

VERBS = """
juggle whistle knit bake fold paint sketch carve weld sew mend polish scrub sweep dust wash rinse peel chop slice
stir whisk pour brew ferment pickle smoke roast grill fry boil steam toast butter season garnish plate serve
tidy organise sort stack arrange label file archive catalogue index shelve pack unpack wrap unwrap tie untie knot
braid twist bend straighten flatten roll stretch squeeze pinch poke prod tap knock ring buzz hum sing chant recite
pray meditate bless curse wave nod shrug wink blink yawn sigh sneeze cough gasp giggle chuckle laugh weep sob howl
pet feed groom saddle herd milk shear plant water prune weed harvest rake plough sow dig bury unearth excavate
measure weigh count tally budget invest trade barter auction donate lend borrow rent lease mortgage insure audit
tutor lecture preach narrate translate transcribe dictate proofread edit publish print photocopy laminate staple
decorate furnish wallpaper varnish glaze tile plaster drywall insulate wire plumb renovate remodel landscape
""".split()

PARTIES = {name: load_party([EXAMPLES / f"{name}_party.toml"]) for name in ("ghostburn", "fist", "fs3", "pbta")}
# A verb each system reads at once, so the noun after it decides nothing and must never be refused.
FRAMES = {
    "ghostburn": ["shoot the {}, Hard", "sneak past the {}, Moderate", "climb onto the {}, Hard"],
    "fist": ["punch the {}", "sneak past the {}", "hotwire the {}"],
    "fs3": ["Melee, hit the {}", "Stealth, sneak past the {}", "Athletics, climb the {}"],
    "pbta": ["punch the {}", "sneak past the {}", "search the {}"],
}


def test_the_tables_are_large_enough() -> None:
    assert len(set(NOUNS)) >= 300 and len(set(VERBS)) >= 150


def refusals(system: str, phrases: list[str], *, questions_ok: bool, rules_ok: bool) -> list[str]:
    """Each phrase read and resolved; what was refused, and why. A question the rules ask (a tie they leave to the
    GM) passes when `questions_ok`; any other rules refusal ("a signature trick") when `rules_ok`. A grammar
    refusal never passes."""
    party = PARTIES[system]
    rules = get_system(system)
    vocabulary = rules.vocabulary(party)
    out = []
    for n, phrase in enumerate(phrases):
        try:
            rules.resolve(parse(phrase, vocabulary), party, RandomDice(n))
        except PhraseError as error:
            out.append(f"{phrase!r}: {error.message}")
        except RulesError as error:
            if not (rules_ok or (questions_ok and error.asks)):
                out.append(f"{phrase!r}: {error.message}")
    return out


@pytest.mark.parametrize("system", sorted(FRAMES))
def test_everyday_nouns_are_part_of_the_action(system: str) -> None:
    frames = FRAMES[system]
    phrases = [frames[n % len(frames)].format(noun) for n, noun in enumerate(sorted(set(NOUNS)))]
    refused = refusals(system, phrases, questions_ok=True, rules_ok=False)
    assert not refused, "\n".join(refused)


@pytest.mark.parametrize("system", sorted(FRAMES))
def test_everyday_verbs_are_asked_about_never_refused_as_typos(system: str) -> None:
    refused = refusals(system, [f"I {verb} the crate" for verb in sorted(set(VERBS))], questions_ok=True,
                       rules_ok=True)  # the rules' own answer ("Pickpocket is a signature trick ...") is no typo
    assert not refused, "\n".join(refused)

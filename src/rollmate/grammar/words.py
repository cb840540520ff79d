"""The English the grammar itself owns: keywords and their token types, number words, filler. Data, not code."""

from __future__ import annotations

from rollmate.grammar.drawn import DrawnOut

# The most a die of these games shows: a number past it is never one of the dice.
MOST_FACE = 10

# Words for a group that are a group's size only with a number after them ("a crew of 8"): "a bunch of keys", "the
# crew of the Nightjar" are things of the story, never asked how many.
COUNTED_ONLY_GROUPS = frozenset({"bunch", "team", "crew", "party"})
# Words the faces of a roll follow ("rolled 4", "dice: 3 5", "showing 6"): a number after one is a face.
FACES_FOLLOW = frozenset({"rolled", "rolls", "roll", "got", "dice", "die", "faces", "showing", "shows", "=", ":"})
# English the grammar itself owns: phrase -> token type. Longest match wins. The games' resources and what they are
# spent for are theirs (rules/spoken.py): the lexer reads them as RESOURCE and USE tokens.
KEYWORDS: dict[str, str] = {
    "roll": "ROLL", "rolls": "ROLL", "make a roll": "ROLL", "rolling": "ROLL",
    "rolled": "ROLLED", "got": "ROLLED", "threw": "ROLLED", "dice show": "ROLLED", "the dice show": "ROLLED", "the dice say": "ROLLED", "dice say": "ROLLED", "the dice said": "ROLLED", "what the dice say": "ROLLED", "see what the dice say": "ROLLED",
    "came up": "ROLLED", "come up": "ROLLED", "comes up": "ROLLED", "came up with": "ROLLED", "shows": "ROLLED",
    "turned up": "ROLLED", "turns up": "ROLLED", "turn up": "ROLLED",  # "the war die turned up a four"
    "showed": "ROLLED", "show": "ROLLED", "showing": "ROLLED", "gets": "ROLLED", "gets a": "ROLLED", "rolls a": "ROLLED", "rolled a": "ROLLED", "got a": "ROLLED",
    "on the dice": "ONDICE", "on my dice": "ONDICE", "on the die": "ONDICE", "on the roll": "ONDICE",
    "on dice": "ONDICE", "on dices": "ONDICE", "on the dices": "ONDICE", "on my dices": "ONDICE",
    "in the dice": "ONDICE", "in the dices": "ONDICE", "in my dice": "ONDICE", "in my dices": "ONDICE",
    "on your dice": "ONDICE", "on your die": "ONDICE", "on your roll": "ONDICE",  # the GM reading the roller's dice
    # what the dice gave, as players also say it: "I obtain 6 and 2", "result 3 and 5", "throw the dice: 4, 7"
    "obtain": "ROLLED", "obtains": "ROLLED", "obtained": "ROLLED",
    "scores": "ROLLED", "scored": "ROLLED", "scores a": "ROLLED", "scored a": "ROLLED",  # "scores a Good Success"
    "gives me": "GIVES", "give me": "GIVES", "gave me": "GIVES", "lends me": "GIVES", "lend me": "GIVES",
    "hands me": "GIVES", "passes me": "GIVES", "offers me": "GIVES", "lent me": "GIVES",
    "rated": "RATED", "rating": "RATED", "with a rating of": "RATED", "rating of": "RATED", "with rating": "RATED",
    "failed": "FAILED", "fails": "FAILED", "fail": "FAILED", "missed": "FAILED",
    "he": "PRONOUN", "she": "PRONOUN", "they": "PRONOUN",
    "dice": "DICE", "die": "DICE", "thrown dice": "DICE", "rolled dice": "DICE", "faces": "DICE", "dice were": "DICE", "dice are": "DICE", "die was": "DICE",
    "die is": "DICE", "dices": "DICE", "dices are": "DICE", "dices were": "DICE", "dice give": "DICE",
    "dice gives": "DICE", "dice gave": "DICE", "dices give": "DICE", "dices gives": "DICE", "dices gave": "DICE",
    "dices show": "DICE", "dices say": "DICE", "dice read": "DICE", "die read": "DICE", "die reads": "DICE", "result": "DICE", "results": "DICE", "result is": "DICE",
    "result was": "DICE", "results are": "DICE", "results were": "DICE", "throw the dice": "DICE",
    "throw the dices": "DICE", "throws the dice": "DICE", "throw my dice": "DICE", "throw dice": "DICE",
    "roll is": "DICE", "roll was": "DICE", "the roll is": "DICE", "the roll was": "DICE", "my roll is": "DICE",
    "my roll was": "DICE",
    "base": "DICE", "base dice": "DICE", "base roll": "DICE", "base dice were": "DICE", "base roll was": "DICE",
    # the verb without its agreement, as a second-language writer says it: "the dice is one and one", "dice come six
    # and six", "base dice is 2 and 1"
    "dice is": "DICE", "dices is": "DICE", "dice was": "DICE", "dices was": "DICE", "dice come": "DICE",
    "dice comes": "DICE", "dices come": "DICE", "dice come up": "DICE", "dice comes up": "DICE", "dice came up": "DICE",
    "base dice is": "DICE", "base dice are": "DICE",
    "spend": "SPEND", "spends": "SPEND", "spending": "SPEND", "use": "SPEND", "uses": "SPEND", "burn": "SPEND",
    "burns": "SPEND", "burning": "SPEND", "add": "SPEND", "adds": "SPEND", "adding": "SPEND", "throw in": "SPEND", "throws in": "SPEND",
    "throwing in": "SPEND", "threw in": "SPEND",
    "with": "WITH",
    "vs": "VS", "versus": "VS", "against": "VS", "opposed by": "VS", "v": "VS",
    "is": "IS", "are": "IS", "was": "IS", "at": "IS",
    "+": "PLUS", ":": "COLON", "as": "AS",
    "difficult is": "DL", "the difficult is": "DL", "difficult was": "DL",  # a false friend: "difficult is Severe"
    "dl": "DL", "difficulty": "DL", "difficulty level": "DL", "the dl": "DL", "the difficulty": "DL",
    "dc": "DL", "the dc": "DL",  # d20's "DC 20": a difficulty where the game has one, else refused as one
    "step": "STEP", "steps": "STEP", "notch": "STEP", "notches": "STEP",
    "raise": "RAISE", "raises": "RAISE", "raised": "RAISE", "increase": "RAISE", "harder": "RAISE", "up": "RAISE",
    "lower": "LOWER", "lowers": "LOWER", "lowered": "LOWER", "reduce": "LOWER", "easier": "LOWER", "drop": "LOWER",
    "down": "LOWER",
    # "one step more difficult", "a step more of difficulty" (a translation's), "two steps less difficult"
    "more difficult": "RAISE", "more of difficulty": "RAISE", "more difficulty": "RAISE",
    "less difficult": "LOWER", "less of difficulty": "LOWER", "less difficulty": "LOWER",
    "helped by": "HELPED", "with help from": "HELPED", "assisted by": "HELPED", "with the help of": "HELPED",
    "aided by": "HELPED", "with help of": "HELPED", "helpers": "HELPED",
    # help said as a noun, a sports word too ("and there's the assist from Brisk", "with an assist from Thorn")
    "an assist from": "HELPED", "the assist from": "HELPED", "with an assist from": "HELPED",
    "with the assist from": "HELPED", "with a hand from": "HELPED", "help from": "HELPED",
    "assists": "ASSISTS", "assist": "ASSISTS", "assisting": "ASSISTS",
    "using": "USING", "instead of": "USING",
    "bonus": "BONUS", "my bonus is": "BONUS", "total bonus": "BONUS",
    "advantage": "ADVANTAGE", "disadvantage": "DISADVANTAGE", "adv": "ADVANTAGE", "disadv": "DISADVANTAGE",
    # three dice said with the two kept ("3d6 keep worst two", "take the best two"): advantage or disadvantage where
    # the game has it, else asked about as one (a game's own rule of keeping one die, "take the lowest", is its cue)
    **{f"{verb}{the}{which} two": kind for kind, words in (("ADVANTAGE", ("best", "highest", "higher", "top")),
                                                            ("DISADVANTAGE", ("worst", "lowest", "lower", "bottom")))
       for which in words for the in (" ", " the ")
       for verb in ("keep", "keeps", "keeping", "kept", "take", "takes", "taking", "took", "keep only")},
    **{f"{verb} the two {which}": kind for kind, words in (("ADVANTAGE", ("best", "highest")),
                                                           ("DISADVANTAGE", ("worst", "lowest")))
       for which in words for verb in ("keep", "keeps", "keeping", "kept", "take", "takes", "taking", "took")},
    "upgraded": "UPGRADE", "upgrade": "UPGRADE", "downgraded": "DOWNGRADE", "downgrade": "DOWNGRADE",
    "a group of": "GROUPOF", "group of": "GROUPOF", "crowd of": "GROUPOF", "a crowd of": "GROUPOF",
    "gang of": "GROUPOF", "a gang of": "GROUPOF", "mob of": "GROUPOF", "a mob of": "GROUPOF", "pack of": "GROUPOF",
    "a pack of": "GROUPOF", "band of": "GROUPOF", "a band of": "GROUPOF",
    **{f"{a}{noun} of": "GROUPOF" for a in ("", "a ") for noun in (
        "squad", "horde", "swarm", "throng", "posse", "troop", "platoon", *(sorted(COUNTED_ONLY_GROUPS)))},
    "i'm": "SELF", "i am": "SELF", "im": "SELF", "while": "SELF", "while i'm": "SELF", "while i am": "SELF",
    "whilst": "SELF", "whilst i'm": "SELF", "whilst i am": "SELF",
    "i'm feeling": "SELF",
}

# Words that say someone helps the roll ("Zoe and Elodie help Tug", "Zoe flies the ship, Elodie helps", "Zoe helped
# with a Good Success").
HELPING = frozenset({"help", "helps", "helping", "helped", "assist", "assists", "assisting", "assisted", "aids",
                     "aided"})

# What someone gives a roll, said as a thing of theirs ("+1 forward from Vesper's help"): its giver is no one the roll
# is on.
HELP_NOUNS = frozenset({"help", "assist", "assistance", "aid", "backup", "support", "setup", "set-up", "blessing", "advice",
                        "encouragement", "guidance", "tip", "tips"})

# Verbs of the story that spend what is counted right after them ("throws her war die onto my roll", "puts his war
# die in", "I'll chuck a war die in", "is bunging in a luck point"); anywhere else they are the story's ("throws the
# grenade"). Base forms: a typed word is looked up in any form (grammar/raw.verb_bases).
# The one a thing is given to, said as a pronoun between the verb and the thing: "feeds him a line", "gives 'em a
# kick", "spins you a yarn".
GIVEN_TO = frozenset({"him", "her", "them", "'em", "em", "me", "us", "you"})
GIVING_VERBS = frozenset({"throw", "put", "toss", "chuck", "offer", "lend", "bung", "stick", "slap", "lob", "drop",
                          "add", "pitch"})

# Verbs of saying, in the third person: one who opens a post saying something ("Okafor swears he never saw it") is
# who a later roll on what was said is made on ("Juno watches his face to tell if he's lying").
SPEECH_VERBS = frozenset({"says", "swears", "promises", "claims", "insists", "tells", "lies", "boasts", "explains",
                          "argues", "pleads", "begs", "whispers", "shouts", "yells", "announces", "denies", "admits",
                          "assures", "vows", "mutters", "answers", "replies", "protests", "threatens", "offers"})

NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "once": 1, "twice": 2, "a": 1, "an": 1,
    # counts of the scene said in words, read where a rules number stands ("a group of twelve onlookers")
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "niner": 9,  # nine as a radio net says it ("six and niner")
}
# Words that count only what the rules count right after them ("dump both war dice", "both my luck points"): a
# number there; anywhere else a word of the story ("both guards").
RULES_COUNTS = {"both": 2}
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5}
# A die named by its place among the dice said ("the second die", "the last one"): its place, -1 for the last.
DIE_PLACES = {**ORDINALS, "last": -1}

# Words that carry no rules meaning anywhere; kept in the action text, never reported as unknown.
FILLER = set(
    """the a an my his her their its our your i we you he she they it them him me us this that these those some
    to into onto at on in with past from of for up down off out through over around across toward towards by
    let lets letting get gets getting go goes going try tries trying attempt attempts attempting so and or but then
    want wants really just quickly quietly carefully gently hard very again also too now still while about
    can could would will shall should might may do does did be been being have has had who what which where when
    how why there here all any each every both either no not more most less one other another own same such
    only than very s t please ok okay hey yes well like turn time round scene moment again time
    i'll i'd i've we'll we'd we've we're you'll you've you'd they'll they've they'd he'll she'll he'd she'd
    it'll that'll let's already actually finally luckily unluckily unfortunately sadly basically literally
    yeah yep yup""".split()
)


# Openings of a condition that players use alike: "no supplies", "without supplies", "out of supplies"; "off optimal
# range", "outside my optimal range", "out of range". A cue the game lists with one of them is heard with any other
# of its group, and with a possessive or article after the opening ("out of my optimal range", "without any supplies"),
# or an article and a thing's possessive ("past her pistol's optimal range", "beyond the rifle's range").
ALIKE_OPENINGS: tuple[tuple[str, ...], ...] = (
    ("no", "without", "out of", "lacking", "no more", "short of", "ran out of", "run out of"),
    ("off", "outside", "outside of", "out of", "beyond", "past"),
)
# Groups whose openings say a span only where the game lists the cue, or its last word, with two of them ("off range" and "out of
# range"): 'off' also opens idioms of a state ("off guard": never "past the guard", a place).
SPAN_OPENINGS = ALIKE_OPENINGS[1]
# Words right before a word that make it a thing or a person described, not an action or a name ("the pilot",
# "my buddy", "the merchant's ribs" goes by the possessive).
DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "his", "her", "their", "my", "our", "your",
                         "its", "some", "any", "every", "each", "no", "another",
                         "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"})  # "one shot"
# Verbs that say only that an action is done, the action itself being the noun after them: "make the jump",
# "attempt the climb", "try the jump", "do the talking", "throw a punch". Listed in their forms: a handful of English words, not a
# game's, and the word-forms index covers only the games' own words.
LIGHT_VERBS = frozenset({"make", "makes", "making", "made", "attempt", "attempts", "attempting", "attempted",
                         "try", "tries", "trying", "tried", "do", "does", "doing", "did",
                         # a blow thrown or landed: "throws a punch", "threw a kick at him", "lands a jab"
                         "throw", "throws", "threw", "throwing", "land", "lands", "landed", "landing"})
# Verbs that carry the deed named after them and an article, as light verbs do: "runs a street hack", "pulls a
# bluff", "performs a called shot", "executes a takedown", "goes for a crippling shot". Said alone, some are deeds of
# their own ("runs to the door"); before a trick or skill named as a noun they say only that it is done.
CARRYING = frozenset({"run", "runs", "ran", "running", "pull", "pulls", "pulled", "pulling", "perform", "performs",
                      "performed", "performing", "execute", "executes", "executed", "executing", "pull off",
                      "pulls off", "pulled off", "pulling off", "go for", "goes for", "going for", "went for",
                      "gone for", "try for", "tries for", "going in for", "goes in for"})
# Verbs whose object does the bare verb after it ("you let her repair the winch", "made her climb", "watched her
# run"): 'her' there is whom the verb is said of, never a possessive before a noun ("her repair").
BARE_CAUSING = frozenset({"let", "lets", "letting", "make", "makes", "making", "made", "have", "has", "had", "having",
                          "help", "helps", "helped", "helping", "watch", "watches", "watched", "see", "sees", "saw",
                          "hear", "hears", "heard", "bid", "bids", "bade"})
# The verb of leading ("Isolde leads the Prowl", "vesna leading", "led by Cross"): the one it is said of leads a
# group, and what is led after an article is the action, never a thing.
LEADING = frozenset({"lead", "leads", "leading", "led"})
# Verbs of trying before 'to': the verb after 'to' is what is done ("Vahl attempts to shoot Kestrel"), never what a
# roll said before them is for.
TRYING = frozenset({"try", "tries", "trying", "tried", "attempt", "attempts", "attempting", "attempted", "manage",
                    "manages", "managing", "managed"})
# Prepositions: after a condition ("wounded from the ambush", "hurt by the fall") they show it describes no noun.
PREPOSITIONS = frozenset("""from by in on at after since during with of to into onto for over under through across
near beside behind after per via""".split())
# Prepositions of place and way: after 'roll' they make it the verb of moving ("rolls beneath the door", "rolls
# across the hood"), never the command that a rules word follows.
PLACE_PREPOSITIONS = frozenset("""beneath underneath under below over across through into onto past behind beside
along around toward towards away off out down up inside outside between clear aside sideways back""".split())
OPENING_DETERMINERS = ("my", "his", "her", "their", "its", "our", "your", "the", "any", "a", "an")

PRONOUN_IS = {"he's", "she's", "it's", "they're", "that's", "he’s", "she’s", "it’s", "they’re", "that’s"}

# Words that set a difficulty at a table, in any game; where a game has no difficulty levels, one said alone in its
# clause ("punch the guard, Hard") is refused with the game's reason, never dropped.
DIFFICULTY_WORDS = ("trivial", "very easy", "easy", "moderate", "medium", "average", "hard", "very hard", "tough",
                    "difficult", "severe", "extreme", "impossible")

# Chat shorthand -> what it stands for. A key is the pieces as typed with nothing between them ("w /" is "w/",
# "vs ." is "vs."); the words stand in their place (grammar/spelling.py). A game's own shorthand for its resources
# comes with them (rules/spoken.py).
ABBREVIATIONS: dict[str, str] = {
    "vs .": "vs", "v .": "vs", "w /": "with", "w / o": "without", "b / c": "because", "bc": "because",
    "pt": "point", "pts": "points",
    "diff": "difficulty", "thru": "through", "u": "you", "ur": "your", "pls": "please", "plz": "please",
    "tho": "though", "cuz": "because", "coz": "because", "bcuz": "because", "gonna": "going to", "wanna": "want to",
    "lemme": "let me", "tryna": "trying to", "w": "with", "nat": "natural", "chk": "check", "b 4": "before",
    "asst": "assists", "re :": "about", "wk": "week", "wks": "weeks",
}
# Forms of address said before a name ("Sergeant Grange", "Ms. Kasprzak", "Dr. Quint", "Detective Crane"): before a
# loaded name, the name says who (grammar/lexer.py); a title that is part of a loaded name ("Director Hale") stays it.
TITLES = frozenset("""mr mrs ms miss mx dr doctor sergeant sgt corporal cpl captain capt lieutenant lt major colonel col
general gen private pvt officer detective det inspector constable professor prof sir dame lady lord madam madame
master agent counsellor counselor reverend rev father sister brother mister missus chef chief commandant commander
matron nurse aunt auntie aunty uncle canon vicar rector""".split())
# The titles written short, whose full stop is the title's own ("Ms. Kasprzak"); after a title spelled out, a full
# stop ends the sentence ("past the night sister. Sorrel rolled 5").
SHORT_TITLES = frozenset("mr mrs ms mx dr sgt cpl capt lt col gen pvt det prof rev".split())
# Honorifics joined to a name by a hyphen ("Kes-chan", "Rado-senpai", "Tanaka-sensei", "Odessa-sama"): the name is
# the person, the honorific how the speaker holds them (grammar/spelling.py reads the name alone). A kinship word so
# joined ("Nee-san", "Onii-chan") names no one of the sheet unless the sheet lists it whole.
HONORIFICS = frozenset("""san sama chan kun senpai sempai sensei dono tan chin hime neesan niisan neechan niichan
oneesan oniisan oneechan oniichan kohai kouhai""".split())
# Verbs of what comes to the senses unbidden ("you hear it scratching", "Dex smells smoke"): what the one acting
# perceives, told as the scene beside a deed (grammar/bind.py); "listen", "look", "search" are done, and stay deeds.
SENSED = frozenset("hear see smell feel sense taste".split())
# Symbols typed for a word, standing apart from the words around them ("the docks @ midnight").
SYMBOL_WORDS: dict[str, str] = {"@": "at"}

# Verbs said alone between marks to whoever listens ("Under 7 is a miss, remember, and ...", "it's Hard, mind, so
# ...", "and then, look, she rolls 6 6"): the speaker's aside to the table, never an action of the roll.
LISTENER_ASIDES = frozenset("remember listen look see mind note".split())

# Words said alone for a feeling, never someone spoken to ("ugh, 1 and 3", "lol, rolled 4 4", "Ohhh, 6 6"), and a
# chat's table talk in its shorthand ("brb, dog needs out", "idk, 4 and 7").
INTERJECTIONS = DrawnOut("""
ugh ugh argh aargh lol lmao lmfao rofl omg hmm hm hmmm welp yikes oops whoops whoa woah wow meh nah yeah yep yup nope
heh haha hah ha ooh oh ah aw aww uh um umm er erm eh ehh ouch phew psst sheesh gah bah boo yay yes no sigh dang damn darn
jeez geez gosh ok okay k kk alright hey hi yo sweet cool nice great woohoo woo yeehaw hooray hurrah huzzah
brb afk idk tbh imo imho ngl btw fyi gg ty thx np smh fml rip oof rekt obv obvs ofc
sorry soz apologies cheers ta thanks thankyou ta-da alas alack
arr arrr aye och howay lordy crivens jings blimey cor gadzooks avast ahoy begorrah bejaysus ho
please pls plz bruh istg fr slay""".split())

# Chat words said after a feeling to say how much or when ("so done rn", "scared af", "tired fr", "spooked tho"):
# they close the feeling's clause as a feeling's interjection does.
FEELING_TAGS = frozenset("rn af fr frfr tho atm now".split())

# Words that open the player's remark on the dice just said, as a feeling does ("1 and 2 glad I used it lol", "6 6
# relieved tbh", "3 1 figures", "2 2 typical"): how they feel about the roll, the scene (packing.reaction).
REACTION_WORDS = frozenset("""glad relieved thankfully luckily sadly unluckily whew figures typical classic
predictable knew called wish hoped hope guess""".split())

# What a character resists or endures that is no one ("vs the toxin", "against the cold", "vs the storm"): said after
# 'vs' with no rating, it says what the roll is against, the scene, never an opponent to rate (grammar/sides.py).
HAZARD_WORDS = frozenset("""toxin toxins poison poisons venom disease diseases infection sickness plague virus cold
heat fire flames smoke gas fumes radiation fatigue exhaustion sleep drug drugs sedative sedatives tranq alcohol booze
drink pain fear terror panic darkness storm wind winds weather current currents tide fall rain snow blizzard
sandstorm hunger thirst exposure elements vacuum pressure gravity""".split())

# Shouts typed in the heat of a fight, beside the dice ("6 and 5 LETSGO", "10 10 hell yeah"), and a story's sound
# effects ("whirr click!!", "KAPOW"): a feeling, the scene.
# A shout stretched ("YESSS", "letsgooo") is the same shout (shouts.py).
SHOUTS = frozenset("""
letsgo lesgo lessgo letsgoo lfg yass yas woot booyah booya boom bam kaboom whoop whoo wheee wee yeet ez pog poggers
wtf omfg ffs nooo yess yesss ayy ayyy aye hell lets gotcha hurray huzza yippee yahoo wahoo zomg baby go
beep boop bleep bloop blorp pew vroom vwoom whoosh sploosh kersplash boof kapow thwack zoink""".split())  # sound effects

# Words said to answer or to acknowledge before a comma ("Good, roll Athletics", "Sorry, ...", "Thanks, ..."): an
# adjective or verb the dictionary has, said as an interjection, never someone spoken to. (Adverbs need no listing:
# "Sure, ...", "Right, ..." are adverbs to the dictionary, and an adverb is never a name.)
ANSWERING_WORDS = frozenset("""
good perfect awesome excellent lovely brilliant wonderful fantastic amazing splendid superb beautiful gorgeous sorry
careful quiet true fair ready done correct cheers thanks thank understood noted agreed roger gotcha morning evening
afternoon welcome congrats congratulations please hurry wait listen look fine sure right okay alright""".split())

# Words a table speaks to whoever sits at the seat with, never a name ("Mate, roll Athletics", "Guys, ..."): the line
# is said to the player at the seat, as "roll Athletics" alone is. A character loaded under one of them is still
# theirs (a loaded name is read before any of these).
ADDRESS_WORDS = frozenset("""
mate mates buddy buddies pal pals dude dudes bro bros bruh man friend friends guys folks everyone everybody all team
gang crew people lads lad boys girls ladies gentlemen sir maam ma'am madam boss chief kid kiddo love darling honey
sweetie dear fella fellas champ sport chum comrade comrades partner player players y'all yall you party group
table squad bestie besties fam homie homies sis bestfriend girlie bb babe chef lovelies luv petal pet""".split())

# Adjectives said before 'to' and a verb ("Happy to roll", "Ready to roll", "Lucky to get 4 6"): the word is how
# someone feels about acting, never who acts. Another adjective there is a name ("Sunny to roll Athletics").
INFINITIVE_ADJECTIVES = frozenset("""able about afraid anxious apt bound careful content due eager fit free glad happy
keen liable likely loath lucky pleased prepared proud quick ready reluctant sad set slow sorry sure unable unlikely
unwilling willing good nice fine okay first next last supposed allowed excited thrilled desperate determined""".split())

# A letter's sign-off, its last sentence before the signed name ("Yours in haste, Gwendolyn", "I remain, as ever, your
# obedient servant, Edmund", "With every good wish, Lionel"): only these words, with a head among them that closes a
# letter and nothing else (grammar/letter.py).
CLOSING_HEADS = frozenset("""yours sincerely faithfully respectfully cordially affectionately warmly regards wishes wish
servant cheers thanks fondly gratefully truly best love""".split())
CLOSING_WORDS = CLOSING_HEADS | frozenset("""your yours very most ever as always in haste with kind kindest warm warmest
best every good all the my i remain obedient humble devoted sincere many until next time thank you and lots of
hugs""".split())

# A phone's or mail app's sign-off closing a post ("Sent from my iPhone", "sent from my phone", "Sent via Gmail for
# Android"): "sent" and how, then words naming the device or app, one of them among these (grammar/letter.py).
DEVICE_WORDS = frozenset("""iphone ipad ipod phone smartphone cellphone cell mobile tablet android ios galaxy samsung
pixel huawei xiaomi oneplus motorola nokia blackberry kindle watch outlook gmail mail yahoo app voice dictation
siri""".split())

# Words for people that say their sex, so 'she' is never 'the doorman' and 'he' never 'the barmaid' (bind.py). A
# word ending in "man" is a man's unless it ends in "woman" or is among MAN_NOT_MALE; one ending in "woman", a woman's.
MALE_PEOPLE = frozenset("""man boy guy king prince lord duke baron earl count emperor sir gentleman father dad son
brother husband uncle nephew grandpa grandfather monk abbot boyfriend fiance widower patriarch waiter steward host
actor""".split())
FEMALE_PEOPLE = frozenset("""woman girl lady queen princess duchess baroness countess empress madam maam dame mother
mom mum daughter sister wife aunt niece grandma grandmother nun abbess girlfriend fiancee widow matriarch waitress
stewardess hostess actress maid barmaid mistress priestess sorceress witch heiress seamstress huntress
governess""".split())
MAN_NOT_MALE = frozenset("human shaman caiman talisman german roman ottoman".split())

# The writer's own remark, said in the first person of what they believe, feel or tell ("I believe you called it
# ...", "I regret to report that ...", "I am delighted to say that ...", "which I confess is ...", "I scarcely dare
# report it, but ...", "I take it this is ..."): how the roll is framed, never the 'I' who acts (action_words.py).
# "i", then any of REMARK_ADVERBS, then a verb of REMARK_VERBS (or "am" and a word of REMARK_FEELINGS, or "dare", or
# "take it"), then perhaps "to" and a word of REMARK_TELLING; a clause of its own follows (REMARK_FOLLOWS, or a mark).
REMARK_ADVERBS = frozenset("must do can should may scarcely hardly really truly rather freely readily".split())
REMARK_VERBS = frozenset("""believe fear confess regret trust suppose gather understand imagine assume admit expect
daresay accept""".split())
REMARK_FEELINGS = frozenset("afraid sorry delighted pleased happy glad sad bound obliged".split())
REMARK_TELLING = frozenset("say report tell add admit confess mention note".split())
REMARK_FOLLOWS = frozenset("""that it this there you he she they we i her his their your my our is was the a an""".split())

# Verbs that ask someone to roll: "have Zeke roll", "let Zeke roll", "get Zeke to roll".
BIDDING = frozenset({"have", "let", "ask", "get", "make", "tell"})

# Modal verbs: said right after a word ("Zed should roll", "Zed can climb"), they make it someone who acts, as a verb
# in the third person does ("Zed needs to roll").
MODALS = frozenset("should must will would can could shall may might ought gonna wanna gotta".split())

# A word after a skill, stat or action that makes it the roll named ("make a Medicine check", "a Sharp check", "an
# Alertness roll", "Grit save"): the word before it stands where a rules value stands.
CHECK_WORDS = frozenset({"check", "checks", "roll", "rolls", "test", "tests", "save", "saves"})

# The GM's leave, asked beside what the phrase states ("Athletics unless you say otherwise", "taking the war die if
# that's allowed", "she got a Success, if that counts", "Resolve, if that's the right one"): the player offers the
# value and the GM may overrule it; the clause holds no value of its own, so the value stands and the clause is no
# word of the roll. A condition that names something else ("unless you'd rather I roll Sharp", "if he helps") is none.
LEAVE_ASKED = tuple(f"{opening} {leave}" for opening, leaves in (
    ("unless", ("you say otherwise", "you say so", "you say no", "you say different", "you say differently",
                "you object", "you disagree", "you rule otherwise", "you tell me otherwise", "told otherwise",
                "you overrule me", "you say it isn't", "you say it's not", "i'm wrong", "im wrong",
                "i'm mistaken", "that's wrong", "you think otherwise", "you'd rather not", "you mind",
                "you veto it", "you say not")),
    ("if", ("that's allowed", "thats allowed", "that is allowed", "it's allowed", "allowed", "that's ok", "thats ok",
            "that's okay", "that's fine", "it's ok", "it's okay", "that's legal", "thats legal", "it's legal", "legal",
            "that's right", "that's the right one", "thats the right one", "that's cool", "that works", "it works",
            "that counts", "it counts", "that still stands", "it still stands", "that still counts", "possible",
            "i can", "i may", "i'm allowed", "im allowed", "i'm able", "you allow it", "you'll allow it",
            "you let me", "you're ok with that", "you're okay with that", "you're fine with that",
            "that's how it works", "i read it right", "i'm reading it right", "i have it right", "i've got it right",
            "i got that right", "you agree", "you say so", "that's permitted", "permitted", "that flies",
            "that's kosher", "that's still on", "it's still on", "that applies", "it applies", "that helps",
            "that's how that works", "it's still good", "that's still good")),
    ("assuming", ("that's ok", "that's okay", "that's allowed", "that's fine", "that's right", "it's allowed",
                  "that's legal", "it counts", "that counts", "that still stands", "you agree", "i can")),
) for leave in leaves)

# Adverbs a player puts between a word that introduces a value and the value ("it's already Desperate", "that's
# probably Hard", "we're still risky"): the value is still said where a table sets one (scene_words.py).
VALUE_ADVERBS = frozenset("""already still now probably definitely surely basically really clearly obviously just
certainly presumably technically officially only merely but""".split())

# Words of doubt or a turn said right before a value that ends its clause ("risky… no desperate?", "or controlled?",
# "maybe limited", "nah, standard"): the value is said, in doubt or as a second thought, never a word of the story
# (scene_words.py): it stands, so two said this way are asked about.
VALUE_HEDGES = frozenset("""maybe or no nah nope perhaps possibly prob probs actually rather either""".split())

# What opens a condition the player sets beside a value they state ("Moderate unless he's got cover", "Weird unless
# you'd rather I roll Sharp"): the value stands, the condition is not applied (conditions.py).
CONDITION_OPENERS = frozenset({"unless"})
# What says the condition does not hold (", and he doesn't", "- which she isn't", "and there isn't").
CONDITION_DENIALS = frozenset("""doesn't doesnt isn't isnt hasn't hasnt didn't didnt won't wont can't cant aren't arent
don't dont wasn't wasnt weren't werent haven't havent ain't aint""".split())

# A tag that turns a statement into a question the GM may answer ("should be Hard, right? 7 5", "Sharp yeah? 4 4",
# "that's Prowl, correct?"): said right before a question mark, the player checks a value the phrase states; the
# statement stands, and the tag is no word of the roll.
TAG_QUESTIONS: tuple[tuple[str, ...], ...] = tuple(sorted((tuple(t.split()) for t in (
    "right", "yeah", "yes", "yea", "ya", "yep", "correct", "innit", "ok", "okay", "no", "eh", "yah", "am i right",
    "isn't it", "isnt it", "is it", "aren't i", "don't i", "dont i", "doesn't it", "doesnt it", "wouldn't it",
    "wouldnt it", "won't it", "wont it", "isn't that", "is that right", "is that ok", "is that okay", "i assume",
    "i take it", "i guess", "i think", "i hope", "i presume", "i suppose", "i believe", "surely", "presumably")),
    key=len, reverse=True))
# Verbs of the body's posture that a game lists for acting on someone ("lean on the smuggler" leans on him): said of
# a thing ("leans on the bar", "leaning against the wall", "sits on the crate"), they say where the body is, the
# scene, never the move.
POSTURES = frozenset(pair.replace("+", " ") for pair in """lean+on lean+against lean+over sit+on stand+on lie+on
rest+on perch+on slump+against slump+over loom+over hang+on bend+over stoop+over hunch+over crouch+over kneel+over
kneel+beside kneel+by crouch+beside crouch+by lie+in lie+under lie+beneath lie+among lie+behind lie+beside lie+by
lie+across""".split())
# Words before 'him', 'her' or 'them' that make it a place beside someone ("climbs the wall behind him", "waits by
# her"; "runs to him" is a way to them: action_words.acted_on), never the one an action is done to.
PLACE_WORDS = frozenset("""behind beside besides by near past around round over under beneath below above after
before from with at toward towards between among along across beyond next front into onto off up down""".split())
# Nouns of what is done or given to someone: "on", "to" or "for" after one of them says whom it is done to ("make
# first aid on him", "give a bandage to her").
DONE_TO = frozenset("""aid care treatment cpr bandage bandages tourniquet medicine medicines healing injection stim
stims painkiller painkillers dose splint stitches help massage surgery""".split())
# Getting into the seat of what one then works ("climbs into the cab and operates the crane", "hops in the driver's
# seat and floors it"): a verb of moving in, a preposition of going in, and a seat, said before "and" and another
# action, is how the action is reached, the scene (the climb is no roll of its own there).
ENTERING = frozenset("climb clamber hop jump get slide slip swing vault scramble duck settle".split())
INTO = frozenset({"into", "in", "behind", "onto", "aboard"})
SEATS = frozenset("""cab cockpit seat saddle turret helm wheel controls console chair bridge gunseat car truck van jeep
buggy tractor forklift crane mech rig boat speeder bike""".split())
# Words that say a resource is not used, before it ("no luck", "without spending luck", "didn't use luck") or after
# it ("Luck not spent", "luck unused"): the resource is named, and nothing of it is spent.
NOT_USING = frozenset("no not without didn't didnt don't dont won't wont never".split())
UNUSED = frozenset("unspent unused untouched".split())
# Words that make a resource's one word the scene's fortune, never a point spent: "very bad luck for him", "tough
# luck", "good luck".
FORTUNE = frozenset("bad good tough hard rotten dumb pure sheer blind beginner's beginners terrible awful".split())
# Verbs that wish, risk or trust to fortune, said before the resource's word with only someone's pronoun between
# ("wish me luck", "pushing my luck", "try our luck", "knowing my luck"), and the words that make it any fortune at
# all ("with any luck", "no such luck"): the scene's fortune, never a point spent.
FORTUNE_VERBS = frozenset("wish push press try tempt test ride pray hope bless curse thank trust need know".split())
ANY_FORTUNE = frozenset("any such".split())
SPENT_WORDS = frozenset("spent used spending using burned burnt burning needed".split())
# Participles of seeking that open a clause after a comma ("sends the drone up, looking for the hatch", "sneaks
# through the warehouse, searching for the crates"): with "for", what the action before them is done for, as "to look
# for the hatch" says it (a purpose), never a second action.
SEEKING = frozenset("looking searching hunting scanning checking scouring feeling listening sniffing fishing".split())
# A verb of knowing the player frames a clause of their own with ("i know i'm -2, but ...", "i realise it's Hard"):
# what they know is said in the clause after it; the verb is no action (a game's "know" may be a lore roll).
# Only where a clause's subject follows ("i know the city" keeps its verb).
KNOWING: tuple[tuple[str, ...], ...] = tuple(tuple(h.split()) for h in (
    "i know", "i realise", "i realize", "i understand", "i'm aware", "im aware", "i admit", "i get that", "i see that",
    "i'm well aware", "i do know", "i'm sure", "i'm certain"))
DOUBTED = frozenset({"if", "whether"})
# Verbs that claim an identity, and the words that bring it in: "claiming to be a reporter for the Wire", "posing as
# a Channel 9 anchor", "passing himself off as a courier". Who is claimed is a description (lexer._identity): its
# words are no deed ('wire', 'anchor'); the claiming verb itself stays the action's ("poses as a guard").
IDENTITY_CLAIMS = frozenset({"claim", "pretend", "profess", "purport"})  # ... to be
IDENTITY_POSES = frozenset({"pose", "masquerade", "disguise", "dress", "pass", "introduce", "present"})  # ... as
CLAUSE_SUBJECTS = frozenset({"i", "i'm", "im", "i've", "i'd", "i'll", "he", "she", "they", "we", "he's", "she's",
                             "they're", "we're", "you're", "it's", "its", "that's", "thats", "there's", "theres",
                             "this's"})
# Interjections that open an aside after the dice ("... 6 2 3 8 lol so many ones", "4 4 ugh of course"): the rest of
# the sentence is how the player feels about the roll, the scene's. None of them is a rules word in any game.
ASIDE_OPENERS = frozenset("""lol lmao rofl omg ugh argh aargh welp yikes oops whoops haha heh sigh smh rip oof
ate slay bruh istg fr""".split())  # (slang's praise and its oaths after the dice: "6 6 1 ate", "4 4 istg")
# Words that open a remark to the table after the dice, where the action was said before them ("... = 14 / sorry
# for the wall of text, she's been building this lie all session", "4 4 btw she's been at it all night"): the player
# talks about the post; what they say there is the scene.
REMARK_OPENERS = frozenset("sorry soz sry apologies btw fyi tbh ngl".split())
# A label of the table's talk opening a post before a colon ("note: Zoe rolled Melee ...", "PS: Dex is rolling ..."):
# what kind of line it is, never who speaks, where someone loaded is named right after it. The kind of roll said as
# such a label ("Opposed: Ingrid (Stealth) v. Caspian (Alertness)") is one too.
LEAD_IN_LABELS = frozenset("note notes ps pps nb psa reminder update heads-up fwiw jsyk opposed contested contest duel "
                           "versus".split())

# Words that open a clause of time or reason before its subject ("until he goes limp", "once she's in"): the
# subject after them is never a name said again.
SUBORDINATORS = frozenset("""until till unless because cause cos when whenever while whilst once although though since
after before if as whereas wherever where lest ere""".split())  # (lest, ere: older prose)
# Words that open an assumption the player makes of the GM's call ("assuming it's Hard", "provided he helps",
# "desperate, supposing they've seen us"): a clause of its own, said beside a value rather than described by it.
ASSUMING = frozenset("assuming presuming supposing provided providing granted".split())

# Stretches of time someone spends doing something ("spent the night rewiring the drive", "two hours digging").
TIME_NOUNS = frozenset("""second seconds minute minutes hour hours day days night nights week weeks month months year
years morning mornings afternoon afternoons evening evenings while time shift watch downtime""".split())

# Who opens a line as the referee ("GM: Cass, give me a Tactical roll"): a speaker who never rolls, so who rolls is
# said in the rest of the line (a name spoken to, or an NPC acting).
GM_WORDS = frozenset({"gm", "dm", "mc", "referee", "ref", "narrator", "storyteller", "keeper", "st",
                      "sm", "dsm"})  # (a theatre's stage manager, who calls the show: "SM on cans: ...")
# What a transcript of a court calls the one running the game in a speaker's label ("THE COURT: The court will hear
# the Sway roll.", "JUDGE HARROW: Risky, standard."): the GM's turn. Only in a label: "the judge" in a sentence is
# someone of the scene.
BENCH_WORDS = frozenset({"the court", "court", "judge", "the judge", "the bench", "bench", "magistrate",
                         "the magistrate", "his honour", "her honour", "his honor", "her honor"})
# Family words a family table calls the one running the game, or who threw the dice for someone, by ("dad rolled 7 and 7
# for him", "mum rolled 6 2 for Gronk"): never a character of the party.
KIN_WORDS = frozenset("""dad daddy mum mummy mom mommy mam ma pa papa mama grandma grandpa gran nan nana granny
grandad""".split())
# What a class calls the teacher running its game, alone where a name would stand ("sir rolled 9 and 9 for him",
# "miss rolled for the guard"): never a character of the party. Before a name they are a title ("Miss Vane").
SCHOOL_WORDS = frozenset("""sir miss ma'am maam madam teacher""".split())
# What a scribe writes right before 'by' and the one who rolled, when the roll is said as a thing done ("Bluff
# attempted by Marisol", "A Prowl roll was made by Kes", "Attempt by Quill to pick the lock", "Coerce by Brannoc"):
# a word of the roll, or a past participle (any word in -ed, or one of these).
ROLL_NOUNS_BEFORE_AGENT = frozenset("""roll rolls check checks test tests save saves attempt attempts try tries throw
throws action move""".split())
PARTICIPLES = frozenset("""made done taken given thrown cast laid put set run led won drawn shown held shot struck
fought brought caught sought undertaken overseen begun spent paid""".split())
# Verbs a scribe reports a difficulty's move with, between it and its direction ("the DL went down a step", "the
# DL was then lowered one step", "the difficulty moved up two steps").
STEP_MOVES = frozenset("""went goes go moved moves move shifted shifts got gets came comes then duly""".split())
# Participles a scribe reports a difficulty set with, between it and its value ("the DL was set at Hard", "the DL
# was ruled Severe", "the difficulty was agreed to be Moderate").
DL_SET_AS = frozenset("""set ruled fixed declared deemed judged called agreed put pegged placed at to be as""".split())
# Words after a rules value that credit who ruled it ("controlled per the GM", "Hard by the referee's call",
# "risky, on the MC's say-so", "desperate by the GM"): the value is still the rules value, and the words say whose it
# is. A preposition, the GM (any of GM_WORDS), and maybe their ruling; after 'on', 'at', 'upon' and 'under' the
# ruling must be said ("at the GM" is no credit). The GM's own things ("by the GM's sniper") are none.
CREDITING = frozenset({"per", "by", "according to", "following", "as ruled by", "as called by", "as set by",
                       "as decided by", "by order of", "by ruling of", "on ruling of"})
CREDITING_WITH_RULING = frozenset({"on", "at", "upon", "under"})
RULING_NOUNS = frozenset("""ruling rulings call say say-so word decision judgement judgment verdict order orders
determination discretion instruction instructions""".split())

# Words a sentence of table talk has and the name of a skill never does: who says it, what they say it with, and the
# words that join a clause ("it's a mess in there so the GM says -1", "the ref reckons -2"). A run of words before a
# modifier holding one is the scene's, never a skill of the game's own (grammar/roll_strings.py).
CHAT_WORDS = frozenset("""i you he she it we they me him us them there here so but because cause since if then
says said say reckons reckon reckoned thinks think thought reckoning calls called ruled rules wants
gives gave giving""".split()) | GM_WORDS

# Words for people and animals: "the guard's boss" is someone else than the guard, while "the guard's keys" are
# his (so the guard is who the action meets). Singular; a plural is looked up without its final s.
# Two-word verbs that mean what the games list them for only when someone is said between their words: "run him
# through" stabs, "bring her back" revives, "talk the guard into it" persuades, "patch his arm up" treats. Said with a
# thing between ("runs the shuttle through the blockade", "brings the engine back online", "talks the drone into
# landing"), they mean something else, and the action is asked about, never read as the verb said of someone.
SOMEONE_BETWEEN = frozenset(pair.replace("+", " ") for pair in """run+through bring+back bring+round bring+around patch+up sew+up stitch+up bandage+up
heal+up beat+up beat+down rough+up punch+out choke+out knock+out take+out take+down gun+down mow+down pick+off
finish+off kill+off pin+down hold+down wrestle+down tie+up lock+up talk+into talk+down talk+round talk+around
talk+out calm+down butter+up win+over chat+up charm+into bully+into scare+into scare+off scare+away cow+into
menace+into threaten+into shake+down stare+down face+down glare+down shout+down psych+out sound+out freak+out
wind+up rile+up chew+out dress+down tell+off order+around boss+around push+around""".split())
PEOPLE_WORDS = frozenset("""
boss bosses lieutenant captain sergeant officer chief leader lackey henchman henchmen goon thug crony minion
bodyguard guard guards man men woman women kid kids child children son daughter wife husband brother sister
mother mom mum father dad uncle aunt cousin nephew niece grandma grandpa friend buddy pal partner lover girlfriend
boyfriend mate crew gang people folks family driver pilot gunner mechanic medic doctor nurse assistant secretary
clerk servant butler maid apprentice student teacher master mistress employer employee manager owner landlord
tenant neighbor neighbour contact informant fixer dealer courier messenger agent spy twin clone dog hound
cat horse mount pet bird hawk falcon familiar beast creature animal bodyguards soldier soldiers troops trooper
escort entourage heir ward prisoner hostage client patron rival enemy ally deputy second
sentry sentinel watchman lookout bouncer cop inspector bartender barman doorman waiter marine pirate bandit raider
assassin knight priest merchant vendor trader thief mercenary sniper gunman stranger villain foe opponent boy girl
guy lady gentleman old-timer elder chef cook smuggler scout ranger warden jailer
worker workers mob crowd duelist enforcer foreman noble lord duke duchess baron king queen prince princess courtier
civilian civilians patient victim survivor passenger passengers witness official engineer technician scientist
suspect suspects captive intruder recruit target
jockey trainer bookie bookmaker punter tout steward tipster croupier caller handicapper stablehand groom
bloke blokes lad lads lass lasses chap chaps fella fellas fellow geezer regular regulars customer customers
visitor visitors tourist tourists landlady
vet vets farmer farmers shepherd shepherds herdsman stockman vicar postman postwoman
sailor sailors seaman seamen skipper bosun deckhand deckhands crewman crewmen purser stewards runner runners
""".split())
# What a character owns that acts for them: "Sending Ilka's drone up", "Kes's hound tracks the scent". The owner of
# such a thing, said in the possessive, rolls for it; they are not the one acted on.
OWN_AGENTS = frozenset("""drone drones bot bots robot robots hound hounds dog dogs hawk falcon raven familiar pet
companion minion minions servitor servitors golem construct spirit summon turret turrets swarm""".split())
# ... sent out by them: the verb before the owner's name ("sending Ilka's drone up"; never "shoot down Ilka's drone").
SENDING_AGENTS = frozenset("""send sends sending sent fly flies flying flew launch launches launching launched deploy
deploys deploying deployed release releases releasing released unleash unleashes unleashing unleashed sic sics
siccing sicced loose looses loosing loosed steer steers steering steered pilot pilots piloting piloted""".split())
# A body's parts and hurts: "patch his arm up", "stitch the wound up" are said of someone too.
BODY_WORDS = frozenset("""arm arms leg legs hand hands head face neck shoulder shoulders chest side ribs back knee knees
foot feet wound wounds cut cuts gash graze burn burns bite injury injuries hurt scratch ankle ankles wrist wrists rib
finger fingers toe toes nose jaw skull elbow elbows hip hips collarbone palm palms thumb thumbs lip lips""".split())

# A gesture of one's own body: a verb (its base form) and the body words it is done to ("cracks his knuckles", "rolls
# her shoulders", "pops her neck"). Said beside a deed, it is the manner of it, never a second deed, even where the
# verb is a game's own ('crack' a safe).
GESTURES: dict[str, frozenset[str]] = {verb: frozenset(body.split()) for verb, body in {
    "crack": "knuckles knuckle neck back fingers joints jaw",
    "pop": "knuckles knuckle neck back fingers joints jaw",
    "roll": "eyes shoulders neck",
    "flex": "fingers hands arms muscles biceps shoulders",
    "clench": "fists jaw teeth hands",
    "grit": "teeth",
    "bare": "teeth",
    "square": "shoulders jaw",
    "shrug": "shoulders",
    "stretch": "legs arms back neck fingers",
    "shake": "head",
    "nod": "head",
    "narrow": "eyes",
    "wipe": "brow forehead",
    "cross": "arms",
    "rub": "hands eyes temples",
    "lick": "lips",
    "bite": "lip lips",
    "plant": "feet foot heels",
    "dig": "heels",
}.items()}

# Speech typed by a transcriber (grammar/speech.py). Sounds that fill a pause, never words of the action:
PAUSES = frozenset({"uh", "uhh", "um", "umm", "uhm", "er", "erm", "ehm", "hmm", "mm"})
# What a speaker says to take back what they just said: the words after it are the ones meant ("athletics no sorry
# stealth", "a nine no wait a ten"). Longest first. ("no no" is a word said twice, taken out before these are.)
CORRECTIONS: tuple[tuple[str, ...], ...] = tuple(sorted((tuple(m.split()) for m in (
    "no wait", "no sorry", "sorry no", "wait no", "i mean", "no i mean", "sorry i mean", "or rather", "scratch that",
    "no actually", "actually no", "oops i mean", "wait sorry", "sorry wait")), key=len, reverse=True))
# What a chat line's writer types to correct what they typed before it in the same line (grammar/amends.py), after
# a dash, a comma or a stop: the value after it replaces the value of its kind said before it ("4 7 — wait no, 4 and
# 1", "Desperate, sorry, meant Risky", "DL Severe — my bad, Hard"), or is added where none was ("edit: GM says -1").
# A scribe's live jotting, then its tidied copy ("[live] teo sneaks past 6 5 ... tidied: Sneak by Teodor ..."), is
# the same: the tidied copy's values stand, and the jotting's dice stay where the copy leaves them out.
# A comma may stand between its words ("no, my bad"). Longest first.
AMENDS: tuple[tuple[str, ...], ...] = tuple(sorted((tuple(m.split()) for m in (
    "wait no", "no wait", "no sorry", "sorry", "oops", "oops typo", "typo", "my bad", "no my bad", "scratch that",
    "no wait scratch that", "wait no scratch that", "nvm", "never mind", "nevermind", "i mean", "i meant", "meant",
    "oops meant", "sorry meant", "sorry i meant", "sorry i mean", "edit", "ninja edit", "make that", "actually make that",
    "correction", "wait", "whoops", "err", "no actually", "actually no", "oops wrong", "wrong", "misclick",
    "forgot", "i forgot", "oops forgot", "also forgot", "forgot to say", "forgot to add", "forgot to mention",
    "tidied", "fair copy", "hold on", "hang on", "hold up", "no hold on", "no hang on",
    # a text adventure's own, typed at its prompt ("> UNDO", "> UNDO [Typo. Actual dice: 4 and 4.]")
    "undo", "undo typo",
    # a write-up's own ("Erratum: the second die was a 4, not a 3", "Corrigendum: ...")
    "erratum", "errata", "corrigendum", "amendment", "corrected", "corrected to",
    # a correction told for someone else ("she said Presence but means Wits": a parent relaying a child's roll)
    "but means", "but meant", "but she means", "but he means", "but they mean", "but she meant", "but he meant",
    "but they meant", "she means", "he means", "they mean")),
    key=len, reverse=True))
# The words a line that may correct itself holds (besides a leading '*'): a marker's words, and 'or' (two values in
# doubt), 'ignore' (dice said to be another roll's) and 'instead'. A line with none of them is never read by
# grammar/amends.py, so it is not loaded.
AMEND_CUES = frozenset({w for marker in AMENDS for w in marker} | {"or", "ignore", "instead"})
# Words between such a marker and the value it brings, saying only that it is the value meant ("sorry, meant -2",
# "ninja edit: GM says it's Hard", "typo, should be 4 6"). Longest first.
AMEND_LEADS: tuple[tuple[str, ...], ...] = tuple(sorted((tuple(m.split()) for m in (
    "meant", "i meant", "i mean", "it's", "its", "it is", "it was", "that's", "that is", "was", "is", "should be",
    "gm says", "gm said", "the gm says", "gm says it's", "gm said it's", "gm says it is", "says", "make that", "typo",
    "lol", "actually", "it should be", "full roll", "the roll is", "the roll was", "real roll", "the real roll is",
    "actual dice", "the actual dice", "actual roll", "real dice", "the real dice")),
    key=len, reverse=True))
# What a writer says of a value to take it out of this roll: the dice were another roll's ("5 5 was initiative,
# ignore that", "1 1 was a fortune roll, ignore it").
IGNORE_THAT = frozenset({"that", "it", "those", "them", "this", "these"})
# A name and one of these opening a transcribed line: who speaks ("dana says juno haggles ...").
# Verbs of a speech tag, in the forms a post tells them ("'Careful,' Tamsin hisses from below, 'it's a long way'").
SPEECH_TAGS = ("says", "said", "hisses", "hissed", "whispers", "whispered", "mutters", "muttered", "murmurs",
               "murmured", "shouts", "shouted", "yells", "yelled", "calls", "called", "snaps", "snapped", "growls",
               "growled", "adds", "added", "asks", "asked", "replies", "replied", "warns", "warned", "sighs", "sighed",
               "laughs", "laughed", "grunts", "grunted", "mumbles", "mumbled", "cries", "cried", "goes", "went")
SPEAKER_SAYS = frozenset({"says"})  # ("marko said the vault is open" is narration)
# Who a clause is about, said as its subject: a correction said again from it is a clause said again.
SUBJECT_PRONOUNS = frozenset({"i", "he", "she", "they", "we"})
# Words after which 'one' stands for the roll or a thing said, never a number ('spending my luck on this one').
POINTING = frozenset({"this", "that", "which", "each", "every"})
# Verbs of a game that English says as nouns first ("catches fire", "on fire", "fire spreads"): the game's verb only
# where someone does it ("She fires", "steps out and fires", "tries to fire", "fire at the goon!"; lexer.py).
NOUNS_FIRST = frozenset({"fire"})
# Words between a doer and the verb that say how or when ("She calmly fires", "then fires", "fires anyway").
HOW_WHEN = frozenset({"then", "just", "also", "still", "again", "finally", "instead", "anyway", "now", "quickly"})
# Words an hour is said after ("at 8 pm", "by 0600", "sail at 0100"): a number after one may be the clock.
BEFORE_HOUR = frozenset({"at", "by", "before", "after", "around", "till", "until", "from", "since", "past"})
# Verbs a number the roll must reach is said after 'to' ("needs to beat 20", "has to get a 14"): the roll's target,
# never a story's beat or a count of the scene.
REACHING = frozenset({"beat", "hit", "get", "make", "reach", "exceed", "match", "roll", "score", "clear", "top"})
# Nouns a number after names ("room 12", "pier nine", "deck three"): faces said in words right after one of them
# may begin with the number that names it, so a run of three or more is asked about.
LABEL_NOUNS = frozenset("""room pier level floor gate dock bay deck platform block sector cell locker apartment suite
unit zone lane street avenue route track channel page chapter bus train cabin berth hangar row number station wing
district building car stall booth terminal ward aisle section storey story highway road""".split())
# Words said twice over someone else's line ("wait wait juno ...", "hold hold"): crosstalk, like an interjection
# said twice ("ok ok"), and no word of the action.
CROSSTALK = frozenset({"wait", "hold", "hang", "stop", "listen", "look", "right"})


# The player's working around the dice (working.py): what players call an outcome they reckon the roll has, in any
# of the games (each game's own outcome names are added from its rules); the words that may open such a claim
# ("that's a miss", "so just a full success"); and the words that may close it ("right?", "lol", "ugh").
CLAIMED_OUTCOMES = frozenset({
    "success", "successes", "succeed", "succeeds", "fail", "fails", "failure", "failed", "miss", "missed",
    "strong", "weak", "strong hit", "weak hit", "crit", "crits", "critical", "critical success",
    "full", "full success", "partial", "partial success", "bad", "bad outcome", "ultra", "ultra success",
    "cool success", "fade", "glitch", "good success", "great success", "amazing success", "plain success",
    "embarrassing failure", "clean success", "victory", "auto cool success",
    "full success at great effect"
})
CLAIM_LEADS = frozenset({
    "that's", "thats", "that", "is", "it's", "its", "so", "a", "an", "just", "should", "be", "then", "which", "=",
    "for", "all", "i", "get", "got", "still", "only", "means", "auto", "automatic", "the", "but", "and", "now",
    "make", "makes"
})
CLAIM_CHATTER = frozenset({
    "right", "lol", "ugh", "yay", "woo", "nice", "phew", "yes", "yess", "no", "ok", "okay", "regardless", "then",
    "i", "think", "guess", "hope", "yeah"
})

# The words a player reckons aloud with after their dice, in a transcript (grammar/turns.py): "plus eleven, sixteen?",
# "That's a nine.", "plus six is still eight, right?", "it's plus eight". A clause of these and a number is their
# working; SUMMING_WORDS mark a sum or a total, which a bystander's number needs to be one.
SUMMING_WORDS = frozenset({"plus", "minus", "is", "that's", "thats", "it's", "its", "total", "totals", "makes",
                           "equals", "=", "+", "-"})
WORKING_WORDS = SUMMING_WORDS | frozenset({"a", "so", "still", "that", "which", "uh", "um", "wait", "right", "okay",
                                           "ok", "yeah", "huh", "then", "only", "just", "and"})

# A chat thread's frame (grammar/thread.py). Words that open a thread's title in brackets ("[Scene 4 — the docks]",
# "[Thread: ...]"); a title opened by '#' is a channel's.
THREAD_TITLES = ("scene", "thread", "op", "operation", "session", "chapter", "mission", "channel", "episode", "part",
                 "act", "job", "score", "heist", "game")
# The chat's marks in brackets ("(edited)"); and the words that say what a post replies to ("replying to @Mara:",
# "(reply to GM)"), as regular expressions.
THREAD_MARKS = ("edited", "pinned")
REPLY_MARKS = (r"replying[ \t]+to", r"reply[ \t]+to", r"in[ \t]+reply[ \t]+to", r"responding[ \t]+to")
# Words with which a reply changes what the quoted message asked for ("nah, Wreck instead", "that but with Survey").
REPLY_CHANGES = ("instead", "nah", "but with", "but using", "rather", "actually", "switching to", "swap to",
                 "going with")

# A roll posted for someone else (grammar/relay.py): the verbs of passing a roll on ("rolling for Vee", "typing this up
# for Kojo", "entering Marisol's roll", "copying Booker's roll", "proxying for Kettle"), in their forms.
RELAY_VERBS = frozenset("""post posts posting posted roll rolls rolling rolled type types typing typed relay relays
relaying relayed proxy proxies proxying proxied enter enters entering entered put puts putting copy copies copying
copied paste pastes pasting pasted log logs logging logged submit submits submitting submitted check checks checking
do doing doin make making add adding throw throwing""".split())
# The verbs after a poster's own name that say they pass another's roll on ("Magpie relaying for Anvil", "Hale posting
# for Ivo"): a name before them is the one passing it on, never the roller. ("Hal rolls for Ivo" stays as typed.)
RELAYER_VERBS = frozenset("""relay relays relaying relayed post posts posting posted proxy proxies proxying proxied type
types typing typed enter enters entering entered copy copies copying copied paste pastes pasting pasted log logs logging
logged submit submits submitting submitted""".split())
# Verbs of reading dice out as radio traffic, right before the faces ("Anvil reads nine and eight", "Magpie reports
# dice six and niner", "dice read seven and four"): read as 'rolled' (grammar/radio.py).
DICE_REPORTS = frozenset({"reads", "read", "reports", "reported", "reading", "reporting"})
# The words a radio report opens with before its fields ("SITREP / Kit / grid 2-8 / ...", "SPOTREP // ..."):
# the kind of report, never a name nor the roll (grammar/radio.py).
REPORT_HEADS = frozenset({"sitrep", "spotrep", "salute", "contact report", "status report", "situation report",
                          "report", "lace", "ace report", "medevac"})
# Who a call to everyone on the net is to ("Nest, all callsigns:", "Control to all units,"): nobody who acts.
ALL_STATIONS = frozenset({"callsigns", "call signs", "stations", "units", "teams", "elements", "hands", "players",
                          "call-signs"})
# What the one rolled for has, said with their possessive: "Sol's roll", "Ambrose's resistance", "Kwame's reaction".
RELAYED_ROLLS = frozenset("""roll rolls check resistance resist reaction save dice move action turn attempt
go""".split())
# Chat apps and channels a post is written in, heading it as its label ("whatsapp: ...", "club whatsapp, 19:42: ...",
# "group chat: ..."): where the line was written, never anyone or a rules word.
CHAT_MEDIA = frozenset("""whatsapp imessage messenger telegram signal discord slack teams skype irc sms text texts
groupchat dm dms pm pms snapchat instagram insta facebook fb reddit mattermost wechat viber chat channel thread server
forum""".split())
# Where a relayed roll was copied from: "from the paper sheet we used last week", "off last night's paper sheet",
# "from the paper log", "from voice", "from last night's paper notes".
RELAY_SOURCES = frozenset("""sheet sheets log logs notes note paper voice vc channel chat discord call app phone
notebook notepad record records spreadsheet doc""".split())
# Verbs of telling what someone did, opening a post before what they tell of themselves ("Hed says she got ...",
# "Tom told me he leans on the courier"): the poster passes it on; the one telling rolls.
RELAY_TELLING = frozenset({"says", "said", "reckons", "tells me", "told me", "writes", "wrote", "reports", "reported",
                           "texted", "texts", "messaged", "messages", "typed"})
# Words that say the one rolled for is away ("since Bibi wasn't online", "Bibi's afk"): the post is for them.
AWAY_WORDS = frozenset("""online offline here around afk away on about""".split())

# Words of degree between a verb of being and the adjective it says ("this is so hard", "it's way too weird").
# Adverbs of manner said between a verb and the rest of its phrase ("listens hard for the lie", "looks closely at the
# seal"): the verb's phrase is read across them, as said without them.
MANNER_BETWEEN = frozenset("""hard closely carefully intently quietly quickly slowly patiently keenly""".split())

DEGREE_WORDS = frozenset("""so too very really super pretty kinda kind of quite real way extra damn dang fucking
bloody rather totally absolutely lowkey highkey hella sorta""".split())

# Things no one strikes: a blow said of them ("a critical hit to my pride", "a big hit on the budget") is an idiom of
# how something felt or what it cost, never an attack.
UNSTRUCK = frozenset("""feelings feels feeling pride ego heart soul sanity morale confidence dignity self-esteem
reputation nerves mood vibe vibes hopes dreams patience budget wallet finances savings credibility rep image plans
plan schedule wellbeing psyche spirit spirits brain mind""".split())


# The chat's memes and running jokes said about a roll ("skill issue", "gym bro moment", "ratio", "main character
# energy"): the scene's words, never someone whose dice follow them. One word, or two said together.
CHAT_MEMES = frozenset("""skill+issue moment ratio cope copium hopium seethe based cringe rizz sus vibe+check
main+character energy no+cap fr frfr ong bussin slay ate yeeted touch+grass rent+free big+mood mood skull fail
era arc plot+armor plot+armour diff gap cooked""".split())
# The chat's one-letter jeers, said only in a pile-on joined by '+' ("ratio + L + ..."): a loss, a win.
JEERS = frozenset("""L W""".split())

# Figures of speech a rules word may be said in (grammar/figures.py): neither a value to take silently nor the scene
# to drop silently. A feeling said before it ("feeling kinda desperate", "do I feel lucky?", "felt so risky").
FEELING_WORDS = frozenset("""feel feels feeling feelin felt""".split())
# The same said after the word, of the inner life rather than the scene ("a desperate position emotionally", "risky
# spiritually").
FEELING_AFTER = frozenset("""emotionally spiritually mentally existentially morally""".split())
# Nouns a rules word right before them makes an idiom of mood with ("risky business", "controlled chaos", "under
# extreme pressure", "desperate times", "great vibes").
MOOD_NOUNS = frozenset("""chaos business pressure energy vibes vibe times measures mood mode hours""".split())
# A going at something said with its manner after it ("goes in HARD", "went in hot", "comes at them hard", "play it
# cool"): the verb, then one of the words that may join it to the manner.
MANNER_VERBS = frozenset("""go goes going went gone come comes coming came play plays playing played""".split())
MANNER_JOINS = frozenset("""in at out it""".split())
# A guess at how something will be, before 'be' ("this is gonna be hard", "it'll be risky"): with no word of the
# GM's in its clause ("GM says it'll be hard" sets one), what the player expects, not what the table set.
GUESSING = ("gonna", "gon", "finna", "going to", "about to", "bout to", "will", "'ll", "’ll")
# The nouns a size of a modifier is said with in a game's cues ("extreme penalty", "huge bonus"): that size alone in
# a figure ("under extreme pressure") may be the modifier.
MODIFIER_NOUNS = frozenset("""bonus penalty boost challenge""".split())

# A wire's header opening the post (grammar/telegram.py): who it is from or to, how it was sent, how urgent.
WIRE_HEADS = frozenset({"from", "to", "via", "urgent", "western", "union", "telegram", "cable", "wire", "arr", "rcvd",
                        "gm", "priority", "collect", "night", "letter", "hrs", "attn", "ref", "most", "immediate"})
# Words a wire says what it cost and counts with ("REPLY PAID TEN WORDS", "212 WORDS COST 3 DOLLARS 18 CENTS").
WIRE_COSTS = frozenset({"words", "word", "reply", "paid", "cost", "costs", "dollars", "dollar", "cents", "cent", "per",
                        "minute", "total", "collect", "prepaid", "and", "at"})
# A wire's request for word back, a sentence of its own ("PLS ADV", "REPLY SOONEST").
WIRE_ASKS = frozenset({"pls adv", "pls advise", "please advise", "advise", "adv", "reply soonest", "reply paid",
                       "await reply", "awaiting reply", "advise soonest", "pls reply", "reply"})

# Set phrases that hold a condition's word in another sense ("he's neutral so far", "as far as I know", "by far the
# best"): time or degree, never a distance, so never the condition.
IDIOMS_OF_A_CUE: tuple[tuple[str, ...], ...] = tuple(tuple(p.split()) for p in (
    "so far", "thus far", "as far as", "by far", "far too", "far more", "far less", "far better", "far worse",
    "far from it", "so far so good", "far and away", "far and wide"))
# Labels of the GM's word on the roll ("Call: desperate.", "Ruling: risky") or of its stakes: a value after them is the roll's, never
# the scene's (grammar/labelled.py, slot_people.py).
RULING_LABELS = frozenset({"call", "ruling", "ruled", "verdict", "decision", "rules", "roll", "check",
                           # and those that may hold the roll's own stakes ("Risk: desperate", "Threat: severe")
                           "risk", "risks", "threat", "danger", "stakes", "odds", "situation", "level"})

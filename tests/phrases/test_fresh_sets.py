"""The fresh phrase sets, written during the work by people who had not read the reader (tests/phrases/fresh: setA
play-by-post and the GM's voice, setB second-language English, phone typing and questions with dice, setC GM recaps,
chat shorthand and long narration, setD a voice table's speech-to-text, setE Discord and forum posts with markup, OOC
asides and pasted dice-bot rolls, setF players from other games and rules-lawyers, setG teenagers' group chat and
novelistic first-person posts, setH British, Irish and Australian table talk said to the assistant as to a friend,
setI AI game masters writing roll requests as an LLM calling the MCP tools does, setJ brand-new players at their
first sessions, half-remembering names and describing mechanics in lay words, setK players typing fast mid-fight on a
keyboard: typos, words run together, caps and keyboard mash, setL formal letters to the GM in a play-by-email game,
setM in-character roleplay poses with the mechanics in out-of-character asides, setN chat lines that correct
themselves: 'wait no', 'sorry, meant', 'scratch that', 'edit: forgot my war die', setO players bargaining with the GM
in conditionals and assumptions: 'assuming it's Hard', 'if Sable helps I'll take the +1', 'unless you say
otherwise', setP players who show their working: '6+4 = 10, +5 Str = 15 → cool success', a third of them adding
up wrong, setQ rolls replied in a chat thread: a quoted GM request above the reply, @mentions, handles, thread titles,
'(edited)', setR in-character speech carrying the roll, its rules-sounding words inside the quotes, setS rolls
relayed for someone else: an absent friend's, what another said in voice, 'on behalf of', 'proxying for', setT jokes,
memes and hyperbole around a real roll: 'severe skill issue', 'desperate position emotionally', setU solo play
journals: one writer narrating both sides, times, days, pages and oracle results beside the dice, 'Me as GM:', a die
knocked off the desk and rolled again, setV rules-lawyering: page and section numbers, rule text quoted with its
own numbers, earlier rulings argued down before the roll, setW actual-play transcripts: timestamps, speaker
labels, '(dice clatter)', the GM's call and the player's dice in turns of their own, setX mixed-language tables
code-switching between Spanish, Portuguese, German, Polish, Hinglish, Taglish or French and the rulebook's English
terms, setY session minutes kept by the table's scribe: passive voice, reported rulings, numbered items and
rounds ('A Prowl roll was made by Kes; the dice showed 6 and 2'), setZ hedging, unsure and apologetic players:
'I think', 'that's Prowl right?', 'sorry if this is wrong', setAV veterans' abbreviations and shorthand: 'Kes Prw
r/s -> 6,2', 'DL H', '+1 WD', 'AUF', setAH live-streamed games: hype and capitals, asides to the
stream's chat, shout-outs whose numbers are not dice, emote names, countdowns, recaps for new viewers, setAE players whose English is a second language: dropped articles and verb endings, calques,
false friends, questions said as statements, 'her creative is minus one', setAM typed on a phone: autocorrected names
and rules words fixed later in the line ('*Strength'), wrong autocomplete endings, dice glued to words, smart quotes,
emoji and 'Sent from my iPhone', setAD spelling by ear: rules words and names written as they sound ('stelth',
'reed person', 'Eefa' for Aoife), split or joined words ('force full', 'a sistance'), swapped letters, homophones,
setAK structured notes: 'key: value' lines, 'key=value' pairs, bullets, markdown table rows, pipes and arrows, empty
fields ('n/a', '-') and a scene field whose words sound like rules, setAN ensemble posts: one post narrating several
characters, by names, nicknames and pronouns, where only one of them rolls, setAR ornate and archaic prose: 'doth',
'twas', inverted order, epithets for names, dice in flowery words, scene words that sound like rules, setAC code and
math notation around a real roll: function calls, assignments, arrows, backticks, code blocks and numbers of the code
that are no dice, setAW radio and comms procedure: callsigns, 'over', grids, bearings, times and channels beside the
dice, SITREP blocks, the GM as 'Nest' or 'Control' calling rolls, setAJ the family table: children with a parent as
GM who types or corrects for them, kids' words for skills, dice told as a story, ages, bedtimes and pets that are no
dice, setAP office colleagues on Slack or Teams: posts under the colleagues' own names, a facilitator handing out
rolls like tickets, threads, ticket numbers, times and percentages that are no dice, rules words said as office
talk, setAS rolls pasted from another dice roller: Avrae, Dice Maiden, Roll20, Foundry and phone apps, their sums,
modifiers, handles and timestamps beside the faces, setAT convention one-shots with pregens: characters called by
role or number ('the Face', 'pregen 3'), players introducing themselves, table, badge and room numbers and time
slots that are no dice, the GM handing out rolls by role, setAU the bookkeepers: trackers, clocks, counters and
state changes written beside the roll ('stress 3→5', 'WD 2 → 1', 'HP 7/10', 'XP +1 if I miss'), setAX screenplay
format: sluglines, cues in capitals, parentheticals, NARRATOR or DIRECTOR as the GM and 'ROLL:' blocks, setAY dice on
the table told by colour, pips and borrowed dice, setAZ teens and twenty-somethings on a Discord table, setBA the
play-by-play booth, setBB the newsroom: ages,
addresses, money and datelines beside the dice, wire labels, corrections of a die, setBC the nature documentary:
epithets, measures and counts of the habitat, dice dealt by 'Nature', setBD the courtroom: the record's formulas,
Q. and A., the bench's labels, objections to a die, exhibit and case numbers, dates and votes, setBE the kitchen:
recipe cards and a cook's patter, dice folded in or out of the oven, steps, servings, measures and oven heat that are
no dice, the GM as the head chef, setBF the family table: grandparents' texts and emails, greetings, kisses,
sign-offs and postscripts, dice in dots or read out by someone else, dates, ages and appointments that are no dice,
setBG the classroom: a school's games club with the teacher as GM, labels before the line ('Homework:', 'Register:'),
the teacher spoken to as 'Sir' or 'Miss', groups, seats, lessons, marks out of ten and ages that are no dice, the
teacher explaining a roll to the class, setBH the story told afterwards: players retelling a roll to friends or a
forum in the past tense, the teller's words to the audience, remarks, who someone is, dice slang, and session
numbers, years, upvotes and votes that are no dice, setBI the bug report: rolls filed as tickets, codes, tags, fields,
numbered steps, versions, builds and issue numbers that are no dice, ticket words that sound like rules, setBJ the
ward: rolls charted as clinical notes, a note's sections by their letters, readings, doses, bed and ward numbers, ages
and times that are no dice, chart words that sound like rules ('push 2 mg', 'moderate bleeding', 'looks stable'),
setBK the voice channel: a captioning bot's transcript of a table playing over voice, speakers' names and
timestamps, dice and labels in words, fillers, restarts and corrections across lines, the bot's notes, setBL the
social-media thread: a player live-posting the table's rolls, thread numbers, hashtags, mentions, likes and views,
a photo's alt text, polls to the followers and edits, setBM the tipster: rolls written up in a betting tipster's
voice, prices, lines, stakes and form guides that are no dice, tipster words that sound like rules ('hard stake', 'a
push'), setBN the video gamer: rolls told in MMO and shooter jargon, levels, patches, ping, K/D and percentages that
are no dice, gamer words that sound like rules ('hard mode', 'critical hit', 'desperate last-hit'), setBO the
fortune-teller: rolls written up as horoscopes and tarot readings, card numbers, houses, degrees, lucky numbers and
ages that are no dice, a reading's words that sound like rules ('hard aspects', 'the Chariot pushes forward'), setBP
the lab notebook: rolls written up as experiments, the faces as 'Raw data:' or 'Readings:', a write-up's sections,
units, statistics, dates, citations and lab labels that are no dice, errata correcting a die, science words that
sound like rules ('hard water', 'controlled conditions', 'critical temperature'), setBQ verse: turns posted as
couplets, limericks, haiku and shanties, lines typed with slashes, faces in number words, syllable counts and verse
numbers that are no dice, poetic words that sound like rules ('hard as stone', 'a desperate plight'), setBR the
telegram: every roll a wire, STOP between sentences, RPT repeating the dice, QUERY asking, headers, signatures, word
counts and prices, dates and times in cable style, corrections inside the wire, all in capitals or all in lowercase,
setBS the incident report: rolls written up as police reports, witness statements, claim forms and security logs,
headings and form fields, surnames in capitals with initials, ages, badges and case numbers in brackets, dice told
in the passive, amended statements, report words that sound like rules ('Severe laceration', 'hard drive'), setBT
the text-adventure player: turns posted as a parser transcript, '>' commands in capitals, room headings, the
player's own parser replies, status lines ('Score: 35 of 350', 'Moves: 41', 'Exits: NW, S'), numbered menus picked by
number, UNDO, orders to another character ('> PERCY, TELL THE SENTRY ...'), setBU the hard-boiled noir narrator:
first-person pulp prose, similes full of numbers, dice in slang ('the bones came up boxcars'), the dice of a past
roll, rhetorical questions, mood words that sound like rules ('a hard town', 'a great night for a lie'), setBV players who
write in dialect, spelled as they speak it: Scots, Geordie, Yorkshire, Cockney, Southern US, Irish and a pirate's
speech ('a sax an' a fower', 'Finch 'elps', 'naw wait, it wis a wan'), setBW the game-show host: podiums, categories
for points, prize money, countdowns before the dice, lifelines, the judges' rulings, setBX the travel writer: prices,
distances, opening hours, ages, room, gate and platform numbers, star ratings and '4/5 would climb again', datelines,
the reader asked 'Would I go back?', setBY the weather forecaster: temperatures, percentages, wind speeds and forces,
pressures, times and regions beside the dice, weather words that sound like rules ('hard frost', 'severe gale',
'sharp showers'), setCB the rulebook's example of play: the players at the table named beside their characters
('Hana, who plays Sabine', 'Priya rolls 4 and 2 for her'), the running sum after the dice, page references, numbered
steps and designer's notes, setCC the ship's logbook: times, bearings, courses, Beaufort forces, barometer readings
and berth numbers beside the dice, ranks with surnames, terse clauses of the log, setCD the play-by-post forum
regular: quote blocks of earlier posts (some holding an earlier roll), signature blocks with the character's standing
numbers, BBCode and markdown, edit stamps, post headers and the forum roller's own lines, setCE the GM's second-person
narration: 'you' for the seat, for whoever the GM names or @mentions, or for the whole party, NPCs acting in the third
person, positions and attitudes told as story, the verdict beside the dice, setCF the hype player: runs in capitals,
keysmash, stretched words, emoji and reaction asides around the dice, totals and outcomes cheered after them, setCG
the breathless run-on writer: a whole turn as one lowercase sentence chained with 'and then', 'so', 'but like',
self-interruptions and the dice dropped mid-flow, setCH the tactician who plays on a grid: squares, coordinates,
initiative, timers, numbered steps and head counts beside the dice, setCI the fanfic writer: past-tense prose with
the mechanics in an A/N, an OOC line, a footnote or a Mechanics block, setCJ the post put through a translation
tool: articles on names, things said the other way round with 'of', 'the advantage of +1', amounts said again in
brackets, setCK the multitasker posting between real life: the kitchen, the bus and the baby's numbers beside the
dice, setCL the lore-heavy worldbuilder: the setting's own names, titles and calendar around the roll, many made of
rules words ('the Severe Sisters', 'Captain Moderate', 'the Bell of Luck'), setCM the gambler: every roll talked
about like a night at the craps table ('eight the hard way', 'feeling lucky', 'double or nothing', '3 to 1'), setCN
the anime and shonen fan: honorifics on names ('Kes-chan'), technique names shouted in capitals, thoughts in italics,
the show's big numbers ('power level 9001', 'episode 23'), setCO the campfire horror storyteller: second person,
dread words that look like rules values, counts, clocks and dice whispered with pauses, setCP the wine critic: tasting
words that look like rules values ('a hard finish', 'severe acidity') and a wine's numbers beside the dice, setCQ the
gym regular: sets, reps, weights and tempos beside the dice ('3 x 15', '3-1-3', 'RPE 9'), the coach as GM, setCR the
chess annotator: move numbers, squares, evaluations and results ('17.', 'Ra3!?', '+0.8', '1-0'), the arbiter as GM,
setCS the crafter: pattern rows, stitch counts, needle sizes and gauge beside the dice, then one trade or pastime a
set, its numbers and its words that sound like rules around the roll: setCT the band musician, setCU the climber,
setCV the estate agent, setCW the gardener, setCX the mechanic, setCY the peer reviewer, setCZ the angler, setDA the
darts scorer, setDB the stargazer, setDC the pilot, setDD the cricket scorer, setDE the birdwatcher, setDF the
auctioneer, setDG the railway enthusiast, setDH the film critic, setDI the trading desk ('FTSE down 2', 'GHST +3',
'T+2'), setDJ the international table (English as a second language: 'Kes make lie to the barman, dices 6 and 2'),
setDK the lab notebook ('Exp. 9, 14/3:', 'H2SO4', 'the PI logs it as controlled'), setDL the sailing club ('whatsapp:
T-5 lol', 'GBR 1427 v K 203', 'the log reading 6.2 kn'), setDM the late-night radio DJ ('on 97.3', 'this one goes
out to Kes', 'texted in on 81104'), setDN the archaeologist's dig log, setDO the pub quiz host ('Round 3, question 7',
'joint 2nd', '£2.50-a-go'), setDP the hill-walking and orienteering club ('1:42:10', 'OL7, 1:25 000', 'Bothy night'),
setDQ the museum curator and tour guide, setDR the stage manager's prompt book ('LX 14 GO', 'Show 17 of 24', 'SM on
cans:'), setDS the coach's team sheet ('90+3', '3-5-2', 'P12 W8 D2 L2, 26 pts'), setDT the veterinary practice's
clinical notes, setDU the wedding planner's run sheet ('RUN SHEET 11:00', '15:40 confetti throw', '£300 + VAT'),
setDV the parish newsletter and the choir's rota ('Sidesmen: Tom & Ali.', 'Isaiah 40:1-11', 'Hymns 423, 17, 251'),
setDW the warehouse's stock-take and shift log, setDX the cab firm's radio log ('Job 4417, pickup ... -> LS6 2QT',
'10-4, base.', 'ETA 8'), setDY the hair salon's appointment book ('6/0 + 7/3, 20 vol', 'foils x 24', 'Chair 3'),
setDZ the swimming club's gala sheet and training log, setEA the courier's delivery log and the depot chat ('Drop 14 of
62', 'AM slot 9-12', 'POD: signed R. Patel'), setEB the bakery's order book and night shift chat ('3 doz rolls', '48
rolls, 12 tin loaves', 'deck oven 2'), setEC the hotel front desk's log and handover notes ('Handover, 07:00.',
'VIPs:', 'rm 17', 'Level -2, bay 14'), setED the dog walker's group chat and walk log ('Walk log: pack of 6,',
'Wee: yes / Poo: no.', 'gate code 2-0-2-0'), setEE the removals firm's job sheet and van chat ('JS-0417 | Access: 4th
floor, no lift |', 'the 3-seater sofa', 'bay suspension 8-6'), setEF the library's circulation desk log and staff chat
('Incidents: 2.', 'Holds: queue of 7', 'Cool reading room today'), setEG the farm diary and the family's WhatsApp
group ('Vet:', 'frost -3 by morning', 'Wk 12', 'the Agrico drone'), setEH the tour coach's running sheet and the
group's chat ('dep 08:15', 'entry £12.50pp', 'Tacho: 4h30 driving', 'Ops: Sat-Nav, ...'), setEI the dental surgery's
day list, clinical notes and practice chat ('UR6 MOD', 'BPE 3 3 4 / 3 3 3', 'exam + 2 BW', 'Tx plan:'), setEJ an open
table's Discord server ('+1 for Saturday btw', '5/6 slots', 'Setup for session 15 is pinned', 'Sat vs Sun poll'),
setEK a text adventure's transcript ('CELLAR | HP 7/10 | Turn 12', '> spend luck' over the narration, 'bell (1)'),
setEL a referee's match report and the officials' chat ("FT 1-1", "58'", 'Reflex save from their keeper', 'played
advantage'), setEM the bike shop's workshop chat and repair tickets ('new 11-28 cassette', '50/34, 170 mm cranks',
'250 W, 36 V', 'the big advantage of a 1x drivetrain', 'Saturday group ride leaves at 8'), setEN a hospital ward's night
shift and its handover notes ('Obs at 03:00: HR 96, RR 22', 'Beds 2 to 5', 'FBC, U&E, 4 bottles', "Mum's BP 130/85",
"Insight, and I'm calling it Severe"), setEO a yacht's passage log and the crew's chat on night watch, setEP an
allotment society's chat and committee notes ('on 3/6', 'John Innes No. 2', 'Forced rhubarb pushing through', "Secretary's
minute 4.2:"), setEQ a cinema's projection booth log and the projectionists' chat ('2.39:1 hard matte', 'the fallen
6,000 ft platter', 'the ghost caught in the projector beam'), setER second-person GM narration ('You slip under the rope
... that's a Prowl roll, you're risky'), setES a campaign's downtime thread between sessions ("Heat's at 4", 'the
healing clock's at 2 of 4', 'Downtime, week 2.', 'plus tips'), setET a referee's phone dictation ('comma', 'full stop',
'open bracket' said as words, 'she rolled to and for', 'risky no wait desperate', 'Sent via voice'), setEU an estate
caretaker's logbook and the residents' chat ('Flat 4C', '1.5 bar', 'E119', 'severe damp'), setEV a player's private
messages to the GM ('psst', "don't tell Wink:", 'GM → Biscuit, private:', "she said it's cool"), setEW a streamed
game's chat log and overlay ('[00:18:14] raid_vey: 6, 6 and 3', 'StreamElements: tier 1 sub', 'viewers: 880', 'hard
carry'), setEX a garden centre's staff chat ('aisle 4, bay 12', '3 for £10', 'severe frost', 'standard compost'), setEY
a school trip's staff chat ('32 of 34 back', 'Group B', '5 first-aid kits', 'hard shoes only'), setEZ a ship's radio
log ('0415Z', 'Wind SW 5-6', 'sea state moderate', 'hard a-port', 'Sparks relaying for Cookie:'), setFA a wedding
planner's team chat ('120 guests, 14 tables of 8', 'hard deadline', 'the bride's mother is severe'), setFB players who
write in British and Irish dialect ('dead easy', 'half six', 'a five an' a two', 'Our Kid'), setFC very online players
in internet slang ("it's giving desperate", 'that's extreme lol', '6 n 2 lets gooo', 'w/'), setFD a rules lawyer's
thread ('RAW', 'per p. 34', 'Point of order, §3.3:', 'objection overruled, 3 to 2', 'Errata v1.2 says'), setFE posts
relayed for players who are away ('msg from Tomasz (on the train, 2 bars):', 'fwd: "..."', 'she's on 2% battery'),
setFF a pharmacy counter ('500mg', '2 tabs x3 daily', 'Rx 4471', 'a controlled drug', 'severe reaction'), each answer
worked by hand from the rules references; setD to setFF carry a
README.md saying who writes
like that. setG, setI, setK, setM,
setO, setR, setT, setV, setX, setY, setAH, setAM, setAK, setAR, setAC, setAW, setAJ, setAP, setAS, setAT, setAU, setAX,
setBB, setBC, setBD, setBE, setBF, setBG, setBH, setBI, setBJ, setBK, setBL, setBM, setBN, setBO, setBQ, setBS, setBU, setBW, setBY, setCC, setCD, setCE, setCG, setCI, setCK, setCM, setCO, setCP, setCS, setDH, setDK, setDN, setDQ, setDT, setDW, setDZ, setEC, setEF, setEI, setEL, setEO, setER, setEU, setEX, setFA and setFF were each a hold-out for one session (scored at its start and end, nobody
fixing against them), and all but setAU and setAX were fixed against later like the others.

A ratchet both ways: every case read right today must stay right, every must-refuse case refused today must stay
refused with its words; the cases not read right yet are listed in known_gaps.txt, and each of them must still get
an answer or a clear message, never a traceback; one listed as refused must stay refused (a wrong answer given
with exit 0 is listed as 'misread', with what differs). A listed case that is read right fails until its line is
taken off, so the list says what is still missing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rollmate.command import main

HERE = Path(__file__).parent / "fresh"
GAPS = {line.split()[0]: line.split()[1] for line in (Path(__file__).parent / "known_gaps.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")}  # id -> what rollmate does with it: refused, misread, ...
CASES = [json.loads(line) for path in sorted(HERE.glob("set*/*_cases.jsonl")) for line in path.read_text().splitlines()
         if line.strip()]
ERRORS = [json.loads(line) for path in sorted(HERE.glob("set*/*_errors.jsonl"))
          for line in path.read_text().splitlines() if line.strip()]


def _get(obj: Any, dotted: str) -> Any:
    if dotted == "#dice":
        return len(obj["dice"]) if isinstance(obj.get("dice"), list) else "<missing>"
    for part in dotted.split("."):
        if not isinstance(obj, dict) or part not in obj:
            return "<missing>"
        obj = obj[part]
    return obj


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        return a.strip().lower() == b.strip().lower()
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) \
            and not isinstance(b, bool):
        return abs(a - b) < 1e-4
    return a == b


def _run(case: dict[str, Any], seed: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["roll", "--sheet", str(HERE / case["sheet"]), "--as", case["as"], *case.get("args", []),
                 "--seed", seed, "--json", case["phrase"]])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_a_case_read_right_stays_right(case: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    for seed in ("10", "11"):  # stated dice: the answer may not depend on the seed
        code, out, err = _run(case, seed, capsys)
        assert "Traceback" not in out + err
        if case["id"] in GAPS:
            assert code in (0, 1, 2) and (out.strip() or err.strip())
            if code != 0:
                return
            if wrong := _wrong(case, out):  # a wrong answer given with exit 0 is listed as one, never as a refusal
                assert GAPS[case["id"]] == "misread", \
                    f"{case['id']} is listed as {GAPS[case['id']]} but answers wrong with exit 0: {wrong}"
                return
            continue  # right with this seed: a known gap right with both is no gap
        assert code == 0, err
        wrong = _wrong(case, out)
        assert not wrong, f"{case['phrase']!r}: {wrong} (want {case['expect']})"
    assert case["id"] not in GAPS, f"{case['id']} is read right now: take its line off known_gaps.txt"


def _wrong(case: dict[str, Any], out: str) -> dict[str, Any]:
    got = json.loads(out)
    return {k: _get(got, k) for k, v in case["expect"].items() if not _same(_get(got, k), v)}


@pytest.mark.parametrize("case", ERRORS, ids=[c["id"] for c in ERRORS])
def test_a_must_refuse_case_stays_refused(case: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(case, "10", capsys)
    assert "Traceback" not in out + err
    said = code == case.get("exit", 2) and all(word.lower() in err.lower() for word in case.get("stderr_has", ()))
    if case["id"] in GAPS:
        assert not said, f"{case['id']} is refused as it should be now: take its line off known_gaps.txt"
        return
    assert code == case.get("exit", 2), out
    assert all(word.lower() in err.lower() for word in case.get("stderr_has", ())), err

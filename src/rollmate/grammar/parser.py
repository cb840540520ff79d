"""parse(text, vocabulary) -> RollRequest: lexes, settles, parses (clauses.py) and binds a phrase, and refuses what
it can't read with the column, the words close to it and an example."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache, partial
from typing import Any

from lark import Token
from lark.exceptions import LarkError, UnexpectedInput, UnexpectedToken, VisitError

from rollmate.errors import PhraseError, RollmateError
from rollmate.grammar import kept
from rollmate.grammar.audience import NOTE as STREAM_NOTE
from rollmate.grammar.audience import streamed
from rollmate.grammar.bind import Binder
from rollmate.grammar.borrowed import NOTE as BORROWED_NOTE
from rollmate.grammar.borrowed import borrowed
from rollmate.grammar.calques import calqued_text
from rollmate.grammar.cited import NOTE as CITED_NOTE
from rollmate.grammar.cited import cited
from rollmate.grammar.clauses import clauses as parse_clauses
from rollmate.grammar.coined import COINED
from rollmate.grammar.court import MARK_NOTE, RULING_NOTE, recorded
from rollmate.grammar.court import NOTE as RECORD_NOTE
from rollmate.grammar.dictated import dictated
from rollmate.grammar.elsewhere import NOTE as ELSEWHERE_NOTE
from rollmate.grammar.elsewhere import elsewhere
from rollmate.grammar.ensemble import NOTE as ENSEMBLE_NOTE
from rollmate.grammar.ensemble import ensemble, subjects
from rollmate.grammar.errors import explain_unexpected
from rollmate.grammar.fields import EMPTY_NOTE, SCENE_NOTE, chained, dice_left_out, fielded, tabled
from rollmate.grammar.figures import figures
from rollmate.grammar.forum import (
    HANDLE_NOTE,
    HEADER_NOTE,
    QUOTED_NOTE,
    QUOTED_SPEAKER_NOTE,
    SIGNATURE_NOTE,
    STATUS_NOTE,
    forum_frame,
)
from rollmate.grammar.gm_self import NOTE as GM_SELF_NOTE
from rollmate.grammar.gm_self import gm_self
from rollmate.grammar.headings import NOTE as EXAMPLE_NOTE
from rollmate.grammar.headings import headed_example
from rollmate.grammar.held import NOTE as HELD_NOTE
from rollmate.grammar.held import held
from rollmate.grammar.helped import NOTE as HELPED_NOTE
from rollmate.grammar.helped import helped
from rollmate.grammar.honorifics import honoured
from rollmate.grammar.introduced import NOTE as INTRO_NOTE
from rollmate.grammar.introduced import introduced
from rollmate.grammar.jeers import NOTE as JEERS_NOTE
from rollmate.grammar.jeers import jeered
from rollmate.grammar.knocked import NOTE as KNOCKED_NOTE
from rollmate.grammar.knocked import knocked
from rollmate.grammar.labelled import NOTE as LABEL_NOTE
from rollmate.grammar.labelled import labelled
from rollmate.grammar.later import Later
from rollmate.grammar.ledger import PARTS as LEDGER_PARTS
from rollmate.grammar.ledger import ledger, note_for
from rollmate.grammar.letter import (
    DESCRIBED_NOTE,
    DEVICE_NOTE,
    GREETING_NOTE,
    NEWS_NOTE,
    POSTSCRIPT_NOTE,
    SIGN_OFF_NOTE,
    framed,
    referee_signs,
)
from rollmate.grammar.lexer import Lexed, PhraseLexer
from rollmate.grammar.listed import NOT_PICKED_NOTE, PICK_NOTE, listed
from rollmate.grammar.listed import NOTE as LIST_NOTE
from rollmate.grammar.literals import may_say
from rollmate.grammar.negated import negated
from rollmate.grammar.noted import NOTES as NOTED_NOTES
from rollmate.grammar.noted import noted
from rollmate.grammar.players import NOTE as PLAYER_NOTE
from rollmate.grammar.players import OWN_NOTE, own_character, players, unloaded_character
from rollmate.grammar.post import asides, drawn_stops, gm_tagged, headed, paused_faces, plain, shouted, verse_lines
from rollmate.grammar.posted import NOTES as POSTED_NOTES
from rollmate.grammar.posted import posted
from rollmate.grammar.priced import NOTES as PRICED_NOTES
from rollmate.grammar.priced import priced
from rollmate.grammar.questions import rules_question
from rollmate.grammar.quoted import BOOK_NOTE, acts, book, ruling, speech
from rollmate.grammar.quoted import NOTE as SPEECH_NOTE
from rollmate.grammar.radio import NOTE as RADIO_NOTE
from rollmate.grammar.radio import radioed
from rollmate.grammar.raw import check_length, says_its_name
from rollmate.grammar.recap import EARLIER_NOTE, earlier, unrolled
from rollmate.grammar.records import Record
from rollmate.grammar.relay import NOTE as RELAY_NOTE
from rollmate.grammar.relay import PASSED_ON_NOTE, RolledFor, relayed, sent_on
from rollmate.grammar.report import NOTE as REPORT_NOTE
from rollmate.grammar.report import OBSERVED_WORDS, observed, reported
from rollmate.grammar.roll_strings import Problem
from rollmate.grammar.rota import NOTE as ROTA_NOTE
from rollmate.grammar.rota import rota
from rollmate.grammar.scene_sentences import scene_clauses, scene_names, scene_sentences, scene_subjects
from rollmate.grammar.scene_words import story_word
from rollmate.grammar.screenplay import NOTES as SCRIPT_NOTES
from rollmate.grammar.screenplay import is_script, scripted
from rollmate.grammar.set_phrases import SET_PHRASE
from rollmate.grammar.slots import settle
from rollmate.grammar.speech import TAKEN_BACK, UNSAID_KIND
from rollmate.grammar.telegram import NOTE as WIRE_NOTE
from rollmate.grammar.telegram import wired
from rollmate.grammar.teller import NOTE as TELLER_NOTE
from rollmate.grammar.teller import told_aside
from rollmate.grammar.thread import NOTES as THREAD_NOTES
from rollmate.grammar.thread import RollName, crossed, threaded, told
from rollmate.grammar.turns import NOTES as TURN_NOTES
from rollmate.grammar.turns import turn_note, turned
from rollmate.grammar.typed_commands import NOTE as COMMAND_NOTE
from rollmate.grammar.typed_commands import typed_commands
from rollmate.grammar.viewers import NOTE as VIEWER_NOTE
from rollmate.grammar.viewers import SHOWN_NOTE, bidden, shows_whom
from rollmate.grammar.words import (
    CHECK_WORDS,
    DIFFICULTY_WORDS,
    FILLER,
    GM_WORDS,
    NUMBER_WORDS,
    PLACE_PREPOSITIONS,
)
from rollmate.grammar.working import DERIVED, adds_up, working
from rollmate.rules.forms import adverb, common_word
from rollmate.rules.request import STEP_TO, TYPED, Clause, RollRequest
from rollmate.rules.spoken import lexicon
from rollmate.rules.vocabulary import Vocabulary, per_cast
from rollmate.similar import close_matches, similarity


@per_cast
def _lexer(vocabulary: Vocabulary) -> PhraseLexer:
    return kept.lexer(vocabulary)  # the one kept with a vocabulary read from the private cache, else built


def parse(text: str, vocabulary: Vocabulary) -> RollRequest:
    """Understand one phrase; raise PhraseError (with column and suggestions) when it can't be understood.
    A table repeats itself ("spend luck", "roll Melee"), so readings are remembered: a request is frozen, and a
    refusal is worked out again each time."""
    if not isinstance(text, str):
        raise PhraseError("A phrase must be text.")
    return _reader(vocabulary)(text)


@per_cast
def _reader(vocabulary: Vocabulary) -> Callable[[str], RollRequest]:
    """The cast's reader, remembering its last 2048 readings: let go with the cast, never kept for every cast read."""
    return lru_cache(maxsize=2048)(partial(read, vocabulary=vocabulary))


def read(text: str, vocabulary: Vocabulary) -> RollRequest:
    """parse() without the memory: every step, every time (what bench/ times as a cold parse). A post's markup is
    read as formatting (post.py), what characters say aloud (quoted.py) and a recap's clauses that had no roll as
    the scene (recap.py): the reader sees its words where they were typed, and a refusal shows the post. A post
    refused as typed that holds what a dice roller prints around a roll is read again with that blanked (pasted.py),
    and one that holds code or maths notation with it as plain separators (coded.py); when that is refused too, the
    first refusal stands. A method call ('kes.hack(...)') is read as code first: as typed,
    its receiver and method would be a file's name cited (cited.py), the scene; a post that names a dice roller
    before its roll ('Foundry:', 'Avrae:') is read as pasted first, where the roller's name is no one and no rules
    value (a roller's name glued to a number is no roll of that number)."""
    if "dice" in text.lower():
        dice_left_out(text)  # "Dice: (to be added)": asked, never rolled for the player
    spans = shouted(text, runs=not is_script(text))  # "PIKE STREET HACKS SIGNAL BOX 4", "> TAKE CROWBAR": capitals that say nothing of who
    stopped = calqued_text(gm_tagged(honoured(paused_faces(drawn_stops(text)), _listed(vocabulary))), lambda word: bool(_players(word, vocabulary)) and (
        f"the {word}" not in vocabulary.terms))  # is named; "8 and 7 😂😂 he's so mad": emoji that end a sentence;
    # "(MC) Mari, ...": the GM's tag, a label; "the Barto makes ...", "and after he ...": a translation's calques;
    # "Kes-chan": a name and an honorific; "Four. And one.": faces said with a pause
    if spans or stopped != text:
        lowered = stopped
        for start, end in spans:  # (a name's own words keep their capital: "VS STRAND")
            lowered = lowered[:start] + re.sub(r"[^\W\d_]+", lambda m: m.group().capitalize() if m.group() in
                                               _name_words(vocabulary) else m.group(), stopped[start:end].lower()) \
                + lowered[end:]
        if len(lowered) == len(text):
            request = _read_placed(text, lowered, tuple(range(len(text))), lambda inner: read(inner, vocabulary))
            return replace(request, reading=_as_typed(request.reading, text, lowered))  # each part shown as typed
    if "(" in text and "." in text:  # (most posts have no call: coded.py is not loaded for them)
        from rollmate.grammar.coded import called

        if called(text):
            return _coded(text, vocabulary)
    if ":" in text or "]" in text:  # (a roller's name is printed before a colon, or in brackets)
        from rollmate.grammar.pasted import unnamed

        if unnamed(text, _called(vocabulary)) != text:
            try:
                return _pasted(text, vocabulary)
            except PhraseError:
                pass  # read as typed, and refused as typed
    if " for " in text:  # ("dad rolled 4 4 2 for the goon": thrown_for.py is loaded only for a post that may say so)
        from rollmate.grammar.thrown_for import thrown_for

        moved = thrown_for(text, lambda words: _whom(vocabulary).get(words, ()))
        if moved is not None:
            return _read_placed(text, *moved, lambda inner: _read_post(inner, vocabulary))
    try:
        return _read_post(text, vocabulary)
    except PhraseError as error:
        try:
            return _pasted(text, vocabulary)
        except PhraseError:
            pass
        try:
            return _coded(text, vocabulary)
        except PhraseError:
            raise error from None


@per_cast
def _listed(vocabulary: Vocabulary) -> Callable[[str], bool]:
    """Whether lowercase words, their hyphens as spaces, are a loaded name whole ('ojii-san')."""
    return lambda words: (term := vocabulary.terms.get(words.replace("-", " "))) is not None and term.kind == "name"


@per_cast
def _name_words(vocabulary: Vocabulary) -> frozenset[str]:
    """The words the loaded people's names capitalise, lowercase ('kessler', 'captain', 'strand'), but for a number's word
    ('nine' of Operator Nine) and a word the game knows as another rules word."""
    names = {w.lower() for t in vocabulary.terms.values() if t.kind == "name" for w in str(t.value).split(" ")
             if w[:1].isupper()}  # (as the sheet spells them: 'Strand' of Captain Strand, not 'courier')
    names |= {key for key, t in vocabulary.terms.items() if t.kind == "name" and key.isalpha() and not common_word(key)}
    # (a nickname the sheet gives, 'pembo' of Horace Pemberton: a name, shouted or not)
    return frozenset(w for w in names if w not in NUMBER_WORDS and w != "the" and (
        w not in vocabulary.terms or vocabulary.terms[w].kind == "name"))


def _pasted(text: str, vocabulary: Vocabulary) -> RollRequest:
    """The post read with a dice roller's print around its roll blanked (pasted.py), each word where it was typed.
    Refused as the post is when it has none."""
    from rollmate.grammar.pasted import pasted

    plainer, where = pasted(text, _called(vocabulary))
    if plainer == text:
        raise PhraseError("nothing a dice roller printed")
    return _read_placed(text, plainer, where, lambda inner: _read_post(inner, vocabulary))


def _coded(text: str, vocabulary: Vocabulary) -> RollRequest:
    """The post read with its code notation as plain separators (coded.py); each part of the reading stands where the
    post has its words. Refused as the post is when it has no code notation."""
    from rollmate.grammar.coded import coded

    plainer, where = coded(text)
    if plainer == text:
        raise PhraseError("no code notation")
    return _read_placed(text, plainer, where, lambda inner: _read_post(inner, vocabulary))


def _read_post(text: str, vocabulary: Vocabulary) -> RollRequest:
    table = tabled(text)
    if table is not None:  # a markdown table of one roll: read as the note its cells say (fields.py)
        return _tabled(text, *table, vocabulary)
    kept = dictated(text)  # "rolled 6 comma 2 full stop": a phone's voice typing, its marks said as words
    kept, wire = wired(kept, lambda words: _scene(words, vocabulary)) if may_say(kept, _STOPS) else (kept, ())
    kept = observed(kept) if may_say(kept, OBSERVED_WORDS) else kept  # "Dice were observed to show 6 and 5": showed
    kept, report = reported(kept, lambda words: not any(kind == "named" or kind in ("action", "fitting action") and words[
        start].islower() and not re.match(r"\s*(?:#|no\.\s*)?\d", words[end:]) for start, end, kind in _rules_words(
            words, vocabulary)),  # ("Block C", "case #8812": a place, a file, named)
                            lambda word: bool(_players(word, vocabulary))) if ":" in kept or "," in kept or "." in kept else (
        kept, ())  # "INCIDENT REPORT. Ref: case #4471. ... Signed: D. LOCKE.": a report's heading and fields
    kept, record = recorded(kept)  # the court's formulas, an examination's marks, a ruled objection
    record = (*wire, *report, *record)  # ("... STOP ROLLED FIVE FIVE RPT FIVE FIVE — PIKE": a wire's own words)
    kept, items = listed(kept)  # "1. Boil the water. 2. Ruen rummages ...": a list's markers
    kept, past = earlier(kept)  # "Last turn: ... This turn: ...": what happened before
    kept, other = elsewhere(kept)  # "(in 5e I'd have advantage here)": another game's rules
    kept, heading = headed_example(kept)  # "Example of luck before the roll.": what a teaching post shows
    kept, forum = forum_frame(kept)  # "-- Vee | Stress 3/9 | Coin 2", "[quote=...]Rolled 2d6: 6, 6[/quote]": a forum's
    kept, typed = typed_commands(kept, lambda words: _rules_words(words, vocabulary))  # "> spend luck" over "You
    record = (*record, *items, *past, *other, *heading, *forum, *typed)  # spend a luck point ...": the command typed
    try:
        scripted_text, script = scripted(kept, lambda words: _whom(vocabulary).get(words, ()),
                                         lambda words: _scene(words, vocabulary),
                                         lambda words: _npc(words, vocabulary))
    except PhraseError as error:
        error.text = text
        raise
    transcript = turned(scripted_text, lambda words: _whom(vocabulary).get(words, ()),
                        lambda words: _scene(words, vocabulary), lambda word: _players(word, vocabulary))
    uncited, citations = cited(transcript.text, _called(vocabulary).__contains__, lambda said: (
        term := vocabulary.terms.get(said)) is not None and term.kind not in ("filler", "name"))  # "p. 88", "§6.5", "luck.md", "SRD:": the scene
    try:
        thread = threaded(uncited, _called(vocabulary).__contains__)
        thread = told(thread, lambda words: _story(words, vocabulary), lambda words: _opens_with_one(words, vocabulary))
        if thread.quote is not None:
            thread = crossed(thread, uncited, lambda said, start, end: _rolls_named(said, start, end, vocabulary),
                             vocabulary.within)
    except PhraseError as error:
        error.text = text  # asked of the post as typed
        raise
    unframed, frame = framed(thread.text, _called(vocabulary).__contains__)
    try:
        unframed, radio, called_for = radioed(unframed, lambda words: _whom(vocabulary).get(words, ()), vocabulary.npcs)
        unframed, sent = sent_on(unframed, lambda words: _whom(vocabulary).get(words, ()))
        unframed, relay, rolled_for = relayed(unframed, lambda words: _whom(vocabulary).get(words, ()),
                                              lambda words: _scene(words, vocabulary))
        unframed, intro, introduced_for = introduced(unframed, lambda words: _whom(vocabulary).get(words, ()),
                                                     lambda words: _players(words, vocabulary))
        rolled_for = rolled_for or called_for or introduced_for
        unloaded_character(unframed, lambda words: _whom(vocabulary).get(words, ()))  # "sam's guy tobiah ..."
        unframed, at_table = players(unframed, lambda words: _whom(vocabulary).get(words, ()),
                                     lambda word: _players(word, vocabulary),
                                     lambda word: word in vocabulary.terms or word in vocabulary.verbs)
        unframed, own = own_character(unframed, lambda words: _whom(vocabulary).get(words, ()))  # "I'm Ringtone, so
        # that stress is mine": who posts
        unframed, aside = told_aside(unframed, lambda word: _players(word, vocabulary))  # "I kid you not, ...", "Looking back, ...": said to the audience
        unframed, prices = priced(unframed, lambda word: _players(word, vocabulary))  # "at 5/1", "100/1 shot", "over/under 10.5", "5 units": a bettor's numbers
        unframed, notes = noted(unframed, vocabulary)  # "devil's bargain: the crew's noodle shop burns down": its note
        unframed, rotas = rota(unframed, lambda word: _players(word, vocabulary),
                               lambda words: not _scene(words, vocabulary))  # "Sidesmen: Tom & Ali.": who is on duty
        unframed, labelled_lines = labelled(unframed, lambda word: _players(word, vocabulary),
                                            lambda words: not _scene(words, vocabulary), vocabulary.npcs)
        unframed, site = posted(unframed)  # "🧵 1/5", "#TTRPG", "@zoe_plays", "[ALT: ...]": the site's marks
        labels = (*aside, *prices, *notes, *labelled_lines, *rotas, *site)
        unframed, gm = gm_self(unframed, lambda words: _players_one(words, vocabulary))
        unframed, mishap = knocked(unframed)
        unframed, lent = borrowed(unframed)
        unframed, jeers = jeered(unframed)
        unframed, stream = streamed(unframed, lambda words: _whom(vocabulary).get(words, ()))
        unframed, viewer = bidden(unframed, lambda words: _whom(vocabulary).get(words, ()))
        unframed, followed = shows_whom(unframed, lambda words: _players(words, vocabulary))
        unframed, holding = held(unframed)
        unframed, books = ledger(unframed, vocabulary.system, lambda word: word.lower() in vocabulary.terms or bool(
                                     _rolls_named(word, 0, len(word), vocabulary)),
                                 lambda word: bool(_whom(vocabulary).get(word)))
        unframed, helper = helped(unframed, lambda words: _whom(vocabulary).get(words, ()))
        unframed, cast = ensemble(unframed, lambda word: _players(word, vocabulary),
                                  lambda words: _rules_words(words, vocabulary), _deed_subjects(vocabulary))
    except PhraseError as error:
        error.text = text
        raise
    if rolled_for is None and transcript.named_at is not None:
        rolled_for = (transcript.named_at, frozenset())  # the roller's label read as their character's name
    frame = (*record, *script, *transcript.frame, *thread.frame, *frame, *radio, *sent, *relay, *intro, *at_table, *own, *labels, *gm, *mishap, *lent, *jeers, *stream, *viewer, *followed,
             *holding, *books, *helper, *cast)
    try:
        fields, field_parts, naming = fielded(plain(verse_lines(chained(unframed))), _called(vocabulary).__contains__,
                                              versus="versus" not in vocabulary.refuse)
    except PhraseError as error:
        error.text = text
        raise
    for label, start, end in naming:  # "skill: hotwiring": the label says a rules name stands here
        if start < end and not _rolls_named(fields, start, end, vocabulary):
            raise PhraseError(f"The '{label}' field says '{fields[start:end]}', which is no skill, trick or attribute "
                              f"of this game.", text=text, column=start + 1, length=end - start,
                              hint="Name one of the game's own, or put your words in an 'action:' field.")
    frame = (*frame, *field_parts)
    spoken, quotes = speech(fields, lambda said: _names_a_roll(said, vocabulary),
                            lambda start: ruling(text, start, lambda words: _players_one(words, vocabulary)),
                            typed=text if len(text) == len(fields) else None)
    said = unrolled(spoken, recap=headed(unframed), names=_called(vocabulary),
                    story=lambda words: _story(words, vocabulary))
    said, worked, totals = working(said, vocabulary.system, lambda word: any(  # the player's sums, totals and
        kind in ("SKILL", "ABILITY") for kind, *_ in _rolls_named(word, 0, len(word), vocabulary)))  # outcome: no inputs
    aside = asides(text)  # the player's words out of character: the roll they name decides (bind.py)
    if said is text:
        return _read(text, vocabulary, asides=aside)
    try:
        request = _read(said, vocabulary, referee=referee_signs(text, frame), asides=aside, totals=totals,
                        rolled_for=rolled_for, typed=text)
    except PhraseError as error:
        if error.text == said:
            error.text = text
        raise
    rules = book(text, quotes, citations)  # the rules' words quoted: the player's working
    notes = {}
    if quotes and not (request.skill or request.trick or request.abilities or request.verbs or request.purpose_verbs
                       or request.roll_named):
        aloud = tuple(q for q in quotes if q[0] not in rules)  # what characters say, not the rules quoted
        request, notes = _acted(text, said, aloud, request, lambda line: _read(
            line, vocabulary, referee=referee_signs(text, frame), asides=aside, totals=totals, rolled_for=rolled_for))
    if adds_up(worked, totals):  # "3+3 = 6, +2 Hot = 8": the sheet's numbers it says are the player's working
        request = replace(request, worked=True)
    shown = [Clause(kind="working", text=text[start:end], start=start, end=end, used=False, note=BOOK_NOTE)
             if start in rules else
             Clause(kind="speech", text=text[start:end], start=start, end=end, used=False,
                    note=notes.get((start, end), SPEECH_NOTE))
             for start, end in quotes]  # what a character says: shown where it stands, as the scene
    shown += [Clause(kind="citation", text=text[start:end], start=start, end=end, used=False, note=CITED_NOTE)
              for start, end in citations]
    shown += [Clause(kind=part.part, text=text[part.start : part.end], start=part.start, end=part.end, used=False,
                     note=note_for(part.part, text[part.start : part.end]) if part.part in LEDGER_PARTS else
                     _FRAME_NOTES.get(part.part) or THREAD_NOTES.get(part.part) or SCRIPT_NOTES.get(part.part)
                     or TURN_NOTES[part.part])
              for part in frame]  # a letter's or a thread's frame (the name a letter is signed with: letter.signer)
    shown += [Clause(kind=STEP_TO if w.note == DERIVED else "working", text=text[w.start : w.end], start=w.start,
                     end=w.end, used=False, note=w.note)
              for w in worked]  # the player's working: shown beside the rules' answer, never used (steps that lead
    # to the value after an arrow, "+1 step cos she's Hostile → Severe", end where a step said to it does: the value
    # is the final one, the rules step it no further)
    if transcript.turns:  # each turn's label says who spoke it and which values it gave
        used = [(c.kind, c.start, c.end) for c in request.reading if c.used]
        shown = [replace(c, note=turn_note(transcript, c.start, used) or c.note) for c in shown]
    if shown:
        request = replace(request, reading=tuple(sorted((*request.reading, *shown), key=lambda c: c.start)))
    if request.actor is None and transcript.roller is not None:
        request = replace(request, actor=transcript.roller)  # a transcript's 'I' is the roller's, not the poster's
    if request.dice is None and not request.question:
        _dice_set_aside(text, frame)
    if len(said) == len(text):  # each part shown as typed ("Sable -> Boone", never the marks' 'Sable =  Boone')
        return replace(request, text=text, reading=_as_typed(request.reading, text, said))
    return replace(request, text=text)


def _as_typed(reading: tuple[Clause, ...], text: str, seen: str) -> tuple[Clause, ...]:
    """The reading with each part that shows `seen`'s words shown as `text` has them in the same columns; a part
    whose words are the same in both is kept as it is."""
    return tuple(replace(c, text=typed) if c.text == seen[c.start : c.end] and (typed := text[c.start : c.end]) != c.text
                 else c for c in reading)


# Faces said in a row ("2, 6", "6 and 2", "a four and a one"): dice, wherever they stand.
_FACES_SAID = Later(r"(?i)(?<![\w'’$£€.,:-])(?:\d{1,2}|(?:a\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten))"
                    r"(?:\s*(?:,|and|&)?\s*(?:\d{1,2}|(?:a\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten))"
                    r"(?![\w'’]))+")


def _dice_set_aside(text: str, frame: tuple[Any, ...]) -> None:
    """Faces said in a part of the post read as its frame (a turn read as the GM's word on the result, a stage
    direction, an aside to the audience), where the roll has no dice of its own: asked about, never dropped while
    rollmate rolls its own."""
    for part in frame:
        said = _FACES_SAID.search(text, part.start, part.end)
        if said is not None and part.part not in _NO_DICE_PARTS:
            raise PhraseError(f"Are '{said.group()}' the dice of this roll? They stand where the post says something "
                              "else, and the roll has no dice of its own.", text=text, column=said.start() + 1,
                              length=len(said.group()),
                              hint="Say the dice with the roll, e.g. '..., rolled 6 2'; or leave them out and rollmate "
                                   "rolls.")


# Parts of a frame whose numbers are never dice: a timestamp, a citation, the player's working and the like.
_NO_DICE_PARTS = frozenset({"timestamp", "citation", "working", "device", "intro", "label", "teller", "greeting", "sign-off"})


def _tabled(text: str, note: str, where: tuple[int, ...], vocabulary: Vocabulary) -> RollRequest:
    """A table's roll read as its note; each part of the reading, and a refusal's caret, stand where the table has
    its cell."""
    return _read_placed(text, note, where, lambda inner: read(inner, vocabulary))


def _read_placed(text: str, inner: str, where: tuple[int, ...], reread: Callable[[str], RollRequest]) -> RollRequest:
    """The post read as `inner`, words of its own set out anew (a table's note, code notation made plain), where
    where[i] is the post's column of inner's i-th character: each part of the reading, and a refusal's caret, stand
    where the post has its words."""
    last = len(where) - 1
    try:
        request = reread(inner)
    except PhraseError as error:
        if error.text in (inner, "") and error.column:
            end = where[min(error.column - 1 + max(error.length, 1) - 1, last)]
            error.column = where[min(error.column - 1, last)] + 1
            error.length = max(1, end - error.column + 2)
            error.text = text
        raise
    shown = tuple(replace(c, start=where[min(c.start, last)], end=where[min(max(c.end - 1, c.start), last)] + 1)
                  for c in request.reading)
    return replace(request, reading=shown, text=text)


def _acted(text: str, said: str, quotes: tuple[tuple[int, int], ...], request: RollRequest,
           reread: Callable[[str], RollRequest]) -> tuple[RollRequest, dict[tuple[int, int], str]]:
    """A post that names no roll but what a character says, read by what the line does (quoted.acts): a threat,
    an order, a plea, a lie, each read as its verb written where the quotation stands ('threatens,'), the game's
    own words deciding the roll; the quotation's note says so. A verb the game does not know gives way to the
    act's next; a line that does two acts the game rolls differently is asked about."""
    found = [(span, named) for span, named in acts(text, quotes) if said[span[0] : span[1]].strip() == ""]
    if not found:
        return request, {}
    tries = max(len(verbs) for _, named in found for _, verbs in named)
    for k in range(tries):
        chars = list(said)
        notes = {}
        for (start, end), named in found:
            verbs = [verbs[min(k, len(verbs) - 1)] for _, verbs in named]
            words = " and ".join(verbs)
            if len(words) + 1 > end - start:
                break
            chars[start : start + len(words) + 1] = words + ","  # (the comma: dice after it are no verb's object)
            notes[(start, end)] = f"{SPEECH_NOTE}: {_a(' and '.join(act for act, _ in named))}, read as '{words}'"
        else:
            try:
                again = reread("".join(chars))
            except PhraseError:
                named = list(dict.fromkeys(act for _, acts_said in found for act, _ in acts_said))
                if len(named) > 1 and k == tries - 1:  # a plea and a threat at once: which is rolled?
                    (start, end), _ = found[0]
                    raise PhraseError(f"What does the line do: {' or '.join(_a(act) for act in named)}? Each is a "
                                      f"roll of its own.", text=text, column=start + 1, length=end - start,
                                      hint="Name the roll after the line, e.g. '..., 5 5, Intimidate'.") from None
                continue  # (the act's verb read as no roll of this game's: the post as it was read stands)
            if again.verbs:
                return replace(again, text=text), notes
    return request, {}


def _a(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


_STOPS = frozenset({"stop"})
_FRAME_NOTES = {**POSTED_NOTES, "wire": WIRE_NOTE, "report": REPORT_NOTE, **PRICED_NOTES, **NOTED_NOTES, "record": RECORD_NOTE, "examination": MARK_NOTE, "list": LIST_NOTE, "earlier turn": EARLIER_NOTE, "not picked": NOT_PICKED_NOTE, "picked": PICK_NOTE, "ruling": RULING_NOTE, "intro": INTRO_NOTE, "label": LABEL_NOTE, "teller": TELLER_NOTE, "greeting": GREETING_NOTE, "sign-off": SIGN_OFF_NOTE, "device": DEVICE_NOTE, "postscript": POSTSCRIPT_NOTE, "news": NEWS_NOTE, "described": DESCRIBED_NOTE, "relay": RELAY_NOTE, "passed on": PASSED_ON_NOTE,
                "radio": RADIO_NOTE, "gm": GM_SELF_NOTE, "knocked": KNOCKED_NOTE, "elsewhere": ELSEWHERE_NOTE, "example": EXAMPLE_NOTE, "signature": SIGNATURE_NOTE, "status": STATUS_NOTE, "command": COMMAND_NOTE, "quoted_post": QUOTED_NOTE, "header": HEADER_NOTE, "quoted_speaker": QUOTED_SPEAKER_NOTE, "handle": HANDLE_NOTE, "player": PLAYER_NOTE, "who posts": OWN_NOTE, "borrowed": BORROWED_NOTE, "jeers": JEERS_NOTE, "helped": HELPED_NOTE,
                "stream": STREAM_NOTE, "viewer": VIEWER_NOTE, "shown": SHOWN_NOTE, "held": HELD_NOTE, "note-field": SCENE_NOTE, "empty-field": EMPTY_NOTE,
                "scene": ENSEMBLE_NOTE, "rota": ROTA_NOTE}
_NAMED_ROLLS = frozenset({"SKILL", "TRICK", "ABILITY"})


def _names_a_roll(words: str, vocabulary: Vocabulary) -> bool:
    """Whether the words are, whole, the name of a skill, trick, attribute or move ('Listen to the Mountain')."""
    return any(value.lower() == words.lower() for _, value, _, _ in _rolls_named(words, 0, len(words), vocabulary))


def _rolls_named(text: str, start: int, end: int, vocabulary: Vocabulary) -> list[RollName]:
    """The skills, tricks and attributes named by their own words in text[start:end], with where each stands."""
    try:
        tokens = _lexer(vocabulary).lex(text[start:end]).tokens
    except RollmateError:
        return []
    return [(t.type, str(t.value), start + t.start_pos, start + t.end_pos) for t in tokens if t.type in _NAMED_ROLLS
            and t.start_pos is not None and t.end_pos is not None]


def _not_rolled(text: str, where: tuple[int, int], fields: dict[str, Any]) -> tuple[Clause, ...]:
    """The reading with the clause that says nothing has been rolled yet ("I have not rolled"): in a question about
    the chances, its answer is the odds; anywhere else (or with dice said too) the player is asked what they want."""
    start, end = where
    if not fields.get("question") or fields.get("dice"):
        raise PhraseError(
            "You say nothing has been rolled yet: to see the chances, ask for them (e.g. 'what are my chances to "
            "climb the wall?'); to roll now, leave that out; if you did roll, give the dice.",
            text=text, column=start + 1, length=end - start)
    return tuple(sorted((*fields.get("reading", ()), Clause(
        kind="no dice", text=text[start:end], start=start, end=end, used=False,
        note="nothing rolled yet: these are the chances before any dice")), key=lambda c: c.start))


def _read(text: str, vocabulary: Vocabulary, *, referee: bool = False, asides: tuple[tuple[int, int], ...] = (),
          totals: frozenset[int] = frozenset(), rolled_for: RolledFor | None = None, typed: str = "") -> RollRequest:
    """Read one post's text (`typed`: as the player typed it, where passes before blanked words of it)."""
    stripped = text.strip()
    if not stripped:
        raise PhraseError(
            "Say what your character does.", hint=_example(vocabulary)
        )
    check_length(text)  # the limit comes first: nothing reads an over-long phrase
    asked = rules_question(stripped)
    if asked is not None:
        raise asked
    if "difficulty" in vocabulary.refuse:
        _no_difficulty(text, vocabulary.refuse["difficulty"], typed or text, vocabulary)
    lexed = _lexer(vocabulary).lex(text, totals)
    if lexed.seen == text:
        return _bound(text, lexed, vocabulary, referee, asides, rolled_for)
    try:  # a line that corrected itself: read as said after the correction, shown as typed
        request = _bound(lexed.seen, lexed, vocabulary, referee, asides, rolled_for)
    except PhraseError as error:
        if error.text == lexed.seen:
            error.text = text
        raise
    return replace(request, text=text, action=" ".join(request.action.split()) if request.action else request.action,
                   reading=_as_typed(request.reading, text, lexed.seen))


def _clauses_past_colons(tokens: list[Token], text: str) -> tuple[list[list[Record]], UnexpectedToken | None]:
    """The clauses of the tokens, and the grammar's first refusal where a colon had to be read past: a colon the
    grammar has no place for, after the post's first word ("Ira faces the Grandmaster, Chess vs the Grandmaster: a
    sharp Sicilian", "The arbiter turns to Dmitri: your clock is ticking"), is read as the pause it is in prose, a
    comma, and the tokens parsed again; where the grammar still has no place, the first refusal stands. A colon
    after a name that is no one's object ('climb the wall Vex: go', a line of an exchange 'Boone: "Back off!"')
    labels who speaks or acts, and one before or after a number ('4:05', 'the brute: 7 and 5') says whose or what
    the number is: both stay refused there."""
    try:
        return parse_clauses(tokens), None
    except UnexpectedToken as error:
        refused, failed = error, error.token
    tried = list(tokens)
    while (at := next((k for k, t in enumerate(tried) if t is failed), 0)) and failed.type == "COLON" \
            and at + 1 < len(tried) and tried[at + 1].type != "NUMBER" and tried[at - 1].type != "NUMBER" \
            and (tried[at - 1].type not in ("NAME", "POSS") or _named_as_an_object(text, tried[at - 1])):
        tried[at] = Token.new_borrow_pos("SEP", ",", failed)
        try:
            return parse_clauses(tried), refused
        except UnexpectedToken as error:
            failed = error.token
    raise refused


def _named_as_an_object(text: str, name: Token) -> bool:
    """Whether a name is said after a word that takes it as its object ('turns to Dmitri', 'vs the Grandmaster')."""
    return _OBJECT_OF.search(text, 0, name.start_pos or 0) is not None


# Words a name is the object of, right before it ("turns to Dmitri:", "Chess vs the Grandmaster:").
_OBJECT_OF = Later(r"(?i)\b(?:to|at|with|against|vs\.?|versus|for|from|on|faces|facing|past|behind|around|through|"
                   r"into|towards?|beside|near|under|over|outside|inside|tell|tells|told|telling|show|shows|showed|"
                   r"warn|warns|warned|remind|text|texts|texted|ping|pinged|dm|message)\s+$")  # ("slips past the
# watchman: Stealth", "don't tell Wink: Goose skirmishes ...": whom the post is kept from)


def _bound(text: str, lexed: Lexed, vocabulary: Vocabulary, referee: bool,
           asides: tuple[tuple[int, int], ...], rolled_for: RolledFor | None = None) -> RollRequest:
    """The request the lexed phrase says, `text` being the phrase as the reading sees it; `rolled_for`: where the
    name a relay's lead-in says the roll is for stands, and the pronouns it said of them (relay.py)."""
    tokens = _settled(lexed.tokens, lexed.text, vocabulary, said=tuple(  # (the settling reads the words as typed)
        (u.start, u.end) for u in lexed.unsaid if u.why in (SET_PHRASE, COINED)))
    tokens = scene_sentences(tokens, text)  # "my dog is 3. I rolled 4 and 5": a number of the story's sentence
    tokens = scene_names(tokens, text)  # "This one goes out to Kes. Sal sneaks ...": whom a thing goes to
    tokens = scene_subjects(tokens, text)  # "Setup for session 15 is pinned. ...": a thing of the table
    tokens = scene_clauses(tokens, text, tuple((u.start, u.end) for u in lexed.unsaid))  # "at 3, ... Dice: 6 6"
    tokens, denied = negated(tokens, text)  # "no +1 for the pump", "doesn't make it harder": not applied
    unsaid = [*lexed.unsaid, *denied]
    try:
        clauses, refused = _clauses_past_colons(tokens, text)
    except UnexpectedInput as error:
        raise explain_unexpected(error, text, vocabulary, lambda example: _example_parse(example, vocabulary),
                                 _names(vocabulary)) from None
    except (VisitError, LarkError) as error:
        raise PhraseError(f"I could not read that phrase ({type(error).__name__}).", text=text) from None
    if not clauses:  # nothing, or only commas and "and"
        raise PhraseError("I found no action in that phrase.", text=text, column=1, hint=_example(vocabulary))
    binder = Binder(text, roll_strings=vocabulary.roll_strings, refuse=vocabulary.refuse, names=_names(vocabulary),
                    verb_nouns=vocabulary.verb_nouns, helping_rolls=vocabulary.helping_rolls,
                    cue_kinds=vocabulary.cue_kinds, named_dice=vocabulary.named_dice, suggest=lambda word: _suggest(vocabulary, word),
                    levels=vocabulary.difficulty_values, rolls_of=vocabulary.rolls_of, approaches=vocabulary.approaches,
                    taken_back=tuple(u.end for u in lexed.unsaid if u.why == TAKEN_BACK), referee=referee,
                    asides=asides, npcs=vocabulary.npcs, rolled_for=rolled_for)
    try:
        fields = binder.bind(clauses)
    except Problem as problem:
        raise _roll_string_error(problem, text, vocabulary) from None
    except PhraseError:
        if refused is None:
            raise
        raise explain_unexpected(refused, text, vocabulary, lambda example: _example_parse(example, vocabulary),
                                 _names(vocabulary)) from None  # (a colon read as a pause found no one roll: the
        # colon's refusal stands, and a post's other readings are tried as before)
    if lexed.purpose_verbs:
        fields["purpose_verbs"] = tuple(lexed.purpose_verbs)
    if lexed.purpose_target is not None and not fields.get("target") and lexed.purpose_target != fields.get("actor") \
            and (lexed.purpose_verbs and not fields.get("verbs") or fields.get("trick")):
        fields["target"] = lexed.purpose_target  # "Persuasion check to convince the fixer", "..., Impression, to fool
        # the doorman": the purpose's one
    if lexed.asks_difficulty is not None and "difficulty" in vocabulary.refuse:  # "what's the DC to ...?" in a game
        start, end = lexed.asks_difficulty  # with no difficulty: the odds are answered, and the reading says so
        fields["reading"] = (Clause(kind="difficulty", text=text[start:end], start=start, end=end, used=False,
                                    note=vocabulary.refuse["difficulty"]), *fields.get("reading", ()))
    if lexed.read_as:  # "'wrensneaks' read as 'wren sneaks'": typed words read as others, shown where they stand
        fields["reading"] = tuple(sorted((*fields.get("reading", ()), *(
            Clause(kind=TYPED, text=text[start:end], start=start, end=end, note=f"read as {shown}")
            for start, end, shown in lexed.read_as)), key=lambda c: c.start))
    if unsaid:  # a correction's first try, a speaker's label: shown as not used, never dropped unsaid
        fields["reading"] = tuple(sorted((*fields.get("reading", ()), *(
            Clause(kind=UNSAID_KIND.get(u.why, "correction"), text=text[u.start : u.end], start=u.start, end=u.end, used=False,
                   note=u.why) for u in unsaid)), key=lambda c: c.start))
    # "can I leap the gap? rolled 4 6": the player has rolled, so the dice are resolved (a supposition, "what if I
    # rolled 6 6", or a question about spending, stays a question: nothing is spent on a question)
    fields["question"] = lexed.question and not (fields.get("dice") and not lexed.supposes and (
        not fields.get("spends") or _played_after(text, lexed.asked_until, fields)))
    if lexed.reported_by is not None:  # shown as not used: they passed the dice on, and roll nothing
        start, end = lexed.reported_by
        fields["reading"] = tuple(sorted((*fields.get("reading", ()), Clause(
            kind="sent by", text=text[start:end], start=start, end=end, used=False,
            note="sent the dice on: they are the roll's")), key=lambda c: c.start))
    if lexed.not_rolled is not None:
        if not fields.get("dice") and "?" in text[: lexed.not_rolled[0]]:
            fields["question"] = True  # "sneak past the guard? I haven't rolled yet": the action asked, as a question
        fields["reading"] = _not_rolled(text, lexed.not_rolled, fields)
    _check_unknown(text, tokens, vocabulary, fields)
    named = _roll_named(text, tokens)
    if named is not None:
        fields["roll_named"] = named
    return RollRequest(**fields)


def _played_after(text: str, asked_until: int, fields: dict[str, Any]) -> bool:
    """Whether the question ends in a sentence of its own before the roll is told ("can I use my luck?? she said yes.
    Nova pinches the keycard, 2 and 1"): the spend and the dice said after it are played, not asked about."""
    if asked_until < 0:
        return False
    spent = {said.label for said in lexicon().resources.values()}
    told = [c.start for c in fields.get("reading", ()) if c.used and (c.kind == "dice" or c.kind in spent)]
    return bool(told) and min(told) > asked_until and not text[asked_until + 1 :].rstrip().endswith("?")


def _roll_named(text: str, tokens: list[Any]) -> str | None:
    """'Stealth check', 'a Perception roll': a capitalised word nobody knows, said where the roll's name stands (right
    before 'check', 'roll', 'save' or 'test'). Another game's skill, most likely: the rules say whether the action
    decides the roll anyway or the word is asked about."""
    for before, after in zip(tokens, tokens[1:], strict=False):
        if before.type == "WORD" and after.type in ("WORD", "ROLL") and str(after.value).lower() in CHECK_WORDS:
            word = text[before.start_pos : before.end_pos]
            if word[:1].isupper() and not text[before.end_pos : after.start_pos].strip() \
                    and _SCHEDULED.match(text, after.end_pos or 0) is None:
                return word  # (never "Stock check to follow.", "Weight check due Friday": a check booked for later)
        if before.type == "WORD" and after.type == "WORD" and str(before.value).lower() in _TRIALS \
                and text[before.end_pos : after.start_pos].strip().lower() == "of":
            word = text[after.start_pos : after.end_pos]  # "a trial of Sorcery", "a test of Valour": a story's roll
            if word[:1].isupper() and word[1:].islower() and " " not in word:
                return word
        if before.type == "ROLL" and after.type == "WORD" and str(before.value).lower().endswith("roll") \
                and text[before.end_pos : after.start_pos].strip().lower() in _ROLL_ON:
            word = text[after.start_pos : after.end_pos]  # "make a roll on Cooking", "a roll of Cooking"
            if word[:1].isupper() and word[1:].islower() and " " not in word:
                return word
    return None


_SCHEDULED = Later(r"(?i)\s+(?:to\s+follow|due|booked|scheduled|pending|tomorrow|later|next\s+\w+|at\s+\d|on\s+"
                   r"(?:mon|tue|wed|thu|fri|sat|sun)\w*)\b")  # a check booked for later, after its word
_ROLL_ON = frozenset({"on", "of", "for", "in", "with"})  # how a second-language writer joins a roll to its name
# What a story calls a roll, said before 'of' and the roll's name ("a trial of Sorcery", "a test of Prowl").
_TRIALS = frozenset({"trial", "trials", "test", "tests", "check", "checks", "roll", "rolls"})


def _settled(tokens: list[Any], text: str, vocabulary: Vocabulary, said: tuple[tuple[int, int], ...] = ()
             ) -> list[Any]:
    """The lexer's tokens settled (slots.py) with what the game says of its words, and its rules words said in a
    figure of speech settled or asked about (figures.py), but for those inside a set phrase or a name (`said`: "I'm
    feeling lucky", "the Hard Quarter"), read as such."""
    settled = settle(tokens, text, roll_strings=vocabulary.roll_strings, names=_lexer(vocabulary).close_names,
                     failed=vocabulary.failed_level, one_die=vocabulary.one_die,
                     values=(vocabulary.value_cues, vocabulary.adjective_abilities), speeds=vocabulary.speeds,
                     group_sizes=vocabulary.group_sizes, verb_nouns=vocabulary.verb_nouns,
                     held=frozenset(vocabulary.held_bonuses.values()))
    return figures(settled, text, vocabulary, said)


def _example_parse(example: str, vocabulary: Vocabulary) -> object:
    """Parse an example of a bad phrase (errors.EXAMPLES): only lark's own errors count, a refusal by the lexer
    makes the example no match."""
    lexer = _lexer(vocabulary)
    try:
        tokens = _settled(lexer.lex(example).tokens, example, vocabulary)
    except RollmateError:
        return None
    return parse_clauses(tokens)


_FIELD_BEFORE = Later(r"(?:^|(?<=[.!?\n([])\s*)(?P<word>[A-Z][a-z]{2,})\s*:\s*$")  # "Hazard: " before a value
_LONE_DIFFICULTY = Later(r"(?i)(?:^|[,;.:])\s*((?:" + "|".join(DIFFICULTY_WORDS) + r")(?:\s*\(\d+\))?)\s*(?=[,;.!?]|$)")


def _no_difficulty(text: str, why: str, typed: str, vocabulary: Vocabulary) -> None:
    """In a game without difficulty levels, 'Hard' said as a clause of its own is refused, never dropped; but for a
    record's field of the scene, typed before it ("Hazard: severe, the skylight ..."): a plain word of no one and no
    rule, opening its sentence, and a colon."""
    found = _LONE_DIFFICULTY.search(text)
    field = _FIELD_BEFORE.search(typed, 0, found.start(1)) if found and len(typed) == len(text) else None
    if field is not None and field["word"].lower() not in vocabulary.terms and field["word"].lower() not in GM_WORDS:
        return
    if found:
        raise PhraseError(f"'{found.group(1)}' can't be used here: {why}", text=text, column=found.start(1) + 1,
                          length=len(found.group(1)))


def _suggest(vocabulary: Vocabulary, word: str) -> tuple[str, ...]:
    """Loaded names, then rules words, close to a word typed where a name or rules word must stand."""
    known = _spellings(vocabulary)
    names = close_matches(word, _names(vocabulary))
    words = [known[c] for c in _close(vocabulary, word.lower()) if known[c] not in names]
    return tuple(dict.fromkeys([*names, *words]))[:3]


@per_cast
def _names(vocabulary: Vocabulary) -> tuple[str, ...]:
    return tuple(sorted({t.value for t in vocabulary.terms.values() if t.kind == "name"}))


# The tokens of the story's words: an action, a person, a pronoun, the marks between. Anything else is a rules word.
_STORY_TOKENS = frozenset({"WORD", "VERB", "NAME", "POSS", "PRONOUN", "IS", "SEP", "PURPOSE"})


def _story(words: str, vocabulary: Vocabulary) -> bool:
    """Whether a piece of a post holds only the story's words (a recap's talk after the roll: recap.py)."""
    try:
        return all(t.type in _STORY_TOKENS for t in _lexer(vocabulary).lex(words).tokens)
    except RollmateError:
        return False


# The tokens of a rules value: where one stands in a relay's lead-in, the lead-in is read as typed (relay.py).
_RULES_TOKENS = frozenset({"SKILL", "TRICK", "ABILITY", "CUE", "TRAIT", "NUMBER", "SIGNED", "ORDINAL", "FACES", "IDIOM",
                           "RESOURCE", "DL", "DLNAME", "SECURITY", "STEPS", "RESULT", "ADVANTAGE", "DISADVANTAGE",
                           "UPGRADE", "DOWNGRADE", "DICECOUNT", "BARETRAIT", "LONERESULT", "DICEMOD", "RESTATED",
                           "BONUS", "HELPED", "ASSISTS", "SPEND", "USE", "VS", "PLUS", "RATED"})


def _scene(words: str, vocabulary: Vocabulary) -> bool:
    """Whether a piece of a post holds no rules value (a relay's reason: relay.py)."""
    try:
        return not any(t.type in _RULES_TOKENS for t in _lexer(vocabulary).lex(words).tokens)
    except RollmateError:
        return False


@per_cast
def _whom(vocabulary: Vocabulary) -> dict[str, tuple[str, ...]]:
    """Lowercase words -> the loaded names they stand for: a name, an aka, a first or last name or a prefix of one."""
    found = {said: (str(t.value),) for said, t in vocabulary.terms.items() if t.kind == "name"}
    found.update((word, names) for word, names in _lexer(vocabulary).called.items() if word not in found)
    found.update((said.replace(" ", "-"), names) for said, names in list(found.items())
                 if " " in said and said.replace(" ", "-") not in found)  # "Sat-Nav", said as the sheet has it
    return found


def _npc(words: str, vocabulary: Vocabulary) -> bool:
    """Whether lowercase words name one the GM plays, and no player's character."""
    names = _whom(vocabulary).get(words, ())
    return bool(names) and all(name in vocabulary.npcs for name in names)


def _players_one(words: str, vocabulary: Vocabulary) -> bool:
    """Whether words name one of the players' characters (a loaded name that is none of the GM's people)."""
    return any(name not in vocabulary.npcs for name in _whom(vocabulary).get(words.lower(), ()))


@per_cast
def _deed_subjects(vocabulary: Vocabulary) -> frozenset[str]:
    """The words that may open a post's deed (ensemble.subjects): a pronoun, 'I', or a word naming one of the players'
    characters alone (_players)."""
    return subjects(word for word in _whom(vocabulary) if " " not in word and len(_players(word, vocabulary)) == 1)


def _players(word: str, vocabulary: Vocabulary) -> tuple[str, ...]:
    """The players' characters a lowercase word names (none of the GM's people): a post's deeds (ensemble.py)."""
    named = _whom(vocabulary).get(word)
    return tuple(name for name in named if name not in vocabulary.npcs) if named else ()  # (most words: no one)


# The tokens of a post's story and its frame, for a post's deeds (ensemble.py): every other token is a rules word,
# and where it stands says whose the roll is.
_DEED_WORDS = _STORY_TOKENS | {"STRANGER", "ROLL", "ROLLED", "DICE", "COLON", "SELF", "WITH", "AS", "SCENE", "THEY",
                               "HAS", "POSTURE", "UNSPENT", "RAISE", "LOWER"}
_HELP_TOKENS = frozenset({"HELPED", "ASSISTS", "GROUPOF", "GIVES"})


def _rules_words(words: str, vocabulary: Vocabulary) -> list[tuple[int, int, str]]:
    """Where the rules words of a post stand, and their kind: "named" (a skill, trick, stat or move), "roll" (dice:
    two numbers in a row, a resource...), "difficulty" (a difficulty's name), "other" (a condition, a number alone
    that counts no thing said after it), "action" (an action word), "fitting action" (one that may decide a roll the
    post names), "help" (one helping, assisting)."""
    try:
        tokens = [t for t in _lexer(vocabulary).lex(words).tokens if t.start_pos is not None and t.end_pos is not None]
    except RollmateError:
        return []
    found = []
    named_rolls = {str(t.value) for t in tokens if t.type in _NAMED_ROLLS}
    for k, t in enumerate(tokens):
        if t.type == "NUMBER":
            nxt = tokens[k + 1] if k + 1 < len(tokens) else None
            if any(0 <= j < len(tokens) and tokens[j].type == "NUMBER" for j in (k - 1, k + 1)):
                found.append((t.start_pos, t.end_pos, "roll"))
            elif not re.match(r"-[^\W\d_]", words[t.end_pos : t.end_pos + 2]) and (
                    nxt is None or nxt.type != "WORD" or words[t.end_pos : nxt.start_pos].strip()):
                found.append((t.start_pos, t.end_pos, "other"))  # ("Magda rolled 4"; never "4 crates", "6-digit")
        elif t.type in _HELP_TOKENS:
            found.append((t.start_pos, t.end_pos, "help"))
        elif t.type == "ABILITY" and vocabulary.adjective_abilities and story_word(words, t.start_pos, t.end_pos):
            continue  # ("Wren is hard to see"): a stat that English says as an adjective, the story's word here
        elif t.type in _NAMED_ROLLS:
            found.append((t.start_pos, t.end_pos, "named"))
        elif t.type == "VERB":
            named = _own_name(words[t.start_pos : t.end_pos], str(t.value), vocabulary)  # ("Oss Entertains ...")
            found.append((t.start_pos, t.end_pos, "help" if _puts_dice(words, tokens, k) else "named" if named
                          else "fitting action" if _fits(str(t.value), named_rolls, vocabulary) else "action"))
        elif t.type in ("DL", "DLNAME"):
            found.append((t.start_pos, t.end_pos, "difficulty"))
        elif t.type in ("CUE", "ORDINAL"):
            found.append((t.start_pos, t.end_pos, "other"))
        elif t.type not in _DEED_WORDS:
            found.append((t.start_pos, t.end_pos, "roll"))
    return found


def _fits(value: str, named: set[str], vocabulary: Vocabulary) -> bool:
    """Whether an action word's value may decide one of the rolls the post names ('ducks behind' and Reflexive)."""
    rolls = vocabulary.rolls_of.get(value, (value,))
    return any(roll in named or named & set(vocabulary.within.get(roll, ())) for roll in rolls)


def _own_name(said: str, value: str, vocabulary: Vocabulary) -> bool:
    """Whether an action word says a skill, trick or move by its own name, as a verb ('Oss Entertains the room',
    'Maddox keeps watch'): the roll named, as a label names it."""
    term = vocabulary.terms.get(value.lower())
    return term is not None and term.kind in ("skill", "trick") and says_its_name(said, value)


def _puts_dice(words: str, tokens: list, k: int) -> bool:
    """Whether the action word at tokens[k] has the dice or a die of the game's for its thing ("I'll chuck a war die
    in", "Sable throws her war die in"): a die given to the roll, help, no deed of the scene (ensemble.py)."""
    nxt = next((u for u in tokens[k + 1 : k + 3] if u.type != "NUMBER"), None)
    return nxt is not None and nxt.type not in _DEED_WORDS and nxt.type not in (*_NAMED_ROLLS, *_HELP_TOKENS, "VERB",
            "DL", "DLNAME", "CUE", "ORDINAL") and re.fullmatch(
        r"(?i)\s+(?:(?:an?|the|my|his|her|their|our|one|in|on)\s+)*", words[tokens[k].end_pos : nxt.start_pos]) is not None


def _opens_with_one(words: str, vocabulary: Vocabulary) -> bool:
    """Whether a piece of a post opens with one of the players' characters (a reply saying who acts: thread.py)."""
    try:
        tokens = _lexer(vocabulary).lex(words).tokens
    except RollmateError:
        return False
    return bool(tokens) and tokens[0].type == "NAME" and str(tokens[0].value) not in vocabulary.npcs


@per_cast
def _called(vocabulary: Vocabulary) -> frozenset[str]:
    """Every word that names someone loaded, lowercase (a recap's clauses opened by someone: recap.py)."""
    return frozenset(word for said, t in vocabulary.terms.items() if t.kind == "name" for word in said.split()
                     if word not in FILLER)


# Fields that say which roll it is.
_DETERMINING = ("skill", "trick", "verbs", "abilities", "npc_rating", "dice_count", "spends", "trait",
                "purpose_verbs")

# After these a rules word must stand, so an unknown word there is a typo worth refusing ("roll Firarms").
_MUST_STAND = {"ROLL", "TRAIT", "BARETRAIT", "USING", "DL", "PLUS"}


def _check_unknown(text: str, tokens: list[Any], vocabulary: Vocabulary, fields: dict[str, Any]) -> None:
    """Unknown words are part of the action. They are refused only where a rules word must stand ("roll Firarms"),
    when they are a slip of a grammar word ("usng"), or when nothing says which roll it is and the word is a near
    miss of a skill, trick or ability ("convnce the guard"). Otherwise the rules ask which roll it is."""
    determined = any(map(fields.get, _DETERMINING))
    known = _spellings(vocabulary)
    previous = None
    rolled_at = 0  # where the last ROLL token stands
    named_before = False  # whether a rules name stands right before that ROLL token ("a Skirmish roll")
    for token in tokens:
        if token.type in ("WORD", "STRANGER") and " " not in str(token.value):
            word = str(token.value)
            near, close, typo, slipped = _near(vocabulary, word.lower())
            # With roll strings, an unknown word after "roll" is read as a skill of the game's own, unless it is a near miss
            must = previous in _MUST_STAND and (bool(near) or not vocabulary.roll_strings)
            # a word alone in its clause stands where a rules word goes: "climb the fence, Hardd"
            rules_miss = len(word) >= 4 and slipped and (not determined or _alone(tokens, token)) \
                and not (determined and _english(word.lower()))  # ("..., the young one, waits.": a word of its own)
            if must and previous == "ROLL" and (_between(text, tokens, token) or word.lower() in PLACE_PREPOSITIONS):
                must = False  # "roll the barrel down the hill", "rolls beneath the door": the verb roll, not the command
            if must and previous == "ROLL" and adverb(word.lower()):
                must = False  # "made us roll anyway", "rolls again": how or when, never a rules word
            if must and previous == "ROLL" and re.search(r"(?i)\b(?:a|the|each|every|any|this|that)\s+$",
                                                         text[: rolled_at]):
                must = False  # "this is how a roll works": the noun, said of rolls, no command naming one
            if must and previous in ("BARETRAIT", "TRAIT") and _english(word.lower()) and re.search(
                    r"(?i)\b(?:a|an|the|this|that|its|his|her|their|our|my)\s+\S+\s+$", text[: token.start_pos]):
                must = False  # "a security screw": the trait's word names a kind of thing after an article
            if must and previous == "ROLL" and named_before:
                must = False  # "makes a Skirmish roll against the guard": the roll is named before the noun 'roll'
            if must or typo or rules_miss or (token.type == "STRANGER" and close):
                raise PhraseError(
                    f"I don't know the word '{word}'" + (" here" if must else ""),
                    text=text, column=token.column, length=len(word),
                    suggestions=tuple(known.get(c, c) for c in close),
                    hint=None if close else _example(vocabulary),
                )
        if token.type == "ROLL":
            named_before = previous in ("SKILL", "TRICK", "ABILITY")
        previous = token.type
        rolled_at = (token.start_pos or 0) if token.type == "ROLL" else rolled_at


def _near(vocabulary: Vocabulary, low: str) -> tuple[tuple[str, ...], tuple[str, ...], str | None, bool]:
    return _nearness(vocabulary)(low)


@per_cast
def _nearness(vocabulary: Vocabulary) -> Callable[[str], tuple[tuple[str, ...], tuple[str, ...], str | None, bool]]:
    """_near_to for one cast, remembering the words asked about (let go with the cast, never kept for every one)."""
    return lru_cache(maxsize=8192)(partial(_near_to, vocabulary))


def _near_to(vocabulary: Vocabulary, low: str) -> tuple[tuple[str, ...], tuple[str, ...], str | None, bool]:
    """What an unknown word is near: the rules words within a typo of it; the words to offer instead (the grammar
    word it is a slip of, if any, else those rules words); that grammar word; and whether it is a typing slip of
    a word offered."""
    near = _close(vocabulary, low) if len(low) >= 4 else ()
    typo = _grammar_typo(low)
    close = (typo,) if typo else near
    return near, close, typo, any(_slip(low, c) for c in close)


def _slip(word: str, close: str) -> bool:
    """A typing slip of a rules word, not another English word: same first letter and nearly the same letters
    ('convnce' for convince; never 'print' for sprint, 'decorate' for moderate)."""
    if close.rstrip("s") == word.rstrip("s"):  # "drone" beside the alias "drones": the same word, not a slip
        return False
    return (close not in _correctable() and word[:1] == close[:1]
            and similarity(word, close) >= 0.85)


def _alone(tokens: list[Any], token: Any) -> bool:
    """Whether a word makes a clause by itself, after the first clause ("..., Hardd")."""
    index = tokens.index(token)
    before = tokens[index - 1].type if index else None
    after = tokens[index + 1].type if index + 1 < len(tokens) else None
    return before == "SEP" and after in (None, "SEP")


def _between(text: str, tokens: list[Any], token: Any) -> bool:
    """Whether words stand between the token before `token` and it ("roll the barrel")."""
    index = tokens.index(token)
    before = tokens[index - 1] if index else None
    return before is not None and bool(text[before.end_pos : token.start_pos].strip())


def _roll_string_error(problem: Problem, text: str, vocabulary: Vocabulary) -> PhraseError:
    """A refused roll string ("Firearms+Melee") as a PhraseError, with close attribute names where they help."""
    token = problem.token
    word = str(token.value)
    suggestions: tuple[str, ...] = ()
    if problem.suggest:
        options = {p: t.value for p, t in vocabulary.terms.items() if t.kind == problem.suggest}
        close = close_matches(word.lower(), options)
        suggestions = tuple(dict.fromkeys(options[c] for c in close)) or tuple(sorted(set(options.values())))
    length = max(1, (token.end_pos or 0) - (token.start_pos or 0))
    return PhraseError(problem.message, text=text, column=token.column or 1, length=length,
                       suggestions=suggestions, hint=problem.hint)


def _close(vocabulary: Vocabulary, low: str) -> tuple[str, ...]:
    return _closeness(vocabulary)(low)


@per_cast
def _closeness(vocabulary: Vocabulary) -> Callable[[str], tuple[str, ...]]:
    """_close_to for one cast, remembering the words asked about (let go with the cast)."""
    return lru_cache(maxsize=8192)(partial(_close_to, vocabulary))


def _close_to(vocabulary: Vocabulary, low: str) -> tuple[str, ...]:
    """Rules words within a typo of `low` (not counting plurals of them)."""
    candidates = [k for k in _spellings(vocabulary) if abs(len(k) - len(low)) <= 2]
    found = close_matches(low, candidates, cutoff=0.75)
    # "stealthy" is no slip of Stealth, but "Hardd" is one of Hard (a doubled last letter)
    return tuple(c for c in found if not low.startswith(c.split()[-1]) or low == c + c[-1])


@per_cast
def _spellings(vocabulary: Vocabulary) -> dict[str, str]:
    """Lowercase spelling -> how to show it, for the rules words worth correcting."""
    out: dict[str, str] = {}
    for phrase, term in vocabulary.terms.items():
        # Short forms (FRC, DL) are too short to guess from: "crew" is not a typo of "cre".
        if len(phrase) >= 4 and term.kind in ("skill", "trick", "ability", "dl", "trait", "security", "name"):
            out[phrase] = term.value if term.kind != "name" else term.value
    for phrase in _correctable():
        out.setdefault(phrase, phrase)
    return out


def _english(low: str) -> bool:
    """Whether a word is one of English's own (the dictionary the reader's word forms come from)."""
    from rollmate.rules.forms import is_english

    return is_english(low)


@lru_cache(maxsize=4096)
def _grammar_typo(low: str) -> str | None:
    """A grammar word of five letters or more with one letter dropped, added or swapped ('usng', 'spnd'), never a
    word that differs by a letter ('lock' is not 'luck'): those are never action words, so a near miss is a typo."""
    found = _slipped_from(low)
    if found is None:
        return None
    from rollmate.rules.forms import is_english

    return None if is_english(low) else found  # ("it is difficult for me": a word of its own, no slip of 'difficulty')


def _slipped_from(low: str) -> str | None:
    """The grammar word `low` is one slip from, if any."""
    for word in _correctable():
        if len(word) < 5 or low == word or abs(len(low) - len(word)) > 1 or low[:1] != word[:1]:
            continue
        if len(low) == len(word):
            diff = [k for k in range(len(low)) if low[k] != word[k]]
            if len(diff) == 2 and diff[1] == diff[0] + 1 and low[diff[0]] == word[diff[1]] and low[diff[1]] == word[diff[0]]:
                return word
            continue
        short, long_ = (low, word) if len(low) < len(word) else (word, low)
        if any(long_[:k] + long_[k + 1 :] == short for k in range(len(long_))):
            return word
    return None


# Grammar words worth a "did you mean": long enough that a near miss is surely a typo.
CORRECTABLE = ("advantage", "disadvantage", "using", "versus", "difficulty", "rolled", "against", "helped", "spend")


def _correctable() -> tuple[str, ...]:
    """CORRECTABLE, and what the games call their resources where that is one word ('luck': rules/spoken.py)."""
    from rollmate.rules.spoken import lexicon

    return (*(s.label for s in lexicon().resources.values() if " " not in s.label), *CORRECTABLE)

def _example(vocabulary: Vocabulary) -> str:
    return vocabulary.hint or "Say what your character does, e.g. 'climb the wall'."

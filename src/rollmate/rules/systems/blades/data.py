"""The Blades data file (blades.toml) read into records: attributes and actions, clause words, consequence texts."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rollmate.rules.content import load_data
from rollmate.rules.records import FrozenRecord

POSITIONS = ("Controlled", "Risky", "Desperate")
EFFECTS = ("Zero", "Limited", "Standard", "Great", "Extreme")


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Content(FrozenRecord):
    """Blades in the Dark content: attributes and their actions, what each covers and resists, and the cues."""

    attributes: dict[str, tuple[str, ...]]  # attribute -> its four actions
    resists: dict[str, str]  # attribute -> what it resists
    covers: dict[str, str]  # action -> what it covers
    action_cues: dict[str, tuple[str, ...]]  # action -> words that point to it
    resist_cues: dict[str, tuple[str, ...]]  # attribute -> consequence words it resists
    words: dict[str, tuple[str, ...]]  # cue key -> how players say it
    kinds: dict[str, str]  # cue key -> the reading's clause kind
    positions: dict[str, dict[str, str]]  # position -> its meaning and its line for each result
    effects: dict[str, str]
    trauma: tuple[str, ...]
    playbooks: tuple[str, ...]
    hint: str
    unused: dict[str, str]  # a rules value the GM folds in ('a gang of 12': scale) -> why it is not used
    push_again: tuple[str, ...]  # words that make a push said twice two pushes ("pushes again", "twice")
    trade_result: tuple[str, ...]  # words after a trade before the pair it leads to ("→", "becomes")
    harm_said: dict[str, str]  # a harm's cue key -> what it does to the roll, for "Read as" ('-1d')
    short_labels: dict[str, str]  # a value's label as typed ("pos", "eff") -> the kind of value it labels
    short_values: dict[str, str]  # a position or effect as typed short ("r", "ctrl", "ltd") -> its cue key
    short_pair: tuple[str, ...]  # the kinds a slashed pair says, in order ("r/s": position, effect)
    taken: tuple[str, str, tuple[str, ...], tuple[str, ...], tuple[str, ...]] | None = None  # a thing lifted off
    # someone (blades.toml [taken]): its action, what it is, its verbs, the words before where it was carried, those

    @property
    def actions(self) -> tuple[str, ...]:
        return tuple(a for acts in self.attributes.values() for a in acts)

    def attribute_of(self, action: str) -> str:
        return next(attr for attr, acts in self.attributes.items() if action in acts)


@cache
def content() -> Content:
    raw = load_data("blades")
    return Content(
        attributes={k: tuple(v["actions"]) for k, v in raw["attributes"].items()},
        resists={k: v["resists"] for k, v in raw["attributes"].items()},
        covers={k: v["covers"] for k, v in raw["actions"].items()},
        action_cues={k: tuple(v["cues"]) for k, v in raw["actions"].items()},
        resist_cues={k: tuple(v) for k, v in raw["resist_cues"].items()},
        words={k: tuple(v) for k, v in raw["words"].items()},
        kinds=dict(raw["kinds"]),
        positions={k: dict(v) for k, v in raw["positions"].items()},
        effects=dict(raw["effects"]),
        trauma=tuple(raw["trauma_conditions"]),
        playbooks=tuple(raw["playbooks"]),
        hint=raw["hint"],
        unused=dict(raw.get("unused", {})),
        push_again=tuple(raw.get("push_again", ())),
        trade_result=tuple(raw.get("trade_result", ())),
        harm_said=dict(raw.get("harm_said", {})),
        short_labels={w: kind for kind, words in raw["short"]["labels"].items() for w in words},
        short_values={w: key for key, words in raw["short"]["values"].items() for w in words},
        short_pair=tuple(raw["short"]["pair"]),
        taken=(t["action"], t["what"], tuple(t["verbs"]), tuple(t["before"]), tuple(t["places"]))
        if (t := raw.get("taken")) else None,
    )

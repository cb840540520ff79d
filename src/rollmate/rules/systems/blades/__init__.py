"""Blades in the Dark: action rolls with position and effect, resistance rolls, group actions, stress and trauma.

Roll as many d6 as the action's rating plus bonus dice and read the highest: 6 works, 4-5 works with a consequence,
1-3 goes badly, two 6s is a critical; zero dice roll two and read the lower. Rules reference: blades.md. Adapted
from the Blades in the Dark SRD by John Harper (One Seven Design, bladesinthedark.com), CC BY 3.0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rollmate.errors import RulesError
from rollmate.rules.content import glossary_table
from rollmate.rules.dice import Dice, within_the_die
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Resolution
from rollmate.rules.sheets import Party
from rollmate.rules.system import FollowUp, Resource, SystemSpec, Table
from rollmate.rules.systems.blades import roll, sheet
from rollmate.rules.systems.blades.data import content
from rollmate.rules.systems.blades.odds import ACTION, RESIST
from rollmate.rules.systems.blades.reading import vocabulary

if TYPE_CHECKING:
    from rollmate.rules.request_parts import Cue

STRESS = Resource(key="stress", one="stress", many="stress", most=sheet.STRESS_MAX, gained=True, spends="takes")
TRAUMA = Resource(key="trauma", one="trauma", many="trauma", most=sheet.RETIRED, gained=True, spends="marks")


class Blades(SystemSpec):
    name = "blades"
    title = "Blades in the Dark"
    outcomes = (*ACTION, *RESIST)
    tones = {"Critical Success": "best", "Full Success": "good", "Partial Success": "mixed", "Bad Outcome": "bad",
             "Critical Resist": "best", "Resist 0 Stress": "great", "Resist 1 Stress": "good",
             "Resist 2 Stress": "mixed", "Resist 3 Stress": "mixed", "Resist 4 Stress": "bad",
             "Resist 5 Stress": "worst"}
    resources = (STRESS, TRAUMA)
    example = "Cross skirmishes with the Bluecoat, risky"
    examples = ("Cross skirmishes with the Bluecoat, risky", "Thorn pushes herself to prowl past the guards",
                "Silas attunes to the ghost, desperate, Thorn assists", "Thorn resists the blow with Prowess",
                "Cross leads a group prowl with Thorn and Nyx", "odds for Thorn to resist with Insight")
    sheet_keys = sheet.SHEET_KEYS
    party_keys = ("crew",)

    def sheet_fields(self, data: dict[str, Any], where: str, prefix: str, settings: dict[str, Any]) -> dict[str, Any]:
        return sheet.sheet_fields(data, where, prefix)

    def party_fields(self, data: dict[str, Any], where: str) -> dict[str, Any]:
        return sheet.party_fields(data, where)

    def own_keys(self, *, npc: bool = False) -> tuple[str, ...]:
        return () if npc else ("skills", *super().own_keys())  # its own table holds the action ratings too

    def sheet_labels(self) -> dict[str, str]:
        return {"skills": "Actions"}

    def made_of(self) -> dict[str, tuple[str, ...]]:
        return content().attributes

    def cue_said(self, cue: Cue) -> str | None:
        return content().harm_said.get(cue.key)

    def content_schema(self) -> Any:
        from rollmate.rules.systems.blades.schema import SCHEMA

        return SCHEMA

    def glossary(self, party: Party) -> dict[str, str]:
        c = content()
        terms = {f"resist {n} stress": f"A resistance roll whose highest die is {6 - n}: the consequence is resisted "
                 f"for {n} stress (6 minus the die)." for n in range(6)}
        for attribute, actions in c.attributes.items():
            terms[attribute.lower()] = (f"An attribute, rolled to resist {c.resists[attribute]}: its rating is how many "
                                        f"of {', '.join(actions)} are rated 1 or more.")
            terms.update({a.lower(): f"An action ({attribute}): {c.covers[a]}." for a in actions})
        for level, means in c.effects.items():
            terms[f"{level.lower()} effect"] = f"An effect level: {means}."
            terms[level.lower()] = f"An effect level ({level} effect): {means}."
        return {**terms, **glossary_table("blades")}

    def terms(self, party: Party) -> tuple[str, ...]:
        return tuple(glossary_table("blades", quiet=False))

    def vocabulary(self, party: Party):  # type: ignore[no-untyped-def]
        return vocabulary(party)

    def resolve(self, request: RollRequest, party: Party, dice: Dice, *, profile: str = "rules",
                table: Table | None = None) -> Resolution:
        within_the_die(request.dice, 6, request.dice_said)
        return roll.resolve(request, party, dice, table, self.name, profile)

    def odds(self, request: RollRequest, party: Party, *, profile: str = "rules", table: Table | None = None
             ) -> Resolution:
        return roll.odds(request, party, table, self.name, profile)

    def follow_up(self, last: Resolution, follow: FollowUp, party: Party, dice: Dice, *,
                  table: Table | None = None) -> Resolution:
        raise RulesError("Blades in the Dark has nothing to spend after the dice: push yourself or take a devil's "
                         "bargain before rolling, e.g. 'Cross pushes himself to skirmish'.")


SYSTEM = Blades()

"""Use rollmate as a library: load a party, roll a phrase with the player's own dice, spend luck after.

Run from the repository root:  python examples/library_roll.py
"""

from __future__ import annotations

from pathlib import Path

import rollmate
from rollmate.table.ledger import apply
from rollmate.table.show import explain

party = rollmate.load_party([Path(__file__).with_name("ghostburn_party.toml")])
table = rollmate.Table()
ghostburn = rollmate.get_system("ghostburn")

# The seed 004 bouncer scene: Vex rolled a 3 and a 9 at the table.
result = rollmate.resolve("convince the bouncer, rolled 3 and 9", "ghostburn", party, actor="Vex", table=table)
table = apply(table, party, result)
print(explain(result))
print()

# Not happy with a Fade: spend the Luck Point after the roll (+3, Persuade is Vex's favored skill).
better = ghostburn.follow_up(result, rollmate.FollowUp(kind="luck"), party, rollmate.RandomDice(), table=table)
table = apply(table, party, better)
print(explain(better, teach=False))
print(f"Vex has {table.amount(party, 'Vex', 'luck'):.0f} Luck Points left.")
print(f"Odds of each outcome before the roll: { {c.outcome: str(c.fraction) for c in result.odds} }")

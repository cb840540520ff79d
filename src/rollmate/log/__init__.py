"""The roll log: one SQLite file of chained, signed records per campaign, its ledgers, and checking it."""

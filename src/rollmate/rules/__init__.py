"""Rules: turn a RollRequest into an explained Resolution for one game system. No English parsing, no I/O."""

"""The table: one campaign's party, roll log and seats, answering lines as data that every face (the page, the
MCP server) only presents."""

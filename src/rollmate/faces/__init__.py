"""The faces of a table: the page in the browser (web/) and the MCP server (mcp.py). Each presents what
rollmate.table answers; none imports another."""

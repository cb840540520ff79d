"""The table's page in the browser: a Starlette app with server-sent events, run by uvicorn (`rollmate serve`)."""

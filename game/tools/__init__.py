"""Developer tools beside the engine: the conformance runner and its case reader, the board
text of cases and tests, and the engine benchmark. They use the engine; the engine and the
shipped app never import them (`python -m game.engine.conformance` / `bench` still run them).
"""

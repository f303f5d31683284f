"""`python -m game.engine.conformance`, kept for CI and the shared conformance contract:
the runner lives in `game.tools.conformance` (importing this module does nothing)."""

if __name__ == "__main__":
    import runpy

    runpy.run_module("game.tools.conformance", run_name="__main__", alter_sys=True)

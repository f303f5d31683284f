"""`python -m game.engine.bench`, kept as the documented command: the benchmark lives in
`game.tools.bench` (importing this module does nothing)."""

if __name__ == "__main__":
    import runpy

    runpy.run_module("game.tools.bench", run_name="__main__", alter_sys=True)

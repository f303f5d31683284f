"""The test harness's contexts keep to themselves: what lives beside a context's saves (the
lessons' progress, `<parent>/lessons`) is never the shared temp folder, so one run's lesson,
or a script's, cannot resume another's where it stopped."""

from __future__ import annotations

import tempfile
from pathlib import Path

from game.lessons.progress import Progress, save_progress
from game.ui.table.harness import headless_context


def test_each_default_context_has_its_own_folder_beside_its_saves() -> None:
    first, second = headless_context(), headless_context()
    parents = {first.store.folder.parent, second.store.folder.parent}
    assert len(parents) == 2
    assert Path(tempfile.gettempdir()).resolve() not in {p.resolve() for p in parents}


def test_a_lesson_stopped_in_one_context_does_not_resume_in_another() -> None:
    first = headless_context()
    save_progress(Progress("kingdomino", history=["x"]), first.store.folder.parent / "lessons")
    scene = headless_context().scenes.lesson("kingdomino")
    assert scene.guide.played == 0

"""Learn to play: one guided lesson per rule set, played on the engine from a fixed deal.

    script.py        a lesson file read and checked: who plays what, in order, and what to say
    progress.py      where a learner stopped, kept apart from the saves (never in Continue or Load)
    make_lessons.py  writes the lesson files in data/ (`python -m game.lessons.make_lessons`)

No pygame here: the table draws a lesson through game/ui/table/lesson/view.py.
"""

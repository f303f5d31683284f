"""The player's settings: one small JSON file in the config folder.

Loading never fails: a missing file gives the defaults, and a bad file (or a
bad value in it) gives the defaults for what is wrong, with a warning in the
log. The bad file is kept: before settings are next saved over it, a copy is
made next to it, so nothing the player wrote is lost silently.
"""

from __future__ import annotations

import json
import logging
import math
import shutil
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from pathlib import Path
from typing import Any, cast

from game.i18n.languages import CODES

from .atomic import write_atomic
from .errors import SaveError, one_line
from .locations import settings_path

log = logging.getLogger(__name__)

FORMAT_NAME = "kingdomino-family-settings"
VERSION = 1
MAX_BYTES = 64 * 1024  # a settings file is a few hundred bytes
ANIMATION_SPEEDS = ("fast", "normal", "off")  # the table reads what each means (table.anim)
#: the interface size: "auto" grows with the window; a percentage of the 1280×720 design size,
#: never more than the window holds (game.ui.theme.ui_scale reads them)
UI_SCALES = ("auto", "100", "125", "150")
#: the language: "auto" follows the system's (English when it is none we have); game.i18n.LANGUAGES
LANGUAGE_CHOICES = ("auto", *CODES)


def _default_rules() -> str:
    from game.engine.rules import default_rules

    return default_rules()


@dataclass
class Settings:
    volume: float = 0.8  # the sound effects', 0..1
    muted: bool = False  # every sound, music too (also the mute key, game.ui.music.MUTE_KEY)
    hard_budget: float = 1.0  # seconds the hard AI may think per decision
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    animation: str = "normal"  # the table's animation speed, one of ANIMATION_SPEEDS
    show_legal: bool = False
    # the New game screen's last table: {"players": n, "seats": [{name, colour, kind, level}, ...]}
    last_game: dict[str, Any] = field(default_factory=dict)
    # the new-game screen opens on the rule set chosen last (at first: the first registered)
    last_rules: str = field(default_factory=_default_rules)
    last_variants: str = ""  # and its variants, comma-separated Options fields
    # each rule set's own New game choices, kept when another is played: {rules: {"variants":
    # "court_2,...", "partners": [null or {name, kind, level}, ... one per seat]}}
    rule_choices: dict[str, Any] = field(default_factory=dict)
    music_volume: float = 0.5  # the background music's, 0..1 (`volume` is the effects')
    ui_scale: str = "auto"  # the interface size, one of UI_SCALES
    language: str = "auto"  # one of LANGUAGE_CHOICES


# Accepted ranges: a hand-edited or old file with an absurd value is clamped, not obeyed.
_RANGES: dict[str, tuple[float, float]] = {
    "volume": (0.0, 1.0),
    "music_volume": (0.0, 1.0),
    "hard_budget": (0.05, 60.0),
}
_WINDOW = (320, 16384)
PARTNER_KEYS = frozenset({"name", "kind", "level"})


def _check(name: str, value: Any, default: Any) -> tuple[Any, str | None]:
    """The value to use for one field, and a problem to log (None when the value is fine)."""
    if isinstance(default, bool):
        return (value, None) if isinstance(value, bool) else (default, f"{name} should be true or false")
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            return default, f"{name} should be a number"
        lo, hi = _RANGES[name]
        if not lo <= value <= hi:
            return min(max(float(value), lo), hi), f"{name} {value} is outside {lo}..{hi}"
        return float(value), None
    if name == "window_size":
        if (isinstance(value, list | tuple) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            lo, hi = _WINDOW
            size = (min(max(value[0], lo), hi), min(max(value[1], lo), hi))
            return size, None if size == tuple(value) else f"window_size {list(value)} is outside {lo}..{hi}"
        return default, "window_size should be [width, height]"
    if name == "animation":
        ok = value in ANIMATION_SPEEDS
        return (value, None) if ok else (default, f"animation should be one of {', '.join(ANIMATION_SPEEDS)}")
    if name == "ui_scale":
        ok = value in UI_SCALES
        return (value, None) if ok else (default, f"ui_scale should be one of {', '.join(UI_SCALES)}")
    if name == "language":
        ok = value in LANGUAGE_CHOICES
        return (value, None) if ok else (default, f"language should be one of {', '.join(LANGUAGE_CHOICES)}")
    if name == "last_game":
        problem = _last_game_problem(value)
        return (default, f"last_game: {problem}") if problem else (value, None)
    if name == "rule_choices":
        problem = _rule_choices_problem(value)
        return (default, f"rule_choices: {problem}") if problem else (value, None)
    if isinstance(default, str):  # names only (a rule set, option fields): short, plain words
        return (value, None) if _plain_words(value) else (default, f"{name} should be plain words")
    raise AssertionError(f"no check for setting {name}")  # a new field needs a rule above


def _last_game_problem(value: Any) -> str | None:
    """Why a remembered New game table cannot be offered again (None when it can)."""
    from game.session import COLOURS

    if value == {}:
        return None
    if not isinstance(value, dict) or set(value) != {"players", "seats"}:
        return "should have players and seats"
    seats, players = value["seats"], value["players"]
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        return "players should be 2 to 5"
    if not isinstance(seats, list) or not players <= len(seats) <= 5:
        return "seats should be a list of up to 5"
    for seat in seats:
        keys = set(seat) if isinstance(seat, dict) else set()
        if keys - {"partner"} != {"name", "colour", "kind", "level"}:
            return "a seat should have name, colour, kind and level (and a partner)"
        if seat["colour"] not in COLOURS:
            return f"unknown colour {seat['colour']!r}"
        partner = seat.get("partner")
        problem = _person_problem(seat)
        if problem is None and partner is not None:
            problem = _person_problem(partner, PARTNER_KEYS)
        if problem:
            return problem
    return None


def _person_problem(person: Any, keys: frozenset[str] | None = None) -> str | None:
    """Why a remembered person (a seat's or a partner's) cannot be offered again; `keys`:
    the only fields it may have (None: the caller checked them)."""
    from game.session import SEAT_NAME_MAX, Person, name_problem

    if not isinstance(person, dict) or (keys is not None and not set(person) <= keys):
        return "a partner is a person with name, kind and level"
    try:  # the same rules as a typed seat: name, kind and level
        # Person checks the types itself: a wrong one is the TypeError caught below
        Person(cast(str, person.get("name")), cast(str, person.get("kind")), person.get("level"))
    except (TypeError, ValueError) as e:
        return name_problem(person.get("name"), SEAT_NAME_MAX) or str(e)
    return None


def _plain_words(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= 200 and all(c.isalnum() or c in "_," for c in value)


def _rule_choices_problem(value: Any) -> str | None:
    """Why remembered per-rule-set choices cannot be offered again (None when they can)."""
    if not isinstance(value, dict) or len(value) > 20:
        return "should be a short table of rule sets"
    for rules, kept in value.items():
        if not _plain_words(rules) or not isinstance(kept, dict) or not set(kept) <= {"variants", "partners"}:
            return "each rule set keeps its variants and partners"
        if not _plain_words(kept.get("variants", "")):
            return "variants should be plain words"
        partners = kept.get("partners", [])
        if not isinstance(partners, list) or len(partners) > 5:
            return "partners should be a list of up to 5"
        for person in partners:
            problem = None if person is None else _person_problem(person, PARTNER_KEYS)
            if problem:
                return problem
    return None


def _animation_of_pace(pace: Any) -> Any:
    """The animation speed an old file's AI pause (seconds) asked for: a short pause, fast;
    otherwise normal. Never off: that pause never stopped the pieces from moving."""
    if isinstance(pace, bool) or not isinstance(pace, int | float) or not math.isfinite(pace):
        return pace  # not a number: the check says so and the default is used
    return "fast" if pace <= 0.3 else "normal"


def _read(path: Path) -> tuple[Settings, list[str]]:
    """Settings from `path` and the problems found (empty: the file is good or absent)."""
    defaults = Settings()
    try:
        if path.stat().st_size > MAX_BYTES:
            return defaults, ["the file is too large to be settings"]
        data = json.loads(path.read_bytes().decode("utf-8"))
    except FileNotFoundError:
        return defaults, []
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as e:
        return defaults, [f"unreadable ({type(e).__name__}: {e})"]
    if not isinstance(data, dict):
        return defaults, ["not a JSON object"]
    problems = []
    if "animation" not in data and "ai_pace" in data:  # an older file: a pause (s) after AI moves
        data["animation"] = _animation_of_pace(data["ai_pace"])
    if data.get("format", FORMAT_NAME) != FORMAT_NAME:  # a hand-written file may leave it out
        problems.append("not a settings file")
    values = {}
    for f in fields(Settings):
        default = getattr(defaults, f.name)
        if f.name not in data:
            continue  # an older file without a newer setting: the default, no complaint
        value, problem = _check(f.name, data[f.name], default)
        values[f.name] = value
        if problem:
            problems.append(problem)
    return Settings(**values), problems


def load_settings() -> Settings:
    """The saved settings, or defaults for whatever is missing or bad (logged). Never raises."""
    path = settings_path()
    try:
        settings, problems = _read(path)
    except Exception as e:  # settings must never stop the game from starting
        log.warning("settings %s: %s; using defaults", path, one_line(e))
        return Settings()
    if problems:
        log.warning("settings %s: %s; using defaults for those", path, one_line("; ".join(problems)))
    return settings


def save_settings(settings: Settings) -> Path:
    """Write the settings atomically; SaveError if that fails.

    A bad existing file is copied aside first (settings.json.bad-<time>), with a warning.
    """
    path = settings_path()
    defaults = Settings()
    doc: dict[str, Any] = {"format": FORMAT_NAME, "version": VERSION}
    for name, value in asdict(settings).items():
        checked, problem = _check(name, value, getattr(defaults, name))
        if problem:
            raise SaveError(f"bad setting: {problem}")
        doc[name] = list(checked) if isinstance(checked, tuple) else checked
    try:
        _keep_bad_file(path)
        write_atomic(path, (json.dumps(doc, indent=2) + "\n").encode("ascii"))
    except OSError as e:
        raise SaveError(f"could not save settings: {e.strerror or e}") from None
    return path


def _keep_bad_file(path: Path) -> None:
    if not path.exists() or not _read(path)[1]:
        return
    backup = path.with_name(f"{path.name}.bad-{datetime.now():%Y%m%d-%H%M%S}")
    shutil.copyfile(path, backup)
    log.warning("settings %s had problems; kept a copy as %s before saving over it", path, backup.name)

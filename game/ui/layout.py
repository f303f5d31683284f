"""Table layouts: named screen regions read from Tiled maps (``maps/*.tmx``).

A table layout is a Tiled orthogonal map with no tiles, only rectangle objects in an
object layer called ``regions``. The map size in pixels (``width × tilewidth`` by
``height × tileheight``) is the *design resolution*, 1280×720 for the shipped tables.
At run time the layout is scaled uniformly to the window and centred, with letterbox
margins on the two sides that are too long (:meth:`Layout.scaled`).

Region names (the object's *Name* in Tiled); ``<seat>`` counts from 0, ``<tower>`` is a
free word (``main`` for Kingdomino, e.g. ``left``/``right`` for two-tower rule sets):

``kingdom:<seat>``          the player's kingdom canvas; must be square
``seat_label:<seat>``       optional name plate for that kingdom
``line:<tower>:current``    the dominoes claimed this round (kings on them)
``line:<tower>:next``       the dominoes up for claiming
``tower:<tower>``           the face-down draw pile and its counters
``banner``                  whose turn it is / what to do
``scores``                  every player's name, colour and score
``controls``                the buttons (Menu, Undo, Hint, Rotate, Discard)
``log``                     optional last-moves panel (what happened since your turn)

Other names are allowed and simply carried along, so a new rule set can add regions
(``buildings:<seat>``, ``events`` …) with a new map and no change here.

Object properties are passed through as :attr:`Region.properties`. Lines carry
``orientation`` (the direction their slots run: ``horizontal`` = left to right, each
domino drawn standing across the line with its king above; ``vertical`` = top to
bottom, dominoes lying, king beside) and ``slots`` (how many dominoes to make room for).

Map properties: ``seats`` (int), ``grid`` (int: kingdom side, 5 or 7 for Kingdomino),
``rules`` (str, ``kingdomino``) and optionally ``towers`` (comma-separated tower names,
default ``main``). :func:`map_for` picks a map by these, so a new table is added by
dropping a file into ``maps/``.

Nothing here imports pygame at module level (pytmx does, so it is imported lazily too);
:meth:`ScaledRegion.to_pygame_rect` imports it on use.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Generic, NamedTuple, TypeVar

__all__ = [
    "Layout",
    "LayoutError",
    "Lines",
    "Region",
    "RegionNotFound",
    "ScaledLayout",
    "ScaledRegion",
    "load_layout",
    "map_for",
    "maps_dir",
    "required_regions",
]

REGION_LAYER = "regions"
DEFAULT_TOWERS = ("main",)
LINE_STAGES = ("current", "next")


class LayoutError(Exception):
    """A table map is missing, unreadable or lacks something the game needs."""


class RegionNotFound(LayoutError, KeyError):
    """Asked for a region the layout does not have (also catchable as KeyError)."""

    def __str__(self) -> str:  # KeyError would show the message in quotes
        return str(self.args[0]) if self.args else "region not found"


# --------------------------------------------------------------------------- regions


class _Box:
    """Geometry shared by design-space and window-space regions."""

    name: str
    x: float
    y: float
    w: float
    h: float

    @property
    def kind(self) -> str:
        """The part of the name before the first colon: ``kingdom``, ``line``, ``banner``…"""
        return self.name.split(":", 1)[0]

    @property
    def parts(self) -> tuple[str, ...]:
        return tuple(self.name.split(":"))

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, px: float, py: float) -> bool:
        """Half-open test, like pygame's collidepoint: the right/bottom edge is outside."""
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def overlaps(self, other: _Box) -> bool:
        """True if the interiors intersect; regions that only touch do not overlap."""
        return (
            self.x < other.x + other.w
            and other.x < self.x + self.w
            and self.y < other.y + other.h
            and other.y < self.y + self.h
        )


@dataclass(frozen=True)
class Region(_Box):
    """A named rectangle in design pixels (floats, as Tiled stores them)."""

    name: str
    x: float
    y: float
    w: float
    h: float
    properties: Mapping[str, Any] = field(default_factory=dict, hash=False)

    @property
    def rect(self) -> tuple[float, float, float, float]:
        return (self.x, self.y, self.w, self.h)


@dataclass(frozen=True)
class ScaledRegion(_Box):
    """A named rectangle in window pixels (integers, ready to draw)."""

    name: str
    x: int
    y: int
    w: int
    h: int
    properties: Mapping[str, Any] = field(default_factory=dict, hash=False)

    @property
    def rect(self) -> tuple[int, int, int, int]:
        return (self.x, self.y, self.w, self.h)

    def to_pygame_rect(self) -> Any:
        """The region as a ``pygame.Rect`` (pygame is imported only here, on first use)."""
        import pygame

        return pygame.Rect(self.x, self.y, self.w, self.h)


R = TypeVar("R", Region, ScaledRegion)


class Lines(NamedTuple, Generic[R]):
    """The two draft lines of one tower."""

    current: R
    next: R


class _Queries(Generic[R]):
    """Look-ups shared by :class:`Layout` and :class:`ScaledLayout`."""

    regions: Mapping[str, R]

    def region(self, name: str) -> R:
        try:
            return self.regions[name]
        except KeyError:
            raise RegionNotFound(f"{self._where()}: no region named {name!r}") from None

    def get(self, name: str) -> R | None:
        """The region, or None for optional ones such as ``seat_label:<seat>`` and ``log``."""
        return self.regions.get(name)

    def kingdoms(self) -> list[R]:
        """Kingdom regions, index = seat (load_layout guarantees seats 0..N-1)."""
        found = [r for r in self.regions.values() if r.kind == "kingdom"]
        return sorted(found, key=lambda r: int(r.parts[1]))

    def lines(self, tower: str = "main") -> Lines[R]:
        return Lines(self.region(f"line:{tower}:current"), self.region(f"line:{tower}:next"))

    def tower(self, tower: str = "main") -> R:
        return self.region(f"tower:{tower}")

    def _where(self) -> str:
        return "layout"


# ---------------------------------------------------------------------------- layouts


def _read_only(values: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(values))


@dataclass(frozen=True, eq=False)  # identity equality/hash: usable as a cache key
class Layout(_Queries[Region]):
    """A table layout in design pixels, as loaded from one map file."""

    path: Path
    design_size: tuple[int, int]
    properties: Mapping[str, Any]
    regions: Mapping[str, Region]

    @property
    def seats(self) -> int:
        return int(self.properties["seats"])

    @property
    def grid(self) -> int:
        return int(self.properties["grid"])

    @property
    def rules(self) -> str:
        return str(self.properties["rules"])

    @property
    def towers(self) -> tuple[str, ...]:
        return _towers(self.properties)

    def scaled(self, window_w: int, window_h: int) -> ScaledLayout:
        """The layout fitted into a window: uniform scale, centred, letterboxed.

        Rectangles are whole window pixels. Degenerate sizes (a minimised window reports
        0) are treated as 1 px so callers never have to special-case them. Regions that
        are square in the design (kingdoms) come out square.
        """
        ww, wh = max(1, int(window_w)), max(1, int(window_h))
        dw, dh = self.design_size
        scale = min(ww / dw, wh / dh)
        # Centre the table's whole-pixel size (not the float one, which float noise can
        # push a hair past the window and make the offset -1).
        ox = (ww - min(ww, math.floor(dw * scale + 0.5))) // 2
        oy = (wh - min(wh, math.floor(dh * scale + 0.5))) // 2

        def px(v: float, origin: int) -> int:
            return origin + math.floor(v * scale + 0.5)

        scaled: dict[str, ScaledRegion] = {}
        for name, r in self.regions.items():
            # Round the edges, not the sizes, so neighbours that touch in the design
            # still touch (never overlap, never open a 1 px crack) after scaling.
            x0, y0 = px(r.x, ox), px(r.y, oy)
            w, h = px(r.x + r.w, ox) - x0, px(r.y + r.h, oy) - y0
            if r.w == r.h:  # squares (kingdoms) stay square; shrinking by 1 px cannot overlap
                w = h = min(w, h)
            scaled[name] = ScaledRegion(name, x0, y0, w, h, r.properties)
        return ScaledLayout(
            layout=self,
            window_size=(ww, wh),
            scale=scale,
            offset=(ox, oy),
            regions=MappingProxyType(scaled),
        )

    def _where(self) -> str:
        return str(self.path)


@dataclass(frozen=True, eq=False)
class ScaledLayout(_Queries[ScaledRegion]):
    """A layout in window pixels; ``offset`` is where the design origin lands."""

    layout: Layout
    window_size: tuple[int, int]
    scale: float
    offset: tuple[int, int]
    regions: Mapping[str, ScaledRegion]

    @property
    def design_size(self) -> tuple[int, int]:
        return self.layout.design_size

    @property
    def properties(self) -> Mapping[str, Any]:
        return self.layout.properties

    @property
    def area(self) -> tuple[int, int, int, int]:
        """The letterboxed table itself (x, y, w, h) in window pixels."""
        dw, dh = self.layout.design_size
        (ox, oy), (ww, wh) = self.offset, self.window_size
        return (
            ox,
            oy,
            min(ww, math.floor(dw * self.scale + 0.5)),
            min(wh, math.floor(dh * self.scale + 0.5)),
        )

    def to_design(self, pos: tuple[float, float]) -> tuple[float, float]:
        """Window pixel (e.g. a mouse position) → design pixel."""
        return ((pos[0] - self.offset[0]) / self.scale, (pos[1] - self.offset[1]) / self.scale)

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Design pixel → window pixel."""
        return (
            self.offset[0] + math.floor(pos[0] * self.scale + 0.5),
            self.offset[1] + math.floor(pos[1] * self.scale + 0.5),
        )

    def region_at(self, pos: tuple[float, float]) -> ScaledRegion | None:
        """The region under a window pixel, if any (regions do not overlap)."""
        for r in self.regions.values():
            if r.contains(pos[0], pos[1]):
                return r
        return None

    def _where(self) -> str:
        return str(self.layout.path)


# ---------------------------------------------------------------------------- loading


def required_regions(seats: int, towers: Iterable[str] = DEFAULT_TOWERS) -> tuple[str, ...]:
    """The region names every table for ``seats`` players and these towers must have."""
    names = [f"kingdom:{seat}" for seat in range(seats)]
    for tower in towers:
        names += [f"line:{tower}:{stage}" for stage in LINE_STAGES]
        names.append(f"tower:{tower}")
    names += ["banner", "scores", "controls"]
    return tuple(names)


def _towers(properties: Mapping[str, Any]) -> tuple[str, ...]:
    raw = str(properties.get("towers", "") or "")
    names = tuple(t.strip() for t in raw.split(",") if t.strip())
    return names or DEFAULT_TOWERS


def _read_tmx(path: Path) -> Any:
    """Parse a map with pytmx, without loading any images (we have no tilesets anyway)."""
    if not path.is_file():
        raise LayoutError(f"{path}: layout map not found")
    import pytmx  # lazy: importing pytmx imports pygame

    try:
        return pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises anything from ParseError to TypeError
        raise LayoutError(f"{path}: not a readable Tiled map ({type(exc).__name__}: {exc})") from exc


def _int_property(path: Path, props: Mapping[str, Any], name: str) -> int:
    value = props.get(name)
    if isinstance(value, bool) or value is None:
        raise LayoutError(f"{path}: map property {name!r} (int) is missing")
    try:
        number = int(value)  # tolerate a string property typed in Tiled without type=int
    except (TypeError, ValueError):
        raise LayoutError(f"{path}: map property {name!r} must be an integer, not {value!r}") from None
    if number < 1:
        raise LayoutError(f"{path}: map property {name!r} must be at least 1, not {number}")
    return number


def _map_properties(path: Path, tiled: Any) -> dict[str, Any]:
    props = dict(tiled.properties)
    props["seats"] = _int_property(path, props, "seats")
    props["grid"] = _int_property(path, props, "grid")
    rules = props.get("rules")
    if not isinstance(rules, str) or not rules.strip():
        raise LayoutError(f"{path}: map property 'rules' (string) is missing")
    props["rules"] = rules.strip()
    return props


def _check_name(path: Path, name: str) -> None:
    """Reject malformed names of the kinds we know; unknown kinds pass through."""
    parts = name.split(":")
    kind = parts[0]
    ok = True
    if kind in ("kingdom", "seat_label"):
        ok = len(parts) == 2 and parts[1].isdigit()
    elif kind == "line":
        ok = len(parts) == 3 and bool(parts[1]) and parts[2] in LINE_STAGES
    elif kind == "tower":
        ok = len(parts) == 2 and bool(parts[1])
    elif kind in ("banner", "scores", "controls", "log"):
        ok = len(parts) == 1
    if not ok:
        raise LayoutError(f"{path}: region name {name!r} does not follow the naming convention")


def _regions(path: Path, tiled: Any) -> dict[str, Region]:
    layers = [layer for layer in tiled.layers if getattr(layer, "name", None) == REGION_LAYER]
    if len(layers) != 1 or not isinstance(layers[0], list):
        raise LayoutError(f"{path}: needs exactly one object layer named {REGION_LAYER!r}")
    regions: dict[str, Region] = {}
    for obj in layers[0]:
        name = (obj.name or "").strip()
        label = name or f"object id {obj.id}"
        if not name:
            raise LayoutError(f"{path}: {label} has no name; every region needs one")
        if obj.gid or hasattr(obj, "points") or obj.rotation:
            raise LayoutError(f"{path}: region {label!r} must be a plain, unrotated rectangle")
        if not (obj.width > 0 and obj.height > 0):
            raise LayoutError(f"{path}: region {label!r} has no area ({obj.width}×{obj.height})")
        if name in regions:
            raise LayoutError(f"{path}: region name {name!r} is used twice")
        _check_name(path, name)
        regions[name] = Region(
            name,
            float(obj.x),
            float(obj.y),
            float(obj.width),
            float(obj.height),
            _read_only(obj.properties),
        )
    return regions


def load_layout(path: str | os.PathLike[str]) -> Layout:
    """Read and check one table map; every problem is a :class:`LayoutError` naming the file."""
    path = Path(path)
    tiled = _read_tmx(path)
    if getattr(tiled, "orientation", "orthogonal") != "orthogonal":
        raise LayoutError(f"{path}: table maps must be orthogonal, not {tiled.orientation!r}")
    design = (int(tiled.width) * int(tiled.tilewidth), int(tiled.height) * int(tiled.tileheight))
    if design[0] <= 0 or design[1] <= 0:
        raise LayoutError(f"{path}: map has no size ({design[0]}×{design[1]} px)")
    props = _map_properties(path, tiled)
    regions = _regions(path, tiled)

    seats = props["seats"]
    missing = [n for n in required_regions(seats, _towers(props)) if n not in regions]
    if missing:
        raise LayoutError(f"{path}: missing region(s) {', '.join(missing)}")
    extra = sorted(n for n in regions if n.split(":")[0] == "kingdom" and int(n.split(":")[1]) >= seats)
    if extra:
        raise LayoutError(f"{path}: region(s) {', '.join(extra)} beyond the {seats} seats of this map")
    for seat in range(seats):
        k = regions[f"kingdom:{seat}"]
        if not math.isclose(k.w, k.h, abs_tol=1e-6):
            raise LayoutError(f"{path}: kingdom:{seat} must be square, is {k.w:g}×{k.h:g}")
    return Layout(path, design, _read_only(props), MappingProxyType(regions))


# ------------------------------------------------------------------------ map picking


def maps_dir() -> Path:
    """The folder holding the table maps, from source or inside a PyInstaller bundle."""
    from game.paths import maps_dir as bundled_maps_dir

    return bundled_maps_dir()


def map_for(
    seats: int, grid: int, rules: str | None = None, directory: str | os.PathLike[str] | None = None
) -> Path:
    """The map whose properties match; the first by file name wins if several do. `rules` is the
    maps' `rules` property a rule set plays on (`RuleSet.maps`; None: the first registered one's).

    Only the map properties are read, so any ``*.tmx`` dropped into the folder takes part.
    """
    if rules is None:
        from game.engine.rules import default_rules, get_rules

        rules = get_rules(default_rules()).maps
    folder = Path(directory) if directory is not None else maps_dir()
    paths = sorted(folder.glob("*.tmx"))
    seen: list[str] = []
    for path in paths:
        props = _map_properties(path, _read_tmx(path))
        if props["seats"] == seats and props["grid"] == grid and props["rules"] == rules:
            return path
        seen.append(f"{path.name} ({props['seats']} seats, grid {props['grid']}, {props['rules']})")
    have = "; ".join(seen) if seen else "no maps at all"
    raise LayoutError(
        f"{folder}: no table map for {seats} seats, grid {grid}, rules {rules!r} (have: {have})"
    )

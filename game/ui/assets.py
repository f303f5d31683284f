"""Images, fonts, sounds and colours from `sprites/`, loaded lazily and cached.

    assets = Assets(sprites_dir())
    assets.image("crown")                 # Surface (name with or without .png)
    assets.scaled("terrain_lake", (64, 64))
    assets.nine_slice("panel", (400, 300))  # stretched by the manifest's margins
    assets.font(24, bold=True)            # the shipped TTF, or pygame's default font
    assets.colour("red"), assets.terrain_colour("forest")
    assets.sound("click")                 # pygame.mixer.Sound or None

Nothing is read at import time or in the constructor; every loader tolerates
missing files: a missing image becomes a plain placeholder, a missing sound is None,
a missing font is pygame's default, a colour the manifest lacks is a neutral grey.
`SoundPlayer` plays sounds at the settings' volume and is silent when the
mixer cannot start.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import palette, theme

if TYPE_CHECKING:
    from saves.settings import Settings

Size = tuple[int, int]
Margins = tuple[int, int, int, int]  # left, top, right, bottom

#: beyond this many cached scaled surfaces the cache starts over (resizes create new sizes)
_SCALED_CACHE_MAX = 600
_KEPT_MAX = 256  # `kept` things: a table shows a few dozen notes at most
MISSING_COLOUR = palette.MISSING  # sprites/manifest.json gives every colour; grey shows a gap


def _stem(name: str) -> str:
    return name[:-4] if name.lower().endswith((".png", ".wav", ".ogg", ".ttf", ".otf")) else name


class Assets:
    """Lazy, cached access to everything in the sprites folder."""

    def __init__(self, sprites_dir: Path | str, images: dict[str, pygame.Surface] | None = None) -> None:
        self.dir = Path(sprites_dir)
        self._manifest: dict[str, Any] | None = None
        # the sprites as loaded (never drawn on): a caller making many contexts may share them
        self._images: dict[str, pygame.Surface] = {} if images is None else images
        self._scaled: dict[tuple[str, Size], pygame.Surface] = {}
        self._slices: dict[tuple[str, Size], pygame.Surface] = {}
        self._fonts: dict[tuple[int, bool, bool], pygame.font.Font] = {}
        self._font_files: dict[str, Path | None] | None = None
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._memo: dict[Hashable, pygame.Surface] = {}
        self._kept: dict[Hashable, Any] = {}

    # --- manifest ---------------------------------------------------------------------
    @property
    def manifest(self) -> dict[str, Any]:
        """sprites/manifest.json as a dict ({} while it is missing or unreadable)."""
        if self._manifest is None:
            try:
                data = json.loads((self.dir / "manifest.json").read_text(encoding="utf-8"))
                self._manifest = data if isinstance(data, dict) else {}
            except (OSError, ValueError):
                return {}  # not cached: the file may appear later (art still landing)
        return self._manifest

    def _section(self, *keys: str) -> dict[str, Any]:
        m = self.manifest
        for k in keys:
            v = m.get(k)
            if isinstance(v, dict):
                return v
        return {}

    # --- images -----------------------------------------------------------------------
    def path(self, name: str, ext: str = ".png") -> Path:
        return self.dir / (_stem(name) + ext)

    def has(self, name: str) -> bool:
        """Whether sprites/<name>.png exists (to choose between sprite and drawn fallback)."""
        return _stem(name) in self._images or self.path(name).is_file()

    def image(self, name: str) -> pygame.Surface:
        """The image `name` (with or without .png); a neutral placeholder when missing."""
        key = _stem(name)
        surf = self._images.get(key)
        if surf is None:
            try:
                surf = pygame.image.load(str(self.path(key)))
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
            except (OSError, pygame.error, FileNotFoundError):
                surf = self._placeholder()
            self._images[key] = surf
        return surf

    @staticmethod
    def _placeholder() -> pygame.Surface:
        surf = pygame.Surface((64, 64), pygame.SRCALPHA)
        surf.fill((*theme.PANEL, 255))
        pygame.draw.rect(surf, theme.PANEL_EDGE, surf.get_rect(), 2)
        return surf

    def scaled(self, name: str, size: Size) -> pygame.Surface:
        """`image(name)` smooth-scaled to `size` (cached per size)."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        key = (_stem(name), size)
        surf = self._scaled.get(key)
        if surf is None:
            if len(self._scaled) > _SCALED_CACHE_MAX:
                self._scaled.clear()
            src = self.image(name)
            surf = src if src.get_size() == size else pygame.transform.smoothscale(src, size)
            self._scaled[key] = surf
        return surf

    def scaled_to_fit(self, name: str, box: Size) -> pygame.Surface:
        """`image(name)` scaled to fit inside `box`, keeping its aspect ratio."""
        w, h = self.image(name).get_size()
        k = min(box[0] / w, box[1] / h)
        return self.scaled(name, (round(w * k), round(h * k)))

    def scaled_to_cover(self, name: str, box: Size) -> pygame.Surface:
        """`image(name)` scaled to cover `box` (cropped by the caller's blit), keeping aspect."""
        w, h = self.image(name).get_size()
        k = max(box[0] / w, box[1] / h)
        return self.scaled(name, (round(w * k + 0.5), round(h * k + 0.5)))

    def margins(self, name: str) -> Margins:
        """The 9-slice margins of `name` from the manifest (a quarter of the image otherwise)."""
        key = _stem(name)
        slices = self._section("nine_slice", "nine_slices", "slices", "margins")
        raw: Any = slices.get(key, slices.get(key + ".png"))
        if raw is None:
            entry = self._section("files", "sprites", "images").get(key) or self._section(
                "files", "sprites", "images"
            ).get(key + ".png")
            if isinstance(entry, dict):
                raw = entry.get("nine_slice", entry.get("margins", entry.get("slice")))
        m = _parse_margins(raw)
        if m is None:
            w, h = self.image(name).get_size()
            q = min(w, h) // 4
            m = (q, q, q, q)
        return m

    def nine_slice(self, name: str, size: Size) -> pygame.Surface:
        """`name` stretched to `size` keeping its corners: the manifest's margins stay unscaled.

        When `size` is smaller than the corners, corners shrink proportionally.
        """
        size = (max(1, int(size[0])), max(1, int(size[1])))
        key = (_stem(name), size)
        surf = self._slices.get(key)
        if surf is not None:
            return surf
        if len(self._slices) > _SCALED_CACHE_MAX:
            self._slices.clear()
        src = self.image(name)
        surf = _nine_slice(src, self.margins(name), size)
        self._slices[key] = surf
        return surf

    def memo(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A composed surface cached under `key` (e.g. a backdrop per window size)."""
        surf = self._memo.get(key)
        if surf is None:
            if len(self._memo) > 64:
                self._memo.clear()
            surf = self._memo[key] = build()
        return surf

    def kept(self, key: Hashable, build: Callable[[], Any]) -> Any:
        """Anything composed once and drawn often (a note's layers and lines) under `key`; the
        oldest are let go beyond `_KEPT_MAX`."""
        found = self._kept.get(key)
        if found is None:
            if len(self._kept) >= _KEPT_MAX:
                del self._kept[next(iter(self._kept))]
            found = self._kept[key] = build()
        return found

    # --- fonts ------------------------------------------------------------------------
    def _fonts_available(self) -> dict[str, Path | None]:
        """Which TTF plays which role: body, bold, title (None = pygame's default)."""
        if self._font_files is not None:
            return self._font_files
        fdir = self.dir / "fonts"
        found = fdir.glob("*") if fdir.is_dir() else []
        files = sorted(p for p in found if p.suffix.lower() in (".ttf", ".otf"))
        roles: dict[str, Path | None] = {"body": None, "bold": None, "title": None}
        declared = self._section("fonts")
        for role in roles:
            v = declared.get(role)
            if isinstance(v, str):
                p = Path(v)
                cand = [self.dir / p, fdir / p.name]
                roles[role] = next((c for c in cand if c.is_file()), None)
        # no manifest entry: guess from file names, then use whatever is there
        for p in files:
            low = p.stem.lower()
            if roles["title"] is None and any(w in low for w in ("title", "display", "deco", "head")):
                roles["title"] = p
            elif roles["bold"] is None and "bold" in low:
                roles["bold"] = p
            elif roles["body"] is None and ("regular" in low or "body" in low or "text" in low):
                roles["body"] = p
        plain = [p for p in files if p not in roles.values()]
        if roles["body"] is None and files:
            roles["body"] = plain[0] if plain else files[0]
        if roles["bold"] is None:
            roles["bold"] = roles["body"]
        if roles["title"] is None:
            roles["title"] = roles["bold"]
        if files:  # only remember once the fonts have landed
            self._font_files = roles
        return roles

    def font(self, size: int, bold: bool = False, title: bool = False) -> pygame.font.Font:
        """The shipped font at `size` pixels (cached): body, bold, or the display/title face."""
        size = max(6, int(size))
        key = (size, bold, title)
        f = self._fonts.get(key)
        if f is None:
            if not pygame.font.get_init():
                pygame.font.init()
            roles = self._fonts_available()
            path = roles["title"] if title else roles["bold"] if bold else roles["body"]
            try:
                f = pygame.font.Font(str(path) if path else None, size)
            except (OSError, pygame.error):
                f = pygame.font.Font(None, size)
            # the default font has no bold file: synthesise it when the TTF lacks one
            if bold and (path is None or path == roles["body"]):
                f.set_bold(True)
            self._fonts[key] = f
        return f

    # --- sounds -----------------------------------------------------------------------
    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """sounds/<name>.wav (or .ogg) as a Sound; None when missing or the mixer is off."""
        key = _stem(name)
        if key in self._sounds:
            return self._sounds[key]
        snd: pygame.mixer.Sound | None = None
        if pygame.mixer.get_init():
            for ext in (".wav", ".ogg"):
                p = self.dir / "sounds" / (key + ext)
                if p.is_file():
                    try:
                        snd = pygame.mixer.Sound(str(p))
                    except pygame.error:
                        snd = None
                    break
        self._sounds[key] = snd
        return snd

    # --- colours ----------------------------------------------------------------------
    def colour(self, player_colour: str) -> tuple[int, int, int]:
        """RGB of a player colour name ("red", "blue", ...), from the manifest when present."""
        v = self._section("player_colours", "player_colors", "players", "colours").get(player_colour)
        rgb = _parse_rgb(v)
        return rgb or MISSING_COLOUR

    def player_colour_names(self) -> list[str]:
        """The player colours the art provides, in the manifest's order."""
        sec = self._section("player_colours", "player_colors", "players", "colours")
        names = [k for k, v in sec.items() if _parse_rgb(v)]
        return names

    def symbol(self, player_colour: str) -> str:
        """The shape a player colour carries besides its colour (game/ui/symbols.py draws it);
        "" when the art names none."""
        v = self._section("player_symbols").get(player_colour)
        return v if isinstance(v, str) else ""

    def terrain_colour(self, name: str) -> tuple[int, int, int]:
        v = self._section("terrain_colours", "terrain_colors", "terrain", "terrains").get(name)
        rgb = _parse_rgb(v)
        return rgb or MISSING_COLOUR


def _parse_rgb(v: Any) -> tuple[int, int, int] | None:
    if isinstance(v, dict):
        v = v.get("rgb", v.get("colour", v.get("color")))
    if isinstance(v, str) and v.startswith("#") and len(v) == 7:
        return (int(v[1:3], 16), int(v[3:5], 16), int(v[5:7], 16))
    if isinstance(v, list | tuple) and len(v) >= 3 and all(isinstance(x, int) for x in v[:3]):
        return (v[0], v[1], v[2])
    return None


def _parse_margins(raw: Any) -> Margins | None:
    if isinstance(raw, int):
        return (raw, raw, raw, raw)
    if isinstance(raw, dict):
        try:
            return (int(raw["left"]), int(raw["top"]), int(raw["right"]), int(raw["bottom"]))
        except (KeyError, TypeError, ValueError):
            return None
    if isinstance(raw, list | tuple):
        if len(raw) == 4:
            return (int(raw[0]), int(raw[1]), int(raw[2]), int(raw[3]))
        if len(raw) == 2:
            return (int(raw[0]), int(raw[1]), int(raw[0]), int(raw[1]))
    return None


def _nine_slice(src: pygame.Surface, margins: Margins, size: Size) -> pygame.Surface:
    sw, sh = src.get_size()
    left, top, right, bottom = margins
    w, h = size
    # shrink corners when the target is smaller than them
    kx = min(1.0, w / max(1, left + right))
    ky = min(1.0, h / max(1, top + bottom))
    k = min(kx, ky)
    dl, dt, dr, db = (round(left * k), round(top * k), round(right * k), round(bottom * k))
    out = pygame.Surface(size, pygame.SRCALPHA)
    xs_src = (0, left, sw - right, sw)
    ys_src = (0, top, sh - bottom, sh)
    xs_dst = (0, dl, w - dr, w)
    ys_dst = (0, dt, h - db, h)
    for i in range(3):
        for j in range(3):
            sr = pygame.Rect(xs_src[i], ys_src[j], xs_src[i + 1] - xs_src[i], ys_src[j + 1] - ys_src[j])
            dr_ = pygame.Rect(xs_dst[i], ys_dst[j], xs_dst[i + 1] - xs_dst[i], ys_dst[j + 1] - ys_dst[j])
            if sr.w <= 0 or sr.h <= 0 or dr_.w <= 0 or dr_.h <= 0:
                continue
            piece = src.subsurface(sr)
            if piece.get_size() != dr_.size:
                piece = pygame.transform.smoothscale(piece, dr_.size)
            out.blit(piece, dr_.topleft)
    return out


class SoundPlayer:
    """Plays UI and table sounds at the settings' volume; silent if the mixer is unavailable.

    Reads `settings.volume` and `settings.muted` at every `play`, so a settings
    change is heard at once. Missing sound files are simply not played.
    """

    def __init__(self, assets: Assets, settings: Settings | Any) -> None:
        self.assets = assets
        self.settings = settings
        self._mixer_ok: bool | None = None

    def _ensure_mixer(self) -> bool:
        if self._mixer_ok is None:
            from game.audio import init_mixer

            self._mixer_ok = init_mixer()  # quietly: the app already logged a missing device
        return self._mixer_ok

    @property
    def available(self) -> bool:
        return self._ensure_mixer()

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play sounds/<name>.wav once; `volume` scales the settings' volume."""
        if getattr(self.settings, "muted", False):
            return
        level = float(getattr(self.settings, "volume", 0.8)) * volume
        if level <= 0 or not self._ensure_mixer():
            return
        snd = self.assets.sound(name)
        if snd is None:
            return
        try:
            snd.set_volume(max(0.0, min(1.0, level)))
            snd.play()
        except pygame.error:
            pass

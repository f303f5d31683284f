"""The table maps (maps/*.tmx) and their loader (game/ui/layout.py).

The map checks read the files with plain pytmx, not through the loader, so a loader bug
cannot hide a broken map (and the other way round).
"""

from __future__ import annotations

import itertools
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import pytmx
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui import layout as lay
from game.ui.layout import LayoutError, load_layout, map_for, maps_dir, required_regions

MAPS = maps_dir()
MAP_FILES = sorted(MAPS.glob("*.tmx"))
DESIGN = (1280, 720)
EDGE = 8  # every region keeps at least this much table around it
MIN_CELL = 32  # design px per kingdom cell below which dragging dominoes gets fiddly
# XXL's compact kingdoms show terrain and crowns at a glance; the large one is played on. Its
# full canvas (17 cells at 9×9) is smaller than MIN_CELL allows at 1280×720, but the canvas
# zooms to what the kingdom can still reach, so cells grow as the kingdom fills.
XXL_COMPACT_CELL, XXL_FOCUS_CELL = 8, 20


def _ids(paths: list[Path]) -> list[str]:
    return [p.stem for p in paths]


def _raw(path: Path) -> tuple[dict, dict[str, pytmx.TiledObject]]:
    tiled = pytmx.TiledMap(str(path))
    layer = tiled.get_layer_by_name("regions")
    assert isinstance(layer, pytmx.TiledObjectGroup)
    objects = {}
    for obj in layer:
        assert obj.name, f"{path.name}: unnamed object {obj.id}"
        assert obj.name not in objects, f"{path.name}: {obj.name} twice"
        objects[obj.name] = obj
    return dict(tiled.properties), objects


def _towers(props: dict) -> list[str]:
    return [t.strip() for t in str(props.get("towers", "main")).split(",") if t.strip()]


def test_the_four_kingdomino_tables_exist() -> None:
    names = {p.name for p in MAP_FILES}
    assert {"table_2p.tmx", "table_3p.tmx", "table_4p.tmx", "table_duel.tmx"} <= names


# ------------------------------------------------------------------ the map files


@pytest.mark.parametrize("path", MAP_FILES, ids=_ids(MAP_FILES))
def test_map_is_a_plain_orthogonal_1280x720_tiled_map(path: Path) -> None:
    tiled = pytmx.TiledMap(str(path))
    assert tiled.orientation == "orthogonal"
    assert (tiled.tilewidth, tiled.tileheight) == (16, 16)
    assert (tiled.width * tiled.tilewidth, tiled.height * tiled.tileheight) == DESIGN
    props = tiled.properties
    assert isinstance(props["seats"], int) and 1 <= props["seats"] <= 6
    assert isinstance(props["grid"], int) and props["grid"] >= 5
    assert props["rules"] in ("kingdomino", "queendomino", "xxl")


@pytest.mark.parametrize("path", MAP_FILES, ids=_ids(MAP_FILES))
def test_map_has_every_region_its_seats_and_towers_need(path: Path) -> None:
    props, objects = _raw(path)
    seats = props["seats"]
    needed = {f"kingdom:{s}" for s in range(seats)} | {"banner", "scores", "controls"}
    for tower in _towers(props):
        needed |= {f"line:{tower}:current", f"line:{tower}:next", f"tower:{tower}"}
    assert needed <= set(objects), f"missing {sorted(needed - set(objects))}"
    assert set(required_regions(seats, _towers(props))) == needed
    kingdoms = {n for n in objects if n.startswith("kingdom:")}
    assert kingdoms == {f"kingdom:{s}" for s in range(seats)}, "a kingdom for a seat the map lacks"


@pytest.mark.parametrize("path", MAP_FILES, ids=_ids(MAP_FILES))
def test_kingdoms_are_equal_squares_big_enough_to_play_on(path: Path) -> None:
    props, objects = _raw(path)
    canvas = 2 * props["grid"] - 1  # the UI shows (2N-1)² cells round the castle
    # XXL draws the kingdom in play large (`focus`, checked below) and every kingdom compact
    least = XXL_COMPACT_CELL if props["rules"] == "xxl" else MIN_CELL
    sizes = set()
    for seat in range(props["seats"]):
        k = objects[f"kingdom:{seat}"]
        assert k.width == k.height, f"kingdom:{seat} is {k.width}×{k.height}"
        assert k.width / canvas >= least, f"kingdom:{seat} cells would be {k.width / canvas:.1f} px"
        sizes.add(k.width)
    assert len(sizes) == 1, "every player gets the same size of kingdom"


@pytest.mark.parametrize("path", MAP_FILES, ids=_ids(MAP_FILES))
def test_regions_lie_inside_the_table_with_a_margin(path: Path) -> None:
    _, objects = _raw(path)
    for name, o in objects.items():
        assert o.width > 0 and o.height > 0, name
        assert o.x >= EDGE and o.y >= EDGE, f"{name} touches the top/left edge"
        assert o.x + o.width <= DESIGN[0] - EDGE, f"{name} runs off the right"
        assert o.y + o.height <= DESIGN[1] - EDGE, f"{name} runs off the bottom"


@pytest.mark.parametrize("path", MAP_FILES, ids=_ids(MAP_FILES))
def test_no_two_regions_overlap(path: Path) -> None:
    _, objects = _raw(path)
    for (na, a), (nb, b) in itertools.combinations(objects.items(), 2):
        apart = a.x + a.width <= b.x or b.x + b.width <= a.x or a.y + a.height <= b.y or b.y + b.height <= a.y
        assert apart, f"{na} overlaps {nb}"


@pytest.mark.parametrize("path", MAP_FILES, ids=_ids(MAP_FILES))
def test_lines_have_room_for_four_dominoes_and_their_kings(path: Path) -> None:
    props, objects = _raw(path)
    for tower in _towers(props):
        for stage in ("current", "next"):
            line = objects[f"line:{tower}:{stage}"]
            slots = line.properties.get("slots")
            assert isinstance(slots, int) and slots >= 4
            orientation = line.properties.get("orientation")
            # a domino is 1×2 cells plus a king marker: the long side needs ~2.6 cells
            if orientation == "horizontal":  # slots left to right, dominoes standing
                cell = min(line.width / slots - 8, (line.height - 24) / 2.6)
            else:
                assert orientation == "vertical", f"{line.name}: orientation {orientation!r}"
                cell = min(line.height / slots - 8, line.width / 2.6)
            assert cell >= 24, f"{line.name}: dominoes would be drawn at {cell:.0f} px cells"


@pytest.mark.parametrize("path", MAP_FILES, ids=_ids(MAP_FILES))
def test_seat_labels_sit_right_above_their_kingdom(path: Path) -> None:
    props, objects = _raw(path)
    for seat in range(props["seats"]):
        label = objects.get(f"seat_label:{seat}")
        if label is None:
            continue
        k = objects[f"kingdom:{seat}"]
        assert (label.x, label.width) == (k.x, k.width)
        assert label.y + label.height == k.y


@pytest.mark.parametrize("players", [2, 3, 4])
def test_queendomino_has_a_table_per_player_count_with_its_economy_regions(players: int) -> None:
    grid = 7 if players == 2 else 5  # Queendomino for two is played on 7×7 kingdoms
    path = map_for(players, grid, "queendomino")
    _, objects = _raw(path)
    needed = {"builders", "pile", "queen", "dragon", "steps"} | {f"purse:{s}" for s in range(players)}
    assert needed <= set(objects), f"missing {sorted(needed - set(objects))}"
    board = objects["builders"]
    assert board.properties.get("slots") == 6
    assert board.width / 6 >= 72, "each builders' slot needs room for a readable building"
    for seat in range(players):  # the purse sits right under its kingdom, as wide
        purse, k = objects[f"purse:{seat}"], objects[f"kingdom:{seat}"]
        assert (purse.x, purse.width, purse.y) == (k.x, k.width, k.y + k.height)


@pytest.mark.parametrize(("kingdoms", "grid"), [(3, 9), (4, 8), (5, 7)])
def test_xxl_has_a_playmat_per_kingdom_count(kingdoms: int, grid: int) -> None:
    path = map_for(kingdoms, grid, "xxl")
    props, objects = _raw(path)
    assert _towers(props) == ["fantastic_era", "age_of_giants"]
    needed = {"event", "challenges", "supply", "steps", "court:0", "court:1", "focus", "focus_label",
              "focus_purse", "builders", "builders2", "pile", "pile2", "queen", "dragon"}
    assert needed <= set(objects), f"missing {sorted(needed - set(objects))}"
    for board in ("builders", "builders2"):
        assert objects[board].properties.get("slots") == 6 and objects[board].width / 6 >= 72
    for stage in ("current", "next"):  # a line holds a domino per kingdom
        assert objects[f"line:fantastic_era:{stage}"].properties["slots"] >= kingdoms
    # as on the mat: Fantastic Era and the event on the left, Age of Giants and challenges right
    mid = DESIGN[0] / 2
    for name in ("tower:fantastic_era", "line:fantastic_era:current", "event", "supply"):
        assert objects[name].x + objects[name].width < mid, name
    for name in ("tower:age_of_giants", "line:age_of_giants:next", "challenges"):
        assert objects[name].x > mid, name
    builders, queen, dragon = objects["builders"], objects["queen"], objects["dragon"]
    assert builders.y > DESIGN[1] / 2 and queen.y >= builders.y and dragon.y > builders.y
    focus = objects["focus"]
    assert focus.width == focus.height and focus.width / (2 * grid - 1) >= XXL_FOCUS_CELL
    assert focus.width > 2 * objects["kingdom:0"].width, "the kingdom in play is the large one"
    assert objects["controls"].height >= 3 * 36, "room for three rows of buttons (the XXL steps add some)"
    label, purse = objects["focus_label"], objects["focus_purse"]
    assert label.y + label.height == focus.y and purse.y == focus.y + focus.height


def test_maps_match_their_generator() -> None:
    # maps/make_maps.py is the source of the layouts; a map edited in Tiled must be ported back.
    result = subprocess.run(
        [sys.executable, str(MAPS / "make_maps.py"), "--check"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


# ------------------------------------------------------------------- the loader


@pytest.mark.parametrize("path", MAP_FILES, ids=_ids(MAP_FILES))
def test_loader_agrees_with_the_file(path: Path) -> None:
    props, objects = _raw(path)
    layout = load_layout(path)
    assert layout.design_size == DESIGN
    assert (layout.seats, layout.grid, layout.rules) == (props["seats"], props["grid"], props["rules"])
    assert layout.properties["seats"] == props["seats"]
    assert set(layout.regions) == set(objects)
    assert [k.name for k in layout.kingdoms()] == [f"kingdom:{s}" for s in range(props["seats"])]
    tower = _towers(props)[0]
    current, nxt = layout.lines(tower)
    assert (current.name, nxt.name) == (f"line:{tower}:current", f"line:{tower}:next")
    assert layout.tower(tower).name == f"tower:{tower}"
    banner = layout.region("banner")
    o = objects["banner"]
    assert banner.rect == (o.x, o.y, o.width, o.height)
    assert current.properties["orientation"] in ("horizontal", "vertical")


def test_asking_for_a_missing_region_names_it() -> None:
    layout = load_layout(MAPS / "table_2p.tmx")
    with pytest.raises(LayoutError, match="kingdom:7") as info:
        layout.region("kingdom:7")
    assert isinstance(info.value, KeyError)
    assert "table_2p.tmx" in str(info.value)
    assert layout.get("kingdom:7") is None
    with pytest.raises(LayoutError, match="line:left:current"):
        layout.lines("left")


def test_required_regions() -> None:
    assert required_regions(2) == (
        "kingdom:0",
        "kingdom:1",
        "line:main:current",
        "line:main:next",
        "tower:main",
        "banner",
        "scores",
        "controls",
    )
    two_towers = required_regions(5, ("left", "right"))
    assert "kingdom:4" in two_towers and "kingdom:5" not in two_towers
    assert {"line:left:next", "tower:right", "line:right:current"} <= set(two_towers)


# ------------------------------------------------------------------- scaling


@pytest.fixture(scope="module")
def two_p() -> lay.Layout:
    return load_layout(MAPS / "table_2p.tmx")


def test_scale_at_design_size_is_identity(two_p: lay.Layout) -> None:
    s = two_p.scaled(1280, 720)
    assert (s.scale, s.offset, s.area) == (1.0, (0, 0), (0, 0, 1280, 720))
    for name, r in two_p.regions.items():
        assert s.region(name).rect == tuple(int(v) for v in r.rect)


def test_scale_up_to_full_hd(two_p: lay.Layout) -> None:
    s = two_p.scaled(1920, 1080)
    assert (s.scale, s.offset) == (1.5, (0, 0))
    k, d = s.region("kingdom:0"), two_p.region("kingdom:0")
    assert k.rect == (round(d.x * 1.5), round(d.y * 1.5), round(d.w * 1.5), round(d.h * 1.5))


def test_square_window_letterboxes_top_and_bottom(two_p: lay.Layout) -> None:
    s = two_p.scaled(1000, 1000)
    assert s.scale == pytest.approx(1000 / 1280)
    table_h = 720 * 1000 / 1280  # 562.5
    assert s.offset[0] == 0
    assert s.offset[1] == math.floor((1000 - table_h) / 2)  # 218: bars of 218 and 219 px
    x, y, w, h = s.area
    assert (x, w) == (0, 1000) and y + h <= 1000
    for r in s.regions.values():
        assert y <= r.y and r.bottom <= y + h


def test_tiny_window_halves_everything(two_p: lay.Layout) -> None:
    s = two_p.scaled(640, 360)
    assert (s.scale, s.offset) == (0.5, (0, 0))
    d = two_p.region("line:main:next")
    assert s.region("line:main:next").rect == (d.x / 2, d.y / 2, d.w / 2, d.h / 2)


def test_wide_window_letterboxes_the_sides(two_p: lay.Layout) -> None:
    s = two_p.scaled(2000, 720)
    assert (s.scale, s.offset) == (1.0, (360, 0))
    assert s.region("banner").x == 360 + two_p.region("banner").x
    assert s.to_design((360, 0)) == (0.0, 0.0)
    assert s.region_at((360 + 20, 20)) == s.region("banner")
    assert s.region_at((10, 10)) is None


def test_minimised_window_does_not_crash(two_p: lay.Layout) -> None:
    s = two_p.scaled(0, 0)
    assert s.window_size == (1, 1)
    assert all(r.w >= 0 and r.h >= 0 for r in s.regions.values())


def test_to_pygame_rect(two_p: lay.Layout) -> None:
    import pygame

    r = two_p.scaled(1920, 1080).region("scores")
    rect = r.to_pygame_rect()
    assert isinstance(rect, pygame.Rect)
    assert tuple(rect) == r.rect


@settings(max_examples=150, deadline=None)
@given(
    index=st.integers(min_value=0, max_value=len(MAP_FILES) - 1),
    w=st.integers(min_value=200, max_value=4000),
    h=st.integers(min_value=150, max_value=3000),
)
def test_any_window_keeps_regions_inside_apart_and_kingdoms_square(index: int, w: int, h: int) -> None:
    layout = _cached_layout(MAP_FILES[index])
    s = layout.scaled(w, h)
    ax, ay, aw, ah = s.area
    assert ax >= 0 and ay >= 0 and ax + aw <= w and ay + ah <= h
    assert aw == w or ah == h, "the table touches two opposite window edges"
    for r in s.regions.values():
        assert ax <= r.x and ay <= r.y and r.right <= ax + aw and r.bottom <= ay + ah, r
    for a, b in itertools.combinations(s.regions.values(), 2):
        assert not a.overlaps(b), f"{a.name} overlaps {b.name} at {w}×{h}"
    for k in s.kingdoms():
        assert k.w == k.h
    px, py = s.to_window((640.0, 360.0))
    back = s.to_design((px, py))
    assert back == pytest.approx((640.0, 360.0), abs=1 / s.scale)


_LAYOUTS: dict[Path, lay.Layout] = {}


def _cached_layout(path: Path) -> lay.Layout:
    if path not in _LAYOUTS:
        _LAYOUTS[path] = load_layout(path)
    return _LAYOUTS[path]


# ------------------------------------------------------------------- picking maps


@pytest.mark.parametrize(
    ("seats", "grid", "expected"),
    [(2, 5, "table_2p.tmx"), (3, 5, "table_3p.tmx"), (4, 5, "table_4p.tmx"), (2, 7, "table_duel.tmx")],
)
def test_map_for_picks_the_table(seats: int, grid: int, expected: str) -> None:
    path = map_for(seats, grid)
    assert path.name == expected
    assert load_layout(path).seats == seats


def test_map_for_refuses_what_no_map_offers() -> None:
    with pytest.raises(LayoutError, match="3 seats, grid 7"):
        map_for(3, 7)
    with pytest.raises(LayoutError, match="queendomino"):
        map_for(2, 5, rules="queendomino")


def test_a_new_map_file_is_picked_up_without_code(tmp_path: Path) -> None:
    for p in MAP_FILES:
        shutil.copy(p, tmp_path / p.name)
    with pytest.raises(LayoutError):
        map_for(5, 7, directory=tmp_path)
    (tmp_path / "table_xxl.tmx").write_text(
        _tmx({"seats": 5, "grid": 7, "rules": "kingdomino"}, _regions_for(5)), encoding="utf-8"
    )
    assert map_for(5, 7, directory=tmp_path) == tmp_path / "table_xxl.tmx"
    assert map_for(2, 7, directory=tmp_path).name == "table_duel.tmx"


def test_maps_dir_from_source_and_frozen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    repo = Path(lay.__file__).resolve().parents[2]
    assert maps_dir() == repo / "maps"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert maps_dir() == tmp_path / "maps"


# ------------------------------------------------------------------- broken maps


def _tmx(props: dict, objects: list[tuple], layer: str = "regions") -> str:
    """A minimal hand-made map: objects are (name, x, y, w, h)."""
    int_type = ' type="int"'
    prop_xml = "".join(
        f'<property name="{k}"{int_type if isinstance(v, int) else ""} value="{v}"/>'
        for k, v in props.items()
    )
    obj_xml = "".join(
        f'<object id="{i}" name="{n}" x="{x}" y="{y}" width="{w}" height="{h}"/>'
        for i, (n, x, y, w, h) in enumerate(objects, 1)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="80" height="45"'
        ' tilewidth="16" tileheight="16" infinite="0" nextlayerid="2" nextobjectid="99">'
        f"<properties>{prop_xml}</properties>"
        f'<objectgroup id="1" name="{layer}">{obj_xml}</objectgroup></map>'
    )


def _regions_for(seats: int) -> list[tuple]:
    objects: list[tuple] = [(f"kingdom:{s}", 16 + s * 200, 300, 180, 180) for s in range(seats)]
    objects += [
        ("line:main:current", 16, 16, 200, 100),
        ("line:main:next", 232, 16, 200, 100),
        ("tower:main", 448, 16, 100, 100),
        ("banner", 600, 16, 200, 40),
        ("scores", 600, 80, 200, 100),
        ("controls", 820, 16, 200, 100),
    ]
    return objects


GOOD = {"seats": 2, "grid": 5, "rules": "kingdomino"}


def _write(tmp_path: Path, text: str, name: str = "broken.tmx") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_hand_made_map_loads(tmp_path: Path) -> None:
    layout = load_layout(_write(tmp_path, _tmx(GOOD, _regions_for(2)), "fine.tmx"))
    assert [k.name for k in layout.kingdoms()] == ["kingdom:0", "kingdom:1"]


def test_missing_file_names_it(tmp_path: Path) -> None:
    with pytest.raises(LayoutError, match=r"nowhere\.tmx"):
        load_layout(tmp_path / "nowhere.tmx")


def test_garbage_file_names_it(tmp_path: Path) -> None:
    path = _write(tmp_path, "<map><this is not xml")
    with pytest.raises(LayoutError, match=r"broken\.tmx"):
        load_layout(path)


@pytest.mark.parametrize(
    ("props", "objects", "layer", "message"),
    [
        (GOOD, [o for o in _regions_for(2) if o[0] != "banner"], "regions", "banner"),
        (GOOD, [o for o in _regions_for(2) if o[0] != "kingdom:1"], "regions", "kingdom:1"),
        (GOOD, [o for o in _regions_for(2) if o[0] != "line:main:next"], "regions", "line:main:next"),
        (GOOD, _regions_for(3), "regions", "kingdom:2"),  # a kingdom beyond the seats
        (GOOD, [*_regions_for(2)[1:], ("kingdom:0", 16, 300, 180, 170)], "regions", "square"),
        (GOOD, [*_regions_for(2), ("banner", 900, 600, 50, 50)], "regions", "twice"),
        (GOOD, [*_regions_for(2), ("kingdom:one", 900, 600, 50, 50)], "regions", "naming"),
        (GOOD, [*_regions_for(2), ("log", 900, 600, 0, 50)], "regions", "no area"),
        (GOOD, _regions_for(2), "objects", "'regions'"),
        ({"grid": 5, "rules": "kingdomino"}, _regions_for(2), "regions", "seats"),
        ({**GOOD, "grid": "five"}, _regions_for(2), "regions", "grid"),
        ({"seats": 2, "grid": 5}, _regions_for(2), "regions", "rules"),
        ({**GOOD, "towers": "left,right"}, _regions_for(2), "regions", "line:left:current"),
    ],
)
def test_broken_map_is_a_layout_error_naming_file_and_fault(
    tmp_path: Path, props: dict, objects: list[tuple], layer: str, message: str
) -> None:
    path = _write(tmp_path, _tmx(props, objects, layer))
    with pytest.raises(LayoutError) as info:
        load_layout(path)
    assert "broken.tmx" in str(info.value)
    assert message in str(info.value)


def test_broken_map_in_the_folder_fails_map_for_loudly(tmp_path: Path) -> None:
    _write(tmp_path, "not a map", "table_bad.tmx")
    with pytest.raises(LayoutError, match=r"table_bad\.tmx"):
        map_for(2, 5, directory=tmp_path)


def test_importing_the_module_does_no_pygame_work() -> None:
    code = "import sys, game.ui.layout; print('pygame' in sys.modules, 'pytmx' in sys.modules)"
    repo = Path(lay.__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=repo)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "False"]

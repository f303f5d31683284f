"""Generate the table layouts ``maps/table_*.tmx`` (Tiled maps, objects only).

The TMX files are the source the game reads; this script is how they are made, so every
table shares the same margins, gaps and panel sizes. Edit the numbers here and run

    .venv/bin/python maps/make_maps.py          # rewrite the maps
    .venv/bin/python maps/make_maps.py --check  # exit 1 if a map differs from this script

Hand edits in the Tiled editor are fine too (the loader does not care who wrote the file),
but port them back here or the next regeneration will undo them.

All numbers are design pixels on the 1280×720 table; everything sits on an 8 px grid so
the rectangles snap cleanly in Tiled (tile = 16 px, map = 80×45 tiles).
See maps/README.md for the naming convention.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

TILE = 16
WIDTH, HEIGHT = 1280, 720
MARGIN = 16  # empty border round the whole table
GAP = 16  # space between neighbouring panels
LABEL_H = 32  # name plate above a kingdom
BANNER_H = 48
LINE_PROPS: dict[str, str | int] = {"orientation": "horizontal", "slots": 4}


@dataclass(frozen=True)
class Box:
    name: str
    x: int
    y: int
    w: int
    h: int
    props: dict[str, str | int] = field(default_factory=dict)


@dataclass(frozen=True)
class Table:
    filename: str
    seats: int
    grid: int
    boxes: list[Box]
    rules: str = "kingdomino"
    towers: str = "main"


def kingdom(seat: int, x: int, y: int, size: int, label_h: int = LABEL_H) -> list[Box]:
    """A name plate and, right under it, the square kingdom canvas."""
    return [
        Box(f"seat_label:{seat}", x, y, size, label_h),
        Box(f"kingdom:{seat}", x, y + label_h, size, size),
    ]


def stack(x: int, y: int, w: int, parts: list[tuple[str, int]], gap: int = GAP) -> list[Box]:
    """Panels of width ``w`` placed top to bottom; line panels get the line properties."""
    boxes = []
    for name, h in parts:
        props = dict(LINE_PROPS) if name.startswith("line:") else {}
        boxes.append(Box(name, x, y, w, h, props))
        y += h + gap
    return boxes


def two_player(filename: str, grid: int, size: int, market_parts: list[tuple[str, int]]) -> Table:
    """Two kingdoms facing each other with the market (lines, tower, panels) between them.

    The kingdom width decides everything: what is left between the two squares is the
    market column, too narrow for a readable turn banner, so the banner runs across the
    whole top of the table. Kingdoms are centred vertically in the space below it.
    """
    market_x = MARGIN + size + GAP
    market_w = WIDTH - 2 * (MARGIN + size + GAP)
    below = MARGIN + BANNER_H + GAP
    top = below + (HEIGHT - MARGIN - below - LABEL_H - size) // 2 // 8 * 8
    boxes = [Box("banner", MARGIN, MARGIN, WIDTH - 2 * MARGIN, BANNER_H)]
    boxes += kingdom(0, MARGIN, top, size) + kingdom(1, WIDTH - MARGIN - size, top, size)
    boxes += stack(market_x, below, market_w, market_parts)
    return Table(filename, seats=2, grid=grid, boxes=boxes)


def table_2p() -> Table:
    # 432 px kingdoms (9×9 canvas → 48 px cells) leave a 352 px market: the lines, the tower
    # beside the scores, the last moves and two rows of buttons.
    size = 432
    table = two_player("table_2p.tmx", grid=5, size=size,
                       market_parts=[("line:main:current", 144), ("line:main:next", 144)])
    mx = MARGIN + size + GAP
    mw = WIDTH - 2 * mx
    half = (mw - GAP) // 2
    row_y = MARGIN + BANNER_H + GAP + 2 * (144 + GAP)
    controls_h = 88
    controls_y = HEIGHT - MARGIN - controls_h
    log_y = row_y + 96 + GAP
    table.boxes.extend([
        Box("tower:main", mx, row_y, half, 96),
        Box("scores", mx + half + GAP, row_y, half, 96),
        Box("log", mx, log_y, mw, controls_y - GAP - log_y),
        Box("controls", mx, controls_y, mw, controls_h),
    ])
    return table


def table_duel() -> Table:
    # Mighty Duel: a 13×13 canvas (480 px → 36 px cells, and a kingdom shown grows as it takes
    # shape); the market keeps a 256 px column, wide enough for two buttons a row and the
    # next line's note at a readable size, its lines 104 px so the log holds three moves.
    return two_player(
        "table_duel.tmx",
        grid=7,
        size=480,
        market_parts=[
            ("line:main:current", 104),
            ("line:main:next", 104),
            ("tower:main", 72),
            ("scores", 72),
            ("controls", 104),
            ("log", 88),
        ],
    )


def table_3p() -> Table:
    """Three kingdoms side by side along the bottom, the market in a strip above them."""
    size, col_gap = 400, 24
    top = HEIGHT - MARGIN - size - LABEL_H
    boxes: list[Box] = []
    for seat in range(3):
        boxes += kingdom(seat, MARGIN + seat * (size + col_gap), top, size)
    strip_h = top - GAP - MARGIN  # everything above the name plates
    # Centre block: banner over the two lines; the lines are the focus of the strip.
    line_w = 248
    centre_w = 2 * line_w + GAP
    cx = (WIDTH - centre_w) // 2
    line_y = MARGIN + BANNER_H + GAP
    line_h = MARGIN + strip_h - line_y
    boxes.append(Box("banner", cx, MARGIN, centre_w, BANNER_H))
    boxes.append(Box("line:main:current", cx, line_y, line_w, line_h, dict(LINE_PROPS)))
    boxes.append(Box("line:main:next", cx + line_w + GAP, line_y, line_w, line_h, dict(LINE_PROPS)))
    # Side blocks: player information on the left, the draw pile (which feeds the
    # next line beside it) and the buttons on the right.
    side_w = cx - GAP - MARGIN
    scores_h = 120
    boxes += stack(MARGIN, MARGIN, side_w, [("scores", scores_h), ("log", strip_h - scores_h - GAP)])
    tower_h = 96
    right_x = cx + centre_w + GAP
    boxes += stack(right_x, MARGIN, side_w, [("tower:main", tower_h), ("controls", strip_h - tower_h - GAP)])
    return Table("table_3p.tmx", seats=3, grid=5, boxes=boxes)


def table_4p() -> Table:
    """Two kingdoms down each side (seats in reading order), the market in the middle."""
    label_h = 24  # slimmer plates buy the kingdoms a few pixels of the scarce height
    size = (HEIGHT - 2 * MARGIN - GAP - 2 * label_h) // 2
    right_x = WIDTH - MARGIN - size
    low_y = MARGIN + label_h + size + GAP
    boxes = (
        kingdom(0, MARGIN, MARGIN, size, label_h)
        + kingdom(1, right_x, MARGIN, size, label_h)
        + kingdom(2, MARGIN, low_y, size, label_h)
        + kingdom(3, right_x, low_y, size, label_h)
    )
    mx = MARGIN + size + GAP
    mw = right_x - GAP - mx
    half = (mw - GAP) // 2
    line_y = MARGIN + BANNER_H + GAP
    line_h = 208  # the dominoes to choose from are the middle's focus: as big as the width allows
    boxes.append(Box("banner", mx, MARGIN, mw, BANNER_H))
    boxes.append(Box("line:main:current", mx, line_y, half, line_h, dict(LINE_PROPS)))
    boxes.append(Box("line:main:next", mx + half + GAP, line_y, half, line_h, dict(LINE_PROPS)))
    row_y = line_y + line_h + GAP
    row_h = 144
    boxes.append(Box("scores", mx, row_y, half, row_h))
    boxes.append(Box("tower:main", mx + half + GAP, row_y, half, row_h))
    controls_h = 48
    controls_y = HEIGHT - MARGIN - controls_h
    log_y = row_y + row_h + GAP
    boxes.append(Box("log", mx, log_y, mw, controls_y - GAP - log_y))
    boxes.append(Box("controls", mx, controls_y, mw, controls_h))
    return Table("table_4p.tmx", seats=4, grid=5, boxes=boxes)


def q_middle(mx: int, mw: int, lines_h: int, with_log: bool) -> list[Box]:
    """Queendomino's market column (3 and 4 players): lines, the step bar, then the builders'
    row with the building pile on its left and the Queen's and the Dragon's spots on its right."""
    half = (mw - GAP) // 2
    line_y = MARGIN + BANNER_H + GAP
    boxes = [
        Box("banner", mx, MARGIN, mw, BANNER_H),
        Box("line:main:current", mx, line_y, half, lines_h, dict(LINE_PROPS)),
        Box("line:main:next", mx + half + GAP, line_y, half, lines_h, dict(LINE_PROPS)),
    ]
    steps_y = line_y + lines_h + GAP
    boxes.append(Box("steps", mx, steps_y, mw, 32))
    row_y = steps_y + 32 + GAP
    boxes += builders_row(mx, row_y, mw, 128)
    info_y = row_y + 128 + GAP
    controls_h = 80 if with_log else 96  # two rows: eight buttons in one cut their words
    controls_y = HEIGHT - MARGIN - controls_h
    info_h = controls_y - GAP - info_y
    # the scores need ~34 px a row for 12 px text with four players
    boxes.append(Box("scores", mx, info_y, half, info_h))
    if with_log:  # the tower, drawn short, leaves its half's foot to the last moves
        tower_h = 64
        boxes.append(Box("tower:main", mx + half + GAP, info_y, half, tower_h))
        boxes.append(Box("log", mx + half + GAP, info_y + tower_h + GAP, half, info_h - tower_h - GAP))
    else:
        boxes.append(Box("tower:main", mx + half + GAP, info_y, half, info_h))
    boxes.append(Box("controls", mx, controls_y, mw, controls_h))
    return boxes


def builders_row(x: int, y: int, w: int, h: int) -> list[Box]:
    """Pile | the six builders' slots | the Queen over the Dragon's cave."""
    pile_w, side_w = 64, 80
    board_w = w - pile_w - side_w - 2 * GAP
    small = (h - GAP) // 2
    return [
        Box("pile", x, y, pile_w, h),
        Box("builders", x + pile_w + GAP, y, board_w, h, {"slots": 6}),
        Box("queen", x + w - side_w, y, side_w, small),
        Box("dragon", x + w - side_w, y + small + GAP, side_w, small),
    ]


def q_kingdom(seat: int, x: int, y: int, size: int, label_h: int, purse_h: int) -> list[Box]:
    """Name plate, kingdom and, right under it, the purse: coins, guard, knights, towers."""
    return [*kingdom(seat, x, y, size, label_h), Box(f"purse:{seat}", x, y + label_h + size, size, purse_h)]


def qtable_corners(seats: int) -> Table:
    """Queendomino, 3 or 4 players: a kingdom in each corner with its purse under it, the
    market column between them. Kingdoms are as small as the maps allow (32 px cells at full
    size; they zoom in while they can still grow) to leave room for the builders' row."""
    label_h, purse_h, size = 24, 24, 288
    right_x = WIDTH - MARGIN - size
    low_y = MARGIN + label_h + size + purse_h + GAP
    corners = [(MARGIN, MARGIN), (right_x, MARGIN), (MARGIN, low_y), (right_x, low_y)]
    boxes: list[Box] = []
    for seat in range(seats):
        boxes += q_kingdom(seat, *corners[seat], size, label_h, purse_h)
    mx = MARGIN + size + GAP
    mw = right_x - GAP - mx
    if seats == 3:  # the free corner takes the log, so the market column gets roomier buttons
        boxes.append(Box("log", right_x, low_y, size, HEIGHT - MARGIN - low_y))
    boxes += q_middle(mx, mw, 144, with_log=seats == 4)
    return Table(f"qtable_{seats}p.tmx", seats=seats, grid=5, boxes=boxes, rules="queendomino")


def qtable_3p() -> Table:
    return qtable_corners(3)


def qtable_4p() -> Table:
    return qtable_corners(4)


def qtable_2p() -> Table:
    """Queendomino, 2 players: 7×7 kingdoms (a 13×13 canvas at 32 px cells) facing each other,
    the lines between them, and the builders' row with the buttons along the bottom."""
    size, label_h, purse_h = 416, 32, 32
    top = MARGIN + BANNER_H + GAP
    right_x = WIDTH - MARGIN - size
    boxes = [Box("banner", MARGIN, MARGIN, WIDTH - 2 * MARGIN, BANNER_H)]
    boxes += q_kingdom(0, MARGIN, top, size, label_h, purse_h)
    boxes += q_kingdom(1, right_x, top, size, label_h, purse_h)
    mx = MARGIN + size + GAP
    mw = right_x - GAP - mx
    half = (mw - GAP) // 2
    line_h = 128
    boxes += stack(mx, top, mw, [("line:main:current", line_h), ("line:main:next", line_h), ("steps", 32)])
    info_y = top + 2 * (line_h + GAP) + 32 + GAP
    info_h = top + label_h + size + purse_h - info_y
    # the scores over the tower on the left, the last moves down the right half
    scores_h = 64  # two rows; the tower under it keeps 64 px for 12 px captions
    boxes.append(Box("scores", mx, info_y, half, scores_h))
    boxes.append(Box("tower:main", mx, info_y + scores_h + GAP, half, info_h - scores_h - GAP))
    boxes.append(Box("log", mx + half + GAP, info_y, half, info_h))
    row_y = top + label_h + size + purse_h + GAP
    row_h = HEIGHT - MARGIN - row_y
    boxes += builders_row(MARGIN, row_y, right_x - GAP - MARGIN, row_h)
    boxes.append(Box("controls", right_x, row_y, size, row_h))
    return Table("qtable_2p.tmx", seats=2, grid=7, boxes=boxes, rules="queendomino")


# --- Royal Wedding XXL: the playmat (../shared/reference/xxl_playmat.md) --------------------
XXL_GRIDS = {3: 9, 4: 8, 5: 7}  # kingdoms -> kingdom side (the engine's xxl.GRIDS)
XXL_TOWERS = ("fantastic_era", "age_of_giants")
SIDE_W = 256  # the playmat's left (Fantastic Era) and right (Age of Giants) columns


def xxl_line(name: str, x: int, y: int, seats: int) -> Box:
    # an XXL line holds one domino per kingdom, up to five
    return Box(name, x, y, SIDE_W, 104, {"orientation": "horizontal", "slots": max(4, seats)})


def xtable(seats: int) -> Table:
    """XXL, 3–5 kingdoms, as the physical mat: the event, the Fantastic Era tower and its lines,
    the Court's rows (one per set) and the towers-and-knights supply on the left; the Age of
    Giants tower, its lines and the challenges on the right, over the scores and the buttons;
    the builders' two rows with the Queen and the Dragons' cave along the bottom middle (the
    Court sits in the left column: beside the builders it would squeeze their slots). The
    kingdom in play is drawn large (`focus` with its name plate and purse); every kingdom also
    has a compact `kingdom:<seat>` square beside it, which a click brings up."""
    left, right = MARGIN, WIDTH - MARGIN - SIDE_W
    # the event is tall enough for the longest event text at 12 px; the supply under the Court
    # holds two lines (the towers' counts are on the towers)
    event_h = 128
    boxes = stack(left, MARGIN, SIDE_W, [("event", event_h), ("tower:fantastic_era", 48)])
    y = MARGIN + event_h + 48 + 2 * GAP
    for stage in ("current", "next"):
        boxes.append(xxl_line(f"line:fantastic_era:{stage}", left, y, seats))
        y += 104 + GAP
    boxes += stack(left, y, SIDE_W, [("court:0", 72), ("court:1", 72)])
    y += 2 * (72 + GAP)
    boxes.append(Box("supply", left, y, SIDE_W, HEIGHT - MARGIN - y))
    boxes.append(Box("tower:age_of_giants", right, MARGIN, SIDE_W, 48))
    y = MARGIN + 48 + GAP
    for stage in ("current", "next"):
        boxes.append(xxl_line(f"line:age_of_giants:{stage}", right, y, seats))
        y += 104 + GAP
    boxes += stack(right, y, SIDE_W, [("challenges", 88), ("scores", 120)])
    y += 88 + 120 + 2 * GAP
    boxes.append(Box("controls", right, y, SIDE_W, HEIGHT - MARGIN - y))
    # the middle: banner, step bar, the kingdom in play and the compact kingdoms
    mx = left + SIDE_W + GAP
    mw = right - GAP - mx
    boxes.append(Box("banner", mx, MARGIN, mw, BANNER_H))
    steps_y = MARGIN + BANNER_H + GAP
    boxes.append(Box("steps", mx, steps_y, mw, 32))
    top = steps_y + 32 + GAP
    rows_y = HEIGHT - MARGIN - 2 * 72 - GAP  # the builders' two rows
    # the kingdom in play: a square just big enough for 20 px cells on its widest canvas (17)
    focus = 344
    boxes += [Box("focus_label", mx, top, focus, 24), Box("focus", mx, top + 24, focus, focus),
              Box("focus_purse", mx, top + 24 + focus, focus, 24)]
    # the compact kingdoms beside it, over the last moves: two columns (three for 5 kingdoms,
    # in two rows) of squares with at least 8 px cells; 3 kingdoms leave the fourth place
    # to the last moves instead
    gx = mx + focus + GAP
    gw = mx + mw - gx
    cols = 3 if seats == 5 else 2
    rows = -(-seats // cols)
    cell = {3: 160, 4: 120, 5: 104}[seats]  # the compact square: 8 px cells at least (test_maps)
    left = gx + (gw - cols * cell - (cols - 1) * GAP) // 2 // 8 * 8  # narrower squares sit centred
    for seat in range(seats):
        r, c = divmod(seat, cols)
        x, y = left + c * (cell + GAP), top + r * (cell + 16 + GAP)
        boxes += kingdom(seat, x, y, cell, 16)
    if seats == 3:
        x = left + cell + GAP
        y = top + cell + 16 + GAP
        boxes.append(Box("log", x, y, mx + mw - x, rows_y - GAP - y))
    else:
        y = top + rows * (cell + 16 + GAP)
        boxes.append(Box("log", gx, y, gw, rows_y - GAP - y))
    # builders: pile | six slots | the Queen (row 1) or the Dragons' cave (row 2)
    pile_w, side_w = 56, 80
    board_w = mw - pile_w - side_w - 2 * GAP
    for row, (suffix, spot) in enumerate((("", "queen"), ("2", "dragon"))):
        y = rows_y + row * (72 + GAP)
        boxes += [Box(f"pile{suffix}", mx, y, pile_w, 72),
                  Box(f"builders{suffix}", mx + pile_w + GAP, y, board_w, 72, {"slots": 6}),
                  Box(spot, mx + mw - side_w, y, side_w, 72)]
    return Table(f"xtable_{seats}p.tmx", seats=seats, grid=XXL_GRIDS[seats], boxes=boxes, rules="xxl",
                 towers=",".join(XXL_TOWERS))


def xtable_3p() -> Table:
    return xtable(3)


def xtable_4p() -> Table:
    return xtable(4)


def xtable_5p() -> Table:
    return xtable(5)


TABLES = (table_2p, table_3p, table_4p, table_duel, qtable_2p, qtable_3p, qtable_4p,
          xtable_3p, xtable_4p, xtable_5p)


def _property(name: str, value: str | int, indent: str) -> str:
    kind = ' type="int"' if isinstance(value, int) else ""
    return f"{indent}<property name={quoteattr(name)}{kind} value={quoteattr(str(value))}/>\n"


def render(table: Table) -> str:
    """The TMX text for one table, in the shape the Tiled editor itself writes."""
    for box in table.boxes:  # the 8 px grid keeps Tiled's snapping and our maths in agreement
        if any(v % 8 for v in (box.x, box.y, box.w, box.h)):
            raise ValueError(f"{table.filename}: {box.name} is off the 8 px grid: {box}")
    n = len(table.boxes)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down"'
        f' width="{WIDTH // TILE}" height="{HEIGHT // TILE}" tilewidth="{TILE}" tileheight="{TILE}"'
        f' infinite="0" nextlayerid="2" nextobjectid="{n + 1}">\n',
        " <properties>\n",
        _property("grid", table.grid, "  "),
        _property("rules", table.rules, "  "),
        _property("seats", table.seats, "  "),
        _property("towers", table.towers, "  "),
        " </properties>\n",
        ' <objectgroup id="1" name="regions">\n',
    ]
    for oid, box in enumerate(table.boxes, start=1):
        head = (
            f'  <object id="{oid}" name={quoteattr(box.name)}'
            f' x="{box.x}" y="{box.y}" width="{box.w}" height="{box.h}"'
        )
        if not box.props:
            out.append(head + "/>\n")
            continue
        out.append(head + ">\n   <properties>\n")
        out += [_property(k, v, "    ") for k, v in sorted(box.props.items())]
        out.append("   </properties>\n  </object>\n")
    out.append(" </objectgroup>\n</map>\n")
    return "".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report maps that differ")
    args = parser.parse_args(argv)
    here = Path(__file__).resolve().parent
    stale = []
    for make in TABLES:
        table = make()
        path = here / table.filename
        text = render(table)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    if stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

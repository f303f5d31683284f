"""Every colour the UI draws beyond theme.py's shared ones, named for what it colours and grouped
by the part of the screen it belongs to. With theme.py this is the one source of colour: no other
UI module spells a colour out (tests/test_colour_source.py). The players' colours and the
terrains' come from sprites/manifest.json through `Assets`; `MISSING` stands in for a gap there.

Plain tuples, no pygame. A name reuses theme's constant where the colour means the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.ui import theme
from game.ui.theme import RGB, RGBA

# --- drawing plumbing: colours that shape a layer rather than show ----------------------------
CLEAR: RGBA = (0, 0, 0, 0)  # fully transparent: cuts a hole in a layer
MASK: RGBA = (255, 255, 255, 255)  # a shape mask's inside: what stays of the picture
MEASURE: RGB = (0, 0, 0)  # text rendered only to be measured, never shown
MISSING: RGB = (128, 128, 128)  # sprites/manifest.json gives every colour; grey shows a gap

# --- shadows, wells and veils ----------------------------------------------------------------
DROP_SHADOW: RGBA = (0, 0, 0, 90)  # under a panel, card, note or banner
CARD_SHADOW: RGBA = (0, 0, 0, 100)  # under a card held in the hand
TITLE_SHADOW: RGBA = (0, 0, 0, 160)  # under the game's name on the title screen
TEXT_HALO: RGBA = (255, 255, 255, 90)  # a light halo under dark ink on a bright banner
WELL: RGBA = (0, 0, 0, 60)  # a chart's or a list's sunken back
WELL_DEEP: RGBA = (0, 0, 0, 70)  # a figure tile's back, a builders' slot
PICTURE_SHADOW: RGBA = (0, 0, 0, 70)  # under a kingdom's picture on the results
CAPTION_BAND: RGBA = (0, 0, 0, 90)  # the dark band behind a picture's caption
WELL_FAINT: RGBA = (0, 0, 0, 24)  # the score parts chart's back
BAR_BACK: RGBA = (255, 255, 255, 22)  # the empty part of a bar
SEEN_VEIL: RGBA = (20, 12, 6, 170)  # over a domino already seen (the dominoes list)
TERRITORY_FADE: RGBA = (20, 12, 6, 130)  # over the rest of a kingdom round a hovered territory
LESSON_VEIL: RGBA = (10, 6, 2, 140)  # over what a lesson step does not ask about
OVERVIEW_SHADE: RGBA = (24, 14, 8, 235)  # behind every kingdom shown at once (XXL)
DISABLED_VEIL: RGBA = (40, 30, 20, 120)  # over a disabled button's sprite
SCROLL_TRACK: RGBA = (60, 40, 20, 50)  # the rules' scroll bar track

# --- widgets --------------------------------------------------------------------------------
#: a button drawn without its sprite, by state
BUTTON_FACE: dict[str, RGB] = {"normal": (236, 214, 170), "hover": (250, 232, 190),
                               "pressed": (214, 190, 146), "disabled": (150, 138, 120)}
TOGGLE_OFF: RGB = (250, 240, 218)  # a check box or radio's face, off
TOGGLE_OFF_HOVER: RGB = (255, 250, 236)
TOGGLE_DISABLED: RGB = (120, 108, 92)
TOGGLE_INK_DISABLED: RGB = (70, 60, 50)
CHOOSER_BODY: RGB = (74, 54, 38)  # a left/right chooser's body
CHOOSER_BODY_DISABLED: RGB = (62, 50, 42)
CHOOSER_BODY_HOVER: RGB = (90, 66, 46)
CHOOSER_EDGE_DISABLED: RGB = (90, 76, 60)
CHOOSER_ARROW_DEAD: RGB = (120, 100, 80)  # an arrow with nothing further that way
FIELD_BACK: RGB = (252, 246, 230)  # a text field
FIELD_BACK_DISABLED: RGB = (170, 160, 144)
FIELD_SELECTION: RGB = (150, 190, 240)  # selected text in a field
SLIDER_TRACK: RGB = (40, 28, 20)
SLIDER_KNOB_SHADOW: RGB = (0, 0, 0)
SLIDER_KNOB: RGB = (246, 232, 200)

# --- menus and screens ----------------------------------------------------------------------
ERROR_TEXT: RGB = (255, 140, 120)  # a message saying something went wrong, on a dark panel
HINT_TEXT: RGB = (170, 186, 206)  # a cool grey-blue: information, not a fault (New game)
SETTINGS_RULE: RGB = (96, 70, 48)  # the line between the settings' groups
#: a save's badges in the save list
BADGE_AUTOSAVE: RGB = (90, 120, 160)
BADGE_FINISHED: RGB = (90, 140, 80)
BADGE_EARLIER: RGB = (120, 100, 70)
BADGE_UNREADABLE: RGB = (150, 70, 60)
BADGE_INK: RGB = (255, 255, 255)
UNREADABLE_TEXT: RGB = (236, 150, 130)  # why a save cannot be read
#: the rules book's ink on parchment
RULES_CODE: RGB = (120, 60, 20)  # a key or a code run
RULES_H2: RGB = (120, 60, 20)
RULES_H3: RGB = (96, 56, 24)
RULES_CAPTION: RGB = (96, 56, 24)  # a picture's caption
RULES_NOTE: RGB = (70, 48, 30)
#: the coach's grades of a decision
COACH_GRADE: dict[str, RGB] = {"blunder": (236, 96, 80), "mistake": (240, 150, 70),
                               "inaccuracy": (236, 206, 96)}
COACH_QUIET: RGB = (200, 186, 160)  # a decision that gave nothing clear up
#: the statistics chart
CHART_WIN: RGB = (236, 190, 70)  # a game won, in gold
CHART_LINE: RGB = (150, 196, 230)  # the scores' line
CHART_AVERAGE: RGB = (200, 170, 130)
CHART_GRID: RGB = (92, 74, 58)
#: the playmat's plan in the rules (XXL), by region
PLAN_FANTASTIC_ERA: RGB = (112, 74, 140)
PLAN_AGE_OF_GIANTS: RGB = (56, 110, 122)
PLAN_BUILDERS: RGB = (140, 70, 48)
PLAN_KINGDOM: RGB = (92, 122, 64)
PLAN_INFO: RGB = (92, 70, 48)
PLAN_COURT: RGB = (150, 120, 60)
PLAN_MAT: RGB = (120, 84, 52)
PLAN_EDGE: RGB = (40, 26, 16)

# --- the table: kingdoms, dominoes, pieces --------------------------------------------------
REFUSED: RGB = theme.DANGER  # a toast saying a move was refused
LEGAL: RGB = (92, 214, 110)  # a legal spot, the domino to place now
ILLEGAL: RGB = (232, 72, 60)
NEUTRAL_SPOT: RGB = (214, 204, 184)  # a legal spot that changes no score
LOSS: RGB = (232, 160, 120)  # a legal placement that costs points (a challenge's square lost, say)
INK: RGB = (40, 26, 16)  # a tile's edge and figures
TILE_HIGHLIGHT: RGBA = (255, 248, 226, 60)  # the light inner edge of a tile
CROWN_PLATE: RGBA = (30, 20, 10, 110)  # behind a square's crowns
CASTLE_STANDIN: RGB = (200, 190, 170)  # a castle whose picture is missing
PLOT: RGB = (224, 206, 164)  # an empty square the kingdom may still use
PLOT_DIM: RGB = (150, 128, 96)  # out of reach: the kingdom would outgrow its grid
SLOT_WELL: RGBA = (10, 6, 2, 90)  # the empty place a domino sits in on a line
FOOTPRINT_DISC: RGB = (236, 222, 190)  # a footprint domino's mark (XXL)
FOOTPRINT_INK: RGB = (60, 40, 30)
NOTICE: RGB = (150, 44, 36)  # the Queen's notice: news against you, in red
OUTLINE: RGB = theme.PANEL_EDGE  # the dark edge round a card, a badge, a pill or a token
PILL: RGB = (30, 20, 14)  # a dark pill behind light figures (a price, a face-down domino's number)
PILL_INK: RGB = (255, 244, 214)  # figures on a dark pill or shield
GIANT_GREY: RGB = (138, 132, 122)  # a giant's stone grey

# --- Queendomino: buildings, prices, the tower and the dragon -------------------------------
BUILDING_PILL: RGB = (36, 24, 16)  # a building tile's figure pill and its edge
POINTS_SHIELD: RGB = (120, 28, 32)  # a building's end-of-game points
BUILT_TILE: RGB = (236, 222, 190)  # a built building's tile on a compact board
BUILT_EDGE: RGB = (170, 40, 36)
BUILT_FIGURES: RGB = (120, 24, 20)
UNBUILT_EDGE: RGB = (92, 78, 64)  # a building tile still for sale
CHEAPER: RGB = (150, 230, 140)  # a price the Queen or the event lowered
DEARER: RGB = (240, 150, 120)  # ... or raised
STRUCK_PRICE: RGB = (220, 90, 70)  # the printed price struck through
PILE_BACK: RGB = (128, 40, 34)  # a face-down building pile
PILE_EDGE: RGB = (60, 20, 16)
CAVE_RIM: RGB = (70, 60, 54)  # the dragon's cave
CAVE: RGB = (16, 10, 8)

# --- Royal Wedding XXL: the court, tokens, the playmat --------------------------------------
COURT_CHARACTER: RGB = (96, 70, 130)  # a court character card
COURT_BUILDING: RGB = (70, 110, 84)  # a court building card
COURT_RUIN: RGB = (92, 86, 80)
COURT_INK: RGB = (240, 228, 200)
COURT_WARRIOR: RGB = (150, 50, 40)  # the disc of a card that fights
COURT_HELPER: RGB = (44, 30, 62)  # the disc of a card that helps
#: the resource tokens' discs and their ink
TOKEN_DISC: dict[str, RGB] = {"wheat": (236, 200, 90), "wood": (150, 104, 60), "fish": (92, 160, 220),
                              "sheep": (150, 196, 110)}
TOKEN_INK: dict[str, RGB] = {"wheat": (120, 80, 20), "wood": (70, 44, 22), "fish": (24, 60, 110),
                             "sheep": (250, 250, 244)}
TOKEN_UNKNOWN: RGB = (200, 200, 200)  # a token of a kind with no colour of its own
EVENT_CARD: RGB = (92, 52, 120)  # a Fantastic Event's card and its pile
EVENT_EDGE: RGB = (40, 20, 50)
PLAYMAT_PILE_BACK: RGBA = (38, 24, 14, 255)  # behind a builders' row's face-down pile
COLLAPSED: RGB = (60, 40, 30)  # the cross on a collapsed square
GIANT_BODY: RGB = (120, 116, 108)
GIANT_HEAD: RGB = (150, 144, 134)
GIANT_EDGE: RGB = (40, 36, 32)
#: a score part's colour on the results' breakdown, by what the part is (`ScorePart.kind`)
PART_COLOURS: Mapping[str, RGB] = {"land": (92, 150, 72), "royal": (150, 60, 168), "buildings": (186, 74, 52),
                                   "money": (222, 176, 52), "goals": (64, 150, 170), "people": (120, 96, 200)}
PART_OTHER: RGB = (96, 128, 176)  # a part of no kind the palette knows, and the "Other bonuses" row

"""New game: rule set, 2–5 seats (human or AI and its level, name, colour, an XXL partner),
variants (XXL: The Court), seed, hints.

Variants the rules refuse for the chosen seat count are greyed with the
engine's own reason under them. Colours stay distinct: a seat's colour choice
only offers colours nobody else has. Start builds the Session and replaces this
screen with the table.
"""

from __future__ import annotations

import copy
import hashlib
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.levels import LEVELS
from game.engine.rules import OptionSpec
from game.i18n import N_, _, pgettext
from game.session import SEAT_NAME_MAX
from game.ui import palette, theme
from game.ui.screens.menu_scene import MenuScene
from game.ui.screens.newgame_options import (
    PartnerDraft,
    PartnerKind,
    choice_from_variants,
    choices_as_variants,
    choices_of,
    count_caption,
    counts_for,
    partner_name,
    switches_of,
)
from game.ui.widgets import Button, Choice, Label, Panel, TextInput, Toggle, wrap_text

if TYPE_CHECKING:
    from game.ui.context import AppContext

#: what a seat can be: (kind, level) -> caption
KINDS: tuple[tuple[str, str | None], ...] = (("human", None), *(("ai", lv.name) for lv in LEVELS))
LEVEL_TITLES = {lv.name: lv.title for lv in LEVELS}
#: the seats' colours as the colour box names them (the session keeps the ids)
COLOUR_NAMES = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green"), "yellow": N_("Yellow"),
                "purple": N_("Purple"), "orange": N_("Orange")}
AI_NAMES = ("Aldric", "Beatrix", "Cedric", "Dagny", "Edmund")

MAX_SEED = (1 << 64) - 1
#: what the screen says when a new seat count switches a variant off
UNTICKED = N_("{variant} was unticked: it is played with {allowed} players, "
              "and the table is now set for {n} players.")
UNTICKED_WHY = N_("{variant} was unticked: {reason}.")  # a variant no count of this rule set allows
HINT = palette.HINT_TEXT  # a cool grey-blue: information, not a fault


@dataclass
class SeatDraft:
    """A seat being set up (the Session's Seat is built from it at Start)."""

    name: str
    colour: str
    kind: str = "human"
    level: str | None = None
    named: bool = False  # the player typed the name: keep it when the kind changes


def _caption(spec: OptionSpec, value: object) -> str:
    return _(spec.captions[spec.values.index(value)])


def kind_name(kind: tuple[str, str | None]) -> str:
    """A seat's kind as its box reads: Human, or AI and its level."""
    if kind[1] is None:
        return _("Human")
    # Translators: a seat played by the computer, and its level (Easy, Normal, Hard)
    return _("AI · {level}").format(level=pgettext("AI level", LEVEL_TITLES[kind[1]]))


def colour_name(colour: str) -> str:
    return _(COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else colour.title()


def default_name(i: int, kind: str) -> str:
    return _("Player {number}").format(number=i + 1) if kind == "human" else AI_NAMES[i % len(AI_NAMES)]


def allowed_counts(rules: str, flag: str) -> list[int]:
    """The seat counts of the rule set that allow variant `flag`."""
    return [n for n in counts_for(rules) if not option_problem(rules, n, flag)]


def refusal(rules: str, spec: OptionSpec, problem: str) -> tuple[str, str]:
    """Why a variant is greyed: (the words after its note, its tooltip). A variant for one seat
    count says that count; any other refusal keeps the engine's words."""
    allowed = allowed_counts(rules, spec.field)
    if len(allowed) == 1:
        return (_("{n}-player game").format(n=allowed[0]),
                _("{variant} is a {n}-player variant").format(variant=_(spec.label), n=allowed[0]))
    return problem.split(" is a ")[-1].replace("variant", "game"), problem


def seed_from_text(text: str) -> int:
    """A seed from the field: a whole number as is, other text hashed, empty = random."""
    text = text.strip()
    if not text:
        return secrets.randbelow(1 << 63)
    if text.isdigit() and int(text) <= MAX_SEED:
        return int(text)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1


def colour_names(ctx: AppContext) -> list[str]:
    try:
        from game.session import COLOURS

        return list(COLOURS)
    except ImportError:  # pragma: no cover - session module missing
        return ctx.assets.player_colour_names()


def or_list(counts: list[int]) -> str:
    """Seat counts as one choice among them ("2 or 3") in the language's own way."""
    from babel.lists import format_list

    from game.i18n.formats import locale

    if len(counts) == 1:
        return str(counts[0])
    return format_list([str(n) for n in counts], style="or", locale=locale())


def option_problem(rules: str, players: int, flag: str) -> str | None:
    """Why `flag` cannot be on with `players` players (None when it can)."""
    from game.engine import BadOptions, Options
    from game.engine.rules import get_rules

    try:
        get_rules(rules).check_options(Options(rules=rules, players=players, own=((flag, True),)))
    except BadOptions as e:
        return str(e)[:1].upper() + str(e)[1:]
    return None


class NewGameScene(MenuScene):
    """New game; with `host` it sets up a table on a server instead (Play online → Host a table):
    the first human seat is the host's, every other human seat is open for a friend, and Host
    hands the set-up (a Session not played here) to `host`."""

    def __init__(self, ctx: AppContext, seed: int | None = None,
                 host: Callable[[Any], None] | None = None) -> None:
        self.host = host
        self.colours = colour_names(ctx)
        from game.engine.rules import REGISTRY, default_rules, get_rules

        # the rule set and variants chosen last time (settings), if this build still has them
        last = str(getattr(ctx.settings, "last_rules", default_rules()))
        self.rules = last if last in REGISTRY else default_rules()
        self.players = get_rules(self.rules).limits.kingdoms[0]
        self.seats = [SeatDraft(default_name(0, "human"), self.colours[0])]
        self.partners: list[PartnerDraft | None] = [None] * 5  # XXL teams: each seat's second person
        for i in range(1, 5):
            self.seats.append(SeatDraft(default_name(i, "ai"), self.colours[i], "ai", "normal"))
        # each rule set's own choices (variants, partners), kept while another is chosen or played
        self.kept: dict[str, dict[str, Any]] = copy.deepcopy(dict(getattr(ctx.settings, "rule_choices", {})))
        self.flags: dict[str, bool] = {}
        # options that are a choice among values (XXL's Court sets): field -> value
        self.choices: dict[str, Any] = {}
        variants = str(getattr(ctx.settings, "last_variants", ""))  # before choices were kept per rule set
        self._take_variants(str(self.kept.get(self.rules, {}).get("variants", variants)))
        self.seed_text = "" if seed is None else str(seed)
        self.hints = False
        self.unticked = False  # the message says why a variant was switched off
        self._remembered(getattr(ctx.settings, "last_game", None))
        self._take_partners(self.kept.get(self.rules, {}).get("partners"))
        super().__init__(ctx)
        if self._untick_refused():  # variants kept under another seat count
            self.rebuild()

    def _take_variants(self, variants: str) -> None:
        """The switches and choices of the rule set chosen, as `variants` remembers them."""
        known = {o.field for o in switches_of(self.rules)}
        self.flags = {f: True for f in variants.split(",") if f in known}
        self.choices.update({o.field: choice_from_variants(variants, o) for o in choices_of(self.rules)})

    def _take_partners(self, partners: Any) -> None:
        """The partners kept for the rule set chosen (None: those set up already stay)."""
        if not isinstance(partners, list):
            return
        for i in range(len(self.partners)):
            p = partners[i] if i < len(partners) else None
            named = p is not None and p["name"] != partner_name(i)
            self.partners[i] = None if p is None else PartnerDraft(p["name"], p["kind"], p["level"], named)

    def _keep(self) -> None:
        """What the rule set chosen has now, for when it is chosen again (and the next launch)."""
        kept: dict[str, Any] = {"variants": self._variants_text()}
        if self._limits().teams:
            kept["partners"] = [self._partner_json(i) for i in range(len(self.partners))]
        self.kept[self.rules] = kept

    def _variants_text(self) -> str:
        on = [f for f, v in self.flags.items() if v]
        return ",".join(on + choices_as_variants(self._current_choices()))

    def _remembered(self, last: Any) -> None:
        """Start from the last table set up here (the settings checked it when read)."""
        if not isinstance(last, dict) or not last.get("seats"):
            return
        counts = counts_for(self.rules)  # a table remembered from another rule set may not fit
        self.players = min(max(int(last["players"]), counts[0]), counts[-1])
        for i, seat in enumerate(last["seats"][:5]):
            named = seat["name"] != default_name(i, seat["kind"])
            self.seats[i] = SeatDraft(seat["name"], seat["colour"], seat["kind"], seat["level"], named)
            p = seat.get("partner")
            if p is not None:
                named = p["name"] != partner_name(i)
                self.partners[i] = PartnerDraft(p["name"], p["kind"], p["level"], named)
        # colours must stay distinct among the seats in play
        for i in range(self.players):
            if self.seats[i].colour not in self.free_colours(i):
                self.seats[i].colour = self.free_colours(i)[0]

    def _remember(self, session: Any) -> None:
        seats = [s.to_json() for s in session.seats]
        seats += [{"name": d.name.strip() or default_name(i, d.kind), "colour": d.colour, "kind": d.kind,
                   "level": d.level if d.kind == "ai" else None, "partner": self._partner_json(i)}
                  for i, d in enumerate(self.seats[len(seats):], start=len(seats))]
        if hasattr(self.ctx.settings, "last_game"):
            self.ctx.settings.last_game = {"players": len(session.seats), "seats": seats}
            self.ctx.save_settings()

    def _partner_json(self, i: int) -> dict[str, Any] | None:
        p = self.partners[i] if self._limits().teams else None
        if p is None:
            return None
        return {"name": p.name.strip() or partner_name(i), "kind": p.kind, "level": p.level}

    # --- the model ------------------------------------------------------------------
    def _limits(self) -> Any:
        from game.engine.rules import get_rules

        return get_rules(self.rules).limits

    def free_colours(self, i: int) -> list[str]:
        taken = {s.colour for j, s in enumerate(self.seats[: self.players]) if j != i}
        return [c for c in self.colours if c not in taken]

    def set_players(self, n: int) -> None:
        self.players = n
        # a seat coming back may clash with a colour picked meanwhile: give it a free one
        for i in range(n):
            if self.seats[i].colour not in self.free_colours(i):
                self.seats[i].colour = self.free_colours(i)[0]
        self._untick_refused()
        self.rebuild()

    def _untick_refused(self) -> bool:
        """A variant the seat count now refuses is switched off, and the screen says why (a
        box unticking itself unexplained looks like a fault); True when one was."""
        said = []
        for o in switches_of(self.rules):
            problem = option_problem(self.rules, self.players, o.field)
            if self.flags.get(o.field) and problem:
                self.flags[o.field] = False
                allowed = allowed_counts(self.rules, o.field)
                said.append(_(UNTICKED).format(variant=_(o.label), allowed=or_list(allowed), n=self.players)
                            if allowed else _(UNTICKED_WHY).format(variant=_(o.label), reason=problem))
        if said:
            self.say(" ".join(said))
            self.unticked = True
        elif self.unticked:  # the last word was about a count no longer chosen
            self.say("")
            self.unticked = False
        return bool(said)

    def set_kind(self, i: int, kind: tuple[str, str | None]) -> None:
        seat = self.seats[i]
        seat.kind, seat.level = kind
        if not seat.named:
            seat.name = default_name(i, seat.kind)
        self.rebuild()

    def set_name(self, i: int, text: str) -> None:
        self.seats[i].name = text
        self.seats[i].named = True

    def set_colour(self, i: int, colour: str) -> None:
        self.seats[i].colour = colour
        self.rebuild()  # the other seats' choices change

    def set_partner(self, i: int, kind: PartnerKind) -> None:
        """None: the seat plays alone; else its partner is (kind, level)."""
        old = self.partners[i]
        if kind is None:
            self.partners[i] = None
        elif old is None:
            self.partners[i] = PartnerDraft(partner_name(i), *kind)
        else:
            old.kind, old.level = kind
        self.rebuild()

    def set_partner_name(self, i: int, text: str) -> None:
        p = self.partners[i]
        if p is not None:
            p.name, p.named = text, True

    def set_choice(self, field: str, value: Any) -> None:
        self.choices[field] = value
        self.dirty = True

    def set_flag(self, flag: str, on: bool) -> None:
        self.flags[flag] = on
        self.dirty = True

    def options(self) -> Any:
        from game.engine import Options

        flags = {f: v for f, v in self.flags.items() if v}
        own = (*flags.items(), *self._current_choices().items())
        return Options(rules=self.rules, players=self.players, own=own)

    def _current_choices(self) -> dict[str, Any]:
        return {o.field: self.choices[o.field] for o in choices_of(self.rules)}

    # --- layout ---------------------------------------------------------------------
    def build(self) -> None:
        w = self.size[0]
        px = self.px
        margin, gap = px(theme.PAD_L), px(theme.PAD)
        # the form keeps its design height: in a window taller than the interface size needs,
        # it sits in the middle rather than stretching its panels over empty rows
        self.frame = frame = self.design_frame()
        top, bottom = frame.y + px(92), frame.bottom - px(100)
        width = min(w - 2 * margin, px(1320))  # very wide windows: keep the form together
        x0 = (w - width) // 2
        # seats of a rule set with teams carry a partner column (XXL's rules side only holds The Court)
        left_w = round((width - gap) * (0.70 if self._limits().teams else 0.56))
        self.left = self.group.add(Panel((x0, top, left_w, bottom - top), _("Players"), scale=self.scale))
        self.right = self.group.add(Panel((x0 + left_w + gap, top, width - gap - left_w, bottom - top),
                                          _("Rules"), scale=self.scale))
        self._build_players(self.left.content_rect(self.scale))
        self._build_rules(self.right.content_rect(self.scale))
        bw, bh = px(240), px(theme.BUTTON_H + 4)
        by = frame.bottom - px(22) - bh
        self.group.add(Button((w // 2 - bw - gap // 2, by, bw, bh), _("Back"), self.close))
        start = _("Host") if self.host is not None else _("Start")
        self.start_button = self.group.add(Button((w // 2 + gap // 2, by, bw, bh), start, self.start,
                                                  key=pygame.K_RETURN, style="primary",
                                                  tooltip=pgettext("key", "Enter")))

    def _build_players(self, area: pygame.Rect) -> None:
        px = self.px
        row_h, gap = px(theme.ROW_H - 4), px(theme.GAP - 2)
        label = px(150)
        size = px(theme.FONT_BODY)
        self.group.add(Label((area.x, area.y, label, row_h), _("Seats"), size=size, bold=True))
        counts, teams = counts_for(self.rules), self._limits().teams  # teams: the partner column
        sized = bool(self._limits().grids)  # the kingdom size follows the count (said on the count)
        self.count = self.group.add(Choice((area.x + label, area.y, px(330 if sized else 200), row_h), counts,
                                           counts.index(self.players), self.set_players,
                                           fmt=lambda n: count_caption(self.rules, n),
                                           tooltip=_("The kingdom size follows the count") if sized
                                           else None))
        y = area.y + row_h + px(theme.GAP)
        # the colour box holds its longest name in this language beside the arrows and the chip
        # (as the Choice draws them: arrows 0.8 row each, chip 1 row, bold text at 0.44 row)
        chooser = self.ctx.assets.font(max(8, round(row_h * 0.44)), bold=True)
        widest = max(chooser.size(colour_name(c))[0] for c in self.colours)
        colour_w = max(px(170 if teams else 190), widest + round(row_h * 2.6) + px(4))
        kind_w = px(160 if teams else 200)
        team_w = (area.w - colour_w - 2 * kind_w - 4 * gap) // 2 if teams else 0
        name_w = area.w - colour_w - kind_w - 2 * gap - (team_w + kind_w + 2 * gap if teams else 0)
        head = px(theme.FONT_SMALL)
        kind_x = area.x + colour_w + name_w + 2 * gap
        heads = [(area.x, colour_w, _("Colour")), (area.x + colour_w + gap, name_w, _("Name")),
                 (kind_x, kind_w, _("Plays as"))]
        if teams:  # both boxes of the team column say what they hold
            partner_x = kind_x + kind_w + gap
            heads += [(partner_x, kind_w, _("Team partner")),
                      (partner_x + kind_w + gap, team_w, _("Partner's name"))]
        for x, col_w, text in heads:  # a heading may take its column's width (longer languages)
            rect = (x + px(4), y, max(px(160), col_w - px(4)), head + px(6))
            self.group.add(Label(rect, text, size=head, colour=theme.TEXT_DIM))
        y += head + px(8)
        self.seat_widgets: list[tuple[Choice[str], TextInput, Choice[Any]]] = []
        self.partner_widgets: list[tuple[Choice[Any], TextInput]] = []
        for i in range(self.players):
            seat = self.seats[i]
            free = self.free_colours(i)
            colour = self.group.add(Choice((area.x, y, colour_w, row_h), free, free.index(seat.colour),
                                           partial(self.set_colour, i), fmt=colour_name,
                                           swatch=self.ctx.assets.colour, shape=self.ctx.assets.symbol))
            name = self.group.add(TextInput((area.x + colour_w + gap, y, name_w, row_h), seat.name,
                                            partial(self.set_name, i), max_len=SEAT_NAME_MAX,
                                            placeholder=default_name(i, seat.kind)))
            offered = list(KINDS)  # every level plays every rule set
            kind = self.group.add(Choice((kind_x, y, kind_w, row_h), offered,
                                         offered.index((seat.kind, seat.level)),
                                         partial(self.set_kind, i), fmt=partial(self.kind_caption, i)))
            self.seat_widgets.append((colour, name, kind))
            if teams:
                self._partner_row(i, (kind_x + kind_w + gap, y, kind_w, row_h), team_w, offered)
            y += row_h + gap
        # seed and hints sit at the bottom whatever the seat count, so nothing jumps
        toggle_h = px(34)
        hints_y = area.bottom - toggle_h
        seed_y = hints_y - px(theme.GAP) - row_h
        self.group.add(Label((area.x, seed_y, label, row_h), _("Seed"), size=size, bold=True))
        self.seed_input = self.group.add(TextInput(
            (area.x + label, seed_y, area.w - label, row_h), self.seed_text, self._seed_changed, max_len=24,
            placeholder=_("random (or type a number or word)"),
            tooltip=_("The same seed deals the same game")))
        self.hints_toggle = self.group.add(Toggle(
            (area.x, hints_y, area.w, toggle_h), _("All players agree to allow hints"), self.hints,
            self._hints_changed,
            tooltip=_("Hints suggest a move on request; every player must agree before the game")))

    def kind_caption(self, i: int, kind: tuple[str, str | None]) -> str:
        """Seat i's kind (-1: a partner's). Hosting online, a human seat is the host's (the first)
        or open for a friend who joins with the table's code."""
        if self.host is None or kind[1] is not None:
            return kind_name(kind)
        first = next((j for j, d in enumerate(self.seats[: self.players]) if d.kind == "human"), None)
        return _("You") if i == first else _("A friend")

    def _partner_row(self, i: int, rect: tuple[int, int, int, int], name_w: int,
                     offered: list[tuple[str, str | None]]) -> None:
        """The team column of seat i: the partner's kind (or alone) and name."""
        px, p = self.px, self.partners[i]
        values: list[PartnerKind] = [None, *offered]
        current: PartnerKind = None if p is None else (p.kind, p.level)
        kind = self.group.add(Choice(rect, values, values.index(current) if current in values else 0,
                                     partial(self.set_partner, i),
                                     fmt=lambda k: _("Alone") if k is None else self.kind_caption(-1, k),
                                     tooltip=_("A team of two: the partner holds the second king")))
        x, y, w, h = rect
        text, hint = ("", _("no partner")) if p is None else (p.name, partner_name(i))
        name = self.group.add(TextInput((x + w + px(theme.GAP - 2), y, name_w, h), text,
                                        partial(self.set_partner_name, i),
                                        max_len=SEAT_NAME_MAX, placeholder=hint))
        name.enabled = p is not None
        self.partner_widgets.append((kind, name))

    def _build_rules(self, area: pygame.Rect) -> None:
        from game.engine.rules import REGISTRY, get_rules

        px = self.px
        row_h = px(theme.ROW_H)
        rule_sets = list(REGISTRY)
        head = px(theme.FONT_SMALL)
        choices = choices_of(self.rules)
        # a box beside other boxes says what it chooses (as the seats' columns do)
        heading = head + px(6) if choices else 0
        if choices:
            self.group.add(Label((area.x + px(4), area.y, area.w, head + px(6)), _("Game"), size=head,
                                 colour=theme.TEXT_DIM))
        top = area.y + heading
        self.rules_choice = self.group.add(Choice(
            (area.x, top, area.w, row_h), rule_sets, rule_sets.index(self.rules), self._rules_changed,
            fmt=lambda r: get_rules(r).title,
            tooltip=_("Which game to play")))
        note = _(get_rules(self.rules).summary)
        lines = 2 if self._limits().teams else 1  # the narrower rules side (partner column) wraps its notes
        small = px(theme.FONT_SMALL - 1)
        self.group.add(Label((area.x, top + row_h + px(2), area.w, px(22) * lines), note,
                             size=small, colour=theme.TEXT_DIM, wrap=lines > 1))
        y = top + row_h + px(theme.PAD) + px(22) * lines
        self.choice_widgets: dict[str, Choice[Any]] = {}
        for o in choices:  # a choice among values: its name over it, its note under it
            self.group.add(Label((area.x + px(4), y, area.w, head + px(6)), _(o.label), size=head,
                                 colour=theme.TEXT_DIM))
            y += heading
            values = list(o.values)
            self.choice_widgets[o.field] = self.group.add(Choice(
                (area.x, y, area.w, row_h), values, values.index(self.choices[o.field]),
                partial(self.set_choice, o.field),
                fmt=partial(_caption, o), tooltip=_(o.tip) if o.tip else None))
            self.group.add(Label((area.x, y + row_h + px(2), area.w, px(44)), _(o.note),
                                 size=small, colour=theme.TEXT_DIM, wrap=True))
            y += row_h + px(2) + px(44)
        switches = switches_of(self.rules)
        note_font = self.ctx.assets.font(small)
        notes = []
        for o in switches:
            problem = option_problem(self.rules, self.players, o.field)
            # a variant for another player count is not an error: a neutral hint with what it does
            text, tip = _(o.note), _(o.note)
            if problem:
                why, tip = refusal(self.rules, o, problem)
                # Translators: a variant's note, then why this seat count cannot play it
                text = _("{note} · {why}").format(note=text, why=why)
            # a note too long for the column takes a second line rather than losing its end
            lines = len(wrap_text(text, note_font, area.w - px(34)))
            notes.append((o, problem, text, tip, lines))
        extra = sum(note_font.get_linesize() * (n - 1) for *_rest, n in notes)
        step = max(px(44), min(px(60), (area.bottom - y - extra) // max(1, len(switches))))
        self.variant_toggles: dict[str, Toggle] = {}
        self.variant_notes: dict[str, Label] = {}
        for o, problem, text, tip, lines in notes:
            flag = o.field
            t = self.group.add(Toggle((area.x, y, area.w, px(32)), _(o.label), self.flags.get(flag, False),
                                      partial(self.set_flag, flag), enabled=problem is None, tooltip=tip))
            more = note_font.get_linesize() * (lines - 1)
            note_rect = (area.x + px(34), y + px(30), area.w - px(34), px(22) + more)
            note = self.group.add(Label(note_rect, text, size=small, wrap=lines > 1,
                                        colour=theme.TEXT_DIM if problem is None else HINT))
            self.variant_toggles[flag], self.variant_notes[flag] = t, note
            y += step + more

    def _seed_changed(self, text: str) -> None:
        self.seed_text = text

    def _hints_changed(self, on: bool) -> None:
        self.hints = on

    def _rules_changed(self, rules: str) -> None:
        self._keep()  # what was chosen under the rule set left is there when it comes back
        self.rules = rules
        kept = self.kept.get(rules, {})
        self._take_variants(str(kept.get("variants", "")))
        self._take_partners(kept.get("partners"))
        counts = counts_for(rules)
        if self.players not in counts:
            self.set_players(min(max(self.players, counts[0]), counts[-1]))
        else:
            self._untick_refused()  # a variant kept from another count
        self.rebuild()

    # --- start ----------------------------------------------------------------------
    def build_session(self) -> Any:
        """The Session this screen describes (ValueError / RuleError when it is not valid)."""
        from game.session import Person, Seat, Session

        seats = []
        for i, d in enumerate(self.seats[: self.players]):
            name = d.name.strip() or default_name(i, d.kind)
            p = self._partner_json(i)
            partner = None if p is None else Person(p["name"], p["kind"], p["level"])
            seats.append(Seat(name, d.colour, d.kind, d.level if d.kind == "ai" else None, partner))
        if len({s.colour for s in seats}) != len(seats):
            raise ValueError(_("every player needs a different colour"))
        options = self.options()
        from game.engine.rules import get_rules

        get_rules(options.rules).check_options(options)
        return Session(options, seats, seed_from_text(self.seed_text), hints=self.hints)

    def start(self) -> None:
        from game.engine import RuleError

        try:
            session = self.build_session()
        except (ValueError, RuleError) as e:
            self.say(_("Cannot start: {reason}").format(reason=e), bad=True)
            return
        if self.host is not None:
            if not any(s.is_human for s in session.seats):
                self.say(_("Keep a seat for yourself to host a table."), bad=True)
                return
            self._remember_rules()
            self.close()
            self.host(session)
            return
        self._remember(session)
        self._remember_rules()
        self.ctx.manager.replace(self.ctx.scenes.table(session))

    def _remember_rules(self) -> None:
        """Keep the rule set and its variants for the next new game (a failed save only logs)."""
        s = self.ctx.settings
        s.last_rules = self.rules
        s.last_variants = self._variants_text()
        self._keep()
        if hasattr(s, "rule_choices"):
            s.rule_choices = copy.deepcopy(self.kept)
        self.ctx.save_settings()

    # --- drawing --------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        heading = _("Host a table") if self.host is not None else _("New game")
        self.draw_heading(surface, heading, self.frame.y + self.px(18))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        msg = pygame.Rect(0, self.left.rect.bottom + self.px(2), self.size[0], self.px(26))
        self.draw_message(surface, msg)

"""The preview of a move before it is made: the table once the move is done, as its player
would then see it (`engine.views.preview`), with what the move did marked over it, and a
line or two: whether the hand ends and how it would then stand (`engine.standing`), and
what changes.

The marks are the board's, drawn by `grid.draw_table` from `view.last`: the Muse placed or
stepping framed, the Muses it pushed, the target of its ability, the square the stepping Muse
left with an arrow to where it stands, and each die changed, before → after."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from engine import words
from engine.language import N_, Language, language
from engine.phases import Phase
from engine.standing import standing
from engine.views import LastAction, PlayerView

from .grid import Grid, draw_table
from .paint import canvas, write
from .text import player_name, showing
from .theme import DEFAULT_THEME, Theme, png

GOES_ON = N_("The hand goes on.")
PLACEMENT_GOES_ON = N_("The placement goes on.")
DANCE_BEGINS = N_("The placement is over: the dance begins.")
ENDS = N_("The hand ends: {standing}")
DICE = N_("Dice: {changes}")
PLACED = N_("{muse} joins the table; no die changes.")
NBSP = "\u00a0"
"""Holds a Muse and its dice, or a company and its suns, on one line."""


def render_preview(view: PlayerView, *, theme: Theme = DEFAULT_THEME, locale: str | None = None) -> bytes:
    """The preview `view` shows (`engine.views.preview`) as a PNG, its words in `locale`."""
    return png(preview_image(view, theme, language(locale)), theme)


def preview_lines(view: PlayerView, lang: Language) -> tuple[str, str]:
    """Whether the hand ends with the move, and if so how it would stand as far as the
    player can tell (a range where face-down Muses could change it); then what the move
    changes: every die, in order, and the intervention tile."""
    _ = lang.gettext
    last = _last(view)
    if view.phase is Phase.FINISHED:
        stand = standing(view)
        suns = [f"{lo}\u2013{hi}" if lo != hi else f"{lo}" for lo, hi in zip(stand.low, stand.high)]
        companies = [f"{NBSP}&{NBSP}".join(player_name(view, s, lang) for s, c in enumerate(view.companies) if c == k)
                     for k in range(len(suns))]
        outcome = _(ENDS).format(standing=", ".join(f"{who}{NBSP}{n}{NBSP}\u2600" for who, n in zip(companies, suns)))
    elif last.dir is None:
        outcome = _(DANCE_BEGINS if view.phase is Phase.DANCE else PLACEMENT_GOES_ON)
    else:
        outcome = _(GOES_ON)
    if last.dir is None:
        return outcome, _(PLACED).format(muse=words.name(last.muse, lang))
    dice = (f"{words.name(muse, lang)} {_arrows(values)}".replace(" ", NBSP) for muse, values in _dice(last).items())
    changes = _(DICE).format(changes=", ".join(dice))
    if last.tile is not None:
        place = view.gods[last.tile]
        assert place is not None, "a tile the move put or moved is on the table"
        tile, where = words.tile(showing(view, last.tile), lang), words.location(place, view.board).said(lang)
        changes += f"{NBSP}\u00b7 {tile} \u2192 {where}"
    return outcome, changes


def preview_image(view: PlayerView, theme: Theme, lang: Language) -> Image.Image:
    """The lines of `preview_lines` over the table, the move's marks drawn on it."""
    last = _last(view)
    width, m = theme.preview_width, theme.margin // 2
    bold, font = theme.font(theme.px(theme.text, width), bold=True), theme.font(theme.px(theme.text, width))
    line = round(font.size * 1.3)
    outcome, changes = preview_lines(view, lang)
    lines = [(line, bold) for line in _wrap(outcome, bold, width - 2 * m)]
    lines += [(line, font) for line in _wrap(changes, font, width - 2 * m)]
    squares = [muse.at for muse in view.muses] + ([last.path[0]] if last.path else [])
    grid = Grid.fit(squares, width - 2 * m, theme.preview_height, theme)
    pad, (gw, gh) = grid.pad, grid.size
    top = m + line * len(lines) + m // 2 + pad
    im = canvas((width, top + gh + pad + m), theme.card, theme)
    for k, (text, face) in enumerate(lines):
        write(im, (m, m + line * k), text, face, theme.ink)
    x = (width - gw) // 2
    ImageDraw.Draw(im).rounded_rectangle((x - pad, top - pad, x + gw + pad, top + gh + pad), pad // 2,
                                         fill=theme.table)
    grid = grid.at(x, top)
    draw_table(im, grid, view, theme, lang)
    return im


def _wrap(text: str, font: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """`text` in lines no wider than `width`, broken at plain spaces only (`NBSP`)."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and font.getlength(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _last(view: PlayerView) -> LastAction:
    assert view.last is not None, "a preview shows a move"
    return view.last


def _dice(last: LastAction) -> dict[str, list[int]]:
    """Each Muse whose die the move changed, with the values its die showed, in order."""
    values: dict[str, list[int]] = {}
    for change in last.dice:
        values.setdefault(change.muse, [change.before]).append(change.after)
    return values


def _arrows(values: list[int]) -> str:
    return "\u2192".join(map(str, values))

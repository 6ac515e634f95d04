"""Small pictures drawn once and cached: die faces, ability areas, suns, tile badges, medals.

Shapes are drawn four times larger and reduced, so their edges are smooth; each
function returns an RGBA image to paste with its own mask.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine.muses import Area, Effect

from .kept import kept
from .paint import inscribe
from .theme import RGB, Theme

SS = 4
"""Supersampling factor for cached shapes."""

PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}
"""Pip positions on a 3×3 lattice, (column, row)."""

BADGE_TEXT, PILL_TEXT = 0.58, 0.8
"""The size of a badge's symbol and of a pill's text, as a share of the badge's or the pill's height."""
EFFECT_TEXT = {Effect.RAISE: "+1", Effect.LOWER: "\u22121", Effect.SWAP: "\u21c4"}
TILE_SYMBOL = {"zeus": "\u26a1", "poseidon": "\u2646", "eros": "\u2665", "artemis": "\u263e",
               "aeolus": "\u224b", "apollo": "\u2600", "dionysus": "\u2663"}
"""One symbol per intervention tile (Apollo's other side is "dionysus")."""


def effect_colour(effect: Effect, theme: Theme) -> RGB:
    return {Effect.RAISE: theme.raise_, Effect.LOWER: theme.lower, Effect.SWAP: theme.swap}[effect]


def canvas(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A transparent canvas SS times larger than w × h, and its pen."""
    im = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    return im, ImageDraw.Draw(im)


def reduced(im: Image.Image) -> Image.Image:
    """A large canvas brought down to its final size, edges smoothed."""
    return im.convert("RGBa").reduce(SS).convert("RGBA")


@kept
def die_face(value: int, colour: str, neutral: bool, size: int, theme: Theme) -> Image.Image:
    """A die showing `value` in the company colour; the Neutral die has a dashed grey rim."""
    fill, pip = theme.die(colour)
    im, d = canvas(size, size)
    s = size * SS
    rim = max(2, round(size * 0.05)) * SS
    radius = s * 0.2
    edge = theme.neutral_edge if neutral else theme.ink
    d.rounded_rectangle((0, 0, s - 1, s - 1), radius, fill=edge)
    d.rounded_rectangle((rim, rim, s - 1 - rim, s - 1 - rim), radius - rim, fill=fill)
    if neutral:
        dash = s / 7
        for k in range(1, 7, 2):
            a, b = k * dash, (k + 1) * dash
            for box in ((a, 0, b, rim), (a, s - rim, b, s), (0, a, rim, b), (s - rim, a, s, b)):
                d.rectangle(box, fill=fill)
    r = s * 0.095
    for i, j in PIPS[value]:
        cx, cy = s * (0.26 + 0.24 * i), s * (0.26 + 0.24 * j)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=pip)
    return reduced(im)


@kept
def area_grid(area: Area, effect: Effect, size: int, theme: Theme) -> Image.Image:
    """A 3×3 grid: the Muse in the middle, the squares its ability reaches filled."""
    im, d = canvas(size, size)
    s = size * SS
    step = s / 3
    gap = max(1, round(size * 0.06)) * SS / 2
    reach = set(area.offsets)
    for j in range(3):
        for i in range(3):
            box = (i * step + gap, j * step + gap, (i + 1) * step - gap, (j + 1) * step - gap)
            if (i, j) == (1, 1):
                d.ellipse(box, fill=theme.tile_edge)
            elif (i - 1, j - 1) in reach:
                d.rectangle(box, fill=effect_colour(effect, theme))
            else:
                d.rectangle(box, fill=theme.cell_off)
    return reduced(im)


@kept
def sun(size: int, theme: Theme) -> Image.Image:
    """A sun: a disc with eight rays."""
    im, d = canvas(size, size)
    c = size * SS / 2
    for k in range(8):
        a = math.pi * k / 4
        tip = (c + c * math.cos(a), c + c * math.sin(a))
        left = (c + c * 0.5 * math.cos(a - 0.3), c + c * 0.5 * math.sin(a - 0.3))
        right = (c + c * 0.5 * math.cos(a + 0.3), c + c * 0.5 * math.sin(a + 0.3))
        d.polygon((left, tip, right), fill=theme.sun_edge)
    for r, colour in ((0.62, theme.sun_edge), (0.5, theme.sun)):
        d.ellipse((c - c * r, c - c * r, c + c * r, c + c * r), fill=colour)
    return reduced(im)


@kept
def suns(n: int, size: int, theme: Theme) -> Image.Image:
    """`n` suns in a row."""
    gap = max(1, size // 8)
    im = Image.new("RGBA", (n * size + (n - 1) * gap, size), (0, 0, 0, 0))
    for k in range(n):
        im.alpha_composite(sun(size, theme), (k * (size + gap), 0))
    return im


@kept
def disc(fill: RGB, ring: RGB, size: int) -> Image.Image:
    """A filled circle with a ring, the ground of a badge or a medal."""
    im, d = canvas(size, size)
    s = size * SS
    w = max(2, round(size * 0.08)) * SS
    d.ellipse((0, 0, s - 1, s - 1), fill=ring)
    d.ellipse((w, w, s - 1 - w, s - 1 - w), fill=fill)
    return reduced(im)


@kept
def badge(tile: str, size: int, theme: Theme) -> Image.Image:
    """An intervention tile as a round token with its symbol."""
    im = disc(getattr(theme, tile), theme.band_ink, size).copy()
    ink = theme.ink_on(getattr(theme, tile))
    inscribe(im, (size / 2, size / 2), TILE_SYMBOL[tile], theme.font(round(size * BADGE_TEXT), bold=True), ink,
             getattr(theme, tile))
    return im


@kept
def medal(kind: str, size: int, theme: Theme) -> Image.Image:
    """A sun token: bronze (1 sun), silver (2) or gold (3), with its value."""
    im = disc(getattr(theme, kind), theme.ink, size).copy()
    value = {"bronze": "1", "silver": "2", "gold": "3"}[kind]
    inscribe(im, (size / 2, size / 2), value, theme.font(round(size * 0.55), bold=True), theme.ink,
             getattr(theme, kind))
    return im


@kept
def pill(text: str, fill: RGB, ink: RGB, height: int, theme: Theme) -> Image.Image:
    """`text` in bold on a rounded label of `height` pixels, rimmed in the tiles' edge colour."""
    font = theme.font(round(height * PILL_TEXT) * SS, bold=True)
    s = height * SS
    rim = max(2, round(height * 0.08)) * SS
    width = round(font.getlength(text) / SS) + round(height * 0.5)
    im, d = canvas(width, height)
    d.rounded_rectangle((0, 0, width * SS - 1, s - 1), s / 2, fill=theme.tile_edge)
    d.rounded_rectangle((rim, rim, width * SS - 1 - rim, s - 1 - rim), s / 2 - rim, fill=fill)
    inscribe(im, (width * SS / 2, s / 2), text, font, ink, fill, scale=SS)
    return reduced(im)


@kept
def arrow(dc: int, dr: int, length: int, colour: RGB) -> Image.Image:
    """An arrow `length` pixels long pointing towards (dc, dr), one of N, E, S, W."""
    im, d = canvas(length, length // 2)
    s, h = length * SS, length // 2 * SS
    shaft = h // 4
    d.rectangle((0, h / 2 - shaft / 2, s - h * 0.9, h / 2 + shaft / 2), fill=colour)
    d.polygon(((s - h * 1.1, 0), (s - 1, h / 2), (s - h * 1.1, h - 1)), fill=colour)
    east = reduced(im)
    turn = {(1, 0): None, (-1, 0): Image.Transpose.ROTATE_180, (0, -1): Image.Transpose.ROTATE_90,
            (0, 1): Image.Transpose.ROTATE_270}[dc, dr]
    return east if turn is None else east.transpose(turn)

"""The table as drawn: Muse tiles on their squares with their dice, intervention tiles,
legal squares and the last action's highlights. Shared by the board and the score."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw, ImageFont

from engine import names, words
from engine.actions import Location, OnCorner, OnEdge, OnMuse, OnSide
from engine.geometry import Square, column_name, row_name
from engine.language import Language
from engine.muses import Power
from engine.views import LastAction, PublicView

from .glyphs import BADGE_TEXT, PILL_TEXT, arrow, badge, die_face, pill
from .kept import kept
from .paint import canvas, put, put_once, write
from .text import showing
from .theme import RGB, Theme
from .tile import back, face, layout

PAD = 0.3
"""The table's margin around its squares, in cells."""

EDGE_GAP = 10
"""The distance of the column letters and row numbers from the table."""

Note = tuple[str, RGB]
"""A short text and its colour, written over a tile's ability (the score's conversions)."""


def bounds(squares: Iterable[Square]) -> tuple[int, int, int, int]:
    """The smallest box holding the squares: min col, min row, max col, max row."""
    cols, rows = zip(*squares)
    return min(cols), min(rows), max(cols), max(rows)


@dataclass(frozen=True)
class Grid:
    """Squares from (c0, r0), `cell` pixels each with `gutter` pixels between tiles;
    square (c0, r0) starts at (x, y)."""

    c0: int
    r0: int
    cols: int
    rows: int
    cell: int
    gutter: int
    x: int = 0
    y: int = 0

    @classmethod
    def fit(cls, squares: Iterable[Square], width: int, height: int, theme: Theme) -> Grid:
        """The grid over the squares' bounding box, its cells as large as fit in width × height
        with the padding around them."""
        c0, r0, c1, r1 = bounds(squares)
        cols, rows = c1 - c0 + 1, r1 - r0 + 1
        cell = min(theme.cell, int(width / (cols + 2 * PAD)), int(height / (rows + 2 * PAD)))
        return cls(c0, r0, cols, rows, cell, round(cell * theme.gutter / theme.cell))

    def at(self, x: int, y: int) -> Grid:
        return replace(self, x=x, y=y)

    @property
    def pad(self) -> int:
        """The table's margin around the squares, room for Poseidon on a side."""
        return round(self.cell * PAD)

    @property
    def size(self) -> tuple[int, int]:
        return self.cols * self.cell, self.rows * self.cell

    def point(self, corner: Square) -> tuple[int, int]:
        """The pixel of a grid corner: corner (c, r) is the north-west corner of square (c, r)."""
        return self.x + (corner[0] - self.c0) * self.cell, self.y + (corner[1] - self.r0) * self.cell

    def holds(self, square: Square) -> bool:
        return 0 <= square[0] - self.c0 < self.cols and 0 <= square[1] - self.r0 < self.rows

    def tile(self, square: Square) -> tuple[int, int, int]:
        """x, y and side of the tile standing on `square`."""
        x, y = self.point(square)
        return x + self.gutter // 2, y + self.gutter // 2, self.cell - self.gutter


def edge_room(squares: Iterable[Square], theme: Theme) -> tuple[int, int]:
    """The room the names of the squares' rows (left of the table) and columns (above it) take:
    the left strip's width and the top strip's height."""
    _c0, r0, _c1, r1 = bounds(squares)
    font = _edge_font(theme)
    return round(max(font.getlength(row_name(r)) for r in range(r0, r1 + 1))) + EDGE_GAP, round(font.size) + EDGE_GAP


def _edge_font(theme: Theme) -> ImageFont.FreeTypeFont:
    """The letters and numbers along the edges, sized for the widest board (the room they take
    decides how wide the board is)."""
    return theme.font(theme.px(theme.text, theme.max_width), bold=True)


def draw_edges(im: Image.Image, grid: Grid, theme: Theme) -> None:
    """The column letters above the table and the row numbers left of it, which make the
    squares' names (`geometry.square_name`), outside its margin (`edge_room`)."""
    font = _edge_font(theme)
    left, top = grid.point((grid.c0, grid.r0))
    for i in range(grid.cols):
        write(im, (left + (i + 0.5) * grid.cell, top - grid.pad - EDGE_GAP), column_name(grid.c0 + i), font,
              theme.soft_ink, "md")
    for j in range(grid.rows):
        write(im, (left - grid.pad - EDGE_GAP, top + (j + 0.5) * grid.cell), row_name(grid.r0 + j), font,
              theme.soft_ink, "rm")


def _centred(im: Image.Image, piece: Image.Image, centre: tuple[float, float]) -> None:
    put(im, piece, (round(centre[0] - piece.width / 2), round(centre[1] - piece.height / 2)))


@kept
def _muse_piece(name: str, number: int | None, suns: int | None, power: Power | None, die: int,
                colour: str, neutral: bool, side: int, width: int, theme: Theme) -> Image.Image:
    """A Muse tile with its die in a picture `width` pixels wide, flattened on the table colour;
    `number` for a face-down one (`name` then the words of its band). Kept: from one turn to the
    next most Muses keep their die. Its tile is kept without the die too (`_tile_piece`), for the
    Muses whose die changed, and the die put on a copy."""
    im = _tile_piece(name, number, suns, power, side, width, theme).copy()
    dx, dy, ds = layout(side, width, theme).die
    put(im, die_face(die, colour, neutral, ds, theme), (dx, dy))
    return im


@kept
def _tile_piece(name: str, number: int | None, suns: int | None, power: Power | None, side: int, width: int,
                theme: Theme) -> Image.Image:
    """A Muse tile without its die, flattened on the table colour. Its RGBA drawing is not kept:
    a board's nine weigh four times their flattened pieces, and kept, they crowded the rest out."""
    im = canvas((side, side), theme.table, theme)
    if number is None:
        assert suns is not None and power is not None  # a face-up Muse shows both
        put_once(im, face.__wrapped__(name, suns, power, side, theme, width), (0, 0))  # type: ignore[attr-defined]
    else:
        put_once(im, back.__wrapped__(number, side, theme, name, width), (0, 0))  # type: ignore[attr-defined]
    return im


@kept
def _legal_piece(code: str, side: int, font_size: int, theme: Theme) -> Image.Image:
    """A legal placement square with its name, flattened on the table colour."""
    im = canvas((side, side), theme.table, theme)
    ImageDraw.Draw(im).rounded_rectangle((0, 0, side, side), side * 0.08, fill=theme.legal)
    write(im, (side / 2, side / 2), code, theme.font(font_size, bold=True), theme.ink, "mm")
    return im


def draw_table(im: Image.Image, grid: Grid, view: PublicView, theme: Theme, lang: Language, *,
               codes: Mapping[str, Square] = {}, notes: Mapping[str, Note] = {}) -> None:
    """Everything on the table inside `grid`: legal squares labelled with their names, the
    Muses with their dice (named in `lang`), what the last action changed (its Muses framed,
    the square a step left, each die changed before → after), `notes` by Muse token, and the
    intervention tiles."""
    face_down = lang.gettext(names.FACE_DOWN)
    for code, square in codes.items():
        x, y, side = grid.tile(square)
        put(im, _legal_piece(code, side, max(round(grid.cell * 0.26), theme.px(theme.text, im.width)), theme), (x, y))
    at = {muse.token: muse.at for muse in view.muses}
    for muse in view.muses:
        x, y, side = grid.tile(muse.at)
        name = face_down if muse.number is not None else words.name(muse.token, lang)
        put(im, _muse_piece(name, muse.number, muse.suns, muse.power, muse.die, muse.colour,
                            muse.company is None, side, im.width, theme), (x, y))
    d = ImageDraw.Draw(im)
    last = view.last
    if last is not None:
        _highlight(d, grid, at, last, theme)
        if last.path is not None and grid.holds(last.path[0]):
            _square_left(im, grid, last.path, theme)
        _changed(im, grid, at, last, theme)
    _notes(im, grid, at, notes, theme)
    for tile, loc in view.gods.items():
        if loc is not None:
            _intervention(im, grid, at, showing(view, tile), loc, theme)


def _highlight(d: ImageDraw.ImageDraw, grid: Grid, at: Mapping[str, Square], last: LastAction,
               theme: Theme) -> None:
    """The last action: a thick frame round the Muse placed or stepping, thin ones round the
    Muses it pushed, and the target of its ability framed inside in another colour."""
    ring = max(3, grid.gutter // 3)
    squares = [at[token] for token in last.moved] or [at[last.muse]]  # the step may not have happened
    o = grid.gutter // 2 - 1
    for k, square in enumerate(squares):
        x, y, side = grid.tile(square)
        d.rounded_rectangle((x - o, y - o, x + side + o, y + side + o), o + side * 0.08,
                            outline=theme.moved, width=ring if k == 0 else max(2, ring // 2))
    if last.target is not None:
        x, y, side = grid.tile(at[last.target])
        d.rounded_rectangle((x, y, x + side, y + side), side * 0.08, outline=theme.target, width=ring)


def _square_left(im: Image.Image, grid: Grid, path: tuple[Square, Square], theme: Theme) -> None:
    """The square the stepping Muse left: its outline, an arrow towards where the Muse went."""
    (c0, r0), (c1, r1) = path
    x, y, side = grid.tile((c0, r0))
    ImageDraw.Draw(im).rounded_rectangle((x, y, x + side, y + side), side * 0.08, fill=theme.legal,
                                         outline=theme.moved, width=max(2, grid.gutter // 4))
    dc, dr = c1 - c0, r1 - r0
    piece = arrow(dc, dr, round(side * 0.6), theme.moved)
    _centred(im, piece, (x + side / 2 + dc * side * 0.2, y + side / 2 + dr * side * 0.2))


def _changed(im: Image.Image, grid: Grid, at: Mapping[str, Square], last: LastAction, theme: Theme) -> None:
    """Each die the last action changed, its value before → after, on a badge in its tile's lower
    right corner (clear of its suns, under the gods' tiles: they stay in sight); in the frame's
    colour if its Muse moved, in the target's if only the ability changed it."""
    before: dict[str, int] = {}
    after: dict[str, int] = {}
    for change in last.dice:
        before.setdefault(change.muse, change.before)
        after[change.muse] = change.after
    height = max(math.ceil(theme.px(theme.least_text, im.width) / PILL_TEXT), round(grid.cell * 0.19))
    for muse, was in before.items():
        moved = muse in last.moved
        piece = pill(f"{was}\u2192{after[muse]}", theme.moved if moved else theme.target,
                     theme.ink if moved else theme.band_ink, height, theme)
        x, y, side = grid.tile(at[muse])
        put(im, piece, (x + side - piece.width - 2, y + side + grid.gutter // 2 - height))


def _notes(im: Image.Image, grid: Grid, at: Mapping[str, Square], notes: Mapping[str, Note],
           theme: Theme) -> None:
    d = ImageDraw.Draw(im)
    font = theme.font(max(round(grid.cell * 0.14), theme.px(theme.least_text, im.width)), bold=True)
    for token, (text, colour) in notes.items():
        x, y, side = grid.tile(at[token])
        lay = layout(side, im.width, theme)
        right, cy = x + side - 3, y + (lay.band + lay.grid_top) // 2
        box = d.textbbox((right - 4, cy), text, font=font, anchor="rm")
        d.rounded_rectangle((box[0] - 4, box[1] - 3, right, box[3] + 3), 6, fill=colour)
        write(im, (right - 4, cy), text, font, theme.ink_on(colour), "rm")


def _intervention(im: Image.Image, grid: Grid, at: Mapping[str, Square], tile: str, loc: Location,
                  theme: Theme) -> None:
    """An intervention tile in play: Zeus on its Muse, Eros on the edge it binds (with a band
    along the edge), a corner tile on its grid corner, Poseidon along its side of the group."""
    least = math.ceil(theme.px(theme.least_text, im.width) / BADGE_TEXT)
    size = max(round(grid.cell * 0.24), least)
    match loc:
        case OnMuse(token):
            x, y, side = grid.tile(at[token])
            sx, sy = layout(side, im.width, theme).slot
            _centred(im, badge(tile, max(round(side * 0.22), least), theme), (x + sx, y + sy))
        case OnCorner(corner):
            _centred(im, badge(tile, size, theme), grid.point(corner))
        case OnEdge((a, b)):
            (ax, ay), (bx, by) = grid.point(at[a]), grid.point(at[b])
            cx, cy = (ax + bx + grid.cell) / 2, (ay + by + grid.cell) / 2
            g, half = grid.gutter / 2, (grid.cell - grid.gutter) / 2
            band = (cx - g, cy - half, cx + g, cy + half) if ay == by else (cx - half, cy - g, cx + half, cy + g)
            ImageDraw.Draw(im).rectangle(band, fill=theme.eros)
            _centred(im, badge(tile, max(round(size * 0.8), least), theme), (cx, cy))
        case OnSide(direction):
            c0, r0, c1, r1 = bounds(at.values())
            x0, y0 = grid.point((c0, r0))
            x1, y1 = grid.point((c1 + 1, r1 + 1))
            off = grid.gutter // 2 + size // 2
            dc, dr = direction.value
            centre: tuple[float, float]
            if dr:
                y = y0 - off if dr < 0 else y1 + off
                band, centre = (x0, y - 3, x1, y + 3), ((x0 + x1) / 2, y)
            else:
                x = x0 - off if dc < 0 else x1 + off
                band, centre = (x - 3, y0, x + 3, y1), (x, (y0 + y1) / 2)
            ImageDraw.Draw(im).rectangle(band, fill=theme.poseidon)
            _centred(im, badge(tile, size, theme), centre)

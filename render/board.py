"""The board picture: whose turn, the table with its legal squares and highlights, the
last action in words, and the Olympus."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.geometry import Square
from engine.views import PublicView

from .grid import Grid, bounds, draw_table
from .text import chip, flow, showing, tile_item, wrap
from .theme import DEFAULT_THEME, Theme, encode

PHASE = {"placing": "Placement", "dancing": "Dance", "finished": "Scoring"}


def _squares(view: PublicView) -> list[Square]:
    """The squares the picture covers: the Muses and the legal placement squares."""
    return [m.at for m in view.muses] + view.legal_squares()


def square_codes(view: PublicView) -> dict[str, Square]:
    """A code per legal placement square, column letter and row number over the picture's
    bounding box ("A1" is its north-west square); empty outside placement."""
    squares = view.legal_squares()
    if not squares:
        return {}
    c0, r0, _, _ = bounds(_squares(view))
    return {f"{chr(ord('A') + c - c0)}{r - r0 + 1}": (c, r) for c, r in squares}


def render_board(view: PublicView, *, theme: Theme = DEFAULT_THEME) -> bytes:
    """The public board as a PNG."""
    return encode(board_image(view, theme), theme)


def board_image(view: PublicView, theme: Theme) -> Image.Image:
    grid = Grid.fit(_squares(view), theme.max_width - 2 * theme.margin, theme.max_height - 300, theme)
    pad = grid.pad
    gw, gh = grid.size
    width = max(theme.width, gw + 2 * (theme.margin + pad))
    header = _header(view, width, theme)
    footer = _footer(view, width, theme)
    top = header.height + pad
    im = Image.new("RGB", (width, top + gh + pad + footer.height), theme.card)
    im.paste(header, (0, 0))
    im.paste(footer, (0, top + gh + pad))
    x = (width - gw) // 2
    ImageDraw.Draw(im).rounded_rectangle((x - pad, top - pad, x + gw + pad, top + gh + pad), pad // 2,
                                         fill=theme.table)
    draw_table(im, grid.at(x, top), view, theme, codes=square_codes(view))
    return im


def _header(view: PublicView, width: int, theme: Theme) -> Image.Image:
    """Whose turn (in their company's colour), the phase and hand, and the players."""
    m = theme.margin
    small = theme.font(20, bold=True)
    items = [(view.colours[view.companies[seat]], _label(view, seat), seat == view.to_move)
             for seat in range(len(view.players))]
    if any(muse.company is None for muse in view.muses):
        items.append((None, "Neutral", False))
    at = flow([30 + round(small.getlength(label)) for _, label, _ in items], width - 2 * m, 28)
    top = m + 52
    im = Image.new("RGB", (width, top + (at[-1][1] + 1) * 32 + 4), theme.card)
    d = ImageDraw.Draw(im)
    big = theme.font(34, bold=True)
    if view.to_move is not None:
        chip(im, m, m, 36, view.colours[view.companies[view.to_move]], theme)
        d.text((m + 48, m + 18), f"{view.players[view.to_move]} to play", font=big, fill=theme.ink,
               anchor="lm")
    else:
        d.text((m, m + 18), "Game over" if view.result else "Hand over", font=big, fill=theme.ink,
               anchor="lm")
    phase = PHASE[view.status]
    if view.hands_total == 2:
        phase += f" · hand {view.hand_number + 1} of 2"
    d.text((width - m, m + 18), phase, font=theme.font(24, bold=True), fill=theme.soft_ink, anchor="rm")
    for (colour, label, current), (x, line) in zip(items, at):
        y = top + line * 32
        chip(im, m + x, y, 22, colour, theme)
        d.text((m + x + 30, y + 11), label, font=small, fill=theme.ink if current else theme.soft_ink,
               anchor="lm")
    return im


def _label(view: PublicView, seat: int) -> str:
    """A player in the header: name, Muses left to place, suns of the hands already scored."""
    label = view.players[seat]
    if view.status == "placing":
        label += f" · {view.hand_sizes[seat]} left"
    if view.scores and view.status != "finished":
        label += f" · \u2600{sum(s.score.suns[view.companies[seat]] for s in view.scores)}"
    return label


def _footer(view: PublicView, width: int, theme: Theme) -> Image.Image:
    """The last action in words, then the intervention tiles: on the table and in the Olympus."""
    m = theme.margin
    font = theme.font(21)
    lines = wrap(f"Last: {view.last.text}", font, width - 2 * m) if view.last else []
    size, indent = 32, 150
    groups = []
    for label, olympus in (("On the table", False), ("Olympus", True)):
        tiles = [showing(view, t) for t, loc in view.tiles.items() if (loc is None) == olympus]
        if tiles:
            widths = [tile_item(None, 0, 0, t, size, theme) for t in tiles]
            groups.append((label, tiles, flow(widths, width - 2 * m - indent, size // 2)))
    rows = sum(at[-1][1] + 1 for _, _, at in groups)
    im = Image.new("RGB", (width, 8 + len(lines) * 28 + rows * (size + 10) + m), theme.card)
    d = ImageDraw.Draw(im)
    y = 8
    for line in lines:
        d.text((m, y), line, font=font, fill=theme.ink)
        y += 28
    label_font = theme.font(20, bold=True)
    for label, tiles, at in groups:
        y += 6
        d.text((m, y + size / 2), label, font=label_font, fill=theme.soft_ink, anchor="lm")
        for tile, (x, line) in zip(tiles, at):
            tile_item(im, m + indent + x, y + line * (size + 10), tile, size, theme)
        y += (at[-1][1] + 1) * (size + 10) - 4
    return im

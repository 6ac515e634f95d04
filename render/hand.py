"""A player's private picture: the Muses still in hand and their own Mysterious Muse."""

from __future__ import annotations

from PIL import Image

from engine import words
from engine.language import N_, Language, language
from engine.views import PlayerView

from .glyphs import die_face
from .paint import canvas, put, write
from .sheet import card
from .text import chip, flow, player_name, wrap
from .theme import DEFAULT_THEME, Theme, png
from .tile import layout


def render_hand(view: PlayerView, *, theme: Theme = DEFAULT_THEME, locale: str | None = None) -> bytes:
    """`view.seat`'s Muses in hand and Mysterious Muse, with their tiles, as a PNG, its words in `locale`."""
    return png(hand_image(view, theme, language(locale)), theme)


def _reminder(view: PlayerView) -> str:
    if view.must_hide:
        return N_("Your last Muse must go face down: you have not placed your Mysterious Muse yet.")
    if view.may_hide:
        return N_("One of these goes face down, as your Mysterious Muse (your last one, if not before).")
    return ""


def hand_image(view: PlayerView, theme: Theme, lang: Language) -> Image.Image:
    _ = lang.gettext
    m, size, gap = theme.margin, 170, 24
    width = min(theme.max_width, max(theme.width, 2 * m + len(view.hand) * (round(size * 1.2) + gap) - gap))
    in_hand = [card(view.muse_table[name], size, width, theme, lang) for name in view.hand]
    font, bold = theme.font(theme.px(theme.text, width)), theme.font(theme.px(theme.text, width), bold=True)
    big, line = theme.font(theme.px(theme.title_text, width), bold=True), round(font.size * 1.35)
    sections = []
    if in_hand:
        sections.append(([_("In hand")], in_hand))
    mysterious, token = view.mysterious, view.mysterious_token
    if mysterious is not None and token is not None:  # the one with the other
        title = (_("Your Mysterious Muse, revealed") if token == mysterious
                 else _("Your Mysterious Muse, on the table as {token}").format(token=words.name(token, lang)))
        sections.append((wrap(title, bold, width - 2 * m),
                         [_mysterious(view, mysterious, token, size, width, theme, lang)]))
    reminder = _reminder(view)
    notes = (wrap(_(reminder) if reminder else "", font, width - 2 * m) if sections
             else [_("No Muse left in your hand.")])
    placed = []
    head = round(big.size * 1.6)
    y = m + head + 12 + line * len(notes)
    for labels, cards in sections:
        at = flow([c.width for c in cards], width - 2 * m, gap)
        row = max(c.height for c in cards) + gap
        placed.append((y, labels, cards, at, row))
        y += line * len(labels) + (at[-1][1] + 1) * row
    im = canvas((width, y + m // 2), theme.card, theme)
    chip(im, m, m + 2, round(big.size), view.colours[view.companies[view.seat]], theme)
    title, left = _("{player}'s Muses"), m + round(big.size * 1.4)
    room = round(width - m - left - big.getlength(title.format(player="")))
    write(im, (left, m + 2 + big.size / 2), title.format(player=player_name(view, view.seat, lang, big, room)), big,
          theme.ink, "lm")
    for k, text in enumerate(notes):
        write(im, (m, m + head + line * k), text, font, theme.ink)
    for y, labels, cards, at, row in placed:
        for text in labels:
            write(im, (m, y), text, bold, theme.soft_ink)
            y += line
        for c, (x, k) in zip(cards, at):
            put(im, c, (m + x, y + k * row))
    return im


def _mysterious(view: PlayerView, name: str, token: str, size: int, width: int, theme: Theme,
                lang: Language) -> Image.Image:
    """The player's own face-down Muse (`name`, shown as `token`) with its die as it stands on the table."""
    muse = view.muse(token)
    im = card(view.muse_table[name], size, width, theme, lang)
    x, y, side = layout(size, width, theme).die
    put(im, die_face(muse.die, muse.colour, False, side, theme), ((im.width - size) // 2 + x, y))
    return im

"""The score of a hand: the revealed table with its conversions, each company's dice in
columns with the suns they won, and the result once the game is over."""

from __future__ import annotations

from dataclasses import replace

from PIL import Image, ImageDraw, ImageFont

from engine import words
from engine.language import ENGLISH_LANGUAGE, N_, Language, language
from engine.phases import Phase
from engine.scoring import Result
from engine.views import PublicView, ScoreView

from .glyphs import TILE_SYMBOL, badge, die_face, medal
from .grid import Grid, Note, draw_table
from .paint import canvas, put, write
from .text import chip, company_name, cut, player_name, tile_size, wrap
from .theme import DEFAULT_THEME, Theme, png

CONVERSION = {"apollo": N_("{muse}: Will of Apollo, now {value}"),
              "aeolus": N_("{muse}: Will of Aeolus, now {value}"),
              "dionysus": N_("{muse}: Dionysian version, now {value}")}
DECIDED = {
    "suns": N_("Most suns"),
    "gold": N_("The gold sun breaks the tie"),
    "silver": N_("The silver sun breaks the tie"),
    "dice": N_("The highest dice total breaks the tie"),
    "trigger-loses": N_("Whoever ended the game loses the tie"),
    "shared": N_("A tie: the victory is shared"),
}


def render_score(view: PublicView, hand: int = -1, *, theme: Theme = DEFAULT_THEME, locale: str | None = None) -> bytes:
    """A finished hand's score (`view.scores[hand]`) as a PNG, with the result when the game is over,
    its words in `locale`."""
    return png(score_image(view, view.scores[hand], theme, language(locale)), theme)


def score_image(view: PublicView, score: ScoreView, theme: Theme, lang: Language = ENGLISH_LANGUAGE) -> Image.Image:
    """The score's sections one under the other. The view's table (with its tiles and last
    action) is the hand's while that hand is the one shown; an earlier hand's table is
    drawn from its score, Muses only."""
    m = theme.margin
    width = theme.width
    if not (score.hand == view.hand_number and view.phase is Phase.FINISHED):
        view = replace(view, muses=score.muses, gods={}, last=None)
    parts = [_heading(view, score, width, theme, lang), _table(view, score, width, theme, lang),
             _rows(view, score, width, theme, lang), _conversions(view, score, width, theme, lang)]
    if view.result is not None and score.hand == view.hands_total - 1:
        parts.append(_result(view, view.result, width, theme, lang))
    im = canvas((width, sum(p.height for p in parts) + m), theme.card, theme)
    y = 0
    for part in parts:
        put(im, part, (0, y))
        y += part.height
    return im


def _note(kind: str, final: int, theme: Theme) -> Note:
    """A conversion written on its Muse: the converting tile's symbol and the new value."""
    return f"{TILE_SYMBOL[kind]}\u2192{final}", getattr(theme, kind)


def _heading(view: PublicView, score: ScoreView, width: int, theme: Theme, lang: Language) -> Image.Image:
    """Which hand, who ended it, and whose Muses were face down."""
    _ = lang.gettext
    m = theme.margin
    title = _("Scoring") if view.hands_total == 1 else _("Hand {hand} of 2 scored").format(hand=score.hand + 1)
    hidden = ", ".join(f"{player_name(view, s, lang)}: {words.name(muse, lang)}"
                       for s, muse in sorted(score.mysterious.items()))
    ended = (_("The hand ended: no step was left. Mysterious Muses: {muses}.").format(muses=hidden)
             if score.triggered_by is None else
             _("The hand ended: {player} made a 6. Mysterious Muses: {muses}.").format(
                 player=player_name(view, score.triggered_by, lang), muses=hidden))
    font, big = _text(width, theme), _title(width, theme)
    line, head = round(font.size * 1.3), round(big.size * 1.45)
    lines = wrap(ended, font, width - 2 * m)
    im = canvas((width, m + head + 2 + line * len(lines)), theme.card, theme)
    write(im, (m, m), title, big, theme.ink)
    for k, text in enumerate(lines):
        write(im, (m, m + head + line * k), text, font, theme.ink)
    return im


def _text(width: int, theme: Theme, bold: bool = False) -> ImageFont.FreeTypeFont:
    return theme.font(theme.px(theme.text, width), bold)


SCORE_TABLE_HEIGHT = 900
"""The most pixels the revealed table takes: a tall group (up to 9 rows) keeps tiles whose names fit."""


def _title(width: int, theme: Theme) -> ImageFont.FreeTypeFont:
    return theme.font(theme.px(theme.title_text, width), bold=True)


def _table(view: PublicView, score: ScoreView, width: int, theme: Theme, lang: Language) -> Image.Image:
    """The revealed table, each converted die noted with its conversion and new value."""
    grid = Grid.fit([muse.at for muse in view.muses], width - 2 * theme.margin, SCORE_TABLE_HEIGHT, theme)
    pad = grid.pad
    gw, gh = grid.size
    top = theme.margin // 2
    im = canvas((width, gh + 2 * pad + theme.margin), theme.card, theme)
    x = (width - gw) // 2
    ImageDraw.Draw(im).rounded_rectangle((x - pad, top, x + gw + pad, top + gh + 2 * pad), pad // 2,
                                         fill=theme.table)
    s = score.score
    notes = {muse: _note(kind, s.final[muse], theme) for muse, kind in s.converted.items()}
    draw_table(im, grid.at(x, top + pad), view, theme, lang, notes=notes)
    return im


MEDALS = {1: "bronze", 2: "silver", 3: "gold"}


def standing(view: PublicView, score: ScoreView) -> list[tuple[int, int]]:
    """Each company with its suns so far (this hand's and the earlier hands'), in order: the
    game's winners first once it is decided, then the most suns so far, then this hand's."""
    totals = [sum(sc.score.suns[c] for sc in view.scores if sc.hand <= score.hand)
              for c in range(len(score.score.suns))]
    winners = view.result.winners if view.result is not None and score.hand == view.hands_total - 1 else ()
    return sorted(enumerate(totals), key=lambda ct: (ct[0] not in winners, -ct[1], -score.score.suns[ct[0]], ct[0]))


def _rows(view: PublicView, score: ScoreView, width: int, theme: Theme, lang: Language) -> Image.Image:
    """Each company's dice in descending order, aligned in columns, won columns ringed in
    the colour of the sun they took; the suns each company won, and so far in a two-hand game;
    the leader first."""
    m = theme.margin
    s = score.score
    size, gap = 48, 14
    im = canvas((width, 60 + len(s.dice) * (size + 56)), theme.card, theme)
    d = ImageDraw.Draw(im)
    label, small = _text(width, theme, bold=True), _text(width, theme)
    write(im, (m, 16), lang.gettext(N_("Dice in columns")), label, theme.soft_ink)
    y = 56
    for c, total in standing(view, score):
        row = s.dice[c]
        chip(im, m, y, 26, view.colours[c], theme)
        so_far = lang.gettext(N_("total: {suns}")).format(suns=words.suns(total, lang)) if view.hands_total > 1 else ""
        room = width - 2 * m - 36 - (round(small.getlength(so_far)) + 24 if so_far else 0)
        write(im, (m + 36, y + 13), cut(company_name(view, c, lang), label, room), label, theme.ink, "lm")
        if so_far:
            write(im, (width - m, y + 13), so_far, small, theme.soft_ink, "rm")
        y += 36
        for k, value in enumerate(row):
            x = m + k * (size + gap)
            if s.columns[k] == c:
                d.rounded_rectangle((x - 5, y - 5, x + size + 5, y + size + 5), 12,
                                    fill=getattr(theme, MEDALS[s.column_suns[k]]))
            put(im, die_face(value, view.colours[c], False, size, theme), (x, y))
        x = m + len(row) * (size + gap) + 24
        won = [medal(MEDALS[s.column_suns[k]], 40, theme) for k, w in enumerate(s.columns) if w == c]
        if s.artemis == c:
            won.append(badge("artemis", 40, theme))
        for piece in won:
            put(im, piece, (x, y + 4))
            x += 48
        write(im, (width - m, y + size / 2), words.suns(s.suns[c], lang), label, theme.ink, "rm")
        y += size + 20
    return im


def _conversions(view: PublicView, score: ScoreView, width: int, theme: Theme, lang: Language) -> Image.Image:
    """Each converted die and Artemis's sun in words, the Neutral Muse named as such."""
    _ = lang.gettext
    s = score.score
    neutral = {muse.token for muse in score.muses if muse.company is None}
    said = [(how, _(CONVERSION[how]).format(muse=words.name(muse, lang), value=s.final[muse])
             + (" " + _("(the Neutral die does not count)") if muse in neutral else ""))
            for muse, how in sorted(s.converted.items())]
    if s.artemis is not None:
        said.append(("artemis", _("Artemis: one more sun to {colour}").format(
            colour=words.colour(view.colours[s.artemis], lang))))
    m, font = theme.margin, _text(width, theme)
    size = tile_size(theme.px(theme.text, width))
    line, indent = round(font.size * 1.3), size + 10
    items = [(tile, wrap(text, font, width - 2 * m - indent)) for tile, text in said]
    heights = [max(size, line * len(lines)) + 8 for _tile, lines in items]
    im = canvas((width, sum(heights) + 8), theme.card, theme)
    y = 0
    for (tile, lines), height in zip(items, heights):
        put(im, badge(tile, size, theme), (m, y + (height - 8 - size) // 2))
        for k, text in enumerate(lines):
            write(im, (m + indent, y + (height - 8) / 2 + line * (k - (len(lines) - 1) / 2)), text, font,
                  theme.ink, "lm")
        y += height
    return im


def _result(view: PublicView, result: Result, width: int, theme: Theme, lang: Language) -> Image.Image:
    """The game's winners and every company's suns (per hand in a two-hand game)."""
    _ = lang.gettext
    m = theme.margin
    big = _title(width, theme)
    names = _(" and ").join(company_name(view, c, lang) for c in result.winners)
    head = wrap((_("Winners: {names}") if len(result.winners) > 1 else _("Winner: {names}")).format(names=names),
                big, width - 2 * m)
    top = 24 + round(big.size * 1.3) * len(head)
    im = canvas((width, top + 40 + 40 * len(result.suns)), theme.card, theme)
    ImageDraw.Draw(im).line((m, 8, width - m, 8), fill=theme.soft_ink, width=2)
    for k, line in enumerate(head):
        write(im, (m, 24 + round(big.size * 1.3) * k), line, big, theme.ink)
    write(im, (m, top), _(DECIDED[result.decided_by]), _text(width, theme), theme.soft_ink)
    y = top + 40
    for c, total in standing(view, view.scores[-1]):
        chip(im, m, y, 26, view.colours[c], theme)
        hands = " + ".join(str(sc.score.suns[c]) for sc in view.scores)
        suns = ": " + (f"{hands} = " if len(view.scores) > 1 else "") + words.suns(total, lang)
        font = _text(width, theme, bold=c in result.winners)
        name = cut(company_name(view, c, lang), font, width - 2 * m - 36 - round(font.getlength(suns)))
        write(im, (m + 36, y + 13), name + suns, font, theme.ink, "lm")
        y += 40
    return im

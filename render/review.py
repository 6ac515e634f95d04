"""The pictures of a game's review (`engine.ai.review`): a win-chance chart, one line per
player over the game's decisions, hands apart, to the game's result; then, for each player
asked for, its turning points, each the move played and the better move with their win
chances, each drawn as its preview with what it changed.

Drawn from public data only: the finished game's public view, the review, and the previews
of the better moves (after the game's end everything is public)."""

from __future__ import annotations

from collections.abc import Collection

from PIL import Image, ImageDraw

from engine import words
from engine.actions import Action, Place, When
from engine.ai.review import TURNING_LOSS, Review
from engine.board import Board
from engine.language import N_, Language, language
from engine.views import PlayerView, PublicView

from .paint import canvas, put, write
from .preview import preview_image
from .text import player_name, wrap
from .theme import DEFAULT_THEME, Theme, png

WIN_CHANCES = N_("Win chances")
HAND = N_("hand {n}")
TURNING_POINTS = N_("{player}: turning points")
RESULT = N_("result")
NONE_LOST = N_("No move lost more than {loss} of win chance")
YOU = N_("You: {move}, {chance}")
BETTER = N_("Better: {move}, {chance}")
USING = {When.BEFORE: N_("using its ability before the step on {target}"),
         When.AFTER: N_("using its ability after the step on {target}")}
THEN = N_("then {intervention}")
PLAYED_FOR = N_("hollow: played by the AI for a player away")


Previews = dict[tuple[int, int], tuple[PlayerView, PlayerView]]
"""Each turning point's previews by its (hand, index): the move played, the better move."""


def render_review(view: PublicView, review: Review, seats: list[int], previews: Previews,
                  automated: Collection[tuple[int, int]] = (), *, theme: Theme = DEFAULT_THEME,
                  locale: str | None = None) -> list[bytes]:
    """The review's pages as PNGs: the chart, then a page of turning points for each of
    `seats`. `view`: the finished game's public view; `previews`: those of each turning point
    (`engine.ai.review.previews`); `automated`: the (hand, index) of the moves the AI played
    for an absent player (hollow on the chart, no turning points of theirs)."""
    lang = language(locale)
    pages = [chart_image(view, review, automated, theme, lang)]
    pages += [turning_points_image(view, review, seat, previews, automated, theme, lang) for seat in seats]
    return [png(im, theme) for im in pages]


def chart_image(view: PublicView, review: Review, automated: Collection[tuple[int, int]], theme: Theme,
                lang: Language) -> Image.Image:
    """Each player's win chance after each of its moves, over the game, hands apart, then its
    result (1, 0 or its share of a shared victory); a move the AI played for an absent player hollow."""
    width, m = theme.preview_width, theme.margin // 2
    big = theme.font(theme.px(theme.title_text, width), bold=True)
    small = theme.font(theme.px(theme.text, width))
    line = round(small.size * 1.4)
    names = [player_name(view, s, lang) for s in range(len(view.players))]
    hollow = [(d_.appraisal.hand, d_.appraisal.index) in automated for d_ in review.decisions] + [False]
    legend_rows = len(names) + any(hollow)
    height = m + round(big.size * 1.5) + 260 + line * (legend_rows + 1) + m
    im = canvas((width, height), theme.card, theme)
    d = ImageDraw.Draw(im)
    write(im, (m, m), lang.gettext(WIN_CHANCES), big, theme.ink)
    left, right = m + round(small.getlength("100 %")) + 8, width - m
    top = m + round(big.size * 1.5) + small.size // 2
    bottom = top + 240
    count = max(len(review.decisions), 1)  # the result stands after the last decision

    def at(k: float, chance: float) -> tuple[float, float]:
        return left + (right - left) * k / count, bottom - (bottom - top) * chance

    for share in (0.0, 0.5, 1.0):
        _, y = at(0, share)
        d.line((left, y, right, y), fill=theme.table, width=1)
        write(im, (left - 6, y), lang.percent(share), small, theme.soft_ink, "rm")
    hands = [d_.appraisal.hand for d_ in review.decisions]
    for k in range(1, len(hands)):
        if hands[k] != hands[k - 1]:
            x, _ = at(k - 0.5, 0)
            d.line((x, top, x, bottom), fill=theme.soft_ink, width=2)
    for hand in sorted(set(hands)):
        first = hands.index(hand)
        write(im, (at(first, 0)[0] + 4, bottom + 4), lang.gettext(HAND).format(n=hand + 1), small, theme.soft_ink, "lt")
    x, _ = at(len(hands) - 0.5, 0)
    d.line((x, top, x, bottom), fill=theme.table, width=2)
    write(im, (right, bottom + 4), lang.gettext(RESULT), small, theme.soft_ink, "rt")
    for seat in range(len(view.players)):
        fill, _ = theme.die(view.colours[view.companies[seat]])
        points = [at(k, c) for k, c in review.chart(seat)]
        if len(points) > 1:
            d.line(points, fill=fill, width=4 if _first_of_company(view, seat) else 2, joint="curve")
        for (k, _), (x, y) in zip(review.chart(seat), points, strict=True):
            _mark(d, x, y, 5 if hollow[k] else 4, seat, view, fill, theme.card if hollow[k] else None)
    y = round(bottom) + line + m // 2
    for seat, name in enumerate(names):
        fill, _ = theme.die(view.colours[view.companies[seat]])
        _mark(d, m + small.size / 2, y + line / 2, small.size / 2, seat, view, fill)
        write(im, (m + small.size + 8, y + line // 2), name, small, theme.ink, "lm")
        y += line
    if any(hollow):
        _mark(d, m + small.size / 2, y + line / 2, small.size / 2, 0, view, theme.soft_ink, theme.card)
        write(im, (m + small.size + 8, y + line // 2), lang.gettext(PLAYED_FOR), small, theme.ink, "lm")
    return im


def _first_of_company(view: PublicView, seat: int) -> bool:
    return view.companies.index(view.companies[seat]) == seat


def _mark(d: ImageDraw.ImageDraw, x: float, y: float, r: float, seat: int, view: PublicView, ink,
          hollow=None) -> None:
    """A point of `seat`'s line: a disc, or a square for the second player of a company
    (four players: partners share a colour); ringed in `ink` around `hollow` (a colour) when given."""
    box = (x - r, y - r, x + r, y + r)
    fill, outline = (ink, None) if hollow is None else (hollow, ink)
    if _first_of_company(view, seat):
        d.ellipse(box, fill=fill, outline=outline, width=3)
    else:
        d.rectangle(box, fill=fill, outline=outline, width=3)


def turning_points_image(view: PublicView, review: Review, seat: int, previews: Previews,
                         automated: Collection[tuple[int, int]], theme: Theme, lang: Language) -> Image.Image:
    """`seat`'s turning points, the worst first: each the move played with its win chance over
    its preview, then the better move with its own over its preview (or one line: no move lost
    TURNING_LOSS); then how many of its moves the AI played while its player was away (none of
    them a turning point: they were not the player's)."""
    width, m = theme.preview_width, theme.margin // 2
    bold = theme.font(theme.px(theme.title_text, width), bold=True)
    font = theme.font(theme.px(theme.text, width), bold=True)
    line = round(font.size * 1.3)
    title = lang.gettext(TURNING_POINTS).format(player=player_name(view, seat, lang))
    parts: list[tuple[list[str], Image.Image | None, int]] = []
    """Each part: its lines, the picture under them, and the room above it."""
    for decision in review.turning_points(seat, skip=automated):
        a = decision.appraisal
        played, better = previews[a.hand, a.index]
        for caption, move, chance, shown, room in ((YOU, a.played, decision.played_chance, played, 2 * m),
                                                   (BETTER, a.best, decision.best_chance, better, m // 2)):
            said = move_text(move, lang, shown.board)
            text = lang.gettext(caption).format(move=said, chance=lang.percent(chance))
            parts.append((wrap(text, font, width - 2 * m), preview_image(shown, theme, lang), room))
    if not parts:
        parts.append((wrap(lang.gettext(NONE_LOST).format(loss=lang.percent(TURNING_LOSS)), font, width - 2 * m),
                      None, m))
    away = sum(d.appraisal.seat == seat and (d.appraisal.hand, d.appraisal.index) in automated
               for d in review.decisions)
    if away:
        said = lang.ngettext("The AI played {n} move for {player}, who was away: not counted as a turning point.",
                             "The AI played {n} moves for {player}, who was away: not counted as turning points.",
                             away).format(n=away, player=player_name(view, seat, lang))
        parts.append((wrap(said, font, width - 2 * m), None, 2 * m))
    titled = wrap(title, bold, width - 2 * m)
    parts_height = sum(room + line * len(t) + (p.height if p else 0) for t, p, room in parts)
    height = m + round(bold.size * 1.3) * len(titled) + parts_height + m
    im = canvas((width, height), theme.card, theme)
    y = m
    for text in titled:
        write(im, (m, y), text, bold, theme.ink)
        y += round(bold.size * 1.3)
    for lines, picture, room in parts:
        y += room
        for text in lines:
            write(im, (m, y), text, font, theme.ink)
            y += line
        if picture is not None:
            put(im, picture, (0, y))
            y += picture.height
    return im


def move_text(action: Action, lang: Language, board: Board) -> str:
    """A move as a caption names it: the Muse and where it goes, the ability it uses, the tile
    it puts or moves (`board`: the table after it, for where a tile goes)."""
    if isinstance(action, Place):
        return words.name(action.muse, lang)
    text = f"{words.name(action.muse, lang)} {words.direction(action.dir, lang)}"
    if action.ability:
        text += ", " + lang.gettext(USING[action.ability.when]).format(target=words.name(action.ability.target, lang))
    if action.intervention:
        iv = action.intervention
        tile = f"{words.god(iv.god, lang)} \u2192 {words.location(iv.at, board).said(lang)}"
        text += ", " + lang.gettext(THEN).format(intervention=tile)
    return text


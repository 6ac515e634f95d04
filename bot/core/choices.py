"""The choices a player is offered, computed from their own view (face-down Muses by token,
only legal options), as (label, value) pairs with typed values, shared by the panels and
autocomplete. A label fits a phone (LABEL_MAX); what more an option says is its label's
`description`. Every option naming a Muse on the table says whose it is, its die and its
square. A value travels through Discord as its `option_text`: the engine's text form of that
value (a Muse's token, `N`, `before=Thalia`, `muse:Clio`...)."""

from __future__ import annotations

from typing import TypeVar

from engine import (
    Ability,
    Action,
    Dir,
    God,
    Intervention,
    Location,
    Phase,
    Place,
    Refusal,
    Side,
    Step,
    When,
    action_from_text,
    words,
)
from engine import choices as open_choices
from engine.actions import OnCorner, OnEdge, OnMuse, OnSide, location_text
from engine.board import Board
from engine.geometry import around, square_name, square_named
from engine.views import PlayerView, PublicView

from .language import N_, _, said, spoken
from .texts import DOT, PLACED, muse_name, side_up, where_text
from .texts import god as god_name

T = TypeVar("T")
Choice = tuple[str, T]

LABEL_MAX = 40
"""The longest label of an option: a phone shows it whole."""


class Label(str):
    """An option's label with the `description` a select shows beneath it."""

    description: str

    def __new__(cls, label: str, description: str = "") -> Label:
        made = super().__new__(cls, label)
        made.description = description
        return made


def description(label: str) -> str | None:
    """What an option says beneath its label, if anything."""
    return (label.description or None) if isinstance(label, Label) else None


def in_full(label: str) -> str:
    """An option's label and description as one line, for autocomplete (it shows a name only)."""
    detail = description(label)
    return f"{label} — {detail}" if detail else label

NONE = "none"
"""The option text of "no ability" and "no intervention"."""


def option_text(value: object) -> str:
    """The text a choice's value travels as in a select menu or an autocomplete answer."""
    if type(value) is str:  # most of a menu's values (Muses, squares): first, without the matching below
        return value
    match value:
        case None:
            return NONE
        case Dir():
            return value.name
        case Ability() | Intervention():
            return value.to_text()
        case OnMuse() | OnEdge() | OnSide() | OnCorner():
            return location_text(value)
        case Side():
            return value.value
        case bool():
            return "down" if value else "up"
    return str(value)


def hand_choices(view: PlayerView) -> list[Choice[str]]:
    """The Muses in the player's hand, each with its tile."""
    return [(Label(muse_name(muse), tile_text(view, muse)), muse) for muse in sorted(view.hand)]


def tile_text(view: PublicView, muse: str) -> str:
    """What a Muse's tile shows: its Will of Apollo and its ability (its name left out)."""
    return words.muse(view.muse_table[muse], spoken()).removeprefix(muse_name(muse)).lstrip(":—- ")


def square_choices(view: PublicView) -> list[Choice[str]]:
    """The legal squares by name (drawn on the picture), with the Muses each touches."""
    board = view.board
    out: list[Choice[str]] = []
    for name, square in sorted(view.square_codes().items(), key=lambda kv: kv[1]):
        beside = sorted(board.occupant[sq] for sq in around(square) if sq in board.occupant)
        out.append((Label(name, _("beside {muses}").format(muses=", ".join(map(muse_name, beside))) if beside else ""),
                    name))
    return out


def whose(view: PublicView, muse: str) -> str:
    """Whose a Muse on the table is: its player, or the Neutral; a player's own face-down Muse is
    marked as theirs in their view only."""
    shown = view.muse(muse)
    who = _("Neutral") if shown.seat is None else view.player(shown.seat, spoken())
    if isinstance(view, PlayerView) and not shown.face_up and muse == view.mysterious_token:
        return _("{player}, your Mysterious Muse").format(player=who)
    return who


def dot(view: PublicView, muse: str) -> str:
    """The colour of a Muse's die, as an emoji."""
    return DOT[view.muse(muse).colour]


def muse_detail(view: PublicView, muse: str, board: Board | None = None) -> str:
    """Whose a Muse is (its colour and player), its die and its square on `board` (by default the view's)."""
    board = board or view.board
    return _("{owner} · die {die} · {square}").format(owner=f"{dot(view, muse)} {whose(view, muse)}",
                                                      die=board.dice[muse], square=square_name(board.at[muse]))


def face_choices(view: PlayerView) -> list[Choice[bool]]:
    """Face up (False) or down (True), as the one-face-down rule allows now."""
    up, down = (_("Face up"), False), (_("Face down — your Mysterious Muse"), True)
    if view.must_hide:
        return [down]
    return [up, down] if view.may_hide else [up]


def face_rule(view: PlayerView) -> str:
    """The one-face-down rule as it applies to this player now."""
    if view.must_hide:
        return _("This is your last Muse and none of yours is face down yet: it must go face down.")
    if view.may_hide:
        return _("Exactly one of your Muses goes face down (your Mysterious Muse); you choose when.")
    assert view.mysterious_token is not None, "neither may nor must hide: one of its Muses is face down"
    return _("Your Mysterious Muse is already face down ({token}): this one goes face up.").format(
        token=muse_name(view.mysterious_token))


def typed_muse(view: PublicView, typed: str) -> str:
    """The Muse (or face-down token) a player typed, by its English name or by its name in the
    language spoken; what was typed if it names none (the engine then says so)."""
    text = typed.strip().casefold()
    known = {*view.board.at, *getattr(view, "hand", ())}
    return next((m for m in sorted(known) if text in (m.casefold(), muse_name(m).casefold())), typed.strip())


def typed_direction(typed: str) -> str:
    """A direction's letter (N, E, S, W) from its letter, or its word or initial in the language spoken."""
    text = typed.strip().casefold()
    for d in Dir:
        word = words.direction(d, spoken()).casefold()
        if text in (d.name.casefold(), word, word[:1]):
            return d.name
    return typed.strip().upper()


ECHOED = 40
"""How many characters of what a member typed a refusal repeats (the rest is cut: Discord shows at
most 2,000 characters in an answer, and a member may type 6,000)."""


def echoed(typed: str) -> str:
    """What a member typed, as a refusal repeats it."""
    return typed if len(typed) <= ECHOED else typed[:ECHOED - 1] + "…"


def placement(view: PlayerView, muse: str, name: str, hidden: bool) -> Place:
    """A placement from a Muse of the hand and a square's name (drawn on the board picture)."""
    if muse not in view.hand:
        raise Refusal(N_("{muse} is not in your hand"), muse=words.named(echoed(muse)))
    square = square_named(name)
    if square is None or square not in view.legal_squares():
        raise Refusal(N_("{code} is not a square where a Muse may go now; the squares are named on the board picture"),
                      code=echoed(name.strip()))
    return Place(muse, square, hidden)


def muse_choices(view: PublicView) -> list[Choice[str]]:
    """Every Muse that has a legal step (face-down ones by token): its colour, name, die and
    square, and whose it is beneath."""
    board = view.board
    return [(Label(f"{dot(view, m)} " + _("{muse} · die {die} · {square}").format(
                 muse=muse_name(m), die=board.dice[m], square=square_name(board.at[m])), whose(view, m)), m)
            for m in sorted({m for m, _ in view.legal_steps()})]


def first_choices(view: PublicView) -> list[Choice[str]]:
    """The turn's first choice, offered on the public board: the legal squares in the placement,
    the Muses with a legal step in the dance (face-down ones by token)."""
    return square_choices(view) if view.phase is Phase.PLACEMENT else muse_choices(view)


def direction_choices(view: PublicView, muse: str) -> list[Choice[Dir]]:
    return [(words.direction(d, spoken()), d) for m, d in view.legal_steps() if m == muse]


def ability_label(ability: Ability) -> str:
    """An ability use chosen, in a panel's summary."""
    return (_("ability before the step, on {target}") if ability.when is When.BEFORE
            else _("ability after the step, on {target}")).format(target=muse_name(ability.target))


def ability_choices(view: PublicView, muse: str, direction: Dir) -> list[Choice[Ability]]:
    """The ability uses open to `muse` with this step, before or after it, each target with its
    owner, die and square (as they are when the ability is used) beneath."""
    uses = open_choices.abilities(view, muse, direction)
    if not uses:
        return []
    found = view.board.powers[muse]
    assert found is not None, "a face-down Muse has no ability to use"
    power = words.power(found, spoken())
    label = {When.BEFORE: _("Before the step, on {target}"), When.AFTER: _("After the step, on {target}")}
    stepped = view.board.copy()
    stepped.move(view.board.line(muse, direction), direction)
    boards = {When.BEFORE: view.board, When.AFTER: stepped}
    return [(Label(label[use.when].format(target=muse_name(use.target)),
                   f"{power} · {muse_detail(view, use.target, boards[use.when])}"), use) for use in uses]


def god_choices(view: PublicView, step: Step) -> list[Choice[God]]:
    """The gods whose tiles may be put or moved at the end of the turn `step` makes."""
    out: list[Choice[God]] = []
    for god in open_choices.tiles(view, step):
        now = view.gods[god]
        out.append((Label(_("Put {god} into play").format(god=god_name(god)), _(PLACED[god]))
                    if now is None or open_choices.in_olympus(view, step, god)
                    else Label(_("Move {god}").format(god=god_name(god)),
                               _("now {where}").format(where=where_text(now, view.board))),
                    god))
    return out


def location_choices(view: PublicView, step: Step, god: God) -> list[Choice[Location]]:
    """Where the tile of `god` may go at the end of the turn `step` makes: each place by its
    Muse, or by squares, with the Muses there beneath."""
    found = open_choices.places(view, step, god)
    after = view.board_after(step)
    return [(place_label(view, loc, after), loc) for loc in found] if after is not None else []


def place_label(view: PublicView, loc: Location, board: Board) -> Label:
    """Where a tile goes, short: a Muse by name, an edge or a corner by its squares, a side by its
    direction; beneath, the Muse's owner, die and square, or the Muses around."""
    match loc:
        case OnMuse(muse):
            return Label(muse_name(muse), muse_detail(view, muse, board))
        case OnEdge(pair):
            a, b = (square_name(square) for square in sorted(board.at[m] for m in pair))
            return Label(_("Edge {a}–{b}").format(a=a, b=b), said(words.location(loc, board)))
        case OnCorner((c, r)):
            return Label(_("Corner {nw}–{se}").format(nw=square_name((c - 1, r - 1)), se=square_name((c, r))),
                         said(words.location(loc, board)))
        case OnSide(d):
            text = _("{direction} side").format(direction=words.direction(d, spoken()))
            return Label(text[:1].upper() + text[1:])
    raise TypeError(loc)


def intervention_text(view: PublicView, step: Step, iv: Intervention) -> str:
    """An intervention at the end of the turn `step` makes, as a sentence ("Put Zeus on Clio")."""
    moving = not open_choices.in_olympus(view, step, iv.god)
    text = (_("Move {god} {where}") if moving else _("Put {god} {where}")).format(
        god=god_name(iv.god), where=where_text(iv.at, view.board_after(step), moving=moving))
    return text + (", " + side_up(iv.side) if iv.side else "")


def needs_side(view: PublicView, step: Step, god: God | None) -> bool:
    """Whether the player chooses the side of the tile of `god` at the end of `step`'s turn."""
    return god is not None and None not in open_choices.sides(view, step, god)


def intervention_choices(view: PublicView, step: Step) -> list[Choice[Intervention]]:
    """Every intervention open at the end of this turn, the side included (for autocomplete)."""
    after = view.board_after(step)
    out: list[Choice[Intervention]] = []
    for iv in open_choices.interventions(view, step):
        assert after is not None, "an intervention comes only if the hand did not end"
        place = place_label(view, iv.at, after)
        label = _("{god}: {place}").format(god=god_name(iv.god), place=place)
        out.append((Label(label, side_up(iv.side) if iv.side else description(place) or ""), iv))
    return out


def step(muse: str, direction: str, ability: str | None = None, intervention: str | None = None) -> Step:
    """A step from the option texts typed or picked in `/muses move`; Refusal if they make no step."""
    extras = [p for p in (ability, intervention) if p and p != NONE]
    try:
        action = action_from_text(";".join(["step", muse, direction, *extras]))
    except ValueError:
        if intervention and intervention != NONE:
            try:
                action_from_text(";".join(["step", muse, direction, *extras[:-1]]))
            except ValueError:
                pass
            else:
                raise Refusal(N_("{intervention} is not an intervention I understand: choose one from the list "
                                 "offered (for example zeus=muse:Clio or eros=edge:Clio+Thalia)"),
                              intervention=repr(echoed(intervention))) from None
        raise Refusal(N_("That is not a dance step I understand: choose from the lists offered")) from None
    assert isinstance(action, Step)  # its text starts with "step"
    return action


def paged(options: list[Choice[T]], page: int, size: int = 22) -> tuple[list[Choice[T]], int, int]:
    """One page of `options` for a select (at most 25 entries): the page's options, the page
    shown and the number of pages."""
    pages = max(1, -(-len(options) // size))
    page = min(max(page, 0), pages - 1)
    return options[page * size:(page + 1) * size], page, pages


def suggestion(view: PlayerView, action: Action) -> str:
    """A suggested action in the words of the choices this player is offered (face-down Muses by token)."""
    if isinstance(action, Place):
        placing = (_("place **{muse}** on square {code}, face down") if action.hidden
                   else _("place **{muse}** on square {code}, face up"))
        return placing.format(muse=muse_name(action.muse), code=square_name(action.at))
    text = _("step **{muse}** {direction}").format(muse=muse_name(action.muse),
                                                  direction=words.direction(action.dir, spoken()))
    if action.ability:
        using = (_("using its ability before the step on {target}") if action.ability.when is When.BEFORE
                 else _("using its ability after the step on {target}"))
        text += ", " + using.format(target=muse_name(action.ability.target))
    if action.intervention:
        said_iv = intervention_text(view, Step(action.muse, action.dir, action.ability), action.intervention)
        text += "; " + _("then {intervention}").format(intervention=said_iv[:1].lower() + said_iv[1:])
    return text

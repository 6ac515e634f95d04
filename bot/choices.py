"""The choices a player is offered, computed from their own view (face-down Muses by
token, only legal options), as (label, value) pairs shared by panels and autocomplete."""

from __future__ import annotations

from engine import Action, Dir, Place, Side, Step, TileTable, When, action_from_text
from engine.actions import location_text
from engine.views import TILE_NAMES, PlayerView, PublicView

from .replies import Refusal
from .texts import PLACED, where_text

Choice = tuple[str, str]


def hand_choices(view: PlayerView, tiles: TileTable) -> list[Choice]:
    out = []
    for muse in sorted(view.hand):
        tile = tiles[muse]
        out.append((f"{muse} — {tile.suns} sun{'s' if tile.suns > 1 else ''}, {tile.power.describe()}", muse))
    return out


def square_choices(view: PublicView, codes: dict[str, tuple[int, int]]) -> list[Choice]:
    """The legal squares by the code drawn on the board picture."""
    ordered = sorted(codes.items(), key=lambda kv: (kv[0][0], int(kv[0][1:]) if kv[0][1:].isdigit() else 0))
    return [(f"{code} — square [{c}, {r}]", code) for code, (c, r) in ordered]


def face_choices(view: PlayerView) -> list[Choice]:
    up, down = ("Face up", "up"), ("Face down — your Mysterious Muse", "down")
    if view.must_hide:
        return [down]
    return [up, down] if view.may_hide else [up]


def face_rule(view: PlayerView) -> str:
    """The one-face-down rule as it applies to this player now."""
    if view.must_hide:
        return "This is your last Muse and none of yours is face down yet: it must go face down."
    if view.may_hide:
        return "Exactly one of your Muses goes face down (your Mysterious Muse); you choose when."
    return f"Your Mysterious Muse is already face down ({view.mysterious_token}): this one goes face up."


def placement(view: PlayerView, codes: dict[str, tuple[int, int]], muse: str, code: str, face: str) -> Place:
    if muse not in view.hand:
        raise Refusal(f"{muse} is not in your hand")
    if code not in codes:
        raise Refusal(f"{code} is not a square where a Muse may go now; the codes are on the board picture")
    return Place(muse, codes[code], face == "down")


def muse_choices(view: PublicView) -> list[Choice]:
    """Every Muse that has a legal step, face-down ones by token."""
    muses = sorted({m for m, _ in view.legal_steps()})
    return [(f"{m} (die {view.board.dice[m]})", m) for m in muses]


def direction_choices(view: PublicView, muse: str) -> list[Choice]:
    return [(d.word, d.name) for m, d in view.legal_steps() if m == muse]


def ability_choices(view: PublicView, muse: str, direction: str) -> list[Choice]:
    """The ability uses open to `muse` with this step, before or after it."""
    if muse not in view.board.at or direction not in Dir.__members__ or view.board.powers.get(muse) is None:
        return []
    power = view.board.powers[muse].describe()
    out = []
    for when in When:
        for target in view.targets(muse, Dir[direction], when):
            out.append((f"{when.value.capitalize()} the step: {power} on {target} (die {view.board.dice[target]})",
                        f"{when.value}={target}"))
    return out


def open_step(view: PublicView, step: Step) -> bool:
    """Whether `step` is a legal step whose ability use (if any) is one this view offers."""
    if (step.muse, step.dir) not in view.legal_steps():
        return False
    ability = step.ability
    return ability is None or ability.target in view.targets(step.muse, step.dir, ability.when)


def intervention_tiles(view: PublicView, step: Step) -> list[Choice]:
    """The tiles that may be put or moved at the end of the turn `step` makes, as (label, tile)."""
    if not view.tiles or not open_step(view, step):
        return []
    out = []
    for tile, now in view.tiles.items():
        if view.locations(step, tile):
            name = TILE_NAMES[tile]
            out.append((f"Put {name} into play, {PLACED[tile]}" if now is None else
                        f"Move {name} (now {where_text(now)})", tile))
    return out


def location_choices(view: PublicView, step: Step, tile: str) -> list[Choice]:
    """Where `tile` may go at the end of the turn `step` makes, as (label, location text)."""
    if tile not in view.tiles or not open_step(view, step):
        return []
    verb = "Put" if view.tiles[tile] is None else "Move"
    return [(f"{verb} {TILE_NAMES[tile]} {where_text(loc, moving=verb == 'Move')}", location_text(loc))
            for loc in view.locations(step, tile)]


def needs_side(view: PublicView, tile: str) -> bool:
    """Whether the player chooses the side: only the Apollo/Dionysus tile, as it comes from the Olympus."""
    return tile == "apollo" and tile in view.tiles and view.tiles[tile] is None


SIDES: list[Choice] = [(f"{side.value.capitalize()} side up", side.value) for side in Side]


def intervention_value(tile: str, location: str, side: str | None = None) -> str:
    """The text form of an intervention (as `step` reads it)."""
    return f"{tile}={location}" + (f";side={side}" if side else "")


def intervention_choices(view: PublicView, step: Step) -> list[Choice]:
    """Every intervention open at the end of this turn, the side included (for autocomplete)."""
    out = []
    for _, tile in intervention_tiles(view, step):
        for label, loc in location_choices(view, step, tile):
            if needs_side(view, tile):
                out += [(f"{label}, {side_label}", intervention_value(tile, loc, side)) for side_label, side in SIDES]
            else:
                out.append((label, intervention_value(tile, loc)))
    return out


def paged(options: list[Choice], page: int, size: int = 22) -> tuple[list[Choice], int]:
    """One page of `options` for a select (at most 25 entries): the page's options, with
    "earlier"/"more" entries whose values are "page:N"; returns them and the page shown."""
    pages = max(1, -(-len(options) // size))
    page = min(max(page, 0), pages - 1)
    shown = options[page * size:(page + 1) * size]
    if page > 0:
        shown = [(f"◀ Earlier choices (page {page} of {pages})", f"page:{page - 1}"), *shown]
    if page < pages - 1:
        shown = [*shown, (f"More choices ▶ (page {page + 2} of {pages})", f"page:{page + 1}")]
    return shown, page


def step(muse: str, direction: str, ability: str | None = None, intervention: str | None = None) -> Step:
    """A step from chosen values (the engine's text form); Refusal if they make no step."""
    parts = ["step", muse, direction] + [p for p in (ability, intervention) if p and p != "none"]
    try:
        action: Action = action_from_text(";".join(parts))
    except ValueError:
        if intervention and intervention != "none":
            try:
                action_from_text(";".join(parts[:-1]))
            except ValueError:
                pass
            else:
                raise Refusal(f"{intervention!r} is not an intervention I understand: choose one from the list "
                              f"offered (for example zeus=muse:Clio or artemis=corner:1,2)") from None
        raise Refusal("That is not a dance step I understand: choose from the lists offered") from None
    if not isinstance(action, Step):
        raise Refusal("That is not a dance step")
    return action

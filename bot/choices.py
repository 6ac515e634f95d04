"""The choices a player is offered, computed from their own view (face-down Muses by
token, only legal options), as (label, value) pairs shared by panels and autocomplete."""

from __future__ import annotations

from engine import Action, Dir, OnCorner, OnEdge, OnMuse, OnSide, Place, Side, Step, TileTable, When, action_from_text
from engine.actions import location_text
from engine.views import PlayerView, PublicView

from .replies import Refusal

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


def intervention_choices(view: PublicView, step: Step) -> list[Choice]:
    """Where each intervention tile may go at the end of this turn."""
    out = []
    for tile, now in view.tiles.items():
        verb = "Put" if now is None else "Move"
        for loc in view.locations(step, tile):
            value = f"{tile}={location_text(loc)}"
            label = f"{verb} {tile.capitalize()} {where(loc)}"
            if tile == "apollo" and now is None:
                out += [(f"{label}, {side.value.capitalize()} side up", f"{value};side={side.value}") for side in Side]
            else:
                out.append((label, value))
    return out


def where(loc) -> str:
    match loc:
        case OnMuse(m):
            return f"on {m}"
        case OnSide(d):
            return f"on the {d.word} side"
        case OnEdge((a, b)):
            return f"between {a} and {b}"
        case OnCorner((c, r)):
            return f"on corner [{c}, {r}]"
    raise TypeError(loc)


def step(muse: str, direction: str, ability: str | None = None, intervention: str | None = None) -> Step:
    """A step from chosen values (the engine's text form); Refusal if they make no step."""
    parts = ["step", muse, direction] + [p for p in (ability, intervention) if p and p != "none"]
    try:
        action: Action = action_from_text(";".join(parts))
    except ValueError:
        raise Refusal("That is not a dance step I understand: choose from the lists offered") from None
    if not isinstance(action, Step):
        raise Refusal("That is not a dance step")
    return action

"""Game records for `/muses export` (RECORD.md): the full record once the game is over,
and during a game a record that withholds what the asking player may not know."""

from __future__ import annotations

from engine import Game, game_to_record

WITHHELD = ("This game is still being played: face-down Muses are named by their public token and the "
            "hands of the other players are withheld (null) until the game is over.")


def export_record(game: Game, viewer: int | None, full: bool) -> dict:
    """The record of `game`; unless `full`, as seen by seat `viewer` (None: a spectator)."""
    record = game_to_record(game)
    hand = game.hand
    if full or not hand.hidden:
        if not full:
            record["withheld"] = WITHHELD
            _withhold_hands(record["hands"][-1], viewer)
        return record
    own = hand.mysterious.get(viewer) if viewer is not None else None
    rename = {m: hand.tokens[m] for m in hand.hidden if m != own}
    current = record["hands"][-1]
    _withhold_hands(current, viewer)
    current["deal"]["neutral"] = rename.get(current["deal"]["neutral"], current["deal"]["neutral"])
    current["actions"] = [_renamed(action, rename) for action in current["actions"]]
    record["withheld"] = WITHHELD
    return record


def _withhold_hands(hand: dict, viewer: int | None) -> None:
    hand["deal"]["seats"] = [muses if seat == viewer else None for seat, muses in enumerate(hand["deal"]["seats"])]


def _renamed(action: dict, rename: dict[str, str]) -> dict:
    """An action (RECORD.md JSON) with Muse names passed through `rename`."""
    def name(m: str) -> str:
        return rename.get(m, m)

    out = dict(action)
    for key in ("place", "step"):
        if key in out:
            out[key] = name(out[key])
    if "ability" in out:
        out["ability"] = {**out["ability"], "target": name(out["ability"]["target"])}
    if "intervention" in out:
        at = out["intervention"]["at"]
        if "muse" in at:
            at = {"muse": name(at["muse"])}
        elif "edge" in at:
            at = {"edge": sorted(name(m) for m in at["edge"])}  # sorted as shown: the names' order is a secret
        out["intervention"] = {**out["intervention"], "at": at}
    return out

"""What an accepted action changed on the table, for the story of a move and its marks:
every die it changed, in the order things happened."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .actions import Place, When
from .muses import Effect, Power
from .state import Event


@dataclass(frozen=True)
class DieChange:
    """A die an action changed: its Muse, the value before and the value after."""

    muse: str
    before: int
    after: int


def dice_changes(event: Event, dice: Mapping[str, int], power: Power | None) -> tuple[DieChange, ...]:
    """Every die `event` changed, in the order it happened: the ability used before the step,
    the stepping Muse and each Muse it pushed, the ability used after. `dice` are the dice
    once the action is done, `power` the acting Muse's ability, all by the names `event` uses."""
    action = event.action
    if isinstance(action, Place):
        return ()  # a new die shows 1: nothing changed
    muse, target = action.muse, event.target
    when = action.ability.when if action.ability and target and power else None
    now = dict(dice)

    def use(sign: int) -> list[DieChange]:
        """Use the ability on `now` (`sign` -1: undo it); the dice it changed."""
        assert power is not None and target is not None, "an ability was used"
        before = {target: now[target], muse: now[muse]}
        if power.effect is Effect.SWAP:
            now[muse], now[target] = now[target], now[muse]
        else:
            now[target] += sign if power.effect is Effect.RAISE else -sign
        return [DieChange(m, before[m], now[m]) for m in (target, muse) if now[m] != before[m]]

    if when is When.AFTER:
        use(-1)
    for m in event.moved:
        now[m] -= 1
    if when is When.BEFORE:
        use(-1)
    out = use(1) if when is When.BEFORE else []
    for m in event.moved:
        now[m] += 1
        out.append(DieChange(m, now[m] - 1, now[m]))
    return tuple(out + (use(1) if when is When.AFTER else []))

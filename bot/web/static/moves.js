// A move being chosen, as a value: the choices the position's tree of legal actions offers
// (docs/web-position.md, "The legal actions"), each named as the table shows it, and the
// action they make in the records' form. The page offers only what the tree lists.

import { direction, god, museName, place, side, squareName, t } from "./words.js";

/** The Muse of the tree that `muse` names, with its directions, or null. */
export function stepsOf(actions, muse) {
  return (actions && actions.step ? actions.step : []).find((s) => s.step === muse) || null;
}

export function dirOf(actions, choice) {
  const steps = stepsOf(actions, choice.muse);
  return steps ? steps.dirs.find((d) => d.dir === choice.dir) || null : null;
}

/** The legal squares of a placement, each labelled for the Muse about to go there. */
export function placeSquares(actions, choice) {
  if (!actions || !actions.place || !choice.muse) return [];
  return actions.place.at.map((at) => ({ at, label: t("{square}, place {muse} here", { square: squareName(at),
    muse: museName(choice.muse) }) }));
}

/** The directions of the chosen Muse, labelled with the Muses each pushes. */
export function stepDirs(actions, choice) {
  const steps = choice.kind === "step" ? stepsOf(actions, choice.muse) : null;
  if (!steps) return [];
  return steps.dirs.map((d) => {
    const name = direction(d.dir);
    const label = d.pushes.length
      ? t("{direction}, pushing {muses}", { direction: name, muses: d.pushes.map(museName).join(t(", ")) })
      : name;
    return { dir: d.dir, pushes: d.pushes, label };
  });
}

/** The ability uses open with the chosen direction: none first, then each before or after the step. */
export function abilityOptions(node) {
  const out = [{ value: null, label: t("No ability") }];
  for (const when of ["before", "after"]) {
    for (const use of node[when]) {
      const muse = museName(use.target);
      out.push({ value: { target: use.target, when }, label: when === "before"
        ? t("{muse}: ability before the step", { muse }) : t("{muse}: ability after the step", { muse }) });
    }
  }
  return out;
}

/** What follows the chosen step with its ability: "end", "tile" or "pass". */
export function thenOf(node, ability) {
  if (!ability) return node.then;
  const use = node[ability.when].find((u) => u.target === ability.target);
  return use ? use.then : node.then;
}

export function sameAt(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The interventions a step's preview lists, by tile, each place and side named. */
export function interventionOptions(listed, muses) {
  return (listed || []).map((group) => ({
    tile: group.tile,
    label: god(group.tile),
    places: group.at.map((at) => ({ at, label: t("{god} on {place}", { god: god(group.tile), place: place(at, muses) }) })),
    sides: (group.sides || []).map((s) => ({ side: s, label: t("{side} side up", { side: side(s) }) })),
  }));
}

/** The action the choice makes (records' form), or null while it is not whole. */
export function actionOf(choice) {
  if (choice.kind === "place") {
    return choice.muse && choice.at ? { place: choice.muse, at: choice.at, hidden: !!choice.hidden } : null;
  }
  if (choice.kind !== "step" || !choice.dir) return null;
  const action = { step: choice.muse, dir: choice.dir };
  if (choice.ability) action.ability = choice.ability;
  if (choice.intervention && choice.intervention.at && (!choice.intervention.needsSide || choice.intervention.side)) {
    const iv = { tile: choice.intervention.tile, at: choice.intervention.at };
    if (choice.intervention.side) iv.side = choice.intervention.side;
    action.intervention = iv;
  }
  return action;
}

/** The choice an action of the records' form makes (a hint's). */
export function choiceOf(action) {
  if ("place" in action) return { kind: "place", muse: action.place, at: action.at, hidden: action.hidden };
  const choice = { kind: "step", muse: action.step, dir: action.dir, ability: action.ability || null };
  if (action.intervention) {
    choice.intervention = { ...action.intervention, needsSide: !!action.intervention.side };
  }
  return choice;
}

// The table as one SVG, drawn from a position document (docs/web-position.md): every Muse as a
// button named as the table shows it, the legal squares and directions as buttons, the tiles,
// the last move marked. It decides no rule: what may be chosen comes from the document.

import { ability, broken, colour, god, museName, place, side, squareName, t } from "./words.js";

const SVG = "http://www.w3.org/2000/svg";
export const CELL = 72;
const AXIS = 18;
const ARROW = { N: "M0,-9 L8,5 L-8,5 Z", E: "M9,0 L-5,8 L-5,-8 Z", S: "M0,9 L8,-5 L-8,-5 Z", W: "M-9,0 L5,8 L5,-8 Z" };
// A chosen Muse's directions: a pad of four triangles on its own square, meeting past its centre
// (each is 44 units deep, a touch target at zoom 1) and reaching SPILL units over the next square's
// edge, where a token has no text, so that its neighbours' names stay in sight.
const SPILL = 6;
const [LO, HI, MID] = [-SPILL, CELL + SPILL, CELL / 2];
const PAST = 44 - SPILL - MID;
const PAD = {
  N: [[LO, LO], [HI, LO], [MID, MID + PAST]],
  E: [[HI, LO], [HI, HI], [MID - PAST, MID]],
  S: [[HI, HI], [LO, HI], [MID, MID - PAST]],
  W: [[LO, HI], [LO, LO], [MID + PAST, MID]],
};
const ARROW_AT = { N: [MID, 12], E: [CELL - 12, MID], S: [MID, CELL - 12], W: [12, MID] };
const GRID = {
  orthogonal: [[1, 0], [0, 1], [2, 1], [1, 2]],
  diagonal: [[0, 0], [2, 0], [0, 2], [2, 2]],
  adjacent: [[0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]],
};
const GLYPH = { zeus: "Z", poseidon: "P", eros: "E", artemis: "Ar", aeolus: "Ae", apollo: "A", dionysus: "D" };

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (parent) parent.appendChild(node);
  return node;
}

function text(parent, x, y, said, cls, anchor = "middle") {
  const node = el("text", { x, y, "text-anchor": anchor, class: cls }, parent);
  node.textContent = said;
  return node;
}

function button(node, label, act) {
  node.setAttribute("role", "button");
  node.setAttribute("tabindex", "0");
  node.setAttribute("aria-label", label);
  node.addEventListener("click", act);
  node.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      act();
    }
  });
}

/** The spoken name of a Muse of `doc`: "Calliope, purple, die 3, M13" and what its tile shows. */
export function museLabel(doc, m) {
  const company = m.seat === null ? null : doc.players[m.seat].company;
  const shade = company === null ? doc.neutral_colour : doc.colours[company];
  const parts = [museName(m.muse), m.seat === null ? t("the Neutral Muse") + ", " + colour(shade) : colour(shade),
    t("die {value}", { value: m.die }), squareName(m.at)];
  if (m.face_up) {
    parts.push(t("suns: {count}", { count: m.suns }));
    if (m.ability) parts.push(ability(m.ability));
  } else {
    parts.push(t("face down"));
  }
  if (m.seat !== null) parts.push(doc.players[m.seat].name);
  return parts.join(", ");
}

function bounds(doc, extra) {
  const squares = doc.muses.map((m) => m.at).concat(extra);
  if (!squares.length) squares.push([0, 0]);
  const cols = squares.map((s) => s[0]);
  const rows = squares.map((s) => s[1]);
  return { c0: Math.min(...cols), c1: Math.max(...cols), r0: Math.min(...rows), r1: Math.max(...rows) };
}

/**
 * The SVG of `doc` at `zoom` (1: a square is CELL CSS px). `marks`: `selected` (a Muse), `squares`
 * (legal squares, each with its label), `movable` (the Muses that may step), `places` (where the
 * chosen tile may go: {at, chosen}), `dirs` (the selected Muse's directions: {dir, pushes,
 * label}), `focus` (Muses to outline: the ones a direction pushes), `preview`. `on`: handlers
 * muse(token), square(at), dir(dir).
 */
export function drawBoard(doc, marks, on, zoom) {
  const squares = marks.squares || [];
  const box = bounds(doc, squares.map((s) => s.at));
  const cols = box.c1 - box.c0 + 1;
  const rows = box.r1 - box.r0 + 1;
  const pad = 28;
  const width = AXIS + pad * 2 + cols * CELL;
  const height = AXIS + pad * 2 + rows * CELL;
  const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, width: Math.round(width * zoom),
    height: Math.round(height * zoom), class: marks.preview ? "board preview" : "board", role: "group",
    "aria-label": marks.preview ? t("Preview of your move") : t("The table") });
  const x0 = AXIS + pad - box.c0 * CELL;
  const y0 = AXIS + pad - box.r0 * CELL;
  const at = ([c, r]) => [x0 + c * CELL, y0 + r * CELL];

  el("rect", { x: AXIS + pad - 6, y: AXIS + pad - 6, width: cols * CELL + 12, height: rows * CELL + 12, rx: 10,
    class: "floor" }, svg);
  for (let c = box.c0; c <= box.c1; c++) {
    text(svg, at([c, 0])[0] + CELL / 2, 14, squareName([c, 0]).replace(/-?\d+$/, ""), "axis");
  }
  for (let r = box.r0; r <= box.r1; r++) {
    text(svg, 2, at([0, r])[1] + CELL / 2 + 5, squareName([0, r]).replace(/^-?[A-Z]+/, ""), "axis", "start");
  }
  for (let c = box.c0; c <= box.c1; c++) {
    for (let r = box.r0; r <= box.r1; r++) {
      const [x, y] = at([c, r]);
      el("rect", { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 6, class: "cell" }, svg);
    }
  }
  for (const s of squares) {
    const [x, y] = at(s.at);
    const g = el("g", { class: "legal", "data-square": squareName(s.at) }, svg);
    el("rect", { x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 8, class: "legal-edge" }, g);
    text(g, x + CELL / 2, y + CELL / 2 + 5, squareName(s.at), "legal-name");
    button(g, s.label, () => on.square(s.at));
  }
  const moved = new Set(doc.last ? doc.last.moved : []);
  const focus = new Set(marks.focus || []);
  const nodes = {};
  for (const m of doc.muses) {
    const [x, y] = at(m.at);
    const outer = el("g", { transform: `translate(${x},${y})` }, svg);
    const g = el("g", { class: "muse", "data-muse": m.muse }, outer);
    nodes[m.muse] = g;
    const movable = (marks.movable || []).includes(m.muse);
    drawMuse(g, doc, m, { selected: marks.selected === m.muse, moved: moved.has(m.muse), pushed: focus.has(m.muse),
      movable });
    button(g, museLabel(doc, m) + (movable ? `, ${t("can step")}` : ""), () => on.muse(m.muse));
  }
  drawTiles(svg, doc, at, box, pad);
  drawPlaces(svg, doc, marks.places || [], at, box, pad);
  const chosen = doc.muses.find((m) => m.muse === marks.selected);
  if (chosen) {
    const [x, y] = at(chosen.at);
    for (const d of marks.dirs || []) {
      const g = el("g", { class: "dir", "data-dir": d.dir, transform: `translate(${x},${y})` }, svg);
      el("polygon", { points: PAD[d.dir].map((p) => p.join(",")).join(" "), class: "dir-disc" }, g);
      el("path", { d: ARROW[d.dir], transform: `translate(${ARROW_AT[d.dir].join(",")}) scale(1.2)`, class: "dir-arrow" }, g);
      button(g, d.label, () => on.dir(d.dir));
      const hint = () => on.focus && on.focus(d.pushes);
      g.addEventListener("pointerenter", hint);
      g.addEventListener("focus", hint);
    }
  }
  return { svg, nodes };
}

function drawMuse(g, doc, m, state) {
  const company = m.seat === null ? null : doc.players[m.seat].company;
  const shade = m.face_up ? (company === null ? doc.neutral_colour : doc.colours[company]) : "back";
  const base = company === null ? "neutral" : "company";
  el("rect", { x: 4, y: 4, width: CELL - 8, height: CELL - 8, rx: 8,
    class: `token ${base} fill-${shade}${state.selected ? " selected" : ""}${state.moved ? " moved" : ""}${state.pushed ? " pushed" : ""}${state.movable ? " movable" : ""}` }, g);
  const name = museName(m.muse);
  const lines = broken(name, 8);
  const ink = `ink-${shade}`;
  const kind = m.face_up ? "name" : "name token-name";
  lines.forEach((line, i) => text(g, CELL / 2, (lines.length === 1 ? 25 : 19) + i * 13, line, `${kind} ${ink}`));
  el("rect", { x: 8, y: 45, width: 23, height: 22, rx: 5, class: "die" }, g);
  text(g, 19.5, 61.5, String(m.die), "die-value");
  if (m.face_up) {
    for (let i = 0; i < m.suns; i++) el("circle", { cx: 13 + i * 9, cy: 39, r: 3.5, class: "sun" }, g);
    if (m.ability) {
      const cells = GRID[m.ability.area] || [];
      const effect = m.ability.effect === "swap" ? "swap" : m.ability.effect === "+1" ? "up" : "down";
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          const on = cells.some(([a, b]) => a === i && b === j);
          const kind = i === 1 && j === 1 ? "grid-self" : on ? `grid-on effect-${effect}` : "grid-off";
          el("rect", { x: 43 + i * 7, y: 46 + j * 7, width: 6, height: 6, class: kind }, g);
        }
      }
      text(g, 64, 43, m.ability.effect === "swap" ? "⇄" : m.ability.effect.replace("-", "−"), `effect ${ink}`, "end");
    }
  } else {
    const ring = company === null ? doc.neutral_colour : doc.colours[company];
    el("rect", { x: 42, y: 46, width: 21, height: 21, rx: 4, class: `swatch-on-back fill-${ring}` }, g);
  }
}

/** The point of the table where a tile at `where` (a location of the records) lies, or null. */
function spot(where, doc, at, box, pad) {
  const byMuse = Object.fromEntries(doc.muses.map((m) => [m.muse, m.at]));
  if ("muse" in where && byMuse[where.muse]) {
    const [x, y] = at(byMuse[where.muse]);
    return [x + CELL - 10, y + 10];
  }
  if ("edge" in where && byMuse[where.edge[0]] && byMuse[where.edge[1]]) {
    const [ax, ay] = at(byMuse[where.edge[0]]);
    const [bx, by] = at(byMuse[where.edge[1]]);
    return [(ax + bx) / 2 + CELL / 2, (ay + by) / 2 + CELL / 2];
  }
  if ("corner" in where) return at(where.corner);
  if ("side" in where) {
    const mid = at([(box.c0 + box.c1 + 1) / 2, (box.r0 + box.r1 + 1) / 2]);
    const sides = { N: [mid[0], at([0, box.r0])[1] - pad / 2 - 4], S: [mid[0], at([0, box.r1 + 1])[1] + pad / 2 + 4],
      W: [at([box.c0, 0])[0] - pad / 2 - 4, mid[1]], E: [at([box.c1 + 1, 0])[0] + pad / 2 + 4, mid[1]] };
    return sides[where.side];
  }
  return null;
}

function drawTiles(svg, doc, at, box, pad) {
  const stacked = {};
  for (const [name, where] of Object.entries(doc.tiles || {})) {
    const point = where && spot(where, doc, at, box, pad);
    if (!point) continue;
    const shown = name === "apollo" ? doc.apollo_side || "apollo" : name;
    const key = `${Math.round(point[0])},${Math.round(point[1])}`;
    const shift = (stacked[key] = (stacked[key] || 0) + 1) - 1;
    const [cx, cy] = [point[0] + shift * 10, point[1] + shift * 10];
    const g = el("g", { class: "tile", "data-tile": name }, svg);
    el("circle", { cx, cy, r: 13, class: `tile-disc god-${shown}` }, g);
    text(g, cx, cy + 4.5, GLYPH[shown] || "?", "tile-glyph");
    const title = el("title", {}, g);
    title.textContent = `${name === "apollo" ? side(shown) : god(name)}: ${place(where, doc.muses)}`;
  }
}

/** Rings where the chosen tile may go (the choices are the panel's buttons), the chosen one filled. */
function drawPlaces(svg, doc, places, at, box, pad) {
  for (const p of places) {
    const point = spot(p.at, doc, at, box, pad);
    if (point) {
      el("circle", { cx: point[0], cy: point[1], r: 11, class: p.chosen ? "place chosen" : "place",
        "aria-hidden": "true" }, svg);
    }
  }
}

const SLIDE_MS = 320;
const reduced = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
const same = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];

/**
 * The slide that shows the step `doc.last` made from `before` (the position drawn before `doc`):
 * `at` (when it starts, in the document timeline's ms) and `muses`, each Muse the step moved with
 * the square it left and the one it reached. Null when there is no such step to show (a placement,
 * another hand, a `before` the step did not start from) or when motion is reduced.
 */
export function slideOf(before, doc, at) {
  const last = doc.last;
  if (!before || !last || !last.path || before.hand !== doc.hand || reduced()) return null;
  const was = Object.fromEntries(before.muses.map((m) => [m.muse, m.at]));
  if (!same(was[last.muse], last.path[0])) return null;
  const now = Object.fromEntries(doc.muses.map((m) => [m.muse, m.at]));
  const muses = Object.fromEntries(last.moved.filter((m) => was[m] && now[m]).map((m) => [m, [was[m], now[m]]]));
  return { at, muses };
}

/**
 * Plays `sliding` on the Muses of `doc` drawn as `nodes`, from where it has got to at `now`, so that
 * a redraw carries it on; a Muse no longer on the square it slid to is left alone. Whether the
 * slide is still under way.
 */
export function slide(nodes, doc, sliding, now) {
  const elapsed = now - sliding.at;
  if (elapsed >= SLIDE_MS || reduced()) return false;
  for (const m of doc.muses) {
    const move = sliding.muses[m.muse];
    if (!move || !same(move[1], m.at) || !nodes[m.muse]) continue;
    const dx = (move[0][0] - m.at[0]) * CELL;
    const dy = (move[0][1] - m.at[1]) * CELL;
    const moving = nodes[m.muse].animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }],
      { duration: SLIDE_MS, easing: "ease-out" });
    moving.currentTime = elapsed;
  }
  return true;
}

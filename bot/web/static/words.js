// The page's words: the catalogs' translations of its English msgids (./api/texts/LANG,
// docs/web-protocol.md), and the table's names said with them.

let texts = {};

/** Takes the served catalog of `code`. */
export function useTexts(code, served) {
  texts = served || {};
  document.documentElement.lang = code;
}

/** The English `msgid` in the page's language, its `{fields}` filled from `args`. */
export function t(msgid, args = {}) {
  const said = texts[msgid] || msgid;
  return said.replace(/\{(\w+)\}/g, (whole, key) => (key in args ? String(args[key]) : whole));
}

const TOKEN = /^face-down #(\d+)$/;

/** A Muse as the table shows it: its name as the edition prints it, or its face-down token. */
export function museName(shown) {
  const found = TOKEN.exec(shown);
  return found ? t("face-down #{number}", { number: found[1] }) : t(shown);
}

const DIRECTIONS = { N: "north", E: "east", S: "south", W: "west" };
const GODS = { zeus: "Zeus", poseidon: "Poseidon", eros: "Eros", artemis: "Artemis", aeolus: "Aeolus",
  apollo: "Apollo/Dionysus" };
const SIDES = { apollo: "Apollo", dionysus: "Dionysus" };
const EFFECTS = { "+1": "raise a die by 1", "-1": "lower a die by 1", swap: "swap dice values" };

export function direction(d) {
  return t(DIRECTIONS[d]);
}

export function god(name) {
  return t(GODS[name] || name);
}

export function side(name) {
  return t(SIDES[name] || name);
}

export function colour(name) {
  return t(name);
}

/** An ability as its tile shows it: its effect and its area. */
export function ability(power) {
  return `${t(EFFECTS[power.effect])} (${t(power.area)})`;
}

// Columns and rows as the chat names them (engine/geometry.py): (0, 0) is M13.
const FRAME = 12;

function letters(index) {
  let out = "";
  let n = index + 1;
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A square's name for players ("M13"). */
export function squareName([col, row]) {
  const index = col + FRAME;
  const column = index >= 0 ? letters(index) : "-" + letters(-index - 1);
  const number = row + FRAME + 1;
  return column + (number >= 1 ? String(number) : `-${1 - number}`);
}

/** Where a tile lies, as a phrase (a location of the records); `muses` the table's, to name a corner. */
export function place(at, muses = []) {
  if (!at) return t("the Olympus");
  if ("muse" in at) return museName(at.muse);
  if ("edge" in at) {
    const [a, b] = at.edge;
    return t("the edge between {a} and {b}", { a: museName(a), b: museName(b) });
  }
  if ("side" in at) return t("the {direction} side", { direction: direction(at.side) });
  const [c, r] = at.corner;
  const around = [[c - 1, r - 1], [c, r - 1], [c - 1, r], [c, r]];
  const named = muses.filter((m) => around.some(([x, y]) => m.at[0] === x && m.at[1] === y))
    .map((m) => m.muse).sort().map(museName);
  return t("the corner between {muses}", { muses: named.join(t(", ")) });
}

/** `name` in lines of at most `most` letters where it can be: broken at a space, else between two
syllables with a hyphen ("Terpsi-", "chore"); never cut. */
export function broken(name, most) {
  if (name.length <= most) return [name];
  const half = name.length / 2;
  const nearest = (cuts) => cuts.sort((a, b) => Math.abs(a - half) - Math.abs(b - half))[0];
  const spaces = [...name].map((c, i) => (c === " " ? i : -1)).filter((i) => i > 0);
  const fitting = spaces.filter((i) => i <= most + 2 && name.length - i - 1 <= most + 2);
  if (fitting.length) {
    const i = nearest(fitting);
    return [name.slice(0, i), name.slice(i + 1)];
  }
  const vowels = "aeiouyAEIOUYàèéìòù";
  const syllables = [];
  for (let i = 2; i < name.length - 2; i++) {
    if (vowels.includes(name[i - 1]) && !vowels.includes(name[i]) && i + 1 <= most && name.length - i <= most) {
      syllables.push(i);
    }
  }
  const i = syllables.length ? nearest(syllables) : Math.ceil(half);
  return [name.slice(0, i) + "-", name.slice(i)];
}

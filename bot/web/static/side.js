// Beside the table: the players with their standing, whose turn, the tiles in the Olympus, the
// hands' scores, the result, the log, and the dialogs (confirmations, rules and legend, My games).

import { colour, god, museName, place, side, t } from "./words.js";

export function node(tag, attrs = {}, children = []) {
  const made = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "text") made.textContent = v;
    else if (k === "on") made.addEventListener("click", v);
    else if (v !== null && v !== undefined && v !== false) made.setAttribute(k, v === true ? "" : String(v));
  }
  for (const child of children) if (child) made.appendChild(child);
  return made;
}

export function shadeOf(doc, seat) {
  return doc.colours[doc.players[seat].company];
}

function suns(low, high) {
  return low === high ? t("suns: {count}", { count: low }) : t("suns: {low} to {high}", { low, high });
}

/** Whose turn it is, in words. */
export function turnLine(frame) {
  const doc = frame.position;
  if (frame.status === "lobby") return t("Waiting for players");
  if (frame.status === "cancelled") return t("The game was cancelled");
  if (frame.status === "abandoned") return t("The game was abandoned");
  if (!doc) return "";
  if (doc.result) return t("The game is over");
  if (doc.to_move === null) return t("The hand is over");
  const hand = t("Hand {hand} of {hands}", { hand: doc.hand, hands: doc.hands });
  if (doc.to_move === doc.seat) return `${hand} · ${t("Your turn")}`;
  return `${hand} · ${t("{name} to move", { name: doc.players[doc.to_move].name })}`;
}

export function players(list, doc) {
  list.replaceChildren();
  doc.players.forEach((p, seat) => {
    const shade = shadeOf(doc, seat);
    const standing = doc.standing ? suns(doc.standing.low[p.company], doc.standing.high[p.company]) : "";
    const bits = [standing, p.hand ? t("to place: {count}", { count: p.hand }) : "",
      p.hid ? t("Mysterious Muse face down") : ""].filter(Boolean).join(" · ");
    list.appendChild(node("li", { class: doc.to_move === seat ? "player turn" : "player" }, [
      node("span", { class: `swatch fill-${shade}`, "aria-hidden": "true" }),
      node("span", { class: "who", text: `${p.name}${seat === doc.seat ? ` (${t("you")})` : ""}` }),
      node("span", { class: "sr-only", text: `, ${colour(shade)}${doc.to_move === seat ? `, ${t("to move")}` : ""}` }),
      node("span", { class: "what", text: bits }),
    ]));
  });
}

export function tiles(box, doc) {
  box.replaceChildren();
  const entries = Object.entries(doc.tiles || {});
  if (!entries.length) return;
  const items = entries.map(([name, at]) => {
    const shown = name === "apollo" ? side(doc.apollo_side || "apollo") : god(name);
    return node("li", { text: `${shown}: ${place(at, doc.muses)}` });
  });
  box.appendChild(node("h2", { text: t("Tiles") }));
  box.appendChild(node("ul", { class: "tiles" }, items));
}

function scoreTable(doc, score) {
  const rows = doc.players.map((p, seat) => node("tr", {}, [
    node("th", { scope: "row", text: p.name }),
    node("td", { text: String(score.suns[p.company]) }),
    node("td", { text: score.mysterious[String(seat)] ? museName(score.mysterious[String(seat)]) : "" }),
  ]));
  return node("table", { class: "score" }, [
    node("caption", { text: t("Hand {hand}: the score", { hand: score.hand }) }),
    node("thead", {}, [node("tr", {}, [node("th", { text: t("Player") }), node("th", { text: t("Suns") }),
      node("th", { text: t("Mysterious Muse") })])]),
    node("tbody", {}, rows),
  ]);
}

function resultLine(doc) {
  const names = doc.result.winners.map((c) => doc.players.filter((p) => p.company === c).map((p) => p.name)
    .join(t(", ")));
  return node("p", { class: "result", text: t("Won by {names}, {count} suns", { names: names.join(t(", ")),
    count: Math.max(...doc.result.suns) }) });
}

/** The hands' scores and the result, told whole once a hand is over. */
export function scores(box, doc) {
  box.replaceChildren(...(doc.scores || []).map((score) => scoreTable(doc, score)));
  if (doc.result) box.appendChild(resultLine(doc));
}

/** The dialog at a hand's end: its score, and the result with Rematch once the game is over. */
export function handEnd(doc, rematch) {
  const score = doc.scores[doc.scores.length - 1];
  const body = [scoreTable(doc, score)];
  if (doc.result) body.push(resultLine(doc));
  const buttons = doc.result && doc.seat !== null ? [{ label: t("Rematch"), act: rematch, primary: true }] : [];
  dialog(doc.result ? t("The game is over") : t("Hand {hand} is over", { hand: score.hand }), body,
    [...buttons, { label: t("Close") }]);
}

export function log(list, doc) {
  list.replaceChildren(...(doc.log || []).map((line) => node("li", { text: line })));
}

/** A dialog with `body` and the buttons [{label, act}]: the last one closes it only. */
export function dialog(title, body, buttons) {
  const box = document.getElementById("dialog");
  const head = node("h2", { id: "dialog-title", text: title });
  document.getElementById("dialog-body").replaceChildren(head, ...body);
  box.setAttribute("aria-labelledby", "dialog-title");
  document.getElementById("dialog-buttons").replaceChildren(...buttons.map((b) => node("button", {
    type: "button", class: b.primary ? "primary" : "", text: b.label,
    on: () => {
      box.close();
      if (b.act) b.act();
    },
  })));
  box.showModal();
}

export function confirmDialog(title, said, yes, act) {
  dialog(title, [node("p", { text: said })], [{ label: yes, act, primary: true }, { label: t("Cancel") }]);
}

export function rules() {
  const lines = [
    t("Each player in turn places a Muse of their hand next to one on the table; one of them goes face down: their Mysterious Muse."),
    t("Then, in turn, a player steps any Muse one square north, east, south or west, pushing the Muses in its way; the die of every Muse that moved goes up by 1."),
    t("A Muse's ability may change a die before or after its step; with the expansion, a god's tile may then be put on the table."),
    t("The hand ends the moment a die shows 6. Each company lines up its dice from highest to lowest and wins the columns where its die is highest; the Muses' suns count too (the full rules: /muses rules in the chat)."),
  ];
  const legend = [
    t("The coloured square: a Muse, in its player's colour (white with a grey edge: the Neutral Muse)."),
    t("The number: its die. The dots: its suns."),
    t("The small grid: where its ability reaches; +1, −1 or ⇄ what it does."),
    t("Dark blue with a coloured square: a Muse face down, in the colour of whoever placed it."),
    t("A round badge: a tile of the gods (Z Zeus, P Poseidon, E Eros, Ar Artemis, Ae Aeolus, A/D Apollo or Dionysus)."),
  ];
  dialog(t("Rules and legend"), [node("h3", { text: t("Rules") }), node("ul", {}, lines.map((l) => node("li", { text: l }))),
    node("h3", { text: t("Legend") }), node("ul", {}, legend.map((l) => node("li", { text: l })))], [{ label: t("Close") }]);
}

export function myGames(games, current) {
  const items = games.map((g) => {
    const where = [g.server && g.server.name, g.channel && `#${g.channel.name}`, g.thread && g.thread.name]
      .filter(Boolean).join(" › ");
    const said = `${t("Game {game}", { game: g.game })} · ${g.status === "lobby" ? t("lobby") : t("in play")}` +
      `${g.turn ? ` · ${t("Your turn")}` : ""} · ${where}`;
    return node("li", {}, [node("a", { href: `?game=${g.game}`, class: "game-link",
      "aria-current": g.game === current ? "page" : null, text: said })]);
  });
  dialog(t("My games"), items.length ? [node("ul", { class: "games" }, items)] : [node("p", { text: t("No games") })],
    [{ label: t("Close") }]);
}

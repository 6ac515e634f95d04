// The web table (docs/web-protocol.md): signs in, opens the game's socket, draws each position
// it hears, and builds a move from the choices its position lists: a move is sent only on
// Confirm, after its preview.

import { drawBoard, slide, slideOf } from "./board.js";
import { abilityOptions, actionOf, choiceOf, dirOf, interventionOptions, placeSquares, sameAt, stepDirs, stepsOf,
  thenOf } from "./moves.js";
import { clientId, TableSocket } from "./net.js";
import { confirmDialog, dialog, handEnd, log, myGames, node, players, rules, scores, tiles, turnLine } from "./side.js";
import { museName, t, useTexts } from "./words.js";

const SESSION = "muses.session";
const NONCE = "muses.nonce"; // this tab's sign-in: a token comes back with it, or is not taken
const LANGUAGES = ["en", "it", "de", "es"];
const $ = (id) => document.getElementById(id);
const WIDE_PX = 900; // from here the choices stand beside the table (page.css)
const FLOOR_PX = 180; // the least of the table a phone keeps while choosing: two squares and a half

const state = {
  game: Number(new URLSearchParams(location.search).get("game")) || null,
  session: null,
  me: null,
  socket: null,
  frame: null,
  shown: null, // the document last drawn, to slide the next one from
  slide: null, // the Muses sliding to where the last step took them (board.js, slideOf)
  choice: null,
  preview: null, // {action, doc}
  asked: null, // the client id of the preview awaited
  sending: null, // the client id of the move sent
  hinted: null, // the client id of the hint asked
  focus: [], // the Muses the direction under the pointer or the focus would push
  zoom: null, // null: fit the table to its box
  ticker: null,
  inside: null, // inside Discord: the Activity (activity.js)
};

async function texts(code) {
  if (code === "en") return useTexts("en", {});
  try {
    const answer = await fetch(`api/texts/${code}`);
    useTexts(code, (await answer.json()).texts);
  } catch {
    useTexts("en", {});
  }
}

function translateStatic() {
  for (const [id, msgid] of [["title", "Dance of Muses"], ["open-games", "My games"], ["open-rules", "Rules"],
    ["sign-out", "Sign out"], ["signin-link", "Sign in with Discord"], ["log-title", "Log"]]) {
    $(id).textContent = t(msgid);
  }
  $("zoom-in").setAttribute("aria-label", t("Zoom in"));
  $("zoom-out").setAttribute("aria-label", t("Zoom out"));
  $("choices").setAttribute("aria-label", t("Your move"));
  document.title = t("Dance of Muses");
}

function announce(said) {
  $("live").textContent = said;
}

function notice(said, alert = true) {
  const box = $("notice");
  box.hidden = !said;
  box.textContent = said || "";
  box.setAttribute("role", alert ? "alert" : "status");
}

function signIn(said) {
  $("signin").hidden = false;
  $("signin-text").textContent = said;
  const nonce = sessionStorage.getItem(NONCE) || clientId();
  sessionStorage.setItem(NONCE, nonce);
  $("signin-link").setAttribute("href", `signin?nonce=${nonce}${state.game ? `&game=${state.game}` : ""}`);
  $("table-box").hidden = true;
  $("side").hidden = true;
  $("sign-out").hidden = true;
  $("open-games").hidden = true;
  document.body.dataset.state = "signed-out";
}

async function api(path, options = {}) {
  const answer = await fetch(path, { ...options, headers: { Authorization: `Bearer ${state.session}` } });
  if (answer.status === 401) {
    sessionStorage.removeItem(SESSION);
    signIn(t("Your session has ended: sign in again"));
    return null;
  }
  return answer.status === 204 ? {} : answer.json();
}

// --- drawing ----------------------------------------------------------------------------

function myTurn() {
  const doc = state.frame && state.frame.position;
  return !!(doc && doc.actions && state.frame.status === "active" && doc.to_move === doc.seat);
}

function render() {
  const frame = state.frame;
  if (!frame) return;
  $("turn").textContent = turnLine(frame);
  const doc = frame.position;
  document.body.dataset.version = String(frame.version);
  document.body.dataset.status = frame.status;
  document.body.dataset.phase = doc ? doc.phase : "lobby";
  document.body.dataset.turn = myTurn() ? "mine" : "";
  if (!doc) {
    lobby(frame);
    return;
  }
  $("table-box").hidden = false;
  $("side").hidden = false;
  drawTable(doc);
  choices(doc);
  players($("players"), doc);
  if (state.inside) state.inside.mark([...$("players").children], frame.users || []);
  tiles($("tiles"), doc);
  scores($("scores"), doc);
  log($("log"), doc);
  actionsBar(frame, doc);
  fitTable();
}

/**
 * On a phone (one column), while a move is chosen, the table's box gives up height (down to
 * FLOOR_PX) so that the choices and Confirm below it fit the screen: nothing under the Confirm row.
 * When they are more than that leaves room for, the page scrolls down to their end.
 */
function fitTable() {
  const box = $("table");
  box.style.maxHeight = "";
  const panel = $("choices");
  if (!panel.querySelector(".confirm") || innerWidth >= WIDE_PX) return;
  const shown = box.getBoundingClientRect();
  const room = innerHeight - (shown.top + scrollY) - (panel.getBoundingClientRect().bottom - shown.bottom) - 8;
  if (room < box.clientHeight) box.style.maxHeight = `${Math.max(FLOOR_PX, room)}px`;
  const choice = state.choice;
  const drawn = choice && choice.muse && box.querySelector(`.muse[data-muse="${choice.muse}"]`);
  if (drawn) reveal(box, drawn);
  const over = panel.getBoundingClientRect().bottom + 8 - innerHeight;
  if (over > 0) scrollBy({ top: over, behavior: "instant" }); // more choices than room: the page shows them all
}

function drawTable(doc) {
  const choice = state.choice;
  const shown = state.preview ? state.preview.doc : doc;
  const marks = { selected: choice && choice.muse, preview: !!state.preview,
    focus: state.preview ? [] : state.focus || [] };
  if (!choice && myTurn() && doc.actions.step) marks.movable = doc.actions.step.map((s) => s.step);
  const tile = state.preview && choice && choice.intervention;
  if (tile) {
    const open = interventionOptions(state.preview.doc.interventions, shown.muses).find((o) => o.tile === tile.tile);
    marks.places = open ? open.places.map((p) => ({ at: p.at, chosen: sameAt(p.at, tile.at) })) : [];
  }
  if (choice && !state.preview) {
    marks.squares = choice.kind === "place" ? placeSquares(doc.actions, choice) : [];
    marks.dirs = stepDirs(doc.actions, choice);
  }
  const box = $("table");
  const fit = state.zoom === null;
  const drawn = drawBoard(shown, marks, { muse: tapMuse, square: tapSquare, dir: tapDir,
    focus: (pushes) => { state.focus = pushes; outline(pushes); } }, 1);
  const width = Number(drawn.svg.getAttribute("width"));
  const zoom = fit ? Math.max(1, Math.min(1.5, (box.clientWidth - 4) / width)) : state.zoom;
  drawn.svg.setAttribute("width", String(Math.round(width * zoom)));
  drawn.svg.setAttribute("height", String(Math.round(Number(drawn.svg.getAttribute("height")) * zoom)));
  const focused = document.activeElement && box.contains(document.activeElement)
    ? document.activeElement.getAttribute("aria-label") : null;
  box.replaceChildren(drawn.svg);
  $("preview-badge").hidden = !state.preview;
  $("preview-badge").textContent = t("Preview: not played until you confirm");
  const now = document.timeline.currentTime;
  if (state.shown && state.shown !== shown) state.slide = slideOf(state.shown, shown, now) || state.slide;
  state.shown = shown;
  if (state.slide && !slide(drawn.nodes, shown, state.slide, now)) state.slide = null;
  if (focused) {
    const again = [...box.querySelectorAll("[role=button]")].find((b) => b.getAttribute("aria-label") === focused);
    if (again) again.focus({ preventScroll: true });
  }
  if (choice && choice.muse && drawn.nodes[choice.muse]) reveal(box, drawn.nodes[choice.muse]);
}

/** Scrolls the table's box (only it, not the page) to show `part` with a square around it. */
function reveal(box, part) {
  const shown = box.getBoundingClientRect();
  const at = part.getBoundingClientRect();
  const margin = at.width;
  if (at.left - margin < shown.left) box.scrollLeft -= shown.left - at.left + margin;
  else if (at.right + margin > shown.right) box.scrollLeft += at.right + margin - shown.right;
  if (at.top - margin < shown.top) box.scrollTop -= shown.top - at.top + margin;
  else if (at.bottom + margin > shown.bottom) box.scrollTop += at.bottom + margin - shown.bottom;
}

function outline(pushes) {
  for (const g of $("table").querySelectorAll(".muse")) {
    g.querySelector(".token").classList.toggle("pushed", pushes.includes(g.dataset.muse));
  }
}

function choiceButton(label, act, pressed = null, cls = "choice") {
  return node("button", { type: "button", class: cls, "aria-pressed": pressed === null ? null : String(pressed),
    text: label, on: act });
}

function choices(doc) {
  const box = $("choices");
  const parts = [];
  const frame = state.frame;
  if (doc.seat === null) {
    parts.push(node("p", { text: t("You are watching this game") }));
  } else if (!myTurn()) {
    if (frame.status === "active" && doc.to_move !== null) {
      parts.push(node("p", { text: t("{name} to move", { name: doc.players[doc.to_move].name }) }));
    }
  } else if (state.sending) {
    parts.push(node("p", { text: t("Sending your move…") }));
  } else if (doc.actions.place) {
    const choice = state.choice;
    parts.push(node("h2", { text: choice ? t("Choose a square for {muse}", { muse: museName(choice.muse) })
      : t("Choose a Muse of your hand") }));
    parts.push(node("div", { class: "row" }, doc.actions.place.muses.map((m) => choiceButton(
      t("{muse}, in your hand", { muse: museName(m) }), () => tapHand(m), !!(choice && choice.muse === m), "choice hand"))));
    if (choice && doc.actions.place.hidden.length > 1) {
      parts.push(node("div", { class: "row", role: "group", "aria-label": t("Face") }, [
        choiceButton(t("Face up"), () => setFace(false), !choice.hidden),
        choiceButton(t("Face down"), () => setFace(true), !!choice.hidden)]));
    } else if (choice && doc.actions.place.hidden[0]) {
      parts.push(node("p", { text: t("Your last Muse goes face down: your Mysterious Muse") }));
    }
  } else if (!state.choice) {
    parts.push(node("h2", { text: t("Tap a Muse to step it") }));
  } else {
    const choice = state.choice;
    const steps = stepsOf(doc.actions, choice.muse);
    if (!choice.dir) {
      parts.push(node("h2", { text: t("Choose a direction for {muse}", { muse: museName(choice.muse) }) }));
      parts.push(node("ul", { class: "dirs" }, stepDirs(doc.actions, choice).map((d) => node("li", { text: d.label }))));
    } else if (steps) {
      const dir = dirOf(doc.actions, choice);
      const abilities = abilityOptions(dir);
      if (abilities.length > 1) {
        parts.push(node("h2", { text: t("Ability") }));
        parts.push(node("div", { class: "row options" }, abilities.map((a) => choiceButton(a.label, () => setAbility(a.value),
          sameAt(a.value, choice.ability || null)))));
      }
      if (thenOf(dir, choice.ability) === "tile" && state.preview && state.preview.doc.interventions) {
        interventionChoices(parts, choice, state.preview.doc);
      }
    }
  }
  if (state.choice && myTurn() && !state.sending) {
    const ready = state.preview && sameAt(state.preview.action, actionOf(state.choice));
    if (state.preview) parts.push(node("p", { class: "preview-text", text: state.preview.doc.last ? state.preview.doc.last.text : "" }));
    parts.push(node("div", { class: "row confirm" }, [
      node("button", { type: "button", class: "primary", id: "confirm", disabled: !ready, text: t("Confirm"), on: confirm }),
      node("button", { type: "button", id: "cancel", text: t("Cancel"), on: cancel })]));
  }
  box.replaceChildren(...parts);
  document.body.dataset.choosing = state.preview ? "preview" : state.choice ? (state.choice.dir || state.choice.at
    ? "waiting" : "choosing") : "";
}

function interventionChoices(parts, choice, preview) {
  const options = interventionOptions(preview.interventions, preview.muses);
  if (!options.length) return;
  const iv = choice.intervention;
  parts.push(node("h2", { text: t("Intervention") }));
  parts.push(node("div", { class: "row options" }, [choiceButton(t("No intervention"), () => setIntervention(null), !iv),
    ...options.map((o) => choiceButton(o.label, () => setIntervention({ tile: o.tile, at: null,
      needsSide: o.sides.length > 0 }), !!(iv && iv.tile === o.tile)))]));
  const open = iv && options.find((o) => o.tile === iv.tile);
  if (open) {
    parts.push(node("div", { class: "row options", role: "group", "aria-label": open.label }, open.places.map((p) =>
      choiceButton(p.label, () => setIntervention({ ...iv, at: p.at }), sameAt(iv.at, p.at)))));
    if (open.sides.length) {
      parts.push(node("div", { class: "row", role: "group", "aria-label": t("Side") }, open.sides.map((s) =>
        choiceButton(s.label, () => setIntervention({ ...iv, side: s.side }), iv.side === s.side))));
    }
  }
}

function actionsBar(frame, doc) {
  const bar = $("actions-bar");
  const buttons = [];
  const seated = doc.seat !== null;
  if (seated && frame.hints && myTurn()) buttons.push(choiceButton(t("Hint"), hint, null, "tool"));
  if (seated) buttons.push(choiceButton(t("My hand"), myHand, null, "tool"));
  if (state.inside) buttons.push(choiceButton(t("Invite"), () => state.inside.invite(), null, "tool"));
  if (seated && frame.status === "active") {
    buttons.push(choiceButton(t("Forfeit"), () => confirmDialog(t("Forfeit"), t("Leave this game? Your seat is given up."),
      t("Forfeit"), () => request("forfeit")), null, "tool danger"));
  }
  if (frame.status === "finished" && seated) buttons.push(choiceButton(t("Rematch"), rematch, null, "tool primary"));
  if (frame.rematch) {
    buttons.push(node("a", { class: "tool primary", href: `?game=${frame.rematch}`, text: t("Go to the rematch") }));
  }
  bar.replaceChildren(...buttons);
}

function lobby(frame) {
  $("table-box").hidden = true;
  $("side").hidden = false;
  const seats = (frame.lobby && frame.lobby.seats) || [];
  const seated = frame.seat !== null && frame.seat !== undefined;
  const list = node("ul", { class: "seats" }, seats.map((s) => node("li", { text: s || t("an open seat") })));
  if (state.inside) state.inside.mark([...list.children].slice(0, (frame.users || []).length), frame.users || []);
  $("choices").replaceChildren(node("h2", { text: t("Waiting for players") }), list,
    !seated && seats.includes(null) ? choiceButton(t("Join"), () => request("join"), null, "tool") : null,
    seated && frame.seat === frame.lobby.host // its host closes it; the others leave
      ? choiceButton(t("Cancel the lobby"), () => confirmDialog(t("Cancel the lobby"),
        t("Close this lobby for everyone at the table?"), t("Close the lobby"), () => request("cancel")), null, "tool danger")
      : seated
        ? choiceButton(t("Leave"), () => confirmDialog(t("Leave"), t("Leave this lobby?"), t("Leave"), () => request("leave")),
          null, "tool danger") : null,
    state.inside ? choiceButton(t("Invite"), () => state.inside.invite(), null, "tool") : null);
  for (const id of ["players", "tiles", "scores", "log", "actions-bar"]) $(id).replaceChildren();
}

function myHand() {
  const doc = state.frame.position;
  const you = doc.you || {};
  const lines = [node("p", { text: you.hand && you.hand.length
    ? t("To place: {muses}", { muses: you.hand.map(museName).join(t(", ")) }) : t("Every Muse of your hand is on the table") })];
  if (you.mysterious) {
    lines.push(node("p", { text: you.token ? t("Your Mysterious Muse: {muse}, on the table as {token}",
      { muse: museName(you.mysterious), token: museName(you.token) })
      : t("Your Mysterious Muse: {muse}", { muse: museName(you.mysterious) }) }));
  }
  dialog(t("My hand"), lines, [{ label: t("Close") }]);
}

// --- choosing ---------------------------------------------------------------------------

function tapHand(muse) {
  const doc = state.frame.position;
  state.choice = { kind: "place", muse, at: null, hidden: doc.actions.place.hidden[0] };
  state.preview = null;
  render();
  const first = $("table").querySelector(".legal");
  if (first) {
    first.focus({ preventScroll: true });
    reveal($("table"), first);
  }
}

function tapMuse(muse) {
  const doc = state.frame.position;
  if (!myTurn() || state.sending) return;
  if (doc.actions.place) {
    announce(t("Choose a Muse of your hand"));
    return;
  }
  if (!stepsOf(doc.actions, muse)) {
    announce(t("{muse} cannot step", { muse: museName(muse) }));
    return;
  }
  state.choice = { kind: "step", muse, dir: null, ability: null, intervention: null };
  state.preview = null;
  state.focus = [];
  render();
  const first = $("table").querySelector(".dir");
  if (first) first.focus({ preventScroll: true });
}

function tapSquare(at) {
  state.choice = { ...state.choice, at };
  ask();
}

function tapDir(dir) {
  state.choice = { ...state.choice, dir, ability: null, intervention: null };
  state.focus = [];
  ask();
}

function setFace(hidden) {
  state.choice = { ...state.choice, hidden };
  ask();
}

function setAbility(ability) {
  state.choice = { ...state.choice, ability, intervention: null };
  ask();
}

function setIntervention(iv) {
  state.choice = { ...state.choice, intervention: iv };
  ask();
}

/** Asks the preview of the action chosen so far, once it is whole. */
function ask() {
  const action = actionOf(state.choice);
  if (!action) {
    render();
    return;
  }
  if (!(state.preview && sameAt(state.preview.action, action))) {
    state.asked = { id: state.socket.send("preview", { action }), action };
  }
  render();
}

function confirm() {
  const action = actionOf(state.choice);
  if (!action || !state.preview || !sameAt(state.preview.action, action)) return;
  state.sending = state.socket.send("move", { version: state.frame.version, action });
  render();
}

function cancel() {
  state.choice = null;
  state.preview = null;
  state.asked = null;
  render();
}

function hint() {
  state.hinted = state.socket.send("hint");
}

function rematch() {
  state.socket.send("rematch");
}

function request(t) {
  state.socket.send(t);
}

// --- the socket -------------------------------------------------------------------------

function heardPosition(frame) {
  const old = state.frame;
  state.frame = frame;
  if (!old || old.version !== frame.version) {
    notice("");
    state.choice = null;
    state.preview = null;
    state.asked = null;
    if (frame.position && frame.position.last && old) announce(frame.position.last.text);
    const place = myTurn() && frame.position.actions.place;
    if (place && place.muses.length === 1) { // the hand's last Muse: chosen already
      state.choice = { kind: "place", muse: place.muses[0], at: null, hidden: place.hidden[0] };
    }
  }
  tick();
  render();
  const ended = frame.position && old && old.position && frame.position.scores.length > old.position.scores.length;
  if (ended) handEnd(frame.position, rematch);
}

function heardAnswer(frame) {
  if (state.asked && frame.id === state.asked.id) {
    if (frame.position) state.preview = { action: state.asked.action, doc: frame.position };
    state.asked = null;
  } else if (frame.id === state.sending) {
    state.sending = null;
    announce(frame.text || "");
  } else if (frame.id === state.hinted) {
    state.hinted = null;
    notice(`${t("Hint")}: ${frame.text}`, false);
    announce(frame.text || "");
    if (myTurn()) { // the suggestion, previewed: Confirm plays it
      state.choice = choiceOf(frame.action);
      ask();
      return;
    }
  } else if (frame.game && frame.game !== state.game) { // a rematch's lobby
    const query = new URLSearchParams(location.search); // inside Discord, its frame's parameters stay
    query.set("game", frame.game);
    location.href = `?${query}`;
    return;
  } else if (frame.text) {
    announce(frame.text);
  }
  render();
}

function heardError(frame) {
  if (frame.id && state.sending === frame.id) state.sending = null;
  if (frame.id && state.asked && state.asked.id === frame.id) state.asked = null;
  if (frame.code === "signed_out") {
    sessionStorage.removeItem(SESSION);
    signIn(frame.text);
    return;
  }
  if (frame.code === "stale") cancel();
  notice(frame.text);
  announce(frame.text);
  render();
}

function closed(code) {
  if (code === 4401) {
    sessionStorage.removeItem(SESSION);
    signIn(t("Your session has ended: sign in again"));
  } else if (code === 4404) {
    notice(t("There is no such game, or you may not see it"));
    document.body.dataset.state = "not-found";
  }
}

function tick() {
  clearInterval(state.ticker);
  const line = $("deadline");
  const deadline = state.frame && state.frame.status === "active" ? state.frame.deadline : null;
  line.hidden = !deadline;
  if (!deadline) return;
  const show = () => {
    const left = Math.max(0, Math.round(deadline - Date.now() / 1000));
    line.textContent = left > 0 ? t("{time} left", { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}` })
      : t("Time is up");
  };
  show();
  state.ticker = setInterval(show, 1000);
}

// --- the page ---------------------------------------------------------------------------

function zoomBy(step) {
  const svg = $("table").querySelector("svg");
  const base = svg ? Number(svg.getAttribute("width")) / Number(svg.viewBox.baseVal.width) : 1;
  state.zoom = Math.max(1, Math.min(2.5, (state.zoom === null ? base : state.zoom) + step));
  render();
}

async function start() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.get("session")) { // taken only from this tab's own sign-in (no login CSRF)
    if (fragment.get("nonce") && fragment.get("nonce") === sessionStorage.getItem(NONCE)) {
      sessionStorage.setItem(SESSION, fragment.get("session"));
      sessionStorage.removeItem(NONCE);
    }
    history.replaceState(null, "", location.pathname + location.search);
  }
  state.session = sessionStorage.getItem(SESSION);
  const guess = (navigator.language || "en").slice(0, 2);
  await texts(LANGUAGES.includes(guess) ? guess : "en");
  translateStatic();
  $("open-rules").addEventListener("click", rules);
  $("zoom-in").addEventListener("click", () => zoomBy(0.25));
  $("zoom-out").addEventListener("click", () => zoomBy(-0.25));
  $("open-games").addEventListener("click", async () => {
    const me = state.session ? await api("api/me") : null;
    if (me) myGames(me.games, state.game);
  });
  $("sign-out").addEventListener("click", async () => {
    await api("api/signout", { method: "POST" });
    sessionStorage.removeItem(SESSION);
    if (state.socket) state.socket.stop();
    signIn(t("You are signed out"));
  });
  addEventListener("resize", () => { if (state.zoom === null) render(); });
  if (new URLSearchParams(location.search).has("frame_id")) {
    await inDiscord();
    return;
  }
  if (!state.session) {
    signIn(t("Sign in with Discord to play or watch"));
    return;
  }
  const me = await api("api/me");
  if (!me) return;
  state.me = me;
  if (me.lang !== guess) await texts(me.lang);
  translateStatic();
  $("sign-out").hidden = false;
  $("open-games").hidden = false;
  if (!state.game) {
    document.body.dataset.state = "games";
    myGames(me.games, null);
    return;
  }
  openTable(state.game);
}

function openTable(game) {
  state.game = game;
  if (state.socket) state.socket.stop();
  state.socket = new TableSocket(state.game, state.session, { position: heardPosition, answer: heardAnswer,
    error: heardError, closed, reconnecting: () => notice(t("Connection lost: connecting again…"), false) });
  state.socket.connect();
  document.body.dataset.state = "table";
}

// --- inside Discord (docs/activity.md) -------------------------------------------------------

async function inDiscord() {
  document.body.dataset.place = "discord";
  document.body.dataset.state = "signing-in";
  const { chooser, enterDiscord } = await import("./activity.js");
  let inside;
  try {
    inside = await enterDiscord();
  } catch (e) {
    notice(t("Discord did not sign you in here: {reason}", { reason: e.message }));
    document.body.dataset.state = "signed-out";
    return;
  }
  state.inside = inside;
  state.session = inside.signed.session;
  sessionStorage.setItem(SESSION, state.session);
  await texts(inside.signed.lang);
  translateStatic();
  await inside.watch(render);
  const asked = Number(new URLSearchParams(location.search).get("game")) || null;
  const game = asked || inside.signed.game;
  $("open-games").hidden = true;
  if (game) {
    openTable(game);
    return;
  }
  document.body.dataset.state = "chooser";
  $("side").hidden = false;
  for (const id of ["players", "tiles", "scores", "log", "actions-bar"]) $(id).replaceChildren();
  chooser($("choices"), inside.signed.games, openTable, inside, (said) => notice(said));
}

start();

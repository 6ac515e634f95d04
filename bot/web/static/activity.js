// The table inside Discord, as an Activity (docs/activity.md). Imported only when the page's URL
// has Discord's `frame_id`: signs in through the SDK (authorize, the server's ./api/signin/code,
// authenticate), learns the game to open or the channel's games to choose from, and follows who
// is in the Activity, to mark the players at the table.

import { discordSdk, Events } from "./discord-sdk.js";
import { node } from "./side.js";
import { t } from "./words.js";

const READY_MS = 15000;

export class SignInRefused extends Error {}

export class Inside {
  constructor(sdk, signed) {
    this.sdk = sdk;
    this.signed = signed; // {session, game, games, user, lang}
    this.present = new Map(); // user id -> the SDK's participant
    this.onChange = () => {};
  }

  /** Follows the instance's participants; `onChange()` after each change. */
  async watch(onChange) {
    this.onChange = onChange;
    const heard = (answer) => {
      this.present = new Map((answer.participants || []).map((p) => [String(p.id), p]));
      this.onChange();
    };
    heard(await this.sdk.commands.getInstanceConnectedParticipants());
    await this.sdk.subscribe(Events.ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE, heard);
  }

  /** Whether the player of a seat's Discord user id is in the Activity now. */
  here(user) {
    return user !== null && user !== undefined && this.present.has(String(user));
  }

  /** Marks each listed player (`items`, in seat order) who is in the Activity now, with their
   * avatar from Discord's CDN (through the URL mapping `/cdn`, README). */
  mark(items, users) {
    items.forEach((item, seat) => {
      const inside = this.here(users[seat]);
      item.classList.toggle("in-activity", inside);
      for (const old of item.querySelectorAll(".activity-mark, .avatar")) old.remove();
      if (!inside) return;
      const who = this.present.get(String(users[seat]));
      if (who.avatar) {
        const avatar = node("img", { class: "avatar", alt: "", width: 24, height: 24,
          src: `cdn/avatars/${who.id}/${who.avatar}.png?size=64` });
        avatar.addEventListener("error", () => avatar.remove());
        item.prepend(avatar);
      }
      item.appendChild(node("span", { class: "activity-mark", text: ` · ${t("in the Activity")}` }));
    });
  }

  invite() {
    return this.sdk.commands.openInviteDialog();
  }

  /** Opens a lobby in the instance's channel, as `/muses new` does; its game, or the refusal's text. */
  async openLobby() {
    const answer = await fetch("api/lobby", {
      method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${this.signed.session}` },
      body: JSON.stringify({ guild_id: this.sdk.guildId, channel_id: this.sdk.channelId }),
    });
    const said = await answer.json();
    return answer.ok ? { game: said.game } : { refused: said.text };
  }
}

/** Signs in through the SDK; an `Inside` for the page. */
export async function enterDiscord() {
  const app = await (await fetch("api/activity")).json();
  const sdk = discordSdk(app.client_id);
  // ready() never settles outside Discord's client (a plain browser given Discord's query)
  await Promise.race([sdk.ready(), new Promise((_, fail) => setTimeout(
    () => fail(new SignInRefused("Discord's client did not answer")), READY_MS))]);
  if (!sdk.guildId || !sdk.channelId) {
    throw new SignInRefused(t("Games are played in a server channel or thread, not in DMs"));
  }
  const { code } = await sdk.commands.authorize({
    client_id: app.client_id, response_type: "code", state: "", prompt: "none", scope: ["identify"],
  });
  const answer = await fetch("api/signin/code", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, channel_id: sdk.channelId, guild_id: sdk.guildId, instance_id: sdk.instanceId }),
  });
  const signed = await answer.json();
  if (!answer.ok) throw new SignInRefused(signed.text || String(answer.status));
  await sdk.commands.authenticate({ access_token: signed.access_token });
  return new Inside(sdk, signed);
}

/** The chooser of the channel's games: each opens (to play or to watch) with `open(game)`; with
 * none, "Open a lobby" (`inside.openLobby`), whose refusal `refused(text)` shows. */
export function chooser(box, games, open, inside, refused) {
  const items = games.map((g) => {
    const where = g.thread ? g.thread.name : `#${g.channel.name}`;
    const what = g.status === "lobby" ? t("lobby") : t("in play");
    const seats = g.status === "lobby" ? ` · ${g.seated}/${g.players}` : "";
    const label = `${t("Game {game}", { game: g.game })} · ${what}${seats} · ${where}` +
      `${g.seat !== null ? ` · ${t("you")}` : ""}`;
    return node("li", {}, [node("button", { type: "button", class: "choice game-choice", text: label,
      on: () => open(g.game) })]);
  });
  const lobby = async () => {
    const opened = await inside.openLobby();
    if (opened.game) open(opened.game);
    else refused(opened.refused);
  };
  box.replaceChildren(node("h2", { text: t("Choose a game") }),
    items.length ? node("ul", { class: "games" }, items) : node("p", { text: t("No game in this channel yet") }),
    items.length ? null : node("button", { type: "button", class: "tool primary", id: "open-lobby",
      text: t("Open a lobby"), on: lobby }));
}

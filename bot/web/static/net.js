// The page's socket (docs/web-protocol.md, "The socket"): hello with the last version drawn,
// reconnects with backoff, and sends again every move whose answer it did not get, under the
// same client id, so that the server applies it once.

const KEPT = "muses.unanswered";

export function clientId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export class TableSocket {
  /** `on`: position(frame), answer(frame), error(frame), closed(code) for a close the page must handle. */
  constructor(game, session, on) {
    this.game = game;
    this.session = session;
    this.on = on;
    this.version = null;
    this.ws = null;
    this.tries = 0;
    this.stopped = false;
    this.fresh = false;
    this.unanswered = new Map(JSON.parse(sessionStorage.getItem(KEPT) || "[]"));
  }

  connect() {
    const url = new URL("ws", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    url.search = "";
    url.hash = "";
    const ws = new WebSocket(url.href);
    this.ws = ws;
    ws.addEventListener("open", () => {
      this.fresh = true;
      ws.send(JSON.stringify({ t: "hello", session: this.session, game: this.game, version: this.version }));
    });
    ws.addEventListener("message", (e) => this.heard(e.data));
    ws.addEventListener("close", (e) => this.closed(ws, e.code));
  }

  heard(data) {
    let frame;
    try {
      frame = JSON.parse(data);
    } catch {
      return;
    }
    if (frame.t === "position") {
      this.tries = 0;
      this.version = frame.version;
      this.on.position(frame);
      if (this.fresh) {
        this.fresh = false;
        for (const kept of this.unanswered.values()) if (kept.game === this.game) this.ws.send(JSON.stringify(kept));
      }
    } else if (frame.t === "answer" || frame.t === "error") {
      if (frame.id && this.unanswered.delete(frame.id)) this.keep();
      (frame.t === "answer" ? this.on.answer : this.on.error)(frame);
    }
  }

  closed(ws, code) {
    if (ws !== this.ws || this.stopped) return;
    if ([4401, 4403, 4404, 4429, 1009].includes(code)) {
      this.stopped = true;
      this.on.closed(code);
      return;
    }
    const wait = Math.min(10000, 400 * 2 ** this.tries) * (0.75 + Math.random() / 2);
    this.tries += 1;
    this.on.reconnecting(wait);
    setTimeout(() => this.connect(), wait);
  }

  /** Sends a request of type `t` with a new client id; a move is kept until answered. */
  send(t, fields = {}) {
    const frame = { t, id: clientId(), game: this.game, ...fields };
    if (t === "move") {
      this.unanswered.set(frame.id, frame);
      this.keep();
    }
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
    return frame.id;
  }

  keep() {
    sessionStorage.setItem(KEPT, JSON.stringify([...this.unanswered]));
  }

  stop() {
    this.stopped = true;
    if (this.ws) this.ws.close();
  }
}

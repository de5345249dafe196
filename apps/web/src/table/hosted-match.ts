/**
 * A match hosted by the Tafel API (the `api`, `match` and `token` attributes): the page holds only its seat's
 * view, never the state. Moves go to `POST /v1/matches/{id}/moves` with the version the seat saw; changes arrive
 * as server-sent events (read with `fetch`, which can send the seat token); bots move on the server. The record
 * is fetched once the match is over (before, it would tell hidden cards).
 *
 * Why a move is refused is answered locally where possible: the rules are core's, played on a state rebuilt from
 * the seat's view (`fromView`), so a disabled card says "you must follow suit" without asking the server.
 *
 * @module
 */
import {
  type AnyGame,
  type Lang,
  type MatchRecord,
  type Outcome,
  Rng,
  RuleError,
  type Seat,
} from '@tafel/core';
import type { Refusal } from './local-match.js';
import type { SeatSpec } from './seats.js';

/** What `GET /v1/matches/{id}` and each event carry. */
interface ServerView {
  version: number;
  seat: Seat | null;
  seats: { kind: 'human' | 'open' | 'bot'; level?: string }[];
  view: unknown;
  legal: unknown[];
  outcome: Outcome | null;
}

export interface HostedMatchOptions {
  game: AnyGame;
  /** The API's base URL, e.g. `https://tafel.example/` (the `/v1` prefix is added). */
  api: string;
  match: string;
  token?: string | undefined;
  lang: Lang;
  /** Called after every change (a move, an event, the record). */
  onChange: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A hosted match at this screen; see the module comment. */
export class HostedMatch {
  readonly game: AnyGame;
  readonly canUndo = false;
  seats: SeatSpec[] = [];
  #server: ServerView | null = null;
  #record: MatchRecord | null = null;
  #abort = new AbortController();
  readonly #options: HostedMatchOptions;

  constructor(options: HostedMatchOptions) {
    this.game = options.game;
    this.#options = options;
  }

  #url(path: string): string {
    return `${this.#options.api.replace(/\/+$/, '')}/v1/matches/${encodeURIComponent(this.#options.match)}${path}`;
  }

  #headers(json = false): Record<string, string> {
    const h: Record<string, string> = { 'accept-language': this.#options.lang };
    if (this.#options.token) h.authorization = `Bearer ${this.#options.token}`;
    if (json) h['content-type'] = 'application/json';
    return h;
  }

  /** Loads the seat's view and starts listening; rejects with the API's error (`{ code, message }`). */
  async connect(): Promise<void> {
    const res = await fetch(this.#url(''), { headers: this.#headers(), signal: this.#abort.signal });
    const body = (await res.json()) as ServerView & { error?: Refusal };
    if (!res.ok) throw Object.assign(new Error(body.error?.message ?? res.statusText), body.error ?? {});
    this.#update(body);
    void this.#listen();
  }

  #update(server: ServerView): void {
    if (this.#server && server.version < this.#server.version) return;
    this.#server = server;
    this.seats = server.seats.map((s, seat): SeatSpec => {
      if (seat === server.seat) return { kind: 'you' };
      return s.kind === 'bot' ? { kind: 'bot', bot: s.level ?? 'normal' } : { kind: 'remote' };
    });
    if (server.outcome && !this.#record) void this.#fetchRecord();
    this.#options.onChange();
  }

  async #fetchRecord(): Promise<void> {
    const res = await fetch(this.#url('/record'), { headers: this.#headers() });
    if (res.ok) {
      this.#record = (await res.json()) as MatchRecord;
      this.#options.onChange();
    }
  }

  /**
   * Reads the event stream until the match is over (`end`, with the last view), gone (`gone`: deleted, expired,
   * or the server stopping) or closed here; reconnects after a dropped connection.
   */
  async #listen(): Promise<void> {
    let finished = false;
    while (!this.#abort.signal.aborted && !finished) {
      try {
        const res = await fetch(this.#url('/events'), {
          headers: this.#headers(),
          signal: this.#abort.signal,
        });
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = event.split('\n').find((l) => l.startsWith('data: '));
            const name = /^event: (.*)$/m.exec(event)?.[1];
            if ((name === 'view' || name === 'end') && data)
              this.#update(JSON.parse(data.slice(6)) as ServerView);
            if (name === 'end') finished = true;
            if (name === 'gone') finished = !data?.includes('"shutdown"');
          }
        }
      } catch {
        // Closed on purpose, or the network dropped: try again shortly unless closed.
      }
      if (!finished) await new Promise((r) => setTimeout(r, 1000));
    }
  }

  get record(): MatchRecord | null {
    return this.#record;
  }

  get outcome(): Outcome | null {
    return this.#server?.outcome ?? null;
  }

  get version(): number {
    return this.#server?.version ?? 0;
  }

  /** The seats to move now, as the view tells them. */
  active(): Seat[] {
    const view = this.#server?.view as { active?: Seat[] } | undefined;
    return view?.active ?? [];
  }

  /** Only this seat's view exists in the page (a spectator's without a token). */
  view(_seat: Seat | null): unknown {
    return this.#server?.view ?? null;
  }

  legal(seat: Seat): unknown[] {
    return seat === this.#server?.seat ? (this.#server?.legal ?? []) : [];
  }

  /**
   * Why a move would be refused now, from the rules on a state rebuilt from the view; `null` when legal. The
   * rules decide, not the server's list: `legalMoves` may list fewer moves than the rules take (Abquetschen's
   * sample of builds, Bunte Kuh's wrong calls, which are played and penalised). A seat's own move depends only
   * on what it sees, so the rebuilt state answers as the server's would.
   */
  why(seat: Seat, move: unknown, lang: Lang): Refusal | null {
    if (this.legal(seat).some((m) => same(m, move))) return null;
    const notNow = {
      code: 'move-not-now',
      message: lang === 'nl' ? 'Die zet kan nu niet.' : 'That move is not possible now.',
    };
    const view = this.#server?.view;
    if (!view || seat !== this.#server?.seat) return notNow;
    try {
      this.game.play(this.game.fromView(view, Rng.fromSeed('why')), seat, move);
      return null;
    } catch (e) {
      // Anything but a rule's refusal (a view the game cannot rebuild) leaves the move to the server.
      return e instanceof RuleError ? { code: e.code, message: e.text(lang) } : notNow;
    }
  }

  /** Sends a move with the version this seat saw; the refusal (in the table's language) or `null`. */
  async play(seat: Seat, move: unknown, lang: Lang): Promise<Refusal | null> {
    void seat;
    const res = await fetch(this.#url('/moves'), {
      method: 'POST',
      headers: { ...this.#headers(true), 'accept-language': lang },
      body: JSON.stringify({ move, version: this.version }),
    });
    const body = (await res.json()) as ServerView & { error?: Refusal };
    if (!res.ok)
      return { code: body.error?.code ?? String(res.status), message: body.error?.message ?? res.statusText };
    this.#update(body);
    return null;
  }

  peopleToMove(): Seat[] {
    return this.active().filter((s) => s === this.#server?.seat);
  }

  botsToMove(): Seat[] {
    return [];
  }

  /** Bots move on the server. */
  async runBots(): Promise<void> {}

  undo(): boolean {
    return false;
  }

  stop(): void {
    this.#abort.abort();
  }
}

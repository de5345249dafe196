/**
 * A match hosted by the Tafel API (the `api`, `match` and `token` attributes), behind the table's one match
 * interface: the page holds only its seat's view, never the state. Moves go to `POST /v1/matches/{id}/moves`
 * with the version the seat saw; changes arrive as server-sent events (`event-stream.ts`: reconnecting with a
 * backoff, and saying so); bots move on the server. The record is fetched once the match is over (before, it
 * would tell hidden cards), and with it the log.
 *
 * Legal moves are the server's; what reads a state (a game's `steps`, a hint) gets one rebuilt from the seat's
 * view (`fromView`): a seat's own moves depend only on what it sees. Why a move the person tries would be
 * refused is answered the same way, without asking the server.
 *
 * @module
 */
import {
  type AnyGame,
  type HiddenMove,
  type Lang,
  type MatchRecord,
  type Outcome,
  Rng,
  RuleError,
  replay,
  type Seat,
  seenBy,
} from '@tafel/core';
import { DEFAULT_LEVEL, type SeatSpec } from '@tafel/core/match';
import { readEvents } from './event-stream.js';
import type { MatchEvent, MatchStatus, MoveOf, SeenMove, StateOf, TableMatch, ViewOf } from './match.js';

/** What `GET /v1/matches/{id}`, a move and each event carry. */
interface ServerView {
  version: number;
  seat: Seat | null;
  seats: { kind: 'human' | 'open' | 'bot'; level?: string }[];
  active: Seat[];
  view: unknown;
  legal: unknown[];
  outcome: Outcome | null;
}

/** The API's refusal. */
interface ApiError {
  code?: string;
  message?: string;
}

/** How to reach a hosted match. */
export interface HostedMatchOptions<G extends AnyGame> {
  readonly game: G;
  /** The API's base URL, e.g. `https://tafel.example/` (the `/v1` prefix is added). */
  readonly api: string;
  readonly match: string;
  readonly token?: string | undefined;
  /** The language the API answers refusals in. */
  readonly lang: Lang;
  /** Failures in a row before the event stream gives up (see `event-stream.ts`). */
  readonly attempts?: number;
}

/** A hosted match; see the module comment. */
export class HostedMatch<G extends AnyGame> implements TableMatch<G> {
  readonly game: G;
  readonly canUndo = false;
  readonly restartable = false;
  readonly thinking = null;
  #status: MatchStatus = 'connecting';
  #server: ServerView | null = null;
  #record: MatchRecord | null = null;
  #rebuilt: { version: number; state: StateOf<G> } | null = null;
  readonly #abort = new AbortController();
  readonly #options: HostedMatchOptions<G>;
  readonly #listeners = new Set<(event: MatchEvent<G>) => void>();

  constructor(options: HostedMatchOptions<G>) {
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

  #emit(event: MatchEvent<G>): void {
    if (this.#abort.signal.aborted) return;
    for (const listener of this.#listeners) listener(event);
  }

  /** Loads the seat's view, then listens; a failure to reach the API is told as `api-unreachable`. */
  start(): void {
    void this.#connect().catch((error: unknown) => {
      if (this.#abort.signal.aborted) return;
      this.#status = 'failed';
      this.#emit({ type: 'failure', code: 'api-unreachable', seat: null, error });
    });
  }

  async #connect(): Promise<void> {
    const res = await fetch(this.#url(''), { headers: this.#headers(), signal: this.#abort.signal });
    const body = (await res.json()) as ServerView & { error?: ApiError };
    if (!res.ok) throw refusal(body.error, res);
    this.#update(body);
    await readEvents({
      url: this.#url('/events'),
      headers: this.#headers(),
      signal: this.#abort.signal,
      ...(this.#options.attempts !== undefined ? { attempts: this.#options.attempts } : {}),
      onStatus: (status) => {
        if (this.#status === 'over') return;
        this.#status = status;
        this.#emit({ type: 'change' });
      },
      onEvent: ({ name, data }) => {
        if ((name === 'view' || name === 'end') && data) this.#update(JSON.parse(data) as ServerView);
        // The server stopping is not the match's end: the stream comes back once it is up again.
        return name === 'end' || (name === 'gone' && !data.includes('"shutdown"'));
      },
    });
  }

  #update(server: ServerView): void {
    if (this.#server && server.version < this.#server.version) return;
    this.#server = server;
    if (server.outcome) {
      this.#status = 'over';
      if (!this.#record) void this.#fetchRecord();
    } else if (this.#status === 'connecting') this.#status = 'live';
    this.#emit({ type: 'change' });
  }

  async #fetchRecord(): Promise<void> {
    try {
      const res = await fetch(this.#url('/record'), { headers: this.#headers(), signal: this.#abort.signal });
      if (!res.ok) throw refusal(((await res.json()) as { error?: ApiError }).error, res);
      this.#record = (await res.json()) as MatchRecord;
      this.#emit({ type: 'change' });
    } catch (error) {
      // The match is over and its outcome shown; only the record (the log, the download) is missing.
      if (!this.#abort.signal.aborted) console.warn('tafel: the match record could not be fetched', error);
    }
  }

  get status(): MatchStatus {
    return this.#status;
  }

  get seats(): readonly SeatSpec[] {
    const server = this.#server;
    if (!server) return [];
    return server.seats.map((s, seat): SeatSpec => {
      if (seat === server.seat) return { kind: 'human', name: 'you' };
      if (s.kind === 'bot') return { kind: 'bot', bot: s.level ?? DEFAULT_LEVEL };
      return s.kind === 'open' ? { kind: 'open' } : { kind: 'human' };
    });
  }

  get here(): readonly Seat[] {
    const seat = this.#server?.seat;
    return seat === null || seat === undefined ? [] : [seat];
  }

  get version(): number {
    return this.#server?.version ?? 0;
  }

  get record(): MatchRecord | null {
    return this.#record;
  }

  get outcome(): Outcome | null {
    return this.#server?.outcome ?? null;
  }

  active(): Seat[] {
    return this.#server?.active ?? [];
  }

  /** Only this seat's view exists in the page (a spectator's without a token). */
  view(_seat: Seat | null): ViewOf<G> | null {
    return (this.#server?.view ?? null) as ViewOf<G> | null;
  }

  legal(seat: Seat): MoveOf<G>[] {
    return seat === this.#server?.seat ? ((this.#server.legal ?? []) as MoveOf<G>[]) : [];
  }

  position(seat: Seat): StateOf<G> | null {
    const server = this.#server;
    if (!server || seat !== server.seat) return null;
    if (this.#rebuilt?.version !== server.version)
      this.#rebuilt = {
        version: server.version,
        state: this.game.fromView(server.view, Rng.fromSeed('view')),
      };
    return this.#rebuilt.state;
  }

  refusal(seat: Seat, move: MoveOf<G>, lang: Lang): string | null {
    const state = this.position(seat);
    if (state === null) return null;
    try {
      this.game.play(state, seat, move);
      return null;
    } catch (e) {
      // Anything but a rule's refusal (a view the game cannot rebuild) leaves the answer to the server.
      if (e instanceof RuleError) return e.text(lang);
      return null;
    }
  }

  /** Sends a move with the version this seat saw; the API's refusal rejects (in the table's language). */
  async play(_seat: Seat, move: MoveOf<G>): Promise<void> {
    const res = await fetch(this.#url('/moves'), {
      method: 'POST',
      headers: this.#headers(true),
      body: JSON.stringify({ move, version: this.version }),
    });
    const body = (await res.json()) as ServerView & { error?: ApiError };
    if (!res.ok) throw refusal(body.error, res);
    const before = this.position(_seat);
    this.#update(body);
    if (before !== null) this.#emit({ type: 'move', seat: _seat, move, before });
  }

  async undo(): Promise<void> {}

  log(viewer: Seat | null): SeenMove<G>[] {
    const record = this.#record;
    if (!record) return [];
    let state: StateOf<G> = replayStart(this.game, record);
    return record.moves.map(({ seat, move }) => {
      const before = state;
      const seen = seenBy(this.game, before, seat, move, viewer) as MoveOf<G> | HiddenMove;
      const after = this.game.play(before, seat, move);
      state = after;
      // What the seat saw around the move, and the stage it closed: the log's sentences and milestones, as at a
      // table in the page.
      return {
        seat,
        move: seen,
        milestone: this.game.milestone?.(before, after) ?? null,
        views: () => ({
          before: this.game.view(before, viewer) as ViewOf<G>,
          after: this.game.view(after, viewer) as ViewOf<G>,
        }),
      };
    });
  }

  views(viewer: Seat | null): ViewOf<G>[] {
    const record = this.#record;
    if (!record) return [];
    let state: StateOf<G> = replayStart(this.game, record);
    const out = [this.game.view(state, viewer) as ViewOf<G>];
    for (const { seat, move } of record.moves) {
      state = this.game.play(state, seat, move);
      out.push(this.game.view(state, viewer));
    }
    return out;
  }

  subscribe(listener: (event: MatchEvent<G>) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  stop(): void {
    this.#abort.abort();
    this.#listeners.clear();
  }
}

/** The API's refusal as a `RuleError` with its code and its sentence (already in the table's language). */
function refusal(error: ApiError | undefined, res: Response): RuleError {
  const message = error?.message ?? (`${res.status} ${res.statusText}`.trim() || 'refused');
  return new RuleError(error?.code ?? `http-${res.status}`, { en: message, nl: message });
}

/** The state a record starts from (checked: `replay` refuses a record of other rules). */
function replayStart<G extends AnyGame>(game: G, record: MatchRecord): StateOf<G> {
  replay(game, record);
  return game.setup({ players: record.seats.length, seed: record.seed, options: record.options });
}

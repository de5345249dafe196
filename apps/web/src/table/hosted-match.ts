/**
 * A match hosted by the Tafel API (the `api`, `match` and `token` attributes), behind the table's one match
 * interface: the page holds only its seat's view, never the state. Moves go to `POST /v1/matches/{id}/moves`
 * with the version the seat saw; changes arrive as server-sent events (`event-stream.ts`: reconnecting with a
 * backoff, and saying so); bots move on the server. The record is fetched once the match is over (before, it
 * would tell hidden cards), for the score chart and the download.
 *
 * The table: who sits where, who is there, whether the game began (before: the waiting room), the next table
 * once somebody asked to play again (a finished match's stream has closed, so the page looks for it now and
 * then). The log is the public history (`public-log.ts`): read at the start (a reload or a late joiner sees it
 * all), then followed on the stream, every seat's move as this seat saw it (`seen`, for `tafel-move`) and the
 * milestones; what the stream missed is read again.
 *
 * The club (`../club/`): the turn clock's end on the page's clock (`turnEndsAt`, the server's time moved by the
 * difference its `Date` headers show), the chat (`chat`, `say`), who asked to play again (`invitedBy`, read from
 * the next table's seats), and closing the stream while the page is hidden away (`suspend`, `resume`: on
 * `pagehide` the others see this seat gone within the server's 2 s).
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
} from '@tafel/core';
import {
  type ChatMessage,
  DEFAULT_LEVEL,
  type HostedView,
  type SeatSpec,
  verifyDeal,
} from '@tafel/core/match';
import { ChatFeed, type ChatSay } from '../club/chat-feed.js';
import { ServerClock, turnDeadline } from '../club/server-clock.js';
import { pause, readEvents } from './event-stream.js';
import type {
  MatchEvent,
  MatchStatus,
  MoveOf,
  Rematch,
  SeenMove,
  StateOf,
  TableInfo,
  TableMatch,
  ViewOf,
} from './match.js';
import { type MilestoneEntry, type MoveEntry, PublicLog } from './public-log.js';

/** What `GET /v1/matches/{id}`, a move and each event carry: core's wire shape, the one the API sends. */
type ServerView = HostedView;

/** How often a finished match is asked whether somebody made the next table ("play again"), in ms. */
const NEXT_POLL_MS = 2000;
/** How long a finished match is watched for its next table, in ms. */
const NEXT_WATCH_MS = 30 * 60 * 1000;

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
  /** How often a finished match is asked for its next table, in ms (default 2000). */
  readonly nextPollMs?: number;
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
  /** The record is asked for once, when the match is over. */
  #recordAsked = false;
  #rebuilt: { version: number; state: StateOf<G> } | null = null;
  readonly #log = new PublicLog();
  /** The history being read (one read at a time), and whether to look again once it is in. */
  #reading: Promise<void> | null = null;
  #readAgain = false;
  /**
   * The stream's move entries of a change not yet closed: the server sends a change's move, then its milestone,
   * then its view, and a move is told with its milestone, so it waits here for the one or the other.
   */
  #unclosed: MoveEntry[] = [];
  #table: TableInfo | null = null;
  #watchingNext = false;
  readonly #abort = new AbortController();
  /** The event stream now open (aborted by {@link HostedMatch.suspend}), or `null`. */
  #stream: AbortController | null = null;
  #suspended = false;
  readonly #clock = new ServerClock();
  /** The server's `turnEndsAt` last seen, and when the page saw it first (page clock). */
  #turn: { server: number; seen: number } | null = null;
  readonly #chat: ChatFeed;
  /** The names of the people already seated at the next table ("play again"). */
  #invitedBy: readonly string[] = [];
  readonly #options: HostedMatchOptions<G>;
  readonly #listeners = new Set<(event: MatchEvent<G>) => void>();

  constructor(options: HostedMatchOptions<G>) {
    this.game = options.game;
    this.#options = options;
    this.#chat = new ChatFeed({
      url: this.#url(''),
      headers: (json) => this.#headers(json),
      signal: this.#abort.signal,
      changed: () => this.#emit({ type: 'change' }),
    });
  }

  /** Fetches `path` of the match, noting the server's time its answer says. */
  async #fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const sent = Date.now();
    const res = await fetch(this.#url(path), {
      headers: this.#headers(),
      signal: this.#abort.signal,
      ...init,
    });
    this.#clock.sample(res.headers.get('date'), sent, Date.now());
    return res;
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
    const res = await this.#fetch('');
    const body = (await res.json()) as ServerView & { error?: ApiError };
    if (!res.ok) throw refusal(body.error, res);
    this.#log.begin(body.version);
    this.#update(body, true);
    await this.#listen();
  }

  /** Follows the event stream (and the chat, read at each connection) until the match ends or is suspended. */
  async #listen(): Promise<void> {
    const stream = new AbortController();
    this.#stream = stream;
    await readEvents({
      url: this.#url(`/events?lang=${this.#options.lang}`),
      headers: this.#headers(),
      signal: AbortSignal.any([this.#abort.signal, stream.signal]),
      ...(this.#options.attempts !== undefined ? { attempts: this.#options.attempts } : {}),
      onStatus: (status) => {
        // Connected (again): what was said while the stream was down is read, as the stream tells only what is new.
        if (status === 'live') void this.#chat.read().catch(() => undefined);
        // A change cut off by the drop is read again from the history with its milestone.
        this.#unclosed = [];
        if (this.#status === 'over') return;
        this.#status = status;
        this.#emit({ type: 'change' });
      },
      onEvent: ({ name, data }) => {
        // A move waits for its change's milestone or view: told before its milestone came (the page's own move,
        // whose answer raised the version first), the table would miss the stage it closed.
        if (name === 'move' && data) this.#unclosed.push(JSON.parse(data) as MoveEntry);
        else if (name === 'milestone' && data)
          this.#entries(this.#unclosed.splice(0), [JSON.parse(data) as MilestoneEntry]);
        else if ((name === 'view' || name === 'end') && data) {
          if (this.#unclosed.length > 0) this.#entries(this.#unclosed.splice(0), []);
          this.#update(JSON.parse(data) as ServerView, true);
        } else if (name === 'chat' && data) this.#chat.add([JSON.parse(data) as ChatMessage]);
        // The server stopping is not the match's end: the stream comes back once it is up again.
        return name === 'end' || (name === 'gone' && !data.includes('"shutdown"'));
      },
    });
  }

  /**
   * A view from the server. `complete`: every move below its version was told before it (the first read, and
   * the stream, which sends a change's entries before its view), so a move the log lacks is read again.
   */
  #update(server: ServerView, complete = false): void {
    if (this.#server && server.version < this.#server.version) return;
    this.#server = server;
    const ends = server.turnEndsAt ?? null;
    if (ends === null) this.#turn = null;
    else if (this.#turn?.server !== ends) this.#turn = { server: ends, seen: Date.now() };
    this.#table = tableOf(server, this.#table);
    if (server.outcome) {
      this.#status = 'over';
      if (!this.#recordAsked) {
        this.#recordAsked = true;
        void this.#fetchRecord();
      }
      this.#watchNext();
    } else if (this.#status === 'connecting') this.#status = 'live';
    if (complete) this.#readMissing();
    this.#tell();
    this.#emit({ type: 'change' });
  }

  /** Entries of the public log (the stream's, or a read's). */
  #entries(moves: readonly MoveEntry[], milestones: readonly MilestoneEntry[]): void {
    if (!this.#log.add(moves, milestones)) return;
    this.#tell();
    this.#emit({ type: 'change' });
  }

  /** Tells the moves new to the page that the view shows now, each once, as this seat saw them. */
  #tell(): void {
    // The stream sends a change's move and milestone before its view, so a move told has its milestone here.
    for (const entry of this.#log.fresh(this.version))
      this.#emit({
        type: 'seen',
        seat: entry.seat,
        move: entry.move as MoveOf<G> | HiddenMove,
        milestone: this.#log.milestoneAt(entry.n),
      });
  }

  /** Reads the history from the first move the log lacks (one read at a time; again if more went missing). */
  #readMissing(): void {
    if (this.#reading) {
      this.#readAgain = true;
      return;
    }
    const from = this.#log.missing(this.version);
    if (from === null) return;
    this.#reading = (async () => {
      const res = await fetch(this.#url(`/log?from=${from}&lang=${this.#options.lang}`), {
        headers: this.#headers(),
        signal: this.#abort.signal,
      });
      const body = (await res.json()) as {
        moves?: MoveEntry[];
        milestones?: MilestoneEntry[];
        error?: ApiError;
      };
      if (!res.ok) throw refusal(body.error, res);
      this.#entries(body.moves ?? [], body.milestones ?? []);
    })()
      .catch((error: unknown) => {
        // The table plays on without the lines; the next view from the stream asks for them again.
        if (!this.#abort.signal.aborted) console.warn('tafel: the match history could not be read', error);
      })
      .finally(() => {
        this.#reading = null;
        // Looked again only when asked meanwhile: a read that brought nothing new waits for the next view.
        if (this.#readAgain && !this.#abort.signal.aborted) {
          this.#readAgain = false;
          this.#readMissing();
        }
      });
  }

  /**
   * Once the match is over its stream has closed: the page asks now and then whether a next table exists, then
   * who sits at it already (they asked to play again: the invitation), and reads the chat said meanwhile.
   */
  #watchNext(): void {
    if (this.#watchingNext) return;
    this.#watchingNext = true;
    const every = this.#options.nextPollMs ?? NEXT_POLL_MS;
    const until = Date.now() + NEXT_WATCH_MS;
    const look = async (): Promise<void> => {
      if (this.#abort.signal.aborted || Date.now() > until) return;
      try {
        const next = this.#server?.next;
        // Once the next table has begun, nobody more can join it from here: the watch ends.
        if (next && (await this.#readNext(next))) return;
        if (!next) {
          const res = await this.#fetch('');
          if (res.ok) this.#update((await res.json()) as ServerView);
        }
        await this.#chat.read();
      } catch {
        // Looked again in a while: a page that cannot reach the server now may later.
      }
      await pause(every, this.#abort.signal);
      return look();
    };
    void look();
  }

  /**
   * Who sits at the next table already: the people who asked to play again (not the seats kept for others).
   * Whether that table has begun.
   */
  async #readNext(next: string): Promise<boolean> {
    const base = this.#options.api.replace(/\/+$/, '');
    const res = await fetch(`${base}/v1/matches/${encodeURIComponent(next)}`, {
      headers: { 'accept-language': this.#options.lang },
      signal: this.#abort.signal,
    });
    if (!res.ok) return false;
    const view = (await res.json()) as ServerView;
    const names = view.seats.filter((s) => s.kind === 'human' && !s.reserved).map((s) => s.name ?? '');
    if (JSON.stringify(names) !== JSON.stringify(this.#invitedBy)) {
      this.#invitedBy = names;
      this.#emit({ type: 'change' });
    }
    return view.started;
  }

  async #fetchRecord(): Promise<void> {
    try {
      const res = await this.#fetch('/record');
      if (!res.ok) throw refusal(((await res.json()) as { error?: ApiError }).error, res);
      this.#record = (await res.json()) as MatchRecord;
      // The deal, checked here from the record alone: nobody's word is taken for it.
      const deal = await verifyDeal(this.#record);
      if (this.#table) this.#table = { ...this.#table, deal };
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
      return s.kind === 'open' ? { kind: 'open' } : { kind: 'human', ...(s.name ? { name: s.name } : {}) };
    });
  }

  get table(): TableInfo | null {
    return this.#table;
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

  get logStamp(): number {
    return this.#log.stamp;
  }

  /**
   * When the turn clock of the seat to move runs out, on the page's clock (ms since the epoch; `null`: no clock
   * runs). See `../club/server-clock.ts`.
   */
  get turnEndsAt(): number | null {
    const turn = this.#turn;
    if (!turn || this.outcome) return null;
    return turnDeadline(this.#clock.toPage(turn.server), turn.seen, this.#server?.table?.turn);
  }

  /** The table's chat so far, in order. */
  get chat(): readonly ChatMessage[] {
    return this.#chat.messages;
  }

  /** Says something at the table (this seat's token; a spectator without); rejects with a `ChatRefusal`. */
  say(what: ChatSay): Promise<ChatMessage> {
    return this.#chat.say(what);
  }

  /** The names of the people seated at the next table already ("X wants to play again"). */
  get invitedBy(): readonly string[] {
    return this.#server?.next ? this.#invitedBy : [];
  }

  /** The page is going away (`pagehide`): the stream closes now, so the others see this seat gone at once. */
  suspend(): void {
    if (!this.#stream || this.#suspended) return;
    this.#suspended = true;
    this.#stream.abort();
  }

  /** The page is back (`pageshow` from the back-forward cache): the view is read again and the stream opens. */
  resume(): void {
    if (!this.#suspended || this.#abort.signal.aborted) return;
    this.#suspended = false;
    if (this.#status === 'over') return;
    this.start();
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
    const res = await this.#fetch('/moves', {
      method: 'POST',
      headers: this.#headers(true),
      body: JSON.stringify({ move, version: this.version }),
      signal: null,
    });
    const body = (await res.json()) as ServerView & { error?: ApiError };
    if (!res.ok) throw refusal(body.error, res);
    // The move itself is told as it comes back on the stream, with every other seat's (see `#tell`).
    this.#update(body);
  }

  async undo(): Promise<void> {}

  /** This seat leaves the table: a bot of the table's level plays it until the person is back. */
  async leave(): Promise<void> {
    const res = await fetch(this.#url('/leave'), { method: 'POST', headers: this.#headers() });
    const body = (await res.json()) as ServerView & { error?: ApiError };
    if (!res.ok) throw refusal(body.error, res);
    this.#update(body);
  }

  /** "Play again": the next table (made by the first who asks) and this seat's token there. */
  async rematch(): Promise<Rematch> {
    const res = await fetch(this.#url('/rematch'), { method: 'POST', headers: this.#headers() });
    const body = (await res.json()) as {
      id?: string;
      seat?: Seat;
      token?: string;
      rejoin?: string;
      error?: ApiError;
    };
    if (!res.ok || !body.id) throw refusal(body.error, res);
    return {
      match: body.id,
      ...(body.seat !== undefined ? { seat: body.seat } : {}),
      ...(body.token ? { token: body.token } : {}),
      ...(body.rejoin ? { rejoin: body.rejoin } : {}),
    };
  }

  /**
   * The public log: every seat's move as this seat saw it (the viewer is always this seat), each with the stage of
   * the game it closed (a deal scored), so the table tells both in its own words.
   */
  log(_viewer: Seat | null): SeenMove<G>[] {
    const milestones = new Map(this.#log.milestones().map((m) => [m.n, m.milestone]));
    return this.#log.lines().map((e) => ({
      seat: e.seat,
      move: e.move as MoveOf<G> | HiddenMove,
      milestone: milestones.get(e.n) ?? null,
      ...(e.timedOut ? { timedOut: true } : {}),
    }));
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

/** The table as the server shows it; the one before when nothing changed (so a table can tell a change). */
function tableOf(server: ServerView, before: TableInfo | null): TableInfo {
  const table: TableInfo = {
    id: server.id ?? '',
    game: server.game ?? '',
    seat: server.seat,
    seats: server.seats,
    // A server without waiting rooms begins at once.
    started: server.started ?? true,
    ...(server.table?.name ? { name: server.table.name } : {}),
    ...(server.table?.visibility ? { visibility: server.table.visibility } : {}),
    ...(server.table?.level ? { level: server.table.level } : {}),
    ...(server.table && 'grace' in server.table ? { grace: server.table.grace ?? null } : {}),
    ...(server.table && 'turn' in server.table ? { turn: server.table.turn ?? null } : {}),
    ...(server.table && 'hints' in server.table ? { hints: server.table.hints } : {}),
    ...(server.table && 'spectatorChat' in server.table ? { spectatorChat: server.table.spectatorChat } : {}),
    ...(server.next ? { next: server.next } : {}),
    // Found from the record, not the server's view: kept from the table before.
    ...(before?.deal ? { deal: before.deal } : {}),
  };
  return before && JSON.stringify(before) === JSON.stringify(table) ? before : table;
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

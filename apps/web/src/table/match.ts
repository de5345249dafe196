/**
 * What a table asks of the match it shows, whatever runs it: one asynchronous interface, typed by the game, that
 * a match played in the page (`local-match.ts`: core's match engine, bots in a Worker, the page's clock, a store
 * in memory) and a match hosted by the Tafel API (`hosted-match.ts`: the seat's view over HTTP and server-sent
 * events) both give. The table never asks which it has: what it may offer (undo, a new game) is said by
 * {@link TableMatch.canUndo} and {@link TableMatch.restartable}, and how the match is reached by
 * {@link TableMatch.status}.
 *
 * Seats are core's one vocabulary (`SeatSpec`); the person at this screen is the human seat named `you`, other
 * people at this screen (hot seats) are the other seats in {@link TableMatch.here}.
 *
 * @module
 */
import type { AnyGame, HiddenMove, Lang, MatchRecord, Milestone, Outcome, Seat } from '@tafel/core';
import type { DealCheck, TableSeat as HostedSeat, SeatSpec } from '@tafel/core/match';

/** The state type of a game. */
// biome-ignore lint/suspicious/noExplicitAny: inferring from a game of any option type.
export type StateOf<G> = G extends { setup(args: any): infer S } ? S : never;
/** The move type of a game. */
export type MoveOf<G> = G extends { parseMove(json: unknown): infer M } ? M : never;
/** The view type of a game. */
// biome-ignore lint/suspicious/noExplicitAny: inferring from a game of any state type.
export type ViewOf<G> = G extends { view(state: any, seat: Seat | null): infer V } ? V : never;

/** How the match is reached: being joined, played, reconnecting to, over, or lost. */
export type MatchStatus = 'connecting' | 'live' | 'reconnecting' | 'over' | 'failed';

/** A move as one seat saw it: the move, or only its kind for a move made face down (core's `seen`). */
export interface SeenMove<G extends AnyGame> {
  readonly seat: Seat;
  readonly move: MoveOf<G> | HiddenMove;
  /** What the seat saw just before and just after it, where the match knows (a match in the page does). */
  readonly views?: () => { readonly before: ViewOf<G>; readonly after: ViewOf<G> };
  /** The stage of the game the move closed (core's `milestone`: a deal scored), where the match knows. */
  readonly milestone?: Milestone | null;
  /** A hosted match: the seat's turn clock ran out, and a bot made this move for its person. */
  readonly timedOut?: boolean;
}

/** A seat of a hosted table as every seat sees it: who sits there, and whether they are there (core's wire shape). */
export type TableSeat = Readonly<HostedSeat>;

/** A hosted table: its seats and people, whether the game began, its settings, and the table after it. */
export interface TableInfo {
  readonly id: string;
  readonly game: string;
  /** This screen's seat (`null`: watching). */
  readonly seat: Seat | null;
  readonly seats: readonly TableSeat[];
  /** Whether every seat was taken and the game began (before: the waiting room). */
  readonly started: boolean;
  readonly name?: string;
  readonly visibility?: 'public' | 'private';
  /** The level of the bots that stand in for people. */
  readonly level?: string;
  /** Seconds a person may be gone before a bot plays the seat (`null`: never). */
  readonly grace?: number | null;
  /** Seconds a person's seat may take over its turn before a bot plays that one move (`null`: no clock). */
  readonly turn?: number | null;
  /** Whether the people at the table may ask for a hint (the host's choice). */
  readonly hints?: boolean;
  /** Whether spectators may write in the table's chat (the host's choice). */
  readonly spectatorChat?: boolean;
  /** The table of "play again", once somebody asked for it. */
  readonly next?: string;
  /**
   * Once the match is over and its record read: whether its deal is proved fair (recomputed in this page from
   * the record's server seed and contributions), or why not.
   */
  readonly deal?: DealCheck;
}

/** Where "play again" seats this screen: the next table, and this seat's token and rejoin code there. */
export interface Rematch {
  readonly match: string;
  readonly seat?: Seat;
  readonly token?: string;
  readonly rejoin?: string;
}

/** What a match tells the table. */
export type MatchEvent<G extends AnyGame> =
  /**
   * A move was played (a person's, a bot's, another screen's): `before` is the state it was played on, and
   * `milestone` the stage of the game it closed (where the match knows).
   */
  | {
      readonly type: 'move';
      readonly seat: Seat;
      readonly move: MoveOf<G>;
      readonly before: StateOf<G>;
      readonly milestone?: Milestone | null;
    }
  /**
   * A move was played, told as the seat shown saw it (a hosted match: every seat's move, from the public log;
   * another seat's move made face down only as its kind), and the stage of the game it closed, if any.
   */
  | {
      readonly type: 'seen';
      readonly seat: Seat;
      readonly move: MoveOf<G> | HiddenMove;
      readonly milestone?: Milestone | null;
    }
  /** Anything else changed: the status, who is thinking, a view from the server, a move taken back. */
  | { readonly type: 'change' }
  /**
   * Something failed that the match cannot get past by itself: a bot that could not move (`retry` asks it
   * again), or the connection that was given up. `error` is what failed.
   */
  | {
      readonly type: 'failure';
      readonly code: 'bot-failed' | 'api-unreachable';
      readonly seat: Seat | null;
      readonly error: unknown;
      readonly retry?: () => void;
    };

/** One match, as a table sees it (see the module comment). */
export interface TableMatch<G extends AnyGame> {
  readonly game: G;
  readonly status: MatchStatus;
  /** Who sits where. */
  readonly seats: readonly SeatSpec[];
  /** The seats played at this screen (one person, or several taking turns). */
  readonly here: readonly Seat[];
  /** The moves played so far: a move is chosen on a version. */
  readonly version: number;
  /** The match record (a hosted match's only once it is over: before, it would tell hidden cards). */
  readonly record: MatchRecord | null;
  readonly outcome: Outcome | null;
  /** The bot seat thinking now (`null`: none, or not known here). */
  readonly thinking: Seat | null;
  /** Whether {@link TableMatch.undo} has a move of this screen's to take back. */
  readonly canUndo: boolean;
  /** Whether this screen may start the match again or load another (a match in the page; not a hosted one). */
  readonly restartable: boolean;
  /** The seats that may move now. */
  active(): Seat[];
  /** What `seat` sees now (`null` for a spectator; `null` overall before the match is reached). */
  view(seat: Seat | null): ViewOf<G> | null;
  /** `seat`'s legal moves now (none when it may not move, or is not played here). */
  legal(seat: Seat): MoveOf<G>[];
  /**
   * A full state consistent with what `seat` sees, for what reads a state rather than a view (the game's `steps`,
   * a hint's bot): the match's own in the page, one rebuilt from the view when hosted.
   */
  position(seat: Seat): StateOf<G> | null;
  /**
   * Why `move` of `seat` would be refused now, in `lang` (`null`: it would not be). Asked for the one move a
   * person tries (a disabled control clicked, focused or pointed at), never for every control.
   */
  refusal(seat: Seat, move: MoveOf<G>, lang: Lang): string | null;
  /** Plays a move of a seat at this screen; rejects with the refusal (a `RuleError`), changing nothing. */
  play(seat: Seat, move: MoveOf<G>): Promise<void>;
  /** Takes back the last move made at this screen and every bot move after it. */
  undo(): Promise<void>;
  /** The moves so far as `viewer` saw them. */
  log(viewer: Seat | null): SeenMove<G>[];
  /** What `viewer` saw at the start and after every move (for the score chart). */
  views(viewer: Seat | null): ViewOf<G>[];
  /**
   * A hosted match's table (its seats, its people, whether it began, the next table); `undefined` for a match
   * in the page, `null` before the server answered.
   */
  readonly table?: TableInfo | null;
  /** Changes whenever the log does apart from the version (a hosted match's history arrives by itself). */
  readonly logStamp?: number;
  /** A hosted match: this seat leaves the table (a bot plays it until the person is back). */
  leave?(): Promise<void>;
  /** A hosted match that is over: "play again", the next table and this seat there. */
  rematch?(): Promise<Rematch>;
  /**
   * Holds the bots while a person reads a summary, until {@link TableMatch.release} (a match in the page; a
   * hosted match's bots are the server's).
   */
  hold?(): void;
  release?(): void;
  /** While the bots pause after a move (a round's result before the next roll): when it ends (page clock). */
  readonly resumesAt?: number | null;
  /** Tells `listener` of every event from now on; returns the way to stop. */
  subscribe(listener: (event: MatchEvent<G>) => void): () => void;
  /** Starts the match: bots move, the connection opens. */
  start(): void;
  /** Stops it for good: no bot moves, no connection, nothing more is told. */
  stop(): void;
}

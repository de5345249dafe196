/**
 * Where hosted matches live. The app talks to this interface only; {@link sqlStore} implements it once over a
 * small SQL driver, so the Node runtime keeps matches in one SQLite file (`node:sqlite`) and a Durable Object
 * keeps its match in its own SQLite storage (`ctx.storage.sql`), with the same tables and the same guarantees.
 *
 * A match is stored as its record header (the game, rules version, normalised options, seed and seats), the
 * append-only move log, and a snapshot of the state with its version (the number of moves): one move is one
 * transaction that appends the move and moves the snapshot on, only if the version is still the one read.
 *
 * @module
 */
import type { MatchRecord, MoveRecord, RngState } from '@tafel/core';
import type { ChatMessage } from '@tafel/core/match';

/**
 * Who sits at a seat of a hosted match. A person's `hash` is the SHA-256 of the seat's token and `rejoin` of the
 * code that gives the seat a new token; `away` is when a bot took the seat over (the person left, or was gone
 * longer than the table's grace). An open seat `reserved` for a rematch waits for the person whose seat's rejoin
 * code hashes so (a new token taken with that code leaves it as it is). `person` is the id of a person with a
 * claimed name (their matches are rated).
 */
export type SeatEntry =
  | {
      kind: 'human';
      hash: string;
      name?: string;
      rejoin?: string;
      away?: number;
      person?: string;
      /** What the person contributed to the deal when they sat down (see `@tafel/core/match`'s fair deal). */
      contribution?: string;
    }
  | { kind: 'open'; hash?: undefined; reserved?: string; name?: string; person?: string }
  | { kind: 'bot'; level: string; hash?: undefined };

/** A table's settings: who may find it, the bots' level, how long a seat may be empty, its name, its rematch. */
export interface TableSettings {
  /** `public`: listed in the lobby while it has open seats; `private`: reached only by its invite. */
  visibility: 'public' | 'private';
  /** The code a private table's invite link carries (joining needs it). */
  invite?: string;
  /** The level of the bots that fill open seats and take over a seat left empty. */
  level: string;
  /** How long a person may be gone (no stream, no request) before a bot plays the seat, in ms; `null`: never. */
  grace: number | null;
  /**
   * How long a person's seat may be to move before a bot plays it (until the person is back), in ms; `null` or
   * absent (tables from before the turn clock): no clock.
   */
  turn?: number | null;
  /** The match of "play again", once someone asked for it. */
  next?: string;
  name?: string;
  /** The moves (by number) a bot made for a person whose turn clock ran out. */
  timeouts?: number[];
  /** Whether people may ask for hints (absent, on tables from before: yes with one person, no with more). */
  hints?: boolean;
  /** Whether spectators may write in the chat (absent: no). */
  spectatorChat?: boolean;
}

/** A match as stored (the moves apart). */
export interface StoredMatch {
  id: string;
  /** The record without its moves. */
  header: Omit<MatchRecord, 'moves'>;
  seats: SeatEntry[];
  state: unknown;
  version: number;
  over: boolean;
  /** SHA-256 of the host's token (the one that may delete the match). */
  host: string;
  /** SHA-256 of the client that created it (for the cap on all-bot matches). */
  creator: string;
  /** Every seat a bot: the match plays itself. */
  allBots: boolean;
  /**
   * Every person at the table left (`playing`: its bots play it on, and it counts as an all-bot match;
   * `paused`: its creator had as many going as they may, so it waits until someone is back); absent or `no`:
   * someone is there.
   */
  unattended?: 'no' | 'playing' | 'paused';
  /** Whether the creator chose the seed (or the deck): every seat can tell. */
  seedChosen: boolean;
  /** When it was created, and when it last changed (ms since the epoch). */
  created: number;
  touched: number;
  /** The bots' generators as they stand (each bot seat's, and the order of bots to move at once). */
  bots?: { rngs: readonly RngState[]; order: RngState } | undefined;
  /** Whether every seat was taken and the game began. */
  started: boolean;
  table: TableSettings;
}

/** A table as the lobby lists it. */
export interface TableEntry {
  id: string;
  game: string;
  options: Record<string, unknown>;
  name?: string;
  seats: SeatEntry[];
  created: number;
}

export interface MatchStore {
  create(match: StoredMatch): Promise<void>;
  get(id: string): Promise<StoredMatch | null>;
  /** The move log, in order. */
  moves(id: string): Promise<MoveRecord[]>;
  /**
   * Appends one move and the state after it, if the stored version is still `version` (then the new version is
   * `version + 1`); `false` and no change otherwise.
   */
  append(
    id: string,
    version: number,
    move: MoveRecord,
    state: unknown,
    over: boolean,
    now: number,
    bots?: StoredMatch['bots'],
  ): Promise<boolean>;
  /**
   * Deals a match that begins now (no move yet): its record header (the deal's seed and proof), first state and
   * bots' generators; `false` when there is no such match or it has moves.
   */
  redeal(
    id: string,
    header: StoredMatch['header'],
    state: unknown,
    bots: StoredMatch['bots'],
  ): Promise<boolean>;
  /** Replaces the seats (a join, a bot taking over, a person back), and whether the game began; `false`: no match. */
  setSeats(id: string, seats: SeatEntry[], started: boolean, now: number): Promise<boolean>;
  /** Replaces the table's settings (a rematch noted). */
  setTable(id: string, table: TableSettings): Promise<boolean>;
  /** Public tables not begun and not over, the newest first, `limit` from `before` (a `created` time) on. */
  tables(filter: { game?: string; before?: number; limit: number }): Promise<TableEntry[]>;
  /** Adds a message to a match's chat (numbered on from the last); `false` when there is no such match. */
  say(id: string, message: Omit<ChatMessage, 'n'>): Promise<ChatMessage | null>;
  /** A match's chat, in order. */
  chat(id: string): Promise<ChatMessage[]>;
  /** Deletes a match, its moves and its chat; `false` when there was none. */
  remove(id: string): Promise<boolean>;
  /** Ids of the matches begun and not over yet (to wake their bots after a restart; a waiting table sleeps). */
  unfinished(): Promise<string[]>;
  /** How many unfinished matches this creator has that play themselves: all-bot ones, and those every person left. */
  allBotMatches(creator: string): Promise<number>;
  /** Notes whether every person left a match (see {@link StoredMatch.unattended}). */
  setUnattended(id: string, unattended: 'no' | 'playing' | 'paused'): Promise<boolean>;
  /** How many tables this creator has waiting for players (not begun, not over). */
  waitingTables(creator: string): Promise<number>;
  /**
   * Ids of the matches that expired by `now`: tables still waiting for players untouched for `waitMs`, other
   * unfinished ones untouched for `idleMs`, finished ones for `keepMs`; and when the next one will expire
   * (`null`: none left).
   */
  expired(
    now: number,
    idleMs: number,
    keepMs: number,
    waitMs: number,
  ): Promise<{ ids: string[]; next: number | null }>;
  close(): void;
}

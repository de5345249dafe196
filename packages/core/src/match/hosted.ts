/**
 * A hosted match as it travels between the API and its clients: what a table is asked for, what a seat (or a
 * spectator, or the host) sees of it, what the lobby lists and what its event stream carries. Types only: the
 * API (`@tafel/api`) sends these shapes and holds them to its OpenAPI document, the web's hosted table reads them,
 * and both take them from here so the two cannot drift apart.
 *
 * @module
 */
import type { Milestone, Seat } from '../contract/index.js';

/** What a seat asks for when a table is created: a person (named or not), an open place, or a bot. */
export type SeatRequest =
  | {
      kind: 'human';
      name?: string;
      /** A person's key (`POST /v1/people`): the seat takes their claimed name, and the match is rated. */
      person?: string;
      /** The person's contribution to the deal (see `fair-deal.ts`): a random word of their own. */
      contribution?: string;
    }
  | { kind: 'open' }
  | { kind: 'bot'; level?: string };

/** A seat as every seat and spectator sees it. */
export interface TableSeat {
  kind: 'human' | 'open' | 'bot';
  name?: string;
  /** A bot's level; for a person's seat a bot plays for now, that bot's. */
  level?: string;
  /** A person's seat: whether the person is there (a stream open, or a request a moment ago). */
  connected?: boolean;
  /** A person's seat played by a bot for now (the person left, or was gone longer than the grace). */
  away?: boolean;
  /** An open seat kept for a player of the match before ("play again"). */
  reserved?: boolean;
}

/** A table's settings as everyone at it sees them. */
export interface TableInfo {
  visibility: 'public' | 'private';
  /** The level of the bots that fill open seats and take over empty ones. */
  level: string;
  /** Seconds a person may be gone before a bot plays the seat; `null`: never. */
  grace: number | null;
  /** Seconds a person's seat may take over its turn before a bot plays it (turn-based games); `null`: no clock. */
  turn: number | null;
  name?: string;
  /** Whether a person may ask for a hint (the host's choice; off by default where more than one person sits). */
  hints: boolean;
  /** Whether spectators may write in the table's chat (the host's choice; off by default). */
  spectatorChat: boolean;
}

/** What a seat (or a spectator, or the host) sees of a hosted match now. */
export interface HostedView {
  id: string;
  game: string;
  version: number;
  seats: TableSeat[];
  seat: Seat | null;
  /** Whether every seat was taken and the game began (before: the waiting room). */
  started: boolean;
  /** The seats that may move now (empty before the start and once the match is over). */
  active: Seat[];
  view: unknown;
  legal: unknown[];
  outcome: { scores: number[]; winners: Seat[] } | null;
  /** Whether the creator chose the seed or the deck (then every other seat is his own). */
  seedChosen: boolean;
  /** SHA-256 (hex) of `JSON.stringify([seed, options])`, published at creation; the record shows both at the end. */
  commitment: string;
  table: TableInfo;
  /** The match of "play again", once someone asked for it. */
  next?: string;
  /** The host only: the invite code of a private table (its link). */
  invite?: string;
  /**
   * When the turn clock of the seat to move runs out, in ms since the epoch (the earliest, when several seats
   * are to move); `null` without a clock, or when no person's seat is to move.
   */
  turnEndsAt: number | null;
}

/** One line of a match's public history: a move as the viewer saw it. */
export interface MoveEntry {
  /** The move's number, from 0 (the match's version before it). */
  n: number;
  seat: Seat;
  /** The move, or `{ type, hidden: true }` for a move the viewer saw face down. */
  move: unknown;
  /** The move in words, in the asked language. */
  text: string;
  /** The seat's turn clock ran out: a bot of the table's level made this move for its person. */
  timedOut?: true;
}

/** A stage of the game closed after move `n` (a deal scored, an auction settled), in words. */
export interface MilestoneEntry {
  n: number;
  milestone: Milestone;
  text: string;
}

/** What a hosted match's event stream carries. */
export type HostedEvent =
  | { event: 'view'; view: HostedView }
  | { event: 'move'; entry: MoveEntry }
  | { event: 'milestone'; entry: MilestoneEntry }
  | { event: 'chat'; message: ChatMessage }
  | { event: 'end'; view: HostedView }
  | { event: 'gone'; reason: 'deleted' | 'expired' | 'shutdown' };

/** What a new table is asked for. */
export interface TableRequest {
  game: string;
  seats: SeatRequest[];
  seed?: string;
  options?: Record<string, unknown>;
  visibility?: 'public' | 'private';
  /** The level of the bots that fill open seats and take over empty ones (default normal). */
  level?: string;
  /** Seconds a person may be gone before a bot plays the seat; `null`: never (default: by the game). */
  grace?: number | null;
  /** Seconds a person may take over a turn before a bot plays the seat (turn-based games only); `null`: no clock (default). */
  turn?: number | null;
  name?: string;
  /** Whether people may ask for hints (default: yes with one person at the table, no with more). */
  hints?: boolean;
  /** Whether spectators may write in the chat (default no). */
  spectatorChat?: boolean;
}

/** The quick phrases of a table's chat: one tap, read by everyone in their own language. */
export const QUICK_PHRASES = {
  'good-luck': { en: 'Good luck!', nl: 'Veel succes!' },
  'well-played': { en: 'Well played!', nl: 'Goed gespeeld!' },
  thanks: { en: 'Thanks!', nl: 'Bedankt!' },
  oops: { en: 'Oops!', nl: 'Oeps!' },
  'one-more': { en: 'One more?', nl: 'Nog eentje?' },
  bye: { en: 'Bye!', nl: 'Dag!' },
} as const;

/** A quick phrase's key. */
export type QuickPhrase = keyof typeof QUICK_PHRASES;

/**
 * One message of a table's chat, as stored and sent: plain text (never markup), or a quick phrase by key. `seat`
 * is who wrote it (`null`: a spectator or the host without a seat).
 */
export interface ChatMessage {
  /** Its number in the table's chat, from 0. */
  n: number;
  seat: Seat | null;
  /** The writer's name as the table shows it (a seat's person, `host`, `spectator`). */
  name?: string;
  text?: string;
  quick?: QuickPhrase;
  /** When it was written, in ms since the epoch. */
  at: number;
}

/** A table as the lobby lists it. */
export interface TableListing {
  id: string;
  game: string;
  name?: string;
  options: Record<string, unknown>;
  seats: TableSeat[];
  /** How many seats are open. */
  open: number;
  /** When the table was made, in ms since the epoch. */
  created: number;
}

/** A seat taken: its token (every request of the seat) and its rejoin code (a new token on another device). */
export interface Seated {
  seat: Seat;
  token: string;
  rejoin: string;
}

/**
 * Where hosted matches live. The app talks to this interface only, so the Node runtime keeps matches in one SQLite
 * file (`sqlite.ts`) and another runtime (a Durable Object per match) can keep them its own way.
 *
 * A match is stored as its record header (the game, rules version, normalised options, seed and seats), the
 * append-only move log, and a snapshot of the state with its version (the number of moves): one move is one
 * transaction that appends the move and moves the snapshot on, only if the version is still the one read.
 *
 * @module
 */
import type { MatchRecord, MoveRecord } from '@tafel/core';

/** Who sits at a seat of a hosted match. `hash` is the SHA-256 of the seat's token (people only). */
export type SeatEntry =
  | { kind: 'human'; hash: string }
  | { kind: 'open'; hash?: undefined }
  | { kind: 'bot'; level: string; hash?: undefined };

/** A match as stored (the moves apart). */
export interface StoredMatch {
  id: string;
  /** The record without its moves. */
  header: Omit<MatchRecord, 'moves'>;
  seats: SeatEntry[];
  state: unknown;
  version: number;
  over: boolean;
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
  append(id: string, version: number, move: MoveRecord, state: unknown, over: boolean): Promise<boolean>;
  /** Replaces the seats (a join), if the stored version is still `version`. */
  setSeats(id: string, version: number, seats: SeatEntry[]): Promise<boolean>;
  /** Ids of the matches not over yet (to wake their bots after a restart). */
  unfinished(): Promise<string[]>;
  close(): void;
}

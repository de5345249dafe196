/**
 * The shape of an analysis, shared by `@tafel/bots/analysis`, its Worker, `tafel analyse` and `<tafel-replay>`.
 * A saved analysis travels in a record file as `{ ...record, analysis: RecordAnalysis }`.
 *
 * @module
 */

/** The analysis of one move of a record. */
export interface MoveAnalysis {
  /** The move's index in `record.moves`. */
  index: number;
  /** Who moved. */
  seat: number;
  /** The expected outcome for the mover of the move played: mean over the samples, and their standard deviation. */
  played: { move: unknown; value: number; spread: number };
  /** The same for the move the strong search prefers. */
  best: { move: unknown; value: number; spread: number };
  /** `best.value - played.value` (>= 0). */
  loss: number;
  /** Set when the loss reaches the game's thresholds ({@link Thresholds}). */
  mark: 'inaccuracy' | 'mistake' | 'blunder' | null;
  /** One legal move (nothing to judge), or a race reaction judged by its choice, not its timing. */
  note?: 'forced' | 'realtime';
}

/** One seat's summary, like lichess's accuracy. */
export interface SeatSummary {
  seat: number;
  /** Moves judged (forced moves are not counted). */
  moves: number;
  /** Moves judged whose loss stays under the inaccuracy threshold. */
  accurate: number;
  /** `accurate / moves` (1 when no move was judged). */
  accuracy: number;
  /** The sum of the losses of the seat's moves. */
  totalLoss: number;
}

/** The analysis of a record. */
export interface RecordAnalysis {
  game: string;
  /** Samples (determinised deals, or dice futures) per move. */
  budget: number;
  /** The base seed of the samples (each move's generator is seeded from it, its index and the mover's view). */
  seed: string;
  /** What `value` means, e.g. `"expected score share, 0..1"`. */
  valueScale: string;
  moves: MoveAnalysis[];
  seats: SeatSummary[];
}

/** Losses (in the game's value units) from which a move is marked. */
export interface Thresholds {
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

/** How far an analysis has come: `done` of `total` moves to analyse. */
export interface AnalysisProgress {
  done: number;
  total: number;
  /** The record index of the move just analysed. */
  index: number;
}

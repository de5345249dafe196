/**
 * What a match needs from the world it runs in, as ports: a {@link Clock} (the page's, Node's timers, a Durable
 * Object's alarms, or simulated time) and a {@link BotRunner} (a Web Worker, worker threads, or the calling
 * thread). The engine knows nothing else of its runtime.
 *
 * @module
 */
import type { Seat } from '../contract/index.js';
import type { RngState } from '../random/index.js';

/** Time: real timers on Node and in a page, alarms in a Durable Object, simulated time in a tournament. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The system clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** What a bot is asked: choose (or, in real time, set out on) a move for `seat` in `state`. */
export interface BotTask {
  /** The game's id. */
  readonly game: string;
  /** A level (`easy`, `normal`, `strong`) or a bot's name. */
  readonly bot: string;
  readonly state: unknown;
  readonly seat: Seat;
  /** The bot's generator, as it stands: the answer gives it back as the bot left it. */
  readonly rng: RngState;
  /** `{ ms }` for a time budget; nothing for the level's own iteration budget (the same move for the same rng). */
  readonly settings?: { readonly ms?: number };
  /**
   * Choose on a state rebuilt from the seat's view (its hidden part drawn from a generator of this seed) rather
   * than on `state`: for a state a client sent, which may hold the other hands.
   */
  readonly viewSeed?: string;
  /** Real time: the move this seat sets out on (or `null`: it waits) and how many ms it takes to arrive. */
  readonly react?: boolean;
}

/** A bot's answer: its move (in real time also its reaction time, and `null` for "not now"), and its generator. */
export interface BotAnswer {
  readonly move: unknown;
  readonly ms?: number;
  readonly rng: RngState;
}

/**
 * Where bots think. `owner` says for whom (a runner with a fair queue serves owners in turn); a `patient` task
 * waits as long as it takes rather than being refused for being one too many.
 */
export interface BotRunner {
  run(task: BotTask, owner?: string, how?: { readonly patient?: boolean }): Promise<BotAnswer>;
}

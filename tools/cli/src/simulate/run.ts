/**
 * Bot tournaments: N seeded games between bots, seats rotated so that no bot keeps the first seat, and a
 * summary per bot (win share, mean score, 95% intervals). Every game is a match record, so any of them can be
 * replayed.
 *
 * @module
 */
import {
  type AnyGame,
  applyMove,
  type Bot,
  type Match,
  type MatchRecord,
  Rng,
  RuleError,
  runRace,
  type Seat,
} from '@tafel/core';
import { type Estimate, estimate } from './stats.js';

export interface SimulateOptions {
  game: AnyGame;
  /** The bots by seat order in the first game; their number is the number of players. */
  bots: Bot[];
  games: number;
  seed: string;
  /** Game options for every game. */
  options?: Record<string, unknown>;
  /** Rotate the bots over the seats from game to game (default true). */
  rotate?: boolean;
  /** Called after every game. */
  onProgress?: (done: number, total: number) => void;
  /** Called with each finished game: its record, and the score of each bot (in `bots` order). */
  onGame?: (game: { record: MatchRecord; scores: number[] }) => void;
}

/** One bot's results over a tournament. */
export interface BotResult {
  name: string;
  /** Wins, a tie counting as a share (1/k for k winners). */
  wins: number;
  winShare: Estimate;
  score: Estimate;
}

export interface SimulateResult {
  game: string;
  games: number;
  seed: string;
  bots: BotResult[];
  elapsedMs: number;
}

/** Plays one game to the end; returns its record and outcome, with bot `b` at seat `seatOf[b]`. */
export function playGame(
  game: AnyGame,
  bots: Bot[],
  seatOf: number[],
  seed: string,
  options: Record<string, unknown> = {},
): { record: MatchRecord; scores: number[]; winners: Seat[] } {
  const players = bots.length;
  const botAt: Bot[] = [];
  seatOf.forEach((seat, b) => {
    botAt[seat] = bots[b]!;
  });
  const rngs = botAt.map((bot, seat) => Rng.fromSeed(`${seed}:bot:${seat}:${bot.name}`));
  const order = Rng.fromSeed(`${seed}:order`);
  // The table plays through the one match runner, as the API and the web app do.
  let match: Match = {
    state: game.setup({ players, seed, options }),
    record: { game: game.id, options, seed, seats: botAt.map((bot) => ({ bot: bot.name })), moves: [] },
  };
  const step: Step = (seat, move) => {
    match = applyMove(game, match, seat, move);
    return match.state;
  };
  // Real time: the earliest arrival applies (core's scheduler); turns otherwise.
  if (game.realtime) runRace(game, match.state, botAt, rngs, (seat, move) => step(seat, move));
  else turns(game, match.state, botAt, rngs, order, step);
  const outcome = game.outcome(match.state)!;
  const record = match.record;
  return { record, scores: outcome.scores, winners: outcome.winners };
}

/** Plays a move at the table (and records it); returns the new state. */
type Step = (seat: Seat, move: unknown) => unknown;

/** Turn-based or simultaneous play: seats that may move at once move in a random order (none is always first). */
function turns(game: AnyGame, start: unknown, botAt: Bot[], rngs: Rng[], order: Rng, step: Step): void {
  let state = start;
  for (let seats: Seat[] = game.active(state); seats.length > 0; seats = game.active(state)) {
    const seat = seats.length === 1 ? seats[0]! : order.pick(seats);
    const legal = game.legalMoves(state, seat);
    const bot = botAt[seat]!;
    const move = bot.choose({ game, state, seat, legal, rng: rngs[seat]! });
    try {
      state = step(seat, move);
    } catch (e) {
      // A bot that answers with an illegal move is a bug (or a bot seated in the wrong game): name it.
      if (e instanceof RuleError)
        throw new Error(`bot "${bot.name}" at seat ${seat} made an illegal move: ${e.message}`);
      throw e;
    }
  }
}

/**
 * Plays a tournament.
 *
 * @example
 * ```ts
 * const result = simulate({ game: wineCellar, bots: [wineCellarBot, randomBot], games: 1000, seed: 't' });
 * result.bots[0].winShare.mean; // about 0.9
 * ```
 */
export function simulate(opts: SimulateOptions): SimulateResult {
  const started = performance.now();
  const players = opts.bots.length;
  const wins: number[][] = opts.bots.map(() => []);
  const scores: number[][] = opts.bots.map(() => []);
  for (let g = 0; g < opts.games; g++) {
    const shift = opts.rotate === false ? 0 : g % players;
    const seatOf = opts.bots.map((_, b) => (b + shift) % players);
    const {
      record,
      scores: s,
      winners,
    } = playGame(opts.game, opts.bots, seatOf, `${opts.seed}:${g}`, opts.options);
    seatOf.forEach((seat, b) => {
      wins[b]!.push(winners.includes(seat) ? 1 / winners.length : 0);
      scores[b]!.push(s[seat]!);
    });
    opts.onGame?.({ record, scores: seatOf.map((seat) => s[seat]!) });
    opts.onProgress?.(g + 1, opts.games);
  }
  return {
    game: opts.game.id,
    games: opts.games,
    seed: opts.seed,
    bots: opts.bots.map((bot, b) => ({
      name: bot.name,
      wins: wins[b]!.reduce((a, x) => a + x, 0),
      winShare: estimate(wins[b]!),
      score: estimate(scores[b]!),
    })),
    elapsedMs: performance.now() - started,
  };
}

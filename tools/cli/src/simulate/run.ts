/**
 * Bot tournaments: N seeded games between bots, seats rotated so that no bot keeps the first seat, and a
 * summary per bot (win share, mean score, 95% intervals). Every game is a match record, so any of them can be
 * replayed.
 *
 * @module
 */
import { type AnyGame, type Bot, DEFAULT_REACTION_MS, type MatchRecord, Rng, type Seat } from '@tafel/core';
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
  let state = game.setup({ players, seed, options });
  const record: MatchRecord = {
    game: game.id,
    options,
    seed,
    seats: botAt.map((bot) => ({ bot: bot.name })),
    moves: [],
  };
  for (let seats: Seat[] = game.active(state); seats.length > 0; seats = game.active(state)) {
    const { seat, move } = game.realtime
      ? race(game, state, seats, botAt, rngs)
      : turn(game, state, seats, botAt, rngs, order);
    state = game.play(state, seat, move);
    record.moves.push({ seat, move });
  }
  const outcome = game.outcome(state)!;
  return { record, scores: outcome.scores, winners: outcome.winners };
}

/** Turn-based or simultaneous play: seats that may move at once move in a random order (none is always first). */
function turn(game: AnyGame, state: unknown, seats: Seat[], botAt: Bot[], rngs: Rng[], order: Rng) {
  const seat = seats.length === 1 ? seats[0]! : order.pick(seats);
  const legal = game.legalMoves(state, seat);
  return { seat, move: botAt[seat]!.choose({ game, state, seat, legal, rng: rngs[seat]! }) };
}

/** Real time: every active seat reacts, and the earliest move arrives first (ties: the lower seat). */
function race(game: AnyGame, state: unknown, seats: Seat[], botAt: Bot[], rngs: Rng[]) {
  let first: { seat: Seat; move: unknown; ms: number } | null = null;
  for (const seat of seats) {
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) continue;
    const input = { game, state, seat, legal, rng: rngs[seat]! };
    const bot = botAt[seat]!;
    const reaction = bot.react ? bot.react(input) : { move: bot.choose(input), ms: DEFAULT_REACTION_MS };
    if (!first || reaction.ms < first.ms) first = { seat, ...reaction };
  }
  if (!first) throw new Error(`${game.id}: no seat has a legal move in real time`);
  return first;
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

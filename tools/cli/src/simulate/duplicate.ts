/**
 * Duplicate evaluation for Wiezen: every deal is played twice on the same stacked pack, bot A holding seats 0
 * and 2 against bot B at 1 and 3, then the bots swap seats. Luck of the cards cancels out; what is left is the
 * difference the bots make. Pure: the result depends only on the arguments.
 *
 * @module
 */
import type { Bot } from '@tafel/core';
import { Rng } from '@tafel/core';
import { wiezen } from '@tafel/core/wiezen';

export interface DuplicateOptions {
  /** Bot A (the one measured) and its opponent B. */
  botA: Bot;
  botB: Bot;
  /** Number of deals, each played twice. */
  deals: number;
  /** Seed of the packs and of the bots' generators. */
  seed: string;
  /** Called after each deal (both tables). */
  onProgress?: (done: number, total: number) => void;
}

export interface DuplicateResult {
  deals: number;
  /**
   * Per deal: bot A's pair points, averaged over the two tables (table 1 at seats 0+2, table 2 at seats 1+3).
   * Zero sum per table, so 0 means the bots did equally well on that deal.
   */
  points: number[];
  mean: number;
  /** 95% confidence interval of the mean (normal approximation). */
  ci95: [number, number];
  /** Standard deviation of the per-deal points. */
  sd: number;
}

/** Plays one table of one deal and returns the points of seats 0..3. */
function playTable(deck: number[], dealer: number, seats: Bot[], seed: string): number[] {
  let state = wiezen.setup({ players: 4, seed, options: { deals: 1, deck, dealer } });
  const rngs = seats.map((_, i) => Rng.fromSeed(`${seed}:seat:${i}`));
  for (let guard = 0; state.phase !== 'over'; guard++) {
    if (guard > 500) throw new Error('a deal did not end');
    const seat = wiezen.active(state)[0]!;
    const legal = wiezen.legalMoves(state, seat);
    const move = seats[seat]!.choose({ game: wiezen, state, seat, legal, rng: rngs[seat]! });
    state = wiezen.play(state, seat, move as (typeof legal)[number]);
  }
  return state.history[0]!.points;
}

/** Mean, standard deviation and 95% interval of a sample. */
export function summarize(points: readonly number[]): Pick<DuplicateResult, 'mean' | 'sd' | 'ci95'> {
  const n = points.length;
  const mean = n === 0 ? 0 : points.reduce((a, b) => a + b, 0) / n;
  const variance = n < 2 ? 0 : points.reduce((a, p) => a + (p - mean) ** 2, 0) / (n - 1);
  const sd = Math.sqrt(variance);
  const half = n === 0 ? 0 : (1.96 * sd) / Math.sqrt(n);
  return { mean, sd, ci95: [mean - half, mean + half] };
}

/**
 * Plays `deals` duplicate deals of Wiezen between two bots.
 *
 * @example
 * ```ts
 * const result = duplicate({ botA: wiezenBot, botB: randomBot, deals: 200, seed: 'eval' });
 * console.log(result.mean, result.ci95);
 * ```
 */
export function duplicate({ botA, botB, deals, seed, onProgress }: DuplicateOptions): DuplicateResult {
  const points: number[] = [];
  for (let i = 0; i < deals; i++) {
    const deck = Rng.fromSeed(`${seed}:deal:${i}`).shuffle(Array.from({ length: 52 }, (_, c) => c));
    const dealer = i % 4;
    const first = playTable(deck, dealer, [botA, botB, botA, botB], `${seed}:${i}:1`);
    const second = playTable(deck, dealer, [botB, botA, botB, botA], `${seed}:${i}:2`);
    points.push((first[0]! + first[2]! + second[1]! + second[3]!) / 2);
    onProgress?.(i + 1, deals);
  }
  return { deals, points, ...summarize(points) };
}

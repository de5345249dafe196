/** Setting up a Cui bono? game: the full pyramid, 55 dice of each colour, at random. @module */
import * as z from 'zod';
import type { SetupArgs } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { CELLS, ORIENTATIONS } from '../lattice/index.js';
import type { CuiBonoOptions, CuiBonoState } from './types.js';

/** The options a game gets when none are given. */
export const DEFAULT_OPTIONS: Readonly<CuiBonoOptions> = Object.freeze({
  minus: Object.freeze({ red: 3, yellow: 2, pearl: 1 }),
  turnLimit: 500,
});

const points = z.number().int().min(0).max(100);
const optionsSchema = z
  .object({
    minus: z
      .object({ red: points.default(3), yellow: points.default(2), pearl: points.default(1) })
      .strict()
      .default({ red: 3, yellow: 2, pearl: 1 }),
    turnLimit: z.number().int().min(1).max(100_000).default(500),
  })
  .strict();

/** Checks and completes options; throws `RuleError('invalid-options')`. */
export function parseOptions(json: unknown = {}): CuiBonoOptions {
  const result = optionsSchema.safeParse(json ?? {});
  if (!result.success) commonErrors.fail('invalid-options', { reason: z.prettifyError(result.error) });
  return result.data as CuiBonoOptions;
}

/** How many dice a player may keep before the game ends: it ends when one must take his 10th (2–4) or 7th (5–6). */
export function keepLimit(players: number): number {
  return players <= 4 ? 10 : 7;
}

/**
 * A full pyramid of 55 red, 55 yellow and 55 pearl dice, colours shuffled and orientations drawn from the seed.
 *
 * @example
 * ```ts
 * const { owner } = randomColours(Rng.fromSeed('x'));
 * owner.filter((c) => c === 0).length; // 55
 * ```
 */
export function randomColours(rng: Rng): { owner: number[]; orientation: number[] } {
  const owner = rng.shuffle(Array.from({ length: CELLS }, (_, i) => i % 3));
  const orientation = Array.from({ length: CELLS }, () => rng.int(ORIENTATIONS));
  return { owner, orientation };
}

/** Sets a game up for 2 to 6 players; seat 0 starts (the players decide who begins). */
export function setup({ players, seed, options }: SetupArgs<CuiBonoOptions>): CuiBonoState {
  if (!Number.isInteger(players) || players < 2 || players > 6)
    commonErrors.fail('invalid-players', { min: 2, max: 6, players });
  const opts = parseOptions(options);
  const { owner, orientation } = randomColours(Rng.fromSeed(seed));
  return {
    game: 'cui-bono',
    options: opts,
    players,
    phase: 'pull',
    turn: 0,
    turns: 0,
    owner,
    orientation,
    held: null,
    kept: Array.from({ length: players }, () => []),
    history: [],
    end: null,
    winners: null,
  };
}

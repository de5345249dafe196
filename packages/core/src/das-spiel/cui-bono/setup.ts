/** Setting up a Cui bono? game: the full pyramid, 55 dice of each colour, at random. @module */
import type { SetupArgs } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { CELLS, ORIENTATIONS } from '../lattice/index.js';
import { type CuiBonoOptions, DEFAULT_OPTIONS, parseOptions } from './options.js';
import type { CuiBonoState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

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

/** Setting up a Raffzahn game: the full random pyramid without its apex. @module */
import type { SetupArgs } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { APEX, CELLS, ORIENTATIONS } from '../lattice/index.js';
import { DEFAULT_OPTIONS, parseOptions, type RaffzahnOptions } from './options.js';
import type { RaffzahnState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

/** A roll of the turquoise die. */
export function rollDie(rng: Rng): number {
  return rng.int(6) + 1;
}

/**
 * Sets a game up for 3 players (2 allowed: side Z stays empty): the full pyramid of 55 red, 55 yellow and 55
 * pearl dice, colours and orientations at random, then the apex die is removed. Seat 0 rolls first.
 */
export function setup({ players, seed, options }: SetupArgs<RaffzahnOptions>): RaffzahnState {
  if (players !== 2 && players !== 3) commonErrors.fail('invalid-players', { min: 2, max: 3, players });
  const opts = parseOptions(options);
  const rng = Rng.fromSeed(seed);
  const owner = rng.shuffle(Array.from({ length: CELLS }, (_, i) => i % 3));
  const orientation = Array.from({ length: CELLS }, () => rng.int(ORIENTATIONS));
  owner[APEX] = -1;
  orientation[APEX] = 0;
  const roll = rollDie(rng);
  return {
    game: 'raffzahn',
    options: opts,
    players,
    phase: 'race',
    round: 1,
    roller: 0,
    roll,
    owner,
    orientation,
    taken: new Array(players).fill(0),
    current: { round: 1, roller: 0, roll, takes: [], late: [], stopped: false },
    winners: null,
    rng: rng.state(),
  };
}

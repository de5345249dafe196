/** Setting up a Bunte Kuh game: the pearl base layer, the shared stocks and the first roll. @module */
import type { SetupArgs } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { CELLS, LEVEL_START, ORIENTATIONS } from '../lattice/index.js';
import { type BunteKuhOptions, DEFAULT_OPTIONS, parseOptions } from './options.js';
import { BASE_DIE, type BunteKuhState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

/** The dice shared among the players. */
export const SHARED = 60;

/** The places above the pearl base: every die a player has can be placed. */
const PLACES = CELLS - LEVEL_START[1]!;

/** A roll of the three pearl roll dice. */
export function rollDice(rng: Rng): [number, number, number] {
  return [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
}

/**
 * Sets a game up for 2 to 6 players: 45 pearl dice with random orientations fill the base plate, the 60 other
 * dice are shared evenly, and seat 0 holds the roll dice and rolls.
 */
export function setup({ players, seed, options }: SetupArgs<BunteKuhOptions>): BunteKuhState {
  if (!Number.isInteger(players) || players < 2 || players > 6)
    commonErrors.fail('invalid-players', { min: 2, max: 6, players });
  const opts = parseOptions(options);
  // Every die placed takes one of the places above the base: with more dice than places, a full pyramid would
  // leave every seat with dice and nowhere to put them, and the game could never end.
  if (opts.stock !== null && opts.stock * players > PLACES) {
    commonErrors.fail('invalid-options', {
      reason: {
        en: `with ${players} players, stock is at most ${Math.floor(PLACES / players)}: the pyramid has ${PLACES} places above its base`,
        nl: `met ${players} spelers is stock hoogstens ${Math.floor(PLACES / players)}: de piramide heeft ${PLACES} plaatsen boven de basis`,
      },
    });
  }
  const rng = Rng.fromSeed(seed);
  const owner = new Array(CELLS).fill(-1);
  const orientation = new Array(CELLS).fill(0);
  for (let c = 0; c < LEVEL_START[1]!; c++) {
    owner[c] = BASE_DIE;
    orientation[c] = rng.int(ORIENTATIONS);
  }
  const roll = rollDice(rng);
  return {
    game: 'bunte-kuh',
    options: opts,
    players,
    round: 1,
    holder: 0,
    roll,
    owner,
    orientation,
    stock: new Array(players).fill(opts.stock ?? SHARED / players),
    rounds: [{ round: 1, holder: 0, roll, calls: [] }],
    winners: null,
    rng: rng.state(),
  };
}

/** Setting up an Abquetschen game: options, and rolling for the start player. @module */
import type { SetupArgs } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { CELLS } from '../lattice/index.js';
import { type AbquetschenOptions, DEFAULT_OPTIONS, parseOptions } from './options.js';
import type { AbquetschenState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

/** Dice per player. */
export const STOCK = 55;

/** A roll of the turquoise die. */
export function rollDie(rng: Rng): number {
  return rng.int(6) + 1;
}

/**
 * Sets a game up for 2 or 3 players: each gets 55 dice; the players roll in turn, seat 0 first, and the first
 * to roll a 4 is the start player, who builds the start pyramid.
 */
export function setup({ players, seed, options }: SetupArgs<AbquetschenOptions>): AbquetschenState {
  if (players !== 2 && players !== 3) commonErrors.fail('invalid-players', { min: 2, max: 3, players });
  const opts = parseOptions(options);
  const rng = Rng.fromSeed(seed);
  const startRolls: { seat: number; roll: number }[] = [];
  for (let seat = 0; ; seat = (seat + 1) % players) {
    const roll = rollDie(rng);
    startRolls.push({ seat, roll });
    if (roll === 4) break;
  }
  const startPlayer = startRolls[startRolls.length - 1]!.seat;
  return {
    game: 'abquetschen',
    options: opts,
    players,
    phase: 'start',
    turn: startPlayer,
    roll: null,
    bonus: 0,
    startRolls,
    startPlayer,
    startPyramid: [],
    guard: false,
    owner: new Array(CELLS).fill(-1),
    stock: new Array(players).fill(STOCK),
    built: new Array(players).fill(false),
    thisTurn: [],
    history: [],
    end: null,
    winners: null,
    rng: rng.state(),
  };
}

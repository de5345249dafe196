/** Setting up an Eintrichtern game: 45 yellow dice at random, covered by 36 red ones. @module */
import type { SetupArgs } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { Rng } from '../../random/index.js';
import { ORIENTATIONS } from '../lattice/index.js';
import { FUNNELS } from './funnels.js';
import { DEFAULT_OPTIONS, type EintrichternOptions, parseOptions } from './options.js';
import type { EintrichternState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

/** Red dice that win: the option, else 8 with 2–4 players and 9 with 5–6. */
export function targetOf(state: { options: EintrichternOptions; players: number }): number {
  return state.options.target ?? (state.players <= 4 ? 8 : 9);
}

/** A roll of the three pearl dice. */
export function rollDice(rng: Rng): number[] {
  return [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
}

/** Sets a game up for 2 to 6 players; seat 0 holds the pearl dice and rolls first. */
export function setup({ players, seed, options }: SetupArgs<EintrichternOptions>): EintrichternState {
  if (!Number.isInteger(players) || players < 2 || players > 6)
    commonErrors.fail('invalid-players', { min: 2, max: 6, players });
  const opts = parseOptions(options);
  const rng = Rng.fromSeed(seed);
  const yellow = Array.from({ length: 45 }, () => rng.int(ORIENTATIONS));
  const dice = rollDice(rng);
  return {
    game: 'eintrichtern',
    options: opts,
    players,
    phase: 'lift',
    turn: 0,
    dice,
    total: dice[0]! + dice[1]! + dice[2]!,
    failed: null,
    yellow,
    covered: new Array(FUNNELS).fill(true),
    red: new Array(players).fill(0),
    announcements: [],
    end: null,
    winners: null,
    rng: rng.state(),
  };
}

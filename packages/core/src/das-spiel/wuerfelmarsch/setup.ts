/** Setting up a Würfelmarsch game: five dice per player on the middle edge funnels of his side. @module */
import type { SetupArgs } from '../../contract/index.js';
import { commonErrors } from '../../errors/index.js';
import { PLATE, START_CELLS, START_ORIENTATION } from './march.js';
import { DEFAULT_OPTIONS, parseOptions, type WuerfelmarschOptions } from './options.js';
import type { WuerfelmarschState } from './types.js';

export { DEFAULT_OPTIONS, parseOptions };

/**
 * Sets a game up for 2 or 3 players: seat `s` sits at side `s` (X, Y, Z; with two players side Z stays empty)
 * and puts 5 dice on the five middle edge funnels of his side, each showing 3 to himself, 2 to his left
 * neighbour and 1 to his right neighbour. Seat 0 starts (the rulebook lets the players decide; the seed is not
 * used: the game has no chance).
 *
 * @example
 * ```ts
 * const s = setup({ players: 2, seed: 'x' });
 * s.owner.filter((o) => o === 0).length; // 5
 * ```
 */
export function setup({ players, options }: SetupArgs<WuerfelmarschOptions>): WuerfelmarschState {
  if (players !== 2 && players !== 3) commonErrors.fail('invalid-players', { min: 2, max: 3, players });
  const opts = parseOptions(options);
  const owner = new Array<number>(PLATE).fill(-1);
  const orientation = new Array<number>(PLATE).fill(0);
  for (let seat = 0; seat < players; seat++)
    for (const c of START_CELLS[seat]!) {
      owner[c] = seat;
      orientation[c] = START_ORIENTATION[seat]!;
    }
  return {
    game: 'wuerfelmarsch',
    options: opts,
    players,
    turn: 0,
    turns: 0,
    owner,
    orientation,
    captured: new Array(players).fill(0),
    lost: new Array(players).fill(0),
    lastMoved: new Array(players).fill(-1),
    last: null,
    end: null,
    winners: null,
  };
}

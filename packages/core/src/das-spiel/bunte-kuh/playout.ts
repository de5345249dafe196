/**
 * Bunte Kuh's random playout kernel: the game played to its end from any state, as the move-by-move loop plays
 * it — the lowest active seat (seat 0) makes `legalMoves[rng.int(n)]` every round — in place on one copy, with
 * the pyramid kept as a bit set between rounds instead of rebuilt from the JSON state, and no list of 24 moves a
 * funnel: the chosen move is computed from its index. The contract property tests hold it to the move-by-move
 * loop from any position.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import { Rng as StateRng } from '../../random/index.js';
import { cellsOf, fromJson, kernels, ORIENTATIONS, place, WORDS } from '../lattice/index.js';
import { total } from './rules.js';
import { rollDice } from './setup.js';
import type { BunteKuhState } from './types.js';

/**
 * Plays uniformly random right calls by seat 0 until the game ends; returns the final state (`from` untouched).
 *
 * @example
 * ```ts
 * const end = randomPlayout(bunteKuh.setup({ players: 3, seed: 's' }), Rng.fromSeed('r'));
 * ```
 */
export function randomPlayout(from: BunteKuhState, rng: Rng): BunteKuhState {
  if (from.winners) return from;
  const s: BunteKuhState = {
    ...from,
    owner: from.owner.slice(),
    orientation: from.orientation.slice(),
    stock: from.stock.slice(),
    rounds: from.rounds.map((r, i) => (i === from.rounds.length - 1 ? { ...r, calls: r.calls.slice() } : r)),
  };
  const pyramid = fromJson(s);
  const k = kernels();
  const set = new Uint32Array(WORDS);
  for (;;) {
    const matching = k.funnelsWithSumBits(pyramid.occupied, pyramid.orientation, total(s.roll), set) > 0;
    if (!matching) k.funnelBits(pyramid.occupied, set, false);
    const cells = cellsOf(set);
    // The move-by-move loop's `legal[i]`: the funnels in order, each in the 24 orientations.
    const i = rng.int(cells.length * ORIENTATIONS);
    const cell = cells[Math.floor(i / ORIENTATIONS)]!;
    const orientation = i % ORIENTATIONS;
    const type = matching ? 'stop' : 'nowhere';
    s.rounds[s.rounds.length - 1]!.calls.push({ seat: 0, type, cell, orientation, right: true });
    s.owner[cell] = 0;
    s.orientation[cell] = orientation;
    place(pyramid, cell, 0, orientation);
    s.stock[0]! -= 1;
    if (s.stock[0] === 0) {
      s.winners = [0];
      return s;
    }
    // The round is over: the roll dice pass left and are rolled (as `play` does).
    const dice = new StateRng(s.rng);
    s.roll = rollDice(dice);
    s.rng = dice.state();
    s.round += 1;
    s.holder = (s.holder + 1) % s.players;
    s.rounds.push({ round: s.round, holder: s.holder, roll: s.roll, calls: [] });
  }
}

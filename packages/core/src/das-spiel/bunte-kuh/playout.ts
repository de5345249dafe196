/**
 * Bunte Kuh's random playout kernel: the game played to its end from any state, as the move-by-move loop plays
 * it — the lowest active seat (seat 0) makes `legalMoves[rng.int(n)]` every round — in place on one copy, with
 * the pyramid kept as a bit set between rounds instead of rebuilt from the JSON state, and no list of 24 moves a
 * funnel: the chosen move is computed from its index. The contract property tests hold it to the move-by-move
 * loop from any position. A kernel provider with a whole-playout kernel (Wasm: a call per round would copy the
 * pyramid in and out each time) plays every round in one call; the states are then made from its round log.
 *
 * @module
 */
import type { Rng } from '../../random/index.js';
import { Rng as StateRng } from '../../random/index.js';
import {
  CELLS,
  cellsOf,
  fromJson,
  kernels,
  type LatticeKernels,
  ORIENTATIONS,
  place,
  WORDS,
} from '../lattice/index.js';
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
  const k = kernels();
  if (k.bunteKuhPlayout) return inOneCall(s, rng, k);
  const pyramid = fromJson(s);
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

/** Scratch of {@link inOneCall}, reused across playouts (a playout runs to its end synchronously). */
const scratch = {
  occ: new Uint32Array(WORDS),
  orient: new Uint8Array(CELLS),
  game: new Uint32Array(4),
  dice: new Uint32Array(4),
  log: new Uint8Array(8 * 64),
};

/**
 * The same playout through the provider's `bunteKuhPlayout` (one call for every round), then the state made from
 * its round log exactly as the loop above makes it; `rng` continues from where the kernel left its generator.
 */
function inOneCall(s: BunteKuhState, rng: Rng, k: LatticeKernels): BunteKuhState {
  const stock = s.stock[0]!;
  const { occ, orient, game, dice } = scratch;
  if (scratch.log.length < stock * 8) scratch.log = new Uint8Array(stock * 8);
  const log = scratch.log;
  occ.fill(0);
  for (let c = 0; c < CELLS; c++) {
    if (s.owner[c]! >= 0) occ[c >>> 5]! |= 1 << (c & 31);
    orient[c] = s.orientation[c]!;
  }
  game.set(rng.state());
  dice.set(s.rng);
  const rounds = k.bunteKuhPlayout!(occ, orient, total(s.roll), stock, game, dice, log);
  rng.restore([game[0]!, game[1]!, game[2]!, game[3]!]);
  if (rounds < 0) rng.int(0); // no funnel: the loop's draw throws the same RangeError
  let current = s.rounds[s.rounds.length - 1]!;
  for (let r = 0; r < rounds; r++) {
    const at = r * 8;
    const cell = log[at]!;
    const orientation = log[at + 1]!;
    current.calls.push({
      seat: 0,
      type: log[at + 2] === 1 ? 'stop' : 'nowhere',
      cell,
      orientation,
      right: true,
    });
    s.owner[cell] = 0;
    s.orientation[cell] = orientation;
    s.stock[0]! -= 1;
    if (s.stock[0] === 0) break;
    s.roll = [log[at + 3]!, log[at + 4]!, log[at + 5]!];
    s.round += 1;
    s.holder = (s.holder + 1) % s.players;
    current = { round: s.round, holder: s.holder, roll: s.roll, calls: [] };
    s.rounds.push(current);
  }
  s.winners = [0];
  s.rng = [dice[0]!, dice[1]!, dice[2]!, dice[3]!];
  return s;
}

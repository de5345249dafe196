/**
 * The heuristic Abquetschen bot: it reads only its own view and judges each offered build by what the pyramid
 * looks like after it.
 *
 * - More dice now: bonus dice from a row count as extra dice built.
 * - Keep its own dice reachable: the empty cells next to its dice (its *frontier*), the more of them funnels
 *   (a die can go there now) the better; bury the others': their frontiers count against a build. This cheap
 *   score ranks all offered builds.
 * - The best few are then judged by the next rolls: for each roll 2..6, can the bot still build that many after
 *   this build, and can each other player? Expected dice built next time, its own minus the others'.
 * - Endings: a build that leaves a player with every die buried ends the game at that player's turn, with the
 *   fewest dice in stock winning; the bot seeks that when it will have the fewest, and shuns it otherwise.
 *
 * @module
 */
import type { Bot } from '../../contract/index.js';
import type { Rng } from '../../random/index.js';
import { CELLS, funnelBits, NEIGHBOUR_MASKS, popcount32, WORDS } from '../lattice/index.js';
import { bonusFor, expectedDice, guardFor, pyramidOfState } from './builds.js';
import type { AbquetschenMove, AbquetschenState, AbquetschenView } from './types.js';
import { view as viewOf } from './view.js';

/** Weights of the bot's judgement. */
export const ABQUETSCHEN_WEIGHTS = Object.freeze({
  bonusDie: 3,
  ownFunnel: 1,
  ownCell: 0.3,
  otherFunnel: 0.7,
  otherCell: 0.2,
  ending: 100,
  /** Expected dice of the next roll, own and others'. */
  ownNext: 1.5,
  otherNext: 6,
  /** How many of the best builds by the cheap score get the look at the next rolls. */
  deep: 32,
});

function count(s: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < WORDS; w++) n += popcount32(s[w]!);
  return n;
}

/** Chooses a move from a view (the heart of the bot, usable on any view). */
export function abquetschenMove(
  v: AbquetschenView,
  legal: readonly AbquetschenMove[],
  rng: Rng,
): AbquetschenMove {
  const me = v.seat!;
  if (legal.length <= 1 || v.phase === 'start') return legal[rng.int(legal.length)]!;
  const W = ABQUETSCHEN_WEIGHTS;
  const occ = new Uint32Array(WORDS);
  const reach = Array.from({ length: v.players }, () => new Uint32Array(WORDS));
  for (let c = 0; c < CELLS; c++) {
    const o = v.owner[c]!;
    if (o < 0) continue;
    occ[c >>> 5]! |= 1 << (c & 31);
    const r = reach[o]!;
    for (let w = 0; w < WORDS; w++) r[w]! |= NEIGHBOUR_MASKS[c * WORDS + w]!;
  }
  const next = new Uint32Array(WORDS);
  const mine = new Uint32Array(WORDS);
  const open = new Uint32Array(WORDS);
  const front = new Uint32Array(WORDS);
  const scored: { move: AbquetschenMove; value: number }[] = [];
  for (const move of legal) {
    next.set(occ);
    mine.set(reach[me]!);
    for (const c of move.cells) {
      next[c >>> 5]! |= 1 << (c & 31);
      for (let w = 0; w < WORDS; w++) mine[w]! |= NEIGHBOUR_MASKS[c * WORDS + w]!;
    }
    funnelBits(next, open, true);
    const bonus = v.phase === 'build' ? bonusFor(move.cells) : 0;
    const myStock = v.stock[me]! - move.cells.length - bonus;
    const fewest = v.stock.every((s, seat) => seat === me || s > myStock);
    let value = W.bonusDie * bonus + move.cells.length;
    for (let seat = 0; seat < v.players; seat++) {
      const r = seat === me ? mine : reach[seat]!;
      for (let w = 0; w < WORDS; w++) front[w] = r[w]! & ~next[w]!;
      const cells = count(front);
      for (let w = 0; w < WORDS; w++) front[w]! &= open[w]!;
      const funnels = count(front);
      const hasDice = seat === me ? v.built[me] || move.cells.length > 0 : v.built[seat];
      if (hasDice && cells === 0) value += fewest ? W.ending : -W.ending;
      if (seat === me) value += W.ownFunnel * funnels + W.ownCell * cells;
      else value -= W.otherFunnel * funnels + W.otherCell * cells;
    }
    scored.push({ move, value: value + rng.float() * 1e-6 });
  }
  scored.sort((a, b) => b.value - a.value);
  const deep = scored.slice(0, W.deep);
  for (const s of deep) s.value += nextRolls(v, s.move.cells);
  deep.sort((a, b) => b.value - a.value);
  return deep[0]!.move;
}

/** Expected dice built at the next roll, own minus others' (weighted), after building `cells`. */
function nextRolls(v: AbquetschenView, cells: readonly number[]): number {
  const me = v.seat!;
  const owner = v.owner.slice();
  for (const c of cells) owner[c] = me;
  const p = pyramidOfState({ owner });
  // Building again as start player ends rule 3.
  const after = { ...v, guard: v.guard && !(me === v.startPlayer && cells.length > 0) };
  let value = 0;
  for (let seat = 0; seat < v.players; seat++) {
    const dice = expectedDice(p, seat, guardFor(after, seat));
    value +=
      seat === me
        ? ABQUETSCHEN_WEIGHTS.ownNext * dice
        : (-ABQUETSCHEN_WEIGHTS.otherNext * dice) / (v.players - 1);
  }
  return value;
}

/**
 * The heuristic bot.
 *
 * @example
 * ```ts
 * const move = abquetschenBot.choose({ game: abquetschen, state, seat, legal, rng: Rng.fromSeed('b') });
 * ```
 */
export const abquetschenBot: Bot<AbquetschenState, AbquetschenMove> = {
  name: 'heuristic',
  choose({ state, seat, legal, rng }) {
    return abquetschenMove(viewOf(state, seat), legal, rng);
  },
};

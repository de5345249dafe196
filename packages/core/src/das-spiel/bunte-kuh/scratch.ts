/**
 * The round's questions to the kernels — which funnels have the roll's sum, which cells are funnels at all —
 * asked on the JSON state without building a `Pyramid` (three new typed arrays) each time: the occupied set and
 * the orientations are read into arrays reused call after call — the kernel provider's own where it has them
 * (`scratch`, the slot kept for the rules: the Wasm provider's live in its memory, so a call copies nothing).
 *
 * The pyramid is kept there from one call to the next, as a table keeps its pyramid between turns: `play` puts
 * the placed die into it ({@link carry}) and knows the next state's pyramid by that state's `owner` and
 * `orientation` arrays, which `play` made. So a round's questions (the move list, the call's check, the next
 * round's move list) read no state again. A state `play` returned is a value: its arrays are never changed in
 * place (a caller copies a state to change it, as the rules do). Any other state (set up, parsed, built by
 * hand, a view) is read afresh at each question, so it may be changed between calls.
 *
 * @module
 */
import { CELLS, kernels, type PyramidScratch, SCRATCH_SLOT, SUPPORTS, WORDS } from '../lattice/index.js';
import type { BunteKuhState } from './types.js';

/** The arrays used when the provider has none of its own. */
const own: PyramidScratch = {
  occupied: new Uint32Array(WORDS),
  orientation: new Uint8Array(CELLS),
  set: new Uint32Array(WORDS),
};
/** The arrays of the last question (the answer is read from `set`). */
let at: PyramidScratch = own;

/**
 * Whose pyramid `at` holds: the `owner` and `orientation` arrays it was read from (or, after {@link carry}, the
 * next state's), and whether they are a state `play` made, whose pyramid may be used without reading it again.
 */
const held: {
  owner: readonly number[] | null;
  orientation: readonly number[] | null;
  at: PyramidScratch | null;
  made: boolean;
} = { owner: null, orientation: null, at: null, made: false };

/**
 * Reads the state's pyramid into the arrays of the provider in use, unless they hold it already (a state `play`
 * made, whose pyramid is there): the occupied set a word at a time, the orientations of the dice. Empty cells'
 * orientations are left as they were: the kernels read a cell's orientation only where it holds a die (the
 * supports of a funnel).
 */
function load(state: Pick<BunteKuhState, 'owner' | 'orientation'>): void {
  at = kernels().scratch?.(SCRATCH_SLOT.rules) ?? own;
  const { owner, orientation } = state;
  if (held.made && owner === held.owner && orientation === held.orientation && at === held.at) return;
  held.owner = owner;
  held.orientation = orientation;
  held.at = at;
  held.made = false;
  const { occupied: occ, orientation: orient } = at;
  let word = 0;
  for (let c = 0; c < CELLS; c++) {
    if (owner[c]! >= 0) {
      word |= 1 << (c & 31);
      orient[c] = orientation[c]!;
    }
    if ((c & 31) === 31) {
      occ[c >>> 5] = word;
      word = 0;
    }
  }
  occ[CELLS >>> 5] = word;
}

/**
 * `play` made `next` from `state`: when the arrays hold `state`'s pyramid (`play` just asked about it), the die
 * placed (`cell`, or -1 for a wrong call, which places none) goes into them too, and they hold `next`'s pyramid.
 * `next`'s arrays must be new, made by `play` and not yet handed to anyone.
 *
 * @example
 * ```ts
 * carry(state, next, move.cell, move.orientation); // in `play`, after placing the die in `next`
 * ```
 */
export function carry(
  state: Pick<BunteKuhState, 'owner' | 'orientation'>,
  next: Pick<BunteKuhState, 'owner' | 'orientation'>,
  cell: number,
  orientation: number,
): void {
  if (state.owner !== held.owner || state.orientation !== held.orientation || held.at !== at) return;
  if (cell >= 0) {
    at.occupied[cell >>> 5]! |= 1 << (cell & 31);
    at.orientation[cell] = orientation;
  }
  held.owner = next.owner;
  held.orientation = next.orientation;
  held.made = true;
}

/**
 * The funnels above level 0 whose sum is `sum`, as a cell set (valid until the next call of this module), and how
 * many; `funnelsWithSum(pyramidOfState(state), sum)` as a set.
 */
export function matchingSet(
  state: Pick<BunteKuhState, 'owner' | 'orientation'>,
  sum: number,
): { set: Uint32Array; count: number } {
  load(state);
  const count = kernels().funnelsWithSumBits(at.occupied, at.orientation, sum, at.set);
  return { set: at.set, count };
}

/** Every funnel above level 0 of the pyramid last read by {@link matchingSet}, as a set (valid until the next call). */
export function funnelSet(): { set: Uint32Array; count: number } {
  const count = kernels().funnelBits(at.occupied, at.set, false);
  return { set: at.set, count };
}

/** Whether `cell` is a funnel above level 0 of the pyramid last read (`isFunnel` of the rules' pyramid). */
export function isFunnelNow(cell: number): boolean {
  if (cell < 45 || has(cell)) return false;
  for (let a = 0; a < 3; a++) if (!has(SUPPORTS[cell * 3 + a]!)) return false;
  return true;
}

function has(c: number): boolean {
  return ((at.occupied[c >>> 5]! >>> (c & 31)) & 1) !== 0;
}

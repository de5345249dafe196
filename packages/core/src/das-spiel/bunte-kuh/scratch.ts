/**
 * The round's questions to the kernels — which funnels have the roll's sum, which cells are funnels at all —
 * asked on the JSON state without building a `Pyramid` (three new typed arrays) each time: the occupied set and
 * the orientations are read into arrays reused call after call — the kernel provider's own where it has them
 * (`scratch`: the Wasm provider's live in its memory, so the call copies nothing). The rules ask twice a round
 * (the move list, then the call's check), so this is most of a round's work besides the move list itself. Each
 * function reads the state afresh: nothing is remembered between calls, so a state is never answered from
 * another one.
 *
 * @module
 */
import { CELLS, kernels, type PyramidScratch, SUPPORTS, WORDS } from '../lattice/index.js';
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
 * Reads the state's pyramid into the arrays of the provider in use: the occupied set a word at a time, the
 * orientations of the dice. Empty cells' orientations are left as they were: the kernels read a cell's
 * orientation only where it holds a die (the supports of a funnel).
 */
function load(state: Pick<BunteKuhState, 'owner' | 'orientation'>): void {
  at = kernels().scratch?.() ?? own;
  const { occupied: occ, orientation: orient } = at;
  const { owner, orientation } = state;
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
